"""Every registered game, played at random from many seeds, keeps the game contract.

The game always ends; action texts parse back; cards are conserved; scores add up; replaying
the action texts gives the same game; clones are independent; no view shows a hidden card;
illegal actions are refused without a change.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

import pytest

from skruuvi_gui.cards import Card
from skruuvi_gui.rules import GAMES
from skruuvi_gui.rules.api import (
    CHANCE,
    Action,
    Event,
    GameOver,
    GameSpec,
    IllegalActionError,
    Observation,
    Scored,
    Seat,
    State,
    seat_after_chance,
)
from skruuvi_gui.rules.cribbage import CribbageObservation
from skruuvi_gui.rules.skruuvi import SkruuviObservation
from skruuvi_gui.rules.squint import SquintObservation

SEEDS = range(12)
MAX_STEPS = 20_000

#: Cards dealt per deal in cribbage (hands, plus the crib card with three players).
CRIBBAGE_DEALT = {2: 12, 3: 16, 4: 20}
#: Games whose scoring items may be penalties (negative); an item is never worth nothing.
PENALTY_GAMES = frozenset({"skruuvi", "squint"})
#: Option values whose games are too long to play out here with every check at every step;
#: the game's own tests play them (skruuvi: whole sessions, in test_skruuvi_session.py;
#: squint: random play seldom reaches a target score, so every game here has a short deal
#: limit; test_squint_game.py plays games that end at the target).
TOO_LONG: dict[str, dict[str, tuple[Any, ...]]] = {
    "skruuvi": {"length": ("session", "purku")},
    "squint": {"deal_limit": (None, 15, 20, 25, 30)},
}


def random_options(spec: GameSpec, rng: random.Random) -> dict[str, Any]:
    too_long = TOO_LONG.get(spec.id, {})
    return {
        option.key: rng.choice(
            [value for value in option.choices if value not in too_long.get(option.key, ())]
        )
        for option in spec.options
    }


def views(state: State) -> list[Observation]:
    return [state.observation(s) for s in range(state.num_seats)] + [state.public_observation()]


class Recorder:
    """Plays one random game with every check on the way, keeping what a replay needs."""

    def __init__(self, spec: GameSpec, options: Mapping[str, Any], seed: int) -> None:
        self.spec = spec
        self.rng = random.Random(seed)
        self.state = spec.new_state(options)
        self.steps: list[tuple[Seat, str, tuple[Event, ...]]] = []
        self.seen: list[Action] = []
        self.universe: frozenset[Card] | None = None
        self.side_points: dict[int, int] = {}

    def play(self) -> None:
        state = self.state
        while state.outcome() is None:
            assert len(self.steps) < MAX_STEPS, "the game did not end"
            self.check_views()
            to_move = state.to_move()
            assert to_move, "nobody is to move in an unfinished game"
            if to_move == (CHANCE,):
                seat: Seat = CHANCE
                action = state.sample_chance(self.rng)
            else:
                seat = self.rng.choice(to_move)
                legal = state.legal_actions(seat)
                assert legal, f"seat {seat} is to move but has no legal action"
                action = self.rng.choice(legal)
                if len(self.steps) % 5 == 0:
                    self.check_refusals(seat, legal)
                if len(self.steps) % 7 == 0:
                    self.check_clone()
            text = str(action)
            assert self.spec.parse_action(text) == action
            events = state.apply(seat, action)
            self.check_scores(events)
            self.steps.append((seat, text, events))
            self.seen.append(action)
        assert state.to_move() == ()
        self.check_views()

    def check_views(self) -> None:
        state = self.state
        to_move = state.to_move()
        public = state.public_observation()
        for seat in range(state.num_seats):
            view = state.observation(seat)
            hidden = state.hidden_cards(seat)
            visible = view.visible_cards()
            assert not visible & hidden, f"seat {seat} sees hidden {visible & hidden}"
            assert not public.visible_cards() & hidden
            universe = visible | hidden
            if self.universe is None:
                self.universe = universe
            assert universe == self.universe, "cards appeared or vanished"
            expected = state.legal_actions(seat) if seat in to_move else ()
            assert view.legal == expected
            assert view.to_move == to_move
            if isinstance(view, CribbageObservation) and view.deal_number:
                held = sum(view.hand_sizes) + view.crib_size + len(view.played)
                assert held == CRIBBAGE_DEALT[state.num_seats]
                assert len(view.played) == len(set(view.played))
            if isinstance(view, SkruuviObservation):
                check_skruuvi_view(view)
            if isinstance(view, SquintObservation):
                check_squint_view(view)

    def check_refusals(self, seat: Seat, legal: tuple[Action, ...]) -> None:
        state = self.state
        before = views(state)
        for action in self.rng.sample(self.seen, min(len(self.seen), 3)):
            if action not in legal:
                with pytest.raises(IllegalActionError):
                    state.apply(seat, action)
        for other in range(state.num_seats):
            if other not in state.to_move():
                with pytest.raises(IllegalActionError):
                    state.apply(other, legal[0])
                break
        assert views(state) == before, "a refused action changed the state"

    def check_clone(self) -> None:
        state = self.state
        before = views(state)
        copy = state.clone()
        assert views(copy) == before
        for _ in range(3):
            to_move = copy.to_move()
            if not to_move:
                break
            if to_move == (CHANCE,):
                copy.apply(CHANCE, copy.sample_chance(self.rng))
            else:
                seat = to_move[0]
                copy.apply(seat, copy.legal_actions(seat)[-1])
        assert views(state) == before, "changing a clone changed the original"

    def check_scores(self, events: tuple[Event, ...]) -> None:
        for event in events:
            if isinstance(event, Scored):
                total = self.side_points.get(event.side, 0) + event.points
                self.side_points[event.side] = total
                assert event.total == total
                assert event.points != 0
                if self.spec.id not in PENALTY_GAMES:
                    assert event.points > 0
            elif isinstance(event, GameOver):
                scores = event.outcome.scores
                assert scores == tuple(self.side_points.get(s, 0) for s in range(len(scores)))
                assert event.outcome.winners
                self.side_points = {}

    def replay(self, options: Mapping[str, Any]) -> None:
        fresh = self.spec.new_state(options)
        for seat, text, events in self.steps:
            assert fresh.apply(seat, self.spec.parse_action(text)) == events
        assert views(fresh) == views(self.state)
        assert fresh.outcome() == self.state.outcome()


def check_skruuvi_view(view: SkruuviObservation) -> None:
    """The whole pack is in hands, face down in the centre or played, once dealt; a player
    sitting out never acts."""
    assert view.sitting_out is None or view.sitting_out not in view.to_move
    if view.phase not in ("draw", "deal"):
        played = len(view.trick) + 4 * len(view.tricks)
        assert sum(view.hand_sizes) + view.centre_size + played == 52
        assert len(view.hand) == (0 if view.seat is None else view.hand_sizes[view.seat])


def check_squint_view(view: SquintObservation) -> None:
    """Once dealt, the whole pack is in hands, in the squint, out of play or played; no bid
    card shows before all five are picked."""
    if view.phase != "deal":
        played = len(view.trick) + 5 * len(view.tricks)
        face_up = sum(len(transfer.cards) for transfer in view.discards_shown)
        out = view.discard_size + face_up
        assert sum(view.hand_sizes) + view.squint_size + out + played == 52
        assert len(view.hand) == (0 if view.seat is None else view.hand_sizes[view.seat])
    assert not view.bids or len(view.picked) == 5
    assert len(view.to_move) <= 1 or view.phase == "bid"


@pytest.mark.parametrize("game_id", sorted(GAMES))
@pytest.mark.parametrize("seed", SEEDS)
def test_random_games_keep_the_contract(game_id: str, seed: int) -> None:
    spec = GAMES[game_id]
    options = random_options(spec, random.Random(f"{game_id}/{seed}"))
    recorder = Recorder(spec, options, seed)
    recorder.play()
    recorder.replay(options)
    outcome = recorder.state.outcome()
    assert outcome is not None
    assert len(outcome.scores) >= 1
    assert set(outcome.winners) <= set(range(recorder.state.num_seats))


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_default_options_are_valid(game_id: str) -> None:
    spec = GAMES[game_id]
    defaults = spec.check_options({})
    state = spec.new_state(defaults)
    assert state.num_seats == spec.num_seats(defaults)
    assert state.outcome() is None
    with pytest.raises(ValueError):
        spec.check_options({"no such option": 1})


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_seat_after_chance_deals_and_names_the_seat_to_move(game_id: str) -> None:
    spec = GAMES[game_id]
    dealt = []
    for _ in range(2):
        state = spec.new_state(spec.check_options({}))
        assert state.to_move() == (CHANCE,)
        seat = seat_after_chance(state, random.Random(5))
        assert seat in state.to_move() and CHANCE not in state.to_move()
        dealt.append(state.observation(seat).visible_cards())
    # The same seed deals the same cards.
    assert dealt[0] == dealt[1] and dealt[0]
