"""The Skruuvi bots' judgement on constructed hands: the book's bids in every round, reading a
partner who bids by the book, the final contract, the exchanges and the knocks.

The letters ``ACBD`` seat the players 0-3 clockwise: 0 and 2 are partners against 1 and 3,
and seat 0 deals (so bids first).
"""

from __future__ import annotations

import random
import statistics
from dataclasses import replace

from skruuvi_views import taker_naming_the_contract

from skruuvi_gui.bots.skruuvi import SkruuviBot, bid_meaning
from skruuvi_gui.bots.skruuvi.forecast import forecast
from skruuvi_gui.bots.skruuvi.hand import aces, honours, suit_cards
from skruuvi_gui.bots.skruuvi.masks import SUIT_MASKS, SUIT_OF, mask_of
from skruuvi_gui.bots.skruuvi.sampling import sample_before_exchange, sample_hands
from skruuvi_gui.bots.skruuvi.searches import exchange
from skruuvi_gui.cards import FULL_DECK, Card, Rank, Suit, parse_cards
from skruuvi_gui.rules.api import CHANCE
from skruuvi_gui.rules.skruuvi import (
    KNOCKS,
    TAKER_EXCHANGE,
    Bid,
    Call,
    Deal,
    DrawLetters,
    Give,
    Knock,
    MakeBid,
    Pass,
    Reknock,
    SkruuviObservation,
    SkruuviOptions,
    SkruuviState,
    Strain,
    Transfer,
    parse_action,
)

NATURAL = DrawLetters((0, 2, 1, 3))


