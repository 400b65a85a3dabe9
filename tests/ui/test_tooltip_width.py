"""Tooltips read at a readable width: in the forms where the longest explanations stand, no
line of a tooltip runs past about sixty characters, in any language."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from skruuvi_gui.settings import Settings
from skruuvi_gui.ui.dialogs.new_game import NewGameDialog
from skruuvi_gui.ui.dialogs.settings_dialog import SettingsDialog
from skruuvi_gui.ui.i18n import Translations
from skruuvi_gui.ui.main_window import MainWindow
from skruuvi_gui.ui.tips import TIP_WIDTH


def too_wide(widget: QWidget) -> list[str]:
    """The tooltip lines of ``widget`` and its children wider than ``TIP_WIDTH`` that could
    have been broken between words."""
    lines = [
        line
        for child in (widget, *widget.findChildren(QWidget))
        for line in child.toolTip().splitlines()
    ]
    return [line for line in lines if len(line) > TIP_WIDTH and " " in line]


@pytest.mark.parametrize("language", ["en", "fi", "nb"])
def test_the_forms_tooltips_wrap(
    qtbot: QtBot, window: MainWindow, translations: Translations, language: str
) -> None:
    translations.install(language)
    for dialog in (NewGameDialog(None, window), SettingsDialog(Settings())):
        qtbot.addWidget(dialog)
        tips = [child.toolTip() for child in dialog.findChildren(QWidget) if child.toolTip()]
        assert any(len(tip) > TIP_WIDTH for tip in tips)  # long explanations are there
        assert too_wide(dialog) == []
