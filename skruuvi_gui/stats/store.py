"""The statistics file: ``statistics.json`` beside the saved game.

Written atomically with the previous version kept (``storage``); a damaged file is moved
aside and its backup used, and the window tells the user, as with saved games. Each summary
carries its finished game's id, so a game filed again after a crash is counted once; the
file is locked while a game is added, so two windows on one data folder both add theirs. A file of a
newer format is read as far as it goes but never written over: its figures may mean what
this version cannot know. Each game keeps its last ``MAX_GAMES`` summaries.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from skruuvi_gui import storage
from skruuvi_gui.stats.summary import GameSummary

STATISTICS_NAME = "statistics.json"
FORMAT_VERSION = 1

#: Summaries kept per game, the oldest let go first (a weekly game for twenty years fits).
MAX_GAMES = 1000


class NewerStatisticsError(OSError):
    """The statistics file is of a newer format, so this version leaves it as it is."""


@dataclass(frozen=True)
class Statistics:
    """Every kept game summary, oldest first, and the format of the file they came from."""

    games: tuple[GameSummary, ...] = ()
    format_version: int = FORMAT_VERSION

    @property
    def from_newer_version(self) -> bool:
        return self.format_version > FORMAT_VERSION

    def with_game(self, summary: GameSummary) -> Statistics:
        """These statistics and one more game, the game's oldest beyond ``MAX_GAMES`` let go."""
        games = [*self.games, summary]
        same = [g for g in games if g.game == summary.game]
        if len(same) > MAX_GAMES:
            dropped = {id(g) for g in same[: len(same) - MAX_GAMES]}
            games = [g for g in games if id(g) not in dropped]
        return Statistics(tuple(games), self.format_version)

    def counts(self, game_id: str) -> bool:
        """Whether the finished game of this id is among the kept ones."""
        return bool(game_id) and any(g.id == game_id for g in self.games)

    def without_game(self, page: str) -> Statistics:
        """These statistics with every game of ``page`` forgotten (a reset; see
        ``GameSummary.page``)."""
        return Statistics(tuple(g for g in self.games if g.page != page), self.format_version)

    def to_json(self) -> dict[str, Any]:
        return {"format_version": FORMAT_VERSION, "games": [g.to_json() for g in self.games]}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Statistics:
        """``ValueError`` when it is no statistics file; a newer file's summaries that this
        version cannot read are left out (the file itself is not written over)."""
        version = data.get("format_version")
        if not isinstance(version, int) or isinstance(version, bool) or version < 1:
            raise ValueError("it is not a statistics file (no format_version)")
        raw = data.get("games")
        if not isinstance(raw, list):
            raise ValueError("the statistics file has no list of games")
        games = []
        for item in raw:
            try:
                games.append(GameSummary.from_json(item))
            except (KeyError, TypeError, ValueError):
                if version <= FORMAT_VERSION:
                    raise
        return cls(tuple(games), version)


def statistics_path() -> Path:
    return storage.data_dir() / STATISTICS_NAME


def load_statistics() -> tuple[Statistics, storage.FileProblem | None]:
    """The kept statistics (none yet: empty), and what happened to a damaged file."""
    statistics, problem = storage.load_or_recover(statistics_path(), Statistics.from_json)
    return statistics or Statistics(), problem


def save_statistics(statistics: Statistics) -> None:
    """Keep ``statistics``; ``NewerStatisticsError`` when the file is a newer version's,
    ``OSError`` when the folder will not take it."""
    if statistics.from_newer_version:
        raise NewerStatisticsError("the statistics file is from a newer version")
    storage.write_json(statistics_path(), statistics.to_json())


def record_game(summary: GameSummary) -> tuple[bool, storage.FileProblem | None]:
    """Add a finished game to the kept statistics, once: a game whose id is counted already
    is left out. Whether it was added now, and what happened to a damaged file, if any.

    The file is locked while it is read and written again, so that another window on the
    same data folder adding a game meanwhile loses nothing. ``OSError``
    (``NewerStatisticsError`` among them) when it cannot be kept.
    """
    with storage.exclusive(statistics_path()):
        statistics, problem = load_statistics()
        if statistics.counts(summary.id):
            return False, problem
        save_statistics(statistics.with_game(summary))
    return True, problem


def forget_page(page: str) -> None:
    """Reset a statistics page (``GameSummary.page``), the file locked as ``record_game``
    locks it; ``OSError`` when it cannot be written."""
    with storage.exclusive(statistics_path()):
        statistics, _ = load_statistics()
        save_statistics(statistics.without_game(page))
