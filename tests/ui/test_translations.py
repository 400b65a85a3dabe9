"""The Finnish and Norwegian catalogues are complete and current, and the window follows a
language switch at once."""

from __future__ import annotations

import dataclasses
import importlib.util
import re
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QLabel
from pytestqt.qtbot import QtBot

from skruuvi_gui.paths import translations_dir
from skruuvi_gui.ui import i18n
from skruuvi_gui.ui.i18n import Translations
from skruuvi_gui.ui.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]
PLACEHOLDER = re.compile(r"\{\w+\}|%n")


def update_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "update_translations", ROOT / "scripts" / "update_translations.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_catalogues_match_the_source_and_are_finished() -> None:
    problems: list[str] = update_script().check(translations_dir())
    assert problems == []


@pytest.mark.parametrize("language", ["fi", "nb"])
def test_translations_keep_every_placeholder(language: str) -> None:
    tree = ET.parse(translations_dir() / f"skruuvi_gui_{language}.ts")
    messages = tree.getroot().iter("message")
    checked = 0
    for message in messages:
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None
        forms = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
        for form in forms:
            assert sorted(PLACEHOLDER.findall(form)) == sorted(PLACEHOLDER.findall(source)), (
                source,
                form,
            )
            assert form.strip(), source
        checked += 1
    assert checked > 100


@pytest.mark.parametrize(
    ("language", "cancel", "ok"),
    [("fi", "Peruuta", "OK"), ("nb", "Avbryt", "OK"), ("en", "Cancel", "OK")],
)
def test_qt_standard_buttons_are_translated(
    translations: Translations, language: str, cancel: str, ok: str
) -> None:
    assert translations.install(language) == language
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == cancel
    assert QCoreApplication.translate("QPlatformTheme", "OK") == ok


@pytest.mark.parametrize(
    ("language", "look_in", "file_name"),
    [
        ("fi", "&Lähde:", "Tiedosto&nimi:"),
        ("nb", "&Se i:", "Fil&navn:"),
        ("en", "&Look in:", "File &name:"),
    ],
)
def test_qts_own_file_dialog_speaks_the_language(
    qtbot: QtBot, translations: Translations, language: str, look_in: str, file_name: str
) -> None:
    """Where the desktop lends the program no file dialog, Qt's own is shown: in Norwegian
    too, which Qt itself does not translate."""
    translations.install(language)
    dialog = QFileDialog()
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    qtbot.addWidget(dialog)
    labels = {label.text() for label in dialog.findChildren(QLabel)}
    assert {look_in, file_name} <= labels


def test_language_switch_retranslates_the_window_at_once(
    qtbot: QtBot, window: MainWindow, translations: Translations
) -> None:
    assert window.game_menu.title() == "&Game"
    window.apply_settings(dataclasses.replace(window.settings, language="fi"))
    qtbot.waitUntil(lambda: window.game_menu.title() == "&Peli")
    assert window.new_action.text() == "&Uusi…"
    window.apply_settings(dataclasses.replace(window.settings, language="nb"))
    qtbot.waitUntil(lambda: window.game_menu.title() == "&Spill")
    assert window.score_sheet.windowTitle() == "Poengliste"
    window.apply_settings(dataclasses.replace(window.settings, language="en"))
    qtbot.waitUntil(lambda: window.view_menu.title() == "&View")


def test_system_language_follows_the_locale(
    translations: Translations, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtCore import QLocale

    monkeypatch.setattr(QLocale, "system", lambda: QLocale("nb_NO"))
    assert translations.install("system") == "nb"
    monkeypatch.setattr(QLocale, "system", lambda: QLocale("de_DE"))
    assert translations.install("system") == "en"


def test_catalogues_are_compiled_into_the_user_cache_not_the_program_folder(
    tmp_path: Path, home: Path, monkeypatch: pytest.MonkeyPatch, translations: Translations
) -> None:
    program = tmp_path / "program" / "translations"
    program.mkdir(parents=True)
    shutil.copy(translations_dir() / "skruuvi_gui_fi.ts", program)
    monkeypatch.setattr(i18n, "translations_dir", lambda: program)
    built = i18n.ensure_qm("fi")
    assert built is not None and built.parent == home / "cache" / "translations"
    assert built.name.startswith("skruuvi_gui_fi-") and built.suffix == ".qm"
    assert sorted(p.name for p in program.iterdir()) == ["skruuvi_gui_fi.ts"]
    assert i18n.ensure_qm("fi") == built  # made once
    translations.install("fi")
    assert QCoreApplication.translate("MainWindow", "&Game") == "&Peli"
