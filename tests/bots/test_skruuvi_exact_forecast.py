"""The expert's exact forecasts: each guessed deal's verdict at the lowest level is double
dummy's, the strain double dummy makes is the one named, without the library the forecast
is the play-outs' own, and the benchmark level ``club`` never asks for it."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from skruuvi_views import taker_naming_the_contract

from skruuvi_gui.bots.skruuvi import SkruuviBot, card_tricks
from skruuvi_gui.bots.skruuvi import forecast as forecasting
from skruuvi_gui.bots.skruuvi.forecast import forecast, lowest_promise
from skruuvi_gui.bots.skruuvi.masks import SUIT_OF
from skruuvi_gui.cards import FULL_DECK
from skruuvi_gui.rules.api import CHANCE, seat_after_chance
from skruuvi_gui.rules.skruuvi import (
    PLAY,
    Bid,
    Deal,
    DrawLetters,
    SkruuviObservation,
    SkruuviOptions,
    SkruuviState,
    Strain,
)

needs_dds = pytest.mark.skipif(
    not card_tricks.FAST, reason="the DDS library is not installed here (scripts/setup.sh)"
)
#: Seven top spades, two side aces and kings, two small clubs: eleven sure tricks in
#: spades, while in grandi the defence may run the clubs.
SPADES_HAND = "AS KS QS JS TS 9S 8S AH KH AD KD 3C 2C"


def final_view(hand: str, seed: int = 7) -> SkruuviObservation:
    """Seat 0, the taker, to name the contract with these 13 cards after the exchange, the
    first bidding won at 1 hearts."""
    state = SkruuviState(SkruuviOptions(length="alkupeli"))
    state.apply(CHANCE, DrawLetters((0, 2, 1, 3)))
    deck = list(FULL_DECK)
    random.Random(seed).shuffle(deck)
    state.apply(CHANCE, Deal(tuple(deck)))
    return taker_naming_the_contract(state.observation(0), hand)


@pytest.fixture(autouse=True)
def fresh_forecasts(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test makes its own forecasts (the module remembers them by what the seat knows)."""
    monkeypatch.setattr(forecasting, "_CACHE", {})


@needs_dds
def test_each_guessed_deal_is_judged_double_dummy_at_the_lowest_level(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    verdicts: dict[int, list[bool]] = {}
    asked = card_tricks.makes

    def spy(hands: Sequence[int], trump: int, leader: int, side: int, promised: int) -> bool | None:
        made = asked(hands, trump, leader, side, promised)
        assert made is not None and promised == 11 and (leader, side) == (1, 0)
        verdicts.setdefault(trump, []).append(made)
        return made

    monkeypatch.setattr(forecasting, "makes", spy)
    observation = final_view(SPADES_HAND)
    assert lowest_promise(observation) == 11
    exact = forecast(observation, 0, wide=True, exact=True)
    for strain in (Strain.SPADES, Strain.HEARTS, Strain.CLUBS, Strain.DIAMONDS, Strain.GRANDI):
        trump = -1 if strain.trump is None else SUIT_OF[strain.trump]
        made = verdicts[trump]
        assert len(made) == 48
        assert exact.made(Bid(5, strain)) == pytest.approx(sum(made) / len(made))
    # The spades are beaten only in the odd deal (about one in fifty, where a defender short
    # in a red suit ruffs a side ace); grandi, with the clubs open, often is; the other suits
    # are trumps the side is short of.
    assert exact.made(Bid(5, Strain.SPADES)) >= 0.95
    assert exact.made(Bid(5, Strain.GRANDI)) < 0.7
    suits = (Strain.HEARTS, Strain.CLUBS, Strain.DIAMONDS)
    assert max(exact.made(Bid(5, strain)) for strain in suits) < 0.3


@needs_dds
def test_the_expert_names_the_strain_double_dummy_makes() -> None:
    action = SkruuviBot("expert", random.Random(0)).choose(final_view(SPADES_HAND))
    assert str(action) == "BID:5S"


def test_without_the_library_the_exact_forecast_is_the_play_outs(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    observation = final_view(SPADES_HAND, seed=3)
    plain = forecast(observation, 0)
    monkeypatch.setattr(forecasting, "FAST", False)
    monkeypatch.setattr(forecasting, "_CACHE", {})
    assert forecast(observation, 0, exact=True) == plain
    monkeypatch.setattr(card_tricks, "SOLVER", None)
    assert card_tricks.makes([1, 2, 4, 8], -1, 0, 0, 1) is None


@needs_dds
@settings(max_examples=120, deadline=None)
@given(
    st.permutations(range(52)),
    st.integers(2, 5),
    st.integers(-1, 3),
    st.integers(0, 3),
    st.integers(0, 1),
    st.integers(0, 6),
)
def test_dds_and_the_pure_search_agree_whether_a_side_makes_its_tricks(
    deck: list[int], size: int, trump: int, leader: int, side: int, promised: int
) -> None:
    hands = [sum(1 << b for b in deck[p * size : (p + 1) * size]) for p in range(4)]
    assert card_tricks.makes(hands, trump, leader, side, promised) == card_tricks.pure_makes(
        hands, trump, leader, side, promised
    )


def test_club_bids_and_exchanges_without_asking_double_dummy(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def refuse(*_: object) -> bool:
        raise AssertionError("club asked for a double-dummy verdict")

    monkeypatch.setattr(forecasting, "makes", refuse)
    state = SkruuviState(SkruuviOptions(length="alkupeli"))
    chance = random.Random(5)
    state.apply(CHANCE, state.sample_chance(chance))
    bots = {seat: SkruuviBot("club", random.Random(seat)) for seat in range(4)}
    while state.observation(0).phase != PLAY:
        seat = seat_after_chance(state, chance)
        state.apply(seat, bots[seat].choose(state.observation(seat)))
    assert state.observation(0).contract is not None
