"""Packaging beyond ``pyproject.toml``: the card images, the rules guide and the translation
sources live beside the package in a checkout (``resources/``, ``translations/``) and travel
inside it, in ``skruuvi_gui/assets/``, in a built wheel, where ``skruuvi_gui.paths`` finds
them. An editable install keeps reading them from the checkout."""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent

#: The folders the program reads at run time; compiled catalogues are made per user instead.
ASSET_FOLDERS = ("resources", "translations")


class BuildPyWithAssets(build_py):
    """``build_py`` that also copies the asset folders into the built package."""

    def run(self) -> None:
        super().run()
        if self.editable_mode:
            return
        target = Path(self.build_lib) / "skruuvi_gui" / "assets"
        for name in ASSET_FOLDERS:
            shutil.copytree(
                ROOT / name,
                target / name,
                dirs_exist_ok=True,
                ignore=shutil.ignore_patterns("*.qm", "__pycache__"),
            )


setup(cmdclass={"build_py": BuildPyWithAssets})
