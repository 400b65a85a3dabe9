"""In Finnish and in Norwegian, no window, dialog, menu or table text is left in English.

Every English source string of the catalogue is a pattern (placeholders match any text);
a text on screen that matches one whose translation differs is a leak. The walk covers the
main window with each game a few moves in, the hotseat curtain, every dialog and message
box, the rules guide and the walkthrough panel.
"""

from __future__ import annotations

import dataclasses
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QAbstractListModel, QModelIndex, Qt
from PySide6.QtGui import QTextDocumentFragment
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDialog,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QGroupBox,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMenu,
    QMessageBox,
    QTabBar,
    QTextEdit,
    QWidget,
)
from pytestqt.qtbot import QtBot

from skruuvi_gui import app as app_module
from skruuvi_gui.match import Match, SeatConfig, autosave
from skruuvi_gui.match.autosave import autosave_path
from skruuvi_gui.paths import translations_dir
from skruuvi_gui.rules import game_spec
from skruuvi_gui.settings import Settings
from skruuvi_gui.ui.dialogs.new_game import DEFAULT_NAMES, NewGameDialog, default_name
from skruuvi_gui.ui.i18n import Translations
from skruuvi_gui.ui.main_window import MainWindow
from skruuvi_gui.ui.table.base import GameTable

#: Computer moves played before the table is read: into the play, past the exchanges.
MOVES = {"cribbage": 14, "skruuvi": 40, "squint": 14}
PLACEHOLDER = re.compile(r"\{\w+\}|%n")
WORD = re.compile(r"[A-Za-z]{3,}")
#: Placeholders that stand for free text; the others (names, cards, numbers) hold no
#: sentence, so a whole sentence never matches a short template such as "{cards} from {name}".
FREE_TEXT = {"{file}", "{detail}", "{reason}", "{moved}", "{backup}", "{items}"}


def pattern(text: str) -> re.Pattern[str]:
    regex = ""
    for index, part in enumerate(PLACEHOLDER.split(text)):
        if index:
            hole = PLACEHOLDER.findall(text)[index - 1]
            regex += ".+" if hole in FREE_TEXT else r"[^\n.!?:]+"
        regex += re.escape(part)
    return re.compile(regex, re.DOTALL)


def leaking_sources(language: str) -> list[tuple[str, re.Pattern[str], list[re.Pattern[str]]]]:
    """(source, its pattern, its translations' patterns) for every source string whose
    fixed words are real words and that no context leaves as it is (a game's name may stay
    "Squint" while the squint pile is "Leski")."""
    root = ET.parse(translations_dir() / f"skruuvi_gui_{language}.ts").getroot()
    translated: dict[str, set[str]] = {}
    for message in root.iter("message"):
        source = (message.findtext("source") or "").replace("&", "")
        translation = message.find("translation")
        assert translation is not None
        forms = [form.text or "" for form in translation.iter("numerusform")]
        texts = forms or [translation.text or ""]
        translated.setdefault(source, set()).update(text.replace("&", "") for text in texts)
    return [
        (source, pattern(source), [pattern(text) for text in texts])
        for source, texts in translated.items()
        if source not in texts and WORD.search(PLACEHOLDER.sub("", source))
    ]


def plain(text: str) -> str:
    if "<" in text and ">" in text:
        text = QTextDocumentFragment.fromHtml(text).toPlainText()
    return text.replace("&", "").strip()


def pieces(text: str) -> Iterator[str]:
    """The whole text, each line, and each part of a " · " or "\u2014" joined line."""
    text = plain(text)
    yield text
    for line in text.splitlines():
        yield line.strip()
        yield from (part.strip() for part in re.split(r" · | — ", line))


