"""App start-up: seconds from launching ``skruuvi-gui`` to its main window being shown.

Each run is a fresh Python process running the real ``skruuvi_gui.app.main``; the main
window's first show event prints the wall-clock time and ends the process, and the parent
subtracts the moment it launched the child. Uses the offscreen platform unless DISPLAY is set.

    python -m benchmarks.startup --repeat 7
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence

from benchmarks.harness import Timing
from skruuvi_gui.progress import Progress

CHILD = """
import os, sys, time
from skruuvi_gui.ui.main_window import MainWindow

def shown(self, event):
    print(time.time(), flush=True)
    os._exit(0)

MainWindow.showEvent = shown
from skruuvi_gui.app import main
sys.exit(main([]))
"""


def one_start(home: str) -> float:
    env = dict(os.environ, SKRUUVI_GUI_HOME=home)
    if "DISPLAY" not in env:
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
    launched = time.time()
    out = subprocess.run(
        [sys.executable, "-c", CHILD], env=env, capture_output=True, text=True, check=True
    )
    return float(out.stdout.strip().splitlines()[-1]) - launched


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--warmup", type=int, default=1)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as home:
        for _ in range(args.warmup):
            one_start(home)
        starts = Progress(args.repeat, "starts").track(range(args.repeat))
        timing = Timing("start-up to first shown window", tuple(one_start(home) for _ in starts))
    print(timing.summary())
    print(f"python -c 'import PySide6.QtWidgets' alone: {bare_qt_import():.3f} s (median of 3)")
    return 0


def bare_qt_import() -> float:
    """The floor any PySide6 program pays, to put the start-up figure in proportion."""
    runs = []
    for _ in range(3):
        start = time.perf_counter()
        subprocess.run([sys.executable, "-c", "import PySide6.QtWidgets"], check=True)
        runs.append(time.perf_counter() - start)
    return statistics.median(runs)


if __name__ == "__main__":
    raise SystemExit(main())
