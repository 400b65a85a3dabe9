"""The cribbage table driven by the real engine: choosing cards by mouse, drag and keyboard,
the Go and muggins buttons, the narrated show, layouts and privacy.

Deals are scripted card by card from the rules spec (§10.1 is the seed text's example deal),
so every figure checked here is one the spec gives.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QPointF, QRectF, QSize, Qt
from PySide6.QtTest import QTest
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
    view_point,
)

from skruuvi_gui.cards import FULL_DECK, Card, parse_cards
from skruuvi_gui.rules.api import CHANCE, Event, Seat
from skruuvi_gui.rules.cribbage import (
    GAME_OVER,
    CallMuggins,
    Claim,
    CribbageOptions,
    CribbageState,
    Deal,
    Discard,
    FirstDealer,
    Go,
    Play,
)
from skruuvi_gui.ui.cribbage.table import CribbageTable
from skruuvi_gui.ui.table.card_item import CardItem
from skruuvi_gui.ui.table.labels import LabelItem

NAMES = ("Pekka", "Maija", "Ville", "Liisa")


# --- deals ---------------------------------------------------------------------------------


def scripted_deck(hands: Sequence[str], starter: str) -> tuple[Card, ...]:
    """A pack dealt as spec §2 says: ``hands[0]`` is pone's, the last the dealer's."""
    dealt = [parse_cards(hand) for hand in hands]
    head: list[Card] = []
    for round_cards in zip(*dealt, strict=True):
        head.extend(round_cards)
    head.append(Card.parse(starter))
    return (*head, *(card for card in FULL_DECK if card not in head))


def dealt_state(
    hands: Sequence[str], starter: str, **options: object
) -> tuple[CribbageState, list[Event]]:
    """Two players, seat 0 deals; ``hands`` = (pone's six cards, the dealer's six)."""
    state = CribbageState(CribbageOptions(**options))  # type: ignore[arg-type]
    events = list(state.apply(CHANCE, FirstDealer(0)))
    events += state.apply(CHANCE, Deal(scripted_deck(hands, starter)))
    return state, events


def seed_state(**options: object) -> tuple[CribbageState, list[Event]]:
    """Spec §10.1: A (seat 0) deals, B (seat 1) is pone; starter 2C."""
    return dealt_state(("AS 7C 8S 9H KC JH", "AD 2D 4C 6D TH QC"), "2C", **options)


def discard_seed(state: CribbageState) -> list[Event]:
    events = list(state.apply(1, Discard(parse_cards("AS KC"))))
    events += state.apply(0, Discard(parse_cards("2D 6D")))
    return events


SEED_PLAY = (
    (1, "8S"),
    (0, "TH"),
    (1, "9H"),
    (0, "4C"),
    (1, "7C"),
    (0, "QC"),
    (1, "JH"),
    (0, "AD"),
)


def play(
    state: CribbageState, moves: Sequence[tuple[Seat, str]], claim: int | None = None
) -> list[Event]:
    """Play ``moves``; with muggins "all" each play claims ``claim`` points."""
    events: list[Event] = []
    for seat, card in moves:
        events += state.apply(seat, Play(Card.parse(card), claim))
    return events


# --- the table -----------------------------------------------------------------------------


@pytest.fixture
def table(qtbot: QtBot) -> Iterator[CribbageTable]:
    widget = open_table(qtbot, "cribbage", CribbageTable)
    yield widget
    widget.skip_animations()


def seat_table(table: CribbageTable, players: int, bottom: Seat) -> None:
    table.set_players(NAMES[:players], bottom)


def drag_to_centre(table: CribbageTable, card: str) -> None:
    viewport = table.view().viewport()
    start = view_point(table, card)
    end = QPoint(start.x(), viewport.height() // 2 - 40)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for step in range(1, 9):
        QTest.mouseMove(viewport, start + (end - start) * step / 8)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)


def seed_play_table(table: CribbageTable, moves: int) -> CribbageState:
    """The seed deal after the discards and ``moves`` cards of its play, seen by A (seat 0)."""
    state, events = seed_state()
    events += discard_seed(state)
    events += play(state, SEED_PLAY[:moves])
    seat_table(table, 2, 0)
    table.show_observation(state.observation(0), events)
    return state


# --- choosing cards ------------------------------------------------------------------------


def test_discard_two_cards_by_clicking_then_confirm(table: CribbageTable) -> None:
    state, events = seed_state()
    seat_table(table, 2, 0)
    table.show_observation(state.observation(0), events)
    actions = chosen(table)
    assert table.prompt() == "Choose 2 cards for your crib (0/2 chosen)"
    assert table.action_button("confirm_button") is None

    click(table, "2D")
    assert table.prompt() == "Choose 2 cards for your crib (1/2 chosen)"
    assert item(table, "2D").chosen
    assert table.action_button("confirm_button") is None
    click(table, "6D")
    confirm = table.action_button("confirm_button")
    assert confirm is not None
    assert actions == []

    QTest.mouseClick(confirm, Qt.MouseButton.LeftButton)
    assert actions == [Discard(parse_cards("2D 6D"))]


def test_the_keyboard_discards_with_enter_as_it_plays(table: CribbageTable) -> None:
    """Enter on a card picks it while the crib wants more, then sends the two; the arrows
    go round the hand's ends."""
    state, events = seed_state()
    seat_table(table, 2, 0)
    table.show_observation(state.observation(0), events)
    actions = chosen(table)
    order = [str(card) for card in table.own_cards()]
    press(table, Qt.Key.Key_Left)  # from the right-hand end
    assert item(table, order[-1]).focused
    press(table, Qt.Key.Key_Right)  # round to the left-hand end
    assert item(table, order[0]).focused
    press(table, Qt.Key.Key_Return)
    assert item(table, order[0]).chosen and actions == []
    assert table.prompt() == "Choose 2 cards for your crib (1/2 chosen)"
    press(table, Qt.Key.Key_Right)
    press(table, Qt.Key.Key_Return)
    assert item(table, order[1]).chosen and actions == []
    press(table, Qt.Key.Key_Return)
    assert actions == [Discard(parse_cards(f"{order[0]} {order[1]}"))]


