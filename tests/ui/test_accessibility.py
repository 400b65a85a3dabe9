"""Every table can be read by assistive technology: walking the accessibility tree of the
window with each game on the table finds a name on every control a person can use."""

from __future__ import annotations

import dataclasses
from itertools import pairwise

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsView, QWidget
from pytestqt.qtbot import QtBot

from skruuvi_gui.cards import Card
from skruuvi_gui.match import SeatConfig
from skruuvi_gui.rules.skruuvi import Bid, Strain
from skruuvi_gui.settings import Settings
from skruuvi_gui.ui.dialogs.new_game import NewGame
from skruuvi_gui.ui.dialogs.settings_dialog import SettingsDialog
from skruuvi_gui.ui.main_window import MainWindow
from skruuvi_gui.ui.skruuvi.bidding_box import BiddingBox
from skruuvi_gui.ui.table.base import LARGE_CARD_SCALE
from skruuvi_gui.ui.table.spoken import card_name

#: The roles a person acts on; each must say what it is.
INTERACTIVE = {
    QAccessible.Role.PushButton,
    QAccessible.Role.CheckBox,
    QAccessible.Role.RadioButton,
    QAccessible.Role.ComboBox,
    QAccessible.Role.SpinBox,
    QAccessible.Role.List,
    QAccessible.Role.Table,
    QAccessible.Role.Tree,
    QAccessible.Role.Slider,
    QAccessible.Role.EditableText,
    QAccessible.Role.PageTab,
}

YOU = SeatConfig("You", "human")
GAMES = {
    "cribbage": NewGame("cribbage", {"num_players": 2}, (YOU, SeatConfig("Maija", "bot", "easy"))),
    "skruuvi": NewGame(
        "skruuvi", {"length": "alkupeli"}, (YOU, *(SeatConfig(n, "bot", "easy") for n in "ABC"))
    ),
    "squint": NewGame("squint", {}, (YOU, *(SeatConfig(n, "bot", "easy") for n in "ABCD"))),
}


def walk(interface: QAccessibleInterface, depth: int = 0) -> list[QAccessibleInterface]:
    """The interface and everything below it that is on screen."""
    found = [interface]
    if depth > 40:
        return found
    for index in range(interface.childCount()):
        child = interface.child(index)
        if child is None or not child.isValid() or child.state().invisible:
            continue
        found.extend(walk(child, depth + 1))
    return found


def unnamed(widget: QWidget) -> list[str]:
    top = QAccessible.queryAccessibleInterface(widget)
    assert top is not None
    missing = []
    for interface in walk(top):
        target = interface.object()
        interactive = interface.role() in INTERACTIVE or isinstance(target, QGraphicsView)
        if interactive and not interface.text(QAccessible.Text.Name).strip():
            missing.append(
                f"{interface.role().name} {type(target).__name__} {target.objectName()!r}"
            )
    return missing


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_control_of_the_table_has_a_name(qtbot: QtBot, window: MainWindow, game: str) -> None:
    window.start_match(GAMES[game], seed=5)
    assert window.table is not None
    qtbot.waitUntil(lambda: bool(window.table is not None and window.table.prompt()), timeout=5000)
    missing = unnamed(window)
    assert missing == []


