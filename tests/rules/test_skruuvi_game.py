"""Scripted Skruuvi deals, call by call and card by card, against the rules spec (§2-§10).

The letters ``ACBD`` seat the players 0-3 clockwise, so 0 and 2 are partners against 1 and 3
and seat 0 deals the first deal.
"""

from __future__ import annotations

import pickle
from collections.abc import Mapping

import pytest

from skruuvi_gui.cards import FULL_DECK, Card, Suit, parse_cards
from skruuvi_gui.rules.api import (
    CHANCE,
    Action,
    CardPlayed,
    CardsPassed,
    CardsShown,
    ContractSet,
    Dealt,
    Event,
    IllegalActionError,
    PhaseChanged,
    Said,
    Scored,
    TrickWon,
)
from skruuvi_gui.rules.skruuvi import (
    CENTRE,
    AceTrick,
    Bid,
    BiddingBack,
    Deal,
    DealResult,
    DrawLetters,
    Give,
    Holding,
    HoldingsShown,
    Knock,
    LettersDrawn,
    MakeBid,
    Pass,
    Play,
    Reknock,
    RobberStarted,
    ScoreWritten,
    SkruuviObservation,
    SkruuviOptions,
    SkruuviState,
    Transfer,
    TrickPlay,
    parse_action,
)
from skruuvi_gui.rules.skruuvi.play import POWER

NATURAL = DrawLetters((0, 2, 1, 3))
RANKS = "23456789TJQK"


def cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


def suit(letter: str, ranks: str = RANKS) -> str:
    return " ".join(rank + letter for rank in ranks)


#: Each seat holds one suit; in alkupeli the aces are the centre cards.
ONE_SUIT_EACH = {0: suit("S"), 1: suit("H"), 2: suit("C"), 3: suit("D")}
ONE_SUIT_EACH_KOTKA = {seat: hand + " A" + hand[-1] for seat, hand in ONE_SUIT_EACH.items()}


