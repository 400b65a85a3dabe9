"""The window plays a real game: a whole cribbage deal by mouse and keys against a computer
player, undo, hints, saving and opening records, and what happens at start."""

from __future__ import annotations

import itertools
import json
import multiprocessing
import random
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsView,
    QInputDialog,
    QMessageBox,
    QPushButton,
    QTableWidget,
)
from pytestqt.qtbot import QtBot
from table_driving import think_on_threads

from skruuvi_gui import app as app_module
from skruuvi_gui import bots as bots_module
from skruuvi_gui.bots import Bot, make_bot
from skruuvi_gui.bots.cribbage.keeping import pegging_outlook
from skruuvi_gui.bots.reasons import Advice
from skruuvi_gui.cards import FULL_DECK, Card, cards_text, parse_cards
from skruuvi_gui.match import Match, Record, SeatConfig, autosave
from skruuvi_gui.match.autosave import autosave_path
from skruuvi_gui.rules.api import Action, Observation
from skruuvi_gui.rules.cribbage import CribbageObservation, Discard, Go, Play, score_hand
from skruuvi_gui.rules.cribbage.scoring import card_value
from skruuvi_gui.settings import Settings, settings_path
from skruuvi_gui.ui import match_driver
from skruuvi_gui.ui.dialogs.new_game import NewGame
from skruuvi_gui.ui.i18n import Translations
from skruuvi_gui.ui.line_parts import cards_text as event_cards
from skruuvi_gui.ui.main_window import MainWindow
from skruuvi_gui.ui.table.card_item import CardItem

YOU_AND_MAIJA = (SeatConfig("You", "human"), SeatConfig("Maija", "bot", "easy"))


def start(
    window: MainWindow, seats: tuple[SeatConfig, ...] = YOU_AND_MAIJA, seed: int = 11
) -> Match:
    window.start_match(NewGame("cribbage", {"num_players": len(seats)}, seats), seed=seed)
    assert window.driver is not None
    return window.driver.match


def view(window: MainWindow) -> QGraphicsView:
    assert window.table is not None
    found = window.table.findChild(QGraphicsView)
    assert found is not None
    return found


def card_items(window: MainWindow) -> list[CardItem]:
    scene = view(window).scene()
    return [i for i in scene.items() if isinstance(i, CardItem) and i.isVisible()]


def wait_for_my_turn(qtbot: QtBot, window: MainWindow) -> CribbageObservation:
    """Seat 0's observation once it is theirs to decide and the computer has made and shown
    every move it can meanwhile (or the game is over)."""

    def ready() -> bool:
        driver = window.driver
        assert driver is not None
        return driver.waiting_for_person() and (driver.match.is_over or driver.acting_seat() == 0)

    qtbot.waitUntil(ready, timeout=10_000)
    assert window.driver is not None
    observation = window.driver.match.observation(0)
    assert isinstance(observation, CribbageObservation)
    return observation


def click_card(qtbot: QtBot, window: MainWindow, card: Card) -> None:
    """Click the visible part of the own card ``card``, as a person would."""
    graphics = view(window)
    item = next(i for i in card_items(window) if i.card == card and i.interactive)
    rect = item.sceneBoundingRect()
    for dx in range(4, int(rect.width()), 6):
        point = graphics.mapFromScene(rect.left() + dx, rect.center().y())
        if graphics.itemAt(point) is item:
            QTest.mouseClick(
                graphics.viewport(),
                Qt.MouseButton.LeftButton,
                Qt.KeyboardModifier.NoModifier,
                point,
            )
            return
    raise AssertionError(f"{card} cannot be clicked")


def press(qtbot: QtBot, window: MainWindow, key: Qt.Key) -> None:
    QTest.keyClick(view(window), key)


