"""The game library window: the finished games kept, newest first, to replay, export or let
go, and any record file to open for a replay.

Double-click or Enter replays the chosen game. The number of games kept is the person's to
set here; the window tells its owner, which keeps it with the other settings.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from skruuvi_gui import storage
from skruuvi_gui.match import Record, library
from skruuvi_gui.match.library import LibraryEntry
from skruuvi_gui.match.record import MOST_ITEMS
from skruuvi_gui.settings import MAX_LIBRARY_LIMIT, MIN_LIBRARY_LIMIT
from skruuvi_gui.ui.dialogs.file_messages import (
    unopenable_text,
    unsaved_text,
    warn,
    with_detail,
)
from skruuvi_gui.ui.dialogs.labels import close_window_text, game_name, moment_text
from skruuvi_gui.ui.dialogs.new_game import shown_names
from skruuvi_gui.ui.figures import in_ledger, total_text
from skruuvi_gui.ui.library.replay_window import ReplayWindow, replayed
from skruuvi_gui.ui.names import joined_names
from skruuvi_gui.ui.record_files import ask_where_to_save, ask_which_to_open
from skruuvi_gui.ui.screen_fit import ScreenFit
from skruuvi_gui.ui.tips import tip_text

translate = QCoreApplication.translate

#: The list's columns: when the game ended, the game, its players and the result.
COLUMNS = ("finished", "game", "players", "result")
PLAYERS = COLUMNS.index("players")
RESULT = COLUMNS.index("result")


def _scores(entry: LibraryEntry) -> list[str]:
    """The result's scores as its score sheet writes them."""
    ledger = in_ledger(entry.record.game, entry.record.options)
    return [total_text(score, ledger=ledger) for score in entry.scores]


def result_text(entry: LibraryEntry) -> str:
    """'Maija won · 121 : 105'."""
    names = shown_names(entry.record.seats)
    winners = joined_names([names[seat] for seat in entry.winners if 0 <= seat < len(names)])
    scores = " : ".join(_scores(entry))
    return (
        translate("Library", "{winners} won · {scores}")
        .replace("{winners}", winners)
        .replace("{scores}", scores)
    )


def scores_by_name(entry: LibraryEntry) -> str:
    """'Maija 121 · Pekka 105': the result's scores with whose they are, seat by seat."""
    names = shown_names(entry.record.seats)
    return " · ".join(f"{name} {score}" for name, score in zip(names, _scores(entry), strict=False))


