"""The book's advice on exchanges and first leads, each on a hand built for it.

Seat 1's view is used throughout: seat 0 declared (or, in pass-misère, nobody did); seats 1
and 3 are partners.
"""

from __future__ import annotations

import random
from dataclasses import replace

from test_skruuvi_bots import deal, exchange_view, given

from skruuvi_gui.bots.skruuvi import SkruuviBot
from skruuvi_gui.cards import Card, parse_cards
from skruuvi_gui.rules.skruuvi import (
    PLAY,
    Bid,
    Play,
    SkruuviObservation,
    Transfer,
)


def received_from_partner(observation: SkruuviObservation, cards: str) -> SkruuviObservation:
    return replace(observation, received=(Transfer(3, 1, parse_cards(cards)),))


def test_defenders_never_give_back_a_trump_received() -> None:
    hand = "QH 5H AS 8S 4S 9C 7C 3C KD JD 8D 6D 2D"
    view = received_from_partner(exchange_view("defenders_exchange", hand, 1, "5H"), "5H")
    assert "QH" not in given(view) and "5H" not in given(view)


def test_defenders_give_a_lone_trump() -> None:
    hand = "5H AS 8S 4S 9C 7C 3C KD JD 8D 6D 2D 9D"
    assert given(exchange_view("defenders_exchange", hand, 1, "5H")) == ["5H"]


def test_defenders_without_trump_or_ace_shorten_the_shortest_suit() -> None:
    hand = "KS 8S 4S 3S 9C 7C 3C 2C KD JD 8D 6D 2H"
    assert given(exchange_view("defenders_exchange", hand, 1, "5S")) == ["2H"]


def lead_view(contract: str | None, hand: str, received: str) -> SkruuviObservation:
    """Seat 1 to lead the first trick, with ``received`` from partner (seat 3)."""
    cards = parse_cards(hand)
    base = deal(seed=4).observation(1)
    return replace(
        base,
        phase=PLAY,
        hand=cards,
        legal=tuple(Play(card) for card in cards),
        contract=None if contract is None else Bid.parse(contract),
        declarer=None if contract is None else 0,
        pass_misere=contract is None,
        received=(Transfer(3, 1, parse_cards(received)),),
        trick=(),
        tricks=(),
    )


def lead(observation: SkruuviObservation, level: str) -> Card:
    action = SkruuviBot(level, random.Random(0)).choose(observation)
    assert isinstance(action, Play)
    return action.card


def test_pass_misere_leads_the_suit_received() -> None:
    view = lead_view(None, "KS 9S 4S 8H 6H 3H 9C 5C 2C JD 7D 5D 3D", "7D")
    for level in ("normal", "expert"):
        assert lead(view, level) == parse_cards("3D")[0]


def test_pass_misere_leads_the_shortest_suit_when_the_suit_received_holds_its_ace() -> None:
    view = lead_view(None, "KS 9S 4S 3S 8H 6H 3H 2H 9C 5C AD 7D 5D", "7D")
    for level in ("normal", "expert"):
        assert lead(view, level) == parse_cards("5C")[0]


def test_defenders_in_trumps_lead_the_suit_partner_passed() -> None:
    view = lead_view("5H", "KS 9S 4S 8H 6H 9C 5C 2C JD 7D 5D 3D AC", "JD")
    for level in ("normal", "expert"):
        assert lead(view, level).suit is parse_cards("JD")[0].suit


def test_defenders_lead_the_deuce_against_a_painted_misere() -> None:
    view = lead_view("5M", "KS 9S 4S 8H 6H 3H 9C 5C 2C JD 7D 5D 3D", "7D")
    for level in ("normal", "expert"):
        assert lead(view, level) == parse_cards("2C")[0]


def test_without_a_deuce_defenders_lead_their_smallest_cards_against_a_painted_misere() -> None:
    # 3H and 3D are as small; diamonds, the longer, has more small cards to lead again.
    view = lead_view("5M", "KS 9S 4S 8H 6H 3H 9C 5C JD 7D 5D 4D 3D", "7D")
    for level in ("normal", "expert"):
        assert lead(view, level) == parse_cards("3D")[0]
