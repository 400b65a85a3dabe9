"""File names every system accepts, Windows the strictest (pure: standard library only).

Windows refuses ``< > : " / \\ | ? *`` and control characters in a name, drops a trailing dot
or space (so ``game.`` and ``game`` are one file), and keeps ``CON``, ``PRN``, ``AUX``, ``NUL``,
``COM1``-``COM9`` and ``LPT1``-``LPT9`` for devices, with any extension (``con.txt`` too). The
program's own files are named from fixed words, game ids, numbers and UTC times, which never
need this; a name made from what people typed or a translation (a record offered for saving,
named after its game and players) goes through ``portable_stem``.
"""

from __future__ import annotations

import re

#: The extension of game records people keep and exchange; a double-click opens them.
RECORD_SUFFIX = ".korttipoyta"

#: Characters Windows refuses in a name (C0 controls and DEL among them).
_FORBIDDEN = re.compile(r'[<>:"/\\|?*\x00-\x1f\x7f]')

#: Names Windows keeps for devices, whatever extension follows.
RESERVED = frozenset(
    {"CON", "PRN", "AUX", "NUL"}
    | {f"{port}{digit}" for port in ("COM", "LPT") for digit in "0123456789"}
)

#: The longest stem offered, in bytes of UTF-8: within every system's limit on a name (255
#: bytes, or 255 UTF-16 units on Windows) with room for any extension, and short in a path.
MAX_STEM_BYTES = 120


def is_portable(name: str) -> bool:
    """Whether every system, Windows included, takes ``name`` as a file's name unchanged."""
    if not name or name in {".", ".."} or _FORBIDDEN.search(name) or name[-1] in ". ":
        return False
    device = name.split(".", 1)[0].rstrip(" ").upper()
    return device not in RESERVED and len(name.encode("utf-8")) <= 255


def portable_stem(text: str, fallback: str) -> str:
    """``text`` as the stem of a file name that ``is_portable`` with any extension: each run
    of forbidden characters and spaces becomes one space, the ends lose dots and spaces, a
    device's name gets an underscore, and it is cut to ``MAX_STEM_BYTES`` (between
    characters); ``fallback`` (itself portable) when nothing is left."""
    stem = re.sub(r"\s+", " ", _FORBIDDEN.sub(" ", text))
    stem = stem.encode("utf-8")[:MAX_STEM_BYTES].decode("utf-8", "ignore").strip(". ")
    if not stem:
        return fallback
    if stem.split(".", 1)[0].rstrip(" ").upper() in RESERVED:
        stem = f"_{stem}"
    return stem
