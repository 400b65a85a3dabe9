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
from table_driving import face_up_cards

from skruuvi_gui.cards import Card
from skruuvi_gui.match import SeatConfig
from skruuvi_gui.rules.skruuvi import Bid, Strain
from skruuvi_gui.settings import Settings
from skruuvi_gui.ui.dialogs.new_game import NewGame
from skruuvi_gui.ui.dialogs.settings_dialog import SettingsDialog
from skruuvi_gui.ui.main_window import MainWindow
from skruuvi_gui.ui.skruuvi.bidding_box import BiddingBox
from skruuvi_gui.ui.table.base import LARGE_CARD_SCALE, GameTable
from skruuvi_gui.ui.table.card_item import CardItem
from skruuvi_gui.ui.table.seat_plate import SeatPlate
from skruuvi_gui.ui.table.spoken import card_name

#: The roles a person acts on; each must say what it is.
INTERACTIVE = {
    QAccessible.Role.PushButton,
    QAccessible.Role.CheckBox,
    QAccessible.Role.RadioButton,
    QAccessible.Role.ComboBox,
    QAccessible.Role.SpinBox,
    QAccessible.Role.List,
    QAccessible.Role.ListItem,
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
    qtbot.waitUntil(
        lambda: bool(window.table is not None and window.table.prompt()), timeout=20_000
    )
    missing = unnamed(window)
    assert missing == []


def children(table: GameTable) -> list[QAccessibleInterface]:
    """What assistive technology finds below the table view, in its order."""
    view = QAccessible.queryAccessibleInterface(table.view())
    assert view is not None
    found = [view.child(i) for i in range(view.childCount())]
    return [child for child in found if child is not None]


def card_of(interface: QAccessibleInterface) -> CardItem:
    item = interface.object()
    assert isinstance(item, CardItem)
    return item


def plate_of(interface: QAccessibleInterface) -> SeatPlate:
    item = interface.object()
    assert isinstance(item, SeatPlate)
    return item


def named(interfaces: list[QAccessibleInterface], role: QAccessible.Role) -> list[str]:
    return [i.text(QAccessible.Text.Name) for i in interfaces if i.role() == role]


@pytest.mark.parametrize("game", sorted(GAMES))
def test_cards_and_plates_are_objects_of_their_own(
    qtbot: QtBot, window: MainWindow, game: str
) -> None:
    window.start_match(GAMES[game], seed=5)
    assert window.driver is not None and window.table is not None
    table, driver = window.table, window.driver
    qtbot.waitUntil(lambda: driver.acting_seat() == 0 and not table.is_busy(), timeout=10_000)
    found = children(table)
    view = QAccessible.queryAccessibleInterface(table.view())
    assert view is not None
    hand = [i for i in found if isinstance(i.object(), CardItem) and card_of(i).own]
    # The hand left to right, each card a list item named as it is said, and playable where
    # the first decision takes a card (a crib discard, a bid card; a Skruuvi call does not).
    assert [card_of(i).card for i in hand] == list(table.own_cards())
    suffix = "" if game == "skruuvi" else ", playable"
    assert named(hand, QAccessible.Role.ListItem) == [
        f"{card_name(card)}{suffix}" for card in table.own_cards()
    ]
    for interface in hand:
        assert interface.text(QAccessible.Text.Description) == "In your hand"
        assert interface.state().selectable and not interface.state().selected
        assert interface.parent() is not None and interface.parent().object() is table.view()
        assert view.indexOfChild(interface) == found.index(interface)
        # Placed where the card is drawn, so a screen magnifier or a touch finds it.
        centre = table.view().viewport().mapFromGlobal(interface.rect().center())
        shown = card_of(interface).sceneBoundingRect()
        assert shown.contains(table.view().mapToScene(centre))
    seats = table.num_seats()
    plates = found[-seats:]
    assert all(isinstance(i.object(), SeatPlate) for i in plates)
    assert named(plates, QAccessible.Role.StaticText) == [
        table.seat_plate_text(seat) for seat in range(seats)
    ]
    lit = [plate_of(i).is_active() or plate_of(i).is_thinking() for i in plates]
    said = [i.text(QAccessible.Text.Description) for i in plates]
    assert said == ["To act" if on else "" for on in lit]
    # The viewer's plate is lit at a crib discard and a bid card; the Skruuvi table lights
    # no plate while its bidding box is up.
    assert lit[0] == (game != "skruuvi")


def test_the_focus_of_the_tree_follows_the_arrows_and_picks_are_selected(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.show()
    window.start_match(GAMES["cribbage"], seed=5)
    assert window.driver is not None and window.table is not None
    table, driver = window.table, window.driver
    qtbot.waitUntil(lambda: driver.acting_seat() == 0 and not table.is_busy(), timeout=10_000)
    table.view().setFocus()
    qtbot.waitUntil(table.view().hasFocus)
    view = QAccessible.queryAccessibleInterface(table.view())
    assert view is not None
    hand = table.own_cards()
    for steps, expected in ((1, hand[0]), (2, hand[2])):
        for _ in range(steps):
            QTest.keyClick(table.view(), Qt.Key.Key_Right)
        focus = view.focusChild()
        assert focus is not None
        assert focus.text(QAccessible.Text.Name) == f"{card_name(expected)}, playable"
        assert focus.state().focused
        cards = [i for i in children(table) if isinstance(i.object(), CardItem)]
        focused = [i for i in cards if i.state().focused]
        assert focused == [focus]
    QTest.keyClick(table.view(), Qt.Key.Key_Space)
    selected = [card_of(i).card for i in children(table) if i.state().selected]
    assert selected == [hand[2]]


def test_cards_face_up_on_the_table_are_named_and_face_down_ones_left_out(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.start_match(GAMES["cribbage"], seed=5)
    assert window.driver is not None and window.table is not None
    table, driver = window.table, window.driver
    qtbot.waitUntil(lambda: driver.acting_seat() == 0 and not table.is_busy(), timeout=10_000)
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Space, Qt.Key.Key_Right, Qt.Key.Key_Space):
        QTest.keyClick(table.view(), key)
    QTest.keyClick(table.view(), Qt.Key.Key_Return)
    # The crib is laid and the starter cut: pegging begins with four cards in the hand.
    qtbot.waitUntil(
        lambda: driver.acting_seat() == 0 and not table.is_busy() and len(table.own_cards()) == 4,
        timeout=10_000,
    )
    on_table = sorted(card_name(c) for c in face_up_cards(table) - set(table.own_cards()))
    assert on_table  # the starter at least
    pictures = named(children(table), QAccessible.Role.Graphic)
    assert sorted(pictures) == on_table


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
