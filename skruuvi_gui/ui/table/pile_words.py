"""What the piles on the table are called for a screen reader: "Crib, Maija's, 4 cards",
"Your side's tricks: 5", "Maija's hand: 13 cards, face down", and what each pile is, said
after its name.

The words stand in tables read by key; ``name`` ``None`` is the viewer ("your"), and counts
take the plural form their number needs.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from skruuvi_gui.cards import Card
from skruuvi_gui.ui.table.spoken import card_name
from skruuvi_gui.ui.word_table import SeatWords, Words

translate = QCoreApplication.translate


def pack_with_starter(starter: Card | None) -> str:
    """The cribbage pack, which lies there all deal, with the starter on it once cut."""
    if starter is None:
        return translate("SpokenPile", "Pack")
    return translate("SpokenPile", "Pack, starter: {card}").replace("{card}", card_name(starter))


def running_count(count: int) -> str:
    return translate("SpokenPile", "Count: {count}").replace("{count}", str(count))


def board_pile(scores: str) -> str:
    return translate("SpokenPile", "Cribbage board: {scores}").replace("{scores}", scores)


def revealed_bid_card(card: Card) -> str:
    """A revealed bid card lying by the seat still known to hold it, part of that hand."""
    return translate("SpokenPile", "Revealed bid card: {card}").replace("{card}", card_name(card))


# A seat's pile, the viewer's or another's, with the cards in it (a partnership's tricks
# between its two piles under "side_tricks"; a bid card in the middle of the Squint table
# is one card).
pile_of = SeatWords(
    "SpokenPile",
    {
        "hand": (
            QT_TRANSLATE_NOOP("SpokenPile", "Your hand: %n cards"),
            QT_TRANSLATE_NOOP("SpokenPile", "{name}'s hand: %n cards"),
        ),
        "hand_face_down": (
            QT_TRANSLATE_NOOP("SpokenPile", "Your hand: %n cards, face down"),
            QT_TRANSLATE_NOOP("SpokenPile", "{name}'s hand: %n cards, face down"),
        ),
        "tricks": (
            QT_TRANSLATE_NOOP("SpokenPile", "Your tricks: %n"),
            QT_TRANSLATE_NOOP("SpokenPile", "{name}'s tricks: %n"),
        ),
        "side_tricks": (
            QT_TRANSLATE_NOOP("SpokenPile", "Your side's tricks: %n"),
            QT_TRANSLATE_NOOP("SpokenPile", "Tricks of {name}: %n"),
        ),
        "crib": (
            QT_TRANSLATE_NOOP("SpokenPile", "Crib, yours, %n cards"),
            QT_TRANSLATE_NOOP("SpokenPile", "Crib, {name}'s, %n cards"),
        ),
        "series": (
            QT_TRANSLATE_NOOP("SpokenPile", "Your cards in this series: %n"),
            QT_TRANSLATE_NOOP("SpokenPile", "{name}'s cards in this series: %n"),
        ),
        "played": (
            QT_TRANSLATE_NOOP("SpokenPile", "Your cards from earlier series: %n, face down"),
            QT_TRANSLATE_NOOP("SpokenPile", "{name}'s cards from earlier series: %n, face down"),
        ),
        "bid_card": (
            QT_TRANSLATE_NOOP("SpokenPile", "Your bid card"),
            QT_TRANSLATE_NOOP("SpokenPile", "{name}'s bid card"),
        ),
        "bid_card_face_down": (
            QT_TRANSLATE_NOOP("SpokenPile", "Your bid card, face down"),
            QT_TRANSLATE_NOOP("SpokenPile", "{name}'s bid card, face down"),
        ),
    },
)

# A pile that is nobody's, with the cards in it.
pile = Words(
    "SpokenPile",
    {
        "trick": QT_TRANSLATE_NOOP("SpokenPile", "Trick in play: %n cards"),
        "pack": QT_TRANSLATE_NOOP("SpokenPile", "Pack: %n cards"),
        "centre": QT_TRANSLATE_NOOP("SpokenPile", "Centre cards: %n"),
        "centre_face_down": QT_TRANSLATE_NOOP("SpokenPile", "Centre cards: %n, face down"),
        "squint": QT_TRANSLATE_NOOP("SpokenPile", "Squint: %n cards"),
        "squint_face_down": QT_TRANSLATE_NOOP("SpokenPile", "Squint: %n cards, face down"),
        "out": QT_TRANSLATE_NOOP("SpokenPile", "Out of play: %n cards"),
    },
)

# What each pile is, said after its name.
about = Words(
    "SpokenPile",
    {
        "deck": QT_TRANSLATE_NOOP("SpokenPile", "The cards still to be dealt"),
        "cribbage_pack": QT_TRANSLATE_NOOP(
            "SpokenPile", "The cards left after the deal; the starter is cut from them"
        ),
        "cribbage_pack_starter": QT_TRANSLATE_NOOP(
            "SpokenPile", "The cards left after the deal, the starter turned up"
        ),
        "trick": QT_TRANSLATE_NOOP("SpokenPile", "The cards played to this trick, in order"),
        "hand": QT_TRANSLATE_NOOP("SpokenPile", "Cards held, face up for all to see"),
        "hand_face_down": QT_TRANSLATE_NOOP("SpokenPile", "Cards only their holder sees"),
        "tricks": QT_TRANSLATE_NOOP("SpokenPile", "Tricks won, face down"),
        "crib": QT_TRANSLATE_NOOP(
            "SpokenPile", "Laid away at the deal; counted for the dealer after the hands"
        ),
        "show": QT_TRANSLATE_NOOP("SpokenPile", "The cards counted now, with the starter"),
        "board": QT_TRANSLATE_NOOP(
            "SpokenPile", "The score of each player or side, pegged along the board"
        ),
        "played": QT_TRANSLATE_NOOP(
            "SpokenPile", "Played in an earlier series of this deal, turned down"
        ),
        "centre": QT_TRANSLATE_NOOP(
            "SpokenPile", "Turned up for all to see; the taker takes them into the hand"
        ),
        "centre_face_down": QT_TRANSLATE_NOOP(
            "SpokenPile", "Laid aside at the deal; the taker turns them up and takes them"
        ),
        "squint": QT_TRANSLATE_NOOP(
            "SpokenPile", "Dealt aside; nobody sees them unless the contract takes them"
        ),
        "out": QT_TRANSLATE_NOOP("SpokenPile", "Out of play for the rest of the deal"),
        "bid_card": QT_TRANSLATE_NOOP(
            "SpokenPile", "A bid card: all five are turned up together and stay in their hands"
        ),
    },
)
