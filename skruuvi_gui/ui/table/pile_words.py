"""What the piles on the table are called for a screen reader: "Crib, Maija's, 4 cards",
"Your side's tricks: 5", "Maija's hand: 13 cards, face down".

``name`` ``None`` is the viewer ("your"); counts take the plural form their number needs.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from skruuvi_gui.cards import Card
from skruuvi_gui.ui.table.spoken import card_name

translate = QCoreApplication.translate


def _whose(name: str | None, yours: str, named: str) -> str:
    """``yours`` for the viewer (``name`` ``None``), else ``named`` with the name written in."""
    return yours if name is None else named.replace("{name}", name)


def hand_pile(name: str | None, count: int, *, face_down: bool) -> str:
    """Another player's hand (or the viewer's while the screen is hidden)."""
    if face_down:
        return _whose(
            name,
            translate("SpokenPile", "Your hand: %n cards, face down", None, count),
            translate("SpokenPile", "{name}'s hand: %n cards, face down", None, count),
        )
    return _whose(
        name,
        translate("SpokenPile", "Your hand: %n cards", None, count),
        translate("SpokenPile", "{name}'s hand: %n cards", None, count),
    )


def tricks_pile(name: str | None, tricks: int) -> str:
    """A seat's won tricks, face down in a pile."""
    return _whose(
        name,
        translate("SpokenPile", "Your tricks: %n", None, tricks),
        translate("SpokenPile", "{name}'s tricks: %n", None, tricks),
    )


def side_tricks(names: str | None, tricks: int) -> str:
    """The tricks a partnership has won between its two piles."""
    return _whose(
        names,
        translate("SpokenPile", "Your side's tricks: %n", None, tricks),
        translate("SpokenPile", "Tricks of {name}: %n", None, tricks),
    )


def trick_pile(count: int) -> str:
    return translate("SpokenPile", "Trick in play: %n cards", None, count)


def pack_pile(count: int) -> str:
    return translate("SpokenPile", "Pack: %n cards", None, count)


def pack_with_starter(starter: Card | None) -> str:
    """The cribbage pack, which lies there all deal, with the starter on it once cut."""
    if starter is None:
        return translate("SpokenPile", "Pack")
    return translate("SpokenPile", "Pack, starter: {card}").replace("{card}", card_name(starter))


def crib_pile(owner: str | None, count: int) -> str:
    return _whose(
        owner,
        translate("SpokenPile", "Crib, yours, %n cards", None, count),
        translate("SpokenPile", "Crib, {name}'s, %n cards", None, count),
    )


def series_pile(name: str | None, count: int) -> str:
    """A seat's cards of the current series of the play, face up before it."""
    return _whose(
        name,
        translate("SpokenPile", "Your cards in this series: %n", None, count),
        translate("SpokenPile", "{name}'s cards in this series: %n", None, count),
    )


def played_pile(name: str | None, count: int) -> str:
    """A seat's cards of earlier series, turned down."""
    return _whose(
        name,
        translate("SpokenPile", "Your cards from earlier series: %n, face down", None, count),
        translate("SpokenPile", "{name}'s cards from earlier series: %n, face down", None, count),
    )


def running_count(count: int) -> str:
    return translate("SpokenPile", "Count: {count}").replace("{count}", str(count))


def board_pile(scores: str) -> str:
    return translate("SpokenPile", "Cribbage board: {scores}").replace("{scores}", scores)


def centre_pile(count: int, *, face_down: bool) -> str:
    """The Skruuvi centre cards."""
    if face_down:
        return translate("SpokenPile", "Centre cards: %n, face down", None, count)
    return translate("SpokenPile", "Centre cards: %n", None, count)


def squint_pile(count: int, *, face_down: bool) -> str:
    if face_down:
        return translate("SpokenPile", "Squint: %n cards, face down", None, count)
    return translate("SpokenPile", "Squint: %n cards", None, count)


def out_pile(count: int) -> str:
    """Cards out of play in Squint, face down or up."""
    return translate("SpokenPile", "Out of play: %n cards", None, count)


def bid_card_pile(name: str | None, *, face_down: bool) -> str:
    """A seat's bid card in the middle of the Squint table."""
    if face_down:
        return _whose(
            name,
            translate("SpokenPile", "Your bid card, face down"),
            translate("SpokenPile", "{name}'s bid card, face down"),
        )
    return _whose(
        name, translate("SpokenPile", "Your bid card"), translate("SpokenPile", "{name}'s bid card")
    )


def revealed_bid_card(card: Card) -> str:
    """A revealed bid card lying by the seat still known to hold it, part of that hand."""
    return translate("SpokenPile", "Revealed bid card: {card}").replace("{card}", card_name(card))


# --- what each pile is, said after its name -------------------------------------------------


def deck_about() -> str:
    return translate("SpokenPile", "The cards still to be dealt")


def cribbage_pack_about(*, starter: bool) -> str:
    if starter:
        return translate("SpokenPile", "The cards left after the deal, the starter turned up")
    return translate("SpokenPile", "The cards left after the deal; the starter is cut from them")


def trick_about() -> str:
    return translate("SpokenPile", "The cards played to this trick, in order")


def hand_about(*, face_down: bool) -> str:
    if face_down:
        return translate("SpokenPile", "Cards only their holder sees")
    return translate("SpokenPile", "Cards held, face up for all to see")


def tricks_about() -> str:
    return translate("SpokenPile", "Tricks won, face down")


def crib_about() -> str:
    return translate("SpokenPile", "Laid away at the deal; counted for the dealer after the hands")


def show_about() -> str:
    return translate("SpokenPile", "The cards counted now, with the starter")


def board_about() -> str:
    return translate("SpokenPile", "The score of each player or side, pegged along the board")


def played_about() -> str:
    return translate("SpokenPile", "Played in an earlier series of this deal, turned down")


def centre_about(*, face_down: bool) -> str:
    if face_down:
        return translate(
            "SpokenPile", "Laid aside at the deal; the taker turns them up and takes them"
        )
    return translate("SpokenPile", "Turned up for all to see; the taker takes them into the hand")


def squint_about() -> str:
    return translate("SpokenPile", "Dealt aside; nobody sees them unless the contract takes them")


def out_about() -> str:
    return translate("SpokenPile", "Out of play for the rest of the deal")


def bid_card_about() -> str:
    return translate(
        "SpokenPile", "A bid card: all five are turned up together and stay in their hands"
    )
