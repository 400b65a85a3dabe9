"""Playing cards: small frozen value types shared by every game.

A card's text form is rank then suit, ``"TH"`` for the ten of hearts; ``Card.parse`` and
``str`` are inverses, so cards travel through records and tests as plain text.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from enum import Enum, IntEnum


class Suit(Enum):
    """The four suits; the value is the one-letter text form."""

    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)

    @property
    def symbol(self) -> str:
        return _SYMBOLS[self]

    @classmethod
    def parse(cls, text: str) -> Suit:
        try:
            return cls(text.strip().upper())
        except ValueError:
            raise ValueError(f"not a suit: {text!r}") from None


_SYMBOLS = {Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦", Suit.CLUBS: "♣"}

#: Suits alternating in colour, the order a hand is sorted in.
SUITS: tuple[Suit, ...] = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)


class Rank(IntEnum):
    """Ranks with the ace low (cribbage order); games that rank the ace high say so."""

    ACE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13

    @property
    def letter(self) -> str:
        return _RANK_LETTERS[self.value - 1]

    @classmethod
    def parse(cls, text: str) -> Rank:
        letter = text.strip().upper()
        if letter == "10":
            letter = "T"
        index = _RANK_LETTERS.find(letter) if len(letter) == 1 else -1
        if index < 0:
            raise ValueError(f"not a rank: {text!r}")
        return cls(index + 1)


_RANK_LETTERS = "A23456789TJQK"

RANKS: tuple[Rank, ...] = tuple(Rank)


_SUIT_INDEX = {suit: i for i, suit in enumerate(SUITS)}


class Card:
    """One immutable card, ordered by rank then suit (only for stable sorting).

    Equality, hashing and text use a small precomputed index: cards are hashed and printed
    millions of times by the bots and the simulator, where enum hashing was the bottleneck.
    """

    __slots__ = ("_text", "index", "rank", "suit")

    rank: Rank
    suit: Suit
    #: 0..51, suits in ``SUITS`` order, ace first: a compact key for tables and masks.
    index: int
    _text: str

    def __init__(self, rank: Rank, suit: Suit) -> None:
        set_ = object.__setattr__
        set_(self, "rank", rank)
        set_(self, "suit", suit)
        set_(self, "index", _SUIT_INDEX[suit] * 13 + rank.value - 1)
        set_(self, "_text", rank.letter + suit.value)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Card is immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("Card is immutable")

    def __reduce__(self) -> tuple[type[Card], tuple[Rank, Suit]]:
        return (Card, (self.rank, self.suit))

    @classmethod
    def parse(cls, text: str) -> Card:
        """Parse ``"TH"``, ``"10h"`` or ``"as"``; raise ``ValueError`` on anything else.
        The card is the pack's own (``FULL_DECK``): a long game read from its record holds
        a few dozen cards, not one for every card text, for Python's collections to walk."""
        t = text.strip()
        if len(t) < 2:
            raise ValueError(f"not a card: {text!r}")
        suit = Suit.parse(t[-1])
        return FULL_DECK[_SUIT_INDEX[suit] * 13 + Rank.parse(t[:-1]).value - 1]

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"Card.parse({self._text!r})"

    def __hash__(self) -> int:
        return self.index

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Card) and other.index == self.index

    def _key(self) -> int:
        return (self.index % 13) * 4 + self.index // 13

    def __lt__(self, other: Card) -> bool:
        return self._key() < other._key()

    def __le__(self, other: Card) -> bool:
        return self._key() <= other._key()

    def __gt__(self, other: Card) -> bool:
        return self._key() > other._key()

    def __ge__(self, other: Card) -> bool:
        return self._key() >= other._key()


#: A full 52-card pack in a fixed order (the order of ``Card.index``).
FULL_DECK: tuple[Card, ...] = tuple(Card(rank, suit) for suit in SUITS for rank in RANKS)


def card_from_index(index: int) -> Card:
    return FULL_DECK[index]


def parse_cards(text: str | Iterable[str | Card]) -> tuple[Card, ...]:
    """Cards from ``"AS 7C 8S"``, ``"AS,7C"`` or an iterable of strings or cards."""
    items: Iterable[str | Card] = text.replace(",", " ").split() if isinstance(text, str) else text
    return tuple(c if isinstance(c, Card) else Card.parse(c) for c in items)


def cards_text(cards: Iterable[Card], sep: str = " ") -> str:
    return sep.join(str(c) for c in cards)


def shuffled_deck(rng: random.Random, deck: Sequence[Card] = FULL_DECK) -> tuple[Card, ...]:
    """A shuffled copy of ``deck``; the caller owns the seeded ``rng``."""
    cards = list(deck)
    rng.shuffle(cards)
    return tuple(cards)


def sort_hand(cards: Iterable[Card], *, ace_high: bool = False) -> tuple[Card, ...]:
    """Sort by suit (alternating colours) then rank, the way a player holds a hand."""

    def key(card: Card) -> tuple[int, int]:
        rank = 14 if ace_high and card.rank is Rank.ACE else card.rank.value
        return (_SUIT_INDEX[card.suit], rank)

    return tuple(sorted(cards, key=key))
