"""The game log in the window: every play, call and show item of a deal kept under its deal,
opened from the View menu, rebuilt after an undo, in the interface language."""

from __future__ import annotations

from pathlib import Path

import pytest
import shiboken6
from PySide6.QtWidgets import QTreeWidget, QTreeWidgetItem
from pytestqt.qtbot import QtBot
from test_main_window import make_my_move, seed_example_record, start, wait_for_my_turn

from skruuvi_gui.match import Match, SeatConfig
from skruuvi_gui.rules.api import CardsShown, Dealt, Event, Scored
from skruuvi_gui.ui import game_log
from skruuvi_gui.ui.cribbage.show import item_words
from skruuvi_gui.ui.game_log import GameLog, deal_logs
from skruuvi_gui.ui.i18n import Translations
from skruuvi_gui.ui.main_window import MainWindow

#: Spec §10.1, Aino (the person at the screen) dealing to Bertil: the play pegs a run of
#: three, thirty-one and the last card; the show counts 5, 4 and a crib of 4.
EXAMPLE_DEAL = [
    ("You put 2 cards in the crib", []),
    ("Bertil puts 2 cards in the crib", []),
    ("You turn up 2♣", []),
    ("Bertil played 8♠", []),
    ("You played 10♥", []),
    ("Bertil played 9♥\N{EM SPACE}+3 run", []),
    ("You played 4♣\N{EM SPACE}+2 thirty-one", []),
    ("Bertil played 7♣", []),
    ("You played Q♣", []),
    ("Bertil played J♥", []),
    ("You played A♦\N{EM SPACE}+1 last card", []),
    (
        "Bertil shows 7♣ 8♠ 9♥ J♥",
        ["fifteen two", "a run of three is five", "Bertil's hand counts 5"],
    ),
    ("You show A♦ 4♣ 10♥ Q♣", ["fifteen two", "fifteen four", "Your hand counts 4"]),
    ("Your crib: A♠ 2♦ 6♦ K♣", ["fifteen two", "a pair is four", "Your crib counts 4"]),
]


def children(item: QTreeWidgetItem) -> list[QTreeWidgetItem]:
    return [child for i in range(item.childCount()) if (child := item.child(i)) is not None]


def deals(tree: QTreeWidget) -> list[QTreeWidgetItem]:
    count = tree.topLevelItemCount()
    return [top for i in range(count) if (top := tree.topLevelItem(i)) is not None]


def rows(deal: QTreeWidgetItem) -> list[tuple[str, list[str]]]:
    """A deal's lines as shown, each with the items it opens into."""
    return [(line.text(0), [i.text(0) for i in children(line)]) for line in children(deal)]


