"""The turn-up prompt: while the hand of the person to act lies face down on a shared screen,
a small box above it asks them to turn it up, with a click or Space or Enter.

Unlike the curtain it leaves the table in view: the cards on it are public, and only the hand
(face down until turned up) is private. The box says aloud, for a screen reader, whose turn
it is and how to turn the cards up.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from skruuvi_gui.rules.api import Seat
from skruuvi_gui.ui.dialogs.new_game import DEFAULT_NAMES, default_name

translate = QCoreApplication.translate

#: Pixels between the box and what it stands above (the prompt line).
GAP = 12


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
        for widget, pixels, bold in ((self._title, 22, True), (self._button, 18, False)):
            font = QFont(widget.font())
            font.setPixelSize(pixels)
            font.setBold(bold)
            widget.setFont(font)
        self.setStyleSheet(
            "#TurnUpTitle { color: white; }"
            "#TurnUpKeys { color: #dfe8df; }"
            "#TurnUpButton { padding: 10px 28px; border-radius: 10px;"
            " background: #f3efe3; color: #1d2a1d; border: 3px solid #f3efe3; }"
            "#TurnUpButton:focus { border-color: #e0b84c; }"
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(28, 16, 28, 16)
        layout.setSpacing(10)
        layout.addWidget(self._title)
        layout.addWidget(self._button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self._keys)
        self._button.installEventFilter(self)
        table.installEventFilter(self)
        self.hide()

    @property
    def seat(self) -> Seat | None:
        """The seat whose cards wait to be turned up, or ``None`` while the box is away."""
        return self._seat if self.isVisible() else None

    def offer(self, seat: Seat, name: str, anchor: Callable[[], QPoint]) -> None:
        """Ask ``name`` at ``seat`` to turn their cards up, the box's bottom edge centred a
        little above the point ``anchor`` gives (asked again when the table is resized), so
        that the hand below it stays in view."""
        self._seat = seat
        self._name = name
        self._anchor = anchor
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
        self.adjustSize()
        table = self.parentWidget()
        width = table.width() if table is not None else self.width()
        anchor = self._anchor()
        x = max(0, min(anchor.x() - self.width() // 2, width - self.width()))
        self.move(x, max(0, anchor.y() - GAP - self.height()))

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
