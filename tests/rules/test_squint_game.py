"""Scripted Squint deals, pick by pick and card by card, against the rules spec (§2-§6 and the
worked examples X1-X3, T1-T2).

Seat 0 deals the first deal, so forehand is seat 1 and the priority order is 1, 2, 3, 4, 0:
the spec's S1..S4, S0 are seats 1..4, 0.
"""

from __future__ import annotations

import random
from collections.abc import Mapping

import pytest

from skruuvi_gui.cards import FULL_DECK, Card, Suit, parse_cards
from skruuvi_gui.match import Match, Record, SeatConfig, play_bots
from skruuvi_gui.rules import GAMES
from skruuvi_gui.rules.api import (
    CHANCE,
    CardPlayed,
    CardsPassed,
    CardsShown,
    ContractSet,
    Dealt,
    Event,
    GameOver,
    IllegalActionError,
    PhaseChanged,
    Said,
    Scored,
    TrickWon,
)
from skruuvi_gui.rules.squint import (
    DISCARDS,
    SPEC,
    SQUINT_PILE,
    Bid,
    BidPicked,
    BidsRevealed,
    ChooseNemo,
    ChooseSolo,
    Contract,
    Deal,
    Declare,
    Discard,
    DiscardFaceUp,
    FirstDealer,
    Keep,
    Pass,
    Play,
    SquintOptions,
    SquintState,
    Step,
    Transfer,
    TrickPlay,
    parse_action,
    trick_winner,
)

ALL_SEATS = (0, 1, 2, 3, 4)
PACK = frozenset(FULL_DECK)


def cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


def deck_for(hands: Mapping[int, str], squint: str, dealer: int = 0) -> tuple[Card, ...]:
    """The pack that deals these cards: each seat's listed cards, filled up to ten from the
    rest of the pack in pack order (seat 0 first), and the squint last."""
    held = {seat: list(cards(hands.get(seat, ""))) for seat in ALL_SEATS}
    used = {card for hand in held.values() for card in hand} | set(cards(squint))
    rest = [card for card in FULL_DECK if card not in used]
    deck: list[Card | None] = [None] * 50
    for seat in ALL_SEATS:
        hand = held[seat]
        while len(hand) < 10:
            hand.append(rest.pop(0))
        for j, card in enumerate(hand):
            deck[5 * j + (seat - dealer - 1) % 5] = card
    full = tuple(card for card in deck if card is not None) + cards(squint)
    assert frozenset(full) == PACK and len(full) == 52
    return full


def start(
    hands: Mapping[int, str], squint: str, options: SquintOptions | None = None
) -> SquintState:
    state = SquintState(options)
    state.apply(CHANCE, FirstDealer(0))
    state.apply(CHANCE, Deal(deck_for(hands, squint)))
    return state


def act(state: SquintState, script: str) -> tuple[Event, ...]:
    """Apply ``"seat:ACTION"`` steps separated by spaces, e.g. ``"1:BID:AC 2:BID:2H"``."""
    events: list[Event] = []
    for step in script.split():
        seat, _, text = step.partition(":")
        events.extend(state.apply(int(seat), parse_action(text)))
    return tuple(events)


def bids(s1: str, s2: str, s3: str, s4: str, s0: str) -> str:
    """The five picks in the spec's order, as a script."""
    return f"1:BID:{s1} 2:BID:{s2} 3:BID:{s3} 4:BID:{s4} 0:BID:{s0}"


def bid_hands(s1: str, s2: str, s3: str, s4: str, s0: str) -> dict[int, str]:
    return {1: s1, 2: s2, 3: s3, 4: s4, 0: s0}


def play_low(state: SquintState) -> tuple[Event, ...]:
    """Play out the deal, each seat playing its lowest legal card (the first in hand
    order)."""
    events: list[Event] = []
    while state.public_observation().phase == "play":
        (seat,) = state.to_move()
        events.extend(state.apply(seat, state.legal_actions(seat)[0]))
    return tuple(events)


def check_views(state: SquintState) -> None:
    """No view shows a card hidden from a seat, and every card is accounted for."""
    public = state.public_observation().visible_cards()
    for seat in ALL_SEATS:
        hidden = state.hidden_cards(seat)
        visible = state.observation(seat).visible_cards()
        assert not visible & hidden
        assert not public & hidden
        assert visible | hidden == PACK


# --- the deal and the bid ----------------------------------------------------------------


