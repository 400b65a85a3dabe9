"""The bundle's trimming on Windows' layout, from a recorded PyInstaller collection of the
Windows build (PySide6 6.9.3): Qt's files directly under ``PySide6/``, ``\\`` separators, and
each binary's imports as the DLLs list them."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "installer"))  # as the spec does
import trim

#: Each collected binary and the bundled DLLs it imports, as recorded from a Windows build.
WINDOWS_BINARIES: dict[str, list[str]] = {
    dest: imports
    for dest, *imports in (
        line.split()
        for line in (Path(__file__).parent / "data" / "windows_binaries.txt")
        .read_text(encoding="utf-8")
        .splitlines()
        if not line.startswith("#")
    )
}


#: Qt's catalogues as the Windows build collects them, a sample of the 96.
WINDOWS_QT_CATALOGUES = (
    "PySide6\\translations\\qtbase_fi.qm",
    "PySide6\\translations\\qtbase_en.qm",
    "PySide6\\translations\\qtbase_de.qm",
    "PySide6\\translations\\qt_gl.qm",
    "PySide6\\translations\\qtbase_nn.qm",
)


def entries() -> list[trim.Entry]:
    return [(dest, f"C:\\wheels\\{dest}", "BINARY") for dest in WINDOWS_BINARIES]


@pytest.fixture
def windows(monkeypatch: pytest.MonkeyPatch) -> None:
    """``trim`` as it runs under Windows' Python, reading the recorded imports."""
    monkeypatch.setattr(sys, "platform", "win32")
    by_source = {src: WINDOWS_BINARIES[dest] for dest, src, _ in entries()}
    monkeypatch.setattr(trim, "needed_libraries", lambda binary: by_source[binary])


@pytest.mark.usefixtures("windows")
def test_windows_bundle_loses_unused_plugins_and_what_only_they_or_nothing_link() -> None:
    kept = {dest for dest, _, _ in trim.trim_binaries(entries())}
    assert set(WINDOWS_BINARIES) - kept == {
        # Qt's software OpenGL: loaded by name for OpenGL only, linked by nothing.
        "PySide6\\opengl32sw.dll",
        # The touch plugin, and the network library only it linked.
        "PySide6\\plugins\\generic\\qtuiotouchplugin.dll",
        "PySide6\\Qt6Network.dll",
        # Image formats the deck and the icon do not use, and Direct2D's platform.
        *(
            f"PySide6\\plugins\\imageformats\\{name}.dll"
            for name in ("qgif", "qicns", "qico", "qjpeg", "qtga", "qtiff", "qwbmp", "qwebp")
        ),
        "PySide6\\plugins\\platforms\\qdirect2d.dll",
    }


@pytest.mark.usefixtures("windows")
def test_windows_bundle_keeps_the_windows_platform_style_and_runtime() -> None:
    kept = {dest for dest, _, _ in trim.trim_binaries(entries())}
    assert {
        "PySide6\\plugins\\platforms\\qwindows.dll",
        "PySide6\\plugins\\platforms\\qoffscreen.dll",
        "PySide6\\plugins\\styles\\qmodernwindowsstyle.dll",
        "PySide6\\plugins\\imageformats\\qsvg.dll",
        "PySide6\\plugins\\iconengines\\qsvgicon.dll",
        "PySide6\\MSVCP140_2.dll",
        "shiboken6\\MSVCP140.dll",
        "python3.dll",
        "python313.dll",
        "libffi-8.dll",
    } <= kept


def test_library_names_match_without_case_on_windows_only() -> None:
    assert trim.is_prunable("PySide6\\Qt6Network.dll")
    assert trim.is_prunable("VCRUNTIME140.dll")
    assert not trim.is_prunable("PySide6\\QtCore.pyd")
    assert not trim.is_prunable("python313.dll")
    assert not trim.is_prunable("PySide6\\plugins\\platforms\\qwindows.dll")


def test_windows_catalogues_keep_only_the_interface_languages() -> None:
    kept = {dest for dest in WINDOWS_QT_CATALOGUES if trim.keeps_data(dest)}
    assert kept == {"PySide6\\translations\\qtbase_fi.qm", "PySide6\\translations\\qtbase_en.qm"}
    assert trim.keeps_data("translations\\skruuvi_gui_nb.qm")


def test_linux_layout_is_trimmed_as_before() -> None:
    assert not trim.keeps_data("PySide6/Qt/translations/qtbase_de.qm")
    assert trim.keeps_data("PySide6/Qt/translations/qtbase_fi.qm")
    assert not trim.keeps_plugin("PySide6/Qt/plugins/imageformats/libqjpeg.so")
    assert trim.keeps_plugin("PySide6/Qt/plugins/platforms/libqxcb.so")
    assert trim.is_prunable("PySide6/Qt/lib/libQt6Network.so.6")
    assert not trim.is_prunable("PySide6/libpyside6.abi3.so.6.9")


@pytest.mark.usefixtures("windows")
def test_the_dds_library_gets_the_runtime_it_imports_beside_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    recorded = trim.needed_libraries
    dds = "C:\\wheels\\endplay\\_dds\\dds.dll"
    imports = ["KERNEL32.dll", "MSVCP140.dll", "VCRUNTIME140.dll", "VCRUNTIME140_1.dll"]
    monkeypatch.setattr(
        trim, "needed_libraries", lambda binary: imports if binary == dds else recorded(binary)
    )
    copies = trim.beside("dds", dds, entries())
    # The runtime from the first folder that carries it, here PySide6's; KERNEL32 is
    # Windows' own.
    assert sorted((dest.replace("/", "\\"), src) for dest, src, _ in copies) == [
        ("dds\\MSVCP140.dll", "C:\\wheels\\PySide6\\MSVCP140.dll"),
        ("dds\\VCRUNTIME140.dll", "C:\\wheels\\PySide6\\VCRUNTIME140.dll"),
        ("dds\\VCRUNTIME140_1.dll", "C:\\wheels\\PySide6\\VCRUNTIME140_1.dll"),
    ]
    # The copies are not pruned: they are outside the folders trimming looks at.
    kept = trim.trim_binaries([*entries(), *copies])
    assert all(copy in kept for copy in copies)
