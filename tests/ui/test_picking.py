"""Picking cards towards one action: clicks, drops on a receiver and the action's order."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from skruuvi_gui.cards import parse_cards
from skruuvi_gui.ui.table.picking import CardChoice, Picker

HAND = parse_cards("2C 3C 5C 9C AH KS")


def picker(count: int = 3) -> Picker:
    picking = Picker()
    picking.offer(CardChoice(frozenset(HAND), count))
    return picking


def test_a_drop_holds_its_place_and_clicks_fill_the_others_in_turn() -> None:
    picking = picker()
    assert picking.put(HAND[0], 2)
    assert picking.order() == (None, None, HAND[0])
    picking.toggle(HAND[1])
    picking.toggle(HAND[2])
    assert picking.complete() == (HAND[1], HAND[2], HAND[0])


def test_a_second_drop_on_a_place_sends_the_first_card_home() -> None:
    picking = picker()
    picking.put(HAND[0], 1)
    picking.put(HAND[1], 1)
    assert picking.chosen == [HAND[1]]
    assert picking.order() == (None, HAND[1], None)


def test_a_card_not_on_offer_cannot_be_put() -> None:
    picking = Picker()
    picking.offer(CardChoice(frozenset(HAND[:2]), 2))
    assert not picking.put(HAND[3], 0)
    assert picking.chosen == []


# Each step: a card index and a place (-1: a click, 0..2: a drop on that place, 3: a drop
# on the middle).
steps = st.lists(st.tuples(st.integers(0, len(HAND) - 1), st.integers(-1, 3)), max_size=20)


@given(steps)
def test_the_order_always_holds_each_picked_card_once(moves: list[tuple[int, int]]) -> None:
    picking = picker()
    for index, place in moves:
        card = HAND[index]
        if place < 0:
            picking.toggle(card)
        else:
            picking.put(card, place if place < 3 else None)
            assert card in picking.chosen
            if place < 3:
                assert picking.order()[place] == card
        order = picking.order()
        assert len(order) == 3
        assert sorted(c for c in order if c is not None) == sorted(picking.chosen)
        assert len(picking.chosen) <= 3
    done = picking.complete()
    assert (done is None) == (len(picking.chosen) < 3)


def test_the_focus_goes_round_the_hand_and_starts_on_a_card_that_may_be_picked() -> None:
    picking = Picker()
    picking.offer(CardChoice(frozenset(parse_cards("5C AH")), 1))
    picking.move_focus(HAND, 1)
    assert picking.focus == HAND[2]  # 2C and 3C may not be played: 5C is the first that may
    picking.move_focus(HAND, -1)
    picking.move_focus(HAND, -1)
    picking.move_focus(HAND, -1)
    assert picking.focus == HAND[-1]  # round the left-hand end
    picking.focus = None
    picking.move_focus(HAND, -1)
    assert picking.focus == HAND[4]  # AH: the first from the right that may be played


def test_enter_picks_the_focused_card_until_the_choice_is_whole() -> None:
    picking = picker(2)
    picking.move_focus(HAND, 1)
    assert picking.pick_focus() and picking.chosen == [HAND[0]]
    assert not picking.pick_focus()  # picked already
    picking.move_focus(HAND, 1)
    assert picking.pick_focus() and picking.complete() == (HAND[0], HAND[1])
    picking.move_focus(HAND, 1)
    assert not picking.pick_focus()  # whole: Enter now sends it
