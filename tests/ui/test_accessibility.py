"""Every table can be read by assistive technology: walking the accessibility tree of the
window with each game on the table finds a name and a description on every control a person
can use, every pile and every panel, at every turn of a deal; so do the Statistics, library
and replay windows, the Settings, New game, About and language dialogs, and the questions
and messages the menus bring up. Every pile on the table says what lies on it."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable
from datetime import UTC, datetime
from itertools import pairwise

import pytest
from finished_games import finished_skruuvi
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDockWidget,
    QGraphicsView,
    QPushButton,
    QSpinBox,
    QWidget,
)
from pytestqt.qtbot import QtBot
from table_driving import face_up_cards

from skruuvi_gui.app import ask_resume
from skruuvi_gui.cards import Card
from skruuvi_gui.match import SeatConfig, library
from skruuvi_gui.rules import GAMES as GAME_IDS
from skruuvi_gui.rules import game_spec
from skruuvi_gui.rules.api import Observation
from skruuvi_gui.rules.cribbage.model import CribbageObservation
from skruuvi_gui.rules.skruuvi import Bid, SkruuviObservation, Strain
from skruuvi_gui.rules.squint.model import SquintObservation
from skruuvi_gui.settings import Settings
from skruuvi_gui.ui.dialogs.about import AboutDialog
from skruuvi_gui.ui.dialogs.file_messages import warn
from skruuvi_gui.ui.dialogs.first_start import LanguageDialog
from skruuvi_gui.ui.dialogs.new_game import MAX_SEATS, NewGame, NewGameDialog
from skruuvi_gui.ui.dialogs.restart_deal import ask_restart_deal
from skruuvi_gui.ui.dialogs.set_aside import ask_set_aside
from skruuvi_gui.ui.dialogs.settings_dialog import SettingsDialog
from skruuvi_gui.ui.main_window import MainWindow
from skruuvi_gui.ui.skruuvi.bidding_box import BiddingBox
from skruuvi_gui.ui.table.base import GameTable
from skruuvi_gui.ui.table.card_item import CardItem
from skruuvi_gui.ui.table.scene import LARGE_CARD_SCALE
from skruuvi_gui.ui.table.seat_plate import SeatPlate
from skruuvi_gui.ui.table.spoken import card_name
from skruuvi_gui.ui.table.spoken_piles import SpokenPile

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

#: The roles of what holds controls or tells the game: with a name, each says what it shows.
PANELS = {
    QAccessible.Role.Pane,
    QAccessible.Role.Border,
    QAccessible.Role.Grouping,
    QAccessible.Role.Dialog,
}

YOU = SeatConfig("You", "human")
GAMES = {
    "cribbage": NewGame("cribbage", {"num_players": 2}, (YOU, SeatConfig("Maija", "bot", "easy"))),
    "skruuvi": NewGame(
        "skruuvi", {"length": "alkupeli"}, (YOU, *(SeatConfig(n, "bot", "easy") for n in "ABC"))
    ),
    "squint": NewGame("squint", {}, (YOU, *(SeatConfig(n, "bot", "easy") for n in "ABCD"))),
}


def same_words(description: str, tooltip: str) -> bool:
    """A description says what the tooltip says; the tooltip is only broken into lines."""
    return description.split() == tooltip.split()


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
        interactive = interface.role() in INTERACTIVE or isinstance(
            target, QGraphicsView | SpokenPile
        )
        if interactive and not interface.text(QAccessible.Text.Name).strip():
            missing.append(
                f"{interface.role().name} {type(target).__name__} {target.objectName()!r}"
            )
    return missing


def needs_description(interface: QAccessibleInterface) -> bool:
    """Whether assistive technology should hear what ``interface`` does or shows: a control,
    a card of the hand, a tab, a pile, the table, or a named panel."""
    target = interface.object()
    role = interface.role()
    if isinstance(target, SpokenPile | QGraphicsView) or role == QAccessible.Role.PageTab:
        return True
    if isinstance(target, CardItem):
        return role == QAccessible.Role.ListItem
    if not isinstance(target, QWidget):
        return False  # a cell or a line of a table, list or tree
    named = bool(interface.text(QAccessible.Text.Name).strip())
    return role in INTERACTIVE or (role in PANELS and named)


def description(interface: QAccessibleInterface) -> str:
    """What ``interface`` says of itself; a dock, whose interface in Qt says only its title,
    is described by what it holds."""
    target = interface.object()
    if isinstance(target, QDockWidget):
        contents = target.widget()
        return "" if contents is None else contents.accessibleDescription()
    return interface.text(QAccessible.Text.Description)


def undescribed(widget: QWidget) -> set[str]:
    top = QAccessible.queryAccessibleInterface(widget)
    assert top is not None
    return {
        f"{interface.role().name} {type(interface.object()).__name__} "
        f"{interface.text(QAccessible.Text.Name)!r}"
        for interface in walk(top)
        if needs_description(interface) and not description(interface).strip()
    }


def pick_cards(table: GameTable, count: int) -> None:
    """Pick the first ``count`` cards the arrows reach, so the buttons a pick brings up are
    shown."""
    for _ in range(min(count, len(table.own_cards()))):
        QTest.keyClick(table.view(), Qt.Key.Key_Right)
        QTest.keyClick(table.view(), Qt.Key.Key_Space)


#: The moves made where they are legal, first first: a Skruuvi bidder who passes lets a
#: computer take, then knocks against it or gives as the taker's partner.
FIRST_CHOICES = ("Knock", "Pass")
#: Per game, a deal whose turns bring up these buttons (the Skruuvi one is defended).
WALKED = {
    "cribbage": (5, {"confirm_button", "play_button"}),
    "skruuvi": (3, {"bid_pass", "bid_7G", "confirm_button", "knock_button", "play_button"}),
    "squint": (5, {"bid_button", "play_hand_button", "take_squint_button", "play_button"}),
}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_control_pile_and_panel_of_the_table_has_a_name_and_a_description(
    qtbot: QtBot, window: MainWindow, game: str
) -> None:
    """At each of the person's turns of the first deal, with cards picked where they can be
    (so the bidding box, the knock buttons and the buttons that confirm a pick come up)."""
    window.start_match(GAMES[game], seed=WALKED[game][0])
    driver, table = window.driver, window.table
    assert driver is not None and table is not None
    rng = random.Random(3)
    missing: set[str] = set()
    buttons: set[str] = set()

    def settled() -> bool:
        return driver.match.is_over or (driver.acting_seat() == 0 and not table.is_busy())

    for _ in range(24):
        qtbot.waitUntil(settled, timeout=20_000)
        if driver.match.is_over:
            break
        obs = driver.match.observation(0)
        pick_cards(table, len(getattr(obs.legal[0], "cards", (None,))))
        missing |= undescribed(window)
        assert unnamed(window) == []
        buttons |= {b.objectName() for b in table.findChildren(QPushButton) if b.isVisible()}
        if driver.acting_seat() == 0 and driver.match.observation(0) == obs:
            first = [a for kind in FIRST_CHOICES for a in obs.legal if type(a).__name__ == kind]
            table.action_chosen.emit(first[0] if first else rng.choice(obs.legal))
    assert missing == set()
    assert WALKED[game][1] <= buttons  # the walk met the buttons, not only the cards


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
    # The viewer's plate is lit at its first decision: a crib discard, a bid card, a call.
    assert lit[0]


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
    view = QAccessible.queryAccessibleInterface(table.view())
    assert view is not None
    pictures = named(walk(view), QAccessible.Role.Graphic)
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
    assert six_spades.toolTip() != ""
    assert same_words(six_spades.accessibleDescription(), six_spades.toolTip())


#: The roles whose name Qt on Linux takes from what they hold (a combo box's current choice,
#: a field's text) when none is given: each needs a name of its own.
VALUED = {QAccessible.Role.ComboBox, QAccessible.Role.SpinBox, QAccessible.Role.EditableText}


def unlabelled(widget: QWidget) -> set[str]:
    """The fields below ``widget`` named only by their value."""
    top = QAccessible.queryAccessibleInterface(widget)
    assert top is not None
    fields = [i.object() for i in walk(top) if i.role() in VALUED]
    return {
        f"{type(field).__name__} {field.objectName()!r}"
        for field in fields
        if isinstance(field, QWidget) and not field.accessibleName().strip()
    }


def assert_said(dialog: QWidget) -> None:
    """Every control of ``dialog`` and the dialog itself has a name and a description."""
    assert unnamed(dialog) == []
    assert unlabelled(dialog) == set()
    assert undescribed(dialog) == set()


def test_every_control_of_the_settings_dialog_has_a_name_and_a_description(
    qtbot: QtBot,
) -> None:
    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    dialog.show()
    assert_said(dialog)
    # Where a sighted person is told in a tooltip, the screen reader hears the same words.
    fields = [*dialog.findChildren(QComboBox), *dialog.findChildren(QSpinBox)]
    fields += dialog.findChildren(QCheckBox)
    assert len(fields) == 7
    for field in fields:
        assert field.toolTip()
        assert same_words(field.accessibleDescription(), field.toolTip())


def test_every_control_of_the_new_game_dialog_has_a_name_and_a_description(
    qtbot: QtBot,
) -> None:
    """With each game chosen (its rules and seats rebuilt) and each seat played by a person
    and by the computer."""
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    game = dialog.findChild(QComboBox, "game")
    assert game is not None and game.accessibleName() == "Game"
    seen = set()
    for index in range(game.count()):
        game.setCurrentIndex(index)
        for kind in (0, 1, 0):
            for seat in range(MAX_SEATS):
                box = dialog.findChild(QComboBox, f"seat_kind_{seat}")
                assert box is not None
                box.setCurrentIndex(kind)
            assert_said(dialog)
        options = [w for w in dialog.findChildren(QWidget) if w.objectName().startswith("option_")]
        assert options
        for option in options:
            assert option.toolTip() != ""
            assert same_words(option.accessibleDescription(), option.toolTip())
            seen.add(option.objectName())
        for option in options:  # every choice of every option: the seats follow some
            if isinstance(option, QComboBox):
                for choice in range(option.count()):
                    option.setCurrentIndex(choice)
                    assert_said(dialog)
    assert seen == {f"option_{o.key}" for g in GAME_IDS for o in game_spec(g).options}
    level = dialog.findChild(QComboBox, "seat_level_2")
    assert level is not None and level.accessibleName() == "Seat 3: computer level"


@pytest.mark.parametrize("make", [AboutDialog, lambda: LanguageDialog("fi")])
def test_the_about_and_language_dialogs_say_what_they_are(
    qtbot: QtBot, make: Callable[[], QDialog]
) -> None:
    dialog = make()
    qtbot.addWidget(dialog)
    dialog.show()
    assert_said(dialog)


def said_in_modal(qtbot: QtBot, ask: Callable[[], object]) -> int:
    """Run ``ask``, which shows a modal dialog and waits for it; check that the dialog says
    what it and each of its buttons are, then close it unanswered. Its buttons, counted while
    it is open (a dialog made and dropped inside ``ask`` is gone once ``ask`` returns)."""
    met: list[int] = []

    def look() -> None:
        modal = QApplication.activeModalWidget()
        if not isinstance(modal, QDialog) or not modal.isVisible():
            QTimer.singleShot(10, look)
            return
        met.append(len(modal.findChildren(QPushButton)))
        try:
            assert_said(modal)
        finally:
            modal.done(0)

    QTimer.singleShot(0, look)
    ask()
    assert len(met) == 1
    return met[0]


def test_the_questions_and_messages_say_what_their_buttons_do(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.show_statistics()
    statistics = window.statistics
    assert statistics is not None
    asked = [
        lambda: ask_set_aside(window, "skruuvi"),
        lambda: ask_restart_deal(window),
        lambda: statistics.ask_reset("cribbage"),
        lambda: warn(window, "Cannot open the game", "game.json cannot be opened."),
        window.play_game_number,
        lambda: ask_resume(window, "squint"),
    ]
    buttons = [said_in_modal(qtbot, ask) for ask in asked]
    assert buttons == [3, 2, 2, 1, 2, 2]


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
        face = item.card_to_scene(item.card_rect()).boundingRect()
        shown = table.view().mapFromScene(face).boundingRect()
        assert viewport.contains(shown), f"{card} reaches out of the table"
    window.apply_settings(dataclasses.replace(window.settings, large_cards=False))
    assert hand_heights() == {usual}


def test_every_control_of_the_library_statistics_and_replay_has_a_name_and_a_description(
    qtbot: QtBot, window: MainWindow
) -> None:
    library.keep(finished_skruuvi(), datetime.now(UTC), 10)
    window.show_library()
    window.show_statistics()
    assert window.library is not None and window.statistics is not None
    replay = window.library.replay_chosen()
    assert replay is not None
    qtbot.addWidget(replay)
    replay.analyse_button.click()
    replay.go_to(replay.deal_starts[1] + 3)
    for opened in (window.library, window.statistics, replay):
        assert unnamed(opened) == []
        assert undescribed(opened) == set()
    for page in range(window.statistics.tabs.count()):
        window.statistics.tabs.setCurrentIndex(page)
        assert undescribed(window.statistics) == set()


#: What the piles met in more than one game say after their names.
TRICK = "The cards played to this trick, in order"
HIDDEN_HAND = "Cards only their holder sees"


def cards(count: int) -> str:
    return f"{count} card" if count == 1 else f"{count} cards"


def piles(table: GameTable) -> dict[str, tuple[str, list[str]]]:
    """Each pile below the table view by name: its description and its face-up cards'
    names, after checking that every card of a pile knows the pile as its parent and lies
    within the pile's place on screen."""
    found: dict[str, tuple[str, list[str]]] = {}
    for pile in children(table):
        if not isinstance(pile.object(), SpokenPile):
            continue
        assert pile.role() == QAccessible.Role.Grouping
        area = pile.rect()
        names = []
        for index in range(pile.childCount()):
            card = pile.child(index)
            assert card is not None and card.role() == QAccessible.Role.Graphic
            parent = card.parent()
            assert parent is not None and parent.object() is pile.object()
            assert pile.indexOfChild(card) == index
            assert area.contains(card.rect().center())
            names.append(card.text(QAccessible.Text.Name))
        name = pile.text(QAccessible.Text.Name)
        assert name not in found, f"two piles called {name!r}"
        found[name] = (pile.text(QAccessible.Text.Description), names)
    return found


