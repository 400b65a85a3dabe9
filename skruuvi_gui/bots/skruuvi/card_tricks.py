"""Each card's double-dummy worth in one position: what the play from the first trick weighs.

One question, asked of each legal card of the seat to play: how many tricks does a side take
from here on when that card is played and every hand then plays perfectly with all cards
open. The DDS library answers it in one call where it loads (``dds``); elsewhere the pure
search (``searches.DoubleDummy``) does, one search per card that is not equal to another for
the play. Both give the same answers.

The forecasts ask a second question of each guessed deal: does a side make a contract's
tricks from the first lead (``makes``). Only the library answers it quickly enough for
thirteen cards a hand; without it the forecasts keep their play-outs.
"""

from __future__ import annotations

import os
from collections.abc import Sequence

from skruuvi_gui.bots.skruuvi import dds
from skruuvi_gui.bots.skruuvi.relative import SUIT_MASKS
from skruuvi_gui.bots.skruuvi.searches import PURE_SWITCH, DoubleDummy, representatives

#: The DDS library, where it loads and the pure searches are not asked for.
SOLVER = None if os.environ.get(PURE_SWITCH) else dds.load(dds.library_path())

#: Whether a compiled double-dummy library answers: quick enough to ask of every guessed deal
#: from the first trick. The pure search is not; card play without it keeps its rules of thumb
#: until the hands are short.
FAST = SOLVER is not None


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
    if SOLVER is None:
        return pure_card_tricks(hands, trump, turn, trick, side)
    try:
        worth = SOLVER.card_tricks(hands, trump, turn, trick)
    except dds.DDSError:
        # A position the library refuses is still a legal one: the pure search answers it.
        return pure_card_tricks(hands, trump, turn, trick, side)
    if side == turn % 2:
        return worth
    total = hands[turn].bit_count()
    return {bit: total - tricks for bit, tricks in worth.items()}


def pure_card_tricks(
    hands: Sequence[int],
    trump: int,
    turn: int,
    trick: Sequence[tuple[int, int]] = (),
    side: int = 0,
) -> dict[int, int]:
    """``card_tricks`` by the pure search: one search per card that plays differently."""
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
    # A card left out is equal to the searched one just above it, highest first.
    above = -1
    for bit in range(51, -1, -1):
        if bit in worth:
            above = bit
        elif legal >> bit & 1:
            worth[bit] = worth[above]
    return worth


def makes(hands: Sequence[int], trump: int, leader: int, side: int, promised: int) -> bool | None:
    """Whether ``side`` takes at least ``promised`` tricks double dummy from a fresh trick
    that ``leader`` leads; None where the library does not answer."""
    if SOLVER is None:
        return None
    try:
        if side == leader % 2:
            return SOLVER.reaches(hands, trump, leader, promised)
        total = hands[leader].bit_count()
        return not SOLVER.reaches(hands, trump, leader, total - promised + 1)
    except dds.DDSError:
        return None


def pure_makes(hands: Sequence[int], trump: int, leader: int, side: int, promised: int) -> bool:
    """``makes`` by the pure search (short hands only: thirteen cards take it minutes)."""
    return DoubleDummy(trump).tricks(list(hands), leader, [], side=side) >= promised