def test_pone_discards_for_the_dealers_crib_and_a_click_unchooses(table: CribbageTable) -> None:
    state, events = seed_state()
    seat_table(table, 2, 1)
    table.show_observation(state.observation(1), events)
    actions = chosen(table)
    assert table.prompt() == "Choose 2 cards for Pekka's crib (0/2 chosen)"
    click(table, "AS")
    click(table, "AS")
    assert not item(table, "AS").chosen
    click(table, "KC")
    click(table, "AS")
    press(table, Qt.Key.Key_Return)
    assert actions == [Discard(parse_cards("AS KC"))]


def test_dragging_a_card_onto_the_play_area_plays_it(table: CribbageTable) -> None:
    seed_play_table(table, 1)
    actions = chosen(table)
    assert table.prompt() == "Your turn: play a card (count 8)"
    drag_to_centre(table, "TH")
    assert actions == [Play(Card.parse("TH"))]


def test_a_card_dropped_back_on_the_hand_is_not_played(table: CribbageTable) -> None:
    seed_play_table(table, 1)
    actions = chosen(table)
    viewport = table.view().viewport()
    start = view_point(table, "TH")
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    QTest.mouseMove(viewport, start + QPoint(30, 0))
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=start + QPoint(30, 0))
    assert actions == []


def test_double_click_plays_a_card(table: CribbageTable) -> None:
    seed_play_table(table, 1)
    actions = chosen(table)
    double_click(table, "4C")
    assert actions == [Play(Card.parse("4C"))]


def test_keyboard_left_right_and_enter_play_the_focused_card(table: CribbageTable) -> None:
    seed_play_table(table, 1)
    actions = chosen(table)
    assert table.own_cards() == parse_cards("AD 4C TH QC")
    press(table, Qt.Key.Key_Right)
    assert item(table, "AD").focused
    press(table, Qt.Key.Key_Right)
    press(table, Qt.Key.Key_Right)
    press(table, Qt.Key.Key_Left)
    assert item(table, "4C").focused
    press(table, Qt.Key.Key_Enter)
    assert actions == [Play(Card.parse("4C"))]


def test_enter_with_no_card_in_focus_puts_the_focus_on_the_first(table: CribbageTable) -> None:
    """Enter before any arrow plays nothing: it shows where the keyboard is, and the next
    Enter plays that card."""
    seed_play_table(table, 1)
    actions = chosen(table)
    press(table, Qt.Key.Key_Return)
    assert actions == [] and item(table, "AD").focused
    press(table, Qt.Key.Key_Return)
    assert actions == [Play(Card.parse("AD"))]


