"""Each card's double-dummy worth, checked on positions whose answers can be counted by hand."""

from __future__ import annotations

from skruuvi_gui.bots.skruuvi.card_tricks import card_tricks, legal_bits
from skruuvi_gui.bots.skruuvi.masks import BIT_OF
from skruuvi_gui.cards import Card


def bits(*names: str) -> int:
    mask = 0
    for name in names:
        mask |= 1 << BIT_OF[Card.parse(name).index]
    return mask


def bit(name: str) -> int:
    return BIT_OF[Card.parse(name).index]


def test_a_finesse_position_values_each_card() -> None:
    # Grandi: position 0 holds A♠ Q♠, position 3 a bare K♠ beside 4♥, which beats 3♥.
    hands = [bits("AS", "QS"), bits("2H", "3H"), bits("2S", "3S"), bits("KS", "4H")]
    worth = card_tricks(hands, -1, 0, (), side=0)
    # The ace drops the bare king; the queen loses to it and the 4♥ takes the last trick.
    assert worth == {bit("AS"): 2, bit("QS"): 0}
    # From position 2 either small spade forces the king out under the ace.
    worth = card_tricks(hands, -1, 2, (), side=0)
    assert worth == {bit("2S"): 2, bit("3S"): 2}


def test_cards_on_the_table_keep_higher_and_lower_apart() -> None:
    # East (1) has led Q♠; South (2) holds K♠ J♠: the king wins the trick, the jack does not.
    hands = [bits("2H", "5H"), bits("3H"), bits("KS", "JS"), bits("2S", "4H")]
    worth = card_tricks(hands, -1, 2, [(1, bit("QS"))], side=0)
    # The king wins and the jack is then good; under the queen, only 5♥ wins a trick.
    assert worth == {bit("KS"): 2, bit("JS"): 1}


def test_legal_cards_follow_the_led_suit() -> None:
    hand = bits("AS", "2H", "3H")
    assert legal_bits(hand, [(0, bit("5H"))]) == bits("2H", "3H")
    assert legal_bits(hand, [(0, bit("5D"))]) == hand
    assert legal_bits(hand, []) == hand
