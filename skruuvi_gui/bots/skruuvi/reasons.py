"""The facts of the hand that make a row of the book fit, for the reason a call gives.

Each row's hand test (``book``) looks at a few things: a suit's cards and honours, the aces,
the points of an even hand, the misère danger. The reason names the row and carries those
things, so the table can say "the book's row for five cards with three honours fits: you
hold ♥ A K J 8 5".
"""

from __future__ import annotations

from collections.abc import Sequence

from skruuvi_gui.bots.reasons import Reason
from skruuvi_gui.bots.skruuvi.book import BookRow, FinalRow
from skruuvi_gui.bots.skruuvi.hand import (
    aces,
    high_card_points,
    misere_danger,
    playing_tricks,
    suit_cards,
)
from skruuvi_gui.cards import Card, Rank, Suit
from skruuvi_gui.rules.skruuvi import Bid

#: Rows whose hand test counts the aces.
_ACE_ROWS = frozenset(
    {"three_aces", "four_aces", "fourth_ace", "fourth_ace_second", "two_aces", "strong_all_suits"}
)
#: Rows whose hand test is the misère danger.
_MISERE_ROWS = frozenset({"misere_middling", "misere_strong"})


def book_reason(row: BookRow, bid: Bid, hand: Sequence[Card]) -> Reason:
    """Why ``bid`` is the call of ``row`` for ``hand``: the row, and what of the hand it saw
    (``cards``: the suit's cards, or the aces; ``figure``: the points, the misère danger or
    the suit's playing tricks; ``count``: the aces of an even hand)."""
    suit = bid.strain.trump
    if row.id in _ACE_ROWS:
        return Reason("book_row", row.id, tuple(aces(hand)))
    if row.id in _MISERE_ROWS:
        return Reason("book_row", row.id, figure=round(misere_danger(hand), 1))
    if row.id == "balanced":
        return Reason("book_row", row.id, figure=high_card_points(hand), count=len(aces(hand)))
    if suit is None:
        return Reason("book_row", row.id)
    held = tuple(suit_cards(hand, suit))
    if row.id == "shows_ace":
        return Reason("book_row", row.id, tuple(c for c in held if c.rank is Rank.ACE), (suit,))
    if row.id == "shows_king":
        return Reason("book_row", row.id, tuple(c for c in held if c.rank is Rank.KING), (suit,))
    if row.id == "shows_ace_or_king":
        return Reason("book_row", row.id, shown_honours(hand, suit), (suit,))
    if row.id == "blocking":
        return Reason("book_row", row.id, held, (suit,), figure=playing_tricks(hand, suit))
    if row.id == "spade_void_or_strong_clubs" and not suit_cards(hand, Suit.SPADES):
        return Reason("book_row", "spade_void", suits=(Suit.SPADES,))
    return Reason("book_row", row.id, held, (suit,))


def shown_honours(hand: Sequence[Card], suit: Suit) -> tuple[Card, ...]:
    """The ace and king of ``suit`` that ``hand`` holds: what a show of the suit shows."""
    return tuple(c for c in suit_cards(hand, suit) if c.rank in (Rank.ACE, Rank.KING))


def kotka_reason(row: FinalRow, hand: Sequence[Card]) -> Reason:
    """Why a kotka final call follows ``row``: the row, and the spades the hand holds."""
    return Reason("kotka_row", row.id, tuple(suit_cards(hand, Suit.SPADES)), (Suit.SPADES,))
