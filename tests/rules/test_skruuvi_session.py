"""Skruuvi sessions (spec §1): letters, partnerships, seating, dealers, five players, purku,
practice deals; and whole games played by random legal actions."""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from skruuvi_gui.rules import GAMES
from skruuvi_gui.rules.api import CHANCE, Action, Dealt, Event, GameOver, Scored, Seat
from skruuvi_gui.rules.skruuvi import (
    LETTERS,
    SPEC,
    DrawLetters,
    Give,
    Knock,
    MakeBid,
    Pass,
    Reknock,
    RobberStarted,
    ScoreWritten,
    SkruuviObservation,
    SkruuviOptions,
    SkruuviState,
    parse_action,
    plan_robber,
    robber_ledger,
)
from skruuvi_gui.rules.skruuvi.session import robber_count


def partnerships(number: int, letters: tuple[int, ...]) -> set[str]:
    """The robber's partnerships as letter pairs, such as ``{"AB", "CD"}``."""
    seating = plan_robber(number, letters).seating
    return {
        "".join(sorted(LETTERS[letters[seat]] for seat in seating.side(side))) for side in (0, 1)
    }


# --- the shape of a session -------------------------------------------------------------------


def test_four_player_partnerships_and_purku() -> None:
    letters = (2, 0, 3, 1)  # seat 0 is C, seat 1 is A, ...
    expected = [{"AB", "CD"}, {"AC", "BD"}, {"AD", "BC"}]
    assert [partnerships(r, letters) for r in range(3)] == expected
    assert [partnerships(r, letters) for r in range(3, 6)] == expected[::-1]
    assert robber_count(SkruuviOptions()) == 3
    assert robber_count(SkruuviOptions(length="purku")) == 6
    assert robber_count(SkruuviOptions(length="robber")) == 1


def test_partners_sit_opposite_and_robber_r_is_first_dealt_by_letter_r() -> None:
    letters = (2, 0, 3, 1)
    seat_of = {letter: seat for seat, letter in enumerate(letters)}
    for number in range(6):
        robber = plan_robber(number, letters)
        seating = robber.seating
        assert sorted(seating.order) == [0, 1, 2, 3]
        assert seating.sitting_out is None
        for seat in seating.order:
            assert seating.partner_of(seating.partner_of(seat)) == seat
            assert seating.left_of(seating.right_of(seat)) == seat
            assert seating.side_of(seat) == seating.side_of(seating.partner_of(seat))
        assert robber.first_dealer == seat_of[number % 4]
        dealers = [robber.dealer(deal) for deal in range(8)]
        assert dealers[:4] == list(seating.clockwise_from(robber.first_dealer))
        assert dealers[4:] == dealers[:4]


def test_five_players_sit_out_in_turn_and_partner_everyone_once() -> None:
    letters = (0, 1, 2, 3, 4)
    assert robber_count(SkruuviOptions(num_players=5)) == 5
    assert robber_count(SkruuviOptions(num_players=5, length="purku")) == 10
    seen: list[str] = []
    for k in range(5):
        seating = plan_robber(k, letters).seating
        assert seating.sitting_out == k
        pairs = partnerships(k, letters)
        assert pairs == {
            "".join(sorted(LETTERS[(k + a) % 5] + LETTERS[(k + b) % 5]))
            for a, b in ((1, 4), (2, 3))
        }
        seen.extend(pairs)
        assert seating.left[k] == -1
        assert plan_robber(k, letters).first_dealer == seating.order[0]
    assert sorted(seen) == sorted("".join(pair) for pair in combinations(LETTERS, 2))
    assert plan_robber(9, letters).seating == plan_robber(0, letters).seating


def test_options() -> None:
    assert SPEC is GAMES["skruuvi"]
    assert SPEC.check_options({}) == {
        "scoring": "modern",
        "length": "session",
        "num_players": 4,
        "round_to_five": False,
    }
    assert SPEC.check_options({"scoring": "traditional"})["scoring"] == "traditional"
    assert SPEC.num_seats({"num_players": 5}) == 5
    for bad in ({"scoring": "1944"}, {"length": "forever"}, {"num_players": 3}):
        with pytest.raises(ValueError):
            SPEC.check_options(bad)
        with pytest.raises(ValueError):
            SPEC.new_state(bad)


# --- random play ------------------------------------------------------------------------------


