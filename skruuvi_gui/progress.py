"""A progress line on stderr for long headless runs: ``skruuvi-sim`` and the benchmarks.

A run of minutes that prints nothing looks hung. The line shows how much is done, the rate and
the time left; it appears only on a terminal and only once the run has lasted a few seconds,
so short runs, pipes and logs stay as they were, and it is wiped when the run ends.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Iterable, Iterator
from types import TracebackType
from typing import TextIO, TypeVar

T = TypeVar("T")

#: Seconds of silence before the line appears, and the shortest time between redraws.
DELAY = 3.0
REDRAW = 0.25

BAR_WIDTH = 20


def duration(seconds: float) -> str:
    """``seconds`` as a person reads it: ``"45 s"``, ``"3 min 05 s"``, ``"2 h 07 min"``."""
    whole = round(seconds)
    if whole < 60:
        return f"{whole} s"
    if whole < 3600:
        return f"{whole // 60} min {whole % 60:02d} s"
    return f"{whole // 3600} h {whole % 3600 // 60:02d} min"


def progress_line(done: int, total: int, unit: str, elapsed: float, label: str = "") -> str:
    """``label [#####...............] 50/200 games, 4.2 games/s, about 36 s left``."""
    filled = BAR_WIDTH * done // total if total else BAR_WIDTH
    bar = "[" + "#" * filled + "." * (BAR_WIDTH - filled) + "]"
    text = f"{label} {bar}" if label else bar
    text += f" {done}/{total} {unit}"
    if done and elapsed > 0:
        rate = done / elapsed
        text += f", {rate:.1f} {unit}/s, about {duration((total - done) / rate)} left"
    return text


class Progress:
    """Counts finished items of a known total and keeps a progress line on a terminal."""

    def __init__(
        self,
        total: int,
        unit: str = "games",
        label: str = "",
        stream: TextIO | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.total = total
        self.unit = unit
        self.label = label
        self.done = 0
        self._stream = sys.stderr if stream is None else stream
        self._shown = self._stream.isatty()
        self._clock = clock
        self._started = clock()
        self._drawn_at: float | None = None

    def advance(self, count: int = 1) -> None:
        self.done += count
        if not self._shown:
            return
        now = self._clock()
        if now - self._started < DELAY:
            return
        if self._drawn_at is not None and now - self._drawn_at < REDRAW:
            return
        self._drawn_at = now
        line = progress_line(self.done, self.total, self.unit, now - self._started, self.label)
        self._stream.write(f"\r{line}\x1b[K")
        self._stream.flush()

    def track(self, items: Iterable[T]) -> Iterator[T]:
        """Yield ``items``, counting each one done once the caller asks for the next; the line
        is wiped when they run out."""
        for item in items:
            yield item
            self.advance()
        self.close()

    def close(self) -> None:
        """Wipe the line, so what the run prints next starts on a clean one."""
        if self._drawn_at is not None:
            self._stream.write("\r\x1b[K")
            self._stream.flush()
            self._drawn_at = None

    def __enter__(self) -> Progress:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()
