"""Unfinished games set aside to go on with later: one record each in ``unfinished/`` under
the per-user data folder.

The autosave holds only the game on the table. Starting or opening another would replace
it, so a game the person chose to keep moves here first, and comes back from here (leaving
the folder) when they pick it again. A file that no longer reads is left where it is and
simply not listed.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from skruuvi_gui import storage
from skruuvi_gui.match.match import Match
from skruuvi_gui.match.record import MOST_ITEMS, Record

KEPT_FOLDER = "unfinished"


@dataclass(frozen=True, slots=True)
class KeptGame:
    """One unfinished game in the folder: its file, its game and players, and when it was
    set aside."""

    path: Path
    game_id: str
    names: tuple[str, ...]
    kept_at: datetime


def kept_dir() -> Path:
    return storage.data_dir() / KEPT_FOLDER


def keep(match: Match, now: datetime | None = None) -> Path:
    """Write ``match`` into the folder under a new name; ``OSError`` when it cannot be."""
    when = now or datetime.now()
    folder = kept_dir()
    stem = f"{match.game_id}-{when:%Y%m%d-%H%M%S}-{match.seed}"
    path = folder / f"{stem}.json"
    number = 1
    while path.exists():
        number += 1
        path = folder / f"{stem}-{number}.json"
    storage.write_json(path, match.to_record().to_json())
    return path


def kept_games() -> list[KeptGame]:
    """Every readable kept game, the most recently set aside first."""
    try:
        paths = sorted(kept_dir().glob("*.json"))
    except OSError:
        return []
    games = []
    for path in paths:
        try:
            record = storage.parse_file(path, Record.from_json, MOST_ITEMS)
            kept_at = datetime.fromtimestamp(path.stat().st_mtime)
        except (OSError, storage.DamagedFileError):
            continue
        names = tuple(seat.name for seat in record.seats)
        games.append(KeptGame(path, record.game, names, kept_at))
    games.sort(key=lambda game: game.kept_at, reverse=True)
    return games


def forget(path: Path) -> None:
    """Remove a kept game (it is on the table again), its previous version too."""
    path.unlink(missing_ok=True)
    storage.backup_path(path).unlink(missing_ok=True)
