"""The library of finished games: kept as records that open anywhere, newest first, at most
as many as chosen, and damaged files left where they are but named."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta

import pytest

from skruuvi_gui import storage
from skruuvi_gui.match import Match, Record, SeatConfig, library, play_bots
from skruuvi_gui.settings import DEFAULT_LIBRARY_LIMIT, Settings

START = datetime(2025, 3, 1, 18, 0, tzinfo=UTC)


def finished_cribbage(seed: int) -> Match:
    seats = (SeatConfig("Maija", "human"), SeatConfig("Bot", "bot", "random"))
    match = Match("cribbage", {"target_score": 61}, seats, seed)
    match.start()
    while not match.is_over:
        seat = match.to_move()[0]
        match.apply(seat, match.bot_for(seat).choose(match.observation(seat)))
    return match


def test_a_kept_game_is_a_record_that_replays() -> None:
    match = finished_cribbage(3)
    path = library.keep(match, START, 10)
    data = storage.read_json(path)
    again = Match.from_record(Record.from_json(data))
    assert again.log == match.log and again.outcome() == match.outcome()
    (entry,), unreadable = library.entries()
    assert unreadable == []
    outcome = match.outcome()
    assert outcome is not None
    assert (entry.scores, entry.winners) == (outcome.scores, outcome.winners)
    assert entry.finished == START and entry.players == ("Maija", "Bot")
    assert re.fullmatch(r"20250301T180000Z-cribbage-3-[0-9a-f]{6}\.json", path.name)
    assert entry.id == path.stem


def test_a_finished_game_is_kept_once_under_its_id() -> None:
    finished = library.finished_game(finished_cribbage(3), START)
    first = library.keep_finished(finished, 10)
    first.write_bytes(first.read_bytes() + b" ")  # what a second filing must not write over
    assert library.keep_finished(finished, 10) == first
    assert first.read_bytes().endswith(b" ") and len(library.entries()[0]) == 1


def test_newest_first_and_the_oldest_let_go_beyond_the_limit() -> None:
    for day in range(5):
        library.keep(finished_cribbage(day + 1), START + timedelta(days=day), 3)
    kept, _ = library.entries()
    assert [entry.record.seed for entry in kept] == [5, 4, 3]
    assert library.prune(2) and [e.record.seed for e in library.entries()[0]] == [5, 4]


def test_two_games_ending_in_one_second_are_both_kept() -> None:
    match = finished_cribbage(3)
    library.keep(match, START, 10)
    library.keep(match, START, 10)
    assert len(library.entries()[0]) == 2


def test_an_unfinished_game_is_not_kept() -> None:
    match = Match("cribbage", {}, (SeatConfig("A", "human"), SeatConfig("B", "human")), 1)
    match.start()
    with pytest.raises(ValueError, match="finished"):
        library.keep(match, START, 10)


def test_a_damaged_file_is_named_and_left_alone() -> None:
    library.keep(finished_cribbage(3), START, 10)
    bad = library.library_dir() / "20250101T000000Z-cribbage-1.json"
    bad.write_text("{not json", encoding="utf-8")
    kept, unreadable = library.entries()
    assert len(kept) == 1 and unreadable == [bad.name]
    assert bad.exists()


def test_a_computer_game_is_kept_too() -> None:
    seats = [SeatConfig(f"Bot {i}", "bot", "random") for i in range(4)]
    match = Match("skruuvi", {"length": "alkupeli"}, seats, 2)
    match.start()
    play_bots(match)
    library.keep(match, START, 10)
    assert library.entries()[0][0].record.game == "skruuvi"


def test_the_limit_is_a_setting_within_bounds() -> None:
    assert Settings().library_limit == DEFAULT_LIBRARY_LIMIT
    base = Settings().to_json()
    assert Settings.from_json({**base, "library_limit": 50}).library_limit == 50
    assert Settings.from_json({**base, "library_limit": 1}).library_limit == DEFAULT_LIBRARY_LIMIT
    assert Settings.from_json({**base, "library_limit": "9"}).library_limit == 300
