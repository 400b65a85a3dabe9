"""The traditional score sheet, drawn like the paper one: per robber, each partnership's
entries and running total above a drawn line (bonuses) and below it (trick points, with a
line under every game), then the robber's totals and its ledger entry; the session's ledger
per player at the foot. Every entry explains itself on hover or click.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QTableWidget, QTableWidgetItem

from skruuvi_gui.rules.skruuvi import (
    KOTKA,
    LETTERS,
    DealResult,
    SkruuviObservation,
    plan_robber,
    robber_ledger,
)
from skruuvi_gui.rules.skruuvi.session import robber_deals
from skruuvi_gui.rules.skruuvi.traditional import BELOW_LINE
from skruuvi_gui.ui.skruuvi.banner import SIDE_COLOURS
from skruuvi_gui.ui.skruuvi.traditional_text import explain, ledger_text
from skruuvi_gui.ui.skruuvi.words import kind_name, side_name

translate = QCoreApplication.translate

_HEADING = QColor(40, 52, 46)
_HEADING_TEXT = QColor("#f6f2e6")
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
    ) -> None:
        self._table = table
        self._obs = obs
        self._names = tuple(names)
        self._contract_text = contract_text
        self._rows: list[tuple[str, list[QTableWidgetItem | None], int]] = []

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
        for row, (kind, cells, span) in enumerate(self._rows):
            for column, item in enumerate(cells):
                if item is not None:
                    table.setItem(row, column, item)
            if span > 1:
                table.setSpan(row, 0, 1, span)
            if kind == "line":
                table.setRowHeight(row, LINE_HEIGHT)

    # --- rows ----------------------------------------------------------------------------

    def _add(self, kind: str, cells: list[QTableWidgetItem | None], span: int = 1) -> None:
        self._rows.append((kind, cells, span))

    def _heading(self, text: str) -> None:
        item = _cell(text, left=True, bold=True)
        item.setBackground(QBrush(_HEADING))
        item.setForeground(QBrush(_HEADING_TEXT))
        item.setToolTip(text)
        self._add("heading", [item], COLUMNS)

    def _line(self, tip: str = "") -> None:
        item = QTableWidgetItem("")
        item.setBackground(QBrush(_LINE))
        if tip:
            item.setToolTip(tip)
        self._add("line", [item], COLUMNS)

    def _name(self, seat: int) -> str:
        return self._names[seat] if 0 <= seat < len(self._names) else "?"

    def _robber(self, robber: int) -> None:
        obs = self._obs
        seating = plan_robber(robber, obs.letters).seating
        sides = [
            side_name(self._name(seating.order[s]), self._name(seating.order[s + 2]))
            for s in (0, 1)
        ]
        self._heading(
            translate("SkruuviScoreSheet", "Rubber {number}: {first} against {second}")
            .replace("{number}", str(robber + 1))
            .replace("{first}", sides[0])
            .replace("{second}", sides[1])
        )
        mine = [r for r in obs.results if r.robber == robber]
        names_row: list[QTableWidgetItem | None] = [_cell(""), _cell("")]
        for side in (0, 1):
            names_row += [_tinted(sides[side], side, bold=True), _tinted("", side)]
        self._add("sides", names_row)
        self._section(mine, above=True)
        self._line(translate("SkruuviScoreSheet", "The line: bonuses above, trick points below"))
        self._section(mine, above=False)
        if not mine:
            return
        totals = [sum(r.points[seating.order[side]] for r in mine) for side in (0, 1)]
        total_row: list[QTableWidgetItem | None] = [
            _cell(
                translate("SkruuviScoreSheet", "Rubber {number} total").replace(
                    "{number}", str(robber + 1)
                ),
                left=True,
                bold=True,
            ),
            _cell(""),
        ]
        for side in (0, 1):
            total_row += [_tinted("", side), _tinted(str(totals[side]), side, bold=True)]
        self._add("total", total_row)
        finished = robber < obs.robber or obs.phase == "game_over"
        if finished:
            entries = robber_ledger((totals[0], totals[1]), round_to_five=obs.options.round_to_five)
            tip = translate(
                "SkruuviScoreSheet", "The difference {difference} ÷ 100 to each player's ledger"
            ).replace("{difference}", str(abs(totals[0] - totals[1])))
            ledger_row: list[QTableWidgetItem | None] = [
                _cell(translate("SkruuviScoreSheet", "To the ledger"), left=True),
                _cell(""),
            ]
            for side in (0, 1):
                ledger_row += [
                    _tinted("", side),
                    _tinted(ledger_text(entries[side]), side, tip=tip),
                ]
            self._add("ledger", ledger_row)

    def _section(self, results: Sequence[DealResult], *, above: bool) -> None:
        """One row per deal with entries on this side of the line; under a game, a line."""
        running = [0, 0]
        for result in results:
            items = [i for i in result.items if (i.reason in BELOW_LINE) != above]
            if not items:
                continue
            row: list[QTableWidgetItem | None] = [
                _cell(self._deal_label(result), left=True),
                _cell(self._contract_text(result), left=True),
            ]
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
                    _tinted(str(points) if mine else "", side, tip=tip, bold=won),
                    _tinted(str(running[side]), side),
                ]
            self._add("entry", row)
            if game is not None:
                number = next(i.detail[0] for i in items if i.reason == "game")
                self._line(
                    translate(
                        "SkruuviScoreSheet", "Game {number} won: both count from 0 again"
                    ).replace("{number}", str(number))
                )

    def _deal_label(self, result: DealResult) -> str:
        if len(robber_deals(self._obs.options)) == 1:
            return kind_name(result.kind)
        template = (
            translate("SkruuviScoreSheet", "Eagle {number}")
            if result.kind == KOTKA
            else translate("SkruuviScoreSheet", "Opening {number}")
        )
        return template.replace("{number}", str((result.deal - 1) % 4 + 1))

    def _ledger(self) -> None:
        """Every player's ledger across robbers and partnerships."""
        obs = self._obs
        if not any(r.robber < obs.robber or obs.phase == "game_over" for r in obs.results):
            return
        self._heading(translate("SkruuviScoreSheet", "Ledger"))
        for seat in range(len(obs.letters)):
            label = (
                translate("SkruuviScoreSheet", "{name} ({letter})")
                .replace("{name}", self._name(seat))
                .replace("{letter}", LETTERS[obs.letters[seat]])
            )
            self._add(
                "player",
                [
                    _cell(label, left=True),
                    _cell(""),
                    _cell(ledger_text(obs.scores[seat]), bold=True),
                ],
            )


def _cell(text: str, *, left: bool = False, bold: bool = False) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    align = Qt.AlignmentFlag.AlignLeft if left else Qt.AlignmentFlag.AlignRight
    item.setTextAlignment(align | Qt.AlignmentFlag.AlignVCenter)
    if bold:
        font = QFont(item.font())
        font.setBold(True)
        item.setFont(font)
    return item


def _tinted(text: str, side: int, *, tip: str = "", bold: bool = False) -> QTableWidgetItem:
    """A side's cell in its partnership's colour; ``tip`` explains the entry."""
    item = _cell(text, bold=bold)
    colour = QColor(SIDE_COLOURS[side])
    colour.setAlpha(45)
    item.setBackground(QBrush(colour))
    if tip:
        item.setToolTip(tip)
    return item
