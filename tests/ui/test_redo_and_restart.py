"""Going back and forth in the window: Redo after Undo (Ctrl+Shift+Z, Ctrl+Y), and Game →
Restart this deal in each game, against computers and in hotseat."""

from __future__ import annotations

import dataclasses
import threading

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot
from table_driving import click, double_click, think_on_threads

from skruuvi_gui.match import Match, SeatConfig
from skruuvi_gui.rules.api import Action, Observation
from skruuvi_gui.rules.cribbage import CribbageObservation, Discard, Play, parse_action
from skruuvi_gui.rules.squint import Bid as SquintBid
from skruuvi_gui.ui import match_driver
from skruuvi_gui.ui.dialogs.new_game import NewGame
from skruuvi_gui.ui.main_window import MainWindow
from skruuvi_gui.ui.skruuvi.table import SkruuviTable
from skruuvi_gui.ui.window import games as window_module

PEOPLE = (SeatConfig("Pekka", "human"), SeatConfig("Maija", "human"))


def start(window: MainWindow, game_id: str, seed: int, seats: tuple[SeatConfig, ...]) -> Match:
    window.start_match(NewGame(game_id, {}, seats), seed=seed)
    assert window.driver is not None
    return window.driver.match


def with_bots(people: int, seats: int) -> tuple[SeatConfig, ...]:
    humans = [SeatConfig(f"P{i}", "human") for i in range(people)]
    return (*humans, *(SeatConfig(f"B{i}", "bot", "random") for i in range(people, seats)))


def idle(window: MainWindow) -> bool:
    """Whether the match waits for a person: every computer move made and shown."""
    return window.driver is not None and window.driver.waiting_for_person()


def my_turn(qtbot: QtBot, window: MainWindow, seat: int = 0) -> Observation:
    """The seat's observation once it is theirs to decide and the computers have done what
    they can meanwhile (a bot discarding beside the person has discarded)."""

    def ready() -> bool:
        return idle(window) and window.driver is not None and window.driver.acting_seat() == seat

    qtbot.waitUntil(ready, timeout=10_000)
    assert window.driver is not None
    return window.driver.match.observation(seat)


def settle(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.waitUntil(lambda: idle(window), timeout=10_000)


def discard_by_keys(window: MainWindow) -> None:
    """The first two cards into the crib: Right, Space, Right, Space, Enter."""
    assert window.table is not None
    view = window.table.view()
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Space, Qt.Key.Key_Right, Qt.Key.Key_Space):
        QTest.keyClick(view, key)
    QTest.keyClick(view, Qt.Key.Key_Return)


def answer_restart(monkeypatch: pytest.MonkeyPatch, yes: bool) -> list[bool]:
    asked: list[bool] = []

    def ask(parent: object) -> bool:
        asked.append(yes)
        return yes

    monkeypatch.setattr(window_module, "ask_restart_deal", ask)
    return asked


# --- redo ----------------------------------------------------------------------------------


#: Redo's two keys, as pressed.
REDO_KEYS = {
    "Ctrl+Shift+Z": (
        Qt.Key.Key_Z,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    ),
    "Ctrl+Y": (Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier),
}


@pytest.mark.parametrize("shortcut", list(REDO_KEYS))
def test_redo_after_undo_brings_back_the_discard_and_the_replies(
    qtbot: QtBot, window: MainWindow, shortcut: str
) -> None:
    match = start(window, "cribbage", 11, with_bots(1, 2))
    dealt = my_turn(qtbot, window)
    assert not window.redo_action.isEnabled()
    discard_by_keys(window)
    qtbot.waitUntil(lambda: window.undo_action.isEnabled(), timeout=20_000)
    settle(qtbot, window)
    played, seen = match.log, match.observation(0)
    assert isinstance(seen, CribbageObservation)
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert my_turn(qtbot, window) == dealt
    assert window.redo_action.isEnabled() and not window.undo_action.isEnabled()
    key, modifiers = REDO_KEYS[shortcut]
    QTest.keyClick(window, key, modifiers)
    settle(qtbot, window)
    assert match.log == played
    assert match.observation(0) == seen
    assert window.table is not None
    assert sorted(window.table.own_cards()) == sorted(seen.hand)
    assert not window.redo_action.isEnabled() and window.undo_action.isEnabled()