def deck_for(hands: Mapping[int, str], centre: str = "") -> tuple[Card, ...]:
    """The pack that deals ``hands`` when seat 0 deals: one card at a time from seat 1."""
    held = {seat: cards(text) for seat, text in hands.items()}
    size = len(held[0])
    deck = [held[(1 + i) % 4][i // 4] for i in range(4 * size)]
    deck += cards(centre)
    assert len(set(deck)) == 52
    return tuple(deck)


def start(
    kind: str = "alkupeli",
    hands: Mapping[int, str] | None = None,
    *,
    scoring: str = "modern",
) -> SkruuviState:
    state = SkruuviState(SkruuviOptions(scoring=scoring, length=kind))
    state.apply(CHANCE, NATURAL)
    if hands is None:
        hands = ONE_SUIT_EACH if kind == "alkupeli" else ONE_SUIT_EACH_KOTKA
    state.apply(CHANCE, Deal(deck_for(hands, "AS AH AC AD" if kind == "alkupeli" else "")))
    return state


def act(state: SkruuviState, script: str) -> tuple[Event, ...]:
    """Apply ``"seat:ACTION"`` steps separated by spaces, e.g. ``"0:BID:1S 1:PASS"``."""
    events: list[Event] = []
    for step in script.split():
        seat, _, text = step.partition(":")
        events.extend(state.apply(int(seat), parse_action(text)))
    return tuple(events)


def passes(*seats: int) -> str:
    return " ".join(f"{seat}:PASS" for seat in seats)


#: After ``0:BID:1S``, the eight passes that end the first bidding.
EIGHT_PASSES = passes(1, 2, 3, 0, 1, 2, 3, 0)


def play_low(state: SkruuviState) -> tuple[Event, ...]:
    """Play out the deal: follow with the lowest card; when void, trump as low as possible,
    else throw the lowest card."""
    events: list[Event] = []
    while state.public_observation().phase == "play":
        (seat,) = state.to_move()
        view = state.observation(seat)
        legal = [action.card for action in view.legal if isinstance(action, Play)]
        trumps = [card for card in legal if card.suit is view.trump]
        if view.trick and legal[0].suit is not view.trick[0][1].suit and trumps:
            legal = trumps
        events.extend(state.apply(seat, Play(min(legal, key=lambda c: POWER[c.index]))))
    return tuple(events)


def scored(events: tuple[Event, ...]) -> list[tuple[int, str, int]]:
    return [(e.side, e.reason, e.points) for e in events if isinstance(e, Scored)]


def views(state: SkruuviState) -> list[SkruuviObservation]:
    return [state.observation(seat) for seat in range(4)] + [state.public_observation()]


# --- §2 the deal ------------------------------------------------------------------------------


def test_letters_and_the_first_deal() -> None:
    state = SkruuviState()
    assert state.to_move() == (CHANCE,)
    assert len(state.legal_actions(CHANCE)) == 24
    events = state.apply(CHANCE, NATURAL)
    assert events == (
        LettersDrawn("ACBD"),
        RobberStarted(0, (0, 1, 2, 3), None),
        PhaseChanged("deal"),
    )
    assert state.legal_actions(CHANCE) == ()
    events = state.apply(CHANCE, Deal(deck_for(ONE_SUIT_EACH, "AS AH AC AD")))
    assert events == (Dealt(0, 1), PhaseChanged("first_bidding"))


def test_alkupeli_deals_twelve_each_and_four_centre_cards() -> None:
    state = start()
    for seat, view in enumerate(views(state)[:4]):
        assert view.hand == cards(ONE_SUIT_EACH[seat])
        assert view.centre == ()
        assert view.centre_size == 4
        assert state.hidden_cards(seat) >= set(cards("AS AH AC AD"))
    assert state.public_observation().hand_sizes == (12, 12, 12, 12)


def test_kotka_deals_thirteen_each_and_no_centre() -> None:
    state = start("kotka")
    view = state.observation(1)
    assert view.hand_sizes == (13, 13, 13, 13)
    assert view.centre_size == 0
    assert view.hand == cards(suit("H", "23456789TJQKA"))
    assert view.kind == "kotka"


# --- §3 the first bidding ---------------------------------------------------------------------


def test_dealer_bids_first_from_one_misere_in_alkupeli() -> None:
    state = start()
    assert state.to_move() == (0,)
    legal = state.legal_actions(0)
    assert legal[0] == Pass()
    assert legal[1] == MakeBid(Bid.parse("1M"))
    assert len(legal) == 1 + 42


def test_kotka_bidding_starts_at_six_with_misere_above_hearts() -> None:
    state = start("kotka")
    legal = state.legal_actions(0)
    assert [str(a) for a in legal[:6]] == ["PASS", "BID:6S", "BID:6C", "BID:6D", "BID:6H", "BID:6M"]
    assert len(legal) == 1 + 12
    with pytest.raises(IllegalActionError):
        state.apply(0, MakeBid(Bid.parse("5G")))  # §11
    act(state, "0:BID:6H 1:BID:6M")  # §11
    with pytest.raises(IllegalActionError):
        state.apply(2, MakeBid(Bid.parse("6H")))


def test_alkupeli_bid_order() -> None:
    state = start()
    act(state, "0:BID:1H")
    with pytest.raises(IllegalActionError):
        state.apply(1, MakeBid(Bid.parse("1S")))  # §11
    assert MakeBid(Bid.parse("1G")) in state.legal_actions(1)
    assert MakeBid(Bid.parse("2M")) in state.legal_actions(1)
    assert MakeBid(Bid.parse("1D")) not in state.legal_actions(1)


def test_eight_passes_end_the_first_bidding_and_the_last_bidder_may_raise() -> None:
    state = start()
    events = act(state, "0:BID:1S 1:PASS 2:PASS 3:PASS 0:BID:2S")  # a passer may bid again
    assert Said(0, "2S") in events
    act(state, passes(1, 2, 3, 0, 1, 2, 3))
    assert state.public_observation().phase == "first_bidding"
    events = act(state, "0:PASS")
    assert PhaseChanged("taker_exchange") in events
    view = state.public_observation()
    assert view.taker == 0
    assert view.standing == Bid.parse("2S")
    assert [str(call) for call in view.first_bidding] == ["1S", *["pass"] * 3, "2S", *["pass"] * 8]


def test_the_first_bidding_says_when_it_comes_back_to_the_standing_bidder() -> None:
    """Three passes after a bid turn the call back to its bidder with five passes to go;
    three more after its pass, with one: its own pass then makes it the taker."""
    state = start()
    assert act(state, "0:BID:1S 1:PASS 2:PASS") == (Said(0, "1S"), Said(1, "pass"), Said(2, "pass"))
    assert act(state, "3:PASS") == (Said(3, "pass"), BiddingBack(0, "1S", 5, False))
    assert act(state, "0:PASS 1:PASS 2:PASS 3:PASS")[-1] == BiddingBack(0, "1S", 1, False)
    assert not any(isinstance(event, BiddingBack) for event in act(state, "0:PASS"))
    assert state.public_observation().taker == 0


def test_four_opening_passes_make_pass_misere() -> None:
    state = start()
    act(state, passes(0, 1, 2))
    events = act(state, "3:PASS")
    assert events[:2] == (Said(3, "pass"), ContractSet((), "pass_misere"))
    assert state.public_observation().pass_misere


def test_a_bid_at_the_fourth_call_keeps_the_bidding_going() -> None:
    state = start()
    act(state, passes(0, 1, 2) + " 3:BID:1M " + passes(0, 1, 2, 3, 0, 1, 2))
    assert state.to_move() == (3,)
    events = act(state, "3:PASS")
    assert PhaseChanged("taker_exchange") in events
    assert state.public_observation().taker == 3


def test_seven_grandi_ends_both_biddings_at_once() -> None:
    state = start()
    events = act(state, "0:PASS 1:BID:7G")
    assert PhaseChanged("taker_exchange") in events
    assert state.to_move() == (1,)
    act(state, "1:GIVE:2H,3H,4H,5H")
    events = act(state, "3:GIVE:2D,3D,4D")
    assert ContractSet((1, 3), "7G") in events
    assert PhaseChanged("final_bidding") not in events
    assert state.public_observation().phase == "knocks"  # opened at level 7: no exchange


# --- §4 the taker's exchange ------------------------------------------------------------------


def test_centre_cards_are_turned_for_all_and_taken() -> None:
    state = start()
    events = act(state, "0:BID:1S " + EIGHT_PASSES)
    assert CardsShown(0, cards("AS AH AC AD"), "centre") in events
    assert CardsPassed(CENTRE, 0, 4) in events
    for view in views(state):
        assert view.centre == cards("AS AH AC AD")
        assert view.centre_size == 0
    assert state.observation(0).hand_sizes == (16, 12, 12, 12)
    for seat in range(4):
        assert not state.hidden_cards(seat) & set(cards("AS AH AC AD"))


def test_alkupeli_taker_gives_four_in_order_and_partner_one_to_each() -> None:
    state = start()
    act(state, "0:BID:1S " + EIGHT_PASSES)
    assert state.to_move() == (0,)
    assert len(state.legal_actions(0)) == 1820  # each set of four once
    for wrong in ("0:GIVE:2S,3S,4S", "0:GIVE:2S,3S,4S,2H", "0:GIVE:2S,2S,3S,4S", "2:GIVE:2C"):
        with pytest.raises(IllegalActionError):
            act(state, wrong)

    events = act(state, "0:GIVE:2S,AD,AC,AH")  # any order: the order is a signal
    assert events == (CardsPassed(0, 2, 4),)
    gift = Transfer(0, 2, cards("2S AD AC AH"))
    assert state.observation(0).given == (gift,)
    assert state.observation(2).received == (gift,)
    assert state.observation(1).received == ()
    assert state.observation(1).passed[-1] == (0, 2, 4)
    assert Card.parse("2S") in state.hidden_cards(1)
    assert Card.parse("2S") not in state.hidden_cards(2)

    assert state.to_move() == (2,)
    assert len(state.legal_actions(2)) == 16 * 15 * 14  # who gets which card matters
    events = act(state, "2:GIVE:2C,3C,4C")  # left opponent, taker, right opponent
    assert events == (
        CardsPassed(2, 3, 1),
        CardsPassed(2, 0, 1),
        CardsPassed(2, 1, 1),
        PhaseChanged("final_bidding"),
    )
    assert state.observation(2).given == (
        Transfer(2, 3, cards("2C")),
        Transfer(2, 0, cards("3C")),
        Transfer(2, 1, cards("4C")),
    )
    assert state.observation(3).received == (Transfer(2, 3, cards("2C")),)
    assert state.observation(0).received == (
        Transfer(CENTRE, 0, cards("AS AH AC AD")),
        Transfer(2, 0, cards("3C")),
    )
    assert state.public_observation().hand_sizes == (13, 13, 13, 13)
    # Who may see which passed card: the giver and the receiver only.
    for card, knowing in (("2C", {2, 3}), ("3C", {0, 2}), ("4C", {1, 2}), ("2S", {0, 2})):
        for seat in range(4):
            assert (Card.parse(card) in state.hidden_cards(seat)) is (seat not in knowing)


def test_an_exchange_decision_crosses_to_the_bots_process_whole() -> None:
    """The taker's 1,820 gives and the partner's 3,360 are pickled for the bots' process
    with the observation, and arrive as the same gives in the same order."""
    state = start()
    act(state, "0:BID:1S " + EIGHT_PASSES)
    for seat, script in ((0, "0:GIVE:2S,AD,AC,AH"), (2, "")):
        observation = state.observation(seat)
        assert len(observation.legal) in (1820, 3360)
        assert pickle.loads(pickle.dumps(observation)) == observation
        if script:
            act(state, script)


def test_kotka_taker_gives_four_and_gets_four_back() -> None:
    state = start("kotka")
    act(state, "0:BID:6S " + EIGHT_PASSES)
    assert len(state.legal_actions(0)) == 715
    act(state, "0:GIVE:5S,4S,3S,2S")
    assert state.observation(2).received == (Transfer(0, 2, cards("5S 4S 3S 2S")),)
    with pytest.raises(IllegalActionError):
        act(state, "2:GIVE:2C")
    events = act(state, "2:GIVE:2S,2C,3C,4C")  # giving back a card just received is allowed
    assert events == (CardsPassed(2, 0, 4), PhaseChanged("final_bidding"))
    assert state.observation(0).received == (Transfer(2, 0, cards("2S 2C 3C 4C")),)
    assert state.observation(0).hand_sizes == (13, 13, 13, 13)
    assert Card.parse("3S") in state.hidden_cards(1)
    assert Card.parse("3S") not in state.hidden_cards(0) | state.hidden_cards(2)


# --- §5 the final bidding ---------------------------------------------------------------------


def after_taker_exchange(kind: str = "alkupeli", scoring: str = "modern") -> SkruuviState:
    state = start(kind, scoring=scoring)
    if kind == "alkupeli":
        act(state, "0:BID:1S " + EIGHT_PASSES + " 0:GIVE:AH,AC,AD,2S 2:GIVE:2C,3C,4C")
    else:
        act(state, "0:BID:6S " + EIGHT_PASSES + " 0:GIVE:2S,3S,4S,5S 2:GIVE:2C,3C,4C,5C")
    return state


def test_final_bidding_needs_level_five_before_a_pass() -> None:
    state = after_taker_exchange()
    assert state.to_move() == (0,)  # the taker first
    assert Pass() not in state.legal_actions(0)
    with pytest.raises(IllegalActionError, match="level 5"):
        act(state, "0:PASS")
    act(state, "0:BID:2S")  # a low bid still says something
    assert Pass() not in state.legal_actions(2)
    act(state, "2:BID:5H")
    assert state.legal_actions(0)[0] == Pass()


def test_modern_final_bidding_ends_after_two_passes_each() -> None:
    state = after_taker_exchange()
    act(state, "0:BID:2S 2:BID:5H 0:PASS 2:PASS 0:PASS")
    assert state.public_observation().phase == "final_bidding"
    events = act(state, "2:PASS")
    assert ContractSet((2, 0), "5H") in events  # the partner's bid: the partner declares
    view = state.public_observation()
    assert (view.contract, view.declarer, view.taker) == (Bid.parse("5H"), 2, 0)
    assert [str(call) for call in view.final_bidding] == [
        "2S",
        "5H",
        "pass",
        "pass",
        "pass",
        "pass",
    ]
    assert state.to_move() == (3,)  # the defender left of the declarer


def test_the_final_bidding_says_when_it_comes_back_to_the_standing_bidder() -> None:
    state = after_taker_exchange()
    assert act(state, "0:BID:5S 2:PASS")[-1] == BiddingBack(0, "5S", 3, True)
    assert act(state, "0:PASS 2:PASS")[-1] == BiddingBack(0, "5S", 1, True)
    assert act(state, "0:BID:5H 2:BID:6H 0:PASS")[-1] == BiddingBack(2, "6H", 3, True)
    in_2016 = after_taker_exchange(scoring="2016")
    assert act(in_2016, "0:BID:5S 2:PASS")[-1] == BiddingBack(0, "5S", 1, True)


def test_2016_final_bidding_ends_after_one_pass_each() -> None:
    state = after_taker_exchange(scoring="2016")
    events = act(state, "0:BID:5S 2:PASS 0:PASS")
    assert ContractSet((0, 2), "5S") in events


def test_kotka_final_bidding_may_end_at_once_at_six() -> None:
    state = after_taker_exchange("kotka")
    assert state.legal_actions(0)[0] == Pass()
    assert [str(a) for a in state.legal_actions(0)[1:3]] == ["BID:6C", "BID:6D"]
    events = act(state, passes(0, 2, 0, 2))
    assert ContractSet((0, 2), "6S") in events


# --- §6 the defenders' exchange -------------------------------------------------------------


def test_defenders_exchange_one_card_each_way() -> None:
    state = after_taker_exchange()
    act(state, "0:BID:5S " + passes(2, 0, 2, 0))
    view = state.public_observation()
    assert view.phase == "defenders_exchange"
    assert view.defenders_exchange
    assert state.to_move() == (1,)
    assert len(state.legal_actions(1)) == 13
    events = act(state, "1:GIVE:4C")
    assert events == (CardsPassed(1, 3, 1),)
    assert state.to_move() == (3,)
    events = act(state, "3:GIVE:KD")
    assert events == (CardsPassed(3, 1, 1), PhaseChanged("knocks"))
    assert Card.parse("KD") in state.hidden_cards(0)
    assert Card.parse("KD") not in state.hidden_cards(1)


@pytest.mark.parametrize(
    ("bidding", "allowed"),
    [
        pytest.param("0:BID:6S " + EIGHT_PASSES, False, id="blocking opening"),
        pytest.param(
            "0:PASS 1:BID:1M 2:BID:6S " + passes(3, 0, 1, 2, 3, 0, 1, 2),
            False,
            id="partner opens at six",
        ),
        pytest.param(
            "0:BID:1S 1:PASS 2:BID:6S " + passes(3, 0, 1, 2, 3, 0, 1, 2),
            True,
            id="six after a low opening",
        ),
        pytest.param("0:BID:5S " + EIGHT_PASSES, True, id="opening at five"),
        pytest.param(
            "0:PASS 1:PASS 2:BID:7M " + passes(3, 0, 1, 2, 3, 0, 1, 2),
            False,
            id="opening at seven",
        ),
        pytest.param(
            "0:BID:1S 1:BID:6S 2:BID:6C " + passes(3, 0, 1, 2, 3, 0, 1, 2),
            True,
            id="only the opponents opened at six",
        ),
    ],
)
def test_defenders_exchange_is_forbidden_after_an_opening_at_level_six(
    bidding: str, allowed: bool
) -> None:
    state = start()
    act(state, bidding)
    taker = state.public_observation().taker
    assert taker is not None
    partner = (taker + 2) % 4
    hand = state.observation(taker).hand
    act(state, f"{taker}:GIVE:" + ",".join(str(c) for c in hand[:4]))
    act(state, f"{partner}:GIVE:" + ",".join(str(c) for c in state.observation(partner).hand[:3]))
    while state.public_observation().phase == "final_bidding":
        (seat,) = state.to_move()
        state.apply(seat, state.legal_actions(seat)[0])
    view = state.public_observation()
    assert view.defenders_exchange is allowed
    assert view.phase == ("defenders_exchange" if allowed else "knocks")


def test_never_a_defenders_exchange_in_kotka() -> None:
    state = after_taker_exchange("kotka")
    act(state, passes(0, 2, 0, 2))
    assert state.public_observation().phase == "knocks"


# --- §7 knocks ------------------------------------------------------------------------------


def at_knocks() -> SkruuviState:
    state = after_taker_exchange()
    act(state, "0:BID:5S " + passes(2, 0, 2, 0) + " 1:GIVE:4C 3:GIVE:KD")
    return state


def test_knock_order_defender_left_of_the_declarer_first() -> None:
    state = at_knocks()
    assert state.to_move() == (1,)
    assert state.legal_actions(1) == (Pass(), Knock())
    with pytest.raises(IllegalActionError):
        state.apply(1, Reknock())
    act(state, "1:PASS")
    assert state.to_move() == (3,)
    events = act(state, "3:KNOCK")
    assert events == (Said(3, "knock"),)
    assert state.to_move() == (0,)  # left of the knocker
    assert state.legal_actions(0) == (Pass(), Reknock())
    with pytest.raises(IllegalActionError):
        state.apply(0, Knock())
    act(state, "0:PASS")
    assert state.to_move() == (2,)  # then that player's partner
    events = act(state, "2:REKNOCK")
    assert events == (Said(2, "reknock"), PhaseChanged("play"))
    view = state.public_observation()
    assert view.knocks == 2
    assert view.knock_calls == ((1, "pass"), (3, "knock"), (0, "pass"), (2, "reknock"))
    assert state.to_move() == (1,)  # the defender left of the declarer leads


def test_a_first_defender_knock_passes_to_the_declarers_side() -> None:
    state = at_knocks()
    act(state, "1:KNOCK")
    assert state.to_move() == (2,)
    act(state, "2:PASS")
    assert state.to_move() == (0,)
    events = act(state, "0:PASS")
    assert events[-1] == PhaseChanged("play")
    assert state.public_observation().knocks == 1


def test_no_knock() -> None:
    state = at_knocks()
    events = act(state, "1:PASS 3:PASS")
    assert events[-1] == PhaseChanged("play")
    assert state.public_observation().knocks == 0


# --- §9 the play, §10 the score -------------------------------------------------------------


def test_follow_suit_but_no_duty_to_trump() -> None:
    state = at_knocks()
    act(state, "1:PASS 3:PASS 1:P:2H")
    # Seat 2 holds the ace of hearts from the taker and must follow.
    assert state.legal_actions(2) == (Play(Card.parse("AH")),)
    with pytest.raises(IllegalActionError, match="follow"):
        act(state, "2:P:5C")
    act(state, "2:P:AH")
    view = state.observation(3)
    assert len(view.legal) == 13  # void in hearts: anything
    act(state, "3:P:2D")
    # Seat 0 is void in hearts with trumps, and may still throw a club.
    assert Play(Card.parse("3C")) in state.legal_actions(0)
    events = act(state, "0:P:3C")
    assert events[-1] == TrickWon(2, cards("2H AH 2D 3C"))
    assert state.to_move() == (2,)


def test_a_trump_beats_the_suit_led() -> None:
    state = at_knocks()
    events = act(state, "1:PASS 3:PASS 1:P:2H 2:P:AH 3:P:2D 0:P:3S")
    assert events[-1] == TrickWon(0, cards("2H AH 2D 3S"))
    assert state.observation(1).aces == (AceTrick(1, Card.parse("AH"), 0),)


def test_alkupeli_deal_scores_exactly() -> None:
    state = at_knocks()
    act(state, "1:PASS 3:PASS")
    events = play_low(state)
    assert sum(isinstance(e, CardPlayed) for e in events) == 52
    assert sum(isinstance(e, TrickWon) for e in events) == 13
    assert scored(events) == [(0, "made", 25), (2, "made", 25)]
    view = state.public_observation()
    assert view.results == (DealResult(0, 1, "alkupeli", 0, "5S", 0, 0, (13, 0), (25, 0, 25, 0)),)
    assert view.scores == (25, 0, 25, 0)
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.winners == (0, 2)


def test_2016_deal_scores_overtricks() -> None:
    state = after_taker_exchange(scoring="2016")
    act(state, "0:BID:5S 2:PASS 0:PASS 1:GIVE:4C 3:GIVE:KD 1:PASS 3:PASS")
    assert scored(play_low(state)) == [
        (0, "made", 25),
        (2, "made", 25),
        (0, "overtricks", 4),
        (2, "overtricks", 4),
    ]


@pytest.mark.parametrize(("scoring", "points"), [("modern", 144), ("2016", 111)])
def test_kotka_deal_knocked_and_reknocked(scoring: str, points: int) -> None:
    state = after_taker_exchange("kotka", scoring)
    act(state, passes(0, 2) if scoring == "2016" else passes(0, 2, 0, 2))
    act(state, "1:KNOCK 2:PASS 0:REKNOCK")
    events = play_low(state)
    assert state.public_observation().results[-1].tricks == (13, 0)
    assert sum(p for side, _, p in scored(events) if side == 0) == points
    assert state.public_observation().scores == (points, 0, points, 0)


@pytest.mark.parametrize(("scoring", "during_trick_three"), [("modern", [2]), ("2016", [1, 2])])
def test_reviewable_tricks_while_a_trick_is_in_progress(
    scoring: str, during_trick_three: list[int]
) -> None:
    """Spec §9: the last completed trick only, but in the 2016 variant (seed 002) the last two."""
    state = after_taker_exchange(scoring=scoring)
    act(state, "0:BID:5S " + (passes(2, 0) if scoring == "2016" else passes(2, 0, 2, 0)))
    act(state, "1:GIVE:4C 3:GIVE:KD 1:PASS 3:PASS")
    while len(state.public_observation().tricks) < 2:
        (seat,) = state.to_move()
        state.apply(seat, state.legal_actions(seat)[0])
    assert [t.number for t in state.observation(2).reviewable_tricks] == [1, 2]
    (seat,) = state.to_move()
    state.apply(seat, state.legal_actions(seat)[0])
    for view in (state.observation(seat), state.public_observation()):
        assert [t.number for t in view.reviewable_tricks] == during_trick_three


def test_reviewable_tricks_and_search_from_an_observation() -> None:
    state = at_knocks()
    act(state, "1:PASS 3:PASS 1:P:2H 2:P:AH 3:P:2D 0:P:3S 0:P:3C 1:P:3H")
    view = state.observation(2)
    assert [t.number for t in view.reviewable_tricks] == [1]
    act(state, "2:P:5C 3:P:4C")
    view = state.observation(2)
    assert [t.number for t in view.reviewable_tricks] == [1, 2]
    assert view.tricks_won == (1, 0, 1, 0)

    assert view.forehand == 1
    hands = {seat: state.observation(seat).hand for seat in range(4)}
    with pytest.raises(ValueError):
        TrickPlay.from_observation(view, {**hands, 3: hands[3][1:]})
    search = TrickPlay.from_observation(view, hands)
    assert search.turn == 2
    assert tuple(Play(card) for card in search.legal_cards()) == view.legal
    copy = search.clone()
    while not search.finished:
        search.play(search.legal_cards()[0])
    assert sum(search.won) == 13
    assert sum(copy.won) == 2  # the clone is independent
    assert copy.played == [card for t in view.tricks for card in t.cards]


# --- §8 pass-misère -------------------------------------------------------------------------


def test_pass_misere_flow() -> None:
    state = start()
    events = act(state, passes(0, 1, 2, 3))
    # The centre cards go one each, forehand first, face down.
    assert events[4:9] == (
        ContractSet((), "pass_misere"),
        *(CardsPassed(CENTRE, seat, 1) for seat in (1, 2, 3, 0)),
    )
    assert state.observation(1).received == (Transfer(CENTRE, 1, cards("AS")),)
    assert Card.parse("AS") in state.hidden_cards(2)
    assert state.public_observation().hand_sizes == (13, 13, 13, 13)
    assert state.public_observation().centre == ()
    # Forehand and the dealer's partner give to their partners, side by side.
    assert state.to_move() == (1, 2)
    assert len(state.legal_actions(1)) == 13
    assert act(state, "1:GIVE:AS") == (CardsPassed(1, 3, 1),)
    assert state.to_move() == (3, 2)
    act(state, "2:GIVE:AH 3:GIVE:2D")
    assert state.to_move() == (0,)
    events = act(state, "0:GIVE:2S")
    assert events == (CardsPassed(0, 2, 1), PhaseChanged("knocks"))
    # Knocks: the dealer first, then clockwise; then the knocker's opponents, left first.
    assert state.to_move() == (0,)
    act(state, "0:PASS 1:KNOCK")
    assert state.to_move() == (2,)
    act(state, "2:PASS")
    assert state.to_move() == (0,)
    events = act(state, "0:REKNOCK")
    assert events[-1] == PhaseChanged("play")
    assert state.to_move() == (1,)  # forehand leads
    assert state.public_observation().trump is None
    events = play_low(state)
    view = state.public_observation()
    assert view.aces == (
        AceTrick(1, Card.parse("AH"), 0),
        AceTrick(2, Card.parse("AS"), 3),
        AceTrick(3, Card.parse("AD"), 0),
        AceTrick(13, Card.parse("AC"), 0),
    )
    # Tricks 12-1, re-knocked: -11 * 4; aces 1 + 3 + 13 = 17 against 2: -15.
    assert scored(events) == [
        (0, "tricks", -44),
        (2, "tricks", -44),
        (0, "aces", -15),
        (2, "aces", -15),
    ]
    assert view.results[-1] == DealResult(
        0, 1, "alkupeli", 0, "pass_misere", None, 2, (12, 1), (-59, 0, -59, 0)
    )


def test_pass_misere_2016_scores_both_sides() -> None:
    state = start(scoring="2016")
    act(state, passes(0, 1, 2, 3) + " 1:GIVE:AS 2:GIVE:AH 3:GIVE:2D 0:GIVE:2S")
    act(state, passes(0, 1, 2, 3))
    events = play_low(state)
    assert scored(events) == [
        (0, "tricks", -12),
        (2, "tricks", -12),
        (1, "tricks", -1),
        (3, "tricks", -1),
        (0, "aces", -17),
        (2, "aces", -17),
        (1, "aces", -2),
        (3, "aces", -2),
    ]


def test_kotka_pass_misere_has_no_centre_cards() -> None:
    state = start("kotka")
    events = act(state, passes(0, 1, 2, 3))
    assert events[-1] == PhaseChanged("pass_misere_exchange")
    assert not any(isinstance(e, CardsPassed) for e in events)
    assert state.to_move() == (1, 2)


# --- records ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "LETTERS:BDAC",
        "LETTERS:EACBD",
        "PASS",
        "BID:6H",
        "BID:1M",
        "GIVE:AS,KH,2C,3D",
        "GIVE:TD",
        "KNOCK",
        "REKNOCK",
        "P:8S",
    ],
)
def test_action_texts_parse_back(text: str) -> None:
    assert str(parse_action(text)) == text


