"""Where every card of a ``DealPicture`` lies on the Skruuvi table.

The pack being dealt and the centre cards in the middle, each hand at its seat (the
viewer's face up in a fan), the trick with each card pushed toward its player, and each
seat's won tricks in a pile, crossed trick by trick as players stack them.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF

from skruuvi_gui.rules.api import Seat
from skruuvi_gui.ui.skruuvi.layout import (
    HAND_ARC,
    HAND_TILT,
    SeatArea,
    SkruuviLayout,
)
from skruuvi_gui.ui.skruuvi.picture import (
    CENTRE_GROUP,
    DealPicture,
)
from skruuvi_gui.ui.table.hand import Side
from skruuvi_gui.ui.table.pack import DECK, pack_places
from skruuvi_gui.ui.table.piles import pile_places, trick_card
from skruuvi_gui.ui.table.scene import Place
from skruuvi_gui.ui.table.slots import fanned_hand, hidden_hand

#: Each seat's card in the trick leans a little its own way.
_TRICK_TILT = {Side.BOTTOM: -4.0, Side.LEFT: 6.0, Side.TOP: 3.0, Side.RIGHT: -7.0}


@dataclass(frozen=True, slots=True)
class Seating:
    """Each playing seat's side of the table, and the seat whose hand is face up (if any)."""

    sides: dict[Seat, Side]
    viewer: Seat | None


def clockwise_from(order: tuple[Seat, ...], seat: Seat) -> tuple[Seat, ...]:
    """The playing seats clockwise starting with ``seat``."""
    i = order.index(seat)
    return order[i:] + order[:i]


def seat_sides(order: tuple[Seat, ...], bottom: Seat) -> dict[Seat, Side]:
    """The four playing seats around the table clockwise from the bottom: ``bottom`` there
    if it plays this robber, else the first of ``order``."""
    if not order:
        return {}
    anchor = order.index(bottom) if bottom in order else 0
    around = (Side.BOTTOM, Side.LEFT, Side.TOP, Side.RIGHT)
    return {order[(anchor + k) % 4]: around[k] for k in range(4)}


def deal_places(
    picture: DealPicture, geo: SkruuviLayout, seating: Seating, centre: QPointF
) -> list[Place]:
    """Every card of the picture, placed; the centre cards lie around ``centre``."""
    places = pack_places(picture.deck, geo.centre, geo.small_height, DECK)
    places += _centre(picture, geo, centre)
    for seat, side in seating.sides.items():
        area = geo.seats[side]
        places += _hand(picture, geo, seat, area, own=seat == seating.viewer)
    places += _trick(picture, geo, seating)
    places += _piles(picture, geo, seating)
    return places


def _centre(picture: DealPicture, geo: SkruuviLayout, centre: QPointF) -> list[Place]:
    cards = picture.centre
    face_up = any(card is not None for card in cards)
    step = geo.small_width * (1.08 if face_up else 0.32)
    places: list[Place] = []
    for i, card in enumerate(cards):
        offset = (i - (len(cards) - 1) / 2) * step
        places.append(
            Place(
                key=card if card is not None else ("centre", i),
                card=card,
                face_up=card is not None,
                pos=centre + QPointF(offset, 0),
                height=geo.small_height,
                rotation=0.0 if face_up else -6.0 + i * 4.0,
                z=3 + i * 0.1,
                group=CENTRE_GROUP,
                source=picture.centre_from,
                spawn=geo.centre,
            )
        )
    return places


def _hand(
    picture: DealPicture, geo: SkruuviLayout, seat: Seat, area: SeatArea, *, own: bool
) -> list[Place]:
    hand = picture.hands.get(seat, [])
    if own and area.side is Side.BOTTOM:
        spots = geo.own_fan(len(hand), area.hand, HAND_TILT, HAND_ARC)
        return fanned_hand(hand, seat, spots, geo.card_height, geo.centre)
    height = geo.card_height * 0.8 if area.side is Side.BOTTOM else geo.small_height
    step = height * geo.card_width / geo.card_height * area.overlap
    rotation = 90.0 if area.side is Side.LEFT else -90.0 if area.side is Side.RIGHT else 0.0
    return hidden_hand(
        hand,
        seat,
        area.hand,
        step=step,
        height=height,
        rotation=rotation,
        vertical=area.vertical,
        spawn=geo.centre,
        face_up=seat in picture.open,
    )


def _trick(picture: DealPicture, geo: SkruuviLayout, seating: Seating) -> list[Place]:
    places: list[Place] = []
    for i, (seat, card) in enumerate(picture.trick):
        side = seating.sides.get(seat)
        if side is None:
            continue
        area = geo.seats[side]
        places.append(
            trick_card(card, seat, i, area.trick, geo.trick_height, _TRICK_TILT[side], area.hand)
        )
    return places


def _piles(picture: DealPicture, geo: SkruuviLayout, seating: Seating) -> list[Place]:
    """Each won trick face down on its winner's pile, every other one crosswise."""
    counts: dict[Seat, int] = {}
    places: list[Place] = []
    for trick in picture.tricks:
        side = seating.sides.get(trick.winner)
        if side is None:
            continue
        k = counts.get(trick.winner, 0)
        counts[trick.winner] = k + 1
        area = geo.seats[side]
        places += pile_places(
            trick.cards,
            trick.winner,
            k,
            area.pile,
            vertical=area.vertical,
            height=geo.pile_height,
        )
    return places