def make_my_move(qtbot: QtBot, window: MainWindow, observation: CribbageObservation) -> None:
    """Discard the first two cards, play the first legal card, or say go: mouse and keys."""
    plays = [a.card for a in observation.legal if isinstance(a, Play)]
    if any(isinstance(a, Discard) for a in observation.legal):
        for card in observation.hand[:2]:
            click_card(qtbot, window, card)
        press(qtbot, window, Qt.Key.Key_Return)
    elif plays:
        click_card(qtbot, window, plays[0])
        press(qtbot, window, Qt.Key.Key_Return)
    else:
        assert observation.legal == (Go(),)
        assert window.table is not None
        go = window.table.findChild(QPushButton, "go_button")
        assert go is not None and go.isVisible()
        QTest.mouseClick(go, Qt.MouseButton.LeftButton)


def test_a_whole_deal_is_played_through_the_window(qtbot: QtBot, window: MainWindow) -> None:
    match = start(window)
    moves = 0
    while window.score_sheet.deal_count() < 2 and not match.is_over:
        observation = wait_for_my_turn(qtbot, window)
        if match.is_over:
            break
        before = len(match.log)
        make_my_move(qtbot, window, observation)
        qtbot.waitUntil(lambda b=before: len(match.log) > b, timeout=20_000)  # type: ignore[misc]
        moves += 1
    # 1 discard, 4 cards played, maybe some go: all made by clicking and keys.
    assert moves >= 5
    final = match.observation(0)
    assert isinstance(final, CribbageObservation)
    assert final.deal_number == 2
    assert window.score_sheet.totals() == list(final.scores)
    window.saver.flush()
    assert autosave_path().is_file()
    assert "Deal 2 · Game number 11" in window.status_line()


def test_undo_takes_back_the_discard_and_the_computer_replies(
    qtbot: QtBot, window: MainWindow
) -> None:
    match = start(window)
    observation = wait_for_my_turn(qtbot, window)
    hand = observation.hand
    assert len(hand) == 6 and not window.undo_action.isEnabled()
    make_my_move(qtbot, window, observation)
    qtbot.waitUntil(lambda: window.undo_action.isEnabled(), timeout=20_000)
    window.undo_action.trigger()
    after = wait_for_my_turn(qtbot, window)
    assert after.phase == "discard"
    assert sorted(after.hand) == sorted(hand)
    assert not window.undo_action.isEnabled()
    assert match.can_undo(0) is False


def test_hint_highlights_a_legal_move(qtbot: QtBot, window: MainWindow) -> None:
    match = start(window)
    wait_for_my_turn(qtbot, window)
    table = window.table
    assert table is not None
    qtbot.waitUntil(lambda: not match.bot_seats_to_move() and not table.is_busy())
    assert window.hint_action.isEnabled()
    window.hint_action.trigger()
    qtbot.waitUntil(lambda: any(i.hinted for i in card_items(window)), timeout=10_000)
    hinted = [i.card for i in card_items(window) if i.hinted]
    assert len(hinted) == 2


def test_a_refused_card_is_told_until_the_next_move(qtbot: QtBot, window: MainWindow) -> None:
    """The status line's "too much for 31" speaks of one position: it goes with the move."""
    match = start(window)
    for _ in range(40):
        observation = wait_for_my_turn(qtbot, window)
        plays = sorted((a.card for a in observation.legal if isinstance(a, Play)), key=card_value)
        barred = [card for card in observation.hand if plays and card not in plays]
        if barred:
            break
        if plays:  # the highest card, to bring the count near 31
            click_card(qtbot, window, plays[-1])
            press(qtbot, window, Qt.Key.Key_Return)
        else:
            make_my_move(qtbot, window, observation)
    else:
        raise AssertionError("no card was ever barred by the count")
    table = window.table
    assert table is not None and not match.is_over
    qtbot.waitUntil(lambda: not table.is_busy())
    click_card(qtbot, window, barred[0])
    refusal = window.statusBar().currentMessage()
    assert "31" in refusal
    before = len(match.log)
    make_my_move(qtbot, window, observation)
    qtbot.waitUntil(lambda: len(match.log) > before)
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() != refusal, timeout=2000)