@pytest.mark.parametrize(
    "text", ["", "BID:", "BID:8S", "LETTERS:AXB", "GIVE:", "P:1X", "PASS:1", "FOO"]
)
def test_bad_action_texts_are_refused(text: str) -> None:
    with pytest.raises(ValueError):
        parse_action(text)


def test_refused_actions_change_nothing() -> None:
    state = at_knocks()
    before = views(state)
    for seat, action in ((0, Pass()), (1, Give(cards("2H"))), (1, Play(Card.parse("2H")))):
        with pytest.raises(IllegalActionError):
            state.apply(seat, action)
    assert views(state) == before


# --- a table not in seat order, painted misère, refusals ------------------------------------


def test_letters_must_be_a_permutation() -> None:
    for letters in ((0, 0, 1, 2), (0, 1, 2), (0, 1, 2, 4), (0, 1, 2, 3, 4)):
        state = SkruuviState()
        with pytest.raises(IllegalActionError, match="different letter"):
            state.apply(CHANCE, DrawLetters(letters))
        assert state.public_observation().phase == "draw"
    five = SkruuviState(SkruuviOptions(num_players=5))
    draws = five.legal_actions(CHANCE)
    assert len(set(draws)) == 120
    assert all(isinstance(d, DrawLetters) and sorted(d.letters) == [0, 1, 2, 3, 4] for d in draws)


