"""A screen reader's view of the table: the window runs on a virtual X display with Qt's
AT-SPI bridge on, and the system's pyatspi reads its tree from another process, as Orca
would. Skipped where the machine lacks Xvfb, D-Bus, the AT-SPI bus or pyatspi."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from screen_reader_probe import BUS_LAUNCHER, SYSTEM_PYTHON

PROBE = Path(__file__).with_name("screen_reader_probe.py")


def missing() -> str:
    for program in ("Xvfb", "dbus-run-session", BUS_LAUNCHER, SYSTEM_PYTHON):
        if shutil.which(program) is None:
            return f"{program} is not installed"
    check = subprocess.run([SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True)
    return "the system's Python has no pyatspi" if check.returncode else ""


@pytest.mark.skipif(bool(missing()), reason=missing() or "ready")
def test_a_screen_reader_finds_each_card_pile_and_plate_by_name() -> None:
    run = subprocess.run(
        ["dbus-run-session", "--", sys.executable, str(PROBE), "session"],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    probe = json.loads(run.stdout)
    expected, found = probe["expected"], probe["found"]
    items = [node for node in found if node["role"] == "list item"]
    assert [node["name"] for node in items] == expected["hand"]
    assert all({"focusable", "selectable", "showing"} <= set(node["states"]) for node in items)
    labels = [node["name"] for node in found if node["role"] == "label"]
    assert all(plate in labels for plate in expected["plates"])
    assert any(node["name"] == "Card table" for node in found)
    # Piles are groups, which AT-SPI calls panels; Maija's hand is one however far she is.
    panels = [node["name"] for node in found if node["role"] == "panel"]
    assert all(pile in panels for pile in expected["piles"])
    assert any(name.startswith("Maija's hand: ") for name in panels)
