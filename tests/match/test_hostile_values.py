"""No value inside a well-formed file crashes or hangs a reader: one list of hostile values
(an integer of thousands of digits, NaN and the infinities, lone UTF-16 surrogates, values of
the wrong type, unknown kinds) put into every file the program reads. Each is a damaged file
(moved aside, told) or a skipped entry, never an exception, and whatever is read can be
written back."""

from __future__ import annotations

import contextlib
import json
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from skruuvi_gui import storage
from skruuvi_gui.match import Match, SeatConfig, kept, library, load_autosave
from skruuvi_gui.match.autosave import autosave_path
from skruuvi_gui.settings import load_settings, save_settings, settings_path
from skruuvi_gui.stats import filing
from skruuvi_gui.stats.store import (
    NewerStatisticsError,
    load_statistics,
    record_game,
    statistics_path,
)
from skruuvi_gui.stats.summary import GameSummary, PlayerLine
from skruuvi_gui.stats.tally import standings

SEATS = (SeatConfig("Maija", "human"), SeatConfig("Pekka", "bot", "random"))
WHEN = datetime(2025, 3, 1, 18, 30, tzinfo=UTC)

#: Raw JSON text of each hostile value.
HOSTILE = {
    "integer of 5,000 digits": "1" + "0" * 5000,
    "negative integer of 5,000 digits": "-" + "9" * 5000,
    "NaN": "NaN",
    "Infinity": "Infinity",
    "-Infinity": "-Infinity",
    "float beyond range": "1e999",
    "lone high surrogate": '"\\ud800"',
    "lone low surrogate": '"a\\udfffb"',
    "surrogate as a key": '{"\\udc00": 1}',
    "text for a number": '"x"',
    "number for a text": "5",
    "list": "[1, [2]]",
    "object": '{"kind": "alien", "level": 5}',
    "null": "null",
    "true": "true",
}

PLACE = "@@hostile@@"


def finished_match() -> Match:
    match = Match("cribbage", {"target_score": 61}, SEATS, 4)
    match.start()
    while not match.is_over:
        seat = match.to_move()[0]
        match.apply(seat, match.bot_for(seat).choose(match.observation(seat)))
    return match


FINISHED = finished_match()


def a_summary() -> dict[str, Any]:
    line = PlayerLine("Maija", "human", "normal", True, 61, 20, 10, 31, 3)
    return GameSummary(
        "cribbage", "2025-03-01T18:30:00", 4, 9, (line, line), (), id="x-1"
    ).to_json()


