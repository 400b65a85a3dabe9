"""Per-user files: where they live, how they are written, and what happens when one is damaged.

Every file is written atomically (a temporary file, fsync, ``os.replace``) and the version it
replaces is kept as ``<name>.bak``, so a crash mid-write never leaves half a file. On Windows a
file that another program holds open (an antivirus or backup program, another window reading
it) cannot be replaced: the replace is tried again for a moment, and a file still held after
that keeps the new version beside it as ``<name>.new`` (``FileInUseError``), which the next
read takes first, until a later write succeeds. A file that cannot be read is renamed to
``<name>.damaged-<UTC time>`` rather than deleted: the user (or a bug report) can still look
at it. What happened is returned as a ``FileProblem`` (kinds
and file names, no sentences), which the window words in the user's language.

Only regular files are read, up to ``MAX_FILE_BYTES`` and ``MAX_NESTING`` levels deep: a pipe,
a device, a folder or a link loop at a path is damage like any other, never a hang. Temporary
files a crash left behind are removed when their folder is next written (``clean_leftovers``).

``SKRUUVI_GUI_HOME`` moves every folder (``config``, ``data``, ``cache``) under one
directory, for tests and screenshots.
platformdirs is imported only when a real per-user folder is first needed, so the pure
packages that save through this module load nothing beyond the standard library.
"""

from __future__ import annotations

import contextlib
import errno
import json
import math
import os
import re
import stat
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal, TypeVar

APP_NAME = "skruuvi-gui"

#: Environment variable naming one folder that holds ``config/``, ``data/`` and ``cache/``.
HOME_ENV = "SKRUUVI_GUI_HOME"

T = TypeVar("T")


#: The largest file read: far beyond any settings file or game record, far below a problem.
MAX_FILE_BYTES = 8 * 1024 * 1024

#: The deepest nesting of JSON arrays and objects read; ours go four levels deep.
MAX_NESTING = 32

#: How old a temporary file must be before it counts as left behind by a crash.
LEFTOVER_AGE_SECONDS = 600

#: Seconds to wait before each new try when the system refuses to replace or rename a file. On
#: Windows that is a file another program holds open, mostly for a few milliseconds; elsewhere
#: a refusal is the folder's permissions, which waiting does not change.
REPLACE_WAITS: tuple[float, ...] = (0.05, 0.1, 0.2, 0.4, 0.8) if os.name == "nt" else ()

#: Added to a file's name for the new version that could not take its place (``FileInUseError``).
WAITING_SUFFIX = ".new"

#: What was wrong with a file: not a regular file (a folder, pipe, device or link loop), one
#: the system would not let us read, too big or too deeply nested, not text at all, not JSON
#: (often cut short), JSON holding a value no file of ours holds (an integer of thousands of
#: digits, NaN, a lone UTF-16 surrogate in a text), JSON but not an object, a game record
#: longer than any game the rules allow in practice (``TooLongError``), or an object
#: that the reader refused (another program's, a newer version's, or a game record that does
#: not replay).
Damage = Literal[
    "not_file",
    "unreadable",
    "too_large",
    "not_text",
    "not_json",
    "odd_value",
    "not_object",
    "too_long",
    "unusable",
]

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


class FileInUseError(PermissionError):
    """A file that could not be replaced because another program kept it open past every
    try. The new version is not lost: it waits in ``kept`` (``<name>.new``, or the temporary
    file itself when even that was refused)."""

    def __init__(self, path: Path, kept: Path) -> None:
        super().__init__(errno.EACCES, f"in use by another program; kept as {kept.name}", str(path))
        self.kept = kept


class TooLongError(ValueError):
    """Raised by a reader for content longer than any the program writes or accepts."""


@dataclass(frozen=True)
class FileProblem:
    """A damaged file that was moved aside, told to the user by the window.

    ``detail`` is the technical reason in English, for a bug report; everything the user
    reads is worded from the kinds and the file names. An empty ``moved_to`` (or
    ``backup_moved_to``) means the file could not be moved (a read-only folder): it stays.
    """

    file: str
    damage: Damage
    moved_to: str
    recovery: Recovery
    backup: str
    backup_moved_to: str = ""
    detail: str = ""


