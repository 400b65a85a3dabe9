"""The prompt line under the table grows and shrinks with its words: a new, longer prompt is
never cut, whether or not a hint stood before it."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from skruuvi_gui.match import SeatConfig
from skruuvi_gui.ui import saving
from skruuvi_gui.ui.dialogs.new_game import NewGame
from skruuvi_gui.ui.main_window import MainWindow
from skruuvi_gui.ui.table.base import GameTable
from skruuvi_gui.ui.table.overlay import ActionBar


@pytest.fixture(autouse=True)
def unsaved(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(saving.GameSaver, "save", lambda self, match: None)


def bar_of(table: GameTable) -> ActionBar:
    (bar,) = table.findChildren(ActionBar)
    return bar


def prompt_is_whole(bar: ActionBar) -> bool:
    label = bar.findChild(QLabel, "prompt")
    assert label is not None
    return label.width() >= label.fontMetrics().horizontalAdvance(label.text())


def test_a_prompt_is_never_cut_and_the_bar_stays_on_the_felt(
    qtbot: QtBot, window: MainWindow
) -> None:
    seats = (SeatConfig("You", "human"), SeatConfig("Computer", "bot", "easy"))
    window.start_match(NewGame("cribbage", {"num_players": 2}, seats), seed=3)
    table, driver = window.table, window.driver
    assert table is not None and driver is not None
    qtbot.waitUntil(lambda: driver.waiting_for_person(), timeout=20_000)
    bar = bar_of(table)
    QApplication.processEvents()
    assert bar.prompt() and prompt_is_whole(bar)
    felt = table.view().viewport().rect()
    long = "Your turn: play a card, or say go when none of yours fits under thirty-one"
    for hint in ("", "Play 5♥: it makes fifteen for 2 and keeps the 6 for a run later"):
        bar.set_hint(hint)
        for text in ("Y", long, "Choose 2 cards"):
            bar.set_prompt(text)
            QApplication.processEvents()
            assert prompt_is_whole(bar), (bar.width(), text)
            assert felt.contains(bar.geometry()), (bar.geometry(), felt)
    bar.set_prompt("Y")
    QApplication.processEvents()
    assert bar.width() < 300  # and it shrinks again
