"""A table is made ahead for the next game of its kind, hidden until that game comes, and
made again after a change of language; a new table's first drawing has a turn of the
window's events of its own."""

from __future__ import annotations

import dataclasses
from functools import partial

from pytestqt.qtbot import QtBot

from skruuvi_gui.match import Match, SeatConfig
from skruuvi_gui.ui.dialogs.new_game import NewGame
from skruuvi_gui.ui.main_window import MainWindow
from skruuvi_gui.ui.table import make_table
from skruuvi_gui.ui.table.base import GameTable
from skruuvi_gui.ui.table.card_item import CardItem

PLAYERS = (SeatConfig("You", "human"), SeatConfig("Maija", "bot", "easy"))
SKRUUVI = tuple(SeatConfig(name, "human") for name in ("You", "Pekka", "Maija", "Liisa"))


def test_the_next_game_of_a_kind_is_put_on_the_table_made_ahead(window: MainWindow) -> None:
    window.spares.make("cribbage")
    made = window.spares.spare("cribbage")
    assert made is not None and not made.isVisible()
    window.start_match(NewGame("cribbage", {}, PLAYERS), seed=3)
    assert window.table is made and made.isVisible()
    assert window.spares.spare("cribbage") is None  # used, not kept twice


def test_a_table_made_ahead_follows_once_the_game_is_under_way(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.spares.drop()
    window.start_match(NewGame("skruuvi", {}, SKRUUVI), seed=3)
    qtbot.waitUntil(lambda: window.spares.spare("skruuvi") is not None, timeout=10_000)
    spare = window.spares.spare("skruuvi")
    assert spare is not None and spare is not window.table and not spare.isVisible()


def test_a_change_of_language_drops_the_tables_made_in_the_old_one(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.spares.make("cribbage")
    window.apply_settings(dataclasses.replace(window.settings, language="fi"))
    assert window.spares.spare("cribbage") is None
    window.start_match(NewGame("cribbage", {}, PLAYERS), seed=3)
    assert window.table is not None
    qtbot.waitUntil(lambda: window.table is not None and "Sinä" in window.table.seat_plate_text(0))


def test_a_new_tables_first_drawing_waits_for_a_turn_of_its_own(qtbot: QtBot) -> None:
    """Animated, the deal comes in a later turn; with animations off, at once. Either way
    the table ends with the same cards."""
    match = Match("cribbage", {}, PLAYERS, seed=3)
    events = match.start()
    drawn: list[int] = []
    for speed, drawn_at_once in ((1.0, False), (0.0, True)):
        table = make_table("cribbage")
        qtbot.addWidget(table)
        table.set_speed(speed)
        table.set_players(["You", "Maija"], 0)
        before = cards_on(table)
        table.show_observation(match.observation(0), events)
        assert (cards_on(table) != before) is drawn_at_once
        qtbot.waitUntil(partial(lambda table: not table.is_busy(), table), timeout=10_000)
        drawn.append(cards_on(table))
        assert drawn[-1] > before
    assert drawn[0] == drawn[1]


def cards_on(table: GameTable) -> int:
    return sum(isinstance(item, CardItem) for item in table.view().scene().items())


def test_the_warm_up_makes_a_table_of_every_game_ahead(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.waitUntil(window.warmed_up, timeout=20_000)
    for game in ("cribbage", "skruuvi", "squint"):
        spare = window.spares.spare(game)
        assert spare is not None and not spare.isVisible()
