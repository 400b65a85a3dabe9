"""Enter and Escape in every dialog, pressed where the keyboard focus is when it opens: Enter
takes the affirmative answer (Start, OK, Keep, Resume, the language guessed), Escape leaves
without one. Asking to throw a deal away is the one question where Enter stays."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QInputDialog
from pytestqt.qtbot import QtBot

from skruuvi_gui.app import ask_resume
from skruuvi_gui.settings import Settings
from skruuvi_gui.ui.dialogs.about import AboutDialog
from skruuvi_gui.ui.dialogs.first_start import LanguageDialog
from skruuvi_gui.ui.dialogs.new_game import NewGameDialog
from skruuvi_gui.ui.dialogs.restart_deal import ask_restart_deal
from skruuvi_gui.ui.dialogs.set_aside import ask_set_aside
from skruuvi_gui.ui.dialogs.settings_dialog import SettingsDialog
from skruuvi_gui.ui.main_window import MainWindow
from skruuvi_gui.ui.screen_fit import FRAME_WAIT_MS

ENTER, ESCAPE = Qt.Key.Key_Return, Qt.Key.Key_Escape


def press_in_next_dialog(key: Qt.Key) -> list[str]:
    """Press ``key`` in the dialog about to open, at its focus; the focus's class name."""
    pressed: list[str] = []

    def press() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(20, press)
            return
        target = dialog.focusWidget() or dialog
        pressed.append(type(target).__name__)
        QTest.keyClick(target, key)

    QTimer.singleShot(50, press)
    return pressed


@pytest.mark.parametrize(("key", "accepted"), [(ENTER, True), (ESCAPE, False)])
@pytest.mark.parametrize("which", ["new game", "settings"])
def test_enter_accepts_and_escape_cancels_a_form(
    qtbot: QtBot, window: MainWindow, which: str, key: Qt.Key, accepted: bool
) -> None:
    """The New game dialog opens with the focus on its first field, not on a button."""
    dialog = NewGameDialog(None, window) if which == "new game" else SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    pressed = press_in_next_dialog(key)
    assert (dialog.exec() == QDialog.DialogCode.Accepted) is accepted
    assert pressed and "Button" not in pressed[0]


@pytest.mark.parametrize("key", [ENTER, ESCAPE])
def test_enter_or_escape_closes_the_about_box(
    qtbot: QtBot, window: MainWindow, key: Qt.Key
) -> None:
    dialog = AboutDialog(window)
    qtbot.addWidget(dialog)
    pressed = press_in_next_dialog(key)
    dialog.exec()
    assert pressed and not dialog.isVisible()


@pytest.mark.parametrize(("key", "answer"), [(ENTER, "keep"), (ESCAPE, "cancel")])
def test_enter_keeps_an_unfinished_game(
    qtbot: QtBot, window: MainWindow, key: Qt.Key, answer: str
) -> None:
    press_in_next_dialog(key)
    assert ask_set_aside(window, "skruuvi") == answer


@pytest.mark.parametrize(("key", "resumed"), [(ENTER, True), (ESCAPE, False)])
def test_enter_resumes_the_saved_game(
    qtbot: QtBot, window: MainWindow, key: Qt.Key, resumed: bool
) -> None:
    press_in_next_dialog(key)
    assert ask_resume(window, "cribbage") is resumed


@pytest.mark.parametrize("key", [ENTER, ESCAPE])
def test_neither_key_throws_a_deal_away(qtbot: QtBot, window: MainWindow, key: Qt.Key) -> None:
    press_in_next_dialog(key)
    assert ask_restart_deal(window) is False


@pytest.mark.parametrize(("key", "chosen"), [(ENTER, "nb"), (ESCAPE, None)])
def test_enter_takes_the_language_guessed(
    qtbot: QtBot, window: MainWindow, key: Qt.Key, chosen: str | None
) -> None:
    dialog = LanguageDialog("nb", window)
    qtbot.addWidget(dialog)
    press_in_next_dialog(key)
    dialog.exec()
    assert dialog.language() == chosen


@pytest.mark.parametrize(("key", "seeds"), [(ENTER, [7]), (ESCAPE, [])])
def test_enter_deals_the_game_number(
    qtbot: QtBot,
    window: MainWindow,
    monkeypatch: pytest.MonkeyPatch,
    key: Qt.Key,
    seeds: list[int],
) -> None:
    started: list[int] = []
    monkeypatch.setattr(window, "start_match", lambda _choice, seed: started.append(seed))

    def type_seven() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, QInputDialog)
        dialog.setIntValue(7)

    QTimer.singleShot(30, type_seven)
    press_in_next_dialog(key)
    window.play_game_number()
    assert started == seeds


def test_the_language_dialog_sits_centred_over_the_window(qtbot: QtBot, window: MainWindow) -> None:
    """Even when the window is moved just after the dialog opens, as the window manager and
    the window's own fit to the screen do at the first start."""
    window.resize(700, 500)
    window.move(0, 0)
    dialog = LanguageDialog("fi", window)
    qtbot.addWidget(dialog)
    dialog.show()
    window.move(60, 40)
    qtbot.wait(FRAME_WAIT_MS + 150)
    gap = dialog.frameGeometry().center() - window.frameGeometry().center()
    assert abs(gap.x()) <= 1 and abs(gap.y()) <= 1
