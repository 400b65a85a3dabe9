"""Where every card of a ``DealPicture`` lies on the cribbage table.

The pack at the left with the starter on it; each seat's hand, its cards of the current series
overlapping in front of it and the earlier series turned down beside them; the crib face down
by its owner; in the show, the counted hand with the starter laid out large in the middle, and
each hand counted before it laid back small in front of its owner.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass

from PySide6.QtCore import QPointF

from skruuvi_gui.cards import Card
from skruuvi_gui.rules.api import Seat
from skruuvi_gui.rules.cribbage.model import CRIB, SHOW
from skruuvi_gui.ui.cribbage.layout import (
    CRIB_STEP,
    HAND_FAN,
    HIDDEN_OVERLAP,
    SERIES_OVERLAP,
    SHOWN_STEP,
    CribbageLayout,
    SeatArea,
)
from skruuvi_gui.ui.cribbage.picture import DealPicture
from skruuvi_gui.ui.table.hand import Side
from skruuvi_gui.ui.table.scene import Place
from skruuvi_gui.ui.table.seat_places import hand_places
from skruuvi_gui.ui.table.slots import Slot, hand_group

PACK_CARDS = 3


@dataclass(frozen=True, slots=True)
class Seating:
    """Each seat's side of the table, and the seat whose hand may be shown face up."""

    sides: tuple[Side, ...]
    viewer: Seat


def deal_places(picture: DealPicture, geo: CribbageLayout, seating: Seating) -> list[Place]:
    """Every card of the picture, placed."""
    places = _pack(picture, geo)
    for seat, side in enumerate(seating.sides):
        area = geo.seats[side]
        hand = picture.hands[seat] if seat < len(picture.hands) else []
        known = all(card is not None for card in hand)
        places += hand_places(
            geo,
            area,
            [Slot(card) for card in hand],
            seat,
            own=side is Side.BOTTOM and seat == seating.viewer and known,
            fan=HAND_FAN,
            spawn=geo.pack,
            face_up=True,
        )
        places += _series(picture, geo, seat, area.series_left)
        places += _pile(picture, geo, seat, area)
        if seat in picture.shown:
            places += _spread(
                geo,
                picture.shown[seat],
                area.shown,
                hand_group(seat),
                step=area.shown_step,
                turn=area.shown_turn,
            )
    owner = picture.crib_owner
    if 0 <= owner < len(seating.sides):
        places += _crib(picture, geo, geo.seats[seating.sides[owner]].crib)
    places += _counted(picture, geo)
    return places


def _pack(picture: DealPicture, geo: CribbageLayout) -> list[Place]:
    places = [
        Place(
            key=("pack", i),
            card=None,
            face_up=False,
            pos=geo.pack + QPointF(-i * 1.5, -i * 1.5),
            height=geo.small_height,
            z=1 + i * 0.1,
            group="pack",
        )
        for i in range(PACK_CARDS)
    ]
    starter = picture.starter
    if starter is not None and picture.showing is None:
        places.append(
            Place(
                key=starter,
                card=starter,
                face_up=True,
                pos=geo.pack + QPointF(geo.small_width * 0.16, geo.small_height * 0.1),
                height=geo.small_height,
                rotation=7.0,
                z=2,
                group="starter",
                spawn=geo.pack,
            )
        )
    return places


def _series(picture: DealPicture, geo: CribbageLayout, seat: Seat, left: QPointF) -> list[Place]:
    mine = [card for who, card in picture.series if who == seat]
    step = geo.series_width * SERIES_OVERLAP
    return [
        Place(
            key=card,
            card=card,
            face_up=True,
            pos=left + QPointF(i * step, 0),
            height=geo.series_height,
            rotation=(i - 1.5) * 1.5,
            z=20 + i,
            group=("series", seat),
            source=hand_group(seat),
            spawn=left,
        )
        for i, card in enumerate(mine)
    ]