def test_the_deal_goes_one_card_at_a_time_from_forehand() -> None:
    deck = tuple(FULL_DECK)
    state = SquintState()
    assert state.to_move() == (CHANCE,)
    assert state.legal_actions(CHANCE) == tuple(FirstDealer(s) for s in ALL_SEATS)
    state.apply(CHANCE, FirstDealer(3))
    events = state.apply(CHANCE, Deal(deck))
    assert events == (Dealt(3, 1), PhaseChanged("bid"))
    for seat in ALL_SEATS:
        dealt = {deck[i] for i in range(50) if (3 + 1 + i) % 5 == seat}
        assert set(state.observation(seat).hand) == dealt
    view = state.public_observation()
    assert view.squint_size == 2 and view.hand_sizes == (10,) * 5
    assert state.to_move() == ALL_SEATS
    assert set(state.hidden_cards(0)) >= {deck[50], deck[51]}


def test_picks_stay_hidden_until_all_five_are_in() -> None:
    state = start(bid_hands("7H", "AS", "KD", "4C", "9H"), "QC QD")
    assert act(state, "2:BID:AS") == (BidPicked(2),)
    assert state.to_move() == (0, 1, 3, 4)
    assert state.legal_actions(2) == ()
    other = state.observation(1)
    assert other.picked == (2,) and other.bid is None and other.bids == ()
    assert Card.parse("AS") not in other.visible_cards()
    assert state.observation(2).bid == Card.parse("AS")
    assert state.public_observation().bids == ()
    with pytest.raises(IllegalActionError, match="already picked"):
        act(state, "2:BID:AS")
    with pytest.raises(IllegalActionError, match="not in hand"):
        act(state, "1:BID:AS")
    events = act(state, "0:BID:9H 4:BID:4C 1:BID:7H 3:BID:KD")
    revealed = BidsRevealed(cards("9H 7H AS KD 4C"))
    assert events == (
        BidPicked(0),
        BidPicked(4),
        BidPicked(1),
        BidPicked(3),
        revealed,
        ContractSet((2,), "ace_solo"),
        PhaseChanged("squint"),
    )
    view = state.observation(1)
    assert view.bids == revealed.bids
    assert view.contracts == (Contract("ace_solo", (2,)),)
    assert set(revealed.bids) <= view.visible_cards()
    assert state.to_move() == (2,)
    check_views(state)


def test_bid_texts_never_collide_between_seats() -> None:
    """A record without seats replays: no two seats may pick with the same text."""
    state = start({}, "QC QD")
    texts = [str(action) for seat in ALL_SEATS for action in state.legal_actions(seat)]
    assert len(texts) == len(set(texts)) == 50


def test_a_bid_card_must_come_from_ones_hand() -> None:
    state = start(bid_hands("7H", "AS", "KD", "4C", "9H"), "QC QD")
    with pytest.raises(IllegalActionError, match="not in hand"):
        act(state, "1:BID:AS")
    with pytest.raises(IllegalActionError):
        state.apply(1, Play(Card.parse("7H")))
    assert state.to_move() == ALL_SEATS


# --- R1-R11: who decides first about the squint, and who leads -----------------------------

SPARE_SQUINT = "JD JH"


@pytest.mark.parametrize(
    ("picks", "contracts", "deciders", "trump"),
    [
        pytest.param(("7H", "AS", "KD", "4C", "9H"), ["ace_solo"], (2,), None, id="R1"),
        pytest.param(
            ("AC", "2H", "AD", "KS", "5C"),
            ["ace_solo", "misere", "ace_solo"],
            (1, 2, 3),
            None,
            id="R2",
        ),
        pytest.param(("2D", "QH", "8S", "8C", "3H"), ["misere"], (1,), None, id="R3"),
        pytest.param(("JC", "QH", "6S", "QS", "8D"), ["grand_solo:H"], (2,), "H", id="R4"),
        pytest.param(("JS", "9H", "KC", "QD", "KH"), ["grand_solo:C"], (3,), "C", id="R5"),
        pytest.param(("5C", "8C", "TD", "3D", "7S"), ["solo:S"], (0,), "S", id="R6"),
        pytest.param(("4H", "9C", "6H", "TS", "3D"), ["duo:H"], (1, 3), "H", id="R7"),
        pytest.param(("5S", "7D", "9S", "4D", "TS"), ["duo:D"], (2, 4), "D", id="R8"),
    ],
)
def test_r_examples_ask_the_contractors_in_priority_order(
    picks: tuple[str, str, str, str, str],
    contracts: list[str],
    deciders: tuple[int, ...],
    trump: str | None,
) -> None:
    """Every contractor (for a Duo, P1 then P2) decides in priority order; played hand, the
    squint stays unseen, they score double, and forehand S1 leads wherever the soloist sits."""
    state = start(bid_hands(*picks), SPARE_SQUINT)
    events = act(state, bids(*picks))
    assert [e.contract for e in events if isinstance(e, ContractSet)] == contracts
    for seat in deciders:
        assert state.to_move() == (seat,)
        (hand_play,) = [a for a in state.legal_actions(seat) if "HAND" in str(a)]
        state.apply(seat, hand_play)
    view = state.public_observation()
    assert view.phase == "play" and state.to_move() == (1,)
    assert view.playing_hand == tuple(sorted(deciders)) and view.squint_size == 2
    assert (view.trump.value if view.trump else None) == trump
    assert all(set(cards(SPARE_SQUINT)) <= state.hidden_cards(seat) for seat in ALL_SEATS)


