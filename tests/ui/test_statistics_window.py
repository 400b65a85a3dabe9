"""The Statistics window: a game finished at the table is counted, shown in tables and
pictures, and forgotten per game only after the person confirms."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox, QTableWidget
from pytestqt.qtbot import QtBot

from skruuvi_gui.match import Match, SeatConfig, library
from skruuvi_gui.match.autosave import autosave_path
from skruuvi_gui.match.seats import SeatKind
from skruuvi_gui.settings import Settings
from skruuvi_gui.stats.filing import filing_dir
from skruuvi_gui.stats.store import Statistics, load_statistics, save_statistics, statistics_path
from skruuvi_gui.stats.summary import ContractLine, GameSummary, PlayerLine
from skruuvi_gui.ui.i18n import Translations
from skruuvi_gui.ui.main_window import MainWindow


def cell(table: QTableWidget, row: int, column: int) -> str:
    item = table.item(row, column)
    assert item is not None
    return item.text()


def cribbage_near_61(maija: SeatKind) -> Match:
    """Maija (of kind ``maija``) against the expert, played by bots until 50 points."""
    seats = (SeatConfig("Maija", maija, "easy"), SeatConfig("Pekka", "bot", "expert"))
    match = Match("cribbage", {"target_score": 61}, seats, seed=3)
    match.start()
    while max(match.state.public_observation().scores) < 50:  # type: ignore[attr-defined]
        seat = match.to_move()[0]
        match.apply(seat, match.bot_for(seat).choose(match.observation(seat)))
    return match


def finish_at_the_table(qtbot: QtBot, window: MainWindow, match: Match) -> None:
    """The person's moves the first legal ones, every result gone on from."""
    window.install_match(match)
    driver, table = window.driver, window.table
    assert driver is not None and table is not None

    def hers() -> bool:
        return driver.waiting_for_person() and driver.acting_seat() == 0

    while not match.is_over:
        qtbot.waitUntil(lambda: match.is_over or table.is_holding() or hers(), timeout=20_000)
        if table.is_holding():
            table.go_on()
        elif hers():
            table.action_chosen.emit(match.observation(0).legal[0])
    qtbot.waitUntil(statistics_path().exists, timeout=20_000)
    qtbot.waitUntil(lambda: not table.is_busy(), timeout=20_000)


def finish_nearly_played_cribbage(qtbot: QtBot, window: MainWindow) -> Match:
    """Maija (a person, her moves the first legal ones) against the expert, from 50 points."""
    match = cribbage_near_61("human")
    finish_at_the_table(qtbot, window, match)
    return match


def test_a_finished_game_is_counted_and_shown(qtbot: QtBot, window: MainWindow) -> None:
    match = finish_nearly_played_cribbage(qtbot, window)
    outcome = match.outcome()
    assert outcome is not None
    statistics, problem = load_statistics()
    assert problem is None and len(statistics.games) == 1
    window.statistics_action.trigger()
    dialog = window.statistics
    assert dialog is not None and dialog.isVisible()
    page = dialog.pages["cribbage"]
    assert dialog.tabs.currentWidget() is page
    rows = {cell(page.players, row, 0): cell(page.players, row, 2) for row in range(2)}
    won = outcome.winners[0] == 0
    expected_wins = {"Maija": "1" if won else "0", "Computer (Expert)": "0" if won else "1"}
    assert rows == expected_wins
    assert sorted(page.wins_chart.bars()) == sorted(
        (label, 1.0 if wins == "1" else 0.0) for label, wins in expected_wins.items()
    )
    assert [len(values) for _, values in page.points_chart.series()] == [1, 1]
    assert "100 %" in page.wins_chart.accessibleDescription()
    # A second game-over signal for the same match counts nothing twice.
    window._game_over()
    assert len(load_statistics()[0].games) == 1


