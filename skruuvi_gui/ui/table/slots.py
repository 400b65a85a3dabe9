"""Hands whose cards may be unseen: each ``Slot`` a card or ``None``, and where it came from.

The trick-taking tables keep their hands this way so that a card given or dealt keeps its
flight from the group it left, and place them the same way: the viewer's in a fan, the
others face down in a row.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF

from skruuvi_gui.cards import Card
from skruuvi_gui.rules.api import Seat
from skruuvi_gui.ui.table.hand import Spot
from skruuvi_gui.ui.table.scene import Place


@dataclass
class Slot:
    """One card of a hand, ``None`` while unseen, and the group it flew in from."""

    card: Card | None
    came_from: Hashable = None


def hand_group(seat: Seat) -> Hashable:
    """The group of a seat's hand items: a card given or played leaves from it."""
    return ("hand", seat)


def slot_key(slot: Slot, fallback: Hashable) -> Hashable:
    """A known card is its own key, so its item follows it; an unseen one keeps its place."""
    return slot.card if slot.card is not None else fallback


def fanned_hand(
    hand: Sequence[Slot],
    seat: Seat,
    spots: Sequence[Spot],
    height: float,
    spawn: QPointF,
) -> list[Place]:
    """The viewer's hand along ``spots`` (position and tilt), known cards face up and chosen."""
    group = hand_group(seat)
    return [
        Place(
            key=slot_key(slot, ("hand", seat, i)),
            card=slot.card,
            face_up=slot.card is not None,
            pos=pos,
            height=height,
            rotation=tilt,
            z=10 + i,
            group=group,
            source=slot.came_from,
            spawn=spawn,
            own=slot.card is not None,
        )
        for i, (slot, (pos, tilt)) in enumerate(zip(hand, spots, strict=True))
    ]


def hidden_hand(
    hand: Sequence[Slot],
    seat: Seat,
    centre: QPointF,
    *,
    step: float,
    height: float,
    rotation: float,
    vertical: bool,
    spawn: QPointF,
    face_up: bool = False,
) -> list[Place]:
    """Another seat's hand face down in a row about ``centre``, ``step`` apart; ``face_up``:
    its known cards face up (a finished game replayed)."""
    group = hand_group(seat)
    places: list[Place] = []
    for i, slot in enumerate(hand):
        offset = (i - (len(hand) - 1) / 2) * step
        shown = slot.card if face_up else None
        places.append(
            Place(
                key=slot_key(Slot(shown), ("hand", seat, i)),
                card=shown,
                face_up=shown is not None,
                pos=centre + (QPointF(0, offset) if vertical else QPointF(offset, 0)),
                height=height,
                rotation=rotation,
                z=10 + i,
                group=group,
                source=slot.came_from,
                spawn=spawn,
            )
        )
    return places
