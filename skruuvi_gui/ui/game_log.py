"""The game log: what was played, said and scored, deal by deal, to look back at once the
table has moved on (a cribbage "+1 go" or "+5 run" flashes for a moment; here it stays).

Built from the match's public events only, as the score sheet is, so it is rebuilt exactly
after an undo and never tells a hidden card. In Cribbage a play and the points it pegged
share a line ("Pekka played 8♦  +2 fifteen"), and each counted hand or crib opens into its
items in the words the show says aloud ("fifteen two", "a run of three is five").

A long game put on the table (a whole session read from a file) has thousands of lines: the
deal being played is written at once, the earlier deals, folded, a few at a time between the
window's other events, so that the window never stands still while they are written. The
last game's rows are taken off at once but deleted in the same slices: deleting a long
game's thousands of rows would stop the window for tens of milliseconds.
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRect,
    QSize,
    Qt,
)
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QDockWidget,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeWidget,
    QTreeWidgetItem,
    QWidget,
)

from skruuvi_gui.rules.api import CardPlayed, CardsShown, Dealt, Event, Scored, Seat
from skruuvi_gui.ui.event_text import describe_event
from skruuvi_gui.ui.line_parts import seat_name
from skruuvi_gui.ui.slicing import FIRST_MS, SLICE_SECONDS, slice_timer
from skruuvi_gui.ui.tips import tip_text

translate = QCoreApplication.translate

#: Scoring reasons that are not items of a counted hand, even when they come in the show.
_NOT_SHOW_ITEMS = frozenset({"muggins"})


@dataclass
class LogLine:
    """One thing that happened, and the items it opens into (a counted hand's)."""

    text: str
    items: list[str] = field(default_factory=list)


@dataclass
class DealLog:
    """A deal's heading ("Pekka deals (deal 3)") and its lines in the order they happened."""

    title: str
    lines: list[LogLine] = field(default_factory=list)


@dataclass
class _Count:
    """A hand or crib being counted: whose, whether a crib, and its total so far."""

    seat: Seat
    crib: bool
    line: LogLine
    total: int = 0


def deal_logs(
    events: Iterable[Event], names: Sequence[str], game_id: str, viewer: Seat | None = None
) -> list[DealLog]:
    """The log of ``events``, one ``DealLog`` per deal; what comes before the first deal (the
    cut for the first dealer) is left out. Lines about ``viewer``'s seat speak to them."""
    # The show's words come with the cribbage table, loaded when a game starts, not before
    # the first window.
    from skruuvi_gui.ui.cribbage.show import (
        claim_words,
        hand_total_words,
        item_words,
        no_points_words,
        peg_words,
    )

    deals: list[DealLog] = []
    count: _Count | None = None
    played: tuple[Seat, LogLine] | None = None  # the last play, which its pegging joins

    def close_count() -> None:
        nonlocal count
        if count is not None:
            own = viewer is not None and count.seat == viewer
            if count.total == 0:
                count.line.items.append(no_points_words())
            whose = seat_name(names, count.seat)
            count.line.items.append(hand_total_words(whose, count.total, crib=count.crib, own=own))
            count = None

    for event in events:
        if count is not None and not (
            isinstance(event, Scored)
            and event.seat == count.seat
            and event.reason not in _NOT_SHOW_ITEMS
        ):
            close_count()
        if isinstance(event, Dealt):
            played = None
            deals.append(DealLog(describe_event(event, names, game_id, viewer) or ""))
            continue
        if not deals:
            continue
        lines = deals[-1].lines
        if count is not None and isinstance(event, Scored):
            count.total += event.points
            own = viewer is not None and event.seat == viewer
            count.line.items.append(
                claim_words(seat_name(names, event.seat), event.points, own=own)
                if event.reason == "claim"
                else item_words(event.reason, len(event.cards), count.total)
            )
            continue
        if (
            game_id == "cribbage"
            and isinstance(event, Scored)
            and played is not None
            and played[0] == event.seat
        ):
            played[1].text += "\N{EM SPACE}" + peg_words(event.reason, event.points)
            continue
        text = describe_event(event, names, game_id, viewer)
        if text is None:
            continue
        line = LogLine(text)
        lines.append(line)
        played = (event.seat, line) if isinstance(event, CardPlayed) else None
        counted = isinstance(event, CardsShown) and event.what in ("hand", "crib")
        if game_id == "cribbage" and isinstance(event, CardsShown) and counted:
            count = _Count(event.seat, event.what == "crib", line)
    # A count still open at the end is being shown item by item: its total comes with the
    # event after its last item (a hand worth nothing is followed by the next at once).
    return deals


class GameLog(QDockWidget):
    """A closable dock with the log of the match on the table: ``reset`` for a match (and
    after an undo), ``add_events`` as it goes on. Earlier deals fold away; the deal being
    played stays open, and a deal a person opens stays open."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("GameLog")
        self._tree = self._new_tree()
        self.setWidget(self._tree)
        self._events: list[Event] = []
        self._names: tuple[str, ...] = ()
        self._game_id = ""
        self._viewer: Seat | None = None
        self._opened: set[int] = set()  # deals a person opened, and folded
        self._folded: set[int] = set()
        self._building = False
        self._deals: list[DealLog] = []
        self._deal_start = 0  # where in the events the deal being played was dealt
        # Where the earlier deals still to be written were dealt and the next dealt, the
        # first deal first (the latest is written first, from the end).
        self._unwritten: list[tuple[int, int]] = []
        self._taken_off: list[QTreeWidget] = []  # the last logs, their rows deleted in slices
        self._slices = slice_timer(self, self._next_slice)
        self.retranslate()

    def reset(
        self, names: Sequence[str], game_id: str, viewer: Seat | None, events: Sequence[Event]
    ) -> None:
        """Log a match from the start: its seats' ``names``, the seat whose lines speak to
        the person at the screen (``None``: every line by name), the events so far."""
        self._names = tuple(names)
        self._game_id = game_id
        self._viewer = viewer
        self._events = list(events)
        self._opened = set()
        self._folded = set()
        self._rebuild()

    def add_events(self, events: Sequence[Event]) -> None:
        """Log the events after those logged: only the deal being played is written again
        (a deal is complete once the next is dealt), so a long session's log does not grow
        slower to update deal by deal."""
        self._events.extend(events)
        self._update_from(self._deal_start, max(0, len(self._deals) - 1))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        """The rows are measured again at a new width: they wrap differently."""
        if watched is self._tree.viewport() and event.type() == QEvent.Type.Resize:
            self._tree.doItemsLayout()
        return super().eventFilter(watched, event)

    def deals(self) -> list[DealLog]:
        """The log, deal by deal (the earlier deals written first, if they are not yet)."""
        self.finish()
        return self._deals

    def tree(self) -> QTreeWidget:
        return self._tree

    def _new_tree(self) -> QTreeWidget:
        """A log's rows, to be shown in the dock."""
        tree = QTreeWidget()
        tree.setObjectName("GameLogTree")
        tree.setHeaderHidden(True)
        tree.setColumnCount(1)
        tree.setWordWrap(True)
        tree.setUniformRowHeights(False)
        tree.setItemDelegate(_WrappingLines(tree))
        tree.viewport().installEventFilter(self)
        tree.itemExpanded.connect(lambda item: self._remember(item, True))
        tree.itemCollapsed.connect(lambda item: self._remember(item, False))
        tree.setAccessibleName(translate("GameLog", "Game log"))
        tree.setAccessibleDescription(
            translate("GameLog", "Every call and card of the game so far, deal by deal")
        )
        return tree

    def written(self) -> bool:
        """Whether every deal's lines are written and the rows taken off deleted (both
        follow in slices)."""
        return not self._unwritten and not self._taken_off

    def finish(self) -> None:
        """Write at once the earlier deals still waiting to be written, and delete the rows
        taken off."""
        while not self.written():
            self._next_slice()

    def retranslate(self) -> None:
        self.setWindowTitle(translate("GameLog", "Game log"))
        self._tree.setAccessibleName(translate("GameLog", "Game log"))
        self._tree.setAccessibleDescription(
            translate("GameLog", "Every call and card of the game so far, deal by deal")
        )
        self._rebuild()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _remember(self, item: QTreeWidgetItem, expanded: bool) -> None:
        """A deal a person opens stays open through later updates; one they fold, folded."""
        index = self._tree.indexOfTopLevelItem(item)
        if self._building or index < 0:
            return
        (self._opened if expanded else self._folded).add(index)
        (self._folded if expanded else self._opened).discard(index)

    def _is_open(self, index: int, last: int) -> bool:
        """The deal being played is open until folded; an earlier one only when opened."""
        if index == last:
            return index not in self._folded
        return index in self._opened

    def _rebuild(self) -> None:
        """Write the whole log again (a new match, an undo, another language): the deal
        being played at once, the earlier ones by their titles, their lines in slices."""
        self._slices.stop()
        if self._tree.topLevelItemCount():
            # Taken off whole and emptied a deal at a time: emptying a shown log of
            # thousands of rows at once takes tens of milliseconds, even without deleting.
            taken = self._tree
            self._tree = self._new_tree()
            self.setWidget(self._tree)
            taken.hide()
            self._taken_off.append(taken)
        dealt = [i for i, event in enumerate(self._events) if isinstance(event, Dealt)]
        self._deals = []
        self._building = True
        try:
            for start in dealt[:-1]:
                dealing = self._events[start]
                title = describe_event(dealing, self._names, self._game_id, self._viewer)
                self._deals.append(DealLog(title or ""))
                _new_deal_row(self._tree).setText(0, title or "")
        finally:
            self._building = False
        # Each up to the next deal's dealing, which closes a hand counted last.
        self._unwritten = list(itertools.pairwise(dealt))
        self._update_from(dealt[-1] if dealt else 0, len(self._deals))
        if not self.written():
            self._slices.start(FIRST_MS)

    def _next_slice(self) -> None:
        """Delete the rows taken off, then write the lines of earlier deals, the latest
        first: one row or deal at least, and more while ``SLICE_SECONDS`` have not passed;
        the rest in the next slice."""
        began = time.perf_counter()
        while self._taken_off:
            taken = self._taken_off[-1]
            if count := taken.topLevelItemCount():
                taken.takeTopLevelItem(count - 1)  # deleted with the wrapper that takes it
            else:
                self._taken_off.pop().deleteLater()
            if time.perf_counter() - began >= SLICE_SECONDS:
                break
        else:
            self._write_earlier_deals(began)
        if not self.written():
            self._slices.start()

    def _write_earlier_deals(self, began: float) -> None:
        """Write the lines of earlier deals, the latest first: one deal, and more until
        ``SLICE_SECONDS`` have passed since ``began``."""
        self._building = True
        try:
            while self._unwritten:
                index = len(self._unwritten) - 1
                start, end = self._unwritten.pop()
                events = self._events[start : end + 1]
                log = deal_logs(events, self._names, self._game_id, self._viewer)[0]
                self._deals[index] = log
                top = self._tree.topLevelItem(index)
                if top is not None:
                    _write_deal(top, log)
                    top.setExpanded(index in self._opened)
                if time.perf_counter() - began >= SLICE_SECONDS:
                    break
        finally:
            self._building = False

    def _update_from(self, start: int, kept: int) -> None:
        """Log the events from ``start`` (where a deal was dealt, or the first) after the
        first ``kept`` deals, which stay as they are; a deal's rows already shown are
        changed in place, not made again."""
        events = self._events[start:]
        fresh = deal_logs(events, self._names, self._game_id, self._viewer) if events else []
        self._deals[kept:] = fresh
        dealt = [i for i, event in enumerate(events) if isinstance(event, Dealt)]
        self._deal_start = start + dealt[-1] if dealt else start
        self._building = True
        try:
            while self._tree.topLevelItemCount() > len(self._deals):
                self._tree.takeTopLevelItem(self._tree.topLevelItemCount() - 1)
            last = len(self._deals) - 1
            for index in range(kept, len(self._deals)):
                top = self._tree.topLevelItem(index) or _new_deal_row(self._tree)
                if index >= kept:
                    _write_deal(top, self._deals[index])
                top.setExpanded(self._is_open(index, last))
            tail = _last_row(self._tree)
            if tail is not None and self._is_open(last, last):
                self._tree.scrollToItem(tail, QTreeWidget.ScrollHint.PositionAtBottom)
        finally:
            self._building = False


def _new_deal_row(tree: QTreeWidget) -> QTreeWidgetItem:
    """A deal's row, in bold, added at the foot of the log."""
    top = QTreeWidgetItem()
    font = top.font(0)
    font.setBold(True)
    top.setFont(0, font)
    tree.addTopLevelItem(top)
    return top


def _write_deal(top: QTreeWidgetItem, deal: DealLog) -> None:
    """Bring a deal's rows to ``deal``, changing only what differs: a new line is added,
    a line that grew (a play joined by its pegging, a hand counted item by item) is
    written again."""
    if top.text(0) != deal.title:
        top.setText(0, deal.title)
    while top.childCount() > len(deal.lines):
        top.takeChild(top.childCount() - 1)
    for number, line in enumerate(deal.lines):
        child = top.child(number)
        if child is None:
            child = QTreeWidgetItem(top)
        if child.text(0) != line.text:
            child.setText(0, line.text)
            child.setToolTip(0, tip_text(line.text))
        shown = [
            item.text(0) for i in range(child.childCount()) if (item := child.child(i)) is not None
        ]
        if shown != line.items:
            for _ in range(child.childCount()):
                child.takeChild(0)
            for words in line.items:
                QTreeWidgetItem(child, [words])
        child.setExpanded(True)


class _WrappingLines(QStyledItemDelegate):
    """A row as tall as its words wrapped at the width the row has: Qt's own measure of a
    tree's rows wraps at no width, so a long line would stay one line high, cut short."""

    def __init__(self, tree: QTreeWidget) -> None:
        super().__init__(tree)
        self._tree = tree

    def sizeHint(  # noqa: N802 - Qt override
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        hint = super().sizeHint(option, index)
        depth = 0
        parent = index.parent()
        while parent.isValid():
            depth += 1
            parent = parent.parent()
        tree = self._tree
        style = tree.style()
        margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, tree) + 1
        width = tree.viewport().width() - tree.indentation() * (depth + 1) - 2 * margin
        styled = QStyleOptionViewItem(option)
        self.initStyleOption(styled, index)  # the row's own font, bold or not
        text = styled.text
        if width <= 0 or not text:
            return hint
        wrapped = QFontMetrics(styled.font).boundingRect(
            QRect(0, 0, width, 1_000_000), Qt.TextFlag.TextWordWrap, text
        )
        return QSize(hint.width(), max(hint.height(), wrapped.height() + 2 * margin))


def _last_row(tree: QTreeWidget) -> QTreeWidgetItem | None:
    """The bottom row of the log, however deep."""
    item = tree.topLevelItem(tree.topLevelItemCount() - 1)
    while item is not None and item.childCount():
        item = item.child(item.childCount() - 1)
    return item
