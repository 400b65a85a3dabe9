"""Records longer than any game the rules allow in practice are refused with a reason, before
anything is replayed; every game the program plays stays well within the bound."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from skruuvi_gui import storage
from skruuvi_gui.match import Match, SeatConfig, play_bots
from skruuvi_gui.match.autosave import autosave_path, load_autosave, resumed
from skruuvi_gui.match.record import (
    MOST_ITEMS,
    SQUINT_DEALS,
    Record,
    RecordTooLongError,
    longest,
)
from skruuvi_gui.match.replay import Replay
from skruuvi_gui.rules import game_spec
from skruuvi_gui.rules.api import Dealt
from skruuvi_gui.stats.filing import file_waiting

GAMES = [
    ("cribbage", {}, 2),
    ("cribbage", {"num_players": 4, "target_score": 61}, 4),
    ("skruuvi", {"length": "robber"}, 4),
    ("squint", {"target_score": 10_000, "deal_limit": 10}, 5),
]


@pytest.mark.parametrize(("game", "options", "players"), GAMES)
def test_games_of_computers_stay_within_the_bound_deal_by_deal(
    game: str, options: dict[str, object], players: int
) -> None:
    complete = game_spec(game).check_options(options)
    seats = [SeatConfig(f"Bot {i}", "bot", "random") for i in range(players)]
    for seed in (1, 2, 3):
        match = Match(game, complete, seats, seed)
        match.start()
        play_bots(match)
        record = match.to_record()
        assert match.is_over and len(record.actions) <= longest(game, complete)
        steps = Replay(game, complete, record.actions).steps
        deals = [
            i for i, step in enumerate(steps) if any(isinstance(e, Dealt) for e in step.events)
        ]
        deal_lengths = [
            after - before for before, after in zip(deals, [*deals[1:], len(steps)], strict=True)
        ]
        per_deal = longest(game, complete) / _deals(game, complete)
        assert max(deal_lengths) <= per_deal
        # Its file's items: an action each, a deal's cards, and a few more.
        items = storage.json_bytes(record.to_json()).count(b",") + 1
        assert items <= len(record.actions) + 52 * len(deals) + 100


def _deals(game: str, options: dict[str, object]) -> int:
    if game == "squint":
        return min(SQUINT_DEALS, int(str(options["deal_limit"])))
    if game == "skruuvi":
        return 32
    sides = 2 if options["num_players"] == 4 else int(str(options["num_players"]))
    games = sides * (int(str(options["games_to_win"])) - 1) + 1
    return games * (sides * int(str(options["target_score"])) // 4 + 1)


def test_an_endless_squint_is_refused_with_its_reason_before_any_replay(tmp_path: Path) -> None:
    seats = [SeatConfig(f"Bot {i}", "bot", "random") for i in range(5)]
    match = Match("squint", {}, seats, 1)
    match.start()
    data = match.to_record().to_json()
    bound = longest("squint", match.options)
    assert bound == 60 * 66
    data["actions"] = data["actions"] * (bound + 1)
    with pytest.raises(RecordTooLongError, match=f"more than any game of squint.*{bound}"):
        Record.from_json(data)
    path = tmp_path / "long.json"
    path.write_text(json.dumps(data))
    with pytest.raises(storage.DamagedFileError) as caught:
        storage.parse_file(path, resumed)
    assert caught.value.damage == "too_long"


def test_a_deal_limit_shortens_the_bound() -> None:
    spec = game_spec("squint")
    assert longest("squint", spec.check_options({"deal_limit": 10})) == 10 * 66
    assert longest("squint", spec.check_options({"deal_limit": 500})) == 60 * 66


def test_the_longest_record_any_options_allow_holds_fewer_items_than_the_limit() -> None:
    """Counted as the games above count (an action each, a deal's cards, a few more)."""
    spec = game_spec("cribbage")
    most = max(
        longest("cribbage", options) + 52 * _deals("cribbage", options) + 100
        for players in (2, 3, 4)
        for target in (61, 121)
        for games in (1, 2, 3, 4)
        if (
            options := spec.check_options(
                {"num_players": players, "target_score": target, "games_to_win": games}
            )
        )
    )
    squint = game_spec("squint").check_options({})
    skruuvi = game_spec("skruuvi").check_options({"length": "session"})
    most = max(
        most,
        longest("squint", squint) + 52 * SQUINT_DEALS + 100,
        longest("skruuvi", skruuvi) + 52 * 32 + 100,
    )
    assert most == 25_480 + 52 * 910 + 100
    assert most < MOST_ITEMS


def endless_squint(path: Path) -> Path:
    """The endless Squint of 783,532 card plays, written at ``path`` without spaces."""
    seats = [SeatConfig(f"Bot {i}", "bot", "random") for i in range(5)]
    match = Match("squint", {}, seats, 1)
    match.start()
    data = match.to_record().to_json()
    data["actions"] = ["P:QS"] * 783_532
    path.write_text(json.dumps(data, separators=(",", ":")))
    return path


def test_a_record_far_longer_than_any_is_refused_before_it_is_parsed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Refused by counting, not parsing, which would hold every other thread of the program
    still while it went on."""
    path = endless_squint(tmp_path / "endless.json")
    assert 5_000_000 < path.stat().st_size < storage.MAX_FILE_BYTES  # let in by its size

    def parsed(*args: object, **kwargs: object) -> object:
        raise AssertionError("parsed")

    monkeypatch.setattr(json, "loads", parsed)  # the module storage parses with
    with pytest.raises(storage.DamagedFileError) as caught:
        storage.parse_file(path, resumed, MOST_ITEMS)
    assert caught.value.damage == "too_long"
    items = path.read_bytes().count(b",") + 1
    assert 783_532 < items < 783_600  # the actions and the record's other fields
    reason = f"about {items} items, more than a file of this kind holds (200000)"
    assert caught.value.reason == reason


def test_a_replay_holds_one_action_for_each_text() -> None:
    """A long game's steps share the actions its texts repeat: what the game keeps for its
    whole length stays small for Python's collections to walk."""
    seats = [SeatConfig(f"Bot {i}", "bot", "random") for i in range(5)]
    match = Match("squint", {"deal_limit": 3}, seats, 2)
    match.start()
    play_bots(match)
    steps = Replay("squint", match.options, match.log).steps
    actions = {id(step.action) for step in steps}
    assert len(actions) == len(set(match.log)) < len(match.log)
    assert [str(step.action) for step in steps] == [
        str(game_spec("squint").parse_action(text)) for text in match.log
    ]


def test_an_endless_saved_game_is_moved_aside_at_the_start_unparsed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The start's resume and its filing of a finished game both count first."""
    endless_squint(autosave_path())

    def parsed(*args: object, **kwargs: object) -> object:
        raise AssertionError("parsed")

    monkeypatch.setattr(json, "loads", parsed)
    assert file_waiting(10) == []
    game, problem = load_autosave()
    assert game is None and problem is not None
    assert problem.damage == "too_long" and problem.recovery == "no_backup"
    assert not autosave_path().exists() and problem.moved_to
