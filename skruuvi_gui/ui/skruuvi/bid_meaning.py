"""What a bid clicked in the bidding history means, in a box beside the history that stays
until it is closed (its button, or Escape) or another bid is clicked, so it can be read at
leisure and compared with the cards. It covers no seat's plate: under the history lies the
left-hand seat's, so the box moves aside, or further down, out of its way."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QPoint, QRect, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QToolButton, QWidget

from skruuvi_gui.ui.tips import TIP_WIDTH

translate = QCoreApplication.translate

#: Pixels between the box and what it stands beside or keeps clear of.
GAP = 6

_STYLE = """
QFrame#bid_meaning { background: rgba(8, 18, 13, 225); border: 1px solid #ffd54a;
  border-radius: 8px; }
QLabel { color: #f6f2e6; background: transparent; }
QToolButton { color: #f6f2e6; background: transparent; border: none; font-weight: 700; }
QToolButton:hover, QToolButton:focus { color: #ffd54a; }
"""


class BidMeaning(QFrame):
    """See the module docstring; ``closed`` when the person closes it."""

    closed = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("bid_meaning")
        self.setStyleSheet(_STYLE)
        self._text = QLabel(self)
        self._text.setObjectName("bid_meaning_text")
        self._text.setWordWrap(True)
        self._text.setTextFormat(Qt.TextFormat.PlainText)
        self._close = QToolButton(self)
        self._close.setObjectName("bid_meaning_close")
        self._close.setText("\N{MULTIPLICATION SIGN}")
        self._close.clicked.connect(self.dismiss)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 6, 4, 6)
        layout.addWidget(self._text, 1)
        layout.addWidget(self._close, 0, Qt.AlignmentFlag.AlignTop)
        self.retranslate()
        self.hide()

    def meaning(self) -> str:
        """The meaning shown, "" while the box is closed."""
        return self._text.text() if self.isVisible() else ""

    def show_meaning(
        self,
        meaning: str,
        font_px: float,
        beside: QRect,
        room: QRect,
        clear_of: Sequence[QRect] = (),
    ) -> None:
        """Show ``meaning`` under the history drawn at ``beside`` (or over its foot where the
        table has no room below it), wrapped at about ``TIP_WIDTH`` characters, within
        ``room`` and, where ``room`` allows, clear of each of ``clear_of`` (the plates)."""
        font = QFont(self._text.font())
        font.setPixelSize(max(10, round(font_px)))
        self._text.setFont(font)
        self._close.setFont(font)
        metrics = self._text.fontMetrics()
        longest = max(metrics.horizontalAdvance(line) for line in meaning.splitlines() or [""])
        wanted = min(longest, metrics.averageCharWidth() * TIP_WIDTH) + 1
        margins = self.contentsMargins()
        chrome = self._close.sizeHint().width() + 30 + margins.left() + margins.right()
        self._text.setFixedWidth(max(80, min(wanted, room.width() - chrome)))
        self._text.setText(meaning)
        self.adjustSize()
        self.move(
            clear_place(
                QRect(beside.left(), beside.bottom() + GAP, self.width(), self.height()),
                room,
                clear_of,
            )
        )
        self.show()
        self.raise_()

    def dismiss(self) -> None:
        if self.isVisible():
            self.hide()
            self.closed.emit()

    def retranslate(self) -> None:
        self._close.setToolTip(translate("Skruuvi", "Close the bid's meaning (Escape)"))
        self._close.setAccessibleName(translate("Skruuvi", "Close"))
        self._text.setAccessibleName(translate("Skruuvi", "What the bid means"))


def inside(box: QRect, room: QRect) -> QPoint:
    """Where ``box`` goes to lie within ``room`` (its top left kept where it fits)."""
    left = max(room.left(), min(box.left(), room.right() + 1 - box.width()))
    top = max(room.top(), min(box.top(), room.bottom() + 1 - box.height()))
    return QPoint(left, top)


def clear_place(box: QRect, room: QRect, clear_of: Sequence[QRect]) -> QPoint:
    """Where ``box`` goes, within ``room``, to cover none of ``clear_of``: it steps right past
    what it covers, or down past it where the room ends to the right; where no step frees
    it, it stays where it was first put within ``room``."""
    first = QRect(box)
    first.moveTopLeft(inside(box, room))
    placed = QRect(first)
    for _ in range(2 * len(clear_of) + 1):
        covered = [other for other in clear_of if placed.intersects(other)]
        if not covered:
            return placed.topLeft()
        other = covered[0]
        if other.right() + GAP + placed.width() <= room.right() + 1:
            placed.moveLeft(other.right() + 1 + GAP)
        elif other.bottom() + GAP + placed.height() <= room.bottom() + 1:
            placed.moveTopLeft(QPoint(first.left(), other.bottom() + 1 + GAP))
        else:
            break
    return first.topLeft()
