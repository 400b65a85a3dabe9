"""Shows in the first bidding's later rounds: a suit bid at the cheapest level its strain
allows says the caller holds that suit's ace or king, over the opponents' bid as well as over
partner's; partner reads it, and the benchmark level ``club`` still bids as before.

Seat 0 deals and bids first; seats 0 and 2 are partners against 1 and 3.
"""

from __future__ import annotations

import random

import pytest
from test_skruuvi_judgement import act, call, deal

from skruuvi_gui.bots.skruuvi import SkruuviBot, bid_meaning
from skruuvi_gui.bots.skruuvi.book import reference_book
from skruuvi_gui.bots.skruuvi.forecast import forecast, guess_cards
from skruuvi_gui.bots.skruuvi.reading import read_first_bidding
from skruuvi_gui.cards import Rank, Suit
from skruuvi_gui.rules.api import CHANCE, seat_after_chance
from skruuvi_gui.rules.skruuvi import (
    FINAL_BIDDING,
    PLAY,
    TAKER_EXCHANGE,
    Bid,
    MakeBid,
    SkruuviObservation,
    SkruuviOptions,
    SkruuviState,
    Strain,
)

#: Over the opponents' bid in a later round: the seat to call, its hand, the calls before,
#: and the cheapest bid of a suit whose ace and king it lacks, which ``club`` still makes.
NO_HONOUR_CASES: tuple[tuple[int, str, str, str], ...] = (
    (
        0,
        "7S TS QS 5H 2C 5C 8C TC JC 4D 8D KD",
        "0:BID:1C 1:BID:1H 2:BID:2S 3:BID:2D 0:PASS 1:BID:2H 2:BID:2G 3:PASS"
        " 0:PASS 1:BID:3H 2:PASS 3:BID:4D",
        "5S",
    ),
    (
        2,
        "4S JS TH JH 2C 3C 6C 9C JC 2D 8D 9D",
        "0:BID:1D 1:BID:3H 2:BID:4D 3:BID:4H 0:BID:5D 1:PASS 2:PASS 3:BID:5H 0:PASS 1:PASS",
        "6D",
    ),
)


@pytest.mark.parametrize(("seat", "hand", "before", "old"), NO_HONOUR_CASES)
def test_no_show_over_the_opponents_without_the_suits_ace_or_king(
    seat: int, hand: str, before: str, old: str
) -> None:
    for seed in range(2):
        state = deal(hands={seat: hand}, seed=seed)
        act(state, before)
        for level in ("easy", "normal", "expert"):
            assert call(state, seat, level) == "PASS", (level, seed)
        assert call(state, seat, "club") == f"BID:{old}"


def test_a_show_over_the_opponents_reads_as_the_ace_or_king() -> None:
    state = deal(hands={0: "KH 7H 4H QC JC 9C 8C 6C 5S 3S 2D 4D"})
    act(state, "0:BID:1C 1:BID:1G 2:PASS 3:PASS 0:PASS 1:PASS 2:PASS 3:PASS")
    assert call(state, 0) == "BID:2H"
    advice = SkruuviBot("normal", random.Random(1)).explain(state.observation(0))
    assert advice.reason is not None
    assert (advice.reason.name, advice.reason.suits) == ("shows_ace_or_king", (Suit.HEARTS,))
    assert [str(card) for card in advice.reason.cards] == ["KH"]
    act(state, "0:BID:2H")
    observation = state.observation(2)
    meaning = bid_meaning(observation, 8)
    assert (meaning.code, meaning.values["suit"]) == ("shows_ace_or_king", "H")
    reading = read_first_bidding(observation)[0]
    assert reading.aces_or_kings == {Suit.HEARTS}
    assert not reading.aces and not reading.kings and Suit.HEARTS not in reading.suits
    with reference_book():
        assert bid_meaning(observation, 8).code == "natural"
        assert read_first_bidding(observation)[0].suits[Suit.HEARTS] == 4


