"""The trick in play and the tricks won, as the picture of a deal at a table of tricks holds
them while the events play out."""

from __future__ import annotations

from dataclasses import dataclass, field

from skruuvi_gui.cards import Card
from skruuvi_gui.rules.api import Seat
from skruuvi_gui.rules.tricks import Trick


@dataclass
class TrickPlay:
    """The trick in play, each card with its player in the order played; the tricks won so
    far; and the card winning the finished trick while it is shown lifted."""

    trick: list[tuple[Seat, Card]] = field(default_factory=list)
    tricks: list[Trick] = field(default_factory=list)
    winning: Card | None = None

    def play(self, seat: Seat, card: Card) -> None:
        """``seat`` plays ``card`` from its hand into the trick."""
        self._take(seat, card)
        self.trick.append((seat, card))
        self.winning = None

    def _take(self, seat: Seat, card: Card) -> None:
        """Take ``card`` out of ``seat``'s hand (a face-down one when it is not known)."""
        raise NotImplementedError

    def won(self, seat: Seat) -> int:
        """Tricks ``seat`` has won so far."""
        return sum(1 for trick in self.tricks if trick.winner == seat)

    def mark_winner(self, seat: Seat) -> None:
        self.winning = next((card for who, card in self.trick if who == seat), None)

    def gather(self, winner: Seat) -> None:
        """The finished trick goes to its winner's pile."""
        if self.trick:
            self.tricks.append(Trick(len(self.tricks) + 1, tuple(self.trick), winner))
        self.trick = []
        self.winning = None

    def _no_tricks(self) -> None:
        """No trick in play and none won yet: a new deal."""
        self.trick = []
        self.tricks = []
        self.winning = None
