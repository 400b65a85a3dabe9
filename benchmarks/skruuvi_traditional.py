"""The traditional sheet's worth in the choice of the final contract, against the contract's
own points alone: duplicate robbers.

Both sides play one level (normal by default: the forecasts judge its bidding and knocks, its
play is quick). Both judge whether to declare by the contract's own points; one side also
weighs, in naming the final contract, what the strain and level change on the rest of the
sheet (``bots.skruuvi.traditional.sheet_worth``: honours, misère aces, the game below the
line); the other does not (``sheet_worth`` patched to nothing for its bots).
Every seed deals one robber (eight deals, traditional scoring) twice, the same cards, the
valuations swapping partnerships. It prints the new valuation's points per robber and per
deal over the old one's with a 95% confidence interval, how often each side declared and made
its contracts, how many of its calls differed from what the old valuation would have called
on the same view, how often it knocked and how often its knocks paid, and the processor time
its calls and knocks took.

``--old margins`` measures instead the margins weighed on the traditional scoring's own
scale (``judgement.point_scale``) against the same margins in the modern table's points.

    python -m benchmarks.skruuvi_traditional --pairs 20 --workers 2 --json
"""

from __future__ import annotations

import argparse
import json
import random
import time
from collections.abc import Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from unittest import mock

from benchmarks.intervals import mean_interval
from skruuvi_gui.bots import Bot, make_bot
from skruuvi_gui.bots.skruuvi import bidding, judgement, knocks
from skruuvi_gui.progress import Progress
from skruuvi_gui.rules.api import CHANCE, Action, Observation, seat_after_chance
from skruuvi_gui.rules.skruuvi import (
    FINAL_BIDDING,
    FIRST_BIDDING,
    KNOCKS,
    Bid,
    DealResult,
    SkruuviOptions,
    SkruuviState,
)
from skruuvi_gui.rules.skruuvi.model import undertricks


def _nothing(*_: object) -> float:
    return 0.0


def _modern(*_: object) -> float:
    return 1.0


#: What the old side leaves out (``--old``).
OLD = ("sheet", "margins")


@contextmanager
def old_valuation(old: str = "sheet") -> Iterator[None]:
    """The judgement without the rest of the sheet: the contract's own points only; or
    (``old="margins"``) with its margins in the modern table's points, unscaled."""
    if old == "sheet":
        with mock.patch.object(judgement, "sheet_worth", _nothing):
            yield
        return
    with (
        mock.patch.object(judgement, "point_scale", _modern),
        mock.patch.object(knocks, "point_scale", _modern),
        mock.patch.object(bidding, "point_scale", _modern),
    ):
        yield


class OldValuation:
    """A bot of ``level`` that judges with ``old_valuation``."""

    def __init__(self, level: str, rng: random.Random, old: str = "sheet") -> None:
        self._bot = make_bot("skruuvi", level, rng)
        self._old = old

    def choose(self, observation: Observation) -> Action:
        with old_valuation(self._old):
            return self._bot.choose(observation)


@dataclass(frozen=True, slots=True)
class Side:
    """One valuation's share of one played robber."""

    points: int
    declared: int
    made: int
    knocked: int
    knocks_paid: int
    calls: int
    call_seconds: float
    changed: int


def play_robber(level: str, seed: int, swapped: bool, old: str = "sheet") -> tuple[Side, Side]:
    """Robber ``seed`` with the new valuation on side 0 (side 1 when ``swapped``); the new
    valuation's share, then the old one's."""
    state = SkruuviState(SkruuviOptions(scoring="traditional", length="robber"))
    chance = random.Random(seed)
    state.apply(CHANCE, state.sample_chance(chance))
    order = state.observation(0).order
    new_side = int(swapped)
    bots: dict[int, Bot] = {}
    for index, seat in enumerate(order):
        rng = random.Random(f"{seed}/{seat}")
        bots[seat] = (
            make_bot("skruuvi", level, rng)
            if index % 2 == new_side
            else OldValuation(level, rng, old)
        )
    calls = [0, 0]
    seconds = [0.0, 0.0]
    shadow = OldValuation(level, random.Random(seed), old)
    changed = 0
    while state.outcome() is None:
        seat = seat_after_chance(state, chance)
        observation = state.observation(seat)
        started = time.process_time()
        action = bots[seat].choose(observation)
        if observation.phase in _JUDGED and len(observation.legal) > 1:
            side = order.index(seat) % 2
            calls[side] += 1
            seconds[side] += time.process_time() - started
            if side == new_side and observation.phase != KNOCKS:
                changed += shadow.choose(observation) != action
        state.apply(seat, action)
    results = state.observation(0).results
    old_side = 1 - new_side
    return (
        _share(results, order, new_side, calls[new_side], seconds[new_side], changed),
        _share(results, order, old_side, calls[old_side], seconds[old_side], 0),
    )


