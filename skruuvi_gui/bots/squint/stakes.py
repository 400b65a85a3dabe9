"""What each seat wants from a trick, and what a deal's result is worth to a seat.

A seat's worth of a deal is its own points less the mean of the other four seats' points: an
opponent scores nothing but gains when a contractor fails, and of two Ace Soloists each
wants the other to fall short. The trick values below are that worth's change, trick by
trick: ``gains(...)[seat][winner]`` is how much ``seat`` likes ``winner`` taking this trick.
"""

from __future__ import annotations

from collections.abc import Sequence

from skruuvi_gui.rules.api import Seat
from skruuvi_gui.rules.squint.model import (
    ACE_SOLO,
    DUO,
    GRAND_SOLO,
    MISERE,
    NEMO,
    NUM_SEATS,
    SOLO,
    Contract,
)

#: How much another seat's points count against a seat: one for each of the other four.
OTHERS = 1 / (NUM_SEATS - 1)
#: Points one trick moves, by contract: the six-trick rates, the plain Solo's rate, and
#: Misère's whole swing from +25 to -25 on its first trick.
TRICK_POINTS = {ACE_SOLO: 20.0, GRAND_SOLO: 15.0, DUO: 10.0, SOLO: 10.0, MISERE: 50.0}
#: Nemo: a clean trick for a seat whose tricks are all clean, for one that has a dirty one,
#: and what a first dirty trick costs beyond the doubling it ends.
NEMO_ALL_CLEAN = 20.0
NEMO_CLEAN = 10.0
NEMO_SOILED = 5.0

Gains = tuple[tuple[float, ...], ...]


def worth(points: Sequence[int], seat: Seat) -> float:
    """``seat``'s points less the mean of the others'."""
    return points[seat] - OTHERS * (sum(points) - points[seat])


class Stakes:
    """The trick values of one deal's contracts (several only for Ace Solos and Misères)."""

    __slots__ = ("_base", "_cache", "_miseres", "contracts", "nemo", "weights")

    def __init__(self, contracts: Sequence[Contract], playing_hand: Sequence[Seat]) -> None:
        self.contracts = tuple(contracts)
        self.nemo = bool(contracts) and contracts[0].kind == NEMO
        base = [[0.0] * NUM_SEATS for _ in range(NUM_SEATS)]
        miseres: list[tuple[Seat, float]] = []
        for contract in self.contracts:
            if contract.kind not in TRICK_POINTS:
                continue
            seats = contract.seats
            weight = TRICK_POINTS[contract.kind] * (2 if seats[0] in playing_hand else 1)
            if contract.kind == MISERE:
                miseres.append((seats[0], weight))
                continue
            for seat in range(NUM_SEATS):
                side = 1.0 if seat in seats else -OTHERS
                for winner in range(NUM_SEATS):
                    base[seat][winner] += side * weight * (1 if winner in seats else -1)
        self._base = tuple(tuple(row) for row in base)
        self._miseres = tuple(miseres)
        self._cache: dict[tuple[int, ...], Gains] = {}

    def gains(self, won: Sequence[int], soiled: Sequence[bool], dirty: bool) -> Gains:
        """``[seat][winner]`` for the trick being played: ``won`` tricks so far by seat,
        ``soiled`` the seats holding a dirty trick and ``dirty`` whether this trick holds a
        penalty card (both only matter in Nemo)."""
        if self.nemo:
            key = (*won, *(int(s) for s in soiled), int(dirty))
        else:
            key = tuple(int(won[seat] == 0) for seat, _ in self._miseres)
        cached = self._cache.get(key)
        if cached is None:
            cached = self._cache[key] = (
                self._nemo_gains(won, soiled, dirty) if self.nemo else self._trick_gains(won)
            )
        return cached

    def _trick_gains(self, won: Sequence[int]) -> Gains:
        rows = [list(row) for row in self._base]
        for misere, weight in self._miseres:
            if won[misere]:
                continue  # already failed: more tricks change nothing
            for seat in range(NUM_SEATS):
                rows[seat][misere] -= weight * (1.0 if seat == misere else -OTHERS)
        return tuple(tuple(row) for row in rows)

    @staticmethod
    def _nemo_gains(won: Sequence[int], soiled: Sequence[bool], dirty: bool) -> Gains:
        def taken(winner: Seat) -> float:
            if not dirty:
                return NEMO_CLEAN if soiled[winner] else NEMO_ALL_CLEAN
            return 0.0 if soiled[winner] else -(NEMO_CLEAN * won[winner] + NEMO_SOILED)

        values = [taken(winner) for winner in range(NUM_SEATS)]
        return tuple(
            tuple(v if winner == seat else -OTHERS * v for winner, v in enumerate(values))
            for seat in range(NUM_SEATS)
        )


def desire(gains: Gains, seat: Seat) -> float:
    """How much ``seat`` wants tricks for itself rather than for the average other seat:
    positive for a trick taker, negative for a Misère player."""
    row = gains[seat]
    return row[seat] - (sum(row) - row[seat]) * OTHERS
