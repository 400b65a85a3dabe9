"""The Squint table driven by the real engine: laying the bid card by click, drag and keys,
the bid cards turned over together and the contract announced, every squint decision, the
play, the results, the layout at the smallest size, and privacy over random deals.

Deals are scripted card by card as the rules spec §2 deals them; the bid patterns are the
spec's worked examples (R2, R7, R9, R11), so every contract checked here is one the spec
gives.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator, Sequence

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QWidget
from pytestqt.qtbot import QtBot
from table_driving import (
    Shouting,
    click,
    double_click,
    face_up_cards,
    item,
    open_table,
    press_button,
    view_point,
)

from skruuvi_gui.cards import FULL_DECK, Card, Suit, parse_cards
from skruuvi_gui.match import SeatConfig
from skruuvi_gui.rules.api import (
    CHANCE,
    Action,
    CardPlayed,
    CardsPassed,
    CardsShown,
    Event,
    Scored,
    Seat,
    TrickWon,
)
from skruuvi_gui.rules.squint import (
    ACE_SOLO,
    BID,
    CHOOSE_4_1,
    DISCARDS,
    DUO,
    MISERE,
    PLAY,
    PLAY_HAND,
    PROPOSE_HAND,
    SOLO,
    SQUINT_PILE,
    TAKE_SQUINT,
    Bid,
    BidPicked,
    BidsRevealed,
    ChooseNemo,
    ChooseSolo,
    Contract,
    Deal,
    DealResult,
    Declare,
    Discard,
    DiscardFaceUp,
    FirstDealer,
    Keep,
    Pass,
    Play,
    SquintOptions,
    SquintState,
)
from skruuvi_gui.ui import saving
from skruuvi_gui.ui.dialogs.new_game import NewGame
from skruuvi_gui.ui.event_text import describe_event
from skruuvi_gui.ui.i18n import Translations
from skruuvi_gui.ui.main_window import MainWindow
from skruuvi_gui.ui.squint import words
from skruuvi_gui.ui.squint.panel_text import deal_line
from skruuvi_gui.ui.squint.panels import Standing, StandingsPanel
from skruuvi_gui.ui.squint.results import deal_body, deal_title, winner_title
from skruuvi_gui.ui.squint.table import SquintTable
from skruuvi_gui.ui.table import make_table
from skruuvi_gui.ui.table.card_item import CardItem
from skruuvi_gui.ui.table.seat_plate import SeatPlate

NAMES = ("Maija", "Ville", "Pekka", "Liisa", "Aino")

#: A deal by Aino (seat 4), so Maija (seat 0) is forehand and first in priority. Bids 5H 9C
#: 8H TS 3D are spec R7's pattern 2-1-1-1: a Duo of Maija and Pekka with hearts trump.
DUO_HANDS = (
    "5H 9S 4H 2C TC 6D 7D QD AD 5S",
    "9C 2S 3S 4S 6S 7S 8S JS QS KS",
    "8H AS 2H 3H 6H 7H 9H TH JH QH",
    "TS AH 3C 4C 5C 6C 7C 8C JC QC",
    "3D KC AC 2D 4D 5D 8D 9D TD JD",
)
DUO_SQUINT = "KH KD"
DUO_BIDS = ("5H", "9C", "8H", "TS", "3D")


# --- deals ---------------------------------------------------------------------------------


def scripted_deck(hands: Sequence[str], squint: str, dealer: Seat) -> tuple[Card, ...]:
    """The pack that deals ``hands[seat]`` to each seat (spec §2: ``deck[i]`` goes to seat
    ``(dealer + 1 + i) mod 5``) and ``squint`` last."""
    dealt = [parse_cards(hand) for hand in hands]
    deck = [dealt[(dealer + 1 + i) % 5][i // 5] for i in range(50)]
    deck += parse_cards(squint)
    assert sorted(c.index for c in deck) == list(range(52))
    return tuple(deck)


def hands_around(bids: Sequence[str]) -> tuple[list[str], str]:
    """Hands that hold these bid cards, the other cards handed round in pack order."""
    shown = [Card.parse(bid) for bid in bids]
    rest = [card for card in FULL_DECK if card not in shown]
    hands = [
        [str(card)] + [str(c) for c in rest[seat * 9 : seat * 9 + 9]]
        for seat, card in enumerate(shown)
    ]
    return [" ".join(hand) for hand in hands], " ".join(str(c) for c in rest[45:])


def dealt_state(
    hands: Sequence[str], squint: str, dealer: Seat = 4, **options: object
) -> tuple[SquintState, list[Event]]:
    state = SquintState(SquintOptions(**options))  # type: ignore[arg-type]
    events = list(state.apply(CHANCE, FirstDealer(dealer)))
    events += state.apply(CHANCE, Deal(scripted_deck(hands, squint, dealer)))
    return state, events


def bid_state(
    bids: Sequence[str], dealer: Seat = 4, **options: object
) -> tuple[SquintState, list[Event]]:
    hands, squint = hands_around(bids)
    return dealt_state(hands, squint, dealer, **options)


def lay_bids(state: SquintState, bids: Sequence[str], seats: Sequence[Seat]) -> list[Event]:
    events: list[Event] = []
    for seat in seats:
        events += state.apply(seat, Bid(Card.parse(bids[seat])))
    return events


# --- the table -----------------------------------------------------------------------------


@pytest.fixture
def table(qtbot: QtBot) -> Iterator[SquintTable]:
    widget = open_table(qtbot, "squint", SquintTable)
    widget.set_players(NAMES, 0)
    yield widget
    widget.skip_animations()


class Seen:
    """Shows the state to the table after each action, as Maija (or ``seat``) sees it."""

    def __init__(self, table: SquintTable, state: SquintState, seat: Seat | None = 0) -> None:
        self.table = table
        self.state = state
        self.seat = seat
        self.actions: list[Action] = []
        table.action_chosen.connect(self.actions.append)

    def show(self, events: Sequence[Event] = ()) -> None:
        obs = (
            self.state.public_observation()
            if self.seat is None
            else self.state.observation(self.seat)
        )
        self.table.show_observation(obs, events)

    def apply(self, seat: Seat, action: Action) -> list[Event]:
        events = list(self.state.apply(seat, action))
        self.show(events)
        return events

    def take(self) -> Action:
        """The one action the table sent; it is applied for Maija."""
        assert len(self.actions) == 1, self.actions
        action = self.actions.pop()
        assert action in self.state.legal_actions(0)
        self.apply(0, action)
        return action


@pytest.fixture
def unsaved(monkeypatch: pytest.MonkeyPatch) -> None:
    """Games through the window are not saved after every action (saving has its own
    tests): that keeps these tests quick."""
    monkeypatch.setattr(saving.GameSaver, "save", lambda self, match: None)


def duo_table(table: SquintTable, seen_by: Seat | None = 0) -> Seen:
    state, events = dealt_state(DUO_HANDS, DUO_SQUINT)
    seen = Seen(table, state, seen_by)
    seen.show(events)
    return seen


def revealed_duo(table: SquintTable) -> Seen:
    """The Duo deal with every bid card laid and turned over."""
    seen = duo_table(table)
    seen.show(lay_bids(seen.state, DUO_BIDS, range(5)))
    return seen


# --- the bid -------------------------------------------------------------------------------


def test_make_table_gives_the_squint_table(qtbot: QtBot) -> None:
    widget = make_table("squint")
    qtbot.addWidget(widget)
    assert isinstance(widget, SquintTable)


def test_clicking_a_bid_card_tells_its_meaning_then_the_button_lays_it(table: SquintTable) -> None:
    seen = duo_table(table)
    assert table.prompt() == "Pick your bid card; it stays in your hand"
    assert len(table.own_cards()) == 10
    click(table, "5H")
    assert table.prompt() == "5♥: a wish for hearts as trump"
    click(table, "AD")
    assert table.prompt() == "A♦: Ace Solo, six tricks alone at no trump"
    click(table, "QD")
    assert table.prompt() == "Q♦: Grand Solo, six tricks alone with diamonds trump"
    click(table, "2C")
    assert table.prompt() == "2♣: Misère, no tricks at all, no trump"
    click(table, "5H")
    assert seen.actions == []
    press_button(table, "bid_button")
    assert seen.take() == Bid(Card.parse("5H"))
    laid = item(table, "5H")
    assert not laid.face_up
    assert Card.parse("5H") not in table.own_cards()
    assert table.prompt() == "Your bid card: 5♥. Waiting for Ville, Pekka, Liisa, Aino"


def test_double_click_lays_the_bid_card(table: SquintTable) -> None:
    seen = duo_table(table)
    double_click(table, "9S")
    assert seen.take() == Bid(Card.parse("9S"))


def test_dragging_a_card_to_the_middle_lays_it(table: SquintTable) -> None:
    seen = duo_table(table)
    viewport = table.view().viewport()
    start = view_point(table, "TC")
    end = QPoint(viewport.width() // 2, viewport.height() // 2)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for step in range(1, 9):
        QTest.mouseMove(viewport, start + (end - start) * step / 8)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)
    assert seen.take() == Bid(Card.parse("TC"))


def test_keys_move_along_the_hand_and_enter_lays_the_card(table: SquintTable) -> None:
    seen = duo_table(table)
    for _ in range(3):
        QTest.keyClick(table.view(), Qt.Key.Key_Right)
    assert item(table, str(table.own_cards()[2])).focused
    focused = table.own_cards()[2]
    QTest.keyClick(table.view(), Qt.Key.Key_Enter)
    assert seen.take() == Bid(focused)


def test_the_others_lay_face_down_and_all_five_turn_over_together(table: SquintTable) -> None:
    seen = duo_table(table)
    seen.apply(1, Bid(Card.parse("9C")))
    seen.apply(2, Bid(Card.parse("8H")))
    assert table.card_item(Card.parse("9C")) is None
    assert "bid card laid" in table.seat_plate_text(1)
    assert "bid card laid" not in table.seat_plate_text(3)
    laid = [
        found
        for found in table.view().scene().items()
        if isinstance(found, CardItem) and found.key in (("bid", 1), ("bid", 2))
    ]
    assert len(laid) == 2 and not any(found.face_up for found in laid)
    events = seen.apply(0, Bid(Card.parse("5H")))
    assert [type(e) for e in events] == [BidPicked]
    seen.apply(3, Bid(Card.parse("TS")))
    events = seen.apply(4, Bid(Card.parse("3D")))
    assert BidsRevealed(tuple(parse_cards("5H 9C 8H TS 3D"))) in events
    assert table.banner_text() == "Duo: you and Pekka, hearts trump"
    assert table.announcement() == table.banner_text()
    shown = face_up_cards(table)
    assert set(parse_cards("5H 9C 8H TS 3D")) <= shown
    assert Card.parse("5H") in table.own_cards()
    panel = table.deal_panel().text()
    assert "Duo: you and Pekka, hearts trump" in panel
    assert "Trump: hearts" in panel
    assert "Bid cards: Maija 5♥ · Ville 9♣ · Pekka 8♥ · Liisa 10♠ · Aino 3♦" in panel
    assert "Duo" in table.seat_plate_text(2)


# --- the squint decisions ------------------------------------------------------------------


def test_duo_exchange_take_keep_and_discard(table: SquintTable) -> None:
    seen = revealed_duo(table)
    assert table.prompt() == "Duo with Pekka: take the squint, or propose hand play?"
    press_button(table, "take_squint_button")
    assert seen.take() == Declare(TAKE_SQUINT)
    assert table.banner_text() == ""
    assert table.prompt() == "The squint: keep one card, your partner gets the other"
    assert {Card.parse("KH"), Card.parse("KD")} <= face_up_cards(table)
    press_button(table, "keep_KH_button")
    assert seen.take() == Keep(Card.parse("KH"))
    assert Card.parse("KH") in table.own_cards()
    assert table.prompt() == "Discard a card face down"
    click(table, "2C")
    press_button(table, "discard_button")
    assert seen.take() == Discard((Card.parse("2C"),))
    events = seen.apply(2, Discard((Card.parse("KD"),)))
    assert CardsPassed(2, DISCARDS, 1) in events
    assert "From the squint: K♥" in table.deal_panel().text()
    assert "Your face-down discard: 2♣" in table.deal_panel().text()
    assert table.prompt() == "Your lead: play any card"


def test_duo_hand_play_is_proposed_and_accepted(table: SquintTable) -> None:
    seen = revealed_duo(table)
    press_button(table, "propose_hand_button")
    assert seen.take() == Declare(PROPOSE_HAND)
    assert table.prompt() == "Pekka decides about the squint"
    seen.apply(2, Declare("accept_hand"))
    assert seen.state.observation(0).phase == PLAY
    assert "Hand \N{MULTIPLICATION SIGN}2" in table.seat_plate_text(0)
    assert "Hand \N{MULTIPLICATION SIGN}2" in table.seat_plate_text(2)


def test_a_trick_is_played_and_won_by_the_trump(table: SquintTable) -> None:
    seen = revealed_duo(table)
    seen.apply(0, Declare(PROPOSE_HAND))
    seen.apply(2, Declare("accept_hand"))
    double_click(table, "AD")
    assert seen.take() == Play(Card.parse("AD"))
    seen.apply(1, Play(Card.parse("2S")))
    seen.apply(2, Play(Card.parse("2H")))
    seen.apply(3, Play(Card.parse("3C")))
    assert table.prompt() == "Aino to play"
    seen.apply(4, Play(Card.parse("4D")))
    assert seen.state.observation(0).tricks_won == (0, 0, 1, 0, 0)
    assert "1 trick" in table.seat_plate_text(2)
    assert "0 tricks" in table.seat_plate_text(0)
    assert table.prompt() == "Pekka to play"


def test_following_suit_is_asked_and_other_cards_are_dimmed(table: SquintTable) -> None:
    seen = revealed_duo(table)
    seen.apply(0, Declare(PROPOSE_HAND))
    seen.apply(2, Declare("accept_hand"))
    seen.state.apply(0, Play(Card.parse("5S")))
    seen.apply(1, Play(Card.parse("2S")))
    seen.seat = 2
    table.set_players(NAMES, 2)
    seen.show()
    assert table.prompt() == "Your turn: play a card (you must follow ♠)"
    assert item(table, "AS").playable
    assert not item(table, "2H").playable


def test_ace_solo_plays_hand(table: SquintTable) -> None:
    bids = ("AS", "9C", "8H", "TS", "3D")
    state, events = bid_state(bids)
    seen = Seen(table, state)
    seen.show(events + lay_bids(state, bids, range(5)))
    assert table.banner_text() == "Ace Solo: you, no trump"
    assert table.prompt() == "Play hand for double points, or take the squint?"
    press_button(table, "play_hand_button")
    assert seen.take() == Declare(PLAY_HAND)
    assert "Ace Solo" in table.seat_plate_text(0)
    assert "Hand \N{MULTIPLICATION SIGN}2" in table.seat_plate_text(0)
    assert "Maija: hand play \N{MULTIPLICATION SIGN}2" in table.deal_panel().text()


def test_ace_solo_takes_the_squint_and_discards_two(table: SquintTable) -> None:
    bids = ("AS", "9C", "8H", "TS", "3D")
    state, events = bid_state(bids)
    seen = Seen(table, state)
    seen.show(events + lay_bids(state, bids, range(5)))
    press_button(table, "take_squint_button")
    seen.take()
    hand = table.own_cards()
    assert len(hand) == 12
    assert table.prompt() == "Discard 2 cards face down (0/2 chosen)"
    click(table, str(hand[0]))
    assert table.prompt() == "Discard 2 cards face down (1/2 chosen)"
    assert table.action_button("discard_button") is None
    click(table, str(hand[5]))
    press_button(table, "discard_button")
    assert seen.take() == Discard((hand[0], hand[5]))
    assert len(table.own_cards()) == 10


def test_nemo_passing_and_the_dealers_face_up_discard(table: SquintTable) -> None:
    bids = ("8H", "3H", "9C", "TH", "6D")  # spec R9: 3-1-1, hearts are penalty
    state, events = bid_state(bids)
    seen = Seen(table, state)
    events += lay_bids(state, bids, range(5))
    seen.show(events)
    assert CardsPassed(SQUINT_PILE, 0, 2) in events
    assert table.announcement() == "Nemo: hearts are penalty"
    assert "Penalty suit: hearts" in table.deal_panel().text()
    assert table.prompt() == "Pass 2 cards face down to Ville (0/2 chosen)"
    hand = table.own_cards()
    assert len(hand) == 12
    click(table, str(hand[1]))
    click(table, str(hand[2]))
    press_button(table, "pass_button")
    assert table.action_button("pass_button") is None
    assert seen.take() == Pass((hand[1], hand[2]))
    for seat in (1, 2, 3):
        seen.apply(seat, state.legal_actions(seat)[0])
    assert table.prompt() == "Aino chooses cards to give"
    discard = state.legal_actions(4)[0]
    assert isinstance(discard, DiscardFaceUp)
    seen.apply(4, discard)
    assert set(discard.cards) <= face_up_cards(table)
    assert "Discarded face up by Aino" in table.deal_panel().text()
    assert "0 tricks, 0 clean" in table.seat_plate_text(3)


@pytest.mark.parametrize(
    ("rule", "buttons"),
    [
        (
            "any",
            ["nemo_button", "solo_s_button", "solo_h_button", "solo_d_button", "solo_c_button"],
        ),
        ("bid_suit", ["nemo_button", "solo_d_button"]),
    ],
)
def test_the_odd_bidder_of_a_four_one_chooses(
    table: SquintTable, rule: str, buttons: list[str]
) -> None:
    bids = ("8D", "4C", "6C", "9C", "TC")  # spec R11 with Maija as the odd bidder
    state, events = bid_state(bids, four_one_solo_trump=rule)
    seen = Seen(table, state)
    seen.show(events + lay_bids(state, bids, range(5)))
    assert table.prompt() == "Choose Nemo (♣ penalty), or a Solo and its trump"
    for name in ("nemo_button", "solo_s_button", "solo_h_button", "solo_d_button", "solo_c_button"):
        assert (table.action_button(name) is not None) == (name in buttons)
    assert "Four bids in clubs, one odd: you choose Nemo or a Solo" in table.deal_panel().text()
    press_button(table, "solo_d_button")
    assert seen.take() == ChooseSolo(Suit.DIAMONDS)
    assert table.banner_text() == "Solo: you, diamonds trump"


def test_the_choice_of_nemo_from_four_one(table: SquintTable) -> None:
    bids = ("8D", "4C", "6C", "9C", "TC")
    state, events = bid_state(bids)
    seen = Seen(table, state)
    seen.show(events + lay_bids(state, bids, range(5)))
    press_button(table, "nemo_button")
    assert seen.take() == ChooseNemo()
    assert table.announcement() == "Nemo: clubs are penalty"


def test_simultaneous_contracts_chain_ends_face_up(table: SquintTable) -> None:
    """Spec R2 and X1: Ville and Liisa Ace Solo, Pekka Misère; Maija deals and watches."""
    bids = ("5C", "AC", "2H", "AD", "KS")
    state, events = bid_state(bids, dealer=0)
    seen = Seen(table, state)
    seen.show(events + lay_bids(state, bids, range(5)))
    assert table.banner_text() == (
        "Ace Solo: Ville\nMisère: Pekka\nAce Solo: Liisa\nAll played at once, no trump"
    )
    assert table.prompt() == "Ville decides about the squint"
    seen.apply(1, Declare(TAKE_SQUINT))
    seen.apply(2, Declare(PLAY_HAND))
    seen.apply(3, Declare(TAKE_SQUINT))
    assert table.prompt() == "Ville chooses cards to give"
    seen.apply(1, state.legal_actions(1)[0])
    discard = state.legal_actions(3)[0]
    assert isinstance(discard, DiscardFaceUp)
    seen.apply(3, discard)
    assert set(discard.cards) <= face_up_cards(table)
    assert "Hand \N{MULTIPLICATION SIGN}2" in table.seat_plate_text(2)
    assert "Misère" in table.seat_plate_text(2)


def test_a_hint_marks_the_squint_button(table: SquintTable) -> None:
    revealed_duo(table)
    table.show_hint(Declare(TAKE_SQUINT))
    button = table.action_button("take_squint_button")
    assert button is not None and button.property("hinted") is True


# --- results and words ---------------------------------------------------------------------


def test_the_deal_result_reads_the_spec_figures() -> None:
    """Spec P4: Ville Ace Solo 6 tricks +20, Pekka Misère hand 0 tricks +50, Liisa Ace Solo
    3 tricks -60."""
    result = DealResult(
        deal=1,
        dealer=0,
        bids=tuple(parse_cards("5C AC 2H AD KS")),
        contracts=(
            Contract(ACE_SOLO, (1,)),
            Contract(MISERE, (2,)),
            Contract(ACE_SOLO, (3,)),
        ),
        playing_hand=(2,),
        tricks=(0, 6, 0, 3, 1),
        points=(0, 20, 50, -60, 0),
    )
    assert deal_title(result, NAMES) == "Deal 1 scored"
    body = deal_body(result, result.points, NAMES)
    assert "Ace Solo made — Ville<br>Misère made — Pekka<br>Ace Solo lost — Liisa" in body
    assert "<b>+20</b>" in body and "<b>+50</b>" in body and "<b>\N{MINUS SIGN}60</b>" in body
    assert "Pekka (hand \N{MULTIPLICATION SIGN}2)" in body
    duo = DealResult(
        1, 0, result.bids, (Contract(DUO, (1, 3), "H"),), (), (0, 4, 0, 3, 0), (0, 20, 0, 20, 0)
    )
    assert deal_title(duo, NAMES) == "Duo made — Ville and Liisa"


def test_results_speak_to_the_viewer(translations: Translations) -> None:
    """Maija (seat 0) reads her own contracts and wins in the second person; Pekka's eyes
    read her name."""
    bids = tuple(parse_cards("5H 9C 8H TS 3D"))
    duo = DealResult(1, 4, bids, (Contract(DUO, (0, 2), "H"),), (), (4, 0, 3, 0, 0), (20,) * 5)
    solo = DealResult(1, 4, bids, (Contract(SOLO, (0,), "S"),), (), (2, 0, 0, 0, 0), (-40,) * 5)
    assert deal_title(duo, NAMES, 0) == "You and Pekka made the Duo"
    assert deal_title(duo, NAMES, 2) == "You and Maija made the Duo"
    assert deal_title(duo, NAMES, 1) == "Duo made — Maija and Pekka"
    assert deal_title(solo, NAMES, 0) == "You lost the Solo"
    assert deal_title(solo, NAMES) == "Solo lost — Maija"
    assert winner_title((0, 3), NAMES, 0) == "Shared win: you and Liisa!"
    assert winner_title((0, 3), NAMES, 1) == "Shared win: Maija, Liisa!"
    assert winner_title((2,), NAMES, 0) == "The winner: Pekka!"
    translations.install("fi")
    assert deal_title(duo, NAMES, 0) == "Sinä ja Pekka onnistuitte duossa"
    assert deal_title(solo, NAMES, 0) == "Soolosi epäonnistui"
    assert deal_title(solo, NAMES, 1) == "Soolo epäonnistui — Maija"
    assert winner_title((0, 3), NAMES, 0) == "Jaettu voitto: sinä ja Liisa!"


def test_prompts_name_others_and_speak_to_the_viewer(translations: Translations) -> None:
    assert words.seat_line("play_turn_prompt", None) == "Your turn to play"
    assert words.seat_line("play_turn_prompt", "Aino") == "Aino to play"
    assert words.seat_line("choosing_prompt", None) == "You choose Nemo or a Solo"
    assert words.seat_line("squint_turn_prompt", None) == "You decide about the squint"
    assert words.seat_line("giving_prompt", None) == "You choose cards to give"
    assert words.bids_waiting_prompt([None, "Ville"]) == "Waiting for bid cards from you, Ville"
    translations.install("fi")
    assert words.seat_line("play_turn_prompt", None) == "Sinun vuorosi pelata"
    assert words.seat_line("play_turn_prompt", "Aino") == "Aino pelaa"
    assert words.seat_line("choosing_prompt", None) == "Valitset nemon tai soolon"
    assert words.seat_line("squint_turn_prompt", "Aino") == "Aino päättää leskestä"
    assert words.bids_waiting_prompt([None, "Ville"]) == "Odotetaan tarjouskortteja: sinä, Ville"


def test_the_dealer_at_the_bottom_reads_you_deal(table: SquintTable) -> None:
    state, _ = dealt_state(DUO_HANDS, DUO_SQUINT)
    obs = state.observation(4)
    assert deal_line(obs, NAMES, 4) == "Deal 1 — you deal"
    assert deal_line(obs, NAMES, 0) == "Deal 1 — dealer Aino"


def test_the_banner_speaks_to_the_viewer_in_finnish(
    table: SquintTable, translations: Translations
) -> None:
    """Maija and Pekka play the Duo: Maija reads "you and Pekka", Ville both names."""
    seen = revealed_duo(table)
    translations.install("fi")
    table.retranslate()
    assert table.banner_text() == "Duo: sinä ja Pekka, valttina hertta"
    table.set_players(NAMES, 1)
    seen.seat = 1
    seen.show()
    assert table.announcement() == "Duo: Maija ja Pekka, valttina hertta"


def test_squint_events_in_words() -> None:
    assert describe_event(BidPicked(1), NAMES, "squint") == "Ville laid a bid card"
    revealed = BidsRevealed(tuple(parse_cards("5H 9C 8H TS 3D")))
    assert describe_event(revealed, NAMES, "squint") == (
        "Bid cards: Maija 5♥, Ville 9♣, Pekka 8♥, Liisa 10♠, Aino 3♦"
    )
    assert describe_event(CardsPassed(SQUINT_PILE, 0, 2), NAMES, "squint") == (
        "Maija took the squint"
    )
    assert describe_event(CardsPassed(0, 1, 2), NAMES, "squint") == "Maija passed 2 cards to Ville"
    assert describe_event(Scored(1, 1, 40, ACE_SOLO), NAMES, "squint") == (
        "Ville: +40 for the Ace Solo"
    )


def test_a_whole_deal_updates_the_totals(table: SquintTable) -> None:
    state, events = dealt_state(DUO_HANDS, DUO_SQUINT)
    seen = Seen(table, state)
    seen.show(events)
    rng = random.Random(3)
    while not state.observation(0).results:
        seat = state.to_move()[0]
        seen.apply(seat, rng.choice(state.legal_actions(seat)))
    scores = state.observation(0).scores
    standings = table.standings().text().splitlines()
    assert standings[0] == "Totals — game to 150"
    assert sorted(standings[1:]) == sorted(
        f"{name} {str(score).replace('-', chr(0x2212))}"
        for name, score in zip(NAMES, scores, strict=True)
    )


# --- layout and privacy --------------------------------------------------------------------


def owner(found: CardItem, own: Sequence[Card]) -> str:
    """The place a card belongs to: the own hand, the middle (bid cards and the trick, which
    lie together like a trick), or its group (a seat's hand, shown card or pile, the squint)."""
    group = found.place_group
    if found.card in own:
        return "own"
    if group == "trick" or (isinstance(group, tuple) and group[0] == "bid"):
        return "middle"
    return str(group)


def rects_by_owner(table: SquintTable) -> dict[str, list[QRectF]]:
    """What lies where: each card by the place it belongs to, the plates, panels and bar."""
    owners: dict[str, list[QRectF]] = {}
    for found in table.view().scene().items():
        if not found.isVisible():
            continue
        if isinstance(found, CardItem):
            rect = found.card_to_scene(found.card_rect()).boundingRect()
            owners.setdefault(owner(found, table.own_cards()), []).append(rect)
        elif isinstance(found, SeatPlate):
            owners.setdefault(f"plate {found.text()}", []).append(
                found.mapToScene(found.plate_rect()).boundingRect()
            )
    for name, widget in (
        ("deal panel", table.deal_panel()),
        ("standings", table.standings()),
        ("bar", table.view().findChild(QFrame, "action_bar")),
    ):
        if widget is not None and widget.isVisible():
            owners[name] = [QRectF(widget.geometry())]
    return owners


def assert_no_overlaps(table: SquintTable) -> None:
    owners = rects_by_owner(table)
    view = QRectF(table.view().viewport().rect())
    names = sorted(owners)
    for name in names:
        for rect in owners[name]:
            assert view.contains(rect), (name, rect)
    for i, first in enumerate(names):
        for second in names[i + 1 :]:
            for a in owners[first]:
                for b in owners[second]:
                    assert not a.intersects(b), (first, second)


@pytest.fixture
def small_table(qtbot: QtBot, table: SquintTable) -> SquintTable:
    table.resize(960, 640)
    qtbot.waitUntil(lambda: table.view().viewport().size().width() == 960)
    table.set_players([f"{name}-Kristiina" for name in NAMES], 0)
    return table


def test_nothing_overlaps_at_the_smallest_size(small_table: SquintTable) -> None:
    """Long names, and the plate at the top with the most badges: forehand, Ace Solo, hand
    play and its tricks."""
    bids = ("9C", "8H", "AS", "TS", "3D")
    state, events = bid_state(bids, dealer=1)
    seen = Seen(small_table, state)
    seen.show(events + lay_bids(state, bids, (1, 2, 3)))
    assert_no_overlaps(small_table)
    seen.show(lay_bids(state, bids, (0, 4)))
    assert_no_overlaps(small_table)
    seen.apply(2, Declare(PLAY_HAND))
    rng = random.Random(2)
    while len(state.observation(0).tricks) < 3 or len(state.observation(0).trick) < 4:
        seat = state.to_move()[0]
        seen.apply(seat, rng.choice(state.legal_actions(seat)))
    assert "Hand \N{MULTIPLICATION SIGN}2" in small_table.seat_plate_text(2)
    assert_no_overlaps(small_table)


def test_twelve_cards_fit_at_the_smallest_size(small_table: SquintTable) -> None:
    bids = ("8H", "3H", "9C", "TH", "6D")
    state, events = bid_state(bids)
    seen = Seen(small_table, state)
    seen.show(events + lay_bids(state, bids, range(5)))
    assert len(small_table.own_cards()) == 12
    assert_no_overlaps(small_table)


@pytest.mark.parametrize("viewer", [3, None])
def test_random_deals_never_show_a_hidden_card(table: SquintTable, viewer: Seat | None) -> None:
    state = SquintState()
    rng = random.Random(17 if viewer is None else viewer)
    table.set_players(NAMES, 0 if viewer is None else viewer)
    seen = Seen(table, state, viewer)
    while state.to_move() and state.observation(0).deal_number <= 2:
        seat = state.to_move()[0]
        action = (
            state.sample_chance(rng) if seat == CHANCE else rng.choice(state.legal_actions(seat))
        )
        seen.apply(seat, action)
        obs = state.public_observation() if viewer is None else state.observation(viewer)
        drawn = {
            found.card
            for found in table.view().scene().items()
            if isinstance(found, CardItem) and found.card is not None
        }
        assert drawn <= obs.visible_cards()
        if viewer is not None:
            assert not drawn & state.hidden_cards(viewer)
            assert set(table.own_cards()) <= set(obs.hand)


def public_cards(events: Sequence[Event]) -> set[Card]:
    """The cards that events turned face up for everybody."""
    cards: set[Card] = set()
    for event in events:
        if isinstance(event, CardPlayed):
            cards.add(event.card)
        elif isinstance(event, TrickWon | CardsShown):
            cards.update(event.cards)
        elif isinstance(event, BidsRevealed):
            cards.update(event.bids)
    return cards


@pytest.mark.parametrize(
    ("bids", "viewer"),
    [(("8H", "3H", "9C", "TH", "6D"), 1), (DUO_BIDS, 0), (DUO_BIDS, 3)],
)
def test_the_animated_bid_and_squint_show_no_hidden_card_on_the_way(
    qtbot: QtBot, table: SquintTable, bids: tuple[str, ...], viewer: Seat
) -> None:
    """Every step of every batch, not only its end: what is drawn on the way is known to the
    viewer before or after the batch, or was shown to everybody by its events. The deals
    are spec R9 (Nemo passing) and R7 (the Duo exchange)."""
    state, events = bid_state(bids)
    table.set_players(NAMES, viewer)
    seen = Seen(table, state, viewer)
    seen.show(events)
    table.set_speed(0.002)
    rng = random.Random(29)
    before = state.observation(viewer).visible_cards()
    while state.observation(viewer).phase != PLAY:
        seat = state.to_move()[0]
        events = seen.apply(seat, rng.choice(state.legal_actions(seat)))
        known = before | state.observation(viewer).visible_cards() | public_cards(events)
        while table.is_busy():
            drawn = {
                found.card
                for found in table.view().scene().items()
                if isinstance(found, CardItem) and found.card is not None
            }
            assert drawn <= known
            qtbot.wait(1)
        before = state.observation(viewer).visible_cards()


def test_a_new_viewer_sees_no_card_of_the_previous_one(table: SquintTable) -> None:
    seen = duo_table(table)
    seen.apply(0, Bid(Card.parse("5H")))
    assert face_up_cards(table) == set(parse_cards(DUO_HANDS[0])) - {Card.parse("5H")}
    table.set_players(NAMES, 2)
    assert face_up_cards(table) == set()
    assert table.card_item(Card.parse("5H")) is None


def test_a_new_viewer_reads_none_of_the_previous_ones_exchanges(table: SquintTable) -> None:
    seen = revealed_duo(table)
    seen.apply(0, Declare(TAKE_SQUINT))
    seen.apply(0, Keep(Card.parse("KH")))
    assert "From the squint: K♥" in table.deal_panel().text()
    table.set_players(NAMES, 2)
    assert "K♥" not in table.deal_panel().text()
    assert table.card_item(Card.parse("KH")) is None
    seen.seat = 2
    seen.show()
    assert "Duo: you and Maija, hearts trump" in table.deal_panel().text()
    assert "K♥" not in table.deal_panel().text()


def test_every_text_follows_a_language_change(table: SquintTable) -> None:
    revealed_duo(table)
    shouting = Shouting("Squint")
    QCoreApplication.installTranslator(shouting)
    try:
        table.retranslate()
        assert table.prompt() == "DUO WITH Pekka: TAKE THE SQUINT, OR PROPOSE HAND PLAY?"
        assert table.banner_text() == "DUO: YOU AND Pekka, HEARTS TRUMP"
        assert "TRUMP: HEARTS" in table.deal_panel().text()
        assert "DEALER" in table.seat_plate_text(4)
        assert table.standings().text().startswith("TOTALS — GAME TO 150")
        button = table.action_button("take_squint_button")
        assert button is not None and button.text() == "TAKE THE SQUINT"
    finally:
        QCoreApplication.removeTranslator(shouting)
    table.retranslate()
    assert table.banner_text() == "Duo: you and Pekka, hearts trump"


# --- narrow tables -------------------------------------------------------------------------


def assert_panel_text_fits(panel: QFrame) -> None:
    """Every line of a panel shows whole: no label is cut at its side or its foot."""
    for label in panel.findChildren(QLabel):
        if label.isHidden():
            continue
        width = label.width()
        assert label.geometry().right() < panel.width(), label.objectName()
        if label.wordWrap():
            assert label.heightForWidth(width) <= label.height(), label.objectName()
        else:
            assert label.sizeHint().width() <= width, label.objectName()


@pytest.mark.parametrize("size", [(976, 758), (800, 600), (656, 598)])
def test_the_trump_and_every_panel_line_fit_a_table_narrowed_by_the_dock(
    qtbot: QtBot, table: SquintTable, size: tuple[int, int]
) -> None:
    """What the window leaves for the table beside the score sheet, down to its smallest:
    "Penalty suit: diamonds" (Nemo, spec R9's pattern) and the contract wrap inside the deal
    panel, and the top hands close up so the corners keep their width."""
    table.resize(*size)
    qtbot.waitUntil(lambda: table.view().viewport().width() == size[0])
    table.set_players([f"{name}-Kristiina" for name in NAMES], 0)
    bids = ("8D", "3D", "9C", "TD", "6H")
    state, events = bid_state(bids)
    seen = Seen(table, state)
    seen.show(events + lay_bids(state, bids, range(5)))
    text = table.deal_panel().text()
    assert "Nemo: diamonds are penalty" in text
    assert "Penalty suit: diamonds" in text
    assert_panel_text_fits(table.deal_panel())
    assert_no_overlaps(table)


def test_the_hand_stays_bright_while_a_decision_takes_none_of_its_cards(
    table: SquintTable,
) -> None:
    """Deciding about the squint reads the hand: none of it is dimmed, nor picked."""
    revealed_duo(table)
    assert table.action_button("take_squint_button") is not None
    for card in table.own_cards():
        found = table.card_item(card)
        assert found is not None and not found.interactive
    click(table, str(table.own_cards()[0]))
    assert table.action_button("take_squint_button") is not None


# --- five people at one screen ---------------------------------------------------------------

#: A seed whose first deal lets five people lay a 4-1: four low cards of one suit, one of
#: another (the bid cards are chosen from the hands by ``four_one_bids``).
FOUR_ONE_SEED = 5


def four_one_bids(hands: Sequence[Sequence[Card]]) -> tuple[Card, ...]:
    """A bid card from each hand making spec §4.2's pattern 4-1 of 3-to-10 cards; the odd
    bidder is the last seat that can be."""
    low = [[card for card in hand if 3 <= card.rank.value <= 10] for hand in hands]
    for suit in Suit:
        four = [seat for seat, cards in enumerate(low) if any(c.suit is suit for c in cards)]
        for odd in reversed(range(5)):
            others = [c for c in low[odd] if c.suit is not suit]
            rest = [seat for seat in four if seat != odd]
            if others and len(rest) >= 4:
                bids = {odd: others[0]}
                bids |= {seat: next(c for c in low[seat] if c.suit is suit) for seat in rest[:4]}
                return tuple(bids[seat] for seat in range(5))
    raise AssertionError("no 4-1 in this deal")


@pytest.mark.usefixtures("unsaved")
def test_five_people_lay_a_four_one_and_the_odd_bidder_chooses_through_the_window(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Hotseat: each person lays a card by double-click behind the curtain, nobody sees
    another's bid card before all five turn over, and the odd bidder is asked "Nemo or
    Solo" with a button for each and picks a Solo with its trump."""
    seats = tuple(SeatConfig(name, "human") for name in NAMES)
    window.apply_settings(dataclasses.replace(window.settings, hotseat_curtain="every_turn"))
    window.start_match(NewGame("squint", {}, seats), seed=FOUR_ONE_SEED)
    driver, table, curtain = window.driver, window.table, window.curtain
    assert driver is not None and isinstance(table, SquintTable) and curtain is not None
    match = driver.match
    state = match.state
    assert isinstance(state, SquintState)
    bids = four_one_bids([state.observation(seat).hand for seat in range(5)])
    odd = next(s for s in range(5) if sum(b.suit is bids[s].suit for b in bids) == 1)
    four = bids[(odd + 1) % 5].suit
    curtains = 0
    while state.public_observation().phase in (BID, CHOOSE_4_1):
        qtbot.waitUntil(lambda: curtain.isVisible() or driver.acting_seat() is not None)
        qtbot.waitUntil(lambda: not table.is_busy())
        if curtain.isVisible():
            assert face_up_cards(table) <= state.public_observation().visible_cards()
            button = curtain.findChild(QPushButton, "CurtainButton")
            assert button is not None
            QTest.mouseClick(button, Qt.MouseButton.LeftButton)
            curtains += 1
            continue
        seat = driver.acting_seat()
        assert seat is not None
        obs = state.observation(seat)
        assert face_up_cards(table) <= obs.visible_cards()
        logged = len(match.log)
        if obs.phase == BID:
            assert not set(bids) - {bids[seat]} & face_up_cards(table)
            double_click(table, str(bids[seat]))
        else:
            assert seat == odd
            assert table.prompt() == (
                f"Choose Nemo ({four.symbol} penalty), or a Solo and its trump"
            )
            for trump in Suit:
                assert table.action_button(f"solo_{trump.value.lower()}_button") is not None
            assert table.action_button("nemo_button") is not None
            press_button(table, "solo_s_button")
        qtbot.waitUntil(lambda: len(match.log) > logged, timeout=2000)  # noqa: B023
    assert curtains >= 5
    contracts = state.public_observation().contracts
    assert [(c.kind, c.seats, c.suit) for c in contracts] == [(SOLO, (odd,), "S")]


def test_a_long_standings_heading_wraps_instead_of_being_cut(qtbot: QtBot) -> None:
    """On a narrow table the Finnish heading takes a second line; the panel grows for it."""
    holder = QWidget()
    qtbot.addWidget(holder)
    panel = StandingsPanel(holder)
    panel.set_font_px(14)
    panel.set_area(QRectF(0, 0, 150, 200))
    rows = [Standing("Maija", 12), Standing("Pekka", -4)]
    panel.set_standings("Pisteet", rows, 150)
    one_line = panel.height()
    panel.set_standings("Pisteet — peli 150 pisteeseen", rows, 150)
    assert panel.height() > one_line
    assert panel.text().splitlines()[0] == "Pisteet — peli 150 pisteeseen"


def test_the_standings_drawn_from_their_kept_picture_match_a_panel_drawn_afresh(
    qtbot: QtBot,
) -> None:
    """The panel keeps its drawing while cards move beneath it; after new totals, a new
    heading and another width it shows exactly what a panel given them at once shows."""
    holders: list[QWidget] = []

    def panel_with(title: str, rows: list[Standing], width: int) -> StandingsPanel:
        holder = QWidget()
        holders.append(holder)
        holder.resize(300, 300)
        qtbot.addWidget(holder)
        panel = StandingsPanel(holder)
        panel.set_font_px(14)
        panel.set_area(QRectF(0, 0, width, 200))
        panel.set_standings(title, rows, 150)
        holder.show()
        qtbot.waitExposed(holder)
        return panel

    kept = panel_with("Totals", [Standing("Maija", 12), Standing("Pekka", -4)], 180)
    before = kept.grab().toImage()
    later = [Standing("Maija", 30, marked=True), Standing("Pekka", 41)]
    kept.set_standings("Totals — game to 150", later, 150)
    kept.set_area(QRectF(0, 0, 220, 200))
    after = kept.grab().toImage()
    fresh = panel_with("Totals — game to 150", later, 220).grab().toImage()
    assert after == fresh
    assert after != before
