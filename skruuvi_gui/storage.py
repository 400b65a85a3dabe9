"""Per-user files: where they live, how they are written, and what happens when one is damaged.

Every file is written atomically (a temporary file, fsync, ``os.replace``) and the version it
replaces is kept as ``<name>.bak``, so a crash mid-write never leaves half a file. A file that
cannot be read is renamed to ``<name>.damaged-<UTC time>`` rather than deleted: the user (or a
bug report) can still look at it.

``SKRUUVI_GUI_HOME`` moves every folder under one directory, for tests and screenshots.
platformdirs is imported only when a real per-user folder is first needed, so the pure
packages that save through this module load nothing beyond the standard library.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TypeVar

APP_NAME = "skruuvi-gui"

#: Environment variable naming one folder that holds ``config/`` and ``data/``.
HOME_ENV = "SKRUUVI_GUI_HOME"

T = TypeVar("T")


class DamagedFileError(ValueError):
    """A file that exists but holds no readable JSON object of ours: truncated, binary or
    another program's."""

    def __init__(self, path: Path, reason: str) -> None:
        super().__init__(f"{path.name} cannot be read: {reason}")
        self.path = path
        self.reason = reason


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
        raise DamagedFileError(path, "not a text file") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise DamagedFileError(path, f"not valid JSON ({error.msg}, line {error.lineno})") from None
    if not isinstance(data, dict):
        raise DamagedFileError(path, f"expected a JSON object, found {type(data).__name__}")
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
) -> tuple[T | None, str | None]:
    """Read and ``parse`` a file we own, recovering from damage without losing anything.

    Returns ``(value, None)`` normally and ``(None, None)`` when there is no file. When the
    file (or ``parse``, by raising ``ValueError``) finds it bad, it is moved aside and the
    ``.bak`` copy is tried in its place; the message says what happened, for the user.
    """
    try:
        return parse(read_json(path)), None
    except FileNotFoundError:
        return None, None
    except ValueError as error:
        problem = _describe(path, error)
    moved = move_aside(path)
    message = f"{problem}. It was moved aside as {moved.name}."
    backup = backup_path(path)
    try:
        value = parse(read_json(backup))
    except FileNotFoundError:
        return None, message
    except ValueError:
        backup_moved = move_aside(backup)
        return (
            None,
            f"{message} Its backup was damaged too and was moved aside as {backup_moved.name}.",
        )
    return value, f"{message} The previous version was restored from {backup.name}."


def _describe(path: Path, error: ValueError) -> str:
    if isinstance(error, DamagedFileError):
        return str(error)
    return f"{path.name} cannot be used: {error}"
