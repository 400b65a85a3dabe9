"""The Skruuvi bots: legal actions through whole deals at every level, the book's bids, the
reading of partner's bids, bid meanings, the searches on hand-checked endings, and the
normal level clearly beating chance.

The letters ``ACBD`` seat the players 0-3 clockwise: 0 and 2 are partners against 1 and 3,
and seat 0 deals (so bids first).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

import pytest

from skruuvi_gui.bots import Bot, levels, make_bot
from skruuvi_gui.bots.skruuvi import CODES, SkruuviBot, bid_meaning, expert, forecast
from skruuvi_gui.bots.skruuvi.masks import mask_of
from skruuvi_gui.bots.skruuvi.reading import read_first_bidding
from skruuvi_gui.bots.skruuvi.sampling import sample_hands, voids
from skruuvi_gui.bots.skruuvi.searches import DoubleDummy, MisereSearch
from skruuvi_gui.cards import FULL_DECK, Card, Rank, Suit, parse_cards
from skruuvi_gui.rules.api import CHANCE, Action, seat_after_chance
from skruuvi_gui.rules.skruuvi import (
    Bid,
    Deal,
    DrawLetters,
    Give,
    MakeBid,
    Pass,
    SkruuviObservation,
    SkruuviOptions,
    SkruuviState,
    Trick,
    parse_action,
)

NATURAL = DrawLetters((0, 2, 1, 3))


def deal(kind: str = "alkupeli", dealer_hand: str = "", seed: int = 0) -> SkruuviState:
    """A deal by seat 0 giving it ``dealer_hand`` (the rest shuffled by ``seed``)."""
    state = SkruuviState(SkruuviOptions(length=kind))
    state.apply(CHANCE, NATURAL)
    mine = list(parse_cards(dealer_hand))
    rest = [card for card in FULL_DECK if card not in mine]
    random.Random(seed).shuffle(rest)
    size = 12 if kind == "alkupeli" else 13
    hands = {0: mine + rest[: size - len(mine)]}
    rest = rest[size - len(mine) :]
    for seat in (1, 2, 3):
        hands[seat], rest = rest[:size], rest[size:]
    deck = [hands[(1 + i) % 4][i // 4] for i in range(4 * size)] + rest
    state.apply(CHANCE, Deal(tuple(deck)))
    return state


def act(state: SkruuviState, script: str) -> None:
    for step in script.split():
        seat, _, text = step.partition(":")
        state.apply(int(seat), parse_action(text))


def is_legal(action: Action, observation: SkruuviObservation) -> bool:
    """In ``legal``, or the same cards as a listed ``Give`` (any order of them is legal)."""
    if action in observation.legal:
        return True
    return isinstance(action, Give) and any(
        isinstance(g, Give) and sorted(g.cards) == sorted(action.cards) for g in observation.legal
    )


def play_out(state: SkruuviState, bots: Sequence[Bot], seed: int) -> SkruuviState:
    chance = random.Random(seed)
    while state.outcome() is None:
        seat = seat_after_chance(state, chance)
        observation = state.observation(seat)
        action = bots[seat].choose(observation)
        assert is_legal(action, observation), (str(action), observation.phase)
        state.apply(seat, action)
    return state


def first_call(state: SkruuviState, seat: int, level: str = "normal") -> str:
    action = make_bot("skruuvi", level, random.Random(1)).choose(state.observation(seat))
    assert isinstance(action, MakeBid | Pass)
    return str(action)


# --- the registry and whole deals ------------------------------------------------------------


def test_levels() -> None:
    assert levels("skruuvi") == ("random", "easy", "normal", "expert")
    assert isinstance(make_bot("skruuvi", "expert", random.Random(0)), SkruuviBot)
    with pytest.raises(ValueError):
        SkruuviBot("genius", random.Random(0))


@pytest.fixture
def quick_expert(monkeypatch: pytest.MonkeyPatch) -> None:
    """Fewer guessed deals: legality does not depend on how many."""
    few = replace(expert.EXPERT_PLAN, rollout_worlds=2, exact_worlds=2)
    monkeypatch.setattr(expert, "EXPERT_PLAN", few)
    monkeypatch.setattr(forecast, "DEALS_BEFORE_EXCHANGE", 3)
    monkeypatch.setattr(forecast, "DEALS_AFTER_EXCHANGE", 3)


@pytest.mark.usefixtures("quick_expert")
@pytest.mark.parametrize("kind", ["alkupeli", "kotka"])
@pytest.mark.parametrize("level", ["easy", "normal", "expert"])
def test_whole_deals_take_only_legal_actions(kind: str, level: str) -> None:
    for seed in range(2):
        bots = [
            make_bot(
                "skruuvi",
                level if seat % 2 == seed % 2 else "random",
                random.Random(seed * 4 + seat),
            )
            for seat in range(4)
        ]
        state = play_out(SkruuviState(SkruuviOptions(length=kind)), bots, seed)
        assert len(state.observation(0).results) == 1


@pytest.mark.usefixtures("quick_expert")
@pytest.mark.parametrize("kind", ["alkupeli", "kotka"])
def test_pass_misere_is_played_legally_at_every_level(kind: str) -> None:
    state = deal(kind, seed=3)
    act(state, "0:PASS 1:PASS 2:PASS 3:PASS")
    assert state.observation(0).pass_misere
    bots = [
        make_bot("skruuvi", level, random.Random(seat))
        for seat, level in enumerate(("expert", "normal", "easy", "expert"))
    ]
    result = play_out(state, bots, 0).observation(0).results[-1]
    assert result.contract == "pass_misere"


# --- the book's bids ---------------------------------------------------------------------


def test_fourth_ace_answers_partners_three_aces() -> None:
    state = deal(dealer_hand="AD 9S 7S 5S 3S 8H 6H 4H 9C 6C 4C 8D")
    # Seat 2 holds the other three aces: a book partner opens 1 grandi.
    act(state, "0:PASS 1:PASS 2:BID:1G 3:PASS")
    assert first_call(state, 0) == "BID:2G"
    assert bid_meaning(state.observation(0), 2).code == "three_aces"


# --- what bids mean, and what a partner reads from them ------------------------------------------

#: A scripted first bidding and the code of each call.
AUCTION = (
    ("0:BID:1H", "trump_length"),
    ("1:BID:1G", "three_aces"),
    ("2:PASS", "pass"),
    ("3:BID:3S", "no_good_suit"),
    ("0:BID:3H", "very_strong_suit"),
    ("1:PASS", "pass"),
    ("2:BID:3G", "two_aces"),
    ("3:PASS", "pass"),
    ("0:BID:4S", "shows_ace"),
    ("1:PASS", "pass"),
    ("2:PASS", "pass"),
    ("3:PASS", "pass"),
    ("0:PASS", "pass"),
    ("1:PASS", "pass"),
    ("2:PASS", "pass"),
    ("3:PASS", "pass"),
    ("0:BID:4H", "shows_king"),
)


def scripted_auction() -> SkruuviState:
    state = deal(seed=5)
    act(state, " ".join(step for step, _ in AUCTION))
    return state


def test_bid_meanings_of_a_scripted_auction() -> None:
    observation = scripted_auction().observation(2)
    codes = [bid_meaning(observation, i).code for i in range(len(AUCTION))]
    assert codes == [code for _, code in AUCTION]
    assert set(codes) <= set(CODES)
    assert bid_meaning(observation, 0).values == {"level": 1, "strain": "H", "suit": "H"}
    assert bid_meaning(observation, 1).values == {"level": 1, "strain": "G"}
    with pytest.raises(IndexError):
        bid_meaning(observation, len(AUCTION))


def test_partner_reading_of_a_scripted_auction() -> None:
    readings = read_first_bidding(scripted_auction().observation(2))
    opener = readings[0]
    assert opener.aces == {Suit.SPADES}
    assert opener.kings == {Suit.HEARTS}
    assert opener.suits[Suit.HEARTS] >= 6
    assert Suit.HEARTS in opener.strong_suits
    assert readings[1].min_aces == 3
    assert readings[2].min_aces == 2
    assert readings[3].suits[Suit.SPADES] >= 4
    # What seat 0 showed is worth more to its partner with hearts as trumps than in grandi.
    assert opener.tricks(Suit.HEARTS) > opener.tricks(None)


@pytest.mark.usefixtures("quick_expert")
def test_guessed_hands_keep_shown_aces_with_the_showing_side() -> None:
    state = deal(seed=5)
    act(state, " ".join(step for step, _ in AUCTION[:9]))
    bots = [make_bot("skruuvi", "normal", random.Random(seat)) for seat in range(4)]
    while state.observation(0).phase != "play":
        (seat,) = state.to_move()
        state.apply(seat, bots[seat].choose(state.observation(seat)))
    ace = Card(Rank.ACE, Suit.SPADES)
    observer = next(seat for seat in (1, 3) if ace not in state.observation(seat).hand)
    observation = state.observation(observer)
    for seed in range(5):
        hands = sample_hands(observation, random.Random(seed))
        assert sorted(len(cards) for cards in hands.values()) == [13, 13, 13]
        holder = next(seat for seat, cards in hands.items() if ace in cards)
        assert holder in (0, 2)


def test_kotka_final_bidding_meanings() -> None:
    state = deal("kotka", seed=2)
    act(state, "0:BID:6S " + " ".join(f"{seat}:PASS" for seat in (1, 2, 3, 0, 1, 2, 3, 0)))
    for seat in (0, 2):
        give = state.legal_actions(seat)[0]
        state.apply(seat, give)
    act(state, "0:PASS 2:BID:6C")
    observation = state.observation(0)
    assert bid_meaning(observation, 0).code == "has_spades"
    assert bid_meaning(observation, 0, final=True).code == "pass"
    assert bid_meaning(observation, 1, final=True).code == "spades_unsuitable"


# --- the searches on hand-checked endings ----------------------------------------------------


def masks(*hands: str) -> list[int]:
    return [mask_of(parse_cards(hand)) for hand in hands]


SPADES, HEARTS = 0, 1  # suit numbers in ``masks`` (the order of ``cards.SUITS``)


def test_double_dummy_endings() -> None:
    grandi = DoubleDummy(-1)
    # Two top spades cash.
    assert grandi.tricks(masks("AS KS", "QS 2H", "3S 3H", "JS 4H"), 0) == 2
    # The finesse: led from partner's hand through the king it takes two, led from the
    # ace-queen it takes one.
    finesse = masks("AS QS", "3H 4H", "2S 5S", "KS 6S")
    assert DoubleDummy(-1).tricks(finesse, 2) == 2
    assert DoubleDummy(-1).tricks(finesse, 0) == 1
    assert DoubleDummy(-1).tricks(finesse, 2, side=1) == 0
    # Hearts trumps: the opponent void in spades ruffs and takes both.
    assert DoubleDummy(HEARTS).tricks(masks("AS KS", "2H 3D", "4S 5S", "6S 7S"), 0) == 0
    # In grandi the same cards give side 0 both.
    assert DoubleDummy(-1).tricks(masks("AS KS", "2H 3D", "4S 5S", "6S 7S"), 0) == 2


def test_double_dummy_in_the_middle_of_a_trick() -> None:
    # Seat 1 led the queen of spades, seat 2 plays; seat 3 still holds the king.
    hands = masks("AS 2H", "3H", "4S 5H", "KS 6H")
    trick = [(1, mask_of(parse_cards("QS")).bit_length() - 1)]
    assert DoubleDummy(-1).tricks(hands, 2, trick) == 1
    assert DoubleDummy(-1).tricks(hands, 2, trick, side=1) == 1


def test_misere_search_ending() -> None:
    # Side 0 is the misère side: a trick costs it 10 and an ace its trick number. Cashing
    # the ace at trick 12 (-22) beats being forced to take it at trick 13 (-23).
    hands = masks("AS 2H", "KS 3H", "QS 4H", "JS 5H")
    assert MisereSearch(0, (10,)).value(hands, 0) == -22
    # The other side leading low makes side 0 take the ace last anyway.
    assert MisereSearch(0, (10,)).value(hands, 3) == -23


# --- strength -------------------------------------------------------------------------------


def deal_points(levels_by_seat: Sequence[str], seed: int) -> list[int]:
    bots = [
        make_bot("skruuvi", level, random.Random(seed * 10 + seat))
        for seat, level in enumerate(levels_by_seat)
    ]
    state = play_out(SkruuviState(SkruuviOptions(length="alkupeli")), bots, seed)
    return list(state.observation(0).results[-1].points)


@pytest.mark.usefixtures("quick_expert")
def test_normal_beats_random_in_duplicate_deals() -> None:
    normal = random_side = 0
    for seed in range(12):
        first = deal_points(["normal", "random", "normal", "random"], seed)
        second = deal_points(["random", "normal", "random", "normal"], seed)
        normal += first[0] + second[1]
        random_side += first[1] + second[0]
    assert normal > random_side + 100


# --- exchanges ------------------------------------------------------------------------------


def exchange_view(phase: str, hand: str, count: int, contract: str | None) -> SkruuviObservation:
    """Seat 1's view in an exchange, with this hand (seat 0 declared ``contract``)."""
    cards = parse_cards(hand)
    return replace(
        deal(seed=4).observation(1),
        phase=phase,
        hand=cards,
        legal=(Give(cards[:count]), Give(cards[1 : count + 1])),
        contract=None if contract is None else Bid.parse(contract),
        declarer=0,
    )