#: Seat 1 is A, seat 0 B, seat 2 C, seat 3 D: robber 0 (AB-CD) seats A, C, B, D clockwise,
#: so the order is 1, 2, 0, 3 and seat 1 (A) deals first.
SHUFFLED = DrawLetters((1, 0, 2, 3))


def shuffled_seating(kind: str = "alkupeli", scoring: str = "modern") -> SkruuviState:
    """A practice deal of ``kind`` with the ``SHUFFLED`` letters, the pack unshuffled."""
    state = SkruuviState(SkruuviOptions(scoring=scoring, length=kind))
    assert state.apply(CHANCE, SHUFFLED)[1] == RobberStarted(0, (1, 2, 0, 3), None)
    state.apply(CHANCE, Deal(FULL_DECK))
    return state


def test_dealer_calls_first_and_turns_go_clockwise_round_the_table() -> None:
    state = shuffled_seating()
    view = state.public_observation()
    assert (view.dealer, view.forehand) == (1, 2)
    turns = []
    for _ in range(5):
        (seat,) = state.to_move()
        turns.append(seat)
        state.apply(seat, state.legal_actions(seat)[1])  # the lowest bid
    assert turns == [1, 2, 0, 3, 1]
    assert state.to_move() == (2,)
    for wrong in (0, 1, 3, CHANCE):
        with pytest.raises(IllegalActionError, match="not to move"):
            state.apply(wrong, Pass())


