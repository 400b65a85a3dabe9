"""The contracts benchmark's reading of a missed makeable contract: which strains the final
bidding could still reach over the first bidding's standing bid, and why it missed."""

from __future__ import annotations

from benchmarks.skruuvi_contracts import Deal, miss, reachable
from skruuvi_gui.rules.skruuvi import Strain

#: Double-dummy tricks by strain (grandi, spades, hearts, clubs, diamonds): twelve in spades
#: and in hearts for the declaring side.
TWELVE_IN_MAJORS = (8, 12, 12, 5, 8)


def kotka(contract: str, first: tuple[str, ...], makeable: bool = False) -> Deal:
    return Deal(
        "kotka",
        "misere" if contract.endswith("M") else "grandi" if contract.endswith("G") else "trumps",
        made=None,
        makeable=makeable,
        any_makeable=True,
        contract=contract,
        first_bidding=first,
        declarer_tricks=TWELVE_IN_MAJORS,
        partner_tricks=TWELVE_IN_MAJORS,
    )


def test_a_strain_below_the_standing_bid_is_out_of_the_final_biddings_reach() -> None:
    # Over 6 spades both majors can be named at six; over 6 hearts only hearts is kept.
    assert reachable(kotka("6G", ("6S", "pass", "pass", "pass"))) == [Strain.SPADES, Strain.HEARTS]
    assert reachable(
        kotka("6H", ("6H", "pass", "pass", "pass")),
    ) == [Strain.HEARTS]
    assert reachable(kotka("6G", ("6S", "pass", "6M", "pass"))) == []


def test_a_miss_is_read_in_the_order_of_its_causes() -> None:
    assert miss(kotka("6G", ("6S", "pass", "6M", "pass"))) == "out_of_reach"
    assert miss(kotka("6G", ("6S", "pass", "pass", "pass"))) == "grandi"
    assert miss(kotka("6M", ("6S", "pass", "pass", "pass"))) == "misere"
    assert miss(kotka("6D", ("6S", "pass", "pass", "pass"))) == "other_suit"
    assert miss(kotka("6S", ("6S", "pass", "pass", "pass"), makeable=True)) is None