def deal(
    kind: str = "alkupeli", hands: dict[int, str] | None = None, seed: int = 0
) -> SkruuviState:
    """A deal by seat 0 with the given seats' cards (the rest shuffled by ``seed``)."""
    state = SkruuviState(SkruuviOptions(length=kind))
    state.apply(CHANCE, NATURAL)
    size = 12 if kind == "alkupeli" else 13
    fixed = {seat: list(parse_cards(text)) for seat, text in (hands or {}).items()}
    rest = [card for card in FULL_DECK if not any(card in cards for cards in fixed.values())]
    random.Random(seed).shuffle(rest)
    dealt: dict[int, list[Card]] = {}
    for seat in range(4):
        mine = fixed.get(seat, [])
        dealt[seat], rest = mine + rest[: size - len(mine)], rest[size - len(mine) :]
    deck = [dealt[(1 + i) % 4][i // 4] for i in range(4 * size)] + rest
    state.apply(CHANCE, Deal(tuple(deck)))
    return state


def act(state: SkruuviState, script: str) -> None:
    for step in script.split():
        seat, _, text = step.partition(":")
        state.apply(int(seat), parse_action(text))


def call(state: SkruuviState, seat: int, level: str = "normal") -> str:
    action = SkruuviBot(level, random.Random(1)).choose(state.observation(seat))
    assert isinstance(action, MakeBid | Pass)
    return str(action)


# --- the book's bids, round by round ---------------------------------------------------------


def test_no_good_suit_is_three_of_a_suit_beside_partners_aces() -> None:
    # Partner opened 1 grandi; this hand has no suit fit for a one-level bid and no ace.
    state = deal(hands={2: "QD 9D 7D 5D 3D KS QS 4S KC JC 2C KH"})
    act(state, "0:BID:1G 1:PASS")
    assert call(state, 2) == "BID:3D"
    act(state, "2:BID:3D")
    assert bid_meaning(state.observation(2), 2).code == "no_good_suit"


def test_second_round_same_suit_is_a_very_strong_suit() -> None:
    state = deal(hands={0: "AH KH QH JH TH 9H 8H AS KS 5C 8D 2D"})
    act(state, "0:BID:1H 1:BID:1G 2:PASS 3:PASS")
    assert call(state, 0) == "BID:2H"
    act(state, "0:BID:2H")
    assert bid_meaning(state.observation(0), 4).code == "very_strong_suit"


def test_second_round_another_suit_and_two_aces() -> None:
    state = deal(hands={2: "AS 9S 7S 5S 3S AD 8D 4D 7C 5C 3C 2H"})
    act(state, "0:BID:1H 1:PASS 2:PASS 3:PASS 0:PASS 1:PASS")
    assert call(state, 2) == "BID:1G"
    act(state, "2:BID:1G")
    assert bid_meaning(state.observation(2), 6).code == "two_aces"
    other = deal(hands={2: "KS QS 7S 5S 3S 9D 8D 4D 7C 5C 3C 2H"})
    act(other, "0:BID:1H 1:PASS 2:PASS 3:PASS 0:PASS 1:PASS")
    assert call(other, 2) == "BID:2S"
    act(other, "2:BID:2S")
    assert bid_meaning(other.observation(2), 6).code == "second_suit"


def test_later_rounds_show_aces_then_kings_at_the_lowest_level() -> None:
    state = deal(hands={2: "AD QD JD 9D 8D 7D 5D KC 5C 3C 2S 3S"})
    act(state, "0:BID:1C 1:BID:1G 2:PASS 3:PASS 0:BID:2C 1:PASS 2:PASS 3:PASS 0:PASS 1:PASS")
    assert call(state, 2) == "BID:2D"  # the ace of diamonds, at the lowest level
    act(state, "2:BID:2D 3:PASS 0:PASS 1:PASS")
    assert call(state, 2) == "PASS"  # the pass between the aces and the kings
    act(state, "2:PASS 3:PASS 0:PASS 1:PASS")
    assert call(state, 2) == "BID:3C"  # then the king of clubs, the lowest level again
    act(state, "2:BID:3C")
    observation = state.observation(2)
    assert bid_meaning(observation, 10).code == "shows_ace"
    assert bid_meaning(observation, 18).code == "shows_king"


# --- reading a partner who bids by the book --------------------------------------------------


def test_guessed_hands_fit_partners_book_bids() -> None:
    state = deal(hands={0: "9S 7S 5S 3S 8H 6H 4H 9C 6C 4C 8D 2D"}, seed=3)
    act(state, "0:PASS 1:PASS 2:BID:1H 3:BID:1G")
    observation = state.observation(0)
    for seed in range(10):
        hands, centre = sample_before_exchange(observation, random.Random(seed))
        assert len(centre) == 4
        assert sorted(len(cards) for cards in hands.values()) == [12, 12, 12]
        hearts = suit_cards(hands[2], Suit.HEARTS)
        assert len(hearts) >= 5
        assert honours(hearts) >= 2
        assert len(aces(hands[3])) >= 3


def test_partners_suit_raises_the_forecast_in_it() -> None:
    hand = {0: "QH 9H 5H 9S 7S 5S 3S 9C 6C 4C 8D 2D"}
    silent = deal(hands=hand, seed=3)
    act(silent, "0:PASS 1:BID:1S 2:PASS 3:PASS")
    bid = deal(hands=hand, seed=3)
    act(bid, "0:PASS 1:BID:1S 2:BID:1H 3:PASS")
    hearts = [
        statistics.fmean(forecast(state.observation(0), 0).tricks[Strain.HEARTS])
        for state in (silent, bid)
    ]
    assert hearts[1] > hearts[0] + 1


def test_signals_in_passed_cards_are_read() -> None:
    observation = deal(
        hands={1: "KS 8S 4S 9C 7C 3C KD JD 8D 6D 2D 9D 7D"}, kind="kotka"
    ).observation(1)
    # Seat 3 (partner) passed a low spade in the defenders' exchange: the ace signal.
    signal = replace(
        observation,
        taker=0,
        contract=Bid(6, Strain.HEARTS),
        declarer=0,
        hand=(*observation.hand[1:], Card.parse("5S")),
        received=(Transfer(3, 1, (Card.parse("5S"),)),),
    )
    holders = [sample_hands(signal, random.Random(seed)) for seed in range(8)]
    assert all(Card(Rank.ACE, Suit.SPADES) in hands[3] for hands in holders)


# --- the final contract ------------------------------------------------------------------------


def final_view(hand: str, standing: str = "1H") -> SkruuviObservation:
    """Seat 0, the taker, to name the contract with these 13 cards after the exchange."""
    return taker_naming_the_contract(deal(seed=7).observation(0), hand, standing)


def final_call(observation: SkruuviObservation) -> str:
    action = SkruuviBot("normal", random.Random(0)).choose(observation)
    return str(action)


def test_final_bidding_stops_at_the_lowest_level() -> None:
    # Seven solid hearts and four aces make eleven tricks in grandi, with its bonus; twelve
    # are far from sure, so no higher than the deal demands.
    assert final_call(final_view("AH KH QH JH TH 9H 8H AS KS AC 5C AD 2D")) == "BID:5G"


def test_final_bidding_turns_to_misere_with_misère_cards() -> None:
    assert final_call(final_view("2H 3H 4H 2S 3S 4S 5S 2C 3C 4C 2D 3D 4D")) == "BID:5M"


# --- exchanges ---------------------------------------------------------------------------------


def taker_view(hand: str) -> SkruuviObservation:
    """Seat 0, the taker, holding the centre cards: 16 cards to give four of."""
    cards = parse_cards(hand)
    observation = deal(seed=8).observation(0)
    return replace(
        observation,
        phase=TAKER_EXCHANGE,
        hand=cards,
        hand_sizes=(16, 12, 12, 12),
        centre_size=0,
        first_bidding=(
            Call(0, Bid(1, Strain.HEARTS)),
            *(Call(s, None) for s in (1, 2, 3) * 2),
            Call(0, None),
            Call(1, None),
        ),
        standing=Bid(1, Strain.HEARTS),
        taker=0,
        legal=(Give(cards[:4]), Give(cards[1:5])),
    )


def test_taker_makes_voids_and_shows_the_voided_suit_first() -> None:
    observation = taker_view("AH KH QH JH TH 9H 8H 7H AS KS QS 5C 2C 8D 4D 3D")
    action = SkruuviBot("normal", random.Random(0)).choose(observation)
    assert isinstance(action, Give)
    given = set(action.cards)
    clubs = set(parse_cards("5C 2C"))
    assert clubs <= given  # clubs emptied
    assert not any(card.suit is Suit.HEARTS for card in given)  # trumps kept
    assert action.cards[0].suit in (Suit.CLUBS, Suit.DIAMONDS)
    voided = action.cards[0].suit
    assert all(c in given for c in observation.hand if c.suit is voided)


def test_simulated_exchange_concentrates_trumps_and_empties_suits() -> None:
    hearts = SUIT_OF[Suit.HEARTS]
    hands = [
        mask_of(parse_cards("AH KH QH JH 9H 8H AS 5C 2C 8D 4D 3D")),
        mask_of(parse_cards("2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS")),
        mask_of(parse_cards("TH 7H 9C 8C 7C 6C 4C 3C AD KD QD JD")),
        mask_of(parse_cards("AC KC QC JC TC 9D 7D 6D 5D 2D 6H 5H")),
    ]
    centre = mask_of(parse_cards("4H 3H 2H TD"))
    exchange(hands, 0, hearts, False, centre, kotka=False)
    assert [hand.bit_count() for hand in hands] == [13, 13, 13, 13]
    # The partner sent its higher trump over: ten hearts in the taker's hand.
    assert hands[0] & SUIT_MASKS[hearts] == mask_of(parse_cards("AH KH QH JH TH 9H 8H 4H 3H 2H"))
    assert not hands[0] & SUIT_MASKS[SUIT_OF[Suit.CLUBS]]  # the taker made a void


# --- knocks ------------------------------------------------------------------------------------


def knock_view(seat: int, hand: str, contract: str, knocks: int = 0) -> SkruuviObservation:
    observation = deal("kotka", hands={seat: hand}, seed=9).observation(seat)
    return replace(
        observation,
        phase=KNOCKS,
        first_bidding=(Call(0, Bid.parse(contract)), *(Call(s, None) for s in (1, 2, 3, 0) * 2)),
        standing=Bid.parse(contract),
        taker=0,
        contract=Bid.parse(contract),
        declarer=0,
        knocks=knocks,
        legal=(Pass(), Knock() if knocks == 0 else Reknock()),
    )


def knock_call(observation: SkruuviObservation) -> str:
    return str(SkruuviBot("normal", random.Random(0)).choose(observation))


def test_defender_knocks_with_a_trump_stack() -> None:
    assert knock_call(knock_view(1, "AH KH QH JH TH 9H AS KS AC KC 2D 3D 4D", "6H")) == "KNOCK"


def test_defender_with_nothing_lets_it_be() -> None:
    assert knock_call(knock_view(1, "2S 3S 4S 5S 2C 3C 4C 5C 2D 3D 4D 5D 6D", "6H")) == "PASS"


def test_declarer_reknocks_only_when_sure() -> None:
    sure = "AH KH QH JH TH 9H 8H 7H AS KS AC KC AD"
    assert knock_call(knock_view(0, sure, "6H", knocks=1)) == "REKNOCK"
    shaky = "AH KH 9H 8H 7H 4S 3S 2S 5C 4C 3C 5D 4D"
    assert knock_call(knock_view(0, shaky, "6H", knocks=1)) == "PASS"
