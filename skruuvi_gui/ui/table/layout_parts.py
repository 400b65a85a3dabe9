"""What every game's layout computes alike: its cards' widths from their heights, the own
hand's fan, and the length of a face-down hand."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from skruuvi_gui.ui.cards import CARD_ASPECT
from skruuvi_gui.ui.table.hand import Spot, fan


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


def hidden_length(count: int, small_width: float, overlap: float) -> float:
    """How long a face-down hand of ``count`` cards is, each overlapping the next by
    ``overlap`` of a card's width."""
    return small_width * (1 + overlap * max(0, count - 1))
