"""The traditional score sheet, drawn like the paper one: per robber, each partnership's
entries and running total above a drawn line (bonuses) and below it (trick points, with a
line under every game), then the robber's totals and its ledger entry; the session's ledger
per player at the foot. Every entry explains itself on hover or click.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QTableWidget, QTableWidgetItem

from skruuvi_gui.rules.skruuvi import (
    LETTERS,
    DealResult,
    SkruuviObservation,
    plan_robber,
    robber_ledger,
)
from skruuvi_gui.rules.skruuvi.traditional import BELOW_LINE
from skruuvi_gui.ui.line_parts import seat_name
from skruuvi_gui.ui.skruuvi.sheet_cells import (
    cell,
    deal_label,
    heading,
    robber_heading,
    robber_sides,
    tinted,
)
from skruuvi_gui.ui.skruuvi.traditional_text import explain, ledger_text
from skruuvi_gui.ui.tips import tip_text

translate = QCoreApplication.translate

_LINE = QColor("#1d1a12")
# The height of a drawn line, in pixels (plain comments here: lupdate would give a
# "#:" comment to the next translated string).
LINE_HEIGHT = 4
# Columns: deal, contract, then each side's entry and running total.
COLUMNS = 6


def headings() -> list[str]:
    points = translate("SkruuviScoreSheet", "Points")
    total = translate("SkruuviScoreSheet", "Running")
    return [
        translate("SkruuviScoreSheet", "Deal"),
        translate("SkruuviScoreSheet", "Contract"),
        points,
        total,
        points,
        total,
    ]


class TraditionalSheet:
    """Fills a ``QTableWidget`` with the traditional sheet of ``obs``."""

    def __init__(
        self,
        table: QTableWidget,
        obs: SkruuviObservation,
        names: Sequence[str],
        contract_text: Callable[[DealResult], str],
        short_text: Callable[[DealResult], str],
    ) -> None:
        self._table = table
        self._obs = obs
        self._names = tuple(names)
        self._contract_text = contract_text
        self._short_text = short_text
        # (row, the deal's name, its contract in short) of each deal's entry, for the deal
        # column to show in place of the contract column when that is folded away.
        self.played: list[tuple[int, str, str]] = []
        # Each row: its kind, its cells, and how many columns each cell spans.
        self._rows: list[tuple[str, list[QTableWidgetItem | None], list[int]]] = []

    def draw(self) -> None:
        """Lay out every robber so far and the ledger; rows are added top to bottom."""
        obs = self._obs
        table = self._table
        table.setColumnCount(COLUMNS)
        table.setHorizontalHeaderLabels(headings())
        for robber in range(obs.robbers):
            self._robber(robber)
        self._ledger()
        table.setRowCount(len(self._rows))
        normal = table.verticalHeader().defaultSectionSize()
        for row, (kind, cells, spans) in enumerate(self._rows):
            column = 0
            for item, span in zip(cells, spans, strict=True):
                if item is not None:
                    table.setItem(row, column, item)
                if span > 1:
                    table.setSpan(row, column, 1, span)
                column += span
            # A row keeps its height from the last drawing unless told: a deal's entry
            # where a line stood before would stay a line's height.
            table.setRowHeight(row, LINE_HEIGHT if kind == "line" else normal)

    # --- rows ----------------------------------------------------------------------------

    def _add(
        self, kind: str, cells: list[QTableWidgetItem | None], spans: list[int] | None = None
    ) -> None:
        self._rows.append((kind, cells, spans or [1] * len(cells)))

    def _labelled(self, kind: str, label: QTableWidgetItem, sides: list[QTableWidgetItem]) -> None:
        """A row of a robber's totals: its words take the deal and contract columns and the
        first side's points column, which such rows leave empty, so that they read whole
        when the contract column is folded away; they also show on hover."""
        label.setToolTip(label.text())
        self._add(kind, [label, *sides], [3] + [1] * len(sides))

    def _part(self, text: str) -> None:
        """A part of the robber named across the sheet: above or below the line."""
        item = cell(text, left=True)
        item.setToolTip(tip_text(text))
        self._add("part", [item], [COLUMNS])

    def _heading(self, text: str) -> None:
        self._add("heading", [heading(text)], [COLUMNS])

    def _line(self, tip: str = "") -> None:
        item = QTableWidgetItem("")
        item.setBackground(QBrush(_LINE))
        if tip:
            item.setToolTip(tip_text(tip))
        self._add("line", [item], [COLUMNS])

    def _robber(self, robber: int) -> None:
        obs = self._obs
        seating = plan_robber(robber, obs.letters).seating
        sides = robber_sides(robber, obs.letters, self._names)
        self._heading(robber_heading(robber, obs.letters, self._names, obs.seat))
        mine = [r for r in obs.results if r.robber == robber]
        # Each partnership's name over both its columns, as on paper; the parts above and
        # below the line are named where paper leaves it to the eye.
        self._add(
            "sides", [None, *(self._side_name(sides[side], side) for side in (0, 1))], [2, 2, 2]
        )
        self._part(translate("SkruuviScoreSheet", "Above the line: bonuses"))
        self._section(mine, above=True)
        self._line(translate("SkruuviScoreSheet", "The line: bonuses above, trick points below"))
        self._part(translate("SkruuviScoreSheet", "Below the line: trick points"))
        self._section(mine, above=False)
        if not mine:
            return
        totals = [sum(r.points[seating.order[side]] for r in mine) for side in (0, 1)]
        label = translate("SkruuviScoreSheet", "Robber {number} total")
        self._labelled(
            "total",
            cell(label.replace("{number}", str(robber + 1)), left=True, bold=True),
            [
                tinted(str(totals[0]), 0, bold=True),
                tinted("", 1),
                tinted(str(totals[1]), 1, bold=True),
            ],
        )
        finished = robber < obs.robber or obs.phase == "game_over"
        if finished:
            entries = robber_ledger((totals[0], totals[1]), round_to_five=obs.options.round_to_five)
            tip = translate(
                "SkruuviScoreSheet", "The difference {difference} ÷ 100 to each player's ledger"
            ).replace("{difference}", str(abs(totals[0] - totals[1])))
            self._labelled(
                "ledger",
                cell(translate("SkruuviScoreSheet", "To the ledger"), left=True),
                [
                    tinted(ledger_text(entries[0]), 0, tip=tip),
                    tinted("", 1),
                    tinted(ledger_text(entries[1]), 1, tip=tip),
                ],
            )

    @staticmethod
    def _side_name(name: str, side: int) -> QTableWidgetItem:
        item = tinted(name, side, bold=True)
        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        return item

    def _section(self, results: Sequence[DealResult], *, above: bool) -> None:
        """One row per deal with entries on this side of the line; under a game, a line."""
        running = [0, 0]
        for result in results:
            items = [i for i in result.items if (i.reason in BELOW_LINE) != above]
            if not items:
                continue
            words = self._contract_text(result)
            label = deal_label(self._obs.options, result.kind, result.deal)
            deal = cell(label, left=True)
            deal.setToolTip(tip_text(f"{label}: {words}"))  # when its column is folded away
            self.played.append((len(self._rows), label, self._short_text(result)))
            row: list[QTableWidgetItem | None] = [deal, cell(words, left=True)]
            game = None
            for side in (0, 1):
                mine = [i for i in items if i.side == side]
                points = sum(i.points for i in mine)
                running[side] += points
                tip = "\n".join(explain(i, self._names) for i in mine)
                won = any(i.reason == "game" for i in mine)
                if won:
                    game = side
                row += [
                    tinted(str(points) if mine else "", side, tip=tip, bold=won),
                    tinted(str(running[side]), side),
                ]
            self._add("entry", row)
            if game is not None:
                number = next(i.detail[0] for i in items if i.reason == "game")
                self._line(
                    translate(
                        "SkruuviScoreSheet", "Game {number} won: both count from 0 again"
                    ).replace("{number}", str(number))
                )

    def _ledger(self) -> None:
        """Every player's ledger across robbers and partnerships."""
        obs = self._obs
        if not any(r.robber < obs.robber or obs.phase == "game_over" for r in obs.results):
            return
        self._heading(translate("SkruuviScoreSheet", "Ledger"))
        for seat in range(len(obs.letters)):
            label = (
                translate("SkruuviScoreSheet", "{name} ({letter})")
                .replace("{name}", seat_name(self._names, seat))
                .replace("{letter}", LETTERS[obs.letters[seat]])
            )
            self._labelled(
                "player", cell(label, left=True), [cell(ledger_text(obs.scores[seat]), bold=True)]
            )
