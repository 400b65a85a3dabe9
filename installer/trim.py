"""What the bundle leaves out of PyInstaller's collection: Qt it never loads, and the libraries
only that Qt needed.

The program draws with QtWidgets and QtSvg only; PyInstaller's Qt hooks collect every plugin
and translation of the modules they see, and every library those plugins link. The spec passes
its tables of contents through ``trim``.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from collections.abc import Iterable
from pathlib import PurePosixPath

#: A PyInstaller table-of-contents entry: destination name, source path, type code.
Entry = tuple[str, str, str]

#: Python modules the program never imports (some are pulled in by hooks or by the standard
#: library's optional paths). Without ``_hashlib`` (and OpenSSL's 5 MB behind it) ``hashlib``
#: and ``random`` use Python's built-in hashes.
EXCLUDED_MODULES: tuple[str, ...] = (
    "_hashlib",
    "_ssl",
    "ssl",
    "tkinter",
    "_tkinter",
    "unittest",
    "pydoc",
    "doctest",
    "pdb",
    "test",
    "lib2to3",
    "sqlite3",
    "PySide6.QtNetwork",
    "PySide6.QtDBus",
    "PySide6.QtOpenGL",
)

#: Plugin folders trimmed to the plugins named (file names without ``lib`` and the suffix).
#: PNG is built into QtGui; the deck and the icon need the SVG plugins.
PLUGINS_KEPT: dict[str, frozenset[str]] = {
    "platforms": frozenset(
        {"qxcb", "qwayland", "qoffscreen", "qminimal", "qwindows", "qcocoa", "qdirect2d"}
    ),
    "platformthemes": frozenset({"qxdgdesktopportal"}),
    "imageformats": frozenset({"qsvg"}),
    "iconengines": frozenset({"qsvgicon"}),
    "wayland-shell-integration": frozenset({"xdg-shell"}),
    "wayland-graphics-integration-client": frozenset({"qt-plugin-wayland-egl"}),
}

#: Plugin folders left out whole: devices, networking and TLS the program never touches.
PLUGINS_DROPPED: frozenset[str] = frozenset(
    {"egldeviceintegrations", "generic", "networkinformation", "tls", "sqldrivers", "qmltooling"}
)

#: Qt's own catalogues kept: the interface languages (Qt ships none for Bokmål).
QT_TRANSLATIONS_KEPT: frozenset[str] = frozenset({"qtbase_en.qm", "qtbase_fi.qm"})

_QT = PurePosixPath("PySide6/Qt")
_SHARED_LIBRARY = re.compile(r"^lib.+\.so(\.\d+)*$")


def plugin_name(file_name: str) -> str:
    """``libqxcb.so`` → ``qxcb``; ``qwindows.dll`` → ``qwindows``."""
    stem = file_name.split(".")[0]
    return stem[3:] if stem.startswith("lib") else stem


def keeps_plugin(dest: str) -> bool:
    """Whether a collected file under ``PySide6/Qt/plugins`` stays in the bundle."""
    path = PurePosixPath(dest.replace("\\", "/"))
    try:
        folder = path.relative_to(_QT / "plugins").parts[0]
    except (ValueError, IndexError):
        return True
    if folder in PLUGINS_DROPPED:
        return False
    kept = PLUGINS_KEPT.get(folder)
    return kept is None or plugin_name(path.name) in kept


def needed_libraries(binary: str) -> list[str]:
    """The ``DT_NEEDED`` names of an ELF file, as ``objdump -p`` prints them."""
    dump = subprocess.run(
        ["objdump", "-p", binary], check=True, capture_output=True, text=True
    ).stdout
    return [line.split()[1] for line in dump.splitlines() if line.strip().startswith("NEEDED")]


def is_prunable(dest: str) -> bool:
    """A plain shared library that is there only because something linked it (not Python's
    own, which the launcher opens by name)."""
    path = PurePosixPath(dest)
    top = str(path.parent) in (".", str(_QT / "lib"))
    return top and bool(_SHARED_LIBRARY.match(path.name)) and not path.name.startswith("libpython")


def unlinked(binaries: Iterable[Entry]) -> set[str]:
    """Prunable libraries that no remaining extension module, plugin or library links."""
    binaries = list(binaries)
    by_name = {PurePosixPath(dest).name: src for dest, src, _ in binaries}
    queue = [src for dest, src, _ in binaries if not is_prunable(dest)]
    reached: set[str] = set()
    while queue:
        for name in needed_libraries(queue.pop()):
            if name in by_name and name not in reached:
                reached.add(name)
                queue.append(by_name[name])
    return {dest for dest, _, _ in binaries if is_prunable(dest)} - {
        dest for dest, _, _ in binaries if PurePosixPath(dest).name in reached
    }


def trim_binaries(entries: list[Entry]) -> list[Entry]:
    """Drop the unused Qt plugins, then (on Linux) every library only they linked."""
    kept = [e for e in entries if keeps_plugin(e[0])]
    if not sys.platform.startswith("linux"):
        return kept
    if shutil.which("objdump") is None:
        raise SystemExit("objdump (binutils) is needed to trim the bundle")
    orphans = unlinked(kept)
    return [e for e in kept if e[0] not in orphans]


def keeps_data(dest: str) -> bool:
    """Qt's catalogues stay only for the interface languages."""
    path = PurePosixPath(dest.replace("\\", "/"))
    return path.parent != _QT / "translations" or path.name in QT_TRANSLATIONS_KEPT


def trim(binaries: list[Entry], datas: list[Entry]) -> tuple[list[Entry], list[Entry]]:
    """The trimmed binaries and datas; a symbolic link to a dropped library goes with it."""
    kept = trim_binaries(binaries)
    dropped = {dest for dest, _, _ in binaries} - {dest for dest, _, _ in kept}
    return kept, [
        (dest, src, kind)
        for dest, src, kind in datas
        if keeps_data(dest) and not (kind == "SYMLINK" and src in dropped)
    ]
