"""The score sheet dock: points per deal per side, the game's totals at the foot.

It is built only from public events — ``Dealt`` opens a row, each ``Scored`` adds to its
side's cell, the next ``Dealt`` or ``GameOver`` closes it — so the same code serves a live
game, an undo and a loaded record. A deal in play shows only what has been scored in it so
far: no zeros for points not yet counted.

As the game goes on only the deal in play and the totals are written again. A long game put
on the table (a whole Squint game read from a file) has its last deals and totals written at
once, the earlier rows, out of sight above them, a few at a time between the window's other
events; a game with a sheet of its own leaves the generic one unwritten.
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDockWidget,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from skruuvi_gui.rules.api import Dealt, Event, GameOver, Scored
from skruuvi_gui.ui.names import joined_names
from skruuvi_gui.ui.slicing import FIRST_MS, SLICE_SECONDS, slice_timer

translate = QCoreApplication.translate

# How many deals' rows, the last, a sheet written anew writes at once (a plain comment:
# lupdate would give a "#:" one to a translated string).
ROWS_AT_ONCE = 8


def side_names(game_id: str, options: Mapping[str, Any], names: Sequence[str]) -> list[str]:
    """One name per scoring side: a seat's name, or a partnership's names joined."""
    if game_id != "cribbage":
        return list(names)
    from skruuvi_gui.rules.cribbage import CribbageOptions  # a cribbage game is on the table

    cribbage = CribbageOptions.from_mapping(options)
    sides: list[list[str]] = [[] for _ in range(cribbage.num_sides)]
    for seat, name in enumerate(names):
        sides[cribbage.side_of(seat)].append(name)
    return [joined_names(members) for members in sides]


class GameSheet(QTableWidget):
    """A game's own sheet. It says when it has been drawn anew, at once (before the view
    lays out its scroll bars), so the dock can make room for its columns first."""

    redrawn = Signal()

    def folded_width(self) -> int:
        """The least width that shows every player's points (a sheet may fold columns of
        words away when narrower than its ``sizeHint``)."""
        return self.sizeHint().width()


class ScoreSheet(QDockWidget):
    """A closable dock; ``reset`` for a new match, ``add_events`` as the game goes on."""

    # A game's own sheet has been drawn anew (its columns filled in as the first deal is
    # dealt): the dock may need more room to show them all.
    sheet_redrawn = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ScoreSheet")
        self._table = QTableWidget()
        self._table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self._table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self._table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.setWidget(self._table)
        self._sides: list[str] = []
        self._deals: list[tuple[int, int, list[int]]] = []  # (game, deal number, points)
        self._scored: set[int] = set()  # the sides that have scored in the deal in play
        self._open = False  # whether the last deal is still being played
        self._game = 1
        self._stale = False  # the generic sheet not written while a game's own is shown
        self._unwritten = 0  # the earlier rows still to be written, from the top
        self._slices = slice_timer(self, self._write_earlier_rows)
        self.retranslate()

    def use_sheet(self, sheet: QWidget | None) -> None:
        """Show a game's own sheet (which keeps itself up to date), or the generic one."""
        current = self.widget()
        wanted = self._table if sheet is None else sheet
        if current is wanted:
            return
        self.setWidget(wanted)
        self._name_sheet(wanted)
        if wanted is self._table and self._stale:
            self._redraw()
        if isinstance(wanted, GameSheet):
            wanted.redrawn.connect(self.sheet_redrawn)
        if current is not self._table and current is not None:
            current.deleteLater()

    def reset(self, sides: Sequence[str]) -> None:
        self._sides = list(sides)
        self._deals = []
        self._scored = set()
        self._open = False
        self._game = 1
        self._redraw()

    def add_events(self, events: Iterable[Event]) -> None:
        changed = max(0, len(self._deals) - 1)  # the first row the events may change
        several_games = self._game > 1
        for event in events:
            if isinstance(event, Dealt):
                if event.deal_number == 1 and self._deals:
                    self._game += 1
                self._deals.append((self._game, event.deal_number, [0] * len(self._sides)))
                self._scored = set()
                self._open = True
            elif isinstance(event, Scored) and self._deals and event.side < len(self._sides):
                self._deals[-1][2][event.side] += event.points
                self._scored.add(event.side)
            elif isinstance(event, GameOver):
                self._open = False
        # A second game renames every deal's row ("Game 1, deal 3").
        self._redraw(0 if several_games != (self._game > 1) else changed)

    def deal_count(self) -> int:
        """The number of the deal in play (0 before the first deal)."""
        return self._deals[-1][1] if self._deals else 0

    def totals(self) -> list[int]:
        """Each side's points in the current game."""
        return [
            sum(points[side] for game, _, points in self._deals if game == self._game)
            for side in range(len(self._sides))
        ]

    def _fit_names(self) -> None:
        """Keep every side's name readable: columns share the width but never shrink below
        the longest name (five Squint players would otherwise be clipped to a few letters)."""
        header = self._table.horizontalHeader()
        metrics = header.fontMetrics()
        widest = max((metrics.horizontalAdvance(side) for side in self._sides), default=0)
        header.setMinimumSectionSize(widest + 2 * metrics.averageCharWidth())

    def wanted_width(self) -> int:
        """The width that shows the whole sheet: a game's own sheet says so itself; the
        generic one needs its deal labels and every side's column."""
        sheet = self.widget()
        if sheet is not self._table and sheet is not None:
            return sheet.sizeHint().width()
        table = self._table
        columns = table.horizontalHeader().minimumSectionSize() * table.columnCount()
        labels = table.verticalHeader().sizeHint().width()
        scroll = table.verticalScrollBar().sizeHint().width()
        return columns + labels + scroll + 2 * table.frameWidth()

    def folded_width(self) -> int:
        """The least width that shows every side's points: a game's own sheet may fold
        columns of words away; the generic one folds nothing."""
        sheet = self.widget()
        return sheet.folded_width() if isinstance(sheet, GameSheet) else self.wanted_width()

    def written(self) -> bool:
        """Whether every row of the generic sheet is written (earlier rows follow in
        slices)."""
        return not self._unwritten

    def finish(self) -> None:
        """Write at once the earlier rows still waiting to be written."""
        while self._unwritten:
            self._write_earlier_rows()

    def _redraw(self, first: int = 0) -> None:
        """Write the generic sheet from the row ``first`` on (0: written anew, the last
        ``ROWS_AT_ONCE`` deals now and the rows above them in slices)."""
        if self.widget() is not self._table:
            self._stale = True
            return
        self._stale = False
        table = self._table
        if first == 0:
            self._slices.stop()
            table.clear()
            table.setColumnCount(len(self._sides))
            table.setHorizontalHeaderLabels(self._sides)
            self._fit_names()
        table.setRowCount(len(self._deals) + 1 if self._sides else 0)
        if not self._sides:  # no match yet: no empty "Total" row either
            return
        if first == 0:
            first = self._unwritten = max(0, len(self._deals) - ROWS_AT_ONCE)
            if self._unwritten:
                self._slices.start(FIRST_MS)
        for row in range(first, len(self._deals)):
            self._write_row(row)
        foot = len(self._deals)
        table.setVerticalHeaderItem(foot, QTableWidgetItem(translate("ScoreSheet", "Total")))
        for side, total in enumerate(self.totals()):
            item = _cell(str(total))
            font = item.font()
            font.setBold(True)
            item.setFont(font)
            table.setItem(foot, side, item)
        table.scrollToBottom()

    def _write_row(self, row: int) -> None:
        """A deal's row: its label and each side's points in it."""
        table = self._table
        game, deal, points = self._deals[row]
        if self._game > 1:
            label = translate("ScoreSheet", "Game {game}, deal {deal}")
            label = label.replace("{game}", str(game))
        else:
            label = translate("ScoreSheet", "Deal {deal}")
        table.setVerticalHeaderItem(row, QTableWidgetItem(label.replace("{deal}", str(deal))))
        in_play = self._open and row == len(self._deals) - 1
        for side, value in enumerate(points):
            counted = not in_play or side in self._scored
            table.setItem(row, side, _cell(str(value) if counted else ""))

    def _write_earlier_rows(self) -> None:
        """Write the earlier rows, the lowest first: one, and more while ``SLICE_SECONDS``
        have not passed; the rest in the next slice."""
        began = time.perf_counter()
        while self._unwritten:
            self._unwritten -= 1
            self._write_row(self._unwritten)
            if time.perf_counter() - began >= SLICE_SECONDS:
                break
        if self._unwritten:
            self._slices.start()

    def retranslate(self) -> None:
        self.setWindowTitle(translate("ScoreSheet", "Score sheet"))
        self._name_sheet(self.widget())
        self._redraw()

    def _name_sheet(self, sheet: QWidget | None) -> None:
        """The sheet shown, generic or a game's own, is named for assistive technology."""
        if sheet is not None:
            sheet.setAccessibleName(translate("ScoreSheet", "Score sheet"))
            sheet.setAccessibleDescription(
                translate("ScoreSheet", "Points of each side, deal by deal")
            )

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def _cell(text: str) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
    return item
