"""Skruuvi's words for public events ("Pekka bids 6 ♥", "Maija knocks"), for the table's
prompt line and the hotseat curtain. ``describe_event`` asks here first for Skruuvi and
falls back to the words every game shares; lines about the viewer's seat speak to them."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from skruuvi_gui.rules.api import (
    CardsPassed,
    CardsShown,
    ContractSet,
    Event,
    Said,
    Scored,
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
from skruuvi_gui.ui import line_parts
from skruuvi_gui.ui.line_parts import Speaker, cards_text, reason_text
from skruuvi_gui.ui.skruuvi.banner import partnership_name
from skruuvi_gui.ui.skruuvi.score_sheet import points_text
from skruuvi_gui.ui.skruuvi.traditional_text import explain, ledger_text, show_line
from skruuvi_gui.ui.skruuvi.words import bid_text, pass_misere_name

translate = QCoreApplication.translate


def skruuvi_line(event: Event, speak: Speaker) -> str | None:
    """The line for a Skruuvi event, or ``None`` when the shared words fit."""
    names, viewer = speak.names, speak.viewer
    if isinstance(event, Said):
        return _said(event, speak)
    if isinstance(event, CardsShown) and event.what == "centre":
        return speak.about(event.seat, _LINES["centre_shown"], cards=cards_text(event.cards))
    if isinstance(event, CardsPassed):
        return _passed(event, speak)
    if isinstance(event, ContractSet):
        if event.contract == PASS_MISERE:
            return translate("Events", "Everybody passed: {contract}").replace(
                "{contract}", pass_misere_name()
            )
        contract = bid_text(Bid.parse(event.contract))
        return speak.about(
            event.seats[0] if event.seats else -1, _LINES["declares"], contract=contract
        )
    if isinstance(event, BiddingBack):
        return _back(event, speak)
    if isinstance(event, HoldingsShown):
        return show_line(event.holdings, event.honours, names, _robber_sides(event, speak))
    if isinstance(event, ScoreWritten):
        return (
            translate("Events", "{name}: {entry}")
            .replace("{name}", partnership_name(*event.seats, names, viewer))
            .replace("{entry}", explain(event.item, names))
        )
    if isinstance(event, Scored) and event.reason == "ledger":
        return speak.about(event.seat, _LINES["to_ledger"], points=ledger_text(event.points))
    if isinstance(event, Scored):
        points, reason = points_text(event.points), reason_text(event.reason)
        return speak.about(event.seat, _LINES["scores"], points=points, reason=reason)
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


def _robber_sides(event: HoldingsShown, speak: Speaker) -> list[str]:
    """The two partnerships of the robber, as the honours name them."""
    order = event.order
    return [partnership_name(order[s], order[s + 2], speak.names, speak.viewer) for s in (0, 1)]


def _said(event: Said, speak: Speaker) -> str | None:
    if event.what == "pass":
        return None
    if event.what in _SAID:
        return speak.about(event.seat, _SAID[event.what])
    return speak.about(event.seat, _LINES["bids"], bid=bid_text(Bid.parse(event.what)))


def _back(event: BiddingBack, speak: Speaker) -> str:
    """Why the call is the standing bidder's again, and what they may do with it."""
    if event.passes_left != 1:
        line = _LINES["back_raise"]
    elif event.final:
        line = _LINES["back_final"]
    else:
        line = _LINES["back_take"]
    return speak.about(event.seat, line, bid=bid_text(Bid.parse(event.bid)))


def _passed(event: CardsPassed, speak: Speaker) -> str:
    one = event.count == 1
    if event.from_seat == CENTRE:
        return speak.about(event.to_seat, _LINES["centre_card"] if one else _LINES["centre_cards"])
    key = "gives_one" if one else "gives"
    return speak.given(
        event.from_seat, event.to_seat, _LINES[key], _TO_YOU[key], count=str(event.count)
    )


# --- the words, marked for translation and translated where said ---------------------------

