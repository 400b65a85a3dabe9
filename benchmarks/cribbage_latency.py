"""How long the expert cribbage bot thinks: discard and play decisions, median and p95.

Every seat is an expert; only real choices (more than one legal action) are timed.

    python -m benchmarks.cribbage_latency --games 10 --players 2 --json
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from collections.abc import Sequence

from skruuvi_gui.bots import make_bot
from skruuvi_gui.progress import Progress
from skruuvi_gui.rules.api import seat_after_chance
from skruuvi_gui.rules.cribbage import CribbageOptions, CribbageState, Discard, Go, Play

#: The decisions timed, by the kind of action chosen.
KINDS: dict[type, str] = {Discard: "discard", Play: "play", Go: "play"}


def decision_times(games: int, seed: int, players: int) -> dict[str, list[float]]:
    """Seconds per expert decision over ``games`` seeded games, by kind."""
    times: dict[str, list[float]] = {"discard": [], "play": []}
    progress = Progress(games, "games", f"{players} players")
    for number in progress.track(range(games)):
        chance = random.Random(seed + number)
        bots = [
            make_bot("cribbage", "expert", random.Random(f"{seed + number}/{seat}"))
            for seat in range(players)
        ]
        state = CribbageState(CribbageOptions(num_players=players))
        while state.outcome() is None:
            seat = seat_after_chance(state, chance)
            observation = state.observation(seat)
            started = time.perf_counter()
            action = bots[seat].choose(observation)
            elapsed = time.perf_counter() - started
            kind = KINDS.get(type(action))
            if kind is not None and len(observation.legal) > 1:
                times[kind].append(elapsed)
            state.apply(seat, action)
    return times


def summary(samples: list[float]) -> dict[str, float]:
    """Decisions, median, 95th percentile and slowest, in milliseconds."""
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return {
        "decisions": len(ordered),
        "median_ms": 1000 * statistics.median(ordered),
        "p95_ms": 1000 * p95,
        "max_ms": 1000 * ordered[-1],
    }


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Expert cribbage decision times.")
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--players", type=int, choices=(2, 3, 4), action="append", help="repeatable (default 2)"
    )
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    args = parser.parse_args(argv)
    results = {
        f"{players}p {kind}": summary(samples)
        for players in args.players or [2]
        for kind, samples in decision_times(args.games, args.seed, players).items()
        if samples
    }
    if args.json:
        print(json.dumps(results, indent=2))
        return
    print(f"{'decisions':<12} {'count':>6} {'median ms':>10} {'p95 ms':>8} {'max ms':>8}")
    for name, row in results.items():
        print(
            f"{name:<12} {row['decisions']:>6} {row['median_ms']:>10.1f}"
            f" {row['p95_ms']:>8.1f} {row['max_ms']:>8.1f}"
        )


if __name__ == "__main__":
    main()
