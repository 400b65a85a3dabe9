"""Cribbage after the deal: each discard against the best one, and plays in the pegging where
the expert would have pegged more.

A discard is valued as the kept cards' points averaged exactly over every starter the player
could not see (46 with six cards dealt), plus the thrown cards' expected worth to the crib
(``crib_table``, by the default crib rule) when the crib is the player's side's, minus it
when it is not. Misère games, where points are to be avoided, are not analysed.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from skruuvi_gui.bots import make_bot
from skruuvi_gui.bots.cribbage.discard import expected_crib, expected_hand, splits
from skruuvi_gui.cards import FULL_DECK, Card
from skruuvi_gui.match.record import Record
from skruuvi_gui.match.replay import Replay
from skruuvi_gui.rules.api import Seat
from skruuvi_gui.rules.cribbage.model import CribbageObservation, Discard, Play
from skruuvi_gui.rules.cribbage.scoring import score_play


@dataclass(frozen=True, slots=True)
class DiscardValue:
    """One way to split a dealt hand: ``hand`` over the starters, ``crib`` the thrown cards'
    worth to the crib (negative for the other side's crib), ``total`` their sum."""

    keep: tuple[Card, ...]
    throw: tuple[Card, ...]
    hand: float
    crib: float

    @property
    def total(self) -> float:
        return self.hand + self.crib


@dataclass(frozen=True, slots=True)
class DiscardReview:
    """A seat's discard in one deal, and the best it could have made."""

    deal: int
    seat: Seat
    own_crib: bool
    chosen: DiscardValue
    best: DiscardValue

    @property
    def lost(self) -> float:
        return self.best.total - self.chosen.total


@dataclass(frozen=True, slots=True)
class PeggingMistake:
    """A card played in the pegging that pegged less than the expert's choice would have."""

    deal: int
    seat: Seat
    played: Card
    scored: int
    better: Card
    better_scored: int


def value_discard(dealt: tuple[Card, ...], throw: tuple[Card, ...], own_crib: bool) -> DiscardValue:
    """What keeping the rest of ``dealt`` and throwing ``throw`` is worth on average."""
    keep = tuple(card for card in dealt if card not in throw)
    starters = tuple(card for card in FULL_DECK if card not in dealt)
    crib = expected_crib(throw)
    return DiscardValue(keep, throw, expected_hand(keep, starters), crib if own_crib else -crib)


def review_discards(record: Record, seats: frozenset[Seat]) -> list[DiscardReview]:
    """Every discard of ``seats`` in the game, deal by deal."""
    if record.options.get("misere"):
        return []
    replay = Replay(record.game, dict(record.options), record.actions)
    reviews = []
    for index, step in enumerate(replay.steps):
        if step.seat not in seats or not isinstance(step.action, Discard):
            continue
        observation = replay.state_after(index).observation(step.seat)
        assert isinstance(observation, CribbageObservation)
        options = observation.options
        own = options.side_of(observation.dealer) == options.side_of(step.seat)
        dealt = observation.hand
        values = [
            value_discard(dealt, throw, own) for _, throw in splits(dealt, len(step.action.cards))
        ]
        chosen = value_discard(dealt, tuple(step.action.cards), own)
        best = max(values, key=lambda value: value.total)
        reviews.append(DiscardReview(observation.deal_number, step.seat, own, chosen, best))
    return reviews


def review_pegging(record: Record, seats: frozenset[Seat]) -> list[PeggingMistake]:
    """The plays of ``seats`` after which the expert's card would have pegged more points at
    once (the count's fifteens, thirty-ones, pairs and runs)."""
    if record.options.get("misere"):
        return []
    replay = Replay(record.game, dict(record.options), record.actions)
    expert = make_bot(record.game, "expert", random.Random(f"{record.seed}:analysis"))
    mistakes = []
    for index, step in enumerate(replay.steps):
        if step.seat not in seats or not isinstance(step.action, Play):
            continue
        observation = replay.state_after(index).observation(step.seat)
        assert isinstance(observation, CribbageObservation)
        choice = expert.choose(observation)
        if not isinstance(choice, Play):
            continue
        series = [card for _, card in observation.series]
        scored = score_play([*series, step.action.card])
        better = score_play([*series, choice.card])
        if better > scored:
            mistakes.append(
                PeggingMistake(
                    observation.deal_number,
                    step.seat,
                    step.action.card,
                    scored,
                    choice.card,
                    better,
                )
            )
    return mistakes
