"""How work too long for one turn of the window's events is cut up: a log or a score sheet
of many deals written a slice at a time.

Each slice works for ``SLICE_SECONDS`` at most, then rests ``REST_MS`` before the next; the
first waits ``FIRST_MS``. Timers that fall due together all run in one turn: a slice started
with no wait would run in the same turn as the drawing of a table put out with it, or another
dock's slice, and the window would stand still for all of them together. The waits let the
table's drawing, input and painting have turns of their own.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

SLICE_SECONDS = 0.015
REST_MS = 10
FIRST_MS = 60


def slice_timer(parent: QObject, next_slice: Callable[[], None]) -> QTimer:
    """A timer that, started, runs ``next_slice`` after the rest between slices."""
    timer = QTimer(parent)
    timer.setSingleShot(True)
    timer.setInterval(REST_MS)
    timer.timeout.connect(next_slice)
    return timer
