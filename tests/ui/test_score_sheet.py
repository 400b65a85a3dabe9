"""The generic score sheet (Cribbage and Squint): a row per deal from public events, and a
deal in play shows only what has been scored in it so far."""

from __future__ import annotations

from PySide6.QtWidgets import QTableWidget
from pytestqt.qtbot import QtBot

from skruuvi_gui.rules.api import Dealt, GameOver, Outcome, Scored
from skruuvi_gui.ui.score_sheet import ScoreSheet


def cells(sheet: ScoreSheet) -> list[list[str]]:
    table = sheet.widget()
    assert isinstance(table, QTableWidget)
    rows = []
    for row in range(table.rowCount()):
        rows.append([(item.text() if (item := table.item(row, c)) else "") for c in range(2)])
    return rows


def test_a_deal_in_play_shows_no_zeros_for_points_not_yet_counted(qtbot: QtBot) -> None:
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.reset(["Aino", "Maija"])
    sheet.add_events([Dealt(0, 1)])
    assert cells(sheet) == [["", ""], ["0", "0"]]
    sheet.add_events([Scored(1, 1, 2, "fifteen")])
    assert cells(sheet) == [["", "2"], ["0", "2"]]
    sheet.add_events([Dealt(1, 2)])  # the first deal is over: its nought is a score
    assert cells(sheet) == [["0", "2"], ["", ""], ["0", "2"]]
    sheet.add_events([Scored(0, 0, 0, "hand"), GameOver(Outcome((0, 2), (1,)))])
    assert cells(sheet) == [["0", "2"], ["0", "0"], ["0", "2"]]