def config_dir() -> Path:
    """The folder for settings; created when missing and allowed."""
    return _folder("config")


def data_dir() -> Path:
    """The folder for saved games and statistics; created when missing and allowed."""
    return _folder("data")


def cache_dir() -> Path:
    """The folder for files the program can make again (compiled translations)."""
    return _folder("cache")


def _folder(kind: str) -> Path:
    home = os.environ.get(HOME_ENV)
    if home:
        path = Path(home) / kind
    else:
        import platformdirs

        if kind == "config":
            path = platformdirs.user_config_path(APP_NAME, appauthor=False)
        elif kind == "cache":
            path = platformdirs.user_cache_path(APP_NAME, appauthor=False)
        else:
            path = platformdirs.user_data_path(APP_NAME, appauthor=False)
    # A folder that cannot be made (no home, read-only disk) is not fatal: reading finds
    # nothing there, and writing reports its own error.
    with contextlib.suppress(OSError):
        path.mkdir(parents=True, exist_ok=True)
    return path


def backup_path(path: Path) -> Path:
    """Where the previous version of ``path`` is kept."""
    return path.with_name(path.name + ".bak")


def write_bytes_atomic(path: Path, data: bytes) -> None:
    """Replace ``path`` with ``data`` in one step, keeping the old version as ``.bak``.

    Only a regular file of a readable size is kept as the backup: whatever else is in the
    way is replaced without being read.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    clean_leftovers(path.parent)
    try:
        previous = read_bytes(path)
    except (OSError, DamagedFileError):
        previous = None
    if previous is not None:
        # A backup held open by another program stays as it was, an older version: the file
        # itself is what must be written.
        with contextlib.suppress(FileInUseError):
            _replace_with(backup_path(path), previous)
    _replace_with(path, data)


def write_json(path: Path, data: Any) -> None:
    """Write ``data`` as UTF-8 JSON atomically (see ``write_bytes_atomic``).

    The text is made before anything is touched, so data that cannot be serialized leaves
    the file as it was.
    """
    write_bytes_atomic(path, json_bytes(data))


def json_bytes(data: Any) -> bytes:
    """``data`` as the UTF-8 JSON text every file of ours holds."""
    text = json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True) + "\n"
    return text.encode("utf-8")


def _replace_with(path: Path, data: bytes) -> None:
    """Put ``data`` at ``path`` through a synced temporary file. The temporary file goes only
    once its data is in place, or when the data never got into it whole."""
    fd, temp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=_TEMP_SUFFIX, dir=path.parent)
    temp = Path(temp_name)
    try:
        with os.fdopen(fd, "wb") as file:
            file.write(data)
            file.flush()
            os.fsync(file.fileno())
    except BaseException:
        temp.unlink(missing_ok=True)
        raise
    try:
        _patiently(lambda: os.replace(temp, path))
    except PermissionError:
        raise FileInUseError(path, _keep_waiting(temp, path)) from None
    except BaseException:
        temp.unlink(missing_ok=True)
        raise
    with contextlib.suppress(OSError):  # an older version that waited is out of date now
        waiting_path(path).unlink(missing_ok=True)
    _sync_folder(path.parent)


def waiting_path(path: Path) -> Path:
    """Where the new version of ``path`` waits while the file is held open."""
    return path.with_name(path.name + WAITING_SUFFIX)


def _keep_waiting(temp: Path, path: Path) -> Path:
    """Give the complete temporary file a name the person can find beside ``path``; it stays
    as it is when even that is refused."""
    waiting = waiting_path(path)
    try:
        _patiently(lambda: os.replace(temp, waiting))
    except OSError:
        return temp
    return waiting


def _patiently(step: Callable[[], object]) -> None:
    """Run ``step``, trying again after each of ``REPLACE_WAITS`` while the system refuses."""
    for wait in REPLACE_WAITS:
        try:
            step()
        except PermissionError:
            time.sleep(wait)
        else:
            return
    step()


_TEMP_SUFFIX = ".tmp"


def clean_leftovers(folder: Path, now: float | None = None) -> list[Path]:
    """Remove the temporary files (``.<name>.XXXX.tmp``) that a crash mid-write left in
    ``folder``; only old ones, so another program's write in progress is never touched."""
    now = time.time() if now is None else now
    removed = []
    try:
        candidates = [p for p in folder.iterdir() if _is_temp_name(p.name)]
    except OSError:
        return []
    for candidate in candidates:
        try:
            info = candidate.lstat()
            if stat.S_ISREG(info.st_mode) and now - info.st_mtime > LEFTOVER_AGE_SECONDS:
                candidate.unlink()
                removed.append(candidate)
        except OSError:
            continue
    return removed


