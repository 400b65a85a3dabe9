"""A data folder that cannot be written never stops the game and is told once; one program
per data folder owns the saved game, and a crashed one does not keep it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from skruuvi_gui import app as app_module
from skruuvi_gui import storage
from skruuvi_gui.match import Match, Record, SeatConfig, autosave, library
from skruuvi_gui.match.autosave import autosave_path, write_autosave
from skruuvi_gui.settings import Settings
from skruuvi_gui.stats.store import load_statistics
from skruuvi_gui.ui import saving as saving_module
from skruuvi_gui.ui.dialogs.new_game import NewGame
from skruuvi_gui.ui.game_lock import GameLock, LockState
from skruuvi_gui.ui.i18n import Translations
from skruuvi_gui.ui.main_window import MainWindow
from skruuvi_gui.ui.window.records import documents_dir

YOU_AND_MAIJA = (SeatConfig("You", "human"), SeatConfig("Maija", "bot", "easy"))
BOTS = (SeatConfig("Maija", "bot", "easy"), SeatConfig("Pekka", "bot", "easy"))


def block_the_data_folder(home: Path) -> None:
    """Put a file where the data folder should be: every save fails as on a broken disk."""
    home.mkdir(parents=True, exist_ok=True)
    data = home / "data"
    if data.is_dir():
        for child in data.iterdir():
            child.unlink()
        data.rmdir()
    data.write_text("in the way")


def unblock_the_data_folder(home: Path) -> None:
    (home / "data").unlink()


def opened_boxes(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(
        QMessageBox, "open", lambda box: shown.append((box.windowTitle(), box.text()))
    )
    return shown


def test_a_new_game_on_a_broken_disk_starts_and_is_told_once(
    qtbot: QtBot, window: MainWindow, home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown = opened_boxes(monkeypatch)
    block_the_data_folder(home)
    window.start_match(NewGame("cribbage", {"target_score": 61}, BOTS), seed=3)
    assert window.driver is not None
    qtbot.waitUntil(lambda: len(window.driver.match.log) >= 6, timeout=10_000)  # type: ignore[union-attr]
    assert len(shown) == 1
    title, text = shown[0]
    assert title == "The game is not being saved"
    assert text.startswith(
        f"The game cannot be saved in {home / 'data'}: a file is in the way of the folder."
    )
    assert ".tmp" not in text
    unblock_the_data_folder(home)
    qtbot.waitUntil(lambda: autosave_path().is_file(), timeout=10_000)
    qtbot.waitUntil(
        lambda: window.statusBar().currentMessage() == "Saving works again: the game is saved.",
        timeout=20_000,
    )
    assert len(shown) == 1


def test_the_failure_is_told_again_after_saving_worked_in_between(
    window: MainWindow, home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown = opened_boxes(monkeypatch)
    match = Match("cribbage", {}, YOU_AND_MAIJA, seed=5)
    match.start()
    block_the_data_folder(home)
    for _ in range(3):
        window.saver.save(match)
    window.saver.flush()
    unblock_the_data_folder(home)
    window.saver.save(match)
    window.saver.flush()
    block_the_data_folder(home)
    window.saver.save(match)
    window.saver.flush()
    assert len(shown) == 2


def test_the_game_is_written_off_the_gui_thread_and_flush_waits_for_it(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    threads: list[str] = []

    def write(path: Path, data: bytes) -> None:
        threads.append(threading.current_thread().name)
        write_autosave(path, data)

    monkeypatch.setattr(saving_module, "write_autosave", write)
    window.start_match(NewGame("cribbage", {"target_score": 61}, BOTS), seed=3)
    assert window.driver is not None
    match = window.driver.match
    qtbot.waitUntil(lambda: len(match.log) >= 4, timeout=10_000)
    window.saver.flush()
    assert threads and set(threads) == {"saving"}
    saved = Record.from_json(storage.read_json(autosave_path()))
    assert saved.actions == match.log


def test_closing_the_window_writes_the_last_move_played(
    qtbot: QtBot, translations: Translations, monkeypatch: pytest.MonkeyPatch
) -> None:
    def slow_disk(path: Path, data: bytes) -> None:
        time.sleep(0.05)  # moves come faster than the disk takes them
        write_autosave(path, data)

    monkeypatch.setattr(saving_module, "write_autosave", slow_disk)
    window = MainWindow(Settings(animation_speed="off"), translations)
    qtbot.addWidget(window)
    window.show()
    window.start_match(NewGame("cribbage", {"target_score": 61}, BOTS), seed=3)
    assert window.driver is not None
    match = window.driver.match
    qtbot.waitUntil(lambda: len(match.log) >= 6, timeout=10_000)
    window.close()
    saved = Record.from_json(storage.read_json(autosave_path()))
    assert saved.actions == match.log


def test_settings_that_cannot_be_saved_are_told_once_in_plain_words(
    window: MainWindow, home: Path
) -> None:
    (home / "config").rmdir() if (home / "config").is_dir() else None
    home.mkdir(parents=True, exist_ok=True)
    (home / "config").write_text("in the way")
    window.set_four_colour(True)
    said = window.statusBar().currentMessage()
    assert said == "The settings cannot be saved: a file is in the way of the folder."
    window.statusBar().clearMessage()
    window.set_four_colour(False)
    assert window.statusBar().currentMessage() == ""


def test_a_second_lock_on_the_folder_is_refused_and_freed_with_the_first(
    home: Path, qapp: QApplication
) -> None:
    first, second = GameLock(), GameLock()
    assert first.acquire() is LockState.OWNED
    assert second.acquire() is LockState.TAKEN
    first.release()
    assert second.acquire() is LockState.OWNED
    second.release()


def test_a_lock_left_by_a_crashed_program_is_taken_over(home: Path, qapp: QApplication) -> None:
    folder = storage.data_dir()
    crash = (
        "import os, sys\n"
        "from PySide6.QtCore import QLockFile\n"
        "lock = QLockFile(sys.argv[1])\n"
        "assert lock.tryLock(0)\n"
        "os._exit(0)\n"  # no unlock: as if the program crashed
    )
    subprocess.run([sys.executable, "-c", crash, str(folder / "current.lock")], check=True)
    assert (folder / "current.lock").exists()
    lock = GameLock()
    assert lock.acquire() is LockState.OWNED
    lock.release()


def test_a_second_program_on_the_folder_is_told_and_leaves_the_saved_game_alone(
    qtbot: QtBot,
    home: Path,
    translations: Translations,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    saved = Match("cribbage", {}, YOU_AND_MAIJA, seed=5)
    saved.start()
    autosave(saved)
    before = autosave_path().read_bytes()
    owner = GameLock()
    assert owner.acquire() is LockState.OWNED
    shown: list[str] = []
    windows: list[MainWindow] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.text()))
    monkeypatch.setattr(app_module, "ask_resume", lambda parent, game_id: pytest.fail("asked"))
    monkeypatch.setattr(MainWindow, "new_game", lambda self: windows.append(self))
    monkeypatch.setattr(QApplication, "exec", lambda self: 0)
    (home / "config").mkdir(parents=True, exist_ok=True)
    (home / "config" / "settings.json").write_text('{"format_version": 1, "language": "en"}')
    assert app_module.main([]) == 0
    window = windows[0]
    qtbot.addWidget(window)
    assert len(shown) == 1 and "Another Korttipöytä window is already using" in shown[0]
    assert "A game finished here still goes into the game library and the statistics" in shown[0]
    assert not window.saver.enabled
    window.start_match(NewGame("cribbage", {"target_score": 61}, BOTS), seed=3)
    qtbot.waitUntil(lambda: len(window.driver.match.log) >= 4, timeout=10_000)  # type: ignore[union-attr]
    assert autosave_path().read_bytes() == before
    # A person's game finished here is filed while the owner holds the folder.
    seats = (SeatConfig("Maija", "human"), SeatConfig("Pekka", "bot", "random"))
    match = Match("cribbage", {"target_score": 61}, seats, seed=3)
    match.start()
    window.saver.file_when_over(match, 300)
    while not match.is_over:
        seat = match.to_move()[0]
        match.apply(seat, match.bot_for(seat).choose(match.observation(seat)))
        window.saver.save(match)
    window.saver.flush()
    assert len(library.entries()[0]) == 1 and len(load_statistics()[0].games) == 1
    assert autosave_path().read_bytes() == before
    window.close()
    owner.release()


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX file types")
@pytest.mark.parametrize(
    "kind",
    ["folder", "fifo", "link loop", "missing", "deep", "float option", "huge seed", "surrogate"],
)
def test_open_refuses_any_bad_file_with_a_message(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, kind: str
) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.text()))
    path = tmp_path / "game.json"
    if kind == "folder":
        path.mkdir()
    elif kind == "fifo":
        os.mkfifo(path)
    elif kind == "link loop":
        path.symlink_to(path.name)
    elif kind == "deep":
        path.write_text("[" * 50_000 + "]" * 50_000)
    elif kind == "float option":
        match = Match("cribbage", {}, YOU_AND_MAIJA, seed=5)
        match.start()
        data = match.to_record().to_json()
        data["options"]["num_players"] = 2.0
        path.write_text(json.dumps(data))
    elif kind in ("huge seed", "surrogate"):
        match = Match("cribbage", {}, YOU_AND_MAIJA, seed=5)
        match.start()
        text = json.dumps(match.to_record().to_json())
        if kind == "huge seed":
            path.write_text(text.replace('"seed": 5', '"seed": 1' + "0" * 5000))
        else:
            path.write_text(text.replace('"You"', '"\\ud800"'))
    assert not window.load_record_file(path)
    assert len(shown) == 1 and shown[0].startswith("game.json cannot be opened")
    assert window.driver is None


def test_save_as_adds_the_suffix_in_the_dialog_before_it_asks_to_replace(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    match = Match("cribbage", {}, YOU_AND_MAIJA, seed=5)
    match.start()
    window.install_match(match, autoplay=False)
    seen: list[QFileDialog] = []
    starts: list[Path] = []

    def choose(dialog: QFileDialog) -> int:
        seen.append(dialog)
        starts.append(Path(dialog.directory().absolutePath()))
        dialog.setDirectory(str(tmp_path))
        dialog.selectFile("game")  # typed without the suffix
        return QFileDialog.DialogCode.Accepted.value

    monkeypatch.setattr(QFileDialog, "exec", choose)
    window.save_record()
    dialog = seen[0]
    assert dialog.acceptMode() == QFileDialog.AcceptMode.AcceptSave
    assert dialog.defaultSuffix() == "korttipoyta"
    assert not dialog.testOption(QFileDialog.Option.DontConfirmOverwrite)
    assert sorted(p.name for p in tmp_path.glob("game*")) == ["game.korttipoyta"]
    # It starts in the person's documents folder, not beside the autosave.
    assert starts == [documents_dir()]
    assert starts[0] != storage.data_dir()
