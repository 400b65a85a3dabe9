"""Card faces and backs from the project's SVG deck, rendered to pixmaps at the exact size.

Each SVG is parsed once; each (card or back, height, device pixel ratio, four-colour) pixmap
is rendered once and kept, so cards stay sharp on HiDPI screens and scale with the window
without re-rendering on every paint.
"""

from __future__ import annotations

from collections import OrderedDict
from functools import cache
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from skruuvi_gui.cards import Card
from skruuvi_gui.paths import resource_path

#: Width over height of every card in the deck (the SVG viewBox is 250 x 350).
CARD_ASPECT = 250 / 350

CARD_BACKS: tuple[str, ...] = ("blue", "red")

_CACHE_LIMIT = 400


class CardRenderer:
    """SVG deck to pixmap cache keyed by (card or back, height px, dpr, four_colour)."""

    def __init__(self, folder: Path | None = None) -> None:
        self._folder = folder or resource_path("cards")
        self._renderers: dict[Path, QSvgRenderer] = {}
        self._pixmaps: OrderedDict[tuple[str, int, float, bool], QPixmap] = OrderedDict()

    def face(self, card: Card, height: int, dpr: float, four_colour: bool = False) -> QPixmap:
        folder = "four_colour" if four_colour else "standard"
        return self._pixmap(f"{folder}/{card}", height, dpr, four_colour)

    def back(self, name: str, height: int, dpr: float) -> QPixmap:
        if name not in CARD_BACKS:
            raise ValueError(f"no card back called {name!r}")
        return self._pixmap(f"back_{name}", height, dpr, False)

    def _pixmap(self, name: str, height: int, dpr: float, four_colour: bool) -> QPixmap:
        key = (name, height, dpr, four_colour)
        pixmap = self._pixmaps.get(key)
        if pixmap is not None:
            self._pixmaps.move_to_end(key)
            return pixmap
        pixmap = self._render(self._folder / f"{name}.svg", height, dpr)
        self._pixmaps[key] = pixmap
        if len(self._pixmaps) > _CACHE_LIMIT:
            self._pixmaps.popitem(last=False)
        return pixmap

    def _render(self, path: Path, height: int, dpr: float) -> QPixmap:
        renderer = self._renderers.get(path)
        if renderer is None:
            renderer = QSvgRenderer(str(path))
            if not renderer.isValid():
                raise FileNotFoundError(f"card image missing or damaged: {path}")
            self._renderers[path] = renderer
        pixel_height = max(1, round(height * dpr))
        pixel_width = max(1, round(height * CARD_ASPECT * dpr))
        pixmap = QPixmap(pixel_width, pixel_height)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter, QRectF(0, 0, pixel_width, pixel_height))
        painter.end()
        pixmap.setDevicePixelRatio(dpr)
        return pixmap


@cache
def shared_renderer() -> CardRenderer:
    """One renderer (and pixmap cache) for every table and guide page in the program."""
    return CardRenderer()
