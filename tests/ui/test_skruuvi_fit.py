"""The Skruuvi table in the real window on a small laptop's screen: while the person bids,
the bidding box, the prompt line and the 13-card hand all show whole and apart, the calls'
words fit their buttons, and the cards keep a readable size, in every language; a hint's
words under the calls leave them whole."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFrame, QLabel, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from skruuvi_gui.cards import Card
from skruuvi_gui.match import SeatConfig
from skruuvi_gui.rules.skruuvi import FIRST_BIDDING
from skruuvi_gui.ui.dialogs.new_game import NewGame
from skruuvi_gui.ui.i18n import Translations
from skruuvi_gui.ui.main_window import MainWindow
from skruuvi_gui.ui.skruuvi.table import SkruuviTable
from skruuvi_gui.ui.tips import tip_text

#: What a 1024x600 screen leaves for a window inside a frame and a panel.
SMALL_LAPTOP = QSize(1000, 536)
#: The window's size at the first start.
DEFAULT_WINDOW = QSize(1280, 800)
#: A deal in which the person, forehand, calls in the first bidding after the dealer; with
#: the usual computer players the dealer opens 1 ♠ and the hint's words run to six lines.
SEED = 5
#: The least a card of the own hand may measure, in pixels, to be read at a glance.
READABLE_CARD = 80
#: The smallest text, in pixels, the calls are written in.
READABLE_CALL = 9
#: The bidding box's key to its letters.
LEGEND = {"en": "M misère · G grandi", "fi": "M misääri · G grandi", "nb": "M misère · G grandi"}


def on_view(table: SkruuviTable, widget: QWidget) -> QRect:
    """Where ``widget``, standing over the table's view, lies on its viewport."""
    view = table.view()
    corner = widget.mapTo(view, widget.rect().topLeft()) - view.viewport().pos()
    return QRect(corner, widget.size())


def open_bidding(
    qtbot: QtBot,
    window: MainWindow,
    kind: str,
    level: str = "random",
    size: QSize = SMALL_LAPTOP,
) -> SkruuviTable:
    """A practice deal of ``kind`` against computers of ``level`` in a window of ``size``,
    at the person's first call."""
    names = ("Pekka", "Maija", "Ville", "Liisa")
    seats = tuple(
        SeatConfig(name, "human") if seat == 0 else SeatConfig(name, "bot", level)
        for seat, name in enumerate(names)
    )
    window.resize(size)
    qtbot.waitUntil(lambda: window.size() == size)
    window.start_match(NewGame("skruuvi", {"length": kind}, seats), seed=SEED)
    driver, table = window.driver, window.table
    assert driver is not None and isinstance(table, SkruuviTable)
    qtbot.waitUntil(driver.waiting_for_person, timeout=20_000)
    assert driver.match.state.public_observation().phase == FIRST_BIDDING
    return table


@pytest.mark.usefixtures("unsaved")
@pytest.mark.parametrize(
    ("language", "kind"), [("en", "kotka"), ("fi", "alkupeli"), ("nb", "kotka")]
)
def test_the_hand_and_the_bidding_box_fit_a_small_laptop_screen(
    qtbot: QtBot, window: MainWindow, translations: Translations, language: str, kind: str
) -> None:
    """The opening deal's 12 cards and the eagle deal's 13 (and its box of two levels)."""
    translations.install(language)
    table = open_bidding(qtbot, window, kind)
    box = table.bidding_box()
    assert box is not None
    viewport = table.view().viewport().rect()
    box_rect = on_view(table, box)
    assert viewport.contains(box_rect), (box_rect, viewport)
    calls = [button for button in box.findChildren(QPushButton) if button.isVisible()]
    assert len(calls) == (7 if kind == "alkupeli" else 2) * 6 + 1
    for button in calls:
        assert box.rect().contains(button.geometry()), button.objectName()
        room = button.contentsRect().width()
        assert button.fontMetrics().horizontalAdvance(button.text()) <= room, button.text()
        assert button.fontInfo().pixelSize() >= READABLE_CALL, button.objectName()
    bar = table.findChild(QFrame, "action_bar")
    assert bar is not None and bar.isVisible()
    bar_rect = on_view(table, bar)
    assert viewport.contains(bar_rect)
    assert not bar_rect.intersects(box_rect), (bar_rect, box_rect)
    hand = hand_faces(table)
    assert len(hand) == (12 if kind == "alkupeli" else 13)
    for card, (drawn, height) in hand.items():
        assert not drawn.intersects(box_rect), card
        assert not drawn.intersects(bar_rect), card
        assert viewport.adjusted(0, 0, 0, 2).contains(drawn), (card, drawn, viewport)
        assert height >= READABLE_CARD, height
    assert box.legend() == LEGEND[language]


