"""Cribbage scoring against the worked examples of the rules spec (§10)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from skruuvi_gui.cards import FULL_DECK, Card, parse_cards
from skruuvi_gui.rules.cribbage import (
    CribbageOptions,
    ScoreItem,
    card_value,
    hand_breakdown,
    play_breakdown,
    score_hand,
    score_play,
)


def hand(text: str) -> list[str]:
    return text.split()


def items(breakdown: tuple[ScoreItem, ...]) -> list[tuple[str, int, str]]:
    return [(i.reason, i.points, " ".join(str(c) for c in i.cards)) for i in breakdown]


@pytest.mark.parametrize(
    ("cards", "starter", "points"),
    [
        ("5C 5D 5S JH", "5H", 29),  # 10.2
        ("5C 5D 5H 5S", "KD", 28),  # 10.3
        ("5C 5D 5H 5S", "JD", 28),  # 10.3: a Jack starter gives no nobs
        ("2C 4D 6H 8S", "TC", 0),  # 10.4
        ("2H 4H 6H 8H", "KC", 4),  # 10.5
        ("2H 4H 6H 8H", "KH", 5),
        ("2H 4H 6H 8C", "KH", 0),
        ("3H 4H 5H 6H", "7H", 14),
        ("JD 2C 4H 6S", "9D", 5),  # 10.6
        ("JD 2C 4H 6S", "9C", 4),
        ("3C 4D 5H 5S", "KC", 12),  # 10.8
        ("3C 4D 4H 5S", "5C", 16),
        ("3C 3D 3H 4S", "5C", 21),
        ("6C 6D 7H 8S", "9C", 16),
        ("7C 8S 9H JH", "2C", 5),  # 10.1, B's hand
        ("AD 4C TH QC", "2C", 4),  # 10.1, A's hand
    ],
)
def test_hand_examples(cards: str, starter: str, points: int) -> None:
    assert score_hand(hand(cards), starter) == points
    assert score_hand(parse_cards(cards), Card.parse(starter)) == points
    assert sum(i.points for i in hand_breakdown(hand(cards), starter)) == points


@pytest.mark.parametrize(
    ("cards", "starter", "default", "tournament"),
    [
        ("2H 4H 6H 8H", "KC", 4, 0),  # 10.5: four-card crib flush
        ("2H 4H 6H 8H", "KH", 5, 5),
        ("3H 4H 5H 6H", "7H", 14, 14),
        ("2D 6D AS KC", "2C", 4, 4),  # 10.1, A's crib
        ("2C 2H TS JS", "7S", 3, 3),  # 10.16, D's crib
        ("7D 8D 9C QH", "3C", 5, 5),  # 10.17, D's crib
    ],
)
def test_crib_examples(cards: str, starter: str, default: int, tournament: int) -> None:
    """The seed's rule is the default; the tournament rule is the option set to false."""
    assert score_hand(hand(cards), starter, crib=True) == default
    assert score_hand(hand(cards), starter, crib=True, crib_four_card_flush=False) == tournament
    breakdown = hand_breakdown(hand(cards), starter, crib=True)
    assert sum(i.points for i in breakdown) == default
    assert CribbageOptions().crib_four_card_flush is True


def test_29_hand_breakdown() -> None:
    breakdown = items(hand_breakdown(hand("5C 5D 5S JH"), "5H"))
    assert breakdown == [
        ("fifteen", 2, "5C JH"),
        ("fifteen", 2, "5D JH"),
        ("fifteen", 2, "5H JH"),
        ("fifteen", 2, "5S JH"),
        ("fifteen", 2, "5C 5D 5H"),
        ("fifteen", 2, "5C 5D 5S"),
        ("fifteen", 2, "5C 5H 5S"),
        ("fifteen", 2, "5D 5H 5S"),
        ("double_pair_royal", 12, "5C 5D 5H 5S"),
        ("nobs", 1, "JH 5H"),
    ]


def test_triple_run_breakdown() -> None:
    breakdown = items(hand_breakdown(hand("3C 3D 3H 4S"), "5C"))
    assert breakdown == [
        ("fifteen", 2, "3C 3D 4S 5C"),
        ("fifteen", 2, "3C 3H 4S 5C"),
        ("fifteen", 2, "3D 3H 4S 5C"),
        ("pair_royal", 6, "3C 3D 3H"),
        ("run", 3, "3C 4S 5C"),
        ("run", 3, "3D 4S 5C"),
        ("run", 3, "3H 4S 5C"),
    ]


