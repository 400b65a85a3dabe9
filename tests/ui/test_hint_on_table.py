"""The hint on the table: the move and why under the prompt, in every game and language; its
glow and words gone once the person chooses something else."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot
from test_no_english_left import Reader

from skruuvi_gui.bots import make_bot, strongest_level
from skruuvi_gui.bots.reasons import Advice, advise
from skruuvi_gui.match import Match, SeatConfig
from skruuvi_gui.rules import game_spec
from skruuvi_gui.rules.cribbage import Discard
from skruuvi_gui.rules.squint import Bid
from skruuvi_gui.ui import saving
from skruuvi_gui.ui.dialogs.new_game import NewGame
from skruuvi_gui.ui.guide.hint_reason import hint_reason, hint_text, judgement_text
from skruuvi_gui.ui.i18n import Translations
from skruuvi_gui.ui.main_window import MainWindow
from skruuvi_gui.ui.table.base import GameTable
from skruuvi_gui.ui.table.card_item import CardItem

YOU = SeatConfig("You", "human")
#: Each game at the table: the seats beside the person, and its rules.
TABLES: dict[str, tuple[int, Mapping[str, Any]]] = {
    "cribbage": (1, {"num_players": 2}),
    "skruuvi": (3, {"length": "alkupeli"}),
    "squint": (4, {}),
}


@pytest.fixture(autouse=True)
def unsaved(monkeypatch: pytest.MonkeyPatch) -> None:
    """Games through the window are not saved after every action: quicker tests."""
    monkeypatch.setattr(saving.GameSaver, "save", lambda self, match: None)


def hinted_table(qtbot: QtBot, window: MainWindow, game_id: str) -> tuple[GameTable, Advice]:
    """``game_id`` against easy computers, seat 0 to act with the hint shown."""
    others, options = TABLES[game_id]
    seats = (YOU, *(SeatConfig(name, "bot", "easy") for name in "ABCD"[:others]))
    window.start_match(NewGame(game_id, options, seats), seed=5)
    driver, table = window.driver, window.table
    assert driver is not None and table is not None
    qtbot.waitUntil(
        lambda: driver.acting_seat() == 0 and driver.waiting_for_person(), timeout=20_000
    )
    hinted: list[Advice] = []
    driver.hinted.connect(hinted.append)
    window.hint_action.trigger()
    qtbot.waitUntil(lambda: bool(hinted), timeout=30_000)
    return table, hinted[0]


def hint_label(table: GameTable) -> QLabel | None:
    """The label showing the hint's words (under the prompt, or in a bidding box), if any."""
    shown = [label for label in table.findChildren(QLabel, "hint_reason") if label.isVisible()]
    assert len(shown) <= 1
    return shown[0] if shown else None


def on_felt(table: GameTable, label: QLabel) -> QRect:
    """Where ``label`` lies on the felt."""
    return QRect(label.mapTo(table.view(), QPoint(0, 0)), label.size())


@pytest.mark.parametrize("game_id", sorted(TABLES))
def test_the_reason_stands_under_the_prompt(qtbot: QtBot, window: MainWindow, game_id: str) -> None:
    table, advice = hinted_table(qtbot, window, game_id)
    assert window.driver is not None
    observation = window.driver.match.observation(0)
    reason = hint_reason(observation, advice.action, advice.reason)
    assert reason != judgement_text()
    words = table.hint_words()
    assert words == hint_text(game_id, observation, advice) and words.endswith(reason)
    label = hint_label(table)
    assert label is not None and label.text() == words
    prompt = table.findChild(QLabel, "prompt")
    assert prompt is not None and prompt.isVisible() and prompt.text()
    # Whole on the felt, nothing drawn over it, and beside the prompt line.
    view = table.view()
    where = on_felt(table, label)
    assert view.rect().contains(where)
    for point in (where.center(), where.topLeft() + QPoint(4, 2), where.bottomRight()):
        assert view.childAt(point) is label
    line = on_felt(table, prompt)
    gap = max(line.top() - where.bottom(), where.top() - line.bottom())
    assert gap <= 3 * line.height()
    assert window.statusBar().currentMessage() == words


