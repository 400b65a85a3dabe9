"""Where each seat sits around the felt and lays its own cards, for every game alike.

Seats run clockwise from the viewer at the bottom; a seat's *slot* is its place counted that
way. Each game's layout gives every slot a ``SeatPlace`` (its hand, plate, pile and where
its words pop up) and adds what only that game has; the hand, the cards it plays into the
trick and the tricks it wins are then placed here the same way at every table, and its
plate is set on its anchor the same way.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QPointF, QRectF

from skruuvi_gui.cards import Card
from skruuvi_gui.rules.api import Seat
from skruuvi_gui.ui.cards import CARD_ASPECT
from skruuvi_gui.ui.table.hand import Side
from skruuvi_gui.ui.table.layout_parts import CardSizes, HandFan
from skruuvi_gui.ui.table.piles import pile_places, trick_card
from skruuvi_gui.ui.table.scene import Place
from skruuvi_gui.ui.table.slots import Slot, fanned_hand, hidden_hand

#: The sides of the felt clockwise from the viewer, by number of seats (three: the third
#: seat on the left). Five seats have slots of their own: two share the top.
_AROUND: dict[int, tuple[Side, ...]] = {
    1: (Side.BOTTOM,),
    2: (Side.BOTTOM, Side.TOP),
    3: (Side.BOTTOM, Side.LEFT, Side.TOP),
    4: (Side.BOTTOM, Side.LEFT, Side.TOP, Side.RIGHT),
}

#: How a face-down hand at each side is turned: along the side it sits at.
_TURN = {Side.BOTTOM: 0.0, Side.TOP: 0.0, Side.LEFT: 90.0, Side.RIGHT: -90.0}


def slot_of(seat: Seat, bottom_seat: Seat, num_seats: int) -> int:
    """Where ``seat`` sits, counted clockwise from ``bottom_seat`` at the bottom."""
    return (seat - bottom_seat) % num_seats


def side_of_seat(seat: Seat, bottom_seat: Seat, num_seats: int) -> Side:
    """The side of the felt ``seat`` sits at when ``bottom_seat`` is the viewer (1-4 seats)."""
    return _AROUND[num_seats][slot_of(seat, bottom_seat, num_seats)]


def clockwise_from(order: tuple[Seat, ...], seat: Seat) -> tuple[Seat, ...]:
    """The seats of ``order`` clockwise starting with ``seat``."""
    i = order.index(seat)
    return order[i:] + order[:i]


def hand_turn(side: Side) -> float:
    """Degrees a face-down hand at ``side`` is turned, to run along it."""
    return _TURN[side]


@dataclass(frozen=True, slots=True)
class SeatPlace:
    """One seat's place around the felt: the centre of its hand (a ``vertical`` hand runs
    down the side, its face-down cards turned ``turn`` degrees, ``hand_height`` tall and
    overlapping by ``overlap`` of a card's width), its plate (its ``plate_anchor`` edge goes
    on ``plate``: "left", "right", "centre", "above_left" or "above_right"), its pile, and
    where its words pop up."""

    hand: QPointF
    vertical: bool
    turn: float
    hand_height: float
    overlap: float
    plate: QPointF
    plate_anchor: str
    pile: QPointF
    bubble: QPointF

    def plate_centre(self, plate: QRectF, span: tuple[float, float] | None = None) -> QPointF:
        """Where a plate of ``plate``'s size is centred on its anchor; with a ``span``, a
        plate wider than its room stays between the span's left and right."""
        half = plate.width() / 2
        x = self.plate.x()
        if self.plate_anchor in ("left", "above_left"):
            x += half
        elif self.plate_anchor in ("right", "above_right"):
            x -= half
        if span is not None:
            low, high = span
            x = max(low + half, min(x, high - half))
        y = self.plate.y()
        if self.plate_anchor.startswith("above"):
            y -= plate.height() / 2
        return QPointF(x, y)


def hand_places(
    geo: CardSizes,
    place: SeatPlace,
    hand: Sequence[Slot],
    seat: Seat,
    *,
    own: bool,
    fan: HandFan,
    spawn: QPointF,
    face_up: bool = False,
) -> list[Place]:
    """``seat``'s hand at its place: the viewer's ``own`` hand face up in a fan (``fan``:
    its tilt and arc, see ``CardSizes.own_fan``), another's face down in a row (its known
    cards face up when ``face_up``: a finished game replayed)."""
    if own:
        spots = geo.own_fan(len(hand), place.hand, *fan)
        return fanned_hand(hand, seat, spots, geo.card_height, spawn)
    return hidden_hand(
        hand,
        seat,
        place.hand,
        step=place.hand_height * CARD_ASPECT * place.overlap,
        height=place.hand_height,
        rotation=place.turn,
        vertical=place.vertical,
        spawn=spawn,
        face_up=face_up,
    )


#: A seat's place, where its card in a trick lies and how it leans; ``None`` for a seat not
#: at the table.
TrickSpotAt = tuple[SeatPlace, QPointF, float] | None


def trick_places(
    trick: Iterable[tuple[Seat, Card]], spot: Callable[[Seat], TrickSpotAt], height: float
) -> list[Place]:
    """The trick in play, each card at its player's ``spot``, flown from its hand."""
    places: list[Place] = []
    for i, (seat, card) in enumerate(trick):
        found = spot(seat)
        if found is not None:
            place, pos, tilt = found
            places.append(trick_card(card, seat, i, pos, height, tilt, place.hand))
    return places


class WonTrick(Protocol):
    """What a won trick shows of itself: its winner and its cards."""

    @property
    def winner(self) -> Seat: ...

    @property
    def cards(self) -> Sequence[Card]: ...


def won_piles(
    tricks: Iterable[WonTrick], place_of: Callable[[Seat], SeatPlace | None], height: float
) -> list[Place]:
    """Each won trick face down on its winner's pile, every other one crosswise."""
    counts: dict[Seat, int] = {}
    places: list[Place] = []
    for trick in tricks:
        place = place_of(trick.winner)
        if place is None:
            continue
        k = counts.get(trick.winner, 0)
        counts[trick.winner] = k + 1
        places += pile_places(
            trick.cards, trick.winner, k, place.pile, vertical=place.vertical, height=height
        )
    return places
