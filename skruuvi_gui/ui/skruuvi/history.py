"""The bidding history, read like a bridge auction: a column per seat starting with the
dealer, a row per round; then the final bidding and the knocks under the same columns.

Every bid's cell can explain itself: its tooltip says what the bid means, and a click shows
the same words where the table wants them. The keyboard reaches the history too: it takes
the focus (Tab, or a click), the arrows walk its bids, and Enter or Space explains one.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import partial
from html import escape

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QFocusEvent, QFont, QFontMetrics, QKeyEvent, QMouseEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from skruuvi_gui.ui.skruuvi.auction_rows import Cell, Section, name_pieces, wrap_name
from skruuvi_gui.ui.tips import tip_text

#: The smallest text size the history writes in to fit a narrow table.
_SMALLEST_FONT = 10

#: The look, set once: the text sizes are the labels' fonts (``_apply_font``), so trying a
#: size while fitting re-polishes nothing. Only the corners and the scroll bar follow the
#: size, and they are set again only when the size chosen changes (``_apply_chrome``).
_STYLE = """
QFrame#bidding_history {{ background: rgba(8, 18, 13, 190); border: 1px solid rgba(255,255,255,40);
  border-radius: {radius}px; }}
QScrollArea, QWidget#history_rows {{ background: transparent; border: none; }}
QScrollBar:vertical {{ background: transparent; width: {bar}px; margin: 0px; }}
QScrollBar::handle:vertical {{ background: rgba(255,255,255,80); border-radius: {bar_radius}px;
  min-height: 20px; }}
QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical {{ height: 0px; }}
QScrollBar::add-page:vertical, QScrollBar::sub-page:vertical {{ background: transparent; }}
QLabel {{ color: #f6f2e6; background: transparent; }}
QLabel#history_title {{ color: #ffd54a; font-weight: 700; }}
QLabel#history_head {{ font-weight: 700; border-bottom: 1px solid rgba(255,255,255,60);
  padding: 0px 3px 2px 3px; }}
