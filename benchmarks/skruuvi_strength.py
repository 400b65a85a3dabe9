"""How strong the Skruuvi bots are: duplicate deals between levels.

Every seed deals one deal twice — the same letters, seating and cards — with the two levels
swapping partnerships, so each level holds each pair of hands once and the luck of the deal
largely cancels. Deals alternate between alkupeli and kotka. It prints, per matchup, the
first level's points per deal minus the second's with a 95% confidence interval, both
levels' points per deal, and how often each level's declarers made their contracts. Between
the expert and ``club`` (held to the reference search plan), which bid alike, the auction is
played once and only the cards twice (``PLAY_ONLY``); ``--plan`` gives the expert another
search plan to measure against the reference.

    python -m benchmarks.skruuvi_strength --pairs 100 --match expert:normal --json
    python -m benchmarks.skruuvi_strength --pairs 300 --match expert:club --plan finish_cards=7
    python -m benchmarks.skruuvi_strength --pairs 120 --match expert:club
"""

from __future__ import annotations

import argparse
import copy
import json
import random
import statistics
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, fields, replace

from benchmarks.intervals import mean_interval
from benchmarks.skruuvi_contracts import start_of_play
from skruuvi_gui.bots import make_bot
from skruuvi_gui.bots.skruuvi import expert
from skruuvi_gui.progress import Progress
from skruuvi_gui.rules.api import CHANCE, seat_after_chance
from skruuvi_gui.rules.skruuvi import Bid, DealResult, SkruuviOptions, SkruuviState

MATCHUPS: tuple[tuple[str, str], ...] = (("expert", "normal"), ("normal", "easy"))
#: Levels that bid, exchange and knock alike and differ only in the card play (``club`` is
#: the expert held to its reference search plan). Between them each deal's auction is played once,
#: by experts, and both plays of the cards go on from it with the same seeds, so the
#: difference is the card play's alone and costs no bidding twice.
PLAY_ONLY = frozenset({"expert", "club"})


@dataclass(frozen=True, slots=True)
class Side:
    """One level's share of one played deal."""

    points: int
    declared: bool
    made: bool
    #: The tricks the level's side took.
    tricks: int = 0


def play_deal(
    levels: tuple[str, str], seed: int, swapped: bool, start: SkruuviState | None = None
) -> tuple[Side, Side]:
    """Deal ``seed`` with ``levels[0]`` on side 0 (side 1 when ``swapped``); each level's
    share. From ``start`` (the deal at its first card) only the cards are played."""
    kind = "alkupeli" if seed % 2 == 0 else "kotka"
    state = SkruuviState(SkruuviOptions(length=kind)) if start is None else copy.deepcopy(start)
    chance = random.Random(seed)
    if start is None:
        state.apply(CHANCE, state.sample_chance(chance))
    order = state.observation(0).order
    level_of = {seat: levels[(index % 2) ^ int(swapped)] for index, seat in enumerate(order)}
    # From ``start`` every level plays with the same seeds: only the play differs.
    bots = {
        seat: make_bot(
            "skruuvi",
            level,
            random.Random(f"{seed}/{seat}/{level}" if start is None else f"{seed}/{seat}/play"),
        )
        for seat, level in level_of.items()
    }
    while state.outcome() is None:
        seat = seat_after_chance(state, chance)
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
    return Side(result.points[seat], declared, made, result.tricks[side])


def duplicate_pair(levels: tuple[str, str], seed: int) -> tuple[Side, Side, Side, Side]:
    """Both plays of ``seed``: (first level, second level) unswapped, then swapped."""
    kind = "alkupeli" if seed % 2 == 0 else "kotka"
    start = start_of_play(seed, kind)[0] if set(levels) <= PLAY_ONLY else None
    first = play_deal(levels, seed, swapped=False, start=start)
    second = play_deal(levels, seed, swapped=True, start=start)
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
    mean, low, high = mean_interval(differences)
    return MatchResult(
        first=levels[0],
        second=levels[1],
        deals=2 * pairs,
        difference_per_deal=mean,
        low=low,
        high=high,
        first_points_per_deal=statistics.fmean(s.points for s in firsts),
        second_points_per_deal=statistics.fmean(s.points for s in seconds),
        first_declared=sum(s.declared for s in firsts),
        first_made=sum(s.made for s in firsts),
        second_declared=sum(s.declared for s in seconds),
        second_made=sum(s.made for s in seconds),
    )


def parse_plan(text: str) -> dict[str, int]:
    """``"exact_cards=8,finish_cards=7"`` as fields of ``SearchPlan``."""
    names = {field.name for field in fields(expert.SearchPlan)}
    settings: dict[str, int] = {}
    for item in filter(None, text.split(",")):
        name, _, value = item.partition("=")
        if name not in names:
            raise SystemExit(f"unknown plan field {name!r}: one of {', '.join(sorted(names))}")
        settings[name] = int(value)
    return settings


def use_plan(plan: expert.SearchPlan) -> None:
    """In each worker: the expert level searches by ``plan``."""
    expert.EXPERT_PLAN = plan


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
    parser.add_argument(
        "--plan",
        default="",
        metavar="FIELD=VALUE,...",
        help="the expert level's search plan changed, e.g. exact_cards=8,finish_cards=7",
    )
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    args = parser.parse_args(argv)
    plan = replace(expert.EXPERT_PLAN, **parse_plan(args.plan))
    matchups = (
        [(a, b) for a, _, b in (text.partition(":") for text in args.match)]
        if args.match
        else list(MATCHUPS)
    )
    with ProcessPoolExecutor(
        max_workers=args.workers, initializer=use_plan, initargs=(plan,)
    ) as pool:
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
