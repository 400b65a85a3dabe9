"""The expert's play: search the rest of the play in worlds guessed from what it has seen.

For each sampled world (the unseen cards dealt to the other seats, see ``sampling``) the play
is searched a few cards deep with every hand open: the seat and its partner pick their best,
the opponents their worst for it (alpha-beta). A card's worth is its average over the same
worlds, so the first ply is an expectation over the hidden cards and the replies below it are
each opponent's best answer. Cards of equal rank play alike, so only one of each is tried.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from math import inf

from skruuvi_gui.bots.cribbage.aim import Aim
from skruuvi_gui.bots.cribbage.sampling import sample_hands, unseen_cards
from skruuvi_gui.cards import Card, Rank, Suit
from skruuvi_gui.rules.api import Seat
from skruuvi_gui.rules.cribbage.model import CribbageObservation
from skruuvi_gui.rules.cribbage.scoring import card_value, play_points

#: By number of players: guessed worlds per decision, and cards searched ahead (the first
#: one included). Two players' play is searched to its end, more players' six cards deep,
#: which keeps a decision well inside half a second.
SEARCH: dict[int, tuple[int, int]] = {2: (48, 8), 3: (32, 6), 4: (32, 6)}

Hands = tuple[tuple[int, ...], ...]

#: Count value by rank number (index 0 unused), for the search's inner loop.
VALUE: tuple[int, ...] = (0, *(int(card_value(Card(rank, Suit.SPADES))) for rank in Rank))


class Playout:
    """The rest of the play with every hand known, scored by what it is worth to ``aim``.

    Hands are rank numbers in ascending order (suits never score in the play), so a hand's
    first card tells whether anything in it fits the count.
    """

    def __init__(self, aim: Aim, seats: int) -> None:
        self._seats = seats
        self._weights = tuple(aim.weight(seat) for seat in range(seats))
        self._allies = tuple(aim.is_ally(seat) for seat in range(seats))
        self._points: dict[tuple[int, ...], int] = {}
        self._fresh: dict[tuple[Hands, Seat, int], float] = {}

    def best(
        self,
        hands: Hands,
        count: int,
        series: tuple[int, ...],
        seat: Seat,
        depth: int,
        alpha: float,
        beta: float,
    ) -> float:
        """The value of the play from here, ``seat`` to play a card that fits the count."""
        maximising = self._allies[seat]
        best = -inf if maximising else inf
        previous = 0
        for index, rank in enumerate(hands[seat]):
            if count + VALUE[rank] > 31:
                break
            if rank == previous:
                continue
            previous = rank
            value = self._after(hands, count, series, seat, index, depth, alpha, beta)
            if maximising:
                if value > best:
                    best = value
                    if value > alpha:
                        alpha = value
            elif value < best:
                best = value
                if value < beta:
                    beta = value
            if alpha >= beta:
                break
        return best

    def after(
        self, hands: Hands, count: int, series: tuple[int, ...], seat: Seat, index: int, depth: int
    ) -> float:
        """The value of ``seat`` playing its card at ``index``, then the best play after it
        down to ``depth`` cards in all."""
        return self._after(hands, count, series, seat, index, depth, -inf, inf)

    def _after(
        self,
        hands: Hands,
        count: int,
        series: tuple[int, ...],
        seat: Seat,
        index: int,
        depth: int,
        alpha: float,
        beta: float,
    ) -> float:
        hand = hands[seat]
        rank = hand[index]
        hands = (*hands[:seat], hand[:index] + hand[index + 1 :], *hands[seat + 1 :])
        count += VALUE[rank]
        series += (rank,)
        points = self._points.get(series)
        if points is None:
            points = self._points[series] = play_points(series, count)
        following = None
        if count < 31:
            room = 31 - count
            seats = self._seats
            for step in range(1, seats + 1):
                other = (seat + step) % seats
                held = hands[other]
                if held and VALUE[held[0]] <= room:
                    following = other
                    break
            else:
                points += 1  # go, or last card
        gained = self._weights[seat] * points
        if depth <= 1:
            return gained
        if following is None:
            leader = self._next_holding(hands, seat)
            if leader is None:
                return gained
            return gained + self._fresh_series(hands, leader, depth - 1)
        return gained + self.best(
            hands, count, series, following, depth - 1, alpha - gained, beta - gained
        )

    def _fresh_series(self, hands: Hands, leader: Seat, depth: int) -> float:
        """The value from a new series led by ``leader``: the same whichever way the last
        series went, so it is searched once (fully) and remembered."""
        key = (hands, leader, depth)
        value = self._fresh.get(key)
        if value is None:
            value = self._fresh[key] = self.best(hands, 0, (), leader, depth, -inf, inf)
        return value

    def _next_holding(self, hands: Hands, seat: Seat) -> Seat | None:
        """Who leads the next series: the first seat clockwise after ``seat`` holding cards."""
        for step in range(1, self._seats + 1):
            following = (seat + step) % self._seats
            if hands[following]:
                return following
        return None


def lookahead_card(
    observation: CribbageObservation, aim: Aim, cards: tuple[Card, ...], rng: random.Random
) -> Card:
    """The card worth most on average over guessed worlds; ties go to the higher count value."""
    by_rank = one_of_each_rank(cards)
    if len(by_rank) == 1:
        return cards[0]
    me = aim.seat
    unseen = unseen_cards(observation)
    seats = len(observation.hand_sizes)
    worlds, depth = SEARCH[seats]
    playout = Playout(aim, seats)
    series = series_ranks(observation)
    totals = dict.fromkeys(by_rank, 0.0)
    for _ in range(worlds):
        hands = rank_hands(sample_hands(observation, unseen, rng))
        for rank in by_rank:
            index = hands[me].index(rank)
            totals[rank] += playout.after(hands, observation.count, series, me, index, depth)
    best = max(by_rank, key=lambda rank: (totals[rank], VALUE[rank]))
    return by_rank[best]


def one_of_each_rank(cards: tuple[Card, ...]) -> dict[int, Card]:
    """The first card of each rank among ``cards``, by rank number: they play alike."""
    by_rank: dict[int, Card] = {}
    for card in cards:
        by_rank.setdefault(card.rank.value, card)
    return by_rank


def series_ranks(observation: CribbageObservation) -> tuple[int, ...]:
    """The rank numbers of the series so far, as ``Playout`` takes it."""
    return tuple(card.rank.value for _, card in observation.series)


def rank_hands(world: Sequence[Sequence[Card]]) -> Hands:
    """A guessed world's hands as ``Playout`` holds them: rank numbers in ascending order."""
    return tuple(tuple(sorted(card.rank.value for card in hand)) for hand in world)
