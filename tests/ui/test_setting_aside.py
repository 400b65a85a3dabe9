"""Starting, opening or walking through another game never loses an unfinished one: the
window asks, keeps the game among the unfinished games when told to, and brings it back."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from table_driving import click, press

from skruuvi_gui import app as app_module
from skruuvi_gui.match import Match, Record, SeatConfig, autosave, kept
from skruuvi_gui.match.autosave import autosave_path
from skruuvi_gui.match.kept import KeptGame
from skruuvi_gui.rules.cribbage import CribbageObservation
from skruuvi_gui.storage import read_json, write_json
from skruuvi_gui.ui.dialogs.new_game import NewGame
from skruuvi_gui.ui.dialogs.set_aside import SetAside, kept_label
from skruuvi_gui.ui.main_window import MainWindow
from skruuvi_gui.ui.window import games as window_module

YOU_AND_MAIJA = (SeatConfig("You", "human"), SeatConfig("Maija", "bot", "easy"))
CRIBBAGE = NewGame("cribbage", {}, YOU_AND_MAIJA)


def answer_with(monkeypatch: pytest.MonkeyPatch, answer: SetAside) -> list[str]:
    """Answer the question with ``answer``; the games it was asked about."""
    asked: list[str] = []

    def ask(parent: object, game_id: str) -> SetAside:
        asked.append(game_id)
        return answer

    monkeypatch.setattr(window_module, "ask_set_aside", ask)
    return asked


def discard_by_mouse(qtbot: QtBot, window: MainWindow) -> Match:
    """Start a cribbage game and lay two cards in the crib, as a person does."""
    window.start_match(CRIBBAGE, seed=11)
    assert window.driver is not None and window.table is not None
    driver, table = window.driver, window.table
    qtbot.waitUntil(lambda: driver.acting_seat() == 0 and not table.is_busy(), timeout=10_000)
    observation = driver.match.observation(0)
    assert isinstance(observation, CribbageObservation)
    for card in observation.hand[:2]:
        click(table, str(card))
    press(table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: driver.match.people_have_played, timeout=20_000)
    return driver.match


def test_a_new_game_asks_and_keeps_the_unfinished_one_to_resume_later(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = discard_by_mouse(qtbot, window)
    played = first.log
    asked = answer_with(monkeypatch, "keep")
    squint = (SeatConfig("You", "human"), *(SeatConfig(n, "bot", "easy") for n in "ABCD"))
    window.start_match(NewGame("squint", {}, squint), seed=4)
    assert asked == ["cribbage"]
    assert window.driver is not None and window.driver.match.game_id == "squint"
    window.saver.flush()
    assert read_json(autosave_path())["game"] == "squint"
    (game,) = kept.kept_games()
    assert game.game_id == "cribbage" and game.names == ("You", "Maija")
    assert Record.from_json(read_json(game.path)).actions == played
    # The Unfinished games menu lists it; picking it asks about the squint game (nobody has
    # played in it: no question) and puts the cribbage game back where it stood.
    window._fill_kept_menu()
    (entry,) = window.kept_menu.actions()
    assert entry.text().startswith("Cribbage with You, Maija, ")
    entry.trigger()
    assert asked == ["cribbage"]
    assert window.driver is not None and window.driver.match.log[: len(played)] == played
    assert window.driver.match.game_id == "cribbage"
    assert kept.kept_games() == []
    window.saver.flush()
    assert read_json(autosave_path())["game"] == "cribbage"


def test_cancel_leaves_the_game_on_the_table_and_abandon_keeps_nothing(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = discard_by_mouse(qtbot, window)
    answer_with(monkeypatch, "cancel")
    window.start_match(CRIBBAGE, seed=12)
    window.walkthrough.start("cribbage")
    assert window.driver is not None and window.driver.match is first
    assert not window.walkthrough.panel.isVisible()
    assert kept.kept_games() == []
    answer_with(monkeypatch, "abandon")
    window.start_match(CRIBBAGE, seed=12)
    assert window.driver is not None and window.driver.match.seed == 12
    assert kept.kept_games() == []


def test_the_walkthrough_and_opening_a_file_ask_too(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    discard_by_mouse(qtbot, window)
    asked = answer_with(monkeypatch, "keep")
    window.walkthrough.start("cribbage")
    assert asked == ["cribbage"]
    assert len(kept.kept_games()) == 1
    # The walkthrough's own game: played in, then a saved file is opened over it.
    other = Match("cribbage", {}, YOU_AND_MAIJA, seed=7)
    other.start()
    path = tmp_path / "other.json"
    write_json(path, other.to_record().to_json())
    driver = window.driver
    assert driver is not None and window.table is not None
    table = window.table
    qtbot.waitUntil(lambda: driver.acting_seat() == 0 and not table.is_busy(), timeout=10_000)
    observation = driver.match.observation(0)
    assert isinstance(observation, CribbageObservation)
    for card in observation.hand[:2]:
        click(table, str(card))
    press(table, Qt.Key.Key_Return)
    assert window.load_record_file(path)
    assert asked == ["cribbage", "cribbage"]
    assert len(kept.kept_games()) == 2


def test_a_game_nobody_has_played_in_is_replaced_without_a_question(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked = answer_with(monkeypatch, "cancel")
    window.start_match(CRIBBAGE, seed=11)
    window.start_match(CRIBBAGE, seed=12)
    assert asked == []
    assert window.driver is not None and window.driver.match.seed == 12


def test_declining_to_resume_at_start_keeps_the_saved_game(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    saved = Match("cribbage", {}, YOU_AND_MAIJA, seed=5)
    saved.start()
    autosave(saved)
    monkeypatch.setattr(app_module, "ask_resume", lambda parent, game_id: False)
    monkeypatch.setattr(MainWindow, "new_game", lambda self: None)
    app_module.begin_play(window)
    assert not autosave_path().exists()
    (game,) = kept.kept_games()
    assert Record.from_json(read_json(game.path)).actions == saved.log


def test_a_game_just_saved_as_a_file_is_set_aside_without_a_question(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    discard_by_mouse(qtbot, window)
    window.save_record_file(tmp_path / "kept.json")
    asked = answer_with(monkeypatch, "cancel")
    window.start_match(CRIBBAGE, seed=12)
    assert asked == []
    assert window.driver is not None and window.driver.match.seed == 12


def test_the_unfinished_games_menu_names_a_seat_without_a_name_by_its_default(
    tmp_path: Path,
) -> None:
    """The first seat's default name is kept as no name (it follows the language): the menu
    says "You" for it, not an empty place in the list."""
    game = KeptGame(
        tmp_path / "kept.json", "skruuvi", ("", "Pekka", "Maija", "Liisa"), datetime.now()
    )
    assert kept_label(game).startswith("Skruuvi with You, Pekka, Maija, Liisa, ")
