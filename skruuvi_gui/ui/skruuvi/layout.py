"""Where everything sits on the Skruuvi table for a given window size.

Pure geometry, recomputed on every resize. The own hand runs along the bottom (up to 16
cards while the taker holds the centre cards), partner's across the top, the opponents' down
the sides. The corners at the top hold the bidding history (left) and the contract panel
(right); the trick, the centre cards and the bidding box share the middle.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize

from skruuvi_gui.ui.cards import CARD_ASPECT
from skruuvi_gui.ui.table.hand import Side
from skruuvi_gui.ui.table.layout_parts import (
    HandFan,
    TrickLayout,
    felt_measures,
    hidden_length,
    trick_band,
)
from skruuvi_gui.ui.table.seat_places import SeatPlace, hand_turn

#: The most cards one hand holds: the taker with the four centre cards.
MAX_HAND = 16
#: Overlap of face-down hands (share of a card's width between two cards).
HIDDEN_OVERLAP = 0.27
#: The own hand's fan.
HAND_FAN = HandFan(tilt=1.1, arc=0.0028)
#: The share of the height the corner panels may take, and of the width at least.
CORNER_HEIGHT = 0.3
CORNER_WIDTH = 0.34
#: On a table shorter than this (a 1024 x 600 screen's), the side hands overlap more, down
#: to ``TIGHT_OVERLAP``, and the corner panels take the height that frees: the bidding
#: history shows more of its rows instead of scrolling them away.
ROOMY_HEIGHT = 720
TIGHT_OVERLAP = 0.18


@dataclass(frozen=True, slots=True)
class SeatArea(SeatPlace):
    """One seat's place at its ``side``, and its card in the trick."""

    side: Side
    trick: QPointF


@dataclass(frozen=True, slots=True)
class SkruuviLayout(TrickLayout):
    """The Skruuvi table's places for one size, beside what every table of tricks has."""

    history: QRectF
    info: QRectF
    seats: dict[Side, SeatArea]


def compute_layout(size: QSize, card_scale: float = 1.0) -> SkruuviLayout:
    """The layout for a table of ``size``, its cards ``card_scale`` times the usual size."""
    felt = felt_measures(size, card_scale)
    w, h, margin, font_px, card_h, small_h = felt
    gap = margin
    trick_h = card_h * 0.78
    pile_h = small_h * 0.72
    small_w = small_h * CARD_ASPECT
    trick_w, pile_w = trick_h * CARD_ASPECT, pile_h * CARD_ASPECT
    plate_h = font_px * 3.1
    plate_room = font_px * 11
    cx = w / 2

    # Bottom band: the own hand, the lift above it, the prompt line above that.
    hand_y, bar_bottom, bar_top, hand_max_width, hand_half = trick_band(
        felt, max_hand=MAX_HAND, hand_fan=HAND_FAN, foot=0.6, drop=0.06, plate_room=plate_room
    )

    # Top band: partner's hand, its plate under it.
    top_hand_y = margin + small_h / 2
    corner_w = max(
        w * CORNER_WIDTH, cx - hidden_length(MAX_HAND, small_w, HIDDEN_OVERLAP) / 2 - gap - margin
    )
    top_room = w - 2 * (margin + corner_w + gap)
    top_overlap = min(HIDDEN_OVERLAP, (top_room / small_w - 1) / (MAX_HAND - 1))
    top_plate_y = margin + small_h + gap * 0.6 + plate_h / 2
    side_overlap = max(TIGHT_OVERLAP, min(HIDDEN_OVERLAP, HIDDEN_OVERLAP * h / ROOMY_HEIGHT))
    side_len = hidden_length(13, small_w, side_overlap)
    corner_h = h * CORNER_HEIGHT + hidden_length(13, small_w, HIDDEN_OVERLAP) - side_len
    history = QRectF(margin, margin, corner_w, corner_h)
    info = QRectF(w - margin - corner_w, margin, corner_w, corner_h)

    # The middle: between partner's plate and the prompt line, inside the side hands.
    side_x = margin + small_h / 2
    middle = QRectF(
        margin + small_h + gap * 2,
        top_plate_y + plate_h / 2 + gap,
        w - 2 * (margin + small_h + gap * 2),
        bar_top - gap - (top_plate_y + plate_h / 2 + gap),
    )
    centre = middle.center()
    reach_y = min(trick_h * 0.48, (middle.height() - trick_h) / 2)
    reach_x = trick_w * 0.78

    # The sides: a plate under the corner panel, the hand below it.
    side_plate_y = margin + corner_h + gap + plate_h / 2
    side_hand_y = side_plate_y + plate_h / 2 + gap + side_len / 2
    seats: dict[Side, SeatArea] = {
        Side.BOTTOM: SeatArea(
            side=Side.BOTTOM,
            hand=QPointF(cx, hand_y),
            vertical=False,
            turn=0.0,
            hand_height=card_h * 0.8,
            overlap=HIDDEN_OVERLAP,
            plate=QPointF(cx - hand_half - gap, hand_y + card_h * 0.1),
            plate_anchor="right",
            trick=QPointF(cx, centre.y() + reach_y),
            pile=QPointF(cx + hand_half + gap + plate_room / 2, hand_y + card_h * 0.1),
            bubble=QPointF(cx, bar_top - font_px * 1.6),
        ),
        Side.TOP: SeatArea(
            side=Side.TOP,
            hand=QPointF(cx, top_hand_y),
            vertical=False,
            turn=0.0,
            hand_height=small_h,
            overlap=top_overlap,
            plate=QPointF(cx, top_plate_y),
            plate_anchor="centre",
            trick=QPointF(cx, centre.y() - reach_y),
            # Left of partner's plate, but never under the bidding history in the corner.
            pile=QPointF(
                max(cx - font_px * 6 - gap - pile_w, history.right() + gap + pile_w / 2),
                top_plate_y,
            ),
            bubble=QPointF(cx, top_plate_y + plate_h * 0.5 + font_px * 1.4),
        ),
    }
    for side, x in ((Side.LEFT, side_x), (Side.RIGHT, w - side_x)):
        inward = 1.0 if side is Side.LEFT else -1.0
        seats[side] = SeatArea(
            side=side,
            hand=QPointF(x, side_hand_y),
            vertical=True,
            turn=hand_turn(side),
            hand_height=small_h,
            overlap=side_overlap,
            plate=QPointF(margin if side is Side.LEFT else w - margin, side_plate_y),
            plate_anchor="left" if side is Side.LEFT else "right",
            trick=QPointF(centre.x() - inward * reach_x, centre.y()),
            # Inward of the hand's upper end, under the seat's plate: near its owner, not
            # down beside the own hand where it would pass for one's own.
            pile=QPointF(
                x + inward * (small_h / 2 + gap + pile_h / 2),
                side_hand_y - side_len / 2 + pile_w / 2,
            ),
            bubble=QPointF(x + inward * (small_h / 2 + gap + font_px * 3), side_hand_y),
        )
    drop = QRectF(0, 0, w, bar_top)
    return SkruuviLayout(
        size=size,
        margin=margin,
        font_px=font_px,
        card_height=card_h,
        small_height=small_h,
        trick_height=trick_h,
        pile_height=pile_h,
        middle=middle,
        centre=centre,
        bar_anchor=QPointF(cx, bar_bottom),
        bar_limits=QRectF(margin, margin, w - 2 * margin, h - 2 * margin),
        hand_max_width=hand_max_width,
        drop=drop,
        history=history,
        info=info,
        seats=seats,
    )
