"""Two people at one screen: between turns the next person's hand lies face down until they
turn it up, and the curtain, where it has news (or before every turn, if chosen), hides every
hand until its owner says who they are and tells them what happened in public meanwhile."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsView, QLabel, QPushButton, QWidget
from pytestqt.qtbot import QtBot
from table_driving import click, double_click, press, press_button

from skruuvi_gui.cards import Card, parse_cards
from skruuvi_gui.match import Match, SeatConfig
from skruuvi_gui.rules.api import CardPlayed
from skruuvi_gui.rules.cribbage import CribbageObservation, Play
from skruuvi_gui.settings import HotseatCurtain
from skruuvi_gui.ui.curtain import MAX_LINES, Curtain
from skruuvi_gui.ui.dialogs.new_game import NewGame, default_new_game, shown_names
from skruuvi_gui.ui.i18n import Translations
from skruuvi_gui.ui.main_window import MainWindow
from skruuvi_gui.ui.table.card_item import CardItem
from skruuvi_gui.ui.turn_up import TurnUp

PEOPLE = (SeatConfig("Pekka", "human"), SeatConfig("Maija", "human"))


def face_up_hand_cards(window: MainWindow, match: Match) -> dict[int, set[Card]]:
    """For each seat, which of the cards in its hand are drawn face up anywhere."""
    assert window.table is not None
    graphics = window.table.findChild(QGraphicsView)
    assert graphics is not None
    shown = {
        item.card
        for item in graphics.scene().items()
        if isinstance(item, CardItem) and item.isVisible() and item.face_up
    }
    hands = {}
    for seat in range(len(match.seats)):
        observation = match.observation(seat)
        assert isinstance(observation, CribbageObservation)
        hands[seat] = set(observation.hand) & shown
    return hands


def curtain_of(window: MainWindow) -> Curtain:
    assert window.curtain is not None
    return window.curtain


def turn_up_of(window: MainWindow) -> TurnUp:
    assert window.turn_up is not None
    return window.turn_up


def pass_screen(window: MainWindow, mode: HotseatCurtain) -> None:
    """From the next game on, the screen passes between people as ``mode`` says."""
    window.apply_settings(dataclasses.replace(window.settings, hotseat_curtain=mode))


def settle(qtbot: QtBot, window: MainWindow) -> None:
    """Until the table stands still for a person: the screen passed, the curtain up as due."""
    qtbot.waitUntil(lambda: window.driver is not None and window.driver.waiting_for_person())


def reveal(qtbot: QtBot, window: MainWindow, name: str) -> None:
    button = curtain_of(window).findChild(QPushButton, "CurtainButton")
    assert button is not None and button.isVisible()
    assert button.text() == f"I'm {name} — show my cards"
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    settle(qtbot, window)


def test_the_curtain_hides_every_hand_between_two_people(qtbot: QtBot, window: MainWindow) -> None:
    pass_screen(window, "every_turn")
    window.start_match(NewGame("cribbage", {}, PEOPLE), seed=21)
    assert window.driver is not None and window.table is not None
    match = window.driver.match
    graphics = window.table.findChild(QGraphicsView)
    assert graphics is not None
    settle(qtbot, window)
    curtain = curtain_of(window)
    assert curtain.isVisible() and curtain.seat == 0
    assert curtain.geometry() == window.table.rect()
    assert face_up_hand_cards(window, match) == {0: set(), 1: set()}
    assert not window.undo_action.isEnabled() and not window.hint_action.isEnabled()

    reveal(qtbot, window, "Pekka")
    assert not curtain.isVisible()
    pekka = match.observation(0)
    assert isinstance(pekka, CribbageObservation)
    assert face_up_hand_cards(window, match) == {0: set(pekka.hand), 1: set()}

    for key in (Qt.Key.Key_Right, Qt.Key.Key_Space, Qt.Key.Key_Right, Qt.Key.Key_Space):
        QTest.keyClick(graphics, key)  # Pekka picks two cards with the keyboard...
    QTest.keyClick(graphics, Qt.Key.Key_Return)  # ...and puts them in the crib
    qtbot.waitUntil(lambda: curtain.isVisible())
    settle(qtbot, window)
    assert len(match.observation(0).kept) == 4  # type: ignore[attr-defined]
    assert curtain.isVisible() and curtain.seat == 1
    assert face_up_hand_cards(window, match) == {0: set(), 1: set()}
    assert curtain.news_lines() == ["Pekka puts 2 cards in the crib"]
    # Pekka's discard could be taken back, but not by whoever sits at the covered screen.
    assert match.can_undo(0)
    assert not window.undo_action.isEnabled() and not window.hint_action.isEnabled()

    # The game quit here and taken up again: the curtain tells Maija the same news.
    window.install_match(Match.from_record(match.to_record()))
    settle(qtbot, window)
    resumed = curtain_of(window)
    assert resumed.isVisible() and resumed.seat == 1
    assert resumed.news_lines() == ["Pekka puts 2 cards in the crib"]

    reveal(qtbot, window, "Maija")
    assert window.driver is not None
    match = window.driver.match
    maija = match.observation(1)
    assert isinstance(maija, CribbageObservation)
    assert face_up_hand_cards(window, match) == {0: set(), 1: set(maija.hand)}
    assert window.driver.viewer == 1


def test_a_long_absence_is_summed_up_on_the_curtain(qtbot: QtBot) -> None:
    table = QWidget()
    qtbot.addWidget(table)
    curtain = Curtain(table)
    plays = [
        CardPlayed(0, card) for card in parse_cards("AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AH")
    ]
    curtain.cover(1, ["Pekka", "Maija"], "cribbage", plays)
    lines = curtain.news_lines()
    assert len(lines) == 1 + MAX_LINES
    assert lines[0] == "…and 2 earlier events"
    assert lines[-1] == "Pekka played A♥"
    curtain.cover(1, ["Pekka", "Maija"], "cribbage", plays[1:])
    assert curtain.news_lines()[0] == "…and 1 earlier event"


def curtain_words(curtain: Curtain) -> tuple[str, str]:
    title = curtain.findChild(QLabel, "CurtainTitle")
    button = curtain.findChild(QPushButton, "CurtainButton")
    assert title is not None and button is not None
    return title.text(), button.text()


def test_the_curtain_names_a_seat_called_you_by_its_number(
    qtbot: QtBot, translations: Translations
) -> None:
    table = QWidget()
    qtbot.addWidget(table)
    curtain = Curtain(table)
    curtain.cover(0, ["You", "Maija"], "cribbage", [])
    assert curtain_words(curtain) == (
        "Pass the screen to the player in seat 1",
        "I'm in seat 1 — show my cards",
    )
    curtain.cover(1, ["You", "Maija"], "cribbage", [])
    assert curtain_words(curtain) == ("Pass the screen to Maija", "I'm Maija — show my cards")
    curtain.cover(0, ["Aino", "Maija"], "cribbage", [])
    assert curtain_words(curtain) == ("Pass the screen to Aino", "I'm Aino — show my cards")
    translations.install("fi")
    curtain.cover(0, ["Sinä", "Maija"], "cribbage", [])
    assert curtain_words(curtain) == (
        "Anna näyttö paikan 1 pelaajalle",
        "Olen paikalla 1 — näytä korttini",
    )
    translations.install("nb")
    curtain.cover(0, ["Du", "Maija"], "cribbage", [])
    assert curtain_words(curtain) == (
        "Gi skjermen til spilleren på plass 1",
        "Jeg sitter på plass 1 — vis kortene mine",
    )


def test_only_the_first_seat_is_called_you_by_default() -> None:
    """Several people at one screen must not all be "You": only seat 1 gets that name."""
    for game_id in ("cribbage", "skruuvi", "squint"):
        names = shown_names(default_new_game(game_id).seats)
        assert names.count("You") == 1 and names[0] == "You"


def test_a_new_deal_is_dealt_behind_the_curtain(qtbot: QtBot, window: MainWindow) -> None:
    """Both people watch the show; the next deal's hands are dealt behind the curtain even
    when the person who had the screen is the first to decide again."""
    pass_screen(window, "every_turn")
    window.start_match(NewGame("cribbage", {}, PEOPLE), seed=21)
    assert window.driver is not None and window.table is not None
    driver, match, table = window.driver, window.driver.match, window.table

    def deal_number() -> int:
        observation = match.state.public_observation()
        assert isinstance(observation, CribbageObservation)
        return observation.deal_number

    settle(qtbot, window)
    while deal_number() == 1:
        curtain = curtain_of(window)
        if curtain.seat is not None:
            reveal(qtbot, window, PEOPLE[curtain.seat].name)
            continue
        seat = driver.acting_seat()
        assert seat is not None
        before = len(match.log)
        table.action_chosen.emit(match.observation(seat).legal[0])
        qtbot.waitUntil(lambda b=before: len(match.log) > b)  # type: ignore[misc]
        settle(qtbot, window)
    settle(qtbot, window)
    assert curtain_of(window).isVisible()
    assert face_up_hand_cards(window, match) == {0: set(), 1: set()}


def finished_skruuvi_deal(seed: int) -> Match:
    """A practice deal with a person at seat 0 (Aino), played to its end at random."""
    bots = [SeatConfig(name, "bot", "random") for name in ("Pekka", "Maija", "Ville")]
    seats = (SeatConfig("Aino", "human"), *bots)
    match = Match("skruuvi", {"length": "alkupeli"}, seats, seed)
    match.start()
    rng = random.Random(seed)
    while not match.is_over:
        seat = match.to_move()[0]
        match.apply(seat, rng.choice(match.state.legal_actions(seat)))
    return match


@pytest.mark.parametrize(
    ("seed", "language", "message"),
    [
        (1, "en", "Game over: you and Maija won. Game → New… starts another."),
        (1, "fi", "Peli päättyi: sinä ja Maija voititte. Peli → Uusi… aloittaa uuden."),
        (4, "en", "Game over: Pekka and Ville won. Game → New… starts another."),
    ],
)
def test_the_status_bar_tells_the_person_they_won(
    qtbot: QtBot,
    window: MainWindow,
    translations: Translations,
    seed: int,
    language: str,
    message: str,
) -> None:
    match = finished_skruuvi_deal(seed)
    translations.install(language)
    window.play(match)
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() == message, timeout=3000)
    window.start_match(NewGame("cribbage", {}, PEOPLE), seed=seed)
    assert window.statusBar().currentMessage() == ""  # the last game's words go with it


def test_people_taking_turns_are_each_told_by_name_who_won(
    qtbot: QtBot, window: MainWindow
) -> None:
    """At a screen shared by two people "you won" would mean whoever looks: the winner is
    named even when the screen is theirs."""
    pass_screen(window, "every_turn")
    window.start_match(NewGame("cribbage", {}, PEOPLE), seed=21)
    settle(qtbot, window)
    reveal(qtbot, window, "Pekka")
    assert window.driver is not None and window.driver.viewer == 0
    assert window._game_over_text((0,)) == "Game over: Pekka won. Game → New… starts another."


def test_with_the_lighter_curtain_only_the_discard_is_covered(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Each person discards behind the curtain; in the play the screen passes straight to
    the person whose turn it is, showing their hand and nobody else's."""
    pass_screen(window, "hidden_hands")
    window.start_match(NewGame("cribbage", {}, PEOPLE), seed=21)
    assert window.driver is not None and window.table is not None
    match, table = window.driver.match, window.table
    settle(qtbot, window)
    for name in ("Pekka", "Maija"):
        assert curtain_of(window).isVisible()
        reveal(qtbot, window, name)
        hand = match.observation(window.driver.viewer or 0)
        assert isinstance(hand, CribbageObservation) and hand.phase == "discard"
        before = len(match.log)
        for card in hand.hand[:2]:
            click(table, str(card))
        press(table, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda b=before: len(match.log) > b)  # type: ignore[misc]
        settle(qtbot, window)
    turns = 0
    while match.state.public_observation().phase == "play":
        settle(qtbot, window)
        assert not curtain_of(window).isVisible()
        seat = match.human_seats_to_move()[0]
        assert window.driver.viewer == seat
        observation = match.observation(seat)
        assert isinstance(observation, CribbageObservation)
        other = match.observation(1 - seat)
        assert isinstance(other, CribbageObservation)
        shown = face_up_hand_cards(window, match)
        assert shown == {seat: set(observation.hand), 1 - seat: set()}
        before = len(match.log)
        plays = [a.card for a in observation.legal if isinstance(a, Play)]
        if plays:
            double_click(table, str(plays[0]))
        else:
            press_button(table, "go_button")
        qtbot.waitUntil(lambda b=before: len(match.log) > b)  # type: ignore[misc]
        turns += 1
    assert turns >= 8  # every card of both hands, and any go, without the curtain
    settle(qtbot, window)
    # The next deal's discard is covered again, for the person who is not at the screen.
    qtbot.waitUntil(lambda: match.state.public_observation().phase == "discard")
    settle(qtbot, window)
    viewer = window.driver.viewer
    if viewer is not None:
        hand = match.observation(viewer)
        assert isinstance(hand, CribbageObservation)
        for card in hand.hand[:2]:
            click(table, str(card))
        press(table, Qt.Key.Key_Return)
    qtbot.waitUntil(curtain_of(window).isVisible)
    assert face_up_hand_cards(window, match) == {0: set(), 1: set()}


