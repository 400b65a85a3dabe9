"""The auction as the bidding history shows it: calls in rows under their seats' columns, in
sections by bidding, and the seats' names broken over lines for the column heads."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from skruuvi_gui.rules.api import Seat


@dataclass(frozen=True, slots=True)
class Cell:
    """One call: its words (rich text), what it means (empty: nothing to say), whether it is
    the place of the call awaited now."""

    html: str
    meaning: str = ""
    current: bool = False


Row = list[Cell | None]


@dataclass(frozen=True, slots=True)
class Section:
    """A bidding's rows under its heading (no heading for the first bidding)."""

    title: str
    rows: list[Row]


def auction_rows(columns: Sequence[Seat], calls: Sequence[tuple[Seat, Cell]]) -> list[Row]:
    """Lay ``calls`` out under their seats' ``columns``: left to right, a new row whenever a
    call's column is not to the right of the one before."""
    rows: list[Row] = []
    last = len(columns)
    for seat, cell in calls:
        if seat not in columns:
            continue
        column = columns.index(seat)
        if column <= last:
            rows.append([None] * len(columns))
        rows[-1][column] = cell
        last = column
    return rows


def name_pieces(name: str) -> list[str]:
    """Where a name may break: between words and after a hyphen ("Maija-", "Liisa",
    "Virtanen")."""
    return re.findall(r"[^\s-]+-*|-+", name)


def join_pieces(pieces: Sequence[str]) -> str:
    return "".join(
        piece if i == 0 or pieces[i - 1].endswith("-") else f" {piece}"
        for i, piece in enumerate(pieces)
    )


def wrap_name(name: str, fits: Callable[[str], bool]) -> list[str]:
    """``name`` in as few lines as ``fits`` allows, broken only where it may break; a piece
    that does not fit alone has a line of its own."""
    lines: list[list[str]] = []
    for piece in name_pieces(name):
        if lines and fits(join_pieces([*lines[-1], piece])):
            lines[-1].append(piece)
        else:
            lines.append([piece])
    return [join_pieces(line) for line in lines] or [name]
