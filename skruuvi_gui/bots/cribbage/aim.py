"""What a seat plays for: its own side's points against everybody else's.

Points to the seat's side (its partner's too, with four players) count for it, the other
sides' points against it, shared evenly among them with three players. In misère cribbage
every point is unwelcome, so the whole aim turns over.
"""

from __future__ import annotations

from dataclasses import dataclass

from skruuvi_gui.rules.api import Seat
from skruuvi_gui.rules.cribbage.model import CribbageOptions


@dataclass(frozen=True, slots=True)
class Aim:
    seat: Seat
    options: CribbageOptions

    @property
    def sign(self) -> int:
        """+1 when points are wanted, -1 in misère."""
        return -1 if self.options.misere else 1

    def is_ally(self, seat: Seat) -> bool:
        return self.options.side_of(seat) == self.options.side_of(self.seat)

    def weight(self, seat: Seat) -> float:
        """How much one point scored by ``seat`` is worth to this seat."""
        if self.is_ally(seat):
            return float(self.sign)
        return -self.sign / (self.options.num_sides - 1)

    def crib_weight(self, dealer: Seat) -> float:
        """How much one point in the crib is worth: the crib scores for the dealer."""
        return self.weight(dealer)
