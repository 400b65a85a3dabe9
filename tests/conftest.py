"""Shared test set-up: Qt draws offscreen and every per-user file goes to the run's own folder.

At import, before anything loads Qt, a test run makes one temporary folder of its own and
points every per-user location into it: ``HOME``, the XDG folders (where Qt keeps its settings,
such as the file dialogs' ``QtProject.conf``, and fontconfig its cache), ``SKRUUVI_GUI_HOME``
and pytest's own temporary folders (``--basetemp``). Test workers started by pytest-xdist
inherit the folder. After a passing run the folder is removed, so the run leaves the user's
home and ``/tmp`` as it found them; after a failing one it is kept, and named, for a look at
what the failing tests left (``tmp_path_retention_policy`` keeps only theirs).

``HOME`` is an empty folder that must stay empty: whatever writes into a home instead of the
XDG folders fails the run and is named in its summary, wherever in the suite it ran.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:  # Qt is imported by the fixtures that need it, not by the pure tests
    from pytestqt.qtbot import QtBot

    from skruuvi_gui.ui.i18n import Translations
    from skruuvi_gui.ui.main_window import MainWindow

#: Whether the run passed, known at its end.
PASSED = pytest.StashKey[bool]()
#: The environment variable that hands the run's folder to the xdist workers.
RUN_FOLDER = "SKRUUVI_GUI_TEST_RUN"
#: Each variable pointed into the run's folder, and its folder there.
PER_USER = {
    "HOME": "home",
    "XDG_CONFIG_HOME": "config",
    "XDG_DATA_HOME": "data",
    "XDG_CACHE_HOME": "cache",
    "XDG_STATE_HOME": "state",
    "XDG_RUNTIME_DIR": "runtime",
    "SKRUUVI_GUI_HOME": "skruuvi-gui",
}


def own_folder() -> Path:
    """The run's folder, with every per-user variable pointed into it: a worker takes the
    one its controller made, any other run makes a new one."""
    inherited = os.environ.get(RUN_FOLDER)
    if inherited and os.environ.get("PYTEST_XDIST_WORKER"):
        return Path(inherited)
    run = Path(tempfile.mkdtemp(prefix="skruuvi-gui-tests-"))
    for variable, name in PER_USER.items():
        folder = run / name
        folder.mkdir(mode=0o700)
        os.environ[variable] = str(folder)
    os.environ[RUN_FOLDER] = str(run)
    return run


RUN = own_folder()
os.environ["QT_QPA_PLATFORM"] = "offscreen"


def written_into_home() -> list[str]:
    """What the run has left in its ``HOME``, which it must leave empty."""
    home = RUN / PER_USER["HOME"]
    return sorted(str(path.relative_to(home)) for path in home.rglob("*"))


def is_worker(config: pytest.Config) -> bool:
    return hasattr(config, "workerinput")


@pytest.hookimpl(tryfirst=True)
def pytest_configure(config: pytest.Config) -> None:
    """pytest's temporary folders inside the run's (a worker's come from its controller)."""
    if not is_worker(config) and config.option.basetemp is None:
        config.option.basetemp = str(RUN / "pytest")


@pytest.hookimpl(trylast=True)
def pytest_sessionfinish(session: pytest.Session) -> None:
    """A run that wrote into ``HOME`` fails, once every worker has finished."""
    if is_worker(session.config):
        return
    if written_into_home() and session.exitstatus == 0:
        session.exitstatus = pytest.ExitCode.TESTS_FAILED
    session.config.stash[PASSED] = session.exitstatus == 0


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter, exitstatus: int) -> None:
    if is_worker(terminalreporter.config):
        return
    written = written_into_home()
    if written:
        terminalreporter.section("written into HOME", red=True)
        terminalreporter.line("The tests must write only into the XDG folders and their own:")
        for path in written:
            terminalreporter.line(f"    ~/{path}")
    if exitstatus != 0 or written:
        terminalreporter.line(f"This run's files are kept in {RUN}")


def pytest_unconfigure(config: pytest.Config) -> None:
    """The run's folder goes after a passing run."""
    if not is_worker(config) and config.stash.get(PASSED, False):
        shutil.rmtree(RUN, ignore_errors=True)


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
    from skruuvi_gui.ui.window import games

    def unexpected(parent: object, game_id: str) -> str:
        raise AssertionError(f"an unanswered question about the unfinished {game_id} game")

    monkeypatch.setattr(games, "ask_set_aside", unexpected)
