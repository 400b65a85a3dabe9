"""A saved game is read and replayed on a thread of its own: the window goes on with its
events meanwhile, holds back the person's input, and gets the game or the error."""

from __future__ import annotations

import json
import threading
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

from skruuvi_gui import storage
from skruuvi_gui.match import Match, SeatConfig
from skruuvi_gui.ui.loading import in_background
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