def play_until(qtbot: QtBot, window: MainWindow, ready: Callable[[Observation], bool]) -> None:
    """Make the person's first legal move at each turn until ``ready`` holds at one."""
    driver, table = window.driver, window.table
    assert driver is not None and table is not None
    for _ in range(200):
        qtbot.waitUntil(lambda: driver.acting_seat() == 0 and not table.is_busy(), timeout=20_000)
        obs = driver.match.observation(0)
        if ready(obs):
            return
        table.action_chosen.emit(obs.legal[0])
    raise AssertionError("the deal never came to the position wanted")


def test_the_cribbage_piles_say_what_lies_on_them(qtbot: QtBot, window: MainWindow) -> None:
    window.start_match(GAMES["cribbage"], seed=5)
    assert window.table is not None and window.driver is not None
    table, driver = window.table, window.driver
    play_until(
        qtbot,
        window,
        lambda obs: (
            isinstance(obs, CribbageObservation) and obs.phase == "play" and bool(obs.series)
        ),
    )
    obs = driver.match.observation(0)
    assert isinstance(obs, CribbageObservation) and obs.starter is not None
    crib = "Crib, yours" if obs.dealer == 0 else "Crib, Maija's"
    starter = card_name(obs.starter)
    board = f"Cribbage board: You {obs.scores[0]}, Maija {obs.scores[1]} / 121"
    expected = {
        f"Pack, starter: {starter}": (
            "The cards left after the deal, the starter turned up",
            [starter],
        ),
        f"Maija's hand: {cards(obs.hand_sizes[1])}, face down": (HIDDEN_HAND, []),
        f"{crib}, 4 cards": ("Laid away at the deal; counted for the dealer after the hands", []),
        board: ("The score of each player or side, pegged along the board", []),
    }
    for seat, who in ((0, "Your"), (1, "Maija's")):
        series = [card_name(card) for player, card in obs.series if player == seat]
        if series:
            name = f"{who} cards in this series: {len(series)}"
            expected[name] = (f"Count: {obs.count}", series)
        earlier = [card for player, card in obs.played if player == seat]
        if len(earlier) > len(series):
            name = f"{who} cards from earlier series: {len(earlier) - len(series)}, face down"
            expected[name] = ("Played in an earlier series of this deal, turned down", [])
    assert piles(table) == expected