def test_pass_misere_round_a_table_that_is_not_in_seat_order() -> None:
    state = shuffled_seating()
    events = act(state, passes(1, 2, 0, 3))
    assert [e.to_seat for e in events if isinstance(e, CardsPassed)] == [2, 0, 3, 1]
    assert state.to_move() == (2, 0)  # forehand and the dealer's partner give
    for giver, receiver in ((2, 3), (0, 1), (3, 2), (1, 0)):
        card = state.observation(giver).hand[0]
        assert act(state, f"{giver}:GIVE:{card}")[0] == CardsPassed(giver, receiver, 1)
    assert state.public_observation().phase == "knocks"
    calls = []
    while state.public_observation().phase == "knocks":
        (seat,) = state.to_move()
        calls.append(seat)
        state.apply(seat, Knock() if seat == 0 else Pass())
    # The dealer first, then clockwise until seat 0 knocks; then its opponents, left first.
    assert calls == [1, 2, 0, 3, 2]
    assert state.public_observation().knocks == 1
    assert state.to_move() == (2,)  # forehand leads


def test_a_painted_contract_round_a_table_that_is_not_in_seat_order() -> None:
    state = shuffled_seating()
    act(state, "1:PASS 2:BID:1D " + passes(0, 3, 1, 2, 0, 3, 1, 2))
    assert state.public_observation().taker == 2
    act(state, "2:GIVE:" + ",".join(map(str, state.observation(2).hand[:4])))
    assert state.to_move() == (3,)  # the taker's partner
    events = act(state, "3:GIVE:" + ",".join(map(str, state.observation(3).hand[:3])))
    # One card each, clockwise from the partner's left: the left opponent, the taker, the right.
    assert [e.to_seat for e in events if isinstance(e, CardsPassed)] == [1, 2, 0]
    assert state.to_move() == (2,)  # the taker opens the final bidding
    with pytest.raises(IllegalActionError, match="not to move"):
        act(state, "1:BID:5G")  # only the taker and partner call
    act(state, "2:BID:3D 3:BID:5D " + passes(2, 3, 2, 3))
    view = state.public_observation()
    assert (view.contract, view.declarer, view.taker) == (Bid.parse("5D"), 3, 2)
    assert state.to_move() == (1,)  # the defender left of the declarer exchanges
    act(state, f"1:GIVE:{state.observation(1).hand[0]}")
    assert state.to_move() == (0,)
    act(state, f"0:GIVE:{state.observation(0).hand[0]} 1:PASS 0:KNOCK")
    assert state.to_move() == (3,)  # left of the knocker: here the declarer
    act(state, "3:PASS 2:PASS")
    assert state.public_observation().phase == "play"
    assert state.to_move() == (1,)  # the defender left of the declarer leads


