"""Resources and translations are found in a checkout and in a frozen bundle alike."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from skruuvi_gui import paths
from skruuvi_gui.paths import resource_path, translations_dir

ROOT = Path(__file__).resolve().parent.parent


def test_checkout_finds_the_repository_folders() -> None:
    assert resource_path("cards", "back_blue.svg") == ROOT / "resources" / "cards" / "back_blue.svg"
    assert resource_path("cards", "back_blue.svg").is_file()
    assert translations_dir() == ROOT / "translations"
    assert (translations_dir() / "skruuvi_gui_fi.ts").is_file()


def test_frozen_bundle_reads_from_meipass(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resource_path("icons", "app.svg") == tmp_path / "resources" / "icons" / "app.svg"
    assert translations_dir() == tmp_path / "translations"


def test_meipass_alone_is_not_a_bundle(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    monkeypatch.delattr(sys, "frozen", raising=False)
    assert translations_dir() == ROOT / "translations"


def test_an_installed_package_reads_its_own_assets(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    package = tmp_path / "site-packages" / "skruuvi_gui"
    (package / paths.ASSETS / "resources" / "icons").mkdir(parents=True)
    monkeypatch.setattr(paths, "__file__", str(package / "paths.py"))
    assert (
        resource_path("icons", "app.svg") == package / "assets" / "resources" / "icons" / "app.svg"
    )
    assert translations_dir() == package / "assets" / "translations"
