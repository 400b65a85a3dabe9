"""The pack still being dealt, drawn as a low stack of backs in the middle of the table."""

from __future__ import annotations

from collections.abc import Hashable

from PySide6.QtCore import QPointF

from skruuvi_gui.ui.table.scene import GATHERED, Place

#: The group of the pack being dealt.
DECK: Hashable = "deck"


def pack_places(count: int, centre: QPointF, height: float, group: Hashable) -> list[Place]:
    """``count`` cards face down at ``centre``, each a little up and left of the one below:
    the last deal's cards, gathered up, where there are any."""
    return [
        Place(
            key=("deck", i),
            card=None,
            face_up=False,
            pos=centre + QPointF(-i * 0.25, -i * 0.25),
            height=height,
            z=1 + i * 0.01,
            group=group,
            source=GATHERED,
        )
        for i in range(count)
    ]
