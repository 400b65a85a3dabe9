"""The expert against an outside player: OpenSpiel's Information-Set MCTS on its own cribbage.

Our engine is the referee. At the outside player's turn its position is rebuilt as an
OpenSpiel ``cribbage`` state (the earlier deals replayed card for card, so both engines agree
on the scores and who deals) and OpenSpiel's ``ISMCTSBot`` searches it. OpenSpiel's cribbage
cannot resample the hidden cards itself, so each simulation's world is drawn here, from what
that seat has seen alone: the other hand uniformly from the unseen cards, holding nothing
that could have been played where it passed, its throw uniformly from what is left. The
referee takes the throws in OpenSpiel's order (its first dealer's seat first). Leaves are
valued by random play to the end of the deal, as the point difference, or by OpenSpiel's own
returns (its win bonus included) when the game ends.

Duplicate games: every seed is played twice, the players swapping seats. Needs OpenSpiel,
kept out of the project's environment (benchmark only)::

    python3 -m venv .venv-openspiel && .venv-openspiel/bin/pip install open-spiel
    PYTHONPATH=. nice -n 10 .venv-openspiel/bin/python -m benchmarks.cribbage_openspiel \\
        --pairs 50 --simulations 1000 --workers 2
"""

from __future__ import annotations

import argparse
import importlib
import json
import random
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from benchmarks.intervals import wilson
from skruuvi_gui.bots import Bot, make_bot
from skruuvi_gui.bots.cribbage.reading import floors, guess_world
from skruuvi_gui.bots.cribbage.sampling import unseen_cards
from skruuvi_gui.cards import Card
from skruuvi_gui.progress import Progress
from skruuvi_gui.rules.api import CHANCE, Action, Seat
from skruuvi_gui.rules.cribbage import CribbageOptions, CribbageState, Discard, Go, Play
from skruuvi_gui.rules.cribbage.model import DISCARD, CribbageObservation

#: OpenSpiel's "Pass" (say go), and its suits in card-number order.
PASS = 2756
SUITS = "CDHS"


def card_id(card: Card) -> int:
    return SUITS.index(card.suit.value) * 13 + card.rank.value - 1


def throw_action(cards: Sequence[Card]) -> int:
    """OpenSpiel's action for throwing two cards (the lower-numbered first, as it lists them)."""
    first, second = sorted(cards, key=lambda card: (card.rank.value, SUITS.index(card.suit.value)))
    return 52 + 52 * card_id(first) + card_id(second)


@dataclass
class DealRecord:
    """One deal as OpenSpiel plays it, by OpenSpiel player (0 deals first in the game)."""

    hands: list[tuple[Card, ...]]
    throws: list[tuple[Card, ...] | None] = field(default_factory=lambda: [None, None])
    starter: Card | None = None
    plays: list[tuple[int, Card]] = field(default_factory=list)


def replay_deal(state: Any, deal: DealRecord, upto_player: int | None = None) -> None:
    """Apply ``deal`` to an OpenSpiel state at the start of that deal, then pass the turn on
    until ``upto_player`` is to act, or (without one) to the end of the deal."""
    for player in (0, 1):
        for card in deal.hands[player]:
            state.apply_action(card_id(card))
    for player in (0, 1):
        throw = deal.throws[player]
        if throw is None:
            return
        state.apply_action(throw_action(throw))
    if deal.starter is None:
        return
    state.apply_action(card_id(deal.starter))
    for player, card in deal.plays:
        action = card_id(card)
        # OpenSpiel ends a series only when every player has passed, and checks no count.
        while state.current_player() != player or action not in state.legal_actions():
            state.apply_action(PASS)
        state.apply_action(action)
    while not state.is_terminal() and not state.is_chance_node():
        if state.current_player() == upto_player and state.legal_actions() != [PASS]:
            return
        state.apply_action(PASS)


class DealRollout:
    """OpenSpiel evaluator: random play to the end of the deal (a fresh 52-card deal is
    next), valued as each player's points less the other's; the game's returns at its end."""

    def __init__(self, rng: random.Random) -> None:
        self._rng = rng

    def prior(self, state: Any) -> list[tuple[int, float]]:
        actions = state.legal_actions()
        return [(action, 1 / len(actions)) for action in actions]

    def evaluate(self, state: Any) -> list[float]:
        rng = self._rng
        while not state.is_terminal():
            actions = state.legal_actions()
            if state.is_chance_node() and len(actions) == 52:
                break
            state.apply_action(rng.choice(actions))
        returns = state.returns()
        if state.is_terminal():
            return [float(returns[0]), float(returns[1])]
        margin = float(returns[0] - returns[1])
        return [margin, -margin]