def test_an_illegal_card_is_dimmed_and_cannot_be_played(table: CribbageTable) -> None:
    seed_play_table(table, 3)
    actions = chosen(table)
    assert table.prompt() == "Your turn: play a card (count 27)"
    queen = item(table, "QC")
    assert not queen.playable
    assert item(table, "4C").playable

    double_click(table, "QC")
    drag_to_centre(table, "QC")
    click(table, "QC")
    assert not queen.chosen
    assert table.action_button("play_button") is None
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Right):
        press(table, key)
    assert queen.focused
    press(table, Qt.Key.Key_Space)
    press(table, Qt.Key.Key_Return)
    assert actions == []

    double_click(table, "4C")
    assert actions == [Play(Card.parse("4C"))]


def test_a_click_or_enter_on_a_dimmed_card_says_why(table: CribbageTable) -> None:
    seed_play_table(table, 3)
    refusals: list[str] = []
    table.refused.connect(refusals.append)
    click(table, "QC")
    assert refusals == ["That card would take the count over 31 (count 27)"]
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Return):
        press(table, key)
    assert item(table, "QC").focused
    assert len(refusals) == 2 and refusals[1] == refusals[0]
    assert table.announcements()[-1] == refusals[0]
    click(table, "4C")  # a card that may go says nothing
    assert len(refusals) == 2


def test_input_is_ignored_while_another_seat_is_to_move(table: CribbageTable) -> None:
    seed_play_table(table, 2)
    actions = chosen(table)
    assert table.prompt() == "Maija's turn (count 18)"
    double_click(table, "4C")
    press(table, Qt.Key.Key_Right)
    press(table, Qt.Key.Key_Return)
    assert actions == []


# --- go ------------------------------------------------------------------------------------


def go_state() -> CribbageState:
    """Spec §10.13: P (seat 1) holds 8D KS 7H 6S, D (seat 0) 9H 2D AH 5C."""
    state, _ = dealt_state(("8D KS 7H 6S 2C 3C", "9H 2D AH 5C 4C 3D"), "QD")
    state.apply(1, Discard(parse_cards("2C 3C")))
    state.apply(0, Discard(parse_cards("3D 4C")))
    return state


def test_go_button_appears_exactly_when_go_is_the_only_legal_action(table: CribbageTable) -> None:
    state = go_state()
    seat_table(table, 2, 1)
    table.show_observation(state.observation(1))
    assert table.action_button("go_button") is None
    for seat, card in ((1, "8D"), (0, "9H"), (1, "KS"), (0, "2D")):
        events = state.apply(seat, Play(Card.parse(card)))
        table.show_observation(state.observation(1), events)
        if seat == 0:
            assert (table.action_button("go_button") is not None) == (
                state.legal_actions(1) == (Go(),)
            )
    actions = chosen(table)
    assert table.prompt() == "No card fits under 31: say go (count 29)"
    assert all(not item(table, card).playable for card in ("7H", "6S"))
    go = table.action_button("go_button")
    assert go is not None
    QTest.mouseClick(go, Qt.MouseButton.LeftButton)
    assert actions == [Go()]

    events = state.apply(1, Go())
    table.show_observation(state.observation(1), events)
    assert table.action_button("go_button") is None
    assert "Go" in table.seat_plate_text(1)


def test_a_batch_shown_to_a_fresh_table_ends_at_its_observation(table: CribbageTable) -> None:
    """A reopened game may start with the events that led to it."""
    state = go_state()
    events: list[Event] = []
    for seat, card in ((1, "8D"), (0, "9H"), (1, "KS")):
        events += state.apply(seat, Play(Card.parse(card)))
    table.show_observation(state.observation(1), events)
    seat_table(table, 2, 1)
    assert table.own_cards() == parse_cards("6S 7H")
    assert table.prompt() == "Pekka's turn (count 27)"


# --- the show ------------------------------------------------------------------------------

SEED_SHOW = [
    "fifteen two",
    "a run of three is five",
    "Maija's hand counts 5",
    "fifteen two",
    "fifteen four",
    "Your hand counts 4",
    "fifteen two",
    "a pair is four",
    "Your crib counts 4",
]