@pytest.mark.parametrize(
    ("picks", "penalty"),
    [
        pytest.param(("8H", "3H", "9C", "TH", "6D"), "H", id="R9"),
        pytest.param(("3S", "5S", "7S", "9S", "TS"), "S", id="R10"),
    ],
)
def test_r9_r10_nemo_has_no_hand_option(
    picks: tuple[str, str, str, str, str], penalty: str
) -> None:
    state = start(bid_hands(*picks), SPARE_SQUINT)
    act(state, bids(*picks))
    view = state.observation(1)
    assert view.contracts == (Contract("nemo", ALL_SEATS, penalty),)
    assert view.step == Step(1, "pass", 2, to=2, takes_squint=True)
    assert set(view.squint_seen) == set(cards(SPARE_SQUINT)) and view.trump is None


# --- case A: one contractor ----------------------------------------------------------------


def test_a_lone_soloist_plays_hand_without_seeing_the_squint() -> None:
    state = start(bid_hands("7H", "AS", "KD", "4C", "9H"), "QC QD")
    act(state, bids("7H", "AS", "KD", "4C", "9H"))
    assert state.legal_actions(2) == (Declare("play_hand"), Declare("take_squint"))
    with pytest.raises(IllegalActionError):
        act(state, "2:PROPOSE_HAND")
    events = act(state, "2:PLAY_HAND")
    assert events == (Said(2, "play_hand"), PhaseChanged("play"))
    view = state.observation(2)
    assert view.playing_hand == (2,) and view.squint_size == 2 and view.squint_seen == ()
    assert set(cards("QC QD")) <= state.hidden_cards(2)
    assert state.to_move() == (1,)


def test_a_lone_soloist_takes_the_squint_and_discards_two_face_down() -> None:
    state = start(bid_hands("7H", "AS", "KD", "4C", "9H"), "QC QD")
    act(state, bids("7H", "AS", "KD", "4C", "9H"))
    events = act(state, "2:TAKE_SQUINT")
    assert events == (Said(2, "take_squint"), CardsPassed(SQUINT_PILE, 2, 2))
    view = state.observation(2)
    assert len(view.hand) == 12 and view.squint_seen == cards("QC QD")
    assert view.step == Step(2, "discard", 2, takes_squint=True)
    assert len(view.legal) == 66
    with pytest.raises(IllegalActionError):
        act(state, "2:DISCARD:QC")
    with pytest.raises(IllegalActionError):
        act(state, "2:DISCARD_UP:QC,QD")
    events = act(state, "2:DISCARD:QD,QC")
    assert events == (CardsPassed(2, DISCARDS, 2), PhaseChanged("play"))
    view = state.observation(2)
    assert view.given == (Transfer(2, DISCARDS, cards("QC QD")),)
    assert view.playing_hand == () and view.discard_size == 2 and view.squint_size == 0
    assert set(cards("QC QD")) <= state.hidden_cards(1)
    check_views(state)


# --- case B: several contractors ------------------------------------------------------------


