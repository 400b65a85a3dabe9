"""Whatever is at the saved-game, backup or settings path — any bytes, any JSON, any file
type — the program starts, says at most what was wrong, and plays."""

from __future__ import annotations

import json
import os
import shutil
import signal
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from skruuvi_gui import app as app_module
from skruuvi_gui import storage
from skruuvi_gui.match import Match, SeatConfig
from skruuvi_gui.ui.dialogs.new_game import NewGame
from skruuvi_gui.ui.main_window import MainWindow

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX file types")

PATHS = (
    "data/current.json",
    "data/current.json.bak",
    "config/settings.json",
    "config/settings.json.bak",
)
BOTS = (SeatConfig("Maija", "bot", "random"), SeatConfig("Pekka", "bot", "random"))


def a_record() -> dict[str, Any]:
    match = Match("cribbage", {}, BOTS, 4)
    match.start()
    return match.to_record().to_json()


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=30),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=12), children, max_size=4)
    ),
    max_leaves=12,
)


@st.composite
def spoiled_records(draw: st.DrawFn) -> bytes:
    """A real record with one field replaced by any JSON value."""
    record = a_record()
    key = draw(st.sampled_from([*sorted(record), "options", "seats"]))
    if key == "options":
        record["options"] = {
            draw(st.sampled_from(["num_players", "target_score"])): draw(json_values)
        }
    elif key == "seats":
        record["seats"][0] = {"name": draw(json_values), "kind": "human", "level": "normal"}
    else:
        record[key] = draw(json_values)
    return json.dumps(record).encode()


def make_fifo(path: Path) -> None:
    os.mkfifo(path)


def make_folder(path: Path) -> None:
    path.mkdir()


def make_dev_zero_link(path: Path) -> None:
    path.symlink_to("/dev/zero")


def make_loop(path: Path) -> None:
    path.symlink_to(path.name)


def make_dangling_link(path: Path) -> None:
    path.symlink_to(path.parent / "nowhere")


def make_deep(path: Path) -> None:
    path.write_text("[" * 100_000)


FILE_TYPES: list[Callable[[Path], None]] = [
    make_fifo,
    make_folder,
    make_dev_zero_link,
    make_loop,
    make_dangling_link,
    make_deep,
]

contents = st.one_of(
    st.binary(max_size=200).map(lambda data: ("bytes", data)),
    json_values.map(lambda value: ("bytes", json.dumps(value).encode())),
    spoiled_records().map(lambda data: ("bytes", data)),
    st.sampled_from(FILE_TYPES).map(lambda make: ("type", make)),
)


@pytest.fixture
def quiet_start(monkeypatch: pytest.MonkeyPatch, qapp: QApplication) -> Iterator[list[str]]:
    """``main`` runs up to its event loop and returns; every box and dialog is answered at
    once (messages kept), and a start that would block fails after twenty seconds."""
    told: list[str] = []

    def keep(box: QMessageBox) -> int:
        told.append(box.text())
        return 0

    monkeypatch.setattr(QMessageBox, "exec", keep)
    monkeypatch.setattr(QMessageBox, "open", keep)
    monkeypatch.setattr(QDialog, "exec", lambda dialog: 0)
    monkeypatch.setattr(QApplication, "exec", lambda self: 0)
    monkeypatch.setattr(app_module, "ask_resume", lambda parent, game_id: True)

    def stuck(signum: int, frame: object) -> None:
        raise TimeoutError("the start blocked")

    previous = signal.signal(signal.SIGALRM, stuck)
    yield told
    signal.signal(signal.SIGALRM, previous)


@settings(
    max_examples=20,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(st.fixed_dictionaries({}, optional={path: contents for path in PATHS}))
def test_the_program_starts_and_plays_whatever_the_files_hold(
    quiet_start: list[str], monkeypatch: pytest.MonkeyPatch, files: dict[str, Any]
) -> None:
    home = Path(tempfile.mkdtemp(prefix="skruuvi-any-file-"))
    monkeypatch.setenv(storage.HOME_ENV, str(home))
    for relative, (kind, content) in files.items():
        path = home / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        if kind == "bytes":
            path.write_bytes(content)
        else:
            content(path)
    quiet_start.clear()
    before = set(QApplication.topLevelWidgets())
    signal.alarm(20)
    try:
        assert app_module.main([]) == 0
    finally:
        signal.alarm(0)
    windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)]
    window = next(w for w in windows if w not in before)
    try:
        assert window.isVisible()
        window.start_match(NewGame("cribbage", {"target_score": 61}, BOTS), seed=2)
        assert window.driver is not None
        match = window.driver.match
        started = len(match.log)
        window.driver.set_speed(0.0)
        signal.alarm(20)
        try:
            while len(match.log) == started:
                QTest.qWait(20)
        finally:
            signal.alarm(0)
        window.saver.flush()
        saved = home / "data" / "current.json"
        assert (saved.is_file() and not saved.is_symlink()) or any(
            "cannot be saved" in text for text in quiet_start
        )
        for text in quiet_start:
            assert "Traceback" not in text
    finally:
        window.close()
        window.deleteLater()
        shutil.rmtree(home, ignore_errors=True)
