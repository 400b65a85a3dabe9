"""Skruuvi's words for public events ("Pekka bids 6 ♥", "Maija knocks"), for the table's
prompt line and the hotseat curtain. ``describe_event`` asks here first for Skruuvi and
falls back to the words every game shares."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from skruuvi_gui.rules.api import CardsPassed, CardsShown, ContractSet, Event, Said, Scored
from skruuvi_gui.rules.skruuvi import CENTRE, PASS_MISERE, Bid, RobberStarted
from skruuvi_gui.ui.event_text import cards_text
from skruuvi_gui.ui.skruuvi.score_sheet import points_text
from skruuvi_gui.ui.skruuvi.words import bid_text, pass_misere_name, side_name

translate = QCoreApplication.translate


def _name(names: Sequence[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else "?"


def reason_words(reason: str) -> str:
    """A Skruuvi scoring reason in words: "contract made", "grandi bonus"."""
    texts = {
        "made": translate("Events", "contract made"),
        "grandi_bonus": translate("Events", "grandi bonus"),
        "misere_minus": translate("Events", "misère"),
        "overtricks": translate("Events", "overtricks"),
        "undertricks": translate("Events", "undertricks"),
        "tricks": translate("Events", "tricks"),
        "aces": translate("Events", "aces"),
    }
    return texts.get(reason, reason.replace("_", " "))


def skruuvi_line(event: Event, names: Sequence[str]) -> str | None:
    """The line for a Skruuvi event, or ``None`` when the shared words fit."""
    if isinstance(event, Said):
        return _said(event, _name(names, event.seat))
    if isinstance(event, CardsShown) and event.what == "centre":
        return (
            translate("Events", "{name} turns up the centre cards: {cards}")
            .replace("{name}", _name(names, event.seat))
            .replace("{cards}", cards_text(event.cards))
        )
    if isinstance(event, CardsPassed):
        return _passed(event, names)
    if isinstance(event, ContractSet):
        if event.contract == PASS_MISERE:
            return translate("Events", "Everybody passed: {contract}").replace(
                "{contract}", pass_misere_name()
            )
        return (
            translate("Events", "Contract {contract}: {name} declares")
            .replace("{contract}", bid_text(Bid.parse(event.contract)))
            .replace("{name}", _name(names, event.seats[0] if event.seats else -1))
        )
    if isinstance(event, Scored):
        return (
            translate("Events", "{name}: {points} for {reason}")
            .replace("{name}", _name(names, event.seat))
            .replace("{points}", points_text(event.points))
            .replace("{reason}", reason_words(event.reason))
        )
    if isinstance(event, RobberStarted):
        order = event.order
        return (
            translate("Events", "Robber {number}: {first} against {second}")
            .replace("{number}", str(event.robber + 1))
            .replace("{first}", side_name(_name(names, order[0]), _name(names, order[2])))
            .replace("{second}", side_name(_name(names, order[1]), _name(names, order[3])))
        )
    return None


def _said(event: Said, name: str) -> str | None:
    if event.what == "knock":
        return translate("Events", "{name} knocks").replace("{name}", name)
    if event.what == "reknock":
        return translate("Events", "{name} re-knocks").replace("{name}", name)
    if event.what == "pass":
        return None
    return (
        translate("Events", "{name} bids {bid}")
        .replace("{name}", name)
        .replace("{bid}", bid_text(Bid.parse(event.what)))
    )


def _passed(event: CardsPassed, names: Sequence[str]) -> str:
    to = _name(names, event.to_seat)
    if event.from_seat == CENTRE:
        if event.count == 1:
            return translate("Events", "{name} gets a centre card").replace("{name}", to)
        return translate("Events", "{name} takes the centre cards").replace("{name}", to)
    template = (
        translate("Events", "{name} gives a card to {to}")
        if event.count == 1
        else translate("Events", "{name} gives {count} cards to {to}")
    )
    return (
        template.replace("{name}", _name(names, event.from_seat))
        .replace("{to}", to)
        .replace("{count}", str(event.count))
    )
