"""Records: the JSON form, its validation, and replays that rebuild a match exactly."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from skruuvi_gui.cards import FULL_DECK, cards_text
from skruuvi_gui.match import FORMAT_VERSION, Match, Record, RecordError, SeatConfig, play_bots
from skruuvi_gui.rules.cribbage import CribbageObservation

HUMAN_AND_BOT = (SeatConfig("Maija", "human"), SeatConfig("Pekka", "bot", "random"))


def bots(count: int) -> tuple[SeatConfig, ...]:
    return tuple(SeatConfig(f"Bot {seat}", "bot", "random") for seat in range(count))


def finished(num_players: int, seed: int) -> Match:
    match = Match(
        "cribbage", {"num_players": num_players, "target_score": 61}, bots(num_players), seed
    )
    match.start()
    play_bots(match)
    return match


def assert_same_match(replayed: Match, original: Match) -> None:
    assert replayed.log == original.log
    assert replayed.outcome() == original.outcome()
    assert replayed.to_move() == original.to_move()
    assert replayed.state.public_observation() == original.state.public_observation()
    for seat in range(len(original.seats)):
        assert replayed.observation(seat) == original.observation(seat)


def valid_json() -> dict[str, Any]:
    match = Match("cribbage", {}, HUMAN_AND_BOT, 42)
    match.start()
    return match.to_record().to_json()


def test_the_json_form_is_the_documented_one() -> None:
    data = valid_json()
    assert sorted(data) == ["actions", "format_version", "game", "options", "seats", "seed"]
    assert data["format_version"] == FORMAT_VERSION == 1
    assert data["game"] == "cribbage"
    assert data["seed"] == 42
    assert data["options"]["target_score"] == 121
    assert data["seats"] == [
        {"name": "Maija", "kind": "human", "level": "normal"},
        {"name": "Pekka", "kind": "bot", "level": "random"},
    ]
    assert re.fullmatch(r"FIRST:[01]", data["actions"][0])
    assert data["actions"][1].startswith("DEAL:")


def test_a_record_survives_json_text_unchanged() -> None:
    record = finished(2, 1).to_record()
    assert Record.from_json(json.loads(json.dumps(record.to_json()))) == record


@pytest.mark.parametrize("num_players", [2, 3, 4])
def test_replaying_a_finished_game_rebuilds_it_exactly(num_players: int) -> None:
    original = finished(num_players, 20 + num_players)
    assert original.is_over
    record = Record.from_json(json.loads(json.dumps(original.to_record().to_json())))
    assert_same_match(Match.from_record(record), original)


def test_replaying_a_game_in_the_middle_rebuilds_it_exactly() -> None:
    original = Match("cribbage", {"num_players": 4}, bots(4), 9)
    original.start()
    play_bots(original, limit=30)
    assert not original.is_over
    assert_same_match(Match.from_record(original.to_record()), original)


def test_a_record_that_was_never_started_deals_as_the_match_would() -> None:
    unstarted = Match("cribbage", {}, HUMAN_AND_BOT, 13)
    started = Match("cribbage", {}, HUMAN_AND_BOT, 13)
    started.start()
    assert_same_match(Match.from_record(unstarted.to_record()), started)


def test_recorded_chance_is_kept_not_drawn_again() -> None:
    """A scripted deal: dealer 0, the pack in its fixed order; spec §2 gives pone (seat 1)
    deck[0], deck[2], ... and the dealer deck[1], deck[3], ... of the first twelve."""
    record = Record(
        "cribbage",
        {},
        HUMAN_AND_BOT,
        seed=1,
        actions=("FIRST:0", "DEAL:" + cards_text(FULL_DECK, ",")),
    )
    match = Match.from_record(record)
    views = [match.observation(seat) for seat in (0, 1)]
    assert all(isinstance(view, CribbageObservation) for view in views)
    dealer, pone = (view.hand for view in views if isinstance(view, CribbageObservation))
    assert cards_text(sorted(dealer)) == "2S 4S 6S 8S TS QS"
    assert cards_text(sorted(pone)) == "AS 3S 5S 7S 9S JS"
    assert match.log == record.actions


# --- what from_json refuses -------------------------------------------------------------


def changed(**changes: Any) -> dict[str, Any]:
    data = valid_json()
    for key, value in changes.items():
        if value is None:
            del data[key]
        else:
            data[key] = value
    return data


def seat(kind: str, level: str = "normal") -> dict[str, str]:
    return {"name": "X", "kind": kind, "level": level}


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([1, 2], "not a game record (no format_version)"),
        (changed(format_version=None), "not a game record (no format_version)"),
        (changed(format_version="1"), "not a game record (format_version '1')"),
        (changed(format_version=2), "newer version of the program (format 2;"),
        (changed(game="canasta"), "unknown game 'canasta'; known: cribbage"),
        (changed(options={"target_score": 100}), "option 'target_score' cannot be 100"),
        (changed(options={"colour": "red"}), "unknown option 'colour'"),
        (changed(seats=[seat("human")]), "has 2 seats, the record has 1"),
        (changed(seats=[seat("human"), seat("robot")]), "seat 1 kind must be one of"),
        (changed(seats=[seat("human"), seat("bot", "godlike")]), "no bot level 'godlike'"),
        (changed(seats={"0": seat("human")}), "seats must be a list"),
        (changed(seed="7"), "seed must be an integer, not '7'"),
        (changed(seed=True), "seed must be an integer, not True"),
        (changed(actions="FIRST:0"), "actions must be a list"),
    ],
)
def test_from_json_says_what_is_wrong(data: object, message: str) -> None:
    with pytest.raises(RecordError, match=re.escape(message)):
        Record.from_json(data)


def test_from_json_names_the_index_of_a_bad_action_text() -> None:
    data = valid_json()
    data["actions"] += ["D:2D,6D", "P:1X"]
    with pytest.raises(RecordError, match=re.escape("action 3 is not a cribbage action")) as caught:
        Record.from_json(data)
    assert caught.value.index == 3


# --- what a replay refuses --------------------------------------------------------------


def replay_error(actions: list[str]) -> RecordError:
    data = valid_json()
    data["actions"] = actions
    with pytest.raises(RecordError) as caught:
        Match.from_record(Record.from_json(data))
    return caught.value


def test_a_replay_names_the_index_of_an_illegal_action() -> None:
    deal = valid_json()["actions"][1]
    error = replay_error(["FIRST:0", "FIRST:1", deal])
    assert error.index == 1
    assert "action 1 (FIRST:1) is illegal on replay" in str(error)


def test_a_replay_names_a_discard_that_no_seat_can_make() -> None:
    data = valid_json()
    match = Match.from_record(Record.from_json(data))
    view = match.observation(0)
    assert isinstance(view, CribbageObservation)
    missing = [card for card in FULL_DECK if card not in view.hand][:1]
    error = replay_error([*data["actions"], f"D:{view.hand[0]},{missing[0]}"])
    assert error.index == 2
    assert "illegal on replay for each seat to move (0, 1)" in str(error)


def test_a_replay_refuses_actions_after_the_end() -> None:
    match = finished(2, 3)
    record = match.to_record()
    longer = Record(record.game, record.options, record.seats, record.seed, (*record.actions, "GO"))
    with pytest.raises(RecordError, match="after the game ended") as caught:
        Match.from_record(longer)
    assert caught.value.index == len(record.actions)