def test_a_new_move_after_undo_leaves_nothing_to_redo(qtbot: QtBot, window: MainWindow) -> None:
    match = start(window, "cribbage", 11, with_bots(1, 2))
    my_turn(qtbot, window)
    mine = len(match.log)  # the deal and the computer's discard come before
    discard_by_keys(window)
    qtbot.waitUntil(lambda: window.undo_action.isEnabled(), timeout=20_000)
    first = match.log[mine]
    window.undo_action.trigger()
    my_turn(qtbot, window)
    assert window.redo_action.isEnabled()
    assert window.table is not None
    drawn = window.table.own_cards()
    for card in drawn[-2:]:  # the last two cards this time, by mouse
        click(window.table, str(card))
    QTest.keyClick(window.table.view(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(match.log) > mine and match.log[mine] != first, timeout=20_000)
    discard = parse_action(match.log[mine])
    assert isinstance(discard, Discard) and set(discard.cards) == set(drawn[-2:])
    assert not window.redo_action.isEnabled()


# --- restarting the deal ---------------------------------------------------------------------


def dealt_part(log: tuple[str, ...]) -> tuple[str, ...]:
    """The log up to the deal under way's cards."""
    last = max(i for i, text in enumerate(log) if text.startswith("DEAL:"))
    return log[: last + 1]


def make_a_move(qtbot: QtBot, window: MainWindow, game_id: str, obs: Observation) -> None:
    """The person's first decision of a deal, by mouse or keys as each game asks it."""
    table = window.table
    assert table is not None
    if game_id == "cribbage":
        discard_by_keys(window)
    elif game_id == "skruuvi":
        assert isinstance(table, SkruuviTable)
        box = table.bidding_box()
        assert box is not None
        passing = box.button(None)
        assert passing is not None and passing.isEnabled()
        QTest.mouseClick(passing, Qt.MouseButton.LeftButton)
    else:
        card = next(a.card for a in obs.legal if isinstance(a, SquintBid))
        double_click(table, str(card))


@pytest.mark.parametrize(
    ("game_id", "seats", "seed"),
    [("cribbage", 2, 11), ("skruuvi", 4, 5), ("squint", 5, 7)],
)
def test_a_deal_restarts_with_the_same_cards(
    qtbot: QtBot,
    window: MainWindow,
    monkeypatch: pytest.MonkeyPatch,
    game_id: str,
    seats: int,
    seed: int,
) -> None:
    asked = answer_restart(monkeypatch, yes=True)
    match = start(window, game_id, seed, with_bots(1, seats))
    first = my_turn(qtbot, window)
    hand = first.hand  # type: ignore[attr-defined]
    make_a_move(qtbot, window, game_id, first)
    qtbot.waitUntil(lambda: window.restart_deal_action.isEnabled(), timeout=20_000)
    qtbot.waitUntil(lambda: match.log[-1] != dealt_part(match.log)[-1], timeout=20_000)
    dealt = dealt_part(match.log)
    window.restart_deal_action.trigger()
    assert asked == [True]
    again = my_turn(qtbot, window)
    assert match.log[: len(dealt)] == dealt
    assert sorted(again.hand) == sorted(hand)  # type: ignore[attr-defined]
    assert window.table is not None
    assert sorted(window.table.own_cards()) == sorted(hand)
    assert not window.redo_action.isEnabled()


def test_saying_no_keeps_the_deal_as_it_is(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked = answer_restart(monkeypatch, yes=False)
    match = start(window, "cribbage", 11, with_bots(1, 2))
    assert not window.restart_deal_action.isEnabled()  # nothing played yet
    discard_by_keys_when_ready(qtbot, window)
    qtbot.waitUntil(lambda: window.restart_deal_action.isEnabled(), timeout=20_000)
    settle(qtbot, window)
    played = match.log
    window.restart_deal_action.trigger()
    assert asked == [False]
    assert match.log == played


def discard_by_keys_when_ready(qtbot: QtBot, window: MainWindow) -> None:
    my_turn(qtbot, window)
    discard_by_keys(window)


def test_the_question_stays_with_the_deal_on_a_hurried_enter(
    qtbot: QtBot, window: MainWindow
) -> None:
    match = start(window, "cribbage", 11, with_bots(1, 2))
    discard_by_keys_when_ready(qtbot, window)
    qtbot.waitUntil(lambda: window.restart_deal_action.isEnabled(), timeout=20_000)
    settle(qtbot, window)
    played = match.log
    seen: list[str] = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        seen.append(box.text())
        QTest.keyClick(box, Qt.Key.Key_Return)

    QTimer.singleShot(0, answer)
    window.restart_deal_action.trigger()
    assert seen and "same cards" in seen[0]
    assert match.log == played


@pytest.mark.parametrize("restart", [False, True])
def test_a_computer_move_waits_while_the_question_is_open(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, restart: bool
) -> None:
    """The computer's lead after the discards, decided while the question is open, is played
    only once it is answered ("No"), or never ("Yes": the deal asked about is dealt again)."""
    think_on_threads(monkeypatch)  # the bot is held back here, in this process
    match = start(window, "cribbage", 11, with_bots(1, 2))
    my_turn(qtbot, window)  # the computer has discarded
    bot, choose = match.bot_for(1), match.bot_for(1).choose
    thinking, answered, sent = threading.Event(), threading.Event(), threading.Event()

    def held_back(observation: Observation) -> Action:
        thinking.set()
        answered.wait(timeout=30)
        return choose(observation)

    decide = match_driver._decide

    def decide_and_tell(*args: object) -> None:
        decide(*args)  # type: ignore[arg-type]
        sent.set()  # the decision is on its way to the window

    monkeypatch.setattr(bot, "choose", held_back)
    monkeypatch.setattr(match_driver, "_decide", decide_and_tell)
    seen: list[tuple[str, ...]] = []

    def ask(parent: object) -> bool:
        answered.set()
        qtbot.waitUntil(sent.is_set, timeout=10_000)
        QCoreApplication.sendPostedEvents()  # the decision reaches the driver
        seen.append(match.log)
        return restart

    monkeypatch.setattr(window_module, "ask_restart_deal", ask)
    try:
        discard_by_keys(window)
        qtbot.waitUntil(thinking.is_set, timeout=10_000)
        assert window.driver is not None and not window.driver.waiting_for_person()
        asked = match.log
        window.restart_deal_action.trigger()
    finally:
        answered.set()  # never leave a worker waiting
    assert seen == [asked]
    settle(qtbot, window)
    if restart:  # dealt again; the computer has discarded afresh, and nothing else
        dealt = dealt_part(asked)
        assert match.log[: len(dealt)] == dealt
        assert [type(parse_action(text)) for text in match.log[len(dealt) :]] == [Discard]
    else:  # the lead comes once the question is answered
        assert match.log[: len(asked)] == asked
        assert isinstance(parse_action(match.log[len(asked)]), Play)


def test_a_hotseat_deal_restarts_without_telling_what_was_thrown_away(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    answer_restart(monkeypatch, yes=True)
    window.apply_settings(dataclasses.replace(window.settings, hotseat_curtain="every_turn"))
    match = start(window, "cribbage", 21, PEOPLE)
    curtain = window.curtain
    assert curtain is not None

    def reveal(name: str) -> None:
        settle(qtbot, window)
        button = curtain.findChild(QPushButton, "CurtainButton")
        assert button is not None and button.isVisible()
        assert button.text() == f"I'm {name} — show my cards"
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)

    reveal("Pekka")
    pekka = my_turn(qtbot, window, 0)
    discard_by_keys(window)
    qtbot.waitUntil(curtain.isVisible)
    settle(qtbot, window)
    assert curtain.seat == 1
    assert curtain.news_lines() == ["Pekka puts 2 cards in the crib"]
    window.restart_deal_action.trigger()  # asked and answered under the curtain
    settle(qtbot, window)
    assert len(match.log) == 2
    assert curtain.isVisible() and curtain.seat == 0  # the first to decide takes the screen
    assert curtain.news_lines() == []
    reveal("Pekka")
    assert my_turn(qtbot, window, 0) == pekka
    discard_by_keys(window)
    qtbot.waitUntil(curtain.isVisible)
    settle(qtbot, window)
    assert curtain.news_lines() == ["Pekka puts 2 cards in the crib"]
