"""The words of the result panels: a deal's result (made or down, tricks and points per
partnership) and the end of the game (the winner and every player's total)."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from PySide6.QtCore import QCoreApplication

from skruuvi_gui.rules.api import Seat
from skruuvi_gui.rules.skruuvi import PASS_MISERE, Bid, DealResult, plan_robber
from skruuvi_gui.rules.skruuvi.model import undertricks
from skruuvi_gui.ui.line_parts import seat_name_html
from skruuvi_gui.ui.skruuvi.banner import SIDE_COLOURS, partnership_name
from skruuvi_gui.ui.skruuvi.score_sheet import points_text
from skruuvi_gui.ui.skruuvi.traditional_text import ledger_text
from skruuvi_gui.ui.skruuvi.words import bid_html, pass_misere_name

translate = QCoreApplication.translate


def deal_title(
    result: DealResult,
    letters: tuple[int, ...],
    names: Sequence[str],
    viewer: Seat | None = None,
) -> str:
    """ "6 ♥ made by Pekka", "5 grandi down 2 — Maija", "Pass-misère"; "made by you" when
    ``viewer`` declared."""
    if result.contract == PASS_MISERE:
        return pass_misere_name()
    contract = Bid.parse(result.contract)
    order = plan_robber(result.robber, letters).seating.order
    side = order.index(result.declarer) % 2 if result.declarer in order else 0
    down = undertricks(contract, result.tricks[side])
    yours = viewer is not None and result.declarer == viewer
    if down:
        template = (
            translate("Skruuvi", "Your {contract}: down %n", None, down)
            if yours
            else translate("Skruuvi", "{contract} down %n — {name}", None, down)
        )
    else:
        template = (
            translate("Skruuvi", "{contract} made by you")
            if yours
            else translate("Skruuvi", "{contract} made by {name}")
        )
    return template.replace("{contract}", bid_html(contract)).replace(
        "{name}", seat_name_html(names, result.declarer)
    )


def deal_body(
    result: DealResult,
    letters: tuple[int, ...],
    names: Sequence[str],
    viewer: Seat | None = None,
) -> str:
    """Tricks and points of each partnership, as a small table; the viewer's is "You &
    partner"."""
    order = plan_robber(result.robber, letters).seating.order
    rows = [
        "<tr><th></th><th>{tricks}</th><th>{points}</th></tr>".replace(
            "{tricks}", translate("Skruuvi", "Tricks")
        ).replace("{points}", translate("Skruuvi", "Points"))
    ]
    for side in (0, 1):
        first, second = order[side], order[side + 2]
        name = escape(partnership_name(first, second, names, viewer))
        rows.append(
            f'<tr><td><span style="color:{SIDE_COLOURS[side]}">●</span> {name}</td>'
            f'<td align="center">{result.tricks[side]}</td>'
            f'<td align="right"><b>{points_text(result.points[first])}</b></td></tr>'
        )
    return '<table align="center" cellspacing="6">' + "".join(rows) + "</table>"


def winner_title(winners: Sequence[Seat], names: Sequence[str], viewer: Seat | None) -> str:
    """ "You win the game!", "Maija wins the game!", "Pekka and Maija win the game!", "You
    and Maija win the game!"."""
    if viewer is not None and viewer in winners:
        if len(winners) == 1:
            return translate("Skruuvi", "You win the game!")
        partner = next(seat for seat in winners if seat != viewer)
        return translate("Skruuvi", "You and {name} win the game!").replace(
            "{name}", seat_name_html(names, partner)
        )
    if len(winners) >= 2:
        return (
            translate("Skruuvi", "{name} and {second} win the game!")
            .replace("{name}", seat_name_html(names, winners[0]))
            .replace("{second}", seat_name_html(names, winners[1]))
        )
    return translate("Skruuvi", "{name} wins the game!").replace(
        "{name}", seat_name_html(names, winners[0] if winners else None)
    )


def totals_body(scores: Sequence[int], names: Sequence[str], *, ledger: bool = False) -> str:
    """Every player's total, best first; with ``ledger`` (traditional scoring) the totals
    are ledger hundredths, written as points ÷ 100."""
    ranked = sorted(range(len(scores)), key=lambda seat: -scores[seat])
    text = ledger_text if ledger else points_text
    rows = "".join(
        f"<tr><td>{seat_name_html(names, seat)}</td>"
        f'<td align="right"><b>{text(scores[seat])}</b></td></tr>'
        for seat in ranked
    )
    return f'<table align="center" cellspacing="6">{rows}</table>'