def _is_temp_name(name: str) -> bool:
    """Ours: ``.current.json.k3j2x9.tmp``, ``.settings.json.bak.0a1b2c.tmp``."""
    return name.startswith(".") and name.endswith(_TEMP_SUFFIX) and ".json." in name


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable where the platform allows opening a folder."""
    if os.name != "posix":
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


#: How long a writer waits for another program's lock on a file before giving up.
LOCK_WAIT_SECONDS = 5.0

#: How old a lock file must be to count as left by a program that died holding it (where
#: the system cannot tell whether its process still runs): a lock is held only while one
#: file is read and written again, which takes well under a second.
STALE_LOCK_SECONDS = 30.0


@contextlib.contextmanager
def exclusive(path: Path, wait: float = LOCK_WAIT_SECONDS) -> Iterator[None]:
    """Hold ``<name>.lock`` beside ``path`` while the file is read and written again, so
    that two programs on one data folder never add to it at once (one would undo the
    other). The lock names its process; a lock whose process is gone (or, where that cannot
    be told, older than ``STALE_LOCK_SECONDS``) was left by a program that died and is taken
    over. ``TimeoutError`` (an ``OSError``) when another holds it longer than ``wait``.
    """
    lock = path.with_name(path.name + ".lock")
    path.parent.mkdir(parents=True, exist_ok=True)
    deadline = time.monotonic() + wait
    while True:
        try:
            fd = os.open(lock, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o644)
        except FileExistsError:
            if _left_behind(lock):
                with contextlib.suppress(OSError):
                    lock.unlink()
                continue
            if time.monotonic() > deadline:
                raise TimeoutError(
                    errno.ETIMEDOUT, "another program holds the lock", str(lock)
                ) from None
            time.sleep(0.02)
            continue
        with os.fdopen(fd, "w", encoding="ascii") as file:
            file.write(str(os.getpid()))
        break
    try:
        yield
    finally:
        lock.unlink(missing_ok=True)


def _left_behind(lock: Path) -> bool:
    """Whether the lock file's program no longer runs."""
    try:
        age = time.time() - lock.stat().st_mtime
        holder = int(lock.read_text(encoding="ascii") or "0")
    except (OSError, ValueError):
        return False  # gone meanwhile, or being written: try again
    if age > STALE_LOCK_SECONDS:
        return True
    if os.name != "posix" or holder <= 0:
        return False
    try:
        os.kill(holder, 0)  # signal 0 only asks whether the process exists
    except ProcessLookupError:
        return True
    except OSError:
        return False  # it runs, as another user
    return False


