"""Traditional Skruuvi scoring (spec §10.3, seed 001) against §11's worked examples and the
rules they come from: below and above the line, games, held cards, honours, the ledger."""

from __future__ import annotations

import pytest

from skruuvi_gui.cards import Suit, parse_cards
from skruuvi_gui.rules.skruuvi import (
    BelowLine,
    Bid,
    DealFacts,
    Holding,
    ScoreItem,
    held_bonus,
    holdings,
    honour_counts,
    multiplier,
    robber_ledger,
    score_contract,
    score_deal,
    score_traditional,
    side_totals,
)
from skruuvi_gui.rules.skruuvi.ledger import trick_points

SIDE_SUIT_ACE_TO_JACK = "AH KH QH JH 2S 3S 4S 2C 3C 4C 2D 3D 4D"

# --- §11 "Traditional", one test per example ---------------------------------------------------


def test_4s_declarers_take_9_scores_36_and_16_below() -> None:
    assert score_traditional("4S", 9).below == (36, 16)


def test_4m_declarers_take_3_scores_40_for_declarers_and_12_for_defenders_below() -> None:
    assert score_traditional("4M", 3).below == (40, 12)


def test_66_below_on_a_first_game_is_266() -> None:
    below = BelowLine()
    per_trick = trick_points(Bid.parse("6S"), [0] * 11 + [1] * 2)
    assert sum(first for first, _ in per_trick) == 66
    game = below.record(per_trick, restart=False)
    assert game == ScoreItem(0, "game", 200, (1,))
    assert 66 + game.points == 266
    assert below.counts == [0, 0]


def test_5h_made_with_12_tricks_scores_2000_and_200_above() -> None:
    score = score_traditional("5H", 12)
    assert score.above == (2000 + 200, 0)
    assert score.below == (60, 5)


def test_6s_down_2_gives_the_defenders_1600_above() -> None:
    assert score_traditional("6S", 10).above == (0, 1600)


def test_7g_down_1_gives_the_defenders_1700_above() -> None:
    assert score_traditional("7G", 12).above == (0, 1700)


def test_ace_to_jack_of_a_side_suit_scores_200() -> None:
    assert held_bonus(SIDE_SUIT_ACE_TO_JACK.split(), "S") == 200


def test_ace_to_jack_of_trumps_scores_400() -> None:
    assert held_bonus(SIDE_SUIT_ACE_TO_JACK.split(), "H") == 400


def test_ace_to_jack_in_grandi_scores_400() -> None:
    assert held_bonus(parse_cards(SIDE_SUIT_ACE_TO_JACK), "G") == 400


def test_trump_level_5_declarers_with_6_honours_score_300() -> None:
    declarers = parse_cards("TS JS QS AH AD AC")
    defenders = parse_cards("KS AS")
    assert honour_counts((declarers, defenders), "S") == (6, 3)
    facts = DealFacts(Bid.parse("5S"), 0, (11, 2), (), 0, honours=(6, 3))
    assert ScoreItem(0, "honours", 300, (6, 5, 1)) in score_deal(facts, variant="traditional")


def test_grandi_level_6_side_with_3_aces_has_7_honours_for_420() -> None:
    counts = honour_counts((parse_cards("AS AH AD KC"), parse_cards("AC KS")), "G")
    assert counts == (7, 3)
    facts = DealFacts(Bid.parse("6G"), 1, (1, 12), (), 0, honours=counts)
    assert ScoreItem(0, "honours", 420, (7, 6, 1)) in score_deal(facts, variant="traditional")


# --- below the line ---------------------------------------------------------------------------


def test_kotka_6s_with_9_tricks_writes_54_and_counts_again_from_0() -> None:
    # seed 001: "only 54 below the line, and yet the count restarts from zero"
    assert score_traditional("6S", 9).below == (54, 24)
    below = BelowLine()
    assert below.record(trick_points(Bid.parse("6S"), [0] * 9 + [1] * 4), restart=True) is None
    assert below.counts == [0, 0]


def test_the_count_carries_over_in_alkupeli_and_after_pass_misere() -> None:
    below = BelowLine()
    assert below.record(trick_points(Bid.parse("4S"), [0] * 9 + [1] * 4), restart=False) is None
    assert below.counts == [36, 16]
    assert below.record((), restart=False) is None  # pass-misère writes nothing below
    assert below.counts == [36, 16]
    game = below.record(trick_points(Bid.parse("5H"), [1] * 3 + [0] * 10), restart=True)
    assert game == ScoreItem(0, "game", 200, (1,))


