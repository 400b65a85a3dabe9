"""What every game's layout computes alike: the felt's measures, the band of the own hand
and the prompt line along the bottom, its cards' widths from their heights, the own hand's
fan, and the length of a face-down hand."""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF, QSize

from skruuvi_gui.ui.cards import CARD_ASPECT
from skruuvi_gui.ui.table.card_item import CHOSEN_LIFT
from skruuvi_gui.ui.table.hand import Spot, fan, fan_width


class FeltMeasures(NamedTuple):
    """What a layout starts from: the felt's width and height, the margin kept from its
    edges (also the gap between things), the height of text, and the heights of the own
    cards and of the others' smaller ones."""

    width: float
    height: float
    margin: float
    font_px: float
    card_height: float
    small_height: float


def felt_measures(size: QSize, card_scale: float) -> FeltMeasures:
    """The measures of a felt of ``size``: the own cards about 18 % of its height (never
    under 90 px) times ``card_scale``, the others' 70 % of that, text after the size of a
    1280 x 800 table."""
    w, h = float(size.width()), float(size.height())
    card_h = max(90.0, h * 0.18) * card_scale
    return FeltMeasures(
        width=w,
        height=h,
        margin=max(10.0, h * 0.015),
        font_px=max(12.0, min(19.0, 15.0 * min(w / 1280, h / 800))),
        card_height=card_h,
        small_height=card_h * 0.7,
    )


class HandFan(NamedTuple):
    """How the own hand fans: degrees of tilt per card out from the middle, and drop per
    card squared (in card heights)."""

    tilt: float
    arc: float


class OwnBand(NamedTuple):
    """The bottom band: the centre line of the own hand, and the prompt line's bottom and
    top above the lift of a chosen card."""

    hand_y: float
    bar_bottom: float
    bar_top: float


def own_band(
    felt: FeltMeasures,
    *,
    max_hand: int,
    hand_fan: HandFan,
    foot: float,
    drop: float,
    bar_gap: float,
    bar_lines: float,
) -> OwnBand:
    """The own hand of up to ``max_hand`` cards ``foot`` margins above the bottom, its outer
    cards dropped as ``hand_fan`` drops them and ``drop`` card heights more; the prompt line
    ``bar_lines`` lines of text tall, ``bar_gap`` above a chosen card's lift."""
    outer = (max_hand - 1) / 2
    card_h = felt.card_height
    hand_y = felt.height - felt.margin * foot - card_h * (0.5 + hand_fan.arc * outer * outer + drop)
    bar_bottom = hand_y - card_h / 2 - CHOSEN_LIFT * card_h - bar_gap
    return OwnBand(hand_y, bar_bottom, bar_bottom - felt.font_px * bar_lines)


class TrickBand(NamedTuple):
    """The bottom band of a table of tricks: ``OwnBand``'s lines, the widest the own hand
    may fan, and half the width its fullest hand takes."""

    hand_y: float
    bar_bottom: float
    bar_top: float
    hand_max_width: float
    hand_half: float


def trick_band(
    felt: FeltMeasures,
    *,
    max_hand: int,
    hand_fan: HandFan,
    foot: float,
    drop: float,
    plate_room: float,
) -> TrickBand:
    """The bottom band of a table of tricks (see ``own_band``): the prompt line 2.7 lines of
    text tall, the own hand at most 8.4 cards wide and clear of the ``plate_room`` kept for
    a plate on either side of it."""
    hand_y, bar_bottom, bar_top = own_band(
        felt,
        max_hand=max_hand,
        hand_fan=hand_fan,
        foot=foot,
        drop=drop,
        bar_gap=felt.font_px * 0.6,
        bar_lines=2.7,
    )
    card_w = felt.card_height * CARD_ASPECT
    margin = felt.margin
    hand_max_width = min(felt.width - 2 * (margin + plate_room + margin), card_w * 8.4)
    hand_half = fan_width(max_hand, card_w, hand_max_width) / 2
    return TrickBand(hand_y, bar_bottom, bar_top, hand_max_width, hand_half)


class CardSizes:
    """The widths of a layout's own cards and of the others' smaller ones, from the heights
    the layout holds, and the own hand fanned within the width it may take."""

    __slots__ = ()

    card_height: float
    small_height: float
    hand_max_width: float

    @property
    def card_width(self) -> float:
        return self.card_height * CARD_ASPECT

    @property
    def small_width(self) -> float:
        return self.small_height * CARD_ASPECT

    def own_fan(self, count: int, centre: QPointF, tilt: float, arc: float) -> list[Spot]:
        """Where the own hand's ``count`` cards go about ``centre``: each tilted ``tilt``
        degrees a step out, and dropped ``arc`` card heights a step squared."""
        return fan(
            count,
            centre,
            self.card_width,
            self.hand_max_width,
            tilt=tilt,
            arc=self.card_height * arc,
        )


class TrickCardSizes(CardSizes):
    """The card sizes of a game of tricks, whose cards in the trick have a size of their own."""

    __slots__ = ()

    trick_height: float

    @property
    def trick_width(self) -> float:
        return self.trick_height * CARD_ASPECT


@dataclass(frozen=True, slots=True)
class TrickLayout(TrickCardSizes):
    """What the layout of every table of tricks holds: its size and measures, the heights
    of the cards in the trick and on the won piles, the middle and its centre, where the
    prompt line stands and may reach, and where a card dragged counts as played."""

    size: QSize
    margin: float
    font_px: float
    card_height: float
    small_height: float
    trick_height: float
    pile_height: float
    hand_max_width: float
    middle: QRectF
    centre: QPointF
    bar_anchor: QPointF
    bar_limits: QRectF
    drop: QRectF


def hidden_length(count: int, small_width: float, overlap: float) -> float:
    """How long a face-down hand of ``count`` cards is, each overlapping the next by
    ``overlap`` of a card's width."""
    return small_width * (1 + overlap * max(0, count - 1))
