"""What the first table of a game would do on the window's thread, done ahead of it.

Setting up the first table imports the driver, the table's modules and its game's rules,
builds the felt's grain and, where the translations are not compiled yet, compiles them:
some hundreds of milliseconds in which the window would stand still, for a table that
later takes a few tens. Once the window is shown this is done ahead for every game, the
game last started first, a module at a time between the window's events (the largest some
tens of milliseconds), while the person looks at the window or answers its first question:
a record of another game opened, or another game chosen, finds its table's modules loaded. The
translations are compiled on a thread, as a program of their own (``lrelease``).
"""

from __future__ import annotations

import importlib
import threading
from collections import deque
from collections.abc import Callable, Iterable
from functools import cache, partial

from PySide6.QtCore import QObject, QSize, QTimer

from skruuvi_gui.ui.i18n import TRANSLATED, ensure_qm
from skruuvi_gui.ui.table.felt import felt_pixmap

#: What every table is set up with, in slices: what a module imports before it.
SHARED_MODULES: tuple[str, ...] = (
    "multiprocessing.connection",
    "skruuvi_gui.bots.process",
    "skruuvi_gui.rules.cribbage",  # the hotseat's words for a cribbage show
    "skruuvi_gui.ui.hotseat",
    "skruuvi_gui.ui.table.scene",
    "skruuvi_gui.ui.table.core",
    "skruuvi_gui.ui.table.arranging",
    "skruuvi_gui.ui.table.base",
    "skruuvi_gui.ui.match_driver",
    "skruuvi_gui.ui.curtain",
    "skruuvi_gui.ui.turn_up",
    "skruuvi_gui.ui.cribbage.show",  # the game log's words for a hand counted
    "multiprocessing.spawn",  # how the computer players' process is started
)

#: What each game's table is set up with besides, in slices.
GAME_MODULES: dict[str, tuple[str, ...]] = {
    "cribbage": ("skruuvi_gui.ui.cribbage.felt", "skruuvi_gui.ui.cribbage.table"),
    "skruuvi": (
        "skruuvi_gui.rules.skruuvi",
        "skruuvi_gui.bots.skruuvi.relative",
        "skruuvi_gui.bots.skruuvi",  # the bids' meanings, which the bidding box tells
        "skruuvi_gui.ui.skruuvi.felt",
        "skruuvi_gui.ui.skruuvi.table",
        "skruuvi_gui.ui.skruuvi.event_lines",
    ),
    "squint": (
        "skruuvi_gui.rules.squint",
        "skruuvi_gui.ui.squint.felt",
        "skruuvi_gui.ui.squint.table",
    ),
}


def warm_steps(game_id: str, felt: str) -> list[Callable[[], object]]:
    """The slices that set up every game's first table ahead, on a ``felt``: ``game_id``'s
    first (the game most likely to come) and the felt's grain, then the other games'."""
    first = SHARED_MODULES + GAME_MODULES.get(game_id, ())
    others = [name for game, names in GAME_MODULES.items() if game != game_id for name in names]
    steps: list[Callable[[], object]] = [partial(importlib.import_module, name) for name in first]
    steps.append(lambda: felt_pixmap(felt, QSize(1, 1), 1.0))  # its grain, made once
    steps.extend(partial(importlib.import_module, name) for name in others)
    return steps


@cache
def compile_translations() -> threading.Thread:
    """Compile the translations off the window's thread, where they are not yet (once in
    the program's life)."""
    thread = threading.Thread(
        target=lambda: [ensure_qm(language) for language in TRANSLATED],
        name="translations",
        daemon=True,
    )
    thread.start()
    return thread


class Warming(QObject):
    """Runs ``steps``, each in a turn of the window's events of its own: a timer of 0 ms,
    so that input, painting and the timers due come between two of them."""

    def __init__(self, steps: Iterable[Callable[[], object]], parent: QObject) -> None:
        super().__init__(parent)
        self._steps = deque(steps)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._next)
        if self._steps:
            self._timer.start()

    def done(self) -> bool:
        return not self._steps

    def _next(self) -> None:
        self._steps.popleft()()
        if self._steps:
            self._timer.start()
