"""The cribbage computer player: one class, its judgement set by the level.

- ``easy`` keeps the four cards that score most as they stand, plays for the most points
  now (now and then any card) and sometimes claims a point or two short.
- ``normal`` keeps the four cards worth most over every starter and plays for points now
  less the opponent's likely reply.
- ``club`` (a benchmark level, not offered: the earlier expert, frozen) also weighs what its
  throw brings to an average crib, and looks ahead through the rest of the play in worlds
  guessed from what it has seen, every deal as if the score were level.
- ``expert`` plays for the game: near the end it weighs its discards and cards by the chance
  of winning from the score (``winning``), elsewhere by points; its discards count the
  pegging the kept cards promise and the crib as the opponent will feed it (``keeping``), and
  its guessed worlds follow every go of the deal and favour hands worth keeping (``reading``).

Every level calls muggins on any claim it sees fall short; every level but ``easy`` claims
exactly what its cards are worth.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from skruuvi_gui.bots.cribbage.aim import Aim
from skruuvi_gui.bots.cribbage.discard import choose_throw
from skruuvi_gui.bots.cribbage.keeping import expert_throw
from skruuvi_gui.bots.cribbage.lookahead import lookahead_card
from skruuvi_gui.bots.cribbage.muggins import missed_points, shown_value, slipped
from skruuvi_gui.bots.cribbage.pegging import cautious_card, greedy_card, points_now
from skruuvi_gui.bots.cribbage.playing import expert_card
from skruuvi_gui.bots.reasons import only_move
from skruuvi_gui.cards import Card
from skruuvi_gui.rules.api import Action, Observation
from skruuvi_gui.rules.cribbage.model import (
    CallMuggins,
    Claim,
    CribbageObservation,
    Discard,
    PassMuggins,
    Play,
)

CRIBBAGE_LEVELS: tuple[str, ...] = ("easy", "normal", "expert")
#: Levels kept to measure the offered ones against; ``make_bot`` builds them, no menu lists them.
CRIBBAGE_BENCHMARK_LEVELS: tuple[str, ...] = ("club",)

PlayChooser = Callable[[CribbageObservation, Aim, tuple[Card, ...], random.Random], Card]

_PLAY_CHOOSERS: dict[str, PlayChooser] = {
    "easy": greedy_card,
    "normal": lambda observation, aim, cards, _rng: cautious_card(observation, aim, cards),
    "club": lookahead_card,
    "expert": expert_card,
}


class CribbageBot:
    """A cribbage player at one of ``CRIBBAGE_LEVELS`` (or a benchmark level), deciding from
    its observation alone."""

    def __init__(self, level: str, rng: random.Random) -> None:
        if level not in CRIBBAGE_LEVELS + CRIBBAGE_BENCHMARK_LEVELS:
            raise ValueError(f"unknown cribbage level {level!r}")
        self.level = level
        self._rng = rng

    def choose(self, observation: Observation) -> Action:
        if not isinstance(observation, CribbageObservation) or observation.seat is None:
            raise TypeError("a cribbage bot needs a cribbage seat's observation")
        legal = observation.legal
        if (only := only_move(legal)) is not None:
            return only.action
        aim = Aim(observation.seat, observation.options)
        first = legal[0]
        if isinstance(first, Discard):
            if self.level == "expert":
                throw = set(expert_throw(observation, aim))
            else:
                throw = set(choose_throw(observation, aim, self.level))
            return next(a for a in legal if isinstance(a, Discard) and set(a.cards) == throw)
        if isinstance(first, CallMuggins | PassMuggins):
            return CallMuggins() if missed_points(observation) > 0 else PassMuggins()
        if isinstance(first, Claim):
            return Claim(self._claim(shown_value(observation)))
        return self._play(observation, aim, legal)

    def _play(
        self, observation: CribbageObservation, aim: Aim, legal: tuple[Action, ...]
    ) -> Action:
        plays = [action for action in legal if isinstance(action, Play)]
        cards = tuple(dict.fromkeys(action.card for action in plays))
        card = _PLAY_CHOOSERS[self.level](observation, aim, cards, self._rng)
        if plays[0].claim is None:
            return Play(card)
        return Play(card, self._claim(points_now(observation, card)))

    def _claim(self, true_value: int) -> int:
        return slipped(true_value, self._rng) if self.level == "easy" else true_value
