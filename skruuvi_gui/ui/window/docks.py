"""What stands beside the table: the score sheet, the game log and the quick reference in
their docks, sized so the table keeps its room, and the status line; they tell what the
table has shown, never more.
"""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import QDockWidget, QLabel, QMainWindow, QStyle

from skruuvi_gui.match import Match
from skruuvi_gui.rules import game_spec
from skruuvi_gui.rules.api import Event
from skruuvi_gui.ui.dialogs.labels import game_name, options_summary
from skruuvi_gui.ui.dialogs.new_game import shown_names
from skruuvi_gui.ui.dock_fold import DockFold
from skruuvi_gui.ui.game_log import GameLog
from skruuvi_gui.ui.guide.quick_reference import QuickReference
from skruuvi_gui.ui.score_sheet import ScoreSheet, side_names

if TYPE_CHECKING:
    # Loaded when a game starts or the guide opens, not before the first window.
    from skruuvi_gui.ui.match_driver import MatchDriver
    from skruuvi_gui.ui.table.base import GameTable

translate = QCoreApplication.translate


# The score sheet's first width, in pixels; the user's own width is remembered.
SCORE_SHEET_WIDTH = 220
SCORE_SHEET_MAX_WIDTH = 520

# The table keeps at least three fifths of the window, and 720 px where the window allows
# (less where the docks' tab titles need it), however wide the sheet would like to be: at
# the default size a sheet of four or five players shows every column.
SCORE_SHEET_MAX_SHARE = 0.4
TABLE_ROOM = 720

# The table gives up some of that for a sheet folded to every player's points (and the
# contracts in short, on a 1024 px screen).
TABLE_LEAST_ROOM = 660

# A window narrower than this (an 800 x 600 screen's) gives the table its whole width: the
# score sheet and the quick reference fold away and open over the table.
FOLD_BELOW = TABLE_ROOM + SCORE_SHEET_WIDTH

# The quick reference's width when it opens over the table.
OVERLAY_WIDTH = 360


