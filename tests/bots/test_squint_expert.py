"""The expert Squint bot's judgement before the play: bids that allow for strong defenders,
and the squint phase and the 4-1 choice decided by playing guessed deals out.

Seat 0 deals, so forehand is seat 1 and the priority order is 1, 2, 3, 4, 0.
"""

from __future__ import annotations

import random

import pytest
from test_squint_bots import act, grand_solo_for, start

from skruuvi_gui.bots.squint import SquintBot, foresight
from skruuvi_gui.bots.squint.bidding import choose_bid
from skruuvi_gui.bots.squint.bot import WARY
from skruuvi_gui.bots.squint.strength import misere_chance
from skruuvi_gui.cards import FULL_DECK, Card, Rank, Suit, parse_cards
from skruuvi_gui.rules.api import Action
from skruuvi_gui.rules.squint import (
    Bid,
    ChooseNemo,
    ChooseSolo,
    Declare,
    Keep,
    SquintState,
)


@pytest.fixture(autouse=True)
def quick_foresight(monkeypatch: pytest.MonkeyPatch) -> None:
    """Fewer guessed deals: the same code in test time, the hands below clear enough."""
    monkeypatch.setattr(foresight, "WORLDS", 16)
    monkeypatch.setattr(foresight, "FOUR_ONE_WORLDS", 12)


def choice(level: str, state: SquintState, seat: int) -> Action:
    return SquintBot(level, random.Random(3)).choose(state.observation(seat))


def bid(level: str, hand: str) -> Card:
    action = choice(level, start({1: hand}), 1)
    assert isinstance(action, Bid)
    return action.card


# --- bids that allow for strong defenders ---------------------------------------------------


def test_the_expert_leaves_a_misere_below_the_floor_that_normal_risks() -> None:
    hand = "2D AC 2C TD 8D 7S 5S JH 4C 6D"
    assert misere_chance(parse_cards(hand)) < WARY.misere_floor
    assert bid("normal", hand) == Card.parse("2D")
    assert bid("expert", hand) == Card.parse("6D")


def test_the_expert_wants_tricks_to_spare_for_an_ace_solo() -> None:
    hand = "AH 8H 6C KS KH AC AD JS 2D TD"
    assert bid("normal", hand) == Card.parse("AH")
    assert bid("expert", hand) == Card.parse("TD")


def test_the_expert_wants_tricks_to_spare_for_a_grand_solo() -> None:
    hand = "QC KS 9C TH 4C 4S 4D 7C AH KC"
    assert bid("normal", hand) == Card.parse("KC")
    assert bid("expert", hand) == Card.parse("4C")


def test_a_hand_of_deuces_alone_still_shows_a_deuce() -> None:
    """Nothing to wish with: the floor gives way, since some card must be shown."""
    hand = parse_cards("2S 2H 2C 2D AS KS QS AH KH QH")
    others = [card for card in FULL_DECK if card not in hand]
    card, _ = choose_bid(hand, others, random.Random(1), margin=4.0, samples=4, caution=WARY)
    assert card.rank in (Rank.TWO, Rank.ACE, Rank.KING)


# --- the squint by guessed deals played out -------------------------------------------------


def test_the_expert_plays_a_sure_grand_solo_hand() -> None:
    state = grand_solo_for("AH KH QH JH TH 9H 8H AS AC AD")
    assert choice("expert", state, 2) == Declare("play_hand")


def test_the_expert_takes_the_squint_to_a_doubtful_grand_solo() -> None:
    state = grand_solo_for("KH QH 9H 6H 3H AS 5C 6C 7D 8D")
    assert choice("expert", state, 2) == Declare("take_squint")


def duo_for(first: str, second: str, squint: str = "") -> SquintState:
    """Seats 1 and 3 show hearts for a Duo with these hands."""
    state = start({1: first, 3: second, 2: "9C", 4: "TS", 0: "3D"}, squint=squint)
    act(state, "1:BID:4H 2:BID:9C 3:BID:6H 4:BID:TS 0:BID:3D")
    return state


STRONG = "4H AH KH QH AS KS AC KC AD KD"
LONG_HEARTS = "6H JH TH 9H 8H 7H 5H 3H 2H QS"


def test_a_strong_duo_partner_proposes_hand_play_and_the_other_accepts() -> None:
    state = duo_for(STRONG, LONG_HEARTS)
    assert choice("expert", state, 1) == Declare("propose_hand")
    act(state, "1:PROPOSE_HAND")
    assert choice("expert", state, 3) == Declare("accept_hand")


def test_the_expert_keeps_a_card_of_the_squint_it_looked_at() -> None:
    state = duo_for("4H 5H 7H AS KS 3C 8C 9D TD 2D", "6H", squint="KH 4D")
    act(state, "1:TAKE_SQUINT")
    assert choice("expert", state, 1) in (Keep(Card.parse("KH")), Keep(Card.parse("4D")))


# --- the 4-1 choice by guessed deals played out ---------------------------------------------


def four_one_for(hand: str) -> SquintState:
    """Seat 3 is the odd bidder of a 4-1 pattern, clubs the four-suit."""
    state = start({1: "4C", 2: "6C", 3: hand, 4: "9C", 0: "TC"})
    act(state, "1:BID:4C 2:BID:6C 3:BID:8D 4:BID:9C 0:BID:TC")
    return state


@pytest.mark.parametrize(
    ("hand", "chosen"),
    [
        ("8D AD KD QD JD TD 3S 4S 5H 6H", ChooseSolo(Suit.DIAMONDS)),
        ("8D AH KH QH JH TH 9H AS 3C 4S", ChooseSolo(Suit.HEARTS)),
        ("8D 3S 4H 5H 6S 3D 7H 5S 6H 2D", ChooseNemo()),
    ],
)
def test_the_expert_odd_bidder_plays_its_long_strong_suit_or_nemo(
    hand: str, chosen: Action
) -> None:
    assert choice("expert", four_one_for(hand), 3) == chosen


def test_the_expert_odd_bidder_holding_the_top_penalty_cards_avoids_nemo() -> None:
    """Ace, king and queen of clubs would win dirty tricks in Nemo; as a soloist they win."""
    state = four_one_for("8D AC KC QC 3H 4H 5S 6S 7S 3D")
    assert isinstance(choice("expert", state, 3), ChooseSolo)
