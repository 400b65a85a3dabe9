"""Pure rules of every game (stdlib only: no Qt, no I/O, no user-visible text, no global RNG).

``GAMES`` maps each stable game id to its ``GameSpec``.
"""

from __future__ import annotations

from skruuvi_gui.rules.api import GameSpec
from skruuvi_gui.rules.cribbage import SPEC as CRIBBAGE
from skruuvi_gui.rules.skruuvi import SPEC as SKRUUVI
from skruuvi_gui.rules.squint import SPEC as SQUINT

GAMES: dict[str, GameSpec] = {spec.id: spec for spec in (CRIBBAGE, SKRUUVI, SQUINT)}


def game_spec(game_id: str) -> GameSpec:
    """The registered game with this id; ``KeyError`` names the known ids otherwise."""
    try:
        return GAMES[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; known: {', '.join(sorted(GAMES))}") from None
