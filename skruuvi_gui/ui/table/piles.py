"""Won tricks lying face down on their winner's pile, every other one crosswise."""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from PySide6.QtCore import QPointF

from skruuvi_gui.cards import Card
from skruuvi_gui.rules.api import Seat
from skruuvi_gui.ui.table.scene import Place
from skruuvi_gui.ui.table.slots import hand_group

#: The group of the cards of the trick in play; a won trick flies from it to a pile.
TRICK_GROUP: Hashable = "trick"


def pile_group(seat: Seat) -> Hashable:
    return ("pile", seat)


def pile_places(
    cards: Sequence[Card], winner: Seat, k: int, pile: QPointF, *, vertical: bool, height: float
) -> list[Place]:
    """The places of ``winner``'s ``k``-th won trick (from 0) on the pile at ``pile``: each
    trick a little up and right of the last, turned a little, every other one crosswise."""
    rotation = (90.0 if vertical else 0.0) + (90.0 if k % 2 else 0.0) + (k % 3 - 1) * 2.0
    return [
        Place(
            key=card,
            card=card,
            face_up=False,
            pos=pile + QPointF(k * 1.2 + j * 0.4, -k * 1.2 - j * 0.4),
            height=height,
            rotation=rotation,
            z=5 + k * 0.1 + j * 0.01,
            group=pile_group(winner),
            source=TRICK_GROUP,
        )
        for j, card in enumerate(cards)
    ]


def trick_card(
    card: Card, seat: Seat, index: int, pos: QPointF, height: float, rotation: float, spawn: QPointF
) -> Place:
    """The ``index``-th card of the trick, played by ``seat`` from its hand at ``spawn``."""
    return Place(
        key=card,
        card=card,
        face_up=True,
        pos=pos,
        height=height,
        rotation=rotation,
        z=40 + index,
        group=TRICK_GROUP,
        source=hand_group(seat),
        spawn=spawn,
    )
