"""Cards as bits, for the searches: one int holds a hand, a suit is thirteen adjacent bits.

A card's bit is ``13 * suit + power`` with power 0 for the two up to 12 for the ace, so within
a suit a higher bit is a higher card and ``mask.bit_length() - 1`` is a suit's top card.
Suits are numbered as ``cards.SUITS`` orders them. Seats in a search are *positions* 0-3
clockwise from ``order[0]`` of the robber: partners are two apart, sides are ``position % 2``.
"""

from __future__ import annotations

from collections.abc import Iterable

from skruuvi_gui.bots.skruuvi.relative import SUIT_MASKS as SUIT_MASKS
from skruuvi_gui.cards import FULL_DECK, SUITS, Card, Rank, Suit

SUIT_OF: dict[Suit, int] = {suit: i for i, suit in enumerate(SUITS)}
ALL_CARDS = (1 << 52) - 1


def _bit(card: Card) -> int:
    power = 12 if card.rank is Rank.ACE else int(card.rank) - 2
    return 13 * SUIT_OF[card.suit] + power


#: The bit of each card, by ``Card.index``.
BIT_OF: tuple[int, ...] = tuple(_bit(card) for card in FULL_DECK)
#: The card of each bit.
CARD_AT: tuple[Card, ...] = tuple(sorted(FULL_DECK, key=lambda card: BIT_OF[card.index]))


def mask_of(cards: Iterable[Card]) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << BIT_OF[card.index]
    return mask
