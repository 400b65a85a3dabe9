"""What a newcomer reads on the cribbage table when several things are said at once: the
heading over each counted hand stands with that hand, not under the one counted before it;
the words under a counted hand cover no card; and when one card scores twice (thirty-one
and a pair) both bubbles can be read.

Geometry is checked in scene coordinates on the real table, driven by the real engine, on
the table a 1366x768 screen leaves beside the score sheet as on larger and smaller ones.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRectF, QSize, Qt, QTimer
from pytestqt.qtbot import QtBot
from table_driving import open_table, press
from test_cribbage_table import NAMES, SEED_PLAY, dealt_state, discard_seed, play, seed_state

from skruuvi_gui.cards import Card, parse_cards
from skruuvi_gui.rules.api import CHANCE, CardsShown, Event, Scored
from skruuvi_gui.rules.cribbage import (
    CribbageOptions,
    CribbageState,
    Discard,
    FirstDealer,
    Play,
)
from skruuvi_gui.ui.cribbage.table import CribbageTable
from skruuvi_gui.ui.table.card_item import CardItem
from skruuvi_gui.ui.table.labels import LabelItem

#: The table beside the score sheet in a 1366x768 window, the default one, a 1024x600 one's.
SIZES = [QSize(966, 700), QSize(1280, 800), QSize(712, 520)]


@pytest.fixture
def table(qtbot: QtBot) -> Iterator[CribbageTable]:
    widget = open_table(qtbot, "cribbage", CribbageTable)
    yield widget
    widget.skip_animations()


def all_card_rects(table: CribbageTable) -> list[tuple[Card | None, QRectF]]:
    """Every card on the table (``None``: one face down and unknown), as drawn, lifted or
    not, in the scene."""
    return [
        (found.card, found.card_to_scene(found.card_rect()).boundingRect())
        for found in table.view().scene().items()
        if isinstance(found, CardItem) and found.isVisible()
    ]


def words_rect(label: LabelItem) -> QRectF:
    """The lines of ``label`` as drawn, in the scene."""
    return label.mapRectToScene(label.text_rect())


def caption_label(table: CribbageTable) -> LabelItem:
    (found,) = (
        label
        for label in table.view().scene().items()
        if isinstance(label, LabelItem) and label.text() == table.caption() and label.text()
    )
    return found


def to_the_last_card(state: CribbageState, rng: random.Random) -> tuple[list[Event], Play]:
    """Random legal moves up to the deal's last card: the events on the way, and that card,
    which sets the whole show going."""
    events: list[Event] = []
    while True:
        seat = state.to_move()[0]
        action = (
            state.sample_chance(rng) if seat == CHANCE else rng.choice(state.legal_actions(seat))
        )
        if isinstance(action, Play) and sum(state.observation(0).hand_sizes) == 1:
            return events, action
        events += state.apply(seat, action)


def check_each_counted_hand(
    qtbot: QtBot, table: CribbageTable, state: CribbageState, last: Play, players: int
) -> list[str]:
    """Play ``last``, hold the show at each hand's total and look at the heading and the
    banner there; what is wrong with them (checked after the show, the table at rest)."""
    seat = state.to_move()[0]
    table.set_show_held(True)
    table.set_speed(0.05)
    events = state.apply(seat, last)
    counted = [e for e in events if isinstance(e, CardsShown) and e.what in ("hand", "crib")]
    starter = state.observation(0).starter
    assert starter is not None and len(counted) == players + 1
    wrong: list[str] = []
    table.show_observation(state.observation(0), events)
    for shown in counted:
        qtbot.waitUntil(table.is_holding, timeout=20_000)
        qtbot.wait(120)  # the cards of the hand counted before settle
        title = table.heading().text()
        row = {*shown.cards, starter}
        cards = all_card_rects(table)
        own = [rect for card, rect in cards if card in row]
        others = [(card, rect) for card, rect in cards if card not in row]
        if len(own) != 5 or not title:
            wrong.append(f"{title!r}: {len(own)} cards in the row")
            break
        row_top = min(rect.top() for rect in own)
        heading = words_rect(table.heading())
        # The heading stands over its own hand, a little apart from it...
        near = row_top - heading.bottom()
        if near <= 0:
            wrong.append(f"{title!r} is not over its row")
        if not any(rect.left() < heading.right() and rect.right() > heading.left() for rect in own):
            wrong.append(f"{title!r} is beside its row")
        # ...and clearly further from any card above it.
        for card, rect in others:
            over = rect.left() < heading.right() and rect.right() > heading.left()
            if rect.intersects(heading):
                wrong.append(f"{title!r} covers {card}")
            elif (
                over and rect.bottom() <= heading.top() and heading.top() - rect.bottom() < 2 * near
            ):
                wrong.append(f"{title!r} reads as the heading of {card}")
        # The banner under the hand covers no card, its own row's nor any other.
        banner = caption_label(table).sceneBoundingRect()
        if not table.view().sceneRect().contains(banner):
            wrong.append(f"{table.caption()!r} is out of view")
        hidden = [str(card) for card, rect in cards if rect.intersects(banner)]
        if hidden:
            wrong.append(f"{table.caption()!r} covers {' '.join(hidden)}")
        press(table, Qt.Key.Key_Return)
    table.skip_animations()
    return wrong


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s.width()}x{s.height()}")
def test_each_counted_hand_keeps_its_heading_and_its_banner_clear(
    qtbot: QtBot, table: CribbageTable, size: QSize
) -> None:
    """The seed deal: Maija's hand, then the viewer's, then the viewer's crib, each new
    heading once the hand before it lies small where its seat held it."""
    table.resize(size)
    state, events = seed_state()
    events += discard_seed(state)
    events += play(state, SEED_PLAY[:7])
    table.set_players(NAMES[:2], 0)
    table.show_observation(state.observation(0), events)
    qtbot.waitUntil(lambda: table.view().viewport().size() == size)
    assert check_each_counted_hand(qtbot, table, state, Play(Card.parse("AD")), 2) == []


def test_a_hand_worth_nothing_has_its_two_lines_clear_of_every_card(
    qtbot: QtBot, table: CribbageTable
) -> None:
    """A hand worth nothing gets two lines, "nineteen: not a single point" over "Maija's
    hand counts 0", under the hand on the table a 1366x768 screen leaves."""
    table.resize(SIZES[0])
    # Maija (pone) keeps 2H 4S 6C 8D: all even, no fifteen with the starter KS, no pair,
    # no run, no flush.
    state, events = dealt_state(("2H 4S 6C 8D QH JC", "3D 5H 7S 9C TD AS"), "KS")
    events += state.apply(1, Discard(parse_cards("QH JC")))
    events += state.apply(0, Discard(parse_cards("TD AS")))
    played, last = to_the_last_card(state, random.Random(3))
    table.set_players(NAMES[:2], 0)
    table.show_observation(state.observation(0), events + played)
    qtbot.waitUntil(lambda: table.view().viewport().size() == SIZES[0])
    lines: list[str] = []
    table.narrated.connect(lines.append)
    assert check_each_counted_hand(qtbot, table, state, last, 2) == []
    assert "nineteen: not a single point\nMaija's hand counts 0" in lines
    table.skip_animations()


