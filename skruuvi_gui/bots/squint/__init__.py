"""Squint computer players: ``SquintBot`` at the levels in ``SQUINT_LEVELS``."""

from __future__ import annotations

from skruuvi_gui.bots.squint.bot import SQUINT_LEVELS, SquintBot

__all__ = ["SQUINT_LEVELS", "SquintBot"]
