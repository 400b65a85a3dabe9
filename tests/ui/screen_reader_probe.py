"""Reading the table the way a screen reader does: over AT-SPI, from another process.

``session`` (run inside ``dbus-run-session``) starts a virtual X display and the AT-SPI bus,
opens the window with a cribbage deal in a child process (``app``), and walks its
accessibility tree with the system's pyatspi (``walk``, run by the system's Python, which has
the GObject bindings). It prints one JSON object: what the window says it shows
(``expected``) and every node AT-SPI found (``found``: role, name, states).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from typing import Any

SYSTEM_PYTHON = "/usr/bin/python3"
BUS_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
APP_NAME = "korttipoyta-probe"


def session() -> None:
    """Display, bus, window, walk; the JSON on stdout."""
    read, write = os.pipe()
    xvfb = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
        pass_fds=(write,),
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    with os.fdopen(read) as displays:
        display = displays.readline().strip()
    env = {**os.environ, "DISPLAY": f":{display}"}
    bus = subprocess.Popen(
        [BUS_LAUNCHER, "--launch-immediately"],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    app: subprocess.Popen[str] | None = None
    try:
        time.sleep(1)
        app_env = {
            **env,
            "QT_QPA_PLATFORM": "xcb",
            "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1",
        }
        app = subprocess.Popen(
            [sys.executable, __file__, "app"],
            env=app_env,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
        )
        assert app.stdout is not None
        expected = json.loads(app.stdout.readline())
        walked = subprocess.run(
            [SYSTEM_PYTHON, __file__, "walk"],
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
            check=True,
        )
        print(json.dumps({"expected": expected, "found": json.loads(walked.stdout)}))
    finally:
        for child in (app, bus, xvfb):
            if child is not None:
                child.terminate()
                child.wait(timeout=10)


def app() -> None:
    """The window at a cribbage discard; prints what the hand, plates and steady piles are, then
    waits to be read."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from skruuvi_gui.match import SeatConfig
    from skruuvi_gui.settings import Settings
    from skruuvi_gui.ui.cribbage.table import CribbageTable
    from skruuvi_gui.ui.dialogs.new_game import NewGame
    from skruuvi_gui.ui.i18n import Translations
    from skruuvi_gui.ui.main_window import MainWindow
    from skruuvi_gui.ui.table.spoken import card_name

    application = QApplication([APP_NAME])
    application.setApplicationName(APP_NAME)
    translations = Translations()
    translations.install("en")
    window = MainWindow(Settings(animation_speed="off"), translations)
    window.show()
    seats = (SeatConfig("You", "human"), SeatConfig("Maija", "bot", "easy"))
    window.start_match(NewGame("cribbage", {"num_players": 2}, seats), seed=5)

    def ready() -> None:
        table, driver = window.table, window.driver
        # Maija discards at the same time: her plate settles once her discard is in.
        if table is None or driver is None or not driver.waiting_for_person():
            QTimer.singleShot(50, ready)
            return
        hand = [f"{card_name(card)}, playable" for card in table.own_cards()]
        plates = [table.seat_plate_text(seat) for seat in range(table.num_seats())]
        # The piles that stay as they are while Maija discards: the pack and the board.
        board = table.board().text() if isinstance(table, CribbageTable) else ""
        piles = ["Pack", f"Cribbage board: {board}"]
        print(json.dumps({"hand": hand, "plates": plates, "piles": piles}), flush=True)

    QTimer.singleShot(0, ready)
    QTimer.singleShot(60_000, application.quit)
    application.exec()


def walk() -> None:
    """Every node under the probe's application, as AT-SPI reports it."""
    import pyatspi  # type: ignore[import-not-found]  # the system's, not the venv's

    def nodes(accessible: Any, depth: int) -> list[dict[str, Any]]:
        states = [
            str(state).split("ATSPI_STATE_")[-1].split()[0].lower()
            for state in accessible.getState().getStates()
        ]
        found = [{"role": accessible.getRoleName(), "name": accessible.name, "states": states}]
        if depth < 30:
            for index in range(accessible.childCount):
                child = accessible.getChildAtIndex(index)
                if child is not None:
                    found.extend(nodes(child, depth + 1))
        return found

    desktop = pyatspi.Registry.getDesktop(0)
    for _ in range(50):
        for index in range(desktop.childCount):
            application = desktop.getChildAtIndex(index)
            if application is not None and application.name == APP_NAME:
                print(json.dumps(nodes(application, 0)))
                return
        time.sleep(0.2)
    print("[]")


if __name__ == "__main__":
    {"session": session, "app": app, "walk": walk}[sys.argv[1]]()
