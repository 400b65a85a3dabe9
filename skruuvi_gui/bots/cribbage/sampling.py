"""What a seat cannot see, and guesses at where those cards are.

The lookahead plays out the rest of the play in sampled worlds: the other seats' hands are
dealt at random from the unseen cards, consistent with what the seat has seen (a seat that
said go in this series holds nothing that fits the count).
"""

from __future__ import annotations

import random

from skruuvi_gui.cards import FULL_DECK, Card
from skruuvi_gui.rules.cribbage.model import CribbageObservation
from skruuvi_gui.rules.cribbage.scoring import card_value


def unseen_cards(observation: CribbageObservation) -> tuple[Card, ...]:
    """The cards this seat has not seen, in deck order."""
    seen = observation.visible_cards()
    return tuple(card for card in FULL_DECK if card not in seen)


def sample_hands(
    observation: CribbageObservation, unseen: tuple[Card, ...], rng: random.Random
) -> tuple[tuple[Card, ...], ...]:
    """Every seat's hand in one guessed world: the seat's own, the others dealt from ``unseen``."""
    me = observation.seat
    pool = list(unseen)
    rng.shuffle(pool)
    hands: list[tuple[Card, ...]] = [() for _ in observation.hand_sizes]
    room = 31 - observation.count
    # Seats that said go are dealt first, from the cards that do not fit.
    order = sorted(
        (seat for seat in range(len(hands)) if seat != me),
        key=lambda seat: seat not in observation.said_go,
    )
    for seat in order:
        size = observation.hand_sizes[seat]
        if seat in observation.said_go:
            candidates = [card for card in pool if card_value(card) > room]
            if len(candidates) < size:
                candidates = pool
        else:
            candidates = pool
        taken = candidates[:size]
        hands[seat] = tuple(taken)
        for card in taken:
            pool.remove(card)
    if me is not None:
        hands[me] = observation.hand
    return tuple(hands)
