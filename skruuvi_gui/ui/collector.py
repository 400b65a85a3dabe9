"""Python's collections: made on the GUI thread alone, and kept out of the moments of play.

Python's collector runs on whichever thread happens to allocate when a generation is due:
the save writer's, a bot's. What it frees there is freed on that thread, and a Qt object
must not be: a running animation deleted off the GUI thread stays on the GUI thread's
animation clock and crashes its next tick, an event filter half taken apart is still
called. So the automatic collections are switched off and the GUI thread collects instead,
looking a few times a second whether a generation is due, by Python's own thresholds.

A full collection walks every object the program holds: some 75,000 once a long game's
table stands, 30-100 ms on the GUI thread at whatever moment of play it falls (a card in
flight stops), most of them the program's own (its modules, classes, window), which live
as long as it does. So once the window has loaded what the tables need
(``window/warming.py``) everything is collected and what survives is set aside, left out
of every later collection; what is not set aside is collected when a table has been set
up, in a turn of its own. A collection then walks only the tables' and the games' objects,
and nothing of a table put away is kept: it was never set aside.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QObject, QTimer

#: How often the GUI thread looks whether a collection is due, in milliseconds.
LOOK_EVERY_MS = 100


class GuiThreadCollector(QObject):
    """Collects on the thread it lives on, while started; see the module docstring."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._timer = QTimer(self)
        self._timer.setInterval(LOOK_EVERY_MS)
        self._timer.timeout.connect(self.collect_due)
        self._held = QElapsedTimer()  # running: no collection is due before ``_held_ms``
        self._held_ms = 0

    def start(self) -> None:
        """From now on only this thread collects."""
        gc.disable()
        self._timer.start()

    def stop(self) -> None:
        """Back to Python's automatic collections."""
        self._timer.stop()
        gc.enable()

    def hold(self, milliseconds: int) -> None:
        """No collection for ``milliseconds``: a table is being set up, and the collection
        after it (``collect_all_not_set_aside``) will do what falls due meanwhile, in a turn
        of its own rather than with the table's drawing."""
        self._held.start()
        self._held_ms = milliseconds

    def collect_due(self) -> None:
        """Collect the oldest generation whose count has passed its threshold, if any."""
        if self._held.isValid() and self._held.elapsed() < self._held_ms:
            return
        counts = gc.get_count()
        thresholds = gc.get_threshold()
        for generation in (2, 1, 0):
            if counts[generation] > thresholds[generation]:
                gc.collect(generation)
                return


def collect_on_gui_thread(app: QCoreApplication) -> GuiThreadCollector:
    """The application's collector, made and started the first time."""
    collector = app.findChild(GuiThreadCollector)
    if collector is None:
        collector = GuiThreadCollector(app)
    collector.start()
    return collector


def hold_collections(milliseconds: int) -> None:
    """Hold the GUI thread's collections for ``milliseconds`` (``GuiThreadCollector.hold``)."""
    app = QCoreApplication.instance()
    collector = app.findChild(GuiThreadCollector) if app is not None else None
    if collector is not None:
        collector.hold(milliseconds)


def set_aside_program() -> None:
    """Collect, then leave what survives out of later collections: once in a program's life,
    when what the tables need is loaded. What was set aside before is taken back first (a
    window opened again, as the tests do, keeps nothing of the last one)."""
    gc.unfreeze()
    gc.collect()
    gc.freeze()


def collect_all_not_set_aside() -> None:
    """Collect every generation, which walks only what is not set aside: the tables'
    objects, those of a table put away too."""
    gc.collect()
