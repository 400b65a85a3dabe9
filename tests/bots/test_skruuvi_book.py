"""The book of standard bids (``bots.skruuvi.book``): every row with a hand built for it, the
bots making its call, and the auction history reading the call back as that row.

Seat 0 deals and bids first; seats 0 and 2 are partners against 1 and 3.
"""

from __future__ import annotations

import random

import pytest
from test_skruuvi_judgement import act, deal

from skruuvi_gui.bots.skruuvi import SkruuviBot, bid_meaning
from skruuvi_gui.bots.skruuvi.bidding import reads_true
from skruuvi_gui.bots.skruuvi.book import (
    BOOK,
    KOTKA_FINAL,
    PASS_BETWEEN,
    ROWS_BY_ID,
    FinalSituation,
    Situation,
    kotka_final_call,
    rows_for_call,
)
from skruuvi_gui.cards import parse_cards
from skruuvi_gui.rules.skruuvi import Bid, MakeBid, Pass, SkruuviState, Strain

#: Row id, the calls before (seat:call ...), the hand of the seat to call, and its call.
ROW_CASES: tuple[tuple[str, str, str, str], ...] = (
    ("trump_five_three_honours", "", "KH QH JH 7H 4H AS 6S AC 5C 8D 6D 2D", "1H"),
    ("trump_ace_six", "", "AS 8S 7S 6S 4S 2S KH 5H 3H QC 4C 7D", "1S"),
    ("trump_four_honours", "", "KD QD JD TD 9S 7S 2S 8H 5H 3H 4C 2C", "1D"),
    ("trump_akqx", "", "AC KC QC 2C 9S 7S 2S 8H 5H 3H 4D 2D", "1C"),
    ("trump_two_honours_four", "", "KS QS 5S 3S AH 7H 2H 9C 5C 3C 4D JD", "1S"),
    ("three_aces", "", "AS AH AC 2D 3D 4D 5S 6S 7H 8H 9C TC", "1G"),
    ("four_aces", "", "AS AH AC AD 2D 3D 4S 5S 6H 7H 8C 9C", "2G"),
    ("fourth_ace", "0:BID:1G 1:PASS", "AD KS 7S 5S QH 6H 4H 9C 6C 4C 8D 2D", "2G"),
    ("no_good_suit", "", "9S 8S 7S 6S 5S AH KH 3H AC QC 4D 3D", "3S"),
    ("balanced", "", "KS QS 5S AH 4H 3H KC QC 6C AD QD 2D", "3G"),
    ("misere_middling", "", "2S 3S 4S 2H 3H 5H 2C 3C 4C 2D 3D 6D", "1M"),
    ("blocking", "", "AS KS QS JS TS 9S 8S 7S AH KH QH 2D", "6S"),
    (
        "very_strong_suit",
        "0:BID:1H 1:BID:1G 2:PASS 3:PASS",
        "AH KH QH JH TH 9H 8H KS QS 5C 8D 2D",
        "2H",
    ),
    (
        "second_suit",
        "0:BID:1H 1:PASS 2:PASS 3:PASS 0:PASS 1:PASS",
        "KS QS 7S 5S 3S 9D 8D 4D 7C 5C 3C 2H",
        "2S",
    ),
    (
        "two_aces",
        "0:BID:1H 1:PASS 2:PASS 3:PASS 0:PASS 1:PASS",
        "AS 9S 7S 5S 3S AD 8D 4D 7C 5C 3C 2H",
        "1G",
    ),
    (
        "fourth_ace_second",
        "0:BID:1S 1:PASS 2:BID:1G 3:PASS",
        "AD 9S 7S 5S 3S 8H 6H 4H 9C 6C 4C 8D",
        "2G",
    ),
    (
        "shows_ace",
        "0:BID:1C 1:BID:1G 2:PASS 3:PASS 0:BID:2C 1:PASS 2:PASS 3:PASS 0:PASS 1:PASS",
        "AD QD JD 9D 8D 7D 5D KC 5C 3C 2S 3S",
        "2D",
    ),
    (
        "shows_king",
        "0:BID:1C 1:BID:1G 2:PASS 3:PASS 0:BID:2C 1:PASS 2:PASS 3:PASS 0:PASS 1:PASS"
        " 2:BID:2D 3:PASS 0:PASS 1:PASS 2:PASS 3:PASS 0:PASS 1:PASS",
        "AD QD JD 9D 8D 7D 5D KC 5C 3C 2S 3S",
        "3C",
    ),
    (
        "shows_ace_or_king",
        "0:BID:1C 1:BID:1G 2:PASS 3:PASS 0:PASS 1:PASS 2:PASS 3:PASS",
        "KH 7H 4H QC JC 9C 8C 6C 5S 3S 2D 4D",
        "2H",
    ),
)

