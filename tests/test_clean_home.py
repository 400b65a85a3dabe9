"""A test run leaves the user's home and the temporary folder as it found them.

Each case runs pytest on a small test file beside a copy of the suite's ``conftest.py``, with
``HOME`` and ``TMPDIR`` pointed at empty folders, and looks at them afterwards. The suite's own
run is checked the same way by its ``conftest.py``: a run that writes into ``HOME`` fails.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import conftest

SETTINGS_AND_FILES = """
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths

from skruuvi_gui import storage


def test_settings_and_files(tmp_path: Path) -> None:
    app = QCoreApplication.instance() or QCoreApplication([])
    dialogs = QSettings("QtProject", "QtProject")  # where the file dialogs keep their history
    dialogs.setValue("lastVisited", str(tmp_path))
    dialogs.sync()
    assert dialogs.status() == QSettings.Status.NoError
    (storage.data_dir() / "statistics.json").write_text("{}")
    cache = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation))
    cache.mkdir(parents=True)
    (tmp_path / "scratch").write_text("x")
    assert app is not None
"""

INTO_HOME = """
from pathlib import Path


def test_a_dot_file() -> None:
    (Path.home() / ".probe-history").write_text("x")
"""


def run_beside_the_conftest(
    tmp_path: Path, test: str
) -> tuple[subprocess.CompletedProcess[str], Path, Path]:
    """pytest run on ``test`` with the suite's conftest; the run, its HOME and its TMPDIR."""
    suite, home, temporary = tmp_path / "suite", tmp_path / "home", tmp_path / "tmp"
    for folder in (suite, home, temporary):
        folder.mkdir()
    (suite / "conftest.py").write_bytes(Path(conftest.__file__).read_bytes())
    (suite / "test_probe.py").write_text(test, encoding="utf-8")
    outside = {"PYTEST_XDIST_WORKER", "PYTEST_ADDOPTS", *conftest.PER_USER, conftest.RUN_FOLDER}
    environment = {name: value for name, value in os.environ.items() if name not in outside}
    environment.update(HOME=str(home), TMPDIR=str(temporary))
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-p", "no:xdist", str(suite)],
        cwd=suite,
        env=environment,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    return run, home, temporary


def test_a_passing_run_leaves_home_and_the_temporary_folder_empty(tmp_path: Path) -> None:
    run, home, temporary = run_beside_the_conftest(tmp_path, SETTINGS_AND_FILES)
    assert run.returncode == 0, run.stdout + run.stderr
    assert list(home.iterdir()) == []
    assert list(temporary.iterdir()) == []


def test_a_run_that_writes_into_home_fails_and_names_the_file(tmp_path: Path) -> None:
    run, home, temporary = run_beside_the_conftest(tmp_path, INTO_HOME)
    assert run.returncode == 1
    assert "1 passed" in run.stdout
    assert "    ~/.probe-history" in run.stdout.splitlines()
    assert list(home.iterdir()) == []
    (kept,) = temporary.iterdir()
    assert f"This run's files are kept in {kept}" in run.stdout
    assert (kept / "home" / ".probe-history").read_text() == "x"
