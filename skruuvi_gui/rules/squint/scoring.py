"""What a deal scores (spec §5) and when the game ends (spec §6).

Only the contractors score, each on their own result (every player in Nemo). Ace Solo,
Grand Solo and Duo score per trick beyond five, and lose per trick short of six; Misère is a
flat 25; the plain Solo scores from its third trick and, failed, pays for the tricks of the
best opponent. Playing hand (without the squint) doubles the result, gain or loss.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from skruuvi_gui.cards import Suit
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
    SquintOptions,
    Trick,
)

#: Points per trick beyond five, and per trick short of six, of the six-trick contracts.
RATES = {ACE_SOLO: 20, GRAND_SOLO: 15, DUO: 10}
TARGET = 6
MISERE_POINTS = 25
#: Plain Solo: points per trick from the third; per trick of the best opponent when failed.
SOLO_RATE = 10
SOLO_PENALTY = 5
#: Nemo: points per clean trick, and per trick when all of the player's tricks are clean.
NEMO_CLEAN = 10
NEMO_ALL_CLEAN = 20
TRICKS = 10


@dataclass(frozen=True, slots=True)
class ScoreItem:
    """``points`` for ``seat``; ``reason`` is the contract kind it comes from."""

    seat: Seat
    reason: str
    points: int


def _times(hand: bool) -> int:
    return 2 if hand else 1


def six_trick_points(kind: str, tricks: int, *, hand: bool = False) -> int:
    """Ace Solo, Grand Solo or Duo (``tricks`` of both partners together): made with six."""
    rate = RATES[kind]
    if tricks >= TARGET:
        return rate * (tricks - 5) * _times(hand)
    return -rate * (TARGET - tricks) * _times(hand)


def misere_points(tricks: int, *, hand: bool = False) -> int:
    """Made with no trick at all; a flat loss however many tricks."""
    return (MISERE_POINTS if tricks == 0 else -MISERE_POINTS) * _times(hand)


def solo_points(tricks: int, best_opponent: int, *, hand: bool = False) -> int:
    """Made with more tricks than every other player; a tie fails."""
    if tricks > best_opponent:
        return SOLO_RATE * (tricks - 2) * _times(hand)
    return -SOLO_PENALTY * best_opponent * _times(hand)


def nemo_points(won: int, clean: int) -> int:
    """``won`` tricks, ``clean`` of them without a penalty card: double when all are clean."""
    if won and clean == won:
        return NEMO_ALL_CLEAN * won
    return NEMO_CLEAN * clean


def clean_tricks(tricks: Sequence[Trick], penalty: Suit) -> tuple[int, ...]:
    """Per seat, the tricks it won that hold no card of the penalty suit."""
    clean = [0] * NUM_SEATS
    for trick in tricks:
        if all(card.suit is not penalty for card in trick.cards):
            clean[trick.winner] += 1
    return tuple(clean)


@dataclass(frozen=True, slots=True)
class DealFacts:
    """What a deal's score depends on: its contracts, ``tricks[seat]`` won, the seats that
    played hand, and (Nemo) ``clean[seat]``, the tricks won without a penalty card."""

    contracts: tuple[Contract, ...]
    tricks: tuple[int, ...]
    playing_hand: tuple[Seat, ...] = ()
    clean: tuple[int, ...] = (0,) * NUM_SEATS


def _contract_items(contract: Contract, facts: DealFacts) -> list[ScoreItem]:
    kind, seats, tricks = contract.kind, contract.seats, facts.tricks
    hand = any(seat in facts.playing_hand for seat in seats)
    if kind == NEMO:
        return [ScoreItem(s, kind, nemo_points(tricks[s], facts.clean[s])) for s in seats]
    if kind == DUO:
        points = six_trick_points(DUO, sum(tricks[s] for s in seats), hand=hand)
        return [ScoreItem(s, kind, points) for s in seats]
    (seat,) = seats
    if kind == MISERE:
        return [ScoreItem(seat, kind, misere_points(tricks[seat], hand=hand))]
    if kind == SOLO:
        best = max(t for other, t in enumerate(tricks) if other != seat)
        return [ScoreItem(seat, kind, solo_points(tricks[seat], best, hand=hand))]
    return [ScoreItem(seat, kind, six_trick_points(kind, tricks[seat], hand=hand))]


def score_deal(facts: DealFacts) -> tuple[ScoreItem, ...]:
    """Every item a deal scores, contract by contract; items worth nothing are left out."""
    if len(facts.tricks) != NUM_SEATS or sum(facts.tricks) != TRICKS:
        raise ValueError(f"five players take ten tricks between them, not {facts.tricks}")
    items = [item for contract in facts.contracts for item in _contract_items(contract, facts)]
    return tuple(item for item in items if item.points)


def deal_points(facts: DealFacts) -> tuple[int, ...]:
    """Each seat's points for the deal (0 for a seat that does not score)."""
    points = [0] * NUM_SEATS
    for item in score_deal(facts):
        points[item.seat] += item.points
    return tuple(points)


# --- the end of the game ------------------------------------------------------------------


def leaders(totals: Sequence[int]) -> tuple[Seat, ...]:
    """The seats with the highest total."""
    best = max(totals)
    return tuple(seat for seat, total in enumerate(totals) if total == best)


def end_reached(totals: Sequence[int], deals: int, options: SquintOptions) -> bool:
    """Someone has reached the target, or the deal limit has been played."""
    limit = options.deal_limit
    return max(totals) >= options.target_score or (limit is not None and deals >= limit)