#: Kotka openings: row id, the calls before, the hand, the call.
KOTKA_CASES: tuple[tuple[str, str, str, str], ...] = (
    ("has_spades", "", "KS 7S 5S 3S AH 6H 4H QC 6C 4C 8D 5D 3D", "6S"),
    ("spade_void_or_strong_clubs", "", "AC KC QC JC TC 9C 7C AH KH QH 4D 5D 6D", "6C"),
    ("lowest_or_strong", "", "AH KH QH 9H 8H 7H 2S 3S 4C 5C 6D 7D 8D", "6H"),
    ("misere_strong", "", "2S 3S 2H 3H 4H 5H 2C 3C 4C 5C 2D 3D 4D", "6M"),
    ("strong_all_suits", "0:BID:6S 1:PASS", "AS KS AH KH QH AC KC QC AD KD QD JD 2H", "6G"),
)


#: The calls before each row's case.
ROWS_BY_CASE = {case[0]: case[1] for case in ROW_CASES}


def bot_call(state: SkruuviState, seat: int, level: str) -> str:
    action = SkruuviBot(level, random.Random(1)).choose(state.observation(seat))
    assert isinstance(action, MakeBid | Pass)
    return "PASS" if isinstance(action, Pass) else str(action.bid)


def _seat_to_call(before: str) -> int:
    return len(before.split()) % 4


@pytest.mark.parametrize(("row_id", "before", "hand", "expected"), ROW_CASES + KOTKA_CASES)
def test_each_book_row_is_called_by_the_bots_and_read_back(
    row_id: str, before: str, hand: str, expected: str
) -> None:
    row = ROWS_BY_ID[row_id]
    kind = "kotka" if row_id in {case[0] for case in KOTKA_CASES} else "alkupeli"
    seat = _seat_to_call(before)
    state = deal(kind, hands={seat: hand})
    act(state, before)
    observation = state.observation(seat)
    situation = Situation(seat, (seat + 2) % 4, tuple(observation.first_bidding), kind == "kotka")
    assert Bid.parse(expected) in row.calls(observation.hand, situation)
    for level in ("normal", "expert"):
        assert bot_call(state, seat, level) == expected
    act(state, f"{seat}:BID:{expected}")
    meaning = bid_meaning(state.observation(seat), len(observation.first_bidding))
    assert meaning.code == row.meaning
    assert row_id in meaning.rows


def test_every_row_has_a_case() -> None:
    covered = {case[0] for case in ROW_CASES + KOTKA_CASES}
    assert covered == {row.id for row in BOOK}


def test_middling_misere_jumps_to_five_when_one_is_taken() -> None:
    state = deal(hands={1: "2S 3S 4S 2H 3H 5H 2C 3C 4C 2D 3D 6D"})
    act(state, "0:BID:1S")
    assert bot_call(state, 1, "normal") == "5M"


def test_one_of_a_suit_is_made_at_two_when_one_is_taken() -> None:
    # Five spades with three honours over the opponents' 1 hearts: 1 spades is no longer
    # legal, so the row's call is the cheapest spades bid, read back as that row.
    state = deal(hands={1: "KS QS TS 6S 5S QH 2H AC QC 3C 9D 2D"})
    act(state, "0:BID:1H")
    for level in ("normal", "expert"):
        assert bot_call(state, 1, level) == "2S"
    act(state, "1:BID:2S")
    meaning = bid_meaning(state.observation(1), 1)
    assert "trump_five_three_honours" in meaning.rows


def test_the_pass_between_aces_and_kings() -> None:
    before = ROWS_BY_CASE["shows_king"].rsplit(" 2:PASS", 1)[0]
    state = deal(hands={2: "AD QD JD 9D 8D 7D 5D KC 5C 3C 2S 3S"})
    act(state, before)
    observation = state.observation(2)
    situation = Situation(2, 0, tuple(observation.first_bidding), False)
    assert PASS_BETWEEN.fits(observation.hand, situation)
    assert bot_call(state, 2, "normal") == "PASS"


def test_no_fitting_row_passes_the_opening() -> None:
    # No suit of four with two honours, no three aces, not even, no misère cards.
    state = deal(hands={0: "KS 9S 2S AH QH 7H 8C 6C 3C JD 9D 5D"})
    assert bot_call(state, 0, "normal") == "PASS"


def test_a_second_round_call_never_reaches_the_contract_level() -> None:
    # Five spades with two honours fit the second round, but only 5 spades is legal.
    state = deal(hands={2: "KS QS 7S 5S 3S 9D 8D 4D 7C 5C 3C 2H"})
    act(state, "0:BID:1H 1:BID:4H 2:PASS 3:PASS 0:PASS 1:PASS")
    observation = state.observation(2)
    situation = Situation(2, 0, tuple(observation.first_bidding), False)
    assert ROWS_BY_ID["second_suit"].calls(observation.hand, situation) == []


