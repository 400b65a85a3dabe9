"""Chance actions and dealing that the games share: who deals first, and the shuffled pack.

The pack is one chance action, ``Deal``, so that a record replays a deal exactly; each game
says which of its cards go where (``deal_round`` hands them out one at a time).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from skruuvi_gui.cards import FULL_DECK, Card
from skruuvi_gui.rules.api import Action, IllegalActionError, Seat, require

FULL_PACK = frozenset(FULL_DECK)


@dataclass(frozen=True, slots=True)
class FirstDealer:
    """Chance: ``seat`` deals first."""

    seat: Seat

    def __str__(self) -> str:
        return f"FIRST:{self.seat}"


@dataclass(frozen=True, slots=True)
class Deal:
    """Chance: the shuffled pack, in the order it is dealt."""

    deck: tuple[Card, ...]

    def __str__(self) -> str:
        return "DEAL:" + ",".join(map(str, self.deck))


def check_deal(action: Action) -> None:
    """``IllegalActionError`` unless ``action`` deals the whole pack."""
    if not isinstance(action, Deal):
        raise IllegalActionError("the cards must be dealt")
    require(
        len(action.deck) == 52 and frozenset(action.deck) == FULL_PACK,
        "a deal needs the whole pack of 52 different cards",
    )


def deal_round(
    deck: Sequence[Card], count: int, order: Sequence[Seat], hands: list[list[Card]]
) -> None:
    """The first ``count`` cards of ``deck``, one at a time to the seats of ``order`` in
    turn, over and over."""
    seats = len(order)
    for first, seat in enumerate(order):
        hands[seat].extend(deck[first:count:seats])
