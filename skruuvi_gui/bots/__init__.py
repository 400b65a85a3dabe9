"""Computer opponents for every game (pure: standard library only, never Qt).

Every registered game can be played by the ``"random"`` level; games with their own bots
offer stronger levels, in ``LEVELS`` order from weakest to strongest. The levels each game
offers are listed here, so the new-game dialog needs no bot code; a game's bots are imported
when the first bot of that game is made. A game may also keep benchmark levels (an earlier
strongest level, frozen to measure its successor against): ``make_bot`` builds them, but
``levels`` never offers them. The games' own bots also say why they choose what they choose
(``reasons.advise``): the hint's words come from that.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable

from skruuvi_gui.bots.base import Bot, RandomBot
from skruuvi_gui.rules import GAMES

__all__ = ["LEVELS", "Bot", "RandomBot", "levels", "make_bot", "seat_bot", "strongest_level"]

LEVELS: tuple[str, ...] = ("random", "easy", "normal", "expert")

#: Each game with its own bots: the levels above random they offer (the bot package's own
#: ``*_LEVELS``, which a test keeps equal), the package and its bot class.
_GAME_BOTS: dict[str, tuple[tuple[str, ...], str, str]] = {
    "cribbage": (("easy", "normal", "expert"), "skruuvi_gui.bots.cribbage", "CribbageBot"),
    "skruuvi": (("easy", "normal", "expert"), "skruuvi_gui.bots.skruuvi", "SkruuviBot"),
    "squint": (("easy", "normal", "expert"), "skruuvi_gui.bots.squint", "SquintBot"),
}

#: Benchmark levels per game (the bot package's own ``*_BENCHMARK_LEVELS``, kept equal by a
#: test).
_BENCHMARK_LEVELS: dict[str, tuple[str, ...]] = {"cribbage": ("club",), "skruuvi": ("club",)}


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
    _, package, name = _GAME_BOTS[game_id]
    bot_class: Callable[[str, random.Random], Bot] = getattr(importlib.import_module(package), name)
    return bot_class(level, rng)


def seat_bot(game_id: str, level: str, seed: int, seat: int) -> Bot:
    """The bot a match of ``seed`` seats at ``seat``: its own generator, seeded from
    ``(seed, seat)``, so a match's bots repeat their choices run after run, in whichever
    process they think."""
    return make_bot(game_id, level, random.Random(f"{seed}:bot:{seat}"))
