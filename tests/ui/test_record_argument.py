"""``skruuvi-gui FILE``, as a double-click on a game record starts the program: the record is
shown at once, after the first start's language question and without the resume question;
the game saved for resuming is kept among the unfinished games, and a bad file is refused
with a message and changes nothing."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from finished_games import finished_skruuvi
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from skruuvi_gui import app as app_module
from skruuvi_gui.match import Match, SeatConfig, autosave, kept, load_autosave
from skruuvi_gui.match.autosave import autosave_path
from skruuvi_gui.settings import Settings, save_settings, settings_path
from skruuvi_gui.storage import json_bytes
from skruuvi_gui.ui.game_lock import GameLock, LockState
from skruuvi_gui.ui.main_window import MainWindow
from skruuvi_gui.ui.record_files import ask_where_to_save, record_filter

YOU_AND_MAIJA = (SeatConfig("You", "human"), SeatConfig("Maija", "bot", "easy"))


def unfinished(seed: int) -> Match:
    match = Match("cribbage", {}, YOU_AND_MAIJA, seed)
    match.start()
    return match


def record_file(folder: Path, match: Match, name: str = "game.korttipoyta") -> Path:
    path = folder / name
    path.write_bytes(json_bytes(match.to_record().to_json()))
    return path


@pytest.fixture
def no_resume_question(monkeypatch: pytest.MonkeyPatch) -> None:
    def asked(parent: object, game_id: str) -> bool:
        raise AssertionError("the resume question was asked")

    monkeypatch.setattr(app_module, "ask_resume", asked)


@pytest.fixture
def warnings(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.text()))
    return shown


def test_the_file_is_the_command_lines_one_argument() -> None:
    assert app_module.parse_args(["C:\\Users\\Maija\\Peli.korttipoyta"]).file == Path(
        "C:\\Users\\Maija\\Peli.korttipoyta"
    )
    assert app_module.parse_args(["--lang", "fi"]).file is None


@pytest.mark.usefixtures("no_resume_question")
def test_an_unfinished_game_goes_on_the_table_and_the_saved_one_is_kept(
    window: MainWindow, tmp_path: Path
) -> None:
    saved = unfinished(5)
    autosave(saved)
    opened = unfinished(77)
    assert app_module.open_at_start(window, record_file(tmp_path, opened))
    assert window.driver is not None and window.driver.match.log == opened.log
    [kept_game] = kept.kept_games()
    assert kept_game.game_id == "cribbage" and kept_game.path.read_bytes() == json_bytes(
        saved.to_record().to_json()
    )
    window.saver.flush()
    resumed, problem = load_autosave()  # the opened game is the one to resume now
    assert problem is None and resumed is not None and resumed.log == opened.log


@pytest.mark.usefixtures("no_resume_question")
def test_a_finished_game_opens_in_a_replay(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    autosave(unfinished(5))
    finished = finished_skruuvi()
    assert app_module.open_at_start(window, record_file(tmp_path, finished))
    assert window.library is not None and not window.library.isVisible()
    [replay] = window.library.replays
    qtbot.addWidget(replay)
    assert replay.isVisible() and replay.record == finished.to_record()
    assert window.driver is None
    assert len(kept.kept_games()) == 1 and not autosave_path().exists()


@pytest.mark.usefixtures("no_resume_question")
def test_a_bad_file_is_refused_and_changes_nothing(
    window: MainWindow, tmp_path: Path, warnings: list[str]
) -> None:
    autosave(unfinished(5))
    before = autosave_path().read_bytes()
    bad = tmp_path / "Maijan peli.korttipoyta"
    bad.write_text('{"format_version": 1, "game": "chess"}', encoding="utf-8")
    assert not app_module.open_at_start(window, bad)
    assert len(warnings) == 1 and "Maijan peli.korttipoyta cannot be opened" in warnings[0]
    assert autosave_path().read_bytes() == before
    assert kept.kept_games() == [] and window.driver is None
    assert bad.read_text(encoding="utf-8") == '{"format_version": 1, "game": "chess"}'


@pytest.mark.usefixtures("no_resume_question")
def test_a_window_without_the_saved_game_shows_the_file_and_leaves_the_saved_game_alone(
    window: MainWindow, tmp_path: Path, warnings: list[str]
) -> None:
    autosave(unfinished(5))
    before = autosave_path().read_bytes()
    owner = GameLock()
    assert owner.acquire() is LockState.OWNED
    try:
        opened = unfinished(8)
        path = record_file(tmp_path, opened)
        assert app_module.open_at_start(window, path, GameLock().acquire())
    finally:
        owner.release()
    assert len(warnings) == 1 and "already using the saved game" in warnings[0]
    assert window.driver is not None and window.driver.match.log == opened.log
    window.saver.flush()
    assert autosave_path().read_bytes() == before and kept.kept_games() == []


def start_program(
    monkeypatch: pytest.MonkeyPatch, args: list[str]
) -> tuple[list[str], list[MainWindow]]:
    """Run ``app.main`` up to its event loop; what happened in order, and the window."""
    steps: list[str] = []
    windows: list[MainWindow] = []
    real_open: Callable[..., bool] = app_module.open_at_start

    def open_at_start(window: MainWindow, path: Path, lock: LockState) -> bool:
        windows.append(window)
        steps.append("file")
        return real_open(window, path, lock)

    monkeypatch.setattr(app_module, "ask_language", lambda window: steps.append("language"))
    monkeypatch.setattr(app_module, "open_at_start", open_at_start)
    monkeypatch.setattr(app_module, "begin_play", lambda window, lock: steps.append("usual start"))
    monkeypatch.setattr(QApplication, "exec", lambda self: 0)
    assert app_module.main(args) == 0
    return steps, windows


@pytest.mark.usefixtures("no_resume_question")
def test_the_program_started_with_a_file_asks_the_language_first_then_shows_it(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert not settings_path().exists()  # the very first start
    opened = unfinished(12)
    steps, windows = start_program(monkeypatch, [str(record_file(tmp_path, opened))])
    assert steps == ["language", "file"]
    [window] = windows
    assert window.driver is not None and window.driver.match.log == opened.log
    window.saver.flush()
    window.close()


def test_the_program_started_with_a_bad_file_says_so_then_starts_as_usual(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, warnings: list[str]
) -> None:
    assert save_settings(Settings(language="en"))  # not the first start
    steps, windows = start_program(monkeypatch, [str(tmp_path / "gone.korttipoyta")])
    assert steps == ["file", "usual start"]
    assert len(warnings) == 1 and "gone.korttipoyta" in warnings[0]
    windows[0].close()


def test_a_record_is_saved_as_korttipoyta_and_opened_from_either_kind(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[QFileDialog] = []

    def accept(dialog: QFileDialog) -> int:
        asked.append(dialog)
        return QFileDialog.DialogCode.Rejected.value

    monkeypatch.setattr(QFileDialog, "exec", accept)
    assert ask_where_to_save(window, "Save", tmp_path, unfinished(3).to_record()) is None
    [dialog] = asked
    assert dialog.defaultSuffix() == "korttipoyta"
    assert dialog.nameFilters() == [record_filter()]
    assert record_filter() == "Game records (*.korttipoyta *.json)"
