"""Where the Skruuvi table puts each seat's things: the other seats' piles of won tricks lie
by their own plates, at every table size, never down beside the person's hand (whose own
pile lies beside it)."""

from __future__ import annotations

from math import dist

import pytest
from PySide6.QtCore import QPointF, QSize

from skruuvi_gui.ui.skruuvi.layout import CORNER_HEIGHT, HIDDEN_OVERLAP, compute_layout
from skruuvi_gui.ui.table.hand import Side
from skruuvi_gui.ui.table.layout_parts import hidden_length


def far(a: QPointF, b: QPointF) -> float:
    return dist((a.x(), a.y()), (b.x(), b.y()))


@pytest.mark.parametrize("size", [QSize(1280, 800), QSize(700, 560), QSize(1920, 1080)])
def test_each_other_seats_pile_lies_by_its_own_plate(size: QSize) -> None:
    layout = compute_layout(size)
    bottom = layout.seats[Side.BOTTOM]
    for side in (Side.LEFT, Side.TOP, Side.RIGHT):
        area = layout.seats[side]
        others = [other.plate for key, other in layout.seats.items() if key is not side]
        assert all(far(area.pile, area.plate) < far(area.pile, plate) for plate in others), side
    for side in (Side.LEFT, Side.RIGHT):
        area = layout.seats[side]
        assert area.pile.y() < area.hand.y() < bottom.hand.y()


#: What the table has beside the score sheet on a 1024 x 600 screen.
SHORT_TABLE = QSize(700, 530)


@pytest.mark.parametrize("size", [QSize(980, 740), QSize(1280, 800), QSize(1900, 1000)])
def test_a_roomy_table_keeps_its_corners_and_side_hands(size: QSize) -> None:
    layout = compute_layout(size)
    assert layout.history.height() == pytest.approx(size.height() * CORNER_HEIGHT)
    for side in (Side.LEFT, Side.RIGHT):
        assert layout.seats[side].overlap == HIDDEN_OVERLAP


def test_a_short_table_overlaps_the_side_hands_more_and_gives_the_history_their_room() -> None:
    """On a 1024 x 600 screen the bidding history takes the height the closer side hands
    free, and those hands end where they did, above the person's own plate."""
    layout = compute_layout(SHORT_TABLE)
    tight = layout.seats[Side.LEFT].overlap
    assert tight < HIDDEN_OVERLAP
    freed = hidden_length(13, layout.small_width, HIDDEN_OVERLAP) - hidden_length(
        13, layout.small_width, tight
    )
    assert layout.history.height() == pytest.approx(SHORT_TABLE.height() * CORNER_HEIGHT + freed)
    assert layout.history.height() > SHORT_TABLE.height() * CORNER_HEIGHT + 30
    for side in (Side.LEFT, Side.RIGHT):
        area = layout.seats[side]
        end = area.hand.y() + hidden_length(13, layout.small_width, tight) / 2
        assert area.plate.y() > layout.history.bottom()
        own_plate = layout.seats[Side.BOTTOM].plate
        assert end < own_plate.y() - layout.font_px * 3.1 / 2
