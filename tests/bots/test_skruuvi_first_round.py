"""The first round's calls read backward in the guessed deals (``first_round``)."""

from __future__ import annotations

import random

from skruuvi_gui.bots.skruuvi import SkruuviBot
from skruuvi_gui.bots.skruuvi.book import Situation, book_calls
from skruuvi_gui.bots.skruuvi.first_round import call_checks
from skruuvi_gui.bots.skruuvi.sampling import sample_hands
from skruuvi_gui.cards import Card, Suit, parse_cards
from skruuvi_gui.rules.api import CHANCE
from skruuvi_gui.rules.skruuvi import (
    Deal,
    DrawLetters,
    SkruuviObservation,
    SkruuviOptions,
    SkruuviState,
    parse_action,
)

#: A kotka deal in which seat 0 opens 6 spades and every other seat passes by the book: none
#: holds a hand any first-round row calls for (about two hands in three would).
HANDS = {
    0: "AS KS QS JS 9S 7S AH KH 5C 2C 8D 4D 3D",
    1: "QD 4S 6H 3S 4H 8S QH TD QC 8C AC 6D 7C",
    2: "6C 7D 5H JC 9D KD 9H 9C 3C 8H AD 2S TH",
    3: "5S TS TC 7H 4C 2D KC 5D 2H JH 6S JD 3H",
}


def kotka_at_first_card(final: tuple[str, ...] = ()) -> SkruuviState:
    """The deal above bid (6 spades, three passes), exchanged by the bots and played from
    the first card, the final bidding's calls ``final`` and then passes."""
    state = SkruuviState(SkruuviOptions(length="kotka"))
    state.apply(CHANCE, DrawLetters((0, 2, 1, 3)))
    state.apply(CHANCE, Deal(_dealt_in_order()))
    state.apply(0, parse_action("BID:6S"))
    bots = {seat: SkruuviBot("normal", random.Random(seat)) for seat in range(4)}
    calls = list(final)
    while (observation := state.observation(state.to_move()[0])).phase != "play":
        seat = state.to_move()[0]
        if observation.phase == "final_bidding" and calls:
            state.apply(seat, parse_action(calls.pop(0)))
        elif observation.phase in ("first_bidding", "final_bidding"):
            state.apply(seat, parse_action("PASS"))
        else:
            state.apply(seat, bots[seat].choose(observation))
    return state


def _dealt_in_order() -> tuple[Card, ...]:
    """``HANDS`` in the order of the deal: one card at a time from the seat after the dealer,
    seat 0, who bids first."""
    hands = {seat: list(parse_cards(cards)) for seat, cards in HANDS.items()}
    return tuple(hands[(1 + i) % 4][i // 4] for i in range(52))


def passes(hand: list[Card], seat: int, observation: SkruuviObservation) -> bool:
    calls = observation.first_bidding
    situation = Situation(seat, (seat + 2) % 4, tuple(calls[:seat]), True)
    return not book_calls(hand, situation)


def test_the_hands_pass_by_the_book() -> None:
    observation = kotka_at_first_card().observation(0)
    assert [call.bid for call in observation.first_bidding[1:4]] == [None, None, None]
    for seat in (1, 2, 3):
        assert passes(list(parse_cards(HANDS[seat])), seat, observation)


def test_the_taker_rebuilds_its_partners_hand_at_the_call() -> None:
    state = kotka_at_first_card()
    observation = state.observation(0)
    check = next(check for check in call_checks(observation) if check.seat == 2)
    now = state.observation(2).hand
    then = [card for card in now if card not in check.away] + list(check.back)
    assert sorted(then) == sorted(parse_cards(HANDS[2]))


def test_defenders_do_not_check_the_taking_sides_calls_they_cannot_rebuild() -> None:
    observation = kotka_at_first_card().observation(1)
    assert [check.seat for check in call_checks(observation)] == [3]


def test_the_takers_guesses_pass_where_the_other_seats_passed() -> None:
    state = kotka_at_first_card()
    observation = state.observation(0)
    given = {card for t in observation.given for card in t.cards}
    returned = {card for t in observation.received for card in t.cards}
    passing = {1: 0, 2: 0, 3: 0}
    every = 0
    for seed in range(40):
        hands = sample_hands(observation, random.Random(seed))
        hands[2] = [c for c in hands[2] if c not in given] + list(returned)
        found = {seat: passes(hands[seat], seat, observation) for seat in passing}
        for seat, passed in found.items():
            passing[seat] += passed
        every += all(found.values())
    # Dealt by the other limits alone, about two guesses in three give each defender a hand
    # that passes, and four in ten all three seats (29, 26 and 15 of these 40). The guesses
    # are tried a few times only, so the partner, holding what the defenders do not, may
    # still be dealt a hand that would have called.
    assert passing[1] >= 36 and passing[3] >= 34
    assert every > 20


def test_a_suit_named_in_the_final_bidding_is_guessed_long() -> None:
    # The taker keeps its 6 spades; partner's 6 clubs is the book's "spades will not do",
    # which says nothing of its clubs; the taker's 6 diamonds names a suit of its own: five
    # cards at least, as partner and the defenders read it.
    state = kotka_at_first_card(("PASS", "BID:6C", "BID:6D", "BID:6G"))
    assert str(state.observation(0).contract) == "6G"
    for seat in (1, 2, 3):
        for seed in range(20):
            hands = sample_hands(state.observation(seat), random.Random(seed))
            assert len([card for card in hands[0] if card.suit is Suit.DIAMONDS]) >= 5
    taker_guesses = [sample_hands(state.observation(0), random.Random(s)) for s in range(20)]
    assert any(len([c for c in hands[2] if c.suit is Suit.CLUBS]) < 5 for hands in taker_guesses)
