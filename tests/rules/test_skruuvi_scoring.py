"""Skruuvi scoring and bid order against the spec's tables and worked examples (§3, §10, §11)."""

from __future__ import annotations

import pytest

from skruuvi_gui.rules.skruuvi import (
    STRAIN_ORDER,
    Bid,
    DealFacts,
    ScoreItem,
    Strain,
    bids_above,
    is_higher_bid,
    is_legal_bid,
    multiplier,
    score_contract,
    score_deal,
    side_totals,
)

# --- §10.1 modern ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("contract", "tricks", "knocks", "points"),
    [
        # §11 worked examples
        ("6H", 12, 0, 36),
        ("6H", 13, 0, 36),
        ("6G", 12, 0, 48),
        ("7G", 13, 0, 61),
        ("6H", 10, 0, -17),
        ("6G", 10, 0, -17),
        ("5S", 9, 0, -16),
        ("7D", 10, 0, -31),
        ("5M", 2, 0, 13),
        ("5M", 0, 0, 13),
        ("6M", 1, 0, 24),
        ("6M", 0, 0, 24),
        ("6M", 3, 0, -17),
        ("6H", 12, 1, 72),
        ("6H", 12, 2, 144),
        ("6H", 10, 1, -34),
        # §10.1 table, every cell
        ("5C", 11, 0, 25),
        ("7S", 13, 0, 49),
        ("5D", 10, 0, -11),
        ("6D", 11, 0, -11),
        ("7H", 12, 0, -17),
        ("5H", 9, 0, -16),
        ("6S", 10, 0, -17),
        ("7C", 11, 0, -24),
        ("5G", 11, 0, 37),
        ("7M", 0, 0, 37),
        ("7M", 1, 0, -17),
        ("5M", 3, 0, -11),
        ("5M", 13, 0, -11 - 5 * 10),
        ("7G", 0, 2, (-17 - 7 * 12) * 4),
    ],
)
def test_modern_contracts(contract: str, tricks: int, knocks: int, points: int) -> None:
    assert score_contract(contract, tricks, knocks=knocks) == points
    assert score_contract(Bid.parse(contract), tricks, variant="modern", knocks=knocks) == points


def test_modern_items_name_each_part() -> None:
    facts = DealFacts(Bid.parse("6G"), 1, (1, 12), (), 1)
    assert score_deal(facts) == (ScoreItem(1, "made", 72), ScoreItem(1, "grandi_bonus", 24))
    facts = DealFacts(Bid.parse("5M"), 0, (2, 11), (), 0)
    assert score_deal(facts) == (ScoreItem(0, "made", 25), ScoreItem(0, "misere_minus", -12))
    facts = DealFacts(Bid.parse("6H"), 0, (10, 3), (), 0)
    assert score_deal(facts) == (ScoreItem(0, "undertricks", -17),)


def test_modern_painted_misere_ace_points() -> None:
    # §11: 6M knocked and made; defenders won aces in tricks 3 and 9, declarers in 12.
    aces = ((3, 1), (9, 1), (12, 0), (13, 1))
    facts = DealFacts(Bid.parse("6M"), 0, (1, 12), aces[:3], 1)
    items = score_deal(facts)
    assert side_totals(items) == (48, 0)
    assert [item.reason for item in items] == ["made", "misere_minus"]  # 12 - 12 = 0
    facts = DealFacts(Bid.parse("6M"), 0, (1, 12), aces, 1)
    assert score_deal(facts)[-1] == ScoreItem(0, "aces", 3 + 9 + 13 - 12)
    assert side_totals(score_deal(facts)) == (48 + 13, 0)  # ace points are not multiplied


def test_modern_failed_misere_has_no_ace_points() -> None:
    facts = DealFacts(Bid.parse("6M"), 0, (3, 10), ((1, 1), (2, 1), (3, 0), (4, 0)), 0)
    assert score_deal(facts) == (ScoreItem(0, "undertricks", -17),)


def test_modern_pass_misere() -> None:
    # §11: tricks 9-4; the 9-trick side's aces in tricks 3 and 6, the other's in 1 and 7.
    aces = ((3, 0), (6, 0), (1, 1), (7, 1))
    facts = DealFacts(None, 0, (9, 4), aces, 0)
    assert score_deal(facts) == (ScoreItem(0, "tricks", -5), ScoreItem(0, "aces", -1))
    assert side_totals(score_deal(facts)) == (-6, 0)
    knocked = DealFacts(None, 0, (9, 4), aces, 1)
    assert side_totals(score_deal(knocked)) == (-11, 0)
    swapped = DealFacts(None, 0, (4, 9), ((3, 1), (6, 1), (1, 0), (7, 0)), 2)
    assert side_totals(score_deal(swapped)) == (0, -21)


def test_pass_misere_ace_sums_can_cancel_out() -> None:
    facts = DealFacts(None, 1, (6, 7), ((1, 0), (9, 0), (4, 1), (6, 1)), 0)
    assert score_deal(facts) == (ScoreItem(1, "tricks", -1),)


