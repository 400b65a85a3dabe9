"""The interface language: which translators are installed, and the ``.qm`` files they read.

Our own strings come from ``skruuvi_gui_<lang>.qm`` (see ``ensure_qm``), Qt's own (standard dialog
buttons, file dialogs) from Qt's ``qtbase_<lang>.qm``. Qt ships no Bokmål catalogue, so the
standard-button texts are also listed below for lupdate and translated in our own ``nb`` file.
Installing a translator makes Qt send ``QEvent.LanguageChange`` to every widget; windows and
dialogs redraw their texts when they see it.
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QTranslator,
)

from skruuvi_gui.paths import translations_dir
from skruuvi_gui.storage import cache_dir

log = logging.getLogger(__name__)

#: Languages the interface speaks; English is the source language.
LANGUAGES: tuple[str, ...] = ("en", "fi", "nb")

#: Languages with a whole catalogue of their own (English is the source text itself).
TRANSLATED: tuple[str, ...] = ("fi", "nb")

#: Every catalogue. A count shown to a person is Qt's plural argument: the source text has
#: ``%n``, each catalogue its numerus forms, and English's catalogue holds only those forms
#: ("1 trick", "2 tricks"). ``scripts/update_translations.py`` makes these messages plural.
CATALOGUES: tuple[str, ...] = ("en", *TRANSLATED)

#: The locale each language formats numbers and dates in, and its catalogue declares.
LOCALES = {"en": "en_GB", "fi": "fi_FI", "nb": "nb_NO"}

_NORWEGIAN = ("nb", "no", "nn")

#: Qt's standard dialog-button texts under the contexts Qt asks for them (``QPlatformTheme``,
#: and ``QGnomeTheme`` on GNOME desktops). Listed so lupdate keeps them in our catalogues: the
#: Norwegian ones are the only Bokmål these buttons get.
QT_STANDARD_BUTTONS: tuple[object, ...] = (
    QT_TRANSLATE_NOOP("QPlatformTheme", "OK"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Save"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Save All"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Open"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&Yes"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Yes to &All"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&No"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "N&o to All"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Abort"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Retry"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Ignore"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Close"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Cancel"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Discard"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Help"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Apply"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Reset"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Restore Defaults"),
    QT_TRANSLATE_NOOP("QGnomeTheme", "&OK"),
    QT_TRANSLATE_NOOP("QGnomeTheme", "&Save"),
    QT_TRANSLATE_NOOP("QGnomeTheme", "&Cancel"),
    QT_TRANSLATE_NOOP("QGnomeTheme", "&Close"),
    QT_TRANSLATE_NOOP("QGnomeTheme", "Close without Saving"),
)


# What Qt's own file dialog (Open, Save as) says, where the desktop gives the program no dialog
# of its own: listed for the same reason, with the Finnish Qt gives and Bokmål Qt lacks.
QT_FILE_DIALOG: tuple[object, ...] = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Back"),
    QT_TRANSLATE_NOOP("QFileDialog", "Go back"),
    QT_TRANSLATE_NOOP("QFileDialog", "Forward"),
    QT_TRANSLATE_NOOP("QFileDialog", "Go forward"),
    QT_TRANSLATE_NOOP("QFileDialog", "Parent Directory"),
    QT_TRANSLATE_NOOP("QFileDialog", "Go to the parent directory"),
    QT_TRANSLATE_NOOP("QFileDialog", "Create New Folder"),
    QT_TRANSLATE_NOOP("QFileDialog", "Create a New Folder"),
    QT_TRANSLATE_NOOP("QFileDialog", "List View"),
    QT_TRANSLATE_NOOP("QFileDialog", "Change to list view mode"),
    QT_TRANSLATE_NOOP("QFileDialog", "Detail View"),
    QT_TRANSLATE_NOOP("QFileDialog", "Change to detail view mode"),
    QT_TRANSLATE_NOOP("QFileDialog", "Sidebar"),
    QT_TRANSLATE_NOOP("QFileDialog", "List of places and bookmarks"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Find Directory"),
    QT_TRANSLATE_NOOP("QFileDialog", "Open"),
    QT_TRANSLATE_NOOP("QFileDialog", "Save As"),
    QT_TRANSLATE_NOOP("QFileDialog", "Directory:"),
    QT_TRANSLATE_NOOP("QFileDialog", "File &name:"),
    QT_TRANSLATE_NOOP("QFileDialog", "&Open"),
    QT_TRANSLATE_NOOP("QFileDialog", "&Choose"),
    QT_TRANSLATE_NOOP("QFileDialog", "&Save"),
    QT_TRANSLATE_NOOP("QFileDialog", "All Files (*)"),
    QT_TRANSLATE_NOOP("QFileDialog", "All files (*)"),
    QT_TRANSLATE_NOOP("QFileDialog", "Show "),
    QT_TRANSLATE_NOOP("QFileDialog", "&Rename"),
    QT_TRANSLATE_NOOP("QFileDialog", "&Delete"),
    QT_TRANSLATE_NOOP("QFileDialog", "Show &hidden files"),
    QT_TRANSLATE_NOOP("QFileDialog", "&New Folder"),
    QT_TRANSLATE_NOOP("QFileDialog", "Directories"),
    QT_TRANSLATE_NOOP(
        "QFileDialog",
        "%1\nDirectory not found.\nPlease verify the correct directory name was given.",
    ),
    QT_TRANSLATE_NOOP("QFileDialog", "%1 already exists.\nDo you want to replace it?"),
    QT_TRANSLATE_NOOP(
        "QFileDialog", "%1\nFile not found.\nPlease verify the correct file name was given."
    ),
    QT_TRANSLATE_NOOP("QFileDialog", "New Folder"),
    QT_TRANSLATE_NOOP("QFileDialog", "Delete"),
    QT_TRANSLATE_NOOP("QFileDialog", "'%1' is write protected.\nDo you want to delete it anyway?"),
    QT_TRANSLATE_NOOP("QFileDialog", "Are you sure you want to delete '%1'?"),
    QT_TRANSLATE_NOOP("QFileDialog", "Could not delete directory."),
    QT_TRANSLATE_NOOP("QFileDialog", "Recent Places"),
    QT_TRANSLATE_NOOP("QFileDialog", "Remove"),
    QT_TRANSLATE_NOOP("QFileDialog", "My Computer"),
    QT_TRANSLATE_NOOP("QFileDialog", "Drive"),
    QT_TRANSLATE_NOOP("QFileDialog", "%1 File"),
    QT_TRANSLATE_NOOP("QFileDialog", "File"),
    QT_TRANSLATE_NOOP("QFileDialog", "Unknown"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "Invalid filename"),
    QT_TRANSLATE_NOOP(
        "QFileSystemModel",
        '<b>The name "%1" cannot be used.</b><p>Try using another name, with fewer characters '
        "or no punctuation marks.",
    ),
    QT_TRANSLATE_NOOP("QFileSystemModel", "Name"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "Size"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "Date Modified"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "My Computer"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "Computer"),
)


def resolve_language(setting: str) -> str:
    """The language to speak for a setting: ``"system"`` follows the system's UI languages."""
    if setting in LANGUAGES:
        return setting
    for name in QLocale.system().uiLanguages():
        prefix = name.replace("_", "-").split("-")[0].lower()
        if prefix == "fi":
            return "fi"
        if prefix in _NORWEGIAN:
            return "nb"
        if prefix == "en":
            return "en"
    return "en"