def test_the_computer_players_think_in_a_process_started_with_the_table(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """No bot is made in the table's process: they and the hint's bot think in the match's
    own process, started as the table is set up, and a hint comes back from it."""
    made: list[str] = []

    def make(game_id: str, level: str, rng: random.Random) -> Bot:
        made.append(level)
        return make_bot(game_id, level, rng)

    monkeypatch.setattr(bots_module, "make_bot", make)
    monkeypatch.setattr(match_driver, "make_bot", make)
    seats = (SeatConfig("You", "human"), *(SeatConfig(n, "bot", "easy") for n in "ABCD"))
    match = Match("squint", {}, seats, seed=4)
    window.install_match(match, match.start())
    driver, table = window.driver, window.table
    assert driver is not None and table is not None
    process = driver.bot_process
    assert process is not None and process.is_alive()
    qtbot.waitUntil(lambda: driver.acting_seat() == 0 and not table.is_busy(), timeout=20_000)
    hinted: list[Advice] = []
    driver.hinted.connect(hinted.append)
    window.hint_action.trigger()
    qtbot.waitUntil(lambda: bool(hinted), timeout=20_000)
    assert match.is_legal(0, hinted[0].action)
    assert made == []


def test_the_process_plays_the_moves_the_match_s_own_bots_would(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Computer players thinking in their own process make, for a seed, the moves the
    match's bots make in this process."""
    seats = (SeatConfig("Maija", "bot", "easy"), SeatConfig("Pekka", "bot", "easy"))
    match = Match("cribbage", {}, seats, seed=12)
    window.install_match(match, match.start())
    assert window.driver is not None and window.driver.bot_process is not None
    qtbot.waitUntil(lambda: len(match.log) >= 30, timeout=30_000)
    window.close()
    here = Match("cribbage", {}, seats, seed=12)
    here.start()
    while len(here.log) < len(match.log):
        seat = here.to_move()[0]
        here.apply(seat, here.bot_for(seat).choose(here.observation(seat)))
    assert here.log == match.log


def test_closing_the_window_while_a_bot_thinks_leaves_no_process_behind(
    qtbot: QtBot, window: MainWindow
) -> None:
    seats = tuple(SeatConfig(name, "bot", "expert") for name in ("A", "B", "C", "D"))
    match = Match("skruuvi", {}, seats, seed=6)
    window.install_match(match, match.start())
    assert window.driver is not None
    process = window.driver.bot_process
    assert process is not None
    qtbot.waitUntil(process.thinking, timeout=10_000)
    window.close()
    assert not process.is_alive()
    assert process.pid not in [child.pid for child in multiprocessing.active_children()]
    qtbot.wait(200)  # the events still queued come and go without harm
    assert window.driver is None


def test_without_a_process_the_computer_players_are_made_as_the_table_is_set_up(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """When no process can be started the bots think on threads. Making a game's first bot
    imports its bots: at the table's set-up, or on a worker for a hint, never on the GUI
    thread in the middle of play."""
    think_on_threads(monkeypatch)
    made: list[tuple[str, str]] = []

    def making(module: Any) -> None:
        real: Callable[[str, str, random.Random], Bot] = module.make_bot

        def make(game_id: str, level: str, rng: random.Random) -> Bot:
            made.append((level, threading.current_thread().name))
            return real(game_id, level, rng)

        monkeypatch.setattr(module, "make_bot", make)

    making(bots_module)
    making(match_driver)
    seats = (SeatConfig("You", "human"), *(SeatConfig(n, "bot", "easy") for n in "ABCD"))
    match = Match("squint", {}, seats, seed=4)
    window.install_match(match, match.start())
    assert made == [("easy", "MainThread")] * 4
    driver, table = window.driver, window.table
    assert driver is not None and table is not None and driver.bot_process is None
    qtbot.waitUntil(lambda: driver.acting_seat() == 0 and not table.is_busy(), timeout=10_000)
    assert made == [("easy", "MainThread")] * 4
    window.hint_action.trigger()
    qtbot.waitUntil(lambda: len(made) == 5, timeout=10_000)
    level, thread = made[-1]
    assert level == "expert" and thread.startswith("bot")


def test_a_hint_written_in_another_card_order_is_shown_with_its_reason(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The same cards in another order are the same discard: the hint shows, and says why."""
    real_bot = make_bot

    class Reordered:
        def __init__(self, game_id: str, level: str, rng: random.Random) -> None:
            self._bot = real_bot(game_id, level, rng)
            self.chosen: Discard | None = None

        def choose(self, observation: Observation) -> Action:
            action = self._bot.choose(observation)
            assert isinstance(action, Discard)
            self.chosen = Discard(tuple(reversed(action.cards)))
            return self.chosen

    bots: list[Reordered] = []

    def reordered(game_id: str, level: str, rng: random.Random) -> Reordered:
        bots.append(Reordered(game_id, level, rng))
        return bots[-1]

    think_on_threads(monkeypatch)
    monkeypatch.setattr(match_driver, "make_bot", reordered)
    match = start(window)
    observation = wait_for_my_turn(qtbot, window)
    table = window.table
    assert table is not None
    qtbot.waitUntil(lambda: not match.bot_seats_to_move() and not table.is_busy())
    window.hint_action.trigger()
    qtbot.waitUntil(lambda: any(i.hinted for i in card_items(window)), timeout=10_000)
    given = bots[0].chosen
    assert given is not None and given not in observation.legal
    assert {i.card for i in card_items(window) if i.hinted} == set(given.cards)
    kept = [card for card in observation.hand if card not in given.cards]
    starters = [card for card in FULL_DECK if card not in observation.hand]
    average = sum(score_hand(kept, starter) for starter in starters) / len(starters)
    play = {"strong": "good for pegging", "safe": "pegging safe", "risky": "pegging risky"}[
        pegging_outlook(tuple(kept), observation.dealer == observation.seat)
    ]
    assert window.statusBar().currentMessage() == (
        f"Hint: Put {event_cards(given.cards)} in the crib. Keeps {event_cards(kept)}: "
        f"worth {average:.1f} on average with the starter, {play}."
    )


def test_save_as_and_open_give_back_the_same_game(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    match = start(window)
    make_my_move(qtbot, window, wait_for_my_turn(qtbot, window))
    wait_for_my_turn(qtbot, window)
    saved = tmp_path / "game.json"
    window.save_record_file(saved)
    assert saved.is_file()
    log = match.log
    start(window, seed=99)
    assert window.load_record_file(saved)
    assert window.driver is not None and window.driver.match.log == log


def test_a_broken_record_is_refused_with_a_message(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.text()))
    bad = tmp_path / "bad.json"
    bad.write_text('{"format_version": 1, "game": "chess"}', encoding="utf-8")
    assert not window.load_record_file(bad)
    assert shown and "bad.json cannot be opened" in shown[0] and "chess" in shown[0]


def test_damaged_autosave_is_moved_aside_with_a_message(
    window: MainWindow, home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = autosave_path()
    path.write_bytes(b"\x00\x01 not a saved game")
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.text()))
    monkeypatch.setattr(MainWindow, "new_game", lambda self: None)
    app_module.begin_play(window)
    assert len(shown) == 1
    moved = list(path.parent.glob("current.json.damaged-*"))
    assert len(moved) == 1
    assert "moved aside" in shown[0] and moved[0].name in shown[0]
    assert not path.exists()


def test_an_unfinished_game_is_resumed_where_it_stood(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    saved = Match("cribbage", {}, YOU_AND_MAIJA, seed=5)
    saved.start()
    autosave(saved)
    monkeypatch.setattr(app_module, "ask_resume", lambda parent, game_id: True)
    app_module.begin_play(window)
    assert window.driver is not None
    assert window.driver.match.log == saved.log
    observation = wait_for_my_turn(qtbot, window)
    assert observation.hand == saved.observation(0).hand  # type: ignore[attr-defined]


def test_computer_players_finish_a_game_and_the_autosave_is_cleared(
    qtbot: QtBot, window: MainWindow
) -> None:
    bots = (SeatConfig("Maija", "bot", "easy"), SeatConfig("Pekka", "bot", "easy"))
    match = Match("cribbage", {"target_score": 61}, bots, seed=3)
    match.start()
    while max(match.state.public_observation().scores) < 50:  # type: ignore[attr-defined]
        seat = match.to_move()[0]
        match.apply(seat, match.bot_for(seat).choose(match.observation(seat)))
    autosave(match)
    window.install_match(match)
    qtbot.waitUntil(lambda: match.is_over, timeout=10_000)
    outcome = match.outcome()
    assert outcome is not None
    winner = match.seats[outcome.winners[0]].name
    qtbot.waitUntil(lambda: "Game over" in window.statusBar().currentMessage(), timeout=20_000)
    assert winner in window.statusBar().currentMessage()
    window.saver.flush()
    assert not autosave_path().exists()
    assert max(window.score_sheet.totals()) >= 61
    # Play again: the same game, rules and players, with new cards, not asked about.
    assert window.again_action.isEnabled()
    window.again_action.trigger()
    assert window.driver is not None and window.driver.match is not match
    again = window.driver.match
    assert (again.game_id, again.options, again.seats) == (
        match.game_id,
        match.options,
        match.seats,
    )
    assert not again.is_over and not window.again_action.isEnabled()


def test_computer_moves_are_paced_for_a_person(qtbot: QtBot, window: MainWindow) -> None:
    bots = (SeatConfig("Maija", "bot", "easy"), SeatConfig("Pekka", "bot", "easy"))
    start(window, bots, seed=3)
    assert window.driver is not None and window.table is not None
    window.driver.set_speed(1.0)  # normal pace between moves...
    window.table.set_speed(0.0)  # ...with the table drawing instantly
    moments: list[float] = []
    window.driver.events_applied.connect(lambda _events: moments.append(time.monotonic()))
    qtbot.waitUntil(lambda: len(moments) >= 3, timeout=20_000)
    gaps = [later - earlier for earlier, later in itertools.pairwise(moments)]
    assert min(gaps) >= 0.39


def test_a_game_without_a_table_is_refused_and_the_match_stays(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    match = start(window)
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.text()))

    def no_table(game_id: str, parent: object = None) -> None:
        raise KeyError(game_id)

    monkeypatch.setattr("skruuvi_gui.ui.window.spare_tables.make_table", no_table)
    window.spares.drop()  # none made ahead either
    assert not window.play(Match("cribbage", {}, YOU_AND_MAIJA, seed=8))
    assert shown == ["Cribbage cannot be played at the table yet."]
    assert window.driver is not None and window.driver.match is match


def test_start_up_reports_damaged_settings_and_opens_the_window(
    qapp: QApplication, home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings_file = settings_path()
    settings_file.write_text("{ this is not json", encoding="utf-8")
    shown: list[str] = []
    windows: list[MainWindow] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.text()))
    monkeypatch.setattr(app_module, "begin_play", lambda window, lock: windows.append(window))
    monkeypatch.setattr(QApplication, "exec", lambda self: 0)
    assert app_module.main([]) == 0
    assert len(shown) == 1 and "settings.json" in shown[0] and "moved aside" in shown[0]
    assert windows and windows[0].isVisible()
    windows[0].close()


def test_a_game_number_deals_the_same_cards_again(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = start(window, seed=4242)
    hand = wait_for_my_turn(qtbot, window).hand
    start(window, seed=7)
    asked: list[QInputDialog] = []

    def type_number(dialog: QInputDialog) -> int:
        asked.append(dialog)
        dialog.setIntValue(4242)
        return QInputDialog.DialogCode.Accepted.value

    monkeypatch.setattr(QInputDialog, "exec", type_number)
    window.number_action.trigger()
    title = asked[0].windowTitle()
    assert title == "Play game number"
    assert asked[0].minimumWidth() > asked[0].fontMetrics().horizontalAdvance(title) * 2
    assert window.driver is not None and window.driver.match is not first
    assert window.driver.match.seed == 4242
    assert wait_for_my_turn(qtbot, window).hand == hand


def seed_example_record(tmp_path: Path) -> Path:
    """The rules spec's example deal (10.1) as a saved game: Aino deals, Bertil is pone."""
    aino, bertil = parse_cards("AD 2D 4C 6D TH QC"), parse_cards("AS 7C 8S 9H KC JH")
    dealt = [card for pair in zip(bertil, aino, strict=True) for card in pair]
    dealt += parse_cards("2C")  # the starter
    deck = dealt + [card for card in FULL_DECK if card not in dealt]
    plays = ["8S", "TH", "9H", "4C", "7C", "QC", "JH", "AD"]
    actions = ["FIRST:0", "DEAL:" + cards_text(deck, ","), "D:2D,6D", "D:AS,KC"]
    seats = (SeatConfig("Aino", "human"), SeatConfig("Bertil", "bot"))
    record = Record("cribbage", {}, seats, 1, (*actions, *(f"P:{card}" for card in plays)))
    path = tmp_path / "example.json"
    path.write_text(json.dumps(record.to_json()), encoding="utf-8")
    return path


def test_the_score_sheet_shows_the_spec_example_deal(window: MainWindow, tmp_path: Path) -> None:
    assert window.load_record_file(seed_example_record(tmp_path))
    sheet = window.score_sheet.widget()
    assert isinstance(sheet, QTableWidget)
    header = [sheet.horizontalHeaderItem(c) for c in range(sheet.columnCount())]
    assert [item.text() for item in header if item is not None] == ["Aino", "Bertil"]
    first = [item.text() for c in range(2) if (item := sheet.item(0, c)) is not None]
    assert sheet.verticalHeaderItem(0).text() == "Deal 1"
    assert first == ["11", "8"]  # A 3 + 4 + 4, B 3 + 5 (spec 10.1)
    assert sheet.verticalHeaderItem(1).text() == "Deal 2"
    assert window.score_sheet.totals() == [11, 8]
    assert "Deal 2" in window.status_line()


@pytest.mark.parametrize("language", ["en", "fi", "nb"])
def test_the_game_number_dialog_is_wide_enough_for_its_title(
    qtbot: QtBot,
    window: MainWindow,
    translations: Translations,
    monkeypatch: pytest.MonkeyPatch,
    language: str,
) -> None:
    """As shown, in every language: room for the title in a title bar's larger bold font
    (half as large again), the window icon and the title bar's three buttons."""
    translations.install(language)
    shown: list[tuple[str, int]] = []

    def show(dialog: QInputDialog) -> int:
        dialog.show()
        qtbot.waitExposed(dialog)
        shown.append((dialog.windowTitle(), dialog.width()))
        title_font = QFont(dialog.font())
        title_font.setBold(True)
        title_font.setPointSizeF(title_font.pointSizeF() * 1.5)
        needed = QFontMetrics(title_font).horizontalAdvance(dialog.windowTitle()) + 4 * 30
        assert dialog.width() >= needed, (dialog.windowTitle(), dialog.width(), needed)
        dialog.hide()
        return QInputDialog.DialogCode.Rejected.value

    monkeypatch.setattr(QInputDialog, "exec", show)
    window.number_action.trigger()
    expected = {"en": "Play game number", "fi": "Pelaa pelinumero", "nb": "Spill spillnummer"}
    assert shown and shown[0][0] == expected[language]


def test_computer_players_alone_count_the_show_without_waiting(
    qtbot: QtBot, translations: Translations
) -> None:
    """Step by step holds a show for a person's click; with nobody seated it goes on."""
    main = MainWindow(Settings(animation_speed="fast", show_pace="step_by_step"), translations)
    qtbot.addWidget(main)
    main.show()
    bots = (SeatConfig("Maija", "bot", "random"), SeatConfig("Pekka", "bot", "random"))
    match = start(main, bots)
    assert main.driver is not None and main.table is not None
    main.driver.set_speed(0.01)  # paced, so a show could hold, but quick
    table = main.table
    held: list[bool] = []

    def next_deal() -> bool:
        held.append(table.is_holding())
        shown = main.score_sheet.deal_count() >= 2 or match.is_over
        return shown and not table.is_busy()  # the show drawn to its end

    qtbot.waitUntil(next_deal, timeout=30_000)
    assert not any(held)
    assert "'s crib counts" in "\n".join(main.table.announcements())
    main.close()
