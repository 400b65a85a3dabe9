"""The bots' reasons: the book's row and the cards that make it fit, the figures their
forecasts and play-outs weighed, and the same move as ``choose`` makes."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st
from test_skruuvi_bots import act, deal

from skruuvi_gui.bots import make_bot
from skruuvi_gui.bots.reasons import ONLY_MOVE, Advice, advise
from skruuvi_gui.bots.skruuvi.book import ROWS_BY_ID
from skruuvi_gui.bots.skruuvi.reasons import book_reason
from skruuvi_gui.bots.squint.bidding import choose_bid
from skruuvi_gui.cards import FULL_DECK, Card, Suit, parse_cards
from skruuvi_gui.match import Match, SeatConfig
from skruuvi_gui.rules import game_spec
from skruuvi_gui.rules.skruuvi import Bid, MakeBid, Play
from skruuvi_gui.rules.squint import Bid as SquintBid


def test_an_opening_bid_names_its_row_and_the_suit_that_fits() -> None:
    # Five diamonds with three honours and nothing else of note: the book's first row.
    hand = parse_cards("AD QD TD 8D 3D 7S 5S 2S 6H 4H 3C 2C")
    reason = book_reason(ROWS_BY_ID["trump_five_three_honours"], Bid.parse("1D"), hand)
    assert reason.kind == "book_row"
    assert reason.name == "trump_five_three_honours"
    assert reason.cards == parse_cards("AD QD TD 8D 3D")
    assert reason.suits == (Suit.DIAMONDS,)


def test_aces_and_even_hands_carry_what_their_rows_count() -> None:
    hand = parse_cards("AS AH AC KD 7S 5S 2S 6H 4H 3C 2C 9D")
    three = book_reason(ROWS_BY_ID["three_aces"], Bid.parse("1G"), hand)
    assert three.cards == parse_cards("AS AH AC")
    even = parse_cards("AS KS 4S AH QH 5H KC JC 3C 2C QD 9D")
    balanced = book_reason(ROWS_BY_ID["balanced"], Bid.parse("3G"), even)
    assert (balanced.figure, balanced.count) == (19, 2)  # A K A Q K J Q: 4+3+4+2+3+1+2


def test_the_expert_s_fourth_ace_is_the_book_s_call_with_the_ace_it_holds() -> None:
    state = deal(dealer_hand="AD 9S 7S 5S 3S 8H 6H 4H 9C 6C 4C 8D")
    act(state, "0:PASS 1:PASS 2:BID:1G 3:PASS")
    advice = advise(make_bot("skruuvi", "expert", random.Random(1)), state.observation(0))
    assert advice.action == MakeBid(Bid.parse("2G"))
    assert advice.reason is not None
    assert (advice.reason.kind, advice.reason.name) == ("book_row", "fourth_ace_second")
    assert advice.reason.cards == (Card.parse("AD"),)


def test_a_bid_card_weighs_the_best_contract_against_the_wish() -> None:
    """A hand of small cards wishes: the reason gives the best contract card's points, below
    the margin; a hand of aces and kings shows its contract, worth more than the margin."""
    small = parse_cards("KS 3S 5S 9H 4H 8H TH 6D 9C TC")
    others = [card for card in FULL_DECK if card not in small]
    card, reason = choose_bid(small, others, random.Random(1), margin=4.0, samples=4)
    assert reason.kind == "wish" and card.suit in reason.suits
    assert isinstance(reason.other, SquintBid) and reason.other_value is not None
    assert reason.other_value < 4.0
    strong = parse_cards("AS KS QS JS TS AH KH AD KD AC")
    rest = [c for c in FULL_DECK if c not in strong]
    card, reason = choose_bid(strong, rest, random.Random(1), margin=4.0, samples=4)
    assert reason.kind == "contract_card" and reason.value is not None and reason.value >= 4.0


def test_the_expert_s_card_beats_the_next_best_it_names() -> None:
    """In a Skruuvi deal played by the hints, every searched card's reason names another
    legal card and an average no higher than its own."""
    match = Match("skruuvi", {"length": "alkupeli"}, _people(4), seed=7)
    match.start()
    seen = 0
    while not match.is_over and seen < 6:
        seat = match.to_move()[0]
        observation = match.observation(seat)
        advice = advise(make_bot("skruuvi", "expert", random.Random(seat)), observation)
        reason = advice.reason
        if isinstance(advice.action, Play) and reason is not None and reason.kind == "expected":
            assert isinstance(reason.other, Play) and reason.other in observation.legal
            assert reason.other != advice.action
            assert reason.value is not None and reason.other_value is not None
            assert reason.value >= reason.other_value
            seen += 1
        match.apply(seat, advice.action)
    assert seen == 6


def _people(count: int) -> tuple[SeatConfig, ...]:
    return tuple(SeatConfig(f"P{seat}", "human") for seat in range(count))


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 10_000), game_id=st.sampled_from(["skruuvi", "squint"]))
def test_the_advice_is_the_move_choose_makes(seed: int, game_id: str) -> None:
    """The reason is the choice's own: a bot advising makes the very move a bot of the same
    seed chooses, position after position, and a lone legal move is said to be one."""
    count = 4 if game_id == "skruuvi" else 5
    options = game_spec(game_id).check_options({"length": "alkupeli"} if count == 4 else {})
    match = Match(game_id, options, _people(count), seed=seed)
    match.start()
    for _ in range(40):
        if match.is_over:
            break
        seat = match.to_move()[0]
        observation = match.observation(seat)
        advice = advise(make_bot(game_id, "normal", random.Random(seed)), observation)
        chosen = make_bot(game_id, "normal", random.Random(seed)).choose(observation)
        assert advice.action == chosen
        if len(observation.legal) == 1:
            assert advice == Advice(chosen, ONLY_MOVE)
        match.apply(seat, chosen)
