"""Cards passed face down in the exchanges of the trick-taking games (Skruuvi, Squint): the
record of each passing, a hand taking cards, and what the record shows each seat.

Everybody sees that cards went from one place to another and how many; only the giver and
the receiver see which.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from skruuvi_gui.cards import Card
from skruuvi_gui.rules.api import CardsPassed, Event, Seat, require
from skruuvi_gui.rules.tricks import sort_held


@dataclass(frozen=True, slots=True)
class Transfer:
    """Cards that went face down from one place to another, in the order given: seats, or
    places that are no seat, which each game numbers below zero."""

    from_seat: Seat
    to_seat: Seat
    cards: tuple[Card, ...]


def check_given(cards: Sequence[Card], count: int, hand: Sequence[Card]) -> None:
    """``IllegalActionError`` unless ``cards`` are ``count`` different cards of ``hand``."""
    require(len(cards) == count, f"give exactly {count} card(s)")
    require(len(set(cards)) == len(cards), "the same card cannot be given twice")
    require(all(card in hand for card in cards), "that card is not in hand")


def receive(
    events: list[Event], hands: list[list[Card]], log: list[Transfer], transfer: Transfer
) -> None:
    """Carry out and record ``transfer``: a receiving seat sorts the cards into its hand."""
    if transfer.to_seat >= 0:
        hand = hands[transfer.to_seat]
        hand.extend(transfer.cards)
        sort_held(hand)
    log.append(transfer)
    events.append(CardsPassed(transfer.from_seat, transfer.to_seat, len(transfer.cards)))


def given_by(log: Sequence[Transfer], seat: Seat | None) -> tuple[Transfer, ...]:
    """What ``seat`` gave; nothing in the public view (``None``)."""
    if seat is None:
        return ()
    return tuple([t for t in log if t.from_seat == seat])


def received_by(log: Sequence[Transfer], seat: Seat | None) -> tuple[Transfer, ...]:
    """What ``seat`` got; nothing in the public view (``None``)."""
    if seat is None:
        return ()
    return tuple([t for t in log if t.to_seat == seat])


def passed(log: Sequence[Transfer]) -> tuple[tuple[Seat, Seat, int], ...]:
    """What everybody saw of each transfer: ``(from, to, how many)``."""
    return tuple([(t.from_seat, t.to_seat, len(t.cards)) for t in log])


def seen_by(log: Sequence[Transfer], seat: Seat) -> Iterator[Card]:
    """The cards of every transfer ``seat`` gave or got."""
    for transfer in log:
        if seat in (transfer.from_seat, transfer.to_seat):
            yield from transfer.cards
