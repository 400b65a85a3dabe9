"""The card table shared by every game, and ``make_table`` to get the right one for a game.

Importing this package loads no table: a game's table is imported when the first one is made.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from skruuvi_gui.ui.table.base import GameTable


def make_table(game_id: str, parent: QWidget | None = None) -> GameTable:
    """The table for ``game_id``; ``KeyError`` for a game that has no table yet."""
    if game_id == "cribbage":
        from skruuvi_gui.ui.cribbage.table import CribbageTable

        return CribbageTable(parent)
    if game_id == "skruuvi":
        from skruuvi_gui.ui.skruuvi.table import SkruuviTable

        return SkruuviTable(parent)
    if game_id == "squint":
        from skruuvi_gui.ui.squint.table import SquintTable

        return SquintTable(parent)
    raise KeyError(f"no table for game {game_id!r}")


__all__ = ["make_table"]
