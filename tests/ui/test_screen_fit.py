"""The window on ordinary screens: it stays within the screen's available area, it can be
made as small as an 800x600 screen allows, and at the default size the score sheet shows
every player's column. The Statistics, library and replay windows open within an 800x600
screen and work there."""

from __future__ import annotations

import random
import re
from dataclasses import replace
from datetime import UTC, datetime
from functools import partial

import pytest
from finished_games import finished_skruuvi
from PySide6.QtCore import QPoint, QRect, QRectF, QSize
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QApplication,
    QComboBox,
    QLabel,
    QPushButton,
    QSlider,
    QSpinBox,
    QTabBar,
    QTableView,
    QWidget,
)
from pytestqt.qtbot import QtBot

from skruuvi_gui.match import Match, SeatConfig, library
from skruuvi_gui.match.seats import MAX_NAME_LENGTH
from skruuvi_gui.rules import game_spec
from skruuvi_gui.rules.api import Dealt
from skruuvi_gui.rules.skruuvi import SkruuviObservation
from skruuvi_gui.rules.squint import SquintObservation
from skruuvi_gui.settings import Settings
from skruuvi_gui.ui import main_window as main_window_module
from skruuvi_gui.ui.dialogs.about import AboutDialog
from skruuvi_gui.ui.dialogs.first_start import LanguageDialog
from skruuvi_gui.ui.dialogs.new_game import NewGame, NewGameDialog, default_name
from skruuvi_gui.ui.dialogs.settings_dialog import SettingsDialog
from skruuvi_gui.ui.i18n import Translations
from skruuvi_gui.ui.main_window import MainWindow
from skruuvi_gui.ui.screen_fit import FRAME_WAIT_MS, SETTLE_MS
from skruuvi_gui.ui.skruuvi.score_sheet import CONTRACT, SkruuviScoreSheet
from skruuvi_gui.ui.skruuvi.table import SkruuviTable
from skruuvi_gui.ui.table.base import GameTable
from skruuvi_gui.ui.table.card_item import CardItem
from skruuvi_gui.ui.table.panel_text import plain
from skruuvi_gui.ui.window.docks import SCORE_SHEET_WIDTH

#: What an 800x600 screen leaves for a window inside a title bar and a panel.
SMALL_SCREEN_ROOM = QSize(784, 536)
#: What a 1024x600 screen leaves for a window inside a frame and a panel.
WIDE_SMALL_SCREEN_ROOM = QSize(1000, 536)
#: A Squint deal whose first deal asks the person to decide by the prompt's buttons.
SQUINT_SEED = 9


def seats(count: int) -> tuple[SeatConfig, ...]:
    names = ("You", "Maija", "Pekka", "Liisa", "Ville")
    return (SeatConfig("You", "human"), *(SeatConfig(n, "bot", "easy") for n in names[1:count]))


def test_a_window_larger_than_the_screen_is_brought_within_it(window: MainWindow) -> None:
    window.resize(1280, 800)
    window.move(300, 200)
    window.screen_fit.fit()
    screen = window.screen()
    assert screen is not None
    available: QRect = screen.availableGeometry()
    assert available.width() < 1280  # the offscreen screen is smaller than the default size
    assert available.contains(window.frameGeometry())


@pytest.mark.parametrize("game", ["skruuvi", "cribbage", "squint"])
def test_the_window_works_at_what_an_800x600_screen_leaves(
    qtbot: QtBot, window: MainWindow, game: str
) -> None:
    count = {"skruuvi": 4, "cribbage": 2, "squint": 5}[game]
    window.start_match(NewGame(game, {}, seats(count)), seed=3)
    window.resize(SMALL_SCREEN_ROOM)
    qtbot.waitUntil(lambda: window.size() == SMALL_SCREEN_ROOM)
    minimum = window.minimumSizeHint().expandedTo(window.minimumSize())
    assert minimum.width() <= SMALL_SCREEN_ROOM.width()
    assert minimum.height() <= SMALL_SCREEN_ROOM.height()
    assert window.table is not None and window.table.isVisible()
    assert window.statusBar().geometry().bottom() < window.height()


