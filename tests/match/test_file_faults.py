"""Whatever is at a saved file's path, reading it never blocks, crashes or eats memory, and
writing over it never reads it: pipes, devices, folders, link loops, huge or deeply nested
files, values of the wrong type, folders that cannot be made or written."""

from __future__ import annotations

import json
import os
import re
import signal
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from skruuvi_gui import storage
from skruuvi_gui.match import Match, SeatConfig, autosave, load_autosave
from skruuvi_gui.match.autosave import autosave_path
from skruuvi_gui.match.record import Record, RecordError
from skruuvi_gui.match.seats import MAX_NAME_LENGTH
from skruuvi_gui.settings import Settings, load_settings, save_settings, settings_path

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX file types")

SEATS = (SeatConfig("Maija", "human"), SeatConfig("Pekka", "bot", "random"))


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture(autouse=True)
def no_hang() -> Iterator[None]:
    """A test that would block forever fails after ten seconds instead."""

    def stuck(signum: int, frame: object) -> None:
        raise TimeoutError("blocked on a file")

    previous = signal.signal(signal.SIGALRM, stuck)
    signal.alarm(10)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, previous)


def started_match() -> Match:
    match = Match("cribbage", {}, SEATS, 3)
    match.start()
    return match


def fifo(path: Path) -> None:
    os.mkfifo(path)


def link_to_dev_zero(path: Path) -> None:
    path.symlink_to("/dev/zero")


def folder(path: Path) -> None:
    path.mkdir()


def link_to_folder(path: Path) -> None:
    (path.parent / "elsewhere").mkdir()
    path.symlink_to(path.parent / "elsewhere")


def link_loop(path: Path) -> None:
    path.symlink_to(path.name)


def huge_file(path: Path) -> None:
    with path.open("wb") as file:
        file.truncate(storage.MAX_FILE_BYTES + 1)


def deep_json(path: Path) -> None:
    path.write_text('{"a": ' + "[" * 200_000 + "]" * 200_000 + "}")


FILE_TYPES: dict[str, tuple[Callable[[Path], None], storage.Damage]] = {
    "fifo": (fifo, "not_file"),
    "link to /dev/zero": (link_to_dev_zero, "not_file"),
    "folder": (folder, "not_file"),
    "link to a folder": (link_to_folder, "not_file"),
    "link loop": (link_loop, "not_file"),
    "huge file": (huge_file, "too_large"),
    "deep nesting": (deep_json, "too_large"),
}


@pytest.mark.parametrize("kind", FILE_TYPES)
def test_anything_at_the_autosave_path_is_moved_aside_and_the_backup_used(kind: str) -> None:
    make, damage = FILE_TYPES[kind]
    match = started_match()
    autosave(match)
    path = autosave_path()
    storage.backup_path(path).write_bytes(path.read_bytes())
    path.unlink()
    make(path)
    loaded, problem = load_autosave()
    assert loaded is not None and loaded.log == match.log
    assert problem is not None
    assert (problem.damage, problem.recovery) == (damage, "restored")
    assert (path.parent / problem.moved_to).is_symlink() or (
        path.parent / problem.moved_to
    ).exists()
    assert not path.exists() and not path.is_symlink()


@pytest.mark.parametrize("kind", FILE_TYPES)
def test_anything_at_the_settings_path_gives_the_defaults(kind: str) -> None:
    make, damage = FILE_TYPES[kind]
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    make(settings_path())
    settings, problem = load_settings()
    assert settings == Settings()
    assert problem is not None and problem.damage == damage
    save_settings(Settings(felt="red"))  # the next write works and keeps nothing of it
    assert load_settings() == (Settings(felt="red"), None)


@pytest.mark.parametrize("kind", ["fifo", "link to /dev/zero", "huge file"])
def test_writing_over_anything_never_reads_it(kind: str) -> None:
    make, _ = FILE_TYPES[kind]
    path = autosave_path()
    make(path)
    autosave(started_match())
    assert path.is_file() and not path.is_symlink()
    assert not storage.backup_path(path).exists()  # what was there was no file of ours


@pytest.mark.parametrize(
    ("options", "reason"),
    [
        ({"num_players": 2.0}, "cannot be 2.0"),
        ({"target_score": True}, "cannot be True"),
        ({"misere": 0}, "cannot be 0"),
        ({"muggins": ["off"]}, "cannot be ['off']"),
    ],
)
def test_option_values_of_the_wrong_type_make_the_record_unusable(
    options: dict[str, object], reason: str
) -> None:
    data = started_match().to_record().to_json()
    data["options"] = options
    with pytest.raises(RecordError, match=re.escape(reason)):
        Record.from_json(data)
    autosave_path().write_text(json.dumps(data))
    loaded, problem = load_autosave()
    assert loaded is None
    assert problem is not None and problem.damage == "unusable"


def test_any_error_of_the_reader_makes_the_file_unusable(home: Path) -> None:
    path = home / "file.json"
    home.mkdir()
    path.write_text('{"seats": {"a": 1}}')

    def picky(data: dict[str, object]) -> int:
        return len(data["seats"][0])  # type: ignore[index]

    value, problem = storage.load_or_recover(path, picky)
    assert value is None
    assert problem is not None and (problem.damage, problem.detail) == ("unusable", "0")


def test_a_damaged_file_that_cannot_be_moved_stays_and_is_told(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    path = autosave_path()
    path.write_bytes(b"\xff\xfe")

    def refuse(self: Path, target: Path) -> Path:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(Path, "rename", refuse)
    loaded, problem = load_autosave()
    assert loaded is None
    assert problem is not None and (problem.moved_to, problem.recovery) == ("", "no_backup")
    assert path.read_bytes() == b"\xff\xfe"


def test_a_home_that_cannot_be_made_reads_nothing_and_writes_fail_cleanly(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder")
    monkeypatch.setenv(storage.HOME_ENV, str(blocker / "home"))
    assert load_settings() == (Settings(), None)
    assert load_autosave() == (None, None)
    with pytest.raises(OSError):
        autosave(started_match())


def test_names_from_a_record_are_cut_as_the_dialog_cuts_them() -> None:
    data = started_match().to_record().to_json()
    data["seats"][0]["name"] = "<b>" + "x" * 10_000 + "\n"
    record = Record.from_json(data)
    assert record.seats[0].name == "<b>" + "x" * (MAX_NAME_LENGTH - 3)
    data["seats"][0]["name"] = "Ann\nBo"
    assert Record.from_json(data).seats[0].name == "Ann Bo"


def test_temporary_files_left_by_a_crash_are_removed_when_the_folder_is_written() -> None:
    folder = autosave_path().parent
    old = folder / ".current.json.k3j2x9.tmp"
    fresh = folder / ".current.json.0a1b2c.tmp"
    foreign = folder / ".notes.tmp"
    for path in (old, fresh, foreign):
        path.write_bytes(b"{")
    long_ago = time.time() - storage.LEFTOVER_AGE_SECONDS - 60
    os.utime(old, (long_ago, long_ago))
    os.utime(foreign, (long_ago, long_ago))
    autosave(started_match())
    assert not old.exists()
    assert fresh.exists() and foreign.exists()  # maybe another write in progress; not ours
