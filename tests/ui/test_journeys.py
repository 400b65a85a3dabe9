"""What a player does in the window, by the keys and clicks a person would use: choosing the
language on the first start, and a deal of each game played with the keyboard alone, where the
keys always go to the thing that shows it has them."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QLineEdit, QPushButton, QSpinBox, QWidget
from pytestqt.qtbot import QtBot
from table_driving import item

from skruuvi_gui import app as app_module
from skruuvi_gui.match import SeatConfig
from skruuvi_gui.rules import cribbage
from skruuvi_gui.rules.api import Action, Observation
from skruuvi_gui.rules.skruuvi import Give, MakeBid, Pass, Play, SkruuviObservation
from skruuvi_gui.settings import load_settings
from skruuvi_gui.ui import saving
from skruuvi_gui.ui.dialogs.first_start import LanguageDialog, language_button_name
from skruuvi_gui.ui.dialogs.new_game import NewGame, first_seat_name
from skruuvi_gui.ui.main_window import MainWindow
from skruuvi_gui.ui.skruuvi.table import SkruuviTable
from skruuvi_gui.ui.table.base import GameTable


@pytest.fixture
def unsaved(monkeypatch: pytest.MonkeyPatch) -> None:
    """Games through the window are not saved after every action: quicker tests."""
    monkeypatch.setattr(saving.GameSaver, "save", lambda self, match: None)


# --- the first start -------------------------------------------------------------------------


def test_the_first_start_asks_the_language_and_keeps_it(qtbot: QtBot, window: MainWindow) -> None:
    def press_norwegian() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, LanguageDialog)
        question = dialog.findChild(QLabel)
        assert question is not None and "View → Settings…" in question.text()
        button = dialog.findChild(QPushButton, language_button_name("nb"))
        assert button is not None and button.text() == "norsk bokmål"
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, press_norwegian)
    app_module.ask_language(window)
    qtbot.waitUntil(lambda: window.game_menu.title() == "&Spill")
    assert window.language() == "nb"
    assert load_settings()[0].language == "nb"


def test_enter_keeps_the_guessed_language(qtbot: QtBot, window: MainWindow) -> None:
    def press_enter() -> None:
        dialog = QApplication.activeModalWidget()
        assert dialog is not None
        QTest.keyClick(dialog, Qt.Key.Key_Return)

    QTimer.singleShot(0, press_enter)
    app_module.ask_language(window)
    assert load_settings()[0].language == "en"


# --- two people at one screen ----------------------------------------------------------------


@pytest.mark.usefixtures("unsaved")
def test_the_first_hotseat_player_is_asked_by_name_to_turn_up_their_cards(
    qtbot: QtBot, window: MainWindow
) -> None:
    seats = (SeatConfig(first_seat_name(2), "human"), SeatConfig("Maija", "human"))
    window.start_match(NewGame("cribbage", {"target_score": 61}, seats), seed=5)
    box = window.turn_up
    assert box is not None
    qtbot.waitUntil(box.isVisible)
    title = box.findChild(QLabel, "TurnUpTitle")
    button = box.findChild(QPushButton, "TurnUpButton")
    assert title is not None and button is not None
    assert (title.text(), button.text()) == ("Your turn, Aino", "Turn up my cards")
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert not box.isVisible()


# --- a deal by the keyboard alone ------------------------------------------------------------


def key(qtbot: QtBot, pressed: Qt.Key) -> None:
    """A key pressed where the keyboard is now, as a person types."""
    focused = QApplication.focusWidget()
    assert focused is not None, "nothing has the keys"
    QTest.keyClick(focused, pressed)


def focused_card(table: GameTable) -> str | None:
    return next((str(c) for c in table.own_cards() if item(table, str(c)).focused), None)


def walk_to(qtbot: QtBot, table: GameTable, card: str) -> None:
    """Arrow keys from wherever the card focus is to ``card``."""
    order = [str(c) for c in table.own_cards()]
    if focused_card(table) is None:
        key(qtbot, Qt.Key.Key_Right)
    while (here := focused_card(table)) != card:
        assert here is not None, "the arrows do not reach the hand"
        step = Qt.Key.Key_Right if order.index(card) > order.index(here) else Qt.Key.Key_Left
        key(qtbot, step)


def act_by_keys(qtbot: QtBot, table: SkruuviTable, obs: SkruuviObservation) -> None:
    """Open low in the bidding box and pass after, give the first legal cards, pass on
    knocks, lead or follow with the first legal card: by keys only."""
    legal = obs.legal
    if obs.phase in ("first_bidding", "final_bidding"):
        bids = [a for a in legal if isinstance(a, MakeBid)]
        opening = obs.phase == "first_bidding" and obs.standing is None
        if not (opening or Pass() not in legal):
            for _ in range(8):
                key(qtbot, Qt.Key.Key_Down)
            assert QApplication.focusWidget().objectName() == "bid_pass"  # type: ignore[union-attr]
        else:
            name = QApplication.focusWidget().objectName()  # type: ignore[union-attr]
            assert name == f"bid_{bids[0].bid}", "the box does not offer the lowest bid first"
        key(qtbot, Qt.Key.Key_Return)
    elif isinstance(legal[0], Give):
        for card in legal[0].cards:
            walk_to(qtbot, table, str(card))
            key(qtbot, Qt.Key.Key_Space)
        key(qtbot, Qt.Key.Key_Return)
    elif obs.phase == "knocks":
        for _ in range(4):
            if QApplication.focusWidget() is table.action_button("pass_button"):
                break
            key(qtbot, Qt.Key.Key_Tab)
        key(qtbot, Qt.Key.Key_Return)
    else:
        first = legal[0]
        assert isinstance(first, Play)
        walk_to(qtbot, table, str(first.card))
        key(qtbot, Qt.Key.Key_Return)


@pytest.mark.usefixtures("unsaved")
def test_a_skruuvi_deal_is_played_with_the_keyboard_alone(qtbot: QtBot, window: MainWindow) -> None:
    seats = (
        SeatConfig("Pekka", "human"),
        *(SeatConfig(name, "bot", "random") for name in ("Maija", "Ville", "Liisa")),
    )
    window.activateWindow()
    qtbot.waitActive(window)
    window.start_match(NewGame("skruuvi", {"length": "alkupeli"}, seats), seed=3)
    driver, table = window.driver, window.table
    assert driver is not None and isinstance(table, SkruuviTable)
    match = driver.match
    phases: list[str] = []
    while not match.is_over:
        qtbot.waitUntil(lambda: match.is_over or driver.acting_seat() is not None, timeout=20_000)
        qtbot.waitUntil(lambda: not table.is_busy())
        if match.is_over:
            break
        obs = match.observation(0)
        assert isinstance(obs, SkruuviObservation)
        logged = len(match.log)
        act_by_keys(qtbot, table, obs)
        qtbot.waitUntil(lambda: len(match.log) > logged, timeout=2000)  # noqa: B023
        phases.append(obs.phase)
    assert phases.count("play") == 13
    assert {"first_bidding", "knocks"} <= set(phases)


def crib_by_keys(qtbot: QtBot, table: GameTable, obs: cribbage.CribbageObservation) -> None:
    """Lay the first cards in the crib, play the first legal card, or say go: by keys only."""
    legal = obs.legal
    discard = next((a for a in legal if isinstance(a, cribbage.Discard)), None)
    play = next((a for a in legal if isinstance(a, cribbage.Play)), None)
    if discard is not None:
        for card in discard.cards:
            walk_to(qtbot, table, str(card))
            key(qtbot, Qt.Key.Key_Space)
    elif play is not None:
        walk_to(qtbot, table, str(play.card))
    else:
        assert legal == (cribbage.Go(),)
    key(qtbot, Qt.Key.Key_Return)


KeyPlayer = Callable[[QtBot, GameTable, cribbage.CribbageObservation], Action | None]


def cribbage_by_keys(
    qtbot: QtBot, window: MainWindow, options: dict[str, object], play: KeyPlayer
) -> list[str]:
    """Pekka plays a two-player cribbage deal against Maija with ``play`` at the keys; each
    action it says it typed is the one logged. The kinds of his moves, in order."""
    seats = (SeatConfig("Pekka", "human"), SeatConfig("Maija", "bot", "random"))
    window.activateWindow()
    qtbot.waitActive(window)
    window.start_match(NewGame("cribbage", {"num_players": 2, **options}, seats), seed=3)
    driver, table = window.driver, window.table
    assert driver is not None and table is not None
    match = driver.match
    kinds: list[str] = []
    while window.score_sheet.deal_count() < 2 and not match.is_over:
        qtbot.waitUntil(lambda: match.is_over or driver.acting_seat() == 0, timeout=10_000)
        qtbot.waitUntil(lambda: not table.is_busy())
        if match.is_over or window.score_sheet.deal_count() >= 2:
            break
        obs = match.observation(0)
        assert isinstance(obs, cribbage.CribbageObservation)
        logged = len(match.log)
        typed = play(qtbot, table, obs)
        qtbot.waitUntil(lambda: len(match.log) > logged, timeout=2000)  # noqa: B023
        if typed is not None:  # e.g. the points typed, not the picker's first value
            assert match.log[logged] == str(typed)
        kinds.append(type(obs.legal[0]).__name__)
        assert len(kinds) < 60, "the deal does not end"
    return kinds


def test_a_cribbage_deal_is_played_with_the_keyboard_alone(
    qtbot: QtBot, window: MainWindow
) -> None:
    kinds = cribbage_by_keys(qtbot, window, {}, crib_by_keys)
    assert kinds.count("Discard") == 1
    assert kinds.count("Play") + kinds.count("Go") >= 4


def squint_by_keys(qtbot: QtBot, table: GameTable, obs: Observation) -> None:
    """The first legal action by keys only: a card walked to, cards picked with Space, or
    Tab to the prompt line's first button; Enter makes it."""
    first = obs.legal[0]
    card = getattr(first, "card", None)
    cards = getattr(first, "cards", None)
    if card is not None:
        walk_to(qtbot, table, str(card))
    elif cards is not None:
        for each in cards:
            walk_to(qtbot, table, str(each))
            key(qtbot, Qt.Key.Key_Space)
    else:
        for _ in range(12):
            focused = QApplication.focusWidget()
            bar = focused.parentWidget() if isinstance(focused, QPushButton) else None
            if bar is not None and bar.objectName() == "action_bar":
                break
            key(qtbot, Qt.Key.Key_Tab)
        else:
            raise AssertionError(f"Tab does not reach a button for {first}")
    key(qtbot, Qt.Key.Key_Return)


