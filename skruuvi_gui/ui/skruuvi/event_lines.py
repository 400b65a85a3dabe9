"""Skruuvi's words for public events ("Pekka bids 6 ♥", "Maija knocks"), for the table's
prompt line and the hotseat curtain. ``describe_event`` asks here first for Skruuvi and
falls back to the words every game shares; lines about the viewer's seat speak to them."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from skruuvi_gui.rules.api import (
    CardsPassed,
    CardsShown,
    ContractSet,
    Event,
    Said,
    Scored,
    Seat,
)
from skruuvi_gui.rules.skruuvi import (
    CENTRE,
    PASS_MISERE,
    Bid,
    BiddingBack,
    HoldingsShown,
    RobberStarted,
    ScoreWritten,
)
from skruuvi_gui.ui.line_parts import cards_text, personal, reason_text, seat_name
from skruuvi_gui.ui.skruuvi.banner import partnership_name
from skruuvi_gui.ui.skruuvi.score_sheet import points_text
from skruuvi_gui.ui.skruuvi.traditional_text import explain, ledger_text, show_line
from skruuvi_gui.ui.skruuvi.words import bid_text, pass_misere_name

translate = QCoreApplication.translate


def skruuvi_line(event: Event, names: Sequence[str], viewer: Seat | None = None) -> str | None:
    """The line for a Skruuvi event, or ``None`` when the shared words fit."""
    if isinstance(event, Said):
        return _said(event, names, viewer)
    if isinstance(event, CardsShown) and event.what == "centre":
        return personal(
            event.seat,
            names,
            viewer,
            translate("Events", "You turn up the centre cards: {cards}"),
            translate("Events", "{name} turns up the centre cards: {cards}"),
        ).replace("{cards}", cards_text(event.cards))
    if isinstance(event, CardsPassed):
        return _passed(event, names, viewer)
    if isinstance(event, ContractSet):
        if event.contract == PASS_MISERE:
            return translate("Events", "Everybody passed: {contract}").replace(
                "{contract}", pass_misere_name()
            )
        return personal(
            event.seats[0] if event.seats else -1,
            names,
            viewer,
            translate("Events", "Contract {contract}: you declare"),
            translate("Events", "Contract {contract}: {name} declares"),
        ).replace("{contract}", bid_text(Bid.parse(event.contract)))
    if isinstance(event, BiddingBack):
        return _back(event, names, viewer)
    if isinstance(event, HoldingsShown):
        return show_line(event.holdings, event.honours, names, _robber_sides(event, names, viewer))
    if isinstance(event, ScoreWritten):
        return (
            translate("Events", "{name}: {entry}")
            .replace("{name}", partnership_name(*event.seats, names, viewer))
            .replace("{entry}", explain(event.item, names))
        )
    if isinstance(event, Scored) and event.reason == "ledger":
        return (
            personal(
                event.seat,
                names,
                viewer,
                translate("Events", "To your ledger: {points}"),
                translate("Events", "To {name}'s ledger: {points}"),
            )
        ).replace("{points}", ledger_text(event.points))
    if isinstance(event, Scored):
        return (
            personal(
                event.seat,
                names,
                viewer,
                translate("Events", "You score {points} for {reason}"),
                translate("Events", "{name}: {points} for {reason}"),
            )
            .replace("{points}", points_text(event.points))
            .replace("{reason}", reason_text(event.reason))
        )
    if isinstance(event, RobberStarted):
        order = event.order
        sides = [(order[0], order[2]), (order[1], order[3])]
        if viewer in sides[1]:
            sides.reverse()  # the viewer's side is named first: "You & Ville against …"
        return (
            translate("Events", "Robber {number}: {first} against {second}")
            .replace("{number}", str(event.robber + 1))
            .replace("{first}", partnership_name(*sides[0], names, viewer))
            .replace("{second}", partnership_name(*sides[1], names, viewer))
        )
    return None


def _robber_sides(event: HoldingsShown, names: Sequence[str], viewer: Seat | None) -> list[str]:
    """The two partnerships of the robber, as the honours name them."""
    order = event.order
    return [partnership_name(order[s], order[s + 2], names, viewer) for s in (0, 1)]


def _said(event: Said, names: Sequence[str], viewer: Seat | None) -> str | None:
    if event.what == "knock":
        return personal(
            event.seat,
            names,
            viewer,
            translate("Events", "You knock"),
            translate("Events", "{name} knocks"),
        )
    if event.what == "reknock":
        return personal(
            event.seat,
            names,
            viewer,
            translate("Events", "You re-knock"),
            translate("Events", "{name} re-knocks"),
        )
    if event.what == "pass":
        return None
    return personal(
        event.seat,
        names,
        viewer,
        translate("Events", "You bid {bid}"),
        translate("Events", "{name} bids {bid}"),
    ).replace("{bid}", bid_text(Bid.parse(event.what)))


def _back(event: BiddingBack, names: Sequence[str], viewer: Seat | None) -> str:
    """Why the call is the standing bidder's again, and what they may do with it."""
    if event.passes_left != 1:
        yours = translate(
            "Events", "Nobody outbid your {bid}: the bidding comes back to you — raise it or pass"
        )
        theirs = translate(
            "Events",
            "Nobody outbid {bid}: the bidding comes back to {name}, who may raise it or pass",
        )
    elif event.final:
        yours = translate(
            "Events", "Nobody outbid your {bid}: pass and it is the contract, or raise it"
        )
        theirs = translate(
            "Events",
            "Nobody outbid {bid}: the bidding comes back to {name}, who may raise it, or pass"
            " and make it the contract",
        )
    else:
        yours = translate(
            "Events", "Nobody outbid your {bid} in two rounds: pass to take with it, or raise it"
        )
        theirs = translate(
            "Events",
            "Nobody outbid {bid} in two rounds: the bidding comes back to {name}, who may raise"
            " it, or pass and take with it",
        )
    line = personal(event.seat, names, viewer, yours, theirs)
    return line.replace("{bid}", bid_text(Bid.parse(event.bid)))


def _passed(event: CardsPassed, names: Sequence[str], viewer: Seat | None) -> str:
    one = event.count == 1
    if event.from_seat == CENTRE:
        if one:
            return personal(
                event.to_seat,
                names,
                viewer,
                translate("Events", "You get a centre card"),
                translate("Events", "{name} gets a centre card"),
            )
        return personal(
            event.to_seat,
            names,
            viewer,
            translate("Events", "You take the centre cards"),
            translate("Events", "{name} takes the centre cards"),
        )
    if viewer is not None and event.to_seat == viewer:
        template = (
            translate("Events", "{name} gives you a card")
            if one
            else translate("Events", "{name} gives you {count} cards")
        )
    else:
        template = personal(
            event.from_seat,
            names,
            viewer,
            translate("Events", "You give a card to {to}")
            if one
            else translate("Events", "You give {count} cards to {to}"),
            translate("Events", "{name} gives a card to {to}")
            if one
            else translate("Events", "{name} gives {count} cards to {to}"),
        )
    return (
        template.replace("{name}", seat_name(names, event.from_seat))
        .replace("{to}", seat_name(names, event.to_seat))
        .replace("{count}", str(event.count))
    )