def choose(state: SkruuviState, seat: Seat, rng: random.Random) -> Action:
    """A random legal action, with bidding kept low and passes common so that every kind of
    deal turns up: contracts at many levels, pass-misère, knocks."""
    legal = state.legal_actions(seat)
    if Pass() in legal and rng.random() < (0.8 if isinstance(legal[-1], MakeBid) else 0.7):
        return Pass()
    bids = [action for action in legal if isinstance(action, MakeBid)]
    if bids:
        return rng.choice(bids[:4])
    return rng.choice(legal)


def play_game(
    options: SkruuviOptions, seed: int
) -> tuple[SkruuviState, list[tuple[Seat, str]], list[Event]]:
    rng = random.Random(seed)
    state = SkruuviState(options)
    steps: list[tuple[Seat, str]] = []
    events: list[Event] = []
    while state.outcome() is None:
        to_move = state.to_move()
        if to_move == (CHANCE,):
            seat, action = CHANCE, state.sample_chance(rng)
        else:
            seat = rng.choice(to_move)
            action = choose(state, seat, rng)
        steps.append((seat, str(action)))
        events.extend(state.apply(seat, action))
    return state, steps, events


@pytest.mark.parametrize(
    "options",
    [
        SkruuviOptions(),
        SkruuviOptions(scoring="2016", num_players=5),
    ],
    ids=["four players, modern", "five players, 2016"],
)
def test_a_whole_session_adds_up(options: SkruuviOptions) -> None:
    state, _, events = play_game(options, seed=7)
    view = state.public_observation()
    robbers = 3 if options.num_players == 4 else 5
    assert len(view.results) == robbers * 8
    assert [e.robber for e in events if isinstance(e, RobberStarted)] == list(range(robbers))
    kinds = [result.kind for result in view.results]
    assert kinds == (["alkupeli"] * 4 + ["kotka"] * 4) * robbers
    # Robber r is first dealt by letter r mod 4 (five players: the first seat of its order),
    # then the deal goes clockwise; each player deals once in alkupeli and once in kotka.
    dealers = [event.dealer for event in events if isinstance(event, Dealt)]
    assert dealers == [result.dealer for result in view.results]
    for number in range(robbers):
        seating = plan_robber(number, view.letters).seating
        first = view.letters.index(number % 4) if options.num_players == 4 else seating.order[0]
        assert dealers[8 * number : 8 * number + 8] == list(seating.clockwise_from(first)) * 2

    totals = [
        sum(result.points[seat] for result in view.results) for seat in range(state.num_seats)
    ]
    scored = [0] * state.num_seats
    for event in events:
        if isinstance(event, Scored):
            scored[event.side] += event.points
            assert event.total == scored[event.side]
    outcome = state.outcome()
    assert outcome is not None
    assert list(outcome.scores) == totals == scored == list(view.scores)
    assert outcome.winners == tuple(s for s in range(state.num_seats) if totals[s] == max(totals))
    assert outcome.details == {"robbers": robbers, "deals": robbers * 8}
    assert [e for e in events if isinstance(e, GameOver)] == [GameOver(outcome)]

    # Partners score alike; a player sitting out scores nothing that robber.
    for result in view.results:
        seating = plan_robber(result.robber, view.letters).seating
        for side in (0, 1):
            first, second = seating.side(side)
            assert result.points[first] == result.points[second]
        if seating.sitting_out is not None:
            assert result.points[seating.sitting_out] == 0
    contracts = {result.contract for result in view.results}
    assert "pass_misere" in contracts
    assert len(contracts) > 5


@pytest.mark.parametrize("round_to_five", [False, True])
def test_a_whole_traditional_session_keeps_a_ledger_per_player(round_to_five: bool) -> None:
    options = SkruuviOptions(scoring="traditional", num_players=5, round_to_five=round_to_five)
    state, _, events = play_game(options, seed=11)
    view = state.public_observation()
    assert len(view.results) == 5 * 8
    assert min(r.contract[0] for r in view.results if r.contract != "pass_misere") == "4"
    ledger = [0] * 5
    for robber in range(5):
        seating = plan_robber(robber, view.letters).seating
        mine = [r for r in view.results if r.robber == robber]
        totals = (
            sum(r.points[seating.order[0]] for r in mine),
            sum(r.points[seating.order[1]] for r in mine),
        )
        entries = robber_ledger(totals, round_to_five=round_to_five)
        for side in (0, 1):
            for seat in seating.side(side):
                ledger[seat] += entries[side]
        for result in mine:  # each deal's points are its items, side by side
            for side in (0, 1):
                points = sum(i.points for i in result.items if i.side == side)
                assert result.points[seating.order[side]] == points
        games = [i.detail[0] for r in mine for i in r.items if i.reason == "game"]
        for side in (0, 1):
            numbers = [
                i.detail[0] for r in mine for i in r.items if i.reason == "game" and i.side == side
            ]
            assert numbers == list(range(1, len(numbers) + 1))
        assert all(
            i.points == 200 * i.detail[0] for r in mine for i in r.items if i.reason == "game"
        )
        assert games or robber  # at least the first robber sees a game
    outcome = state.outcome()
    assert outcome is not None
    assert list(outcome.scores) == ledger == list(view.scores)
    if round_to_five:
        assert all(score % 500 == 0 for score in ledger)
    assert {e.reason for e in events if isinstance(e, Scored)} == {"ledger"}
    running: dict[int, int] = {}
    for event in events:
        if isinstance(event, RobberStarted):
            running = {}
        elif isinstance(event, ScoreWritten):
            running[event.item.side] = running.get(event.item.side, 0) + event.item.points
            assert event.total == running[event.item.side]


