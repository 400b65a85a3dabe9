"""What beside the table tells of the game (the score sheet, the game log, the status line)
follows what the table has shown, not the match, which may be a held show ahead."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QAbstractScrollArea
from pytestqt.qtbot import QtBot

from skruuvi_gui.match import Match, SeatConfig
from skruuvi_gui.rules.cribbage import PLAY, CribbageObservation
from skruuvi_gui.settings import Settings
from skruuvi_gui.ui.cribbage.table import CribbageTable
from skruuvi_gui.ui.i18n import Translations
from skruuvi_gui.ui.main_window import MainWindow

SEATS = (SeatConfig("You", "human"), SeatConfig("Maija", "bot", "random"))


@pytest.fixture
def paced(qtbot: QtBot, translations: Translations) -> Iterator[MainWindow]:
    """A window whose table moves (quickly) and holds each counted hand of a show."""
    main = MainWindow(Settings(animation_speed="fast", show_pace="step_by_step"), translations)
    qtbot.addWidget(main)
    main.show()
    yield main
    main.close()


def before_the_last_card(seed: int) -> Match:
    """A cribbage deal played at random up to the person's last card of the play."""
    match = Match("cribbage", {}, SEATS, seed)
    match.start()
    rng = random.Random(seed)
    while True:
        seat = match.state.to_move()[0]
        observation = match.observation(seat)
        assert isinstance(observation, CribbageObservation)
        if seat == 0 and observation.phase == PLAY and len(observation.hand) == 1:
            return match
        if seat == 0:
            match.apply(seat, rng.choice(observation.legal))
        else:
            match.apply(seat, match.bot_for(seat).choose(observation))


def test_the_docks_and_the_status_line_wait_for_a_show_held_for_reading(
    qtbot: QtBot, paced: MainWindow
) -> None:
    match = before_the_last_card(4)
    assert paced.play(match)
    driver, table = paced.driver, paced.table
    assert driver is not None and isinstance(table, CribbageTable)
    driver.set_speed(0.05)
    table.set_speed(0.05)
    qtbot.waitUntil(lambda: driver.acting_seat() == 0 and not table.is_busy(), timeout=20_000)
    log_lines = len(paced.game_log.deals())
    table.action_chosen.emit(match.observation(0).legal[0])

    def held() -> bool:
        if driver.acting_seat() == 0 and not table.is_busy():  # a go before the show
            table.action_chosen.emit(match.observation(0).legal[0])
        return table.is_holding()

    qtbot.waitUntil(held, timeout=20_000)
    observation = match.observation(0)
    assert isinstance(observation, CribbageObservation)
    assert observation.deal_number == 2  # the match has counted the show and dealt again
    assert paced.score_sheet.totals() == list(table.board().scores())
    assert paced.score_sheet.totals() != list(observation.scores)
    assert paced.score_sheet.deal_count() == 1
    assert "Deal 1 " in paced.status_line() + " "
    assert len(paced.game_log.deals()) == log_lines
    while table.is_busy():
        table.go_on()
        qtbot.wait(20)
    assert paced.score_sheet.totals() == list(observation.scores)
    assert "Deal 2 " in paced.status_line() + " "
    assert len(paced.game_log.deals()) == log_lines + 1


class PaintWatch(QObject):
    """Counts the paints of the widgets it watches: what a person would see."""

    def __init__(self) -> None:
        super().__init__()
        self.paints = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.Paint:
            self.paints += 1
        return False


def test_the_skruuvi_sheet_never_scrolls_sideways_while_the_first_deal_is_dealt(
    qtbot: QtBot, translations: Translations
) -> None:
    """The dock makes room for the sheet's columns as soon as the sheet has them, not once
    the deal is drawn: at the default size no sideways scroll bar is drawn at any moment."""
    main = MainWindow(Settings(animation_speed="normal"), translations, persist=False)
    qtbot.addWidget(main)
    main.resize(1280, 800)
    main.show()
    qtbot.waitUntil(lambda: main.width() == 1280)
    players = ("You", "Maija", "Pekka", "Liisa")
    seats = (SeatConfig(players[0], "human"), *(SeatConfig(n, "bot", "easy") for n in players[1:]))
    match = Match("skruuvi", {}, seats, 3)
    assert main.play(match, match.start())
    table, driver = main.table, main.driver
    assert table is not None and driver is not None
    sheet = main.score_sheet.widget()
    assert isinstance(sheet, QAbstractScrollArea)
    sideways, sheet_paints = PaintWatch(), PaintWatch()
    sheet.horizontalScrollBar().installEventFilter(sideways)
    sheet.viewport().installEventFilter(sheet_paints)
    qtbot.waitUntil(lambda: driver.waiting_for_person() and not table.is_busy(), timeout=30_000)
    assert sheet_paints.paints > 0  # the sheet was drawn as the deal was dealt
    assert sideways.paints == 0
    assert not sheet.horizontalScrollBar().isVisible()
    main.close()


def test_the_game_log_tells_each_counted_hand_once_the_table_counts_it(
    qtbot: QtBot, paced: MainWindow
) -> None:
    """While a counted hand's total is held for reading, the log has that hand and those
    before it, never the next one."""
    match = before_the_last_card(4)
    assert paced.play(match)
    driver, table = paced.driver, paced.table
    assert driver is not None and isinstance(table, CribbageTable)
    driver.set_speed(0.05)
    table.set_speed(0.05)
    qtbot.waitUntil(lambda: driver.acting_seat() == 0 and not table.is_busy(), timeout=20_000)
    deals = len(paced.game_log.deals())
    table.action_chosen.emit(match.observation(0).legal[0])

    def held() -> bool:
        if driver.acting_seat() == 0 and not table.is_busy():  # a go before the show
            table.action_chosen.emit(match.observation(0).legal[0])
        return table.is_holding()

    told = []
    for _ in range(3):  # two hands and the crib
        qtbot.waitUntil(held, timeout=20_000)
        told.append(len(paced.game_log.deals()[deals - 1].lines))
        table.go_on()
    assert [told[1] - told[0], told[2] - told[1]] == [1, 1]
