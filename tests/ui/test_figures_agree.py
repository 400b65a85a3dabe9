"""One finished game's results read the same on the score sheet, the result card, in the game
library and in the statistics: the sheet's unit (traditional Skruuvi's ledger, points ÷ 100)
in the language's numbers, a decimal comma in Finnish and Norwegian."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot
from test_statistics_window import cell, finish_at_the_table

from skruuvi_gui.match import Match, SeatConfig, library
from skruuvi_gui.ui.i18n import Translations
from skruuvi_gui.ui.library.window import result_text
from skruuvi_gui.ui.main_window import MainWindow
from skruuvi_gui.ui.table.panel_text import plain

SEATS = (
    SeatConfig("Maija", "human"),
    *(SeatConfig(name, "bot", "random") for name in ("Pekka", "Liisa", "Ville")),
)
DECIMAL = {"en": ".", "fi": ",", "nb": ","}


@pytest.mark.parametrize("language", ["en", "fi", "nb"])
def test_a_traditional_practice_deal_reads_alike_in_all_four_places(
    qtbot: QtBot, window: MainWindow, translations: Translations, language: str
) -> None:
    translations.install(language)
    options = {"scoring": "traditional", "length": "alkupeli"}
    match = Match("skruuvi", options, SEATS, 1)
    match.start()
    finish_at_the_table(qtbot, window, match)
    outcome = match.outcome()
    assert outcome is not None
    figures = [
        f"{'+' if score > 0 else chr(0x2212)}{abs(score) // 100}{DECIMAL[language]}"
        f"{abs(score) % 100:02d}"
        if score
        else "0"
        for score in outcome.scores
    ]
    assert any(score for score in outcome.scores)  # a ledger with figures to write
    maija = figures[0]

    table = window.table
    assert table is not None
    card = plain(table.result_panel_text())
    assert all(figure in card for figure in figures), (card, figures)

    sheet = window.score_sheet.widget()
    written = {
        item.text()
        for row in range(sheet.rowCount())  # type: ignore[attr-defined]
        for column in range(sheet.columnCount())  # type: ignore[attr-defined]
        if (item := sheet.item(row, column)) is not None  # type: ignore[attr-defined]
    }
    assert set(figures) <= written, (written, figures)

    (entry,), _ = library.entries()
    assert result_text(entry).endswith(" : ".join(figures))

    window.statistics_action.trigger()
    statistics = window.statistics
    assert statistics is not None
    page = statistics.pages["skruuvi:ledger"]
    players = page.players
    rows = {
        cell(players, row, 0): [cell(players, row, column) for column in range(1, 7)]
        for row in range(players.rowCount())
    }
    assert rows["Maija"][0] == "1"  # one game of one deal: per deal is the result
    assert rows["Maija"][5] == maija
    levels = [label for label in rows if label != "Maija"]
    assert len(levels) == 1 and rows[levels[0]][0] == "1"  # three computers, one game
    assert statistics.pages["skruuvi"].players.rowCount() == 0
