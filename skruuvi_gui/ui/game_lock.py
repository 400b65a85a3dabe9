"""One program per data folder writes the saved game.

Two windows on one folder would overwrite each other's ``current.json`` and offer the same
game twice. The first program to start takes a lock file beside the saved game and holds it
until it ends; a later one is told and leaves the saved game alone. The lock names the
program's process, so one that crashed does not keep the folder locked: ``QLockFile`` sees
that the process is gone and takes the lock over. On Windows the owner also keeps the lock
file open, sharing it for reading only, so no other program can remove it while the owner
runs; when the owner crashes, Windows closes the file, and the same check by process (age
plays no part, ``setStaleLockTime(0)``) lets the next program take it over.
"""

from __future__ import annotations

from enum import Enum
from pathlib import Path

from PySide6.QtCore import QLockFile

from skruuvi_gui.storage import data_dir

LOCK_NAME = "current.lock"


class LockState(Enum):
    """What became of the attempt to own the saved game."""

    OWNED = "owned"  # this program writes the saved game
    TAKEN = "taken"  # another running program does
    UNAVAILABLE = "unavailable"  # the folder allows no lock file (nothing can be saved there)


class GameLock:
    """The lock on one data folder's saved game, held while this object lives."""

    def __init__(self, folder: Path | None = None) -> None:
        self.path = (folder or data_dir()) / LOCK_NAME
        self._lock = QLockFile(str(self.path))
        # Only a lock whose process is gone is stale, however long a game lasts.
        self._lock.setStaleLockTime(0)

    def acquire(self) -> LockState:
        """Take the lock now if no running program holds it."""
        if self._lock.tryLock(0):
            return LockState.OWNED
        if self._lock.error() == QLockFile.LockError.LockFailedError:
            return LockState.TAKEN
        return LockState.UNAVAILABLE

    def release(self) -> None:
        self._lock.unlock()
