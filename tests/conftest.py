"""Shared test set-up: Qt draws offscreen and every per-user file goes to a temporary folder.

Qt's platform is set here, at import, before pytest-qt creates the application. The per-user
folders are pytest's temporary folders, which it removes after a passing run
(``tmp_path_retention_policy``): one for the whole session, and one of its own for each test.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:  # Qt is imported by the fixtures that need it, not by the pure tests
    from pytestqt.qtbot import QtBot

    from skruuvi_gui.ui.i18n import Translations
    from skruuvi_gui.ui.main_window import MainWindow

os.environ["QT_QPA_PLATFORM"] = "offscreen"


@pytest.fixture(scope="session", autouse=True)
def session_home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """A per-user folder for what runs before the first test's own (the Qt application)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("SKRUUVI_GUI_HOME", str(tmp_path_factory.mktemp("session-home")))
        yield


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh per-user folder for the test (settings, autosave, records)."""
    folder = tmp_path / "home"
    monkeypatch.setenv("SKRUUVI_GUI_HOME", str(folder))
    return folder


@pytest.fixture
def translations(qapp: object) -> Iterator[Translations]:
    """English as the program speaks it (its catalogue holds the plural forms); install another
    language with ``translations.install("fi")``; the bare source again afterwards."""
    from skruuvi_gui.ui.i18n import Translations

    installed = Translations()
    installed.install("en")
    yield installed
    installed.clear()


@pytest.fixture(autouse=True)
def english(request: pytest.FixtureRequest) -> None:
    """Table and window tests hear English as the program speaks it: its plural forms come
    from the English catalogue ("1 trick", not the source's "1 tricks")."""
    if request.path.parent.name == "ui":
        request.getfixturevalue("translations")


@pytest.fixture(autouse=True)
def gui_thread_collections(request: pytest.FixtureRequest) -> Iterator[None]:
    """Table and window tests run with Python's collections on the GUI thread, as the
    program's application has them; the other tests keep Python's own."""
    if request.path.parent.name != "ui":
        yield
        return
    from skruuvi_gui.ui.collector import collect_on_gui_thread

    collector = collect_on_gui_thread(request.getfixturevalue("qapp"))
    yield
    collector.stop()


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


@pytest.fixture(autouse=True)
def no_unexpected_set_aside_question(
    request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The question before an unfinished game leaves the table is modal: a window test that
    meets it without answering it (``monkeypatch`` ``ask_set_aside`` itself) fails at once
    instead of waiting for a click that never comes."""
    if request.path.parent.name != "ui":
        return
    from skruuvi_gui.ui import main_window

    def unexpected(parent: object, game_id: str) -> str:
        raise AssertionError(f"an unanswered question about the unfinished {game_id} game")

    monkeypatch.setattr(main_window, "ask_set_aside", unexpected)
