"""How long the expert Squint bot thinks: bid, squint and play decisions, median and p95.

Every seat is an expert; only real choices (more than one legal action) are timed, in wall
time and in the process's CPU time (the two part when other work shares the machine).

    python -m benchmarks.squint_latency --deals 20 --seed 1 --json
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from collections.abc import Sequence

from skruuvi_gui.bots import make_bot
from skruuvi_gui.cards import shuffled_deck
from skruuvi_gui.progress import Progress
from skruuvi_gui.rules.api import CHANCE
from skruuvi_gui.rules.squint import BID, CHOOSE_4_1, NUM_SEATS, Deal, FirstDealer, SquintState

#: The decisions timed, by phase.
KINDS: dict[str, str] = {BID: "bid", CHOOSE_4_1: "squint", "squint": "squint", "play": "play"}


def decision_times(deals: int, seed: int) -> dict[str, list[tuple[float, float]]]:
    """(wall, CPU) seconds per expert decision over ``deals`` seeded deals, by kind."""
    times: dict[str, list[tuple[float, float]]] = {"bid": [], "squint": [], "play": []}
    progress = Progress(deals, "deals")
    for number in progress.track(range(deals)):
        chance = random.Random(seed + number)
        state = SquintState()
        state.apply(CHANCE, FirstDealer(chance.randrange(NUM_SEATS)))
        state.apply(CHANCE, Deal(shuffled_deck(chance)))
        bots = [
            make_bot("squint", "expert", random.Random(f"{seed + number}/{seat}"))
            for seat in range(NUM_SEATS)
        ]
        while not state.public_observation().results:
            seat = state.to_move()[0]
            observation = state.observation(seat)
            wall, cpu = time.perf_counter(), time.process_time()
            action = bots[seat].choose(observation)
            elapsed = (time.perf_counter() - wall, time.process_time() - cpu)
            if len(observation.legal) > 1:
                times[KINDS[observation.phase]].append(elapsed)
            state.apply(seat, action)
    return times


def percentile(ordered: Sequence[float], share: float) -> float:
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def summary(samples: list[tuple[float, float]]) -> dict[str, float]:
    """Decisions, then median, 95th percentile and slowest in milliseconds, wall and CPU."""
    row: dict[str, float] = {"decisions": len(samples)}
    for name, index in (("wall", 0), ("cpu", 1)):
        ordered = sorted(sample[index] for sample in samples)
        row[f"{name}_median_ms"] = 1000 * statistics.median(ordered)
        row[f"{name}_p95_ms"] = 1000 * percentile(ordered, 0.95)
        row[f"{name}_max_ms"] = 1000 * ordered[-1]
    return row


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Expert Squint decision times.")
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    args = parser.parse_args(argv)
    times = decision_times(args.deals, args.seed)
    times["all"] = [sample for samples in times.values() for sample in samples]
    results = {kind: summary(samples) for kind, samples in times.items() if samples}
    if args.json:
        print(json.dumps(results, indent=2))
        return
    print(f"{'decisions':<10} {'count':>6}   {'median ms':>17} {'p95 ms':>17} {'max ms':>17}")
    print(f"{'':<10} {'':>6}   {'wall / cpu':>17} {'wall / cpu':>17} {'wall / cpu':>17}")
    for kind, row in results.items():
        cells = [
            f"{row[f'wall_{what}_ms']:8.1f} /{row[f'cpu_{what}_ms']:7.1f}"
            for what in ("median", "p95", "max")
        ]
        print(f"{kind:<10} {row['decisions']:>6}   {cells[0]:>17} {cells[1]:>17} {cells[2]:>17}")


if __name__ == "__main__":
    main()
