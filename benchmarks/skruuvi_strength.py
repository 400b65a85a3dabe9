"""How strong the Skruuvi bots are: duplicate deals between levels.

Every seed deals one deal twice — the same letters, seating and cards — with the two levels
swapping partnerships, so each level holds each pair of hands once and the luck of the deal
largely cancels. Deals alternate between alkupeli and kotka. It prints, per matchup, the
first level's points per deal minus the second's with a 95% confidence interval, both
levels' points per deal, and how often each level's declarers made their contracts.

    python -m benchmarks.skruuvi_strength --pairs 100 --match expert:normal --json
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
from skruuvi_gui.progress import Progress
from skruuvi_gui.rules.api import CHANCE
from skruuvi_gui.rules.skruuvi import Bid, DealResult, SkruuviOptions, SkruuviState

MATCHUPS: tuple[tuple[str, str], ...] = (("expert", "normal"), ("normal", "easy"))


@dataclass(frozen=True, slots=True)
class Side:
    """One level's share of one played deal."""

    points: int
    declared: bool
    made: bool


def play_deal(levels: tuple[str, str], seed: int, swapped: bool) -> tuple[Side, Side]:
    """Deal ``seed`` with ``levels[0]`` on side 0 (side 1 when ``swapped``); each level's
    share."""
    kind = "alkupeli" if seed % 2 == 0 else "kotka"
    state = SkruuviState(SkruuviOptions(length=kind))
    chance = random.Random(seed)
    state.apply(CHANCE, state.sample_chance(chance))
    order = state.observation(0).order
    level_of = {seat: levels[(index % 2) ^ int(swapped)] for index, seat in enumerate(order)}
    bots = {
        seat: make_bot("skruuvi", level, random.Random(f"{seed}/{seat}/{level}"))
        for seat, level in level_of.items()
    }
    while state.outcome() is None:
        movers = state.to_move()
        if movers == (CHANCE,):
            state.apply(CHANCE, state.sample_chance(chance))
            continue
        seat = movers[0]
        state.apply(seat, bots[seat].choose(state.observation(seat)))
    result = state.observation(0).results[-1]
    first_side = int(swapped)
    return _share(result, order, first_side), _share(result, order, 1 - first_side)


def _share(result: DealResult, order: tuple[int, ...], side: int) -> Side:
    seat = order[side]
    declared = result.declarer is not None and order.index(result.declarer) % 2 == side
    made = False
    if declared:
        contract = Bid.parse(result.contract)
        tricks = result.tricks[side]
        promised = contract.tricks_promised
        made = tricks <= promised if contract.is_misere else tricks >= promised
    return Side(result.points[seat], declared, made)


def duplicate_pair(levels: tuple[str, str], seed: int) -> tuple[Side, Side, Side, Side]:
    """Both plays of ``seed``: (first level, second level) unswapped, then swapped."""
    first = play_deal(levels, seed, swapped=False)
    second = play_deal(levels, seed, swapped=True)
    return (*first, *second)


@dataclass(frozen=True, slots=True)
class MatchResult:
    first: str
    second: str
    deals: int
    difference_per_deal: float
    low: float
    high: float
    first_points_per_deal: float
    second_points_per_deal: float
    first_declared: int
    first_made: int
    second_declared: int
    second_made: int


def run_match(
    levels: tuple[str, str], pairs: int, seed: int, pool: ProcessPoolExecutor
) -> MatchResult:
    seeds = [seed * 100_003 + index for index in range(pairs)]
    progress = Progress(pairs, "pairs", " v ".join(levels))
    plays = list(progress.track(pool.map(duplicate_pair, [levels] * pairs, seeds, chunksize=2)))
    firsts = [side for play in plays for side in (play[0], play[2])]
    seconds = [side for play in plays for side in (play[1], play[3])]
    # One difference per seed: both plays of the same cards together.
    differences = [
        (play[0].points + play[2].points - play[1].points - play[3].points) / 2 for play in plays
    ]
    mean = statistics.fmean(differences)
    spread = statistics.stdev(differences) / math.sqrt(len(differences)) if pairs > 1 else 0.0
    return MatchResult(
        first=levels[0],
        second=levels[1],
        deals=2 * pairs,
        difference_per_deal=mean,
        low=mean - 1.96 * spread,
        high=mean + 1.96 * spread,
        first_points_per_deal=statistics.fmean(s.points for s in firsts),
        second_points_per_deal=statistics.fmean(s.points for s in seconds),
        first_declared=sum(s.declared for s in firsts),
        first_made=sum(s.made for s in firsts),
        second_declared=sum(s.declared for s in seconds),
        second_made=sum(s.made for s in seconds),
    )


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Duplicate Skruuvi deals between bot levels.")
    parser.add_argument("--pairs", type=int, default=50, help="seeds per matchup (2 deals each)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--match",
        action="append",
        metavar="FIRST:SECOND",
        help="a matchup such as expert:normal (repeatable; default: expert:normal, normal:easy)",
    )
    parser.add_argument("--workers", type=int, default=None, help="processes (default: all)")
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    args = parser.parse_args(argv)
    matchups = (
        [(a, b) for a, _, b in (text.partition(":") for text in args.match)]
        if args.match
        else list(MATCHUPS)
    )
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        results = [run_match(levels, args.pairs, args.seed, pool) for levels in matchups]
    if args.json:
        print(json.dumps([asdict(result) for result in results], indent=2))
        return
    for r in results:
        print(
            f"{r.first} v {r.second}: {r.deals} deals, {r.first} {r.difference_per_deal:+.2f} "
            f"points per deal (95% {r.low:+.2f} to {r.high:+.2f}); points per deal "
            f"{r.first_points_per_deal:+.2f} v {r.second_points_per_deal:+.2f}; contracts made "
            f"{r.first_made}/{r.first_declared} ({_rate(r.first_made, r.first_declared)}) v "
            f"{r.second_made}/{r.second_declared} ({_rate(r.second_made, r.second_declared)})"
        )


def _rate(made: int, declared: int) -> str:
    return f"{made / declared:.0%}" if declared else "-"


if __name__ == "__main__":
    main()