# The lines about one seat, by what it did.
_LINES: dict[str, line_parts.Said] = {
    "centre_shown": (
        QT_TRANSLATE_NOOP("Events", "You turn up the centre cards: {cards}"),
        QT_TRANSLATE_NOOP("Events", "{name} turns up the centre cards: {cards}"),
    ),
    "declares": (
        QT_TRANSLATE_NOOP("Events", "Contract {contract}: you declare"),
        QT_TRANSLATE_NOOP("Events", "Contract {contract}: {name} declares"),
    ),
    "to_ledger": (
        QT_TRANSLATE_NOOP("Events", "To your ledger: {points}"),
        QT_TRANSLATE_NOOP("Events", "To {name}'s ledger: {points}"),
    ),
    "scores": (
        QT_TRANSLATE_NOOP("Events", "You score {points} for {reason}"),
        QT_TRANSLATE_NOOP("Events", "{name}: {points} for {reason}"),
    ),
    "bids": (
        QT_TRANSLATE_NOOP("Events", "You bid {bid}"),
        QT_TRANSLATE_NOOP("Events", "{name} bids {bid}"),
    ),
    "back_raise": (
        QT_TRANSLATE_NOOP(
            "Events", "Nobody outbid your {bid}: the bidding comes back to you — raise it or pass"
        ),
        QT_TRANSLATE_NOOP(
            "Events",
            "Nobody outbid {bid}: the bidding comes back to {name}, who may raise it or pass",
        ),
    ),
    "back_final": (
        QT_TRANSLATE_NOOP(
            "Events", "Nobody outbid your {bid}: pass and it is the contract, or raise it"
        ),
        QT_TRANSLATE_NOOP(
            "Events",
            "Nobody outbid {bid}: the bidding comes back to {name}, who may raise it, or pass"
            " and make it the contract",
        ),
    ),
    "back_take": (
        QT_TRANSLATE_NOOP(
            "Events", "Nobody outbid your {bid} in two rounds: pass to take with it, or raise it"
        ),
        QT_TRANSLATE_NOOP(
            "Events",
            "Nobody outbid {bid} in two rounds: the bidding comes back to {name}, who may raise"
            " it, or pass and take with it",
        ),
    ),
    "centre_card": (
        QT_TRANSLATE_NOOP("Events", "You get a centre card"),
        QT_TRANSLATE_NOOP("Events", "{name} gets a centre card"),
    ),
    "centre_cards": (
        QT_TRANSLATE_NOOP("Events", "You take the centre cards"),
        QT_TRANSLATE_NOOP("Events", "{name} takes the centre cards"),
    ),
    "gives_one": (
        QT_TRANSLATE_NOOP("Events", "You give a card to {to}"),
        QT_TRANSLATE_NOOP("Events", "{name} gives a card to {to}"),
    ),
    "gives": (
        QT_TRANSLATE_NOOP("Events", "You give {count} cards to {to}"),
        QT_TRANSLATE_NOOP("Events", "{name} gives {count} cards to {to}"),
    ),
}


# A knock or re-knock said; any other word but a pass is a bid.
_SAID: dict[str, line_parts.Said] = {
    "knock": (
        QT_TRANSLATE_NOOP("Events", "You knock"),
        QT_TRANSLATE_NOOP("Events", "{name} knocks"),
    ),
    "reknock": (
        QT_TRANSLATE_NOOP("Events", "You re-knock"),
        QT_TRANSLATE_NOOP("Events", "{name} re-knocks"),
    ),
}

# Why the call is the standing bidder's again: with passes to come, before the last pass of
# the final bidding, and after two rounds of the first bidding.

# The same cards, said to their receiver.
_TO_YOU = {
    "gives_one": QT_TRANSLATE_NOOP("Events", "{name} gives you a card"),
    "gives": QT_TRANSLATE_NOOP("Events", "{name} gives you {count} cards"),
}
