"""Squint scoring and the end of the game against the rules spec (§5-§6, examples P1-P13).

S0 deals throughout, so the spec's S1, S2, S3, S4, S0 are seats 1, 2, 3, 4, 0.
"""

from __future__ import annotations

import pytest

from skruuvi_gui.cards import parse_cards
from skruuvi_gui.rules.squint import (
    ACE_SOLO,
    DUO,
    GRAND_SOLO,
    Contract,
    DealFacts,
    ScoreItem,
    SquintOptions,
    Trick,
    clean_tricks,
    deal_points,
    misere_points,
    nemo_points,
    resolve_bids,
    score_deal,
    six_trick_points,
    solo_points,
)
from skruuvi_gui.rules.squint.scoring import end_reached, leaders

ALL_SEATS = (0, 1, 2, 3, 4)


def tricks(s1: int, s2: int, s3: int, s4: int, s0: int) -> tuple[int, ...]:
    """Trick counts listed as the spec lists them, by seat."""
    return (s0, s1, s2, s3, s4)


def test_p1_ace_solo_won_with_the_squint() -> None:
    assert six_trick_points(ACE_SOLO, 7) == 40
    facts = DealFacts((Contract(ACE_SOLO, (2,)),), tricks(1, 7, 1, 1, 0))
    assert score_deal(facts) == (ScoreItem(2, "ace_solo", 40),)
    assert deal_points(facts) == (0, 0, 40, 0, 0)


def test_p2_ace_solo_lost() -> None:
    assert six_trick_points(ACE_SOLO, 4) == -40
    facts = DealFacts((Contract(ACE_SOLO, (2,)),), tricks(2, 4, 2, 1, 1))
    assert deal_points(facts) == (0, 0, -40, 0, 0)


def test_p3_ace_solo_played_hand() -> None:
    assert six_trick_points(ACE_SOLO, 8, hand=True) == 120
    facts = DealFacts((Contract(ACE_SOLO, (2,)),), tricks(1, 8, 1, 0, 0), playing_hand=(2,))
    assert deal_points(facts) == (0, 0, 120, 0, 0)


def test_p4_simultaneous_contracts_each_with_their_own_multiplier() -> None:
    contracts = resolve_bids(["5C", "AC", "2H", "AD", "KS"])
    facts = DealFacts(contracts, tricks(6, 0, 3, 1, 0), playing_hand=(2,))
    assert score_deal(facts) == (
        ScoreItem(1, "ace_solo", 20),
        ScoreItem(2, "misere", 50),
        ScoreItem(3, "ace_solo", -60),
    )
    assert deal_points(facts) == (0, 20, 50, -60, 0)


def test_p5_misere_lost_hand_is_flat() -> None:
    assert misere_points(1, hand=True) == -50
    assert misere_points(3, hand=True) == -50
    assert misere_points(0) == 25
    facts = DealFacts((Contract("misere", (1,)),), tricks(1, 3, 3, 3, 0), playing_hand=(1,))
    assert score_deal(facts) == (ScoreItem(1, "misere", -50),)


@pytest.mark.parametrize(
    ("case", "taken", "hand", "points"),
    [("a", 6, False, 15), ("b", 10, True, 150), ("c", 5, False, -15), ("d", 2, True, -120)],
)
def test_p6_grand_solo(case: str, taken: int, hand: bool, points: int) -> None:
    assert six_trick_points(GRAND_SOLO, taken, hand=hand) == points, case


def test_p7_solo_won() -> None:
    facts = DealFacts((Contract("solo", (0,), "S"),), tricks(2, 2, 1, 1, 4))
    assert score_deal(facts) == (ScoreItem(0, "solo", 20),)


def test_p8_solo_lost_on_a_tie() -> None:
    facts = DealFacts((Contract("solo", (0,), "S"),), tricks(3, 2, 1, 1, 3))
    assert score_deal(facts) == (ScoreItem(0, "solo", -15),)


def test_p9_solo_lost_badly_hand() -> None:
    facts = DealFacts((Contract("solo", (0,), "S"),), tricks(4, 2, 1, 1, 2), playing_hand=(0,))
    assert score_deal(facts) == (ScoreItem(0, "solo", -40),)