#: A kotka deal whose play is all forced but the discards: seat 0 must win trick 1 with the
#: ace of hearts, seat 1 trick 2 with the ace of spades; seat 1 wins the rest with hearts.
MISERE_HANDS = {
    0: "AH " + suit("S"),
    1: suit("H") + " AS",
    2: suit("C", RANKS + "A"),
    3: suit("D", RANKS + "A"),
}
MISERE_TRICKS = [
    "1:P:2H 2:P:2C 3:P:2D 0:P:AH",
    "0:P:2S 1:P:AS 2:P:3C 3:P:3D",
    *(
        f"1:P:{h}H 2:P:{c}C 3:P:{d}D 0:P:{s}S"
        for h, c, d, s in zip(
            "3456789TJQK", "4567A89TJQK", "456789TAJQK", "3456789TJQK", strict=True
        )
    ),
]


@pytest.mark.parametrize(
    ("scoring", "contract", "points"),
    [
        # Made: 2 x (36 - 12); aces: defenders' 2 + 7 + 10, less the declarers' 1, unknocked.
        ("modern", "6M", [(0, "made", 72), (0, "misere_minus", -24), (0, "aces", 18)]),
        ("modern", "7M", [(0, "undertricks", -34)]),  # one trick too many: no ace points
        ("2016", "6M", [(0, "made", 40), (1, "aces", -19)]),  # the defenders' aces cost them
        ("2016", "7M", [(0, "undertricks", -40), (1, "aces", -19)]),  # made or not
    ],
)
def test_painted_misere_ace_points(
    scoring: str, contract: str, points: list[tuple[int, str, int]]
) -> None:
    state = SkruuviState(SkruuviOptions(scoring=scoring, length="kotka"))
    state.apply(CHANCE, NATURAL)
    state.apply(CHANCE, Deal(deck_for(MISERE_HANDS)))
    act(state, f"0:BID:{contract} " + EIGHT_PASSES)
    act(state, "0:GIVE:2S,3S,4S,5S 2:GIVE:2S,3S,4S,5S")  # the same four back
    act(state, passes(0, 2) if scoring == "2016" else passes(0, 2, 0, 2))
    act(state, "1:KNOCK 2:PASS 0:PASS")
    assert state.to_move() == (1,)
    events = act(state, " ".join(MISERE_TRICKS))
    view = state.public_observation()
    assert view.aces == (
        AceTrick(1, Card.parse("AH"), 0),
        AceTrick(2, Card.parse("AS"), 1),
        AceTrick(7, Card.parse("AC"), 1),
        AceTrick(10, Card.parse("AD"), 1),
    )
    assert view.results[-1].tricks == (1, 12)
    expected = []
    for side, reason, value in points:
        expected += [(seat, reason, value) for seat in (side, side + 2)]
    assert scored(events) == expected
    totals = [sum(v for s, _, v in points if s == seat % 2) for seat in range(4)]
    assert view.scores == tuple(totals)


