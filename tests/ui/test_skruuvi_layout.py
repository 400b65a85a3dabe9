"""Where the Skruuvi table puts each seat's things: the other seats' piles of won tricks lie
by their own plates, at every table size, never down beside the person's hand (whose own
pile lies beside it)."""

from __future__ import annotations

from math import dist

import pytest
from PySide6.QtCore import QPointF, QSize

from skruuvi_gui.ui.skruuvi.layout import compute_layout
from skruuvi_gui.ui.table.hand import Side


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
