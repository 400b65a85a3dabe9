"""Traditional scoring (seed 001, spec §10.3): what one deal writes below and above the line.

Below the line go the trick points (tricks times level; in painted misère the opponents'
tricks); above it the contract (made, overtricks, or undertricks to the defenders), the
aces and sequences held in one hand when play starts, honours, painted-misère aces and the
pass-misère difference. Knocks multiply only what the deal's winner writes above the line.
The games below the line and the robber's ledger are ``ledger``'s business.

Every item carries in ``detail`` the figures it is made of, the knock multiplier last for
items above the line, so that a score sheet can show the sum ("6 x 10 x 5 = 300").
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from skruuvi_gui.cards import Card, Rank, Suit
from skruuvi_gui.rules.api import Seat
from skruuvi_gui.rules.skruuvi.model import (
    Bid,
    Holding,
    ScoreItem,
    Strain,
    overtricks,
    undertricks,
)

#: The multiplier for 0, 1 and 2 knocks, on the winner's points above the line.
MULTIPLIERS = (1, 2, 4)
#: A made contract, by level.
MADE = {4: 1000, 5: 2000, 6: 3000, 7: 4500}
#: Each overtrick, at these levels only.
OVERTRICK = 200
OVERTRICK_LEVELS = (5, 6)
#: The defenders' points for the first undertrick and each further one, by level.
UNDERTRICKS = {4: (400, 400), 5: (500, 500), 6: (1000, 600), 7: (1700, 700)}
#: Three or four aces in one hand.
ACES_HELD = {3: 200, 4: 400}
#: Each card of a sequence from the ace, from the third on.
SEQUENCE_CARD = 100
SEQUENCE_COUNTS_FROM = 3
#: Honours: 10 times level per honour to the side holding more.
HONOUR_UNIT = 10
TRUMP_HONOURS = (Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE)
#: A declaring side taking fewer tricks than this loses its honours.
HONOURS_NEED_TRICKS = 7
#: Each ace the opponents won in painted misère, times its trick number.
MISERE_ACE = 100
#: Each trick of difference in pass-misère, to the side with fewer.
PASS_MISERE_TRICK = 100
#: What goes below the line; everything else is above it.
BELOW_LINE = ("trick_points", "game")
#: The lowest level a contract has in traditional scoring.
LOWEST_CONTRACT = 4


@dataclass(frozen=True, slots=True)
class TraditionalScore:
    """A contract's points as ``(declaring side, defenders)`` pairs."""

    below: tuple[int, int]
    above: tuple[int, int]


class Traditional:
    """The contract's own items (spec §10.3), side 0 declaring and side 1 defending."""

    multipliers = MULTIPLIERS

    def contract_items(self, contract: Bid, tricks: int, knocks: int) -> list[ScoreItem]:
        """Trick points for both sides, then the made contract and its overtricks, or the
        defenders' undertricks; the knock multiplier applies to the latter, the winner's."""
        if not 0 <= tricks <= 13:
            raise ValueError(f"a side takes 0 to 13 tricks, not {tricks}")
        if contract.level < LOWEST_CONTRACT:
            raise ValueError(f"no contract is played below level 4: {contract}")
        level = contract.level
        times = MULTIPLIERS[knocks]
        counted = (13 - tricks, tricks) if contract.is_misere else (tricks, 13 - tricks)
        items = [
            ScoreItem(side, "trick_points", counted[side] * level, (counted[side], level))
            for side in (0, 1)
        ]
        down = undertricks(contract, tricks)
        if down:
            first, further = UNDERTRICKS[level]
            points = (first + further * (down - 1)) * times
            items.append(ScoreItem(1, "undertricks", points, (down, level, times)))
            return items
        items.append(ScoreItem(0, "made", MADE[level] * times, (level, times)))
        extra = overtricks(contract, tricks) if level in OVERTRICK_LEVELS else 0
        if extra:
            items.append(ScoreItem(0, "overtricks", OVERTRICK * extra * times, (extra, times)))
        return items


def _knocks(knocks: int) -> int:
    if knocks not in (0, 1, 2):
        raise ValueError(f"knocks are 0, 1 or 2, not {knocks}")
    return knocks


def score_traditional(contract: str | Bid, tricks: int, *, knocks: int = 0) -> TraditionalScore:
    """A contract such as ``"4S"``, ``"5M"`` or ``"7G"`` with the declaring side's
    ``tricks``: the trick points below the line and the contract's points above it (made,
    overtricks, undertricks) with knocks applied; no games, honours, held cards or aces."""
    items = Traditional().contract_items(Bid.parse(contract), tricks, _knocks(knocks))
    below = [0, 0]
    above = [0, 0]
    for item in items:
        (below if item.reason in BELOW_LINE else above)[item.side] += item.points
    return TraditionalScore((below[0], below[1]), (above[0], above[1]))


def contract_net(contract: Bid, tricks: int, knocks: int) -> int:
    """What the contract is worth to the declaring side over the defenders, both lines
    together: one figure to weigh contracts by."""
    score = score_traditional(contract, tricks, knocks=knocks)
    return score.below[0] - score.below[1] + score.above[0] - score.above[1]


# --- held when play starts ---------------------------------------------------------------


def _cards(hand: Iterable[Card | str]) -> list[Card]:
    return [card if isinstance(card, Card) else Card.parse(card) for card in hand]


