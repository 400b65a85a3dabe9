"""How strong the Squint bots are: points per deal, one level against a table of another.

Every seed deals one deal five times over, the tested level sitting in each seat in turn and
the other level in the other four, so each level plays the same cards from every seat and
the luck of the deal largely cancels. A seed's figure is the tested seat's points averaged
over its five rotations (the field's: per seat); the 95% intervals are over seeds.

    python -m benchmarks.squint_strength --deals 200 --seed 1 --json
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass

from skruuvi_gui.bots import make_bot
from skruuvi_gui.cards import shuffled_deck
from skruuvi_gui.rules.api import CHANCE
from skruuvi_gui.rules.squint import NUM_SEATS, Deal, FirstDealer, SquintState

MATCHUPS: tuple[tuple[str, str], ...] = (
    ("normal", "random"),
    ("expert", "random"),
    ("expert", "normal"),
)


def deal_points(levels: Sequence[str], seed: int) -> tuple[int, ...]:
    """Each seat's points in the deal that ``seed`` deals, seats played at ``levels``."""
    chance = random.Random(seed)
    state = SquintState()
    state.apply(CHANCE, FirstDealer(chance.randrange(NUM_SEATS)))
    state.apply(CHANCE, Deal(shuffled_deck(chance)))
    bots = [
        make_bot("squint", level, random.Random(f"{seed}/{seat}"))
        for seat, level in enumerate(levels)
    ]
    while not state.public_observation().results:
        seat = state.to_move()[0]
        state.apply(seat, bots[seat].choose(state.observation(seat)))
    return state.public_observation().results[0].points


def rotated(levels: tuple[str, str], seed: int) -> tuple[float, float]:
    """The tested level's points per deal and the field's per seat, over the five seats."""
    tested = field = 0.0
    for seat in range(NUM_SEATS):
        seats = [levels[1]] * NUM_SEATS
        seats[seat] = levels[0]
        points = deal_points(seats, seed)
        tested += points[seat]
        field += (sum(points) - points[seat]) / (NUM_SEATS - 1)
    return tested / NUM_SEATS, field / NUM_SEATS


@dataclass(frozen=True, slots=True)
class Interval:
    mean: float
    low: float
    high: float

    @classmethod
    def of(cls, samples: Sequence[float], z: float = 1.96) -> Interval:
        """The mean with its normal-approximation interval (95% with the default ``z``)."""
        mean = statistics.fmean(samples)
        half = z * statistics.stdev(samples) / math.sqrt(len(samples)) if len(samples) > 1 else 0
        return cls(mean, mean - half, mean + half)

    def __str__(self) -> str:
        return f"{self.mean:+7.2f} [{self.low:+7.2f}, {self.high:+7.2f}]"


@dataclass(frozen=True, slots=True)
class MatchResult:
    tested: str
    field: str
    deals: int
    tested_points: Interval
    field_points: Interval
    margin: Interval


def run_match(
    levels: tuple[str, str], deals: int, seed: int, pool: ProcessPoolExecutor
) -> MatchResult:
    seeds = [seed * 100_003 + index for index in range(deals)]
    pairs = list(pool.map(rotated, [levels] * deals, seeds, chunksize=2))
    return MatchResult(
        levels[0],
        levels[1],
        deals * NUM_SEATS,
        Interval.of([tested for tested, _ in pairs]),
        Interval.of([field for _, field in pairs]),
        Interval.of([tested - field for tested, field in pairs]),
    )


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Squint bots: points per deal by level.")
    parser.add_argument("--deals", type=int, default=100, help="seeds per matchup (5 deals each)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--match",
        action="append",
        metavar="TESTED:FIELD",
        help="a matchup such as expert:normal (repeatable; default: the standard three)",
    )
    parser.add_argument("--workers", type=int, default=None, help="processes (default: all)")
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    args = parser.parse_args(argv)
    matchups = [tuple(text.split(":", 1)) for text in args.match] if args.match else MATCHUPS
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        results = [
            run_match((tested, field), args.deals, args.seed, pool) for tested, field in matchups
        ]
    if args.json:
        print(json.dumps([asdict(result) for result in results], indent=2))
        return
    print("points per deal, 95% interval over seeds")
    print(f"{'tested v field':<18} {'deals':>6}  {'tested':<27} {'field (per seat)':<27} margin")
    for r in results:
        name = f"{r.tested} v {r.field}"
        print(f"{name:<18} {r.deals:>6}  {r.tested_points!s:<27} {r.field_points!s:<27} {r.margin}")


if __name__ == "__main__":
    main()
