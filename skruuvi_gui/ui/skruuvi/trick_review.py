"""A look back at the last tricks, as far as the rules allow (the observation's
``reviewable_tricks``): each trick's four cards with who played them, the winning card
marked."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from skruuvi_gui.cards import Card

translate = QCoreApplication.translate

_STYLE = """
QFrame#trick_review {{ background: rgba(10, 20, 15, 232); border: 2px solid #e9c46a;
  border-radius: {radius}px; }}
QLabel {{ color: #f6f2e6; background: transparent; font-size: {font}px; }}
QLabel#review_title {{ color: #ffd54a; font-size: {big}px; font-weight: 700; }}
QLabel#trick_title {{ font-weight: 700; padding-top: 4px; }}
QLabel#review_card {{ border: 3px solid transparent; border-radius: 6px; }}
QLabel#review_card[won="true"] {{ border-color: #ffd54a; }}
QPushButton {{ color: #1d1a12; background: #efe6cf; border: 1px solid #b9a77a;
  border-radius: {button_radius}px; padding: 3px 14px; font-size: {font}px; font-weight: 600; }}
"""


@dataclass(frozen=True, slots=True)
class ReviewedTrick:
    """A trick as shown: its heading and each card with its player's name, in play order."""

    title: str
    plays: tuple[tuple[str, Card, bool], ...]


class TrickReview(QFrame):
    """Emits ``closed`` when its Close button is pressed."""

    closed = Signal()

    def __init__(self, parent: QWidget, pixmap: Callable[[Card, float], QPixmap]) -> None:
        super().__init__(parent)
        self.setObjectName("trick_review")
        self._pixmap = pixmap
        self._title = QLabel(self)
        self._title.setObjectName("review_title")
        self._title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._body = QWidget(self)
        self._grid = QGridLayout(self._body)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._close = QPushButton(self)
        self._close.setObjectName("close_review_button")
        self._close.setCursor(Qt.CursorShape.PointingHandCursor)
        self._close.clicked.connect(self.closed)
        layout = QVBoxLayout(self)
        layout.addWidget(self._title)
        layout.addWidget(self._body)
        layout.addWidget(self._close, 0, Qt.AlignmentFlag.AlignHCenter)
        self._texts: list[str] = []
        self._card_height = 90.0
        self._font = 0
        self.set_font_px(15)
        self.retranslate()
        self.hide()

    def set_font_px(self, px: float) -> None:
        font = round(px)
        if font == self._font:
            return
        self._font = font
        layout = self.layout()
        if layout is not None:
            layout.setContentsMargins(font, font * 2 // 3, font, font * 2 // 3)
            layout.setSpacing(font // 2)
        self._grid.setHorizontalSpacing(font)
        self._grid.setVerticalSpacing(font // 4)
        self.setStyleSheet(
            _STYLE.format(
                font=font,
                big=round(font * 1.25),
                radius=round(font * 0.9),
                button_radius=round(font * 0.5),
            )
        )

    def set_card_height(self, height: float) -> None:
        self._card_height = height

    def set_tricks(self, tricks: Sequence[ReviewedTrick]) -> None:
        while self._grid.count():
            item = self._grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        self._texts = []
        row = 0
        for trick in tricks:
            title = QLabel(trick.title, self._body)
            title.setObjectName("trick_title")
            title.setTextFormat(Qt.TextFormat.PlainText)
            self._grid.addWidget(title, row, 0, 1, 4)
            title.show()
            self._texts.append(trick.title)
            for column, (name, card, won) in enumerate(trick.plays):
                picture = QLabel(self._body)
                picture.setObjectName("review_card")
                picture.setProperty("won", won)
                picture.setPixmap(self._pixmap(card, self._card_height))
                picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
                self._grid.addWidget(picture, row + 1, column)
                picture.show()
                label = QLabel(name, self._body)
                label.setTextFormat(Qt.TextFormat.PlainText)
                label.setAlignment(Qt.AlignmentFlag.AlignCenter)
                self._grid.addWidget(label, row + 2, column)
                label.show()
                self._texts.append(f"{name}: {card}")
            row += 3
        self.setAccessibleDescription("\n".join(self._texts))
        self.adjustSize()

    def retranslate(self) -> None:
        self._title.setText(translate("Skruuvi", "Last tricks"))
        self._close.setText(translate("Skruuvi", "Close"))
        self._close.setAccessibleDescription(
            translate("Skruuvi", "Put the last tricks away and go back to the play")
        )
        self.setAccessibleName(translate("Skruuvi", "Last tricks"))

    def lines(self) -> list[str]:
        """What the review shows, line by line: trick headings and "name: card"."""
        return list(self._texts)
