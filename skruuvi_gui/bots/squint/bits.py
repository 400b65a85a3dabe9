"""Cards as bits, so the bots count what is still out with a mask and ``int.bit_count``.

A card's bit is ``13 * suit + power`` with power 0 for the two up to 12 for the ace, so
within a suit a higher bit is a higher card. Suits are numbered as ``cards.SUITS`` orders them.
"""

from __future__ import annotations

from collections.abc import Iterable

from skruuvi_gui.cards import FULL_DECK, SUITS, Card, Rank, Suit

SUIT_NUMBER: dict[Suit, int] = {suit: i for i, suit in enumerate(SUITS)}
SUIT_MASK: dict[Suit, int] = {suit: 0x1FFF << (13 * i) for suit, i in SUIT_NUMBER.items()}
ALL_CARDS = (1 << 52) - 1


def power(card: Card) -> int:
    """0 for the two up to 12 for the ace."""
    return 12 if card.rank is Rank.ACE else int(card.rank) - 2


#: By ``Card.index``: the card's bit, and the bits of the higher and the lower cards of its suit.
BIT: tuple[int, ...] = tuple(1 << (13 * SUIT_NUMBER[c.suit] + power(c)) for c in FULL_DECK)
ABOVE: tuple[int, ...] = tuple(SUIT_MASK[c.suit] & ~((BIT[c.index] << 1) - 1) for c in FULL_DECK)
BELOW: tuple[int, ...] = tuple(SUIT_MASK[c.suit] & (BIT[c.index] - 1) for c in FULL_DECK)
#: By ``Card.index``: the card's power, 0 for the two up to 12 for the ace.
POWER: tuple[int, ...] = tuple(power(c) for c in FULL_DECK)


def mask_of(cards: Iterable[Card]) -> int:
    mask = 0
    for card in cards:
        mask |= BIT[card.index]
    return mask


def count_in(mask: int, suit: Suit) -> int:
    return (mask & SUIT_MASK[suit]).bit_count()
