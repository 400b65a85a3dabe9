"""The steps alike at every table of tricks: a card played flies into the trick, the
winning card is lifted a moment, and the trick is gathered to its winner's pile; a seat's
words float up by its place; the cards are swept in for a new deal; the game's result.

A table says through hooks how its cards move (``_animate``), what else it shows of a
trick gone to its pile (``_trick_gathered``) and where each seat sits (``_seat_place``).
"""

from __future__ import annotations

from typing import ClassVar

from skruuvi_gui.rules import api
from skruuvi_gui.rules.api import Outcome, Seat
from skruuvi_gui.ui.table.labels import bubble_label, float_bubble
from skruuvi_gui.ui.table.laid_out import GeometryT, LaidOutTable
from skruuvi_gui.ui.table.scene import MOVE_MS
from skruuvi_gui.ui.table.seat_places import SeatPlace
from skruuvi_gui.ui.table.trick_play import TrickPlay

#: How long the won trick lies with its winning card lifted, and how long it takes to go.
TRICK_MS = 900
GATHER_MS = 300


class TrickTable(LaidOutTable[GeometryT]):
    """A laid-out table whose game is played in tricks."""

    #: How long a seat's words float before they fade.
    bubble_ms: ClassVar[int]
    _picture: TrickPlay

    def _seat_place(self, seat: Seat) -> SeatPlace | None:
        """Where ``seat`` sits now, ``None`` while it is not at the table."""
        raise NotImplementedError

    def _show_result(self, outcome: Outcome) -> None:
        """Show the game's result."""
        raise NotImplementedError

    def _render(self, ms: int) -> None:
        """Place every card, plate and label for the current picture over ``ms``."""
        raise NotImplementedError

    def _animate(self, base_ms: float) -> None:
        """Move the cards to the picture over ``base_ms`` at the current speed."""
        self._render(self._ms(base_ms))

    def _trick_gathered(self) -> None:
        """What else the table shows once a trick has gone to its winner's pile."""

    def _mark_winner(self) -> None:
        """Lift the card winning the finished trick for a moment; every card that left the
        own hand settles flat."""
        winning = self._picture.winning
        own = set(self._own_order)
        for key, item in self._items.items():
            if key not in own:
                item.shown = winning is not None and key == winning
                item.refresh()

    def _step_gather(self) -> int:
        """Sweep every card to the middle, face down, for the next deal."""
        if not self._items:
            return 0
        return self._sweep(self._items.values(), self._geometry().centre)

    def _step_game_over(self, event: api.GameOver) -> int:
        self._happened(event)
        self._show_result(event.outcome)
        return 0

    def _bubble(self, seat: Seat, text: str) -> None:
        """``seat``'s words float up by its place."""
        ms = self._ms(self.bubble_ms)
        place = self._seat_place(seat)
        if ms <= 0 or place is None:
            return
        geo = self._geometry()
        label = bubble_label(text, geo.font_px * 1.15)
        self._scene.addItem(label)
        float_bubble(label, place.bubble, geo.font_px * 1.2, ms)

    def _step_played(self, event: api.CardPlayed) -> int:
        self._picture.play(event.seat, event.card)
        self._happened(event)
        self._animate(MOVE_MS)
        return self._ms(MOVE_MS + 60)

    def _step_trick_won(self, event: api.TrickWon) -> int:
        self._picture.mark_winner(event.seat)
        self._mark_winner()
        self._happened(event)
        return self._ms(TRICK_MS)

    def _step_gather_trick(self, event: api.TrickWon) -> int:
        self._picture.gather(event.seat)
        self._trick_gathered()
        self._animate(GATHER_MS)
        return self._ms(GATHER_MS)
