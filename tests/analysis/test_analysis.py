"""The analysis after a deal: Cribbage discards exact over the starters with the crib's
expectation, pegging against the expert, Skruuvi cards weighed double-dummy, and bids read
by the book."""

from __future__ import annotations

import random

import pytest

from skruuvi_gui.analysis.cribbage import review_discards, review_pegging, value_discard
from skruuvi_gui.analysis.skruuvi import EXACT_CARDS, review_bidding, review_cards
from skruuvi_gui.bots import make_bot
from skruuvi_gui.bots.cribbage.crib_table import OFFSUIT
from skruuvi_gui.bots.skruuvi import card_tricks
from skruuvi_gui.cards import Card
from skruuvi_gui.match import Match, Record, SeatConfig


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(part) for part in text.split())


def test_four_fives_over_the_46_starters() -> None:
    # 20 points with any starter but a ten-card, 28 with one of the 14 ten-cards left:
    # (14 * 28 + 32 * 20) / 46 = 1032 / 46.
    value = value_discard(cards("5C 5D 5H 5S KC QD"), cards("KC QD"), own_crib=True)
    assert value.keep == cards("5C 5D 5H 5S")
    assert value.hand == pytest.approx(1032 / 46)
    assert value.crib == OFFSUIT[12][11]
    against = value_discard(cards("5C 5D 5H 5S KC QD"), cards("KC QD"), own_crib=False)
    assert against.total == pytest.approx(1032 / 46 - OFFSUIT[12][11])


def played(game: str, options: dict[str, object], seed: int, levels: list[str]) -> Record:
    seats = [SeatConfig("Maija", "human")] + [
        SeatConfig(f"Bot {i}", "bot", level) for i, level in enumerate(levels)
    ]
    match = Match(game, options, seats, seed)
    match.start()
    person = make_bot(game, "random", random.Random(seed))
    while not match.is_over:
        seat = match.to_move()[0]
        bot = person if seat == 0 else match.bot_for(seat)
        match.apply(seat, bot.choose(match.observation(seat)))
    return match.to_record()


def test_each_discard_is_weighed_against_the_best() -> None:
    record = played("cribbage", {"target_score": 61}, 4, ["expert"])
    reviews = review_discards(record, frozenset({0}))
    discards = sum(text.startswith("D:") for text in record.actions) // 2
    assert len(reviews) >= discards - 1 and reviews
    for review in reviews:
        assert review.best.total >= review.chosen.total
        assert len(review.chosen.keep) == 4 and len(review.chosen.throw) == 2
    # The crib alternates between the two players, deal by deal.
    assert len({review.own_crib for review in reviews[:2]}) == 2
    assert any(review.lost > 0 for review in reviews)  # a random player throws badly


def test_pegging_mistakes_peg_less_than_the_expert() -> None:
    record = played("cribbage", {"target_score": 61}, 4, ["expert"])
    mistakes = review_pegging(record, frozenset({0}))
    assert mistakes and all(m.better_scored > m.scored for m in mistakes)
    assert review_pegging(record, frozenset()) == []


@pytest.fixture(scope="module")
def robber() -> Record:
    """A robber where seat 0 plays at random beside three normal bots."""
    return played("skruuvi", {"length": "robber"}, 2, ["normal", "normal", "normal"])


def pure_search(monkeypatch: pytest.MonkeyPatch) -> None:
    """Card play weighed as without the DDS library."""
    monkeypatch.setattr(card_tricks, "SOLVER", None)
    monkeypatch.setattr(card_tricks, "FAST", False)


def test_without_the_dds_library_the_last_tricks_are_weighed_exactly(
    robber: Record, monkeypatch: pytest.MonkeyPatch
) -> None:
    pure_search(monkeypatch)
    reviews = review_cards(robber, frozenset({0}))
    assert reviews
    assert all(0 <= review.tricks <= review.best_tricks for review in reviews)
    assert {review.trick for review in reviews} == set(range(14 - EXACT_CARDS, 14))
    assert any(review.cost > 0 for review in reviews)  # a random player costs tricks
    for review in reviews:
        if review.played == review.best:
            assert review.cost == 0


@pytest.mark.skipif(not card_tricks.FAST, reason="the DDS library is not installed here")
def test_with_the_dds_library_every_trick_is_weighed(
    robber: Record, monkeypatch: pytest.MonkeyPatch
) -> None:
    reviews = review_cards(robber, frozenset({0}))
    assert {review.trick for review in reviews} == set(range(1, 14))
    assert all(0 <= review.tricks <= review.best_tricks for review in reviews)
    # The last tricks are weighed as the pure search weighs them.
    pure_search(monkeypatch)
    last = [review for review in reviews if review.trick > 13 - EXACT_CARDS]
    assert last == review_cards(robber, frozenset({0}))


def test_every_call_is_read_by_the_book() -> None:
    record = played("skruuvi", {"length": "robber"}, 2, ["normal", "normal", "normal"])
    calls = review_bidding(record)
    assert {call.deal for call in calls} == set(range(1, 9))
    for call in calls:
        if call.call.bid is None and not call.final:
            assert call.meaning.code == "pass"
    assert any(call.call.bid is not None and call.meaning.rows for call in calls)
