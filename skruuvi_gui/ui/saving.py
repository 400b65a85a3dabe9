"""Keeping the saved game in step with the match on the table, and saying so only when it
matters.

Saving happens after every move; a full, read-only or vanished data folder must not stop the
game or nag on every move. The person is told once, in plain words, when saving starts to
fail, and once when it works again. A window that does not own the saved game (another
window on the same data folder holds it) never writes or removes it, but files the games
finished in it all the same.

The move that finishes a game is not saved but filed (``filing.finish``): written first as
the finished game, then taken into the library and the statistics, on the writer's thread
and at once, not when the table has finished showing it, so closing the window meanwhile
loses nothing. ``filed`` tells the window how it went.

The record is made on the GUI thread, where the match lives, and written (synced to the
disk, the previous version kept) on a thread of its own (``SaveWriter``), so the table never
waits for the disk. Only the newest record is written when moves come faster than the disk;
``flush`` waits for the writing before anything else touches the saved game or the program
ends, so nothing played is lost.
"""

from __future__ import annotations

import queue
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot

from skruuvi_gui.match import Match
from skruuvi_gui.match.autosave import (
    autosave_bytes,
    autosave_path,
    clear_autosave,
    write_autosave,
)
from skruuvi_gui.save_writer import SaveWriter
from skruuvi_gui.storage import data_dir
from skruuvi_gui.ui.dialogs.file_messages import write_failure_reason

if TYPE_CHECKING:  # loaded when a game first finishes: the start does without the rules
    from skruuvi_gui.stats.filing import Filed

translate = QCoreApplication.translate


class GameSaver(QObject):
    """Saves the match of one window as the game to resume; see the module docstring."""

    failed = Signal(str)  # why saving stopped working, once until it works again
    works_again = Signal(str)  # saving works after it failed
    filed = Signal(object)  # a Filed: how a game finished here was kept
    _written = Signal()  # from the writer's thread: outcomes wait to be told

    def __init__(self, enabled: bool, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._enabled = enabled
        self._files_games = enabled
        self._failing = False
        self._to_file: Match | None = None
        self._library_limit = 0
        self._finishing = False  # a finish handed to the writer, which no save may replace
        self._filed: queue.SimpleQueue[Filed] = queue.SimpleQueue()
        self._writer = SaveWriter(self._written.emit, name="saving")
        self._written.connect(self._tell_outcomes)  # queued: emitted on the writer's thread

    @property
    def enabled(self) -> bool:
        """Whether this window writes the saved game at all."""
        return self._enabled

    def disable(self) -> None:
        """Leave the saved game to whoever owns it from now on (finished games are still
        filed)."""
        self._enabled = False
        self._writer.discard_pending()
        self.flush()

    def file_when_over(self, match: Match, library_limit: int) -> None:
        """File ``match`` (the library keeping at most ``library_limit`` games) when a move
        played here finishes it; a match on the table already over is not filed again."""
        self._to_file = None if match.is_over else match
        self._library_limit = library_limit

    def save(self, match: Match) -> None:
        """Keep ``match`` as the game to resume, or file it when this move finished it, or
        forget the saved game when it is over; the writing happens on the writer's thread."""
        if self._finishing:
            self._writer.flush()  # the finish is written before anything that follows it
            self._finishing = False
        if match.is_over and match is self._to_file and self._files_games:
            self._to_file = None
            self._finish(match)
            return
        if not self._enabled:
            return
        path = autosave_path()
        if match.is_over:
            self._writer.submit(lambda: clear_autosave(path))
        else:
            data = autosave_bytes(match)
            self._writer.submit(lambda: write_autosave(path, data))

    def _finish(self, match: Match) -> None:
        from skruuvi_gui.match.library import finished_game
        from skruuvi_gui.stats.filing import finish

        finished = finished_game(match, datetime.now(UTC))
        limit = self._library_limit
        saved = autosave_path() if self._enabled else None
        self._finishing = True
        self._writer.submit(lambda: self._filed.put(finish(finished, limit, saved)))

    def flush(self) -> None:
        """Wait until the match last handed to ``save`` is on the disk (or saving it
        failed), and tell how it went."""
        self._writer.flush()
        self._tell_outcomes()

    def close(self) -> None:
        """``flush``, and let the writer's thread end (a later save starts it again)."""
        self._writer.close()
        self._tell_outcomes()

    @Slot()  # a slot of its own: the call crosses from the writer's thread (PYSIDE-3124)
    def _tell_outcomes(self) -> None:
        while not self._filed.empty():
            self.filed.emit(self._filed.get())
        for outcome in self._writer.outcomes():
            if isinstance(outcome, OSError):
                self._tell_failure(outcome)
            elif outcome is not None:
                raise outcome  # a bug, not the disk: as loud as on the GUI thread
            elif self._failing:
                self._failing = False
                self.works_again.emit(translate("Saving", "Saving works again: the game is saved."))

    def _tell_failure(self, error: OSError) -> None:
        if self._failing:
            return
        self._failing = True
        text = translate(
            "Saving",
            "The game cannot be saved in {folder}: {reason}. You can play on, but the "
            "game will not be there to resume until saving works again.",
        )
        self.failed.emit(
            text.replace("{folder}", str(data_dir())).replace(
                "{reason}", write_failure_reason(error)
            )
        )
