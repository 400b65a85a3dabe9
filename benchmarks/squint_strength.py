"""How strong the Squint bots are: points per deal, one level against a table of another, and
how often each kind of contract is bid and made.

Every seed deals one deal five times over, the tested level sitting in each seat in turn and
the other level in the other four, so each level plays the same cards from every seat and
the luck of the deal largely cancels. A seed's figure is the tested seat's points averaged
over its five rotations (the field's: per seat); the 95% intervals are over seeds.

    python -m benchmarks.squint_strength --deals 200 --seed 1 --json
"""

from __future__ import annotations

import argparse
import json
import random
from collections import Counter
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass

from benchmarks.intervals import mean_interval
from skruuvi_gui.bots import make_bot
from skruuvi_gui.cards import shuffled_deck
from skruuvi_gui.progress import Progress
from skruuvi_gui.rules.api import CHANCE
from skruuvi_gui.rules.squint import (
    ACE_SOLO,
    DUO,
    GRAND_SOLO,
    MISERE,
    NEMO,
    NUM_SEATS,
    SOLO,
    Deal,
    DealResult,
    FirstDealer,
    SquintState,
)

MATCHUPS: tuple[tuple[str, str], ...] = (
    ("expert", "normal"),
    ("normal", "easy"),
)
#: Contract kinds in the order the tables list them.
KINDS = (ACE_SOLO, MISERE, GRAND_SOLO, SOLO, DUO, NEMO)

#: ``(side, kind, what)`` counts: ``side`` is ``"tested"`` or ``"field"``, ``what`` is
#: ``"bid"`` (contracts played) or ``"made"`` (of those, the ones that scored above zero).
Tally = Counter[tuple[str, str, str]]


def deal_result(levels: Sequence[str], seed: int) -> DealResult:
    """The score sheet line of the deal that ``seed`` deals, seats played at ``levels``."""
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
    return state.public_observation().results[0]


def tally_contracts(result: DealResult, tested: int) -> Tally:
    """Each seat's own contracts of the deal (Nemo counts for every seat), by side."""
    tally: Tally = Counter()
    for contract in result.contracts:
        for seat in contract.seats:
            side = "tested" if seat == tested else "field"
            tally[side, contract.kind, "bid"] += 1
            tally[side, contract.kind, "made"] += result.points[seat] > 0
    return tally


def rotated(levels: tuple[str, str], seed: int) -> tuple[float, float, Tally]:
    """The tested level's points per deal and the field's per seat, over the five seats,
    and the contracts of both sides."""
    tested = field = 0.0
    tally: Tally = Counter()
    for seat in range(NUM_SEATS):
        seats = [levels[1]] * NUM_SEATS
        seats[seat] = levels[0]
        result = deal_result(seats, seed)
        points = result.points
        tested += points[seat]
        field += (sum(points) - points[seat]) / (NUM_SEATS - 1)
        tally.update(tally_contracts(result, seat))
    return tested / NUM_SEATS, field / NUM_SEATS, tally


@dataclass(frozen=True, slots=True)
class Interval:
    mean: float
    low: float
    high: float

    @classmethod
    def of(cls, samples: Sequence[float]) -> Interval:
        """The mean with its normal-approximation 95% interval."""
        return cls(*mean_interval(samples))

    def __str__(self) -> str:
        return f"{self.mean:+7.2f} [{self.low:+7.2f}, {self.high:+7.2f}]"


@dataclass(frozen=True, slots=True)
class KindFigures:
    """One contract kind for one side: ``bid_rate`` contracts per deal and seat, ``made``
    the share of them that scored above zero (Nemo: the seats that scored)."""

    kind: str
    bid_rate: float
    made: float | None


@dataclass(frozen=True, slots=True)
class MatchResult:
    tested: str
    field: str
    deals: int
    tested_points: Interval
    field_points: Interval
    margin: Interval
    tested_contracts: tuple[KindFigures, ...]
    field_contracts: tuple[KindFigures, ...]


def kind_figures(tally: Tally, side: str, seat_deals: int) -> tuple[KindFigures, ...]:
    figures = []
    for kind in KINDS:
        bid = tally[side, kind, "bid"]
        made = tally[side, kind, "made"] / bid if bid else None
        figures.append(KindFigures(kind, bid / seat_deals, made))
    return tuple(figures)


def run_match(
    levels: tuple[str, str], deals: int, seed: int, pool: ProcessPoolExecutor
) -> MatchResult:
    seeds = [seed * 100_003 + index for index in range(deals)]
    progress = Progress(deals, "deals", " v ".join(levels))
    rows = list(progress.track(pool.map(rotated, [levels] * deals, seeds, chunksize=2)))
    tally: Tally = Counter()
    for _, _, counts in rows:
        tally.update(counts)
    played = deals * NUM_SEATS
    return MatchResult(
        levels[0],
        levels[1],
        played,
        Interval.of([tested for tested, _, _ in rows]),
        Interval.of([field for _, field, _ in rows]),
        Interval.of([tested - field for tested, field, _ in rows]),
        kind_figures(tally, "tested", played),
        kind_figures(tally, "field", played * (NUM_SEATS - 1)),
    )


def contract_line(figures: KindFigures) -> str:
    made = "   -" if figures.made is None else f"{figures.made:4.0%}"
    return f"{figures.bid_rate:6.1%} {made}"


def print_table(results: Sequence[MatchResult]) -> None:
    print("points per deal, 95% interval over seeds")
    print(f"{'tested v field':<18} {'deals':>6}  {'tested':<27} {'field (per seat)':<27} margin")
    for r in results:
        name = f"{r.tested} v {r.field}"
        print(f"{name:<18} {r.deals:>6}  {r.tested_points!s:<27} {r.field_points!s:<27} {r.margin}")
    print()
    print("contracts per deal and seat, and the share made")
    print(f"{'tested v field':<18} {'side':<7} " + " ".join(f"{kind:>11}" for kind in KINDS))
    for r in results:
        name = f"{r.tested} v {r.field}"
        for side, figures in (("tested", r.tested_contracts), ("field", r.field_contracts)):
            cells = " ".join(f"{contract_line(f):>11}" for f in figures)
            print(f"{name:<18} {side:<7} {cells}")


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Squint bots: points per deal by level.")
    parser.add_argument("--deals", type=int, default=100, help="seeds per matchup (5 deals each)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--match",
        action="append",
        metavar="TESTED:FIELD",
        help="a matchup such as expert:normal (repeatable; default: expert:normal, normal:easy)",
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
    print_table(results)


if __name__ == "__main__":
    main()
