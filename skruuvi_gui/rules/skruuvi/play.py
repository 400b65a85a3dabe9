"""The play of the cards (spec §9): follow suit if able, otherwise any card, no duty to trump
or to beat; the highest trump wins the trick, else the highest card of the suit led.

The rules are those of ``rules.tricks``; Skruuvi's ``TrickPlay`` adds the seating of a robber
(four of the players, partners opposite) and records where the aces fell, which misère
scores. It is self-contained, so search bots can play out guessed hands from any moment of
the play (``from_observation``) without the rest of the game.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Self

from skruuvi_gui.cards import Card, Rank, Suit
from skruuvi_gui.rules import tricks
from skruuvi_gui.rules.api import Seat
from skruuvi_gui.rules.skruuvi.model import AceTrick, SkruuviObservation, Trick
from skruuvi_gui.rules.skruuvi.session import left_table
from skruuvi_gui.rules.tricks import POWER, playable, trick_winner

__all__ = ["POWER", "TrickPlay", "playable", "trick_winner"]

_ACE = Rank.ACE


class TrickPlay(tricks.TrickPlay):
    """The tricks of one deal with every hand known to it.

    ``hands[seat]`` are the cards in hand (a seat that sits out has none), ``left[seat]`` the
    next seat clockwise, ``turn`` the seat to play. ``won[seat]`` counts tricks won, ``aces``
    records in which trick each ace fell and who won it, ``played`` every card played.
    """

    __slots__ = ("aces",)

    def __init__(
        self,
        hands: list[list[Card]],
        trump: Suit | None,
        left: tuple[Seat, ...],
        leader: Seat,
    ) -> None:
        tricks.TrickPlay.__init__(self, hands, trump, left, leader)
        self.aces: list[AceTrick] = []

    @classmethod
    def from_observation(
        cls, observation: SkruuviObservation, hands: Mapping[Seat, Sequence[Card]]
    ) -> TrickPlay:
        """The play as ``observation`` sees it, with ``hands`` for the other playing seats
        (the observing seat keeps its own); for searching guessed deals."""
        held = tricks.known_hands(observation, hands)
        left = left_table(observation.order, len(held))
        play = cls(held, observation.trump, left, observation.to_move[0])
        play._take_up(observation)
        play.aces = list(observation.aces)
        return play

    def clone(self, hands: list[list[Card]] | None = None) -> Self:
        # The base class by name rather than super(): searches copy the play constantly.
        other = tricks.TrickPlay.clone(self, hands)
        other.aces = self.aces[:]
        return other

    def _taken(self, trick: Trick) -> None:
        for _, card in trick.plays:
            if card.rank is _ACE:
                self.aces.append(AceTrick(trick.number, card, trick.winner))