#: The phases whose decisions the valuation judges.
_JUDGED = (FIRST_BIDDING, FINAL_BIDDING, KNOCKS)


def _share(
    results: Sequence[DealResult],
    order: tuple[int, ...],
    side: int,
    calls: int,
    seconds: float,
    changed: int,
) -> Side:
    seat = order[side]
    declared = made = knocked = paid = 0
    for result in results:
        if result.declarer is None:
            continue
        contract = Bid.parse(result.contract)
        declaring = order.index(result.declarer) % 2
        down = undertricks(contract, result.tricks[declaring])
        if declaring == side:
            declared += 1
            made += down == 0
        elif result.knocks:
            knocked += 1
            paid += down > 0
    points = sum(result.points[seat] for result in results)
    return Side(points, declared, made, knocked, paid, calls, seconds, changed)


def duplicate_pair(level: str, seed: int, old: str = "sheet") -> tuple[Side, Side, Side, Side]:
    """Both plays of ``seed``: (new, old) unswapped, then swapped."""
    return (
        *play_robber(level, seed, swapped=False, old=old),
        *play_robber(level, seed, swapped=True, old=old),
    )


@dataclass(frozen=True, slots=True)
class MatchResult:
    level: str
    robbers: int
    difference_per_robber: float
    low: float
    high: float
    difference_per_deal: float
    new_declared: int
    new_made: int
    old_declared: int
    old_made: int
    new_knocked: int
    new_knocks_paid: int
    old_knocked: int
    old_knocks_paid: int
    new_ms_per_call: float
    old_ms_per_call: float
    calls_changed: int
    new_calls: int


def run_match(
    level: str, pairs: int, seed: int, pool: ProcessPoolExecutor, old: str = "sheet"
) -> MatchResult:
    seeds = [seed * 100_003 + index for index in range(pairs)]
    progress = Progress(pairs, "pairs", f"traditional valuation, {level}")
    plays = list(progress.track(pool.map(duplicate_pair, [level] * pairs, seeds, [old] * pairs)))
    news = [side for play in plays for side in (play[0], play[2])]
    olds = [side for play in plays for side in (play[1], play[3])]
    # One difference per seed: both plays of the same cards together.
    differences = [
        (play[0].points + play[2].points - play[1].points - play[3].points) / 2 for play in plays
    ]
    mean, low, high = mean_interval(differences)
    return MatchResult(
        level=level,
        robbers=2 * pairs,
        difference_per_robber=mean,
        low=low,
        high=high,
        difference_per_deal=mean / 8,
        new_declared=sum(s.declared for s in news),
        new_made=sum(s.made for s in news),
        old_declared=sum(s.declared for s in olds),
        old_made=sum(s.made for s in olds),
        new_knocked=sum(s.knocked for s in news),
        new_knocks_paid=sum(s.knocks_paid for s in news),
        old_knocked=sum(s.knocked for s in olds),
        old_knocks_paid=sum(s.knocks_paid for s in olds),
        new_ms_per_call=_per_call(news),
        old_ms_per_call=_per_call(olds),
        calls_changed=sum(s.changed for s in news),
        new_calls=sum(s.calls for s in news),
    )


def _per_call(sides: Sequence[Side]) -> float:
    calls = sum(s.calls for s in sides)
    return 1000 * sum(s.call_seconds for s in sides) / calls if calls else 0.0


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Traditional valuation: new v old, duplicate.")
    parser.add_argument("--pairs", type=int, default=20, help="seeds (2 robbers each)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--level", default="normal", choices=("easy", "normal", "expert"))
    parser.add_argument("--workers", type=int, default=None, help="processes (default: all)")
    parser.add_argument("--json", action="store_true", help="print JSON instead of a line")
    parser.add_argument(
        "--old",
        default="sheet",
        choices=OLD,
        help="what the old side leaves out: the sheet's worth, or the margins' scale",
    )
    args = parser.parse_args(argv)
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        r = run_match(args.level, args.pairs, args.seed, pool, args.old)
    if args.json:
        print(json.dumps(asdict(r), indent=2))
        return
    print(
        f"{r.level}, {r.robbers} robbers: new valuation {r.difference_per_robber:+.0f} points "
        f"per robber (95% {r.low:+.0f} to {r.high:+.0f}), {r.difference_per_deal:+.0f} per "
        f"deal; contracts made {r.new_made}/{r.new_declared} v {r.old_made}/{r.old_declared}; "
        f"knocks that paid {r.new_knocks_paid}/{r.new_knocked} v "
        f"{r.old_knocks_paid}/{r.old_knocked}; {r.calls_changed} calls changed of {r.new_calls} "
        f"calls and knocks judged; calls and knocks {r.new_ms_per_call:.0f} ms v "
        f"{r.old_ms_per_call:.0f} ms of processor time"
    )


if __name__ == "__main__":
    main()