def _to_final(show: str) -> tuple[SkruuviObservation, SkruuviObservation]:
    """Seat 0's observations at its exchange and at its first final call, after partner
    showed ``show`` (the ace or king of its suit) over the opponents' 2 diamonds."""
    state = deal(
        hands={0: "AH QH JH 9H 8H QC JC TC 9C 8C 3S 2D", 2: "KC 7C 5C AS 9S 7S 4S 6H 5D 7D 8D 9D"}
    )
    act(
        state,
        f"0:BID:1H 1:PASS 2:PASS 3:BID:2D 0:PASS 1:PASS 2:PASS 3:PASS 0:PASS 1:PASS"
        f" 2:BID:{show} 3:PASS 0:BID:4H 1:PASS 2:PASS 3:PASS 0:PASS 1:PASS 2:PASS 3:PASS 0:PASS",
    )
    bot = SkruuviBot("normal", random.Random(1))
    giving = state.observation(0)
    assert giving.phase == TAKER_EXCHANGE
    while True:
        seat = state.to_move()[0]
        observation = state.observation(seat)
        if observation.phase == FINAL_BIDDING and seat == 0:
            return giving, observation
        state.apply(seat, bot.choose(observation))


def test_partner_reads_the_show_in_its_exchange_and_final_bid() -> None:
    clubs = Bid(5, Strain.CLUBS)
    shown = _to_final("3C")
    other = _to_final("3S")
    for at, (with_show, without) in enumerate(zip(shown, other, strict=True)):
        # Every guessed deal gives partner the club ace or king it showed ...
        for seed in range(20):
            hands, _ = guess_cards(with_show, random.Random(seed))
            assert any(
                card.suit is Suit.CLUBS and card.rank in (Rank.ACE, Rank.KING) for card in hands[2]
            ), (at, seed)
        # ... so clubs are worth more than when partner showed spades instead.
        assert forecast(with_show, 0).expected(clubs) > forecast(without, 0).expected(clubs) + 2


def _auction(seed: int, kind: str) -> str:
    """The first and final bidding of practice deal ``seed`` among four ``club`` bots."""
    state = SkruuviState(SkruuviOptions(length=kind))
    chance = random.Random(seed)
    state.apply(CHANCE, state.sample_chance(chance))
    bots = {seat: SkruuviBot("club", random.Random(f"{seed}/{seat}")) for seat in range(4)}
    calls = []
    while state.outcome() is None:
        seat = seat_after_chance(state, chance)
        observation = state.observation(seat)
        if observation.phase == PLAY:
            break
        action = bots[seat].choose(observation)
        if observation.phase in ("first_bidding", "final_bidding"):
            calls.append(f"{seat}:{action.bid if isinstance(action, MakeBid) else 'pass'}")
        state.apply(seat, action)
    return " ".join(calls)


#: ``club``'s biddings of a few practice deals as they were before shows were read over the
#: opponents' bid (the first three have such bids).
CLUB_AUCTIONS: tuple[tuple[int, str, str], ...] = (
    (
        1,
        "alkupeli",
        "2:1C 1:1H 0:2S 3:2D 2:pass 1:2H 0:2G 3:pass 2:pass 1:3H 0:pass 3:4D 2:5S 1:5H 0:6C"
        " 3:pass 2:pass 1:6H 0:pass 3:pass 2:pass 1:pass 0:pass 3:pass 2:pass 1:pass 1:pass"
        " 3:pass 1:pass 3:pass",
    ),
    (
        4,
        "alkupeli",
        "2:1M 3:1C 0:1D 1:1H 2:pass 3:pass 0:pass 1:2H 2:3D 3:pass 0:4D 1:4H 2:5D 3:5H 0:pass"
        " 1:pass 2:6D 3:pass 0:pass 1:6H 2:pass 3:pass 0:pass 1:pass 2:pass 3:pass 0:pass"
        " 1:pass 1:pass 3:pass 1:pass 3:pass",
    ),
    (
        5,
        "alkupeli",
        "3:3S 0:3C 2:pass 1:pass 3:pass 0:pass 2:3H 1:4D 3:4H 0:5D 2:5H 1:6C 3:6H 0:pass 2:pass"
        " 1:pass 3:pass 0:pass 2:pass 1:pass 3:pass 3:pass 2:pass 3:pass 2:pass",
    ),
    (
        1,
        "kotka",
        "2:6S 1:6H 0:pass 3:pass 2:pass 1:pass 0:pass 3:pass 2:pass 1:pass 1:pass 3:6M 1:pass"
        " 3:pass 1:pass 3:pass",
    ),
)


@pytest.mark.parametrize(("seed", "kind", "auction"), CLUB_AUCTIONS)
def test_club_bids_as_before(seed: int, kind: str, auction: str) -> None:
    assert _auction(seed, kind) == auction