def test_when_both_pass_60_the_first_to_reach_it_in_the_play_wins_the_game() -> None:
    below = BelowLine()
    below.counts = [50, 56]
    # 7S: side 0 wins the first two tricks (64), side 1 the next one (63)
    game = below.record(trick_points(Bid.parse("7S"), [0, 0, 1, 1, 1, 0]), restart=False)
    assert game is not None and game.side == 0
    below.counts = [50, 56]
    game = below.record(trick_points(Bid.parse("7S"), [1, 0, 0, 0]), restart=False)
    assert game is not None and game.side == 1


def test_the_nth_game_of_a_side_is_worth_200_n() -> None:
    below = BelowLine()
    level_7 = trick_points(Bid.parse("7G"), [0] * 13)
    games = [below.record(level_7, restart=False) for _ in range(3)]
    assert [game.points for game in games if game] == [200, 400, 600]
    assert below.record(trick_points(Bid.parse("7G"), [1] * 13), restart=False) == ScoreItem(
        1, "game", 200, (1,)
    )


def test_painted_misere_counts_the_opponents_tricks_per_trick() -> None:
    # the declaring side (0) takes the first trick: the defenders get the level
    assert trick_points(Bid.parse("4M"), [0, 1, 1]) == [(0, 4), (4, 0), (4, 0)]


# --- above the line ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("contract", "tricks", "above"),
    [
        ("4S", 10, (1000, 0)),
        ("4S", 13, (1000, 0)),  # no overtricks at level 4
        ("5D", 13, (2000 + 400, 0)),
        ("6C", 13, (3000 + 200, 0)),
        ("7H", 13, (4500, 0)),
        ("4H", 7, (0, 1200)),
        ("5S", 8, (0, 1500)),
        ("6G", 11, (0, 1000)),
        ("6G", 8, (0, 1000 + 3 * 600)),
        ("7C", 10, (0, 1700 + 2 * 700)),
        ("5M", 0, (2000 + 400, 0)),  # misère: each trick fewer than allowed
        ("6M", 3, (0, 1000 + 600)),
    ],
)
def test_contract_above_the_line(contract: str, tricks: int, above: tuple[int, int]) -> None:
    assert score_traditional(contract, tricks).above == above


def test_knocks_multiply_the_winners_points_only() -> None:
    assert score_traditional("5H", 12, knocks=1).above == (4400, 0)
    assert score_traditional("6S", 10, knocks=2).above == (0, 6400)
    assert score_traditional("6S", 10, knocks=2).below == (60, 18)  # never multiplied
    assert multiplier(2, variant="traditional") == 4
    # made and knocked: the defenders' honours are not multiplied, the declarers' held are
    held = ((0, Holding(0, "aces", None, 3, 200)),)
    facts = DealFacts(Bid.parse("5S"), 0, (11, 2), (), 1, held, (4, 5))
    items = score_deal(facts, variant="traditional")
    assert ScoreItem(0, "held_aces", 400, (0, 3, 2)) in items
    assert ScoreItem(1, "honours", 250, (5, 5, 1)) in items


def test_the_guides_knocked_example_adds_up_to_3800() -> None:
    """The guide's example: 6 spades knocked, two down, the defenders holding 5 honours."""
    facts = DealFacts(Bid.parse("6S"), 0, (10, 3), (), 1, (), (4, 5))
    items = score_deal(facts, variant="traditional")
    above = [item for item in items if item.side == 1 and item.reason != "trick_points"]
    assert above == [
        ScoreItem(1, "undertricks", 3200, (2, 6, 2)),
        ScoreItem(1, "honours", 600, (5, 6, 2)),
    ]
    assert sum(item.points for item in above) == 3800


