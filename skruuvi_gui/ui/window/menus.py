"""The window's menus and their actions, in the language installed, and what the View and
Help menus set and open: speed, deck, full screen, settings and the rules guide.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QTimer
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QLabel

from skruuvi_gui.guide import GUIDE_SECTIONS, section_for_phase
from skruuvi_gui.match import kept
from skruuvi_gui.settings import ANIMATION_SPEEDS, AnimationSpeed, Settings
from skruuvi_gui.ui.dialogs.about import AboutDialog
from skruuvi_gui.ui.dialogs.labels import game_name
from skruuvi_gui.ui.dialogs.set_aside import kept_label, no_kept_games
from skruuvi_gui.ui.dialogs.settings_dialog import SettingsDialog
from skruuvi_gui.ui.i18n import Translations
from skruuvi_gui.ui.window.games import SPEED_FACTORS, show_held
from skruuvi_gui.ui.window.records import RecordWindow

if TYPE_CHECKING:
    # Loaded when a game starts or the guide opens, not before the first window.
    from skruuvi_gui.ui.guide.viewer import GuideWindow

    pass

translate = QCoreApplication.translate


class MenuWindow(RecordWindow):
    """The menus of ``MainWindow``."""

    guide: GuideWindow | None
    _translations: Translations
    _placeholder: QLabel

    def _action(
        self, slot: object, shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None
    ) -> QAction:
        action = QAction(self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        return action

    def _build_menus(self) -> None:
        self.new_action = self._action(self.new_game, QKeySequence.StandardKey.New)
        self.again_action = self._action(self.play_again, "Ctrl+R")
        self.number_action = self._action(self.play_game_number)
        self.open_action = self._action(self.open_record, QKeySequence.StandardKey.Open)
        self.save_action = self._action(self.save_record, QKeySequence.StandardKey.SaveAs)
        self.undo_action = self._action(self.undo, QKeySequence.StandardKey.Undo)
        self.redo_action = self._action(self.redo)
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self.restart_deal_action = self._action(self.restart_deal)
        self.hint_action = self._action(self.hint, "H")
        self.statistics_action = self._action(self.show_statistics, "Ctrl+I")
        self.library_action = self._action(self.show_library, "Ctrl+L")
        self.quit_action = self._action(self.close, QKeySequence.StandardKey.Quit)
        self.speed_actions: dict[str, QAction] = {}
        group = QActionGroup(self)
        for speed in ANIMATION_SPEEDS:
            action = QAction(self)
            action.setCheckable(True)
            action.setChecked(speed == self.settings.animation_speed)
            action.triggered.connect(lambda _=False, s=speed: self.set_animation_speed(s))
            group.addAction(action)
            self.speed_actions[speed] = action
        self.four_colour_action = QAction(self)
        self.four_colour_action.setCheckable(True)
        self.four_colour_action.setChecked(self.settings.four_colour)
        self.four_colour_action.toggled.connect(self.set_four_colour)
        self.full_screen_action = self._action(self.toggle_full_screen, "F11")
        self.full_screen_action.setCheckable(True)
        self.score_sheet_action = self.score_sheet.toggleViewAction()
        self.quick_reference_action = self.quick_reference.toggleViewAction()
        # Checked while the log is open, as the other docks' entries are; choosing it brings
        # the log out from behind the dock it shares a place with before it closes it.
        self.game_log_action = self._action(self.toggle_game_log)
        self.game_log_action.setCheckable(True)
        self.game_log_action.setChecked(not self.game_log.isHidden())
        self.game_log.visibilityChanged.connect(
            lambda _=False: self.game_log_action.setChecked(not self.game_log.isHidden())
        )
        self.settings_action = self._action(
            self.edit_settings, QKeySequence.StandardKey.Preferences
        )
        self.guide_action = self._action(self.show_current_guide, "F1")
        self.about_action = self._action(self.show_about)

        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        for action in (
            self.new_action,
            self.again_action,
            self.number_action,
            self.open_action,
            self.save_action,
        ):
            self.game_menu.addAction(action)
        self.kept_menu = self.game_menu.addMenu("")
        self.kept_menu.aboutToShow.connect(self._fill_kept_menu)
        self.walkthrough_menu = self.game_menu.addMenu("")
        self.walkthrough_actions: dict[str, QAction] = {}
        for game_id in GUIDE_SECTIONS:
            action = self.walkthrough_menu.addAction("")
            action.triggered.connect(lambda _=False, g=game_id: self.walkthrough.start(g))
            self.walkthrough_actions[game_id] = action
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.undo_action)
        self.game_menu.addAction(self.redo_action)
        self.game_menu.addAction(self.restart_deal_action)
        self.game_menu.addAction(self.hint_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.statistics_action)
        self.game_menu.addAction(self.library_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)
        self.view_menu = bar.addMenu("")
        self.speed_menu = self.view_menu.addMenu("")
        for action in self.speed_actions.values():
            self.speed_menu.addAction(action)
        self.view_menu.addAction(self.four_colour_action)
        self.view_menu.addAction(self.full_screen_action)
        self.view_menu.addAction(self.score_sheet_action)
        self.view_menu.addAction(self.quick_reference_action)
        self.view_menu.addAction(self.game_log_action)
        self.view_menu.addSeparator()
        self.view_menu.addAction(self.settings_action)
        self.help_menu = bar.addMenu("")
        self.help_menu.addAction(self.guide_action)
        self.help_menu.addAction(self.about_action)
        self._update_actions()

    def retranslate(self) -> None:
        """Every text of the window, in the language now installed."""
        self.setWindowTitle(translate("MainWindow", "Korttipöytä"))
        for menu, title in (
            (self.game_menu, QT_TRANSLATE_NOOP("MainWindow", "&Game")),
            (self.walkthrough_menu, QT_TRANSLATE_NOOP("MainWindow", "First game &walkthrough")),
            (self.kept_menu, QT_TRANSLATE_NOOP("MainWindow", "Un&finished games")),
            (self.view_menu, QT_TRANSLATE_NOOP("MainWindow", "&View")),
            (self.speed_menu, QT_TRANSLATE_NOOP("MainWindow", "&Animation speed")),
            (self.help_menu, QT_TRANSLATE_NOOP("MainWindow", "&Help")),
        ):
            menu.setTitle(translate("MainWindow", str(title)))
        for action, text in (
            (self.new_action, QT_TRANSLATE_NOOP("MainWindow", "&New…")),
            (self.again_action, QT_TRANSLATE_NOOP("MainWindow", "Play a&gain")),
            (self.number_action, QT_TRANSLATE_NOOP("MainWindow", "&Play game number…")),
            (self.open_action, QT_TRANSLATE_NOOP("MainWindow", "&Open…")),
            (self.save_action, QT_TRANSLATE_NOOP("MainWindow", "Save &as…")),
            (self.undo_action, QT_TRANSLATE_NOOP("MainWindow", "&Undo")),
            (self.redo_action, QT_TRANSLATE_NOOP("MainWindow", "&Redo")),
            (self.restart_deal_action, QT_TRANSLATE_NOOP("MainWindow", "Restart this &deal…")),
            (self.hint_action, QT_TRANSLATE_NOOP("MainWindow", "&Hint")),
            (self.statistics_action, QT_TRANSLATE_NOOP("MainWindow", "S&tatistics…")),
            (self.library_action, QT_TRANSLATE_NOOP("MainWindow", "Game &library…")),
            (self.quit_action, QT_TRANSLATE_NOOP("MainWindow", "&Quit")),
            (self.four_colour_action, QT_TRANSLATE_NOOP("MainWindow", "&Four-colour deck")),
            (self.full_screen_action, QT_TRANSLATE_NOOP("MainWindow", "F&ull screen")),
            (self.score_sheet_action, QT_TRANSLATE_NOOP("MainWindow", "Score s&heet")),
            (self.quick_reference_action, QT_TRANSLATE_NOOP("MainWindow", "&Quick reference")),
            (self.game_log_action, QT_TRANSLATE_NOOP("MainWindow", "Game &log")),
            (self.settings_action, QT_TRANSLATE_NOOP("MainWindow", "&Settings…")),
            (self.guide_action, QT_TRANSLATE_NOOP("MainWindow", "&Rules guide")),
            (self.about_action, QT_TRANSLATE_NOOP("MainWindow", "&About")),
        ):
            action.setText(translate("MainWindow", str(text)))
        for game_id, action in self.walkthrough_actions.items():
            action.setText(game_name(game_id))
        speed_names = {
            "off": translate("MainWindow", "Off"),
            "fast": translate("MainWindow", "Fast"),
            "normal": translate("MainWindow", "Normal"),
            "slow": translate("MainWindow", "Slow"),
        }
        for speed, action in self.speed_actions.items():
            action.setText(speed_names[speed])
        self._placeholder.setText(translate("MainWindow", "Choose Game → New… to start a game."))
        if self.table is not None:
            self.table.retranslate()
        if self.driver is not None:
            # A seat without a name is drawn by its default, in the language now spoken.
            self.driver.rename_seats()
            self._docks_from_start(self.driver.match)
            self._reword_hint()
        else:  # the docks' titles change with the language, after this returns
            QTimer.singleShot(0, self, self._grow_score_sheet)
        language = self._translations.language
        self.quick_reference.set_language(language)
        self.walkthrough.set_language(language)
        if self.guide is not None:
            self.guide.set_language(language)
        self._update_status()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _update_actions(self) -> None:
        driver = self.driver
        self.undo_action.setEnabled(driver is not None and driver.can_undo())
        self.redo_action.setEnabled(driver is not None and driver.can_redo())
        self.restart_deal_action.setEnabled(driver is not None and driver.can_restart_deal())
        self.hint_action.setEnabled(driver is not None and driver.can_hint())
        self.save_action.setEnabled(driver is not None)
        self.again_action.setEnabled(driver is not None and driver.match.is_over)

    def _fill_kept_menu(self) -> None:
        """The unfinished games kept for later, newest first; picking one resumes it."""
        self.kept_menu.clear()
        games = kept.kept_games()
        if not games:
            self.kept_menu.addAction(no_kept_games()).setEnabled(False)
        for game in games:
            action = self.kept_menu.addAction(kept_label(game))
            action.triggered.connect(lambda _=False, p=game.path: self.resume_kept(p))

    def toggle_game_log(self) -> None:
        """Bring the game log into view, in front of the docks it shares a place with; close
        it when it is in view already."""
        log = self.game_log
        if log.isHidden() or log.visibleRegion().isEmpty():
            log.show()
            log.raise_()
        else:
            log.close()
        self.game_log_action.setChecked(not log.isHidden())

    def set_animation_speed(self, speed: AnimationSpeed) -> None:
        self.speed_actions[speed].setChecked(True)
        if self.driver is not None:
            self.driver.set_speed(SPEED_FACTORS[speed])
        self._change_settings(dataclasses.replace(self.settings, animation_speed=speed))

    def set_four_colour(self, on: bool) -> None:
        if self.table is not None:
            self.table.set_four_colour(on)
        self._show_four_colour(on)
        self._change_settings(dataclasses.replace(self.settings, four_colour=on))

    def _show_four_colour(self, on: bool) -> None:
        """The guide's card pictures in the deck the table uses."""
        self.quick_reference.set_four_colour(on)
        self.walkthrough.set_four_colour(on)
        if self.guide is not None:
            self.guide.set_four_colour(on)

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.full_screen_action.setChecked(self.isFullScreen())

    def edit_settings(self) -> None:
        dialog = SettingsDialog(self.settings, self)
        if dialog.exec() == SettingsDialog.DialogCode.Accepted:
            self.apply_settings(dialog.settings())

    def apply_settings(self, settings: Settings) -> None:
        """Use ``settings`` at once: language, felt and card back included."""
        language_changed = settings.language != self.settings.language
        self._change_settings(settings)
        if language_changed:
            self._translations.install(settings.language)
            self.spares.drop()  # made in the old language
        if self.driver is not None:
            self.driver.set_trick_pause(settings.trick_pause_ms)
            self.driver.set_curtain_mode(settings.hotseat_curtain)
        if self.table is not None:
            self.table.set_felt(settings.felt)
            self.table.set_large_cards(settings.large_cards)
            self.table.set_card_back(settings.card_back)
            self.table.set_four_colour(settings.four_colour)
            if self.driver is not None:
                self.table.set_show_held(show_held(settings, self.driver.match))
        self._show_four_colour(settings.four_colour)

    def language(self) -> str:
        """The language the window speaks now (``"en"``, ``"fi"``, ``"nb"``)."""
        return self._translations.language

    def show_current_guide(self) -> None:
        """F1: the guide of the game on the table at the phase being played; with no game,
        the overview of the game last read in the guide (Cribbage at first)."""
        if self.driver is None:
            self.show_guide(self.guide.game_id if self.guide is not None else "cribbage", None)
            return
        match = self.driver.match
        self.show_guide(match.game_id, match.state.public_observation().phase)

    def show_guide(self, game_id: str, phase: str | None) -> None:
        """Open the rules guide for ``game_id``, at ``phase`` when one is given."""
        self.open_guide_at(game_id, section_for_phase(game_id, phase))

    def open_guide_at(self, game_id: str, section_id: str) -> None:
        """Open (or bring up) the one guide window at a section."""
        if self.guide is None:
            from skruuvi_gui.ui.guide.viewer import GuideWindow

            self.guide = GuideWindow(self._translations.language, self)
            self.guide.set_four_colour(self.settings.four_colour)
        self.guide.open_at(game_id, section_id)

    def show_about(self) -> None:
        AboutDialog(self).exec()
