"""Traditional Skruuvi at the table: the option in the New game dialog, level-4 final bids
in the bidding box, the show announced as play starts, and the paper-like score sheet."""

from __future__ import annotations

from collections.abc import Iterator, Mapping

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QCheckBox, QComboBox
from pytestqt.qtbot import QtBot
from table_driving import open_table

from skruuvi_gui.cards import Card, parse_cards
from skruuvi_gui.rules.api import CHANCE, Event
from skruuvi_gui.rules.skruuvi import (
    Bid,
    Deal,
    DrawLetters,
    Play,
    SkruuviOptions,
    SkruuviState,
    parse_action,
)
from skruuvi_gui.rules.skruuvi.play import POWER
from skruuvi_gui.ui.dialogs.new_game import NewGameDialog
from skruuvi_gui.ui.skruuvi.table import SkruuviTable

NAMES = ("Pekka", "Maija", "Ville", "Liisa")
TIMES = "\N{MULTIPLICATION SIGN}"
RANKS = "23456789TJQK"
ONE_SUIT_EACH = {seat: " ".join(r + suit for r in RANKS) for seat, suit in enumerate("SHCD")}
EIGHT_PASSES = "1:PASS 2:PASS 3:PASS 0:PASS 1:PASS 2:PASS 3:PASS 0:PASS"
TAKEN = f"0:BID:1S {EIGHT_PASSES} 0:GIVE:AH,AC,AD,2S 2:GIVE:2C,3C,4C"
FOUR_SPADES = "0:BID:4S 2:PASS 0:PASS 2:PASS 0:PASS 1:GIVE:4C 3:GIVE:KD 1:PASS 3:PASS"