def test_the_glow_goes_when_another_card_is_picked(qtbot: QtBot, window: MainWindow) -> None:
    table, advice = hinted_table(qtbot, window, "cribbage")
    assert isinstance(advice.action, Discard)
    items = {item.card: item for item in table.view().scene().items() if isinstance(item, CardItem)}
    glowing = {card for card in table.own_cards() if items[card].hinted}
    assert glowing == set(advice.action.cards)
    # One of the hinted cards picked: the hint stands.
    first = advice.action.cards[0]
    click(qtbot, table, items[first])
    assert items[first].hinted and table.hint_words()
    # A card the hint did not mark: the glow and the words go, the pick stays.
    other = next(card for card in table.own_cards() if card not in advice.action.cards)
    click(qtbot, table, items[other])
    assert not any(items[card].hinted for card in table.own_cards())
    assert table.hint_words() == "" and hint_label(table) is None
    assert items[other].chosen
    assert window.statusBar().currentMessage() == ""


def test_the_glow_goes_when_another_bid_card_is_picked(qtbot: QtBot, window: MainWindow) -> None:
    table, advice = hinted_table(qtbot, window, "squint")
    assert isinstance(advice.action, Bid)
    hinted = {item for item in table.view().scene().items() if isinstance(item, CardItem)}
    assert [item.card for item in hinted if item.hinted] == [advice.action.card]
    other = next(
        item
        for item in hinted
        if item.card in table.own_cards() and not item.hinted and item.card is not None
    )
    click(qtbot, table, other)
    assert not any(item.hinted for item in hinted) and table.hint_words() == ""


def click(qtbot: QtBot, table: GameTable, item: CardItem) -> None:
    """A click on the card's visible middle, as a person makes it."""
    view = table.view()
    point = view.mapFromScene(item.sceneBoundingRect().center())
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    QApplication.processEvents()


@pytest.mark.parametrize("language", ["fi", "nb"])
def test_the_hint_on_the_table_speaks_the_language(
    qtbot: QtBot, window: MainWindow, translations: Translations, language: str
) -> None:
    translations.install(language)
    window.retranslate()
    reader = Reader(language)
    for game_id in sorted(TABLES):
        table, _ = hinted_table(qtbot, window, game_id)
        words = table.hint_words()
        assert words and judgement_text() not in words
        reader.read(iter([("hint", words)]), game_id)
    leaks = reader.leaks()
    assert not leaks, "\n".join(leaks)


@pytest.mark.parametrize("language", ["fi", "nb"])
def test_every_kind_of_reason_is_worded_in_the_language(
    translations: Translations, language: str
) -> None:
    """A deal of each game played by the hints: every reason on the way in ``language``,
    none left in English, none the plain judgement."""
    translations.install(language)
    reader = Reader(language)
    judgement = judgement_text()
    for game_id, (others, options) in TABLES.items():
        seats = tuple(SeatConfig(f"P{seat}", "human") for seat in range(others + 1))
        match = Match(game_id, game_spec(game_id).check_options(options), seats, seed=3)
        match.start()
        for step in range(30 if game_id == "cribbage" else 50):
            if match.is_over:
                break
            seat = match.to_move()[0]
            observation = match.observation(seat)
            bot = make_bot(game_id, strongest_level(game_id), random.Random(step))
            advice = advise(bot, observation)
            words = hint_text(game_id, observation, advice)
            assert judgement not in words, words
            reader.read(iter([(f"step {step}", words)]), game_id)
            match.apply(seat, advice.action)
    leaks = reader.leaks()
    assert not leaks, "\n".join(leaks)


def test_a_hint_standing_is_said_again_in_a_new_language(
    qtbot: QtBot, window: MainWindow, translations: Translations
) -> None:
    table, advice = hinted_table(qtbot, window, "skruuvi")
    assert table.hint_words().startswith("Hint: ")
    translations.install("nb")
    window.retranslate()
    assert window.driver is not None
    words = hint_text("skruuvi", window.driver.match.observation(0), advice)
    assert words.startswith("Tips: ")
    assert table.hint_words() == words
    assert window.statusBar().currentMessage() == words
    label = hint_label(table)
    assert label is not None and label.text() == words
