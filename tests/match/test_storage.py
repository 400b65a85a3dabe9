"""Per-user files: atomic writes with a backup, damaged files moved aside, and the autosave of
the running match recovering from every kind of damage without losing anything."""

from __future__ import annotations

import json
import random
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from skruuvi_gui import storage
from skruuvi_gui.match import Match, SeatConfig, autosave, clear_autosave, load_autosave
from skruuvi_gui.match.autosave import autosave_path
from skruuvi_gui.storage import DamagedFileError, move_aside, read_json, write_json

SEATS = (SeatConfig("Maija", "human"), SeatConfig("Pekka", "bot", "random"))


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path))
    return tmp_path


def started_match(seed: int = 3) -> Match:
    match = Match("cribbage", {}, SEATS, seed)
    match.start()
    return match


def human_discards(match: Match) -> None:
    legal = match.observation(0).legal
    match.apply(0, legal[0])


# --- folders ----------------------------------------------------------------------------


def test_folders_live_under_the_home_override(home: Path) -> None:
    assert storage.config_dir() == home / "config"
    assert storage.data_dir() == home / "data"
    assert (home / "config").is_dir()
    assert (home / "data").is_dir()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="XDG folders are Linux's")
def test_without_the_override_folders_follow_the_platform(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(storage.HOME_ENV)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg-data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg-config"))
    assert storage.data_dir() == tmp_path / "xdg-data" / "skruuvi-gui"
    assert storage.config_dir() == tmp_path / "xdg-config" / "skruuvi-gui"


# --- atomic writes ----------------------------------------------------------------------


def test_write_json_round_trips_and_keeps_the_previous_version(home: Path) -> None:
    path = home / "file.json"
    write_json(path, {"version": 1, "text": "Kärkimies ♥"})
    write_json(path, {"version": 2})
    assert read_json(path) == {"version": 2}
    assert read_json(storage.backup_path(path)) == {"version": 1, "text": "Kärkimies ♥"}
    assert sorted(p.name for p in home.iterdir()) == ["file.json", "file.json.bak"]


def test_data_that_cannot_be_written_leaves_the_file_as_it_was(home: Path) -> None:
    path = home / "file.json"
    write_json(path, {"version": 1})
    with pytest.raises(TypeError):
        write_json(path, {"version": object()})
    assert read_json(path) == {"version": 1}
    assert sorted(p.name for p in home.iterdir()) == ["file.json"]


# --- reading damaged files --------------------------------------------------------------


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (b'{"format_version": 1, "game": "crib', "not valid JSON"),
        (random.Random(5).randbytes(300), "not a text file"),
        (b"[1, 2, 3]", "expected a JSON object, found list"),
        (b"", "not valid JSON"),
    ],
    ids=["truncated", "random bytes", "a list", "empty"],
)
def test_read_json_names_the_damage(home: Path, content: bytes, reason: str) -> None:
    path = home / "bad.json"
    path.write_bytes(content)
    with pytest.raises(DamagedFileError, match=re.escape(reason)) as caught:
        read_json(path)
    assert caught.value.path == path
    assert isinstance(caught.value, ValueError)


def test_read_json_of_a_missing_file_is_not_damage(home: Path) -> None:
    with pytest.raises(FileNotFoundError):
        read_json(home / "missing.json")


def test_move_aside_keeps_the_bytes_under_a_new_name(home: Path) -> None:
    first, second = home / "a.json", home / "a.json"
    first.write_bytes(b"one")
    moved_first = move_aside(first)
    second.write_bytes(b"two")
    moved_second = move_aside(second)
    assert re.fullmatch(r"a\.json\.damaged-\d{8}T\d{6}Z(-\d+)?", moved_first.name)
    assert moved_first != moved_second
    assert (moved_first.read_bytes(), moved_second.read_bytes()) == (b"one", b"two")
    assert not first.exists()


def parse_version(data: dict[str, Any]) -> int:
    if "version" not in data:
        raise ValueError("no version")
    return int(data["version"])


