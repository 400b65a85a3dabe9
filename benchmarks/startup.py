"""App start-up: seconds from launching ``skruuvi-gui`` to its main window being shown, beside
a bare PySide6 window launched the same way.

Each run is a fresh Python process. The app's child runs the real ``skruuvi_gui.app.main``;
the bare child makes a ``QApplication`` and shows an empty ``QMainWindow``. In both the main
window's first show event prints the wall-clock time and ends the process, and the parent
subtracts the moment it launched the child. The two kinds of run alternate, so a busy machine
slows both alike, and the ratio app / bare is the figure to compare across machines. Uses the
offscreen platform unless DISPLAY is set. The children keep Python's bytecode caches (the
warm-up run writes them) even where ``PYTHONDONTWRITEBYTECODE`` is set, as an installed copy
has them.

    python -m benchmarks.startup --repeat 7
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence

from benchmarks.harness import Timing
from skruuvi_gui.progress import Progress

APP_CHILD = """
import os, sys, time
from skruuvi_gui.ui.main_window import MainWindow

def shown(self, event):
    print(time.time(), flush=True)
    os._exit(0)

MainWindow.showEvent = shown
from skruuvi_gui.app import main
sys.exit(main([]))
"""

BARE_CHILD = """
import os, sys, time
from PySide6.QtWidgets import QApplication, QMainWindow

class Window(QMainWindow):
    def showEvent(self, event):
        print(time.time(), flush=True)
        os._exit(0)

app = QApplication(sys.argv[:1])
window = Window()
window.resize(1280, 800)
window.show()
sys.exit(app.exec())
"""


def one_start(child: str, home: str) -> float:
    """Seconds from launching ``child`` (Python source) to its window's first show event."""
    env = dict(os.environ, SKRUUVI_GUI_HOME=home)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    if "DISPLAY" not in env:
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
    launched = time.time()
    out = subprocess.run(
        [sys.executable, "-c", child], env=env, capture_output=True, text=True, check=True
    )
    return float(out.stdout.strip().splitlines()[-1]) - launched


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--warmup", type=int, default=1)
    args = parser.parse_args(argv)
    app_runs: list[float] = []
    bare_runs: list[float] = []
    with tempfile.TemporaryDirectory() as home:
        for _ in range(args.warmup):
            one_start(APP_CHILD, home)
            one_start(BARE_CHILD, home)
        for _ in Progress(args.repeat, "starts").track(range(args.repeat)):
            app_runs.append(one_start(APP_CHILD, home))
            bare_runs.append(one_start(BARE_CHILD, home))
    app = Timing("skruuvi-gui to its first shown window", tuple(app_runs))
    bare = Timing("bare PySide6 window", tuple(bare_runs))
    print(app.summary())
    print(bare.summary())
    print(f"ratio skruuvi-gui / bare window: {app.median / bare.median:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
