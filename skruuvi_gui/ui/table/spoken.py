"""What assistive technology hears about the table.

Cards and seat plates are objects of their own in the accessibility tree (see ``accessible``);
the table view also carries the table's state in words (its accessible description), and each
new prompt or line of narration is announced to a screen reader where Qt can announce.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6 import QtGui
from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAccessible

from skruuvi_gui.cards import Card, Rank, Suit

translate = QCoreApplication.translate


def rank_name(rank: Rank) -> str:
    names = {
        Rank.ACE: translate("SpokenCard", "ace"),
        Rank.TWO: translate("SpokenCard", "two"),
        Rank.THREE: translate("SpokenCard", "three"),
        Rank.FOUR: translate("SpokenCard", "four"),
        Rank.FIVE: translate("SpokenCard", "five"),
        Rank.SIX: translate("SpokenCard", "six"),
        Rank.SEVEN: translate("SpokenCard", "seven"),
        Rank.EIGHT: translate("SpokenCard", "eight"),
        Rank.NINE: translate("SpokenCard", "nine"),
        Rank.TEN: translate("SpokenCard", "ten"),
        Rank.JACK: translate("SpokenCard", "jack"),
        Rank.QUEEN: translate("SpokenCard", "queen"),
        Rank.KING: translate("SpokenCard", "king"),
    }
    return names[rank]


def suit_name(suit: Suit) -> str:
    names = {
        Suit.SPADES: translate("SpokenCard", "spades"),
        Suit.HEARTS: translate("SpokenCard", "hearts"),
        Suit.DIAMONDS: translate("SpokenCard", "diamonds"),
        Suit.CLUBS: translate("SpokenCard", "clubs"),
    }
    return names[suit]


def card_name(card: Card) -> str:
    """A card as it is said aloud: "five of hearts" (a screen reader reads ``5♥`` badly)."""
    return translate("SpokenCard", "{rank} of {suit}").format(
        rank=rank_name(card.rank), suit=suit_name(card.suit)
    )


def cards_names(cards: Sequence[Card]) -> str:
    return ", ".join(card_name(card) for card in cards)


def table_description(
    prompt: str,
    turn: str,
    plates: Sequence[str],
    hand: Sequence[Card],
    focus: Card | None,
    chosen: Sequence[Card],
    result: str,
    scores: str = "",
) -> str:
    """The table in a few sentences, most urgent first: what to do, whose turn, the score
    (where a board keeps it), the seats, the own hand and the card under the keyboard
    focus."""
    parts = []
    if result:
        parts.append(result)
    if prompt:
        parts.append(prompt)
    if turn:
        parts.append(translate("SpokenTable", "Turn: {name}.").format(name=turn))
    if scores:
        parts.append(translate("SpokenTable", "Scores: {scores}.").format(scores=scores))
    if plates:
        parts.append(translate("SpokenTable", "Seats: {seats}.").format(seats="; ".join(plates)))
    if hand:
        parts.append(
            translate("SpokenTable", "Your hand: {cards}.").format(cards=cards_names(hand))
        )
    if chosen:
        parts.append(translate("SpokenTable", "Picked: {cards}.").format(cards=cards_names(chosen)))
    if focus is not None:
        parts.append(translate("SpokenTable", "Focus: {card}.").format(card=card_name(focus)))
    return "\n".join(parts)


def announce(source: QObject, text: str) -> bool:
    """Ask the screen reader to say ``text`` now; whether this Qt can announce (6.8 on)."""
    event_type = getattr(QtGui, "QAccessibleAnnouncementEvent", None)
    if event_type is None or not text:
        return False
    QAccessible.updateAccessibility(event_type(source, text))
    return True
