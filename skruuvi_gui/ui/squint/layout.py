"""Where everything sits on the Squint table for a given window size.

Pure geometry, recomputed on every resize. Five seats sit in a pentagon, clockwise from the
viewer at the bottom: one down each side, two across the top with the squint between them.
A seat's *slot* is its place counted clockwise from the bottom (0 bottom, 1 left, 2 top left,
3 top right, 4 right). The bid cards and the trick lie in a smaller pentagon in the middle,
each card pushed toward its player. The top corners hold the deal panel (left) and the
running totals (right).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize

from skruuvi_gui.ui.cards import CARD_ASPECT
from skruuvi_gui.ui.table.layout_parts import (
    HandFan,
    TrickLayout,
    felt_measures,
    hidden_length,
    trick_band,
)
from skruuvi_gui.ui.table.seat_places import SeatPlace, slot_of

NUM_SLOTS = 5
#: The most cards one hand holds: ten and the two squint cards.
MAX_HAND = 12
#: Overlap of face-down hands (share of a card's width between two cards).
HIDDEN_OVERLAP = 0.22
#: The own hand's fan.
HAND_FAN = HandFan(tilt=1.1, arc=0.0028)
#: The least overlap of the hands across the top, and the smallest share of the other seats'
#: card size they shrink to, when a narrow table squeezes them.
TOP_MIN_OVERLAP = 0.1
TOP_MIN_SCALE = 0.6
#: The corner panels' narrowest width, in lines of text height: room for "Trump: diamonds".
CORNER_FONTS = 12.0
#: Each slot's card in the middle leans a little its own way.
TRICK_TILT = (-3.0, 6.0, -4.0, 4.0, -6.0)


@dataclass(frozen=True, slots=True)
class SeatArea(SeatPlace):
    """One slot's place: its card in the middle and how it leans, and its revealed bid card
    while it is still held. ``inward`` is the horizontal direction toward the middle;
    ``plate_span`` the left and right limits a wide plate must stay within."""

    slot: int
    trick: QPointF
    tilt: float
    shown: QPointF
    inward: float
    plate_span: tuple[float, float]


@dataclass(frozen=True, slots=True)
class SquintLayout(TrickLayout):
    """The Squint table's places for one size, beside what every table of tricks has."""

    shown_height: float
    squint: QPointF
    squint_label: QPointF
    bar_top: float
    info: QRectF
    standings: QRectF
    seats: tuple[SeatArea, ...]

    def seat_area(self, seat: int, bottom_seat: int) -> SeatArea:
        """The place of ``seat`` when ``bottom_seat`` sits at the bottom."""
        return self.seats[slot_of(seat, bottom_seat, NUM_SLOTS)]


def top_hand_size(room: float, small_height: float) -> tuple[float, float]:
    """The card height and overlap of a hand across the top that must fit in ``room``: the
    cards close up first, then shrink, so the corner panels keep their width."""
    small_width = small_height * CARD_ASPECT
    overlap = (room / small_width - 1) / (MAX_HAND - 1)
    if overlap >= TOP_MIN_OVERLAP:
        return small_height, min(HIDDEN_OVERLAP, overlap)
    width = room / (1 + TOP_MIN_OVERLAP * (MAX_HAND - 1))
    return max(small_height * TOP_MIN_SCALE, width / CARD_ASPECT), TOP_MIN_OVERLAP


