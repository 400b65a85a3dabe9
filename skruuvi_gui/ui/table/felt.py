"""The cloth under the cards: a felt colour with a soft vignette and a fine woven grain."""

from __future__ import annotations

import random
from functools import cache, lru_cache

from PySide6.QtCore import QPointF, QSize
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPixmap, QRadialGradient

#: Felt name -> (centre colour, edge colour).
FELTS: dict[str, tuple[str, str]] = {
    "green": ("#2f7d4f", "#0e3421"),
    "blue": ("#2c5f8e", "#0d2238"),
    "red": ("#84303a", "#330f15"),
    "grey": ("#5d646b", "#1f2326"),
    "contrast": ("#000000", "#000000"),
}

#: The high-contrast felt: flat black, no vignette or grain, so card edges and light text
#: stand out as far as they can.
HIGH_CONTRAST = "contrast"


@cache
def _grain() -> QImage:
    """A small tile of faint light and dark specks, the same on every run."""
    rng = random.Random(7)
    size = 96
    pixels = bytearray()
    for _ in range(size * size):
        alpha = rng.randrange(0, 16)
        level = alpha if rng.random() < 0.5 else 0
        pixels += bytes((level, level, level, alpha))
    image = QImage(bytes(pixels), size, size, QImage.Format.Format_ARGB32_Premultiplied)
    return image.copy()


def felt_pixmap(name: str, size: QSize, dpr: float) -> QPixmap:
    """The felt ``name`` at ``size`` logical pixels, lighter in the middle, darker at the rim."""
    return _felt(name, size.width(), size.height(), dpr)


@lru_cache(maxsize=2)
def _felt(name: str, width: int, height: int, dpr: float) -> QPixmap:
    """The felt, made once for each size: the next table of the window's size finds it (a
    few of them at most, some megabytes each, are kept)."""
    centre, edge = FELTS.get(name, FELTS["green"])
    pixmap = QPixmap(max(1, round(width * dpr)), max(1, round(height * dpr)))
    pixmap.setDevicePixelRatio(dpr)
    w, h = float(width), float(height)
    if name == HIGH_CONTRAST:
        pixmap.fill(QColor(centre))
        return pixmap
    painter = QPainter(pixmap)
    radius = 0.55 * (w * w + h * h) ** 0.5
    gradient = QRadialGradient(QPointF(w * 0.44, h * 0.46), radius)
    gradient.setColorAt(0.0, QColor(centre).lighter(112))
    gradient.setColorAt(0.45, QColor(centre))
    gradient.setColorAt(0.8, QColor(centre).darker(135))
    gradient.setColorAt(1.0, QColor(edge))
    painter.fillRect(0, 0, round(w) + 1, round(h) + 1, gradient)
    painter.fillRect(0, 0, round(w) + 1, round(h) + 1, QBrush(_grain()))
    painter.end()
    return pixmap
