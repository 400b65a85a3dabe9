"""Computer opponents for every game (pure: standard library only, never Qt).

Every registered game can be played by the ``"random"`` level; games with their own bots
offer stronger levels, in ``LEVELS`` order from weakest to strongest. A game may also keep
benchmark levels (an earlier strongest level, frozen to measure its successor against):
``make_bot`` builds them, but ``levels`` never offers them.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from skruuvi_gui.bots.base import Bot, RandomBot
from skruuvi_gui.bots.cribbage import CRIBBAGE_BENCHMARK_LEVELS, CRIBBAGE_LEVELS, CribbageBot
from skruuvi_gui.bots.skruuvi import SKRUUVI_LEVELS, SkruuviBot
from skruuvi_gui.bots.squint import SQUINT_LEVELS, SquintBot
from skruuvi_gui.rules import GAMES

__all__ = ["LEVELS", "Bot", "RandomBot", "levels", "make_bot", "strongest_level"]

LEVELS: tuple[str, ...] = ("random", "easy", "normal", "expert")

_GAME_BOTS: dict[str, tuple[tuple[str, ...], Callable[[str, random.Random], Bot]]] = {
    "cribbage": (CRIBBAGE_LEVELS, CribbageBot),
    "skruuvi": (SKRUUVI_LEVELS, SkruuviBot),
    "squint": (SQUINT_LEVELS, SquintBot),
}

_BENCHMARK_LEVELS: dict[str, tuple[str, ...]] = {"cribbage": CRIBBAGE_BENCHMARK_LEVELS}


def levels(game_id: str) -> tuple[str, ...]:
    """The levels offered for a game, weakest first; ``ValueError`` for an unknown game."""
    if game_id in _GAME_BOTS:
        return ("random", *_GAME_BOTS[game_id][0])
    if game_id in GAMES:
        return ("random",)
    raise ValueError(f"unknown game {game_id!r}")


def strongest_level(game_id: str) -> str:
    return levels(game_id)[-1]


def make_bot(game_id: str, level: str, rng: random.Random) -> Bot:
    """A bot for ``game_id`` at ``level`` (offered or benchmark) drawing its randomness only
    from ``rng``.

    ``ValueError`` names the offered levels when the game or the level is unknown.
    """
    offered = levels(game_id)
    if level not in offered and level not in _BENCHMARK_LEVELS.get(game_id, ()):
        raise ValueError(f"unknown level {level!r} for {game_id}; offered: {', '.join(offered)}")
    if level == "random":
        return RandomBot(rng)
    return _GAME_BOTS[game_id][1](level, rng)