def places(data: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in ``data`` where a value sits (keys of objects, items of short lists),
    and one more new key per object."""
    found: list[tuple[Any, ...]] = []
    if isinstance(data, dict):
        found.append((*prefix, "unknown key"))
        for key, value in data.items():
            found.append((*prefix, key))
            found.extend(places(value, (*prefix, key)))
    elif isinstance(data, list) and len(data) <= 4:
        for index, value in enumerate(data):
            found.append((*prefix, index))
            found.extend(places(value, (*prefix, index)))
    elif isinstance(data, list):
        found.append((*prefix, 0))
    return found


def with_value(data: Any, place: tuple[Any, ...], raw: str) -> bytes:
    copy = json.loads(json.dumps(data))
    target = copy
    for step in place[:-1]:
        target = target[step]
    target[place[-1]] = PLACE
    return json.dumps(copy).replace(f'"{PLACE}"', raw).encode()


#: Each file the program reads: a good object of it, where it lives, and its reader, which
#: must return and leave something that can be written back.
def read_autosave() -> None:
    match, _ = load_autosave()
    if match is not None:
        storage.json_bytes(match.to_record().to_json())


def read_kept() -> None:
    for game in kept.kept_games():
        storage.json_bytes(storage.read_json(game.path))


def read_library() -> None:
    for entry in library.entries()[0]:
        storage.json_bytes(entry.record.to_json())


def read_statistics() -> None:
    statistics, _ = load_statistics()
    for game in ("cribbage", "skruuvi", "squint"):
        for standing in standings(statistics.games, game):
            assert isinstance(standing.who[1], str) and isinstance(standing.points, int | float)
    with contextlib.suppress(NewerStatisticsError):  # a newer file is never written over
        record_game(GameSummary("cribbage", "2025-03-02T10:00:00", 1, 1, (), (), id="new"))


def read_settings() -> None:
    settings_read, _ = load_settings()
    save_settings(settings_read)


def read_journal() -> None:
    filing.file_waiting(300)


FILES: dict[str, tuple[Callable[[], Any], Callable[[], Path], Callable[[], None]]] = {
    "autosave": (lambda: FINISHED.to_record().to_json(), autosave_path, read_autosave),
    "unfinished": (
        lambda: FINISHED.to_record().to_json(),
        lambda: kept.kept_dir() / "cribbage-20250301-183000-4.json",
        read_kept,
    ),
    "library": (
        lambda: library.finished_game(FINISHED, WHEN),
        lambda: library.library_dir() / "20250301T183000Z-cribbage-4-abcdef.json",
        read_library,
    ),
    "statistics": (
        lambda: {"format_version": 1, "games": [a_summary()]},
        statistics_path,
        read_statistics,
    ),
    "settings": (
        lambda: {"format_version": 1, "language": "fi", "last_new_game": {"game": "cribbage"}},
        settings_path,
        read_settings,
    ),
    "journal": (
        lambda: {**library.finished_game(FINISHED, WHEN), "finished": {"id": "x"}},
        lambda: filing.filing_dir() / "x.json",
        read_journal,
    ),
}


def plant(name: str, raw: str, place: tuple[Any, ...]) -> Path:
    good, where, _ = FILES[name]
    path = where()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(with_value(good(), place, raw))
    return path


@pytest.mark.parametrize("name", FILES)
@pytest.mark.parametrize("value", HOSTILE)
def test_a_hostile_value_anywhere_in_any_file_is_damage_or_skipped_never_a_crash(
    name: str, value: str, home: Path
) -> None:
    good, _, read = FILES[name]
    for index, place in enumerate(places(good())):
        (home / "data").mkdir(parents=True, exist_ok=True)
        plant(name, HOSTILE[value], place)
        read()
        if index % 8 == 7:
            for path in list(home.rglob("*")):
                if path.is_file():
                    path.unlink()


@pytest.mark.parametrize("value", ["integer of 5,000 digits", "NaN", "lone high surrogate"])
def test_the_reader_itself_refuses_the_value_as_an_odd_value(value: str, tmp_path: Path) -> None:
    path = tmp_path / "file.json"
    path.write_bytes(f'{{"a": [1, {{"b": {HOSTILE[value]}}}]}}'.encode())
    with pytest.raises(storage.DamagedFileError) as caught:
        storage.read_json(path)
    assert caught.value.damage == "odd_value"


def test_a_surrogate_pair_is_a_character_and_reads(tmp_path: Path) -> None:
    path = tmp_path / "file.json"
    path.write_bytes(b'{"name": "\\ud83c\\udccf", "big": 123456789012345678901234567890}')
    assert storage.read_json(path) == {"name": "🃏", "big": 123456789012345678901234567890}


def test_statistics_of_the_wrong_type_are_a_damaged_file_and_the_backup_is_used() -> None:
    good = {"format_version": 1, "games": [a_summary()]}
    statistics_path().parent.mkdir(parents=True, exist_ok=True)
    storage.write_json(statistics_path(), good)
    storage.write_json(statistics_path(), good)  # the good one is the backup now
    bad = a_summary()
    bad["players"][0]["points"] = "x"
    statistics_path().write_text(json.dumps({"format_version": 1, "games": [bad]}))
    statistics, problem = load_statistics()
    assert problem is not None and problem.damage == "unusable"
    assert problem.recovery == "restored" and len(statistics.games) == 1


raw_values = st.one_of(
    st.integers(min_value=31, max_value=6000).map(lambda digits: "7" * digits),
    st.floats(allow_nan=True, allow_infinity=True).map(lambda x: json.dumps(x)),
    st.text(
        st.characters(min_codepoint=0xD800, max_codepoint=0xDFFF) | st.characters(), max_size=5
    ).map(json.dumps),
    st.recursive(
        st.none() | st.booleans() | st.integers() | st.text(max_size=8),
        lambda children: (
            st.lists(children, max_size=3)
            | st.dictionaries(st.text(max_size=5), children, max_size=3)
        ),
        max_leaves=6,
    ).map(json.dumps),
)


@settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
    derandomize=True,
)
@given(data=st.data())
def test_any_value_anywhere_in_any_file_never_crashes_a_reader(
    data: st.DataObject, home: Path
) -> None:
    name = data.draw(st.sampled_from(sorted(FILES)))
    good, _, read = FILES[name]
    place = data.draw(st.sampled_from(places(good())))
    raw = data.draw(raw_values)
    (home / "data").mkdir(parents=True, exist_ok=True)
    path = plant(name, raw, place)
    try:
        read()
    finally:
        for leftover in [*home.rglob("*.json*"), path]:
            leftover.unlink(missing_ok=True)
