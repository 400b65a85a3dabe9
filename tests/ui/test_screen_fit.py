"""The window on ordinary screens: it stays within the screen's available area, it can be
made as small as an 800x600 screen allows, and at the default size the score sheet shows
every player's column."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QSize
from PySide6.QtWidgets import QAbstractScrollArea
from pytestqt.qtbot import QtBot

from skruuvi_gui.match import SeatConfig
from skruuvi_gui.ui.dialogs.new_game import NewGame
from skruuvi_gui.ui.main_window import MainWindow

#: What an 800x600 screen leaves for a window inside a title bar and a panel.
SMALL_SCREEN_ROOM = QSize(784, 536)


def seats(count: int) -> tuple[SeatConfig, ...]:
    names = ("You", "Maija", "Pekka", "Liisa", "Ville")
    return (SeatConfig("You", "human"), *(SeatConfig(n, "bot", "easy") for n in names[1:count]))


def test_a_window_larger_than_the_screen_is_brought_within_it(window: MainWindow) -> None:
    window.resize(1280, 800)
    window.move(300, 200)
    window.fit_to_screen()
    screen = window.screen()
    assert screen is not None
    available: QRect = screen.availableGeometry()
    assert available.width() < 1280  # the offscreen screen is smaller than the default size
    assert available.contains(window.frameGeometry())


@pytest.mark.parametrize("game", ["skruuvi", "cribbage", "squint"])
def test_the_window_works_at_what_an_800x600_screen_leaves(
    qtbot: QtBot, window: MainWindow, game: str
) -> None:
    count = {"skruuvi": 4, "cribbage": 2, "squint": 5}[game]
    window.start_match(NewGame(game, {}, seats(count)), seed=3)
    window.resize(SMALL_SCREEN_ROOM)
    qtbot.waitUntil(lambda: window.size() == SMALL_SCREEN_ROOM)
    minimum = window.minimumSizeHint().expandedTo(window.minimumSize())
    assert minimum.width() <= SMALL_SCREEN_ROOM.width()
    assert minimum.height() <= SMALL_SCREEN_ROOM.height()
    assert window.table is not None and window.table.isVisible()
    assert window.statusBar().geometry().bottom() < window.height()


@pytest.mark.parametrize(("game", "players"), [("skruuvi", 4), ("squint", 5)])
def test_the_score_sheet_shows_every_player_at_the_default_size(
    qtbot: QtBot, window: MainWindow, game: str, players: int
) -> None:
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: window.width() == 1280)
    window.start_match(NewGame(game, {}, seats(players)), seed=3)
    sheet = window.score_sheet.widget()
    assert isinstance(sheet, QAbstractScrollArea)
    qtbot.waitUntil(lambda: sheet.horizontalScrollBar().maximum() == 0, timeout=5_000)
    assert sheet.isVisible()
