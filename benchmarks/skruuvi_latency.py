"""How long the expert Skruuvi bot thinks, and how its double-dummy search compares with the
DDS solver of the ``endplay`` package.

Decisions: every seat is an expert; only real choices (more than one legal action) are
timed, by kind — calls, exchanges, knocks, and card plays (trumps and grandi weighed double
dummy in every guessed deal where the compiled library answers, ``play dd``; else early ones
played on by rule of thumb and the rest searched, late ones searched exactly).

Solvers: random positions with ``n`` cards in each hand, trumps or grandi, solved by our
``DoubleDummy`` and, when ``endplay`` is installed, by DDS's ``solve_board``; the trick
counts must agree. Solvers are timed in processor time, which a busy shared machine
disturbs less than the clock. DDS is optional (``pip install endplay``); without it only
ours is timed.

    python -m benchmarks.skruuvi_latency --deals 8 --json
    python -m benchmarks.skruuvi_latency --deals 0 --solver-cards 5 6 7 8 13
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from benchmarks.dds import dds_tricks, have_dds
from benchmarks.skruuvi_strength import parse_plan
from skruuvi_gui.bots import make_bot
from skruuvi_gui.bots.skruuvi import card_tricks, expert, forecast, searches
from skruuvi_gui.bots.skruuvi.searches import DoubleDummy
from skruuvi_gui.progress import Progress
from skruuvi_gui.rules.api import seat_after_chance
from skruuvi_gui.rules.skruuvi import (
    Give,
    Knock,
    MakeBid,
    Pass,
    Play,
    Reknock,
    SkruuviObservation,
    SkruuviOptions,
    SkruuviState,
)

#: Our search is only timed up to this many cards a hand: beyond it, it takes minutes.
OURS_UP_TO = 10


def decision_kind(observation: SkruuviObservation, action: object, level: str) -> str:
    if isinstance(action, Play):
        misere = observation.contract is None or observation.contract.is_misere
        plan = expert.plan_for(level)
        if plan.double_dummy_worlds and card_tricks.FAST and not misere:
            return "play dd"
        exact = plan.exact_misere_cards if misere else plan.exact_cards
        return "play exact" if len(observation.hand) <= exact else "play rollout"
    if isinstance(action, Give):
        return "exchange"
    if isinstance(action, Knock | Reknock) or observation.phase == "knocks":
        return "knock"
    if isinstance(action, MakeBid | Pass):
        return "call"
    return "other"


def decision_times(
    deals: int, seed: int, level: str = "expert", clock: Callable[[], float] = time.perf_counter
) -> dict[str, list[float]]:
    """Seconds per decision of four ``level`` bots over ``deals`` seeded deals (alternately
    alkupeli and kotka), by kind, on ``clock``."""
    times: dict[str, list[float]] = {}
    progress = Progress(deals, "deals")
    for number in progress.track(range(deals)):
        kind = "alkupeli" if number % 2 == 0 else "kotka"
        chance = random.Random(seed + number)
        bots = [
            make_bot("skruuvi", level, random.Random(f"{seed + number}/{seat}"))
            for seat in range(4)
        ]
        state = SkruuviState(SkruuviOptions(length=kind))
        while state.outcome() is None:
            seat = seat_after_chance(state, chance)
            observation = state.observation(seat)
            started = clock()
            action = bots[seat].choose(observation)
            elapsed = clock() - started
            if len(observation.legal) > 1:
                label = decision_kind(observation, action, level)
                times.setdefault(label, []).append(elapsed)
            state.apply(seat, action)
    return times


def summary(samples: Sequence[float]) -> dict[str, float]:
    """Decisions, median, 95th percentile and slowest, in milliseconds."""
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return {
        "decisions": len(ordered),
        "median_ms": round(1000 * statistics.median(ordered), 2),
        "p95_ms": round(1000 * p95, 2),
        "max_ms": round(1000 * ordered[-1], 2),
    }


def random_position(cards: int, rng: random.Random) -> tuple[list[int], int]:
    """Four hands of ``cards`` cards (as masks) and a trump suit number (-1: grandi)."""
    bits = rng.sample(range(52), 4 * cards)
    hands = [0, 0, 0, 0]
    for position in range(4):
        for bit in bits[position * cards : (position + 1) * cards]:
            hands[position] |= 1 << bit
    return hands, rng.choice((-1, 0, 1, 2, 3))


def solver_times(sizes: Sequence[int], positions: int, seed: int) -> dict[str, Any]:
    """Per hand size: our and DDS's median and slowest processor seconds, and
    disagreements."""
    dds_installed = have_dds()
    report: dict[str, Any] = {}
    for size in sizes:
        rng = random.Random(seed * 1000 + size)
        ours: list[float] = []
        dds: list[float] = []
        disagreements = 0
        for _ in Progress(positions, "positions", f"{size} cards").track(range(positions)):
            hands, trump = random_position(size, rng)
            leader = rng.randrange(4)
            mine = None
            if size <= OURS_UP_TO:
                started = time.process_time()
                mine = DoubleDummy(trump).tricks(hands, leader, side=leader % 2)
                ours.append(time.process_time() - started)
            if dds_installed:
                theirs, seconds = dds_tricks(hands, trump, leader)
                dds.append(seconds)
                disagreements += mine is not None and mine != theirs
        entry: dict[str, Any] = {"positions": positions}
        if ours:
            entry["ours"] = summary(ours)
        if dds:
            entry["dds"] = summary(dds)
            entry["disagreements"] = disagreements
        report[f"{size} cards"] = entry
    return report


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Expert Skruuvi decision and solver times.")
    parser.add_argument("--deals", type=int, default=8, help="all-expert deals to time")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--level",
        choices=("expert", "club"),
        default="expert",
        help="club: the expert held to the reference search plan",
    )
    parser.add_argument(
        "--processor-time",
        action="store_true",
        help="time decisions in this process's processor time (steadier on a busy machine)",
    )
    parser.add_argument(
        "--plan",
        default="",
        metavar="FIELD=VALUE,...",
        help="the expert level's search plan changed, e.g. exact_cards=8,finish_cards=7",
    )
    parser.add_argument(
        "--forecast-times",
        type=int,
        default=forecast.WIDE_TIMES,
        help="the expert's forecasts over this many times the plain guessed deals",
    )
    parser.add_argument("--solver-cards", type=int, nargs="*", default=[5, 6, 7, 8, 13])
    parser.add_argument("--positions", type=int, default=20, help="solver positions per size")
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    args = parser.parse_args(argv)
    expert.EXPERT_PLAN = replace(expert.EXPERT_PLAN, **parse_plan(args.plan))
    forecast.WIDE_TIMES = args.forecast_times
    clock = time.process_time if args.processor_time else time.perf_counter
    times = decision_times(args.deals, args.seed, args.level, clock)
    every = [seconds for samples in times.values() for seconds in samples]
    results: dict[str, Any] = {
        "level": args.level,
        "clock": "processor" if args.processor_time else "wall",
        "plan": str(expert.plan_for(args.level)),
        "forecast_times": args.forecast_times,
        "searches": "compiled" if searches.COMPILED else "pure Python",
        "decisions": {
            **{kind: summary(samples) for kind, samples in sorted(times.items())},
            **({"all": summary(every)} if every else {}),
        },
        "solvers": solver_times(args.solver_cards, args.positions, args.seed),
    }
    if args.json:
        print(json.dumps(results, indent=2))
        return
    print(f"level {args.level}, searches {results['searches']}, forecasts x{args.forecast_times}")
    print(f"{'decision':<14} {'count':>6} {'median ms':>10} {'p95 ms':>9} {'max ms':>9}")
    for kind, row in results["decisions"].items():
        print(
            f"{kind:<14} {row['decisions']:>6} {row['median_ms']:>10.1f} "
            f"{row['p95_ms']:>9.1f} {row['max_ms']:>9.1f}"
        )
    for size, entry in results["solvers"].items():
        parts = [f"{size}:"]
        for name in ("ours", "dds"):
            if name in entry:
                row = entry[name]
                parts.append(f"{name} median {row['median_ms']:.1f} ms, max {row['max_ms']:.1f} ms")
        if "disagreements" in entry:
            parts.append(f"disagreements {entry['disagreements']}")
        print("  ".join(parts))


if __name__ == "__main__":
    main()
