"""The first start's one question: which language the table speaks.

Each language is offered by its own name, so a person finds theirs whatever language the
system guessed; the guess is the default button, so Enter keeps it.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from skruuvi_gui.settings import LANGUAGES, Language
from skruuvi_gui.ui.dialogs.settings_dialog import LANGUAGE_NAMES
from skruuvi_gui.ui.screen_fit import Centring

translate = QCoreApplication.translate


def language_button_name(language: str) -> str:
    """The stable object name of a language's button: ``language_nb``."""
    return f"language_{language}"


class LanguageDialog(QDialog):
    """Offers every language as a button; ``language()`` is the one pressed (``None`` while
    none is)."""

    def __init__(self, guess: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("LanguageDialog")
        self._language: Language | None = None
        self._question = QLabel()
        self._question.setWordWrap(True)
        self._question.setMinimumWidth(360)
        row = QHBoxLayout()
        self._buttons: list[QPushButton] = []
        for language in (code for code in LANGUAGES if code != "system"):
            button = QPushButton(LANGUAGE_NAMES[language])
            button.setObjectName(language_button_name(language))
            button.setDefault(language == guess)
            button.clicked.connect(partial(self._choose, language))
            row.addWidget(button)
            self._buttons.append(button)
            if language == guess:
                button.setFocus()
        layout = QVBoxLayout(self)
        # As tall as the wrapped question and the buttons need, in any font the desktop uses.
        layout.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
        layout.addWidget(self._question)
        layout.addLayout(row)
        self.retranslate()
        Centring(self)

    def language(self) -> Language | None:
        return self._language

    def _choose(self, language: Language, *_: object) -> None:
        self._language = language
        self.accept()

    def retranslate(self) -> None:
        self.setWindowTitle(translate("LanguageDialog", "Language"))
        self._question.setText(
            translate(
                "LanguageDialog",
                "Which language shall the table speak? You can change it later in View → Settings…",
            )
        )
        self.setAccessibleDescription(self._question.text())
        for button in self._buttons:
            button.setAccessibleDescription(
                translate("LanguageDialog", "The table speaks this language from now on")
            )

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
