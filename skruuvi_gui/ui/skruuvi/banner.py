"""What the contract panel says about the deal in play: which deal it is, the bidding or the
contract and its multiplier, tricks per side, the centre cards, the viewer's own exchanges,
misère aces and who sits out.

Every function reads one observation and returns a translated line, rich text where suits
are coloured; an empty string when there is nothing to say yet.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from html import escape

from PySide6.QtCore import QCoreApplication

from skruuvi_gui.cards import Card
from skruuvi_gui.rules.api import Seat
from skruuvi_gui.rules.skruuvi import (
    ALKUPELI,
    CENTRE,
    DEAL,
    DRAW,
    FINAL_BIDDING,
    FIRST_BIDDING,
    KOTKA,
    PLAY,
    TAKER_EXCHANGE,
    Bid,
    Call,
    SkruuviObservation,
    multiplier,
)
from skruuvi_gui.ui.line_parts import card_text, seat_name, seat_name_html
from skruuvi_gui.ui.skruuvi.words import (
    bid_html,
    kind_name,
    pass_misere_name,
    seat_line,
    side_name,
    suit_colour,
    your_side_name,
)

translate = QCoreApplication.translate

#: Partnership colours: side 0 (``order[0]`` and ``order[2]``) and side 1.
SIDE_COLOURS: tuple[str, str] = ("#f4a340", "#5cb8ff")


def cards_html(cards: Sequence[Card], *, four_colour: bool = False) -> str:
    """Cards as players write them, each suit in its colour: 10♥ Q♠."""
    parts = []
    for card in cards:
        text = card_text(card)
        colour = suit_colour(card.suit, four_colour=four_colour)
        parts.append(f'<span style="color:{colour}">{text}</span>')
    return " ".join(parts)


# The longest partnership name ("Pekka and Liisa") the tricks line keeps on one line (a
# plain comment: lupdate would give a "#:" one to the next translated string).
UNBROKEN_SIDE = 24


def dot(side: int) -> str:
    return f'<span style="color:{SIDE_COLOURS[side % 2]}">●</span>'


def partnership_name(
    first: Seat, second: Seat, names: Sequence[str], viewer: Seat | None = None
) -> str:
    """Two partners by name, or "You & Ville" when the viewer is one of them."""
    if viewer is not None and viewer in (first, second):
        return your_side_name(seat_name(names, second if viewer == first else first))
    return side_name(seat_name(names, first), seat_name(names, second))


def side_html(
    obs: SkruuviObservation, names: Sequence[str], side: int, viewer: Seat | None = None
) -> str:
    """A partnership of this robber with its colour dot: "● Pekka & Ville"."""
    first, second = obs.order[side], obs.order[side + 2]
    return f"{dot(side)} {escape(partnership_name(first, second, names, viewer))}"


def holder(calls: Sequence[Call], default: Seat | None = None) -> Seat | None:
    """Who made the last bid of ``calls`` (``default`` when nobody bid)."""
    bids = [call.seat for call in calls if call.bid is not None]
    return bids[-1] if bids else default


# --- the lines -----------------------------------------------------------------------------


def deal_line(obs: SkruuviObservation) -> str:
    """ "Robber 1/3 — Opening deal 2/4", or "Practice: Eagle deal"."""
    if obs.phase == DRAW or obs.deal_in_robber < 1:
        return ""
    kind = kind_name(obs.kind)
    if obs.options.length in (ALKUPELI, KOTKA):
        return translate("Skruuvi", "Practice: {kind}").replace("{kind}", kind)
    template = translate("Skruuvi", "Robber {robber}/{robbers} — {kind} {number}/4")
    return (
        template.replace("{robber}", str(obs.robber + 1))
        .replace("{robbers}", str(obs.robbers))
        .replace("{kind}", kind)
        .replace("{number}", str((obs.deal_in_robber - 1) % 4 + 1))
    )


def banner_html(
    obs: SkruuviObservation,
    names: Sequence[str],
    *,
    four_colour: bool,
    viewer: Seat | None = None,
) -> str:
    """The contract and its multiplier, or where the bidding stands: "6 ♥ — Pekka declares —
    knocked x2" (with the multiplication sign); "you declare" when ``viewer`` does."""
    times = f"\N{MULTIPLICATION SIGN}{multiplier(obs.knocks, variant=obs.options.scoring)}"
    if obs.pass_misere:
        templates = (
            translate("Skruuvi", "{contract} — nobody declares"),
            translate("Skruuvi", "{contract} — knocked {times}"),
            translate("Skruuvi", "{contract} — re-knocked {times}"),
        )
        return (
            templates[min(obs.knocks, 2)]
            .replace("{contract}", pass_misere_name())
            .replace("{times}", times)
        )
    if obs.contract is not None:
        if viewer is not None and obs.declarer == viewer:
            templates = (
                translate("Skruuvi", "{contract} — you declare"),
                translate("Skruuvi", "{contract} — you declare — knocked {times}"),
                translate("Skruuvi", "{contract} — you declare — re-knocked {times}"),
            )
        else:
            templates = (
                translate("Skruuvi", "{contract} — {name} declares"),
                translate("Skruuvi", "{contract} — {name} declares — knocked {times}"),
                translate("Skruuvi", "{contract} — {name} declares — re-knocked {times}"),
            )
        return (
            templates[min(obs.knocks, 2)]
            .replace("{contract}", bid_html(obs.contract, four_colour=four_colour))
            .replace("{name}", seat_name_html(names, obs.declarer))
            .replace("{times}", times)
        )
    return _bidding_html(obs, names, four_colour=four_colour, viewer=viewer)