def test_a_game_of_computers_only_is_kept_but_not_counted(qtbot: QtBot, window: MainWindow) -> None:
    """A table of computers is watched and replayed, but it is nobody's game to count."""
    match = cribbage_near_61("bot")
    window.install_match(match)
    qtbot.waitUntil(lambda: match.is_over, timeout=10_000)
    qtbot.waitUntil(lambda: bool(library.entries()[0]), timeout=20_000)
    assert not statistics_path().exists()


def test_a_reset_asks_first(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    finish_nearly_played_cribbage(qtbot, window)
    window.show_statistics()
    dialog = window.statistics
    assert dialog is not None
    answers = [QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Reset]

    def answer(box: QMessageBox) -> int:
        box.button(answers.pop(0)).click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", answer)
    page = dialog.pages["cribbage"]
    page.reset_button.click()
    assert len(load_statistics()[0].games) == 1
    assert page.players.rowCount() == 2
    page.reset_button.click()
    assert load_statistics()[0].games == ()
    assert page.players.rowCount() == 0
    assert not page.reset_button.isEnabled()


@pytest.mark.parametrize("language", ["en", "fi", "nb"])
def test_every_column_shows_whole_when_the_window_opens(
    qtbot: QtBot, window: MainWindow, translations: Translations, language: str
) -> None:
    """Cribbage's ten columns of players and Skruuvi's contracts show every heading and cell
    whole, in every language, and without a sideways scroll bar where the screen has room
    (the offscreen screen is 800 wide: the window, frame and all, grows to it and scrolls
    the rest)."""
    translations.install(language)
    when = "2025-03-01T18:30:00"
    cribbage = GameSummary(
        "cribbage",
        when,
        1,
        9,
        (
            PlayerLine("Maija Meikäläinen", "human", "", False, 98, 60, 14, 24, 5),
            PlayerLine("Pekka", "bot", "expert", True, 121, 70, 21, 30, 4),
        ),
    )
    people = tuple(PlayerLine(n, "bot", "medium", n in "AC", 0) for n in "ABCD")
    skruuvi = GameSummary(
        "skruuvi", when, 2, 2, people, (ContractLine("pass_misere", (), True, 0, (5, -5, 5, -5)),)
    )
    save_statistics(Statistics().with_game(cribbage).with_game(skruuvi))
    window.show_statistics()
    dialog = window.statistics
    assert dialog is not None
    for game in ("cribbage", "skruuvi"):
        page = dialog.pages[game]
        dialog.tabs.setCurrentWidget(page)
        for table in (page.players, page.contracts) if game == "skruuvi" else (page.players,):
            if table.horizontalScrollBar().maximum() > 0:
                # Grown until its frame fills the screen's width, and no further.
                available = dialog.screen().availableGeometry()
                assert dialog.frameGeometry().width() == available.width()
            header = table.horizontalHeader()
            for column in range(table.columnCount()):
                whole = max(header.sectionSizeHint(column), table.sizeHintForColumn(column))
                assert table.columnWidth(column) >= whole, (game, column)


def test_a_damaged_statistics_file_is_moved_aside_with_a_message(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = statistics_path()
    path.write_text('{"format_version": 1, "games": [', encoding="utf-8")
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.text()))
    window.show_statistics()
    assert len(shown) == 1
    moved = list(path.parent.glob("statistics.json.damaged-*"))
    assert len(moved) == 1
    assert "moved aside" in shown[0] and moved[0].name in shown[0]
    dialog = window.statistics
    assert dialog is not None and dialog.pages["cribbage"].players.rowCount() == 0


