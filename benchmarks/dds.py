"""The DDS double-dummy library as the benchmarks' measuring tool, through the bots' own
binding (``bots/skruuvi/dds.py``): ``scripts/setup.sh`` installs it where a wheel exists.

Hands are the bots' bit masks by position (``bots/skruuvi/masks``); a trump of ``-1`` is
grandi (no trumps).
"""

from __future__ import annotations

import functools
import time

from skruuvi_gui.bots.skruuvi import dds


@functools.cache
def _solver() -> dds.Solver | None:
    return dds.load(dds.library_path())


def have_dds() -> bool:
    """Whether the DDS library is installed and loads."""
    return _solver() is not None


def dds_tricks(hands: list[int], trump: int, leader: int) -> tuple[int, float]:
    """Tricks for the leader's side by DDS, and the processor seconds it took."""
    solver = _solver()
    if solver is None:
        raise RuntimeError("the DDS library is not installed: run scripts/setup.sh")
    started = time.process_time()
    result = solver.tricks(hands, trump, leader)
    return result, time.process_time() - started
