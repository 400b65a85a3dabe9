"""Names and file names come from people and files: they are drawn as the text they are,
never as markup. A name like ``<img src=...>`` must neither show a picture nor make Qt open
a file."""

from __future__ import annotations

from html import escape
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox, QWidget

from skruuvi_gui.match import Match, Record, SeatConfig
from skruuvi_gui.rules import game_spec
from skruuvi_gui.ui.main_window import MainWindow

#: Names with markup in them, each within the 24 characters a name may have.
NAMES = ["<b>Bold</b>", "<img src=/no/such.png>", "<i>It</i>", "<u>U</u>", "<s>S</s>"]

#: Moves between two looks at the table, and how many looks, per game.
STRIDES = {"cribbage": (12, 14), "skruuvi": (25, 10), "squint": (20, 12)}


def markup_shown_as_markup(root: QWidget) -> list[str]:
    """Every label or tooltip under ``root`` that holds a raw name and may draw it as markup."""
    found = []
    for widget in [root, *root.findChildren(QWidget)]:
        tip = widget.toolTip()
        if any(name in tip for name in NAMES) and not tip.startswith("<qt>"):
            found.append(f"tooltip of {widget.objectName() or type(widget).__name__}: {tip}")
        if not isinstance(widget, QLabel):
            continue
        text = widget.text()
        if widget.textFormat() != Qt.TextFormat.PlainText:
            if any(name in text for name in NAMES):
                found.append(f"{widget.objectName() or 'label'}: {text}")
        elif any(escape(name) in text for name in NAMES):
            found.append(f"{widget.objectName() or 'label'} shows markup escapes: {text}")
    return found


def copy(match: Match) -> Match:
    return Match.from_record(Record.from_json(match.to_record().to_json()))


def settle(window: MainWindow) -> None:
    QApplication.processEvents()
    if window.table is not None:
        window.table.skip_animations()
    QApplication.processEvents()


@pytest.mark.parametrize("game_id", sorted(STRIDES))
@pytest.mark.parametrize("humans", [1, 2])
def test_names_with_markup_show_literally_at_every_table(
    window: MainWindow, game_id: str, humans: int
) -> None:
    spec = game_spec(game_id)
    options = spec.default_options()
    if game_id == "cribbage":
        options["target_score"] = 61
    seats = [
        SeatConfig(name, "human" if index < humans else "bot", "random")
        for index, name in enumerate(NAMES[: spec.num_seats(options)])
    ]
    match = Match(game_id, options, seats, 7)
    match.start()
    stride, looks = STRIDES[game_id]
    leaks: list[str] = []
    for _ in range(looks):
        window.install_match(copy(match), watch=0, autoplay=False)
        settle(window)
        leaks += markup_shown_as_markup(window)
        for _ in range(stride):
            if match.is_over:
                break
            seat = match.to_move()[0]
            match.apply(seat, match.bot_for(seat).choose(match.observation(seat)))
    assert leaks == []


def test_file_names_in_messages_show_literally(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[QMessageBox] = []

    def keep(box: QMessageBox) -> int:
        shown.append(box)
        return 0

    monkeypatch.setattr(QMessageBox, "exec", keep)
    bad = tmp_path / "<img src=x>.json"
    bad.write_bytes(b"\x00")
    assert not window.load_record_file(bad)
    assert [box.textFormat() for box in shown] == [Qt.TextFormat.PlainText]
    assert shown[0].text().startswith("<img src=x>.json cannot be opened")