def test_the_deal_moves_clockwise_and_a_player_sitting_out_never_acts() -> None:
    options = SkruuviOptions(num_players=5, length="robber")
    rng = random.Random(3)
    state = SkruuviState(options)
    dealers: list[Seat] = []
    while state.outcome() is None:
        to_move = state.to_move()
        if to_move == (CHANCE,):
            for event in state.apply(CHANCE, state.sample_chance(rng)):
                if isinstance(event, Dealt):
                    dealers.append(event.dealer)
            continue
        view = state.public_observation()
        assert view.sitting_out is not None
        assert view.sitting_out not in to_move
        assert view.hand_sizes[view.sitting_out] == 0
        seat = to_move[0]
        state.apply(seat, choose(state, seat, rng))
    robber = plan_robber(0, state.public_observation().letters)
    assert robber.seating.sitting_out == state.public_observation().letters.index(0)
    assert dealers == [robber.dealer(deal) for deal in range(8)]


@pytest.mark.parametrize(("length", "kind"), [("alkupeli", "alkupeli"), ("kotka", "kotka")])
def test_a_practice_game_is_one_deal(length: str, kind: str) -> None:
    state, _, _ = play_game(SkruuviOptions(length=length), seed=1)
    view = state.public_observation()
    assert [result.kind for result in view.results] == [kind]
    assert view.phase == "game_over"
    assert state.to_move() == ()


# --- the game contract, with deals that random bidding alone would rarely reach ---------


def check_views(state: SkruuviState) -> None:
    public = state.public_observation()
    for seat in range(state.num_seats):
        view = state.observation(seat)
        hidden = state.hidden_cards(seat)
        assert not view.visible_cards() & hidden
        assert not public.visible_cards() & hidden
        assert len(view.visible_cards() | hidden) == 52
        assert view.legal == state.legal_actions(seat)


def views(state: SkruuviState) -> list[SkruuviObservation]:
    return [state.observation(s) for s in range(state.num_seats)] + [state.public_observation()]


@pytest.mark.parametrize("seed", range(6))
def test_random_deals_leak_nothing_and_replay(seed: int) -> None:
    options = SkruuviOptions(
        scoring=("modern", "2016", "traditional")[(seed + seed // 3) % 3],
        length=("alkupeli", "kotka", "robber")[seed % 3],
        num_players=4 + seed // 3 % 2,
    )
    rng = random.Random(seed)
    state = SkruuviState(options)
    steps: list[tuple[Seat, Action, tuple[Event, ...]]] = []
    while state.outcome() is None:
        check_views(state)
        to_move = state.to_move()
        if to_move == (CHANCE,):
            seat, action = CHANCE, state.sample_chance(rng)
        else:
            seat = rng.choice(to_move)
            action = choose(state, seat, rng)
            if rng.random() < 0.1:
                before = views(state)
                copy = state.clone()
                copy.apply(seat, state.legal_actions(seat)[-1])
                assert views(state) == before
        events = state.apply(seat, parse_action(str(action)))
        steps.append((seat, action, events))
    check_views(state)
    fresh = SkruuviState(options)
    for seat, action, events in steps:
        assert fresh.apply(seat, action) == events
    assert views(fresh) == views(state)


def test_random_play_reaches_every_phase() -> None:
    phases: set[str] = set()
    kinds: set[type] = set()
    for seed in range(6):
        _, steps, events = play_game(SkruuviOptions(length="robber"), seed)
        phases.update(getattr(event, "phase", "") for event in events)
        kinds.update(type(parse_action(text)) for _, text in steps)
    assert {"pass_misere_exchange", "defenders_exchange", "knocks", "final_bidding"} <= phases
    assert {DrawLetters, Give, Knock, Reknock, MakeBid, Pass} <= kinds
