"""Reading the other hands from the whole deal: every go, every count, and what a player keeps.

A seat that could not play at a count (it said go, the turn passed it by, or the series ended
with nobody able to play) held only cards worth more than the room left, and it still holds
only such cards: the count never goes down within a series, and the cards it holds now are a
part of those it held then. So each seat's unseen cards have a floor: one more than the
largest room it has been unable to fill in this deal.

Players keep hands that score, so a guessed world is weighted by what the seat's kept four
(the cards it has played and those guessed for it) are worth by themselves: by how much more
(or less) often a player's keep scores that than four random cards do.
"""

from __future__ import annotations

import random
from math import exp

from skruuvi_gui.bots.cribbage.discard import value_without_starter
from skruuvi_gui.cards import Card
from skruuvi_gui.rules.api import Seat
from skruuvi_gui.rules.cribbage.model import CribbageObservation
from skruuvi_gui.rules.cribbage.scoring import card_value

#: How much likelier a kept four is than four random cards, as a natural logarithm, by what
#: it scores without a starter (8 or more alike). Measured over 600 six-card hands split as
#: the ``club`` level does: a keep scoring nothing is some 50 times rarer than chance, one
#: scoring 8 some 10 times commoner. (No four cards score 1 without a starter.)
KEEP_LIKELIHOOD: tuple[float, ...] = (-4.0, 0.0, -1.0, -0.3, 0.6, 1.2, 1.2, 1.6, 2.3)


def floors(observation: CribbageObservation) -> dict[Seat, int]:
    """The least count value each other seat's unseen cards can have, from the deal so far."""
    seats = len(observation.hand_sizes)
    me = observation.seat
    least: dict[Seat, int] = {}

    def could_not_play(seat: Seat, count: int) -> None:
        if seat != me:
            least[seat] = max(least.get(seat, 1), 32 - count)

    count = 0
    previous: Seat | None = None
    for seat, card in observation.played:
        value = card_value(card)
        if previous is not None:
            if count == 31:
                count = 0
            elif count + value > 31:  # nobody could play: the series ended at this count
                for other in range(seats):
                    could_not_play(other, count)
                count = 0
            else:  # the turn went past the seats between the last player and this one
                step = (previous + 1) % seats
                while step != seat:
                    could_not_play(step, count)
                    step = (step + 1) % seats
        count += value
        previous = seat
    for seat in observation.said_go:
        could_not_play(seat, observation.count)
    return least


def guess_world(
    observation: CribbageObservation,
    unseen: tuple[Card, ...],
    least: dict[Seat, int],
    rng: random.Random,
) -> tuple[tuple[tuple[Card, ...], ...], float]:
    """Every seat's hand in one guessed world, and its weight: the seats with a floor are dealt
    first from the cards above it (from any card if too few are left)."""
    me = observation.seat
    pool = list(unseen)
    rng.shuffle(pool)
    hands: list[tuple[Card, ...]] = [() for _ in observation.hand_sizes]
    order = sorted(
        (seat for seat in range(len(hands)) if seat != me), key=lambda seat: -least.get(seat, 1)
    )
    for seat in order:
        size = observation.hand_sizes[seat]
        floor = least.get(seat, 1)
        candidates = [card for card in pool if card_value(card) >= floor]
        if len(candidates) < size:
            candidates = pool
        taken = candidates[:size]
        hands[seat] = tuple(taken)
        for card in taken:
            pool.remove(card)
    if me is not None:
        hands[me] = observation.hand
    return tuple(hands), keep_weight(observation, hands)


def keep_weight(observation: CribbageObservation, hands: list[tuple[Card, ...]]) -> float:
    """How likely the other seats' guessed keeps are, by what they score without a starter."""
    played: dict[Seat, list[Card]] = {}
    for seat, card in observation.played:
        played.setdefault(seat, []).append(card)
    likelihood = 0.0
    for seat, hand in enumerate(hands):
        if seat == observation.seat:
            continue
        keep = (*played.get(seat, ()), *hand)
        if len(keep) == 4:
            points = value_without_starter(keep)
            likelihood += KEEP_LIKELIHOOD[min(points, len(KEEP_LIKELIHOOD) - 1)]
    return exp(likelihood)
