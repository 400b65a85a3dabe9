"""The play of the ten tricks (spec §4.5): forehand leads the first, then the winner; follow
suit if able, otherwise any card; the highest trump wins, else the highest card of the suit
led (aces high).

The rules are those of ``rules.tricks``; Squint's ``TrickPlay`` seats all five players
clockwise. It is self-contained, so search bots can play out guessed hands from any moment of
the play (``from_observation``) without the rest of the game.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from skruuvi_gui.cards import Card, Suit
from skruuvi_gui.rules import tricks
from skruuvi_gui.rules.api import Seat
from skruuvi_gui.rules.squint.model import NUM_SEATS, SquintObservation, left_of
from skruuvi_gui.rules.tricks import POWER, playable, trick_winner

__all__ = ["POWER", "TrickPlay", "playable", "trick_winner"]

#: The next seat clockwise, by seat.
_LEFT: tuple[Seat, ...] = tuple(left_of(seat) for seat in range(NUM_SEATS))


class TrickPlay(tricks.TrickPlay):
    """The tricks of one deal with every hand known to it.

    ``turn`` is the seat to play, ``trick`` the cards of the trick in progress, ``won[seat]``
    the tricks each seat has won, ``played`` every card played so far.
    """

    __slots__ = ()

    def __init__(self, hands: list[list[Card]], trump: Suit | None, leader: Seat) -> None:
        tricks.TrickPlay.__init__(self, hands, trump, _LEFT, leader)

    @classmethod
    def from_observation(
        cls, observation: SquintObservation, hands: Mapping[Seat, Sequence[Card]]
    ) -> TrickPlay:
        """The play as ``observation`` sees it, with ``hands`` for the other seats (the
        observing seat keeps its own); for searching guessed deals."""
        held = tricks.known_hands(observation, hands)
        play = cls(held, observation.trump, observation.to_move[0])
        play._take_up(observation)
        return play
