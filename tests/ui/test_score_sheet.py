"""The generic score sheet (Cribbage and Squint): a row per deal from public events, and a
deal in play shows only what has been scored in it so far."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QTableWidget
from pytestqt.qtbot import QtBot

from skruuvi_gui.match import Match, SeatConfig
from skruuvi_gui.rules.api import Dealt, Event, GameOver, Outcome, Scored
from skruuvi_gui.ui import score_sheet
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


def shown(sheet: ScoreSheet) -> list[list[str]]:
    """Every row of the generic sheet as shown: its label, then each side's cell."""
    table = sheet.widget()
    assert isinstance(table, QTableWidget)
    return [
        [label.text() if (label := table.verticalHeaderItem(row)) else ""]
        + [
            (item.text() if (item := table.item(row, c)) else "")
            for c in range(table.columnCount())
        ]
        for row in range(table.rowCount())
    ]


def played(game_id: str, options: dict[str, object], seats: int, deals: int) -> list[list[Event]]:
    """The events, move by move, of random bots until ``deals`` have been dealt (or the
    match is over)."""
    match = Match(game_id, options, [SeatConfig(f"B{s}", "bot", "random") for s in range(seats)], 7)
    batches = [list(match.start())]
    while not match.is_over and sum(isinstance(e, Dealt) for b in batches for e in b) < deals:
        seat = match.to_move()[0]
        batches.append(list(match.apply(seat, match.bot_for(seat).choose(match.observation(seat)))))
    return batches


@pytest.mark.parametrize(
    ("game_id", "options", "seats"),
    [("squint", {}, 5), ("cribbage", {"target_score": 61, "games_to_win": 2}, 2)],
)
def test_a_sheet_written_move_by_move_is_the_sheet_written_at_once(
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    game_id: str,
    options: dict[str, object],
    seats: int,
) -> None:
    """Only the rows the events change are written again (a second game renames every
    row); a sheet written at once writes its last rows at once and the earlier rows
    between the window's events, the lowest first, and ends as the sheet written move by
    move."""
    monkeypatch.setattr(score_sheet, "ROWS_AT_ONCE", 2)
    monkeypatch.setattr(score_sheet, "SLICE_SECONDS", 0.0)  # a row a slice
    batches = played(game_id, options, seats, 14)
    names = [f"B{s}" for s in range(seats)][: 2 if game_id == "cribbage" else seats]
    stepwise, at_once = ScoreSheet(), ScoreSheet()
    qtbot.addWidget(stepwise)
    qtbot.addWidget(at_once)
    stepwise.reset(names)
    for batch in batches:
        stepwise.add_events(batch)
    stepwise.finish()  # a second game's rows, renamed, in slices
    at_once.reset(names)
    at_once.add_events([event for batch in batches for event in batch])
    rows = shown(stepwise)
    assert len(rows) >= 10 and rows[-1][0] == "Total"
    assert any(row[0].startswith("Game 2") for row in rows) == (game_id == "cribbage")
    first = shown(at_once)
    assert first[-3:] == rows[-3:]  # the last two deals and the totals, at once
    assert all(row == [""] * len(row) for row in first[:-3])
    seen = [first]
    while not at_once.written():
        qtbot.waitUntil(lambda: shown(at_once) != seen[-1], timeout=2000)
        seen.append(shown(at_once))
    assert seen[-1] == rows
    written = [sum(row != [""] * len(row) for row in state) for state in seen]
    assert written == sorted(set(written))
    assert all(state[-n:] == rows[-n:] for state, n in zip(seen, written, strict=True))


def test_a_game_with_its_own_sheet_leaves_the_generic_one_until_it_is_shown(
    qtbot: QtBot,
) -> None:
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    own = QTableWidget()
    sheet.use_sheet(own)
    sheet.reset(["Aino", "Maija"])
    sheet.add_events([Dealt(0, 1), Scored(1, 1, 2, "fifteen"), Dealt(1, 2)])
    assert sheet.totals() == [0, 2] and sheet.deal_count() == 2
    sheet.use_sheet(None)
    assert shown(sheet) == [["Deal 1", "0", "2"], ["Deal 2", "", ""], ["Total", "0", "2"]]
