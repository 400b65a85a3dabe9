"""What the deal panel says about the deal in play, as translated rich-text lines: which deal
it is, the contract (plain text), the trump or penalty suit, the last deal's result, the bid
cards, who plays hand, the cards discarded face up, and the viewer's own exchanges.

Each function reads one observation; an empty string (or list) when there is nothing to say.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape

from PySide6.QtCore import QCoreApplication

from skruuvi_gui.cards import Card, Suit
from skruuvi_gui.rules.api import Seat
from skruuvi_gui.rules.squint import (
    ACCEPT_HAND,
    BID,
    CHOOSE_4_1,
    DEAL,
    DISCARDS,
    GAME_OVER,
    PLAY,
    PLAY_HAND,
    PROPOSE_HAND,
    SQUINT,
    SQUINT_PILE,
    TAKE_SQUINT,
    SquintObservation,
    Transfer,
)
from skruuvi_gui.ui.line_parts import card_text, seat_name_html
from skruuvi_gui.ui.squint.picture import unseen_bids
from skruuvi_gui.ui.squint.results import deal_title
from skruuvi_gui.ui.squint.words import TIMES_TWO, contracts_lines, trump_words

translate = QCoreApplication.translate

_ON_DARK = {Suit.SPADES: "#f6f2e6", Suit.CLUBS: "#f6f2e6", Suit.HEARTS: "#ff7a7a"}
_FOUR_COLOUR = {Suit.CLUBS: "#6fdc8c", Suit.DIAMONDS: "#7cbcff"}


def suit_colour(suit: Suit, *, four_colour: bool = False) -> str:
    """The colour a suit symbol is written in on the dark panels over the felt."""
    if four_colour and suit in _FOUR_COLOUR:
        return _FOUR_COLOUR[suit]
    return _ON_DARK[Suit.HEARTS if suit is Suit.DIAMONDS else suit]


def cards_html(cards: Sequence[Card], *, four_colour: bool = False) -> str:
    """Cards as players write them, each in its suit's colour: 10♥ Q♠."""
    return " ".join(
        f'<span style="color:{suit_colour(card.suit, four_colour=four_colour)}">'
        f"{card_text(card)}</span>"
        for card in cards
    )


def deal_line(obs: SquintObservation, names: Sequence[str], viewer: Seat | None = None) -> str:
    """ "Deal 3 — dealer Pekka", or "Deal 3 — you deal"."""
    if obs.deal_number < 1 or obs.phase == DEAL:
        return ""
    if viewer is not None and obs.dealer == viewer:
        template = translate("Squint", "Deal {number} — you deal")
    else:
        template = translate("Squint", "Deal {number} — dealer {name}")
    return template.replace("{number}", str(obs.deal_number)).replace(
        "{name}", seat_name_html(names, obs.dealer)
    )


def contract_lines(
    obs: SquintObservation, names: Sequence[str], viewer: Seat | None = None
) -> list[str]:
    """The contract(s) in words once the bid cards are turned over."""
    if not obs.contracts or obs.phase == DEAL:
        return []
    return contracts_lines(obs.contracts, names, viewer)


def trump_html(obs: SquintObservation, *, four_colour: bool, symbol_px: int) -> str:
    """The trump or penalty suit, a large symbol in its colour before the words; nothing
    at no trump, which the contract's own words say."""
    if not obs.contracts or obs.phase == DEAL:
        return ""
    trump, penalty = obs.trump, obs.penalty
    words = escape(trump_words(trump, penalty))
    suit = penalty or trump
    if suit is None:
        return ""
    colour = suit_colour(suit, four_colour=four_colour)
    return (
        f'<span style="font-size:{symbol_px}px; color:{colour}">{suit.symbol}</span>&nbsp;{words}'
    )


def details_html(
    obs: SquintObservation,
    names: Sequence[str],
    *,
    four_colour: bool,
    viewer: Seat | None = None,
) -> list[str]:
    """The lines under the contract: the last deal's result while the next is bid, the bid
    cards, declarations, face-up discards, and what the viewer got and gave."""
    if obs.phase in (DEAL, GAME_OVER):
        return []
    lines = [_last_deal_line(obs, names, viewer)]
    lines.append(_bids_line(obs, names, four_colour=four_colour))
    lines.append(_bids_back_line(obs, names, viewer, four_colour=four_colour))
    lines += [_declaration(names, seat, what) for seat, what in obs.declarations]
    # In the order they happened: the viewer's own exchanges, then the face-up discard that
    # ends every exchange it comes in.
    lines += _own_transfers(obs, names, four_colour=four_colour)
    lines += [
        (
            translate("Squint", "Your face-up discard: {cards}")
            if viewer is not None and t.from_seat == viewer
            else translate("Squint", "Discarded face up by {name}: {cards}")
        )
        .replace("{name}", seat_name_html(names, t.from_seat))
        .replace("{cards}", cards_html(t.cards, four_colour=four_colour))
        for t in obs.discards_shown
    ]
    return [line for line in lines if line]