def turn_up_words(box: TurnUp) -> tuple[str, str, str]:
    title = box.findChild(QLabel, "TurnUpTitle")
    button = box.findChild(QPushButton, "TurnUpButton")
    keys = box.findChild(QLabel, "TurnUpKeys")
    assert title is not None and button is not None and keys is not None
    return title.text(), button.text(), keys.text()


def test_a_face_down_hand_is_turned_up_by_its_person_with_a_key(
    qtbot: QtBot, window: MainWindow
) -> None:
    """By default the screen passes with the next person's hand face down and the table in
    view; Space or Enter turns it up, and the box over it says so aloud."""
    window.start_match(NewGame("cribbage", {}, PEOPLE), seed=21)
    assert window.driver is not None and window.table is not None
    driver, match, table = window.driver, window.driver.match, window.table
    settle(qtbot, window)
    box = turn_up_of(window)
    assert box.isVisible() and box.seat == 0 and not curtain_of(window).isVisible()
    assert face_up_hand_cards(window, match) == {0: set(), 1: set()}
    assert table.bottom_seat() == 0  # the table turned to Pekka, his cards face down
    assert box.height() < table.height() / 3 and box.width() < table.width() / 2
    assert turn_up_words(box) == (
        "Your turn, Pekka",
        "Turn up my cards",
        "Click, or press Space or Enter",
    )
    assert table.announcements()[-1] == (
        "Your turn, Pekka. Your cards lie face down: press Space or Enter to turn them up."
    )
    assert not window.undo_action.isEnabled() and not window.hint_action.isEnabled()
    button = box.findChild(QPushButton, "TurnUpButton")
    assert button is not None and button.hasFocus()
    width = table.width()
    window.resize(window.width() - 200, window.height() - 100)  # the box stays over the hand
    qtbot.waitUntil(lambda: table.width() < width)
    anchor = table.prompt_anchor()
    qtbot.waitUntil(lambda: abs(box.geometry().center().x() - anchor.x()) <= 1)
    assert anchor.y() - 40 < box.geometry().bottom() < anchor.y()

    QTest.keyClick(button, Qt.Key.Key_Space)
    settle(qtbot, window)
    pekka = match.observation(0)
    assert isinstance(pekka, CribbageObservation)
    assert not box.isVisible() and driver.viewer == 0
    assert face_up_hand_cards(window, match) == {0: set(pekka.hand), 1: set()}

    graphics = table.findChild(QGraphicsView)
    assert graphics is not None
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Space, Qt.Key.Key_Right, Qt.Key.Key_Space):
        QTest.keyClick(graphics, key)  # Pekka picks two cards with the keyboard...
    QTest.keyClick(graphics, Qt.Key.Key_Return)  # ...and puts them in the crib
    qtbot.waitUntil(box.isVisible)
    settle(qtbot, window)
    # Pekka's discard is no news worth the curtain: Maija's hand is simply face down.
    assert box.seat == 1 and not curtain_of(window).isVisible()
    assert face_up_hand_cards(window, match) == {0: set(), 1: set()}
    assert table.bottom_seat() == 1 and turn_up_words(box)[0] == "Your turn, Maija"
    assert button.hasFocus()
    QTest.keyClick(button, Qt.Key.Key_Return)
    settle(qtbot, window)
    maija = match.observation(1)
    assert isinstance(maija, CribbageObservation)
    assert driver.viewer == 1 and face_up_hand_cards(window, match) == {
        0: set(),
        1: set(maija.hand),
    }


