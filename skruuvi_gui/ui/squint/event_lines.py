"""Squint's words for public events ("Maija laid a bid card", "Duo: Maija and Pekka,
hearts trump"), for the table's prompt line and the hotseat curtain. ``describe_event`` asks
here first for Squint and falls back to the words every game shares; lines about the
viewer's seat speak to them."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from skruuvi_gui.rules.api import (
    CardsPassed,
    CardsShown,
    ContractSet,
    Dealt,
    Event,
    GameOver,
    Said,
    Scored,
    Seat,
    TrickWon,
)
from skruuvi_gui.rules.squint import (
    ACCEPT_HAND,
    ACE_SOLO,
    DISCARDS,
    DUO,
    GRAND_SOLO,
    MISERE,
    NEMO,
    PLAY_HAND,
    PROPOSE_HAND,
    SOLO,
    SQUINT_PILE,
    TAKE_SQUINT,
    BidPicked,
    BidsRevealed,
    Contract,
)
from skruuvi_gui.ui import line_parts
from skruuvi_gui.ui.line_parts import Speaker, card_text, cards_text
from skruuvi_gui.ui.squint.results import points_text
from skruuvi_gui.ui.squint.words import contract_sentence

translate = QCoreApplication.translate


def parse_contract(text: str, seats: tuple[int, ...]) -> Contract:
    """The contract a ``ContractSet`` event names: ``"duo:H"``, ``"ace_solo"``."""
    kind, _, suit = text.partition(":")
    return Contract(kind, seats, suit or None)


def squint_line(event: Event, speak: Speaker) -> str | None:
    """The line for a Squint event, or ``None`` when the shared words fit."""
    if isinstance(event, BidPicked):
        return speak.about(event.seat, _LINES["bid_laid"])
    if isinstance(event, BidsRevealed):
        item = translate("Events", "{name} {card}")
        items = [
            item.replace("{name}", speak.name(seat)).replace("{card}", card_text(card))
            for seat, card in enumerate(event.bids)
        ]
        return translate("Events", "Bid cards: {items}").replace("{items}", ", ".join(items))
    if isinstance(event, ContractSet):
        contract = parse_contract(event.contract, event.seats)
        return contract_sentence(contract, speak.names, speak.viewer)
    if isinstance(event, Said):
        line = _DECLARED.get(event.what)
        return speak.about(event.seat, line) if line is not None else None
    if isinstance(event, CardsPassed):
        return _passed(event, speak)
    if isinstance(event, CardsShown) and event.what == "discard":
        return speak.about(event.seat, _LINES["discarded_up"], cards=cards_text(event.cards))
    if isinstance(event, Scored):
        line = _SCORED.get(event.reason, _LINES["scored_other"])
        return speak.about(event.seat, line, points=points_text(event.points))
    if isinstance(event, TrickWon):
        return speak.about(event.seat, _LINES["took_trick"])
    if isinstance(event, Dealt):
        return speak.about(event.dealer, _LINES["deals"], number=str(event.deal_number))
    if isinstance(event, GameOver):
        return _winners(event.outcome.winners, speak)
    return None


def _winners(winners: tuple[Seat, ...], speak: Speaker) -> str:
    if len(winners) == 1:
        return speak.about(winners[0], _LINES["won"])
    if speak.viewer in winners:
        others = ", ".join(speak.name(seat) for seat in winners if seat != speak.viewer)
        return translate("Events", "Shared win: you and {names}").replace("{names}", others)
    return translate("Events", "Shared win: {names}").replace(
        "{names}", ", ".join(speak.name(seat) for seat in winners)
    )


def _passed(event: CardsPassed, speak: Speaker) -> str:
    one = event.count == 1
    count = str(event.count)
    if event.from_seat == SQUINT_PILE:
        return speak.about(event.to_seat, _LINES["squint_card"] if one else _LINES["squint_cards"])
    if event.to_seat == DISCARDS:
        return speak.about(
            event.from_seat, _LINES["discarded_one"] if one else _LINES["discarded"], count=count
        )
    key = "passed_one" if one else "passed"
    return speak.given(event.from_seat, event.to_seat, _LINES[key], _TO_YOU[key], count=count)


# --- the words, marked for translation and translated where said ---------------------------

# The lines about one seat, by what it did.
_LINES: dict[str, line_parts.Said] = {
    "bid_laid": (
        QT_TRANSLATE_NOOP("Events", "You laid a bid card"),
        QT_TRANSLATE_NOOP("Events", "{name} laid a bid card"),
    ),
    "discarded_up": (
        QT_TRANSLATE_NOOP("Events", "You discarded {cards} face up"),
        QT_TRANSLATE_NOOP("Events", "{name} discarded {cards} face up"),
    ),
    "took_trick": (
        QT_TRANSLATE_NOOP("Events", "You took the trick"),
        QT_TRANSLATE_NOOP("Events", "{name} took the trick"),
    ),
    "deals": (
        QT_TRANSLATE_NOOP("Events", "Deal {number}, you deal"),
        QT_TRANSLATE_NOOP("Events", "Deal {number}, dealer {name}"),
    ),
    "won": (
        QT_TRANSLATE_NOOP("Events", "You won the game"),
        QT_TRANSLATE_NOOP("Events", "The winner: {name}"),
    ),
    "squint_card": (
        QT_TRANSLATE_NOOP("Events", "You got a squint card"),
        QT_TRANSLATE_NOOP("Events", "{name} got a squint card"),
    ),
    "squint_cards": (
        QT_TRANSLATE_NOOP("Events", "You took the squint"),
        QT_TRANSLATE_NOOP("Events", "{name} took the squint"),
    ),
    "discarded_one": (
        QT_TRANSLATE_NOOP("Events", "You discarded a card face down"),
        QT_TRANSLATE_NOOP("Events", "{name} discarded a card face down"),
    ),
    "discarded": (
        QT_TRANSLATE_NOOP("Events", "You discarded {count} cards face down"),
        QT_TRANSLATE_NOOP("Events", "{name} discarded {count} cards face down"),
    ),
    "scored_other": (
        QT_TRANSLATE_NOOP("Events", "You score {points}"),
        QT_TRANSLATE_NOOP("Events", "{name}: {points}"),
    ),
    "passed_one": (
        QT_TRANSLATE_NOOP("Events", "You passed a card to {to}"),
        QT_TRANSLATE_NOOP("Events", "{name} passed a card to {to}"),
    ),
    "passed": (
        QT_TRANSLATE_NOOP("Events", "You passed {count} cards to {to}"),
        QT_TRANSLATE_NOOP("Events", "{name} passed {count} cards to {to}"),
    ),
}


# What a Duo's partners declare about the squint.
_DECLARED: dict[str, line_parts.Said] = {
    PLAY_HAND: (
        QT_TRANSLATE_NOOP("Events", "You chose to play hand"),
        QT_TRANSLATE_NOOP("Events", "{name} chose to play hand"),
    ),
    TAKE_SQUINT: (
        QT_TRANSLATE_NOOP("Events", "You chose the squint"),
        QT_TRANSLATE_NOOP("Events", "{name} chose the squint"),
    ),
    PROPOSE_HAND: (
        QT_TRANSLATE_NOOP("Events", "You proposed hand play"),
        QT_TRANSLATE_NOOP("Events", "{name} proposed hand play"),
    ),
    ACCEPT_HAND: (
        QT_TRANSLATE_NOOP("Events", "You accepted hand play"),
        QT_TRANSLATE_NOOP("Events", "{name} accepted hand play"),
    ),
}


# A deal's points, by the contract they were scored for.
_SCORED: dict[str, line_parts.Said] = {
    ACE_SOLO: (
        QT_TRANSLATE_NOOP("Events", "You score {points} for the Ace Solo"),
        QT_TRANSLATE_NOOP("Events", "{name}: {points} for the Ace Solo"),
    ),
    MISERE: (
        QT_TRANSLATE_NOOP("Events", "You score {points} for the Misère"),
        QT_TRANSLATE_NOOP("Events", "{name}: {points} for the Misère"),
    ),
    GRAND_SOLO: (
        QT_TRANSLATE_NOOP("Events", "You score {points} for the Grand Solo"),
        QT_TRANSLATE_NOOP("Events", "{name}: {points} for the Grand Solo"),
    ),
    SOLO: (
        QT_TRANSLATE_NOOP("Events", "You score {points} for the Solo"),
        QT_TRANSLATE_NOOP("Events", "{name}: {points} for the Solo"),
    ),
    DUO: (
        QT_TRANSLATE_NOOP("Events", "You score {points} for the Duo"),
        QT_TRANSLATE_NOOP("Events", "{name}: {points} for the Duo"),
    ),
    NEMO: (
        QT_TRANSLATE_NOOP("Events", "You score {points} in Nemo"),
        QT_TRANSLATE_NOOP("Events", "{name}: {points} in Nemo"),
    ),
}

# The same cards, said to their receiver.
_TO_YOU = {
    "passed_one": QT_TRANSLATE_NOOP("Events", "{name} passed you a card"),
    "passed": QT_TRANSLATE_NOOP("Events", "{name} passed you {count} cards"),
}