def _strain(strain: str | Strain) -> Strain:
    if isinstance(strain, Strain):
        return strain
    try:
        return Strain(strain.strip().upper())
    except ValueError:
        raise ValueError(f"not a strain: {strain!r}") from None


#: From the ace down: A K Q ... 2 (the ace ranks high in Skruuvi).
_DOWNWARD = (Rank.ACE, *sorted(set(Rank) - {Rank.ACE}, reverse=True))


def holdings(seat: Seat, hand: Iterable[Card | str], strain: str | Strain) -> tuple[Holding, ...]:
    """The aces and sequences that ``hand`` scores in ``strain``: three or four aces, and in
    each suit the cards from the ace down without a gap, from the third card on (a trump
    sequence double); all double in grandi; nothing in misère."""
    played = _strain(strain)
    if played is Strain.MISERE:
        return ()
    cards = set(_cards(hand))
    grandi = 2 if played is Strain.GRANDI else 1
    found: list[Holding] = []
    aces = sum(card.rank is Rank.ACE for card in cards)
    if aces in ACES_HELD:
        found.append(Holding(seat, "aces", None, aces, ACES_HELD[aces] * grandi))
    for suit in Suit:
        run = 0
        for rank in _DOWNWARD:
            if Card(rank, suit) not in cards:
                break
            run += 1
        if run >= SEQUENCE_COUNTS_FROM:
            trump = 2 if suit is played.trump else 1
            points = SEQUENCE_CARD * (run - SEQUENCE_COUNTS_FROM + 1) * trump * grandi
            found.append(Holding(seat, "sequence", suit, run, points))
    return tuple(found)


def held_bonus(hand: Iterable[Card | str], strain: str | Strain) -> int:
    """The points above the line for the aces and sequences from an ace held in one hand
    (cards as ``Card`` or text such as ``"AH"``) in ``strain`` (``S H D C G M``)."""
    return sum(holding.points for holding in holdings(0, hand, strain))


def honour_counts(
    sides: tuple[Iterable[Card], Iterable[Card]], strain: str | Strain
) -> tuple[int, int]:
    """Each side's honours: in trumps the trump ten to ace and every ace (the trump ace
    twice, nine in all); in grandi twice the side's aces and one; none in misère."""
    played = _strain(strain)
    counts = [0, 0]
    if played is Strain.MISERE:
        return (0, 0)
    for side, cards in enumerate(sides):
        held = list(cards)
        aces = sum(card.rank is Rank.ACE for card in held)
        if played is Strain.GRANDI:
            counts[side] = 2 * aces + 1
        else:
            trumps = sum(card.suit is played.trump and card.rank in TRUMP_HONOURS for card in held)
            counts[side] = aces + trumps
    return (counts[0], counts[1])


def honours_side(counts: tuple[int, int], declaring: int, declarers_tricks: int) -> int | None:
    """The side that records its honours: the one holding more, the declaring side at 5-5
    in grandi; only the defenders if the declaring side took fewer than 7 tricks."""
    defending = 1 - declaring
    if declarers_tricks < HONOURS_NEED_TRICKS:
        return defending if counts[defending] else None
    if counts[defending] > counts[declaring]:
        return defending
    return declaring if counts[declaring] else None


# --- the whole deal ----------------------------------------------------------------------


def deal_items(
    contract: Bid | None,
    declaring: int,
    tricks: tuple[int, int],
    aces: Sequence[tuple[int, int]],
    knocks: int,
    held: Sequence[tuple[int, Holding]],
    honours: tuple[int, int],
) -> list[ScoreItem]:
    """Every item of a deal by side, in rule order, games left out. ``contract`` ``None``
    is pass-misère; ``aces`` are ``(trick number, side that won it)``; ``held`` the
    ``(side, holding)`` shown when play started; ``honours`` each side's count."""
    knocks = _knocks(knocks)
    if contract is None:
        fewer = 0 if tricks[0] < tricks[1] else 1
        times = MULTIPLIERS[knocks]
        difference = abs(tricks[0] - tricks[1])
        return [
            ScoreItem(fewer, "tricks", PASS_MISERE_TRICK * difference * times, (difference, times))
        ]
    made = undertricks(contract, tricks[declaring]) == 0
    winner = declaring if made else 1 - declaring

    def times_for(side: int) -> int:
        return MULTIPLIERS[knocks] if side == winner else 1

    items = [
        ScoreItem(
            declaring if item.side == 0 else 1 - declaring, item.reason, item.points, item.detail
        )
        for item in Traditional().contract_items(contract, tricks[declaring], knocks)
    ]
    if contract.is_misere:
        for number, side in sorted(aces):
            times = times_for(1 - side)
            points = MISERE_ACE * number * times
            items.append(ScoreItem(1 - side, "misere_ace", points, (number, times)))
        return items
    for side, holding in held:
        times = times_for(side)
        if holding.suit is None:
            detail: tuple[int, ...] = (holding.seat, holding.count, times)
            reason = "held_aces"
        else:
            suit = list(Suit).index(holding.suit)
            detail = (holding.seat, suit, holding.count, times)
            reason = "sequence"
        items.append(ScoreItem(side, reason, holding.points * times, detail))
    honour_side = honours_side(honours, declaring, tricks[declaring])
    if honour_side is not None:
        count, level, times = honours[honour_side], contract.level, times_for(honour_side)
        points = HONOUR_UNIT * level * count * times
        items.append(ScoreItem(honour_side, "honours", points, (count, level, times)))
    return items
