"""The shape of a session: letters, robbers, partnerships, seating, who sits out, who deals.

Seats are players: a seat keeps its number all session while the players change places
between robbers so that partners sit opposite. With four players the partnerships are
AB-CD, AC-BD, AD-BC (spec §1); purku plays them again in reverse. With five, robber k
leaves out letter k and pairs k+1, k+4 against k+2, k+3 (mod 5).
"""

from __future__ import annotations

from dataclasses import dataclass

from skruuvi_gui.rules.api import Seat
from skruuvi_gui.rules.skruuvi.model import (
    ALKUPELI,
    KOTKA,
    PURKU,
    ROBBER,
    SESSION,
    SkruuviOptions,
)

#: The deals of a robber: four alkupeli, then four kotka.
ROBBER_DEALS: tuple[str, ...] = (ALKUPELI,) * 4 + (KOTKA,) * 4


def left_table(order: tuple[Seat, ...], num_players: int) -> tuple[Seat, ...]:
    """The next playing seat clockwise by seat, for the four seats of ``order`` (clockwise);
    ``-1`` for a seat sitting out."""
    left = [-1] * num_players
    for i, seat in enumerate(order):
        left[seat] = order[(i + 1) % 4]
    return tuple(left)


@dataclass(frozen=True, slots=True)
class Seating:
    """Where the players sit for one robber.

    ``order`` is the four playing seats clockwise, partners opposite: ``order[0]`` and
    ``order[2]`` are side 0, the others side 1. ``left[seat]`` is the next playing seat
    clockwise (``-1`` for a seat sitting out), kept as a table because the play asks often.
    """

    order: tuple[Seat, ...]
    sitting_out: Seat | None
    left: tuple[Seat, ...]

    @classmethod
    def of(cls, order: tuple[Seat, ...], num_players: int) -> Seating:
        out = [seat for seat in range(num_players) if seat not in order]
        return cls(order, out[0] if out else None, left_table(order, num_players))

    def left_of(self, seat: Seat) -> Seat:
        return self.left[seat]

    def partner_of(self, seat: Seat) -> Seat:
        return self.left[self.left[seat]]

    def right_of(self, seat: Seat) -> Seat:
        return self.left[self.left[self.left[seat]]]

    def side_of(self, seat: Seat) -> int:
        return self.order.index(seat) % 2

    def side(self, index: int) -> tuple[Seat, Seat]:
        return (self.order[index], self.order[index + 2])

    def clockwise_from(self, seat: Seat) -> tuple[Seat, ...]:
        """The four playing seats clockwise, starting with ``seat``."""
        i = self.order.index(seat)
        return self.order[i:] + self.order[:i]


@dataclass(frozen=True, slots=True)
class Robber:
    """Robber ``number`` (from 0): its seating and its first dealer."""

    number: int
    seating: Seating
    first_dealer: Seat

    def dealer(self, deal_index: int) -> Seat:
        """The dealer of deal ``deal_index`` (from 0): the deal moves clockwise."""
        return self.seating.clockwise_from(self.first_dealer)[deal_index % 4]


def robber_count(options: SkruuviOptions) -> int:
    """Robbers in the game: everyone partners everyone once (3, or 5 with five players),
    twice that with purku, one for a single robber or a practice deal."""
    if options.length in (SESSION, PURKU):
        once = 3 if options.num_players == 4 else 5
        return once * 2 if options.length == PURKU else once
    return 1


def robber_deals(options: SkruuviOptions) -> tuple[str, ...]:
    """The kinds of deal in each robber; a practice deal is one deal of the chosen kind."""
    if options.length in (SESSION, PURKU, ROBBER):
        return ROBBER_DEALS
    return (KOTKA,) if options.length == KOTKA else (ALKUPELI,)


def plan_robber(number: int, letters: tuple[int, ...]) -> Robber:
    """Robber ``number`` for players with these letters (``letters[seat]``, 0 = A).

    Decisions (spec §1): the first dealer of robber r is letter r mod 4; with five players
    the first of the clockwise order deals first. Seating clockwise is A, then the lower
    letter of the other side, A's partner, the other letter.
    """
    num_players = len(letters)
    seat_of = {letter: seat for seat, letter in enumerate(letters)}
    cycle = 3 if num_players == 4 else 5
    pairing = number if number < cycle else 2 * cycle - 1 - number
    if num_players == 4:
        partner = pairing + 1
        y, z = (letter for letter in (1, 2, 3) if letter != partner)
        order_letters: tuple[int, ...] = (0, y, partner, z)
        first = number % 4
    else:
        order_letters = tuple((pairing + step) % 5 for step in (1, 2, 4, 3))
        first = order_letters[0]
    order = tuple(seat_of[letter] for letter in order_letters)
    return Robber(number, Seating.of(order, num_players), seat_of[first])
