"""The first table's work done ahead: once the window is shown, a game's first table finds
every module of the program it is set up with already loaded (``ui/window/warming.py``),
and the warming, a module at a time, lets the window's events in between."""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from skruuvi_gui.ui.window.warming import GAME_MODULES, SHARED_MODULES, Warming

#: Shows the window with ``argv[1]`` the game last started, lets it warm up, starts the
#: game ``argv[2]`` and prints the program's modules the set-up loaded.
CHILD = textwrap.dedent(
    """
    import json, sys

    def main():
        from PySide6.QtWidgets import QApplication
        from skruuvi_gui.settings import Settings
        from skruuvi_gui.ui.dialogs.new_game import default_new_game
        from skruuvi_gui.ui.i18n import Translations
        from skruuvi_gui.ui.main_window import MainWindow

        app = QApplication([])
        translations = Translations()
        translations.install("en")
        last = default_new_game(sys.argv[1])
        choice = default_new_game(sys.argv[2])
        settings = Settings(last_new_game=last.as_dict())
        window = MainWindow(settings, translations, persist=False)
        window.show()
        while not window.warmed_up():
            app.processEvents()
        before = set(sys.modules)
        window.start_match(choice, seed=1)
        app.processEvents()
        print(json.dumps(sorted(m for m in set(sys.modules) - before if "skruuvi" in m)))
        window.close()

    if __name__ == "__main__":
        main()
    """
)


@pytest.mark.parametrize(
    ("last", "game"),
    [(game, game) for game in sorted(GAME_MODULES)]
    + [("cribbage", "skruuvi"), ("skruuvi", "squint")],
)
def test_a_game_s_first_table_loads_nothing_the_warming_did_not(
    last: str, game: str, tmp_path: Path
) -> None:
    """Whether the game is the one last started or another."""
    script = tmp_path / "child.py"
    script.write_text(CHILD)
    env = dict(os.environ, SKRUUVI_GUI_HOME=str(tmp_path / "home"), QT_QPA_PLATFORM="offscreen")
    out = subprocess.run(
        [sys.executable, str(script), last, game],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    assert json.loads(out.stdout.strip().splitlines()[-1]) == []


def test_every_module_warmed_is_there_to_load() -> None:
    """A module renamed or moved would stop the warming at its step."""
    for name in SHARED_MODULES + tuple(m for game in GAME_MODULES.values() for m in game):
        assert importlib.util.find_spec(name) is not None, name


def test_the_warming_lets_the_window_s_events_in_between_its_steps(qtbot: QtBot) -> None:
    order: list[str] = []
    timer = QTimer()
    timer.setInterval(0)
    timer.timeout.connect(lambda: order.append("event"))
    timer.start()
    steps = [lambda i=i: order.append(f"step {i}") for i in range(3)]
    warming = Warming(steps, timer)
    qtbot.waitUntil(warming.done)
    timer.stop()
    taken = [entry for entry in order if entry.startswith("step")]
    assert taken == ["step 0", "step 1", "step 2"]
    first, last = order.index("step 0"), order.index("step 2")
    assert order[first:last].count("event") >= 2  # one between each two steps