def test_a_competing_call_never_borrows_a_conventions_meaning() -> None:
    # Seat 0 opened 1 heart with two honours and four cards; the opponents compete. In the
    # second round 2 hearts would read as "a very strong suit", which this hand is not.
    weak = "AH JH 3H 2H QS JS 7C 6C 9C QD 7D 2D"
    state = deal(hands={0: weak})
    act(state, "0:BID:1H 1:BID:1G 2:PASS 3:PASS")
    observation = state.observation(0)
    situation = Situation(0, 2, tuple(observation.first_bidding), False)
    assert ROWS_BY_ID["very_strong_suit"].could_make(Bid.parse("2H"), situation)
    assert not reads_true(Bid.parse("2H"), observation.hand, situation)
    strong = parse_cards("AH KH QH JH TH 9H 8H KS QS 5C 8D 2D")
    assert reads_true(Bid.parse("2H"), strong, situation)
    # A call no row makes here reads as a wish to play it: any hand may compete with it.
    assert rows_for_call(Bid.parse("5D"), situation) == ()
    assert reads_true(Bid.parse("5D"), observation.hand, situation)
    for level in ("normal", "expert"):
        assert bot_call(state, 0, level) != "2H"


# --- the kotka final bidding ------------------------------------------------------------------


def final(
    taker: bool, calls: tuple[Bid | None, ...], given: str = "", received: str = ""
) -> FinalSituation:
    return FinalSituation(
        taker, Bid(6, Strain.SPADES), calls, parse_cards(given), parse_cards(received)
    )


def test_kotka_taker_passes_six_spades_after_giving_spades() -> None:
    hand = parse_cards("9H 7H 5H 3H 8D 6D 4D 9C 6C 4C 8S 5C 3D")
    situation = final(True, (), given="KS QS 7S 2S")
    found = kotka_final_call(hand, situation)
    assert found is not None
    assert found[0].id == "taker_passes_spades"
    assert found[1] is None


def test_kotka_taker_passes_six_spades_when_it_wants_spades() -> None:
    hand = parse_cards("AS KS QS JS 9S 7S 5S 3H 8D 6D 4D 9C 6C")
    found = kotka_final_call(hand, final(True, (), given="2H 3H 4H 5H"))
    assert found is not None
    assert found[0].id == "taker_passes_spades"


def test_kotka_taker_with_neither_is_left_to_judgement() -> None:
    hand = parse_cards("AH KH QH JH 9H 7H 5H 3S 8D 6D 4D 9C 6C")
    assert kotka_final_call(hand, final(True, (), given="2C 3C 4C 5D")) is None


def test_kotka_partner_passes_without_spades_received() -> None:
    hand = parse_cards("AH KH QH JH 9H 7H 5H 3S 8D 6D 4D 9C 6C")
    found = kotka_final_call(hand, final(False, (None,), received="2C 3C 4C 5D"))
    assert found is not None
    assert (found[0].id, found[1]) == ("partner_passes_spades", None)


def test_kotka_partner_passes_when_its_spades_will_do() -> None:
    hand = parse_cards("AS KS QS JS 9S 7S 5S 3H 8D 6D 4D 9C 6C")
    found = kotka_final_call(hand, final(False, (None,), received="9S 7S 2C 3C"))
    assert found is not None
    assert found[0].id == "partner_passes_spades"


def test_kotka_partner_relays_six_clubs_when_spades_will_not_do() -> None:
    hand = parse_cards("9S 7S AH KH QH 9H 7H 8D 6D 4D 9C 6C 2C")
    found = kotka_final_call(hand, final(False, (None,), received="9S 7S 2C 3C"))
    assert found is not None
    assert (found[0].id, found[1]) == ("spades_unsuitable", Bid(6, Strain.CLUBS))


def test_kotka_final_rows_apply_only_over_six_spades_at_their_turn() -> None:
    hand = parse_cards("9S 7S AH KH QH 9H 7H 8D 6D 4D 9C 6C 2C")
    situation = final(False, (None, None, None), received="9S 7S 2C 3C")
    assert kotka_final_call(hand, situation) is None
    assert {row.id for row in KOTKA_FINAL} == {
        "taker_passes_spades",
        "partner_passes_spades",
        "spades_unsuitable",
    }


def test_easy_calls_the_first_row_that_fits() -> None:
    # Long strong spades fit "1 of a suit" and the block at six; easy does not weigh them.
    state = deal(hands={0: "AS KS QS JS TS 9S 8S 7S AH KH QH 2D"})
    assert bot_call(state, 0, "easy") == "1S"
    assert bot_call(state, 0, "normal") == "6S"
