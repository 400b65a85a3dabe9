"""The end of a two-player game: the rest of the play searched for the chance to win.

Near the target the points of the play are not what counts: a card that pegs out wins however
little it scores, and a pone who will count out first need only keep the dealer from pegging
out. So the play is searched with every hand open, as ``lookahead.Playout`` does, but each
line ends as soon as a side reaches the target, and a play that ends without one is worth the
chance after the show: the pone's hand first, then the dealer's hand and crib, then
``winning.win_chance`` for the next deal.
"""

from __future__ import annotations

from math import inf

from skruuvi_gui.bots.cribbage.lookahead import VALUE, Hands
from skruuvi_gui.bots.cribbage.winning import win_chance
from skruuvi_gui.rules.api import Seat
from skruuvi_gui.rules.cribbage.scoring import play_points


class Race:
    """One guessed world's play to the end, valued by the chance that ``me`` wins.

    ``shows[seat]`` is what the seat will count in the show (its hand, and the crib for the
    dealer); ``dealer`` is the seat dealing now.
    """

    def __init__(self, me: Seat, dealer: Seat, shows: tuple[int, int]) -> None:
        self._me = me
        self._dealer = dealer
        self._shows = shows
        self._points: dict[tuple[int, ...], int] = {}
        self._fresh: dict[tuple[Hands, Seat, int, int], float] = {}

    def after(
        self,
        hands: Hands,
        count: int,
        series: tuple[int, ...],
        seat: Seat,
        index: int,
        needs: tuple[int, int],
    ) -> float:
        """The chance after ``seat`` plays its card at ``index``, ``needs`` being what each
        seat needs (by seat) before it."""
        return self._after(hands, count, series, seat, index, needs[0], needs[1], -inf, inf)

    def _best(
        self,
        hands: Hands,
        count: int,
        series: tuple[int, ...],
        seat: Seat,
        need0: int,
        need1: int,
        alpha: float,
        beta: float,
    ) -> float:
        maximising = seat == self._me
        best = -inf if maximising else inf
        previous = 0
        for index, rank in enumerate(hands[seat]):
            if count + VALUE[rank] > 31:
                break
            if rank == previous:
                continue
            previous = rank
            value = self._after(hands, count, series, seat, index, need0, need1, alpha, beta)
            if maximising:
                best = max(best, value)
                alpha = max(alpha, value)
            else:
                best = min(best, value)
                beta = min(beta, value)
            if alpha >= beta:
                break
        return best

    def _after(
        self,
        hands: Hands,
        count: int,
        series: tuple[int, ...],
        seat: Seat,
        index: int,
        need0: int,
        need1: int,
        alpha: float,
        beta: float,
    ) -> float:
        hand = hands[seat]
        rank = hand[index]
        played = hand[:index] + hand[index + 1 :]
        hands = (played, hands[1]) if seat == 0 else (hands[0], played)
        count += VALUE[rank]
        series += (rank,)
        points = self._points.get(series)
        if points is None:
            points = self._points[series] = play_points(series, count)
        other = 1 - seat
        following: Seat | None = None
        if count < 31:
            room = 31 - count
            if hands[other] and VALUE[hands[other][0]] <= room:
                following = other
            elif hands[seat] and VALUE[hands[seat][0]] <= room:
                following = seat
            else:
                points += 1  # go, or last card
        if seat == 0:
            need0 -= points
            if need0 <= 0:
                return 1.0 if self._me == 0 else 0.0
        else:
            need1 -= points
            if need1 <= 0:
                return 1.0 if self._me == 1 else 0.0
        if following is not None:
            return self._best(hands, count, series, following, need0, need1, alpha, beta)
        leader = other if hands[other] else seat if hands[seat] else None
        if leader is None:
            return self._show(need0, need1)
        key = (hands, leader, need0, need1)
        value = self._fresh.get(key)
        if value is None:
            value = self._fresh[key] = self._best(hands, 0, (), leader, need0, need1, -inf, inf)
        return value

    def _show(self, need0: int, need1: int) -> float:
        """The chance once the play is over: the pone counts first."""
        me, pone = self._me, 1 - self._dealer
        needs = [need0, need1]
        for seat in (pone, self._dealer):
            needs[seat] -= self._shows[seat]
            if needs[seat] <= 0:
                return 1.0 if seat == me else 0.0
        return win_chance(needs[me], needs[1 - me], dealing=me == pone)
