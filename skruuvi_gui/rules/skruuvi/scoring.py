"""What a deal scores (spec §10): the modern table (the default), the 2016 version and the
traditional scoring.

The modern and 2016 variants are one class each behind ``VARIANTS``, answering the same
three questions (a contract's points, misère ace points, pass-misère). Traditional scoring
writes below and above the line for both sides and counts what was held when play started;
its rules are in ``traditional``. Scores are per side: 0 and 1, the numbering the caller
chose for ``DealFacts``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar, Protocol

from skruuvi_gui.rules.skruuvi.model import (
    MODERN,
    NORWEGIAN_2016,
    TRADITIONAL,
    Bid,
    Holding,
    ScoreItem,
    Strain,
    overtricks,
    undertricks,
)
from skruuvi_gui.rules.skruuvi.traditional import Traditional, contract_net, deal_items


@dataclass(frozen=True, slots=True)
class DealFacts:
    """What a deal's score depends on.

    ``contract`` is ``None`` in pass-misère; ``tricks`` per side; ``aces`` one
    ``(trick number, side that won it)`` per ace; ``knocks`` 0, 1 (knocked) or 2 (re-knocked).
    Traditional scoring also needs ``held``, the ``(side, holding)`` shown when play started,
    and ``honours``, each side's count.
    """

    contract: Bid | None
    declaring_side: int
    tricks: tuple[int, int]
    aces: tuple[tuple[int, int], ...]
    knocks: int
    held: tuple[tuple[int, Holding], ...] = ()
    honours: tuple[int, int] = (0, 0)


def _ace_sum(aces: Sequence[tuple[int, int]], side: int) -> int:
    return sum(number for number, winner in aces if winner == side)


class Variant(Protocol):
    """One way of scoring a deal."""

    #: The multiplier for 0, 1 and 2 knocks.
    multipliers: tuple[int, int, int]

    def contract_items(self, contract: Bid, tricks: int, multiplier: int) -> list[tuple[str, int]]:
        """The declaring side's items for a painted contract, ace points not included."""
        ...

    def misere_ace_items(self, facts: DealFacts, made: bool) -> list[ScoreItem]: ...

    def pass_misere_items(self, facts: DealFacts, multiplier: int) -> list[ScoreItem]: ...


class Modern:
    """Seed 000, spec §10.1."""

    multipliers = (1, 2, 4)
    #: made, first undertrick, each further one, by level.
    TABLE: ClassVar[dict[int, tuple[int, int, int]]] = {
        5: (25, -11, -5),
        6: (36, -11, -6),
        7: (49, -17, -7),
    }
    GRANDI_BONUS = 12
    MISERE_MINUS = -12

    def contract_items(self, contract: Bid, tricks: int, multiplier: int) -> list[tuple[str, int]]:
        made, first, further = self.TABLE[contract.level]
        down = undertricks(contract, tricks)
        if down:
            return [("undertricks", (first + further * (down - 1)) * multiplier)]
        items = [("made", made * multiplier)]
        if contract.strain is Strain.GRANDI:
            items.append(("grandi_bonus", self.GRANDI_BONUS * multiplier))
        elif contract.is_misere:
            items.append(("misere_minus", self.MISERE_MINUS * multiplier))
        return items

    def misere_ace_items(self, facts: DealFacts, made: bool) -> list[ScoreItem]:
        """Made only: the defenders' ace tricks added, the declarers' taken off, to the
        declaring side; not multiplied."""
        if not made:
            return []
        declaring = facts.declaring_side
        points = _ace_sum(facts.aces, 1 - declaring) - _ace_sum(facts.aces, declaring)
        return [ScoreItem(declaring, "aces", points)]

    def pass_misere_items(self, facts: DealFacts, multiplier: int) -> list[ScoreItem]:
        """The side with more tricks records minus the difference, multiplied; the side with
        the larger ace sum records minus the difference of the sums, not multiplied."""
        first, second = facts.tricks
        more = 0 if first > second else 1
        aces = (_ace_sum(facts.aces, 0), _ace_sum(facts.aces, 1))
        higher = 0 if aces[0] > aces[1] else 1
        return [
            ScoreItem(more, "tricks", -abs(first - second) * multiplier),
            ScoreItem(higher, "aces", -abs(aces[0] - aces[1])),
        ]


