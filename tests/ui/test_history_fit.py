"""The auction panel fits its room the same however its calls arrive: written call by call,
as in play (where only the new cells are written and the text size is searched from the one
last chosen), it ends as a panel given the whole auction at once."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QLabel, QScrollArea, QWidget
from pytestqt.qtbot import QtBot

from skruuvi_gui.ui.skruuvi.auction_rows import Cell, Section, auction_rows
from skruuvi_gui.ui.skruuvi.history import BiddingHistory

HEADS = [
    ("Anna-Kristiina Virtanen", "#e76f51"),
    ("Pekka", "#2a9d8f"),
    ("Maija-Liisa Korhonen-Laa", "#e76f51"),
    ("Ville-Petteri Nieminen", "#2a9d8f"),
]
CALLS = ["Pass", "6 ♠", "7 ♥", "Pass", "8 NT", "Pass", "9 ♦", "10 ♣", "Pass", "Pass", "Pass"]


def sections(calls: int) -> list[Section]:
    """The first ``calls`` calls, the awaited one marked; past the first bidding's end, a
    final bidding under its heading."""
    first = [(i % 4, Cell(text, f"means {text}")) for i, text in enumerate(CALLS[:calls])]
    rows = [Section("", auction_rows(range(4), [*first, (calls % 4, Cell("…", current=True))]))]
    if calls > 8:
        rows.append(Section("Final bidding", auction_rows(range(4), [(1, Cell("11 ♠"))])))
    return rows


def plain(html: str) -> str:
    return re.sub(r"<[^>]+>", "", html.replace("<br>", "\n"))


Look = tuple[tuple[int, int], list[list[str]], list[tuple[str, int]]]


def looks(history: BiddingHistory) -> Look:
    """What a person sees: the panel's size, the rows, and each head's words and size."""
    heads = [head for head in history.findChildren(QLabel, "history_head") if head.isVisible()]
    return (
        (history.width(), history.height()),
        history.rows(),
        [(plain(head.text()), head.font().pixelSize()) for head in heads],
    )


@pytest.fixture
def felt(qtbot: QtBot) -> QWidget:
    """Where the panels lie, as the table's view holds its history."""
    widget = QWidget()
    qtbot.addWidget(widget)
    widget.resize(1280, 800)
    widget.show()
    return widget


def panel(felt: QWidget, font: float, room: tuple[int, int]) -> BiddingHistory:
    history = BiddingHistory(felt)
    history.set_room(*room, font)
    history.show()
    return history


@pytest.mark.parametrize("room", [(420, 300), (300, 120), (220, 300), (130, 200)])
def test_an_auction_written_call_by_call_ends_as_one_written_at_once(
    felt: QWidget, room: tuple[int, int]
) -> None:
    played = panel(felt, 15, room)
    for calls in range(len(CALLS) + 1):
        played.set_content("Bidding", HEADS, sections(calls))
        if calls in (3, 7, len(CALLS)):
            whole = panel(felt, 15, room)
            whole.set_content("Bidding", HEADS, sections(calls))
            assert looks(played) == looks(whole), calls


def test_names_are_whole_where_there_is_room_and_the_size_comes_back_with_it(
    felt: QWidget,
) -> None:
    """A narrow room writes smaller and cuts names short; given its room back, the panel
    writes every name whole in the size wanted again."""
    history = panel(felt, 14, (420, 300))
    history.set_content("Bidding", HEADS, sections(6))
    wide = looks(history)
    history.set_room(130, 200, 14)
    narrow = looks(history)
    history.set_room(420, 300, 14)
    assert looks(history) == wide
    assert {size for _, size in wide[2]} == {14}
    assert all("…" not in text for text, _ in wide[2])
    assert {size for _, size in narrow[2]} == {10}
    assert any("…" in text for text, _ in narrow[2])


def test_a_new_call_keeps_the_labels_already_written(felt: QWidget) -> None:
    history = panel(felt, 15, (420, 300))
    history.set_content("Bidding", HEADS, sections(5))
    before = {
        label
        for label in history.findChildren(QLabel, "history_cell")
        if label.isVisible() and label.text() != "…"
    }
    history.set_content("Bidding", HEADS, sections(6))
    after = {label for label in history.findChildren(QLabel, "history_cell") if label.isVisible()}
    assert len(before) == 5 and before < after and len(after) == 7
    assert history.rows()[-1] == ["8 NT", "Pass", "…", ""]


def test_a_call_no_wider_than_its_column_is_written_without_trying_sizes_again(
    felt: QWidget, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Mid-auction the panel only grows by a row: the size written stays chosen, and only a
    call wider than those in its column searches."""
    history = panel(felt, 15, (420, 300))
    history.set_content("Bidding", HEADS, sections(6))
    tried: list[int] = []
    try_font = BiddingHistory._try_font

    def counted(self: BiddingHistory, font: int) -> tuple[int, int]:
        tried.append(font)
        return try_font(self, font)

    monkeypatch.setattr(BiddingHistory, "_try_font", counted)
    history.set_content("Bidding", HEADS, sections(7))  # "9 ♦" under "7 ♥"
    assert tried == []
    history.set_content("Bidding", HEADS, sections(8))  # "10 ♣" under "Pass", wider
    assert tried


@pytest.mark.parametrize("room", [(420, 120), (300, 100), (420, 150)])
def test_a_scrolled_auction_shows_whole_rows_down_to_the_latest_call(
    qtbot: QtBot, felt: QWidget, room: tuple[int, int]
) -> None:
    history = panel(felt, 15, room)
    history.set_content("Bidding", HEADS, sections(len(CALLS)))
    (scroll,) = history.findChildren(QScrollArea)
    viewport = scroll.viewport()
    bar = scroll.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum())
    seen = viewport.rect()
    shown = [
        QRect(label.mapTo(viewport, QPoint(0, 0)), label.size())
        for label in history.findChildren(QLabel, "history_cell")
    ]
    partly = [r for r in shown if r.intersects(seen) and not seen.contains(r)]
    assert any(seen.contains(r) for r in shown) and partly == []
    latest = max(shown, key=lambda r: r.bottom())
    assert seen.contains(latest)