def test_x1_a_chain_with_a_hand_declarer() -> None:
    state = start(bid_hands("AC", "2H", "AD", "KS", "5C"), "QC QD")
    act(state, bids("AC", "2H", "AD", "KS", "5C"))
    assert state.to_move() == (1,)
    act(state, "1:TAKE_SQUINT")
    assert state.to_move() == (2,)
    act(state, "2:PLAY_HAND")
    assert state.to_move() == (3,)
    events = act(state, "3:TAKE_SQUINT")
    assert events == (Said(3, "take_squint"), CardsPassed(SQUINT_PILE, 1, 2))
    first = state.observation(1)
    assert len(first.hand) == 12 and first.step == Step(1, "pass", 2, to=3, takes_squint=True)
    passing = tuple(card for card in first.hand if card not in cards("QC QD AC"))[:2]
    events = state.apply(1, Pass(passing))
    assert events == (CardsPassed(1, 3, 2),)
    last = state.observation(3)
    assert len(last.hand) == 12 and last.step == Step(3, "discard_face_up", 2)
    assert last.received == (Transfer(1, 3, passing),)
    assert set(cards("QC QD")) <= state.hidden_cards(3)
    events = state.apply(3, DiscardFaceUp(passing))
    assert events == (CardsShown(3, passing, "discard"), PhaseChanged("play"))
    public = state.public_observation()
    assert public.discards_shown == (Transfer(3, DISCARDS, passing),)
    assert public.hand_sizes == (10,) * 5
    assert public.playing_hand == (2,)
    assert public.declarations == ((1, "take_squint"), (2, "play_hand"), (3, "take_squint"))
    assert set(cards("QC QD")) <= state.hidden_cards(2)
    assert state.to_move() == (1,) and public.trump is None
    check_views(state)


def test_a_chain_of_one_discards_face_down() -> None:
    state = start(bid_hands("AC", "2H", "AD", "KS", "5C"), "QC QD")
    act(state, bids("AC", "2H", "AD", "KS", "5C"))
    act(state, "1:PLAY_HAND 2:TAKE_SQUINT 3:PLAY_HAND")
    assert state.observation(2).step == Step(2, "discard", 2, takes_squint=True)
    act(state, "2:DISCARD:QC,QD")
    assert state.public_observation().playing_hand == (1, 3)


def test_nobody_takes_the_squint() -> None:
    state = start(bid_hands("AC", "2H", "AD", "KS", "5C"), "QC QD")
    act(state, bids("AC", "2H", "AD", "KS", "5C"))
    events = act(state, "1:PLAY_HAND 2:PLAY_HAND 3:PLAY_HAND")
    assert events[-1] == PhaseChanged("play")
    view = state.public_observation()
    assert view.squint_size == 2 and view.playing_hand == (1, 2, 3)
    assert all(set(cards("QC QD")) <= state.hidden_cards(seat) for seat in ALL_SEATS)


# --- case C: duo ------------------------------------------------------------------------


DUO_HANDS = bid_hands("4H 8S", "9C", "6H", "TS", "3D")
DUO_BIDS = bids("4H", "9C", "6H", "TS", "3D")


def test_x2_the_duo_exchange() -> None:
    state = start(DUO_HANDS, "KH 4D")
    events = act(state, DUO_BIDS)
    assert events[-2:] == (ContractSet((1, 3), "duo:H"), PhaseChanged("squint"))
    assert state.legal_actions(1) == (Declare("take_squint"), Declare("propose_hand"))
    act(state, "1:PROPOSE_HAND")
    assert state.legal_actions(3) == (Declare("accept_hand"), Declare("take_squint"))
    events = act(state, "3:TAKE_SQUINT")
    assert events == (Said(3, "take_squint"),)
    assert state.observation(1).squint_seen == cards("KH 4D")
    assert state.observation(3).squint_seen == ()
    assert state.legal_actions(1) == (Keep(Card.parse("KH")), Keep(Card.parse("4D")))
    assert act(state, "1:KEEP:KH") == (CardsPassed(SQUINT_PILE, 1, 1),)
    assert state.observation(1).step == Step(1, "discard", 1)
    assert len(state.legal_actions(1)) == 11
    events = act(state, "1:DISCARD:8S")
    assert events == (CardsPassed(1, DISCARDS, 1), CardsPassed(SQUINT_PILE, 3, 1))
    assert state.observation(3).squint_seen == cards("4D")
    events = act(state, "3:DISCARD:4D")
    assert events == (CardsPassed(3, DISCARDS, 1), PhaseChanged("play"))
    view = state.public_observation()
    assert view.playing_hand == () and view.hand_sizes == (10,) * 5
    assert view.trump is not None and view.trump.value == "H"
    assert set(cards("KH 8S")) <= state.hidden_cards(3)
    assert Card.parse("KH") in state.observation(1).hand
    check_views(state)