def test_the_show_is_narrated_item_by_item_then_settles(qtbot: QtBot, table: CribbageTable) -> None:
    state = seed_play_table(table, 7)
    qtbot.waitUntil(lambda: not table.is_busy())
    lines: list[str] = []
    table.narrated.connect(lines.append)
    captions: list[str] = []
    table.narrated.connect(lambda _: captions.append(table.caption()))
    table.set_speed(0.02)
    events = state.apply(0, Play(Card.parse("AD")))
    with qtbot.waitSignal(table.settled, timeout=20_000):
        table.show_observation(state.observation(0), events)
        assert table.is_busy()
    assert lines == SEED_SHOW
    assert captions == SEED_SHOW
    assert not table.is_busy()
    assert table.board().scores() == (11, 8)


def test_the_show_highlights_the_cards_of_each_item(qtbot: QtBot, table: CribbageTable) -> None:
    state = seed_play_table(table, 7)
    lifted: list[set[str]] = []

    def note(_: str) -> None:
        lifted.append(
            {
                str(card)
                for card in FULL_DECK
                if (found := table.card_item(card)) is not None and found.shown
            }
        )

    table.narrated.connect(note)
    table.set_speed(0.02)
    events = state.apply(0, Play(Card.parse("AD")))
    with qtbot.waitSignal(table.settled, timeout=20_000):
        table.show_observation(state.observation(0), events)
    assert lifted[:2] == [{"7C", "8S"}, {"7C", "8S", "9H"}]
    assert lifted[2] == set()


def test_a_click_on_the_felt_skips_the_show(qtbot: QtBot, table: CribbageTable) -> None:
    state = seed_play_table(table, 7)
    lines: list[str] = []
    table.narrated.connect(lines.append)
    table.set_speed(1.0)
    events = state.apply(0, Play(Card.parse("AD")))
    table.show_observation(state.observation(0), events)
    assert table.is_busy()
    with qtbot.waitSignal(table.settled, timeout=1000):
        QTest.mouseClick(table.view().viewport(), Qt.MouseButton.LeftButton, pos=QPoint(40, 40))
    assert not table.is_busy()
    assert lines == SEED_SHOW


def test_at_a_shared_screen_the_show_names_every_hand(qtbot: QtBot, table: CribbageTable) -> None:
    """Two people taking turns at one screen both watch the show: "your hand" would mean
    whoever looks, so every hand and crib is named."""
    state = seed_play_table(table, 7)
    table.set_shared_screen(True)
    lines: list[str] = []
    table.narrated.connect(lines.append)
    table.set_speed(0.02)
    events = state.apply(0, Play(Card.parse("AD")))
    with qtbot.waitSignal(table.settled, timeout=20_000):
        table.show_observation(state.observation(0), events)
    you = NAMES[0]
    assert lines == [line.replace("Your", f"{you}'s") for line in SEED_SHOW]


def test_step_by_step_each_counted_hand_waits_for_a_click_or_a_key(
    qtbot: QtBot, table: CribbageTable
) -> None:
    state = seed_play_table(table, 7)
    qtbot.waitUntil(lambda: not table.is_busy())
    lines: list[str] = []
    table.narrated.connect(lines.append)
    table.set_show_held(True)
    table.set_speed(0.02)
    events = state.apply(0, Play(Card.parse("AD")))
    settled: list[bool] = []
    table.settled.connect(lambda: settled.append(True))
    table.show_observation(state.observation(0), events)
    qtbot.waitUntil(table.is_holding, timeout=20_000)
    qtbot.wait(150)  # many times the paced wait: still held
    assert lines == SEED_SHOW[:3]
    assert table.caption() == "Maija's hand counts 5"
    assert table.prompt() == "The show: Maija's hand — click or press Enter for the next count"
    assert table.board().scores() == (3, 8)
    press(table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: table.is_holding() and len(lines) == 6, timeout=20_000)
    assert lines == SEED_SHOW[:6]
    assert table.prompt() == "The show: your hand — click or press Enter for the next count"
    assert table.board().scores() == (7, 8)
    QTest.mouseClick(table.view().viewport(), Qt.MouseButton.LeftButton, pos=QPoint(40, 40))
    qtbot.waitUntil(lambda: table.is_holding() and len(lines) == 9, timeout=20_000)
    assert table.prompt() == "The show: your crib — click or press Enter for the next count"
    assert settled == []
    with qtbot.waitSignal(table.settled, timeout=20_000):
        press(table, Qt.Key.Key_Space)
    assert lines == SEED_SHOW
    assert table.board().scores() == (11, 8)


