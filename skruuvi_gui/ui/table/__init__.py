"""The card table shared by every game, and ``make_table`` to get the right one for a game."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

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


__all__ = ["GameTable", "make_table"]