def test_the_view_tells_the_table_in_words_and_follows_the_keyboard(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.start_match(GAMES["cribbage"], seed=5)
    assert window.driver is not None and window.table is not None
    table, driver = window.table, window.driver
    qtbot.waitUntil(lambda: driver.acting_seat() == 0 and not table.is_busy(), timeout=10_000)
    view = table.view()
    hand = table.own_cards()
    assert len(hand) == 6
    description = view.accessibleDescription()
    assert view.accessibleName() == "Card table"
    assert description.startswith(table.prompt())
    assert f"Your hand: {', '.join(card_name(c) for c in hand)}." in description
    assert "Scores: You 0, Maija 0 / 121." in description.splitlines()
    assert "Seats: You; Maija Dealer." in description.splitlines()
    QTest.keyClick(view, Qt.Key.Key_Right)
    QTest.keyClick(view, Qt.Key.Key_Space)
    focus_line = view.accessibleDescription().splitlines()[-1]
    assert focus_line.startswith("Focus: ")
    focused = focus_line.removeprefix("Focus: ").removesuffix(".")
    assert table.announcements()[-2] == focused  # said as the arrow reached it
    assert f"Picked: {focused}." in view.accessibleDescription()


def test_each_new_prompt_is_announced(qtbot: QtBot, window: MainWindow) -> None:
    window.start_match(GAMES["cribbage"], seed=5)
    assert window.driver is not None and window.table is not None
    table, driver = window.table, window.driver
    qtbot.waitUntil(lambda: driver.acting_seat() == 0 and not table.is_busy(), timeout=10_000)
    maija = "Maija puts 2 cards in the crib"
    qtbot.waitUntil(lambda: maija in table.announcements() and not table.is_busy(), timeout=10_000)
    said = table.announcements()
    # The bar is redrawn on every mark and resize, and Maija's discard passes over it: the
    # request is said once, and what Maija did is said too.
    assert said.count(table.prompt()) == 1
    assert all(before != after for before, after in pairwise(said))
    QTest.keyClick(table.view(), Qt.Key.Key_Right)
    QTest.keyClick(table.view(), Qt.Key.Key_Space)
    assert table.announcements()[-1] == table.prompt() != said[-1]


def test_cards_and_bids_are_named_as_they_are_said() -> None:
    assert card_name(Card.parse("5H")) == "five of hearts"
    assert card_name(Card.parse("QS")) == "queen of spades"
    assert card_name(Card.parse("TD")) == "ten of diamonds"


def test_the_bidding_box_names_its_calls(qtbot: QtBot, window: MainWindow) -> None:
    window.start_match(GAMES["skruuvi"], seed=5)
    assert window.table is not None
    box = window.table.findChild(BiddingBox)
    assert box is not None
    assert box.accessibleName() == "Bidding box"
    six_spades = box.button(Bid(6, Strain.SPADES))
    seven_misere = box.button(Bid(7, Strain.MISERE))
    assert six_spades is not None and seven_misere is not None
    assert six_spades.accessibleName() == "6 spades"
    assert seven_misere.accessibleName() == "7 misère"
    assert six_spades.accessibleDescription() == six_spades.toolTip() != ""


def test_every_control_of_the_settings_dialog_has_a_name(qtbot: QtBot) -> None:
    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    dialog.show()
    assert unnamed(dialog) == []


@pytest.mark.parametrize("game", sorted(GAMES))
def test_larger_cards_grow_the_hand_and_keep_it_in_view(
    qtbot: QtBot, window: MainWindow, game: str
) -> None:
    window.resize(1280, 800)
    window.start_match(GAMES[game], seed=5)
    assert window.driver is not None and window.table is not None
    table, driver = window.table, window.driver
    qtbot.waitUntil(lambda: driver.acting_seat() == 0 and not table.is_busy(), timeout=10_000)

    def hand_heights() -> set[float]:
        items = [table.card_item(card) for card in table.own_cards()]
        return {round(item.height, 3) for item in items if item is not None}

    (usual,) = hand_heights()
    window.apply_settings(dataclasses.replace(window.settings, large_cards=True))
    (large,) = hand_heights()
    assert large == pytest.approx(usual * LARGE_CARD_SCALE, abs=0.01)
    viewport = table.view().viewport().rect()
    for card in table.own_cards():
        item = table.card_item(card)
        assert item is not None
        face = item.mapRectToScene(item.card_rect())
        shown = table.view().mapFromScene(face).boundingRect()
        assert viewport.contains(shown), f"{card} reaches out of the table"
    window.apply_settings(dataclasses.replace(window.settings, large_cards=False))
    assert hand_heights() == {usual}


def test_every_control_of_the_library_and_statistics_has_a_name(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.show_library()
    window.show_statistics()
    assert window.library is not None and window.statistics is not None
    assert unnamed(window.library) == []
    assert unnamed(window.statistics) == []