QLabel#history_section {{ color: #e9c46a; font-weight: 700; padding-top: 3px; }}
QLabel#history_cell {{ padding: 1px 3px; border-radius: 4px; }}
QLabel#history_cell[explained="true"]:hover {{ background: rgba(255,255,255,40); }}
QLabel#history_cell[current="true"] {{ color: #ffd54a; }}
QLabel#history_cell[focused="true"] {{ border: 1px solid #ffd54a; padding: 0px 2px; }}
"""


def _bar_width(font: int) -> int:
    """The scroll bar's width at text size ``font``."""
    return max(6, font // 2)


def _head_html(lines: Sequence[str], colour: str) -> str:
    """A column's head: the seat's name after a dot in its partnership's colour, on one
    line or broken over several."""
    return f'<span style="color:{colour}">●</span> ' + "<br>".join(escape(n) for n in lines)


def _fits(metrics: QFontMetrics, width: int, text: str) -> bool:
    return metrics.horizontalAdvance(text) <= width


def _plain(html: str) -> str:
    return re.sub(r"<[^>]+>", "", html)


class _CellLabel(QLabel):
    """A call in the grid; a click asks for its meaning."""

    clicked = Signal()

    def __init__(self, cell: Cell, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("history_cell")
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setText(cell.html)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.meaning = cell.meaning
        self.setProperty("explained", bool(cell.meaning))
        self.setProperty("current", cell.current)
        if cell.meaning:
            self.setToolTip(tip_text(cell.meaning))
            self.setCursor(Qt.CursorShape.WhatsThisCursor)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        if self.meaning and event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit()
            event.accept()
            return
        super().mousePressEvent(event)

    def set_focused(self, focused: bool) -> None:
        """Mark the call the keyboard is on (a frame), or unmark it."""
        if bool(self.property("focused")) != focused:
            self.setProperty("focused", focused)
            self.style().unpolish(self)
            self.style().polish(self)


class BiddingHistory(QFrame):
    """The auction grid in a scrolling panel under fixed column heads; ``explain`` carries a
    clicked bid's meaning (or one chosen by the keyboard), ``dismissed`` an Escape in it."""

    explain = Signal(str)
    dismissed = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("bidding_history")
        self._title = QLabel(self)
        self._title.setObjectName("history_title")
        self._title.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self._head = QWidget(self)
        self._head.setObjectName("history_rows")
        self._heads = QGridLayout(self._head)
        self._heads.setContentsMargins(0, 0, 0, 0)
        self._rows = QWidget()
        self._rows.setObjectName("history_rows")
        self._grid = QGridLayout(self._rows)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._scroll = QScrollArea(self)
        self._scroll.setWidget(self._rows)
        self._scroll.setWidgetResizable(True)
        self._scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._scroll.setFrameShape(QFrame.Shape.NoFrame)
        self._scroll.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        # The history itself takes the focus and frames the call it is on; its scroll area
        # would take the keys without showing that it has them.
        self._scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._focus: tuple[int, int] | None = None
        layout = QVBoxLayout(self)
        layout.addWidget(self._title)
        layout.addWidget(self._head)
        layout.addWidget(self._scroll)
        self._texts: list[list[str]] = []
        self._placed: dict[tuple[int, int], tuple[Cell | tuple[str, int], QLabel]] = {}
        self._last_row = 0
        self._measured: list[int] | None = None  # the calls' widths, once measured
        self._head_names: list[tuple[str, str]] = []
        self._content: tuple[object, ...] = ()
        self._max_height = 200
        self._max_width = 400
        self._font = 0
        self._chrome: tuple[int, int, int] = (0, 0, 0)
        self._base_font = 15
        # What the last fit was chosen for, and the width it gave (see _fit).
        self._fitted: tuple[object, ...] = ()
        self._fitted_width = 0
        self._fit()

    def set_room(self, width: float, height: float, font_px: float) -> None:
        """The most the panel may take and the text size wanted: it scrolls, or writes
        smaller, to fit."""
        room = (max(120, round(width)), max(60, round(height)))
        font = round(font_px)
        if room != (self._max_width, self._max_height) or font != self._base_font:
            self._max_width, self._max_height = room
            self._base_font = font
            self._fit()

    def _apply_font(self, font: int) -> None:
        """Write in ``font`` pixels: the frame's font, which every label inherits (a section
        heading writes smaller), and the spacing that goes with it."""
        if font == self._font:
            return
        self._font = font
        self._measured = None
        layout = self.layout()
        if layout is not None:
            layout.setContentsMargins(font * 3 // 4, font // 2, font * 3 // 4, font // 2)
            layout.setSpacing(font // 4)
        for grid in (self._heads, self._grid):
            grid.setHorizontalSpacing(round(font * 0.3))
            grid.setVerticalSpacing(1)
        # A row's height at the least: below the scroll area's own least, the heads would
        # be squeezed before the rows.
        self._scroll.setMinimumHeight(round(font * 1.4))
        for label in (self._title, *self._labels(self._heads)):
            self._dress(label)
        for _, label in self._placed.values():
            self._dress(label)

    def _dress(self, label: QLabel) -> None:
        """Give ``label`` the text size now chosen (a section heading writes smaller). Set
        on each label: under a style sheet a label does not take its parent's font."""
        small = label.objectName() == "history_section"
        size = round(self._font * 0.8) if small else self._font
        if label.font().pixelSize() != size:
            text = QFont(label.font())
            text.setPixelSize(size)
            label.setFont(text)

    def _apply_chrome(self) -> None:
        """The corners and the scroll bar for the size chosen; a style sheet set again
        re-polishes every label, so only when they change."""
        font = self._font
        chrome = (round(font * 0.8), _bar_width(font), max(3, font // 4))
        if chrome == self._chrome:
            return
        self._chrome = chrome
        radius, bar, bar_radius = chrome
        self.setStyleSheet(_STYLE.format(radius=radius, bar=bar, bar_radius=bar_radius))

    def set_content(
        self, title: str, heads: Sequence[tuple[str, str]], sections: Sequence[Section]
    ) -> None:
        """``heads`` are the columns' (name, partnership colour); every row of ``sections``
        has one cell per column. Only the cells that changed are written again: a call
        added mid-auction adds its label and moves the awaited mark."""
        content = (title, tuple(heads), tuple(sections))
        if content == self._content:
            return
        self._content = content
        self._title.setText(title)
        self.setAccessibleName(title)
        if list(heads) != self._head_names:
            self._set_heads(heads)
        wanted: dict[tuple[int, int], Cell | tuple[str, int]] = {}
        self._texts = []
        row = 0
        for section in sections:
            if section.title:
                wanted[row, 0] = (section.title, max(1, len(heads)))
                self._texts.append([section.title])
                row += 1
            for cells in section.rows:
                for column, cell in enumerate(cells):
                    if cell is not None:
                        wanted[row, column] = cell
                self._texts.append([_plain(cell.html) if cell else "" for cell in cells])
                row += 1
        self._place(wanted)
        self._grid.setRowStretch(self._last_row, 0)
        self._grid.setRowStretch(row, 1)
        self._last_row = row
        names = [name for name, _ in heads]
        self.setAccessibleDescription(
            "\n".join(
                "; ".join(f"{n}: {t}" for n, t in zip(names, texts, strict=False) if t)
                if len(texts) == len(names)
                else " ".join(texts)
                for texts in self._texts
            )
        )
        self._fit()

    def _set_heads(self, heads: Sequence[tuple[str, str]]) -> None:
        while self._heads.count():
            item = self._heads.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        self._head_names = list(heads)
        for column, (name, colour) in enumerate(heads):
            head = QLabel(self._head)
            head.setObjectName("history_head")
            head.setTextFormat(Qt.TextFormat.RichText)
            head.setText(_head_html([name], colour))
            head.setToolTip(f"<qt>{escape(name)}</qt>")  # a tooltip has no plain-text mode
            head.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self._dress(head)
            self._heads.addWidget(head, 0, column)
            head.show()

    def _place(self, wanted: dict[tuple[int, int], Cell | tuple[str, int]]) -> None:
        """Labels in the grid for ``wanted`` (a call, or a section's title and the columns
        it spans, at each row and column), keeping those already there."""
        self._measured = None
        for where, (what, gone) in list(self._placed.items()):
            if wanted.get(where) != what:
                del self._placed[where]
                self._grid.removeWidget(gone)
                gone.hide()
                gone.deleteLater()
        for (row, column), what in wanted.items():
            if (row, column) in self._placed:
                continue
            label: QLabel
            if isinstance(what, Cell):
                label = _CellLabel(what, self._rows)
                label.clicked.connect(partial(self._choose, (row, column)))
                self._grid.addWidget(label, row, column)
            else:
                label = QLabel(what[0], self._rows)
                label.setObjectName("history_section")
                self._grid.addWidget(label, row, 0, 1, what[1])
            self._dress(label)
            label.show()
            self._placed[row, column] = (what, label)
        self._set_focus(self._focus)

    def _size_columns(self, *, even: bool) -> None:
        """Each column as wide as its head and its calls (``even``: every column as wide as
        the widest), in both grids, so the heads stay over their calls while the rows scroll;
        what is left over goes to a last, empty column."""
        widths = list(self._calls_widths())
        for column, head in enumerate(self._labels(self._heads)[: len(widths)]):
            head.ensurePolished()
            widths[column] = max(widths[column], head.sizeHint().width())
        if even:
            widths = [max(widths, default=0)] * len(widths)
        for grid in (self._heads, self._grid):
            for column, width in enumerate(widths):
                grid.setColumnMinimumWidth(column, width)
                grid.setColumnStretch(column, 0)
            grid.setColumnMinimumWidth(len(widths), 0)
            grid.setColumnStretch(len(widths), 1)

    def _calls_widths(self) -> list[int]:
        """The widest call under each column, measured once for the calls and the size
        they are written in (the heads are measured as they are written)."""
        if self._measured is None:
            widths = [0] * len(self._head_names)
            for (_, column), (what, label) in self._placed.items():
                if isinstance(what, Cell) and 0 <= column < len(widths):
                    label.ensurePolished()
                    widths[column] = max(widths[column], label.sizeHint().width())
            self._measured = widths
        return self._measured

    def _calls_width(self, column: int) -> int:
        """The widest call under ``column``."""
        widths = self._calls_widths()
        return widths[column] if 0 <= column < len(widths) else 0

    def _write_heads(self, room: Callable[[int, QFontMetrics], int] | None) -> None:
        """Each head's name whole on one line (``room`` None), or broken to fit the text
        width ``room`` gives its column and cut short with an ellipsis where one word is
        wider still (the whole name stays in the tooltip)."""
        for column, (head, (name, colour)) in enumerate(
            zip(self._labels(self._heads), self._head_names, strict=False)
        ):
            if room is None:
                head.setText(_head_html([name], colour))
                continue
            head.ensurePolished()
            metrics = QFontMetrics(head.font())
            width = room(column, metrics)
            lines = wrap_name(name, partial(_fits, metrics, width))
            elided = [
                metrics.elidedText(line, Qt.TextElideMode.ElideRight, width) for line in lines
            ]
            head.setText(_head_html(elided, colour))

    def _wrapped_room(self, column: int, metrics: QFontMetrics) -> int:
        """A head may be as wide as its calls or its longest word, whichever is wider."""
        name = self._head_names[column][0]
        # A pixel to spare: the advance is rounded, the ellipsis is decided unrounded.
        words = max((metrics.horizontalAdvance(p) for p in name_pieces(name)), default=0) + 1
        dot = metrics.horizontalAdvance("● ")
        return max(words, self._calls_width(column) - dot - 8)

    def _capped_room(self, caps: dict[int, int], column: int, metrics: QFontMetrics) -> int:
        return caps.get(column, self._wrapped_room(column, metrics))

    def _lay_out_heads(self) -> tuple[int, int]:
        """Whole names on one line over even columns, else over columns of their own width,
        else broken over lines; the size the grid then needs."""
        self._write_heads(None)
        for even in (True, False):
            self._size_columns(even=even)
            width, height = self._natural_size()
            if width <= self._max_width:
                return width, height
        self._write_heads(self._wrapped_room)
        self._size_columns(even=False)
        return self._natural_size()

    def _shorten_heads(self) -> tuple[int, int]:
        """Cut the widest name over a column short, a few pixels at a time, until the grid
        fits the room (each keeps its full name as a tooltip; a name no wider than its calls
        stays whole, as cutting it would not narrow its column); the size it then needs."""
        caps: dict[int, int] = {}
        heads = self._labels(self._heads)
        width, height = self._natural_size()
        while width > self._max_width:
            excess = {
                column: head.sizeHint().width()
                for column, head in enumerate(heads)
                if head.sizeHint().width() > self._calls_width(column) + 4
            }
            if not excess:
                break
            widest = max(excess, key=lambda column: excess[column])
            metrics = QFontMetrics(heads[widest].font())
            caps[widest] = self._capped_room(caps, widest, metrics) - 4
            if caps[widest] < metrics.horizontalAdvance("M…"):
                break
            self._write_heads(partial(self._capped_room, caps))
            self._size_columns(even=False)
            width, height = self._natural_size()
        return width, height

    @staticmethod
    def _labels(grid: QGridLayout) -> list[QLabel]:
        """The head or call labels of ``grid`` (not the section headings)."""
        return [
            widget
            for i in range(grid.count())
            if (item := grid.itemAt(i)) is not None
            and isinstance(widget := item.widget(), QLabel)
            and widget.objectName() != "history_section"
        ]

    def _explained(self) -> list[tuple[int, int]]:
        """Where the calls with a meaning are, in reading order."""
        return sorted(
            where
            for where, (_, label) in self._placed.items()
            if isinstance(label, _CellLabel) and label.meaning
        )

    def chosen_meaning(self) -> str:
        """What the call last clicked or chosen by the keyboard means, as written now."""
        placed = self._placed.get(self._focus) if self._focus is not None else None
        return placed[1].meaning if placed is not None and isinstance(placed[1], _CellLabel) else ""

    def focused_call(self) -> str:
        """The call the keyboard is on, as text ("" when none is)."""
        placed = self._placed.get(self._focus) if self._focus is not None else None
        return _plain(placed[1].text()) if placed is not None and self.hasFocus() else ""

    def _choose(self, where: tuple[int, int]) -> None:
        """Put the keyboard on the call at ``where`` and tell what it means."""
        self._set_focus(where)
        placed = self._placed.get(where)
        if placed is not None and isinstance(placed[1], _CellLabel):
            self.explain.emit(placed[1].meaning)

    def _set_focus(self, where: tuple[int, int] | None) -> None:
        self._focus = where
        for at, (_, label) in self._placed.items():
            if isinstance(label, _CellLabel):
                label.set_focused(self.hasFocus() and at == where)
        placed = self._placed.get(where) if where is not None else None
        if placed is not None:
            self._scroll.ensureWidgetVisible(placed[1])

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt override
        super().focusInEvent(event)
        calls = self._explained()
        if self._focus not in calls:
            self._focus = calls[-1] if calls else None
        self._set_focus(self._focus)

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt override
        super().focusOutEvent(event)
        self._set_focus(self._focus)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        """Left and Right walk the calls in reading order, Up and Down to the nearest call of
        the row above or below; Enter or Space explains the call, Escape leaves."""
        key = event.key()
        calls = self._explained()
        if key == Qt.Key.Key_Escape:
            self.dismissed.emit()
            return
        if not calls or self._focus not in calls:
            super().keyPressEvent(event)
            return
        at = calls.index(self._focus)
        row, column = self._focus
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self._choose(self._focus)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            step = -1 if key == Qt.Key.Key_Left else 1
            self._set_focus(calls[max(0, min(len(calls) - 1, at + step))])
        elif key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            rows = [r for r, _ in calls]
            target = max((r for r in rows if r < row), default=row)
            if key == Qt.Key.Key_Down:
                target = min((r for r in rows if r > row), default=row)
            self._set_focus(
                min((c for c in calls if c[0] == target), key=lambda c: abs(c[1] - column))
            )
        else:
            super().keyPressEvent(event)

    def rows(self) -> list[list[str]]:
        """The grid as text, a list per row (section headings as one-cell rows), for tests
        and screen readers."""
        return [list(row) for row in self._texts]

    def _fit(self) -> None:
        """As big as the rows need, up to the room given: scroll when too tall, write
        smaller (down to a small but readable size) when too wide.

        The size written is the largest from the one wanted down to the smallest at which
        the rows fit (the smallest when none does). A larger size never needs less room,
        so the search starts next to the size last chosen: one or two sizes are tried
        mid-auction, not every size from the one wanted down.

        A call added under the same heads, no wider than the calls already in its column,
        leaves the choice as it was: only the height is measured again (unless the rows
        now scroll, which takes the scroll bar's width)."""
        if self._fitted == self._fit_inputs():
            width, height = self._natural_size()
            if width == self._fitted_width:
                self._settle(width, height)
                return
        top = self._base_font
        low = min(_SMALLEST_FONT, top)
        font = min(top, max(low, self._font + 1))
        width, height = self._try_font(font)
        if width <= self._max_width:
            while font < top:
                larger = self._try_font(font + 1)
                if larger[0] > self._max_width:
                    width, height = self._try_font(font)
                    break
                font += 1
                width, height = larger
        else:
            while font > low and width > self._max_width:
                font -= 1
                width, height = self._try_font(font)
        if width > self._max_width:
            width, height = self._shorten_heads()
        self._fitted = self._fit_inputs()
        self._fitted_width = width
        self._settle(width, height)

    def _fit_inputs(self) -> tuple[object, ...]:
        """What the size written and the columns' widths follow from: the size wanted, the
        room, the heads and the widest call of each column in the size now written."""
        return (
            self._base_font,
            self._max_width,
            self._max_height,
            tuple(self._head_names),
            self._font,
            tuple(self._calls_widths()),
        )

    def _settle(self, width: int, height: int) -> None:
        """Take the size measured, up to the room given, and show the latest calls."""
        self._apply_chrome()
        self.setFixedSize(min(width, self._max_width), min(self._max_height, height))
        if height > self._max_height:
            self._show_whole_rows()
        QTimer.singleShot(0, self._scroll, self._scroll_to_end)

    def _show_whole_rows(self) -> None:
        """Scrolled to the latest call, the panel gives up what would show of a row cut in
        half at the top."""
        layout = self.layout()
        if layout is None:
            return
        layout.activate()  # the rows' view as tall as the panel now leaves it
        view = self._scroll.viewport().height()
        cut = self._part_row(self._rows.sizeHint().height() - view)
        if 0 < cut < self.height() // 3:
            self.setFixedHeight(self.height() - cut)
            layout.activate()
            if self._scroll.viewport().height() != view - cut:  # the heads gave way instead
                self.setFixedHeight(self.height() + cut)

    def _part_row(self, hidden: int) -> int:
        """How much of a row shows at the top with the rows scrolled ``hidden`` pixels."""
        heights: dict[int, int] = {}
        for (row, _), (_, label) in self._placed.items():
            heights[row] = max(heights.get(row, 0), label.sizeHint().height())
        top = 0
        for row in range(max(heights, default=-1) + 1):
            if top >= hidden:
                return top - hidden
            top += heights.get(row, 0) + self._grid.verticalSpacing()
        return 0

    def _try_font(self, font: int) -> tuple[int, int]:
        """The size the rows need written in ``font`` pixels (now written so)."""
        self._apply_font(font)
        return self._lay_out_heads()

    def _natural_size(self) -> tuple[int, int]:
        """The size that shows every row without scrolling (the scroll bar's width added
        when the rows will not fit the height)."""
        self.ensurePolished()
        self._title.ensurePolished()
        self._grid.activate()
        self._heads.activate()
        rows = self._rows.sizeHint()
        layout = self.layout()
        if layout is None:
            return rows.width(), rows.height()
        margins = layout.contentsMargins()
        title = self._title.sizeHint()
        head = self._head.sizeHint().height() if self._heads.count() else 0
        chrome = margins.top() + margins.bottom() + 2 * layout.spacing() + title.height() + head
        height = rows.height() + chrome + 2
        scroll = _bar_width(self._font)
        body = max(rows.width(), self._head.sizeHint().width())
        body += scroll if height > self._max_height else 0
        width = max(body + 4, title.width()) + margins.left() + margins.right()
        return width, height

    def _scroll_to_end(self) -> None:
        """The latest calls in view (once the grid has its new size)."""
        bar = self._scroll.verticalScrollBar()
        bar.setValue(bar.maximum())
