"""The library of finished games: one record file per game in ``library/`` beside the saved
game, newest first, at most as many as the person chose to keep.

Each file is a game record as saved games write it (``Record.to_json``), with one more key
that a record reader passes over: ``"finished"``, holding the finished game's id (the file's
name), when the game ended, the scores and the winners, so the list is read without
replaying every game. A record exported from
here opens anywhere a record does.
"""

from __future__ import annotations

import contextlib
import re
import secrets
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import partial
from pathlib import Path
from typing import Any

from skruuvi_gui import storage
from skruuvi_gui.match.match import Match
from skruuvi_gui.match.record import MOST_ITEMS, Record

LIBRARY_FOLDER = "library"


@dataclass(frozen=True)
class LibraryEntry:
    """One kept game as the list shows it; ``scores`` per side, ``winners`` seat indices,
    ``id`` the finished game's own (the file's name without ``.json``)."""

    path: Path
    finished: datetime
    record: Record
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    id: str = ""

    @property
    def players(self) -> tuple[str, ...]:
        return tuple(seat.name for seat in self.record.seats)


def library_dir() -> Path:
    return storage.data_dir() / LIBRARY_FOLDER


def finished_game(match: Match, finished: datetime) -> dict[str, Any]:
    """A finished ``match`` as the library keeps it, under an id of its own that starts
    with the time it finished; ``ValueError`` for a match that is not over."""
    outcome = match.outcome()
    if outcome is None:
        raise ValueError("only a finished game goes into the library")
    data = match.to_record().to_json()
    at = finished.astimezone(UTC)
    data["finished"] = {
        "id": f"{at:%Y%m%dT%H%M%SZ}-{match.game_id}-{match.seed}-{secrets.token_hex(3)}",
        "at": at.isoformat(timespec="seconds"),
        "scores": list(outcome.scores),
        "winners": list(outcome.winners),
    }
    return data


def keep(match: Match, finished: datetime, limit: int) -> Path:
    """Keep a finished ``match``; the oldest games beyond ``limit`` are let go.

    ``ValueError`` for a match that is not over; ``OSError`` when the folder will not take it.
    """
    return keep_finished(finished_game(match, finished), limit)


def keep_finished(data: dict[str, Any], limit: int) -> Path:
    """Keep a finished game (from ``finished_game``) under its id, once: a game already
    kept is not written again, so filing it twice keeps one copy. ``OSError`` when the
    folder will not take it; ``ValueError`` for an id that is no file name of ours."""
    game_id = data["finished"]["id"]
    if not is_game_id(game_id):
        raise ValueError(f"{game_id!r} is no finished game's id")
    path = library_dir() / f"{game_id}.json"
    if not path.exists():
        storage.write_json(path, data)
        prune(limit)
    return path


def entry_from_json(path: Path, data: dict[str, Any]) -> LibraryEntry:
    """A library entry from a file's object; ``ValueError`` when it is no finished game of
    ours (every field of the result checked, as the record's are)."""
    record = Record.from_json(data)
    finished = data.get("finished")
    if not isinstance(finished, dict):
        raise ValueError("no result of a finished game")
    at_text, game_id = finished.get("at"), finished.get("id", path.stem)
    if not isinstance(at_text, str) or not is_game_id(game_id):
        raise ValueError("the time the game finished and its id must be text")
    at = datetime.fromisoformat(at_text)
    if at.tzinfo is None:
        at = at.replace(tzinfo=UTC)
    scores = _whole_numbers(finished.get("scores"), "scores")
    winners = _whole_numbers(finished.get("winners"), "winners")
    if not set(winners) <= set(range(len(record.seats))):
        raise ValueError(f"winners {winners} are not seats of the game")
    return LibraryEntry(path, at, record, scores, winners, game_id)


def is_game_id(text: object) -> bool:
    """Whether ``text`` is a finished game's id: letters, digits and dashes, fit to name a
    file in any folder."""
    return isinstance(text, str) and _GAME_ID.fullmatch(text) is not None


_GAME_ID = re.compile(r"[0-9A-Za-z][0-9A-Za-z-]{0,99}")


def _whole_numbers(value: object, what: str) -> tuple[int, ...]:
    if not isinstance(value, list) or any(type(item) is not int for item in value):
        raise ValueError(f"{what} must be a list of whole numbers")
    return tuple(value)


def entries() -> tuple[list[LibraryEntry], list[str]]:
    """Every kept game, newest first, and the names of files that could not be read (they
    stay where they are, for the person to look at)."""
    kept: list[LibraryEntry] = []
    unreadable: list[str] = []
    for path in _files():
        try:
            kept.append(storage.parse_file(path, partial(entry_from_json, path), MOST_ITEMS))
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
