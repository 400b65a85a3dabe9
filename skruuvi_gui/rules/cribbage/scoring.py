"""Cribbage scoring: the show (a hand or the crib with the starter) and the play.

``score_hand`` and ``score_play`` give totals and are built for speed, because bots call them
for every keep and starter; ``hand_breakdown`` and ``play_breakdown`` give the same points as
items in the order a player narrates them ("fifteen two, fifteen four, a pair is six").

Cards may be given as ``Card`` objects (the fast path) or as text such as ``"5H"``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import combinations, product

from skruuvi_gui.cards import FULL_DECK, Card, Rank

CardLike = Card | str

_JACK = int(Rank.JACK)

#: Reason ids for the pair items, by the number of cards of one rank (2, 3 or 4).
PAIR_REASONS: dict[int, str] = {2: "pair", 3: "pair_royal", 4: "double_pair_royal"}
PAIR_POINTS: dict[int, int] = {2: 2, 3: 6, 4: 12}


@dataclass(frozen=True, slots=True)
class ScoreItem:
    """One thing that scores: ``reason`` is a stable id the table translates."""

    reason: str
    points: int
    cards: tuple[Card, ...]


def card_value(card: Card) -> int:
    """The count value: ace 1, pips at face value, ten and court cards 10."""
    return min(int(card.rank), 10)


def canonical_order(cards: Iterable[Card]) -> tuple[Card, ...]:
    """Cards by rank, then suit letter: the one order used in action texts and items."""
    return tuple(sorted(cards, key=_CANONICAL_PLACE.__getitem__))


#: Each card's place in the canonical order (rank, then suit letter), looked up rather than
#: worked out: the engine orders every hand, discard and crib.
_CANONICAL_PLACE: dict[Card, int] = {
    card: place
    for place, card in enumerate(sorted(FULL_DECK, key=lambda c: (c.rank, c.suit.value)))
}


_CARDS_BY_TEXT: dict[str, Card] = {str(card): card for card in FULL_DECK}


def _as_card(card: CardLike) -> Card:
    if isinstance(card, Card):
        return card
    return _CARDS_BY_TEXT.get(card) or Card.parse(card)


# --- the show: totals ------------------------------------------------------------------

# A five-card rank multiset is keyed by adding 8**(rank-1) per card: three bits per rank hold
# a count of up to four, so the key needs no sorting.
_RANK_BIT: tuple[int, ...] = (0, *(1 << (3 * (rank - 1)) for rank in range(1, 14)))

# Fifteens + pairs + runs depend on ranks alone; filled lazily, at most 6,175 entries.
_RANK_POINTS: dict[int, int] = {}


def _rank_counts(key: int) -> list[int]:
    """Index ``rank`` gives how many cards of that rank the key holds (index 0 unused)."""
    return [0] + [(key >> (3 * (rank - 1))) & 7 for rank in range(1, 14)]


def _points_of_ranks(key: int) -> int:
    counts = _rank_counts(key)
    ways = [1] + [0] * 15
    for rank in range(1, 14):
        value = rank if rank < 10 else 10
        for _ in range(counts[rank]):
            for total in range(15, value - 1, -1):
                ways[total] += ways[total - value]
    points = 2 * ways[15]
    points += sum(n * (n - 1) for n in counts)
    for low, length in _rank_blocks(counts):
        if length >= 3:
            multiplier = 1
            for rank in range(low, low + length):
                multiplier *= counts[rank]
            points += length * multiplier
    return points


def _rank_blocks(counts: Sequence[int]) -> list[tuple[int, int]]:
    """Maximal blocks of consecutive ranks present, as ``(lowest rank, length)``."""
    blocks: list[tuple[int, int]] = []
    rank = 1
    while rank <= 13:
        if counts[rank]:
            low = rank
            while rank <= 13 and counts[rank]:
                rank += 1
            blocks.append((low, rank - low))
        rank += 1
    return blocks


def score_hand(
    hand: Sequence[CardLike],
    starter: CardLike,
    *,
    crib: bool = False,
    crib_four_card_flush: bool = True,
) -> int:
    """Points of four distinct hand (or crib) cards with the starter, as counted in the show.

    A crib's four-card flush counts as in a hand, as the game's default (the seed's rule)
    has it; with ``crib_four_card_flush`` false (the tournament rule) a crib's flush needs the
    starter too (spec §3.4).
    """
    if len(hand) != 4:
        raise ValueError(f"a hand has four cards, not {len(hand)}")
    h0, h1, h2, h3 = hand
    if not (
        isinstance(h0, Card)
        and isinstance(h1, Card)
        and isinstance(h2, Card)
        and isinstance(h3, Card)
        and isinstance(starter, Card)
    ):
        return score_hand(
            [_as_card(c) for c in hand],
            _as_card(starter),
            crib=crib,
            crib_four_card_flush=crib_four_card_flush,
        )
    key = (
        _RANK_BIT[h0.rank]
        + _RANK_BIT[h1.rank]
        + _RANK_BIT[h2.rank]
        + _RANK_BIT[h3.rank]
        + _RANK_BIT[starter.rank]
    )
    points = _RANK_POINTS.get(key)
    if points is None:
        points = _RANK_POINTS[key] = _points_of_ranks(key)
    suit = h0.suit
    starter_suit = starter.suit
    if h1.suit is suit and h2.suit is suit and h3.suit is suit:
        if starter_suit is suit:
            points += 5
        elif not crib or crib_four_card_flush:
            points += 4
    for card in (h0, h1, h2, h3):
        if card.rank == _JACK and card.suit is starter_suit:
            points += 1
    return points


# --- the show: items -------------------------------------------------------------------


def hand_breakdown(
    hand: Sequence[CardLike],
    starter: CardLike,
    *,
    crib: bool = False,
    crib_four_card_flush: bool = True,
) -> tuple[ScoreItem, ...]:
    """The items of ``score_hand`` in narrated order: fifteens, pairs, runs, flush, nobs.

    Within each kind, items and their cards follow rank order (the starter among them)."""
    cards = tuple(_as_card(c) for c in hand)
    turned = _as_card(starter)
    if len(cards) != 4:
        raise ValueError(f"a hand has four cards, not {len(cards)}")
    five = canonical_order((*cards, turned))
    key = 0
    for card in five:
        key += _RANK_BIT[card.rank]
    layout = _RANK_LAYOUTS.get(key)
    if layout is None:
        layout = _RANK_LAYOUTS[key] = _layout_of_ranks([card.rank for card in five])
    items = [
        ScoreItem(reason, points, tuple(five[i] for i in indices))
        for reason, points, indices in layout
    ]
    suit = cards[0].suit
    if all(c.suit is suit for c in cards):
        if turned.suit is suit:
            items.append(ScoreItem("flush", 5, (*cards, turned)))
        elif not crib or crib_four_card_flush:
            items.append(ScoreItem("flush", 4, cards))
    items.extend(
        ScoreItem("nobs", 1, (c, turned))
        for c in cards
        if c.rank == _JACK and c.suit is turned.suit
    )
    return tuple(items)


# Fifteens, pairs and runs as (reason, points, positions in the rank-ordered five cards),
# keyed like ``_RANK_POINTS``: the layout depends on the ranks alone.
_Layout = tuple[tuple[str, int, tuple[int, ...]], ...]
_RANK_LAYOUTS: dict[int, _Layout] = {}


def _layout_of_ranks(ranks: Sequence[int]) -> _Layout:
    """Enumerate the items of five ranks given in ascending order."""
    values = [rank if rank < 10 else 10 for rank in ranks]
    positions = range(len(ranks))
    layout: list[tuple[str, int, tuple[int, ...]]] = [
        ("fifteen", 2, combo)
        for size in range(2, 6)
        for combo in combinations(positions, size)
        if sum(values[i] for i in combo) == 15
    ]
    groups: dict[int, list[int]] = {}
    for i in positions:
        groups.setdefault(ranks[i], []).append(i)
    layout.extend(
        (PAIR_REASONS[len(group)], PAIR_POINTS[len(group)], tuple(group))
        for group in groups.values()
        if len(group) >= 2
    )
    counts = [len(groups.get(rank, ())) for rank in range(14)]
    for low, length in _rank_blocks(counts):
        if length >= 3:
            block = [groups[rank] for rank in range(low, low + length)]
            layout.extend(("run", length, run) for run in product(*block))
    return tuple(layout)


# --- the play --------------------------------------------------------------------------


def score_play(series: Sequence[CardLike]) -> int:
    """Points the last card of ``series`` (the cards since the last reset, in order) earns:
    fifteen, thirty-one, pairs and runs; go and last card are the engine's business."""
    cards = [_as_card(c) for c in series]
    if not cards:
        raise ValueError("the series has no card")
    return play_points([c.rank for c in cards], sum(card_value(c) for c in cards))


def play_points(ranks: Sequence[int], count: int) -> int:
    """``score_play`` on plain rank numbers with the running ``count``: the engine's fast path."""
    points = 2 if count in (15, 31) else 0
    last = ranks[-1]
    size = len(ranks)
    same = 1
    while same < size and ranks[-1 - same] == last:
        same += 1
    if same >= 2:
        points += PAIR_POINTS[same]
    return points + _run_length(ranks)


def _run_length(ranks: Sequence[int]) -> int:
    """The longest run at the end of the series, or 0: distinct, consecutive in any order."""
    for length in range(len(ranks), 2, -1):
        tail = ranks[-length:]
        if max(tail) - min(tail) == length - 1 and len(set(tail)) == length:
            return length
    return 0


def play_breakdown(series: Sequence[CardLike]) -> tuple[ScoreItem, ...]:
    """The items of ``score_play``: fifteen or thirty-one, then pairs, then the run."""
    cards = tuple(_as_card(c) for c in series)
    if not cards:
        raise ValueError("the series has no card")
    count = sum(card_value(c) for c in cards)
    items: list[ScoreItem] = []
    if count == 15:
        items.append(ScoreItem("fifteen", 2, cards))
    elif count == 31:
        items.append(ScoreItem("thirty_one", 2, cards))
    last = cards[-1].rank
    same = 1
    while same < len(cards) and cards[-1 - same].rank == last:
        same += 1
    if same >= 2:
        items.append(ScoreItem(PAIR_REASONS[same], PAIR_POINTS[same], cards[-same:]))
    length = _run_length([c.rank for c in cards])
    if length:
        items.append(ScoreItem("run", length, cards[-length:]))
    return tuple(items)