def test_a_click_in_a_hand_counted_step_by_step_jumps_to_its_total(
    qtbot: QtBot, table: CribbageTable
) -> None:
    state = seed_play_table(table, 7)
    lines: list[str] = []
    table.narrated.connect(lines.append)
    table.set_show_held(True)
    table.set_speed(1.0)
    events = state.apply(0, Play(Card.parse("AD")))
    table.show_observation(state.observation(0), events)
    QTest.mouseClick(table.view().viewport(), Qt.MouseButton.LeftButton, pos=QPoint(40, 40))
    assert table.is_holding()
    assert lines == SEED_SHOW[:3]
    assert table.board().scores() == (3, 8)


def test_with_animations_off_the_show_never_holds(qtbot: QtBot, table: CribbageTable) -> None:
    state = seed_play_table(table, 7)
    table.set_show_held(True)
    events = state.apply(0, Play(Card.parse("AD")))
    table.show_observation(state.observation(0), events)
    assert not table.is_busy()
    assert table.board().scores() == (11, 8)


@pytest.mark.parametrize("bottom", [0, 1])
def test_the_last_cards_bubble_keeps_clear_of_the_show(
    qtbot: QtBot, table: CribbageTable, bottom: Seat
) -> None:
    """The show opens while "+1 last card" is still in the air: the bubble stays clear of
    the heading over the counted hand and of the row the hand is counted in."""
    state = seed_play_table(table, 7)
    seat_table(table, 2, bottom)
    table.show_observation(state.observation(bottom))
    qtbot.waitUntil(lambda: not table.is_busy())
    table.set_speed(0.3)
    events = state.apply(0, Play(Card.parse("AD")))
    table.show_observation(state.observation(bottom), events)

    def bubbles() -> list[QRectF]:
        return [
            found.sceneBoundingRect()
            for found in table.view().scene().items()
            if isinstance(found, LabelItem) and found.text() == "+1 last card"
        ]

    qtbot.waitUntil(lambda: bool(table.heading().text()) and bool(bubbles()), timeout=20_000)
    assert table.heading().text() == ("Your hand" if bottom == 1 else "Maija's hand")
    heading = table.heading().sceneBoundingRect()
    (bubble,) = bubbles()
    # It rises by one and a half times the table's text size: under 0.6 of its pill's height.
    risen = bubble.united(bubble.translated(0, -0.6 * bubble.height()))
    assert not risen.intersects(heading)
    qtbot.waitUntil(lambda: table.caption() == "fifteen two", timeout=20_000)
    counted = [table.card_item(Card.parse(card)) for card in ("7C", "8S", "9H", "JH")]
    for card in counted:
        assert card is not None
        assert not risen.intersects(card.sceneBoundingRect())
    table.skip_animations()


def test_settled_follows_every_observation_even_with_nothing_to_animate(
    qtbot: QtBot, table: CribbageTable
) -> None:
    state, events = seed_state()
    seat_table(table, 2, 0)
    with qtbot.waitSignal(table.settled, timeout=1000):
        table.show_observation(state.observation(0), events)
    with qtbot.waitSignal(table.settled, timeout=1000):
        table.show_observation(state.observation(0))
    assert not table.is_busy()


# --- muggins -------------------------------------------------------------------------------


def test_claiming_the_hand_with_the_number_picker(table: CribbageTable) -> None:
    state, events = seed_state(muggins="show")
    events += discard_seed(state)
    events += play(state, SEED_PLAY)
    seat_table(table, 2, 1)
    table.show_observation(state.observation(1), events)
    actions = chosen(table)
    assert table.prompt() == "Count your hand: how many points?"
    picker = table.claim_picker()
    assert picker is not None
    assert picker.maximum() == 29
    claim = table.action_button("claim_button")
    assert claim is not None

    picker.setValue(6)
    QTest.mouseClick(claim, Qt.MouseButton.LeftButton)
    assert actions == []
    assert table.prompt() == "The cards are not worth 6. Count again."
    picker.setValue(3)
    QTest.mouseClick(claim, Qt.MouseButton.LeftButton)
    assert actions == [Claim(3)]