def test_x2_accepting_hand_play_leaves_the_squint_unseen() -> None:
    state = start(DUO_HANDS, "KH 4D")
    act(state, DUO_BIDS)
    events = act(state, "1:PROPOSE_HAND 3:ACCEPT_HAND")
    assert events[-1] == PhaseChanged("play")
    assert state.public_observation().playing_hand == (1, 3)
    assert all(set(cards("KH 4D")) <= state.hidden_cards(seat) for seat in ALL_SEATS)


def test_the_first_partner_may_take_the_squint_at_once() -> None:
    state = start(DUO_HANDS, "KH 4D")
    act(state, DUO_BIDS)
    act(state, "1:TAKE_SQUINT 1:KEEP:4D 1:DISCARD:4D 3:DISCARD:KH")
    assert state.public_observation().phase == "play"
    assert state.public_observation().discard_size == 2


# --- case D: nemo ---------------------------------------------------------------------


def test_x3_nemo_passing() -> None:
    state = start(bid_hands("8H", "3H", "9C", "TH", "6D AH 7H"), "QC QD")
    events = act(state, bids("8H", "3H", "9C", "TH", "6D"))
    assert events[-3:] == (
        ContractSet(ALL_SEATS, "nemo:H"),
        PhaseChanged("squint"),
        CardsPassed(SQUINT_PILE, 1, 2),
    )
    for seat in (1, 2, 3, 4):
        assert state.to_move() == (seat,)
        assert len(state.observation(seat).hand) == 12
        assert state.apply(seat, state.legal_actions(seat)[0]) == (
            CardsPassed(seat, (seat + 1) % 5, 2),
        )
    assert state.observation(0).step == Step(0, "discard_face_up", 2)
    events = act(state, "0:DISCARD_UP:AH,7H")
    assert events == (CardsShown(0, cards("7H AH"), "discard"), PhaseChanged("play"))
    view = state.public_observation()
    assert view.hand_sizes == (10,) * 5 and view.penalty is not None
    assert view.trump is None and state.to_move() == (1,)
    check_views(state)


# --- the 4-1 choice ---------------------------------------------------------------------


R11_HANDS = bid_hands("4C", "6C", "8D", "9C", "TC")
R11_BIDS = bids("4C", "6C", "8D", "9C", "TC")


def test_r11_the_odd_bidder_chooses_a_solo_in_any_suit() -> None:
    state = start(R11_HANDS, "QC QD")
    events = act(state, R11_BIDS)
    assert events[-1] == PhaseChanged("choose_4_1")
    assert state.to_move() == (3,)
    assert state.public_observation().contracts == (Contract("choose_4_1", (3,), "C"),)
    legal = state.legal_actions(3)
    assert [str(action) for action in legal] == ["NEMO", "SOLO:S", "SOLO:H", "SOLO:D", "SOLO:C"]
    events = state.apply(3, ChooseSolo(Suit.HEARTS))
    assert events == (ContractSet((3,), "solo:H"), PhaseChanged("squint"))
    assert state.legal_actions(3) == (Declare("play_hand"), Declare("take_squint"))


def test_r11_under_bid_suit_only_the_bid_suit_is_trump() -> None:
    state = start(R11_HANDS, "QC QD", SquintOptions(four_one_solo_trump="bid_suit"))
    act(state, R11_BIDS)
    assert [str(action) for action in state.legal_actions(3)] == ["NEMO", "SOLO:D"]
    with pytest.raises(IllegalActionError):
        act(state, "3:SOLO:H")


def test_r11_choosing_nemo_makes_the_four_suit_the_penalty() -> None:
    state = start(R11_HANDS, "QC QD")
    act(state, R11_BIDS)
    events = state.apply(3, ChooseNemo())
    assert events[0] == ContractSet(ALL_SEATS, "nemo:C")
    assert state.to_move() == (1,)


# --- the play ---------------------------------------------------------------------------


T1_HANDS = bid_hands(
    "5S QS JS TS 9S QH AH KH JH TH",
    "KS 8S 7S 6S 3C 9H 8H 6H AC KC",
    "2H 4C 5H 4H QC JC TC 9C 8C 7C",
    "AS 4S 3S 2S 5C 3H 6C 2C AD KD",
    "7H 6D QD JD TD 9D 8D 7D 5D 4D",
)


