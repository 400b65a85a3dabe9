"""A saved game is read and replayed on a thread of its own: the window goes on with its
events meanwhile, holds back the person's input, and gets the game or the error."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QProgressDialog, QPushButton
from pytestqt.qtbot import QtBot
from test_main_window import make_my_move, wait_for_my_turn

from skruuvi_gui import storage
from skruuvi_gui.match import Match, Record, SeatConfig
from skruuvi_gui.match.replay import Replay
from skruuvi_gui.rules.api import Dealt
from skruuvi_gui.ui import game_log
from skruuvi_gui.ui.library import replay_window
from skruuvi_gui.ui.library import window as library_window
from skruuvi_gui.ui.loading import SHOW_AFTER_MS, Cancelled, in_background
from skruuvi_gui.ui.main_window import MainWindow

SEATS = (SeatConfig("You", "human"), SeatConfig("Maija", "bot", "random"))


def test_the_window_runs_its_events_while_the_game_is_read(window: MainWindow) -> None:
    ticked = threading.Event()
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(ticked.set)
    timer.start()
    steps: list[tuple[int, int]] = []

    def work(progress: Callable[[int, int], None]) -> str:
        progress(1, 2)
        steps.append((1, 2))
        # Only the GUI thread's timer sets it: were the window held still, this would wait.
        assert ticked.wait(timeout=5)
        return "read"

    assert in_background(window, work) == "read"
    timer.stop()
    assert steps == [(1, 2)]


def test_work_that_tells_nothing_shows_a_busy_dialog_after_a_moment(window: MainWindow) -> None:
    seen: list[tuple[str, str, int]] = []
    looked = threading.Event()

    def look() -> None:
        seen.extend(
            (widget.windowTitle(), widget.labelText(), widget.maximum())
            for widget in QApplication.topLevelWidgets()
            if isinstance(widget, QProgressDialog) and widget.isVisible()
        )
        looked.set()

    QTimer.singleShot(SHOW_AFTER_MS + 300, look)
    in_background(
        window, lambda progress: looked.wait(timeout=5), title="Weighing", label="Every card…"
    )
    assert seen == [("Weighing", "Every card…", 0)]


def test_what_the_work_raises_is_raised_in_the_window(window: MainWindow) -> None:
    def work(progress: Callable[[int, int], None]) -> None:
        raise storage.DamagedFileError(Path("x.json"), "cut short")

    with pytest.raises(storage.DamagedFileError, match="cut short"):
        in_background(window, work)


def test_a_click_on_the_window_while_the_game_is_read_is_held_back(window: MainWindow) -> None:
    button = QPushButton("Deal", window)
    button.show()
    clicked: list[bool] = []
    button.clicked.connect(lambda: clicked.append(True))
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert clicked == [True]  # a click reaches it otherwise
    seen = threading.Event()

    def click() -> None:
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
        seen.set()

    QTimer.singleShot(20, click)
    in_background(window, lambda progress: seen.wait(timeout=5))
    assert seen.is_set() and clicked == [True]


def test_open_reads_a_record_in_the_background_and_plays_it(
    window: MainWindow, tmp_path: Path
) -> None:
    match = Match("cribbage", {}, SEATS, seed=5)
    match.start()
    path = tmp_path / "game.json"
    path.write_text(json.dumps(match.to_record().to_json()))
    assert window.load_record_file(path)
    assert window.driver is not None and window.driver.match.log == match.log
    assert len(window.game_log.deals()) == 1


def cancel_when_shown() -> list[float]:
    """Click the progress dialog's Cancel button once it shows; when it showed (in seconds
    of the monotonic clock) is kept in the list returned."""
    shown: list[float] = []

    def look() -> None:
        dialogs = [w for w in QApplication.topLevelWidgets() if isinstance(w, QProgressDialog)]
        visible = [dialog for dialog in dialogs if dialog.isVisible()]
        if not visible:
            QTimer.singleShot(20, look)
            return
        shown.append(time.monotonic())
        button = visible[0].findChild(QPushButton)
        assert button is not None and button.text() == "Cancel"
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(20, look)
    return shown


def test_cancelled_work_stops_on_its_thread_and_is_told(window: MainWindow) -> None:
    stopped: list[BaseException] = []

    def work(progress: Callable[[int, int], None]) -> str:
        began = time.monotonic()
        try:
            while time.monotonic() - began < 10:
                progress(1, 2)
                time.sleep(0.005)
        except Cancelled as cancelled:
            stopped.append(cancelled)
            raise
        return "never cancelled"

    began = time.monotonic()
    shown = cancel_when_shown()
    with pytest.raises(Cancelled):
        in_background(window, work, cancellable=True)
    # The dialog showed after a moment, not at once, and the work stopped when told.
    assert len(shown) == 1 and shown[0] - began >= SHOW_AFTER_MS / 1000 * 0.9
    assert len(stopped) == 1 and time.monotonic() - began < 5


def long_cribbage(deals: int) -> Record:
    """A cribbage match of random moves, seat 0 the person's, stopped as its ``deals``th
    deal is dealt: the person's discard is due."""
    seats = (SeatConfig("You", "human"), SeatConfig("Maija", "bot", "random"))
    match = Match("cribbage", {"games_to_win": 4}, seats, seed=3)
    dealt = sum(isinstance(event, Dealt) for event in match.start())
    while dealt < deals:
        assert not match.is_over
        seat = match.to_move()[0]
        events = match.apply(seat, match.bot_for(seat).choose(match.observation(seat)))
        dealt += sum(isinstance(event, Dealt) for event in events)
    return match.to_record()