def widget_texts(widget: QWidget) -> Iterator[tuple[str, str]]:
    """(where, text) for everything ``widget`` and its children show in words."""
    for child in [widget, *widget.findChildren(QWidget)]:
        where = f"{type(child).__name__} {child.objectName()}"
        if child.isWindow() or child.inherits("QDockWidget"):
            yield where, child.windowTitle()
        yield where, child.toolTip()
        if isinstance(child, (QLabel, QAbstractButton)):
            yield where, child.text()
        elif isinstance(child, QGroupBox):
            yield where, child.title()
        elif isinstance(child, QTabBar):
            yield from ((where, child.tabText(i)) for i in range(child.count()))
        elif isinstance(child, QComboBox):
            yield from ((where, child.itemText(i)) for i in range(child.count()))
        elif isinstance(child, QLineEdit):
            yield where, child.placeholderText()
        elif isinstance(child, QAbstractSpinBox):
            yield where, child.text()
        elif isinstance(child, QTextEdit):
            yield where, child.toPlainText()
        elif isinstance(child, QMenu):
            yield where, child.title()
        if isinstance(child, QAbstractItemView) and child.model() is not None:
            yield from ((where, text) for text in model_texts(child))
        if isinstance(child, QGraphicsView) and child.scene() is not None:
            for item in child.scene().items():
                if isinstance(item, QGraphicsTextItem):
                    yield f"scene {where}", item.toPlainText()
                elif isinstance(item, QGraphicsSimpleTextItem):
                    yield f"scene {where}", item.text()
        for action in child.actions():
            yield f"action of {where}", action.text()
            yield f"action of {where}", action.toolTip()


def model_texts(view: QAbstractItemView) -> Iterator[str]:
    model = view.model()
    root = QModelIndex()
    rows = model.rowCount(root)
    columns = 1 if isinstance(model, QAbstractListModel) else model.columnCount(root)
    for orientation, count in (
        (Qt.Orientation.Horizontal, columns),
        (Qt.Orientation.Vertical, rows),
    ):
        for section in range(count):
            yield str(model.headerData(section, orientation) or "")
    for row in range(min(rows, 60)):
        for column in range(columns):
            yield str(model.data(model.index(row, column, root)) or "")


def table_texts(table: GameTable) -> Iterator[tuple[str, str]]:
    """What a table says outside its widgets: prompt, seat plates and result panel."""
    yield "prompt", table.prompt()
    yield "result panel", table.result_panel_text()
    for seat in range(table.num_seats()):
        yield f"plate {seat}", table.seat_plate_text(seat)


class Reader:
    """Collects every text seen, then names those still in English."""

    def __init__(self, language: str) -> None:
        self.sources = leaking_sources(language)
        self.seen: list[tuple[str, str]] = []

    def read(self, texts: Iterator[tuple[str, str]], scene: str) -> None:
        self.seen.extend((f"{scene}: {where}", text) for where, text in texts if text)

    def leaks(self) -> list[str]:
        found = set()
        for where, text in self.seen:
            for piece in pieces(text):
                if not piece or piece in DEFAULT_NAMES:
                    continue
                for source, english, translated in self.sources:
                    if english.fullmatch(piece) and not any(t.fullmatch(piece) for t in translated):
                        found.add(f"{where}: {piece!r} is the English {source!r}")
        return sorted(found)


def bot_match(game_id: str, names: list[str], *, humans: int = 0) -> Match:
    """A seeded match of beginner bots (and ``humans`` people first) a few moves in."""
    spec = game_spec(game_id)
    options = spec.default_options()
    seats = [
        SeatConfig(name, "human" if index < humans else "bot", "random")
        for index, name in enumerate(names[: spec.num_seats(options)])
    ]
    match = Match(game_id, options, seats, 7)
    match.start()
    for _ in range(MOVES[game_id]):
        movers = match.bot_seats_to_move()
        if not movers:
            break
        seat = movers[0]
        match.apply(seat, match.bot_for(seat).choose(match.observation(seat)))
    return match


def settle(window: MainWindow) -> None:
    QApplication.processEvents()
    if window.table is not None:
        window.table.skip_animations()
    QApplication.processEvents()


@pytest.fixture
def modal_boxes(monkeypatch: pytest.MonkeyPatch) -> list[QWidget]:
    """Dialogs and message boxes open without waiting for anyone: each is kept for reading
    and closed at once (as cancelled)."""
    opened: list[QWidget] = []

    def keep(dialog: QDialog) -> int:
        dialog.show()
        opened.append(dialog)
        return 0

    def warning(parent: QWidget | None, title: str, text: str, *args: Any) -> int:
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok)
        return keep(box)

    def get_int(parent: QWidget | None, title: str, label: str, *args: Any) -> tuple[int, bool]:
        dialog = QInputDialog(parent)
        dialog.setWindowTitle(title)
        dialog.setLabelText(label)
        keep(dialog)
        return 0, False

    monkeypatch.setattr(QDialog, "exec", keep)
    monkeypatch.setattr(QMessageBox, "exec", keep)
    monkeypatch.setattr(QMessageBox, "warning", warning)
    monkeypatch.setattr(QInputDialog, "getInt", get_int)
    return opened


