"""The project's own search for misère, painted or passed, with every hand open.

Misère is no race for tricks, so the double-dummy trick count does not apply: both sides try
to shed tricks, and aces cost the trick number they fall in. The search finds the best score
for the *misère side* (the declaring side, or in pass-misère the searcher's side) against
opponents who make it as bad as they can: alpha-beta over card plays with bounds remembered
per position at each trick's start.

A trick taken by the misère side costs ``trick_costs[k]`` when it is that side's ``k``-th trick
counted from 0 (the costs repeat their last entry beyond the tuple), a trick taken by the
other side costs it ``-other_cost``; an ace costs whoever takes it its trick number.
"""

from __future__ import annotations

from collections.abc import Sequence

from skruuvi_gui.bots.skruuvi.relative import SUIT_MASKS, pack_position

_ACE_POWER = 12
_ACES = sum(1 << (13 * suit + _ACE_POWER) for suit in range(4))
_INFINITY = 1 << 20


def _spread(legal: int, outstanding: int) -> list[int]:
    """The cards of ``legal`` that play differently, highest first: cards with nothing still
    out between them play alike, except that an ace is always itself (it costs points)."""
    kept: list[int] = []
    previous = -1
    while legal:
        bit = legal.bit_length() - 1
        legal ^= 1 << bit
        if (
            previous < 0
            or previous // 13 != bit // 13
            or previous % 13 == _ACE_POWER
            or outstanding & (((1 << previous) - 1) ^ ((1 << (bit + 1)) - 1))
        ):
            kept.append(bit)
        previous = bit
    return kept


class MisereSearch:
    """Best play for misère: ``side`` (0 or 1) is the misère side."""

    __slots__ = ("_cap", "_costs", "_other", "_side", "_table", "nodes")

    def __init__(self, side: int, trick_costs: Sequence[int], other_cost: int = 0) -> None:
        self._side = side
        self._costs = tuple(trick_costs)
        self._cap = len(self._costs) - 1
        self._other = other_cost
        self._table: dict[tuple[int, int, int, int, int, int], tuple[int, int]] = {}
        self.nodes = 0

    def value(
        self,
        hands: Sequence[int],
        turn: int,
        trick: Sequence[tuple[int, int]] = (),
        taken: int = 0,
    ) -> int:
        """The misère side's score from now on under best play; ``taken`` is how many
        tricks it has already."""
        held = list(hands)
        if not trick:
            return self._lead(held, turn, taken, -_INFINITY, _INFINITY)
        led = trick[0][1] // 13
        best_pos, best = trick[0]
        played = 0
        for position, bit in trick:
            played |= 1 << bit
            if bit // 13 == led and bit > best:
                best_pos, best = position, bit
        return self._follow(
            held, turn, len(trick), led, best, best_pos, played, taken, -_INFINITY, _INFINITY
        )

    def _trick_value(self, winner: int, played: int, number: int, taken: int) -> int:
        aces = sum(1 for suit in range(4) if played >> (13 * suit + _ACE_POWER) & 1)
        if winner % 2 == self._side:
            return -self._costs[min(taken, self._cap)] - aces * number
        return self._other + aces * number

    def _lead(self, hands: list[int], leader: int, taken: int, alpha: int, beta: int) -> int:
        remaining = hands[leader].bit_count()
        if remaining == 0:
            return 0
        outstanding = hands[0] | hands[1] | hands[2] | hands[3]
        key = (
            *pack_position(hands, leader, outstanding),
            outstanding & _ACES | min(taken, self._cap),
        )
        bounds = self._table.get(key)
        if bounds is not None:
            low, high = bounds
            if low >= beta or low == high:
                return low
            if high <= alpha:
                return high
            alpha, beta = max(alpha, low), min(beta, high)
        else:
            low, high = -_INFINITY, _INFINITY
        self.nodes += 1
        start_alpha, start_beta = alpha, beta
        maximising = leader % 2 == self._side
        best = -_INFINITY if maximising else _INFINITY
        hand = hands[leader]
        following = (leader + 1) % 4
        for bit in self._lead_order(hand, outstanding):
            hands[leader] = hand ^ (1 << bit)
            value = self._follow(
                hands, following, 1, bit // 13, bit, leader, 1 << bit, taken, alpha, beta
            )
            if maximising:
                if value > best:
                    best = value
                alpha = max(alpha, best)
            else:
                if value < best:
                    best = value
                beta = min(beta, best)
            if alpha >= beta:
                break
        hands[leader] = hand
        if best <= start_alpha:
            high = min(high, best)
        elif best >= start_beta:
            low = max(low, best)
        else:
            low = high = best
        self._table[key] = (low, high)
        return best

    def _follow(
        self,
        hands: list[int],
        turn: int,
        count: int,
        led: int,
        best: int,
        best_pos: int,
        played: int,
        taken: int,
        alpha: int,
        beta: int,
    ) -> int:
        if count == 4:
            number = 13 - hands[best_pos].bit_count()
            value = self._trick_value(best_pos, played, number, taken)
            mine = best_pos % 2 == self._side
            return value + self._lead(
                hands, best_pos, taken + (1 if mine else 0), alpha - value, beta - value
            )
        hand = hands[turn]
        legal = hand & SUIT_MASKS[led] or hand
        outstanding = hands[0] | hands[1] | hands[2] | hands[3] | played
        maximising = turn % 2 == self._side
        ducks: list[int] = []
        winners: list[int] = []
        for bit in _spread(legal, outstanding):
            (winners if bit // 13 == led and bit > best else ducks).append(bit)
        # Shed the highest card that stays under the trick first, then the cheapest winner.
        order = ducks + winners[::-1]
        result = -_INFINITY if maximising else _INFINITY
        following = turn + 1 if turn < 3 else 0
        for bit in order:
            hands[turn] = hand ^ (1 << bit)
            if bit // 13 == led and bit > best:
                value = self._follow(
                    hands,
                    following,
                    count + 1,
                    led,
                    bit,
                    turn,
                    played | 1 << bit,
                    taken,
                    alpha,
                    beta,
                )
            else:
                value = self._follow(
                    hands,
                    following,
                    count + 1,
                    led,
                    best,
                    best_pos,
                    played | 1 << bit,
                    taken,
                    alpha,
                    beta,
                )
            if maximising:
                result = max(result, value)
                alpha = max(alpha, result)
            else:
                result = min(result, value)
                beta = min(beta, result)
            if alpha >= beta:
                break
        hands[turn] = hand
        return result

    @staticmethod
    def _lead_order(hand: int, outstanding: int) -> list[int]:
        """Low cards first (they shed the lead), the shortest suits first."""
        options: list[tuple[int, int]] = []
        for suit_mask in SUIT_MASKS:
            mine = hand & suit_mask
            if mine:
                length = mine.bit_count()
                options.extend(
                    (length * 16 + i, bit)
                    for i, bit in enumerate(reversed(_spread(mine, outstanding)))
                )
        options.sort()
        return [bit for _, bit in options]
