"""Who may see which card passed face down in each Skruuvi exchange (spec §4, §6, §8): the
giver and the receiver, nobody else; the centre cards, once turned, everybody.

Each view is searched for every card anywhere in it, not only where cards are expected.
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass
from typing import Any

from skruuvi_gui.cards import Card, parse_cards
from skruuvi_gui.rules.api import CHANCE
from skruuvi_gui.rules.skruuvi import (
    CENTRE,
    Deal,
    DrawLetters,
    SkruuviObservation,
    SkruuviOptions,
    SkruuviState,
    Transfer,
    parse_action,
)

#: Seats 0-3 clockwise; seat 0 deals, 0 and 2 are partners against 1 and 3.
NATURAL = DrawLetters((0, 2, 1, 3))
RANKS = "23456789TJQK"
#: The hands dealt: one suit each, the aces left over as the alkupeli centre cards.
HANDS = {seat: [rank + suit for rank in RANKS] for seat, suit in enumerate("SHCD")}
CENTRE_CARDS = parse_cards("AS AH AC AD")


def cards_in(value: Any) -> set[Card]:
    """Every card anywhere in ``value``: dataclass fields, tuples, lists, mappings."""
    if isinstance(value, Card):
        return {value}
    if is_dataclass(value) and not isinstance(value, type):
        return set().union(*(cards_in(getattr(value, f.name)) for f in fields(value)))
    if isinstance(value, tuple | list | set | frozenset):
        return set().union(*(cards_in(item) for item in value))
    if isinstance(value, dict):
        return cards_in(list(value.items()))
    return set()


def start(kind: str) -> SkruuviState:
    state = SkruuviState(SkruuviOptions(length=kind))
    state.apply(CHANCE, NATURAL)
    hands = {seat: parse_cards(" ".join(hand)) for seat, hand in HANDS.items()}
    if kind == "kotka":
        hands = {seat: (*hand, CENTRE_CARDS[seat]) for seat, hand in hands.items()}
    size = len(hands[0])
    deck = [hands[(1 + i) % 4][i // 4] for i in range(4 * size)]  # from forehand, seat 1
    state.apply(CHANCE, Deal((*deck, *(CENTRE_CARDS if kind == "alkupeli" else ()))))
    return state


def act(state: SkruuviState, script: str) -> None:
    for step in script.split():
        seat, _, text = step.partition(":")
        state.apply(int(seat), parse_action(text))


def seen(state: SkruuviState, card: str) -> set[int | None]:
    """The seats (``None``: the public view) whose view shows ``card`` anywhere."""
    found = Card.parse(card)
    views: list[tuple[int | None, SkruuviObservation]] = [
        (seat, state.observation(seat)) for seat in range(4)
    ]
    views.append((None, state.public_observation()))
    return {seat for seat, view in views if found in cards_in(view)}


def test_alkupeli_centre_cards_are_hidden_then_shown_to_all() -> None:
    state = start("alkupeli")
    for card in ("AS", "AH", "AC", "AD"):
        assert seen(state, card) == set()
    act(state, "0:BID:1S " + " ".join(f"{s}:PASS" for s in (1, 2, 3, 0, 1, 2, 3, 0)))
    for card in ("AS", "AH", "AC", "AD"):
        assert seen(state, card) == {0, 1, 2, 3, None}


def test_alkupeli_taker_exchange_each_card_seen_by_giver_and_receiver_only() -> None:
    state = start("alkupeli")
    act(state, "0:BID:1S " + " ".join(f"{s}:PASS" for s in (1, 2, 3, 0, 1, 2, 3, 0)))
    act(state, "0:GIVE:9S,2S,KS,AH")
    # The four go to the partner in the order given; only the two of them see them.
    for card in ("9S", "2S", "KS"):
        assert seen(state, card) == {0, 2}
    assert state.observation(2).received == (Transfer(0, 2, parse_cards("9S 2S KS AH")),)
    for seat in (1, 3):
        view = state.observation(seat)
        assert view.received == view.given == ()
        assert view.passed[-1] == (0, 2, 4)
    act(state, "2:GIVE:5C,9S,JC")  # left opponent, taker, right opponent
    assert seen(state, "5C") == {2, 3}
    assert seen(state, "9S") == {0, 2}  # back to the taker: still the same two
    assert seen(state, "JC") == {2, 1}
    assert seen(state, "2S") == {0, 2}
    assert seen(state, "QC") == {2}  # kept: the partner's own
    assert state.observation(3).received == (Transfer(2, 3, parse_cards("5C")),)
    assert state.observation(1).received == (Transfer(2, 1, parse_cards("JC")),)
    assert state.public_observation().passed == (
        (CENTRE, 0, 4),
        (0, 2, 4),
        (2, 3, 1),
        (2, 0, 1),
        (2, 1, 1),
    )


def test_kotka_taker_exchange_four_each_way() -> None:
    state = start("kotka")
    act(state, "0:BID:6S " + " ".join(f"{s}:PASS" for s in (1, 2, 3, 0, 1, 2, 3, 0)))
    act(state, "0:GIVE:AS,2S,7S,3S 2:GIVE:AC,2C,2S,KC")
    assert state.observation(2).received == (Transfer(0, 2, parse_cards("AS 2S 7S 3S")),)
    assert state.observation(0).received == (Transfer(2, 0, parse_cards("AC 2C 2S KC")),)
    for card in ("AS", "7S", "3S", "2S", "AC", "2C", "KC"):
        assert seen(state, card) == {0, 2}
    for seat in (1, 3):
        assert state.observation(seat).passed == ((0, 2, 4), (2, 0, 4))


def test_defenders_exchange_seen_by_the_two_defenders_only() -> None:
    state = start("alkupeli")
    act(state, "0:BID:1S " + " ".join(f"{s}:PASS" for s in (1, 2, 3, 0, 1, 2, 3, 0)))
    act(state, "0:GIVE:2S,3S,4S,5S 2:GIVE:2C,3C,4C 0:BID:5S 2:PASS 0:PASS 2:PASS 0:PASS")
    act(state, "1:GIVE:7H 3:GIVE:7D")
    assert seen(state, "7H") == {1, 3}
    assert seen(state, "7D") == {1, 3}
    assert seen(state, "8H") == {1}


def test_pass_misere_centre_cards_and_exchanges() -> None:
    state = start("alkupeli")
    act(state, "0:PASS 1:PASS 2:PASS 3:PASS")
    # One centre card each, face down, from forehand: AS to 1, AH to 2, AC to 3, AD to 0.
    for card, seat in (("AS", 1), ("AH", 2), ("AC", 3), ("AD", 0)):
        assert seen(state, card) == {seat}
        assert state.observation(seat).received == (Transfer(CENTRE, seat, parse_cards(card)),)
    # Forehand and the dealer's partner give, their partners give back.
    act(state, "1:GIVE:AS 2:GIVE:AH 3:GIVE:AC 0:GIVE:2S")
    assert seen(state, "AS") == {1, 3}
    assert seen(state, "AC") == {1, 3}
    assert seen(state, "AH") == {0, 2}
    assert seen(state, "2S") == {0, 2}
    assert seen(state, "AD") == {0}
    assert seen(state, "3S") == {0}
    assert state.observation(3).received == (
        Transfer(CENTRE, 3, parse_cards("AC")),
        Transfer(1, 3, parse_cards("AS")),
    )
