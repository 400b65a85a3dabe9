"""A table of a game made ahead, at leisure, for the next game of that kind.

Making a table (its felt, panels, bidding box and score sheet) takes some tens of
milliseconds. Done while a game is put on the table, it adds to the turn in which the old
table is put away and the new one drawn; made ahead while the person looks at the window,
the next game of the same kind finds its table ready. One spare is kept per game, hidden,
as a child of the window; a change of language drops them (their words would be the old
language's), and the next is made in the new one.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QWidget

from skruuvi_gui.ui.table import make_table

if TYPE_CHECKING:
    from skruuvi_gui.ui.table.base import GameTable

#: How long after a table is put out the next one of its game is made: after the first
#: deal's cards have come to rest, at normal speed.
SPARE_AFTER_MS = 2500


class SpareTables(QObject):
    """Tables made ahead for ``window``, one per game at most."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        self._tables: dict[str, GameTable] = {}

    def take(self, game_id: str) -> GameTable:
        """A table for ``game_id``: the spare if one is made, else a new one (``KeyError``
        for a game that has no table)."""
        table = self._tables.pop(game_id, None)
        return table if table is not None else make_table(game_id, self._window)

    def make(self, game_id: str) -> None:
        """Make ``game_id``'s spare now, unless there is one (or the game has no table)."""
        if game_id in self._tables:
            return
        try:
            table = make_table(game_id, self._window)
        except KeyError:
            return
        table.hide()
        self._tables[game_id] = table

    def make_later(self, game_id: str) -> None:
        """Make ``game_id``'s spare once the table just put out has settled."""
        QTimer.singleShot(SPARE_AFTER_MS, self, partial(self.make, game_id))

    def drop(self) -> None:
        """Let every spare go (the language changed, or the window closes)."""
        for table in self._tables.values():
            table.deleteLater()
        self._tables.clear()

    def spare(self, game_id: str) -> GameTable | None:
        """``game_id``'s table made ahead, if there is one now."""
        return self._tables.get(game_id)