def test_t1_the_highest_trump_wins() -> None:
    """S1's queen of hearts makes hearts trump; S3 and S0 hold no spades."""
    plays = tuple(zip((1, 2, 3, 4, 0), cards("5S KS 2H AS 7H"), strict=True))
    assert trick_winner(plays, Suit.HEARTS) == 0
    state = start(T1_HANDS, "3D 2D")
    act(state, bids("QH", "3C", "4C", "5C", "6D") + " 1:PLAY_HAND")
    assert state.public_observation().trump is Suit.HEARTS
    events = act(state, "1:P:5S 2:P:KS 3:P:2H 4:P:AS 0:P:7H")
    assert events[-1] == TrickWon(0, cards("5S KS 2H AS 7H"))
    assert state.to_move() == (0,)
    assert state.public_observation().tricks_won == (1, 0, 0, 0, 0)


T2_HANDS = bid_hands(
    "9D 5H QD JD TD AS KS QS JS TS",
    "KD 6H 8D 7D 9S 8S 7S 6S 5S 4S",
    "AC 4H AH KH QH JH TH 9H KC QC",
    "AD 7H 6D 5D 4D 3S 2S JC TC 9C",
    "3D 8H 2D 3H 2H 8C 7C 6C 5C 4C",
)


def test_t2_without_trumps_the_highest_of_the_suit_led_wins() -> None:
    """S3's ace of clubs makes an Ace Solo at no trump; S3 holds no diamonds."""
    plays = tuple(zip((1, 2, 3, 4, 0), cards("9D KD AC AD 3D"), strict=True))
    assert trick_winner(plays, None) == 4
    state = start(T2_HANDS, "3C 2C")
    act(state, bids("5H", "6H", "AC", "7H", "8H") + " 3:PLAY_HAND")
    assert state.public_observation().trump is None
    events = act(state, "1:P:9D 2:P:KD 3:P:AC 4:P:AD 0:P:3D")
    assert events[-1] == TrickWon(4, cards("9D KD AC AD 3D"))
    assert state.to_move() == (4,)


HEARTS_SOLO = bid_hands("AH KH QH JH TH 9H 8H 7H 6H 5H", "3S", "4C", "5D", "7S")
HEARTS_BIDS = bids("KH", "3S", "4C", "5D", "7S")


def test_grand_solo_played_hand_with_all_ten_tricks_ends_the_game() -> None:
    """P6 (b) and P13: forehand leads; +150 reaches the target at once."""
    state = start(HEARTS_SOLO, "QC QD")
    act(state, HEARTS_BIDS + " 1:PLAY_HAND")
    assert state.to_move() == (1,)
    act(state, "1:P:AH")
    hand = state.observation(2).hand
    assert Card.parse("2H") in hand
    with pytest.raises(IllegalActionError, match="suit must be followed"):
        act(state, "2:P:3S")
    assert state.observation(2).hand == hand
    events = play_low(state)
    assert sum(isinstance(event, CardPlayed) for event in events) == 49
    assert state.public_observation().tricks_won == (0, 10, 0, 0, 0)
    assert [event for event in events if isinstance(event, Scored)] == [
        Scored(1, 1, 150, "grand_solo", (), 150)
    ]
    outcome = state.outcome()
    assert outcome is not None
    assert events[-2:] == (PhaseChanged("game_over"), GameOver(outcome))
    assert outcome.winners == (1,) and outcome.scores == (0, 150, 0, 0, 0)
    assert outcome.details == {"deals": 1}
    (result,) = state.public_observation().results
    assert result.points == (0, 150, 0, 0, 0) and result.playing_hand == (1,)
    assert state.to_move() == ()
    with pytest.raises(IllegalActionError, match="over"):
        state.apply(0, Bid(Card.parse("3S")))


def test_a_search_replays_the_play_from_an_observation() -> None:
    state = start(HEARTS_SOLO, "QC QD")
    act(state, HEARTS_BIDS + " 1:PLAY_HAND 1:P:5H 2:P:2H 3:P:4C 4:P:3D 0:P:2S 1:P:6H 2:P:3H")
    view = state.observation(3)
    others = {seat: state.observation(seat).hand for seat in ALL_SEATS if seat != 3}
    search = TrickPlay.from_observation(view, others)
    assert (search.turn, search.won, search.trump) == (3, [0, 1, 0, 0, 0], Suit.HEARTS)
    while not search.finished:
        search.play(search.legal_cards()[0])
    play_low(state)
    assert search.won == list(state.public_observation().tricks_won) == [0, 10, 0, 0, 0]
    with pytest.raises(ValueError, match="do not fit"):
        TrickPlay.from_observation(view, {})
    with pytest.raises(ValueError, match="not being played"):
        TrickPlay.from_observation(state.public_observation(), others)