def test_the_example_deal_is_logged_play_by_play_and_item_by_item(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    assert window.load_record_file(seed_example_record(tmp_path))
    tree = window.game_log.tree()
    assert tree.visibleRegion().isEmpty()  # behind the score sheet, in the same place
    window.game_log_action.trigger()
    qtbot.waitUntil(lambda: not tree.visibleRegion().isEmpty())
    assert window.game_log_action.isChecked()
    qtbot.waitUntil(window.game_log.written)  # the earlier deal follows between events
    first, second = deals(tree)
    assert first.text(0) == "You deal (deal 1)"
    assert second.text(0) == "Bertil deals (deal 2)"
    assert rows(first) == EXAMPLE_DEAL
    # The deal being played is open; the finished one is folded until someone opens it.
    assert second.isExpanded() and not first.isExpanded()
    first.setExpanded(True)
    window.game_log.add_events(())
    assert all(deal.isExpanded() for deal in deals(window.game_log.tree()))


def test_an_undo_takes_its_lines_out_of_the_log(qtbot: QtBot, window: MainWindow) -> None:
    start(window)
    observation = wait_for_my_turn(qtbot, window)
    assert [deal.title for deal in window.game_log.deals()] == ["You deal (deal 1)"]
    before = [line.text for line in window.game_log.deals()[0].lines]
    make_my_move(qtbot, window, observation)
    qtbot.waitUntil(window.undo_action.isEnabled, timeout=20_000)

    def logged() -> bool:  # once the table has shown the move
        return "You put 2 cards in the crib" in [t.text for t in window.game_log.deals()[0].lines]

    qtbot.waitUntil(logged)
    window.undo_action.trigger()
    wait_for_my_turn(qtbot, window)
    assert [line.text for line in window.game_log.deals()[0].lines] == before


def test_the_log_speaks_the_interface_language(
    qtbot: QtBot, window: MainWindow, translations: Translations, tmp_path: Path
) -> None:
    assert window.load_record_file(seed_example_record(tmp_path))
    translations.install("fi")
    qtbot.waitUntil(lambda: window.game_log.windowTitle() == "Pelin kulku")
    deal = window.game_log.deals()[0]
    assert deal.lines[11].items == [
        "viisitoista kaksi",
        "sarja (kolme korttia) on viisi",
        "Bertil: käden arvo on 5",
    ]


def test_the_game_log_entry_is_checked_while_the_log_is_open(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Like Score sheet and Quick reference: checked while open, and choosing it toggles."""
    action, log = window.game_log_action, window.game_log
    assert action.isCheckable() and action.isChecked() and not log.isHidden()
    action.trigger()  # behind the score sheet: brought to the front, still open
    qtbot.waitUntil(lambda: not log.visibleRegion().isEmpty())
    assert action.isChecked()
    action.trigger()  # in front: closed
    assert log.isHidden() and not action.isChecked()
    action.trigger()
    assert not log.isHidden() and action.isChecked()
    log.close()  # closed by its own button
    assert not action.isChecked()


def tree_rows(tree: QTreeWidget) -> list[tuple[object, ...]]:
    """Every row of the log as shown: depth, words, tooltip, bold, open."""
    shown: list[tuple[object, ...]] = []

    def walk(item: QTreeWidgetItem, depth: int) -> None:
        shown.append((depth, item.text(0), item.toolTip(0), item.font(0).bold(), item.isExpanded()))
        for child in children(item):
            walk(child, depth + 1)

    for deal in deals(tree):
        walk(deal, 0)
    return shown


def random_deals(game_id: str, seats: int) -> tuple[list[str], list[list[Event]]]:
    """The seats' names and the events, move by move, of five deals of random bots."""
    names = [f"Bot {seat + 1}" for seat in range(seats)]
    match = Match(game_id, {}, [SeatConfig(name, "bot", "random") for name in names], 3)
    batches = [list(match.start())]
    while not match.is_over and sum(isinstance(e, Dealt) for b in batches for e in b) < 5:
        seat = match.to_move()[0]
        batches.append(list(match.apply(seat, match.bot_for(seat).choose(match.observation(seat)))))
    return names, batches


@pytest.mark.parametrize(("game_id", "seats"), [("cribbage", 2), ("squint", 5)])
def test_a_log_written_move_by_move_is_the_log_written_at_once(
    qtbot: QtBot, game_id: str, seats: int
) -> None:
    """Only the deal being played is written again as events come: after a session of
    deals, the rows (their words, tooltips, folding) are those of a log built from every
    event at once, and a deal a person opened stays open as the play goes on."""
    names, batches = random_deals(game_id, seats)
    every = [event for batch in batches for event in batch]
    stepwise, at_once = GameLog(), GameLog()
    qtbot.addWidget(stepwise)
    qtbot.addWidget(at_once)
    stepwise.reset(names, game_id, 0, [])
    for number, event in enumerate(every):
        stepwise.add_events([event])  # one at a time: a play's line grows by its pegging
        if number == len(every) // 2:
            first = stepwise.tree().topLevelItem(0)
            assert first is not None
            first.setExpanded(True)  # a person opens the first deal mid-session
    at_once.reset(names, game_id, 0, every)
    assert len(at_once.deals()) >= 4
    opened = at_once.tree().topLevelItem(0)
    assert opened is not None
    opened.setExpanded(True)
    assert tree_rows(stepwise.tree()) == tree_rows(at_once.tree())
    assert stepwise.deals() == at_once.deals()


def test_a_hand_being_counted_is_not_summed_up_before_its_items_are_shown() -> None:
    """The table gives the log the show's events as it shows them: a hand whose items have
    not come yet is not told as worth nothing ("nineteen"), then corrected."""
    match = Match("cribbage", {}, [SeatConfig(n, "bot", "random") for n in ("A", "B")], 3)
    events = list(match.start())
    while sum(isinstance(event, Dealt) for event in events) < 2:  # the first deal, shown
        seat = match.to_move()[0]
        events += match.apply(seat, match.bot_for(seat).choose(match.observation(seat)))
    shown = next(
        i
        for i, event in enumerate(events[:-1])
        if isinstance(event, CardsShown)
        and event.what == "hand"
        and isinstance(following := events[i + 1], Scored)
        and following.seat == event.seat
    )
    so_far = deal_logs(events[: shown + 1], ["A", "B"], "cribbage")
    assert so_far[-1].lines[-1].items == []
    item = events[shown + 1]
    assert isinstance(item, Scored)
    more = deal_logs(events[: shown + 2], ["A", "B"], "cribbage")
    assert more[-1].lines[-1].items == [item_words(item.reason, len(item.cards), item.points)]


def test_a_line_longer_than_the_log_is_wide_wraps_whole(qtbot: QtBot) -> None:
    """A line wider than the dock (five Squint bid cards, long names) wraps onto more rows
    of text instead of being cut short, and wraps again when the dock is narrowed."""
    names = ["Annikki", "Maija-Liisa", "Pekka-Petteri", "Liisa-Maria", "Ville-Veikko"]
    match = Match("squint", {}, [SeatConfig(name, "bot", "random") for name in names], 3)
    log = GameLog()
    qtbot.addWidget(log)
    log.resize(420, 400)
    log.show()
    qtbot.waitExposed(log)
    log.reset(names, "squint", 0, match.start())
    while not any(len(line.text) > 70 for deal in log.deals() for line in deal.lines):
        seat = match.to_move()[0]
        log.add_events(match.apply(seat, match.bot_for(seat).choose(match.observation(seat))))
    tree = log.tree()
    deal = tree.topLevelItem(tree.topLevelItemCount() - 1)
    assert deal is not None
    long_row = next(
        row
        for i in range(deal.childCount())
        if (row := deal.child(i)) is not None and len(row.text(0)) > 70
    )
    line_height = tree.fontMetrics().height()

    def rows_of_text() -> float:
        return tree.visualItemRect(long_row).height() / line_height

    qtbot.waitUntil(lambda: rows_of_text() >= 1.8)
    wide = rows_of_text()
    log.resize(260, 400)
    qtbot.waitUntil(lambda: rows_of_text() > wide)


@pytest.mark.parametrize(("game_id", "seats"), [("cribbage", 2), ("squint", 5)])
def test_a_log_put_up_at_once_writes_its_earlier_deals_between_events(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, game_id: str, seats: int
) -> None:
    """A long game put on the table does not hold the window still while its log is
    written: the deal being played is written at once and the earlier deals by their
    titles; their lines follow one slice at a time from the event loop, the latest deal
    first, and end as the log written move by move."""
    monkeypatch.setattr(game_log, "SLICE_SECONDS", 0.0)  # one deal a slice
    names, batches = random_deals(game_id, seats)
    every = [event for batch in batches for event in batch]
    reference, sliced = GameLog(), GameLog()
    qtbot.addWidget(reference)
    qtbot.addWidget(sliced)
    reference.reset(names, game_id, 0, every)
    reference.finish()
    sliced.reset(names, game_id, 0, every)
    tree = sliced.tree()
    titles = [deal.text(0) for deal in deals(tree)]
    assert titles == [deal.text(0) for deal in deals(reference.tree())]
    assert len(titles) == 5
    assert rows(deals(tree)[-1]) == rows(deals(reference.tree())[-1])

    def earlier_written() -> list[bool]:
        return [len(rows(deal)) > 0 for deal in deals(tree)[:-1]]

    assert not sliced.written()
    seen = [earlier_written()]
    while not sliced.written():
        qtbot.waitUntil(lambda: earlier_written() not in seen[-1:], timeout=2000)
        seen.append(earlier_written())
    # Slice by slice the latest deals first, however many slices a poll saw.
    assert all(state in [[False] * (4 - n) + [True] * n for n in range(5)] for state in seen)
    assert [state.count(True) for state in seen] == sorted({s.count(True) for s in seen})
    assert seen[-1] == [True] * 4
    assert tree_rows(tree) == tree_rows(reference.tree())
    assert sliced.deals() == reference.deals()


def test_the_last_game_s_rows_go_at_once_and_are_deleted_between_events(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Another game put up takes the last game's rows off at once, each deal's rows
    deleted in a slice of its own before the earlier deals are written: nothing of them is
    shown, and nothing of them is kept."""
    monkeypatch.setattr(game_log, "SLICE_SECONDS", 0.0)  # one deal a slice
    names, batches = random_deals("squint", 5)
    every = [event for batch in batches for event in batch]
    log = GameLog()
    qtbot.addWidget(log)
    log.reset(names, "squint", 0, every)
    log.finish()
    lines = [line for deal in deals(log.tree()) for line in children(deal)]
    assert len(lines) > 50  # held here, and deleted with their deal's row (held nowhere)
    cribbage_names, batches = random_deals("cribbage", 2)
    cribbage = [event for batch in batches for event in batch]
    log.reset(cribbage_names, "cribbage", 0, cribbage)
    titles = [deal.title for deal in deal_logs(cribbage, cribbage_names, "cribbage", 0)]
    assert [deal.text(0) for deal in deals(log.tree())] == titles
    assert not log.written()
    assert all(shiboken6.isValid(line) for line in lines)  # none deleted in the reset
    qtbot.waitUntil(log.written, timeout=2000)
    assert not any(shiboken6.isValid(line) for line in lines)