def read_bytes(path: Path) -> bytes:
    """The bytes of the regular file at ``path`` (links followed).

    ``FileNotFoundError`` when there is none; ``DamagedFileError`` for a folder, pipe, device
    or link loop, or a file over ``MAX_FILE_BYTES``; ``OSError`` when the system refuses.
    Never blocks: the file is opened without waiting and checked before it is read.
    """
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except NotADirectoryError:
        raise FileNotFoundError(errno.ENOENT, "no such folder", str(path)) from None
    except OSError as error:
        if error.errno in (errno.ELOOP, errno.EISDIR, errno.ENXIO):
            reason = f"not a regular file ({error.strerror})"
            raise DamagedFileError(path, reason, "not_file") from None
        raise
    info = os.fstat(fd)
    if not stat.S_ISREG(info.st_mode):
        os.close(fd)
        raise DamagedFileError(path, "not a regular file", "not_file")
    if info.st_size > MAX_FILE_BYTES:
        os.close(fd)
        raise DamagedFileError(path, f"too large ({info.st_size} bytes)", "too_large")
    with os.fdopen(fd, "rb") as file:
        data = file.read(MAX_FILE_BYTES + 1)
    if len(data) > MAX_FILE_BYTES:
        raise DamagedFileError(path, "too large (still growing)", "too_large")
    return data


def read_json(path: Path, most_items: int | None = None) -> dict[str, Any]:
    """The JSON object in ``path``.

    ``FileNotFoundError`` when there is no file; ``DamagedFileError`` when it is no regular
    file, too large, of more than ``most_items`` items (counted by their commas, before
    anything is parsed: a file of this kind holds fewer, and parsing them all would hold
    every other thread still), not UTF-8, not JSON (e.g. truncated), nested too deep,
    holding a value no file of ours holds (see ``MAX_INT_DIGITS``; NaN or an infinite number; a lone
    surrogate, which could not be written back) or not a JSON object; ``OSError`` when the
    system will not let it be read. Every reader of every file comes through here, so
    whatever it returns can be written back and held in memory without surprise.
    """
    raw = read_bytes(path)
    if most_items is not None and (items := raw.count(b",") + 1) > most_items:
        reason = f"about {items} items, more than a file of this kind holds ({most_items})"
        raise DamagedFileError(path, reason, "too_long")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise DamagedFileError(path, "not a text file", "not_text") from None
    if _nesting(text) > MAX_NESTING:
        raise DamagedFileError(path, f"nested deeper than {MAX_NESTING} levels", "too_large")
    try:
        data = json.loads(
            text, parse_int=_bounded_int, parse_float=_finite_float, parse_constant=_no_constant
        )
    except json.JSONDecodeError as error:
        reason = f"not valid JSON ({error.msg}, line {error.lineno})"
        raise DamagedFileError(path, reason, "not_json") from None
    except _OddValueError as error:
        raise DamagedFileError(path, str(error), "odd_value") from None
    if _SURROGATE_ESCAPE.search(text) and _has_lone_surrogate(data):
        raise DamagedFileError(path, "a text holds a lone UTF-16 surrogate", "odd_value")
    if not isinstance(data, dict):
        reason = f"expected a JSON object, found {type(data).__name__}"
        raise DamagedFileError(path, reason, "not_object")
    return data


def _nesting(text: str) -> int:
    """How deep arrays and objects nest in JSON ``text`` (brackets inside strings skipped),
    found before parsing so that no depth can exhaust the parser's stack."""
    deepest = depth = 0
    for token in _STRUCTURE.findall(text):
        if token in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif token in "]}":
            depth -= 1
    return deepest


#: JSON strings (skipped whole, escapes included) and the brackets outside them.
_STRUCTURE = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]')

#: The most digits an integer of ours may have: a seed or a score has far fewer, and Python
#: refuses to read (or write) more than 4300 with an error no reader expects.
MAX_INT_DIGITS = 30


class _OddValueError(ValueError):
    """A value that is valid JSON but no file of ours holds, found while parsing."""


def _bounded_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_INT_DIGITS:
        raise _OddValueError(f"an integer of {len(text.lstrip('-'))} digits")
    return int(text)


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise _OddValueError(f"a number too large for a float ({text[:20]})")
    return value


def _no_constant(text: str) -> float:
    raise _OddValueError(f"{text} is no number a file of ours holds")


#: A ``\uD800``-``\uDFFF`` escape: the only way a lone surrogate gets into parsed UTF-8 text.
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")


