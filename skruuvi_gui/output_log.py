"""Where a program without a console writes: the log file in the per-user cache folder.

A windowed Windows program started from the Start menu or by a double-click has no console,
and Python leaves its ``sys.stdout`` and ``sys.stderr`` as ``None``: the self-test's lines,
a usage error, a warning and the traceback of a crash would be lost, and whatever writes to
them directly would fail. So at start the missing streams are pointed at
``<cache>/skruuvi-gui.log`` (written afresh each start), or at the null device where no file
can be made. A stream that exists, such as a pipe the program was started with, stays.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TextIO

from skruuvi_gui.storage import cache_dir

LOG_NAME = "skruuvi-gui.log"


def log_path() -> Path:
    return cache_dir() / LOG_NAME


def write_missing_output_to_log() -> Path | None:
    """Give ``sys.stdout`` and ``sys.stderr`` a file where they are ``None``; the log file
    they now write to, or ``None`` when nothing was missing or no log could be made."""
    missing = [name for name in ("stdout", "stderr") if getattr(sys, name) is None]
    if not missing:
        return None
    path = log_path()
    stream: TextIO
    # Open for the rest of the program's life, so no context manager closes them.
    try:
        stream = open(path, "w", encoding="utf-8", errors="backslashreplace", buffering=1)  # noqa: SIM115
    except OSError:
        stream = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115
    for name in missing:
        setattr(sys, name, stream)
    return path if stream.name == str(path) else None
