"""Widgets floating over the felt: the prompt line with its buttons, and result panels.

They are real widgets (not scene items) so they take keyboard focus, follow the desktop's
accessibility tools and can be clicked in tests like any button.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QHideEvent, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from skruuvi_gui.ui.tips import tip_text


@dataclass(frozen=True, slots=True)
class ButtonSpec:
    """One action button: ``name`` is its stable object name, ``text`` and ``tooltip`` (what
    the action does, also the button's accessible description) already translated."""

    name: str
    text: str
    on_click: Callable[[], None]
    tooltip: str
    primary: bool = False


_BAR_STYLE = """
QFrame#action_bar {{ background: rgba(8, 18, 13, 190); border: 1px solid rgba(255,255,255,40);
  border-radius: {radius}px; }}
QLabel#prompt {{ color: #f6f2e6; font-size: {font}px; font-weight: 600; background: transparent; }}
QLabel#hint_reason {{ color: #bff3ff; font-size: {small}px; background: transparent;
  border-left: 3px solid #5ee0ff; padding-left: {pad_h}px; }}
QPushButton {{ color: #1d1a12; background: #efe6cf; border: 1px solid #b9a77a;
  border-radius: {button_radius}px; padding: {pad_v}px {pad_h}px; font-size: {font}px;
  font-weight: 600; min-width: {min_width}px; }}
QPushButton:hover {{ background: #fff6dc; }}
QPushButton:focus {{ border: 2px solid #ffffff; }}
QPushButton[primary="true"] {{ background: #f2c14e; border-color: #a8821f; }}
QPushButton[primary="true"]:hover {{ background: #ffd36b; }}
QPushButton[hinted="true"] {{ border: 3px solid #5ee0ff; }}
QSpinBox {{ font-size: {font}px; min-width: {spin_width}px; padding: 2px 4px;
  border-radius: 6px; background: #fbf8ef; color: #1d1a12; }}
"""


class ActionBar(QFrame):
    """The prompt line (what to do now) and the buttons for it; under them, while a hint
    stands, the hinted move and why.

    The bar is always as large as its words and buttons need: its layout sizes it whenever
    they change, also once the style sheet's font reaches a label, and ``resized`` tells the
    table to place it again."""

    resized = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("action_bar")
        self._prompt = QLabel(self)
        self._prompt.setObjectName("prompt")
        self._prompt.setTextFormat(Qt.TextFormat.PlainText)  # it begins with a seat name
        self._picker = QSpinBox(self)
        self._picker.setObjectName("claim_picker")
        self._picker.hide()
        self._buttons: dict[str, QPushButton] = {}
        self._callbacks: dict[str, Callable[[], None]] = {}
        self._hint = QLabel(self)
        self._hint.setObjectName("hint_reason")
        self._hint.setTextFormat(Qt.TextFormat.PlainText)
        self._hint.setWordWrap(True)
        self._hint.hide()
        self._layout = QHBoxLayout()
        self._layout.addWidget(self._prompt)
        self._layout.addWidget(self._picker)
        self._lines = QVBoxLayout(self)
        self._lines.addLayout(self._layout)
        self._lines.addWidget(self._hint)
        self._lines.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
        self.set_font_px(15)

    def set_font_px(self, px: float) -> None:
        font = round(px)
        self._lines.setContentsMargins(font, round(font * 0.45), round(font * 0.6), font // 2)
        self._lines.setSpacing(round(font * 0.4))
        self._layout.setSpacing(round(font * 0.6))
        # A reason wraps at a readable width, about sixty characters.
        self._hint.setMaximumWidth(round(font * 30))
        self.setStyleSheet(
            _BAR_STYLE.format(
                font=font,
                radius=round(font * 1.2),
                button_radius=round(font * 0.55),
                pad_v=round(font * 0.25),
                pad_h=round(font * 0.8),
                min_width=round(font * 3.5),
                spin_width=round(font * 3.2),
                small=round(font * 0.9),
            )
        )

    def prompt(self) -> str:
        return self._prompt.text()

    def set_prompt(self, text: str) -> None:
        self._prompt.setText(text)

    def hint(self) -> str:
        """The hint's words under the prompt, empty while no hint stands."""
        return self._hint.text() if not self._hint.isHidden() else ""

    def set_hint(self, text: str) -> None:
        self._hint.setText(text)
        self._hint.setVisible(bool(text))

    def picker(self) -> QSpinBox:
        return self._picker

    def show_picker(self, maximum: int | None, value: int = 0) -> None:
        """Show the number picker from 0 to ``maximum``; ``None`` hides it."""
        if maximum is None:
            self._picker.hide()
            return
        self._picker.setRange(0, maximum)
        self._picker.setValue(value)
        self._picker.show()

    def set_buttons(self, specs: Sequence[ButtonSpec]) -> None:
        """Show these buttons; when a button pressed by key goes away, the keys go back to
        the table under the bar, so the arrows move through the hand again."""
        wanted = {spec.name for spec in specs}
        focus_lost = False
        for name in [n for n in self._buttons if n not in wanted]:
            old = self._buttons.pop(name)
            focus_lost = focus_lost or old.hasFocus()
            self._callbacks.pop(name, None)
            self._layout.removeWidget(old)
            old.hide()
            old.deleteLater()
        for spec in specs:
            button = self._buttons.get(spec.name)
            if button is None:
                button = QPushButton(self)
                button.setObjectName(spec.name)
                button.setCursor(Qt.CursorShape.PointingHandCursor)
                button.clicked.connect(partial(self._clicked, spec.name))
                self._buttons[spec.name] = button
            self._layout.removeWidget(button)
            self._layout.addWidget(button)
            button.setText(spec.text)
            button.setToolTip(tip_text(spec.tooltip))
            button.setAccessibleDescription(spec.tooltip)
            button.setProperty("primary", spec.primary)
            button.setProperty("hinted", False)
            button.style().polish(button)
            button.show()
            self._callbacks[spec.name] = spec.on_click
        parent = self.parentWidget()
        if focus_lost and parent is not None:
            parent.setFocus()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        """Enter presses the button that has the keys, as Space does."""
        focused = self.focusWidget()
        enter = event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        if enter and isinstance(focused, QPushButton) and focused.isEnabled():
            focused.click()
            return
        super().keyPressEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self.resized.emit()

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802 - Qt override
        """A bar that goes away with the keys hands them back to the table."""
        focus = QApplication.focusWidget()
        parent = self.parentWidget()
        if focus is not None and self.isAncestorOf(focus) and parent is not None:
            parent.setFocus()
        super().hideEvent(event)

    def button(self, name: str) -> QPushButton | None:
        return self._buttons.get(name)

    def button_names(self) -> tuple[str, ...]:
        return tuple(self._buttons)

    def set_hinted(self, name: str | None) -> None:
        for button_name, button in self._buttons.items():
            button.setProperty("hinted", button_name == name)
            button.style().polish(button)

    def _clicked(self, name: str, *_: object) -> None:
        callback = self._callbacks.get(name)
        if callback is not None:
            callback()


_PANEL_STYLE = """
QFrame#result_panel {{ background: rgba(10, 20, 15, 225); border: 2px solid #e9c46a;
  border-radius: {radius}px; }}
QLabel {{ color: #f6f2e6; background: transparent; font-size: {font}px; }}
QLabel#result_title {{ color: #ffd54a; font-size: {title}px; font-weight: 700; }}
"""


class ResultPanel(QFrame):
    """A centred panel with a headline and a few lines: the end of a game or a match."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("result_panel")
        self._title = QLabel(self)
        self._title.setObjectName("result_title")
        self._title.setTextFormat(Qt.TextFormat.RichText)  # names in it come escaped
        self._title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._body = QLabel(self)
        self._body.setObjectName("result_body")
        self._body.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._body.setTextFormat(Qt.TextFormat.RichText)
        layout = QVBoxLayout(self)
        layout.addWidget(self._title)
        layout.addWidget(self._body)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.set_font_px(16)
        self.hide()

    def set_font_px(self, px: float) -> None:
        font = round(px)
        layout = self.layout()
        if layout is not None:
            layout.setContentsMargins(font * 2, font, font * 2, font)
            layout.setSpacing(font // 2)
        self.setStyleSheet(
            _PANEL_STYLE.format(font=font, title=round(font * 1.7), radius=round(font * 0.9))
        )

    def set_content(self, title: str, body_html: str) -> None:
        self._title.setText(title)
        self._body.setText(body_html)
        self.adjustSize()

    def title(self) -> str:
        return self._title.text()

    def body(self) -> str:
        return self._body.text()