def test_a_squint_deal_is_played_with_the_keyboard_alone(qtbot: QtBot, window: MainWindow) -> None:
    seats = (SeatConfig("Pekka", "human"), *(SeatConfig(n, "bot", "random") for n in "ABCD"))
    window.activateWindow()
    qtbot.waitActive(window)
    window.start_match(NewGame("squint", {}, seats), seed=5)
    driver, table = window.driver, window.table
    assert driver is not None and table is not None
    match = driver.match
    kinds: list[str] = []
    while window.score_sheet.deal_count() < 2 and not match.is_over:
        qtbot.waitUntil(lambda: match.is_over or driver.acting_seat() == 0, timeout=10_000)
        qtbot.waitUntil(lambda: not table.is_busy())
        if match.is_over or window.score_sheet.deal_count() >= 2:
            break
        obs = match.observation(0)
        logged = len(match.log)
        squint_by_keys(qtbot, table, obs)
        qtbot.waitUntil(lambda: len(match.log) > logged, timeout=2000)  # noqa: B023
        kinds.append(type(obs.legal[0]).__name__)
        assert len(kinds) < 100, "the deal does not end"
    # Seed 5 asks Pekka to declare: the prompt line's buttons are reached by Tab.
    assert kinds[:2] == ["Bid", "Declare"] and kinds.count("Play") >= 1


