"""Each card's double-dummy worth, checked on positions whose answers can be counted by hand,
by whichever solver answers here and by the pure search."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pytest

from skruuvi_gui.bots.skruuvi.card_tricks import card_tricks, legal_bits, pure_card_tricks
from skruuvi_gui.bots.skruuvi.masks import BIT_OF
from skruuvi_gui.cards import Card

Solve = Callable[[Sequence[int], int, int, Sequence[tuple[int, int]], int], dict[int, int]]
SOLVERS = pytest.mark.parametrize("solve", [card_tricks, pure_card_tricks], ids=["used", "pure"])


def bits(*names: str) -> int:
    mask = 0
    for name in names:
        mask |= 1 << BIT_OF[Card.parse(name).index]
    return mask


def bit(name: str) -> int:
    return BIT_OF[Card.parse(name).index]


@SOLVERS
def test_a_finesse_position_values_each_card(solve: Solve) -> None:
    # Grandi: position 0 holds A♠ Q♠, position 3 a bare K♠ beside 4♥, which beats 3♥.
    hands = [bits("AS", "QS"), bits("2H", "3H"), bits("2S", "3S"), bits("KS", "4H")]
    worth = solve(hands, -1, 0, (), 0)
    # The ace drops the bare king; the queen loses to it and the 4♥ takes the last trick.
    assert worth == {bit("AS"): 2, bit("QS"): 0}
    # From position 2 either small spade forces the king out under the ace.
    worth = solve(hands, -1, 2, (), 0)
    assert worth == {bit("2S"): 2, bit("3S"): 2}
    # The other side's count is what is left of the two tricks.
    assert solve(hands, -1, 0, (), 1) == {bit("AS"): 0, bit("QS"): 2}


@SOLVERS
def test_cards_on_the_table_keep_higher_and_lower_apart(solve: Solve) -> None:
    # East (1) has led Q♠; South (2) holds K♠ J♠: the king wins the trick, the jack does not.
    hands = [bits("2H", "5H"), bits("3H"), bits("KS", "JS"), bits("2S", "4H")]
    worth = solve(hands, -1, 2, [(1, bit("QS"))], 0)
    # The king wins and the jack is then good; under the queen, only 5♥ wins a trick.
    assert worth == {bit("KS"): 2, bit("JS"): 1}


@SOLVERS
def test_a_run_of_equal_cards_shares_its_worth(solve: Solve) -> None:
    # Grandi. Position 0's Q J T 9 of spades are one card for the play: whichever is led, the
    # ace and the king fall on it, and position 2 takes the three heart tricks after.
    hands = [
        bits("QS", "JS", "TS", "9S"),
        bits("AS", "2H", "3H", "4H"),
        bits("AH", "KH", "QH", "JH"),
        bits("KS", "2C", "3C", "4C"),
    ]
    assert solve(hands, -1, 0, (), 0) == {bit(card): 3 for card in ("QS", "JS", "TS", "9S")}


def test_legal_cards_follow_the_led_suit() -> None:
    hand = bits("AS", "2H", "3H")
    assert legal_bits(hand, [(0, bit("5H"))]) == bits("2H", "3H")
    assert legal_bits(hand, [(0, bit("5D"))]) == hand
    assert legal_bits(hand, []) == hand


def test_a_position_the_library_refuses_is_answered_by_the_pure_search(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from skruuvi_gui.bots.skruuvi import card_tricks as module
    from skruuvi_gui.bots.skruuvi import dds

    class Refusing:
        def card_tricks(self, *args: object) -> dict[int, int]:
            raise dds.DDSError("refused")

    monkeypatch.setattr(module, "SOLVER", Refusing())
    hands = [bits("AS", "QS"), bits("2H", "3H"), bits("2S", "3S"), bits("KS", "4H")]
    assert module.card_tricks(hands, -1, 0, (), side=0) == {bit("AS"): 2, bit("QS"): 0}