@pytest.mark.parametrize("size", [QSize(1280, 800), WIDE_SMALL_SCREEN_ROOM])
@pytest.mark.parametrize("game", [False, True])
@pytest.mark.parametrize("language", ["en", "fi", "nb"])
def test_the_dock_tabs_show_their_titles_whole(
    qtbot: QtBot, translations: Translations, language: str, game: bool, size: QSize
) -> None:
    """The score sheet, the game log and the quick reference share a place beside the table:
    none of their tab titles is cut short, at the first start before any game too, at the
    default size and on a 1024x600 screen, where the window opens at that size."""
    translations.install(language)
    window = MainWindow(Settings(animation_speed="off"), translations, persist=False)
    qtbot.addWidget(window)
    window.resize(size)
    window.show()
    qtbot.waitUntil(lambda: window.size() == size)
    if game:
        window.start_match(NewGame("cribbage", {}, seats(2)), seed=3)

    def whole() -> bool:
        title = window.score_sheet.windowTitle()
        bars = [
            bar
            for bar in window.findChildren(QTabBar)
            if bar.isVisible() and any(bar.tabText(i) == title for i in range(bar.count()))
        ]
        return (
            len(bars) == 1
            and bars[0].count() == 3
            and all(
                bars[0].tabRect(i).width() >= bars[0].tabSizeHint(i).width()
                for i in range(bars[0].count())
            )
        )

    qtbot.waitUntil(whole, timeout=20_000)
    driver = window.driver
    if game:
        assert driver is not None
        qtbot.waitUntil(driver.waiting_for_person, timeout=20_000)


#: Deals enough to fill a sheet taller than the dock.
MANY_DEALS = 30


def finished_match(game: str, options: dict[str, object], names: tuple[str, ...]) -> Match:
    """A game played by computer players to its end, or through many deals (Squint's
    random players need not end): every kind of row its sheet has."""
    players = tuple(SeatConfig(name, "bot", "random") for name in names)
    match = Match(game, options, players, 5)
    deals = sum(isinstance(event, Dealt) for event in match.start())
    while not match.is_over and deals <= MANY_DEALS:
        seat = match.bot_seats_to_move()[0]
        events = match.apply(seat, match.bot_for(seat).choose(match.observation(seat)))
        deals += sum(isinstance(event, Dealt) for event in events)
    return match


def default_names(count: int) -> tuple[str, ...]:
    """The seats' default names in the language of the moment."""
    return tuple(default_name(seat) for seat in range(count))


#: Every game and number of players the program offers, and Skruuvi's traditional sheet,
#: which is drawn differently.
SHEETS = [
    ("skruuvi", {"num_players": 4}),
    ("skruuvi", {"num_players": 5}),
    ("skruuvi", {"num_players": 4, "scoring": "traditional"}),
    ("skruuvi", {"num_players": 5, "scoring": "traditional"}),
    ("squint", {}),
    ("cribbage", {"num_players": 2}),
    ("cribbage", {"num_players": 3}),
    ("cribbage", {"num_players": 4}),
]


@pytest.mark.parametrize("language", ["en", "fi", "nb"])
@pytest.mark.parametrize(("game", "options"), SHEETS)
def test_a_whole_games_sheet_shows_every_player_at_the_default_size(
    qtbot: QtBot,
    window: MainWindow,
    translations: Translations,
    language: str,
    game: str,
    options: dict[str, object],
) -> None:
    """A game played to its end, with the players' default names: its sheet (taller than
    the dock, so its vertical scroll bar shows) has no sideways scroll bar in the default
    window, in every language."""
    translations.install(language)
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: window.width() == 1280)
    names = default_names(game_spec(game).num_seats(options))
    assert window.play(finished_match(game, options, names))
    sheet = window.score_sheet.widget()
    assert isinstance(sheet, QTableView)
    header = sheet.horizontalHeader()

    def whole() -> bool:
        return sheet.isVisible() and 0 < header.length() <= sheet.viewport().width()

    qtbot.waitUntil(whole, timeout=5_000)
    assert sheet.horizontalScrollBar().maximum() == 0
    if isinstance(sheet, SkruuviScoreSheet):
        assert not sheet.contract_folded()


