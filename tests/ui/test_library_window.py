"""The game library window and replays: a game finished at the table is listed, replays
step by step (keys and buttons) with every hand face up, jumps to a deal or trick, and
exports as a record."""

from __future__ import annotations

import re
import threading
from datetime import UTC, datetime
from pathlib import Path

import pytest
from finished_games import finished_skruuvi
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot
from table_driving import face_up_cards

from skruuvi_gui import storage
from skruuvi_gui.analysis.cribbage import review_discards
from skruuvi_gui.analysis.squint import review_cards
from skruuvi_gui.match import Match, Record, SeatConfig, library, play_bots
from skruuvi_gui.rules.api import CHANCE, CardPlayed, CardsShown, Dealt, Said, TrickWon
from skruuvi_gui.ui.dialogs.new_game import UNNAMED
from skruuvi_gui.ui.library import replay_window
from skruuvi_gui.ui.library import window as library_window
from skruuvi_gui.ui.library.analysis_text import Line
from skruuvi_gui.ui.library.replay_window import ANALYSIS_SHARE, ReplayWindow
from skruuvi_gui.ui.line_parts import cards_text
from skruuvi_gui.ui.main_window import MainWindow


def cribbage_to_61(person: str, other: SeatConfig) -> Match:
    """A cribbage game to 61 played to its end, the person's cards chosen by a bot too."""
    match = Match("cribbage", {"target_score": 61}, (SeatConfig(person, "human"), other), 4)
    match.start()
    while not match.is_over:
        seat = match.to_move()[0]
        match.apply(seat, match.bot_for(seat).choose(match.observation(seat)))
    return match


def test_a_game_finished_at_the_table_is_listed(qtbot: QtBot, window: MainWindow) -> None:
    bots = (SeatConfig("Maija", "bot", "easy"), SeatConfig("Pekka", "bot", "easy"))
    match = Match("cribbage", {"target_score": 61}, bots, seed=3)
    match.start()
    while max(match.state.public_observation().scores) < 55:  # type: ignore[attr-defined]
        seat = match.to_move()[0]
        match.apply(seat, match.bot_for(seat).choose(match.observation(seat)))
    window.install_match(match)
    qtbot.waitUntil(lambda: match.is_over, timeout=10_000)
    qtbot.waitUntil(lambda: bool(library.entries()[0]), timeout=20_000)
    window.library_action.trigger()
    dialog = window.library
    assert dialog is not None and dialog.games.rowCount() == 1
    item = dialog.games.item(0, 2)
    assert item is not None and item.text() == "Maija, Pekka"
    result = dialog.games.item(0, 3)
    scores = match.state.public_observation().scores  # type: ignore[attr-defined]
    assert result is not None and result.text().endswith(f"{scores[0]} : {scores[1]}")
    assert result.toolTip() == f"Maija {scores[0]} · Pekka {scores[1]}"
    dialog.limit.setValue(25)
    dialog.limit.editingFinished.emit()
    assert window.settings.library_limit == 25