def compute_layout(size: QSize, card_scale: float = 1.0) -> SquintLayout:
    """The layout for a table of ``size``, its cards ``card_scale`` times the usual size."""
    felt = felt_measures(size, card_scale)
    w, h, margin, font_px, card_h, small_h = felt
    gap = margin
    trick_h = card_h * 0.72
    shown_h = small_h * 0.82
    pile_h = small_h * 0.62
    small_w = small_h * CARD_ASPECT
    trick_w, shown_w = trick_h * CARD_ASPECT, shown_h * CARD_ASPECT
    pile_w = pile_h * CARD_ASPECT
    plate_h = font_px * 3.1
    plate_room = font_px * 12
    cx = w / 2

    # Bottom band: the own hand, the lift above it, the prompt line above that.
    hand_y, bar_bottom, bar_top, hand_max_width, hand_half = trick_band(
        felt, max_hand=MAX_HAND, hand_fan=HAND_FAN, foot=0.8, drop=0.0, plate_room=plate_room
    )

    # Top band: the squint in the centre, a hand either side of it between the squint and
    # the corner panels, plates under the hands, and a row under each plate for the seat's
    # revealed bid card and its won tricks.
    squint_half = small_w * 0.9
    room = cx - squint_half - gap * 3.5 - margin - font_px * CORNER_FONTS
    top_h, top_overlap = top_hand_size(room, small_h)
    top_y = margin + top_h / 2
    top_half = hidden_length(MAX_HAND, top_h * CARD_ASPECT, top_overlap) / 2
    top_dx = squint_half + gap * 2.5 + top_half
    top_plate_y = margin + top_h + gap * 0.6 + plate_h / 2
    top_row_y = top_plate_y + plate_h / 2 + gap * 0.5 + shown_h / 2
    top_bottom = top_row_y + shown_h / 2 + gap

    # The sides: a vertical hand at each edge, its plate above it.
    side_len = hidden_length(MAX_HAND, small_w, HIDDEN_OVERLAP)
    side_x = margin + small_h / 2
    side_hand_y = max(top_bottom + plate_h + gap + side_len / 2, h * 0.56)
    side_hand_y = min(side_hand_y, hand_y + card_h * 0.1 - side_len / 2)
    side_plate_y = side_hand_y - side_len / 2 - gap * 0.6 - plate_h / 2
    side_inner = margin + small_h + gap

    # The corners above the side plates, beside the top hands.
    corner_w = max(0.0, cx - top_dx - top_half - gap - margin)
    corner_h = max(0.0, side_plate_y - plate_h / 2 - gap - margin)
    info = QRectF(margin, margin, corner_w, corner_h)
    standings = QRectF(w - margin - corner_w, margin, corner_w, corner_h)

    # The middle: under the top rows, above the prompt line, inside the side seats.
    middle_left = side_inner + shown_w + gap
    middle = QRectF(middle_left, top_bottom, w - 2 * middle_left, bar_top - gap - top_bottom)
    ry = max(trick_h * 0.3, min(trick_h * 0.95, (middle.height() - trick_h) / 1.81))
    rx = trick_w * 1.75
    centre = QPointF(cx, middle.center().y() - 0.095 * ry)

    def trick_spot(slot: int) -> QPointF:
        angle = math.radians(90 + 72 * slot)
        return centre + QPointF(rx * math.cos(angle), ry * math.sin(angle))

    seats: list[SeatArea] = [
        SeatArea(
            slot=0,
            hand=QPointF(cx, hand_y),
            vertical=False,
            turn=0.0,
            hand_height=card_h * 0.8,
            overlap=HIDDEN_OVERLAP,
            plate=QPointF(cx - hand_half - gap, hand_y + card_h * 0.1),
            plate_anchor="right",
            trick=trick_spot(0),
            tilt=TRICK_TILT[0],
            shown=QPointF(cx + hand_half + gap + shown_w / 2, hand_y - card_h * 0.05),
            pile=QPointF(cx + hand_half + gap + plate_room / 2, hand_y + card_h * 0.1),
            bubble=QPointF(cx, bar_top - font_px * 1.6),
            inward=0.0,
            plate_span=(margin, cx - hand_half - gap),
        )
    ]
    for slot, x, inward in ((1, side_x, 1.0), (4, w - side_x, -1.0)):
        seats.append(
            SeatArea(
                slot=slot,
                hand=QPointF(x, side_hand_y),
                vertical=True,
                turn=90.0 * inward,
                hand_height=small_h,
                overlap=HIDDEN_OVERLAP,
                plate=QPointF(margin if inward > 0 else w - margin, side_plate_y),
                plate_anchor="left" if inward > 0 else "right",
                trick=trick_spot(slot),
                tilt=TRICK_TILT[slot],
                shown=QPointF(
                    x + inward * (small_h / 2 + gap + shown_w / 2),
                    side_hand_y - side_len / 2 + shown_h / 2,
                ),
                pile=QPointF(
                    x + inward * (small_h / 2 + gap + pile_h / 2),
                    side_hand_y + side_len / 2 - pile_w / 2,
                ),
                bubble=QPointF(x + inward * (small_h / 2 + gap + font_px * 5), side_hand_y),
                inward=inward,
                plate_span=(margin, w - margin),
            )
        )
    for slot, inward in ((2, 1.0), (3, -1.0)):
        x = cx - inward * top_dx
        seats.append(
            SeatArea(
                slot=slot,
                hand=QPointF(x, top_y),
                vertical=False,
                turn=0.0,
                hand_height=top_h,
                overlap=top_overlap,
                plate=QPointF(x, top_plate_y),
                plate_anchor="centre",
                trick=trick_spot(slot),
                tilt=TRICK_TILT[slot],
                shown=QPointF(x + inward * (shown_w * 0.6 + gap * 0.5), top_row_y),
                pile=QPointF(x - inward * (pile_h * 0.5 + gap * 0.5), top_row_y),
                bubble=QPointF(x + inward * top_half * 0.6, top_bottom + font_px),
                inward=inward,
                plate_span=(margin + corner_w + gap, cx - squint_half)
                if inward > 0
                else (cx + squint_half, w - margin - corner_w - gap),
            )
        )
    seats.sort(key=lambda area: area.slot)
    return SquintLayout(
        size=size,
        margin=margin,
        font_px=font_px,
        card_height=card_h,
        small_height=small_h,
        trick_height=trick_h,
        shown_height=shown_h,
        pile_height=pile_h,
        middle=middle,
        centre=centre,
        squint=QPointF(cx, margin + small_h / 2),
        squint_label=QPointF(cx, margin + small_h + font_px * 0.9),
        bar_anchor=QPointF(cx, bar_bottom),
        bar_limits=QRectF(margin, margin, w - 2 * margin, h - 2 * margin),
        bar_top=bar_top,
        hand_max_width=hand_max_width,
        drop=QRectF(0, 0, w, bar_top),
        info=info,
        standings=standings,
        seats=tuple(seats),
    )
