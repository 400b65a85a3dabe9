"""Replacing a file another program holds open, as Windows refuses it (``PermissionError``
from ``os.replace``, simulated here): the write is tried again after short waits, and a file
still held after every try keeps the new version beside it, never losing it."""

from __future__ import annotations

import errno
import os
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from skruuvi_gui import storage
from skruuvi_gui.storage import FileInUseError, backup_path, waiting_path, write_bytes_atomic
from skruuvi_gui.ui.dialogs.file_messages import write_failure_reason

WAITS = (0.05, 0.1, 0.2, 0.4, 0.8)

real_replace = os.replace


class HeldOpen:
    """``os.replace`` and renames that refuse to put anything at the named paths for the next
    ``refusals`` tries each, as Windows does while another program has the file open."""

    def __init__(self, held: dict[Path, int]) -> None:
        self.held = held

    def replace(self, source: str | Path, target: str | Path) -> None:
        if self.held.get(Path(target), 0) > 0:
            self.held[Path(target)] -= 1
            raise PermissionError(errno.EACCES, "Access is denied", str(target))
        real_replace(source, target)


@pytest.fixture
def slept(monkeypatch: pytest.MonkeyPatch) -> list[float]:
    """The waits between tries, recorded instead of slept, with Windows' waits in force."""
    waits: list[float] = []
    monkeypatch.setattr(storage, "REPLACE_WAITS", WAITS)
    monkeypatch.setattr(time, "sleep", waits.append)
    return waits


def hold(monkeypatch: pytest.MonkeyPatch, held: dict[Path, int]) -> None:
    monkeypatch.setattr(os, "replace", HeldOpen(held).replace)


def leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


