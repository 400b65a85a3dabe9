"""The Linux bundle's desktop entry opens the file it is given, and its installer teaches the
desktop the game records' type (``.korttipoyta``), so a double-click opens one in the program;
``--remove`` takes all of it out again."""

from __future__ import annotations

import os
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

INSTALLER = Path(__file__).resolve().parent.parent / "installer"
MIME_TYPE = "application/x-korttipoyta"


def entry_lines() -> dict[str, str]:
    lines = (INSTALLER / "skruuvi-gui.desktop").read_text(encoding="utf-8").splitlines()
    return dict(line.split("=", 1) for line in lines if "=" in line)


def test_the_entry_passes_the_file_and_claims_the_records_type() -> None:
    entry = entry_lines()
    assert entry["Exec"] == '"@BUNDLE@/skruuvi-gui" %f'
    assert entry["MimeType"] == f"{MIME_TYPE};"


def test_the_records_type_is_their_extension_in_three_languages() -> None:
    namespace = "{http://www.freedesktop.org/standards/shared-mime-info}"
    root = ET.parse(INSTALLER / "skruuvi-gui-mime.xml").getroot()
    [kind] = root.findall(f"{namespace}mime-type")
    assert kind.get("type") == MIME_TYPE
    assert [g.get("pattern") for g in kind.findall(f"{namespace}glob")] == ["*.korttipoyta"]
    comments = {
        c.get("{http://www.w3.org/XML/1998/namespace}lang"): c.text
        for c in kind.findall(f"{namespace}comment")
    }
    assert set(comments) == {None, "fi", "nb"}


def install(bundle: Path, data: Path, *args: str) -> str:
    env = dict(os.environ, XDG_DATA_HOME=str(data))
    result = subprocess.run(
        ["sh", str(bundle / "install-desktop-entry.sh"), *args],
        env=env,
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    return result.stdout


@pytest.fixture
def bundle(tmp_path: Path) -> Path:
    """An unpacked bundle's folder, with what the installer copies from it."""
    folder = tmp_path / "Korttipöytä folder"
    folder.mkdir()
    for name in ("skruuvi-gui.desktop", "skruuvi-gui-mime.xml", "install-desktop-entry.sh"):
        shutil.copy2(INSTALLER / name, folder / name)
    (folder / "skruuvi-gui.png").write_bytes(b"\x89PNG icon")
    return folder


def test_install_and_remove(bundle: Path, tmp_path: Path) -> None:
    data = tmp_path / "share"
    install(bundle, data)
    entry = (data / "applications" / "skruuvi-gui.desktop").read_text(encoding="utf-8")
    assert f'Exec="{bundle}/skruuvi-gui" %f' in entry
    assert (data / "mime" / "packages" / "skruuvi-gui.xml").read_bytes() == (
        INSTALLER / "skruuvi-gui-mime.xml"
    ).read_bytes()
    assert (data / "icons/hicolor/256x256/apps/skruuvi-gui.png").read_bytes() == b"\x89PNG icon"
    if shutil.which("update-mime-database"):
        globs = (data / "mime" / "globs2").read_text(encoding="utf-8")
        assert f"{MIME_TYPE}:*.korttipoyta" in globs
    install(bundle, data, "--remove")
    left = sorted(p.name for p in data.rglob("*") if p.is_file() and "skruuvi" in p.name)
    assert left == []
    if shutil.which("update-mime-database"):
        assert "korttipoyta" not in (data / "mime" / "globs2").read_text(encoding="utf-8")
