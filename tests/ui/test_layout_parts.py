"""The measures every table's layout starts from, and the band of the own hand."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize

from skruuvi_gui.ui.table.card_item import CHOSEN_LIFT
from skruuvi_gui.ui.table.layout_parts import HandFan, felt_measures, own_band


def test_a_felt_of_1280_by_800_measures_as_the_tables_were_drawn_for() -> None:
    felt = felt_measures(QSize(1280, 800), 1.0)
    assert felt == pytest.approx((1280.0, 800.0, 12.0, 15.0, 144.0, 100.8))


def test_a_small_felt_keeps_its_cards_and_text_readable() -> None:
    felt = felt_measures(QSize(800, 450), 1.25)
    assert felt.margin == 10.0
    assert felt.font_px == 12.0
    assert felt.card_height == pytest.approx(90.0 * 1.25)
    assert felt.small_height == pytest.approx(90.0 * 1.25 * 0.7)


def test_the_prompt_line_stands_above_a_chosen_cards_lift() -> None:
    felt = felt_measures(QSize(1280, 800), 1.0)
    band = own_band(
        felt,
        max_hand=3,
        hand_fan=HandFan(tilt=1.0, arc=0.01),
        foot=0.5,
        drop=0.05,
        bar_gap=4,
        bar_lines=2,
    )
    # Two cards out, each one step of 1 % a card height down, and 5 % more.
    assert band.hand_y == pytest.approx(800 - 6 - 144 * (0.5 + 0.01 + 0.05))
    assert band.bar_bottom == pytest.approx(band.hand_y - 72 - CHOSEN_LIFT * 144 - 4)
    assert band.bar_top == pytest.approx(band.bar_bottom - 30)