class DockedWindow(QMainWindow):
    """The docks and the status line of ``MainWindow``, which makes them."""

    driver: MatchDriver | None
    table: GameTable | None
    score_sheet: ScoreSheet
    game_log: GameLog
    quick_reference: QuickReference
    dock_fold: DockFold
    _status: QLabel
    _unshown: deque[Event]
    _to_docks: list[Event]
    _docks_timer: QTimer

    def _event_shown(self, event: Event) -> None:
        """The table came to ``event``: the docks take it and what came before it, together
        with whatever else the table comes to before Qt draws again (the game log is built
        anew each time)."""
        if not any(waiting is event for waiting in self._unshown):
            return  # drawn again from the log (a game put on the table), already in the docks
        while not self._to_docks or self._to_docks[-1] is not event:
            self._to_docks.append(self._unshown.popleft())
        self._docks_timer.start()

    def _fill_docks(self) -> None:
        shown, self._to_docks = self._to_docks, []
        self.score_sheet.add_events(shown)
        self.game_log.add_events(shown)
        self._update_status()

    def _docks_from_start(self, match: Match) -> None:
        """The score sheet and the game log written anew from every event of the match (kept
        by the match: nothing is replayed, however long the game)."""
        self._unshown.clear()
        self._to_docks = []
        self._docks_timer.stop()

        names = shown_names(match.seats)
        sheet = None if self.table is None else self.table.score_sheet_widget()
        self.score_sheet.use_sheet(sheet)
        self.score_sheet.reset(side_names(match.game_id, match.options, names))
        events = match.events()
        self.score_sheet.add_events(events)
        humans = [seat for seat, player in enumerate(match.seats) if player.is_human]
        viewer = humans[0] if len(humans) == 1 else None
        self.game_log.reset(names, match.game_id, viewer, events)
        # A game's own sheet fills itself from the table's first update, after this returns.
        QTimer.singleShot(0, self, self._fit_score_sheet)

    def _overlay_width(self, dock: QDockWidget) -> int:
        """How wide a folded dock opens over the table: the sheet shows every column."""
        if dock is not self.score_sheet:
            return OVERLAY_WIDTH
        return self.score_sheet.wanted_width() + 2 * self.style().pixelMetric(
            QStyle.PixelMetric.PM_DockWidgetFrameWidth
        )

    def _fit_score_sheet(self) -> None:
        """Widen the score-sheet dock to show every column, within reason."""
        if self.score_sheet.isFloating():
            self.dock_fold.place_all()
            return
        self.resizeDocks([self.score_sheet], [self._sheet_width()], Qt.Orientation.Horizontal)

    def _sheet_width(self) -> int:
        """The dock's width for the sheet: every column where the room allows, else every
        player's points with the words folded away; a sheet too wide for the room even so
        (long names) scrolls sideways anyway, so it takes only what its tab titles need and
        the table keeps the rest (the auction names every seat in full)."""
        least = max(SCORE_SHEET_WIDTH, self._dock_tabs_width())
        room = self._sheet_room(TABLE_ROOM)
        if (wanted := self.score_sheet.wanted_width()) <= room:
            return min(max(least, wanted), room)
        folded_room = self._sheet_room(TABLE_LEAST_ROOM)
        if (wanted := self.score_sheet.folded_width()) <= folded_room:
            return min(max(least, wanted), folded_room)
        return min(least, room)

    def _dock_tabs_width(self) -> int:
        """The width the tabs of the docks beside the table need to show their titles whole
        (the score sheet, the game log and the quick reference share one place)."""
        metrics = self.fontMetrics()
        space = self.style().pixelMetric(QStyle.PixelMetric.PM_TabBarTabHSpace)
        docks = (self.score_sheet, self.game_log, self.quick_reference)
        return sum(metrics.horizontalAdvance(dock.windowTitle()) + space + 4 for dock in docks)

    def _grow_score_sheet(self) -> None:
        """Widen the dock when the sheet has grown past it, the window has grown or the tab
        titles have (never narrow what a person set, unless the window has shrunk so far
        that the table would have less than its least room: then the sheet folds to fit)."""
        if self.score_sheet.isFloating():
            self.dock_fold.place_all()
            return
        wanted = self._sheet_width()
        squeezed = self.score_sheet.width() > self._sheet_room(TABLE_LEAST_ROOM)
        if self.score_sheet.isVisible() and (wanted > self.score_sheet.width() or squeezed):
            self.resizeDocks([self.score_sheet], [wanted], Qt.Orientation.Horizontal)
            # At once: the sheet's scroll bars are laid out for the room it has before the
            # window is drawn again, so no sideways bar shows for a moment.
            layout = self.layout()
            if layout is not None:
                layout.activate()

    def _sheet_room(self, table_room: int = TABLE_ROOM) -> int:
        """How wide the docks beside the table may be: the table keeps ``table_room`` where
        the window allows, but gives up some of it on a 1024 px screen for whole tab titles."""
        return min(
            SCORE_SHEET_MAX_WIDTH,
            int(self.width() * SCORE_SHEET_MAX_SHARE),
            max(SCORE_SHEET_WIDTH, self._dock_tabs_width(), self.width() - table_room),
        )

    def status_line(self) -> str:
        """The permanent status text: game, options, deal and game number."""
        return self._status.text()

    def _update_status(self) -> None:
        if self.driver is None:
            self._status.setText("")
            return
        match = self.driver.match
        parts = [game_name(match.game_id)]
        summary = options_summary(match.options, game_spec(match.game_id).default_options())
        if summary:
            parts.append(summary)
        deal = self.score_sheet.deal_count()
        if deal:
            parts.append(translate("MainWindow", "Deal {n}").replace("{n}", str(deal)))
        parts.append(
            translate("MainWindow", "Game number {seed}").replace("{seed}", str(match.seed))
        )
        self._status.setText(" · ".join(parts))
