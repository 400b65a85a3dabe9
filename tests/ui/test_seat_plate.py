"""A seat plate holds its name whole when nothing narrows it: it is measured with the room
its colour dot and the name take when drawn."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter
from pytestqt.qtbot import QtBot

from skruuvi_gui.ui.table.seat_plate import SeatPlate


@pytest.mark.parametrize("name", ["Aino", "Maija", "Wolfgang-Amadeus", "Ww"])
@pytest.mark.parametrize("font_px", [11.0, 14.0, 19.0])
def test_the_name_fits_the_plate_it_measured(qtbot: QtBot, name: str, font_px: float) -> None:
    plate = SeatPlate()
    plate.set_font_px(font_px)
    plate.set_colour(QColor("#e76f51"))
    plate.set_name(name)
    drawn: list[tuple[str, float]] = []

    class Listening(QPainter):
        def drawText(self, *args: object) -> None:  # type: ignore[override]  # noqa: N802
            rect, _, text = args
            drawn.append((str(text), rect.width()))  # type: ignore[attr-defined]

    image = QImage(400, 100, QImage.Format.Format_ARGB32)
    painter = Listening(image)
    painter.translate(200, 50)
    plate.paint(painter, None)  # type: ignore[arg-type]
    painter.end()
    font = QFont()
    font.setPixelSize(round(font_px))
    font.setBold(True)
    (written, room), *_ = drawn
    assert written == name
    assert room >= QFontMetricsF(font).horizontalAdvance(name)
