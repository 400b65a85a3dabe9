"""Cribbage computer players: ``CribbageBot`` at the levels in ``CRIBBAGE_LEVELS``."""

from __future__ import annotations

from skruuvi_gui.bots.cribbage.bot import CRIBBAGE_BENCHMARK_LEVELS, CRIBBAGE_LEVELS, CribbageBot

__all__ = ["CRIBBAGE_BENCHMARK_LEVELS", "CRIBBAGE_LEVELS", "CribbageBot"]