class LibraryWindow(QDialog):
    """See the module docstring; one per main window, shown without blocking the table."""

    limit_changed = Signal(int)

    def __init__(self, limit: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("LibraryWindow")
        self.screen_fit = ScreenFit(self, on_show=True)
        self.screen_fit.open_at(QSize(760, 520))
        self.entries: list[LibraryEntry] = []
        self.replays: list[ReplayWindow] = []
        self.games = QTableWidget(0, len(COLUMNS), self)
        self.games.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.games.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.games.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.games.verticalHeader().setVisible(False)
        header = self.games.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # The players and the result share what the date and the game leave, and a long
        # entry ends in "…" (whole on hover) instead of pushing the result out of sight.
        header.setSectionResizeMode(PLAYERS, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(RESULT, QHeaderView.ResizeMode.Stretch)
        self.games.setWordWrap(False)
        self.games.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.games.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # An empty library says so in the list's place, and what will come to be there.
        self._empty = QLabel(self.games.viewport())
        self._empty.setObjectName("library_empty")
        self._empty.setWordWrap(True)
        self._empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._empty.setTextFormat(Qt.TextFormat.PlainText)
        self._empty.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        empty_layout = QVBoxLayout(self.games.viewport())
        empty_layout.setContentsMargins(24, 24, 24, 24)
        empty_layout.addWidget(self._empty)
        self._empty.hide()
        self.games.doubleClicked.connect(lambda _: self.replay_chosen())
        self.games.activated.connect(lambda _: self.replay_chosen())
        self.games.itemSelectionChanged.connect(self._update_buttons)
        self.replay_button = QPushButton(self)
        self.replay_button.setDefault(True)
        self.replay_button.clicked.connect(self.replay_chosen)
        self.export_button = QPushButton(self)
        self.export_button.clicked.connect(self.export_chosen)
        self.remove_button = QPushButton(self)
        self.remove_button.clicked.connect(self.remove_chosen)
        self.open_button = QPushButton(self)
        self.open_button.clicked.connect(self.open_record)
        self.limit = QSpinBox(self)
        self.limit.setRange(MIN_LIBRARY_LIMIT, MAX_LIBRARY_LIMIT)
        self.limit.setSingleStep(50)
        self.limit.setValue(limit)
        self.limit.editingFinished.connect(self._limit_set)
        self._limit_label = QLabel(self)
        self._limit_label.setBuddy(self.limit)
        self._note = QLabel(self)
        self._note.setWordWrap(True)
        self._note.setTextFormat(Qt.TextFormat.PlainText)
        buttons = QHBoxLayout()
        for button in (
            self.replay_button,
            self.export_button,
            self.remove_button,
            self.open_button,
        ):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self._limit_label)
        buttons.addWidget(self.limit)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        close.rejected.connect(self.close)
        self._close = close.button(QDialogButtonBox.StandardButton.Close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.games, 1)
        layout.addWidget(self._note)
        layout.addLayout(buttons)
        layout.addWidget(close)
        self.retranslate()

    def refresh(self) -> None:
        """Read the library again and list it, newest first."""
        self.entries, unreadable = library.entries()
        self.games.clearContents()
        self.games.setRowCount(len(self.entries))
        for row, entry in enumerate(self.entries):
            when = moment_text(entry.finished)
            players = ", ".join(shown_names(entry.record.seats))
            cells = (when, game_name(entry.record.game), players)
            for column, text in enumerate((*cells, result_text(entry))):
                self.games.setItem(row, column, QTableWidgetItem(text))
            players_cell = self.games.item(row, PLAYERS)
            if players_cell is not None:
                players_cell.setToolTip(tip_text(players))
            result = self.games.item(row, RESULT)
            if result is not None:
                result.setToolTip(tip_text(scores_by_name(entry)))
        self._empty.setVisible(not self.entries)
        if self.entries:
            self.games.selectRow(0)
        self._note.setText(
            translate("Library", "These files in {folder} could not be read: {files}.")
            .replace("{folder}", str(library.library_dir()))
            .replace("{files}", ", ".join(unreadable))
            if unreadable
            else ""
        )
        self._note.setVisible(bool(unreadable))
        self._update_buttons()

    def chosen(self) -> LibraryEntry | None:
        rows = self.games.selectionModel().selectedRows()
        return self.entries[rows[0].row()] if rows else None

    def replay_chosen(self) -> ReplayWindow | None:
        entry = self.chosen()
        return None if entry is None else self.replay(entry.record)

    def replay(self, record: Record) -> ReplayWindow | None:
        """Open a replay of ``record``, its actions stepped through without holding the
        window still (``ui/loading.py``; the person may cancel a long one); a message when
        it does not replay."""
        from skruuvi_gui.ui.loading import Cancelled, in_background

        try:
            replay = in_background(self, partial(replayed, record), cancellable=True)
            window = ReplayWindow(record, self, replay)
        except Cancelled:
            return None
        except (KeyError, ValueError) as error:
            warn(
                self,
                translate("Library", "Cannot replay the game"),
                with_detail(
                    translate("Library", "The game in this record cannot be replayed."),
                    str(error),
                ),
            )
            return None
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.destroyed.connect(lambda _=None, w=window: self._forget(w))
        self.replays.append(window)
        window.show()
        return window

    def _forget(self, window: ReplayWindow) -> None:
        if window in self.replays:
            self.replays.remove(window)

    def export_chosen(self) -> None:
        entry = self.chosen()
        if entry is None:
            return
        title = translate("Library", "Export the game as")
        path = ask_where_to_save(self, title, Path.home(), entry.record)
        if path is not None:
            self.export(entry, path)

    def export(self, entry: LibraryEntry, path: Path) -> bool:
        """Write the game's record to ``path``, in the format saved games use."""
        try:
            storage.write_json(path, entry.record.to_json())
        except OSError as error:
            warn(
                self, translate("Library", "Cannot export the game"), unsaved_text(path.name, error)
            )
            return False
        return True

    def remove_chosen(self) -> None:
        entry = self.chosen()
        if entry is None:
            return
        try:
            library.remove(entry)
        except OSError as error:
            warn(self, translate("Library", "Cannot remove the game"), str(error))
        self.refresh()

    def open_record(self) -> None:
        title = translate("Library", "Open a game record to replay")
        path = ask_which_to_open(self, title, library.library_dir())
        if path is not None:
            self.open_record_file(path)

    def open_record_file(self, path: Path) -> ReplayWindow | None:
        """Replay the record in ``path``; a clear message when it cannot be used."""
        try:
            record = storage.parse_file(path, Record.from_json, MOST_ITEMS)
        except (FileNotFoundError, storage.DamagedFileError) as error:
            damage = error.damage if isinstance(error, storage.DamagedFileError) else None
            detail = error.reason if isinstance(error, storage.DamagedFileError) else ""
            warn(
                self,
                translate("Library", "Cannot replay the game"),
                with_detail(unopenable_text(path.name, damage), detail),
            )
            return None
        return self.replay(record)

    def _limit_set(self) -> None:
        library.prune(self.limit.value())
        self.limit_changed.emit(self.limit.value())
        self.refresh()

    def _update_buttons(self) -> None:
        chosen = self.chosen() is not None
        for button in (self.replay_button, self.export_button, self.remove_button):
            button.setEnabled(chosen)

    def retranslate(self) -> None:
        self.setWindowTitle(translate("Library", "Game library"))
        self.games.setHorizontalHeaderLabels(
            [
                translate("Library", "Finished"),
                translate("Library", "Game"),
                translate("Library", "Players"),
                translate("Library", "Result"),
            ]
        )
        self._empty.setText(
            translate(
                "Library",
                "No finished games yet. Every game played to its end is kept here, to replay.",
            )
        )
        self.setAccessibleDescription(
            translate("Library", "The finished games kept, to replay, export or remove")
        )
        self.games.setAccessibleName(translate("Library", "Finished games, newest first"))
        self.games.setAccessibleDescription(
            translate(
                "Library",
                "When each game ended, the game, its players and the result; Enter replays it",
            )
        )
        self.replay_button.setText(translate("Library", "&Replay"))
        self.export_button.setText(translate("Library", "&Export…"))
        self.remove_button.setText(translate("Library", "Re&move"))
        self.open_button.setText(translate("Library", "&Open a record…"))
        for button, about in (
            (
                self.replay_button,
                translate("Library", "Replay the chosen game step by step, every hand face up"),
            ),
            (self.export_button, translate("Library", "Save the chosen game's record as a file")),
            (self.remove_button, translate("Library", "Remove the chosen game from the library")),
            (self.open_button, translate("Library", "Replay a game record from a file")),
        ):
            button.setToolTip(about)
            button.setAccessibleDescription(about)
        self._limit_label.setText(translate("Library", "&Keep the last"))
        self.limit.setSuffix(translate("Library", " games"))
        self.limit.setAccessibleName(translate("Library", "How many finished games are kept"))
        self.limit.setAccessibleDescription(
            translate("Library", "Older games beyond this number are let go")
        )
        self._close.setAccessibleDescription(close_window_text())
        if self.isVisible():
            self.refresh()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