@pytest.mark.parametrize("language", ["en", "fi", "nb"])
@pytest.mark.parametrize("scoring", ["modern", "traditional"])
def test_on_a_1024_screen_the_skruuvi_sheet_folds_its_contracts_to_show_every_player(
    qtbot: QtBot, window: MainWindow, translations: Translations, language: str, scoring: str
) -> None:
    """Beside the table on a 1024x600 screen there is no room for the contract column as
    well: it folds away, every player's points show without sideways scrolling, and on
    either sheet the deal column shows each deal's contract in short, whole on hover. A
    wider window shows the column again (the traditional sheet's width depends on the
    ledger's figures, so only the modern one is held to both)."""
    translations.install(language)
    window.resize(WIDE_SMALL_SCREEN_ROOM)
    qtbot.waitUntil(lambda: window.size() == WIDE_SMALL_SCREEN_ROOM)
    options = {"num_players": 4, "scoring": scoring}
    assert window.play(finished_match("skruuvi", options, default_names(4)))
    sheet = window.score_sheet.widget()
    assert isinstance(sheet, SkruuviScoreSheet)
    header = sheet.horizontalHeader()

    def whole() -> bool:
        return sheet.isVisible() and 0 < header.length() <= sheet.viewport().width()

    qtbot.waitUntil(lambda: sheet.isVisible() and sheet.contract_folded(), timeout=10_000)
    if scoring == "modern":  # the traditional ledger's figures may need more room
        qtbot.waitUntil(whole, timeout=10_000)
        assert sheet.horizontalScrollBar().maximum() == 0
    contracts = [
        (item.toolTip(), item.text(), found.text())
        for row in range(sheet.rowCount())
        if (item := sheet.item(row, 0)) is not None
        and (found := sheet.item(row, CONTRACT)) is not None
        and found.text()
    ]
    assert contracts
    assert all(text in tip for tip, _, text in contracts)
    # The deal column shows each contract, its declarer by letter, on either sheet.
    assert all(
        shown.startswith(text.split(" (")[0]) and "(" not in shown for _, shown, text in contracts
    ), contracts
    if scoring == "modern":
        window.resize(1280, 800)
        qtbot.waitUntil(lambda: not sheet.contract_folded(), timeout=10_000)
        # Made small again, the window folds the sheet again rather than squeeze the table.
        window.resize(WIDE_SMALL_SCREEN_ROOM)
        qtbot.waitUntil(lambda: sheet.contract_folded() and whole(), timeout=10_000)


def test_the_score_sheet_dock_keeps_its_width_from_deal_to_deal(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Longer contracts and larger points as the deals go by do not widen the dock (and
    narrow the table) deal after deal."""
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: window.width() == 1280)
    seats = tuple(SeatConfig(name, "bot", "random") for name in default_names(4))
    window.start_match(NewGame("skruuvi", {}, seats), seed=3)
    dock = window.score_sheet
    qtbot.waitUntil(lambda: dock.isVisible() and dock.width() >= dock.wanted_width())
    assert not deals_played(window, 1)
    widths = [dock.width()]
    for deals in (1, 2):
        qtbot.waitUntil(partial(deals_played, window, deals), timeout=30_000)
        qtbot.wait(50)
        widths.append(dock.width())
    assert widths == [widths[0]] * 3


def test_the_score_sheet_dock_has_its_width_before_the_first_deal_is_dealt(
    qtbot: QtBot, window: MainWindow
) -> None:
    """The sheet sets out its columns from the game's first observation, so the dock takes
    its width as the game is put on the table, not by narrowing the table (and laying out
    every card again) while the first deal's cards fly."""
    window.apply_settings(replace(window.settings, animation_speed="normal"))
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: window.width() == 1280)
    seats = tuple(SeatConfig(name, "bot", "random") for name in default_names(4))
    window.start_match(NewGame("skruuvi", {}, seats), seed=3)
    QApplication.processEvents()
    dock, table = window.score_sheet, window.table
    assert table is not None
    assert isinstance(table, SkruuviTable)
    assert table.score_sheet_widget().columnCount() > 4
    assert dock.width() >= dock.wanted_width() > SCORE_SHEET_WIDTH
    widths = (dock.width(), table.view().width())
    assert window.driver is not None
    match, dealt = window.driver.match, len(window.driver.match.log)
    qtbot.waitUntil(lambda: len(match.log) > dealt, timeout=10_000)  # the first call
    assert (dock.width(), table.view().width()) == widths