def _last_deal_line(obs: SquintObservation, names: Sequence[str], viewer: Seat | None) -> str:
    """While the next deal is bid: how the last one ended."""
    if obs.phase not in (BID, CHOOSE_4_1) or not obs.results:
        return ""
    return translate("Squint", "Last deal: {result}").replace(
        "{result}", deal_title(obs.results[-1], names, viewer)
    )


def _bids_line(obs: SquintObservation, names: Sequence[str], *, four_colour: bool) -> str:
    if not obs.bids:
        return ""
    item = translate("Squint", "{name} {card}")
    items = [
        item.replace("{name}", seat_name_html(names, seat)).replace(
            "{card}", cards_html((card,), four_colour=four_colour)
        )
        for seat, card in enumerate(obs.bids)
    ]
    return translate("Squint", "Bid cards: {items}").replace("{items}", " · ".join(items))


def bids_back_items(
    obs: SquintObservation,
    names: Sequence[str],
    viewer: Seat | None,
    cards: Callable[[Sequence[Card]], str],
) -> str:
    """ "Pekka A♦ · Liisa 2♦": the bid cards gone back into hands unseen, ``cards`` writing
    each card; empty when there are none."""
    item = translate("Squint", "{name} {card}")
    return " · ".join(
        item.replace("{name}", seat_name_html(names, seat)).replace("{card}", cards((card,)))
        for seat, card in unseen_bids(obs, viewer).items()
    )


def bids_back_text(items: str) -> str:
    """The bid cards that lay by their seats and went back into the hands when those seats
    gave cards face down: any of them may have gone with those cards."""
    return translate("Squint", "Back in hand, maybe given away face down: {items}").replace(
        "{items}", items
    )


def _bids_back_line(
    obs: SquintObservation, names: Sequence[str], viewer: Seat | None, *, four_colour: bool
) -> str:
    if obs.phase not in (SQUINT, PLAY):
        return ""
    items = bids_back_items(
        obs, names, viewer, lambda cards: cards_html(cards, four_colour=four_colour)
    )
    return bids_back_text(items) if items else ""


def _declaration(names: Sequence[str], seat: Seat, what: str) -> str:
    templates = {
        PLAY_HAND: translate("Squint", "{name}: hand play {times}"),
        TAKE_SQUINT: translate("Squint", "{name}: with the squint"),
        PROPOSE_HAND: translate("Squint", "{name}: hand play proposed"),
        ACCEPT_HAND: translate("Squint", "{name}: hand play accepted {times}"),
    }
    return (
        templates.get(what, what)
        .replace("{name}", seat_name_html(names, seat))
        .replace("{times}", TIMES_TWO)
    )


def _own_transfers(obs: SquintObservation, names: Sequence[str], *, four_colour: bool) -> list[str]:
    """What the seat got and gave face down, in the order it happened."""
    lines: list[str] = []
    for t in _in_order(obs):
        cards = cards_html(t.cards, four_colour=four_colour)
        if t.to_seat == obs.seat:
            if t.from_seat == SQUINT_PILE:
                template = translate("Squint", "From the squint: {cards}")
            else:
                template = translate("Squint", "From {name}: {cards}")
            name = seat_name_html(names, t.from_seat)
        else:
            if t.to_seat == DISCARDS:
                template = translate("Squint", "Your face-down discard: {cards}")
            else:
                template = translate("Squint", "To {name}: {cards}")
            name = seat_name_html(names, t.to_seat)
        lines.append(template.replace("{cards}", cards).replace("{name}", name))
    return lines


def _in_order(obs: SquintObservation) -> list[Transfer]:
    """The seat's own transfers, got and given, in the order everybody saw them pass."""
    received, given = list(obs.received), list(obs.given)
    ordered: list[Transfer] = []
    for giver, to, _ in obs.passed:
        if received and to == obs.seat and received[0].from_seat == giver:
            ordered.append(received.pop(0))
        elif given and giver == obs.seat and given[0].to_seat == to:
            ordered.append(given.pop(0))
    return [*ordered, *received, *given]


def standings_title(obs: SquintObservation) -> str:
    """ "Totals — game to 150", and the deal limit when there is one."""
    target = str(obs.options.target_score)
    limit = obs.options.deal_limit
    if limit is None:
        return translate("Squint", "Totals — game to {target}").replace("{target}", target)
    return translate("Squint", "Totals — game to {target} or %n deals", None, limit).replace(
        "{target}", target
    )