def test_the_turn_up_box_speaks_each_language(qtbot: QtBot, translations: Translations) -> None:
    table = QWidget()
    qtbot.addWidget(table)
    box = TurnUp(table)
    box.offer(0, "You", lambda: QPoint(100, 100))
    assert turn_up_words(box)[0] == "Your turn, player in seat 1"
    translations.install("fi")
    box.offer(1, "Maija", lambda: QPoint(100, 100))
    assert turn_up_words(box) == (
        "Sinun vuorosi, Maija",
        "Käännä korttini esiin",
        "Napsauta tai paina välilyöntiä tai Enteriä",
    )
    translations.install("nb")
    box.offer(1, "Maija", lambda: QPoint(100, 100))
    assert turn_up_words(box) == (
        "Din tur, Maija",
        "Snu kortene mine",
        "Klikk, eller trykk mellomrom eller Enter",
    )
    assert box.spoken() == (
        "Din tur, Maija. Kortene dine ligger med baksiden opp: trykk mellomrom eller Enter "
        "for å snu dem."
    )


def test_a_whole_hotseat_game_of_cribbage_shows_no_hand_to_the_other_person(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Two people play a game to 61 with the default face-down hand. At every moment the
    table waits, no hand is face up but that of the person to act, who turned it up; the
    full curtain goes up once a deal at most, where the old default came before almost
    every card."""
    window.start_match(NewGame("cribbage", {"target_score": 61}, PEOPLE), seed=5)
    assert window.driver is not None and window.table is not None
    driver, match, table = window.driver, window.driver.match, window.table
    curtain, box = curtain_of(window), turn_up_of(window)
    button = box.findChild(QPushButton, "TurnUpButton")
    assert button is not None
    curtains: Counter[int] = Counter()
    turn_ups = moves = 0

    def deal_number() -> int:
        observation = match.state.public_observation()
        assert isinstance(observation, CribbageObservation)
        return observation.deal_number

    while not match.is_over:
        qtbot.waitUntil(
            lambda: match.is_over or table.is_holding() or driver.waiting_for_person(),
            timeout=20_000,
        )
        if table.is_holding():
            table.go_on()  # the show, counted hand by hand
            continue
        if match.is_over:
            break
        shown = face_up_hand_cards(window, match)
        waiting = match.human_seats_to_move()
        for seat, cards in shown.items():
            assert not cards or (seat == driver.viewer and seat in waiting), (seat, waiting)
        if curtain.isVisible():
            assert shown == {0: set(), 1: set()}
            curtains[deal_number()] += 1
            cover = curtain.findChild(QPushButton, "CurtainButton")
            assert cover is not None
            QTest.mouseClick(cover, Qt.MouseButton.LeftButton)
            continue
        if box.isVisible():
            assert shown == {0: set(), 1: set()} and table.bottom_seat() == box.seat
            turn_ups += 1
            if turn_ups % 2:  # a click anywhere on the box, or Space on its button
                QTest.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(6, 6))
            else:
                QTest.keyClick(button, Qt.Key.Key_Space)
            continue
        acting = driver.acting_seat()
        assert acting is not None
        before = len(match.log)
        table.action_chosen.emit(match.observation(acting).legal[0])
        qtbot.waitUntil(lambda b=before: len(match.log) > b)  # type: ignore[misc]
        moves += 1
    deals = deal_number()
    assert deals == 5 and moves == 50
    # The curtain came only for a new deal, to the person who had not had the screen when
    # it was dealt; every other pass turned a hand face down.
    assert curtains == {deal: 1 for deal in range(2, deals + 1)}
    assert turn_ups == 44
