"""What the cards, piles and plates as accessible objects cost the table.

A Squint table at the player's bid card (ten cards in hand, five plates) with animations off,
on the offscreen platform. Timed: the arrow keys moving along the hand, with Qt's
accessibility asleep (no assistive technology, the usual case) and awake (every focus move
sent as an event, whose interface the table's factory makes); and a whole walk of the table
view's accessibility tree (every child's name, description, states and place), what a screen
reader does at worst after each change.

    python -m benchmarks.table_accessibility --repeat 5
"""

from __future__ import annotations

import argparse
import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from benchmarks.harness import time_callable
from skruuvi_gui.match import SeatConfig
from skruuvi_gui.settings import Settings
from skruuvi_gui.ui.dialogs.new_game import NewGame
from skruuvi_gui.ui.i18n import Translations
from skruuvi_gui.ui.main_window import MainWindow

PRESSES = 200
WALKS = 50


def walk(interface: QAccessibleInterface) -> int:
    """Read everything a screen reader reads below ``interface``; the nodes read."""
    count = 1
    for index in range(interface.childCount()):
        child = interface.child(index)
        if child is None:
            continue
        child.text(QAccessible.Text.Name)
        child.text(QAccessible.Text.Description)
        child.state()
        child.rect()
        count += walk(child)
    return count


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    os.environ.setdefault("SKRUUVI_GUI_HOME", tempfile.mkdtemp(prefix="korttipoyta-bench-"))
    application = QApplication([])
    translations = Translations()
    translations.install("en")
    window = MainWindow(Settings(animation_speed="off"), translations)
    window.show()
    seats = (SeatConfig("You", "human"), *(SeatConfig(n, "bot", "easy") for n in "ABCD"))
    window.start_match(NewGame("squint", {}, seats), seed=5)
    table, driver = window.table, window.driver
    assert table is not None and driver is not None
    while driver.acting_seat() != 0 or table.is_busy():
        QCoreApplication.processEvents()
    view = table.view()
    view.setFocus()
    QCoreApplication.processEvents()

    def arrows() -> None:
        for index in range(PRESSES):
            QTest.keyClick(view, Qt.Key.Key_Right if index % 20 < 10 else Qt.Key.Key_Left)

    asleep = time_callable("arrow keys, accessibility asleep", arrows, args.repeat)
    QAccessible.setActive(True)
    awake = time_callable("arrow keys, accessibility awake", arrows, args.repeat)
    top = QAccessible.queryAccessibleInterface(view)
    assert top is not None
    nodes = walk(top)

    def walks() -> None:
        for _ in range(WALKS):
            walk(top)

    walked = time_callable("tree walks", walks, args.repeat)
    for timing in (asleep, awake):
        print(timing.summary())
        print(f"  per key press: {timing.median / PRESSES * 1000:.3f} ms")
    print(walked.summary())
    print(f"  per walk of {nodes} nodes: {walked.median / WALKS * 1000:.3f} ms")
    window.close()
    application.quit()


if __name__ == "__main__":
    main()