def _pile(picture: DealPicture, geo: CribbageLayout, seat: Seat, area: SeatArea) -> list[Place]:
    """The seat's cards of earlier series, turned down; in the show, once the series are
    over, picked up again where the seat held them until its hand is counted."""
    elsewhere = {card for _, card in picture.series}
    elsewhere.update(card for cards in picture.shown.values() for card in cards)
    elsewhere.update(picture.showing_cards)
    gone = [card for who, card in picture.played if who == seat and card not in elsewhere]
    if picture.phase == SHOW:
        upright = area.side in (Side.TOP, Side.BOTTOM)
        step = geo.small_width * HIDDEN_OVERLAP
        spots = [(i - (len(gone) - 1) / 2) * step for i in range(len(gone))]
        return [
            Place(
                key=card,
                card=card,
                face_up=False,
                pos=area.hand + (QPointF(offset, 0) if upright else QPointF(0, offset)),
                height=geo.small_height,
                rotation=area.shown_turn,  # turned as the seat held its hand
                z=5 + i * 0.1,
                group=("pile", seat),
                source=hand_group(seat),
            )
            for i, (card, offset) in enumerate(zip(gone, spots, strict=True))
        ]
    return [
        Place(
            key=card,
            card=card,
            face_up=False,
            pos=area.pile + QPointF(i * 2.0, -i * 2.0),
            height=geo.small_height,
            rotation=-4.0 + i * 2.5,
            z=5 + i * 0.1,
            group=("pile", seat),
            source=hand_group(seat),
        )
        for i, card in enumerate(gone)
    ]


def _spread(
    geo: CribbageLayout,
    cards: tuple[Card, ...],
    first: QPointF,
    source: Hashable,
    *,
    step: QPointF | None = None,
    turn: float = 0.0,
) -> list[Place]:
    """A counted hand, face up and overlapping, its first card at ``first`` and each next one
    ``step`` on (by default half a card to the right), turned ``turn`` degrees."""
    if step is None:
        step = QPointF(geo.small_width * SHOWN_STEP, 0)
    return [
        Place(
            key=card,
            card=card,
            face_up=True,
            pos=first + step * i,
            height=geo.small_height,
            rotation=turn,
            z=30 + i,
            group=("shown", source),
            source=source,
        )
        for i, card in enumerate(cards)
    ]


def _crib(picture: DealPicture, geo: CribbageLayout, spot: QPointF) -> list[Place]:
    if CRIB in picture.shown:
        return _spread(geo, picture.shown[CRIB], spot - QPointF(geo.small_width * 0.5, 0), "crib")
    if picture.showing == CRIB:
        return []
    step = geo.small_width * CRIB_STEP
    count = len(picture.crib_from)
    return [
        Place(
            key=("crib", i),
            card=None,
            face_up=False,
            pos=spot + QPointF((i - (count - 1) / 2) * step, -i * 0.8),
            height=geo.small_height,
            rotation=-3.0 + i * 2.0,
            z=6 + i * 0.1,
            group="crib",
            source=source,
            spawn=geo.pack,
        )
        for i, source in enumerate(picture.crib_from)
    ]


def _counted(picture: DealPicture, geo: CribbageLayout) -> list[Place]:
    """The hand being counted in a row in the middle, the starter a little apart."""
    cards = picture.showing_cards
    if picture.showing is None or not cards:
        return []
    starter = picture.starter
    row = [*cards, starter] if starter is not None else list(cards)
    width = geo.show_height * geo.card_width / geo.card_height
    step = width * 1.08
    apart = width * 0.35 if starter is not None else 0.0
    left = geo.show_row.x() - (step * (len(row) - 1) + apart) / 2
    source: Hashable = "crib" if picture.showing == CRIB else hand_group(picture.showing)
    places: list[Place] = []
    for i, card in enumerate(row):
        is_starter = starter is not None and i == len(row) - 1
        places.append(
            Place(
                key=card,
                card=card,
                face_up=True,
                pos=QPointF(left + i * step + (apart if is_starter else 0), geo.show_row.y()),
                height=geo.show_height,
                z=60 + i,
                group="showing",
                source=None if is_starter else source,
                spawn=geo.pack,
            )
        )
    return places
