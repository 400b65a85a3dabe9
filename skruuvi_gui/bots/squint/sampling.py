"""Guessing the hidden hands: the cards a seat has not seen dealt to the other seats (the
rest out of play), consistent with what it has seen: its own hand, the bid cards still held,
the cards it passed on, and every suit a seat has failed to follow.

The deal leans towards what the bids say: a trump contractor is dealt trumps more readily,
an Ace Soloist high cards, a Misère player low ones, anyone else the suit it wished for.
"""

from __future__ import annotations

import random
from collections.abc import Iterable

from skruuvi_gui.bots.squint.bits import BIT, POWER, SUIT_NUMBER, mask_of
from skruuvi_gui.bots.squint.seen import known_holdings, unseen, voids
from skruuvi_gui.cards import FULL_DECK, Card, Rank
from skruuvi_gui.rules.api import Seat
from skruuvi_gui.rules.squint.model import (
    ACE_SOLO,
    DUO,
    GRAND_SOLO,
    MISERE,
    SOLO,
    SquintObservation,
)

#: Shuffles tried before a guess gives up the suits seats have shown they lack.
TRIES = 20
#: How much more readily a seat is dealt a card its bid points to.
TRUMP_LEAN = 3.0
ACE_LEAN = 1.5
HIGH_LEAN = 2.0
LOW_LEAN = 2.0
WISH_LEAN = 1.5
#: Powers that count as high (queen and up) and as low (six and down) for the leanings.
HIGH = 10
LOW = 4


def leanings(observation: SquintObservation, seat: Seat) -> list[float]:
    """By ``Card.index``: how readily ``seat`` is dealt each card, from its bid."""
    weights = [1.0] * len(FULL_DECK)
    contract = next((c for c in observation.contracts if seat in c.seats), None)
    kind = contract.kind if contract is not None and len(contract.seats) < 5 else None
    bid = observation.bids[seat] if observation.bids else None
    trump = observation.trump
    for card in FULL_DECK:
        power = POWER[card.index]
        if kind in (GRAND_SOLO, SOLO, DUO):
            if card.suit is trump:
                weights[card.index] = TRUMP_LEAN
            elif card.rank is Rank.ACE:
                weights[card.index] = ACE_LEAN
        elif kind == ACE_SOLO:
            weights[card.index] = HIGH_LEAN if power >= HIGH else 1.0
        elif kind == MISERE:
            weights[card.index] = LOW_LEAN if power <= LOW else 1 / LOW_LEAN
        elif bid is not None and card.suit is bid.suit:
            weights[card.index] = WISH_LEAN
    return weights


class Guesser:
    """Deals guessed hands for one observation; ``world`` draws one guess."""

    def __init__(self, observation: SquintObservation, aside: Iterable[Card] = ()) -> None:
        """``aside``: unseen cards the seat knows lie elsewhere (the squint it has looked
        at), dealt to nobody."""
        me = observation.seat
        assert me is not None
        self.voids = voids(observation)
        mask = unseen(observation) & ~mask_of(aside)
        held = known_holdings(observation)
        for seat, cards in held.items():
            lacking = self.voids[seat]
            cards.difference_update([c for c in cards if lacking >> SUIT_NUMBER[c.suit] & 1])
        sizes = observation.hand_sizes
        known = {card for cards in held.values() for card in cards}
        pool = [card for card in FULL_DECK if BIT[card.index] & mask and card not in known]
        room = {seat: sizes[seat] - len(held[seat]) for seat in held}
        if min(room.values()) < 0 or sum(room.values()) > len(pool):
            held = {seat: set() for seat in held}
            pool = [card for card in FULL_DECK if BIT[card.index] & mask]
            room = {seat: sizes[seat] for seat in held}
        self.held = held
        self.pool = pool
        self.room = room
        self.weights = {seat: leanings(observation, seat) for seat in held}
        contractors = {seat for c in observation.contracts for seat in c.seats}
        #: Contractors first, for the cards their bids point to; then the seats lacking the
        #: most suits, while there is most to choose from.
        self.order = sorted(
            room, key=lambda seat: (seat not in contractors, -self.voids[seat].bit_count())
        )

    def world(self, rng: random.Random) -> dict[Seat, list[Card]]:
        """Every other seat's hand in one guess."""
        for attempt in range(TRIES + 1):
            guess = self._deal(rng, strict=attempt < TRIES)
            if guess is not None:
                return guess
        raise AssertionError("a deal ignoring voids always fits")

    def _deal(self, rng: random.Random, *, strict: bool) -> dict[Seat, list[Card]] | None:
        pool = set(self.pool)
        hands: dict[Seat, list[Card]] = {}
        for seat in self.order:
            lacking = self.voids[seat] if strict else 0
            room = self.room[seat]
            allowed = [c for c in self.pool if c in pool and not lacking >> SUIT_NUMBER[c.suit] & 1]
            if len(allowed) < room:
                return None
            weights = self.weights[seat]
            # Weighted drawing without replacement: the largest keys u ** (1 / weight).
            keys = {card: rng.random() ** (1.0 / weights[card.index]) for card in allowed}
            taken = sorted(allowed, key=keys.__getitem__, reverse=True)[:room]
            pool.difference_update(taken)
            hands[seat] = [*self.held[seat], *taken]
        return hands
