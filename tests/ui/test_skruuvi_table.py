"""The Skruuvi table driven by the real engine: bidding in the box, the exchanges with their
order, knocks, a trick played by click, drag, keyboard and double-click, the panels, the
layout at the smallest window, and privacy over whole random deals.

The scripted deal gives each seat one suit (seat 0 spades, 1 hearts, 2 clubs, 3 diamonds,
two to king) with the four aces as the centre cards; the letters ``ACBD`` seat the players
0-3 clockwise, so 0 and 2 are partners against 1 and 3 and seat 0 deals.
"""

from __future__ import annotations

import dataclasses
import random
import re
from collections.abc import Iterator, Mapping

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QFontMetrics, QPolygonF
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QPushButton, QToolButton, QWidget
from pytestqt.qtbot import QtBot
from table_driving import (
    Shouting,
    chosen,
    click,
    double_click,
    face_up_cards,
    item,
    open_table,
    press,
    press_button,
    view_point,
)

from skruuvi_gui.cards import Card, parse_cards
from skruuvi_gui.match import Match, SeatConfig
from skruuvi_gui.rules.api import (
    CHANCE,
    Action,
    CardsPassed,
    ContractSet,
    Dealt,
    Event,
    Said,
    Scored,
    Seat,
)
from skruuvi_gui.rules.skruuvi import (
    CENTRE,
    GAME_OVER,
    Bid,
    Deal,
    DealResult,
    DrawLetters,
    Give,
    Knock,
    MakeBid,
    Pass,
    Play,
    Reknock,
    SkruuviObservation,
    SkruuviOptions,
    SkruuviState,
    bids_above,
    parse_action,
)
from skruuvi_gui.ui import saving
from skruuvi_gui.ui.dialogs.new_game import NewGame
from skruuvi_gui.ui.event_text import describe_event
from skruuvi_gui.ui.i18n import Translations
from skruuvi_gui.ui.main_window import MainWindow
from skruuvi_gui.ui.skruuvi import banner, words
from skruuvi_gui.ui.skruuvi.bidding_box import HINT_FILL, HINT_FRAME
from skruuvi_gui.ui.skruuvi.results import deal_title, winner_title
from skruuvi_gui.ui.skruuvi.score_sheet import CONTRACT, SkruuviScoreSheet, points_text
from skruuvi_gui.ui.skruuvi.table import SkruuviTable
from skruuvi_gui.ui.skruuvi.table_steps import RESULT_MS
from skruuvi_gui.ui.table import make_table
from skruuvi_gui.ui.table.card_badges import receiver_labels
from skruuvi_gui.ui.table.card_item import CardItem
from skruuvi_gui.ui.table.panel_text import plain
from skruuvi_gui.ui.table.seat_plate import SeatPlate
from skruuvi_gui.ui.tips import TIP_WIDTH, tip_text

NAMES = ("Pekka", "Maija", "Ville", "Liisa", "Kalle")
NATURAL = DrawLetters((0, 2, 1, 3))
RANKS = "23456789TJQK"
ONE_SUIT_EACH = {seat: " ".join(r + suit for r in RANKS) for seat, suit in enumerate("SHCD")}
MINUS = "\N{MINUS SIGN}"
TIMES = "\N{MULTIPLICATION SIGN}"
EIGHT_PASSES = "1:PASS 2:PASS 3:PASS 0:PASS 1:PASS 2:PASS 3:PASS 0:PASS"


# --- deals ---------------------------------------------------------------------------------


