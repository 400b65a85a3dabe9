"""How long one ``card_tricks`` call takes (every legal card's double-dummy tricks in one
position), by the DDS library and by the pure search, at several hand sizes.

The positions are random deals of ``n`` cards a hand, trumps or grandi alike, with the trick
in progress holding 0 to 3 random legal cards. Both solvers answer every position where the
pure one is timed, and their answers must agree (``disagreements``). Processor time, which
the busy shared machine disturbs less than the clock; the median of each size's positions,
and the pure search's median over DDS's as a ratio. The pure search is the one the bots use
without DDS: compiled by mypyc where the set-up could (``SKRUUVI_GUI_PURE_SEARCHES=1`` times
the uncompiled modules).

    python -m benchmarks.skruuvi_dds_speed --cards 13 10 8 6 --positions 40 --pure-up-to 8
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from collections.abc import Callable, Sequence
from typing import Any

from skruuvi_gui.bots.skruuvi import dds, searches
from skruuvi_gui.bots.skruuvi.card_tricks import legal_bits, pure_card_tricks
from skruuvi_gui.progress import Progress

Position = tuple[list[int], int, int, list[tuple[int, int]]]


def random_position(size: int, rng: random.Random) -> Position:
    """``size`` cards a hand, a random strain, and 0 to 3 legal cards of a trick played."""
    deck = rng.sample(range(52), 4 * size)
    hands = [sum(1 << b for b in deck[p * size : (p + 1) * size]) for p in range(4)]
    trump = rng.randrange(-1, 4)
    turn = rng.randrange(4)
    trick: list[tuple[int, int]] = []
    for _ in range(rng.randrange(4)):
        legal = legal_bits(hands[turn], trick)
        bit = rng.choice([b for b in range(52) if legal >> b & 1])
        hands[turn] ^= 1 << bit
        trick.append((turn, bit))
        turn = (turn + 1) % 4
    return hands, trump, turn, trick


def timed(solve: Callable[..., dict[int, int]], *args: Any) -> tuple[dict[int, int], float]:
    """What ``solve(*args)`` answers, and the processor seconds it took."""
    started = time.process_time()
    answer = solve(*args)
    return answer, time.process_time() - started


def measure(
    solver: dds.Solver, sizes: Sequence[int], positions: int, pure_up_to: int, seed: int
) -> dict[str, Any]:
    """Per hand size: DDS's and the pure search's median and slowest milliseconds, the ratio
    of the medians, and the positions where the two disagreed."""
    report: dict[str, Any] = {}
    progress = Progress(len(sizes) * positions, "positions")
    for size in sizes:
        rng = random.Random(seed * 100 + size)
        fast: list[float] = []
        pure: list[float] = []
        disagreements = 0
        for _ in range(positions):
            hands, trump, turn, trick = random_position(size, rng)
            side = turn % 2
            theirs, seconds = timed(solver.card_tricks, hands, trump, turn, trick)
            fast.append(seconds)
            if size <= pure_up_to:
                ours, seconds = timed(pure_card_tricks, hands, trump, turn, trick, side)
                pure.append(seconds)
                disagreements += ours != theirs
            progress.advance()
        entry: dict[str, Any] = {"positions": positions, "dds": summary(fast)}
        if pure:
            entry["pure"] = summary(pure)
            entry["ratio"] = statistics.median(pure) / statistics.median(fast)
            entry["disagreements"] = disagreements
        report[str(size)] = entry
    return report


def summary(seconds: list[float]) -> dict[str, float]:
    return {
        "median_ms": 1000 * statistics.median(seconds),
        "slowest_ms": 1000 * max(seconds),
    }


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cards", type=int, nargs="+", default=[13, 10, 8, 6])
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--pure-up-to", type=int, default=8)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    solver = dds.load(dds.library_path())
    if solver is None:
        raise SystemExit("the DDS library is not installed here: run scripts/setup.sh")
    report = measure(solver, args.cards, args.positions, args.pure_up_to, args.seed)
    if args.json:
        print(json.dumps(report, indent=2))
        return
    searched = "compiled" if searches.COMPILED else "uncompiled"
    print(f"cards  DDS median / slowest   pure ({searched}) median / slowest   ratio")
    for size, entry in report.items():
        line = f"{size:>5}  {entry['dds']['median_ms']:8.2f} / {entry['dds']['slowest_ms']:8.2f} ms"
        if "pure" in entry:
            line += (
                f"   {entry['pure']['median_ms']:10.2f} / {entry['pure']['slowest_ms']:9.2f} ms"
                f"   {entry['ratio']:6.0f}x  ({entry['disagreements']} disagreements)"
            )
        print(line)


if __name__ == "__main__":
    main()