def deals_played(window: MainWindow, count: int) -> bool:
    """Whether the game on the table has ``count`` deals scored."""
    assert window.driver is not None
    observation = window.driver.match.observation(0)
    assert isinstance(observation, SkruuviObservation)
    return len(observation.results) >= count


def global_rect(widget: QWidget) -> QRect:
    return QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())


def deal_number(window: MainWindow) -> int:
    assert window.driver is not None
    observation = window.driver.match.observation(0)
    assert isinstance(observation, SquintObservation)
    return observation.deal_number


def assert_all_in_view(table: GameTable) -> int:
    """Every card on the table and every prompt button lie wholly inside the table's view;
    the number of buttons seen."""
    view = table.view()
    viewport = QRectF(view.viewport().rect())
    for card in view.scene().items():
        if isinstance(card, CardItem) and card.isVisible():
            drawn = view.mapFromScene(card.mapToScene(card.shape())).boundingRect()
            assert viewport.contains(drawn), (card.card, drawn, viewport)
    shown = [b for b in table.findChildren(QPushButton) if b.isVisible()]
    for button in shown:
        assert global_rect(view.viewport()).contains(global_rect(button)), button.objectName()
    return len(shown)


def test_squint_plays_at_800x600_with_every_card_and_button_in_view(
    qtbot: QtBot, window: MainWindow
) -> None:
    """A whole deal at 800 x 600: the docks fold away, so the table has the window's width,
    and at every turn of the person every seat's cards and the prompt's buttons are in view."""
    window.resize(800, 600)
    qtbot.waitUntil(lambda: window.size() == QSize(800, 600))
    window.start_match(NewGame("squint", {}, seats(5)), seed=SQUINT_SEED)
    assert window.dock_fold.is_folded()
    assert not window.score_sheet.isVisible() and not window.quick_reference.isVisible()
    driver, table = window.driver, window.table
    assert driver is not None and table is not None
    assert table.width() == window.width()
    rng = random.Random(1)
    buttons = 0
    while deal_number(window) < 2:
        qtbot.waitUntil(lambda: driver.acting_seat() == 0 and not table.is_busy(), timeout=20_000)
        buttons += assert_all_in_view(table)
        table.action_chosen.emit(rng.choice(driver.match.observation(0).legal))
    assert buttons > 0


def test_a_folded_score_sheet_opens_over_the_table_and_docks_again_when_there_is_room(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.resize(1280, 800)
    window.start_match(NewGame("squint", {}, seats(5)), seed=3)
    qtbot.waitUntil(lambda: window.score_sheet.isVisible())
    window.resize(800, 600)
    qtbot.waitUntil(lambda: not window.score_sheet.isVisible())
    window.score_sheet_action.trigger()
    assert window.score_sheet.isVisible() and window.score_sheet.isFloating()
    central = window.centralWidget()
    assert central is not None
    assert global_rect(central).contains(window.score_sheet.geometry())
    window.quick_reference_action.trigger()  # the other tab takes its place
    assert window.quick_reference.isVisible() and not window.score_sheet.isVisible()
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: not window.dock_fold.is_folded())
    assert not window.score_sheet.isFloating() and not window.quick_reference.isFloating()
    assert window.score_sheet.isVisible()  # open before the window narrowed
    assert window.table is not None and window.table.width() < 1280 - SCORE_SHEET_WIDTH + 10


#: Four long names, one at the 24-character cap.
LONG_NAMES = (
    "Anna-Kristiina Virtanen",
    "Maija-Liisa Korhonen-Laa",
    "Pekka Juhani Mäkinen",
    "Ville-Petteri Nieminen",
)