def test_p10_solo_won_hand() -> None:
    assert solo_points(5, 2, hand=True) == 60
    facts = DealFacts((Contract("solo", (0,), "S"),), tricks(2, 1, 1, 1, 5), playing_hand=(0,))
    assert deal_points(facts) == (60, 0, 0, 0, 0)


@pytest.mark.parametrize(
    ("case", "s1", "s3", "hand", "each"),
    [
        ("a", 4, 3, False, 20),
        ("b", 2, 2, False, -20),
        ("c", 3, 3, True, 20),
        ("d", 5, 0, True, -20),
    ],
)
def test_p11_duo_scores_each_partner(case: str, s1: int, s3: int, hand: bool, each: int) -> None:
    duo = Contract(DUO, (1, 3), "H")
    rest = 10 - s1 - s3
    facts = DealFacts((duo,), (rest, s1, 0, s3, 0), playing_hand=(1, 3) if hand else ())
    assert deal_points(facts) == (0, each, 0, each, 0), case


def test_p12_nemo() -> None:
    assert [nemo_points(3, 3), nemo_points(4, 2), nemo_points(2, 0), nemo_points(1, 1)] == [
        60,
        20,
        0,
        20,
    ]
    assert nemo_points(0, 0) == 0
    nemo = Contract("nemo", ALL_SEATS, "H")
    facts = DealFacts((nemo,), tricks(3, 4, 2, 1, 0), clean=tricks(3, 2, 0, 1, 0))
    assert deal_points(facts) == tricks(60, 20, 0, 20, 0)
    assert [item.seat for item in score_deal(facts)] == [1, 2, 4]


def test_a_trick_is_clean_without_a_penalty_card() -> None:
    won = [
        Trick(1, tuple(zip(ALL_SEATS, parse_cards("2S 3S 4S 5S 6S"), strict=True)), 1),
        Trick(2, tuple(zip(ALL_SEATS, parse_cards("7S 8S 9S TS 2H"), strict=True)), 1),
        Trick(3, tuple(zip(ALL_SEATS, parse_cards("2C 3C 4C 5C 6C"), strict=True)), 3),
    ]
    penalty = Contract("nemo", ALL_SEATS, "H").penalty
    assert penalty is not None
    assert clean_tricks(won, penalty) == (0, 1, 0, 1, 0)


def test_ten_tricks_are_needed() -> None:
    with pytest.raises(ValueError):
        score_deal(DealFacts((Contract(ACE_SOLO, (2,)),), (1, 1, 1, 1, 1)))


def test_p13_the_game_ends_once_someone_reaches_the_target() -> None:
    """S1 wins a Grand Solo with the squint and seven tricks: +30, from 140 to 170."""
    options = SquintOptions()
    before = tricks(140, 120, 60, -30, 100)
    assert not end_reached(before, 7, options)
    grand = DealFacts((Contract(GRAND_SOLO, (1,), "H"),), tricks(7, 1, 1, 1, 0))
    assert deal_points(grand) == tricks(30, 0, 0, 0, 0)
    after = tuple(b + p for b, p in zip(before, deal_points(grand), strict=True))
    assert after == tricks(170, 120, 60, -30, 100)
    assert end_reached(after, 8, options)
    assert leaders(after) == (1,)


def test_p13_variant_level_at_the_top_share_the_win() -> None:
    """S1 and S2 both on 160: the leaders are both (shared, or another deal under
    ``play_on``, which test_squint_game plays)."""
    level = tricks(160, 160, 60, -30, 100)
    assert end_reached(level, 8, SquintOptions(tie_rule="play_on"))
    assert leaders(level) == (1, 2)


def test_the_deal_limit_ends_the_game_too() -> None:
    options = SquintOptions(deal_limit=10)
    assert not end_reached((0, 10, 20, 30, 40), 9, options)
    assert end_reached((0, 10, 20, 30, 40), 10, options)
    assert not end_reached((0, 10, 20, 30, 40), 10, SquintOptions())
