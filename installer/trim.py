"""What the bundle leaves out of PyInstaller's collection: Qt it never loads, and the libraries
only that Qt needed.

The program draws with QtWidgets and QtSvg only; PyInstaller's Qt hooks collect every plugin
and translation of the modules they see, and every library those plugins link. The spec passes
its tables of contents through ``trim``. PySide6 lays Qt out under ``PySide6/Qt/`` on Linux and
directly under ``PySide6/`` on Windows; both are understood. A library that nothing kept links
goes too: on Windows that is also ``opengl32sw.dll``, the 20 MB software OpenGL that Qt loads by
name only for OpenGL, which the table never draws with.

One library goes the other way: ``beside`` copies into a library's own folder what it imports
from elsewhere in the bundle, for a library loaded by path where nothing has loaded those yet.
"""

from __future__ import annotations

import importlib
import os
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
    "platforms": frozenset({"qxcb", "qwayland", "qoffscreen", "qminimal", "qwindows", "qcocoa"}),
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

#: Where Qt's files sit in the bundle: Linux's wheel, then Windows'.
_QT_FOLDERS = (PurePosixPath("PySide6/Qt"), PurePosixPath("PySide6"))
#: Folders whose plain libraries may go when nothing links them: Qt's libraries on Linux
#: are in ``PySide6/Qt/lib``, on Windows beside the modules in ``PySide6`` and ``shiboken6``.
_ELF_FOLDERS = frozenset({".", "PySide6/Qt/lib"})
_DLL_FOLDERS = frozenset({".", "PySide6", "shiboken6"})
_SHARED_LIBRARY = re.compile(r"^lib.+\.so(\.\d+)*$")
_DLL = re.compile(r"^.+\.dll$", re.IGNORECASE)


def _path(dest: str) -> PurePosixPath:
    """A destination name with either separator (PyInstaller writes ``\\`` on Windows)."""
    return PurePosixPath(dest.replace("\\", "/"))


def _under_qt(path: PurePosixPath, folder: str) -> PurePosixPath | None:
    """``path`` relative to Qt's ``folder`` (``plugins``, ``translations``) in either layout."""
    for qt in _QT_FOLDERS:
        try:
            return path.relative_to(qt / folder)
        except ValueError:
            continue
    return None


def plugin_name(file_name: str) -> str:
    """``libqxcb.so`` → ``qxcb``; ``qwindows.dll`` → ``qwindows``."""
    stem = file_name.split(".")[0]
    return stem[3:] if stem.startswith("lib") else stem


def keeps_plugin(dest: str) -> bool:
    """Whether a collected file under Qt's ``plugins`` folder stays in the bundle."""
    path = _path(dest)
    inside = _under_qt(path, "plugins")
    if inside is None or len(inside.parts) < 2:
        return True
    folder = inside.parts[0]
    if folder in PLUGINS_DROPPED:
        return False
    kept = PLUGINS_KEPT.get(folder)
    return kept is None or plugin_name(path.name) in kept


def needed_libraries(binary: str) -> list[str]:
    """The libraries a binary links: an ELF file's ``DT_NEEDED`` names, as ``objdump -p``
    prints them, or a Windows DLL's imports, read with ``pefile`` (PyInstaller's own)."""
    if sys.platform == "win32":
        pefile = importlib.import_module("pefile")
        image = pefile.PE(binary, fast_load=True)
        image.parse_data_directories(
            directories=[pefile.DIRECTORY_ENTRY["IMAGE_DIRECTORY_ENTRY_IMPORT"]]
        )
        return [entry.dll.decode() for entry in getattr(image, "DIRECTORY_ENTRY_IMPORT", [])]
    dump = subprocess.run(
        ["objdump", "-p", binary], check=True, capture_output=True, text=True
    ).stdout
    return [line.split()[1] for line in dump.splitlines() if line.strip().startswith("NEEDED")]


def is_prunable(dest: str) -> bool:
    """A plain shared library that is there only because something linked it (not Python's
    own, which the launcher opens by name; not a plugin or an extension module)."""
    path = _path(dest)
    folder, name = str(path.parent), path.name
    if name.lower().startswith(("libpython", "python")):
        return False
    if _SHARED_LIBRARY.match(name):
        return folder in _ELF_FOLDERS
    return bool(_DLL.match(name)) and folder in _DLL_FOLDERS


def unlinked(binaries: Iterable[Entry]) -> set[str]:
    """Prunable libraries that no remaining extension module, plugin or library links."""
    binaries = list(binaries)
    by_name = {_name(dest): src for dest, src, _ in binaries}
    queue = [src for dest, src, _ in binaries if not is_prunable(dest)]
    reached: set[str] = set()
    while queue:
        for name in map(_library_key, needed_libraries(queue.pop())):
            if name in by_name and name not in reached:
                reached.add(name)
                queue.append(by_name[name])
    return {dest for dest, _, _ in binaries if is_prunable(dest) and _name(dest) not in reached}


def _library_key(name: str) -> str:
    """A library's name as the loader matches it: Windows ignores case, Linux does not."""
    return name.lower() if name.lower().endswith((".dll", ".pyd")) else name


def _name(dest: str) -> str:
    return _library_key(_path(dest).name)


def trim_binaries(entries: list[Entry]) -> list[Entry]:
    """Drop the unused Qt plugins, then (on Linux and Windows) every library only they
    linked."""
    kept = [e for e in entries if keeps_plugin(e[0])]
    if sys.platform.startswith("linux"):
        if shutil.which("objdump") is None:
            raise SystemExit("objdump (binutils) is needed to trim the bundle")
    elif sys.platform != "win32":
        return kept
    orphans = unlinked(kept)
    return [e for e in kept if e[0] not in orphans]


def beside(folder: str, library: str, binaries: Iterable[Entry]) -> list[Entry]:
    """Copies into ``folder`` of the collected binaries that ``library`` imports, and that
    those import in turn, the first of each name; libraries the bundle does not carry (the
    system's own) are left to the system."""
    by_name: dict[str, Entry] = {}
    for entry in binaries:
        by_name.setdefault(_name(entry[0]), entry)
    copies: dict[str, Entry] = {}
    queue = [library]
    while queue:
        for name in map(_library_key, needed_libraries(queue.pop())):
            if name in by_name and name not in copies:
                dest, src, kind = by_name[name]
                copies[name] = (os.path.join(folder, _path(dest).name), src, kind)
                queue.append(src)
    return list(copies.values())


def keeps_data(dest: str) -> bool:
    """Qt's catalogues stay only for the interface languages."""
    path = _path(dest)
    return _under_qt(path.parent, "translations") != PurePosixPath(".") or (
        path.name in QT_TRANSLATIONS_KEPT
    )


def trim(binaries: list[Entry], datas: list[Entry]) -> tuple[list[Entry], list[Entry]]:
    """The trimmed binaries and datas; a symbolic link to a dropped library goes with it."""
    kept = trim_binaries(binaries)
    dropped = {dest for dest, _, _ in binaries} - {dest for dest, _, _ in kept}
    return kept, [
        (dest, src, kind)
        for dest, src, kind in datas
        if keeps_data(dest) and not (kind == "SYMLINK" and src in dropped)
    ]