def default_names() -> list[str]:
    """The seat names the new-game dialog offers in the language installed."""
    return [default_name(seat) for seat in range(len(DEFAULT_NAMES))]


@pytest.mark.parametrize("language", ["fi", "nb"])
def test_no_english_left_anywhere(
    qtbot: QtBot,
    translations: Translations,
    modal_boxes: list[QWidget],
    tmp_path: Path,
    language: str,
) -> None:
    translations.install(language)
    reader = Reader(language)
    window = MainWindow(Settings(animation_speed="off"), translations, persist=False)
    qtbot.addWidget(window)
    window.show()
    reader.read(widget_texts(window), "empty window")
    names = default_names()
    for game_id in MOVES:
        window.install_match(bot_match(game_id, names), watch=0, autoplay=False)
        settle(window)
        assert window.table is not None
        reader.read(widget_texts(window), game_id)
        reader.read(table_texts(window.table), game_id)
        window.show_current_guide()
        assert window.guide is not None
        reader.read(widget_texts(window.guide), f"{game_id} guide")
        for menu in (window.game_menu, window.view_menu, window.help_menu):
            reader.read(widget_texts(menu), f"{game_id} menus")
    window.install_match(bot_match("cribbage", names, humans=2), autoplay=False)
    settle(window)
    assert window.turn_up is not None and window.turn_up.isVisible()
    reader.read(widget_texts(window.turn_up), "hand face down")
    window.apply_settings(dataclasses.replace(window.settings, hotseat_curtain="every_turn"))
    window.install_match(bot_match("cribbage", names, humans=2), autoplay=False)
    settle(window)
    assert window.curtain is not None and window.curtain.isVisible()
    reader.read(widget_texts(window.curtain), "hotseat curtain")

    window.new_game()
    window.edit_settings()
    window.show_about()
    window.play_game_number()
    bad = tmp_path / "bad.json"
    bad.write_text('{"format_version": 1, "game": "chess"}', encoding="utf-8")
    window.load_record_file(bad)
    window.load_record_file(tmp_path / "missing.json")
    window.save_record_file(tmp_path)  # a folder: the save fails
    autosave_path().write_bytes(b"\x00 not a saved game")
    app_module.begin_play(window)  # the damaged-file warning, then the new-game dialog
    autosave(bot_match("squint", names, humans=1))
    app_module.begin_play(window)  # the resume question
    titles = [box.windowTitle() for box in modal_boxes]
    for box in modal_boxes:
        reader.read(widget_texts(box), f"dialog {box.windowTitle()!r}")
        if isinstance(box, NewGameDialog):
            games = box.findChild(QComboBox)
            assert games is not None
            for index in range(games.count()):
                games.setCurrentIndex(index)
                reader.read(widget_texts(box), f"new game, {games.currentText()}")
    assert len(modal_boxes) == 11, "|".join(titles)

    window.walkthrough.start("skruuvi")
    settle(window)
    panel = window.findChild(QWidget, "Walkthrough")
    assert panel is not None and panel.isVisible()
    reader.read(widget_texts(panel), "walkthrough")
    window.walkthrough.shutdown()

    leaks = reader.leaks()
    assert not leaks, "\n".join(leaks)
    for box in modal_boxes:
        box.close()
    window.close()


def test_the_reader_finds_an_english_leak(qtbot: QtBot, translations: Translations) -> None:
    translations.install("nb")
    reader = Reader("nb")
    box = QGroupBox("Hurtigoversikt · Quick reference")
    QLabel("Maija played 7♥\nMaija spilte 7♥", box)
    qtbot.addWidget(box)
    reader.read(widget_texts(box), "test")
    assert reader.leaks() == [
        "test: QGroupBox : 'Quick reference' is the English 'Quick reference'",
        "test: QLabel : 'Maija played 7♥' is the English '{name} played {card}'",
    ]