def test_a_file_let_go_within_the_waits_is_replaced(
    tmp_path: Path, slept: list[float], monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "current.json"
    write_bytes_atomic(path, b"old")
    hold(monkeypatch, {path: 3})
    write_bytes_atomic(path, b"new")
    assert path.read_bytes() == b"new"
    assert backup_path(path).read_bytes() == b"old"
    assert slept == [0.05, 0.1, 0.2]
    assert leftovers(tmp_path) == []
    assert not waiting_path(path).exists()


def test_a_file_held_past_every_try_keeps_the_new_version_beside_it(
    tmp_path: Path, slept: list[float], monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "current.json"
    write_bytes_atomic(path, b"old")
    hold(monkeypatch, {path: 99})
    with pytest.raises(FileInUseError) as raised:
        write_bytes_atomic(path, b"new")
    assert raised.value.kept == waiting_path(path) == tmp_path / "current.json.new"
    assert raised.value.kept.read_bytes() == b"new"
    assert raised.value.errno == errno.EACCES
    assert path.read_bytes() == b"old"  # the held file is as it was
    assert slept == list(WAITS)
    assert leftovers(tmp_path) == []
    # Once the other program lets go, the next write succeeds and the waiting copy goes.
    hold(monkeypatch, {})
    write_bytes_atomic(path, b"newer")
    assert path.read_bytes() == b"newer"
    assert not waiting_path(path).exists()


def test_when_even_the_waiting_name_is_refused_the_temporary_file_stays(
    tmp_path: Path, slept: list[float], monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "settings.json"
    hold(monkeypatch, {path: 99, waiting_path(path): 99})
    with pytest.raises(FileInUseError) as raised:
        write_bytes_atomic(path, b"new")
    kept = raised.value.kept
    assert kept.parent == tmp_path and kept.name.endswith(".tmp")
    assert kept.read_bytes() == b"new"
    assert not path.exists()


def test_a_backup_held_open_stays_older_and_the_file_is_still_written(
    tmp_path: Path, slept: list[float], monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "statistics.json"
    write_bytes_atomic(path, b"first")
    write_bytes_atomic(path, b"second")
    hold(monkeypatch, {backup_path(path): 99})
    write_bytes_atomic(path, b"third")
    assert path.read_bytes() == b"third"
    assert backup_path(path).read_bytes() == b"first"


def test_moving_a_damaged_file_aside_waits_for_it_too(
    tmp_path: Path, slept: list[float], monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "current.json"
    path.write_bytes(b"\x00")
    refusals = [PermissionError(errno.EACCES, "Access is denied")] * 2
    real_rename = Path.rename

    def rename(self: Path, target: Path) -> Path:
        if refusals:
            raise refusals.pop()
        return real_rename(self, target)

    monkeypatch.setattr(Path, "rename", rename)
    moved = storage.move_aside(path)
    assert moved.read_bytes() == b"\x00" and not path.exists()
    assert slept == [0.05, 0.1]


@settings(max_examples=30, deadline=None)
@given(refusals=st.integers(0, 12), data=st.binary(max_size=64))
def test_the_new_version_is_never_lost(refusals: int, data: bytes) -> None:
    """However long the file is held, the new bytes end up at the file or where the error
    says, and nothing else is left behind."""
    with tempfile.TemporaryDirectory() as folder, pytest.MonkeyPatch.context() as patch:
        path = Path(folder) / "current.json"
        write_bytes_atomic(path, b"old")
        patch.setattr(storage, "REPLACE_WAITS", WAITS)
        patch.setattr(time, "sleep", lambda seconds: None)
        patch.setattr(os, "replace", HeldOpen({path: refusals}).replace)
        try:
            write_bytes_atomic(path, data)
        except FileInUseError as error:
            assert refusals > len(WAITS)
            assert error.kept.read_bytes() == data and path.read_bytes() == b"old"
        else:
            assert refusals <= len(WAITS)
            assert path.read_bytes() == data
        assert leftovers(Path(folder)) == []


def test_elsewhere_a_refusal_is_not_waited_for() -> None:
    """Only Windows lets go of a file by waiting; a refusal elsewhere is the permissions'."""
    expected = WAITS if os.name == "nt" else ()
    assert expected == storage.REPLACE_WAITS


def test_the_person_is_told_where_the_new_version_waits(tmp_path: Path) -> None:
    error = FileInUseError(tmp_path / "current.json", tmp_path / "current.json.new")
    reason = write_failure_reason(error)
    assert "another program" in reason and "current.json.new" in reason


@pytest.fixture(autouse=True)
def no_real_waiting(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """No test here sleeps for real."""
    monkeypatch.setattr(time, "sleep", lambda seconds: None)
    yield


# --- reading: the version that waited is the newest ----------------------------------------


def test_a_waiting_version_is_read_first_and_takes_the_files_place(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    storage.write_json(path, {"turn": 1})
    waiting_path(path).write_bytes(storage.json_bytes({"turn": 2}))
    assert storage.load_or_recover(path, dict) == ({"turn": 2}, None)
    assert storage.read_json(path) == {"turn": 2}
    assert storage.read_json(backup_path(path)) == {"turn": 1}
    assert not waiting_path(path).exists()


def test_a_waiting_version_is_read_where_it_waits_while_the_file_is_still_held(
    tmp_path: Path, slept: list[float], monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "current.json"
    storage.write_json(path, {"move": 7})
    waiting_path(path).write_bytes(storage.json_bytes({"move": 8}))
    hold(monkeypatch, {path: 99})
    assert storage.load_or_recover(path, dict) == ({"move": 8}, None)
    assert storage.read_json(path) == {"move": 7}  # still held
    assert storage.read_json(waiting_path(path)) == {"move": 8}


def test_a_damaged_waiting_version_is_moved_aside_and_the_file_read(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    storage.write_json(path, {"games": 3})
    waiting_path(path).write_bytes(b'{"games": ')
    assert storage.load_or_recover(path, dict) == ({"games": 3}, None)
    assert not waiting_path(path).exists()
    assert [p.name for p in tmp_path.glob("statistics.json.new.damaged-*")] != []
