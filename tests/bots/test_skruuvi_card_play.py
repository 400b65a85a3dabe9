"""The expert's card play from the first trick: every guessed deal asked each legal card's
double-dummy tricks where the compiled library answers, and the reference plan where not."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from itertools import pairwise

import pytest
from test_skruuvi_searches import play_views

from skruuvi_gui.bots.skruuvi import card_tricks, expert
from skruuvi_gui.bots.skruuvi.masks import BIT_OF, mask_of
from skruuvi_gui.rules.skruuvi import Play, SkruuviObservation

CardTricks = Callable[[Sequence[int], int, int, Sequence[tuple[int, int]], int], dict[int, int]]
_legal_bits = card_tricks.legal_bits


def contract_views(seeds: range) -> list[SkruuviObservation]:
    """Card plays with a real choice in trump and grandi contracts."""
    return [
        view
        for seed in seeds
        for view in play_views(seed)
        if view.contract is not None and not view.contract.is_misere
    ]


def side_tricks(view: SkruuviObservation) -> tuple[bool, int, int]:
    """Whether the view's seat declares (with partner), the declaring side's tricks so far,
    and the tricks it promised."""
    assert view.declarer is not None and view.contract is not None and view.seat is not None
    side = {view.declarer, view.partner_of(view.declarer)}
    taken = sum(count for seat, count in enumerate(view.tricks_won) if seat in side)
    return view.seat in side, taken, view.contract.tricks_promised


def test_without_the_library_the_expert_plays_the_reference_plan(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def refused(*_: object) -> dict[int, int]:
        raise AssertionError("asked a double-dummy library that is not there")

    monkeypatch.setattr(card_tricks, "FAST", False)
    monkeypatch.setattr(card_tricks, "card_tricks", refused)
    views = contract_views(range(2))
    early = [v for v in views if len(v.hand) > expert.CLUB_PLAN.exact_cards][:2]
    late = [v for v in views if len(v.hand) <= expert.CLUB_PLAN.exact_cards][:2]
    assert early and late
    for view in early + late:
        ours = expert.expert_card(view, random.Random(3))
        assert ours == expert.expert_card(view, random.Random(3), expert.CLUB_PLAN)


def test_the_club_level_keeps_the_reference_plan_beside_the_library(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def refused(*_: object) -> dict[int, int]:
        raise AssertionError("the club level asked the library")

    monkeypatch.setattr(card_tricks, "FAST", True)
    monkeypatch.setattr(card_tricks, "card_tricks", refused)
    view = next(v for v in contract_views(range(2)) if len(v.hand) <= 4)
    expert.expert_card(view, random.Random(3), expert.plan_for("club"))


def legal_bits(view: SkruuviObservation) -> list[int]:
    return [BIT_OF[action.card.index] for action in view.legal if isinstance(action, Play)]


def stub(worth: Callable[[int, list[int]], int], asked: list[list[int]]) -> CardTricks:
    """A library answering ``worth(bit, hands)`` for each legal card, noting the deals."""

    def answer(
        hands: Sequence[int], _trump: int, turn: int, trick: Sequence[tuple[int, int]], _side: int
    ) -> dict[int, int]:
        asked.append(list(hands))
        legal = _legal_bits(hands[turn], trick)
        return {bit: worth(bit, list(hands)) for bit in range(52) if legal >> bit & 1}

    return answer


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_the_card_that_reaches_the_goal_in_most_deals_is_played_from_the_first_trick(
    monkeypatch: pytest.MonkeyPatch, seed: int
) -> None:
    view = next(v for v in contract_views(range(seed, seed + 3)) if len(v.hand) >= 11)
    declaring, taken, promised = side_tricks(view)
    # The highest legal card reaches the goal in every deal, the others in none.
    good = max(legal_bits(view))
    goal = promised - taken if declaring else promised - taken - 1
    bad = promised - taken - 1 if declaring else promised - taken
    asked: list[list[int]] = []
    monkeypatch.setattr(card_tricks, "FAST", True)
    monkeypatch.setattr(
        card_tricks, "card_tricks", stub(lambda bit, _: goal if bit == good else bad, asked)
    )
    card, reason = expert.expert_card(view, random.Random(seed))
    assert BIT_OF[card.index] == good
    assert len(asked) == expert.EXPERT_PLAN.double_dummy_worlds == reason.count
    own = mask_of(view.hand)
    assert view.seat is not None
    position = view.order.index(view.seat)
    for hands in asked:
        # Each guessed deal holds this seat's own hand and every other card still out once.
        assert hands[position] == own
        assert sum(h.bit_count() for h in hands) == sum(view.hand_sizes[s] for s in view.order)
        assert hands[0] | hands[1] | hands[2] | hands[3] == sum(hands)


def test_among_cards_scoring_alike_the_one_taking_more_tricks_is_played(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    view = next(v for v in contract_views(range(3)) if side_tricks(v)[0] and len(v.legal) >= 3)
    _, taken, promised = side_tricks(view)
    # Every card makes the contract in every deal; the highest (the last one a tie would
    # fall to) takes one trick more in one guessed deal, which no scoring without
    # overtricks rewards.
    extra = max(legal_bits(view))
    asked: list[list[int]] = []

    def worth(bit: int, _hands: list[int]) -> int:
        more = bit == extra and len(asked) == 1
        return promised - taken + more

    monkeypatch.setattr(card_tricks, "FAST", True)
    monkeypatch.setattr(card_tricks, "card_tricks", stub(worth, asked))
    card, _ = expert.expert_card(view, random.Random(1))
    assert BIT_OF[card.index] == extra


def split_by_the_table(view: SkruuviObservation) -> int | None:
    """A legal card that only a card on the table parts from a higher legal card: equal for
    the play but for the trick in progress."""
    gone = mask_of(card for trick in view.tricks for _, card in trick.plays)
    table = mask_of(card for _, card in view.trick)
    legal = sorted(legal_bits(view))
    for low, high in pairwise(legal):
        between = ((1 << high) - 1) ^ ((1 << (low + 1)) - 1)
        if low // 13 == high // 13 and between & table and not between & ~gone & ~table:
            return low
    return None


def test_a_card_on_the_table_parts_a_king_from_a_jack(monkeypatch: pytest.MonkeyPatch) -> None:
    views = [v for v in contract_views(range(8)) if v.trick]
    view, low = next((v, low) for v in views if (low := split_by_the_table(v)) is not None)
    declaring, taken, promised = side_tricks(view)
    goal = promised - taken if declaring else promised - taken - 1
    bad = promised - taken - 1 if declaring else promised - taken
    monkeypatch.setattr(card_tricks, "FAST", True)
    monkeypatch.setattr(
        card_tricks, "card_tricks", stub(lambda bit, _: goal if bit == low else bad, [])
    )
    # Only the lower card reaches the goal: it is weighed as a card of its own.
    card, _ = expert.expert_card(view, random.Random(2))
    assert BIT_OF[card.index] == low
