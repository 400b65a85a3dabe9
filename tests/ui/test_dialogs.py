"""Every dialog opens in every language, shows its words in it, and returns what was chosen."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialogButtonBox, QLineEdit, QMessageBox
from pytestqt.qtbot import QtBot

from skruuvi_gui.settings import Settings
from skruuvi_gui.ui.dialogs.about import AboutDialog
from skruuvi_gui.ui.dialogs.new_game import NewGame, NewGameDialog, default_new_game
from skruuvi_gui.ui.dialogs.settings_dialog import SettingsDialog
from skruuvi_gui.ui.i18n import Translations

TITLES = {
    "en": ("New game", "Settings", "About Korttipöytä"),
    "fi": ("Uusi peli", "Asetukset", "Tietoja Korttipöydästä"),
    "nb": ("Nytt spill", "Innstillinger", "Om Korttipöytä"),
}
CANCEL = {"en": "Cancel", "fi": "Peruuta", "nb": "Avbryt"}


@pytest.mark.parametrize("language", ["en", "fi", "nb"])
def test_every_dialog_opens_in_every_language(
    qtbot: QtBot, translations: Translations, language: str
) -> None:
    translations.install(language)
    dialogs = (NewGameDialog(), SettingsDialog(Settings()), AboutDialog())
    for dialog, title in zip(dialogs, TITLES[language], strict=True):
        qtbot.addWidget(dialog)
        dialog.show()
        assert dialog.windowTitle() == title
        dialog.reject()
    buttons = dialogs[0].findChild(QDialogButtonBox)
    assert buttons is not None
    assert buttons.button(QDialogButtonBox.StandardButton.Cancel).text() == CANCEL[language]


def test_message_box_buttons_speak_bokmal(qtbot: QtBot, translations: Translations) -> None:
    translations.install("nb")
    box = QMessageBox(QMessageBox.Icon.Question, "", "", QMessageBox.StandardButton.Yes)
    box.addButton(QMessageBox.StandardButton.No)
    box.addButton(QMessageBox.StandardButton.Cancel)
    qtbot.addWidget(box)
    texts = {b.text().replace("&", "") for b in box.buttons()}
    assert texts == {"Ja", "Nei", "Avbryt"}


def test_switching_language_retranslates_an_open_dialog(
    qtbot: QtBot, translations: Translations
) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "New game"
    name = dialog.findChild(QLineEdit, "seat_name_1")
    assert name is not None and name.text() == "Maija"
    translations.install("nb")
    qtbot.waitUntil(lambda: dialog.windowTitle() == "Nytt spill")
    assert name.text() == "Kari"  # a default name follows the language, a typed one stays
    name.setText("Aino")
    name.setModified(True)
    translations.install("en")
    qtbot.waitUntil(lambda: dialog.windowTitle() == "New game")
    assert name.text() == "Aino"


def test_new_game_seats_follow_the_number_of_players(qtbot: QtBot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    assert len(dialog.choice().seats) == 2
    players = dialog.findChild(QComboBox, "option_num_players")
    assert players is not None
    players.setCurrentIndex(2)  # 4 players, partnerships
    choice = dialog.choice()
    assert choice.options["num_players"] == 4
    assert [s.name for s in choice.seats] == ["You", "Maija", "Pekka", "Liisa"]
    assert [s.kind for s in choice.seats] == ["human", "bot", "bot", "bot"]


def test_new_game_reads_every_choice(qtbot: QtBot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    length = dialog.findChild(QComboBox, "option_target_score")
    misere = dialog.findChild(QCheckBox, "option_misere")
    kind = dialog.findChild(QComboBox, "seat_kind_1")
    name = dialog.findChild(QLineEdit, "seat_name_1")
    assert length is not None and misere is not None and kind is not None and name is not None
    assert length.currentText() == "121 (twice round)"
    length.setCurrentIndex(1)
    misere.setChecked(True)
    kind.setCurrentIndex(0)
    name.setText("Aino")
    choice = dialog.choice()
    assert choice.options["target_score"] == 61
    assert choice.options["misere"] is True
    assert choice.seats[1].name == "Aino" and choice.seats[1].is_human


def test_last_choice_round_trips_through_settings_form(qtbot: QtBot) -> None:
    choice = default_new_game()
    again = NewGame.from_dict(choice.as_dict())
    assert again == choice
    dialog = NewGameDialog(again)
    qtbot.addWidget(dialog)
    assert dialog.choice() == choice
    with pytest.raises(ValueError):
        NewGame.from_dict({**choice.as_dict(), "seats": choice.as_dict()["seats"][:1]})


def test_settings_dialog_returns_the_edited_settings(qtbot: QtBot) -> None:
    dialog = SettingsDialog(Settings(trick_pause_ms=900))
    qtbot.addWidget(dialog)
    combos = dialog.findChildren(QComboBox)
    language, felt, back = combos
    language.setCurrentIndex(2)  # system, en, fi, nb
    felt.setCurrentIndex(1)
    back.setCurrentIndex(1)
    result = dialog.settings()
    assert (result.language, result.felt, result.card_back) == ("fi", "blue", "red")
    assert result.trick_pause_ms == 900
    assert language.itemText(3) == "norsk bokmål"
