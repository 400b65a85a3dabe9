"""The hotseat curtain: covers the whole table while the screen passes between two people.

Under it the table shows only the public view. It names who should take the screen, lists
what happened in public since that person last looked, and reveals their cards only when they
say who they are.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from skruuvi_gui.rules.api import Event, Seat
from skruuvi_gui.ui.dialogs.new_game import DEFAULT_NAMES, default_name
from skruuvi_gui.ui.event_text import describe_event

translate = QCoreApplication.translate

#: Public lines shown at most; older ones are summarised by a count.
MAX_LINES = 12


class Curtain(QWidget):
    """An opaque cover over ``table``; emits ``revealed(seat)`` when its person is ready."""

    revealed = Signal(int)

    def __init__(self, table: QWidget) -> None:
        super().__init__(table)
        self.setObjectName("Curtain")
        self._seat: Seat | None = None
        self._name = ""
        self._events: list[Event] = []
        self._names: list[str] = []
        self._game_id = ""
        self._title = QLabel()
        self._title.setObjectName("CurtainTitle")
        self._title.setTextFormat(Qt.TextFormat.PlainText)
        self._title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._title.setWordWrap(True)
        self._news = QLabel()
        self._news.setObjectName("CurtainNews")
        self._news.setTextFormat(Qt.TextFormat.PlainText)
        self._news.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._news.setWordWrap(True)
        self._button = QPushButton()
        self._button.setObjectName("CurtainButton")
        self._button.setDefault(True)
        self._button.clicked.connect(self._reveal)
        for widget, pixels, bold in ((self._title, 26, True), (self._news, 15, False)):
            font = QFont(widget.font())
            font.setPixelSize(pixels)
            font.setBold(bold)
            widget.setFont(font)
        button_font = QFont(self._button.font())
        button_font.setPixelSize(20)
        self._button.setFont(button_font)
        self.setStyleSheet(
            "#CurtainTitle { color: white; }"
            "#CurtainNews { color: #dfe8df; }"
            "#CurtainButton { padding: 14px 36px; border-radius: 10px;"
            " background: #f3efe3; color: #1d2a1d; border: 3px solid #f3efe3; }"
            "#CurtainButton:focus { border-color: #e0b84c; }"
        )
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(self._title)
        layout.addSpacing(16)
        layout.addWidget(self._news)
        layout.addSpacing(24)
        layout.addWidget(self._button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)
        table.installEventFilter(self)
        self.setGeometry(table.rect())
        self.hide()

    @property
    def seat(self) -> Seat | None:
        """The seat the curtain waits for, or ``None`` while it is down."""
        return self._seat if self.isVisible() else None

    def cover(
        self, seat: Seat, names: Sequence[str], game_id: str, events: Sequence[Event]
    ) -> None:
        """Cover the table for ``names[seat]``, telling them ``events`` they have not seen."""
        self._seat = seat
        self._names = list(names)
        self._name = names[seat]
        self._game_id = game_id
        self._events = list(events)
        self.retranslate()
        self._fit_table()
        self.show()
        self.raise_()
        self._button.setFocus()

    def retranslate(self) -> None:
        if self._name in (DEFAULT_NAMES[0], default_name(0)):
            # "Pass the screen to You" would read wrong: the seat's number names it. Other
            # default names (Aino, Maija) are names like any typed one.
            title = translate("Curtain", "Pass the screen to the player in seat {n}")
            button = translate("Curtain", "I'm in seat {n} — show my cards")
        else:
            title = translate("Curtain", "Pass the screen to {name}")
            button = translate("Curtain", "I'm {name} — show my cards")
        number = str((self._seat or 0) + 1)
        self._title.setText(title.replace("{name}", self._name).replace("{n}", number))
        self._button.setText(button.replace("{name}", self._name).replace("{n}", number))
        lines = [
            text
            for event in self._events
            if (text := describe_event(event, self._names, self._game_id, self._seat)) is not None
        ]
        hidden = len(lines) - MAX_LINES
        if hidden > 0:
            earlier = translate("Curtain", "…and %n earlier events", None, hidden)
            lines = [earlier, *lines[-MAX_LINES:]]
        if lines:
            heading = translate("Curtain", "Since you last looked:")
            self._news.setText("\n".join([heading, *lines]))
        else:
            self._news.setText("")

    def news_lines(self) -> list[str]:
        """The public lines on the curtain (for tests and accessibility)."""
        return self._news.text().splitlines()[1:]

    def _reveal(self) -> None:
        seat = self._seat
        self.hide()
        if seat is not None:
            self.revealed.emit(seat)

    def _fit_table(self) -> None:
        """Cover the table, asked of Qt: a reference of its own would tie the two Python
        wrappers in a cycle, which the collector takes apart in no order of Qt's (this
        filter's attributes could be gone while the table still sends it events)."""
        table = self.parentWidget()
        if table is not None:
            self.setGeometry(table.rect())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.Resize and watched is self.parentWidget():
            self._fit_table()
        return False

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor("#14301f"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
