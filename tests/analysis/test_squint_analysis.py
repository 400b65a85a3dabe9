"""Squint's last tricks searched exactly: built positions whose best play is worked out by
hand below, and the cards of played games weighed against the points the deals scored."""

from __future__ import annotations

import random

import pytest

from skruuvi_gui.analysis.squint import EXACT_CARDS, review_cards
from skruuvi_gui.analysis.squint_tricks import (
    LastTricks,
    Position,
    SearchTooLargeError,
    Stakes,
    side_of,
)
from skruuvi_gui.bots import make_bot
from skruuvi_gui.cards import Card, Suit
from skruuvi_gui.match import Match, Record, SeatConfig
from skruuvi_gui.match.replay import Replay
from skruuvi_gui.rules.squint.model import (
    ACE_SOLO,
    DUO,
    GRAND_SOLO,
    NEMO,
    Contract,
    SquintObservation,
)


def hands(*texts: str) -> tuple[tuple[Card, ...], ...]:
    """Hands of seats 0 to 4."""
    return tuple(tuple(Card.parse(part) for part in text.split()) for text in texts)


def card(text: str) -> Card:
    return Card.parse(text)


ACE_SOLO_S0 = Stakes((Contract(ACE_SOLO, (0,)),), (), None, None)


def test_the_soloist_cashes_the_ace_before_the_queen() -> None:
    # S0's Ace Solo has five tricks; S1 holds the king of spades alone beside a club.
    # AS first drops the king and QS takes the last trick too: 7 tricks, 20 x 2 = 40.
    # QS first loses to the king, S1 leads the club and S0's ace is thrown away: still five
    # tricks, one short of six, -20.
    position = Position(
        hands("AS QS", "KS 3C", "4D 5D", "6D 7D", "8D 9D"), (), 0, (5, 1, 1, 1, 0), (0,) * 5
    )
    search = LastTricks(ACE_SOLO_S0, 0)
    assert search.card_values(position) == {card("AS"): 40, card("QS"): -20}
    assert search.value(position) == 40


def test_an_opponent_takes_the_queen_with_the_king() -> None:
    # S0 leads QS holding AS. S1's KS wins the trick and S1's 3S then falls to the ace:
    # S0 ends on 6 tricks (+20). S1's 3S lets the queen hold and the ace take the last trick
    # as well: 7 tricks (+40). An opponent gets the contractor's points turned round.
    position = Position(
        hands("AS", "KS 3S", "4D 5D", "6D 7D", "8D 9D"),
        ((0, card("QS")),),
        1,
        (5, 1, 1, 1, 0),
        (0,) * 5,
    )
    search = LastTricks(ACE_SOLO_S0, 1)
    assert search.side == {1, 2, 3, 4}
    assert search.card_values(position) == {card("KS"): -20, card("3S"): -40}


def test_a_duo_partner_plays_along() -> None:
    # S1 and S3 play Duo (hearts) with 3 + 2 tricks. S1 leads 2S: S2 must give KS, S3 wins
    # with AS and takes the last trick with 3S: 7 tricks, +20 each. S1's 2D lets S0's 8D
    # win and S0 take the last trick with 9D: 5 tricks, -10 each. Were S3 against S1 it
    # would play 3S under the king, and 2S would be worth -10 too.
    stakes = Stakes((Contract(DUO, (1, 3), "H"),), (), Suit.HEARTS, None)
    position = Position(
        hands("8D 9D", "2S 2D", "KS 4D", "AS 3S", "6D 7D"), (), 1, (1, 3, 1, 2, 1), (0,) * 5
    )
    search = LastTricks(stakes, 1)
    assert search.side == {1, 3}
    assert search.card_values(position) == {card("2S"): 20, card("2D"): -10}


