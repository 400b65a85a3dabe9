"""Where everything sits on the cribbage table for a given window size and number of seats.

Pure geometry, recomputed on every resize: the own hand at the bottom (about 18 % of the
height, never under 90 px), the others at 70 % of that, the board at the right, the pack at
the left, the running count in the middle, each seat's series in front of it. In the show a
counted hand goes back where its seat held the cards, so that the middle, between the series,
is left to the hand being counted: its heading, its row and the words under it.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize

from skruuvi_gui.ui.cards import CARD_ASPECT
from skruuvi_gui.ui.table.hand import Side, fan_width
from skruuvi_gui.ui.table.layout_parts import CardSizes, HandFan, felt_measures, own_band
from skruuvi_gui.ui.table.seat_places import SeatPlace, hand_turn

#: Own hand size at the deal (two players) and the series a seat can hold at most.
MAX_HAND = 6
MAX_SERIES = 4
SERIES_OVERLAP = 0.42
HIDDEN_OVERLAP = 0.3
CRIB_STEP = 0.14
#: A counted hand laid back face up: each card this many card widths right of the one before.
SHOWN_STEP = 0.5
#: Cards in a counted hand (four in every form of the game).
SHOWN_CARDS = 4
#: The own hand's fan.
HAND_FAN = HandFan(tilt=2.2, arc=0.008)


@dataclass(frozen=True, slots=True)
class SeatArea(SeatPlace):
    """One seat's place at its ``side``, its series from ``series_left`` on, and its crib.
    ``bubble`` is where a score bubble starts: see ``bubble_centre``. ``shown`` is where the
    first card of the seat's counted hand lies once counted, where the seat held its cards
    (clear of the crib beside them), each next card ``shown_step`` on, all turned
    ``shown_turn`` degrees as the seat's hand is."""

    side: Side
    series_left: QPointF
    crib: QPointF
    shown: QPointF
    shown_step: QPointF
    shown_turn: float = 0.0

    def bubble_centre(self, width: float) -> QPointF:
        """Where a bubble ``width`` wide is centred. The top and bottom seats' bubbles stand
        to the right of their series, their left end at ``bubble``: the middle between the
        two series is the show's, where the counted hand's heading comes up while the last
        bubble of the play ("+1 last card") is still in the air. The side seats' bubbles are
        centred on ``bubble``, above their series."""
        if self.side in (Side.TOP, Side.BOTTOM):
            return self.bubble + QPointF(width / 2, 0)
        return self.bubble


@dataclass(frozen=True, slots=True)
class CribbageLayout(CardSizes):
    size: QSize
    card_height: float
    small_height: float
    series_height: float
    show_height: float
    font_px: float
    board: QRectF
    play: QRectF
    count: QPointF
    pack: QPointF
    show_row: QPointF
    bar_anchor: QPointF
    hand_max_width: float
    drop: QRectF
    seats: dict[Side, SeatArea]

    @property
    def series_width(self) -> float:
        return self.series_height * CARD_ASPECT