@pytest.mark.parametrize("players", [3, 4])
def test_with_three_or_four_the_show_keeps_clear_too(
    qtbot: QtBot, table: CribbageTable, players: int
) -> None:
    table.resize(SIZES[0])
    state = CribbageState(CribbageOptions(num_players=players))
    events = list(state.apply(CHANCE, FirstDealer(0)))
    played, last = to_the_last_card(state, random.Random(7))
    events += played
    table.set_players(NAMES[:players], 0)
    table.show_observation(state.observation(0), events)
    qtbot.waitUntil(lambda: table.view().viewport().size() == SIZES[0])
    assert check_each_counted_hand(qtbot, table, state, last, players) == []


# --- two scores for one card ---------------------------------------------------------------


@pytest.mark.parametrize("bottom", [0, 1])
def test_thirty_one_and_a_pair_at_once_both_read(
    qtbot: QtBot, table: CribbageTable, bottom: int
) -> None:
    """Maija (pone) plays 4S on TH KS 3C 4D: thirty-one and a pair. Her two bubbles stand
    one over the other, whichever side of the table she sits."""
    table.resize(SIZES[0])
    state, events = dealt_state(("TH 3C 4S 7H AS 2S", "KS 4D 9C 8C QD JD"), "5H")
    events += state.apply(1, Discard(parse_cards("AS 2S")))
    events += state.apply(0, Discard(parse_cards("QD JD")))
    for seat, card in ((1, "TH"), (0, "KS"), (1, "3C"), (0, "4D")):
        events += state.apply(seat, Play(Card.parse(card)))
    table.set_players(NAMES[:2], bottom)
    table.show_observation(state.observation(bottom), events)
    qtbot.waitUntil(lambda: table.view().viewport().size() == SIZES[0])
    table.skip_animations()
    table.set_speed(1.0)
    made = state.apply(1, Play(Card.parse("4S")))
    said = {"+2 thirty-one", "+2 pair"}
    assert [e.reason for e in made if isinstance(e, Scored)] == ["thirty_one", "pair"]
    seen: set[str] = set()
    clashes: list[tuple[QRectF, QRectF]] = []

    def look() -> None:
        bubbles = [
            label
            for label in table.view().scene().items()
            if isinstance(label, LabelItem) and label.text() in said and label.opacity() > 0.3
        ]
        seen.update(label.text() for label in bubbles)
        if len(bubbles) == 2:
            first, second = (label.sceneBoundingRect() for label in bubbles)
            words = [words_rect(label) for label in bubbles]
            # Their words apart, with room for the pills round them.
            pad = 0.25 * min(first.height(), second.height())
            if words[0].adjusted(-pad, -pad, pad, pad).intersects(words[1]):
                clashes.append((words[0], words[1]))

    timer = QTimer()
    timer.timeout.connect(look)
    timer.start(10)
    table.show_observation(state.observation(bottom), made)
    qtbot.waitUntil(lambda: seen == said, timeout=5000)
    qtbot.wait(1200)
    timer.stop()
    table.skip_animations()
    assert clashes == []