def test_the_table_takes_clicks_while_a_long_game_s_log_is_written(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A long game on the table is played on at once: the person's discard is made by
    mouse and keys while the earlier deals of its log are still to be written, which they
    then are."""
    monkeypatch.setattr(game_log, "SLICE_SECONDS", 0.0)  # one deal a slice
    written = game_log.deal_logs

    def slowly(*args: Any) -> list[game_log.DealLog]:
        time.sleep(0.05)  # a deal's slice as long as on a slow machine: 1.5 s in all
        return written(*args)

    monkeypatch.setattr(game_log, "deal_logs", slowly)
    record = long_cribbage(30)
    path = tmp_path / "long.json"
    path.write_text(json.dumps(record.to_json()))
    assert window.load_record_file(path)
    assert window.driver is not None
    observation = wait_for_my_turn(qtbot, window)
    before = len(window.driver.match.log)
    written_when_clicked = window.game_log.written()
    make_my_move(qtbot, window, observation)
    qtbot.waitUntil(lambda: len(window.driver.match.log) > before if window.driver else False)
    assert not written_when_clicked
    qtbot.waitUntil(window.game_log.written)
    assert len(window.game_log.deals()) == 30


def test_the_library_replays_a_game_on_a_thread_of_its_own(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The replay window's game is stepped through off the GUI thread, which goes on with
    its events meanwhile; the window then shows the replay made there."""
    made: list[tuple[threading.Thread, Replay]] = []
    replay_of = replay_window.replayed
    ticked = threading.Event()
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(ticked.set)
    timer.start()

    def replayed(record: Record, progress: Callable[[int, int], None]) -> Replay:
        assert ticked.wait(timeout=5)  # the GUI thread's timer, while this runs
        replay = replay_of(record, progress)
        made.append((threading.current_thread(), replay))
        return replay

    monkeypatch.setattr(library_window, "replayed", replayed)
    record = long_cribbage(3)
    shown = window._library_window().replay(record)
    timer.stop()
    assert shown is not None and len(made) == 1
    thread, replay = made[0]
    assert thread is not threading.main_thread() and shown.replay is replay
    assert len(replay) == len(record.actions)
    shown.close()


def test_a_long_replay_can_be_cancelled_and_opens_no_window(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    def endless(record: Record, progress: Callable[[int, int], None]) -> Replay:
        began = time.monotonic()
        while time.monotonic() - began < 10:
            progress(1, 2)
            time.sleep(0.005)
        raise AssertionError("not cancelled")

    monkeypatch.setattr(library_window, "replayed", endless)
    library = window._library_window()
    cancel_when_shown()
    assert library.replay(long_cribbage(3)) is None
    assert library.replays == []


def test_undo_in_a_long_game_goes_back_from_the_deal_not_from_the_start(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Undo in a game of thirty deals (back to the person's last play, before the thirtieth
    was dealt) replays only the deal under way, from the state kept
    as it was dealt, and writes the docks from the events the match kept: no moment of the
    window's grows with the game's length. The docks then read as the same game opened
    afresh."""
    path = tmp_path / "long.json"
    path.write_text(json.dumps(long_cribbage(30).to_json()))
    assert window.load_record_file(path)
    wait_for_my_turn(qtbot, window)
    assert window.driver is not None
    match = window.driver.match
    played = len(match.log)
    applied: list[str] = []
    apply_logged = Match._apply_logged

    def counted(self: Match, seat: int, action: Any) -> Any:
        applied.append(str(action))
        return apply_logged(self, seat, action)

    monkeypatch.setattr(Match, "_apply_logged", counted)
    window.undo()
    monkeypatch.undo()
    assert len(match.log) < played and played > 300
    dealt = max(i for i, text in enumerate(match.log) if text.startswith("DEAL:")) + 1
    assert applied == list(match.log[dealt:])  # the deal's actions since it was dealt
    undone = window.game_log.deals()
    deals = window.score_sheet.deal_count()
    again = tmp_path / "undone.json"
    window.save_record_file(again)
    assert window.load_record_file(again)
    assert window.game_log.deals() == undone and len(undone) == 29  # back before the deal
    assert window.score_sheet.deal_count() == deals
