"""The Windows ``.exe``'s icon file and version resource, as ``installer/build.py`` writes them."""

from __future__ import annotations

import struct
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "installer"))  # as the spec does
import build


def test_icon_file_lists_each_png_with_its_size_and_place() -> None:
    data = build.ico({256: b"b" * 5, 16: b"a" * 3})
    assert struct.unpack("<HHH", data[:6]) == (0, 1, 2)
    entries = [struct.unpack("<BBBBHHII", data[6 + 16 * i : 22 + 16 * i]) for i in range(2)]
    # width, height (0 stands for 256), colours, reserved, planes, bits, size, offset
    assert entries == [(16, 16, 0, 0, 1, 32, 3, 38), (0, 0, 0, 0, 1, 32, 5, 41)]
    assert data[38:41] == b"aaa"
    assert data[41:] == b"bbbbb"


def test_version_resource_reads_as_pyinstaller_evaluates_it() -> None:
    made: dict[str, Any] = {}

    def record(name: str) -> Any:
        def make(*args: Any, **kwargs: Any) -> tuple[str, tuple[Any, ...], dict[str, Any]]:
            made.setdefault(name, []).append((args, kwargs))
            return name, args, kwargs

        return make

    names = (
        "VSVersionInfo FixedFileInfo StringFileInfo StringTable StringStruct VarFileInfo VarStruct"
    )
    eval(build.version_resource("0.1.0"), {name: record(name) for name in names.split()})
    assert made["FixedFileInfo"] == [((), {"filevers": (0, 1, 0, 0), "prodvers": (0, 1, 0, 0)})]
    strings = dict(args for args, _ in made["StringStruct"])
    assert strings["OriginalFilename"] == "skruuvi-gui.exe"
    assert strings["ProductVersion"] == "0.1.0"