def test_a_replay_steps_and_jumps(qtbot: QtBot, window: MainWindow) -> None:
    match = finished_skruuvi()
    library.keep(match, datetime.now(UTC), 10)
    window.show_library()
    dialog = window.library
    assert dialog is not None
    replay = dialog.replay_chosen()
    assert isinstance(replay, ReplayWindow)
    qtbot.addWidget(replay)
    assert replay.position == 0 and replay.seat_box.currentText() == "Maija"
    QTest.keyClick(replay, Qt.Key.Key_Right)
    QTest.keyClick(replay, Qt.Key.Key_Right)
    assert replay.position == 2
    QTest.keyClick(replay, Qt.Key.Key_Left)
    assert replay.position == 1
    replay.forward_button.click()
    assert replay.position == 2
    assert replay.observation().legal == ()
    # Every hand is shown: at the start of deal 2, each of the four holds its dealt cards.
    QTest.keyClick(replay, Qt.Key.Key_PageDown)
    assert replay.position == replay.deal_starts[1]
    assert replay.deal_box.currentIndex() == 1
    lines = replay.hands.text().splitlines()
    assert [line.split(":")[0] for line in lines] == ["Maija", "Bot 0", "Bot 1", "Bot 2"]
    state = replay.replay.state_after(replay.stops[replay.position])
    hands = [state.observation(seat).hand for seat in range(4)]  # type: ignore[attr-defined]
    assert [line.split(": ")[1] for line in lines] == [cards_text(hand) for hand in hands]
    assert all(len(hand) >= 10 for hand in hands)
    # A trick chosen is shown from its lead: one card on the table, two tricks gathered.
    replay.trick_box.activated.emit(2)
    third = [lead for lead in replay.trick_leads if lead > replay.deal_starts[1]][2]
    assert replay.position == third and replay.trick_box.currentText() == "Trick 3"
    played = [e for e in replay.events_to(third) if isinstance(e, CardPlayed)]
    assert len(played) == 1
    between = range(replay.deal_starts[1], third)
    won = [e for move in between for e in replay.events_to(move + 1) if isinstance(e, TrickWon)]
    assert len(won) == 2
    QTest.keyClick(replay, Qt.Key.Key_Left)  # the second trick's last card: its trick still
    assert replay.trick_box.currentText() == "Trick 2"
    QTest.keyClick(replay, Qt.Key.Key_End)
    assert replay.position == replay.end and not replay.forward_button.isEnabled()
    QTest.keyClick(replay, Qt.Key.Key_Home)
    assert replay.position == 0
    replay.speed_box.setCurrentIndex(2)
    replay.speed_box.activated.emit(2)
    QTest.keyClick(replay, Qt.Key.Key_Space)
    assert replay.playing
    qtbot.waitUntil(lambda: replay.position >= 2, timeout=3_000)
    QTest.keyClick(replay, Qt.Key.Key_Space)
    assert not replay.playing
    replay.set_viewer(2)
    assert replay.observation().seat == 2


def test_a_replay_window_shows_first_and_its_first_position_in_a_later_turn(
    qtbot: QtBot,
) -> None:
    """Making the window and drawing the game's start in one go held the window still for a
    long Skruuvi game; the start comes in a turn of its own after the window shows."""
    replay = ReplayWindow(finished_skruuvi().to_record())
    qtbot.addWidget(replay)
    replay.show()
    assert replay.hands.text() == "" and replay.position == 0
    qtbot.waitUntil(lambda: replay.hands.text() != "")
    assert replay.position == 0 and replay.what_happened.text()
    assert len(face_up_cards(replay.table)) == 48  # the four hands of twelve, open


def test_a_cribbage_replay_stops_at_the_show_before_the_next_deal(qtbot: QtBot) -> None:
    """The last card's step brings the show; the next deal's cards come a step later."""
    match = cribbage_to_61("Maija", SeatConfig("Bot", "bot", "easy"))
    replay = ReplayWindow(match.to_record())
    qtbot.addWidget(replay)
    assert (
        len(replay.deal_starts) > 2
        and replay.trick_box.count() == 0
        and not replay.trick_box.isEnabled()
    )
    for start in replay.deal_starts[1:]:
        shown = [e for e in replay.events_to(start - 1) if isinstance(e, CardsShown)]
        assert {e.what for e in shown} >= {"hand", "crib"}
        assert not any(isinstance(e, Dealt) for e in replay.events_to(start - 1))
        first, last = replay.stops[start - 1], replay.stops[start]
        assert all(step.seat == CHANCE for step in replay.replay.steps[first:last])
        replay.go_to(start - 1)
        assert "shows" in replay.what_happened.text()


def test_a_replay_speaks_to_you_as_the_table_did(qtbot: QtBot) -> None:
    match = cribbage_to_61(UNNAMED, SeatConfig("Maija", "bot", "easy"))
    replay = ReplayWindow(match.to_record())
    qtbot.addWidget(replay)
    texts = [replay._step_text(position) for position in range(1, replay.end + 1)]
    assert any("You put 2 cards in the crib" in text for text in texts)
    assert any("Maija puts 2 cards in the crib" in text for text in texts)
    assert not any("You puts" in text or "You's" in text for text in texts)


