"""How much the play holds: the expert seeing the other hand in the play, against a level.

The open-handed expert discards as the expert does, but in the play its search is handed the
one true world (the other player's cards as they are) instead of worlds guessed from what it
has seen. No fair player can read the other hand better than that, so its margin over a level
bounds what any reading of the other hand (its discard, its gos) could add to the expert's
play. Duplicate as in ``cribbage_strength``: each seed played twice, the two swapping seats.

    python -m benchmarks.cribbage_open_hands --pairs 1000 --deals
    python -m benchmarks.cribbage_open_hands --pairs 200 --against club
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor

from benchmarks.intervals import mean_interval, wilson
from skruuvi_gui.bots import make_bot
from skruuvi_gui.bots.cribbage import playing
from skruuvi_gui.cards import Card
from skruuvi_gui.progress import Progress
from skruuvi_gui.rules.api import CHANCE, Seat
from skruuvi_gui.rules.cribbage import CribbageObservation, CribbageOptions, CribbageState
from skruuvi_gui.rules.cribbage.model import CUT

World = tuple[tuple[Card, ...], ...]

#: The true hands at the open-handed seat's decision, set by the game loop before it asks.
_TRUE: dict[str, World] = {}


def _true_world(
    observation: CribbageObservation, unseen: object, least: object, rng: object
) -> tuple[World, float]:
    return _TRUE["world"], 1.0


def open_the_hands() -> None:
    """In this process the expert's play searches the true world, once (it needs no more)."""
    setattr(playing, "guess_world", _true_world)  # noqa: B010 - the search reads it by name
    playing.SEARCH = {2: (1, 8)}
    playing.RACE_WORLDS = 1


def play(
    state: CribbageState, levels: Sequence[str], seed: int, open_seat: Seat, deal: bool
) -> None:
    """Play to the end of the game (or of the first deal), ``open_seat`` seeing both hands."""
    bots = [
        make_bot("cribbage", level, random.Random(f"{seed}/{seat}"))
        for seat, level in enumerate(levels)
    ]
    chance = random.Random(seed)
    dealt = False
    while state.outcome() is None:
        movers = state.to_move()
        if movers == (CHANCE,):
            if deal and dealt and state.public_observation().phase == CUT:
                return
            state.apply(CHANCE, state.sample_chance(chance))
            continue
        dealt = True
        seat = movers[0]
        if seat == open_seat:
            _TRUE["world"] = tuple(state.observation(other).hand for other in (0, 1))
        state.apply(seat, bots[seat].choose(state.observation(seat)))


def duplicate(against: str, seed: int, target: int, deal: bool) -> float:
    """The open-handed expert's result over the seed's two games: wins, or with ``deal`` its
    points less the other's over one deal from 0-0, averaged over the two seatings."""
    open_the_hands()
    result = 0.0
    for open_seat in (0, 1):
        levels = ["expert", against] if open_seat == 0 else [against, "expert"]
        state = CribbageState(CribbageOptions(target_score=target))
        play(state, levels, seed, open_seat, deal)
        if deal:
            scores = state.public_observation().scores
            result += (scores[open_seat] - scores[1 - open_seat]) / 2
        else:
            outcome = state.outcome()
            assert outcome is not None
            result += open_seat in outcome.winners
    return result


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", default="club", help="the level played against")
    parser.add_argument("--pairs", type=int, default=200, help="seeds (2 games or deals each)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--target", type=int, choices=(121, 61), default=121)
    parser.add_argument("--deals", action="store_true", help="single deals: points a deal")
    parser.add_argument("--workers", type=int, default=None, help="processes (default: all)")
    args = parser.parse_args(argv)
    seeds = [args.seed * 100_003 + index for index in range(args.pairs)]
    progress = Progress(args.pairs, "pairs", f"open-handed expert v {args.against}")
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        results = list(
            progress.track(
                pool.map(
                    duplicate,
                    [args.against] * args.pairs,
                    seeds,
                    [args.target] * args.pairs,
                    [args.deals] * args.pairs,
                    chunksize=4,
                )
            )
        )
    if args.deals:
        mean, low, high = mean_interval(results)
        print(
            f"open-handed expert v {args.against}: {2 * args.pairs} deals, "
            f"{mean:+.3f} points a deal ({low:+.3f} to {high:+.3f})"
        )
        return
    wins = round(sum(results))
    games = 2 * args.pairs
    low, high = wilson(wins, games)
    print(
        f"open-handed expert v {args.against}: {games} games, {wins} won, "
        f"{wins / games:.3f} ({low:.3f} to {high:.3f})"
    )


if __name__ == "__main__":
    main()
