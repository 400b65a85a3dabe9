"""Timing helpers shared by the benchmarks: run something N times, report median and spread.

As a script it times a command: ``python -m benchmarks.harness --repeat 5 -- skruuvi-sim``.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from skruuvi_gui.progress import Progress


@dataclass(frozen=True)
class Timing:
    """Wall-clock seconds of each run of one thing."""

    label: str
    runs: tuple[float, ...]

    @property
    def median(self) -> float:
        return statistics.median(self.runs)

    @property
    def spread(self) -> float:
        """Fastest to slowest run, as a fraction of the median (0.05 = 5 %)."""
        return (max(self.runs) - min(self.runs)) / self.median if self.median > 0 else 0.0

    def summary(self) -> str:
        return (
            f"{self.label}: median {self.median:.4f} s, min {min(self.runs):.4f} s, "
            f"max {max(self.runs):.4f} s, spread {self.spread:.1%} over {len(self.runs)} runs"
        )


def time_callable(
    label: str, run: Callable[[], object], repeat: int = 5, warmup: int = 1
) -> Timing:
    """Call ``run`` ``warmup`` times untimed, then ``repeat`` times timed; the runs' progress
    shows on a terminal."""
    if repeat < 1:
        raise ValueError("repeat must be at least 1")
    with Progress(warmup + repeat, "runs", label) as progress:
        for _ in progress.track(range(warmup)):
            run()
        runs = []
        for _ in progress.track(range(repeat)):
            started = time.perf_counter()
            run()
            runs.append(time.perf_counter() - started)
    return Timing(label, tuple(runs))


def time_command(argv: Sequence[str], repeat: int = 5, warmup: int = 0) -> Timing:
    """Run a command as a child process; a failing run raises ``CalledProcessError``."""

    def run() -> None:
        subprocess.run(argv, check=True, stdout=subprocess.DEVNULL)

    return time_callable(" ".join(argv), run, repeat, warmup)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m benchmarks.harness", description="Time a command N times."
    )
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--warmup", type=int, default=0)
    parser.add_argument("command", nargs=argparse.REMAINDER, help="-- then the command")
    args = parser.parse_args(argv)
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    if not command:
        parser.error("give a command after --")
    print(time_command(command, args.repeat, args.warmup).summary())
    return 0


if __name__ == "__main__":
    sys.exit(main())
