"""Squint's words for public events ("Maija laid a bid card", "Duo: Maija and Pekka,
hearts trump"), for the table's prompt line and the hotseat curtain. ``describe_event`` asks
here first for Squint and falls back to the words every game shares."""

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
from skruuvi_gui.ui.event_text import card_text, cards_text
from skruuvi_gui.ui.squint.results import points_text
from skruuvi_gui.ui.squint.words import contract_sentence

translate = QCoreApplication.translate


def _name(names: Sequence[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else "?"


def parse_contract(text: str, seats: tuple[int, ...]) -> Contract:
    """The contract a ``ContractSet`` event names: ``"duo:H"``, ``"ace_solo"``."""
    kind, _, suit = text.partition(":")
    return Contract(kind, seats, suit or None)


def squint_line(event: Event, names: Sequence[str]) -> str | None:
    """The line for a Squint event, or ``None`` when the shared words fit."""
    if isinstance(event, BidPicked):
        return translate("Events", "{name} laid a bid card").replace(
            "{name}", _name(names, event.seat)
        )
    if isinstance(event, BidsRevealed):
        item = translate("Events", "{name} {card}")
        items = [
            item.replace("{name}", _name(names, seat)).replace("{card}", card_text(card))
            for seat, card in enumerate(event.bids)
        ]
        return translate("Events", "Bid cards: {items}").replace("{items}", ", ".join(items))
    if isinstance(event, ContractSet):
        return contract_sentence(parse_contract(event.contract, event.seats), names)
    if isinstance(event, Said):
        return _said(event, _name(names, event.seat))
    if isinstance(event, CardsPassed):
        return _passed(event, names)
    if isinstance(event, CardsShown) and event.what == "discard":
        return (
            translate("Events", "{name} discarded {cards} face up")
            .replace("{name}", _name(names, event.seat))
            .replace("{cards}", cards_text(event.cards))
        )
    if isinstance(event, Scored):
        return _scored(event, _name(names, event.seat))
    if isinstance(event, TrickWon):
        return translate("Events", "{name} took the trick").replace(
            "{name}", _name(names, event.seat)
        )
    if isinstance(event, Dealt):
        return (
            translate("Events", "Deal {number}, dealer {name}")
            .replace("{number}", str(event.deal_number))
            .replace("{name}", _name(names, event.dealer))
        )
    if isinstance(event, GameOver):
        winners = event.outcome.winners
        if len(winners) == 1:
            return translate("Events", "The winner: {name}").replace(
                "{name}", _name(names, winners[0])
            )
        return translate("Events", "Shared win: {names}").replace(
            "{names}", ", ".join(_name(names, seat) for seat in winners)
        )
    return None


def _said(event: Said, name: str) -> str | None:
    templates = {
        PLAY_HAND: translate("Events", "{name} chose to play hand"),
        TAKE_SQUINT: translate("Events", "{name} chose the squint"),
        PROPOSE_HAND: translate("Events", "{name} proposed hand play"),
        ACCEPT_HAND: translate("Events", "{name} accepted hand play"),
    }
    template = templates.get(event.what)
    return template.replace("{name}", name) if template is not None else None


def _passed(event: CardsPassed, names: Sequence[str]) -> str:
    to = _name(names, event.to_seat)
    giver = _name(names, event.from_seat)
    one = event.count == 1
    if event.from_seat == SQUINT_PILE:
        if one:
            return translate("Events", "{name} got a squint card").replace("{name}", to)
        return translate("Events", "{name} took the squint").replace("{name}", to)
    if event.to_seat == DISCARDS:
        template = (
            translate("Events", "{name} discarded a card face down")
            if one
            else translate("Events", "{name} discarded {count} cards face down")
        )
    else:
        template = (
            translate("Events", "{name} passed a card to {to}")
            if one
            else translate("Events", "{name} passed {count} cards to {to}")
        )
    return (
        template.replace("{name}", giver).replace("{to}", to).replace("{count}", str(event.count))
    )


def _scored(event: Scored, name: str) -> str:
    templates = {
        ACE_SOLO: translate("Events", "{name}: {points} for the Ace Solo"),
        MISERE: translate("Events", "{name}: {points} for the Misère"),
        GRAND_SOLO: translate("Events", "{name}: {points} for the Grand Solo"),
        SOLO: translate("Events", "{name}: {points} for the Solo"),
        DUO: translate("Events", "{name}: {points} for the Duo"),
        NEMO: translate("Events", "{name}: {points} in Nemo"),
    }
    template = templates.get(event.reason, translate("Events", "{name}: {points}"))
    return template.replace("{name}", name).replace("{points}", points_text(event.points))