def test_aces_and_sequences_add_up() -> None:
    hand = ["AH", "KH", "QH", "JH", "AS", "AD", "2C", "3C", "4C", "2D", "3D", "4D", "5D"]
    assert held_bonus(hand, "S") == 200 + 200
    assert holdings(2, hand, "C") == (
        Holding(2, "aces", None, 3, 200),
        Holding(2, "sequence", Suit.HEARTS, 4, 200),
    )
    assert held_bonus(hand, "G") == 800
    assert held_bonus(hand, "M") == 0
    assert (
        held_bonus(
            ["AS", "KS", "QS", "AH", "KH", "QH", "AD", "2C", "3C", "4C", "2D", "3D", "4D"], "H"
        )
        == 200 + 100 + 200
    )
    assert held_bonus(["AS", "KS", "2S", "AH", "3H"], "S") == 0


def test_grandi_aces_2_2_go_to_the_declaring_side() -> None:
    counts = honour_counts((parse_cards("AS AH"), parse_cards("AD AC")), "G")
    assert counts == (5, 5)
    facts = DealFacts(Bid.parse("5G"), 1, (2, 11), (), 0, honours=counts)
    assert ScoreItem(1, "honours", 250, (5, 5, 1)) in score_deal(facts, variant="traditional")


def test_a_declaring_side_under_7_tricks_loses_its_honours() -> None:
    facts = DealFacts(Bid.parse("5S"), 0, (6, 7), (), 0, honours=(7, 2))
    items = score_deal(facts, variant="traditional")
    assert ScoreItem(1, "honours", 100, (2, 5, 1)) in items
    assert all(item.reason != "honours" or item.side == 1 for item in items)


def test_painted_misere_aces_are_100_times_their_trick_number_to_the_opponents() -> None:
    aces = ((3, 1), (9, 1), (12, 0), (13, 1))
    facts = DealFacts(Bid.parse("5M"), 0, (1, 12), aces, 1)
    items = score_deal(facts, variant="traditional")
    assert items == (
        ScoreItem(0, "trick_points", 60, (12, 5)),
        ScoreItem(1, "trick_points", 5, (1, 5)),
        ScoreItem(0, "made", 4000, (5, 2)),
        ScoreItem(0, "overtricks", 400, (1, 2)),
        ScoreItem(0, "misere_ace", 600, (3, 2)),
        ScoreItem(0, "misere_ace", 1800, (9, 2)),
        ScoreItem(1, "misere_ace", 1200, (12, 1)),
        ScoreItem(0, "misere_ace", 2600, (13, 2)),
    )


def test_pass_misere_the_side_with_fewer_tricks_records_100_per_trick_of_difference() -> None:
    facts = DealFacts(None, 0, (9, 4), ((1, 0), (2, 1)), 0)
    assert score_deal(facts, variant="traditional") == (ScoreItem(1, "tricks", 500, (5, 1)),)
    knocked = DealFacts(None, 0, (4, 9), (), 1)
    assert side_totals(score_deal(knocked, variant="traditional")) == (1000, 0)


def test_score_contract_is_the_declaring_sides_net_gain() -> None:
    assert score_contract("4S", 9, variant="traditional") == 36 - 16 - 400
    assert score_contract("4S", 10, variant="traditional") == 40 - 12 + 1000
    assert score_contract("6S", 10, variant="traditional") == 60 - 18 - 1600


@pytest.mark.parametrize(
    ("contract", "tricks", "knocks"), [("3S", 9, 0), ("4S", 14, 0), ("4S", 9, 3), ("4X", 9, 0)]
)
def test_score_traditional_refuses_what_is_no_contract(
    contract: str, tricks: int, knocks: int
) -> None:
    with pytest.raises(ValueError):
        score_traditional(contract, tricks, knocks=knocks)


def test_held_bonus_refuses_what_is_no_strain() -> None:
    with pytest.raises(ValueError, match="strain"):
        held_bonus(["AS"], "X")


# --- the ledger -------------------------------------------------------------------------------


def test_the_robber_difference_goes_to_the_ledger_divided_by_100() -> None:
    assert robber_ledger((5266, 1820)) == (3446, -3446)  # 34.46 each way
    assert robber_ledger((1820, 5266)) == (-3446, 3446)
    assert robber_ledger((900, 900)) == (0, 0)


def test_the_ledger_may_be_rounded_to_the_nearest_5() -> None:
    assert robber_ledger((5266, 1820), round_to_five=True) == (3500, -3500)
    assert robber_ledger((3240, 0), round_to_five=True) == (3000, -3000)
    assert robber_ledger((0, 3250), round_to_five=True) == (-3500, 3500)
    assert robber_ledger((240, 0), round_to_five=True) == (0, 0)
