"""A seat whose person gave no name is kept unnamed and drawn by its default in the language
of the moment: "You" becomes "Sinä" when the interface turns Finnish, and settings that kept
"You", "Sinä" or "Du" as a name before are read as unnamed."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtWidgets import QDialog, QLineEdit
from pytestqt.qtbot import QtBot

from skruuvi_gui.ui.dialogs.new_game import UNNAMED, NewGame, NewGameDialog, default_new_game
from skruuvi_gui.ui.i18n import Translations
from skruuvi_gui.ui.main_window import MainWindow


def test_the_unnamed_seat_follows_a_language_switch(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Set up in English with the dialog's defaults, then switch to Finnish."""
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: QDialog.DialogCode.Accepted.value)
    window.new_game()
    kept = NewGame.from_dict(window.settings.last_new_game)
    assert kept.seats[0].name == UNNAMED
    assert window.driver is not None and window.table is not None
    assert window.driver.match.seats[0].name == UNNAMED
    assert window.table.seat_plate_text(0).startswith("You")
    window.apply_settings(dataclasses.replace(window.settings, language="fi"))
    qtbot.waitUntil(lambda: window.table is not None and "Sinä" in window.table.seat_plate_text(0))
    assert "You" not in window.table.seat_plate_text(0)
    window.apply_settings(dataclasses.replace(window.settings, language="nb"))
    qtbot.waitUntil(lambda: window.table is not None and "Du" in window.table.seat_plate_text(0))


@pytest.mark.parametrize("kept_name", ["You", "Sinä", "Du"])
def test_a_default_name_kept_by_older_settings_is_read_as_no_name(kept_name: str) -> None:
    data = default_new_game("cribbage").as_dict()
    data["seats"][0]["name"] = kept_name
    assert NewGame.from_dict(data).seats[0].name == UNNAMED


def test_a_typed_name_stays_a_name() -> None:
    data = default_new_game("cribbage").as_dict()
    data["seats"][0]["name"] = "Kaarina"
    assert NewGame.from_dict(data).seats[0].name == "Kaarina"
    dialog = NewGameDialog(NewGame.from_dict(data))
    assert dialog.choice().seats[0].name == "Kaarina"


def test_the_dialog_shows_the_unnamed_seat_in_the_language_spoken(
    translations: Translations,
) -> None:
    translations.install("fi")
    dialog = NewGameDialog(default_new_game("cribbage"))
    field = dialog.findChild(QLineEdit, "seat_name_0")
    assert isinstance(field, QLineEdit) and field.text() == "Sinä"
    assert dialog.choice().seats[0].name == UNNAMED


def test_the_skruuvi_score_sheet_follows_a_language_switch(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The sheet's player columns and robber headings name the unnamed seat in the language
    of the moment, like the seat plates."""
    from skruuvi_gui.ui.skruuvi.score_sheet import SkruuviScoreSheet

    monkeypatch.setattr(NewGameDialog, "exec", lambda self: QDialog.DialogCode.Accepted.value)
    skruuvi = default_new_game("skruuvi").as_dict()
    window.apply_settings(dataclasses.replace(window.settings, last_new_game=skruuvi))
    window.new_game()
    assert window.table is not None
    sheet = window.table.score_sheet_widget()
    assert isinstance(sheet, SkruuviScoreSheet)
    qtbot.waitUntil(lambda: any(h.startswith("You") for h in sheet.headings()))
    # Nothing more is drawn until the person at the screen calls.
    driver = window.driver
    assert driver is not None
    qtbot.waitUntil(lambda: driver.acting_seat() == 0, timeout=20000)
    window.apply_settings(dataclasses.replace(window.settings, language="nb"))

    def text() -> str:
        return " ".join([*sheet.headings(), *(" ".join(row) for row in sheet.rows())])

    qtbot.waitUntil(lambda: "Du" in text())
    assert "You" not in text()


def test_the_window_keeps_each_games_rules_beside_the_last_choice(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A game started keeps its rules under its id, and the other games' rules stay."""
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: QDialog.DialogCode.Accepted.value)
    squint = {**default_new_game("squint").as_dict(), "rules": {"cribbage": {"target_score": 61}}}
    window.apply_settings(dataclasses.replace(window.settings, last_new_game=squint))
    window.new_game()
    kept = window.settings.last_new_game
    assert kept["game"] == "squint"
    assert kept["rules"]["cribbage"] == {"target_score": 61}
    assert kept["rules"]["squint"] == kept["options"]
