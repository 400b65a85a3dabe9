"""Guessing the hidden hands in the play, consistent with what the seat has seen.

The unseen cards are dealt to the other playing seats in their current numbers, with these
limits, loosened one by one when no deal fits after a few tries:

- hard: a seat that did not follow a suit holds none of it;
- strong: cards this seat gave face down are still with the receiver (unless the receiver
  gave cards on afterwards); the centre cards are with the taker's side;
- soft: aces and kings shown in the bidding are with the side that showed them.
"""

from __future__ import annotations

import random

from skruuvi_gui.bots.skruuvi.reading import read_first_bidding
from skruuvi_gui.cards import FULL_DECK, Card, Rank, Suit
from skruuvi_gui.rules.api import Seat
from skruuvi_gui.rules.skruuvi import SkruuviObservation

_TRIES = 12


def voids(observation: SkruuviObservation) -> dict[Seat, set[Suit]]:
    """The suits each seat has shown it lacks by not following."""
    found: dict[Seat, set[Suit]] = {seat: set() for seat in observation.order}
    tricks = [trick.plays for trick in observation.tricks]
    if observation.trick:
        tricks.append(observation.trick)
    for plays in tricks:
        led = plays[0][1].suit
        for seat, card in plays[1:]:
            if card.suit is not led:
                found[seat].add(led)
    return found


def _still_with_receiver(observation: SkruuviObservation) -> dict[Card, set[Seat]]:
    """Cards this seat gave to a seat that has given nothing on since."""
    me = observation.seat
    given = list(observation.given)
    found: dict[Card, set[Seat]] = {}
    mine = 0
    for index, (giver, receiver, _count) in enumerate(observation.passed):
        if giver != me or mine >= len(given) or given[mine].to_seat != receiver:
            continue
        transfer = given[mine]
        mine += 1
        if not any(later == receiver for later, _, _ in observation.passed[index + 1 :]):
            for card in transfer.cards:
                found[card] = {receiver}
    return found


def _places(
    observation: SkruuviObservation,
) -> tuple[dict[Card, set[Seat]], dict[Card, set[Seat]]]:
    """Per card, the seats that may hold it: (strong limits, soft limits)."""
    me = observation.seat
    strong = _still_with_receiver(observation)
    taker = observation.taker
    if taker is not None:
        side = {taker, observation.partner_of(taker)}
        for card in observation.centre:
            strong.setdefault(card, side)
    soft: dict[Card, set[Seat]] = {}
    for seat, reading in read_first_bidding(observation).items():
        if seat == me:
            continue
        side = {seat, observation.partner_of(seat)}
        for suit in reading.aces:
            soft[Card(Rank.ACE, suit)] = side
        for suit in reading.kings:
            soft[Card(Rank.KING, suit)] = side
    return strong, soft


def sample_hands(observation: SkruuviObservation, rng: random.Random) -> dict[Seat, list[Card]]:
    """One guessed deal: the other playing seats' hands."""
    me = observation.seat
    assert me is not None
    seen = set(observation.hand)
    seen.update(card for trick in observation.tricks for _, card in trick.plays)
    seen.update(card for _, card in observation.trick)
    unseen = [card for card in FULL_DECK if card not in seen]
    others = [seat for seat in observation.order if seat != me]
    sizes = {seat: observation.hand_sizes[seat] for seat in others}
    lacking = voids(observation)
    strong, soft = _places(observation)
    layers: tuple[tuple[dict[Card, set[Seat]], ...], ...] = ((strong, soft), (strong,), ())
    for layer in layers:
        for _ in range(_TRIES):
            hands = _deal(unseen, others, sizes, lacking, layer, rng)
            if hands is not None:
                return hands
    hands = _deal(unseen, others, sizes, {seat: set() for seat in others}, (), rng)
    assert hands is not None
    return hands


def _deal(
    unseen: list[Card],
    others: list[Seat],
    sizes: dict[Seat, int],
    lacking: dict[Seat, set[Suit]],
    limits: tuple[dict[Card, set[Seat]], ...],
    rng: random.Random,
) -> dict[Seat, list[Card]] | None:
    allowed: list[tuple[int, float, Card, list[Seat]]] = []
    for card in unseen:
        seats = [seat for seat in others if card.suit not in lacking[seat]]
        for limit in limits:
            if card in limit:
                narrowed = [seat for seat in seats if seat in limit[card]]
                if narrowed:
                    seats = narrowed
        allowed.append((len(seats), rng.random(), card, seats))
    allowed.sort(key=lambda item: (item[0], item[1]))
    room = dict(sizes)
    hands: dict[Seat, list[Card]] = {seat: [] for seat in others}
    for _, _, card, seats in allowed:
        open_seats = [seat for seat in seats if room[seat] > 0]
        if not open_seats:
            return None
        weights = [room[seat] for seat in open_seats]
        seat = rng.choices(open_seats, weights)[0]
        hands[seat].append(card)
        room[seat] -= 1
    return hands
