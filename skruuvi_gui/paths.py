"""Where the program's own files are: in a source checkout, an installed wheel and a frozen
bundle alike.

A checkout keeps ``resources/`` and ``translations/`` beside the package; a wheel carries them
inside it, in ``assets/`` (see ``setup.py``); a PyInstaller bundle unpacks them under
``sys._MEIPASS``. Everything that reads a resource asks here, so the layouts never leak into
the rest of the code.
"""

from __future__ import annotations

import sys
from pathlib import Path

#: The folder inside an installed package that holds ``resources/`` and ``translations/``.
ASSETS = "assets"


def base_dir() -> Path:
    """The folder that holds ``resources/`` and ``translations/``."""
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle is not None:
        return Path(bundle)
    package = Path(__file__).resolve().parent
    installed = package / ASSETS
    return installed if installed.is_dir() else package.parent


def resource_path(*parts: str) -> Path:
    """A file or folder under ``resources/``, e.g. ``resource_path("cards", "AS.svg")``."""
    return base_dir().joinpath("resources", *parts)


def translations_dir() -> Path:
    """The folder with the ``skruuvi_gui_<lang>.ts`` sources (and, in a bundle or a checkout
    after ``scripts/update_translations.py``, the ``.qm`` built from them)."""
    return base_dir() / "translations"
