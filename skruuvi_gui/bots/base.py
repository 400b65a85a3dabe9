"""What every computer opponent is, and the one that needs no knowledge of any game.

A bot sees only the ``Observation`` it is handed (whose ``legal`` field lists what it may do)
and the random source it was built with, so a seeded match replays exactly and a bot can
never peek at hidden cards.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol

from skruuvi_gui.rules.api import Action, Observation


class Bot(Protocol):
    """A computer player: picks one of ``observation.legal``.

    Given the same observation and the same random state it makes the same choice.
    """

    def choose(self, observation: Observation) -> Action: ...


class RandomBot:
    """Plays uniformly at random among the legal actions: the baseline every level must beat."""

    def __init__(self, rng: random.Random) -> None:
        self._rng = rng

    def choose(self, observation: Observation) -> Action:
        return self.choose_among(observation.legal)

    def choose_among(self, legal: Sequence[Action]) -> Action:
        """The choice from the legal actions alone: all this bot needs, so a match can spare
        building the whole observation (``Match.bot_action``)."""
        if not legal:
            raise ValueError("no legal action to choose from")
        return self._rng.choice(legal)
