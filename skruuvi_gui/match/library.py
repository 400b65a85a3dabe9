"""The library of finished games: one record file per game in ``library/`` beside the saved
game, newest first, at most as many as the person chose to keep.

Each file is a game record as saved games write it (``Record.to_json``), with one more key
that a record reader passes over: ``"finished"``, holding when the game ended, the scores
and the winners, so the list is read without replaying every game. A record exported from
here opens anywhere a record does.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import partial
from pathlib import Path
from typing import Any

from skruuvi_gui import storage
from skruuvi_gui.match.match import Match
from skruuvi_gui.match.record import Record

LIBRARY_FOLDER = "library"


@dataclass(frozen=True)
class LibraryEntry:
    """One kept game as the list shows it; ``scores`` per side, ``winners`` seat indices."""

    path: Path
    finished: datetime
    record: Record
    scores: tuple[int, ...]
    winners: tuple[int, ...]

    @property
    def players(self) -> tuple[str, ...]:
        return tuple(seat.name for seat in self.record.seats)


def library_dir() -> Path:
    return storage.data_dir() / LIBRARY_FOLDER


def keep(match: Match, finished: datetime, limit: int) -> Path:
    """Keep a finished ``match``; the oldest games beyond ``limit`` are let go.

    ``ValueError`` for a match that is not over; ``OSError`` when the folder will not take it.
    """
    outcome = match.outcome()
    if outcome is None:
        raise ValueError("only a finished game goes into the library")
    data = match.to_record().to_json()
    data["finished"] = {
        "at": finished.astimezone(UTC).isoformat(timespec="seconds"),
        "scores": list(outcome.scores),
        "winners": list(outcome.winners),
    }
    stamp = finished.astimezone(UTC).strftime("%Y%m%dT%H%M%SZ")
    folder = library_dir()
    path = folder / f"{stamp}-{match.game_id}-{match.seed}.json"
    number = 1
    while path.exists():
        number += 1
        path = folder / f"{stamp}-{match.game_id}-{match.seed}-{number}.json"
    storage.write_json(path, data)
    prune(limit)
    return path


def entry_from_json(path: Path, data: dict[str, Any]) -> LibraryEntry:
    """A library entry from a file's object; ``ValueError`` (or ``KeyError``, ``TypeError``)
    when it is no finished game of ours."""
    record = Record.from_json(data)
    finished = data["finished"]
    at = datetime.fromisoformat(str(finished["at"]))
    if at.tzinfo is None:
        at = at.replace(tzinfo=UTC)
    scores = tuple(int(v) for v in finished["scores"])
    winners = tuple(int(v) for v in finished["winners"])
    return LibraryEntry(path, at, record, scores, winners)


def entries() -> tuple[list[LibraryEntry], list[str]]:
    """Every kept game, newest first, and the names of files that could not be read (they
    stay where they are, for the person to look at)."""
    kept: list[LibraryEntry] = []
    unreadable: list[str] = []
    for path in _files():
        try:
            kept.append(storage.parse_file(path, partial(entry_from_json, path)))
        except (FileNotFoundError, storage.DamagedFileError):
            unreadable.append(path.name)
    kept.sort(key=lambda entry: entry.finished, reverse=True)
    return kept, unreadable


def prune(limit: int) -> list[Path]:
    """Let go of the oldest kept games beyond ``limit`` (by their names, which start with
    the time they finished); the files removed."""
    files = sorted(_files(), key=lambda path: path.name, reverse=True)
    removed = []
    for path in files[max(limit, 0) :]:
        with contextlib.suppress(OSError):
            path.unlink()
            removed.append(path)
    return removed


def remove(entry: LibraryEntry) -> None:
    """Let go of one kept game; ``OSError`` when the folder will not allow it."""
    entry.path.unlink(missing_ok=True)


def _files() -> list[Path]:
    try:
        return [p for p in library_dir().iterdir() if p.suffix == ".json" and p.is_file()]
    except OSError:
        return []
