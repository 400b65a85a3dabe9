"""Each card's double-dummy worth in one position: what the play from the first trick weighs.

One question, asked of each legal card of the seat to play: how many tricks does a side take
from here on when that card is played and every hand then plays perfectly with all cards
open. This module answers it with the pure search (``searches.DoubleDummy``), one search per
card that is not equal to another for the play.
"""

from __future__ import annotations

from collections.abc import Sequence

from skruuvi_gui.bots.skruuvi.relative import SUIT_MASKS
from skruuvi_gui.bots.skruuvi.searches import DoubleDummy, representatives

#: Whether a compiled double-dummy library answers: quick enough to ask of every guessed deal
#: from the first trick. The pure search is not; card play without it keeps its rules of thumb
#: until the hands are short.
FAST = False


def legal_bits(hand: int, trick: Sequence[tuple[int, int]]) -> int:
    """The cards of ``hand`` that may be played to ``trick``: the led suit when held."""
    if not trick:
        return hand
    following = hand & SUIT_MASKS[trick[0][1] // 13]
    return following or hand


def card_tricks(
    hands: Sequence[int],
    trump: int,
    turn: int,
    trick: Sequence[tuple[int, int]] = (),
    side: int = 0,
) -> dict[int, int]:
    """For each card (bit) ``turn`` may play now, the tricks ``side`` takes from now on, the
    trick in progress included, when that card is played and all then play double dummy.

    ``hands`` are the four positions' masks (``masks``), ``trump`` a suit number or -1 for
    grandi, ``trick`` the (position, bit) pairs already played to the trick in progress.
    Cards equal for the play share one answer.
    """
    legal = legal_bits(hands[turn], trick)
    # The cards on the table count as between: a king and a jack are not equal over a queen.
    outstanding = hands[0] | hands[1] | hands[2] | hands[3]
    for _, played in trick:
        outstanding |= 1 << played
    engine = DoubleDummy(trump)
    worth: dict[int, int] = {}
    for bit in representatives(legal, outstanding):
        after = list(hands)
        after[turn] ^= 1 << bit
        worth[bit] = engine.tricks(after, (turn + 1) % 4, [*trick, (turn, bit)], side=side)
    for bit in range(52):
        if legal >> bit & 1 and bit not in worth:
            worth[bit] = worth[_equal_to(bit, worth, outstanding)]
    return worth


def _equal_to(bit: int, searched: dict[int, int], outstanding: int) -> int:
    """The searched card of ``bit``'s suit with no outstanding card between the two."""
    for other in searched:
        if other // 13 != bit // 13:
            continue
        low, high = min(bit, other), max(bit, other)
        between = outstanding & ((1 << high) - 1) & ~((1 << (low + 1)) - 1)
        if not between:
            return other
    raise ValueError(f"card {bit} has no equal among the searched cards")
