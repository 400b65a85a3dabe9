"""The Skruuvi score sheet: deals down (opening deals 1-4, eagle deals 1-4 of every robber),
players across, each robber's partnerships in its heading, totals at the foot.

Points are per player: a partnership's points are credited to both partners, and the
session is won by the player with the most. The sheet is drawn from an observation's
``results`` alone, so it is the same live, after an undo and for a reopened game.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QLocale, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QCursor, QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyle,
    QTableWidgetItem,
    QToolTip,
)

from skruuvi_gui.rules.skruuvi import (
    GAME_OVER,
    LETTERS,
    PASS_MISERE,
    TRADITIONAL,
    Bid,
    DealResult,
    SkruuviObservation,
    Strain,
    multiplier,
    plan_robber,
)
from skruuvi_gui.rules.skruuvi.session import robber_deals
from skruuvi_gui.ui.line_parts import seat_name
from skruuvi_gui.ui.score_sheet import GameSheet
from skruuvi_gui.ui.skruuvi.sheet_cells import cell, deal_label, heading, robber_heading, tinted
from skruuvi_gui.ui.skruuvi.traditional_sheet import LINE_HEIGHT, TraditionalSheet
from skruuvi_gui.ui.skruuvi.words import bid_text, pass_misere_name, suit_colour
from skruuvi_gui.ui.tips import tip_text

translate = QCoreApplication.translate

_MINUS = "\N{MINUS SIGN}"
# The levels a contract is played at (plain comments: lupdate would give a "#:" one to
# the next translated string).
CONTRACT_LEVELS = (5, 6, 7)
# The points a player's column has room for from the start: four figures.
RESERVED_POINTS = 8888
# The contract's column, on the modern and the traditional sheet alike.
CONTRACT = 1
# Every contract a deal may be played in: a bid at level 5 to 7, or pass-misère.
EVERY_CONTRACT = (
    *(str(Bid(level, strain)) for level in CONTRACT_LEVELS for strain in Strain),
    PASS_MISERE,
)


def points_text(points: int) -> str:
    """ "+36", "0", and minus seventeen with a true minus sign."""
    if points > 0:
        return f"+{points}"
    return f"{_MINUS}{-points}" if points < 0 else "0"


def contract_text(result: DealResult, names: Sequence[str], variant: str) -> str:
    """A deal's contract on the sheet with the knocks' multiplier in the ``variant`` of
    scoring: "6 ♥ (Pekka) x2" (with the multiplication sign), "Pass-misère"."""
    declarer = result.declarer
    name = names[declarer] if declarer is not None and 0 <= declarer < len(names) else ""
    return contract_words(result.contract, name, result.knocks, variant)


def contract_words(contract: str, name: str, knocks: int, variant: str) -> str:
    """``contract`` (a bid such as ``"6H"``, or pass-misère) declared by ``name``."""
    times = f"\N{MULTIPLICATION SIGN}{multiplier(knocks, variant=variant)}" if knocks else ""
    if contract == PASS_MISERE:
        template = translate("SkruuviScoreSheet", "{contract} {times}")
        words = pass_misere_name()
    else:
        template = translate("SkruuviScoreSheet", "{contract} ({name}) {times}")
        words = bid_text(Bid.parse(contract))
    return (
        template.replace("{contract}", words)
        .replace("{name}", name)
        .replace("{times}", times)
        .strip()
    )


def short_contract_text(result: DealResult, letters: Sequence[str], variant: str) -> str:
    """A deal's contract where the sheet has no room for it whole: "6 ♥ B x2", the declarer
    by the letter under their name."""
    declarer = result.declarer
    letter = letters[declarer] if declarer is not None and 0 <= declarer < len(letters) else ""
    return short_contract_words(result.contract, letter, result.knocks, variant)


def short_contract_words(contract: str, letter: str, knocks: int, variant: str) -> str:
    times = f" \N{MULTIPLICATION SIGN}{multiplier(knocks, variant=variant)}" if knocks else ""
    if contract == PASS_MISERE:
        return f"{pass_misere_name()}{times}"
    return f"{bid_text(Bid.parse(contract))} {letter}{times}"


# The widths of every contract text a sheet may hold, measured once in the program for its
# players or letters, scoring, font and language: hundreds of texts, so the next sheet of
# the same players puts its table up without measuring them again.
_CONTRACT_WIDTHS: dict[tuple[object, ...], int] = {}


def every_contract(names: Sequence[str], variant: str) -> list[str]:
    """Every contract text a sheet with these players may come to hold: a contract is
    played at level 5 to 7, knocked up to twice, or everybody passed."""
    return [
        contract_words(contract, name, knocks, variant)
        for contract in EVERY_CONTRACT
        for name in names
        for knocks in range(3)
    ]


def _drawn_from(obs: SkruuviObservation) -> tuple[object, ...]:
    """What the sheet shows of an observation: a new phase of the same deal (bidding,
    exchange, play) changes nothing on it; the end of the game does (no deal is current)."""
    return (
        obs.results,
        obs.letters,
        obs.robber,
        obs.deal_in_robber,
        obs.phase == GAME_OVER,
        obs.seat,
    )


class SkruuviScoreSheet(GameSheet):
    """The sheet as a table widget; the window hosts it in its score-sheet dock."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("SkruuviScoreSheet")
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.verticalHeader().hide()
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)
        # The traditional sheet's drawn lines are rows a few pixels high.
        self.verticalHeader().setMinimumSectionSize(LINE_HEIGHT)
        self.setWordWrap(False)
        self._obs: SkruuviObservation | None = None
        self._names: tuple[str, ...] = ()
        # The contract column's width for (names, scoring, font), measured once.
        self._contract_width = 0  # the width it is held at, hidden or not
        self._deal_width = 0  # the deal column's width for its names
        self._short_width = 0  # and for the contracts it shows when the column is folded
        # (row, the deal's name, its contract in short) of each deal played, on either sheet.
        self._played: list[tuple[int, str, str]] = []
        self._robber_totals: list[tuple[int, int]] = []  # (row, robber) of each robber's total
        self.cellClicked.connect(self._explain_cell)

    def _explain_cell(self, row: int, column: int) -> None:
        """A click shows what the hover shows: how the entry adds up."""
        item = self.item(row, column)
        if item is not None and item.toolTip():
            rect = self.visualItemRect(item)
            QToolTip.showText(QCursor.pos(), item.toolTip(), self.viewport(), rect)

    def show_session(self, obs: SkruuviObservation, names: Sequence[str]) -> None:
        """Every robber of the game so far and to come, with the deals played filled in."""
        old = self._obs
        same = (
            old is not None and self._names == tuple(names) and _drawn_from(old) == _drawn_from(obs)
        )
        self._obs = obs
        self._names = tuple(names)
        if not same:
            self._redraw()

    def blank(self) -> bool:
        """Whether no game has been shown on the sheet yet."""
        return self._obs is None

    def retranslate(self) -> None:
        self._redraw()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        """Wide enough for every column (the contract column too when it is folded away),
        so a dock can make room for the whole sheet."""
        hint = super().sizeHint()
        return QSize(max(hint.width(), self._full_width()), hint.height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._fold_contract_column()

    def _width(self, *, contract: bool) -> int:
        """The sheet's width for its columns as held, with or without the contract column
        (whether that shows now or not): without it, the deal column holds the contracts."""
        columns = sum(self.columnWidth(c) for c in range(1, self.columnCount()) if c != CONTRACT)
        if self.columnCount():
            columns += self._deal_width if contract else max(self._deal_width, self._short_width)
        if contract and self.columnCount() > CONTRACT:
            columns += self._contract_width
        return columns + self.verticalScrollBar().sizeHint().width() + 2 * self.frameWidth()

    def _full_width(self) -> int:
        return self._width(contract=True)

    def folded_width(self) -> int:
        """The width that shows every column but the contract's (see ``sizeHint``)."""
        return self._width(contract=False)

    def _fold_contract_column(self) -> None:
        """Fold the contract column into the deal column when the sheet is too narrow for
        all its columns (a 1024 px screen): every player's points stay in view, and a deal
        played shows its contract in short ("6 ♥ B x2", the declarer by the letter under
        their name) in place of its name, which its hover tells with the contract whole."""
        if self.columnCount() <= CONTRACT:
            return
        folded = self.width() < self._full_width()
        self.setColumnHidden(CONTRACT, folded)
        if self._deal_width:
            deal = max(self._deal_width, self._short_width) if folded else self._deal_width
            self.horizontalHeader().resizeSection(0, deal)
        for row, label, short in self._played:
            item = self.item(row, 0)
            if item is not None:
                item.setText(short if folded else label)
        for row, robber in self._robber_totals:
            item = self.item(row, 0)
            if item is not None:
                item.setText(self._robber_total_label(robber))

    def _robber_total_label(self, robber: int) -> str:
        """ "Robber 1 total", or "Total 1" in the deal column alone when the contract
        column is folded away (the robber's heading stands above it)."""
        if self.isColumnHidden(CONTRACT):
            label = translate("SkruuviScoreSheet", "Total {number}")
        else:
            label = translate("SkruuviScoreSheet", "Robber {number} total")
        return label.replace("{number}", str(robber + 1))

    def contract_folded(self) -> bool:
        """Whether the contract column is folded into the deal column for want of room."""
        return self.columnCount() > CONTRACT and self.isColumnHidden(CONTRACT)

    def rows(self) -> list[list[str]]:
        """The sheet as text, row by row (headings across the sheet are one cell), for tests
        and screen readers."""
        rows: list[list[str]] = []
        for row in range(self.rowCount()):
            if self.columnSpan(row, 0) == self.columnCount() > 1:
                item = self.item(row, 0)
                rows.append([item.text() if item is not None else ""])
                continue
            rows.append(
                [
                    (found.text() if (found := self.item(row, column)) is not None else "")
                    for column in range(self.columnCount())
                ]
            )
        return rows

    def headings(self) -> list[str]:
        """The column headings as one line each ("Pekka (A)")."""
        return [
            (item.text().replace("\n", " ") if (item := self.horizontalHeaderItem(c)) else "")
            for c in range(self.columnCount())
        ]

    # --- drawing -----------------------------------------------------------------------

    def _redraw(self) -> None:
        self._draw()
        self.redrawn.emit()

    def _draw(self) -> None:
        obs = self._obs
        self.clearSpans()
        self.clear()
        self._robber_totals = []
        self._played = []
        self._deal_width = self._short_width = 0
        if obs is None or not obs.letters:
            self.setRowCount(0)
            self.setColumnCount(0)
            return
        if obs.options.scoring == TRADITIONAL:
            names, letters = self._names, self._letters(obs)
            variant = obs.options.scoring
            sheet = TraditionalSheet(
                self,
                obs,
                names,
                lambda result: contract_text(result, names, variant),
                lambda result: short_contract_text(result, letters, variant),
            )
            sheet.draw()
            self._played = sheet.played
            self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
            self._hold_deal_column(obs, modern=False)
            self._reserve_contract_column(obs)
            for column in range(2, self.columnCount()):
                texts = [points_text(-RESERVED_POINTS), *self._single_cells(column)]
                self._hold_column(column, texts, bold=True, fit_cells=False)
            self._fit_spanned_names()
            self._fold_contract_column()
            return
        players = len(obs.letters)
        self.setColumnCount(players + 2)
        self.setHorizontalHeaderLabels(
            [
                translate("SkruuviScoreSheet", "Deal"),
                translate("SkruuviScoreSheet", "Contract"),
                *(
                    # The letter under the name: a column is as wide as its name or its
                    # points, so five players fit beside the table in every language.
                    translate("SkruuviScoreSheet", "{name}\n({letter})")
                    .replace("{name}", seat_name(self._names, seat))
                    .replace("{letter}", LETTERS[obs.letters[seat]])
                    for seat in range(players)
                ),
            ]
        )
        for seat in range(players):
            item = self.horizontalHeaderItem(seat + 2)
            if item is not None:
                item.setToolTip(
                    translate(
                        "SkruuviScoreSheet",
                        "{name}'s letter is {letter}: the sheet names a contract's declarer by "
                        "the letter, as in “6 ♥ {letter} x2”.",
                    )
                    .replace("{name}", seat_name(self._names, seat))
                    .replace("{letter}", LETTERS[obs.letters[seat]])
                )
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        results = {(r.robber, r.deal): r for r in obs.results}
        kinds = robber_deals(obs.options)
        rows: list[tuple[str, object]] = []
        for robber in range(obs.robbers):
            rows.append(("heading", robber))
            rows.extend(("deal", (robber, deal)) for deal in range(1, len(kinds) + 1))
            if obs.robbers > 1:
                rows.append(("robber_total", robber))
        rows.append(("total", None))
        self.setRowCount(len(rows))
        for row, (what, key) in enumerate(rows):
            if what == "heading":
                assert isinstance(key, int)
                self._heading_row(row, key)
            elif what == "deal":
                assert isinstance(key, tuple)
                robber, deal = key
                self._deal_row(row, robber, deal, kinds[deal - 1], results.get((robber, deal)))
            elif what == "robber_total":
                assert isinstance(key, int)
                self._total_row(row, key)
            else:
                self._total_row(row, None)
        self._hold_deal_column(obs, modern=True)
        self._reserve_contract_column(obs)
        for column in range(2, players + 2):
            self._hold_column(column, [points_text(-RESERVED_POINTS)], bold=True)
        self._fold_contract_column()
        self._scroll_to_current(rows)

    def _hold_deal_column(self, obs: SkruuviObservation, *, modern: bool) -> None:
        """The deal column is as wide as its deals' names and, on the ``modern`` sheet, the
        mark of the deal in play and a folded sheet's robber totals ("Total 3"): the words
        across it leave it as it is, whether the contract column shows or not. Folded, it is
        as wide as the contracts in short it then shows, on either sheet."""
        kinds = robber_deals(obs.options)
        mark = "▸ " if modern else ""
        labels = [
            f"{mark}{deal_label(obs.options, kind, deal)}" for deal, kind in enumerate(kinds, 1)
        ]
        width = self._text_width(labels, bold=False)
        if modern:
            folded_totals = [
                translate("SkruuviScoreSheet", "Total {number}").replace("{number}", str(n + 1))
                for n in range(obs.robbers)
            ]
            width = max(width, self._text_width(folded_totals, bold=True))
        key = ("short", self._letters(obs), obs.options.scoring, *self._measured_in())
        short = _CONTRACT_WIDTHS.get(key)
        if short is None:
            texts = [
                short_contract_words(contract, letter, knocks, obs.options.scoring)
                for contract in EVERY_CONTRACT
                for letter in self._letters(obs)
                for knocks in range(3)
            ]
            short = _CONTRACT_WIDTHS[key] = self._text_width(texts, bold=False)
        self._short_width = short
        self._deal_width = self._hold_width(0, width, fit_cells=False)

    @staticmethod
    def _letters(obs: SkruuviObservation) -> tuple[str, ...]:
        """Each seat's letter, as its column's heading shows it under the name."""
        return tuple(LETTERS[letter] for letter in obs.letters)

    def _single_cells(self, column: int) -> list[str]:
        """The words of ``column``'s cells that span no other column."""
        return [
            item.text()
            for row in range(self.rowCount())
            if (item := self.item(row, column)) is not None and self.columnSpan(row, column) == 1
        ]

    def _fit_spanned_names(self) -> None:
        """Widen a partnership's second column until its name over both shows whole."""
        header = self.horizontalHeader()
        for row in range(self.rowCount()):
            for column in range(CONTRACT + 1, self.columnCount()):
                item = self.item(row, column)
                if item is None or self.columnSpan(row, column) != 2:
                    continue
                wanted = self._text_width([item.text()], bold=True)
                have = self.columnWidth(column) + self.columnWidth(column + 1)
                if wanted > have:
                    header.resizeSection(column + 1, self.columnWidth(column + 1) + wanted - have)

    def _measured_in(self) -> tuple[str, str, str]:
        """What a contract text's width depends on beside its words: the font, and the
        language its words are written in."""
        return self.font().key(), QLocale().name(), pass_misere_name()

    def _reserve_contract_column(self, obs: SkruuviObservation) -> None:
        """The contract column is as wide as the widest contract it may come to hold: the
        hundreds of contract texts are written and measured once for the players, the
        scoring and the font, not again at every deal."""
        key = (self._names, obs.options.scoring, *self._measured_in())
        width = _CONTRACT_WIDTHS.get(key)
        if width is None:
            texts = every_contract(self._names, obs.options.scoring)
            width = _CONTRACT_WIDTHS[key] = self._text_width(texts, bold=False)
        self.setColumnHidden(CONTRACT, False)  # measured and held as shown
        self._contract_width = self._hold_width(CONTRACT, width, fit_cells=True)

    def _hold_column(
        self, column: int, texts: Sequence[str], *, bold: bool, fit_cells: bool = True
    ) -> None:
        """Give ``column`` the width of the widest of ``texts`` from the first deal on, so
        the sheet (and the dock beside the table) keeps one width all game instead of
        widening with every longer entry; ``fit_cells`` also fits the cells it holds (the
        deal column leaves them out: the robber headings across the sheet would widen it)."""
        self._hold_width(column, self._text_width(texts, bold=bold), fit_cells=fit_cells)

    def _text_width(self, texts: Sequence[str], *, bold: bool) -> int:
        """The width of a cell that shows the widest of ``texts``."""
        font = QFont(self.font())
        font.setBold(bold)
        metrics = QFontMetrics(font)
        widest = max(metrics.horizontalAdvance(text) for text in texts)
        # The margins an item view gives a cell's text (as Qt's styles measure them).
        margin = self.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, self)
        return widest + 2 * (margin + 1) + 2

    def _hold_width(self, column: int, width: int, *, fit_cells: bool) -> int:
        """Fix ``column`` at ``width``, or wider for its heading (and its cells); the width
        held."""
        header = self.horizontalHeader()
        width = max(width, header.sectionSizeHint(column))
        if fit_cells:
            width = max(width, self.sizeHintForColumn(column))
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.Fixed)
        header.resizeSection(column, width)
        return width

    def _heading_row(self, row: int, robber: int) -> None:
        obs = self._obs
        assert obs is not None
        heading_text = robber_heading(robber, obs.letters, self._names, obs.seat)
        self.setItem(row, 0, heading(heading_text))
        self.setSpan(row, 0, 1, self.columnCount())

    def _deal_row(
        self, row: int, robber: int, deal: int, kind: str, result: DealResult | None
    ) -> None:
        obs = self._obs
        assert obs is not None
        label = deal_label(obs.options, kind, deal)
        current = (
            result is None
            and obs.phase != GAME_OVER
            and robber == obs.robber
            and deal == obs.deal_in_robber
        )
        deal_cell = cell(f"▸ {label}" if current else label, left=True)
        self.setItem(row, 0, deal_cell)
        seating = plan_robber(robber, obs.letters).seating
        if result is None:
            for seat in range(len(obs.letters)):
                self.setItem(row, seat + 2, self._points_cell("", seating.order, seat))
            return
        words = contract_text(result, self._names, obs.options.scoring)
        deal_cell.setToolTip(tip_text(f"{label}: {words}"))
        short = short_contract_text(result, self._letters(obs), obs.options.scoring)
        self._played.append((row, deal_cell.text(), short))
        contract = cell(words, left=True)
        if result.contract != PASS_MISERE:
            trump = Bid.parse(result.contract).strain.trump
            if trump is not None and trump.is_red:
                contract.setForeground(QBrush(QColor(suit_colour(trump, dark=False))))
        self.setItem(row, CONTRACT, contract)
        for seat, points in enumerate(result.points):
            text = points_text(points) if seat in seating.order else "—"
            self.setItem(row, seat + 2, self._points_cell(text, seating.order, seat))

    def _points_cell(self, text: str, order: tuple[int, ...], seat: int) -> QTableWidgetItem:
        """A player's cell, tinted with their partnership's colour in that robber."""
        return tinted(text, order.index(seat)) if seat in order else cell(text)

    def _total_row(self, row: int, robber: int | None) -> None:
        obs = self._obs
        assert obs is not None
        players = len(obs.letters)
        if robber is None:
            label = translate("SkruuviScoreSheet", "Total")
            totals = list(obs.scores)
        else:
            label = self._robber_total_label(robber)
            self._robber_totals.append((row, robber))
            totals = [
                sum(r.points[seat] for r in obs.results if r.robber == robber)
                for seat in range(players)
            ]
        played = robber is None or any(r.robber == robber for r in obs.results)
        # The label spans the empty contract cell, so a long "Robber 1 total" does not
        # widen the deal column.
        self.setItem(row, 0, cell(label, left=True, bold=True))
        self.setSpan(row, 0, 1, 2)
        for seat in range(players):
            text = points_text(totals[seat]) if played else ""
            self.setItem(row, seat + 2, cell(text, bold=True))

    def _scroll_to_current(self, rows: Sequence[tuple[str, object]]) -> None:
        obs = self._obs
        assert obs is not None
        for row, (what, key) in enumerate(rows):
            item = self.item(row, 0)
            if what == "deal" and key == (obs.robber, obs.deal_in_robber) and item is not None:
                self.scrollToItem(item, QAbstractItemView.ScrollHint.PositionAtCenter)
                return
