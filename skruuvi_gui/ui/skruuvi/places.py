"""Where every card of a ``DealPicture`` lies on the Skruuvi table.

The pack being dealt and the centre cards in the middle, each hand at its seat (the
viewer's face up in a fan), the trick with each card pushed toward its player, and each
seat's won tricks in a pile, crossed trick by trick as players stack them.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

from PySide6.QtCore import QPointF

from skruuvi_gui.rules.api import Seat
from skruuvi_gui.ui.skruuvi.layout import (
    HAND_FAN,
    SeatArea,
    SkruuviLayout,
)
from skruuvi_gui.ui.skruuvi.picture import (
    CENTRE_GROUP,
    DealPicture,
)
from skruuvi_gui.ui.table.hand import Side
from skruuvi_gui.ui.table.pack import DECK, pack_places
from skruuvi_gui.ui.table.scene import Place
from skruuvi_gui.ui.table.seat_places import (
    TrickSpotAt,
    hand_places,
    trick_places,
    won_piles,
)

#: Each seat's card in the trick leans a little its own way.
_TRICK_TILT = {Side.BOTTOM: -4.0, Side.LEFT: 6.0, Side.TOP: 3.0, Side.RIGHT: -7.0}


@dataclass(frozen=True, slots=True)
class Seating:
    """Each playing seat's side of the table, and the seat whose hand is face up (if any)."""

    sides: dict[Seat, Side]
    viewer: Seat | None


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
        places += hand_places(
            geo,
            geo.seats[side],
            picture.hands.get(seat, []),
            seat,
            own=seat == seating.viewer and side is Side.BOTTOM,
            fan=HAND_FAN,
            spawn=geo.centre,
            face_up=seat in picture.open,
        )
    places += trick_places(picture.trick, partial(_trick_spot, geo, seating), geo.trick_height)
    places += won_piles(picture.tricks, partial(_seat_area, geo, seating), geo.pile_height)
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


def _trick_spot(geo: SkruuviLayout, seating: Seating, seat: Seat) -> TrickSpotAt:
    side = seating.sides.get(seat)
    if side is None:
        return None
    area = geo.seats[side]
    return area, area.trick, _TRICK_TILT[side]


def _seat_area(geo: SkruuviLayout, seating: Seating, seat: Seat) -> SeatArea | None:
    side = seating.sides.get(seat)
    return None if side is None else geo.seats[side]
