"""``skruuvi-gui --screenshot`` renders a seeded computer game to a PNG in every language."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QImage

from skruuvi_gui.app import main


@pytest.mark.parametrize("language", ["en", "fi", "nb"])
def test_screenshot_writes_a_png(qapp: object, tmp_path: Path, language: str) -> None:
    path = tmp_path / f"table-{language}.png"
    argv = ["--screenshot", str(path), "--game", "cribbage", "--seed", "7", "--moves", "12"]
    assert main([*argv, "--lang", language, "--size", "960x640"]) == 0
    image = QImage(str(path))
    assert (image.width(), image.height()) == (960, 640)
    assert image.pixelColor(480, 320) != image.pixelColor(5, 635)  # something was drawn
    assert QCoreApplication.translate("MainWindow", "&Game") == "&Game"  # language put back


def test_screenshot_refuses_a_bad_size(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--screenshot", str(tmp_path / "x.png"), "--size", "big"])
    assert "--size must look like 1280x800" in capsys.readouterr().err
