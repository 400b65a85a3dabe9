"""The floor of start-up: a bare PySide6 window, frozen like the program, that renders itself
to the PNG named on the command line and exits (``scripts/build_windows.sh startup``)."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QApplication, QMainWindow


def main() -> int:
    app = QApplication(sys.argv[:1])
    window = QMainWindow()
    window.resize(1280, 800)
    window.show()
    app.processEvents()
    return 0 if window.grab().save(sys.argv[1]) else 1


if __name__ == "__main__":
    raise SystemExit(main())
