"""Shared test set-up: Qt draws offscreen and every per-user file goes to a temporary folder.

Both variables are set here, at import, before pytest-qt creates the application; the
``home`` fixture then gives every test a folder of its own.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:  # Qt is imported by the fixtures that need it, not by the pure tests
    from pytestqt.qtbot import QtBot

    from skruuvi_gui.ui.i18n import Translations
    from skruuvi_gui.ui.main_window import MainWindow

os.environ["QT_QPA_PLATFORM"] = "offscreen"
os.environ["SKRUUVI_GUI_HOME"] = tempfile.mkdtemp(prefix="skruuvi-gui-tests-")


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh per-user folder for the test (settings, autosave, records)."""
    folder = tmp_path / "home"
    monkeypatch.setenv("SKRUUVI_GUI_HOME", str(folder))
    return folder


@pytest.fixture
def translations(qapp: object) -> Iterator[Translations]:
    """Install a language with ``translations.install("fi")``; English again afterwards."""
    from skruuvi_gui.ui.i18n import Translations

    installed = Translations()
    yield installed
    installed.clear()


@pytest.fixture
def window(qtbot: QtBot, translations: Translations) -> Iterator[MainWindow]:
    """The main window with animations off, saving into the test's own folder."""
    from skruuvi_gui.settings import Settings
    from skruuvi_gui.ui.main_window import MainWindow

    main = MainWindow(Settings(animation_speed="off"), translations)
    qtbot.addWidget(main)
    main.show()
    yield main
    main.close()
