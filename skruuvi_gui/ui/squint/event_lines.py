"""Squint's words for public events ("Maija laid a bid card", "Duo: Maija and Pekka,
hearts trump"), for the table's prompt line and the hotseat curtain. ``describe_event`` asks
here first for Squint and falls back to the words every game shares; lines about the
viewer's seat speak to them."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

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
from skruuvi_gui.ui.line_parts import card_text, cards_text, personal, seat_name
from skruuvi_gui.ui.squint.results import points_text
from skruuvi_gui.ui.squint.words import contract_sentence

translate = QCoreApplication.translate


def parse_contract(text: str, seats: tuple[int, ...]) -> Contract:
    """The contract a ``ContractSet`` event names: ``"duo:H"``, ``"ace_solo"``."""
    kind, _, suit = text.partition(":")
    return Contract(kind, seats, suit or None)


def squint_line(event: Event, names: Sequence[str], viewer: Seat | None = None) -> str | None:
    """The line for a Squint event, or ``None`` when the shared words fit."""
    if isinstance(event, BidPicked):
        return personal(
            event.seat,
            names,
            viewer,
            translate("Events", "You laid a bid card"),
            translate("Events", "{name} laid a bid card"),
        )
    if isinstance(event, BidsRevealed):
        item = translate("Events", "{name} {card}")
        items = [
            item.replace("{name}", seat_name(names, seat)).replace("{card}", card_text(card))
            for seat, card in enumerate(event.bids)
        ]
        return translate("Events", "Bid cards: {items}").replace("{items}", ", ".join(items))
    if isinstance(event, ContractSet):
        return contract_sentence(parse_contract(event.contract, event.seats), names, viewer)
    if isinstance(event, Said):
        return _said(event, names, viewer)
    if isinstance(event, CardsPassed):
        return _passed(event, names, viewer)
    if isinstance(event, CardsShown) and event.what == "discard":
        return personal(
            event.seat,
            names,
            viewer,
            translate("Events", "You discarded {cards} face up"),
            translate("Events", "{name} discarded {cards} face up"),
        ).replace("{cards}", cards_text(event.cards))
    if isinstance(event, Scored):
        return _scored(event, names, viewer)
    if isinstance(event, TrickWon):
        return personal(
            event.seat,
            names,
            viewer,
            translate("Events", "You took the trick"),
            translate("Events", "{name} took the trick"),
        )
    if isinstance(event, Dealt):
        return personal(
            event.dealer,
            names,
            viewer,
            translate("Events", "Deal {number}, you deal"),
            translate("Events", "Deal {number}, dealer {name}"),
        ).replace("{number}", str(event.deal_number))
    if isinstance(event, GameOver):
        return _winners(event.outcome.winners, names, viewer)
    return None


def _winners(winners: Sequence[Seat], names: Sequence[str], viewer: Seat | None) -> str:
    if len(winners) == 1:
        return personal(
            winners[0],
            names,
            viewer,
            translate("Events", "You won the game"),
            translate("Events", "The winner: {name}"),
        )
    if viewer in winners:
        others = ", ".join(seat_name(names, seat) for seat in winners if seat != viewer)
        return translate("Events", "Shared win: you and {names}").replace("{names}", others)
    return translate("Events", "Shared win: {names}").replace(
        "{names}", ", ".join(seat_name(names, seat) for seat in winners)
    )


def _said(event: Said, names: Sequence[str], viewer: Seat | None) -> str | None:
    templates = {
        PLAY_HAND: (
            translate("Events", "You chose to play hand"),
            translate("Events", "{name} chose to play hand"),
        ),
        TAKE_SQUINT: (
            translate("Events", "You chose the squint"),
            translate("Events", "{name} chose the squint"),
        ),
        PROPOSE_HAND: (
            translate("Events", "You proposed hand play"),
            translate("Events", "{name} proposed hand play"),
        ),
        ACCEPT_HAND: (
            translate("Events", "You accepted hand play"),
            translate("Events", "{name} accepted hand play"),
        ),
    }
    pair = templates.get(event.what)
    return personal(event.seat, names, viewer, *pair) if pair is not None else None


def _passed(event: CardsPassed, names: Sequence[str], viewer: Seat | None) -> str:
    one = event.count == 1
    if event.from_seat == SQUINT_PILE:
        if one:
            return personal(
                event.to_seat,
                names,
                viewer,
                translate("Events", "You got a squint card"),
                translate("Events", "{name} got a squint card"),
            )
        return personal(
            event.to_seat,
            names,
            viewer,
            translate("Events", "You took the squint"),
            translate("Events", "{name} took the squint"),
        )
    if event.to_seat == DISCARDS:
        yours, theirs = (
            (
                translate("Events", "You discarded a card face down"),
                translate("Events", "{name} discarded a card face down"),
            )
            if one
            else (
                translate("Events", "You discarded {count} cards face down"),
                translate("Events", "{name} discarded {count} cards face down"),
            )
        )
        template = personal(event.from_seat, names, viewer, yours, theirs)
    elif viewer is not None and event.to_seat == viewer:
        template = (
            translate("Events", "{name} passed you a card")
            if one
            else translate("Events", "{name} passed you {count} cards")
        )
    else:
        yours, theirs = (
            (
                translate("Events", "You passed a card to {to}"),
                translate("Events", "{name} passed a card to {to}"),
            )
            if one
            else (
                translate("Events", "You passed {count} cards to {to}"),
                translate("Events", "{name} passed {count} cards to {to}"),
            )
        )
        template = personal(event.from_seat, names, viewer, yours, theirs)
    return (
        template.replace("{name}", seat_name(names, event.from_seat))
        .replace("{to}", seat_name(names, event.to_seat))
        .replace("{count}", str(event.count))
    )


def _scored(event: Scored, names: Sequence[str], viewer: Seat | None) -> str:
    templates = {
        ACE_SOLO: (
            translate("Events", "You score {points} for the Ace Solo"),
            translate("Events", "{name}: {points} for the Ace Solo"),
        ),
        MISERE: (
            translate("Events", "You score {points} for the Misère"),
            translate("Events", "{name}: {points} for the Misère"),
        ),
        GRAND_SOLO: (
            translate("Events", "You score {points} for the Grand Solo"),
            translate("Events", "{name}: {points} for the Grand Solo"),
        ),
        SOLO: (
            translate("Events", "You score {points} for the Solo"),
            translate("Events", "{name}: {points} for the Solo"),
        ),
        DUO: (
            translate("Events", "You score {points} for the Duo"),
            translate("Events", "{name}: {points} for the Duo"),
        ),
        NEMO: (
            translate("Events", "You score {points} in Nemo"),
            translate("Events", "{name}: {points} in Nemo"),
        ),
    }
    yours, theirs = templates.get(event.reason) or (
        translate("Events", "You score {points}"),
        translate("Events", "{name}: {points}"),
    )
    text = personal(event.seat, names, viewer, yours, theirs)
    return text.replace("{points}", points_text(event.points))
