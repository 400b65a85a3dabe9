"""The computer players' process in a frozen Windows program: there ``spawn`` starts the
program's own ``.exe`` again with ``--multiprocessing-fork``, and ``launch.main`` must hand
that start to multiprocessing before it reads the command line, writes a log or loads Qt.
Simulated here with ``sys.frozen`` and the arguments Windows' multiprocessing passes; the
built program's ``--selftest`` asks the real process for a move."""

from __future__ import annotations

import json
import multiprocessing.spawn
import os
import subprocess
import sys
from pathlib import Path

import pytest

from skruuvi_gui.selftest import check_bot_process, checks

#: A bots' process as a frozen Windows program starts: no console, the program's own
#: executable, and multiprocessing's arguments instead of the program's.
FROZEN_CHILD = """
import json, multiprocessing, multiprocessing.spawn, os, sys
sys.frozen = True
sys.executable = sys.argv[0] = "C:\\\\Program Files\\\\Korttipöytä\\\\skruuvi-gui.exe"
sys.argv[1:] = ["--multiprocessing-fork", "parent_pid=4242", "pipe_handle=1234"]
sys.stdout = sys.stderr = None
multiprocessing.set_start_method("spawn")  # Windows' only way

def spawn_main(**arguments):
    loaded = sorted(m for m in sys.modules if m.startswith(("PySide6", "skruuvi_gui")))
    with open(os.environ["REPORT"], "w", encoding="utf-8") as report:
        json.dump({"arguments": arguments, "loaded": loaded}, report)

multiprocessing.spawn.spawn_main = spawn_main
from skruuvi_gui.launch import main
sys.platform = "win32"
main()
raise SystemExit("launch.main went on past the bots' process")
"""


def test_a_frozen_program_started_for_the_bots_becomes_their_process(tmp_path: Path) -> None:
    report = tmp_path / "report.json"
    env = dict(os.environ, REPORT=str(report), SKRUUVI_GUI_HOME=str(tmp_path / "home"))
    result = subprocess.run(
        [sys.executable, "-c", FROZEN_CHILD], env=env, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
    found = json.loads(report.read_text(encoding="utf-8"))
    assert found["arguments"] == {"parent_pid": 4242, "pipe_handle": 1234}
    assert found["loaded"] == ["skruuvi_gui", "skruuvi_gui.launch"]
    assert not (tmp_path / "home").exists()  # no log, no folders: that is the program's


def test_the_frozen_parent_starts_its_own_executable(monkeypatch: pytest.MonkeyPatch) -> None:
    """What multiprocessing runs for the bots when the program is frozen: the program itself."""
    exe = "C:\\Program Files\\Korttipöytä\\skruuvi-gui.exe"
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", exe)
    assert multiprocessing.spawn.get_command_line(pipe_handle=7) == [
        exe,
        "--multiprocessing-fork",
        "pipe_handle=7",
    ]


def test_the_bots_process_loads_no_qt() -> None:
    """What the process imports to become one: the launcher, and the bots of every game."""
    child = (
        "import sys\n"
        "import skruuvi_gui.launch, skruuvi_gui.bots.process\n"
        "from skruuvi_gui.bots import seat_bot\n"
        "from skruuvi_gui.rules import GAMES\n"
        "for game in GAMES:\n"
        "    seat_bot(game, 'expert', 1, 0)\n"
        "print(sorted(m for m in sys.modules if m.startswith('PySide6')))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", child], capture_output=True, text=True, check=True, timeout=60
    )
    assert result.stdout.strip() == "[]"


def test_the_selftest_asks_the_bots_process() -> None:
    names = [name for name, _ in checks(None)]  # type: ignore[arg-type]
    assert "bots' process" in names
    assert dict(checks(None))["bots' process"] is check_bot_process  # type: ignore[arg-type]