def deck_for(hands: Mapping[int, str], centre: str = "AS AH AC AD") -> tuple[Card, ...]:
    """The pack that deals ``hands`` when seat 0 deals: one card at a time from seat 1."""
    held = {seat: parse_cards(text) for seat, text in hands.items()}
    size = len(held[0])
    deck = [held[(1 + i) % 4][i // 4] for i in range(4 * size)]
    return (*deck, *parse_cards(centre))


def dealt(length: str = "session") -> tuple[SkruuviState, list[Event]]:
    state = SkruuviState(SkruuviOptions(length=length))
    events = list(state.apply(CHANCE, NATURAL))
    events += state.apply(CHANCE, Deal(deck_for(ONE_SUIT_EACH)))
    return state, events


def act(state: SkruuviState, script: str) -> list[Event]:
    """Apply ``"seat:ACTION"`` steps separated by spaces, e.g. ``"0:BID:1S 1:PASS"``."""
    events: list[Event] = []
    for step in script.split():
        seat, _, text = step.partition(":")
        events += state.apply(int(seat), parse_action(text))
    return events


#: Seat 0 takes with 1♠, gives K♠ 2♠ A♥ Q♠ to seat 2, who gives 2♣ 9♣ 3♣ on; 5♠ is
#: the contract; the defenders swap 2♥ and 2♦.
TAKEN = f"0:BID:1S {EIGHT_PASSES}"
GIVEN = "0:GIVE:KS,2S,AH,QS 2:GIVE:2C,AH,3C"
FINAL = "0:BID:5S 2:PASS 0:PASS 2:PASS 0:PASS"
SWAPPED = "1:GIVE:2H 3:GIVE:2D"


# --- the table -----------------------------------------------------------------------------


@pytest.fixture
def table(qtbot: QtBot) -> Iterator[SkruuviTable]:
    widget = open_table(qtbot, "skruuvi", SkruuviTable)
    yield widget
    widget.skip_animations()


def view_as(
    table: SkruuviTable, state: SkruuviState, seat: Seat | None, events: list[Event] | None = None
) -> SkruuviObservation:
    """Seat the table for ``seat`` (``None``: the public view) and draw what it sees."""
    table.set_players(NAMES[: state.num_seats], 0 if seat is None else seat)
    obs = state.public_observation() if seat is None else state.observation(seat)
    table.show_observation(obs, events or [])
    return obs


def double_click_released(table: SkruuviTable, card: str) -> None:
    """The double-click, then its last release: as a real double-click ends."""
    pos = view_point(table, card)
    double_click(table, card)
    QTest.mouseRelease(table.view().viewport(), Qt.MouseButton.LeftButton, pos=pos)


def drag_to_centre(table: SkruuviTable, card: str) -> None:
    viewport = table.view().viewport()
    start = view_point(table, card)
    end = QPoint(viewport.width() // 2, viewport.height() // 2 - 40)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for step in range(1, 9):
        QTest.mouseMove(viewport, start + (end - start) * step / 8)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)


def call(table: SkruuviTable, bid: str | None) -> None:
    """Click a call in the bidding box: a bid such as ``"6H"``, or ``None`` for Pass."""
    box = table.bidding_box()
    assert box is not None, "the bidding box is not up"
    button = box.button(None if bid is None else Bid.parse(bid))
    assert button is not None and button.isEnabled(), f"{bid} cannot be called"
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def apply(state: SkruuviState, seat: Seat, actions: list[Action]) -> list[Event]:
    """The one action the table sent, applied to the engine (which checks it)."""
    assert len(actions) == 1
    return list(state.apply(seat, actions.pop()))


# --- bidding ---------------------------------------------------------------------------------


def test_the_bidding_box_orders_strains_by_deal_and_enables_only_legal_bids(
    table: SkruuviTable,
) -> None:
    state, events = dealt()
    events += act(state, "0:BID:1H 1:PASS 2:BID:2S 3:BID:2H")
    view_as(table, state, 0, events)
    box = table.bidding_box()
    assert box is not None
    assert box.rows()[0] == ["1M", "1♠", "1♣", "1♦", "1♥", "1G"]
    assert len(box.rows()) == 7
    assert box.enabled_bids() == bids_above(Bid.parse("2H"), kotka=False)
    assert box.enabled_bids()[:2] == (Bid.parse("2G"), Bid.parse("3M"))
    assert "2 ♥ by Liisa" in box.standing_text().replace(
        '<span style="color:#ff7a7a">♥</span>', "♥"
    )
    assert table.prompt() == "Your bid: the standing bid is 2 ♥ by Liisa"

    actions = chosen(table)
    call(table, "3S")
    assert actions == [MakeBid(Bid.parse("3S"))]
    events = apply(state, 0, actions)
    table.show_observation(state.observation(0), events)
    assert table.prompt() == "Maija to bid"
    assert table.bidding_box() is not None and table.bidding_box().enabled_bids() == ()  # type: ignore[union-attr]


def test_kotka_bids_start_at_six_with_misere_over_hearts(table: SkruuviTable) -> None:
    state = SkruuviState(SkruuviOptions(length="kotka"))
    events = list(state.apply(CHANCE, NATURAL))
    kotka_hands = {seat: hand + " A" + hand[-1] for seat, hand in ONE_SUIT_EACH.items()}
    events += state.apply(CHANCE, Deal(deck_for(kotka_hands, "")))
    events += act(state, "0:BID:6H 1:PASS 2:PASS 3:PASS")
    view_as(table, state, 0, events)
    box = table.bidding_box()
    assert box is not None
    assert box.rows() == [
        ["6♠", "6♣", "6♦", "6♥", "6M", "6G"],
        ["7♠", "7♣", "7♦", "7♥", "7M", "7G"],
    ]
    enabled = box.enabled_bids()
    assert Bid.parse("6M") in enabled and Bid.parse("6H") not in enabled
    assert enabled == bids_above(Bid.parse("6H"), kotka=True)


def test_four_passes_make_a_pass_misere(table: SkruuviTable) -> None:
    state, events = dealt()
    view_as(table, state, 0, events)
    assert table.prompt() == "Your bid: nobody has bid yet — bid or pass"
    actions = chosen(table)
    call(table, None)
    assert actions == [Pass()]
    events = apply(state, 0, actions)
    events += act(state, "1:PASS 2:PASS 3:PASS")
    table.show_observation(state.observation(0), events)
    assert table.bidding_box() is None
    assert table.contract_panel().banner() == "Pass-misère — nobody declares"
    assert table.history().rows() == [["Pass", "Pass", "Pass", "Pass"]]
    received = [t for t in state.observation(0).received if t.from_seat == CENTRE]
    assert len(received) == 1 and received[0].cards[0] in table.own_cards()
    assert table.prompt() == "Maija and Ville are choosing cards to give"


def test_the_history_reads_like_an_auction_under_each_seat(table: SkruuviTable) -> None:
    state, events = dealt()
    events += act(state, f"{TAKEN} {GIVEN} 0:BID:5S 2:PASS")
    view_as(table, state, 1, events)
    assert table.history().rows() == [
        ["1 ♠", "Pass", "Pass", "Pass"],
        ["Pass", "Pass", "Pass", "Pass"],
        ["Pass", "", "", ""],
        ["Final bidding"],
        ["5 ♠", "", "Pass", ""],
        ["…", "", "", ""],
    ]
    assert table.contract_panel().banner() == "Final bidding — 5 ♠ by Pekka"


def test_a_hint_marks_the_bid_in_the_box(table: SkruuviTable) -> None:
    state, events = dealt()
    view_as(table, state, 0, events)
    table.show_hint(MakeBid(Bid.parse("1S")))
    box = table.bidding_box()
    assert box is not None
    hinted = box.button(Bid.parse("1S"))
    assert hinted is not None and hinted.property("hinted") is True
    other = box.button(None)
    assert other is not None and other.property("hinted") is False


def test_a_pass_hint_shows_in_the_hint_colours_and_the_focus_frame_does_not(
    qtbot: QtBot, table: SkruuviTable
) -> None:
    """The Pass button's own colours gave way to the hint, and a focused bid looked like the
    suggestion: now the hinted call alone wears the cyan fill and frame."""
    state, events = dealt()
    view_as(table, state, 0, events)
    table.skip_animations()
    box = table.bidding_box()
    assert box is not None
    passing = box.button(None)
    bid = box.button(Bid.parse("1S"))
    assert passing is not None and bid is not None
    bid.setFocus()
    table.show_hint(Pass())

    def colour(button: QPushButton, x: int) -> str:
        image = button.grab().toImage()
        return image.pixelColor(x, image.height() // 2).name()

    qtbot.waitUntil(lambda: colour(passing, 6) == HINT_FILL)
    assert colour(passing, 1) == HINT_FRAME
    assert colour(bid, 6) != HINT_FILL
    assert colour(bid, 1) != HINT_FRAME


def test_the_focus_frame_shows_on_pass_as_on_every_bid(qtbot: QtBot, table: SkruuviTable) -> None:
    """By keyboard Pass is reached below the bids: its frame turns white when it has the
    focus, as a bid's does (its own green border no longer hides it)."""
    state, events = dealt()
    view_as(table, state, 0, events)
    table.skip_animations()
    box = table.bidding_box()
    assert box is not None
    passing = box.button(None)
    assert passing is not None

    def frame() -> str:
        image = passing.grab().toImage()
        return image.pixelColor(1, image.height() // 2).name()

    QTest.keyClick(box, Qt.Key.Key_Up)  # the box opens on Pass: away to the cheapest bid
    qtbot.waitUntil(lambda: not passing.hasFocus())
    unfocused = frame()
    passing.setFocus()
    qtbot.waitUntil(passing.hasFocus)
    qtbot.waitUntil(lambda: frame() == "#ffffff")
    assert unfocused != "#ffffff"


def test_the_bidding_box_is_played_with_the_keyboard(table: SkruuviTable) -> None:
    state, events = dealt()
    view_as(table, state, 0, events)
    box = table.bidding_box()
    assert box is not None
    # The keyboard starts on Pass: an Enter by habit bids nothing. Up goes to the cheapest
    # bid, whichever row it stands in.
    assert box.focusWidget() is box.button(None)
    QTest.keyClick(box, Qt.Key.Key_Up)
    assert box.focusWidget() is box.button(Bid.parse("1M"))
    QTest.keyClick(box, Qt.Key.Key_Down)
    QTest.keyClick(box, Qt.Key.Key_Right)
    focused = box.focusWidget()
    assert focused is box.button(Bid.parse("2S"))
    actions = chosen(table)
    QTest.keyClick(focused, Qt.Key.Key_Space)
    assert actions == [MakeBid(Bid.parse("2S"))]


def test_tab_goes_between_the_bids_and_pass_and_stays_in_the_box(table: SkruuviTable) -> None:
    """The bids are one stop (the arrows walk them) and Pass the other: Tab and Shift+Tab go
    from one to the other, back to the bid left, the focus always on a call that can be
    made."""
    state, events = dealt()
    events += act(state, "0:BID:1S")
    view_as(table, state, 1, events)
    box = table.bidding_box()
    assert box is not None
    passing, cheapest = box.button(None), box.button(Bid.parse("1C"))
    assert box.focusWidget() is passing
    QTest.keyClick(passing, Qt.Key.Key_Tab)
    assert box.focusWidget() is cheapest
    QTest.keyClick(cheapest, Qt.Key.Key_Right)
    further = box.focusWidget()
    assert further is box.button(Bid.parse("1D"))
    QTest.keyClick(further, Qt.Key.Key_Tab)
    assert box.focusWidget() is passing
    QTest.keyClick(passing, Qt.Key.Key_Backtab)
    assert box.focusWidget() is further  # back to the bid it left
    QTest.keyClick(further, Qt.Key.Key_Backtab)
    assert box.focusWidget() is passing


def test_enter_in_a_fresh_bidding_box_passes(table: SkruuviTable) -> None:
    state, events = dealt()
    events += act(state, "0:BID:1S 1:BID:2M")
    view_as(table, state, 2, events)
    box = table.bidding_box()
    assert box is not None
    actions = chosen(table)
    QTest.keyClick(box, Qt.Key.Key_Return)
    assert actions == [Pass()]


def test_a_bid_in_the_history_says_what_it_means(table: SkruuviTable) -> None:
    """On hover in lines of about sixty characters; on a click in a box that stays."""
    state, events = dealt()
    events += act(state, "0:BID:1S 1:BID:2M 2:PASS 3:BID:2G")
    view_as(table, state, 3, events)
    cells = {label.text(): label for label in table.history().findChildren(QLabel, "history_cell")}
    spade = next(label for text, label in cells.items() if text.startswith("1 "))
    spade_meaning = (
        "Good trumps in spades, one of: at least five cards of the suit, three of them honours;"
        " the ace and at least six cards; four honours; A K Q and another; two honours and four"
        " cards"
        "\n1 ♠: the bidding side takes at least 7 tricks"
    )
    assert spade.toolTip() == tip_text(spade_meaning)
    assert " ".join(spade.toolTip().split()) == " ".join(spade_meaning.split())
    assert max(len(line) for line in spade.toolTip().splitlines()) <= TIP_WIDTH
    misere = cells["2 misère"]
    misere_meaning = "A wish to play 2 misère\n2 misère: the bidding side takes at most 5 tricks"
    assert misere.toolTip() == misere_meaning
    assert cells["2 grandi"].toolTip().startswith("Four aces\n")
    assert cells["Pass"].toolTip() == "Nothing to bid now"
    box = table.bid_meaning()
    QTest.mouseClick(misere, Qt.MouseButton.LeftButton)
    assert table.explanation() == box.meaning() == misere_meaning
    assert table.view().rect().contains(box.geometry())
    QTest.mouseClick(spade, Qt.MouseButton.LeftButton)
    assert box.meaning() == spade_meaning
    button = box.findChild(QToolButton, "bid_meaning_close")
    assert button is not None
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert box.meaning() == "" and not box.isVisible()


@pytest.mark.parametrize(
    ("width", "height"),
    [(1280, 800), (960, 640), (700, 530), (1000, 500), (800, 480), (640, 480), (600, 520)],
)
def test_a_bids_meaning_covers_no_seat_plate(
    qtbot: QtBot, table: SkruuviTable, width: int, height: int
) -> None:
    """The box opens under the history, where the left-hand seat's plate lies on a short
    table (700 x 530 is what a 1024 x 600 screen leaves beside the score sheet): it moves
    out of every plate's and the bidding box's way, and stays on the table."""
    table.resize(width, height)
    qtbot.waitUntil(lambda: table.view().width() > 0 and table.width() == width)
    state, events = dealt()
    events += act(state, "0:BID:1S 1:BID:2M 2:PASS 3:BID:2G 0:BID:3S 1:PASS 2:BID:4D")
    view_as(table, state, 3, events)
    cells = table.history().findChildren(QLabel, "history_cell")
    QTest.mouseClick(next(c for c in cells if c.text().startswith("1 ")), Qt.MouseButton.LeftButton)
    box = table.bid_meaning()
    assert box.meaning().startswith("Good trumps in spades")
    assert table.view().rect().contains(box.geometry())
    viewport = table.view().viewport()
    plates = []
    for seat in range(4):
        rect = table.seat_plate_rect(seat)
        assert rect is not None
        shown = table.view().mapFromScene(rect).boundingRect()
        plates.append(QRect(viewport.mapTo(table.view(), shown.topLeft()), shown.size()))
    assert [box.geometry().intersects(plate) for plate in plates] == [False] * 4
    calls = table.bidding_box()  # seat 3 to bid: its calls stay in view too
    assert calls is not None and not box.geometry().intersects(calls.geometry())


def test_the_keyboard_walks_the_history_and_explains_a_bid(table: SkruuviTable) -> None:
    """Tab reaches it and frames the last bid; the arrows walk the bids, Enter explains the
    one framed, Escape closes the meaning and gives the keys back to the table."""
    state, events = dealt()
    events += act(state, "0:BID:1S 1:BID:2M 2:PASS 3:BID:2G 0:BID:3S 1:PASS")
    view_as(table, state, 3, events)
    history = table.history()
    table.view().setFocus()
    QTest.keyClick(table.view(), Qt.Key.Key_Tab)
    assert history.hasFocus()
    assert history.rows() == [["1 ♠", "2 misère", "Pass", "2 grandi"], ["3 ♠", "Pass", "…", ""]]
    assert history.focused_call() == "Pass"  # the last call
    framed = [
        (label.text(), label.y())
        for label in history.findChildren(QLabel, "history_cell")
        if label.property("focused")
    ]
    assert len(framed) == 1 and framed[0][0] == "Pass"
    QTest.keyClick(history, Qt.Key.Key_Up)  # the row above, its nearest bid
    assert history.focused_call() == "2 misère"
    QTest.keyClick(history, Qt.Key.Key_Left)
    assert history.focused_call() == "1 ♠"
    QTest.keyClick(history, Qt.Key.Key_Down)
    assert history.focused_call() == "3 ♠"
    QTest.keyClick(history, Qt.Key.Key_Left)
    assert history.focused_call() == "2 grandi"
    QTest.keyClick(history, Qt.Key.Key_Return)
    assert table.bid_meaning().meaning().startswith("Four aces\n")
    QTest.keyClick(history, Qt.Key.Key_Escape)
    assert not table.bid_meaning().isVisible() and table.view().hasFocus()


# --- exchanges -------------------------------------------------------------------------------


def test_the_taker_gives_four_cards_in_the_order_chosen(table: SkruuviTable) -> None:
    state, events = dealt()
    events += act(state, TAKEN)
    view_as(table, state, 0, events)
    assert {Card.parse(c) for c in ("AS", "AH", "AC", "AD")} <= set(table.own_cards())
    assert len(table.own_cards()) == 16
    assert table.prompt() == "Give 4 cards to Ville (0/4 chosen)"
    assert table.seat_plate_text(0) == "Pekka Taker"

    actions = chosen(table)
    for card in ("KS", "2S"):
        click(table, card)
    assert table.prompt() == "Give 4 cards to Ville (2/4 chosen)"
    assert table.action_button("confirm_button") is None
    click(table, "AH")
    click(table, "QS")
    assert table.card_badges() == {
        Card.parse(c): str(i + 1) for i, c in enumerate(["KS", "2S", "AH", "QS"])
    }
    press_button(table, "confirm_button")
    assert actions == [Give(parse_cards("KS 2S AH QS"))]
    events = apply(state, 0, actions)

    partner = view_as(table, state, 2, events)
    assert partner.received[-1].cards == parse_cards("KS 2S AH QS")
    assert table.card_badges() == {
        Card.parse(c): str(i + 1) for i, c in enumerate(["KS", "2S", "AH", "QS"])
    }
    assert "You got: K♠ 2♠ A♥ Q♠ from Pekka" in table.contract_panel().text()
    assert "Centre cards: A♠ A♥ A♣ A♦" in table.contract_panel().text()


def test_the_centre_cards_turn_face_up_for_everyone_when_taken(
    qtbot: QtBot, table: SkruuviTable
) -> None:
    state, events = dealt()
    events += act(state, "0:BID:1S 1:PASS 2:PASS 3:PASS 0:PASS 1:PASS 2:PASS 3:PASS")
    view_as(table, state, 1, events)
    aces = set(parse_cards("AS AH AC AD"))
    assert not aces & face_up_cards(table)
    centre = [
        found
        for found in table.view().scene().items()
        if isinstance(found, CardItem) and found.key in {("centre", i) for i in range(4)}
    ]
    assert len(centre) == 4 and not any(found.face_up for found in centre)

    table.set_speed(0.1)
    events = act(state, "0:PASS")
    with qtbot.waitSignal(table.settled, timeout=20_000):
        table.show_observation(state.observation(1), events)
        qtbot.waitUntil(lambda: aces <= face_up_cards(table), timeout=3000)
    assert not aces & face_up_cards(table)
    assert table.seat_plate_text(0) == "Pekka Taker"


def test_the_partner_gives_one_card_to_each_player_in_turn(table: SkruuviTable) -> None:
    state, events = dealt()
    events += act(state, f"{TAKEN} 0:GIVE:KS,2S,AH,QS")
    view_as(table, state, 2, events)
    assert table.prompt() == (
        "Give one card each to Liisa, Pekka and Maija, in that order (0/3 chosen)"
    )
    actions = chosen(table)
    for card in ("2C", "AH", "3C"):
        click(table, card)
    assert table.card_badges() == {  # neighbours: initials, as whole names would collide
        Card.parse("2C"): "L",
        Card.parse("AH"): "P",
        Card.parse("3C"): "M",
        Card.parse("KS"): "1",
        Card.parse("2S"): "2",
        Card.parse("QS"): "4",
    }
    press(table, Qt.Key.Key_Return)
    assert actions == [Give(parse_cards("2C AH 3C"))]
    events = apply(state, 2, actions)
    assert [(e.from_seat, e.to_seat) for e in events if isinstance(e, CardsPassed)] == [
        (2, 3),
        (2, 0),
        (2, 1),
    ]


def test_final_bidding_must_reach_level_five(table: SkruuviTable) -> None:
    """Below level 5 one may raise step by step, but not pass; the prompt says just that."""
    state, events = dealt()
    events += act(state, f"{TAKEN} {GIVEN}")
    view_as(table, state, 0, events)
    assert table.prompt() == (
        "Final bidding: the standing bid is 1 ♠ — raise it; no passing below level 5"
    )
    box = table.bidding_box()
    assert box is not None
    pass_button = box.button(None)
    assert pass_button is not None and not pass_button.isEnabled()
    step = box.button(Bid.parse("2S"))
    assert step is not None and step.isEnabled()
    actions = chosen(table)
    call(table, "5S")
    assert actions == [MakeBid(Bid.parse("5S"))]
    events = apply(state, 0, actions) + act(state, "2:PASS")
    table.show_observation(state.observation(0), events)
    assert table.prompt() == "Final bidding: nobody outbid your 5 ♠ — raise it or pass"
    call(table, None)
    assert actions == [Pass()]


def index_corner(card: CardItem) -> QPolygonF:
    """The card's rank and suit in its top-left corner, below the face's white margin."""
    face = card.card_rect()
    top = face.top() + face.height() * 0.05
    corner = QRectF(face.left(), top, face.width() * 0.22, face.height() * 0.2)
    return card.card_to_scene(corner)


def test_received_badges_stand_over_their_own_cards_index_and_hide_none(
    table: SkruuviTable,
) -> None:
    """In a hand as tightly fanned as beside the score sheet, each badge is over the part of
    its card the next card leaves uncovered, and covers no card's rank and suit."""
    table.resize(780, 720)
    state, events = dealt()
    events += act(state, TAKEN)
    events += apply(state, 0, [Give(parse_cards("KS 2S AH QS"))])
    view_as(table, state, 2, events)
    hand = table.own_cards()
    drawn = [table.card_item(card) for card in hand]
    faces = [found for found in drawn if found is not None]
    assert len(faces) == len(hand)
    lefts = [face.card_to_scene(face.card_rect()).boundingRect().left() for face in faces]
    badged = [card for card in hand if table.card_badge_outline(card) is not None]
    assert sorted(badged) == sorted(parse_cards("KS 2S AH QS"))
    for card in badged:
        outline = table.card_badge_outline(card)
        assert outline is not None
        at = hand.index(card)
        strip_end = lefts[at + 1] if at + 1 < len(hand) else lefts[at] + 1000
        assert lefts[at] <= outline.boundingRect().center().x() <= strip_end, card
        for face in faces:
            assert not outline.intersects(index_corner(face)), (card, face.card)


def test_the_defenders_exchange_one_card_each_way(table: SkruuviTable) -> None:
    state, events = dealt()
    events += act(state, f"{TAKEN} {GIVEN} {FINAL}")
    view_as(table, state, 1, events)
    assert table.contract_panel().banner() == "5 ♠ — Pekka declares"
    assert table.prompt() == "Give a card to Liisa (0/1 chosen)"
    actions = chosen(table)
    double_click_released(table, "2H")
    assert actions == [Give(parse_cards("2H"))]
    events = apply(state, 1, actions)
    view_as(table, state, 3, events)
    assert table.prompt() == "Give a card back to Maija (0/1 chosen)"
    assert table.card_badges() == {Card.parse("2C"): "+", Card.parse("2H"): "+"}
    click(table, "2D")
    press_button(table, "confirm_button")
    assert actions == [Give(parse_cards("2D"))]


# --- exchanges by drag -----------------------------------------------------------------------


def drag_onto(table: SkruuviTable, card: str, scene_point: QPointF) -> None:
    """Press on the card's uncovered part, move in steps and let go where its middle lies
    on ``scene_point``, as a hand with a mouse does."""
    view = table.view()
    start = view_point(table, card)
    grabbed = item(table, card).pos() - view.mapToScene(start)
    end = view.mapFromScene(scene_point - grabbed)
    viewport = view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for step in range(1, 9):
        QTest.mouseMove(viewport, start + (end - start) * step / 8)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)
    table.skip_animations()


def plate_of(table: SkruuviTable, seat: Seat) -> QPointF:
    rect = table.seat_plate_rect(seat)
    assert rect is not None
    return rect.center()


def test_the_partners_three_cards_go_to_whoever_they_are_dropped_on(
    table: SkruuviTable,
) -> None:
    """Liisa, Pekka and Maija get one card each: a drop on a seat is that seat's card, in
    whatever order the cards are dropped; a second card dropped on a seat takes its turn."""
    state, events = dealt()
    events += act(state, f"{TAKEN} 0:GIVE:KS,2S,AH,QS")
    view_as(table, state, 2, events)
    table.skip_animations()
    actions = chosen(table)
    drag_onto(table, "9C", plate_of(table, 1))  # Maija, on the right
    drag_onto(table, "3C", plate_of(table, 1))  # ...and instead this one
    assert table.card_badges()[Card.parse("3C")] == "Maija"
    assert not item(table, "9C").chosen  # back in the hand
    waiting = item(table, "3C")
    assert waiting.chosen and waiting.pos().x() > table.width() / 2  # before Maija
    assert table.prompt().endswith("(1/3 chosen)")
    drag_onto(table, "2C", plate_of(table, 3))  # Liisa, on the left
    assert table.card_badges()[Card.parse("2C")] == "Liisa"
    assert actions == []
    drag_onto(table, "AH", QPointF(table.width() / 2 + 60, table.height() * 0.08))  # his hand
    assert actions == [Give(parse_cards("2C AH 3C"))]
    events = apply(state, 2, actions)
    assert [(e.from_seat, e.to_seat) for e in events if isinstance(e, CardsPassed)] == [
        (2, 3),
        (2, 0),
        (2, 1),
    ]


def test_a_click_fills_the_place_a_drop_left_open(table: SkruuviTable) -> None:
    state, events = dealt()
    events += act(state, f"{TAKEN} 0:GIVE:KS,2S,AH,QS")
    view_as(table, state, 2, events)
    table.skip_animations()
    actions = chosen(table)
    drag_onto(table, "3C", plate_of(table, 0))  # Pekka's card, the second
    click(table, "2C")  # Liisa's, the first place left
    click(table, "5C")  # Maija's
    assert table.card_badges()[Card.parse("5C")] == "Maija"
    press_button(table, "confirm_button")
    assert actions == [Give(parse_cards("2C 3C 5C"))]


def test_the_takers_four_cards_dropped_on_partner_go_in_the_order_dropped(
    table: SkruuviTable,
) -> None:
    state, events = dealt()
    events += act(state, TAKEN)
    view_as(table, state, 0, events)
    table.skip_animations()
    actions = chosen(table)
    drag_onto(table, "KS", plate_of(table, 1))  # an opponent takes no card...
    assert not item(table, "KS").chosen
    assert table.prompt() == "Give 4 cards to Ville (0/4 chosen)"
    for card in ("KS", "2S", "AH"):
        drag_onto(table, card, plate_of(table, 2))  # ...partner does
    badges = table.card_badges()
    assert [badges[Card.parse(c)] for c in ("KS", "2S", "AH")] == ["1", "2", "3"]
    top = item(table, "KS").pos()
    assert top.y() < table.height() / 2  # waiting before Ville
    assert actions == []
    drag_onto(table, "QS", plate_of(table, 2))
    assert actions == [Give(parse_cards("KS 2S AH QS"))]


@pytest.mark.parametrize(
    ("script", "giver", "receiver", "card"),
    [
        (f"{TAKEN} {GIVEN} {FINAL}", 1, 3, "2H"),  # the defenders' exchange
        ("0:PASS 1:PASS 2:PASS 3:PASS", 2, 0, "9C"),  # pass-misère
    ],
)
def test_one_card_dropped_on_partner_is_given_at_once(
    table: SkruuviTable, script: str, giver: Seat, receiver: Seat, card: str
) -> None:
    state, events = dealt()
    events += act(state, script)
    view_as(table, state, giver, events)
    table.skip_animations()
    actions = chosen(table)
    opponent = (giver + 1) % 4
    drag_onto(table, card, plate_of(table, opponent))
    assert actions == []
    drag_onto(table, card, plate_of(table, receiver))
    assert actions == [Give(parse_cards(card))]
    passed = [e for e in state.apply(giver, actions[0]) if isinstance(e, CardsPassed)]
    assert [(e.from_seat, e.to_seat) for e in passed] == [(giver, receiver)]


# --- knocks ----------------------------------------------------------------------------------


def test_knock_and_re_knock_buttons_appear_exactly_when_allowed(table: SkruuviTable) -> None:
    state, events = dealt()
    events += act(state, f"{TAKEN} {GIVEN} {FINAL} {SWAPPED}")
    view_as(table, state, 3, events)
    assert table.prompt() == "Maija may knock"
    assert table.action_button("knock_button") is None

    view_as(table, state, 1)
    assert table.prompt() == "Knock or pass"
    assert table.action_button("reknock_button") is None
    passing = table.action_button("pass_button")
    assert passing is not None
    assert passing.toolTip() == "Pass: the contract is played as it stands"
    knock = table.action_button("knock_button")
    assert knock is not None
    assert knock.toolTip() == "Knock: the deal's points then count 2 times over"
    actions = chosen(table)
    press_button(table, "knock_button")
    assert actions == [Knock()]
    events = apply(state, 1, actions)

    view_as(table, state, 2, events)
    assert table.prompt() == "Re-knock or pass"
    assert table.action_button("knock_button") is None
    reknock = table.action_button("reknock_button")
    assert reknock is not None
    assert reknock.toolTip() == "Re-knock: the deal's points then count 4 times over"
    press_button(table, "reknock_button")
    assert actions == [Reknock()]
    events = apply(state, 2, actions)
    view_as(table, state, 0, events)
    assert table.contract_panel().banner() == f"5 ♠ — you declare — re-knocked {TIMES}4"
    assert table.history().rows()[-2:] == [["Knocks"], ["", "Knock", "Re-knock", ""]]


# --- the play --------------------------------------------------------------------------------


def play_ready() -> tuple[SkruuviState, list[Event]]:
    state, events = dealt()
    events += act(state, f"{TAKEN} {GIVEN} {FINAL} {SWAPPED} 1:PASS 3:PASS")
    return state, events


def test_the_seat_to_play_glows_once_the_card_before_has_landed(
    qtbot: QtBot, table: SkruuviTable
) -> None:
    """The plates are drawn while the card before flies; the glow comes when it lands."""
    state, events = play_ready()
    view_as(table, state, 2, events)
    table.skip_animations()
    table.set_speed(0.3)
    events = act(state, "1:P:3C")
    assert state.observation(2).to_move == (2,)
    with qtbot.waitSignal(table.settled, timeout=20_000):
        table.show_observation(state.observation(2), events)
        assert table.is_busy()
    items = table.view().scene().items()
    plates = {found.name(): found for found in items if isinstance(found, SeatPlate)}
    assert plates[NAMES[2]].is_active() and not plates[NAMES[1]].is_active()


def test_a_click_on_a_card_of_another_suit_says_follow_suit(table: SkruuviTable) -> None:
    state, events = play_ready()
    view_as(table, state, 1, events)
    actions = chosen(table)
    click(table, "3C")
    press_button(table, "play_button")
    events = apply(state, 1, actions)
    view_as(table, state, 2, events)
    refusals: list[str] = []
    table.refused.connect(refusals.append)
    click(table, "KS")
    double_click(table, "KS")
    assert refusals == ["You must follow suit: play a ♣"] * 3
    assert actions == []  # nothing was sent


def test_a_trick_is_played_by_click_drag_keyboard_and_double_click(table: SkruuviTable) -> None:
    state, events = play_ready()
    view_as(table, state, 1, events)
    assert table.prompt() == "Your lead: play any card"
    actions = chosen(table)
    click(table, "3C")
    press_button(table, "play_button")
    assert actions == [Play(Card.parse("3C"))]
    events = apply(state, 1, actions)

    view_as(table, state, 2, events)
    assert table.prompt() == "Your turn: play a card (you must follow ♣)"
    assert not item(table, "KS").playable and item(table, "KC").playable
    drag_to_centre(table, "KS")
    assert actions == []
    drag_to_centre(table, "KC")
    assert actions == [Play(Card.parse("KC"))]
    events = apply(state, 2, actions)

    view_as(table, state, 3, events)
    assert table.own_cards()[:2] == parse_cards("2H 2C")
    press(table, Qt.Key.Key_Right)  # the first card that may be played, past 2H
    assert item(table, "2C").focused
    press(table, Qt.Key.Key_Enter)
    assert actions == [Play(Card.parse("2C"))]
    events = apply(state, 3, actions)

    view_as(table, state, 0, events)
    playable = {str(c) for c in table.own_cards() if item(table, str(c)).playable}
    assert playable == {"AC"}
    double_click_released(table, "AS")
    assert actions == []
    double_click_released(table, "AC")
    assert actions == [Play(Card.parse("AC"))]
    events = apply(state, 0, actions)

    table.show_observation(state.observation(0), events)
    assert table.seat_plate_text(0) == "Pekka Declarer Tricks: 1"
    assert "Tricks: ● You and Ville 1 · ● Maija and Liisa 0" in table.contract_panel().text()
    # A narrow panel may break the line between the sides only, never inside one.
    line = banner.tricks_html(state.observation(0), NAMES[:4], lambda seat: int(seat == 0), 0)
    assert [plain(part).replace("\xa0", " ") for part in line.split(" · ")] == [
        "Tricks: ● You and Ville 1",
        "● Maija and Liisa 0",
    ]
    assert all(" " not in part.split(": ")[-1] for part in re.split(r" · |<[^>]*>", line))
    long_names = ("Anna-Kristiina Virtanen", "Maija-Liisa Korhonen-Laa", "Pekka", "Ville")
    long_line = banner.tricks_html(state.observation(0), long_names, lambda seat: 0, 0)
    assert "Maija-Liisa Korhonen-Laa" in long_line and "&nbsp;" not in long_line
    review = table.contract_panel().review_button()
    assert review is not None
    QTest.mouseClick(review, Qt.MouseButton.LeftButton)
    shown = table.trick_review()
    assert shown is not None
    assert shown.lines() == [
        "Trick 1: you won it",
        "Maija: 3C",
        "Ville: KC",
        "Liisa: 2C",
        "Pekka: AC",
    ]


def test_the_2016_variant_reviews_two_tricks_while_a_trick_is_in_progress(
    table: SkruuviTable,
) -> None:
    """Seed 002: everybody may see the last two tricks, also in the middle of a trick."""
    state = SkruuviState(SkruuviOptions(length="session", scoring="2016"))
    events = list(state.apply(CHANCE, NATURAL))
    events += state.apply(CHANCE, Deal(deck_for(ONE_SUIT_EACH)))
    while len(state.public_observation().tricks) < 2 or not state.public_observation().trick:
        seat = state.to_move()[0]
        events += state.apply(seat, state.legal_actions(seat)[0])
    view_as(table, state, 0, events)
    review = table.contract_panel().review_button()
    assert review is not None
    QTest.mouseClick(review, Qt.MouseButton.LeftButton)
    shown = table.trick_review()
    assert shown is not None
    headings = [line for line in shown.lines() if line.startswith("Trick")]
    assert [heading.split(":")[0] for heading in headings] == ["Trick 2", "Trick 1"]
    press(table, Qt.Key.Key_Escape)  # closes it, though the person is not to move
    assert table.trick_review() is None


def test_input_is_ignored_while_another_seat_is_to_move(table: SkruuviTable) -> None:
    state, events = play_ready()
    view_as(table, state, 0, events)
    assert table.prompt() == "Maija to play"
    actions = chosen(table)
    double_click_released(table, "AC")
    press(table, Qt.Key.Key_Right)
    press(table, Qt.Key.Key_Return)
    assert actions == []


def test_misere_shows_the_trick_of_each_ace(table: SkruuviTable) -> None:
    state, events = dealt()
    events += act(state, f"0:BID:1M {EIGHT_PASSES} {GIVEN} 0:BID:5M {FINAL.split(' ', 1)[1]}")
    events += act(state, f"{SWAPPED} 1:PASS 3:PASS 1:P:3C 2:P:KC 3:P:2C 0:P:AC")
    view_as(table, state, 1, events)
    assert table.contract_panel().banner() == "5 misère — Pekka declares"
    assert "Aces: A♣ in trick 1 (● Pekka)" in table.contract_panel().text()


# --- layout ----------------------------------------------------------------------------------


def scene_rect(widget: QWidget, table: SkruuviTable) -> QRectF:
    top_left = widget.mapTo(table.view(), QPoint(0, 0))
    return QRectF(QRect(top_left, widget.size()))


def placed_rects(table: SkruuviTable) -> dict[str, list[QRectF]]:
    """What occupies the table now: own cards, other cards, plates and panels."""
    own = set(table.own_cards())
    rects: dict[str, list[QRectF]] = {"own": [], "cards": [], "plates": [], "panels": []}
    for found in table.view().scene().items():
        if isinstance(found, CardItem) and found.isVisible():
            rect = found.card_to_scene(found.card_rect()).boundingRect()
            rects["own" if found.card in own else "cards"].append(rect)
    rects["plates"] = [
        plate for seat in range(4) if (plate := table.seat_plate_rect(seat)) is not None
    ]
    widgets: list[QWidget | None] = [
        table.history(),
        table.contract_panel(),
        table.bidding_box(),
        table.view().findChild(QWidget, "action_bar"),
    ]
    rects["panels"] = [
        scene_rect(widget, table) for widget in widgets if widget is not None and widget.isVisible()
    ]
    return rects


def assert_apart(first: list[QRectF], second: list[QRectF], what: str) -> None:
    for a in first:
        for b in second:
            overlap = a.intersected(b)
            assert overlap.width() < 2 or overlap.height() < 2, (what, a, b)


@pytest.mark.parametrize("stage", ["bidding", "exchange", "play"])
@pytest.mark.parametrize("size", [(960, 640), (740, 590), (640, 590), (560, 480)])
def test_nothing_overlaps_at_the_smallest_window(
    qtbot: QtBot, table: SkruuviTable, stage: str, size: tuple[int, int]
) -> None:
    """960x640 is the smallest window; 740x590 and 640x590 are what is left of it for the
    table with a score sheet docked beside it."""
    table.resize(*size)
    qtbot.waitUntil(lambda: table.view().viewport().width() == size[0])
    state, events = dealt()
    script = {
        "bidding": "0:BID:1H 1:PASS 2:BID:2S 3:BID:2H",
        "exchange": TAKEN,
        "play": f"{TAKEN} {GIVEN} {FINAL} {SWAPPED} 1:PASS 3:PASS 1:P:3C 2:P:KC",
    }[stage]
    events += act(state, script)
    if stage == "play":
        events += act(state, "3:P:2C")
    view_as(table, state, 0, events)
    rects = placed_rects(table)
    view = table.view().sceneRect()
    for group in rects.values():
        for rect in group:
            assert view.adjusted(-1, -1, 1, 1).contains(rect), rect
    assert_apart(rects["own"], rects["cards"], "own hand and other cards")
    assert_apart(rects["own"], rects["plates"], "own hand and plates")
    assert_apart(rects["own"], rects["panels"], "own hand and panels")
    assert_apart(rects["panels"], rects["plates"], "panels and plates")
    assert_apart(rects["panels"], rects["cards"], "panels and cards")
    assert_apart(rects["plates"], rects["cards"], "plates and cards")
    panels = rects["panels"]
    for i, a in enumerate(panels):
        assert_apart([a], panels[i + 1 :], "panels")
    own = rects["own"]
    assert len(own) == {"bidding": 12, "exchange": 16, "play": 13}[stage]


def test_a_table_narrowed_by_the_dock_keeps_plates_on_the_felt_and_heads_over_columns(
    qtbot: QtBot, table: SkruuviTable
) -> None:
    """Long names at the narrowest table the window has left: every plate stays whole on
    the felt, and names too long for the history's columns are cut short there (the whole
    name in the tooltip) rather than clipped."""
    table.resize(512, 598)
    qtbot.waitUntil(lambda: table.view().viewport().width() == 512)
    state, events = dealt()
    events += act(state, f"{TAKEN} {GIVEN} {FINAL} {SWAPPED} 1:PASS 3:PASS 1:P:3C")
    names = tuple(f"{name}-Kristiina" for name in NAMES[:4])
    table.set_players(names, 0)
    table.show_observation(state.observation(0), events)
    view = table.view().sceneRect()
    for seat in range(4):
        plate = table.seat_plate_rect(seat)
        assert plate is not None and view.contains(plate), seat
    heads = [label for label in table.history().findChildren(QLabel, "history_head")]
    assert sorted(head.toolTip() for head in heads) == sorted(f"<qt>{n}</qt>" for n in names)
    assert all("\N{HORIZONTAL ELLIPSIS}" in head.text() for head in heads)
    for head in heads:
        for line in plain(head.text()).splitlines():
            assert QFontMetrics(head.font()).horizontalAdvance(line) <= head.width(), line
    history = table.history()
    assert history.x() + history.width() <= table.contract_panel().x()


def test_the_hand_stays_bright_while_bidding(table: SkruuviTable) -> None:
    """A call reads the hand: no card of it is dimmed, nor picked by a click."""
    state, events = dealt()
    view_as(table, state, 0, events)
    assert table.bidding_box() is not None
    for card in table.own_cards():
        found = table.card_item(card)
        assert found is not None and not found.interactive
    click(table, "KS")
    assert not table.card_badges()
    assert table.action_button("confirm_button") is None


def test_the_result_shown_before_the_window_appears_is_centred_on_it(qtbot: QtBot) -> None:
    """As a picture of a finished game is taken: the table draws the end while still
    hidden, then appears at its size with the result in the middle and no seat marked
    dealer or forehand any more."""
    widget = make_table("skruuvi")
    assert isinstance(widget, SkruuviTable)
    qtbot.addWidget(widget)
    widget.set_speed(0)
    rng = random.Random(5)
    state = SkruuviState(SkruuviOptions(length="alkupeli"))
    events = list(state.apply(CHANCE, state.sample_chance(rng)))
    while state.to_move():
        seat = state.to_move()[0]
        action = (
            state.sample_chance(rng) if seat == CHANCE else rng.choice(state.legal_actions(seat))
        )
        events += state.apply(seat, action)
    widget.set_players(NAMES[:4], 0)
    widget.show_observation(state.observation(0), events)
    widget.skip_animations()
    widget.resize(900, 700)
    widget.show()
    qtbot.waitExposed(widget)
    panel = widget.view().findChild(QWidget, "result_panel")
    assert panel is not None and panel.isVisible()
    viewport = widget.view().viewport().rect()
    assert abs(panel.geometry().center().x() - viewport.center().x()) <= 2
    assert viewport.contains(panel.geometry())
    assert all(
        text not in widget.seat_plate_text(seat)
        for seat in range(4)
        for text in ("Dealer", "Forehand")
    )


# --- privacy, results and the score sheet ----------------------------------------------------


@pytest.mark.parametrize(("length", "viewer"), [("alkupeli", 0), ("kotka", 2), ("alkupeli", None)])
def test_random_deals_never_show_a_hidden_card(
    table: SkruuviTable, length: str, viewer: Seat | None
) -> None:
    rng = random.Random(f"{length}{viewer}")
    state = SkruuviState(SkruuviOptions(length=length))
    events = list(state.apply(CHANCE, state.sample_chance(rng)))
    table.set_players(NAMES[:4], 0 if viewer is None else viewer)
    while state.to_move():
        seat = state.to_move()[0]
        action = (
            state.sample_chance(rng) if seat == CHANCE else rng.choice(state.legal_actions(seat))
        )
        events = list(state.apply(seat, action))
        obs = state.public_observation() if viewer is None else state.observation(viewer)
        table.show_observation(obs, events)
        assert face_up_cards(table) <= obs.visible_cards()
    outcome = state.outcome()
    assert outcome is not None
    text = table.result_panel_text()
    assert points_text(max(outcome.scores)) in text
    sheet = table.score_sheet_widget()
    rows = sheet.rows()
    order = state.public_observation().order
    first, second = (f"{NAMES[order[i]]} and {NAMES[order[i + 2]]}" for i in (0, 1))
    assert rows[0] == [f"Robber 1: {first} against {second}"]
    totals = rows[-1]
    assert totals[0] == "Total"
    result = state.public_observation().results[0]
    assert rows[1][2:] == [points_text(p) for p in result.points]


def test_the_score_sheet_lists_every_robber_with_its_partnerships(table: SkruuviTable) -> None:
    state, events = dealt()
    view_as(table, state, 0, events)
    sheet = table.score_sheet_widget()
    assert sheet.headings() == [
        "Deal",
        "Contract",
        "Pekka (A)",
        "Maija (C)",
        "Ville (B)",
        "Liisa (D)",
    ]
    ville = sheet.horizontalHeaderItem(4)
    assert ville is not None and ville.toolTip() == (
        "Ville's letter is B: the sheet names a contract's declarer by the letter, as in "
        "“6 ♥ B x2”."
    )
    rows = sheet.rows()
    headings = [row[0] for row in rows if len(row) == 1]
    assert headings == [
        "Robber 1: Pekka and Ville against Maija and Liisa",
        "Robber 2: Pekka and Maija against Ville and Liisa",
        "Robber 3: Pekka and Liisa against Ville and Maija",
    ]
    labels = [row[0] for row in rows[1:11]]
    assert labels == [
        "▸ Opening 1",
        "Opening 2",
        "Opening 3",
        "Opening 4",
        "Eagle 1",
        "Eagle 2",
        "Eagle 3",
        "Eagle 4",
        "Robber 1 total",
        "Robber 2: Pekka and Maija against Ville and Liisa",
    ]
    assert rows[-1][0] == "Total"


def test_the_score_sheet_is_drawn_again_only_when_what_it_shows_changed(
    qtbot: QtBot,
) -> None:
    """A new phase of a deal leaves the sheet as it is (no redraw); a finished deal and the
    game's end change it, and after every step it reads as a sheet drawn afresh."""
    rng = random.Random(5)
    state = SkruuviState(SkruuviOptions(length="robber"))
    sheet = SkruuviScoreSheet()
    qtbot.addWidget(sheet)
    redraws: list[str] = []
    phases: list[str] = []
    sheet.redrawn.connect(lambda: redraws.append(phases[-1]))
    while state.to_move():
        seat = state.to_move()[0]
        action = (
            state.sample_chance(rng) if seat == CHANCE else rng.choice(state.legal_actions(seat))
        )
        state.apply(seat, action)
        obs = state.observation(0)
        if phases and phases[-1] == obs.phase:
            continue
        phases.append(obs.phase)
        sheet.show_session(obs, NAMES[:4])
        fresh = SkruuviScoreSheet()
        qtbot.addWidget(fresh)
        fresh.show_session(obs, NAMES[:4])
        assert (sheet.rows(), sheet.headings()) == (fresh.rows(), fresh.headings())
    assert phases[-1] == GAME_OVER
    assert redraws[-1] == GAME_OVER
    assert 4 < len(redraws) < len(phases) / 2  # the deals and the end, not every phase


def test_five_players_show_who_sits_out(table: SkruuviTable) -> None:
    state = SkruuviState(SkruuviOptions(num_players=5))
    events = list(state.apply(CHANCE, DrawLetters((0, 1, 2, 3, 4))))
    events += state.apply(CHANCE, state.sample_chance(random.Random(3)))
    view_as(table, state, 0, events)
    obs = state.observation(0)
    assert obs.sitting_out == 0
    assert "You sit out this robber" in table.contract_panel().text()
    headings = [row[0] for row in table.score_sheet_widget().rows() if len(row) == 1]
    assert headings[0].endswith(", you sit out")  # not "You sits out"
    assert headings[1].endswith(f", {NAMES[1]} sits out")
    assert table.seat_plate_rect(0) is None
    assert all(table.seat_plate_rect(seat) is not None for seat in range(1, 5))
    assert face_up_cards(table) == set()
    view_as(table, state, 1)
    assert "Pekka sits out this robber" in table.contract_panel().text()
    assert len(table.own_cards()) == 12


# --- words ---------------------------------------------------------------------------------


def test_the_contract_panel_speaks_to_the_viewer(
    table: SkruuviTable, translations: Translations
) -> None:
    """Pekka (seat 0) takes and declares: he reads "you", Maija reads his name."""
    state, events = dealt()
    events += act(state, TAKEN)
    view_as(table, state, 0, events)
    assert table.contract_panel().banner() == "You take with 1 ♠"
    view_as(table, state, 2)
    assert table.contract_panel().banner() == "Pekka takes with 1 ♠"
    act(state, f"{GIVEN} {FINAL} {SWAPPED} 1:PASS 3:PASS")
    view_as(table, state, 0)
    assert table.contract_panel().banner() == "5 ♠ — you declare"
    assert "Tricks: ● You and Ville 0 · ● Maija and Liisa 0" in table.contract_panel().text()
    view_as(table, state, 1)
    assert table.contract_panel().banner() == "5 ♠ — Pekka declares"
    assert "Tricks: ● Pekka and Ville 0 · ● You and Liisa 0" in table.contract_panel().text()
    translations.install("fi")
    table.retranslate()
    assert table.contract_panel().banner() == "5 ♠ — pelinviejä Pekka"
    assert "● Pekka ja Ville 0 · ● Sinä ja Liisa 0" in table.contract_panel().text()
    view_as(table, state, 0)
    assert table.contract_panel().banner() == "5 ♠ — olet pelinviejä"


def test_results_speak_to_the_viewer(translations: Translations) -> None:
    """Pekka (seat 0) declared 6 ♥ with Ville (seat 2) as partner."""
    state, _ = dealt()
    letters = state.public_observation().letters
    made = DealResult(0, 1, "alkupeli", 0, "6H", 0, 0, (12, 1), (60, -60, 60, -60))
    down = dataclasses.replace(made, tricks=(10, 3))
    assert plain(deal_title(made, letters, NAMES, 0)) == "6 ♥ made by you"
    assert plain(deal_title(made, letters, NAMES, 1)) == "6 ♥ made by Pekka"
    assert plain(deal_title(down, letters, NAMES, 0)) == "Your 6 ♥: down 2"
    assert plain(deal_title(down, letters, NAMES)) == "6 ♥ down 2 — Pekka"
    assert winner_title((0, 2), NAMES, 2) == "You and Pekka win the game!"
    assert winner_title((0, 2), NAMES, 1) == "Pekka and Ville win the game!"
    translations.install("fi")
    assert plain(deal_title(made, letters, NAMES, 0)) == "6 ♥: teit kotipelin"
    assert plain(deal_title(made, letters, NAMES, 1)) == "6 ♥: Pekka teki kotipelin"
    assert plain(deal_title(down, letters, NAMES, 0)) == "6 ♥, 2 pietiä — olit pelinviejä"
    assert winner_title((0, 2), NAMES, 2) == "Sinä ja Pekka voititte pelin!"


def test_waiting_prompts_speak_to_the_viewer(translations: Translations) -> None:
    assert words.seat_line("play_turn_prompt", None) == "Your turn to play"
    assert words.seat_line("bidding_turn_prompt", None) == "Your turn to bid"
    assert words.seat_line("knock_turn_prompt", None) == "You may knock"
    assert words.seat_line("knock_turn_prompt", "Maija") == "Maija may knock"
    assert words.giving_prompt([None]) == "You are choosing cards to give"
    assert words.giving_prompt([None, "Maija"]) == "You and Maija are choosing cards to give"
    assert words.giving_prompt(["Ville", "Maija"]) == "Ville and Maija are choosing cards to give"
    assert words.trick_title(7, None) == "Trick 7: you won it"
    translations.install("fi")
    assert words.seat_line("play_turn_prompt", None) == "Sinun vuorosi pelata"
    assert words.seat_line("knock_turn_prompt", None) == "Voit koputtaa"
    assert words.seat_line("knock_turn_prompt", "Maija") == "Maija voi koputtaa"
    assert words.giving_prompt([None, "Maija"]) == "Sinä ja Maija valitsette annettavia kortteja"
    assert words.trick_title(7, None) == "Tikki 7: voitit sen"
    assert words.trick_title(7, "Maija") == "Tikki 7: sen voitti Maija"


@pytest.mark.parametrize(
    ("event", "text"),
    [
        (Said(0, "6H"), "Pekka bids 6 ♥"),
        (Said(1, "5M"), "Maija bids 5 misère"),
        (Said(2, "pass"), "Ville passes"),
        (Said(3, "knock"), "Liisa knocks"),
        (Said(0, "reknock"), "Pekka re-knocks"),
        (CardsPassed(0, 2, 4), "Pekka gives 4 cards to Ville"),
        (CardsPassed(1, 3, 1), "Maija gives a card to Liisa"),
        (CardsPassed(CENTRE, 0, 4), "Pekka takes the centre cards"),
        (ContractSet((0, 2), "7G"), "Contract 7 grandi: Pekka declares"),
        (ContractSet((), "pass_misere"), "Everybody passed: Pass-misère"),
        (Scored(0, 0, 36, "made", (), 36), "Pekka: +36 for contract made"),
        (Scored(1, 1, -17, "undertricks", (), -17), f"Maija: {MINUS}17 for undertricks"),
    ],
)
def test_events_are_described_in_skruuvi_words(qtbot: QtBot, event: Event, text: str) -> None:
    assert describe_event(event, NAMES[:4], "skruuvi") == text


def test_every_text_follows_a_language_change(table: SkruuviTable) -> None:
    state, events = dealt()
    events += act(state, "0:BID:1H 1:PASS 2:BID:2S 3:BID:2H")
    view_as(table, state, 0, events)
    shouting = Shouting("Skruuvi", "SkruuviBids")
    QCoreApplication.installTranslator(shouting)
    try:
        table.retranslate()
        assert table.prompt() == "YOUR BID: THE STANDING BID IS 2 ♥ BY Liisa"
        assert "DEALER" in table.seat_plate_text(0)
        assert table.contract_panel().banner() == "FIRST BIDDING — 2 ♥ BY Liisa"
        assert table.history().rows()[0] == ["1 ♥", "PASS", "2 ♠", "2 ♥"]
    finally:
        QCoreApplication.removeTranslator(shouting)
    table.retranslate()
    assert table.prompt() == "Your bid: the standing bid is 2 ♥ by Liisa"


# --- through the window --------------------------------------------------------------------


def act_by_hand(table: SkruuviTable, obs: SkruuviObservation) -> None:
    """Do what a person would: call in the box (opening low, then passing), pick cards and
    confirm, pass on knocks, double-click a card; the first legal choice each time."""
    legal = obs.legal
    if obs.phase in ("first_bidding", "final_bidding"):
        bids = [a.bid for a in legal if isinstance(a, MakeBid)]
        opening = obs.phase == "first_bidding" and obs.standing is None
        call(table, str(bids[0]) if opening or Pass() not in legal else None)
    elif isinstance(legal[0], Give):
        for card in legal[0].cards:
            click(table, str(card))
        press(table, Qt.Key.Key_Return)
    elif obs.phase == "knocks":
        press_button(table, "pass_button")
    else:
        first = legal[0]
        assert isinstance(first, Play)
        double_click_released(table, str(first.card))


@pytest.fixture
def unsaved(monkeypatch: pytest.MonkeyPatch) -> None:
    """Games through the window are not saved after every action (saving has its own
    tests): that keeps these tests quick."""
    monkeypatch.setattr(saving.GameSaver, "save", lambda self, match: None)


def play_through_window(
    qtbot: QtBot, window: MainWindow, humans: set[int], seed: int, until: str
) -> list[str]:
    """A practice deal with people at ``humans`` and random computers elsewhere, played by
    hand through the window until the phase ``until`` (or the end). Whenever a person acts,
    or the curtain is up, or a hand waits face down to be turned up, no card the screen may
    not show is face up. The phases of the people's decisions, ``"curtain"`` for each
    curtain and ``"turn_up"`` for each hand turned up, in order."""
    seats = tuple(
        SeatConfig(NAMES[seat], "human")
        if seat in humans
        else SeatConfig(NAMES[seat], "bot", "random")
        for seat in range(4)
    )
    window.start_match(NewGame("skruuvi", {"length": "alkupeli"}, seats), seed=seed)
    driver, table, curtain = window.driver, window.table, window.curtain
    assert driver is not None and isinstance(table, SkruuviTable) and curtain is not None
    box = window.turn_up
    assert box is not None
    match = driver.match
    steps: list[str] = []
    while not match.is_over and match.state.public_observation().phase != until:
        qtbot.waitUntil(
            lambda: match.is_over or driver.waiting_for_person(),
            timeout=20_000,
        )
        qtbot.waitUntil(lambda: not table.is_busy())
        if curtain.isVisible():
            assert face_up_cards(table) <= match.state.public_observation().visible_cards()
            button = curtain.findChild(QPushButton, "CurtainButton")
            assert button is not None
            QTest.mouseClick(button, Qt.MouseButton.LeftButton)
            steps.append("curtain")
            continue
        if box.isVisible():
            assert face_up_cards(table) <= match.state.public_observation().visible_cards()
            turn_up = box.findChild(QPushButton, "TurnUpButton")
            assert turn_up is not None
            QTest.keyClick(turn_up, Qt.Key.Key_Space)
            steps.append("turn_up")
            continue
        seat = driver.acting_seat()
        if seat is None:
            continue
        obs = match.observation(seat)
        assert isinstance(obs, SkruuviObservation)
        assert face_up_cards(table) <= obs.visible_cards()
        logged = len(match.log)
        act_by_hand(table, obs)
        qtbot.waitUntil(lambda: len(match.log) > logged, timeout=2000)  # noqa: B023
        steps.append(obs.phase)
    return steps


@pytest.mark.usefixtures("unsaved")
def test_a_deal_is_bid_exchanged_and_played_through_the_window(
    qtbot: QtBot, window: MainWindow
) -> None:
    steps = play_through_window(qtbot, window, {0}, seed=3, until="")
    assert steps.count("play") == 13
    assert {"first_bidding", "taker_exchange", "knocks"} <= set(steps)
    table = window.table
    assert isinstance(table, SkruuviTable) and window.driver is not None
    results = window.driver.match.state.public_observation().results  # type: ignore[attr-defined]
    assert len(results) == 1
    rows = table.score_sheet_widget().rows()
    assert rows[1][2:] == [points_text(p) for p in results[0].points]
    assert table.result_panel_text()


@pytest.mark.usefixtures("unsaved")
def test_the_curtain_falls_at_every_private_step_between_two_people(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.apply_settings(dataclasses.replace(window.settings, hotseat_curtain="every_turn"))
    steps = play_through_window(qtbot, window, {0, 2}, seed=3, until="play")
    assert steps.count("curtain") >= 2
    assert "taker_exchange" in steps


@pytest.mark.usefixtures("unsaved")
def test_two_people_turn_their_hands_up_through_a_whole_deal(
    qtbot: QtBot, window: MainWindow
) -> None:
    """By default a person's hand lies face down until they turn it up, whenever the screen
    passes to them; the curtain comes only with news: the exchange's cards given to them."""
    steps = play_through_window(qtbot, window, {0, 1}, seed=3, until="")
    assert steps.count("play") == 26
    assert steps.count("turn_up") == 29
    # Only the exchanges brought the curtain: the cards given in them, and then what a
    # person was given before their knock.
    curtains = [i for i, step in enumerate(steps) if step == "curtain"]
    assert [steps[i + 1] for i in curtains] == ["defenders_exchange"] * 2 + ["knocks"]


def test_a_deal_result_waits_for_the_person_to_go_on(qtbot: QtBot, table: SkruuviTable) -> None:
    """The result stays past its old two seconds until a click or Enter; then the table
    moves on to the next deal. The score sheet has the deal while its result shows."""
    rng = random.Random(8)
    state = SkruuviState(SkruuviOptions(length="session"))
    events = list(state.apply(CHANCE, state.sample_chance(rng)))
    table.set_players(NAMES[:4], 0)
    table.set_speed(0.4)
    table.show_observation(state.observation(0), events)
    table.skip_animations()
    while not state.public_observation().results:
        seat = state.to_move()[0]
        action = (
            state.sample_chance(rng) if seat == CHANCE else rng.choice(state.legal_actions(seat))
        )
        events = list(state.apply(seat, action))
        table.show_observation(state.observation(0), events)
        if state.public_observation().results:
            break
        table.skip_animations()
    qtbot.waitUntil(lambda: bool(table.result_panel_text()), timeout=20_000)
    assert "Click the table or press Enter for the next deal." in table.result_panel_text()
    sheet = table.score_sheet_widget()
    written = [
        item.text()
        for row in range(sheet.rowCount())
        if (item := sheet.item(row, CONTRACT)) is not None and item.text()
    ]
    (result,) = state.public_observation().results
    assert result.declarer is not None
    assert len(written) == 1 and f"({NAMES[result.declarer]})" in written[0]
    qtbot.wait(round(RESULT_MS * 0.4) + 600)
    assert table.is_busy() and table.result_panel_text()
    press(table, Qt.Key.Key_Return)
    assert not table.is_busy()


def test_receiver_tags_on_neighbouring_chosen_cards_never_run_together(
    table: SkruuviTable,
) -> None:
    """Three neighbouring cards clicked for three receivers: the whole names would run into
    each other (and read as torn "isa", "kka"), so each card carries its receiver's initial,
    clear of the others (a card waiting in front of its receiver keeps the whole name: see
    the drop tests above)."""
    state, events = dealt()
    events += act(state, f"{TAKEN} 0:GIVE:KS,2S,AH,QS")
    view_as(table, state, 2, events)
    table.skip_animations()
    for card in ("2C", "3C", "5C"):
        click(table, card)
    badges = table.card_badges()
    assert [badges[Card.parse(c)] for c in ("2C", "3C", "5C")] == ["L", "P", "M"]
    outlines = [table.card_badge_outline(Card.parse(c)) for c in ("2C", "3C", "5C")]
    rects = [outline.boundingRect() for outline in outlines if outline is not None]
    assert len(rects) == 3
    for i, rect in enumerate(rects):
        for other in rects[i + 1 :]:
            assert not rect.intersects(other)


def test_receiver_labels_shorten_to_initials_then_numbers() -> None:
    assert receiver_labels(["Liisa", "Pekka", "Maija"], 3) == [
        ["Liisa", "Pekka", "Maija"],
        ["L", "P", "M"],
        ["1", "2", "3"],
    ]
    assert receiver_labels(["Liisa", "Lasse", "Maija"], 3) == [
        ["Liisa", "Lasse", "Maija"],
        ["1", "2", "3"],
    ]
    assert receiver_labels(["Ville"] * 4, 4) == [["1", "2", "3", "4"]]


def test_the_next_deal_is_dealt_from_the_cards_gathered_up(table: SkruuviTable) -> None:
    """The cards of a deal, swept to the middle, are the next deal's pack: the table moves
    the same items on (each with its cached picture) instead of fading 52 out and making 52
    anew in the same moment."""
    match = Match("skruuvi", {}, [SeatConfig(name, "bot", "random") for name in NAMES[:4]], 5)
    table.set_players(NAMES[:4], 0)
    first: list[CardItem] = []
    events = match.start()
    while not any(isinstance(event, Dealt) and event.deal_number == 2 for event in events):
        table.show_observation(match.observation(0), events)
        table.skip_animations()
        first = first or card_items(table)
        seat = match.bot_seats_to_move()[0]
        events = match.apply(seat, match.bot_for(seat).choose(match.observation(seat)))
    table.show_observation(match.observation(0), events)
    table.skip_animations()
    now = card_items(table)
    assert len(first) == len(now) == 52
    assert {id(item) for item in now} == {id(item) for item in first}


def card_items(table: SkruuviTable) -> list[CardItem]:
    return [item for item in table.view().scene().items() if isinstance(item, CardItem)]


def test_the_bidding_box_keeps_its_place_while_a_hint_comes_and_goes(table: SkruuviTable) -> None:
    """The hint's words stand under the calls: the box grew upwards with them and a click
    aimed at Pass missed; now the calls stay put as the words appear and go."""
    state, events = dealt()
    view_as(table, state, 0, events)
    table.skip_animations()
    box = table.bidding_box()
    assert box is not None
    passing = box.button(None)
    assert passing is not None

    def place() -> tuple[int, int]:
        spot = passing.mapTo(table, passing.rect().topLeft())
        return spot.x(), spot.y()

    before = place()
    words = "Pass. " + "The book's row for a hand with no suit to show fits. " * 3
    table.show_hint(Pass(), words)
    shown = box.findChild(QLabel, "hint_reason")
    assert isinstance(shown, QLabel) and shown.isVisible() and shown.text() == words
    assert place() == before
    view_as(table, state, 0)
    table.skip_animations()
    assert place() == before