class OpenSpielPlayer:
    """A seat of our game played by OpenSpiel's ISMCTS, the position rebuilt at its turn."""

    def __init__(self, pyspiel: Any, simulations: int, uct_c: float, seed: int) -> None:
        ismcts = importlib.import_module("open_spiel.python.algorithms.ismcts")
        numpy = importlib.import_module("numpy")
        self._pyspiel = pyspiel
        self._game = pyspiel.load_game("cribbage")
        self._rng = random.Random(seed)
        self._bot = ismcts.ISMCTSBot(
            self._game,
            DealRollout(self._rng),
            uct_c,
            simulations,
            random_state=numpy.random.RandomState(seed % 2**32),
        )
        self._bot.set_resampler(self._resample)
        self._observation: CribbageObservation | None = None
        self._start: Any = None
        self._deal: DealRecord | None = None

    def choose(
        self, observation: CribbageObservation, start: Any, deal: DealRecord, player: int
    ) -> Action:
        """The action for our seat, searched from OpenSpiel's ``start`` of this deal."""
        self._observation, self._start, self._deal = observation, start, deal
        actual = start.clone()
        replay_deal(actual, deal, player)
        action = self._bot.step(actual)
        legal = observation.legal
        if action == PASS:
            return next(a for a in legal if isinstance(a, Go))
        if action >= 52:
            thrown = {(action - 52) // 52, (action - 52) % 52}
            return next(
                a
                for a in legal
                if isinstance(a, Discard) and {card_id(c) for c in a.cards} == thrown
            )
        return next(a for a in legal if isinstance(a, Play) and card_id(a.card) == action)

    def _resample(self, state: Any, player: int) -> Any:
        """A world this seat cannot tell from the real one, as an OpenSpiel state."""
        observation, deal = self._observation, self._deal
        assert observation is not None and deal is not None and observation.seat is not None
        me = observation.seat
        other = 1 - me
        unseen = unseen_cards(observation)
        world, _ = guess_world(observation, unseen, floors(observation), self._rng)
        held = world[other]
        rest = [card for card in unseen if card not in held]
        self._rng.shuffle(rest)
        played = tuple(card for seat, card in observation.played if seat == other)
        thrown: tuple[Card, ...] | None = None
        if observation.hand_sizes[other] + len(played) == 4:
            thrown = (rest[0], rest[1])
        dealt_other = (*played, *held, *(thrown or ()))
        guessed = DealRecord(hands=list(deal.hands), starter=deal.starter, plays=deal.plays)
        guessed.hands[1 - player] = dealt_other
        guessed.throws = list(deal.throws)
        guessed.throws[1 - player] = thrown
        world_state = self._start.clone()
        replay_deal(world_state, guessed, player)
        return world_state


def play_game(levels: tuple[str, str], seed: int, simulations: int, uct_c: float) -> Seat:
    """One game to 121, ``levels`` by seat ("openspiel" for the outside player); the winner."""
    pyspiel = importlib.import_module("pyspiel")
    game = pyspiel.load_game("cribbage")
    chance = random.Random(seed)
    bots: dict[Seat, Bot] = {}
    outside: dict[Seat, OpenSpielPlayer] = {}
    for seat, level in enumerate(levels):
        if level == "openspiel":
            outside[seat] = OpenSpielPlayer(pyspiel, simulations, uct_c, seed * 2 + seat)
        else:
            bots[seat] = make_bot("cribbage", level, random.Random(f"{seed}/{seat}"))
    state = CribbageState(CribbageOptions())
    start = game.new_initial_state()
    deal: DealRecord | None = None
    first_dealer: Seat | None = None
    while (outcome := state.outcome()) is None:
        movers = state.to_move()
        if movers == (CHANCE,):
            if deal is not None:
                replay_deal(start, deal)
                scores = state.public_observation().scores
                assert first_dealer is not None
                assert tuple(start.returns()) == tuple(
                    float(scores[(first_dealer + p) % 2]) for p in (0, 1)
                ), f"the engines disagree on the score: {start.returns()} v {scores}"
            state.apply(CHANCE, state.sample_chance(chance))
            public = state.public_observation()
            if public.phase == DISCARD:
                first_dealer = public.first_dealer
                hands = [state.observation((first_dealer + p) % 2).hand for p in (0, 1)]
                deal = DealRecord(hands=hands)
            continue
        assert deal is not None and first_dealer is not None
        seat = min(movers, key=lambda s: (s - first_dealer) % 2)
        player = (seat - first_dealer) % 2
        observation = state.observation(seat)
        if seat in outside and len(observation.legal) > 1:
            action = outside[seat].choose(observation, start, deal, player)
        elif seat in outside:
            action = observation.legal[0]
        else:
            action = bots[seat].choose(observation)
        state.apply(seat, action)
        if isinstance(action, Discard):
            deal.throws[player] = action.cards
            if all(throw is not None for throw in deal.throws):
                deal.starter = state.public_observation().starter
        elif isinstance(action, Play):
            deal.plays.append((player, action.card))
    return outcome.winners[0]


def duplicate_pair(level: str, seed: int, simulations: int, uct_c: float) -> int:
    """Games ``level`` wins of the two on ``seed``'s cards, once in each seat."""
    wins = 0
    for ours in (0, 1):
        levels = (level, "openspiel") if ours == 0 else ("openspiel", level)
        wins += play_game(levels, seed, simulations, uct_c) == ours
    return wins


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="The cribbage expert v OpenSpiel's ISMCTS.")
    parser.add_argument("--pairs", type=int, default=10, help="seeds (2 games each)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--level", default="expert")
    parser.add_argument("--simulations", type=int, default=1000, help="ISMCTS simulations a move")
    parser.add_argument("--uct-c", type=float, default=10.0, help="exploration, in points")
    parser.add_argument("--workers", type=int, default=None)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    seeds = [args.seed * 100_003 + index for index in range(args.pairs)]
    progress = Progress(args.pairs, "pairs", f"{args.level} v OpenSpiel ISMCTS")
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        results = pool.map(
            duplicate_pair,
            [args.level] * args.pairs,
            seeds,
            [args.simulations] * args.pairs,
            [args.uct_c] * args.pairs,
        )
        wins = sum(progress.track(results))
    games = 2 * args.pairs
    low, high = wilson(wins, games)
    result = {
        "level": args.level,
        "simulations": args.simulations,
        "games": games,
        "wins": wins,
        "win_rate": wins / games,
        "low": low,
        "high": high,
    }
    if args.json:
        print(json.dumps(result, indent=2))
        return
    print(
        f"{args.level} v OpenSpiel ISMCTS ({args.simulations} simulations a move): "
        f"{wins}/{games} = {wins / games:.3f} (95% {low:.3f} to {high:.3f})"
    )


if __name__ == "__main__":
    main()
