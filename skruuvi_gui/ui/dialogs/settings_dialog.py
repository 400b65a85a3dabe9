"""The settings dialog: language, felt colour, card size, card back, how long a finished
trick stays, how the screen passes between people at a shared screen, and whether the
Cribbage show waits for a click after each counted hand.

It edits a copy of the settings; the window applies the result at once, language included.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLayout,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from skruuvi_gui.settings import (
    CARD_BACKS,
    FELTS,
    HOTSEAT_CURTAINS,
    LANGUAGES,
    MAX_TRICK_PAUSE_MS,
    SHOW_PACES,
    Settings,
)
from skruuvi_gui.ui.screen_fit import Centring
from skruuvi_gui.ui.tips import tip_text

translate = QCoreApplication.translate

#: Each language is named in itself, so a person can find their own in any interface language.
LANGUAGE_NAMES = {"en": "English", "fi": "suomi", "nb": "norsk bokmål"}


def felt_name(felt: str) -> str:
    names = {
        "green": translate("SettingsDialog", "Green"),
        "blue": translate("SettingsDialog", "Blue"),
        "red": translate("SettingsDialog", "Red"),
        "grey": translate("SettingsDialog", "Grey"),
        "contrast": translate("SettingsDialog", "High contrast (black)"),
    }
    return names.get(felt, felt)


class SettingsDialog(QDialog):
    """Edit the settings that are not in the View menu; ``settings()`` reads the result."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("SettingsDialog")
        self._initial = settings
        self._language = self._combo(LANGUAGES, settings.language)
        self._felt = self._combo(FELTS, settings.felt)
        self._large_cards = QCheckBox()
        self._large_cards.setChecked(settings.large_cards)
        self._card_back = self._combo(CARD_BACKS, settings.card_back)
        self._trick_pause = QSpinBox()
        self._trick_pause.setRange(0, MAX_TRICK_PAUSE_MS)
        self._trick_pause.setSingleStep(100)
        self._trick_pause.setValue(settings.trick_pause_ms)
        self._curtain = self._combo(HOTSEAT_CURTAINS, settings.hotseat_curtain)
        self._curtain.setObjectName("hotseat_curtain")
        self._show_pace = self._combo(SHOW_PACES, settings.show_pace)
        self._show_pace.setObjectName("show_pace")
        fields = (
            self._language,
            self._felt,
            self._large_cards,
            self._card_back,
            self._trick_pause,
            self._curtain,
            self._show_pace,
        )
        self._labels = [QLabel() for _ in fields]
        form = QFormLayout()
        for label, field in zip(self._labels, fields, strict=True):
            label.setBuddy(field)
            form.addRow(label, field)
        self._buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self._buttons.accepted.connect(self.accept)
        self._buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        # As large as its fields, no larger: a dialog the window manager may resize gets a
        # resize handle, a strip under its frame that has nothing to offer here.
        layout.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
        layout.addLayout(form)
        layout.addWidget(self._buttons)
        self.retranslate()
        Centring(self)

    @staticmethod
    def _combo(values: Sequence[str], current: str) -> QComboBox:
        combo = QComboBox()
        for _ in values:
            combo.addItem("")
        combo.setCurrentIndex(values.index(current) if current in values else 0)
        return combo

    def settings(self) -> Settings:
        return dataclasses.replace(
            self._initial,
            language=LANGUAGES[self._language.currentIndex()],
            felt=FELTS[self._felt.currentIndex()],
            large_cards=self._large_cards.isChecked(),
            card_back=CARD_BACKS[self._card_back.currentIndex()],
            trick_pause_ms=self._trick_pause.value(),
            hotseat_curtain=HOTSEAT_CURTAINS[self._curtain.currentIndex()],
            show_pace=SHOW_PACES[self._show_pace.currentIndex()],
        )

    def retranslate(self) -> None:
        self.setWindowTitle(translate("SettingsDialog", "Settings"))
        texts = (
            translate("SettingsDialog", "Language"),
            translate("SettingsDialog", "Table felt"),
            translate("SettingsDialog", "Card size"),
            translate("SettingsDialog", "Card back"),
            translate("SettingsDialog", "Pause after a finished trick"),
            translate("SettingsDialog", "Between turns at a shared screen"),
            translate("SettingsDialog", "The show in Cribbage"),
        )
        for label, text in zip(self._labels, texts, strict=True):
            label.setText(text)
            field = label.buddy()
            if field is not None:  # named for assistive technology as the label says
                field.setAccessibleName(text)
        self._large_cards.setText(translate("SettingsDialog", "Larger cards"))
        self._describe()
        for i, language in enumerate(LANGUAGES):
            text = LANGUAGE_NAMES.get(language) or translate("SettingsDialog", "System default")
            self._language.setItemText(i, text)
        for i, felt in enumerate(FELTS):
            self._felt.setItemText(i, felt_name(felt))
        for i, back in enumerate(CARD_BACKS):
            self._card_back.setItemText(i, felt_name(back))
        self._trick_pause.setSuffix(translate("SettingsDialog", " ms"))
        curtains = {
            "face_down": translate("SettingsDialog", "Hand face down until turned up"),
            "every_turn": translate("SettingsDialog", "Curtain before every turn"),
            "hidden_hands": translate(
                "SettingsDialog", "Cribbage: curtain only before the discard"
            ),
        }
        for i, mode in enumerate(HOTSEAT_CURTAINS):
            self._curtain.setItemText(i, curtains[mode])

        paces = {
            "step_by_step": translate("SettingsDialog", "Step by step"),
            "steady": translate("SettingsDialog", "At a steady pace"),
        }
        for i, pace in enumerate(SHOW_PACES):
            self._show_pace.setItemText(i, paces[pace])

    def _describe(self) -> None:
        """Tell what each field does, in a tooltip a sighted person can read too; the
        descriptions assistive technology reads are the same words."""
        self.setAccessibleDescription(
            translate("SettingsDialog", "The table's language, colours, cards and pace")
        )
        tips = (
            (
                self._language,
                translate(
                    "SettingsDialog", "The language of the whole table, from menus to the log"
                ),
            ),
            (
                self._felt,
                translate(
                    "SettingsDialog",
                    "The colour of the table; high contrast makes cards and text stand out most",
                ),
            ),
            (
                self._large_cards,
                translate("SettingsDialog", "Draw the cards larger, so they are easier to read"),
            ),
            (self._card_back, translate("SettingsDialog", "The colour of the backs of the cards")),
            (
                self._trick_pause,
                translate(
                    "SettingsDialog",
                    "How long a finished trick stays on the table before it is gathered",
                ),
            ),
            (
                self._curtain,
                translate(
                    "SettingsDialog",
                    "Hand face down: between turns the next person's hand lies face down, the "
                    "table in view, until they turn it up with a click or Space or Enter; the "
                    "curtain covers the table only to tell of a new deal or of cards given to "
                    "them. Curtain before every turn: the whole table is covered each time the "
                    "screen passes. Cribbage: curtain only before the discard: in the play the "
                    "screen passes without hiding anything, so the others can see the cards a "
                    "player still holds.",
                ),
            ),
            (
                self._show_pace,
                translate(
                    "SettingsDialog",
                    "Step by step: each counted hand stays until you click or press Enter or "
                    "Space. At a steady pace: the hands are counted one after another, and a "
                    "click skips to the end of the show.",
                ),
            ),
        )
        for field, tip in tips:
            field.setToolTip(tip_text(tip))
            field.setAccessibleDescription(tip)
        for label in self._labels:  # the words beside a field tell the same on hovering
            buddy = label.buddy()
            label.setToolTip(buddy.toolTip() if buddy is not None else "")
        ok = self._buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setAccessibleDescription(
            translate("SettingsDialog", "Keep these settings; the table takes them at once")
        )
        cancel = self._buttons.button(QDialogButtonBox.StandardButton.Cancel)
        cancel.setAccessibleDescription(
            translate("SettingsDialog", "Close without changing the settings")
        )

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