def deck_for(hands: Mapping[int, str], centre: str = "AS AH AC AD") -> tuple[Card, ...]:
    held = {seat: parse_cards(text) for seat, text in hands.items()}
    deck = [held[(1 + i) % 4][i // 4] for i in range(48)]
    return (*deck, *parse_cards(centre))


def act(state: SkruuviState, script: str) -> list[Event]:
    events: list[Event] = []
    for step in script.split():
        seat, _, text = step.partition(":")
        events += state.apply(int(seat), parse_action(text))
    return events


def traditional(length: str = "robber") -> tuple[SkruuviState, list[Event]]:
    """Seat 0 takes the aces, keeps every spade and gives three aces to seat 2."""
    state = SkruuviState(SkruuviOptions(scoring="traditional", length=length))
    events = list(state.apply(CHANCE, DrawLetters((0, 2, 1, 3))))
    events += state.apply(CHANCE, Deal(deck_for(ONE_SUIT_EACH)))
    events += act(state, TAKEN)
    return state, events


def play_low(state: SkruuviState) -> list[Event]:
    events: list[Event] = []
    while state.public_observation().phase == "play":
        (seat,) = state.to_move()
        legal = [a.card for a in state.observation(seat).legal if isinstance(a, Play)]
        events += state.apply(seat, Play(min(legal, key=lambda c: POWER[c.index])))
    return events


@pytest.fixture
def table(qtbot: QtBot) -> Iterator[SkruuviTable]:
    widget = open_table(qtbot, "skruuvi", SkruuviTable)
    widget.set_players(NAMES, 0)
    yield widget
    widget.skip_animations()


def test_the_new_game_dialog_offers_traditional_scoring(qtbot: QtBot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    game = dialog.findChildren(QComboBox)[0]
    game.setCurrentIndex(game.findData("skruuvi"))
    scoring = dialog.findChild(QComboBox, "option_scoring")
    length = dialog.findChild(QComboBox, "option_length")
    rounding = dialog.findChild(QCheckBox, "option_round_to_five")
    assert scoring is not None and length is not None and rounding is not None
    scoring.setCurrentIndex(2)
    assert scoring.currentText() == "Traditional (1944): below and above the line"
    for index, value in ((0, "session"), (1, "robber"), (2, "alkupeli")):
        length.setCurrentIndex(index)
        assert dialog.choice().options["length"] == value
    rounding.setChecked(True)
    options = dialog.choice().options
    assert options["scoring"] == "traditional" and options["round_to_five"] is True


def test_the_bidding_box_takes_a_final_pass_at_level_four(table: SkruuviTable) -> None:
    state, events = traditional()
    events += act(state, "0:BID:4S")
    table.set_players(NAMES, 2)
    table.show_observation(state.observation(2), events)
    box = table.bidding_box()
    assert box is not None
    pass_button = box.button(None)
    assert pass_button is not None and pass_button.isEnabled()
    assert Bid.parse("4G") in box.enabled_bids()


def test_the_show_is_announced_as_play_starts(qtbot: QtBot, table: SkruuviTable) -> None:
    state, events = traditional()
    table.show_observation(state.observation(0), events)
    table.skip_animations()
    lines: list[str] = []
    table.narrated.connect(lines.append)
    table.set_speed(0.02)
    with qtbot.waitSignal(table.settled, timeout=20_000):
        table.show_observation(state.observation(0), act(state, FOUR_SPADES))
    (line,) = lines
    assert "Pekka shows A K Q J T 9 8 7 6 5 4 3 ♠: 2000" in line
    assert "Ville shows 3 aces: 200" in line
    assert "Honours: You and Ville 9, Maija and Liisa 0" in line


def test_the_sheet_is_drawn_like_the_paper_one(table: SkruuviTable) -> None:
    state, events = traditional()
    events += act(state, FOUR_SPADES)
    events += play_low(state)
    table.show_observation(state.observation(0), events)
    sheet = table.score_sheet_widget()
    assert sheet.headings() == ["Deal", "Contract", "Points", "Running", "Points", "Running"]
    rows = sheet.rows()
    assert rows[0] == ["Robber 1: Pekka and Ville against Maija and Liisa"]
    assert rows[1][2] == "Pekka and Ville" and rows[1][4] == "Maija and Liisa"
    # Each part of the robber is named across the sheet, where paper leaves it to the eye.
    assert rows[2] == ["Above the line: bonuses"]
    above, line, part, below = rows[3], rows[4], rows[5], rows[6]
    assert above[:4] == ["Opening 1", "4 ♠ (Pekka)", "4360", "4360"]
    assert line == [""]
    assert part == ["Below the line: trick points"]
    assert below[:4] == ["Opening 1", "4 ♠ (Pekka)", "52", "52"]
    cells = [sheet.item(row, 2) for row in (3, 6)]
    above_tip, below_tip = (cell.toolTip().splitlines() if cell else [] for cell in cells)
    assert above_tip == [
        "contract made at level 4: 1000 = 1000",
        f"Pekka: A K Q J T 9 8 7 6 5 4 3 ♠: 100 {TIMES} 10 {TIMES} 2 = 2000",
        "Ville: 3 aces: 200 = 200",
        f"Ville: A K Q J T 9 8 7 6 5 ♣: 100 {TIMES} 8 = 800",
        f"honours: 9 {TIMES} 10 {TIMES} 4 = 360",
    ]
    assert below_tip == [f"trick points: 13 {TIMES} 4 = 52"]


def test_the_ledger_closes_each_robber(table: SkruuviTable) -> None:
    state, events = traditional("alkupeli")
    events += act(state, FOUR_SPADES)
    events += play_low(state)
    table.show_observation(state.observation(0), events)
    rows = table.score_sheet_widget().rows()
    labels = [row[0] for row in rows]
    assert "Robber 1 total" in labels and "To the ledger" in labels
    figure = QLocale().toString(44.12, "f", 2)  # 44.12, or 44,12 in Finnish
    ledger = rows[labels.index("To the ledger")]
    assert ledger[3] == f"+{figure}" and ledger[5] == f"\N{MINUS SIGN}{figure}"
    assert rows[labels.index("Ledger")] == ["Ledger"]
    assert rows[labels.index("Pekka (A)")][3] == f"+{figure}"
    assert f"+{figure}" in table.result_panel_text()


def test_the_final_bidding_prompt_names_level_four_under_traditional_scoring(
    table: SkruuviTable,
) -> None:
    state, events = traditional()
    table.show_observation(state.observation(0), events)
    assert table.prompt() == (
        "Final bidding: the standing bid is 1 ♠ — raise it; no passing below level 4"
    )
