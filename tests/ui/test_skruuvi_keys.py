"""A Skruuvi player's hand at the keys: Enter passes on knocks (a knock is never made by
habit) and the Knock button is a Tab away; in the real window, Enter after the last card
clicked for an exchange gives the cards.

The scripted deal is ``test_skruuvi_table``'s: seat 0 takes with 1 ♠ and declares 5 ♠,
seat 2 gives 2♣ to seat 3, A♥ to seat 0 and 3♣ to seat 1, and the defenders swap 2♥ (from
seat 1) for 2♦ (from seat 3)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot
from table_driving import chosen, click, open_table, press
from test_skruuvi_table import FINAL, GIVEN, SWAPPED, TAKEN, act, dealt, view_as

from skruuvi_gui.cards import parse_cards
from skruuvi_gui.match import SeatConfig
from skruuvi_gui.rules.skruuvi import (
    FIRST_BIDDING,
    TAKER_EXCHANGE,
    Give,
    Knock,
    MakeBid,
    Pass,
    SkruuviObservation,
    parse_action,
)
from skruuvi_gui.ui import saving
from skruuvi_gui.ui.dialogs.new_game import NewGame
from skruuvi_gui.ui.main_window import MainWindow
from skruuvi_gui.ui.skruuvi.table import SkruuviTable

#: A deal against computers in which the person, calling the cheapest bid at every turn of
#: the first bidding, becomes the taker.
TAKER_SEED = 1


@pytest.fixture
def table(qtbot: QtBot) -> Iterator[SkruuviTable]:
    widget = open_table(qtbot, "skruuvi", SkruuviTable)
    yield widget
    widget.skip_animations()


@pytest.fixture
def unsaved(monkeypatch: pytest.MonkeyPatch) -> None:
    """Games through the window are not saved after every action (saving has its own
    tests): that keeps these tests quick."""
    monkeypatch.setattr(saving.GameSaver, "save", lambda self, match: None)


# --- knocks ----------------------------------------------------------------------------------


def test_enter_passes_on_knocks(table: SkruuviTable) -> None:
    state, events = dealt()
    events += act(state, f"{TAKEN} {GIVEN} {FINAL} {SWAPPED}")
    view_as(table, state, 1, events)
    assert table.prompt() == "Knock or pass"
    actions = chosen(table)
    press(table, Qt.Key.Key_Return)
    assert actions == [Pass()]


def test_the_knock_is_a_tab_away_and_enter_makes_it(table: SkruuviTable) -> None:
    state, events = dealt()
    events += act(state, f"{TAKEN} {GIVEN} {FINAL} {SWAPPED}")
    view_as(table, state, 1, events)
    knock = table.action_button("knock_button")
    assert knock is not None and knock.focusPolicy() & Qt.FocusPolicy.TabFocus
    table.view().setFocus()
    for _ in range(6):
        if QApplication.focusWidget() is knock:
            break
        QTest.keyClick(QApplication.focusWidget() or table.view(), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is knock
    actions = chosen(table)
    QTest.keyClick(knock, Qt.Key.Key_Return)
    assert actions == [Knock()]


# --- an exchange in the real window ----------------------------------------------------------


@pytest.mark.usefixtures("unsaved")
def test_in_the_window_enter_gives_the_cards_last_clicked(qtbot: QtBot, window: MainWindow) -> None:
    """Bids clicked in the box, the four cards for partner clicked in the hand, then Enter
    where the keyboard is: the four cards go, in the order clicked."""
    seats = (
        SeatConfig("Pekka", "human"),
        *(SeatConfig(name, "bot", "random") for name in ("Maija", "Ville", "Liisa")),
    )
    window.start_match(NewGame("skruuvi", {"length": "alkupeli"}, seats), seed=TAKER_SEED)
    driver, table = window.driver, window.table
    assert driver is not None and isinstance(table, SkruuviTable)
    match = driver.match
    while True:
        qtbot.waitUntil(lambda: driver.acting_seat() is not None, timeout=20_000)
        qtbot.waitUntil(lambda: not table.is_busy())
        obs = match.observation(0)
        assert isinstance(obs, SkruuviObservation)
        if obs.phase != FIRST_BIDDING:
            break
        box = table.bidding_box()
        assert box is not None
        cheapest = next(a for a in obs.legal if isinstance(a, MakeBid))
        button = box.button(cheapest.bid)
        assert isinstance(button, QPushButton)
        logged = len(match.log)
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: len(match.log) > logged)  # noqa: B023
    assert obs.phase == TAKER_EXCHANGE
    picks = [str(card) for card in table.own_cards()[-4:]]
    for card in picks:
        click(table, card)
    assert table.prompt().endswith("(4/4 chosen)")
    logged = len(match.log)
    QTest.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(match.log) > logged)
    assert parse_action(match.log[logged]) == Give(parse_cards(" ".join(picks)))
