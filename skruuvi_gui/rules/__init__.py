"""Pure rules of every game (stdlib only: no Qt, no I/O, no user-visible text, no global RNG).

``GAMES`` maps each stable game id to its ``GameSpec``. The ids are known at once; a game's
rules are imported the first time its spec is looked up, so a program that plays one game
never loads the others (and the card table starts without any).
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Mapping

from skruuvi_gui.rules.api import GameSpec

#: Each game's id and the package whose ``SPEC`` registers it, in menu order.
_SPEC_PACKAGES: dict[str, str] = {
    "cribbage": "skruuvi_gui.rules.cribbage",
    "skruuvi": "skruuvi_gui.rules.skruuvi",
    "squint": "skruuvi_gui.rules.squint",
}


class _Games(Mapping[str, GameSpec]):
    """The registered games; a game's package is imported when its spec is first read."""

    def __getitem__(self, game_id: str) -> GameSpec:
        spec: GameSpec = importlib.import_module(_SPEC_PACKAGES[game_id]).SPEC
        return spec

    def __iter__(self) -> Iterator[str]:
        return iter(_SPEC_PACKAGES)

    def __len__(self) -> int:
        return len(_SPEC_PACKAGES)

    def __contains__(self, game_id: object) -> bool:
        return game_id in _SPEC_PACKAGES


GAMES: Mapping[str, GameSpec] = _Games()


def game_spec(game_id: str) -> GameSpec:
    """The registered game with this id; ``KeyError`` names the known ids otherwise."""
    try:
        return GAMES[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; known: {', '.join(sorted(GAMES))}") from None
