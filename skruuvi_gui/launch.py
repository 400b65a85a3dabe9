"""Where the program starts (``skruuvi-gui``, ``python -m skruuvi_gui`` and the desktop
bundle), kept light on purpose.

The computer players think in a process of their own (``bots/process.py``), which Python
starts as a fresh interpreter that imports the main script again, and which the desktop
bundle starts as the program itself. So before anything else this lets such a process
become what it was started for (``freeze_support``, needed in the bundle), and only then
imports the table: a bot's process never loads Qt.

A windowed program on Windows has no console to write to: its missing output goes to a log
file before anything can write there (``output_log.py``).
"""

from __future__ import annotations

import multiprocessing
import sys
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    multiprocessing.freeze_support()
    if sys.stdout is None or sys.stderr is None:
        from skruuvi_gui.output_log import write_missing_output_to_log

        write_missing_output_to_log()
    from skruuvi_gui.app import main as run  # the table: not in a bot's process

    return run(argv)
