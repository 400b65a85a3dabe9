"""The turn-up prompt: while the hand of the person to act lies face down on a shared screen,
a small box above it asks them to turn it up, with a click or Space or Enter.

Unlike the curtain it leaves the table in view: the cards on it are public, and only the hand
(face down until turned up) is private. On a short table the box is smaller, and it keeps
clear of what the table names as to be left in view (cribbage's running count). The box says
aloud, for a screen reader, whose turn it is and how to turn the cards up.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QWidget

from skruuvi_gui.rules.api import Seat
from skruuvi_gui.ui.dialogs.new_game import DEFAULT_NAMES, default_name

translate = QCoreApplication.translate

#: Pixels between the box and what it stands above (the prompt line).
GAP = 12
# The table height the box's words are drawn full size for, and the least share of that
# size they keep on a shorter table (plain comments: lupdate would give a "#:" one to the
# next translated string).
FULL_HEIGHT = 800
LEAST_SCALE = 0.62
# Pixel sizes of the title and the button's words at full size, and the box's margins.
TITLE_PX = 22
BUTTON_PX = 18
MARGINS = (28, 16)


class TurnUp(QWidget):
    """A box on ``table`` above the face-down hand; emits ``revealed(seat)`` when its person
    turns the cards up."""

    revealed = Signal(int)

    def __init__(self, table: QWidget) -> None:
        super().__init__(table)
        self.setObjectName("TurnUp")
        self._seat: Seat | None = None
        self._name = ""
        self._anchor: Callable[[], QPoint] = QPoint
        self._title = QLabel()
        self._title.setObjectName("TurnUpTitle")
        self._title.setTextFormat(Qt.TextFormat.PlainText)
        self._title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._button = QPushButton()
        self._button.setObjectName("TurnUpButton")
        self._button.clicked.connect(self._turn_up)
        self._keys = QLabel()
        self._keys.setObjectName("TurnUpKeys")
        self._keys.setTextFormat(Qt.TextFormat.PlainText)
        self._keys.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._scale = 0.0
        self._layout = QGridLayout(self)
        self._clear_of: Callable[[], list[QRect]] = list
        self._scale_to(1.0)
        self._button.installEventFilter(self)
        table.installEventFilter(self)
        self.hide()

    def _scale_to(self, scale: float) -> None:
        """Words, padding and margins ``scale`` times their full size."""
        if scale == self._scale:
            return
        self._scale = scale
        for widget, pixels, bold in (
            (self._title, TITLE_PX, True),
            (self._button, BUTTON_PX, False),
        ):
            font = QFont(widget.font())
            font.setPixelSize(round(pixels * scale))
            font.setBold(bold)
            widget.setFont(font)
        self.setStyleSheet(
            "#TurnUpTitle { color: white; }"
            "#TurnUpKeys { color: #dfe8df; }"
            f"#TurnUpButton {{ padding: {round(10 * scale)}px {round(28 * scale)}px;"
            " border-radius: 10px; background: #f3efe3; color: #1d2a1d;"
            " border: 3px solid #f3efe3; }"
            "#TurnUpButton:focus { border-color: #e0b84c; }"
        )
        across, down = (round(margin * scale) for margin in MARGINS)
        self._layout.setContentsMargins(across, down, across, down)
        self._layout.setSpacing(round(10 * scale))
        # On a short table the button stands beside the title, not under it: the box is
        # lower, and fits between the prompt and what lies above it.
        for widget in (self._title, self._button, self._keys):
            self._layout.removeWidget(widget)
        centre = Qt.AlignmentFlag.AlignCenter
        if scale < 1.0:
            self._layout.addWidget(self._title, 0, 0)
            self._layout.addWidget(self._button, 0, 1, centre)
            self._layout.addWidget(self._keys, 1, 0, 1, 2)
        else:
            self._layout.addWidget(self._title, 0, 0)
            self._layout.addWidget(self._button, 1, 0, centre)
            self._layout.addWidget(self._keys, 2, 0)

    @property
    def seat(self) -> Seat | None:
        """The seat whose cards wait to be turned up, or ``None`` while the box is away."""
        return self._seat if self.isVisible() else None

    def offer(
        self,
        seat: Seat,
        name: str,
        anchor: Callable[[], QPoint],
        clear_of: Callable[[], list[QRect]] = list,
    ) -> None:
        """Ask ``name`` at ``seat`` to turn their cards up, the box's bottom edge centred a
        little above the point ``anchor`` gives (asked again when the table is resized), so
        that the hand below it stays in view, and clear of what ``clear_of`` gives."""
        self._seat = seat
        self._name = name
        self._anchor = anchor
        self._clear_of = clear_of
        self.retranslate()
        self.show()
        self.raise_()
        self._button.setFocus()

    def spoken(self) -> str:
        """What the box says aloud when it comes: whose turn, and how to turn the cards up."""
        return self.accessibleDescription()

    def retranslate(self) -> None:
        if self._name in (DEFAULT_NAMES[0], default_name(0)):
            # "Your turn, You" would read wrong: the seat's number names it.
            title = translate("TurnUp", "Your turn, player in seat {n}")
        else:
            title = translate("TurnUp", "Your turn, {name}")
        number = str((self._seat or 0) + 1)
        self._title.setText(title.replace("{name}", self._name).replace("{n}", number))
        self._button.setText(translate("TurnUp", "Turn up my cards"))
        self._keys.setText(translate("TurnUp", "Click, or press Space or Enter"))
        spoken = translate(
            "TurnUp", "Your cards lie face down: press Space or Enter to turn them up."
        )
        self.setAccessibleName(self._title.text())
        self.setAccessibleDescription(f"{self._title.text()}. {spoken}")
        self._button.setAccessibleDescription(spoken)
        self._place()

    def _place(self) -> None:
        """Above the anchor, as large as the table's height allows; where that covers what
        is to be left in view, between it and the anchor, or else beside it, wherever the
        box then covers none of it."""
        table = self.parentWidget()
        if table is not None:
            self._scale_to(max(LEAST_SCALE, min(1.0, table.height() / FULL_HEIGHT)))
        self.adjustSize()
        width = table.width() if table is not None else self.width()
        anchor = self._anchor()
        box = QRect(0, 0, self.width(), self.height())
        box.moveBottom(anchor.y() - GAP)
        box.moveLeft(max(0, min(anchor.x() - box.width() // 2, width - box.width())))
        kept = self._clear_of()
        places = [box]
        for covered in (rect for rect in kept if rect.intersects(box)):
            between, left, right = QRect(box), QRect(box), QRect(box)
            between.moveTop(covered.bottom() + 1 + GAP // 2)
            if between.bottom() < anchor.y() - GAP // 2:
                places.append(between)
            left.moveRight(max(covered.left() - GAP, box.width() - 1))
            right.moveLeft(min(covered.right() + GAP, width - box.width()))
            places += [left, right]
        free = [place for place in places if not any(place.intersects(k) for k in kept)]
        self.move((free or places)[0].topLeft())

    def _turn_up(self) -> None:
        seat = self._seat
        self.hide()
        if seat is not None:
            self.revealed.emit(seat)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        """Enter turns the cards up as Space does (a button outside a dialog takes Space
        only); the box finds its place again once the table has been laid out anew."""
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            QTimer.singleShot(0, self, self._place)  # gone with the box, should it go first
        if watched is self._button and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self._turn_up()
                return True
        return False

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        """A click anywhere on the box turns the cards up, not only on its button."""
        inside = self.rect().contains(event.position().toPoint())
        if event.button() == Qt.MouseButton.LeftButton and inside:
            self._turn_up()
            return
        super().mouseReleaseEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QColor("#e0b84c"))
        painter.setBrush(QColor(20, 48, 31, 235))
        painter.drawRoundedRect(self.rect().adjusted(1, 1, -2, -2), 14, 14)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
