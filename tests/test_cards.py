"""Cards: text forms, identity, order and the seeded shuffle."""

import pickle
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from skruuvi_gui.cards import (
    FULL_DECK,
    Card,
    Rank,
    Suit,
    card_from_index,
    parse_cards,
    shuffled_deck,
    sort_hand,
)


def test_text_form_round_trips_for_every_card() -> None:
    texts = [str(card) for card in FULL_DECK]
    assert len(set(texts)) == 52
    assert [Card.parse(t) for t in texts] == list(FULL_DECK)
    assert str(Card(Rank.TEN, Suit.HEARTS)) == "TH"
    assert Card.parse("10h") == Card.parse("TH")


@pytest.mark.parametrize("bad", ["", "T", "1H", "TX", "ZZ", "HT"])
def test_parse_rejects_non_cards(bad: str) -> None:
    with pytest.raises(ValueError):
        Card.parse(bad)


def test_cards_are_values() -> None:
    a, b = Card.parse("QS"), Card(Rank.QUEEN, Suit.SPADES)
    assert a == b and hash(a) == hash(b) and a is not b
    assert len({a, b}) == 1
    assert pickle.loads(pickle.dumps(a)) == a
    with pytest.raises(AttributeError):
        a.rank = Rank.KING


def test_index_and_order() -> None:
    assert [card_from_index(c.index) for c in FULL_DECK] == list(FULL_DECK)
    assert sorted(parse_cards("KS 2H AD 2C")) == list(parse_cards("AD 2H 2C KS"))
    assert sort_hand(parse_cards("AH 3S KH 2S")) == parse_cards("2S 3S AH KH")
    assert sort_hand(parse_cards("AH KH"), ace_high=True) == parse_cards("KH AH")


@given(st.integers(min_value=0, max_value=2**32))
def test_seeded_shuffle_is_a_repeatable_permutation(seed: int) -> None:
    deck = shuffled_deck(random.Random(seed))
    assert sorted(deck) == sorted(FULL_DECK)
    assert deck == shuffled_deck(random.Random(seed))


@given(st.sampled_from(FULL_DECK))
def test_a_parsed_card_is_the_pack_s_own(card: Card) -> None:
    """However often a text is read, its card is one object: a long game read from its
    record holds the pack, not a card for every card text."""
    assert Card.parse(str(card)) is card
    assert Card.parse(str(card).lower()) is card
