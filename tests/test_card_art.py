"""The committed card deck and icon are complete, plain SVG, and exactly what the script draws."""

from __future__ import annotations

import importlib.util
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtCore import QByteArray, QRectF, qInstallMessageHandler
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication

from skruuvi_gui.cards import FULL_DECK

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "scripts" / "make_cards.py"
CARDS = ROOT / "resources" / "cards"
ICON = ROOT / "resources" / "icons" / "app.svg"
DECKS = ("standard", "four_colour")
BACKS = ("back_blue", "back_red")
SVG = "{http://www.w3.org/2000/svg}"
CARD_VIEWBOX = "0 0 250 350"
# Elements QSvgRenderer ignores or that would reach outside the file.
FORBIDDEN = {"style", "filter", "mask", "pattern", "clipPath", "image", "use", "script"}


def load_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_cards", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while being built
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def make_cards() -> ModuleType:
    return load_script()


def card_files() -> list[Path]:
    faces = [CARDS / deck / f"{card}.svg" for deck in DECKS for card in FULL_DECK]
    return faces + [CARDS / f"{back}.svg" for back in BACKS]


def all_files() -> list[Path]:
    return [*card_files(), ICON]


def test_every_card_of_both_decks_and_both_backs_exist() -> None:
    for deck in DECKS:
        names = {path.stem for path in (CARDS / deck).glob("*.svg")}
        assert names == {str(card) for card in FULL_DECK}
    assert len(card_files()) == 2 * 52 + 2
    assert all(path.is_file() for path in all_files())


def test_files_are_svg_and_cards_share_one_viewbox() -> None:
    for path in card_files():
        root = ET.parse(path).getroot()
        assert root.tag == f"{SVG}svg", path
        assert root.get("viewBox") == CARD_VIEWBOX, path
    assert ET.parse(ICON).getroot().get("viewBox") == "0 0 256 256"


def test_only_plain_self_contained_svg() -> None:
    for path in all_files():
        for element in ET.parse(path).getroot().iter():
            assert element.tag.removeprefix(SVG) not in FORBIDDEN, path
            for name, value in element.attrib.items():
                assert "href" not in name, path
                assert "url(" not in value or value.startswith("url(#"), path


def test_script_reproduces_the_committed_files(make_cards: ModuleType, tmp_path: Path) -> None:
    written = make_cards.write_files(tmp_path)
    relative = {path.relative_to(tmp_path) for path in written}
    assert relative == {path.relative_to(ROOT) for path in all_files()}
    for path in written:
        committed = ROOT / path.relative_to(tmp_path)
        assert path.read_bytes() == committed.read_bytes(), f"{committed} is stale"


def test_script_output_is_stable(make_cards: ModuleType) -> None:
    assert make_cards.generated_files() == make_cards.generated_files()


@pytest.mark.parametrize(("rank", "pips"), [(str(n), n) for n in range(2, 10)] + [("T", 10)])
def test_pip_layouts_have_one_pip_per_spot(make_cards: ModuleType, rank: str, pips: int) -> None:
    layout = make_cards.pip_layout(rank)
    assert len(layout) == pips
    assert len(set(layout)) == pips
    # Traditional layouts are symmetric left to right and top to bottom, except the 7.
    spots = {(round(x, 6), round(y, 6)) for x, y in layout}
    mirrored = {(round(250 - x, 6), round(350 - y, 6)) for x, y in layout}
    assert (mirrored == spots) == (rank != "7")


def render(svg: Path, width: int = 250, height: int = 350) -> QImage:
    renderer = QSvgRenderer(str(svg))
    assert renderer.isValid(), svg
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(QColor("#000000"))
    painter = QPainter(image)
    renderer.render(painter, QRectF(0, 0, width, height))
    painter.end()
    return image


@pytest.mark.parametrize(
    ("deck", "card", "ink"),
    [
        ("standard", "4H", "#cc1f2d"),
        ("standard", "4D", "#cc1f2d"),
        ("standard", "4C", "#1c1c1c"),
        ("four_colour", "4C", "#17813c"),
        ("four_colour", "4D", "#1f55c4"),
        ("four_colour", "KS", "#1c1c1c"),
    ],
)
def test_corner_suit_has_the_suit_ink(qapp: QApplication, deck: str, card: str, ink: str) -> None:
    image = render(CARDS / deck / f"{card}.svg")
    # The small suit symbol of the index sits at (31, 94), turned about the card centre below.
    assert image.pixelColor(31, 94).name() == ink
    assert image.pixelColor(250 - 31, 350 - 94).name() == ink
    assert image.pixelColor(125, 3).name() == "#ffffff"


def test_qt_draws_every_file_without_complaint(qapp: QApplication) -> None:
    messages: list[str] = []
    previous = qInstallMessageHandler(lambda _kind, _context, text: messages.append(text))
    try:
        for path in all_files():
            renderer = QSvgRenderer(QByteArray(path.read_bytes()))
            assert renderer.isValid(), path
            image = QImage(50, 70, QImage.Format.Format_ARGB32)
            painter = QPainter(image)
            renderer.render(painter)
            painter.end()
    finally:
        qInstallMessageHandler(previous)
    assert messages == []