def test_flush_and_nobs_items() -> None:
    assert items(hand_breakdown(hand("2H 4H 6H 8H"), "KC")) == [("flush", 4, "2H 4H 6H 8H")]
    assert items(hand_breakdown(hand("2H 4H 6H 8H"), "KH")) == [("flush", 5, "2H 4H 6H 8H KH")]
    assert items(hand_breakdown(hand("2H 4H 6H 8H"), "KC", crib=True)) == [
        ("flush", 4, "2H 4H 6H 8H")
    ]
    assert (
        items(hand_breakdown(hand("2H 4H 6H 8H"), "KC", crib=True, crib_four_card_flush=False))
        == []
    )
    assert items(hand_breakdown(hand("JD 2C 4H 6S"), "9D")) == [
        ("fifteen", 2, "6S 9D"),
        ("fifteen", 2, "2C 4H 9D"),
        ("nobs", 1, "JD 9D"),
    ]


def test_seed_hand_breakdown() -> None:
    assert items(hand_breakdown(hand("7C 8S 9H JH"), "2C")) == [
        ("fifteen", 2, "7C 8S"),
        ("run", 3, "7C 8S 9H"),
    ]
    assert items(hand_breakdown(hand("2D 6D AS KC"), "2C", crib=True)) == [
        ("fifteen", 2, "AS 2C 2D KC"),
        ("pair", 2, "2C 2D"),
    ]


def test_hand_needs_four_cards() -> None:
    with pytest.raises(ValueError, match="four cards"):
        score_hand(hand("5C 5D 5S"), "5H")
    with pytest.raises(ValueError, match="four cards"):
        hand_breakdown(hand("5C 5D 5S 6H 7H"), "5H")


def play_total(text: str) -> int:
    return score_play(text.split())


@pytest.mark.parametrize(
    ("series", "points"),
    [
        ("4C 6H 5D", 5),  # 10.9: fifteen + run out of order
        ("4C 6H", 0),
        ("7C 7H", 2),  # 10.10 pairs
        ("7C 7H 7D", 6),
        ("7C 7H 7D 7S", 12),
        ("5C 5H", 2),
        ("5C 5H 5D", 8),
        ("5C 5H 5D 5S", 12),
        ("4S 5H 5C 6D", 0),  # no run across a duplicate
        ("5D 6S 5C", 0),  # no pair across another rank
        ("KC QH 6D 5S", 2),  # 10.11: thirty-one
        ("8S TH 9H", 3),  # 10.1
        ("8S TH 9H 4C", 2),
        ("7C QC JH", 0),  # Q-J and 7-Q-J are not runs
        ("5D 3S 6C 4H", 4),  # 10.12
        ("5D 3S 6C 4H 7S", 5),
        ("5H 5C 5D 6D 4D 3S", 4),  # 10.16: run 3-4-5-6 of the last four
        ("QH KD AC", 0),  # runs never wrap round
        ("AC 2D 3H", 3),
    ],
)
def test_play_examples(series: str, points: int) -> None:
    assert play_total(series) == points
    assert sum(i.points for i in play_breakdown(series.split())) == points


def test_play_breakdown_items() -> None:
    assert items(play_breakdown(hand("5C 5H 5D"))) == [
        ("fifteen", 2, "5C 5H 5D"),
        ("pair_royal", 6, "5C 5H 5D"),
    ]
    assert items(play_breakdown(hand("KC QH 6D 5S"))) == [("thirty_one", 2, "KC QH 6D 5S")]
    assert items(play_breakdown(hand("4C 6H 5D"))) == [
        ("fifteen", 2, "4C 6H 5D"),
        ("run", 3, "4C 6H 5D"),
    ]
    assert items(play_breakdown(hand("7C 7H 7D 7S"))) == [("double_pair_royal", 12, "7C 7H 7D 7S")]
    assert play_breakdown(hand("4S 5H 5C 6D")) == ()


def test_play_needs_a_card() -> None:
    with pytest.raises(ValueError, match="no card"):
        score_play([])


def test_card_values() -> None:
    values = [card_value(c) for c in parse_cards("AS 2S 9S TS JS QS KS")]
    assert values == [1, 2, 9, 10, 10, 10, 10]


five_cards = st.lists(st.sampled_from(FULL_DECK), min_size=5, max_size=5, unique=True)


@given(five_cards, st.booleans(), st.booleans())
def test_breakdown_sums_to_total(cards: list[Card], crib: bool, four_card_flush: bool) -> None:
    held, starter = cards[:4], cards[4]
    total = score_hand(held, starter, crib=crib, crib_four_card_flush=four_card_flush)
    breakdown = hand_breakdown(held, starter, crib=crib, crib_four_card_flush=four_card_flush)
    assert sum(i.points for i in breakdown) == total
    assert 0 <= total <= 29
    assert total not in (19, 25, 26, 27)
    assert score_hand([str(c) for c in held], str(starter), crib=crib) == score_hand(
        held, starter, crib=crib
    )


@given(st.lists(st.sampled_from(FULL_DECK), min_size=1, max_size=8, unique=True))
def test_play_breakdown_sums_to_total(series: list[Card]) -> None:
    assert sum(i.points for i in play_breakdown(series)) == score_play(series)
