"""The Squint deal panel in its corner: detail lines that do not fit are left out from the
bottom, one by one, so the first ones (the bid cards, the declarations) still show."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QLabel, QWidget
from pytestqt.qtbot import QtBot

from skruuvi_gui.ui.squint.panels import DealPanel


def test_details_that_do_not_fit_are_left_out_from_the_bottom(qtbot: QtBot) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    panel = DealPanel(parent)
    lines = [f"Detail line number {n}" for n in range(1, 13)]
    panel.set_content("Deal 1", ["Misère: Liisa"], "", lines)
    panel.set_area(QRectF(0, 0, 260, 10_000))
    whole = panel.height()
    panel.set_area(QRectF(0, 0, 260, whole * 0.7))
    details = panel.findChild(QLabel, "details")
    assert details is not None and details.isVisibleTo(panel)
    shown = details.text().split("<br>")
    assert 0 < len(shown) < len(lines)
    assert shown == lines[: len(shown)]
    assert panel.height() <= whole * 0.7
    assert "Detail line number 12" in panel.text()  # still said to a screen reader
