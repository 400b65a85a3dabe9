"""Card pixmaps: rendered at the device's pixel size, once, in either deck."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from skruuvi_gui.cards import Card
from skruuvi_gui.ui.cards import CardRenderer


@pytest.fixture
def renderer(qtbot: QtBot) -> CardRenderer:
    return CardRenderer()


def test_a_face_is_rendered_at_size_times_device_pixel_ratio(renderer: CardRenderer) -> None:
    pixmap = renderer.face(Card.parse("TH"), 140, 2.0)
    assert (pixmap.width(), pixmap.height()) == (200, 280)
    assert pixmap.devicePixelRatio() == 2.0
    assert pixmap.deviceIndependentSize().height() == pytest.approx(140)


def test_pixmaps_are_cached_per_size_and_deck(renderer: CardRenderer) -> None:
    card = Card.parse("QD")
    first = renderer.face(card, 100, 1.0)
    assert renderer.face(card, 100, 1.0).cacheKey() == first.cacheKey()
    assert renderer.face(card, 101, 1.0).cacheKey() != first.cacheKey()
    four = renderer.face(card, 100, 1.0, four_colour=True)
    assert four.cacheKey() != first.cacheKey()
    assert four.toImage() != first.toImage()


def test_backs_come_in_blue_and_red(renderer: CardRenderer) -> None:
    blue = renderer.back("blue", 90, 1.0).toImage()
    red = renderer.back("red", 90, 1.0).toImage()
    centre = (blue.width() // 2, blue.height() // 3)
    assert blue.pixelColor(*centre).blue() > blue.pixelColor(*centre).red()
    assert red.pixelColor(*centre).red() > red.pixelColor(*centre).blue()
    with pytest.raises(ValueError, match="green"):
        renderer.back("green", 90, 1.0)
