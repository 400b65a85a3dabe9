"""Where every card of a ``SquintPicture`` lies on the table.

The pack being dealt in the middle; each hand at its seat (the viewer's face up in a fan);
the bid cards in the middle pentagon, each before its seat; revealed bid cards by their
seats while they are still held; the squint and the cards out of play at the top centre
(the squint face up in the middle while the viewer chooses a card to keep); the trick in the
middle, and each seat's won tricks in a pile.
"""

from __future__ import annotations

from collections.abc import Hashable
from functools import partial

from PySide6.QtCore import QPointF

from skruuvi_gui.rules.api import Seat
from skruuvi_gui.ui.squint.layout import (
    HAND_FAN,
    SquintLayout,
)
from skruuvi_gui.ui.squint.picture import (
    OUT_GROUP,
    SQUINT_GROUP,
    SquintPicture,
    bid_group,
    shown_group,
)
from skruuvi_gui.ui.table.pack import DECK, pack_places
from skruuvi_gui.ui.table.scene import Place
from skruuvi_gui.ui.table.seat_places import TrickSpotAt, hand_places, trick_places, won_piles
from skruuvi_gui.ui.table.slots import Slot, slot_key


def deal_places(picture: SquintPicture, geo: SquintLayout, bottom: Seat) -> list[Place]:
    """Every card of the picture, placed, with ``bottom`` the seat drawn at the bottom."""
    places = pack_places(picture.deck, geo.centre, geo.small_height, DECK)
    places += _top_centre(picture, geo)
    for seat, hand in enumerate(picture.hands):
        area = geo.seat_area(seat, bottom)
        places += hand_places(
            geo,
            area,
            hand,
            seat,
            own=seat == picture.viewer and area.slot == 0,
            fan=HAND_FAN,
            spawn=geo.centre,
            face_up=seat in picture.open,
        )
    places += _bids(picture, geo, bottom)
    places += _shown(picture, geo, bottom)
    places += trick_places(picture.trick, partial(_trick_spot, geo, bottom), geo.trick_height)
    places += won_piles(picture.tricks, lambda seat: geo.seat_area(seat, bottom), geo.pile_height)
    return places


def _top_centre(picture: SquintPicture, geo: SquintLayout) -> list[Place]:
    """The squint face down (or face up in the middle for the viewer keeping a card), then
    the cards out of play: face down, and face up for everybody."""
    places: list[Place] = []
    if picture.squint_open:
        step = geo.trick_width * 1.15
        for i, slot in enumerate(picture.squint):
            offset = (i - (len(picture.squint) - 1) / 2) * step
            places.append(
                Place(
                    key=slot_key(slot, ("squint", i)),
                    card=slot.card,
                    face_up=slot.card is not None,
                    pos=geo.centre + QPointF(offset, 0),
                    height=geo.trick_height,
                    z=45 + i,
                    group=SQUINT_GROUP,
                    source=slot.came_from,
                )
            )
        row: list[tuple[Slot, Hashable, Hashable, bool]] = []
    else:
        row = [(s, ("squint", i), SQUINT_GROUP, False) for i, s in enumerate(picture.squint)]
    row += [(s, ("out", i), OUT_GROUP, False) for i, s in enumerate(picture.out)]
    row += [(s, ("out_up", i), OUT_GROUP, True) for i, s in enumerate(picture.out_up)]
    steps = [geo.small_width * (1.06 if up else 0.45) for _, _, _, up in row]
    width = sum(steps[:-1])
    x = geo.squint.x() - width / 2
    for i, ((slot, fallback, group, up), step) in enumerate(zip(row, steps, strict=True)):
        places.append(
            Place(
                key=slot_key(slot, fallback),
                card=slot.card,
                face_up=up and slot.card is not None,
                pos=QPointF(x, geo.squint.y()),
                height=geo.small_height,
                rotation=0.0 if up else -4.0 + 8.0 * (i % 2),
                z=3 + i * 0.1,
                group=group,
                source=slot.came_from,
                spawn=geo.centre,
            )
        )
        x += step
    return places


def _bids(picture: SquintPicture, geo: SquintLayout, bottom: Seat) -> list[Place]:
    """The bid cards in the middle, each before its seat: face down until the reveal."""
    places: list[Place] = []
    for seat, slot in picture.bids.items():
        area = geo.seat_area(seat, bottom)
        places.append(
            Place(
                key=slot_key(slot, ("bid", seat)),
                card=slot.card,
                face_up=picture.revealed and slot.card is not None,
                pos=area.trick,
                height=geo.trick_height,
                rotation=area.tilt,
                z=35 + area.slot,
                group=bid_group(seat),
                source=slot.came_from,
                spawn=area.hand,
            )
        )
    return places


def _shown(picture: SquintPicture, geo: SquintLayout, bottom: Seat) -> list[Place]:
    """Revealed bid cards lying face up by the seats still known to hold them (face down on
    the hand as it goes back in); the viewer's own lies by the own hand like the others' and
    is picked and played like any card of it."""
    places: list[Place] = []
    for seat, slot in picture.shown.items():
        area = geo.seat_area(seat, bottom)
        tucked = seat in picture.tucked
        places.append(
            Place(
                key=slot_key(slot, ("shown", seat)),
                card=slot.card,
                face_up=slot.card is not None and not tucked,
                pos=area.hand if tucked else area.shown,
                height=area.hand_height if tucked else geo.shown_height,
                rotation=area.turn if tucked else 0.0,
                z=9 if tucked else 30,
                group=shown_group(seat),
                source=slot.came_from,
                own=seat == picture.viewer and area.slot == 0 and slot.card is not None,
            )
        )
    return places


def _trick_spot(geo: SquintLayout, bottom: Seat, seat: Seat) -> TrickSpotAt:
    area = geo.seat_area(seat, bottom)
    return area, area.trick, area.tilt
