"""What one seat has seen of a deal, read from its observation: the cards played, the suits
each seat has shown it lacks, the cards it has not seen, and where some of those must be."""

from __future__ import annotations

from skruuvi_gui.bots.squint.bits import ALL_CARDS, BIT, SUIT_NUMBER, mask_of
from skruuvi_gui.bots.squint.stakes import Stakes
from skruuvi_gui.bots.squint.tricks import PlayView
from skruuvi_gui.cards import FULL_DECK, Card
from skruuvi_gui.rules.api import Seat
from skruuvi_gui.rules.squint.model import DISCARDS, NUM_SEATS, SquintObservation


def played(observation: SquintObservation) -> list[Card]:
    cards = [card for trick in observation.tricks for _, card in trick.plays]
    cards.extend(card for _, card in observation.trick)
    return cards


def voids(observation: SquintObservation) -> list[int]:
    """Per seat, the suits (bits by suit number) it failed to follow."""
    found = [0] * NUM_SEATS
    plays = [trick.plays for trick in observation.tricks]
    plays.append(observation.trick)
    for trick in plays:
        if not trick:
            continue
        led = trick[0][1].suit
        for seat, card in trick[1:]:
            if card.suit is not led:
                found[seat] |= 1 << SUIT_NUMBER[led]
    return found


def soiled(observation: SquintObservation) -> list[bool]:
    """Nemo: the seats that have taken a trick holding a penalty card."""
    penalty = observation.penalty
    taken = [False] * NUM_SEATS
    if penalty is None:
        return taken
    for trick in observation.tricks:
        if any(card.suit is penalty for card in trick.cards):
            taken[trick.winner] = True
    return taken


def gone(observation: SquintObservation) -> int:
    """The cards everybody knows are out of the seats' hands: played or thrown face up."""
    cards = played(observation)
    cards.extend(card for shown in observation.discards_shown for card in shown.cards)
    return mask_of(cards)


def unseen(observation: SquintObservation) -> int:
    """The cards the seat has not seen: in other hands, or out of play face down."""
    thrown = (c for t in observation.given if t.to_seat == DISCARDS for c in t.cards)
    return ALL_CARDS & ~gone(observation) & ~mask_of(observation.hand) & ~mask_of(thrown)


def squint_candidates(observation: SquintObservation) -> list[Card]:
    """The cards that could lie in the squint as far as the seat knows."""
    known = {*observation.hand, *observation.bids, *observation.squint_seen}
    for transfer in (*observation.given, *observation.received):
        known.update(transfer.cards)
    return [card for card in FULL_DECK if card not in known]


def known_holdings(observation: SquintObservation) -> dict[Seat, set[Card]]:
    """Cards the seat knows to be in another seat's hand: a bid card whose owner has given
    nothing away face down since, and cards the seat passed to someone who has not passed
    any on."""
    me = observation.seat
    out = gone(observation)
    held: dict[Seat, set[Card]] = {seat: set() for seat in range(NUM_SEATS) if seat != me}
    givers = [giver for giver, _, _ in observation.passed]
    mine = set(observation.hand)
    for seat, card in enumerate(observation.bids):
        if seat != me and seat not in givers and card not in mine:
            held[seat].add(card)
    positions = [i for i, giver in enumerate(givers) if giver == me]
    for position, transfer in zip(positions, observation.given, strict=True):
        receiver = transfer.to_seat
        if receiver in held and receiver not in givers[position + 1 :]:
            held[receiver].update(transfer.cards)
    for cards in held.values():
        cards.difference_update([card for card in cards if BIT[card.index] & out])
    return held


def play_view(observation: SquintObservation, stakes: Stakes) -> PlayView:
    assert observation.seat is not None
    return PlayView(
        seat=observation.seat,
        hand=observation.hand,
        trick=observation.trick,
        stakes=stakes,
        trump=observation.trump,
        penalty=observation.penalty,
        unseen=unseen(observation),
        sizes=observation.hand_sizes,
        voids=voids(observation),
        won=observation.tricks_won,
        soiled=soiled(observation),
    )
