"""Where the program's own files are: in a source checkout and in a frozen bundle alike.

A checkout keeps ``resources/`` and ``translations/`` beside the package; a PyInstaller bundle
unpacks them under ``sys._MEIPASS``. Everything that reads a resource asks here, so the two
layouts never leak into the rest of the code.
"""

from __future__ import annotations

import sys
from pathlib import Path


def base_dir() -> Path:
    """The folder that holds ``resources/`` and ``translations/``."""
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle is not None:
        return Path(bundle)
    return Path(__file__).resolve().parent.parent


def resource_path(*parts: str) -> Path:
    """A file or folder under ``resources/``, e.g. ``resource_path("cards", "AS.svg")``."""
    return base_dir().joinpath("resources", *parts)


def translations_dir() -> Path:
    """The folder with the ``skruuvi_gui_<lang>.ts`` sources and the ``.qm`` built from them."""
    return base_dir() / "translations"