DUO_SWEEP = bid_hands("AH KH QH JH TH 9H 8H 7H 5H 4H", "9C", "6H 3H 2H", "TS", "3D")
DUO_SWEEP_BIDS = bids("4H", "9C", "6H", "TS", "3D")


@pytest.mark.parametrize("tie_rule", ["shared", "play_on"])
def test_a_tie_at_the_top_is_shared_or_played_on(tie_rule: str) -> None:
    """A Duo played hand taking all ten tricks: each partner +100, level at the target."""
    options = SquintOptions(target_score=100, tie_rule=tie_rule)
    state = start(DUO_SWEEP, "QC QD", options)
    act(state, DUO_SWEEP_BIDS + " 1:PROPOSE_HAND 3:ACCEPT_HAND")
    events = play_low(state)
    scored = [event for event in events if isinstance(event, Scored)]
    assert scored == [Scored(1, 1, 100, "duo", (), 100), Scored(3, 3, 100, "duo", (), 100)]
    outcome = state.outcome()
    if tie_rule == "shared":
        assert outcome is not None and outcome.winners == (1, 3)
        return
    assert outcome is None
    assert events[-1] == PhaseChanged("deal")
    assert state.public_observation().scores == (0, 100, 0, 100, 0)
    state.apply(CHANCE, Deal(tuple(FULL_DECK)))
    assert state.public_observation().dealer == 1
    assert set(state.observation(2).hand) == set(FULL_DECK[0:50:5])
    finish_randomly(state, random.Random(5))
    outcome = state.outcome()
    assert outcome is not None and len(outcome.winners) == 1


def finish_randomly(state: SquintState, rng: random.Random) -> None:
    while state.outcome() is None:
        to_move = state.to_move()
        if to_move == (CHANCE,):
            state.apply(CHANCE, state.sample_chance(rng))
        else:
            seat = rng.choice(to_move)
            state.apply(seat, rng.choice(state.legal_actions(seat)))


def test_the_deal_limit_ends_the_game_and_the_deal_moves_left() -> None:
    state = SquintState(SquintOptions(deal_limit=5, target_score=300))
    finish_randomly(state, random.Random(11))
    view = state.public_observation()
    assert [result.deal for result in view.results] == [1, 2, 3, 4, 5]
    first = view.results[0].dealer
    assert [result.dealer for result in view.results] == [(first + i) % 5 for i in range(5)]
    totals = tuple(sum(result.points[seat] for result in view.results) for seat in ALL_SEATS)
    outcome = state.outcome()
    assert outcome is not None and outcome.scores == totals == view.scores
    assert outcome.details == {"deals": 5}
    assert outcome.winners == tuple(s for s in ALL_SEATS if totals[s] == max(totals))


# --- every case, played out at random with every view checked ------------------------------


@pytest.mark.parametrize(
    "picks",
    [
        ("7H", "AS", "KD", "4C", "9H"),
        ("AC", "2H", "AD", "KS", "5C"),
        ("AS", "AH", "AD", "2S", "AC"),
        ("JC", "QH", "6S", "QS", "8D"),
        ("5C", "8C", "TD", "3D", "7S"),
        ("4H", "9C", "6H", "TS", "3D"),
        ("5S", "7D", "9S", "4D", "TS"),
        ("8H", "3H", "9C", "TH", "6D"),
        ("3S", "5S", "7S", "9S", "TS"),
        ("4C", "6C", "8D", "9C", "TC"),
    ],
)
@pytest.mark.parametrize("seed", range(3))
def test_every_case_plays_out_without_leaks_and_replays(
    picks: tuple[str, str, str, str, str], seed: int
) -> None:
    rng = random.Random(seed)
    squint = " ".join(
        str(card) for card in rng.sample(sorted(PACK - set(cards(" ".join(picks)))), 2)
    )
    state = start(bid_hands(*picks), squint)
    log = ["FIRST:0", str(Deal(deck_for(bid_hands(*picks), squint)))]
    for seat, pick in zip((1, 2, 3, 4, 0), picks, strict=True):
        state.apply(seat, Bid(Card.parse(pick)))
        log.append(f"BID:{pick}")
    while state.public_observation().phase != "deal" and state.outcome() is None:
        check_views(state)
        (seat,) = state.to_move()
        action = rng.choice(state.legal_actions(seat))
        assert parse_action(str(action)) == action
        state.apply(seat, action)
        log.append(str(action))
    (result,) = state.public_observation().results
    assert sum(result.tricks) == 10
    replayed = SquintState()
    for text in log:
        action = parse_action(text)
        movers = replayed.to_move()
        (seat,) = [s for s in movers if action in replayed.legal_actions(s)] or movers
        replayed.apply(seat, action)
    assert replayed.public_observation() == state.public_observation()