def _has_lone_surrogate(value: object) -> bool:
    """Whether any text in ``value`` (keys included) could not be written back as UTF-8."""
    if isinstance(value, str):
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            return True
        return False
    if isinstance(value, dict):
        return any(_has_lone_surrogate(k) or _has_lone_surrogate(v) for k, v in value.items())
    if isinstance(value, list):
        return any(_has_lone_surrogate(item) for item in value)
    return False


def move_aside(path: Path) -> Path:
    """Rename a bad file to ``<name>.damaged-<UTC time>`` (never over another file)."""
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    target = path.with_name(f"{path.name}.damaged-{stamp}")
    number = 1
    while target.exists() or target.is_symlink():
        number += 1
        target = path.with_name(f"{path.name}.damaged-{stamp}-{number}")
    _patiently(lambda: path.rename(target))
    return target


def parse_file(
    path: Path, parse: Callable[[dict[str, Any]], T], most_items: int | None = None
) -> T:
    """``parse`` of the JSON object in ``path`` (of ``most_items`` items at most, see
    ``read_json``).

    ``FileNotFoundError`` when there is no file; otherwise every failure is a
    ``DamagedFileError``: the file's content comes from outside, so whatever ``parse``
    chokes on (not only ``ValueError``) makes the file unusable, never the program.
    """
    try:
        data = read_json(path, most_items)
    except FileNotFoundError:
        raise
    except OSError as error:
        raise DamagedFileError(path, error.strerror or str(error), "unreadable") from None
    try:
        return parse(data)
    except TooLongError as error:
        raise DamagedFileError(path, str(error), "too_long") from None
    except Exception as error:
        raise DamagedFileError(path, str(error) or type(error).__name__, "unusable") from None


def load_or_recover(
    path: Path, parse: Callable[[dict[str, Any]], T], most_items: int | None = None
) -> tuple[T | None, FileProblem | None]:
    """Read and ``parse`` a file we own (of ``most_items`` items at most, see
    ``read_json``), recovering from damage without losing anything.

    Returns ``(value, None)`` normally and ``(None, None)`` when there is no file. When the
    file (or ``parse``, by raising) finds it bad, it is moved aside and the ``.bak`` copy is
    tried in its place; the ``FileProblem`` says what happened. A newer version that waited
    beside the file (``<name>.new``, the file having been held open) is read first.
    """
    waiting = _take_waiting(path, parse, most_items)
    if waiting is not None:
        return waiting, None
    try:
        return parse_file(path, parse, most_items), None
    except FileNotFoundError:
        return None, None
    except DamagedFileError as error:
        damage, detail = error.damage, error.reason
    backup = backup_path(path)
    problem = FileProblem(
        file=path.name,
        damage=damage,
        moved_to=_move_aside_if_allowed(path),
        recovery="restored",
        backup=backup.name,
        detail=detail,
    )
    try:
        value = parse_file(backup, parse, most_items)
    except FileNotFoundError:
        return None, replace(problem, recovery="no_backup")
    except DamagedFileError:
        moved = _move_aside_if_allowed(backup)
        return None, replace(problem, recovery="backup_damaged", backup_moved_to=moved)
    return value, problem


def _take_waiting(
    path: Path, parse: Callable[[dict[str, Any]], T], most_items: int | None
) -> T | None:
    """The version waiting beside ``path`` (``FileInUseError``), the newest written: it takes
    the file's place now, or, while the file is still held, is read where it waits. A damaged
    one is moved aside and the file read as usual (``None``)."""
    waiting = waiting_path(path)
    try:
        value = parse_file(waiting, parse, most_items)
    except FileNotFoundError:
        return None
    except DamagedFileError:
        _move_aside_if_allowed(waiting)
        return None
    with contextlib.suppress(OSError):  # still held: it waits on, and is read there again
        write_bytes_atomic(path, read_bytes(waiting))
    return value


def _move_aside_if_allowed(path: Path) -> str:
    """The new name of the moved file, or ``""`` when the folder does not allow it."""
    try:
        return move_aside(path).name
    except OSError:
        return ""