def named_seat(seat: int) -> str:
    return "Your" if seat == 0 else f"{'YABCD'[seat]}'s"


def test_the_skruuvi_piles_say_what_lies_on_them(qtbot: QtBot, window: MainWindow) -> None:
    window.start_match(GAMES["skruuvi"], seed=5)
    assert window.table is not None and window.driver is not None
    table, driver = window.table, window.driver

    def ready(obs: Observation) -> bool:
        assert isinstance(obs, SkruuviObservation)
        return bool(obs.tricks) and bool(obs.trick) and obs.phase == "play"

    play_until(qtbot, window, ready)
    obs = driver.match.observation(0)
    assert isinstance(obs, SkruuviObservation)
    trick = [card_name(card) for _, card in obs.trick]
    expected = {f"Trick in play: {cards(len(trick))}": (TRICK, trick)}
    for seat in obs.order:
        if seat != 0:
            size = cards(obs.hand_sizes[seat])
            expected[f"{named_seat(seat)} hand: {size}, face down"] = (HIDDEN_HAND, [])
        won = sum(1 for t in obs.tricks if t.winner == seat)
        if won:
            partner = obs.order[(obs.order.index(seat) + 2) % 4]
            side = won + sum(1 for t in obs.tricks if t.winner == partner)
            if 0 in (seat, partner):
                said = f"Your side's tricks: {side}"
            else:
                pair = " and ".join("YABC"[s] for s in obs.order if s in (seat, partner))
                said = f"Tricks of {pair}: {side}"
            expected[f"{named_seat(seat)} tricks: {won}"] = (said, [])
    assert piles(table) == expected