def _bidding_html(
    obs: SkruuviObservation, names: Sequence[str], *, four_colour: bool, viewer: Seat | None
) -> str:
    standing = obs.standing
    if obs.phase in (DRAW, DEAL):
        return ""
    if obs.phase == FIRST_BIDDING and standing is None:
        return translate("Skruuvi", "First bidding — no bid yet")
    if standing is None:
        return ""
    bid = bid_html(standing, four_colour=four_colour)
    if obs.phase == FIRST_BIDDING:
        seat = holder(obs.first_bidding)
        yours = translate("Skruuvi", "First bidding — your {bid}")
        theirs = translate("Skruuvi", "First bidding — {bid} by {name}")
    elif obs.phase == TAKER_EXCHANGE:
        seat = obs.taker
        yours = translate("Skruuvi", "You take with {bid}")
        theirs = translate("Skruuvi", "{name} takes with {bid}")
    else:
        seat = holder(obs.final_bidding, obs.taker)
        yours = translate("Skruuvi", "Final bidding — your {bid}")
        theirs = translate("Skruuvi", "Final bidding — {bid} by {name}")
    template = yours if viewer is not None and seat == viewer else theirs
    return template.replace("{bid}", bid).replace("{name}", seat_name_html(names, seat))


def tricks_html(
    obs: SkruuviObservation,
    names: Sequence[str],
    won_by: Callable[[Seat], int],
    viewer: Seat | None = None,
) -> str:
    """Tricks won by each partnership (``won_by`` counts a seat's), once the play has
    begun."""
    if obs.phase != PLAY and not obs.tricks:
        return ""
    won = [sum(won_by(seat) for seat in obs.order[side::2]) for side in (0, 1)]
    template = translate("Skruuvi", "Tricks: {first} {first_count} · {second} {second_count}")
    sides = [side_html(obs, names, side, viewer) for side in (0, 1)]
    words = [
        partnership_name(obs.order[side], obs.order[side + 2], names, viewer) for side in (0, 1)
    ]
    if all(len(name) <= UNBROKEN_SIDE for name in words):
        # A narrow panel breaks the line between the sides, not inside one: "● You and
        # Maija 3" is not left as "● You and" over "Maija 3".
        template = re.sub(r"(\{(?:first|second)\}) (\{\w+_count\})", r"\1&nbsp;\2", template)
        sides = [
            f"{dot(side)}&nbsp;{escape(words[side]).replace(' ', '&nbsp;')}" for side in (0, 1)
        ]
    return (
        template.replace("{first_count}", f"<b>{won[0]}</b>")
        .replace("{second_count}", f"<b>{won[1]}</b>")
        .replace("{first}", sides[0])
        .replace("{second}", sides[1])
    )


