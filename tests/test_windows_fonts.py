"""``--selftest`` and ``--screenshot`` draw offscreen, where Qt on Windows finds fonts only in
``QT_QPA_FONTDIR``: the Windows fonts folder is named there before the application exists."""

from __future__ import annotations

import os
import sys

import pytest

from skruuvi_gui import app as app_module
from skruuvi_gui import selftest
from skruuvi_gui.app import use_windows_fonts


@pytest.mark.parametrize(
    ("platform", "environ", "folder"),
    [
        ("win32", {"WINDIR": "C:\\WINDOWS"}, "C:\\WINDOWS\\Fonts"),
        ("win32", {"SystemRoot": "D:\\Win"}, "D:\\Win\\Fonts"),
        ("win32", {"WINDIR": "C:\\Windows", "SystemRoot": "D:\\Win"}, "C:\\Windows\\Fonts"),
        ("win32", {}, "C:\\Windows\\Fonts"),
        ("win32", {"WINDIR": "C:\\Windows", "QT_QPA_FONTDIR": "E:\\fonts"}, "E:\\fonts"),
        ("linux", {"WINDIR": "C:\\Windows"}, None),
    ],
)
def test_the_windows_fonts_folder_unless_one_was_set(
    platform: str, environ: dict[str, str], folder: str | None, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "platform", platform)
    use_windows_fonts(environ)
    assert environ.get("QT_QPA_FONTDIR") == folder


@pytest.mark.parametrize(
    "args", [["--selftest"], ["--screenshot", "table.png", "--game", "squint"]]
)
def test_the_folder_is_set_before_the_application_is_made(
    args: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[tuple[str | None, str | None]] = []

    def application(argv: object) -> None:
        seen.append((os.environ.get("QT_QPA_FONTDIR"), os.environ.get("QT_QPA_PLATFORM")))

    monkeypatch.delenv("QT_QPA_FONTDIR", raising=False)
    monkeypatch.delenv("QT_QPA_PLATFORM")
    monkeypatch.setenv("WINDIR", "C:\\Windows")
    monkeypatch.setattr(app_module, "application", application)
    monkeypatch.setattr(app_module, "take_screenshot", lambda args: 0)
    monkeypatch.setattr(selftest, "run", lambda: 0)
    monkeypatch.setattr(sys, "platform", "win32")
    assert app_module.main(args) == 0
    assert seen == [("C:\\Windows\\Fonts", "offscreen")]