def refused(state: SkruuviState, seat: int, action: Action, reason: str) -> None:
    """``action`` is refused for ``reason`` and leaves every view as it was."""
    before = views(state), state.to_move()
    with pytest.raises(IllegalActionError, match=reason):
        state.apply(seat, action)
    assert (views(state), state.to_move()) == before


def test_every_phase_refuses_with_a_reason_and_changes_nothing() -> None:
    state = SkruuviState(SkruuviOptions(length="alkupeli"))
    refused(state, 0, NATURAL, "not to move")
    refused(state, CHANCE, Deal(FULL_DECK), "letters must be drawn")
    state.apply(CHANCE, NATURAL)
    refused(state, CHANCE, Deal(FULL_DECK[:51]), "whole pack")
    refused(state, CHANCE, Deal((FULL_DECK[0], *FULL_DECK[:51])), "whole pack")
    refused(state, CHANCE, Pass(), "cards must be dealt")
    state.apply(CHANCE, Deal(deck_for(ONE_SUIT_EACH, "AS AH AC AD")))
    act(state, "0:BID:1M")
    refused(state, 1, MakeBid(Bid.parse("1M")), "not higher than the standing bid 1M")
    refused(state, 1, Give(cards("2H")), "a bid or a pass is due")
    act(state, EIGHT_PASSES)
    refused(state, 0, Give(cards("2S 3S 4S")), "exactly 4")
    refused(state, 0, Give(cards("2S 3S 4S 2H")), "not in hand")
    refused(state, 0, Give(cards("2S 3S 4S 2S")), "twice")
    refused(state, 0, Pass(), "cards must be given")
    act(state, "0:GIVE:AH,AC,AD,2S 2:GIVE:2C,3C,4C")
    refused(state, 0, Pass(), "no pass before the contract reaches level 5")
    refused(state, 0, MakeBid(Bid.parse("1M")), "not higher")
    act(state, "0:BID:5S " + passes(2, 0, 2, 0) + " 1:GIVE:4C 3:GIVE:KD")
    refused(state, 1, Reknock(), "only a knock can be re-knocked")
    refused(state, 1, Play(Card.parse("2H")), "a knock or a pass")
    act(state, "1:KNOCK")
    refused(state, 2, Knock(), "only a re-knock or a pass")
    act(state, "2:PASS 0:PASS 1:P:2H")
    refused(state, 2, Play(Card.parse("5C")), "follow")
    refused(state, 2, Play(Card.parse("2D")), "not in hand")
    refused(state, 2, Pass(), "a card must be played")
    play_low(state)
    refused(state, 1, Pass(), "over")


