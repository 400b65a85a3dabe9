"""A program with no console, as a windowed Windows program is started: Python gives it no
``sys.stdout`` or ``sys.stderr`` (``None``). Simulated by starting it with both closed: what
it prints goes to the log file in the cache folder, and the exit status still tells."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from skruuvi_gui import __version__
from skruuvi_gui.output_log import LOG_NAME

#: Runs its arguments with standard output and standard error closed.
NO_CONSOLE = 'exec "$0" "$@" >&- 2>&-'


def run_without_console(home: Path, code: str) -> tuple[int, str]:
    """Run ``code`` with no output streams; its exit status and what its log holds."""
    env = dict(os.environ, SKRUUVI_GUI_HOME=str(home), QT_QPA_PLATFORM="offscreen")
    prelude = "import sys\nassert sys.stdout is None and sys.stderr is None\n"
    result = subprocess.run(
        ["sh", "-c", NO_CONSOLE, sys.executable, "-c", prelude + code],
        env=env,
        timeout=120,
        check=False,
    )
    log = home / "cache" / LOG_NAME
    return result.returncode, log.read_text(encoding="utf-8") if log.exists() else ""


def launch(*args: str) -> str:
    return f"from skruuvi_gui.launch import main\nsys.exit(main({list(args)!r}))\n"


@pytest.mark.skipif(sys.platform == "win32", reason="closes the streams with a POSIX shell")
class TestWithoutConsole:
    def test_the_version_is_written_to_the_log(self, home: Path) -> None:
        status, log = run_without_console(home, launch("--version"))
        assert (status, log) == (0, f"skruuvi-gui {__version__}\n")

    def test_a_usage_error_is_written_to_the_log(self, home: Path) -> None:
        status, log = run_without_console(home, launch("--size", "big"))
        assert status == 2
        assert "usage: skruuvi-gui" in log and "--size must look like 1280x800" in log

    def test_the_selftest_lines_are_in_the_log_and_a_failure_still_fails(self, home: Path) -> None:
        code = (
            "from skruuvi_gui import selftest\n"
            "def broken():\n"
            "    raise selftest.CheckError('card back missing')\n"
            "selftest.checks = lambda window: [('fine', lambda: 'yes'), ('broken', broken)]\n"
        ) + launch("--selftest")
        status, log = run_without_console(home, code)
        assert status == 1
        assert log.splitlines()[1:] == [
            "FAIL broken: card back missing",
            "selftest FAILED: 1 of 2 checks",
        ]
        assert log.startswith("ok   fine: yes (")

    def test_a_crash_leaves_its_traceback_in_the_log(self, home: Path) -> None:
        code = (
            "import skruuvi_gui.app\n"
            "def crash(argv):\n"
            "    raise RuntimeError('the table fell over')\n"
            "skruuvi_gui.app.main = crash\n"
        ) + launch()
        status, log = run_without_console(home, code)
        assert status == 1
        assert log.startswith("Traceback") and "RuntimeError: the table fell over" in log


def test_streams_that_exist_stay_and_no_log_is_made(home: Path) -> None:
    env = dict(os.environ, SKRUUVI_GUI_HOME=str(home))
    result = subprocess.run(
        [sys.executable, "-m", "skruuvi_gui", "--version"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    assert result.stdout == f"skruuvi-gui {__version__}\n"
    assert not (home / "cache" / LOG_NAME).exists()
