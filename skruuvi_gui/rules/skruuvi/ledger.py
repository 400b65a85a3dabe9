"""Traditional scoring across deals (spec §10.3): the games below the line within a robber,
and the ledger the robber's result goes to.

A side's trick points count towards a game (fi *ulosmeno*) at 60; its n-th game of the robber
is worth 200·n, written in front of that deal's trick points, and both sides count again from
0. The ledger keeps money-like figures: a robber's difference ÷ 100, held here in hundredths
so that nothing is lost to rounding unless the players chose to round to the nearest 5.
"""

from __future__ import annotations

from collections.abc import Sequence

from skruuvi_gui.rules.skruuvi.model import Bid, ScoreItem

#: Trick points below the line that make a game.
GAME_TARGET = 60
#: The n-th game of a side is worth this times n.
GAME_BONUS = 200
#: The ledger's unit: points ÷ 100; rounding goes to the nearest 5 of them.
LEDGER_UNIT = 100
ROUNDING = 5


def trick_points(contract: Bid, trick_sides: Sequence[int]) -> list[tuple[int, int]]:
    """What each trick, in play order, adds below the line for each side: the contract's
    level to the side that won it, or in painted misère to the other side."""
    level = contract.level
    gainers = (1 - side if contract.is_misere else side for side in trick_sides)
    return [(level, 0) if gainer == 0 else (0, level) for gainer in gainers]


class BelowLine:
    """The count towards the next game of each side in one robber, and the games won."""

    __slots__ = ("counts", "games")

    def __init__(self) -> None:
        self.counts = [0, 0]
        self.games = [0, 0]

    def clone(self) -> BelowLine:
        other = BelowLine()
        other.counts = self.counts[:]
        other.games = self.games[:]
        return other

    def record(self, per_trick: Sequence[tuple[int, int]], *, restart: bool) -> ScoreItem | None:
        """Count a deal's trick points (``per_trick``, in play order) and return the game
        it wins, if any: the side first to reach 60 during the play. After a game, and
        after the deal when ``restart`` (kotka, but not pass-misère), both count from 0."""
        running = self.counts[:]
        for gains in per_trick:
            running = [running[0] + gains[0], running[1] + gains[1]]
            for side in (0, 1):
                if running[side] >= GAME_TARGET:
                    self.games[side] += 1
                    self.counts = [0, 0]
                    number = self.games[side]
                    return ScoreItem(side, "game", GAME_BONUS * number, (number,))
        self.counts = [0, 0] if restart else running
        return None


def robber_ledger(totals: tuple[int, int], *, round_to_five: bool = False) -> tuple[int, int]:
    """Each side's ledger entry for a robber, in hundredths: the difference of the totals
    ÷ 100, plus to the side ahead and minus to the other; rounded to the nearest 5 (half
    way up) if asked."""
    difference = abs(totals[0] - totals[1])
    if round_to_five:
        step = ROUNDING * LEDGER_UNIT
        difference = (difference + step // 2) // step * step
    if totals[0] >= totals[1]:
        return (difference, -difference)
    return (-difference, difference)
