"""What a newcomer to the Squint table needs to see: the cards got in the squint chain marked
"+", the deal panel's exchange lines in the order they happened, each bid card where the
rules put it (back in its hand, which the table shows and says), and a deal's result that
waits for the person.

The chain deal follows spec §4.4 B: Ville's Ace Solo and the Misères of Pekka, Aino and
Maija, every one with the squint, so the chain runs Ville → Pekka → Aino → Maija and Maija
(the dealer, last in priority) discards two face up.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from table_driving import click, open_table, press, press_button
from test_squint_table import NAMES, Seen, bid_state, lay_bids

from skruuvi_gui.cards import Card
from skruuvi_gui.rules.api import CHANCE
from skruuvi_gui.rules.squint import (
    TAKE_SQUINT,
    Declare,
    DiscardFaceUp,
    Pass,
    Play,
    SquintOptions,
    SquintState,
)
from skruuvi_gui.ui.squint.layout import compute_layout
from skruuvi_gui.ui.squint.table import SquintTable
from skruuvi_gui.ui.squint.table_steps import RESULT_MS
from skruuvi_gui.ui.table.card_item import CardItem
from skruuvi_gui.ui.table.labels import LabelItem

#: Maija 2♣, Ville A♦, Pekka 2♦, Liisa 6♣, Aino 2♠; Maija deals.
CHAIN_BIDS = ("2C", "AD", "2D", "6C", "2S")


@pytest.fixture
def table(qtbot: QtBot) -> Iterator[SquintTable]:
    widget = open_table(qtbot, "squint", SquintTable)
    widget.set_players(NAMES, 0)
    yield widget
    widget.skip_animations()


def chain_deal(table: SquintTable) -> Seen:
    """The chain deal with the bid cards turned over and all four contractors taking the
    squint, up to Ville's pass."""
    state, events = bid_state(CHAIN_BIDS, dealer=0)
    seen = Seen(table, state)
    events += lay_bids(state, CHAIN_BIDS, range(5))
    for seat in (1, 2, 4):
        events += state.apply(seat, Declare(TAKE_SQUINT))
    seen.show(events)
    return seen


def give(seen: Seen, seat: int) -> Pass:
    """``seat`` passes its first legal pair on."""
    action = seen.state.legal_actions(seat)[0]
    assert isinstance(action, Pass)
    seen.apply(seat, action)
    return action


def to_maija(table: SquintTable) -> tuple[Seen, Pass]:
    """The chain up to Maija's face-up discard: Aino's pass to her is returned."""
    seen = chain_deal(table)
    press_button(table, "take_squint_button")
    seen.take()
    give(seen, 1)
    give(seen, 2)
    return seen, give(seen, 4)


# --- 1: the cards got in the chain are marked ----------------------------------------------


def test_cards_got_in_the_chain_are_marked_until_the_first_card_is_played(
    table: SquintTable,
) -> None:
    seen, got = to_maija(table)
    assert table.prompt() == "Discard 2 cards face up for all to see (0/2)"
    assert table.card_badges() == dict.fromkeys(got.cards, "+")
    discard = next(
        a for a in seen.state.legal_actions(0) if isinstance(a, DiscardFaceUp) and a.cards
    )
    for card in discard.cards:
        click(table, str(card))
    press_button(table, "discard_up_button")
    seen.take()
    kept = set(got.cards) - set(discard.cards)
    assert table.card_badges() == dict.fromkeys(kept, "+")
    lead = seen.state.legal_actions(1)[0]
    assert isinstance(lead, Play)
    seen.apply(1, lead)
    assert table.card_badges() == {}


# --- 2: the deal panel tells the exchange in order ------------------------------------------


def test_the_deal_panel_tells_the_exchange_in_the_order_it_happened(table: SquintTable) -> None:
    seen, _ = to_maija(table)
    discard = next(a for a in seen.state.legal_actions(0) if isinstance(a, DiscardFaceUp))
    seen.apply(0, discard)
    lines = table.deal_panel().text().splitlines()
    received = next(i for i, line in enumerate(lines) if line.startswith("From Aino: "))
    discarded = next(i for i, line in enumerate(lines) if line.startswith("Your face-up discard"))
    declared = max(i for i, line in enumerate(lines) if ": with the squint" in line)
    assert declared < received < discarded


# --- 3: the bid cards ------------------------------------------------------------------------


def test_the_own_bid_card_lies_by_the_own_hand_like_the_others_and_is_still_played(
    table: SquintTable,
) -> None:
    seen = chain_deal(table)
    own = table.card_item(Card.parse("2C"))
    assert own is not None and own.face_up
    assert own.place_group == ("shown", 0)
    others = table.card_item(Card.parse("2S"))
    assert others is not None and others.place_group == ("shown", 4)
    assert own.height == pytest.approx(others.height)
    assert Card.parse("2C") in table.own_cards()
    fanned = [c for c in table.own_cards() if c != Card.parse("2C")]
    assert all(table.card_item(c).x() < own.x() for c in fanned)  # type: ignore[union-attr]
    # Laid by its seat, it is picked like any card of the hand.
    press_button(table, "take_squint_button")
    seen.take()
    give(seen, 1)
    give(seen, 2)
    give(seen, 4)
    click(table, "2C")
    assert table.card_item(Card.parse("2C")).chosen  # type: ignore[union-attr]
    assert table.prompt() == "Discard 2 cards face up for all to see (1/2)"


