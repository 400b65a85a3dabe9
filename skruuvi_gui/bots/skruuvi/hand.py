"""What a hand is worth: honours, aces, suit lengths, playing tricks and misère danger.

These are the rough counts a player makes while bidding and exchanging; the play itself is
judged by ``cardplay`` and the searches.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from skruuvi_gui.cards import SUITS, Card, Rank, Suit

HONOUR_RANKS = frozenset({Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN})


def power(card: Card) -> int:
    """2 for a two up to 14 for an ace."""
    return 14 if card.rank is Rank.ACE else int(card.rank)


def suit_cards(hand: Iterable[Card], suit: Suit) -> list[Card]:
    """The hand's cards of ``suit``, highest first."""
    return sorted((card for card in hand if card.suit is suit), key=power, reverse=True)


def lengths(hand: Iterable[Card]) -> dict[Suit, int]:
    counts = dict.fromkeys(SUITS, 0)
    for card in hand:
        counts[card.suit] += 1
    return counts


def honours(cards: Iterable[Card]) -> int:
    return sum(1 for card in cards if card.rank in HONOUR_RANKS)


def aces(hand: Iterable[Card]) -> list[Card]:
    return [card for card in hand if card.rank is Rank.ACE]


def kings(hand: Iterable[Card]) -> list[Card]:
    return [card for card in hand if card.rank is Rank.KING]


def suit_tricks(cards: Sequence[Card], *, trump: bool, grandi: bool) -> float:
    """Tricks one suit (highest first) may take: its top honours, and its length when it is
    trumps or, in grandi, headed by an ace or king."""
    ranks = {card.rank for card in cards}
    length = len(cards)
    tricks = 0.0
    if Rank.ACE in ranks:
        tricks += 1
    if Rank.KING in ranks:
        tricks += 1 if Rank.ACE in ranks else 0.5 if length >= 2 else 0
    if Rank.QUEEN in ranks and length >= 3:
        tricks += 0.5 if ranks & {Rank.ACE, Rank.KING} else 0.25
    if trump:
        tricks += max(0, length - 3)
    elif grandi and ranks & {Rank.ACE, Rank.KING}:
        tricks += max(0, length - 4)
    return tricks


def playing_tricks(hand: Iterable[Card], trump: Suit | None) -> float:
    """Tricks the hand may take with ``trump`` as trumps (``None``: grandi)."""
    held = list(hand)
    return sum(
        suit_tricks(suit_cards(held, suit), trump=suit is trump, grandi=trump is None)
        for suit in SUITS
    )


def misere_danger(hand: Iterable[Card]) -> float:
    """Roughly how many tricks the hand will be forced to take in misère: a card is safe when
    enough lower cards of its suit let it duck; aces weigh a little more (they cost points)."""
    danger = 0.0
    held = list(hand)
    for suit in SUITS:
        ranks = sorted(power(card) for card in held if card.suit is suit)
        for position, value in enumerate(ranks):
            excess = value - (5 + 2 * position)
            if excess > 0:
                danger += min(1.0, excess / 5) * (1.25 if value == 14 else 1.0)
    return danger


def high_card_points(hand: Iterable[Card]) -> int:
    """Ace 4, king 3, queen 2, jack 1."""
    values = {Rank.ACE: 4, Rank.KING: 3, Rank.QUEEN: 2, Rank.JACK: 1}
    return sum(values.get(card.rank, 0) for card in hand)
