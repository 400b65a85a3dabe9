"""Skruuvi computer players: ``SkruuviBot`` at the levels in ``SKRUUVI_LEVELS``, and
``bid_meaning`` for the table's "what does this bid mean?"."""

from __future__ import annotations

from skruuvi_gui.bots.skruuvi.bot import SKRUUVI_BENCHMARK_LEVELS, SKRUUVI_LEVELS, SkruuviBot
from skruuvi_gui.bots.skruuvi.meaning import CODES, BidMeaning, bid_meaning

__all__ = [
    "CODES",
    "SKRUUVI_BENCHMARK_LEVELS",
    "SKRUUVI_LEVELS",
    "BidMeaning",
    "SkruuviBot",
    "bid_meaning",
]