# --- §10.2 the 2016 version -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("contract", "tricks", "knocks", "points"),
    [
        # §11 worked examples
        ("5D", 11, 0, 25),
        ("5D", 12, 0, 27),
        ("5D", 13, 0, 29),
        ("6G", 13, 0, 37),
        ("7S", 13, 0, 50),
        ("5H", 10, 0, -5),
        ("5H", 8, 0, -15),
        ("6C", 10, 0, -15),
        ("7G", 12, 0, -15),
        ("5M", 1, 0, 12),
        ("5M", 3, 0, -10),
        ("6M", 3, 0, -20),
        ("7M", 1, 0, -20),
        ("6H", 12, 1, 70),
        ("6H", 12, 2, 105),
        # §10.2 table, every cell
        ("6S", 12, 0, 35),
        ("7H", 13, 0, 50),
        ("5M", 2, 0, 10),
        ("6M", 1, 0, 20),
        ("7M", 0, 0, 35),
        ("5M", 0, 0, 14),
        ("6M", 0, 0, 22),
        ("6S", 11, 0, -10),
        ("7D", 11, 0, -20),
        ("6M", 2, 0, -15),
        ("6G", 13, 2, 37 * 3),
        ("5C", 9, 1, -20),
    ],
)
def test_2016_contracts(contract: str, tricks: int, knocks: int, points: int) -> None:
    assert score_contract(contract, tricks, variant="2016", knocks=knocks) == points


def test_2016_painted_misere_aces_cost_the_defenders() -> None:
    aces = ((2, 1), (5, 0), (11, 1), (13, 1))
    made = DealFacts(Bid.parse("5M"), 0, (1, 12), aces, 1)
    assert score_deal(made, variant="2016") == (
        ScoreItem(0, "made", 20),
        ScoreItem(0, "overtricks", 4),
        ScoreItem(1, "aces", -26),
    )
    failed = DealFacts(Bid.parse("5M"), 1, (10, 3), aces, 0)
    assert side_totals(score_deal(failed, variant="2016")) == (-5, -10)


def test_2016_pass_misere() -> None:
    # §11: tricks 9-4 -> -9 and -4; doubled -18 and -8; aces apart, not multiplied.
    aces = ((3, 0), (6, 0), (1, 1), (7, 1))
    facts = DealFacts(None, 0, (9, 4), aces, 0)
    assert score_deal(facts, variant="2016") == (
        ScoreItem(0, "tricks", -9),
        ScoreItem(1, "tricks", -4),
        ScoreItem(0, "aces", -9),
        ScoreItem(1, "aces", -8),
    )
    doubled = score_deal(DealFacts(None, 0, (9, 4), aces, 1), variant="2016")
    assert [i.points for i in doubled if i.reason == "tricks"] == [-18, -8]
    assert side_totals(doubled) == (-27, -16)
    redoubled = score_deal(DealFacts(None, 0, (9, 4), (), 2), variant="2016")
    assert side_totals(redoubled) == (-27, -12)


def test_multipliers() -> None:
    assert [multiplier(k) for k in (0, 1, 2)] == [1, 2, 4]
    assert [multiplier(k, variant="2016") for k in (0, 1, 2)] == [1, 2, 3]


@pytest.mark.parametrize(
    ("contract", "tricks", "variant", "knocks"),
    [
        ("4S", 10, "modern", 0),
        ("6S", 14, "modern", 0),
        ("6S", -1, "2016", 0),
        ("6S", 12, "modern", 3),
        ("6S", 12, "1944", 0),
        ("3S", 9, "traditional", 0),
        ("4S", 9, "modern", 0),
        ("6X", 12, "modern", 0),
        ("8S", 12, "modern", 0),
    ],
)
def test_score_contract_refuses_what_is_no_contract(
    contract: str, tricks: int, variant: str, knocks: int
) -> None:
    with pytest.raises(ValueError):
        score_contract(contract, tricks, variant=variant, knocks=knocks)


# --- §3 bid order ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("bid", "standing", "kotka", "higher"),
    [
        ("1G", "1H", False, True),  # §11
        ("1S", "1H", False, False),
        ("2M", "1H", False, True),
        ("6M", "6H", True, True),
        ("6H", "6M", True, False),
        ("1S", "1M", False, True),
        ("1M", "1S", False, False),
        ("6G", "6M", True, True),
        ("7S", "6G", True, True),
        ("6H", "6H", False, False),
        ("1M", None, False, True),
    ],
)
def test_is_higher_bid(bid: str, standing: str | None, kotka: bool, higher: bool) -> None:
    assert is_higher_bid(bid, standing, kotka=kotka) is higher


def test_lowest_bids() -> None:
    assert not is_legal_bid("5G", None, kotka=True)  # §11
    assert is_legal_bid("6S", None, kotka=True)
    assert is_legal_bid("1M", None)
    assert bids_above(None, kotka=False)[0] == Bid.parse("1M")
    assert bids_above(None, kotka=True)[0] == Bid.parse("6S")
    assert bids_above(Bid.parse("7G"), kotka=True) == ()
    assert [str(b) for b in bids_above(Bid.parse("7D"), kotka=True)] == ["7H", "7M", "7G"]
    assert [str(b) for b in bids_above(Bid.parse("6H"), kotka=False)[:3]] == ["6G", "7M", "7S"]


def test_strain_orders() -> None:
    assert "".join(s.value for s in STRAIN_ORDER[False]) == "MSCDHG"
    assert "".join(s.value for s in STRAIN_ORDER[True]) == "SCDHMG"
    assert len(bids_above(None, kotka=False)) == 42
    assert len(bids_above(None, kotka=True)) == 12


def test_bid_text() -> None:
    bid = Bid.parse("6h")
    assert bid == Bid(6, Strain.HEARTS)
    assert str(bid) == "6H"
    assert bid.tricks_promised == 12
    assert Bid.parse("5M").tricks_promised == 2
    assert Strain.GRANDI.trump is None
    for text in ("", "0S", "8G", "6", "6X", "66"):
        with pytest.raises(ValueError):
            Bid.parse(text)