def qt_tool(name: str) -> Path:
    """A Qt linguist tool (``lupdate``, ``lrelease``) shipped inside the PySide6 package."""
    import PySide6

    suffix = ".exe" if sys.platform == "win32" else ""
    return Path(PySide6.__file__).resolve().parent / f"{name}{suffix}"


def ts_path(language: str) -> Path:
    return translations_dir() / f"skruuvi_gui_{language}.ts"


def qm_path(language: str) -> Path:
    return translations_dir() / f"skruuvi_gui_{language}.qm"


def release(ts: Path, qm: Path) -> None:
    """Compile ``ts`` into ``qm`` with lrelease, replacing ``qm`` only when complete."""
    fd, tmp_name = tempfile.mkstemp(suffix=".qm", dir=qm.parent)
    os.close(fd)
    tmp = Path(tmp_name)
    try:
        subprocess.run(
            [str(qt_tool("lrelease")), "-silent", str(ts), "-qm", str(tmp)],
            check=True,
            capture_output=True,
        )
        os.replace(tmp, qm)
    finally:
        tmp.unlink(missing_ok=True)


def ensure_qm(language: str) -> Path | None:
    """The compiled catalogue for ``language``.

    A bundle ships it beside the ``.ts`` (and has no lrelease); a checkout has it there once
    ``scripts/update_translations.py`` has run. Otherwise it is built from the ``.ts`` into
    the per-user cache folder, never into the program's own folder, which may be read-only or
    shared: named by the catalogue's content, so any number of copies of the program share
    the cache without mixing up their translations.
    """
    ts, shipped = ts_path(language), qm_path(language)
    if shipped.exists() and (not ts.exists() or shipped.stat().st_mtime >= ts.stat().st_mtime):
        return shipped
    if not ts.exists():
        return None
    try:
        digest = hashlib.sha256(ts.read_bytes()).hexdigest()[:16]
    except OSError as error:
        log.warning("could not read %s: %s", ts.name, error)
        return None
    folder = cache_dir() / "translations"
    cached = folder / f"skruuvi_gui_{language}-{digest}.qm"
    if cached.exists():
        return cached
    try:
        folder.mkdir(parents=True, exist_ok=True)
        release(ts, cached)
    except (OSError, subprocess.CalledProcessError) as error:
        log.warning("could not build %s: %s", cached.name, error)
        return None
    for older in folder.glob(f"skruuvi_gui_{language}-*.qm"):
        if older != cached:
            with contextlib.suppress(OSError):  # another copy of the program may hold it
                older.unlink()
    return cached


class Translations:
    """The translators installed in the application; switching replaces them at once."""

    def __init__(self) -> None:
        self._installed: list[QTranslator] = []
        self.language = "en"

    def install(self, setting: str) -> str:
        """Speak the language ``setting`` names (``"system"`` or a code); return its code."""
        language = resolve_language(setting)
        self.clear()
        QLocale.setDefault(QLocale(LOCALES[language]))
        if language in TRANSLATED:
            qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
            self._load(f"qtbase_{language}", qt_dir)
        ours = ensure_qm(language)
        if ours is not None:
            self._load(ours.stem, str(ours.parent))
        self.language = language
        return language

    def clear(self) -> None:
        """Remove every translator this object installed (back to the English source)."""
        for translator in self._installed:
            QCoreApplication.removeTranslator(translator)
        self._installed = []
        self.language = "en"

    def _load(self, name: str, directory: str) -> None:
        translator = QTranslator()
        if translator.load(name, directory):
            QCoreApplication.installTranslator(translator)
            self._installed.append(translator)
        elif not name.startswith("qtbase_"):
            log.warning("could not load translation %s from %s", name, directory)
