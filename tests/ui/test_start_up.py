"""The first window loads only what it draws: no game's rules, bots or table, no guide
window, walkthrough words or self-test. Each is imported when its game starts or it opens,
which keeps start-up close to a bare PySide6 window (``benchmarks/startup.py``)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

#: Runs the real start-up and prints, when the main window is first shown, our modules
#: loaded and whether Python still collects on any thread by itself.
CHILD = """
import gc, json, os, sys
from skruuvi_gui.ui.main_window import MainWindow

def shown(self, event):
    modules = sorted(m for m in sys.modules if m.startswith("skruuvi_gui"))
    print(json.dumps({"modules": modules, "automatic": gc.isenabled()}), flush=True)
    os._exit(0)

MainWindow.showEvent = shown
from skruuvi_gui.app import main
sys.exit(main(["--lang", "en"]))
"""

#: Modules (and packages with everything under them) the first window does without.
NOT_AT_START = (
    "skruuvi_gui.bots.cribbage",
    "skruuvi_gui.bots.skruuvi",
    "skruuvi_gui.bots.squint",
    "skruuvi_gui.rules.cribbage",
    "skruuvi_gui.rules.skruuvi",
    "skruuvi_gui.rules.squint",
    "skruuvi_gui.selftest",
    "skruuvi_gui.sim",
    "skruuvi_gui.ui.cribbage",
    "skruuvi_gui.ui.skruuvi",
    "skruuvi_gui.ui.squint",
    "skruuvi_gui.ui.table.base",
    "skruuvi_gui.ui.match_driver",
    "skruuvi_gui.ui.curtain",
    "skruuvi_gui.ui.turn_up",
    "skruuvi_gui.ui.guide.viewer",
    "skruuvi_gui.ui.guide.suggestion",
)


def at_first_window(home: Path) -> dict[str, Any]:
    env = dict(os.environ, SKRUUVI_GUI_HOME=str(home), QT_QPA_PLATFORM="offscreen")
    out = subprocess.run(
        [sys.executable, "-c", CHILD], env=env, capture_output=True, text=True, timeout=120
    )
    assert out.returncode == 0, out.stderr
    found: dict[str, Any] = json.loads(out.stdout.strip().splitlines()[-1])
    return found


def test_the_first_window_loads_no_game_no_guide_window_and_no_self_test(home: Path) -> None:
    loaded = at_first_window(home)["modules"]
    assert "skruuvi_gui.ui.main_window" in loaded  # the child really reached the window
    early = [
        name
        for name in loaded
        if any(name == lazy or name.startswith(lazy + ".") for lazy in NOT_AT_START)
    ]
    assert early == []


def test_the_program_collects_on_its_gui_thread_alone(home: Path) -> None:
    """Python's automatic collections are off once the application stands: the GUI
    thread collects (``ui/collector.py``), so no Qt object is freed on another thread."""
    assert at_first_window(home)["automatic"] is False
