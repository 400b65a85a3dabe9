"""What leaves the table is deleted by Qt on the GUI thread, not left to Python's collector.

A Qt animation runs on its own thread's animation clock and is taken off it only when it is
deleted on that thread. Python's collector runs on whichever thread happens to allocate (the
save writer's, a bot's), so an item it frees there leaves its running animation on the GUI
thread's clock, which crashes at its next tick. The hotseat table, which seats its players
again at every turn, showed it as a rare crash between moves.
"""

from __future__ import annotations

import gc
import threading

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent
from pytestqt.qtbot import QtBot
from table_driving import open_table

from skruuvi_gui.ui.cribbage.table import CribbageTable
from skruuvi_gui.ui.table.seat_plate import SeatPlate


def plates(table: CribbageTable) -> list[SeatPlate]:
    return [item for item in table.view().scene().items() if isinstance(item, SeatPlate)]


def test_plates_seated_again_are_deleted_by_qt_though_glowing(qtbot: QtBot) -> None:
    table = open_table(qtbot, "cribbage", CribbageTable)
    table.set_players(["Pekka", "Maija"], 0)
    old = plates(table)
    assert len(old) == 2
    old[0].set_active(True)  # the glow of the seat to act pulses, looping for ever
    old[1].set_thinking(True)

    table.set_players(["Pekka", "Maija"], 1)  # the hotseat's next person, say
    # Qt's deferred deletions alone: no timer runs, so nothing is collected meanwhile.
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)

    assert not any(shiboken6.isValid(plate) for plate in old)
    new = plates(table)
    assert len(new) == 2 and not set(map(id, new)) & set(map(id, old))


def test_a_cycle_dropped_on_another_thread_is_freed_on_the_gui_thread(qtbot: QtBot) -> None:
    """However much another thread allocates, the collection comes on the GUI thread."""
    freed_on: list[str] = []

    class Node:
        def __init__(self) -> None:
            self.me = self

        def __del__(self) -> None:
            freed_on.append(threading.current_thread().name)

    def allocate() -> None:
        Node()  # garbage at once, which only a collection frees
        kept = []
        for _ in range(20 * gc.get_threshold()[0]):  # past every generation's threshold
            cycle: list[object] = []
            cycle.append(cycle)
            kept.append(cycle)

    worker = threading.Thread(target=allocate, name="worker")
    worker.start()
    worker.join()
    assert freed_on == []
    qtbot.waitUntil(lambda: freed_on == [threading.current_thread().name])