def compute_layout(
    size: QSize, sides: tuple[Side, ...], tracks: int, card_scale: float = 1.0
) -> CribbageLayout:
    """The layout for a table of ``size`` with seats at ``sides`` and ``tracks`` board tracks,
    its cards ``card_scale`` times the usual size."""
    felt = felt_measures(size, card_scale)
    w, h, margin, font_px, card_h, small_h = felt
    series_h = card_h * 0.78
    card_w, small_w, series_w = card_h * CARD_ASPECT, small_h * CARD_ASPECT, series_h * CARD_ASPECT

    widen = 1.22 if tracks > 2 else 1.12 if len(sides) == 4 else 1.0
    board_w = max(150.0, min(215.0, w * 0.145)) * widen
    board = QRectF(w - margin - board_w, margin, board_w, h - 2 * margin)
    play = QRectF(margin, margin, board.left() - 2 * margin, h - 2 * margin)
    cx = play.center().x()
    gap = margin

    # Bottom band: the own hand, the lift above it, the prompt line above that.
    hand_y, bar_bottom, bar_top = own_band(
        felt, max_hand=MAX_HAND, hand_fan=HAND_FAN, foot=0.8, drop=0.05, bar_gap=4, bar_lines=2.6
    )
    hand_max_width = min(play.width() * 0.52, card_w * 4.6)
    hand_half = fan_width(MAX_HAND, card_w, hand_max_width) / 2

    # Top band: the opposite seat's hand.
    top_hand_y = margin + small_h / 2
    top_series_y = margin + small_h + gap + series_h / 2
    bottom_series_y = bar_top - gap - series_h / 2
    count_y = (top_series_y + series_h / 2 + bottom_series_y - series_h / 2) / 2
    series_span = series_w * (1 + SERIES_OVERLAP * (MAX_SERIES - 1))
    crib_w = small_w * (1 + CRIB_STEP * 3)
    shown_half = small_w * (1 + SHOWN_STEP * (SHOWN_CARDS - 1)) / 2

    def held_spread(hand: QPointF, crib: QPointF) -> QPointF:
        """The first card of a counted hand laid back at ``hand``, kept a gap left of the
        counted crib's cards (their first card's centre half a card left of ``crib``)."""
        crib_left = crib.x() - small_w
        centre = min(hand.x(), crib_left - gap - shown_half)
        return QPointF(centre - shown_half + small_w / 2, hand.y())

    seats: dict[Side, SeatArea] = {}
    bottom_crib = QPointF(cx + hand_half + gap * 2 + crib_w / 2, hand_y)
    seats[Side.BOTTOM] = SeatArea(
        side=Side.BOTTOM,
        hand=QPointF(cx, hand_y),
        vertical=False,
        turn=0.0,
        hand_height=card_h * 0.85,
        overlap=HIDDEN_OVERLAP,
        plate=QPointF(cx - hand_half - gap * 1.5, hand_y + card_h * 0.12),
        plate_anchor="right",
        series_left=QPointF(cx - series_span / 2 + series_w / 2, bottom_series_y),
        pile=QPointF(cx - series_span / 2 - small_w * 0.9, bottom_series_y),
        crib=bottom_crib,
        bubble=QPointF(cx + series_span / 2 + gap, bottom_series_y),
        shown=held_spread(QPointF(cx, hand_y), bottom_crib),
        shown_step=QPointF(small_w * SHOWN_STEP, 0),
    )
    top_half = small_w * (1 + HIDDEN_OVERLAP * (MAX_HAND - 1)) / 2
    top_crib = QPointF(cx + top_half + gap * 2 + crib_w / 2, top_hand_y)
    seats[Side.TOP] = SeatArea(
        side=Side.TOP,
        hand=QPointF(cx, top_hand_y),
        vertical=False,
        turn=0.0,
        hand_height=small_h,
        overlap=HIDDEN_OVERLAP,
        plate=QPointF(cx - top_half - gap * 1.5, top_hand_y),
        plate_anchor="right",
        series_left=QPointF(cx - series_span / 2 + series_w / 2, top_series_y),
        pile=QPointF(cx - series_span / 2 - small_w * 0.9, top_series_y),
        crib=top_crib,
        bubble=QPointF(cx + series_span / 2 + gap, top_series_y),
        shown=held_spread(QPointF(cx, top_hand_y), top_crib),
        shown_step=QPointF(small_w * SHOWN_STEP, 0),
    )
    side_hand_len = small_w * (1 + HIDDEN_OVERLAP * 4)
    side_y = count_y - small_h * 0.1
    for side, x_hand in (
        (Side.LEFT, play.left() + small_h / 2),
        (Side.RIGHT, play.right() - small_h / 2),
    ):
        inward = 1.0 if side is Side.LEFT else -1.0
        series_x = x_hand + inward * (small_h / 2 + gap * 1.6)
        series_left = series_x + (series_w / 2 if inward > 0 else -series_span + series_w / 2)
        # Down the side, as the hand was held: as long as the hand of five, face-down.
        shown_step = (side_hand_len - small_w) / (SHOWN_CARDS - 1)
        seats[side] = SeatArea(
            side=side,
            hand=QPointF(x_hand, side_y),
            vertical=True,
            turn=hand_turn(side),
            hand_height=small_h,
            overlap=HIDDEN_OVERLAP,
            plate=QPointF(
                play.left() if side is Side.LEFT else play.right(),
                side_y - side_hand_len / 2 - gap,
            ),
            plate_anchor="above_left" if side is Side.LEFT else "above_right",
            series_left=QPointF(series_left, side_y),
            pile=QPointF(
                series_left - series_w / 2 + small_w / 2,
                side_y + series_h / 2 + gap + small_h / 2,
            ),
            crib=QPointF(x_hand, side_y + side_hand_len / 2 + gap + small_h / 2),
            bubble=QPointF(series_left + series_span / 2 - series_w / 2, side_y - series_h * 0.7),
            shown=QPointF(x_hand, side_y - side_hand_len / 2 + small_w / 2),
            shown_step=QPointF(0, shown_step),
            shown_turn=90.0 if side is Side.LEFT else -90.0,
        )
    if Side.LEFT in sides:
        pack = QPointF(play.left() + small_w / 2 + 4, margin + small_h / 2)
    else:
        pack = QPointF(play.left() + small_w / 2 + gap, count_y)
    show_height = min(card_h * 0.92, (bottom_series_y - top_series_y) * 0.62)
    drop = QRectF(play.left(), play.top(), play.width(), bar_top - play.top())
    return CribbageLayout(
        size=size,
        card_height=card_h,
        small_height=small_h,
        series_height=series_h,
        show_height=show_height,
        font_px=font_px,
        board=board,
        play=play,
        count=QPointF(cx, count_y),
        pack=pack,
        show_row=QPointF(cx, count_y),
        bar_anchor=QPointF(cx, bar_bottom),
        hand_max_width=hand_max_width,
        drop=drop,
        seats={side: seats[side] for side in sides},
    )
