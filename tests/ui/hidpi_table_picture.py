"""Draws a cribbage table of 600 x 400 with its first deal and saves it as a PNG: run as a
program (``python hidpi_table_picture.py OUT.png``) under a chosen ``QT_SCALE_FACTOR``, since
a process's scale is fixed when Qt starts."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QApplication

from skruuvi_gui.match import Match, SeatConfig
from skruuvi_gui.ui.table import make_table


def main(out: str) -> None:
    app = QApplication([])
    table = make_table("cribbage")
    table.set_speed(0)
    table.resize(600, 400)
    table.show()
    match = Match("cribbage", {}, (SeatConfig("A", "human"), SeatConfig("B", "human")), 7)
    events = match.start()
    table.set_players(["A", "B"], 0)
    table.show_observation(match.observation(0), events)
    app.processEvents()
    table.grab().toImage().save(out)


if __name__ == "__main__":
    main(sys.argv[1])