def test_load_or_recover_restores_the_backup_of_a_damaged_file(home: Path) -> None:
    path = home / "file.json"
    write_json(path, {"version": 1})
    write_json(path, {"version": 2})
    path.write_bytes(b'{"vers')
    value, problem = storage.load_or_recover(path, parse_version)
    assert value == 1
    moved = list(home.glob("file.json.damaged-*"))
    assert [p.read_bytes() for p in moved] == [b'{"vers']
    assert problem == storage.FileProblem(
        file="file.json",
        damage="not_json",
        moved_to=moved[0].name,
        recovery="restored",
        backup="file.json.bak",
        detail="not valid JSON (Unterminated string starting at, line 1)",
    )


def test_load_or_recover_moves_aside_a_damaged_backup_too(home: Path) -> None:
    path = home / "file.json"
    path.write_text('{"other": 1}')
    storage.backup_path(path).write_bytes(b"\xff\xfe")
    value, problem = storage.load_or_recover(path, parse_version)
    assert value is None
    assert problem is not None
    assert (problem.damage, problem.detail) == ("unusable", "no version")
    assert problem.recovery == "backup_damaged"
    assert [p.name for p in home.glob("file.json.damaged-*")] == [problem.moved_to]
    assert [p.name for p in home.glob("file.json.bak.damaged-*")] == [problem.backup_moved_to]


# --- the autosave -----------------------------------------------------------------------


def test_autosave_resumes_exactly_where_the_match_was() -> None:
    match = started_match()
    human_discards(match)
    autosave(match)
    loaded, problem = load_autosave()
    assert problem is None
    assert loaded is not None
    assert loaded.log == match.log
    assert loaded.observation(0) == match.observation(0)
    assert loaded.seats == match.seats


def test_autosave_keeps_the_previous_save_and_clear_removes_both() -> None:
    match = started_match()
    autosave(match)
    human_discards(match)
    autosave(match)
    assert storage.backup_path(autosave_path()).exists()
    clear_autosave()
    assert not autosave_path().exists()
    assert not storage.backup_path(autosave_path()).exists()
    assert load_autosave() == (None, None)
    clear_autosave()


def write_autosave(content: bytes) -> None:
    autosave_path().write_bytes(content)


def truncated() -> bytes:
    return b'{"format_version": 1, "game": "cribbage", "opt'


def random_bytes() -> bytes:
    return random.Random(8).randbytes(500)


def another_programs_json() -> bytes:
    return b'{"editor.fontSize": 14, "workbench.colorTheme": "Dark"}'


def newer_record() -> bytes:
    data = started_match().to_record().to_json()
    data["format_version"] = 99
    return json.dumps(data).encode()


def record_with_an_illegal_action() -> bytes:
    data = started_match().to_record().to_json()
    data["actions"].append("P:AS")
    return json.dumps(data).encode()


@pytest.mark.parametrize(
    ("make_content", "damage", "detail"),
    [
        (truncated, "not_json", "not valid JSON"),
        (random_bytes, "not_text", "not a text file"),
        (another_programs_json, "unusable", "not a game record"),
        (newer_record, "unusable", "newer version"),
        (record_with_an_illegal_action, "unusable", "action 2 (P:AS) is illegal"),
    ],
)
def test_a_bad_autosave_is_moved_aside_and_reported(
    make_content: Callable[[], bytes], damage: str, detail: str
) -> None:
    content = make_content()
    write_autosave(content)
    match, problem = load_autosave()
    assert match is None
    assert problem is not None
    moved = list(autosave_path().parent.glob("current.json.damaged-*"))
    assert [p.read_bytes() for p in moved] == [content]
    assert (problem.file, problem.moved_to, problem.damage) == (
        "current.json",
        moved[0].name,
        damage,
    )
    assert problem.recovery == "no_backup"
    assert detail in problem.detail
    assert not autosave_path().exists()


def test_a_damaged_autosave_falls_back_to_the_previous_save() -> None:
    match = started_match()
    autosave(match)
    previous_log = match.log
    human_discards(match)
    autosave(match)
    write_autosave(b'{"format_version": 1, "ga')
    loaded, problem = load_autosave()
    assert loaded is not None
    assert loaded.log == previous_log
    assert problem is not None
    assert (problem.recovery, problem.backup) == ("restored", "current.json.bak")
