"""Squint after the deal: the cards a person played in the last tricks, weighed exactly with
every hand open.

From the moment the person holds ``EXACT_CARDS`` cards or fewer, each card they played is
compared with their best card by the exact search of ``squint_tricks``: a card after which
the deal gives the person (or, for a plain opponent, holds the contractors to) less than the
best card would have is marked with what it cost. A position the search cannot finish within
its node limit is left out, and counted as such.
"""

from __future__ import annotations

from dataclasses import dataclass

from skruuvi_gui.analysis.late_plays import PlayedCard, late_plays
from skruuvi_gui.analysis.squint_tricks import (
    LastTricks,
    Position,
    SearchTooLargeError,
    Stakes,
    scores,
)
from skruuvi_gui.cards import Card
from skruuvi_gui.match.record import Record
from skruuvi_gui.rules.api import Seat
from skruuvi_gui.rules.squint.model import NUM_SEATS, SquintObservation
from skruuvi_gui.rules.squint.scoring import clean_tricks

#: The most cards in the person's hand for which the last tricks are searched exactly.
EXACT_CARDS = 4


@dataclass(frozen=True, slots=True)
class CardReview(PlayedCard):
    """A card played in the last tricks: what the deal gave the seat from there with it, and
    with the best card (``best``). ``own`` tells whether these are the seat's own points or,
    for a plain opponent, the contractors' points turned round."""

    points: int
    best: Card
    best_points: int
    own: bool

    @property
    def cost(self) -> int:
        return self.best_points - self.points


@dataclass(frozen=True, slots=True)
class Weighing:
    """The reviews, and how many cards were too costly to search exactly."""

    reviews: tuple[CardReview, ...]
    unsearched: int


def review_cards(record: Record, seats: frozenset[Seat]) -> Weighing:
    """Each card ``seats`` played with ``EXACT_CARDS`` cards or fewer in hand, weighed
    against the best."""
    reviews: list[CardReview] = []
    unsearched = 0
    for play in late_plays(record, seats, EXACT_CARDS, SquintObservation):
        stakes = position_stakes(play.view)
        search = LastTricks(stakes, play.seat)
        try:
            values = search.card_values(position_of(play.view, play.hands))
        except SearchTooLargeError:
            unsearched += 1
            continue
        best = max(values, key=lambda card: values[card])
        own = scores(stakes, play.seat)
        played = play.played
        reviews.append(
            CardReview(
                play.deal, play.seat, play.trick, played, values[played], best, values[best], own
            )
        )
    return Weighing(tuple(reviews), unsearched)


def position_stakes(observation: SquintObservation) -> Stakes:
    return Stakes(
        observation.contracts, observation.playing_hand, observation.trump, observation.penalty
    )


def position_of(observation: SquintObservation, hands: tuple[tuple[Card, ...], ...]) -> Position:
    """The play as ``observation`` sees it, with every seat's hand."""
    penalty = observation.penalty
    clean = clean_tricks(observation.tricks, penalty) if penalty else (0,) * NUM_SEATS
    return Position(
        hands,
        observation.trick,
        observation.to_move[0],
        observation.tricks_won,
        clean,
    )