def test_the_squint_piles_say_what_lies_on_them(qtbot: QtBot, window: MainWindow) -> None:
    window.start_match(GAMES["squint"], seed=5)
    assert window.table is not None and window.driver is not None
    table, driver = window.table, window.driver
    seen: set[str] = set()

    def ready(obs: Observation) -> bool:
        assert isinstance(obs, SquintObservation)
        seen.update(piles(table))  # the squint is gone by the play
        return bool(obs.tricks) and bool(obs.trick)

    play_until(qtbot, window, ready)
    assert "Squint: 2 cards, face down" in seen
    obs = driver.match.observation(0)
    assert isinstance(obs, SquintObservation)
    found = piles(table)
    trick = [card_name(card) for _, card in obs.trick]
    assert found[f"Trick in play: {cards(len(trick))}"] == (TRICK, trick)
    played = {card for _, card in obs.trick} | {c for t in obs.tricks for c in t.cards}
    # The bid cards are turned up once all are laid; one still held lies by its seat, a
    # card of that hand the pile names.
    revealed = {seat: card for seat, card in enumerate(obs.bids) if card not in played}
    assert set(revealed) - {0}
    for seat in range(1, 5):
        hand = f"{named_seat(seat)} hand: {cards(obs.hand_sizes[seat])}"
        shown = revealed.get(seat)
        if shown is not None:
            said = f"Revealed bid card: {card_name(shown)}"
            assert found[hand] == (said, [card_name(shown)])
        elif obs.hand_sizes[seat]:
            assert found[f"{hand}, face down"] == (HIDDEN_HAND, [])
    for seat in range(5):
        won = sum(1 for t in obs.tricks if t.winner == seat)
        assert (f"{named_seat(seat)} tricks: {won}" in found) == (won > 0)


def test_the_hand_counted_in_the_show_is_a_pile(qtbot: QtBot, window: MainWindow) -> None:
    """With muggins in the show the person counts their own hand: it lies in the middle
    with the starter, one pile named as the prompt line names the show."""
    muggins = NewGame("cribbage", {"num_players": 2, "muggins": "show"}, GAMES["cribbage"].seats)
    window.start_match(muggins, seed=5)
    assert window.table is not None and window.driver is not None
    table, driver = window.table, window.driver

    def counting(obs: Observation) -> bool:
        assert isinstance(obs, CribbageObservation)
        return obs.phase == "show" and obs.seat in obs.shown and list(obs.shown)[-1] == obs.seat

    play_until(qtbot, window, counting)
    obs = driver.match.observation(0)
    assert isinstance(obs, CribbageObservation) and obs.starter is not None
    counted = [card_name(card) for card in (*obs.shown[0], obs.starter)]
    found = piles(table)
    assert found["The show: your hand"] == ("The cards counted now, with the starter", counted)
    assert "Pack" in found, list(found)  # the starter lies in the show, not on the pack