@pytest.mark.usefixtures("unsaved")
@pytest.mark.parametrize(
    ("language", "size"), [("en", SMALL_LAPTOP), ("fi", SMALL_LAPTOP), ("en", DEFAULT_WINDOW)]
)
def test_a_hint_in_the_bidding_box_leaves_the_calls_whole(
    qtbot: QtBot, window: MainWindow, translations: Translations, language: str, size: QSize
) -> None:
    """The hint's words grow the box downwards under its calls, whose rows keep their
    height. In the default window they stand whole above the prompt line; on a small
    laptop's screen the prompt line gives way to them, and they stop short of the hand."""
    translations.install(language)
    table = open_bidding(qtbot, window, "alkupeli", level="easy", size=size)
    box = table.bidding_box()
    assert box is not None
    before = {button.objectName(): button.geometry() for button in box.findChildren(QPushButton)}
    QTest.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: bool(box.hint_words()), timeout=10_000)
    calls = [button.geometry() for button in box.findChildren(QPushButton)]
    assert {b.objectName(): b.geometry() for b in box.findChildren(QPushButton)} == before
    for i, call in enumerate(calls):
        assert not any(call.intersects(other) for other in calls[i + 1 :]), call
    words = box.findChild(QLabel, "hint_reason")
    assert words is not None and words.isVisible()
    assert words.geometry().top() > max(call.bottom() for call in calls)
    assert box.rect().contains(words.geometry())
    assert words.fontInfo().pixelSize() >= READABLE_CALL
    whole = box.hint_words()
    assert whole == table.hint_words() == window.statusBar().currentMessage()
    box_rect = on_view(table, box)
    assert table.view().viewport().rect().contains(box_rect)
    bar = table.findChild(QFrame, "action_bar")
    assert bar is not None
    if size == SMALL_LAPTOP:
        # Too long for the room above the hand: cut after whole words, whole in the tooltip.
        assert words.text().endswith("\N{HORIZONTAL ELLIPSIS}")
        assert whole.startswith(words.text()[:-1])
        assert words.toolTip() == tip_text(whole)
        assert bar.isHidden()
    else:
        assert words.text() == whole and not words.toolTip()
        assert bar.isVisible() and not on_view(table, bar).intersects(box_rect)
    for card, (drawn, _) in hand_faces(table).items():
        assert not drawn.intersects(box_rect), card


def hand_faces(table: SkruuviTable) -> dict[Card, tuple[QRect, float]]:
    """Each card of the own hand: where its face is drawn on the viewport, and its height."""
    view = table.view()
    faces: dict[Card, tuple[QRect, float]] = {}
    for card in table.own_cards():
        item = table.card_item(card)
        assert item is not None
        faces[card] = (
            view.mapFromScene(item.card_to_scene(item.card_rect())).boundingRect(),
            item.height,
        )
    return faces


@pytest.fixture
def unsaved(monkeypatch: pytest.MonkeyPatch) -> None:
    """Games through the window are not saved after every action (saving has its own
    tests): that keeps these tests quick."""
    from skruuvi_gui.ui import saving

    monkeypatch.setattr(saving.GameSaver, "save", lambda self, match: None)
