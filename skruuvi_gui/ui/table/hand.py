"""Where the cards of a hand go: a gentle fan for the player's own hand, tight rows for others.

Pure geometry: each function returns card centres and tilts; the table decides what to put
there.
"""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import QPointF


class Side(Enum):
    """Where a seat sits around the table as the viewer sees it."""

    BOTTOM = "bottom"
    LEFT = "left"
    TOP = "top"
    RIGHT = "right"


Spot = tuple[QPointF, float]


def fan(
    count: int,
    centre: QPointF,
    card_width: float,
    max_width: float,
    *,
    overlap: float = 0.6,
    tilt: float = 2.5,
    arc: float = 0.0,
) -> list[Spot]:
    """``count`` cards side by side, overlapping so the index corner shows, within
    ``max_width``; the outer cards tilt by ``tilt`` degrees per step and drop by ``arc``
    pixels per step squared."""
    if count <= 0:
        return []
    step = card_width * overlap
    if count > 1:
        step = min(step, max(card_width * 0.18, (max_width - card_width) / (count - 1)))
    middle = (count - 1) / 2
    spots: list[Spot] = []
    for i in range(count):
        t = i - middle
        spots.append((QPointF(centre.x() + t * step, centre.y() + arc * t * t), t * tilt))
    return spots


def fan_width(count: int, card_width: float, max_width: float, overlap: float = 0.6) -> float:
    """The width ``fan`` uses for ``count`` cards (tilt aside)."""
    if count <= 0:
        return 0.0
    if count == 1:
        return card_width
    step = min(card_width * overlap, max(card_width * 0.18, (max_width - card_width) / (count - 1)))
    return card_width + step * (count - 1)
