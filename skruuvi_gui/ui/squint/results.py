"""The words of the result panels: a deal's result (each contract made or lost, tricks and
points per player) and the end of the game (the winners and every player's total)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from skruuvi_gui.rules.api import Seat
from skruuvi_gui.rules.squint import (
    ACE_SOLO,
    DUO,
    GRAND_SOLO,
    MISERE,
    NEMO,
    SOLO,
    Contract,
    DealResult,
)
from skruuvi_gui.ui.line_parts import seat_name_html
from skruuvi_gui.ui.squint.words import TIMES_TWO

translate = QCoreApplication.translate

_MINUS = "\N{MINUS SIGN}"


def points_text(points: int) -> str:
    """ "+40", "-15" (with a minus sign), "0"."""
    if points > 0:
        return f"+{points}"
    return str(points).replace("-", _MINUS)


#: A contract's result by its kind, whether it was made, and whether the viewer played it
#: ({second} is the Duo partner).
_RESULTS = {
    (ACE_SOLO, True, False): QT_TRANSLATE_NOOP("Squint", "Ace Solo made — {name}"),
    (ACE_SOLO, False, False): QT_TRANSLATE_NOOP("Squint", "Ace Solo lost — {name}"),
    (MISERE, True, False): QT_TRANSLATE_NOOP("Squint", "Misère made — {name}"),
    (MISERE, False, False): QT_TRANSLATE_NOOP("Squint", "Misère lost — {name}"),
    (GRAND_SOLO, True, False): QT_TRANSLATE_NOOP("Squint", "Grand Solo made — {name}"),
    (GRAND_SOLO, False, False): QT_TRANSLATE_NOOP("Squint", "Grand Solo lost — {name}"),
    (SOLO, True, False): QT_TRANSLATE_NOOP("Squint", "Solo made — {name}"),
    (SOLO, False, False): QT_TRANSLATE_NOOP("Squint", "Solo lost — {name}"),
    (DUO, True, False): QT_TRANSLATE_NOOP("Squint", "Duo made — {name} and {second}"),
    (DUO, False, False): QT_TRANSLATE_NOOP("Squint", "Duo lost — {name} and {second}"),
    (ACE_SOLO, True, True): QT_TRANSLATE_NOOP("Squint", "You made the Ace Solo"),
    (ACE_SOLO, False, True): QT_TRANSLATE_NOOP("Squint", "You lost the Ace Solo"),
    (MISERE, True, True): QT_TRANSLATE_NOOP("Squint", "You made the Misère"),
    (MISERE, False, True): QT_TRANSLATE_NOOP("Squint", "You lost the Misère"),
    (GRAND_SOLO, True, True): QT_TRANSLATE_NOOP("Squint", "You made the Grand Solo"),
    (GRAND_SOLO, False, True): QT_TRANSLATE_NOOP("Squint", "You lost the Grand Solo"),
    (SOLO, True, True): QT_TRANSLATE_NOOP("Squint", "You made the Solo"),
    (SOLO, False, True): QT_TRANSLATE_NOOP("Squint", "You lost the Solo"),
    (DUO, True, True): QT_TRANSLATE_NOOP("Squint", "You and {second} made the Duo"),
    (DUO, False, True): QT_TRANSLATE_NOOP("Squint", "You and {second} lost the Duo"),
}


def contract_result(
    contract: Contract, result: DealResult, names: Sequence[str], viewer: Seat | None = None
) -> str:
    """ "Ace Solo made — Maija", "You lost the Solo", "Nemo scored"."""
    if contract.kind == NEMO:
        return translate("Squint", "Nemo scored")
    seats = contract.seats
    made = result.points[seats[0]] > 0
    yours = viewer is not None and viewer in seats
    template = _RESULTS.get((contract.kind, made, yours))
    text = contract.kind if template is None else translate("Squint", str(template))
    if yours:
        partners = [seat for seat in seats if seat != viewer]
        return text.replace("{second}", seat_name_html(names, partners[0]) if partners else "?")
    return text.replace("{name}", seat_name_html(names, seats[0])).replace(
        "{second}", seat_name_html(names, seats[1]) if len(seats) > 1 else "?"
    )


def deal_title(result: DealResult, names: Sequence[str], viewer: Seat | None = None) -> str:
    """The headline of a deal's result: its one contract made or lost, or the deal number
    when several contracts were played at once."""
    if len(result.contracts) == 1:
        return contract_result(result.contracts[0], result, names, viewer)
    return translate("Squint", "Deal {number} scored").replace("{number}", str(result.deal))


def deal_body(
    result: DealResult, totals: Sequence[int], names: Sequence[str], viewer: Seat | None = None
) -> str:
    """Each contract's result when there were several, then tricks, points and the new
    total per player; contractors in bold, hand players marked as such."""
    lines = ""
    if len(result.contracts) > 1:
        lines = "<br>".join(contract_result(c, result, names, viewer) for c in result.contracts)
        lines = f"<p>{lines}</p>"
    contractors = {seat for contract in result.contracts for seat in contract.seats}
    if any(contract.kind == NEMO for contract in result.contracts):
        contractors = set()
    head = (
        "<tr><th></th><th>{tricks}</th><th>{points}</th><th>{total}</th></tr>".replace(
            "{tricks}", translate("Squint", "Tricks")
        )
        .replace("{points}", translate("Squint", "Points"))
        .replace("{total}", translate("Squint", "Total"))
    )
    rows = [head]
    for seat in range(len(result.points)):
        name = seat_name_html(names, seat)
        if seat in result.playing_hand:
            name = (
                translate("Squint", "{name} (hand {times})")
                .replace("{name}", name)
                .replace("{times}", TIMES_TWO)
            )
        if seat in contractors:
            name = f"<b>{name}</b>"
        total = totals[seat] if seat < len(totals) else 0
        rows.append(
            f"<tr><td>{name}</td><td align='center'>{result.tricks[seat]}</td>"
            f"<td align='right'><b>{points_text(result.points[seat])}</b></td>"
            f"<td align='right'>{points_text(total)}</td></tr>"
        )
    return lines + "<table align='center' cellspacing='6'>" + "".join(rows) + "</table>"


def winner_title(winners: Sequence[Seat], names: Sequence[str], viewer: Seat | None) -> str:
    """ "You win the game!", "The winner: Maija!", "Shared win: Maija, Pekka!", "Shared
    win: you and Maija!"."""
    if viewer is not None and viewer in winners:
        if len(winners) == 1:
            return translate("Squint", "You win the game!")
        others = ", ".join(seat_name_html(names, seat) for seat in winners if seat != viewer)
        return translate("Squint", "Shared win: you and {names}!").replace("{names}", others)
    if len(winners) == 1:
        return translate("Squint", "The winner: {name}!").replace(
            "{name}", seat_name_html(names, winners[0])
        )
    return translate("Squint", "Shared win: {names}!").replace(
        "{names}", ", ".join(seat_name_html(names, seat) for seat in winners)
    )


def totals_body(scores: Sequence[int], names: Sequence[str]) -> str:
    """Every player's total, best first."""
    ranked = sorted(range(len(scores)), key=lambda seat: -scores[seat])
    rows = "".join(
        f"<tr><td>{seat_name_html(names, seat)}</td>"
        f"<td align='right'><b>{points_text(scores[seat])}</b></td></tr>"
        for seat in ranked
    )
    return f"<table align='center' cellspacing='6'>{rows}</table>"