def test_a_replay_calls_only_the_person_you_in_its_result(qtbot: QtBot) -> None:
    bots = (SeatConfig("Kari", "bot", "easy"), SeatConfig("Maija", "bot", "easy"))
    computers = Match("cribbage", {"target_score": 61}, bots, seed=5)
    computers.start()
    while not computers.is_over:
        seat = computers.to_move()[0]
        computers.apply(seat, computers.bot_for(seat).choose(computers.observation(seat)))
    person = cribbage_to_61(UNNAMED, SeatConfig("Maija", "bot", "easy"))
    # Each replay is watched from the winner's seat: only the person is "you" there.
    for match in (computers, person):
        outcome = match.state.outcome()
        assert outcome is not None
        winner = outcome.winners[0]
        replay = ReplayWindow(match.to_record())
        qtbot.addWidget(replay)
        replay.show()
        qtbot.waitExposed(replay)
        replay.set_viewer(winner)
        replay.go_to(replay.end)
        you = match is person and winner == 0
        title = "You win!" if you else f"{replay.names[winner]} wins!"
        assert replay.table.result_panel_text().startswith(title)


def test_export_and_open_a_record(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    match = finished_skruuvi()
    library.keep(match, datetime.now(UTC), 10)
    window.show_library()
    dialog = window.library
    assert dialog is not None
    entry = dialog.chosen()
    assert entry is not None
    target = tmp_path / "exported.json"
    assert dialog.export(entry, target)
    record = storage.parse_file(target, Record.from_json)
    assert record == match.to_record()
    replay = dialog.open_record_file(target)
    assert replay is not None and len(replay.replay) == len(match.log)
    qtbot.addWidget(replay)
    warnings: list[str] = []
    monkeypatch.setattr(library_window, "warn", lambda parent, title, text: warnings.append(text))
    broken = tmp_path / "broken.json"
    broken.write_text("{", encoding="utf-8")
    assert dialog.open_record_file(broken) is None
    assert warnings and "broken.json" in warnings[0]
    dialog.remove_chosen()
    assert dialog.games.rowCount() == 0


def test_the_analysis_is_weighed_off_the_windows_thread(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    threads: list[threading.Thread] = []

    def analysis_lines(record: Record) -> list[Line]:
        threads.append(threading.current_thread())
        return [Line("Weighed.")]

    monkeypatch.setattr(replay_window, "analysis_lines", analysis_lines)
    replay = ReplayWindow(finished_skruuvi().to_record())
    qtbot.addWidget(replay)
    replay.analyse_button.click()
    assert threads and threads[0] is not threading.main_thread()
    assert replay.analysis_text() == "Weighed."


def test_the_replay_analyses_the_game(qtbot: QtBot) -> None:
    match = cribbage_to_61("Maija", SeatConfig("Bot", "bot", "expert"))
    replay = ReplayWindow(match.to_record())
    qtbot.addWidget(replay)
    assert replay.analyse_button.isVisibleTo(replay)
    replay.resize(1100, 700)
    replay.show()
    qtbot.waitUntil(lambda: replay.width() == 1100)
    replay.analyse_button.click()
    text = replay.analysis_text()
    assert text.startswith("Deal 1: Maija kept ")
    # The analysis takes its share of the window's width, not the width of the hands (the
    # window is fitted to the offscreen screen while the analysis runs).
    assert replay.analysis.width() >= replay.width() * ANALYSIS_SHARE - 30
    assert "Bot kept" not in text
    # The kept hand's figure is the one the hint gives for the same keep, the crib's apart.
    first = review_discards(match.to_record(), frozenset({0}))[0].chosen
    hand, crib, total = (f"{abs(v):.1f}" for v in (first.hand, first.crib, first.total))
    sign = "+" if first.crib >= 0 else "\N{MINUS SIGN}"
    assert text.splitlines()[0].startswith(
        f"Deal 1: Maija kept {cards_text(first.keep)}: {hand} in the hand, {sign}{crib} in the "
        f"crib, {'' if first.total >= 0 else chr(0x2212)}{total} in all"
    )
    squint = Match(
        "squint", {"deal_limit": 5}, [SeatConfig(f"B{i}", "bot", "random") for i in range(5)], 1
    )
    squint.start()
    play_bots(squint)
    other = ReplayWindow(squint.to_record())
    qtbot.addWidget(other)
    assert other.analyse_button.isVisibleTo(other)
    other.analyse_button.click()
    lines = other.analysis_text().splitlines()
    # Computers only: every seat's last four cards of each of the five deals.
    weighed = len(review_cards(squint.to_record(), frozenset(range(5))).reviews)
    assert lines[0] == (
        f"Cards weighed with every hand open in the last tricks: {weighed}; each card below "
        "gave away points against the best play."
    )
    assert weighed == 100 or lines[1].startswith("Cards too many to weigh exactly:")
    costly = [line for line in lines if ", trick " in line]
    assert costly and all(line.startswith("Deal ") for line in costly)
    # A line clicked takes the replay to the lead of the trick it speaks of.
    row = lines.index(costly[-1])
    deal, trick = (int(n) for n in re.findall(r"\d+", costly[-1])[:2])
    other.show()
    listed = other.analysis
    listed.scrollToItem(listed.item(row))
    spot = listed.visualItemRect(listed.item(row)).center()
    QTest.mouseClick(listed.viewport(), Qt.MouseButton.LeftButton, pos=spot)
    assert other.deal_box.currentIndex() == deal - 1
    assert other.trick_box.currentText() == f"Trick {trick}"
    line = listed.item(row).data(Qt.ItemDataRole.UserRole)
    assert line.played is not None  # the very card the line speaks of, on the table
    assert CardPlayed(*line.played) in other.events_to(other.position)


def test_a_bid_line_takes_the_replay_to_that_very_call(qtbot: QtBot) -> None:
    replay = ReplayWindow(finished_skruuvi().to_record())
    qtbot.addWidget(replay)
    replay.analyse_button.click()
    listed = replay.analysis
    lines = [listed.item(row).data(Qt.ItemDataRole.UserRole) for row in range(listed.count())]
    calls = [line for line in lines if isinstance(line, Line) and line.said is not None]
    assert calls
    for line in calls:
        assert line.said is not None and line.deal is not None
        seat, what, before = line.said
        position = replay.place_of(line)
        assert position is not None
        assert Said(seat, what) in replay.events_to(position)
        # The same call made earlier in the deal is passed over as often as the line says.
        start = replay.deal_starts[line.deal - 1]
        earlier = sum(replay.events_to(p).count(Said(seat, what)) for p in range(start, position))
        assert earlier == before


def test_the_replay_buttons_show_what_they_do_in_any_font(qtbot: QtBot, window: MainWindow) -> None:
    """Each step button shows a picture or text its font can draw: no empty box where a
    glyph is missing (DejaVu Sans, the font setup installs, has no ⏮ or ⏭)."""
    library.keep(finished_skruuvi(), datetime.now(UTC), 10)
    window.show_library()
    assert window.library is not None
    replay = window.library.replay_chosen()
    assert isinstance(replay, ReplayWindow)
    qtbot.addWidget(replay)
    buttons = (
        replay.start_button,
        replay.back_button,
        replay.play_button,
        replay.forward_button,
        replay.end_button,
    )
    for button in buttons:
        assert button.text() or not button.icon().isNull(), button.accessibleName()
        metrics = QFontMetrics(button.font())
        missing = [ch for ch in button.text().replace("&", "") if not metrics.inFontUcs4(ord(ch))]
        assert missing == [], button.accessibleName()


@pytest.mark.parametrize(
    ("game", "options", "players"),
    [
        ("cribbage", {"target_score": 61}, 2),
        ("skruuvi", {"length": "alkupeli"}, 4),
        ("squint", {"deal_limit": 5}, 5),
    ],
)
def test_a_replay_shows_every_hand_face_up_on_the_table(
    qtbot: QtBot, window: MainWindow, game: str, options: dict[str, object], players: int
) -> None:
    """The game is over and nothing is secret: each seat's cards lie face up at its seat, at
    the start of a deal, a few moves on, and whichever seat the table is seen by."""
    seats = [SeatConfig("Maija", "human")] + [
        SeatConfig(f"Bot {i}", "bot", "random") for i in range(1, players)
    ]
    match = Match(game, options, seats, 4)
    match.start()
    play_bots(match)
    window.show_library()
    assert window.library is not None
    replay = window.library.replay(match.to_record())
    assert isinstance(replay, ReplayWindow)
    qtbot.addWidget(replay)
    for viewer, position in ((0, replay.deal_starts[0]), (1, replay.deal_starts[0] + 3)):
        replay.set_viewer(viewer)
        replay.go_to(position)
        replay.table.skip_animations()
        state = replay.replay.state_after(replay.stops[replay.position])
        on_table = face_up_cards(replay.table)
        for seat in range(players):
            view = state.observation(seat)
            hand = set(view.hand)  # type: ignore[attr-defined]
            if game == "squint" and not view.bids:  # type: ignore[attr-defined]
                hand.discard(view.bid)  # type: ignore[attr-defined]  # laid, face down till all are
            assert hand and hand <= on_table, (viewer, position, seat)
