"""The finish of a game: a finished game is safe from the move that finishes it, and goes into
the library and the statistics once, wherever the program is stopped on the way.

A finished game is filed in steps, any of which a kill or a crash may interrupt:

1. The finished game (its record, its result and an id of its own, ``finished_game``)
   replaces the saved game (``current.json``) in one atomic write. Stopped sooner, the saved
   game holds the match one move before its end, to resume; from here on, never.
2. It is moved (renamed, in one step) into the journal, ``filing/<id>.json``.
3. The library keeps the game under its id (``library.keep_finished``: a file of that name
   is not written again).
4. The statistics count it under its id, when a person played in it (``record_game``: an id
   counted already is not counted again; the file is locked while it is written).
5. The journal is removed.

``file_waiting`` runs steps 2 to 5 for a finished saved game and every journal found, and
the program calls it at each start: a stop between any two steps ends, at the next start,
with the game once in the library and once in the statistics, never in one without the
other, and never offered to resume. A journal stays until both have the game, so a full disk
only puts the filing off to a later start. A window that does not own the saved game
(another holds the data folder) writes its finished game straight into the journal and
files it just the same: steps 3 and 4 are safe with two programs at once.
"""

from __future__ import annotations

import dataclasses
import os
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

from skruuvi_gui import storage
from skruuvi_gui.match import library
from skruuvi_gui.match.autosave import autosave_path
from skruuvi_gui.match.record import MOST_ITEMS
from skruuvi_gui.stats.store import NewerStatisticsError, record_game
from skruuvi_gui.stats.summary import GameSummary, summarise

FILING_FOLDER = "filing"


@dataclass(frozen=True)
class Filed:
    """How the filing of one finished game went, for the window to tell.

    ``game`` is the game's id (``"cribbage"``); an error says why the library or the
    statistics do not have the game yet (its journal stays, and the next start tries again);
    ``statistics_newer`` that the statistics file is a newer version's, which never counts
    it; ``problem`` a damaged file met on the way (the statistics, or the journal itself).
    """

    game: str
    library_error: OSError | None = None
    statistics_error: OSError | None = None
    statistics_newer: bool = False
    problem: storage.FileProblem | None = None

    @property
    def complete(self) -> bool:
        """Whether the library and the statistics have the game (or never will)."""
        return self.library_error is None and self.statistics_error is None


def filing_dir() -> Path:
    return storage.data_dir() / FILING_FOLDER


def finish(finished: dict[str, Any], library_limit: int, saved: Path | None) -> Filed:
    """Every step of filing a game that has just finished (from ``finished_game``);
    ``saved`` is the saved game's path, for the window that owns it. ``OSError`` when the
    finished game cannot be written at all (then nothing has changed)."""
    if saved is None:
        path = filing_dir() / f"{finished['finished']['id']}.json"
        storage.write_json(path, finished)
    else:
        storage.write_json(saved, finished)
        path = _into_journal(saved, finished["finished"]["id"])
    return file_journal(path, library_limit)


def _into_journal(saved: Path, game_id: str) -> Path:
    """Step 2: move the finished saved game into the journal, its previous version (the
    match before its last move) let go."""
    path = filing_dir() / f"{game_id}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    os.replace(saved, path)
    storage.backup_path(saved).unlink(missing_ok=True)
    return path


def finished_id(data: dict[str, Any]) -> str | None:
    """The id of the finished game a saved game's object holds, or ``None`` when it holds a
    game to go on with."""
    finished = data.get("finished")
    game_id = finished.get("id") if isinstance(finished, dict) else None
    return game_id if isinstance(game_id, str) and library.is_game_id(game_id) else None


def file_journal(path: Path, library_limit: int) -> Filed:
    """Steps 3 to 5 for the journal at ``path``; a damaged journal (one that is no finished
    game of ours) is moved aside and told."""
    found, problem = storage.load_or_recover(path, partial(_journal_game, path), MOST_ITEMS)
    if found is None:
        return Filed("", problem=problem)
    data, summary = found
    filed = Filed(summary.game)
    try:
        library.keep_finished(data, library_limit)
    except OSError as error:
        filed = dataclasses.replace(filed, library_error=error)
    if any(line.kind == "human" for line in summary.players):
        # Computers among themselves: a game to watch and replay, not a person's figures,
        # and a level playing itself would only blur what it wins against people.
        filed = _count(summary, filed)
    if filed.complete:
        path.unlink(missing_ok=True)
        storage.backup_path(path).unlink(missing_ok=True)
    return filed


def file_waiting(library_limit: int) -> list[Filed]:
    """File a finished saved game and every game a stopped program left in the journal,
    oldest first. A saved game that will not move stays, and is not offered to resume."""
    saved = autosave_path()
    try:
        game_id = finished_id(storage.read_json(saved, MOST_ITEMS))
        if game_id is not None:
            _into_journal(saved, game_id)
    except (OSError, storage.DamagedFileError):
        pass  # nothing finished there; a damaged saved game is told when it is loaded
    try:
        paths = sorted(p for p in filing_dir().iterdir() if p.suffix == ".json")
    except OSError:
        return []
    return [file_journal(path, library_limit) for path in paths]


def _journal_game(path: Path, data: dict[str, Any]) -> tuple[dict[str, Any], GameSummary]:
    """The journal's game and its summary; ``ValueError`` when it is no finished game of
    ours (its record must replay to the end it tells)."""
    entry = library.entry_from_json(path, data)
    if entry.id != path.stem:
        raise ValueError(f"the journal {path.name} holds the game {entry.id!r}")
    return data, dataclasses.replace(summarise(entry.record, entry.finished), id=entry.id)


def _count(summary: GameSummary, filed: Filed) -> Filed:
    try:
        _, problem = record_game(summary)
    except NewerStatisticsError:
        return dataclasses.replace(filed, statistics_newer=True)
    except OSError as error:
        return dataclasses.replace(filed, statistics_error=error)
    return dataclasses.replace(filed, problem=problem)
