"""What a bid clicked in the bidding history means, in a box beside the history that stays
until it is closed (its button, or Escape) or another bid is clicked, so it can be read at
leisure and compared with the cards."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRect, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QToolButton, QWidget

from skruuvi_gui.ui.tips import TIP_WIDTH

translate = QCoreApplication.translate

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

    def show_meaning(self, meaning: str, font_px: float, beside: QRect, room: QRect) -> None:
        """Show ``meaning`` under the history drawn at ``beside`` (or over its foot where the
        table has no room below it), wrapped at about ``TIP_WIDTH`` characters and within
        ``room``."""
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
        left = max(room.left(), min(beside.left(), room.right() - self.width()))
        top = min(beside.bottom() + 6, room.bottom() - self.height())
        self.move(left, max(room.top(), top))
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
