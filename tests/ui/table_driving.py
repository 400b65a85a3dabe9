"""Driving a game table as a player would: opening it, finding its cards, clicking, pressing
keys and buttons, and reading back what it sent and what lies face up."""

from __future__ import annotations

import re
from typing import TypeVar

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt, QTranslator
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from skruuvi_gui.cards import Card
from skruuvi_gui.rules.api import Action
from skruuvi_gui.ui import match_driver
from skruuvi_gui.ui.table import make_table
from skruuvi_gui.ui.table.base import GameTable
from skruuvi_gui.ui.table.card_item import CardItem

TableT = TypeVar("TableT", bound=GameTable)


def think_on_threads(monkeypatch: pytest.MonkeyPatch) -> None:
    """The computer players think on the table's own worker threads, as they do when no
    process can be started: for tests that reach into a bot, which only works in this
    process."""

    def no_process(*args: object, **kwargs: object) -> None:
        raise OSError("no process for the computer players in this test")

    monkeypatch.setattr(match_driver, "BotProcess", no_process)


def open_table(qtbot: QtBot, game_id: str, kind: type[TableT]) -> TableT:
    """The game's table shown at 1280 by 800 with animations off, as the fixtures want it."""
    widget = make_table(game_id)
    assert isinstance(widget, kind)
    qtbot.addWidget(widget)
    widget.set_speed(0)
    widget.resize(1280, 800)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def chosen(table: GameTable) -> list[Action]:
    """The actions the table sends from now on, in order."""
    actions: list[Action] = []
    table.action_chosen.connect(actions.append)
    return actions


def item(table: GameTable, card: str) -> CardItem:
    found = table.card_item(Card.parse(card))
    assert found is not None, f"{card} is not on the table"
    return found


def view_point(table: GameTable, card: str, uncovered: float = 0.3) -> QPoint:
    """A point on the card's uncovered left part, in viewport coordinates."""
    target = item(table, card)
    scene = target.mapToScene(QPointF(-target.width * uncovered, 0))
    return table.view().mapFromScene(scene)


def click(table: GameTable, card: str, uncovered: float = 0.3) -> None:
    QTest.mouseClick(
        table.view().viewport(),
        Qt.MouseButton.LeftButton,
        pos=view_point(table, card, uncovered),
    )


def press(table: GameTable, key: Qt.Key) -> None:
    QTest.keyClick(table.view(), key)


def press_button(table: GameTable, name: str) -> None:
    button = table.action_button(name)
    assert button is not None, f"no {name} in {table.prompt()!r}"
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def face_up_cards(table: GameTable) -> set[Card]:
    return {
        found.card
        for found in table.view().scene().items()
        if isinstance(found, CardItem) and found.face_up and found.card is not None
    }


def double_click(table: GameTable, card: str, uncovered: float = 0.3) -> None:
    """Press, release, then the double-click event, as a real double-click arrives."""
    viewport, pos = table.view().viewport(), view_point(table, card, uncovered)
    QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=pos)
    QTest.mouseDClick(viewport, Qt.MouseButton.LeftButton, pos=pos)


class Shouting(QTranslator):
    """A stand-in language: every text of the given contexts in capitals, placeholders kept."""

    def __init__(self, *contexts: str) -> None:
        super().__init__()
        self._contexts = contexts

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        if context not in self._contexts:
            return ""
        return re.sub(r"[^{}]+(?=\{|$)", lambda m: m.group().upper(), source)
