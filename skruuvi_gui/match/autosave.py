"""The running match saved after every action, so closing the window (or a crash) loses
nothing: ``current.json`` in the per-user data folder, written atomically, the previous
version kept as ``current.json.bak``."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

from skruuvi_gui import storage
from skruuvi_gui.match.match import Match
from skruuvi_gui.match.record import MOST_ITEMS, Record

AUTOSAVE_NAME = "current.json"


def autosave_path() -> Path:
    return storage.data_dir() / AUTOSAVE_NAME


def autosave(match: Match) -> None:
    """Save ``match`` as the one to resume."""
    write_autosave(autosave_path(), autosave_bytes(match))


def autosave_bytes(match: Match) -> bytes:
    """What ``autosave`` writes for ``match``: made where the match lives, so that the
    writing (``write_autosave``) can happen on another thread."""
    return storage.json_bytes(match.to_record().to_json())


def write_autosave(path: Path, data: bytes) -> None:
    """Write ``data`` (from ``autosave_bytes``) as the match to resume at ``path`` (from
    ``autosave_path``)."""
    storage.write_bytes_atomic(path, data)


def load_autosave(
    on_step: Callable[[int, int], None] | None = None,
) -> tuple[Match | None, storage.FileProblem | None]:
    """The saved game to go on with, replayed, or ``None``; plus what happened when the file
    was damaged. ``on_step`` is told the progress (see ``resumed``).

    A damaged, truncated or foreign file, a record of a newer version, or one that does not
    replay is moved aside (never deleted) and the previous version is tried instead. A
    finished game (``stats.filing``) is none to resume: ``None``.
    """
    return storage.load_or_recover(autosave_path(), partial(_to_resume, on_step), MOST_ITEMS)


def _to_resume(on_step: Callable[[int, int], None] | None, data: dict[str, Any]) -> Match | None:
    if "finished" in data:
        return None  # a finished game waiting to be filed
    return resumed(data, on_step)


def clear_autosave(path: Path | None = None) -> None:
    """Forget the saved match (it ended, or a new one starts), its previous version too;
    ``path`` is where it was saved (``autosave_path`` unless given)."""
    path = path or autosave_path()
    path.unlink(missing_ok=True)
    storage.backup_path(path).unlink(missing_ok=True)


def resumed(data: dict[str, Any], on_step: Callable[[int, int], None] | None = None) -> Match:
    """The game a record's object holds, replayed (the match keeps what each action caused,
    which the table's history and docks are drawn from). ``on_step`` is told
    ``(done, total)`` as the work goes on. ``RecordError`` (a ``ValueError``) for no game of
    ours."""
    record = Record.from_json(data)
    total = len(record.actions)
    return Match.from_record(record, None if on_step is None else lambda done: on_step(done, total))