def tab_to(qtbot: QtBot, wanted: Callable[[QWidget], bool], what: str) -> QWidget:
    """Tab until the keyboard is on a widget ``wanted`` takes."""
    for _ in range(16):
        focused = QApplication.focusWidget()
        if focused is not None and wanted(focused):
            return focused
        key(qtbot, Qt.Key.Key_Tab)
    raise AssertionError(f"Tab does not reach {what}")


def claim_by_keys(qtbot: QtBot, points: int) -> None:
    """Tab to the number picker, type the points, Tab on to Claim and press Enter."""
    picker = tab_to(qtbot, lambda w: isinstance(w, QSpinBox | QLineEdit), "the number picker")
    QTest.keyClick(picker, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(picker, str(points))
    tab_to(qtbot, lambda w: w.objectName() == "claim_button", "the Claim button")
    key(qtbot, Qt.Key.Key_Return)


def claiming_crib_by_keys(
    qtbot: QtBot, table: GameTable, obs: cribbage.CribbageObservation
) -> Action | None:
    """With muggins on every card: discards and plays as above, each play claiming the most
    it may; the hands counted aloud; a muggins passed; all by keys only. The claim made, if
    one was."""
    legal = obs.legal
    first = legal[0]
    if isinstance(first, cribbage.Discard | cribbage.Go):
        crib_by_keys(qtbot, table, obs)
        return None
    claim: Action
    if isinstance(first, cribbage.Play):
        plays = [a for a in legal if isinstance(a, cribbage.Play) and a.card == first.card]
        claim = max(plays, key=lambda a: a.claim or 0)
        walk_to(qtbot, table, str(first.card))
        key(qtbot, Qt.Key.Key_Return)
        claim_by_keys(qtbot, claim.claim or 0)
        return claim
    if isinstance(first, cribbage.Claim):
        claim = max((a for a in legal if isinstance(a, cribbage.Claim)), key=lambda a: a.points)
        claim_by_keys(qtbot, claim.points)
        return claim
    assert cribbage.PassMuggins() in legal
    tab_to(qtbot, lambda w: w.objectName() == "pass_button", "the Pass button")
    key(qtbot, Qt.Key.Key_Return)
    return None


def test_a_cribbage_deal_with_muggins_is_played_with_the_keyboard_alone(
    qtbot: QtBot, window: MainWindow
) -> None:
    kinds = cribbage_by_keys(qtbot, window, {"muggins": "all"}, claiming_crib_by_keys)
    assert {"Discard", "Play", "Claim"} <= set(kinds)