def test_muggins_and_pass_buttons_show_the_claim(table: CribbageTable) -> None:
    state, events = seed_state(muggins="show")
    events += discard_seed(state)
    events += play(state, SEED_PLAY)
    events += state.apply(1, Claim(3))
    seat_table(table, 2, 0)
    table.show_observation(state.observation(0), events)
    actions = chosen(table)
    assert table.prompt() == "Maija claims 3. Call muggins?"
    assert table.action_button("pass_button") is not None
    muggins = table.action_button("muggins_button")
    assert muggins is not None
    QTest.mouseClick(muggins, Qt.MouseButton.LeftButton)
    assert actions == [CallMuggins()]


def test_with_muggins_all_a_play_asks_for_its_claim(table: CribbageTable) -> None:
    state, events = seed_state(muggins="all")
    events += discard_seed(state)
    events += play(state, SEED_PLAY[:2], claim=0)
    seat_table(table, 2, 1)
    table.show_observation(state.observation(1), events)
    actions = chosen(table)
    double_click(table, "9H")
    assert actions == []
    assert table.prompt() == "How many points does 9♥ score?"
    picker = table.claim_picker()
    claim = table.action_button("claim_button")
    assert picker is not None and claim is not None
    picker.setValue(3)
    QTest.mouseClick(claim, Qt.MouseButton.LeftButton)
    assert actions == [Play(Card.parse("9H"), 3)]


# --- hints ---------------------------------------------------------------------------------


def test_a_hint_marks_the_cards_and_the_button(table: CribbageTable) -> None:
    state, events = seed_state()
    seat_table(table, 2, 0)
    table.show_observation(state.observation(0), events)
    table.show_hint(Discard(parse_cards("2D 6D")))
    assert {c for c in ("AD", "2D", "4C", "6D", "TH", "QC") if item(table, c).hinted} == {
        "2D",
        "6D",
    }
    go = go_state()
    for seat, card in ((1, "8D"), (0, "9H"), (1, "KS"), (0, "2D")):
        go.apply(seat, Play(Card.parse(card)))
    seat_table(table, 2, 1)
    table.show_observation(go.observation(1))
    table.show_hint(Go())
    button = table.action_button("go_button")
    assert button is not None and button.property("hinted") is True


# --- layout --------------------------------------------------------------------------------


def own_hand_rects(table: CribbageTable) -> list[tuple[str, QRectF]]:
    rects = []
    for card in table.own_cards():
        found = table.card_item(card)
        assert found is not None
        rects.append((str(card), found.card_to_scene(found.card_rect()).boundingRect()))
    return rects


@pytest.mark.parametrize("size", [(1280, 800), (960, 640), (560, 480)])
def test_the_own_hand_stays_in_view_and_off_the_board(
    qtbot: QtBot, table: CribbageTable, size: tuple[int, int]
) -> None:
    state, events = seed_state()
    seat_table(table, 2, 0)
    table.show_observation(state.observation(0), events)
    table.resize(*size)
    qtbot.waitUntil(lambda: table.view().viewport().size().width() == size[0])
    view = table.view().sceneRect()
    board = table.board().sceneBoundingRect()
    rects = own_hand_rects(table)
    assert len(rects) == 6
    for card, rect in rects:
        assert view.contains(rect), card
        assert not rect.intersects(board), card
    height = item(table, "AD").height
    assert height == pytest.approx(max(90, size[1] * 0.18), abs=1)


@pytest.mark.parametrize("players", [3, 4])
def test_three_and_four_players_fit_without_overlapping_the_own_hand(
    qtbot: QtBot, table: CribbageTable, players: int
) -> None:
    state = CribbageState(CribbageOptions(num_players=players))
    rng = random.Random(5)
    state.apply(CHANCE, FirstDealer(0))
    events = list(state.apply(CHANCE, state.sample_chance(rng)))
    seat_table(table, players, 0)
    table.resize(960, 640)
    table.show_observation(state.observation(0), events)
    qtbot.waitUntil(lambda: table.view().viewport().size().width() == 960)
    view = table.view().sceneRect()
    hand = [rect for _, rect in own_hand_rects(table)]
    assert len(hand) == 5
    others = [
        item.sceneBoundingRect()
        for item in table.view().scene().items()
        if isinstance(item, CardItem) and item.card not in table.own_cards()
    ]
    assert len(others) >= (players - 1) * 5
    for rect in hand:
        assert view.contains(rect)
        assert not any(rect.intersects(other) for other in others)
    assert not any(rect.intersects(table.board().sceneBoundingRect()) for rect in hand)