def test_in_nemo_a_clean_player_ducks_a_trick_a_heart_can_soil() -> None:
    # Nemo, hearts the penalty suit. S2 has two clean tricks (20 x 2 = 40). S1 led 5S.
    # KS wins it, and S4, void in spades, soils it or the next one with 9H: 4 tricks,
    # 3 clean, 10 x 3 = 30. 2S ducks under 5S, and S2 takes nothing more: 40.
    stakes = Stakes((Contract(NEMO, (0, 1, 2, 3, 4), "H"),), (), None, Suit.HEARTS)
    position = Position(
        hands("4S JC", "7C", "KS 2S", "3S 8C", "9H TC"),
        ((1, card("5S")),),
        2,
        (2, 2, 2, 1, 1),
        (0, 1, 2, 0, 1),
    )
    search = LastTricks(stakes, 2)
    assert search.side == {2}
    assert search.card_values(position) == {card("KS"): 30, card("2S"): 40}


def test_hand_play_doubles_what_a_card_is_worth() -> None:
    # The first position played hand by a Grand Solo in spades: 7 tricks 15 x 2 x 2 = 60.
    # After QS loses to the king the ace of trumps takes S1's club: 6 tricks 15 x 1 x 2 = 30.
    stakes = Stakes((Contract(GRAND_SOLO, (0,), "S"),), (0,), Suit.SPADES, None)
    position = Position(
        hands("AS QS", "KS 3C", "4D 5D", "6D 7D", "8D 9D"), (), 0, (5, 1, 1, 1, 0), (0,) * 5
    )
    assert LastTricks(stakes, 0).card_values(position) == {card("AS"): 60, card("QS"): 30}


def test_a_search_past_its_limit_stops() -> None:
    position = Position(
        hands("AS QS", "KS 3C", "4D 5D", "6D 7D", "8D 9D"), (), 0, (5, 1, 1, 1, 0), (0,) * 5
    )
    with pytest.raises(SearchTooLargeError):
        LastTricks(ACE_SOLO_S0, 0, node_limit=3).card_values(position)


def test_sides_follow_what_each_seat_scores() -> None:
    two_contracts = Stakes((Contract(ACE_SOLO, (1,)), Contract("misere", (3,))), (), None, None)
    assert side_of(two_contracts, 1) == {1}
    assert side_of(two_contracts, 0) == {0, 2, 4}


def played(seed: int) -> Record:
    """Five deals, a random player in seat 0 against the computer."""
    seats = [SeatConfig("Maija", "human")] + [
        SeatConfig(f"Bot {i}", "bot", "easy") for i in range(4)
    ]
    match = Match("squint", {"deal_limit": 5}, seats, seed)
    match.start()
    person = make_bot("squint", "random", random.Random(seed))
    while not match.is_over:
        seat = match.to_move()[0]
        bot = person if seat == 0 else match.bot_for(seat)
        match.apply(seat, bot.choose(match.observation(seat)))
    return match.to_record()


@pytest.mark.parametrize("seed", [0, 2])
def test_the_last_four_cards_of_each_deal_are_weighed(seed: int) -> None:
    record = played(seed)
    weighing = review_cards(record, frozenset({0}))
    # Four cards in the last four tricks of each of the five deals, each searched in full.
    assert weighing.unsearched == 0
    assert len(weighing.reviews) == 5 * EXACT_CARDS
    assert [r.trick for r in weighing.reviews] == [7, 8, 9, 10] * 5
    final = Replay(record.game, dict(record.options), record.actions).state_after(
        len(record.actions)
    )
    observation = final.public_observation()
    assert isinstance(observation, SquintObservation)
    for review in weighing.reviews:
        assert review.best_points >= review.points
        if review.trick == 10:  # one card left: what the deal scored
            result = observation.results[review.deal - 1]
            scored = result.points[0] if review.own else -sum(result.points)
            assert review.played == review.best and review.points == scored


def test_a_random_player_is_caught_losing_points() -> None:
    weighing = review_cards(played(2), frozenset(range(5)))
    assert len(weighing.reviews) + weighing.unsearched == 5 * 5 * EXACT_CARDS
    costly = {review.seat for review in weighing.reviews if review.cost > 0}
    assert 0 in costly
