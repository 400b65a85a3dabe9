"""A game's results written alike wherever they show (the score sheet, the result card, the
game library, the statistics): in the score sheet's unit and the language's numbers.

Traditional Skruuvi ends in a ledger, kept in hundredths and written as points ÷ 100 with
two decimals ("+15,08" in Finnish); every other result is whole points.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QLocale

from skruuvi_gui.ui.skruuvi.traditional_text import ledger_text

_MINUS = "\N{MINUS SIGN}"


def in_ledger(game: str, options: Mapping[str, object]) -> bool:
    """Whether ``game`` with ``options`` ends in a ledger (traditional Skruuvi)."""
    return game == "skruuvi" and options.get("scoring") == "traditional"


def total_text(points: int, *, ledger: bool) -> str:
    """A player's result: "121", "-20" (with a true minus sign), or a ledger's "+15.08"."""
    return ledger_text(points) if ledger else str(points).replace("-", _MINUS)


def average_text(value: float, *, ledger: bool) -> str:
    """An average of results ("12.5", "12,5" in Finnish), a ledger's with two decimals."""
    if ledger:
        return ledger_text(round(value))
    return QLocale().toString(float(value), "f", 1).replace("-", _MINUS)