def test_card_backs_and_felt_follow_the_settings(table: CribbageTable) -> None:
    state, events = seed_state()
    seat_table(table, 2, 0)
    table.show_observation(state.observation(0), events)
    backs = [
        item
        for item in table.view().scene().items()
        if isinstance(item, CardItem) and not item.face_up and item.isVisible()
    ]
    top = max(backs, key=lambda item: item.zValue())
    centre = table.view().mapFromScene(top.sceneBoundingRect().center())

    def colour_at_back() -> tuple[int, int, int]:
        colour = table.view().grab().toImage().pixelColor(centre)
        return colour.red(), colour.green(), colour.blue()

    red, _, blue = colour_at_back()
    assert blue > red
    table.set_card_back("red")
    red, _, blue = colour_at_back()
    assert red > blue
    with pytest.raises(ValueError, match="green"):
        table.set_card_back("green")
    corner = QPoint(3, 3)
    table.set_felt("red")
    felt = table.view().grab().toImage().pixelColor(corner)
    assert felt.red() > felt.green()


# --- privacy and the end -------------------------------------------------------------------


@pytest.mark.parametrize("viewer", [0, None])
def test_a_whole_game_never_shows_a_card_the_observation_hides(
    table: CribbageTable, viewer: Seat | None
) -> None:
    state = CribbageState(CribbageOptions(target_score=61))
    rng = random.Random(11)
    seat_table(table, 2, 0)
    while state.to_move():
        seat = state.to_move()[0]
        if seat == CHANCE:
            action = state.sample_chance(rng)
        else:
            action = rng.choice(state.legal_actions(seat))
        events = state.apply(seat, action)
        obs = state.public_observation() if viewer is None else state.observation(viewer)
        table.show_observation(obs, events)
        assert face_up_cards(table) <= obs.visible_cards()
    assert state.observation(0).phase == GAME_OVER
    outcome = state.outcome()
    assert outcome is not None
    winner = NAMES[outcome.winners[0]]
    text = table.result_panel_text()
    title = "You win!" if viewer == 0 and outcome.winners == (0,) else f"{winner} wins!"
    assert text.startswith(title)
    for score in outcome.scores:
        assert f"<b>{score}</b>" in text


def test_a_new_viewer_sees_no_card_of_the_previous_one(table: CribbageTable) -> None:
    state, events = seed_state()
    seat_table(table, 2, 0)
    table.show_observation(state.observation(0), events)
    assert Card.parse("2D") in face_up_cards(table)
    table.set_players(NAMES[:2], 1)
    assert face_up_cards(table) == set()
    table.show_observation(state.observation(1))
    assert face_up_cards(table) == set(parse_cards("AS 7C 8S 9H KC JH"))


def test_every_text_follows_a_language_change(table: CribbageTable) -> None:
    state, events = seed_state()
    seat_table(table, 2, 0)
    table.show_observation(state.observation(0), events)
    click(table, "2D")
    shouting = Shouting("Cribbage", "Numbers")
    QCoreApplication.installTranslator(shouting)
    try:
        table.retranslate()
        assert table.prompt() == "CHOOSE 2 CARDS FOR YOUR CRIB (1/2 CHOSEN)"
        assert "DEALER" in table.seat_plate_text(0)
    finally:
        QCoreApplication.removeTranslator(shouting)
    table.retranslate()
    assert table.prompt() == "Choose 2 cards for your crib (1/2 chosen)"


# --- dragging to the crib ------------------------------------------------------------------


def drag_to(table: CribbageTable, card: str, scene_point: QPointF) -> None:
    viewport = table.view().viewport()
    start = view_point(table, card)
    end = table.view().mapFromScene(scene_point)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for step in range(1, 9):
        QTest.mouseMove(viewport, start + (end - start) * step / 8)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)


