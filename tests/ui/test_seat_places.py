"""One seat placement for every table: the ring of seats, the plates on their anchors, a
seat's hand, the trick and the won piles."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtCore import QPointF, QRectF

from skruuvi_gui.cards import Card, parse_cards
from skruuvi_gui.ui.cards import CARD_ASPECT
from skruuvi_gui.ui.table.hand import Side
from skruuvi_gui.ui.table.layout_parts import CardSizes, HandFan
from skruuvi_gui.ui.table.seat_places import (
    SeatPlace,
    clockwise_from,
    hand_places,
    side_of_seat,
    slot_of,
    trick_places,
    won_piles,
)
from skruuvi_gui.ui.table.slots import Slot


@dataclass(frozen=True, slots=True)
class _Sizes(CardSizes):
    card_height: float = 100.0
    small_height: float = 70.0
    hand_max_width: float = 400.0


@dataclass(frozen=True)
class _Trick:
    winner: int
    cards: tuple[Card, ...]


def _place(anchor: str = "centre", *, vertical: bool = False, turn: float = 0.0) -> SeatPlace:
    return SeatPlace(
        hand=QPointF(50, 300),
        vertical=vertical,
        turn=turn,
        hand_height=70.0,
        overlap=0.25,
        plate=QPointF(100, 50),
        plate_anchor=anchor,
        pile=QPointF(20, 40),
        bubble=QPointF(0, 0),
    )


@given(st.integers(1, 4).flatmap(lambda n: st.tuples(st.just(n), st.integers(0, n - 1))))
def test_every_seat_has_a_side_of_its_own_and_the_viewer_sits_at_the_bottom(
    ring: tuple[int, int],
) -> None:
    count, bottom = ring
    sides = [side_of_seat(seat, bottom, count) for seat in range(count)]
    assert len(set(sides)) == count
    assert sides[bottom] is Side.BOTTOM


def test_seats_run_clockwise_from_the_viewer() -> None:
    assert [side_of_seat(s, 2, 4) for s in range(4)] == [
        Side.TOP,
        Side.RIGHT,
        Side.BOTTOM,
        Side.LEFT,
    ]
    assert [side_of_seat(s, 1, 3) for s in range(3)] == [Side.TOP, Side.BOTTOM, Side.LEFT]
    assert [slot_of(s, 3, 5) for s in range(5)] == [2, 3, 4, 0, 1]
    assert clockwise_from((2, 0, 3, 1), 3) == (3, 1, 2, 0)


@pytest.mark.parametrize(
    ("anchor", "centre"),
    [
        ("centre", (100, 50)),
        ("left", (130, 50)),
        ("right", (70, 50)),
        ("above_left", (130, 40)),
        ("above_right", (70, 40)),
    ],
)
def test_a_plate_stands_on_its_anchor_by_the_named_edge(
    anchor: str, centre: tuple[float, float]
) -> None:
    assert _place(anchor).plate_centre(QRectF(-30, -10, 60, 20)) == QPointF(*centre)


def test_a_plate_wider_than_its_room_stays_within_its_span() -> None:
    plate = QRectF(-30, -10, 60, 20)
    assert _place("right").plate_centre(plate, (80, 200)) == QPointF(110, 50)
    assert _place("left").plate_centre(plate, (0, 150)) == QPointF(120, 50)


def test_the_own_hand_is_fanned_face_up_and_another_lies_face_down_along_its_side() -> None:
    sizes = _Sizes()
    hand = [Slot(card) for card in parse_cards("AS KH 7D")]
    own = hand_places(
        sizes, _place(), hand, 0, own=True, fan=HandFan(tilt=2.0, arc=0.0), spawn=QPointF()
    )
    assert [p.face_up for p in own] == [True, True, True]
    assert [p.own for p in own] == [True, True, True]
    assert [p.rotation for p in own] == [-2.0, 0.0, 2.0]
    assert own[1].pos == QPointF(50, 300)

    place = _place(vertical=True, turn=90.0)
    other = hand_places(
        sizes, place, hand, 1, own=False, fan=HandFan(tilt=2.0, arc=0.0), spawn=QPointF()
    )
    step = 70.0 * CARD_ASPECT * 0.25
    assert [p.pos for p in other] == [QPointF(50, 300 + k * step) for k in (-1, 0, 1)]
    assert {p.rotation for p in other} == {90.0}
    assert not any(p.face_up for p in other)
    assert [p.key for p in other] == [("hand", 1, 0), ("hand", 1, 1), ("hand", 1, 2)]

    replayed = hand_places(
        sizes,
        place,
        hand,
        1,
        own=False,
        fan=HandFan(tilt=2.0, arc=0.0),
        spawn=QPointF(),
        face_up=True,
    )
    assert [p.card for p in replayed] == [slot.card for slot in hand]


def test_the_trick_and_the_won_piles_leave_out_a_seat_not_at_the_table() -> None:
    cards = parse_cards("AS KH 7D 2C")
    at_table = {0: _place(), 2: _place(vertical=True)}
    trick = trick_places(
        zip((0, 1, 2), cards, strict=False),
        lambda seat: (at_table[seat], QPointF(seat, 0), seat * 2.0) if seat in at_table else None,
        80.0,
    )
    assert [(p.card, p.pos, p.rotation, p.z) for p in trick] == [
        (cards[0], QPointF(0, 0), 0.0, 40),
        (cards[2], QPointF(2, 0), 4.0, 42),
    ]
    tricks = [_Trick(2, cards[:2]), _Trick(1, cards[2:]), _Trick(2, cards[2:])]
    piles = won_piles(tricks, at_table.get, 50.0)
    assert [p.group for p in piles] == [("pile", 2)] * 4
    # The seat's second trick lies a little up and right of its first, crosswise.
    assert [p.rotation for p in piles] == [88.0, 88.0, 180.0, 180.0]
    assert piles[2].pos == QPointF(20 + 1.2, 40 - 1.2)