def test_kotka_bids_start_at_six() -> None:
    state = start("kotka")
    refused(state, 0, MakeBid(Bid.parse("5G")), "bids start at level 6 in kotka")


def test_the_final_bidding_ends_only_on_consecutive_passes() -> None:
    state = after_taker_exchange()
    act(state, "0:BID:5S 2:PASS 0:PASS 2:PASS 0:BID:5H " + passes(2, 0, 2))
    assert state.public_observation().phase == "final_bidding"
    events = act(state, "0:PASS")
    assert ContractSet((0, 2), "5H") in events


def test_2016_kotka_final_bidding_ends_after_one_pass_each() -> None:
    state = after_taker_exchange("kotka", "2016")
    events = act(state, "0:BID:6D 2:BID:6M 0:PASS 2:PASS")
    assert ContractSet((2, 0), "6M") in events
    assert state.public_observation().phase == "knocks"  # never a defenders' exchange in kotka


# --- traditional scoring (§5, §10.3) -----------------------------------------------------------


def test_traditional_final_contract_may_stop_at_level_four() -> None:
    state = after_taker_exchange(scoring="traditional")
    assert Pass() not in state.legal_actions(0)  # 1S stands: below level 4
    with pytest.raises(IllegalActionError, match="level 4"):
        act(state, "0:PASS")
    act(state, "0:BID:4S")
    assert Pass() in state.legal_actions(2)
    events = act(state, passes(2, 0, 2, 0))
    assert ContractSet((0, 2), "4S") in events
    modern = after_taker_exchange()
    act(modern, "0:BID:4S")
    assert Pass() not in modern.legal_actions(2)


TRADITIONAL_4S = "0:BID:4S 2:PASS 0:PASS 2:PASS 0:PASS 1:GIVE:4C 3:GIVE:KD 1:PASS 3:PASS"


def test_traditional_deal_shows_the_holdings_and_writes_both_lines() -> None:
    state = after_taker_exchange(scoring="traditional")
    events = act(state, TRADITIONAL_4S)
    spades = Holding(0, "sequence", Suit.SPADES, 12, 2000)  # A-3 of trumps: 10 x 100 x 2
    aces = Holding(2, "aces", None, 3, 200)
    clubs = Holding(2, "sequence", Suit.CLUBS, 10, 800)
    assert events[-1] == HoldingsShown((0, 1, 2, 3), (spades, aces, clubs), (9, 0))
    assert state.observation(1).holdings == (spades, aces, clubs)
    events = play_low(state)
    written = [
        (e.seats, e.item.reason, e.item.points, e.total)
        for e in events
        if isinstance(e, ScoreWritten)
    ]
    assert written == [
        ((0, 2), "trick_points", 52, 52),  # 13 x 4, no game yet
        ((0, 2), "made", 1000, 1052),
        ((0, 2), "sequence", 2000, 3052),
        ((0, 2), "held_aces", 200, 3252),
        ((0, 2), "sequence", 800, 4052),
        ((0, 2), "honours", 360, 4412),  # 9 x 10 x 4
    ]
    # the robber's difference / 100 to the ledger, in hundredths
    assert scored(events) == [
        (0, "ledger", 4412),
        (2, "ledger", 4412),
        (1, "ledger", -4412),
        (3, "ledger", -4412),
    ]
    view = state.public_observation()
    assert view.results[0].points == (4412, 0, 4412, 0)
    assert view.scores == (4412, -4412, 4412, -4412)
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == (0, 2)


def test_traditional_ledger_rounded_to_five() -> None:
    state = SkruuviState(
        SkruuviOptions(scoring="traditional", length="alkupeli", round_to_five=True)
    )
    state.apply(CHANCE, NATURAL)
    state.apply(CHANCE, Deal(deck_for(ONE_SUIT_EACH, "AS AH AC AD")))
    act(state, "0:BID:1S " + EIGHT_PASSES + " 0:GIVE:AH,AC,AD,2S 2:GIVE:2C,3C,4C")
    act(state, TRADITIONAL_4S)
    play_low(state)
    assert state.public_observation().scores == (4500, -4500, 4500, -4500)