@pytest.mark.parametrize(
    "odd",
    [
        {"points": "x"},
        {"kind": "alien", "level": 5},
        {"won": 1},
        {"name": ["Maija"]},
        {"cribs": 1e300},
        {"contract": "7X"},
    ],
)
def test_statistics_of_the_wrong_type_are_told_and_never_crash_the_window(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, odd: dict[str, object]
) -> None:
    fields = {"name": "Maija", "kind": "human", "level": "", "won": True, "points": 61}
    game = {"game": "skruuvi", "finished": "2025-03-01T18:30", "seed": 1, "deals": 8}
    contract = {"contract": "6H", "seats": [0], "made": True, "knocks": 0, "points": [1]}
    statistics_path().write_text(
        json.dumps(
            {
                "format_version": 1,
                "games": [
                    {**game, "players": [fields | odd], "contracts": [contract | odd]},
                ],
            }
        ),
        encoding="utf-8",
    )
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.text()))
    window.show_statistics()
    assert len(shown) == 1 and "moved aside" in shown[0]
    dialog = window.statistics
    assert dialog is not None and dialog.pages["skruuvi"].players.rowCount() == 0


#: Opens the statistics of one cribbage game on the screen it is run on and prints, once the
#: screen fit's later fits are done, how far the players' table scrolls sideways.
WIDE_CHILD = """
import sys
from PySide6.QtCore import QTimer
from skruuvi_gui.app import application
app = application(sys.argv[:1])
from skruuvi_gui.settings import Settings
from skruuvi_gui.stats.store import Statistics, save_statistics
from skruuvi_gui.stats.summary import GameSummary, PlayerLine
from skruuvi_gui.settings import Settings
from skruuvi_gui.ui.i18n import Translations
from skruuvi_gui.ui.main_window import MainWindow

translations = Translations()
translations.install("fi")
window = MainWindow(Settings(), translations)
window.show()
people = (
    PlayerLine("Maija Meikäläinen", "human", "", False, 98, 60, 14, 24, 5),
    PlayerLine("Pekka", "bot", "expert", True, 121, 70, 21, 30, 4),
)
save_statistics(Statistics().with_game(GameSummary("cribbage", "2025-03-01T18:30", 1, 9, people)))
window.show_statistics()

def report():
    print(window.statistics.pages["cribbage"].players.horizontalScrollBar().maximum())
    app.quit()

QTimer.singleShot(1500, report)  # past the screen fit's fits after the first showing
app.exec()
"""


def test_the_window_keeps_the_width_its_columns_want_where_the_screen_has_room(
    home: Path, tmp_path: Path
) -> None:
    """On a screen with room to spare the window widens until no column scrolls, and the
    screen fit's later fits keep that width rather than the first size."""
    screen = {"name": "wide", "x": 0, "y": 0, "width": 1600, "height": 1000}
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [screen]}))
    env = dict(
        os.environ, SKRUUVI_GUI_HOME=str(home), QT_QPA_PLATFORM=f"offscreen:configfile={config}"
    )
    out = subprocess.run(
        [sys.executable, "-c", WIDE_CHILD], env=env, capture_output=True, text=True, timeout=120
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip().splitlines()[-1] == "0"


def test_a_game_closed_as_its_last_move_is_played_is_filed_whole(
    qtbot: QtBot, translations: Translations
) -> None:
    """The window closes while the table still shows the final count: the library and the
    statistics have the game, and nothing is left to resume or to file."""
    window = MainWindow(Settings(animation_speed="normal"), translations)
    qtbot.addWidget(window)
    window.show()
    match = cribbage_near_61("human")
    window.install_match(match)
    driver, table = window.driver, window.table
    assert driver is not None and table is not None
    while not match.is_over:
        qtbot.waitUntil(
            lambda: match.is_over or table.is_holding() or driver.acting_seat() == 0,
            timeout=10_000,
        )
        if match.is_over:
            break
        if table.is_holding():
            table.go_on()
        elif driver.acting_seat() == 0:
            table.action_chosen.emit(match.observation(0).legal[0])
    assert table.is_busy() or table.is_holding()  # the final count is still being shown
    window.close()
    assert len(library.entries()[0]) == 1 and len(load_statistics()[0].games) == 1
    assert not autosave_path().exists() and list(filing_dir().iterdir()) == []