def crib_point(table: CribbageTable, owner: Seat) -> QPointF:
    """The middle of ``owner``'s crib as drawn."""
    return table._geometry().seats[table.side_of(owner)].crib


@pytest.mark.parametrize(("bottom", "owner_words"), [(0, "your"), (1, "Pekka's")])
def test_cards_dropped_on_the_crib_wait_there_and_the_second_discards(
    table: CribbageTable, bottom: Seat, owner_words: str
) -> None:
    """Two players, the dealer's own crib or the opponent's: each drop lands on the crib."""
    state, events = seed_state()
    seat_table(table, 2, bottom)
    table.show_observation(state.observation(bottom), events)
    table.skip_animations()
    actions = chosen(table)
    assert table.prompt() == f"Choose 2 cards for {owner_words} crib (0/2 chosen)"
    first, second = ("2D", "6D") if bottom == 0 else ("AS", "KC")
    crib = crib_point(table, 0)
    drag_to(table, first, crib)
    table.skip_animations()
    assert actions == []
    assert item(table, first).chosen
    waiting = item(table, first)
    assert abs(waiting.pos().x() - crib.x()) < 1
    assert abs(waiting.pos().y() - crib.y()) < waiting.height / 2  # on the crib...
    shown = waiting.card_to_scene(waiting.card_rect()).boundingRect()
    assert table.view().sceneRect().contains(shown)  # ...and whole in view
    assert table.prompt() == f"Choose 2 cards for {owner_words} crib (1/2 chosen)"
    drag_to(table, second, crib)
    assert actions == [Discard(parse_cards(f"{first} {second}"))]


def test_a_card_taken_back_from_the_crib_goes_home_to_the_hand(table: CribbageTable) -> None:
    state, events = seed_state()
    seat_table(table, 2, 0)
    table.show_observation(state.observation(0), events)
    table.skip_animations()
    home = item(table, "2D").pos()
    drag_to(table, "2D", crib_point(table, 0))
    table.skip_animations()
    card = item(table, "2D")
    QTest.mouseClick(
        table.view().viewport(),
        Qt.MouseButton.LeftButton,
        pos=table.view().mapFromScene(card.pos()),
    )
    table.skip_animations()
    assert not card.chosen
    assert card.pos() == home


@pytest.mark.parametrize("players", [3, 4])
def test_with_three_or_four_a_drop_on_the_crib_discards_at_once(
    table: CribbageTable, players: int
) -> None:
    state = CribbageState(CribbageOptions(num_players=players))
    state.apply(CHANCE, FirstDealer(0))
    events = list(state.apply(CHANCE, state.sample_chance(random.Random(5))))
    for bottom in (0, 1):
        seat_table(table, players, bottom)
        table.show_observation(state.observation(bottom), events)
        table.skip_animations()
        actions = chosen(table)
        card = table.own_cards()[0]
        drag_to(table, str(card), crib_point(table, 0))
        assert actions == [Discard((card,))]


@pytest.mark.parametrize("size", [QSize(712, 520), QSize(1280, 800)])
def test_the_show_caption_leaves_the_played_cards_in_sight(
    qtbot: QtBot, table: CribbageTable, size: QSize
) -> None:
    """On the table a 1024x600 screen leaves, as on the default one, the words under the
    counted hand cover none of the played cards, turned down in their piles."""
    table.resize(size)
    state = seed_play_table(table, 7)
    qtbot.waitUntil(lambda: not table.is_busy())
    table.set_speed(0.3)
    events = state.apply(0, Play(Card.parse("AD")))
    table.show_observation(state.observation(0), events)
    qtbot.waitUntil(lambda: table.caption() == "fifteen two", timeout=20_000)
    scene = table.view().scene().items()
    (caption,) = (
        found for found in scene if isinstance(found, LabelItem) and found.text() == "fifteen two"
    )
    counted = {Card.parse(card) for card in ("7C", "8S", "9H", "JH")}
    played = [
        found
        for found in scene
        if isinstance(found, CardItem)
        and found.isVisible()
        and found.card not in counted
        and not found.face_up
    ]
    assert len(played) >= 4  # the player's four cards lie turned down in a pile
    words = caption.sceneBoundingRect()
    assert [card.card for card in played if words.intersects(card.sceneBoundingRect())] == []
    assert table.view().sceneRect().contains(words)
    table.skip_animations()
