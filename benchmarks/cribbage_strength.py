"""How strong the cribbage bots are: duplicate matches between levels.

Levels are the offered ones and the benchmark level ``club`` (the earlier expert, frozen).

Every seed deals one game twice, the two bots swapping seats, so each side gets the same
cards once; luck of the deal largely cancels. Full two-player games to the target; or, with
``--deals``, single deals from a level score, the first bot's points less the second's
(a finer measure of play for points, blind to play for the score).

    python -m benchmarks.cribbage_strength --pairs 100 --seed 1 --json
    python -m benchmarks.cribbage_strength --pairs 1000 --deals --match expert:club
"""

from __future__ import annotations

import argparse
import json
import random
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass

from benchmarks.intervals import mean_interval, wilson
from skruuvi_gui.bots import Bot, make_bot
from skruuvi_gui.progress import Progress
from skruuvi_gui.rules.api import CHANCE, seat_after_chance
from skruuvi_gui.rules.cribbage import CribbageOptions, CribbageState
from skruuvi_gui.rules.cribbage.model import CUT

MATCHUPS: tuple[tuple[str, str], ...] = (
    ("expert", "club"),
    ("expert", "random"),
    ("expert", "normal"),
    ("normal", "easy"),
    ("easy", "random"),
)


def play_game(state: CribbageState, bots: Sequence[Bot], chance: random.Random) -> CribbageState:
    """Play ``state`` to its end, chance drawn from ``chance``; seats decide in seat order."""
    while state.outcome() is None:
        seat = seat_after_chance(state, chance)
        state.apply(seat, bots[seat].choose(state.observation(seat)))
    return state


def duplicate_pair(levels: tuple[str, str], seed: int, target: int) -> int:
    """Games the first level wins out of the two played on ``seed``'s deals."""
    wins = 0
    for first_seat in (0, 1):
        seats = list(levels) if first_seat == 0 else list(reversed(levels))
        bots = [
            make_bot("cribbage", level, random.Random(f"{seed}/{seat}"))
            for seat, level in enumerate(seats)
        ]
        state = CribbageState(CribbageOptions(target_score=target))
        outcome = play_game(state, bots, random.Random(seed)).outcome()
        assert outcome is not None
        wins += first_seat in outcome.winners
    return wins


def deal_margin(levels: tuple[str, str], seed: int) -> int:
    """The first level's points less the second's over one deal from 0-0, played twice with
    the same cards, the levels swapping seats."""
    margin = 0
    for first_seat in (0, 1):
        seats = list(levels) if first_seat == 0 else list(reversed(levels))
        bots = [
            make_bot("cribbage", level, random.Random(f"{seed}/{seat}"))
            for seat, level in enumerate(seats)
        ]
        state = CribbageState(CribbageOptions())
        chance = random.Random(seed)
        dealt = False
        while state.outcome() is None:
            movers = state.to_move()
            if movers == (CHANCE,):
                if dealt and state.public_observation().phase == CUT:
                    break
                state.apply(CHANCE, state.sample_chance(chance))
                continue
            dealt = True
            seat = movers[0]
            state.apply(seat, bots[seat].choose(state.observation(seat)))
        scores = state.public_observation().scores
        margin += scores[first_seat] - scores[1 - first_seat]
    return margin


@dataclass(frozen=True, slots=True)
class DealResult:
    first: str
    second: str
    deals: int
    margin: float
    low: float
    high: float


def run_deals(
    levels: tuple[str, str], pairs: int, seed: int, pool: ProcessPoolExecutor
) -> DealResult:
    seeds = [seed * 100_003 + index for index in range(pairs)]
    progress = Progress(pairs, "pairs", " v ".join(levels))
    margins = [
        margin / 2
        for margin in progress.track(pool.map(deal_margin, [levels] * pairs, seeds, chunksize=8))
    ]
    mean, low, high = mean_interval(margins)
    return DealResult(levels[0], levels[1], 2 * pairs, mean, low, high)


@dataclass(frozen=True, slots=True)
class MatchResult:
    first: str
    second: str
    games: int
    wins: int
    win_rate: float
    low: float
    high: float


def run_match(
    levels: tuple[str, str], pairs: int, seed: int, target: int, pool: ProcessPoolExecutor
) -> MatchResult:
    seeds = [seed * 100_003 + index for index in range(pairs)]
    progress = Progress(pairs, "pairs", " v ".join(levels))
    wins = sum(
        progress.track(
            pool.map(duplicate_pair, [levels] * pairs, seeds, [target] * pairs, chunksize=4)
        )
    )
    games = 2 * pairs
    low, high = wilson(wins, games)
    return MatchResult(levels[0], levels[1], games, wins, wins / games, low, high)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Duplicate matches between cribbage bots.")
    parser.add_argument("--pairs", type=int, default=50, help="seeds per matchup (2 games each)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--target", type=int, choices=(121, 61), default=121)
    parser.add_argument(
        "--match",
        action="append",
        metavar="FIRST:SECOND",
        help="a matchup such as expert:normal (repeatable; default: the standard four)",
    )
    parser.add_argument(
        "--deals", action="store_true", help="single deals from 0-0: points per deal instead"
    )
    parser.add_argument("--workers", type=int, default=None, help="processes (default: all)")
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    args = parser.parse_args(argv)
    matchups = [tuple(text.split(":", 1)) for text in args.match] if args.match else list(MATCHUPS)
    if args.deals:
        with ProcessPoolExecutor(max_workers=args.workers) as pool:
            margins = [
                run_deals((first, second), args.pairs, args.seed, pool)
                for first, second in matchups
            ]
        if args.json:
            print(json.dumps([asdict(result) for result in margins], indent=2))
            return
        print(f"{'matchup':<20} {'deals':>6} {'points a deal':>14}  95% interval")
        for m in margins:
            name = f"{m.first} v {m.second}"
            print(f"{name:<20} {m.deals:>6} {m.margin:>+14.3f}  {m.low:+.3f} to {m.high:+.3f}")
        return
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        results = [
            run_match((first, second), args.pairs, args.seed, args.target, pool)
            for first, second in matchups
        ]
    if args.json:
        print(json.dumps([asdict(result) for result in results], indent=2))
        return
    print(f"{'matchup':<20} {'games':>6} {'wins':>6} {'win rate':>9}  95% interval")
    for r in results:
        name = f"{r.first} v {r.second}"
        print(
            f"{name:<20} {r.games:>6} {r.wins:>6} {r.win_rate:>9.3f}  {r.low:.3f} to {r.high:.3f}"
        )


if __name__ == "__main__":
    main()
