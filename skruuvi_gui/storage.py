"""Per-user files: where they live, how they are written, and what happens when one is damaged.

Every file is written atomically (a temporary file, fsync, ``os.replace``) and the version it
replaces is kept as ``<name>.bak``, so a crash mid-write never leaves half a file. A file that
cannot be read is renamed to ``<name>.damaged-<UTC time>`` rather than deleted: the user (or a
bug report) can still look at it. What happened is returned as a ``FileProblem`` (kinds
and file names, no sentences), which the window words in the user's language.

``SKRUUVI_GUI_HOME`` moves every folder under one directory, for tests and screenshots.
platformdirs is imported only when a real per-user folder is first needed, so the pure
packages that save through this module load nothing beyond the standard library.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal, TypeVar

APP_NAME = "skruuvi-gui"

#: Environment variable naming one folder that holds ``config/`` and ``data/``.
HOME_ENV = "SKRUUVI_GUI_HOME"

T = TypeVar("T")


#: What was wrong with a file: not text at all, not JSON (often cut short), JSON but not an
#: object, or an object that the reader refused (another program's, a newer version's, or
#: a game record that does not replay).
Damage = Literal["not_text", "not_json", "not_object", "unusable"]

#: What became of the damaged file's place: its backup restored, no backup to restore, or
#: the backup damaged too (and moved aside as well).
Recovery = Literal["restored", "no_backup", "backup_damaged"]


class DamagedFileError(ValueError):
    """A file that exists but holds no readable JSON object of ours: truncated, binary or
    another program's."""

    def __init__(self, path: Path, reason: str, damage: Damage = "not_json") -> None:
        super().__init__(f"{path.name} cannot be read: {reason}")
        self.path = path
        self.reason = reason
        self.damage: Damage = damage


@dataclass(frozen=True)
class FileProblem:
    """A damaged file that was moved aside, told to the user by the window.

    ``detail`` is the technical reason in English, for a bug report; everything the user
    reads is worded from the kinds and the file names.
    """

    file: str
    damage: Damage
    moved_to: str
    recovery: Recovery
    backup: str
    backup_moved_to: str = ""
    detail: str = ""


def config_dir() -> Path:
    """The folder for settings; created when missing."""
    return _folder("config")


def data_dir() -> Path:
    """The folder for saved games and statistics; created when missing."""
    return _folder("data")


def _folder(kind: str) -> Path:
    home = os.environ.get(HOME_ENV)
    if home:
        path = Path(home) / kind
    else:
        import platformdirs

        if kind == "config":
            path = platformdirs.user_config_path(APP_NAME, appauthor=False)
        else:
            path = platformdirs.user_data_path(APP_NAME, appauthor=False)
    path.mkdir(parents=True, exist_ok=True)
    return path


def backup_path(path: Path) -> Path:
    """Where the previous version of ``path`` is kept."""
    return path.with_name(path.name + ".bak")


def write_bytes_atomic(path: Path, data: bytes) -> None:
    """Replace ``path`` with ``data`` in one step, keeping the old version as ``.bak``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.exists():
        _replace_with(backup_path(path), path.read_bytes())
    _replace_with(path, data)


def write_json(path: Path, data: Any) -> None:
    """Write ``data`` as UTF-8 JSON atomically (see ``write_bytes_atomic``).

    The text is made before anything is touched, so data that cannot be serialized leaves
    the file as it was.
    """
    text = json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True) + "\n"
    write_bytes_atomic(path, text.encode("utf-8"))


def _replace_with(path: Path, data: bytes) -> None:
    fd, temp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as temp:
            temp.write(data)
            temp.flush()
            os.fsync(temp.fileno())
        os.replace(temp_name, path)
    except BaseException:
        Path(temp_name).unlink(missing_ok=True)
        raise
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable where the platform allows opening a folder."""
    if os.name != "posix":
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def read_json(path: Path) -> dict[str, Any]:
    """The JSON object in ``path``.

    ``FileNotFoundError`` when there is no file; ``DamagedFileError`` when it is not UTF-8,
    not JSON (e.g. truncated) or not a JSON object.
    """
    raw = path.read_bytes()
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise DamagedFileError(path, "not a text file", "not_text") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        reason = f"not valid JSON ({error.msg}, line {error.lineno})"
        raise DamagedFileError(path, reason, "not_json") from None
    if not isinstance(data, dict):
        reason = f"expected a JSON object, found {type(data).__name__}"
        raise DamagedFileError(path, reason, "not_object")
    return data


def move_aside(path: Path) -> Path:
    """Rename a bad file to ``<name>.damaged-<UTC time>`` (never over another file)."""
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    target = path.with_name(f"{path.name}.damaged-{stamp}")
    number = 1
    while target.exists():
        number += 1
        target = path.with_name(f"{path.name}.damaged-{stamp}-{number}")
    path.rename(target)
    return target


def load_or_recover(
    path: Path, parse: Callable[[dict[str, Any]], T]
) -> tuple[T | None, FileProblem | None]:
    """Read and ``parse`` a file we own, recovering from damage without losing anything.

    Returns ``(value, None)`` normally and ``(None, None)`` when there is no file. When the
    file (or ``parse``, by raising ``ValueError``) finds it bad, it is moved aside and the
    ``.bak`` copy is tried in its place; the ``FileProblem`` says what happened.
    """
    try:
        return parse(read_json(path)), None
    except FileNotFoundError:
        return None, None
    except ValueError as error:
        damage, detail = damage_of(error), str(error)
    backup = backup_path(path)
    problem = FileProblem(
        file=path.name,
        damage=damage,
        moved_to=move_aside(path).name,
        recovery="restored",
        backup=backup.name,
        detail=detail,
    )
    try:
        value = parse(read_json(backup))
    except FileNotFoundError:
        return None, replace(problem, recovery="no_backup")
    except ValueError:
        moved = move_aside(backup).name
        return None, replace(problem, recovery="backup_damaged", backup_moved_to=moved)
    return value, problem


def damage_of(error: ValueError) -> Damage:
    """The kind of damage a reading or parsing error stands for."""
    return error.damage if isinstance(error, DamagedFileError) else "unusable"