def test_the_bidding_history_names_every_seat_in_full_beside_the_score_sheet(
    qtbot: QtBot, window: MainWindow
) -> None:
    """At the default size with the score sheet open, long names over the auction's columns
    break over lines where they may (between words, after a hyphen) and are not cut short."""
    assert len(LONG_NAMES[1]) == MAX_NAME_LENGTH
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: window.width() == 1280)
    players = (
        SeatConfig(LONG_NAMES[0], "human"),
        *(SeatConfig(name, "bot", "easy") for name in LONG_NAMES[1:]),
    )
    window.start_match(NewGame("skruuvi", {}, players), seed=5)
    table = window.table
    assert isinstance(table, SkruuviTable)
    history = table.history()
    qtbot.waitUntil(lambda: history.isVisible() and bool(history.rows()), timeout=10_000)
    driver = window.driver
    assert driver is not None  # the deal drawn and the dock as wide as it comes to be
    qtbot.waitUntil(lambda: driver.waiting_for_person() and not table.is_busy(), timeout=20_000)
    assert window.score_sheet.isVisible() and table.width() < 1280 - SCORE_SHEET_WIDTH
    heads = [head for head in history.findChildren(QLabel, "history_head") if head.isVisible()]
    written = sorted(plain(head.text()) for head in heads)
    assert ["…" in text for text in written] == [False] * 4
    assert sorted(re.sub(r"\s", "", text) for text in written) == sorted(
        re.sub(r"\s", "", f"● {name}") for name in LONG_NAMES
    )
    assert history.x() + history.width() <= table.contract_panel().x()


#: An 800 x 600 screen less a panel at its top.
SMALL_SCREEN_AREA = QRect(0, 24, 800, 576)


def open_window(window: MainWindow, which: str) -> QWidget:
    if which == "guide":
        window.show_guide("skruuvi", None)
        assert window.guide is not None
        return window.guide
    if which == "statistics":
        window.show_statistics()
        assert window.statistics is not None
        return window.statistics
    window.show_library()
    assert window.library is not None
    if which == "library":
        return window.library
    replay = window.library.replay_chosen()
    assert replay is not None
    return replay


@pytest.mark.parametrize("which", ["statistics", "library", "replay", "guide"])
def test_the_windows_of_the_game_menu_open_within_an_800x600_screen_and_work_there(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, which: str
) -> None:
    """Each opens with its frame inside the screen's available area, wherever its first size
    would reach beyond it, and every control in it is shown whole at that size."""
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: SMALL_SCREEN_AREA)
    library.keep(finished_skruuvi(), datetime.now(UTC), 10)
    opened = open_window(window, which)
    qtbot.addWidget(opened)
    qtbot.waitUntil(lambda: SMALL_SCREEN_AREA.contains(opened.frameGeometry()), timeout=2_000)
    qtbot.wait(FRAME_WAIT_MS + 100)  # the fit once the frame is known keeps it there
    assert SMALL_SCREEN_AREA.contains(opened.frameGeometry())
    minimum = opened.minimumSizeHint().expandedTo(opened.minimumSize())
    assert minimum.width() <= opened.width() and minimum.height() <= opened.height()
    inside = global_rect(opened)
    controls = [
        control
        for kind in (QAbstractButton, QComboBox, QSpinBox, QSlider, QAbstractScrollArea)
        for control in opened.findChildren(kind)
        if control.isVisible() and control.window() is opened
    ]
    assert controls
    for control in controls:
        name = f"{type(control).__name__} {control.objectName()!r}"
        assert inside.contains(global_rect(control)), name
        if isinstance(control, QAbstractScrollArea):
            continue  # what a table or list holds scrolls within it
        wanted = control.minimumSizeHint()
        assert control.width() >= wanted.width() and control.height() >= wanted.height(), name


#: Screens from a large one to the smallest offered, each less a panel at its top.
SCREENS = [QRect(0, 24, 1920, 1056), QRect(0, 24, 1366, 744), QRect(0, 24, 1024, 576)]
SCREENS.append(SMALL_SCREEN_AREA)


def open_dialog(window: MainWindow, which: str) -> QWidget:
    """A dialog of the window, shown as the window shows it (modal ones without blocking)."""
    dialog: QWidget
    if which == "new game":
        dialog = new_game_dialog(window)
    elif which == "settings":
        dialog = SettingsDialog(window.settings, window)
    elif which == "about":
        dialog = AboutDialog(window)
    else:
        dialog = LanguageDialog("fi", window)
    dialog.show()
    return dialog