def centre_html(obs: SkruuviObservation, *, four_colour: bool) -> str:
    """The centre cards the taker turned up, for everyone to remember."""
    if not obs.centre:
        return ""
    return translate("Skruuvi", "Centre cards: {cards}").replace(
        "{cards}", cards_html(obs.centre, four_colour=four_colour)
    )


def exchange_html(obs: SkruuviObservation, names: Sequence[str], *, four_colour: bool) -> list[str]:
    """What the viewer got, from whom, and what they gave, in the order passed."""
    lines: list[str] = []
    got = [t for t in obs.received if t.from_seat != CENTRE or obs.pass_misere]
    if got:
        item = translate("Skruuvi", "{cards} from {name}")
        centre = translate("Skruuvi", "{cards} from the centre")
        items = [
            (centre if t.from_seat == CENTRE else item)
            .replace("{cards}", cards_html(t.cards, four_colour=four_colour))
            .replace("{name}", seat_name_html(names, t.from_seat))
            for t in got
        ]
        lines.append(translate("Skruuvi", "You got: {items}").replace("{items}", ", ".join(items)))
    if obs.given:
        item = translate("Skruuvi", "{cards} to {name}")
        items = [
            item.replace("{cards}", cards_html(t.cards, four_colour=four_colour)).replace(
                "{name}", seat_name_html(names, t.to_seat)
            )
            for t in obs.given
        ]
        lines.append(translate("Skruuvi", "You gave: {items}").replace("{items}", ", ".join(items)))
    return lines


def misere_deal(obs: SkruuviObservation) -> bool:
    return obs.pass_misere or (obs.contract is not None and obs.contract.is_misere)


def aces_html(obs: SkruuviObservation, names: Sequence[str], *, four_colour: bool) -> str:
    """In misère: the trick each ace fell in and who won it."""
    if not misere_deal(obs) or (obs.phase != PLAY and not obs.aces):
        return ""
    if not obs.aces:
        return translate("Skruuvi", "Aces: none played yet")
    item = translate("Skruuvi", "{card} in trick {number} ({name})")
    items = [
        item.replace("{card}", cards_html((ace.card,), four_colour=four_colour))
        .replace("{number}", str(ace.number))
        .replace("{name}", f"{dot(obs.side_of(ace.winner))} {seat_name_html(names, ace.winner)}")
        for ace in obs.aces
    ]
    return translate("Skruuvi", "Aces: {items}").replace("{items}", ", ".join(items))


def sitting_out_html(obs: SkruuviObservation, names: Sequence[str]) -> str:
    """Five players: who sits out this robber."""
    if obs.sitting_out is None:
        return ""
    you = obs.seat is not None and obs.seat == obs.sitting_out
    return seat_line("sitting_out_line", None if you else seat_name_html(names, obs.sitting_out))


def standing_html(
    obs: SkruuviObservation,
    names: Sequence[str],
    *,
    four_colour: bool,
    viewer: Seat | None = None,
) -> str:
    """The bidding box's heading: the standing bid and who holds it."""
    standing: Bid | None = obs.standing
    if standing is None:
        return translate("Skruuvi", "No bid yet")
    calls = obs.final_bidding if obs.phase == FINAL_BIDDING else obs.first_bidding
    seat = holder(calls, obs.taker)
    if viewer is not None and seat == viewer:
        template = translate("Skruuvi", "Standing bid: your {bid}")
    else:
        template = translate("Skruuvi", "Standing bid: {bid} by {name}")
    return template.replace("{bid}", bid_html(standing, four_colour=four_colour)).replace(
        "{name}", seat_name_html(names, seat)
    )
