"""A hint puts the keyboard on the hinted move: the hint shortcut, then Enter, makes it, in
every game (the cards of a cribbage discard picked, a bid's button focused)."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from skruuvi_gui.bots.reasons import Advice
from skruuvi_gui.match import SeatConfig
from skruuvi_gui.rules.api import Action
from skruuvi_gui.rules.cribbage import Discard, Play
from skruuvi_gui.rules.skruuvi import MakeBid, Pass
from skruuvi_gui.ui import saving
from skruuvi_gui.ui.dialogs.new_game import NewGame
from skruuvi_gui.ui.main_window import MainWindow

YOU = SeatConfig("You", "human")


@pytest.fixture
def unsaved(monkeypatch: pytest.MonkeyPatch) -> None:
    """Games through the window are not saved after every action: quicker tests."""
    monkeypatch.setattr(saving.GameSaver, "save", lambda self, match: None)


def key(pressed: Qt.Key) -> None:
    """A key pressed where the keyboard is now, as a person types."""
    focused = QApplication.focusWidget()
    assert focused is not None, "nothing has the keys"
    QTest.keyClick(focused, pressed)


def hint_then_enter(qtbot: QtBot, window: MainWindow) -> tuple[Action, Action]:
    """Wait for seat 0's turn, press the hint's shortcut, then Enter: the hinted action and
    the one Enter sent, once the match has taken it."""
    driver, table = window.driver, window.table
    assert driver is not None and table is not None
    match = driver.match
    # At rest: a computer player deciding alongside (the cribbage discards) has decided.
    qtbot.waitUntil(
        lambda: driver.acting_seat() == 0 and driver.waiting_for_person(), timeout=20_000
    )
    hinted: list[Advice] = []
    sent: list[Action] = []
    driver.hinted.connect(hinted.append)
    table.action_chosen.connect(sent.append)
    logged = len(match.log)
    key(Qt.Key.Key_H)
    qtbot.waitUntil(lambda: bool(hinted), timeout=20_000)
    key(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(match.log) > logged, timeout=20_000)
    driver.hinted.disconnect(hinted.append)
    table.action_chosen.disconnect(sent.append)
    assert len(sent) == 1 and str(sent[0]) in match.log[logged:]
    return hinted[0].action, sent[0]


def start(qtbot: QtBot, window: MainWindow, game: NewGame) -> None:
    window.activateWindow()
    qtbot.waitActive(window)
    window.start_match(game, seed=3)


@pytest.mark.usefixtures("unsaved")
def test_a_hinted_discard_and_card_are_made_by_enter(qtbot: QtBot, window: MainWindow) -> None:
    seats = (YOU, SeatConfig("Maija", "bot", "easy"))
    start(qtbot, window, NewGame("cribbage", {"num_players": 2}, seats))
    hint, made = hint_then_enter(qtbot, window)
    assert isinstance(hint, Discard)
    assert isinstance(made, Discard) and set(made.cards) == set(hint.cards)
    hint, made = hint_then_enter(qtbot, window)  # the first card of the play, or go
    assert made == hint


@pytest.mark.usefixtures("unsaved")
def test_a_hinted_bid_is_called_by_enter(qtbot: QtBot, window: MainWindow) -> None:
    seats = (YOU, *(SeatConfig(name, "bot", "easy") for name in "ABC"))
    start(qtbot, window, NewGame("skruuvi", {"length": "alkupeli"}, seats))
    hint, made = hint_then_enter(qtbot, window)
    assert isinstance(hint, MakeBid | Pass)
    assert made == hint


@pytest.mark.usefixtures("unsaved")
def test_a_hinted_squint_move_is_made_by_enter(qtbot: QtBot, window: MainWindow) -> None:
    seats = (YOU, *(SeatConfig(name, "bot", "easy") for name in "ABCD"))
    start(qtbot, window, NewGame("squint", {}, seats))
    hint, made = hint_then_enter(qtbot, window)
    assert made == hint


@pytest.mark.usefixtures("unsaved")
def test_no_hint_before_the_table_has_caught_up(qtbot: QtBot, window: MainWindow) -> None:
    """While the show waits for the person's click the match already waits for the next
    deal's discard: a hint then would tell of a hand the table has not dealt yet."""
    window.apply_settings(dataclasses.replace(window.settings, animation_speed="fast"))
    start(qtbot, window, NewGame("cribbage", {}, (YOU, SeatConfig("Maija", "bot", "easy"))))
    driver, table = window.driver, window.table
    assert driver is not None and table is not None
    match = driver.match

    def at_rest_or_held() -> bool:
        return table.is_holding() or (driver.acting_seat() == 0 and driver.waiting_for_person())

    while True:
        qtbot.waitUntil(at_rest_or_held, timeout=20_000)
        if table.is_holding():
            break
        table.action_chosen.emit(match.observation(0).legal[0])
    assert driver.acting_seat() == 0  # the next deal's discard, not yet on the table
    hinted: list[Advice] = []
    driver.hinted.connect(hinted.append)
    key(Qt.Key.Key_H)
    qtbot.wait(1500)  # longer than a hint takes
    assert hinted == [] and not window.hint_action.isEnabled()
    while table.is_busy():  # the person goes on through the show
        if table.is_holding():
            key(Qt.Key.Key_Return)
        qtbot.wait(20)
    qtbot.waitUntil(window.hint_action.isEnabled)
    key(Qt.Key.Key_H)
    qtbot.waitUntil(lambda: bool(hinted), timeout=20_000)
    hint = hinted[0].action
    assert isinstance(hint, Discard) and set(hint.cards) <= set(table.own_cards())


@pytest.mark.usefixtures("unsaved")
def test_the_keyboard_focus_leaves_with_the_card_it_was_on(
    qtbot: QtBot, window: MainWindow
) -> None:
    """A hinted card played by Enter takes the focus with it: the focus does not wait to
    ring the same card when a later deal brings it back to the hand."""
    seats = (YOU, SeatConfig("Maija", "bot", "easy"))
    start(qtbot, window, NewGame("cribbage", {"num_players": 2}, seats))
    hint_then_enter(qtbot, window)  # the discard
    driver, table = window.driver, window.table
    assert driver is not None and table is not None
    _, made = hint_then_enter(qtbot, window)  # this seed's first card of the play
    assert isinstance(made, Play)
    qtbot.waitUntil(lambda: not table.is_busy(), timeout=20_000)
    assert made.card not in table.own_cards()
    assert table._picking.focus is None