def test_records_replay_through_the_match_layer() -> None:
    seats = tuple(SeatConfig(f"Bot {seat}", "bot", "random") for seat in ALL_SEATS)
    match = Match("squint", {"deal_limit": 5}, seats, 3)
    match.start()
    play_bots(match)
    assert match.is_over
    replayed = Match.from_record(match.to_record())
    assert replayed.log == match.log
    assert replayed.outcome() == match.outcome()
    for seat in ALL_SEATS:
        assert replayed.observation(seat) == match.observation(seat)


# --- texts and options ------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "FIRST:2",
        "BID:KD",
        "NEMO",
        "SOLO:H",
        "PLAY_HAND",
        "TAKE_SQUINT",
        "PROPOSE_HAND",
        "ACCEPT_HAND",
        "KEEP:KH",
        "DISCARD:8S",
        "DISCARD:8S,4D",
        "PASS:KS,AS",
        "DISCARD_UP:7H,AH",
        "P:8S",
    ],
)
def test_action_texts_round_trip(text: str) -> None:
    assert str(parse_action(text)) == text


def test_cards_given_together_have_one_text() -> None:
    assert Discard(cards("4D 8S")) == Discard(cards("8S 4D"))
    assert str(Pass(cards("AH 7H"))) == "PASS:7H,AH"
    assert parse_action("DISCARD:4D,8S") == parse_action("DISCARD:8S,4D")


@pytest.mark.parametrize("text", ["", "BID", "BID:XX", "SOLO:X", "PLAY", "HAND", "KEEP:", "Q:AS"])
def test_bad_texts_are_refused(text: str) -> None:
    with pytest.raises(ValueError):
        parse_action(text)


@pytest.mark.parametrize(
    "options",
    [
        {"tie_rule": "coin"},
        {"four_one_solo_trump": "odd"},
        {"target_score": 0},
        {"deal_limit": 0},
    ],
)
def test_options_outside_the_spec_are_refused(options: dict[str, object]) -> None:
    """§9 names every value; anything else would quietly play some other rule."""
    with pytest.raises(ValueError):
        SquintOptions(**options)  # type: ignore[arg-type]


def test_the_registered_spec() -> None:
    assert GAMES["squint"] is SPEC
    assert SPEC.default_options() == {
        "target_score": 150,
        "deal_limit": None,
        "four_one_solo_trump": "any",
        "tie_rule": "shared",
    }
    assert SPEC.num_seats({}) == 5
    with pytest.raises(ValueError):
        SPEC.check_options({"tie_rule": "coin"})
    with pytest.raises(ValueError):
        SquintOptions.from_mapping({"num_players": 4})


@pytest.mark.parametrize(
    ("options", "allowed"),
    [
        ({"target_score": 120}, True),
        ({"target_score": 1}, True),
        ({"deal_limit": 7}, True),
        ({"target_score": 0}, False),
        ({"target_score": -50}, False),
        ({"target_score": True}, False),
        ({"target_score": 120.0}, False),
        ({"deal_limit": 0}, False),
        ({"deal_limit": "7"}, False),
    ],
)
def test_any_positive_target_and_deal_limit_of_section_9_is_taken(
    options: dict[str, object], allowed: bool
) -> None:
    """§9: the target is any positive integer and the deal limit any, not only the values
    the new-game dialog offers; a record with such a game opens and plays to it."""
    if not allowed:
        with pytest.raises(ValueError):
            SPEC.check_options(options)
        with pytest.raises(ValueError):
            SquintOptions.from_mapping(options)
        return
    assert SPEC.check_options(options) | options == SPEC.check_options(options)
    assert SquintOptions.from_mapping(options) == SquintOptions(**options)  # type: ignore[arg-type]


def test_a_record_of_a_game_to_an_odd_target_opens_and_plays_on() -> None:
    seats = [SeatConfig(f"B{i}", "bot", "random") for i in range(5)]
    match = Match("squint", {"target_score": 120, "deal_limit": 7}, seats, 3)
    match.start()
    play_bots(match, limit=40)
    again = Match.from_record(Record.from_json(match.to_record().to_json()))
    state = again.state
    assert isinstance(state, SquintState)
    assert (state.options.target_score, state.options.deal_limit) == (120, 7)
    assert again.log == match.log