def test_a_bid_card_goes_back_into_its_hand_when_its_seat_gives_cards_unseen(
    qtbot: QtBot, table: SquintTable
) -> None:
    seen = chain_deal(table)
    press_button(table, "take_squint_button")
    seen.take()
    table.skip_animations()
    shown = table.card_item(Card.parse("AD"))
    assert isinstance(shown, CardItem) and shown.face_up
    # Slower than "slow", so that a loaded machine still catches the card on its way.
    table.set_speed(4.0)
    give(seen, 1)
    qtbot.waitUntil(lambda: "Back in hand" in table.prompt(), timeout=20_000)
    assert table.prompt() == "Back in hand, maybe given away face down: Ville A♦"
    # The card turns over and slides onto Ville's hand before Ville's cards go.
    qtbot.waitUntil(lambda: not shown.face_up, timeout=10_000)
    assert shown.scene() is not None and shown.zValue() < 10  # under Ville's cards
    assert table.prompt().startswith("Back in hand")
    table.skip_animations()
    assert table.card_item(Card.parse("AD")) is None
    panel = table.deal_panel().text()
    assert "Back in hand, maybe given away face down: Ville A♦" in panel
    give(seen, 2)
    table.skip_animations()
    assert "Back in hand, maybe given away face down: Ville A♦ · Pekka 2♦" in (
        table.deal_panel().text()
    )
    # Aino gives to Maija, who sees what came: Aino's 2♠ still lies by her.
    give(seen, 4)
    table.skip_animations()
    assert table.card_item(Card.parse("2S")) is not None
    assert "Aino 2♠" not in table.deal_panel().text().split("Back in hand")[1]


# --- 5: a deal's result waits for the person -------------------------------------------------


def play_to_result(table: SquintTable, seat: int | None) -> SquintState:
    """A deal of random legal moves shown to ``seat`` (``None``: the public view) at a
    real pace, each batch hurried through but the last, which deals the next deal too."""
    rng = random.Random(11)
    state = SquintState(SquintOptions())
    table.set_speed(0.4)
    show = state.public_observation if seat is None else (lambda: state.observation(0))
    events = list(state.apply(CHANCE, state.sample_chance(rng)))
    table.show_observation(show(), events)
    table.skip_animations()
    while not state.public_observation().results:
        mover = state.to_move()[0]
        action = (
            state.sample_chance(rng) if mover == CHANCE else rng.choice(state.legal_actions(mover))
        )
        events = list(state.apply(mover, action))
        if state.public_observation().results and state.to_move() == (CHANCE,):
            # The next deal is dealt at once, in the same batch, as a match deals it: the
            # batch ends in the next deal's bidding.
            events += state.apply(CHANCE, state.sample_chance(rng))
        table.show_observation(show(), events)
        if state.public_observation().results:
            break
        table.skip_animations()
    return state


def test_a_deal_result_waits_for_the_person_to_go_on(qtbot: QtBot, table: SquintTable) -> None:
    play_to_result(table, 0)
    qtbot.waitUntil(table.is_holding, timeout=20_000)
    assert "Click the table or press Enter for the next deal." in table.result_panel_text()
    qtbot.wait(RESULT_MS + 600)
    assert table.is_holding() and table.result_panel_text()
    press(table, Qt.Key.Key_Return)
    assert not table.is_holding()


def test_computer_players_alone_go_on_from_a_deal_result(qtbot: QtBot, table: SquintTable) -> None:
    table.set_players(NAMES, 0)
    play_to_result(table, None)
    qtbot.waitUntil(lambda: bool(table.result_panel_text()), timeout=20_000)
    assert "Click the table" not in table.result_panel_text()
    assert not table.is_holding()
    qtbot.waitUntil(lambda: not table.is_busy(), timeout=20_000)  # a busy machine is slow


# --- 6: a seat's words float up by its place -------------------------------------------------


def test_a_seats_words_float_up_from_its_own_place(qtbot: QtBot, table: SquintTable) -> None:
    state, events = bid_state(CHAIN_BIDS, dealer=0)
    seen = Seen(table, state)
    events += lay_bids(state, CHAIN_BIDS, range(5))
    table.set_speed(0.4)
    seen.show([*events, *state.apply(1, Declare(TAKE_SQUINT))])

    def bubble() -> LabelItem | None:
        found = [
            item
            for item in table.view().scene().items()
            if isinstance(item, LabelItem) and item.text() == "Squint!"
        ]
        return found[0] if found else None

    qtbot.waitUntil(lambda: bubble() is not None, timeout=20_000)
    label = bubble()
    assert label is not None
    geo = compute_layout(table.view().viewport().size())
    start = geo.seats[1].bubble  # Ville sits on the left of Maija at the bottom
    assert label.x() == start.x()  # and his words rise straight up from his place
    assert start.y() - geo.font_px * 1.2 <= label.y() <= start.y()
    assert label.x() < geo.centre.x()