def new_game_dialog(window: MainWindow) -> QWidget:
    return NewGameDialog(NewGame("squint", {}, seats(5)), window)


@pytest.mark.parametrize("screen", SCREENS, ids=lambda r: f"{r.width()}x{r.height() + 24}")
@pytest.mark.parametrize(
    "which",
    [
        "main",
        "statistics",
        "library",
        "replay",
        "guide",
        "new game",
        "settings",
        "about",
        "language",
    ],
)
def test_every_window_lies_within_the_screen_frame_and_all(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, which: str, screen: QRect
) -> None:
    """The main window at the size it opens at, each window of the Game menu and each
    dialog: frame included, inside the screen's available area, once its frame is known."""
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: screen)
    library.keep(finished_skruuvi(), datetime.now(UTC), 10)
    if which == "main":
        window.resize(1280, 800)
        window.move(200, 150)
        window.screen_fit.fit()
        opened: QWidget = window
    elif which in ("statistics", "library", "replay", "guide"):
        opened = open_window(window, which)
    else:
        opened = open_dialog(window, which)
    qtbot.addWidget(opened)
    qtbot.wait(FRAME_WAIT_MS + 100)
    assert screen.contains(opened.frameGeometry()), (opened.frameGeometry(), screen)


@pytest.mark.parametrize("language", ["en", "fi"])
@pytest.mark.parametrize("which", ["new game", "settings", "about", "language"])
def test_every_dialog_has_one_size_and_no_resize_handle(
    window: MainWindow, translations: Translations, which: str, language: str
) -> None:
    """A dialog is as large as its contents and cannot be resized: the window manager then
    draws no resize handle, a bare strip under the dialog's frame."""
    translations.install(language)
    dialog = open_dialog(window, which)
    QApplication.processEvents()
    assert dialog.minimumSize() == dialog.maximumSize() == dialog.size()
    assert dialog.size() == dialog.sizeHint().expandedTo(dialog.minimumSizeHint())


def long_named_skruuvi() -> Match:
    """A one-robber Skruuvi game played to its end by four players with long names."""
    match = Match(
        "skruuvi",
        {"length": "robber"},
        tuple(SeatConfig(name, "bot", "random") for name in LONG_NAMES),
        2,
    )
    match.start()
    while not match.is_over:
        seat = match.to_move()[0]
        match.apply(seat, match.bot_for(seat).choose(match.observation(seat)))
    return match


@pytest.mark.parametrize("language", ["en", "fi", "nb"])
def test_the_library_lists_long_names_within_an_800x600_screen(
    qtbot: QtBot,
    window: MainWindow,
    translations: Translations,
    monkeypatch: pytest.MonkeyPatch,
    language: str,
) -> None:
    """Every column stays in view, with room for its heading, and long players and results
    end in "…" and show whole on hover, instead of pushing the result out of sight."""
    translations.install(language)
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: SMALL_SCREEN_AREA)
    library.keep(long_named_skruuvi(), datetime.now(UTC), 10)
    library.keep(finished_skruuvi(), datetime.now(UTC), 10)
    opened = open_window(window, "library")
    qtbot.addWidget(opened)
    qtbot.waitUntil(lambda: SMALL_SCREEN_AREA.contains(opened.frameGeometry()), timeout=2_000)
    assert window.library is opened
    games = window.library.games
    assert games.rowCount() == 2
    header = games.horizontalHeader()
    qtbot.waitUntil(lambda: 0 < header.length() <= games.viewport().width())
    assert games.horizontalScrollBar().maximum() == 0
    for column in range(games.columnCount()):
        assert header.sectionSize(column) >= header.sectionSizeHint(column), column
    names = ", ".join(LONG_NAMES)
    cells = [found for row in range(2) if (found := games.item(row, 2)) is not None]
    cell = next(found for found in cells if found.text() == names)
    assert " ".join(cell.toolTip().split()) == names
    assert games.fontMetrics().horizontalAdvance(names) > header.sectionSize(2)  # elided
    empty = opened.findChild(QLabel, "library_empty")
    assert isinstance(empty, QLabel) and not empty.isVisible()