def given(observation: SkruuviObservation) -> list[str]:
    action = SkruuviBot("normal", random.Random(0)).choose(observation)
    assert isinstance(action, Give)
    return [str(card) for card in action.cards]


def test_defenders_give_the_higher_of_two_trumps_or_signal_an_ace() -> None:
    two_trumps = "QH 5H AS 8S 4S 9C 7C 3C KD JD 8D 6D 2D"
    assert given(exchange_view("defenders_exchange", two_trumps, 1, "5H")) == ["QH"]
    no_trumps = "AS 8S 4S 9C 7C 3C KD JD 8D 6D 2D 9D 7D"
    # A small spade under the ace tells partner where it is.
    assert given(exchange_view("defenders_exchange", no_trumps, 1, "5H")) == ["4S"]


def test_pass_misere_gives_away_a_singleton() -> None:
    hand = "KH 2S 3S 4S 5S 2C 3C 4C 6C 2D 3D 4D 5D"
    assert given(exchange_view("pass_misere_exchange", hand, 1, None)) == ["KH"]


def test_voids_shown_in_play() -> None:
    observation = deal(seed=6).observation(0)
    plays = (
        (1, Card.parse("2H")),
        (2, Card.parse("3S")),
        (3, Card.parse("4H")),
        (0, Card.parse("AD")),
    )
    shown = voids(replace(observation, tricks=(Trick(1, plays, 3),), trick=()))
    assert shown == {0: {Suit.HEARTS}, 1: set(), 2: {Suit.HEARTS}, 3: set()}