class Norwegian2016:
    """Seed 002, spec §10.2; kotka uses the same table at levels 6 and 7."""

    multipliers = (1, 2, 3)
    #: made, first undertrick, by level.
    TRUMPS: ClassVar[dict[int, tuple[int, int]]] = {5: (25, -5), 6: (35, -10), 7: (50, -15)}
    MISERE: ClassVar[dict[int, tuple[int, int]]] = {5: (10, -10), 6: (20, -15), 7: (35, -20)}
    FURTHER = -5
    OVERTRICK = 2

    def contract_items(self, contract: Bid, tricks: int, multiplier: int) -> list[tuple[str, int]]:
        table = self.MISERE if contract.is_misere else self.TRUMPS
        made, first = table[contract.level]
        down = undertricks(contract, tricks)
        if down:
            return [("undertricks", (first + self.FURTHER * (down - 1)) * multiplier)]
        items = [("made", made * multiplier)]
        if contract.level < 7:
            items.append(("overtricks", self.OVERTRICK * overtricks(contract, tricks) * multiplier))
        return items

    def misere_ace_items(self, facts: DealFacts, made: bool) -> list[ScoreItem]:
        """Made or not: every ace the defenders won costs them its trick number."""
        defending = 1 - facts.declaring_side
        return [ScoreItem(defending, "aces", -_ace_sum(facts.aces, defending))]

    def pass_misere_items(self, facts: DealFacts, multiplier: int) -> list[ScoreItem]:
        """Each side: minus one per trick, multiplied; minus each of its aces' trick numbers."""
        items = [ScoreItem(side, "tricks", -facts.tricks[side] * multiplier) for side in (0, 1)]
        items += [ScoreItem(side, "aces", -_ace_sum(facts.aces, side)) for side in (0, 1)]
        return items


VARIANTS: dict[str, Variant] = {MODERN: Modern(), NORWEGIAN_2016: Norwegian2016()}


def _variant(name: str) -> Variant:
    try:
        return VARIANTS[name]
    except KeyError:
        raise ValueError(f"unknown scoring variant {name!r}") from None


def multiplier(knocks: int, *, variant: str = MODERN) -> int:
    """What knocks do to the points: a knock doubles them; a re-knock multiplies them by 4
    (modern, traditional) or 3 (2016)."""
    if knocks not in (0, 1, 2):
        raise ValueError(f"knocks are 0, 1 or 2, not {knocks}")
    if variant == TRADITIONAL:
        return Traditional.multipliers[knocks]
    return _variant(variant).multipliers[knocks]


def _contract_items(contract: Bid, tricks: int, variant: str, knocks: int) -> list[ScoreItem]:
    if not 0 <= tricks <= 13:
        raise ValueError(f"a side takes 0 to 13 tricks, not {tricks}")
    if contract.level < 5:
        raise ValueError(f"no contract is played below level 5: {contract}")
    times = multiplier(knocks, variant=variant)
    return [
        ScoreItem(0, reason, points)
        for reason, points in _variant(variant).contract_items(contract, tricks, times)
    ]


def score_contract(
    contract: str | Bid, tricks: int, *, variant: str = MODERN, knocks: int = 0
) -> int:
    """The points the declaring side records for a painted contract such as ``"6H"``,
    ``"5M"`` or ``"7G"``, given the tricks it took; ace points not included. Traditional
    scoring writes for both sides on two lines: here it is the declaring side's gain over
    the defenders from the contract alone (``score_traditional`` gives the columns)."""
    if variant == TRADITIONAL:
        multiplier(knocks, variant=variant)
        return contract_net(Bid.parse(contract), tricks, knocks)
    items = _contract_items(Bid.parse(contract), tricks, variant, knocks)
    return sum(item.points for item in items)


def score_deal(facts: DealFacts, *, variant: str = MODERN) -> tuple[ScoreItem, ...]:
    """Every item a deal scores, in rule order; items worth nothing are left out.
    Traditional scoring's games below the line depend on the robber so far: see ``ledger``."""
    contract = facts.contract
    if variant == TRADITIONAL:
        items = deal_items(
            contract,
            facts.declaring_side,
            facts.tricks,
            facts.aces,
            facts.knocks,
            facts.held,
            facts.honours,
        )
        return tuple(item for item in items if item.points)
    rules = _variant(variant)
    if contract is None:
        items = rules.pass_misere_items(facts, multiplier(facts.knocks, variant=variant))
    else:
        declaring = facts.declaring_side
        tricks = facts.tricks[declaring]
        items = [
            ScoreItem(declaring, item.reason, item.points)
            for item in _contract_items(contract, tricks, variant, facts.knocks)
        ]
        if contract.is_misere:
            items += rules.misere_ace_items(facts, undertricks(contract, tricks) == 0)
    return tuple(item for item in items if item.points)


def side_totals(items: Sequence[ScoreItem]) -> tuple[int, int]:
    """The points of each side."""
    return (
        sum(item.points for item in items if item.side == 0),
        sum(item.points for item in items if item.side == 1),
    )