@pytest.mark.parametrize("language", ["en", "fi", "nb"])
def test_an_empty_library_says_that_no_game_has_finished_yet(
    qtbot: QtBot, window: MainWindow, translations: Translations, language: str
) -> None:
    translations.install(language)
    opened = open_window(window, "library")
    qtbot.addWidget(opened)
    empty = opened.findChild(QLabel, "library_empty")
    assert isinstance(empty, QLabel)
    qtbot.waitUntil(empty.isVisible)
    english = "No finished games yet. Every game played to its end is kept here, to replay."
    assert empty.text() and (empty.text() == english) == (language == "en")
    viewport = empty.parentWidget()
    assert viewport is not None and global_rect(viewport).contains(global_rect(empty))


@pytest.mark.parametrize("moves", ["followed", "ignored"])
def test_the_first_window_stays_within_the_screen_where_the_window_manager_puts_it(
    qtbot: QtBot, translations: Translations, monkeypatch: pytest.MonkeyPatch, moves: str
) -> None:
    """A window manager may place the window after it is shown, where it likes: lower down,
    past the screen's bottom (one did so at 1366x768). The window is moved inside again;
    where the window manager ignores that move too, it is made shorter where it stands."""
    screen = QRect(0, 0, 1366, 768)
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: screen)
    monkeypatch.setattr(main_window_module, "screen_is_real", lambda: True)
    window = MainWindow(Settings(animation_speed="off"), translations, persist=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.wait(FRAME_WAIT_MS + 100)
    assert screen.contains(window.frameGeometry())
    height = window.height()
    window.move(window.x(), 100)  # as the window manager places it
    assert not screen.contains(window.frameGeometry())
    if moves == "ignored":
        monkeypatch.setattr(window, "move", lambda *_args: None)
    qtbot.waitUntil(lambda: screen.contains(window.frameGeometry()), timeout=SETTLE_MS)
    if moves == "ignored":
        assert window.y() == 100 and window.frameGeometry().bottom() == screen.bottom()
    else:
        assert window.height() == height


@pytest.mark.parametrize(
    ("language", "size"),
    [("en", WIDE_SMALL_SCREEN_ROOM), ("fi", WIDE_SMALL_SCREEN_ROOM), ("en", QSize(1280, 800))],
)
def test_the_turn_up_box_leaves_the_running_count_and_the_board_in_view(
    qtbot: QtBot, window: MainWindow, translations: Translations, language: str, size: QSize
) -> None:
    """Two people peg a deal of cribbage at one screen: each time the box asks the next
    person to turn their hand up, it covers neither the running count nor the board, and
    stands over the hand, above the prompt."""
    translations.install(language)
    window.resize(size)
    qtbot.waitUntil(lambda: window.size() == size)
    people = (SeatConfig("Pekka", "human"), SeatConfig("Maija", "human"))
    window.start_match(NewGame("cribbage", {}, people), seed=5)
    driver, table, box = window.driver, window.table, window.turn_up
    assert driver is not None and table is not None and box is not None
    match = driver.match
    counts = 0
    for _ in range(200):  # the deal's turns until the box has asked over a count four times
        if counts >= 4:
            break
        qtbot.waitUntil(lambda: table.is_holding() or driver.waiting_for_person(), timeout=10_000)
        if window.curtain is not None and window.curtain.isVisible():
            cover = window.curtain.findChild(QPushButton, "CurtainButton")
            assert cover is not None
            cover.click()
            continue
        if box.isVisible():
            qtbot.waitUntil(lambda: not table.is_busy())
            kept = table.left_in_view()
            counts += len(kept) > 1
            assert [box.geometry().intersects(rect) for rect in kept] == [False] * len(kept)
            assert box.geometry().bottom() < table.prompt_anchor().y()
            assert table.rect().contains(box.geometry())
            button = box.findChild(QPushButton, "TurnUpButton")
            assert button is not None
            button.click()
            continue
        acting = driver.acting_seat()
        if acting is None:  # the screen is about to pass
            qtbot.wait(20)
            continue
        before = len(match.log)
        table.action_chosen.emit(match.observation(acting).legal[0])
        qtbot.waitUntil(lambda b=before: len(match.log) > b)  # type: ignore[misc]
    assert counts >= 4  # the count was up while the box asked, turn after turn
