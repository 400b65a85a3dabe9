"""The application window: menus, status bar, score sheet, and the table of the current match.

The window owns the settings and applies them (language at once, without a restart); the
match itself runs in a ``MatchDriver``, which the window replaces for every new or opened
match together with its table and hotseat curtain.
"""

from __future__ import annotations

import dataclasses
import random
from collections import deque
from collections.abc import Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QByteArray,
    QCoreApplication,
    QEvent,
    QSize,
    QStandardPaths,
    Qt,
    QTimer,
)
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QIcon,
    QKeySequence,
    QMoveEvent,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QDockWidget,
    QInputDialog,
    QLabel,
    QMainWindow,
    QStackedWidget,
    QStyle,
)

from skruuvi_gui import storage
from skruuvi_gui.guide import GUIDE_SECTIONS, section_for_phase
from skruuvi_gui.match import Match, kept
from skruuvi_gui.match.autosave import Resumed, resumed
from skruuvi_gui.paths import resource_path
from skruuvi_gui.rules import game_spec
from skruuvi_gui.rules.api import Dealt, Event, Seat
from skruuvi_gui.settings import ANIMATION_SPEEDS, AnimationSpeed, Settings, save_settings
from skruuvi_gui.ui.collector import set_aside_long_lived, set_aside_survivors
from skruuvi_gui.ui.dialogs.about import AboutDialog
from skruuvi_gui.ui.dialogs.file_messages import (
    plain_box,
    unopenable_text,
    unsaved_text,
    warn,
    with_detail,
    write_failure_reason,
)
from skruuvi_gui.ui.dialogs.game_number import describe_game_number
from skruuvi_gui.ui.dialogs.labels import game_name, options_summary
from skruuvi_gui.ui.dialogs.new_game import (
    NewGame,
    NewGameDialog,
    default_new_game,
    remembered_rules,
    shown_names,
)
from skruuvi_gui.ui.dialogs.restart_deal import ask_restart_deal
from skruuvi_gui.ui.dialogs.set_aside import ask_set_aside, kept_label, kept_text, no_kept_games
from skruuvi_gui.ui.dialogs.settings_dialog import SettingsDialog
from skruuvi_gui.ui.dock_fold import DockFold
from skruuvi_gui.ui.game_log import GameLog
from skruuvi_gui.ui.guide.quick_reference import QuickReference
from skruuvi_gui.ui.guide.walkthrough import Walkthrough, WalkthroughPanel
from skruuvi_gui.ui.i18n import Translations
from skruuvi_gui.ui.names import joined_names
from skruuvi_gui.ui.record_files import ask_where_to_save, ask_which_to_open
from skruuvi_gui.ui.saving import GameSaver
from skruuvi_gui.ui.score_sheet import ScoreSheet, side_names
from skruuvi_gui.ui.screen_fit import FRAME_GUESS, ScreenFit, screen_is_real
from skruuvi_gui.ui.table import make_table
from skruuvi_gui.ui.table.spoken import announce

if TYPE_CHECKING:
    # Loaded when a game starts or the guide opens, not before the first window.
    from skruuvi_gui.ui.curtain import Curtain
    from skruuvi_gui.ui.guide.viewer import GuideWindow
    from skruuvi_gui.ui.match_driver import MatchDriver
    from skruuvi_gui.ui.table.base import GameTable
    from skruuvi_gui.ui.turn_up import TurnUp

if TYPE_CHECKING:
    from skruuvi_gui.bots.reasons import Advice
    from skruuvi_gui.match.replay import Replay
    from skruuvi_gui.stats.filing import Filed
    from skruuvi_gui.ui.library.window import LibraryWindow
    from skruuvi_gui.ui.statistics.window import StatisticsWindow

translate = QCoreApplication.translate


#: Table speed factor per animation-speed setting (0 turns animations off).
SPEED_FACTORS: dict[str, float] = {"off": 0.0, "fast": 0.4, "normal": 1.0, "slow": 2.0}


def show_held(settings: Settings, match: Match) -> bool:
    """Whether each counted hand of a show waits for a click: step by step asks it, and a
    person sits at the table to give it; computer players alone go on at the steady pace."""
    return settings.show_pace == "step_by_step" and any(seat.is_human for seat in match.seats)


#: The score sheet's first width, in pixels; the user's own width is remembered.
SCORE_SHEET_WIDTH = 220
SCORE_SHEET_MAX_WIDTH = 520
# The table keeps at least three fifths of the window, and 720 px where the window allows
# (less where the docks' tab titles need it), however wide the sheet would like to be: at
# the default size a sheet of four or five players shows every column.
SCORE_SHEET_MAX_SHARE = 0.4
TABLE_ROOM = 720
# The table gives up some of that for a sheet folded to every player's points (and the
# contracts in short, on a 1024 px screen).
TABLE_LEAST_ROOM = 660
#: A window narrower than this (an 800 x 600 screen's) gives the table its whole width: the
#: score sheet and the quick reference fold away and open over the table.
FOLD_BELOW = TABLE_ROOM + SCORE_SHEET_WIDTH
#: The quick reference's width when it opens over the table.
OVERLAY_WIDTH = 360

#: The largest seed of a new match; the status bar shows the seed as the game number.
MAX_SEED = 999_999

#: The window's first size where the screen has room, and the least it can be made: small
#: enough for an 800 x 600 screen with a title bar and a panel.
DEFAULT_SIZE = QSize(1280, 800)
MINIMUM_SIZE = QSize(720, 480)


def documents_dir() -> Path:
    """Where Save as and Open start: the person's documents folder (the program's own data
    folder, beside the autosave, is no place for files people keep)."""
    found = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    path = Path(found) if found else Path.home()
    return path if path.is_dir() else Path.home()


def _set_aside_at_new_deal(events: Sequence[Event]) -> None:
    """Objects that lived through a deal are set aside from Python's full collections."""
    if any(isinstance(event, Dealt) for event in events):
        set_aside_survivors()


class MainWindow(QMainWindow):
    """See the module docstring. ``persist=False`` leaves settings and saves untouched."""

    def __init__(
        self, settings: Settings, translations: Translations, *, persist: bool = True
    ) -> None:
        super().__init__()
        self.setObjectName("MainWindow")
        self.settings = settings
        self._translations = translations
        self._persist = persist
        self.driver: MatchDriver | None = None
        self.table: GameTable | None = None
        self.curtain: Curtain | None = None
        self.turn_up: TurnUp | None = None
        self.statistics: StatisticsWindow | None = None
        self.library: LibraryWindow | None = None
        self.setWindowIcon(QIcon(str(resource_path("icons", "app.svg"))))
        self.resize(DEFAULT_SIZE)
        self.setMinimumSize(MINIMUM_SIZE)
        self.screen_fit = ScreenFit(self, on_show=screen_is_real())
        self._placeholder = QLabel()
        self._placeholder.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # The empty table is felt too, so the window looks like itself before the first game.
        self._placeholder.setStyleSheet(
            "QLabel { background: qradialgradient(cx:0.5, cy:0.45, radius:0.8, "
            "stop:0 #2f7d4a, stop:1 #174a2b); color: #e8f0e8; font-size: 18pt; }"
        )
        self._stack = QStackedWidget()
        self._stack.addWidget(self._placeholder)
        self.setCentralWidget(self._stack)
        language = translations.language
        # The walkthrough's tips sit at the top of the right-hand docks, above the score sheet
        # and the quick reference (two tabs of one dock), so the table keeps its width.
        walkthrough_panel = WalkthroughPanel(self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, walkthrough_panel)
        self.score_sheet = ScoreSheet(self)
        self.score_sheet.sheet_redrawn.connect(self._grow_score_sheet)
        self.addDockWidget(
            Qt.DockWidgetArea.RightDockWidgetArea, self.score_sheet, Qt.Orientation.Vertical
        )
        self.resizeDocks([self.score_sheet], [SCORE_SHEET_WIDTH], Qt.Orientation.Horizontal)
        self.guide: GuideWindow | None = None
        self.quick_reference = QuickReference(language, self)
        self.quick_reference.set_four_colour(settings.four_colour)
        self.quick_reference.section_link.connect(self.open_guide_at)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.quick_reference)
        self.tabifyDockWidget(self.score_sheet, self.quick_reference)
        self.game_log = GameLog(self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.game_log)
        self.tabifyDockWidget(self.score_sheet, self.game_log)
        self.score_sheet.raise_()
        self.walkthrough = Walkthrough(walkthrough_panel, self.start_match, language, self)
        self.walkthrough.set_four_colour(settings.four_colour)
        self.walkthrough.section_link.connect(self.open_guide_at)
        self._status = QLabel()
        self._status.setTextFormat(Qt.TextFormat.PlainText)
        self.statusBar().addPermanentWidget(self._status)
        # A hint, a saved game or a trouble is said aloud as it appears, not only shown.
        self.statusBar().messageChanged.connect(lambda text: announce(self.statusBar(), text))
        self.saver = GameSaver(persist, self)
        self.saver.failed.connect(self._tell_saving_fails)
        self.saver.works_again.connect(lambda text: self.statusBar().showMessage(text, 8000))
        self.saver.filed.connect(self._tell_filed)
        self._unfiled = ""
        self._settings_unsaved = False
        self._move_text = ""  # a hint or a refusal, about the position before the next move
        self._saved_as: tuple[str, ...] | None = None  # the log last written by Save as
        self._unshown: deque[Event] = deque()  # applied, not yet come to on the table
        self._to_docks: list[Event] = []  # come to on the table, not yet in the docks
        self._docks_timer = QTimer(self)
        self._docks_timer.setSingleShot(True)
        self._docks_timer.setInterval(0)
        self._docks_timer.timeout.connect(self._fill_docks)
        self._build_menus()
        self._restore_layout()
        self.dock_fold = DockFold(
            self,
            (self.score_sheet, self.game_log, self.quick_reference),
            FOLD_BELOW,
            self._overlay_width,
        )
        walkthrough_panel.hide()  # a walkthrough does not outlive the window
        self.retranslate()

    # --- menus --------------------------------------------------------------------------

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
        self.game_menu.setTitle(translate("MainWindow", "&Game"))
        self.new_action.setText(translate("MainWindow", "&New…"))
        self.again_action.setText(translate("MainWindow", "Play a&gain"))
        self.number_action.setText(translate("MainWindow", "&Play game number…"))
        self.walkthrough_menu.setTitle(translate("MainWindow", "First game &walkthrough"))
        for game_id, action in self.walkthrough_actions.items():
            action.setText(game_name(game_id))
        self.open_action.setText(translate("MainWindow", "&Open…"))
        self.save_action.setText(translate("MainWindow", "Save &as…"))
        self.kept_menu.setTitle(translate("MainWindow", "Un&finished games"))
        self.undo_action.setText(translate("MainWindow", "&Undo"))
        self.redo_action.setText(translate("MainWindow", "&Redo"))
        self.restart_deal_action.setText(translate("MainWindow", "Restart this &deal…"))
        self.hint_action.setText(translate("MainWindow", "&Hint"))
        self.statistics_action.setText(translate("MainWindow", "S&tatistics…"))
        self.library_action.setText(translate("MainWindow", "Game &library…"))
        self.quit_action.setText(translate("MainWindow", "&Quit"))
        self.view_menu.setTitle(translate("MainWindow", "&View"))
        self.speed_menu.setTitle(translate("MainWindow", "&Animation speed"))
        speed_names = {
            "off": translate("MainWindow", "Off"),
            "fast": translate("MainWindow", "Fast"),
            "normal": translate("MainWindow", "Normal"),
            "slow": translate("MainWindow", "Slow"),
        }
        for speed, action in self.speed_actions.items():
            action.setText(speed_names[speed])
        self.four_colour_action.setText(translate("MainWindow", "&Four-colour deck"))
        self.full_screen_action.setText(translate("MainWindow", "F&ull screen"))
        self.score_sheet_action.setText(translate("MainWindow", "Score s&heet"))
        self.quick_reference_action.setText(translate("MainWindow", "&Quick reference"))
        self.game_log_action.setText(translate("MainWindow", "Game &log"))
        self.settings_action.setText(translate("MainWindow", "&Settings…"))
        self.help_menu.setTitle(translate("MainWindow", "&Help"))
        self.guide_action.setText(translate("MainWindow", "&Rules guide"))
        self.about_action.setText(translate("MainWindow", "&About"))
        self._placeholder.setText(translate("MainWindow", "Choose Game → New… to start a game."))
        if self.table is not None:
            self.table.retranslate()
        if self.driver is not None:
            # A seat without a name is drawn by its default, in the language now spoken.
            self.driver.rename_seats()
            self._replay_into_docks(self.driver.match)
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

    # --- matches ------------------------------------------------------------------------

    def install_match(
        self,
        match: Match,
        events: Sequence[Event] = (),
        *,
        watch: Seat | None = None,
        autoplay: bool = True,
        replay: Replay | None = None,
    ) -> None:
        """Put ``match`` on a fresh table and let it run (``events`` led to where it stands;
        ``replay``, its log stepped through, when it was made already).

        ``KeyError`` (and the current match stays) for a game that has no table yet.
        """
        from skruuvi_gui.ui.curtain import Curtain
        from skruuvi_gui.ui.match_driver import MatchDriver
        from skruuvi_gui.ui.turn_up import TurnUp

        table = make_table(match.game_id, self)
        self._close_match()
        self.statusBar().clearMessage()  # the last game's words ("Game over: …") go with it
        self._move_text = ""
        self.table = table
        self.curtain = Curtain(table)
        self.turn_up = TurnUp(table)
        table.set_four_colour(self.settings.four_colour)
        table.set_felt(self.settings.felt)
        table.set_large_cards(self.settings.large_cards)
        table.set_card_back(self.settings.card_back)
        table.set_show_held(show_held(self.settings, match))
        self._stack.addWidget(table)
        self._stack.setCurrentWidget(table)
        driver = MatchDriver(
            match,
            table,
            self.curtain,
            self.turn_up,
            watch=watch,
            autoplay=autoplay,
            save=self.saver.save,
            parent=self,
        )
        driver.set_speed(SPEED_FACTORS[self.settings.animation_speed])
        driver.set_trick_pause(self.settings.trick_pause_ms)
        driver.set_curtain_mode(self.settings.hotseat_curtain)
        driver.changed.connect(self._update_actions)
        driver.changed.connect(self._update_status)
        # The docks and the status line tell what the table has shown: a show held for
        # reading, or a result not yet drawn, is not on the score sheet before the table.
        driver.events_applied.connect(self._unshown.extend)
        table.shown.connect(self._event_shown)
        driver.message.connect(lambda text: self.statusBar().showMessage(text, 8000))
        table.refused.connect(lambda text: self._say_until_move(text, 8000))
        table.hint_dropped.connect(self._clear_move_text)
        driver.game_over.connect(self._game_over)
        driver.hinted.connect(self._tell_hint)
        driver.events_applied.connect(self._clear_move_text)
        driver.events_applied.connect(_set_aside_at_new_deal)
        # A game's sheet widens as deals are written into it (a contract with its declarer).
        table.settled.connect(self._grow_score_sheet, Qt.ConnectionType.QueuedConnection)
        table.settled.connect(self._update_actions, Qt.ConnectionType.QueuedConnection)
        self.driver = driver
        self.saver.file_when_over(match, self.settings.library_limit)
        self._unfiled = ""  # why the game finished here is not filed yet, if it is not
        history = self._replay_into_docks(match, replay).steps
        self.quick_reference.set_game(match.game_id, match.options)
        self.walkthrough.attach(driver, table)
        driver.begin(events, history)
        table.setFocus()
        self._update_actions()
        self._update_status()
        set_aside_long_lived()

    def start_match(self, choice: NewGame, seed: int | None = None) -> None:
        """Start a new match from the dialog's choices (the one on the table is set aside
        only as its players say)."""
        if seed is None:
            seed = random.SystemRandom().randint(1, MAX_SEED)
        match = Match(choice.game_id, choice.options, choice.seats, seed)
        events = match.start()
        self.play(match, events)

    def new_game(self) -> None:
        rules = remembered_rules(self.settings.last_new_game)
        dialog = NewGameDialog(self._last_new_game(), self, rules)
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return
        choice = dialog.choice()
        last = choice.as_dict() | {"rules": dialog.rules()}
        self._change_settings(dataclasses.replace(self.settings, last_new_game=last))
        self.start_match(choice)

    def play_again(self) -> None:
        """The game just finished once more: the same game, rules and players, new cards."""
        if self.driver is not None and self.driver.match.is_over:
            match = self.driver.match
            self.start_match(NewGame(match.game_id, match.options, match.seats))

    def play_game_number(self) -> None:
        """Deal a game again by its number (the seed), with the last game's players and rules."""
        current = self.driver.match.seed if self.driver is not None else 1
        dialog = QInputDialog(self)
        dialog.setInputMode(QInputDialog.InputMode.IntInput)
        title = translate("MainWindow", "Play game number")
        dialog.setWindowTitle(title)
        dialog.setLabelText(
            translate("MainWindow", "Game number, from 1 to {max}:").replace("{max}", str(MAX_SEED))
        )
        dialog.setIntRange(1, MAX_SEED)
        dialog.setIntValue(current)
        # Wide enough that the window manager shows the whole title. The dialog's layout
        # holds it to its contents' width, whatever minimum is set on the dialog itself: the
        # label (made by setLabelText) asks for the width instead.
        wanted = dialog.fontMetrics().horizontalAdvance(title) * 2 + 120
        label = dialog.findChild(QLabel)
        if label is not None:
            margin = dialog.style().pixelMetric(QStyle.PixelMetric.PM_LayoutLeftMargin)
            label.setMinimumWidth(wanted - 2 * margin)
        dialog.setMinimumWidth(wanted)
        describe_game_number(dialog)
        if dialog.exec() == QInputDialog.DialogCode.Accepted:
            self.start_match(self._last_new_game(), seed=dialog.intValue())

    def _last_new_game(self) -> NewGame:
        try:
            return NewGame.from_dict(self.settings.last_new_game)
        except (KeyError, TypeError, ValueError, AttributeError):
            return default_new_game()

    def open_record(self) -> None:
        title = translate("MainWindow", "Open a saved game")
        path = ask_which_to_open(self, title, documents_dir())
        if path is not None:
            self.load_record_file(path)

    def load_record_file(self, path: Path) -> bool:
        """Open a saved game; a clear message (and no change) when it cannot be used."""
        game = self.read_record_file(path)
        return game is not None and self.play(game.match, replay=game.replay)

    def read_record_file(self, path: Path) -> Resumed | None:
        """The game in a record file, played up to where it stands (without holding the
        window still, ``read_game``); a clear message and ``None`` when the file cannot be
        used."""
        try:
            return self.read_game(path)
        except (FileNotFoundError, storage.DamagedFileError) as error:
            damage = error.damage if isinstance(error, storage.DamagedFileError) else None
            detail = error.reason if isinstance(error, storage.DamagedFileError) else ""
            warn(
                self,
                translate("MainWindow", "Cannot open the game"),
                with_detail(unopenable_text(path.name, damage), detail),
            )
            return None

    def show_record(self, game: Resumed) -> bool:
        """Show a game from a record file the program was given (a double-click on it): a
        finished game in a replay, as the library replays it, an unfinished one on the table
        to play on. Whether it is shown."""
        if game.match.is_over:
            return self._library_window().replay(game.match.to_record()) is not None
        return self.play(game.match, replay=game.replay)

    def read_game(self, path: Path) -> Resumed:
        """The game recorded at ``path``, read and replayed without holding the window still
        (``ui/loading.py``); ``FileNotFoundError`` or ``DamagedFileError`` as
        ``storage.parse_file`` raises them."""
        from skruuvi_gui.ui.loading import in_background

        return in_background(
            self, lambda step: storage.parse_file(path, partial(resumed, on_step=step))
        )

    def play(
        self, match: Match, events: Sequence[Event] = (), replay: Replay | None = None
    ) -> bool:
        """Install ``match`` as the game to resume, once the unfinished game on the table
        (if any) is kept or abandoned as its players say; or tell the user its game cannot
        be played here yet. Whether ``match`` is on the table now. ``replay`` is its log
        stepped through already, when it was read from a file."""
        self.saver.flush()  # the game on the table is on the disk before it leaves
        if not self.set_aside_current():
            return False
        try:
            self.install_match(match, events, replay=replay)
        except KeyError:
            text = translate("MainWindow", "{game} cannot be played at the table yet.")
            warn(
                self,
                translate("MainWindow", "Not playable yet"),
                text.replace("{game}", game_name(match.game_id)),
            )
            return False
        self.saver.save(match)  # closing now resumes this one
        return True

    def set_aside_current(self) -> bool:
        """Before another game takes the table: ask about an unfinished game that people
        have played in, and keep it among the unfinished games when they say so. Whether
        the table may be taken."""
        driver = self.driver
        if driver is None or driver.match.is_over or not driver.match.people_have_played:
            return True
        match = driver.match
        if match.log == self._saved_as:
            return True  # saved as a file just as it stands: nothing would be lost
        answer = ask_set_aside(self, match.game_id)
        if answer == "cancel":
            return False
        return answer == "abandon" or self.keep_for_later(match)

    def keep_for_later(self, match: Match) -> bool:
        """Put ``match`` among the unfinished games; a message and ``False`` when it cannot
        be written there."""
        try:
            kept.keep(match)
        except OSError as error:
            warn(
                self,
                translate("MainWindow", "Cannot keep the game"),
                unsaved_text(kept.KEPT_FOLDER, error),
            )
            return False
        self.statusBar().showMessage(kept_text(match.game_id), 8000)
        return True

    def _fill_kept_menu(self) -> None:
        """The unfinished games kept for later, newest first; picking one resumes it."""
        self.kept_menu.clear()
        games = kept.kept_games()
        if not games:
            self.kept_menu.addAction(no_kept_games()).setEnabled(False)
        for game in games:
            action = self.kept_menu.addAction(kept_label(game))
            action.triggered.connect(lambda _=False, p=game.path: self.resume_kept(p))

    def resume_kept(self, path: Path) -> bool:
        """Put a kept game back on the table; it leaves the folder once it is there."""
        try:
            game = self.read_game(path)
        except (FileNotFoundError, storage.DamagedFileError) as error:
            damage = error.damage if isinstance(error, storage.DamagedFileError) else None
            warn(
                self,
                translate("MainWindow", "Cannot open the game"),
                unopenable_text(path.name, damage),
            )
            return False
        if not self.play(game.match, replay=game.replay):
            return False
        kept.forget(path)
        return True

    def save_record(self) -> None:
        if self.driver is None:
            return
        title = translate("MainWindow", "Save the game as")
        record = self.driver.match.to_record()
        path = ask_where_to_save(self, title, documents_dir(), record)
        if path is not None:
            self.save_record_file(path)

    def save_record_file(self, path: Path) -> None:
        if self.driver is None:
            return
        try:
            storage.write_json(path, self.driver.match.to_record().to_json())
        except OSError as error:
            warn(
                self,
                translate("MainWindow", "Cannot save the game"),
                unsaved_text(path.name, error),
            )
            return
        self._saved_as = self.driver.match.log
        text = translate("MainWindow", "Saved as {file}").replace("{file}", path.name)
        self.statusBar().showMessage(text, 5000)

    def undo(self) -> None:
        if self.driver is not None and self.driver.can_undo():
            self.driver.undo()
            self._replay_into_docks(self.driver.match)
            self._update_status()

    def redo(self) -> None:
        if self.driver is not None and self.driver.can_redo():
            self.driver.redo()
            self._update_status()

    def restart_deal(self) -> None:
        """Deal the deal under way again as it was dealt, once the person says so."""
        driver = self.driver
        if driver is None or not driver.can_restart_deal():
            return
        with driver.held():  # the deal asked about is the deal restarted
            if not ask_restart_deal(self) or self.driver is not driver:
                return
            driver.restart_deal()
        self._replay_into_docks(driver.match)
        self._update_status()

    def hint(self) -> None:
        if self.driver is not None:
            self.driver.hint()

    def _tell_hint(self, advice: Advice) -> None:
        """The hinted move and one line on why, in the status bar too while it stands."""
        table = self.table
        words = "" if table is None else table.hint_words()
        if words:
            self._say_until_move(words)

    def _reword_hint(self) -> None:
        """A hint standing is said again in the language now installed, here and on the
        table."""
        table, driver = self.table, self.driver
        if table is None or driver is None or not table.hint_words():
            return
        hinted = self._move_text == table.hint_words()
        driver.reword_hint()
        if hinted:
            self._say_until_move(table.hint_words())

    def _say_until_move(self, text: str, milliseconds: int = 0) -> None:
        """Show ``text`` in the status line until the next move at the latest: a hint or a
        refused card speaks of the position before it."""
        self._move_text = text
        self.statusBar().showMessage(text, milliseconds)

    def _clear_move_text(self) -> None:
        """A move was made: the hint or refusal about the position before it goes."""
        if self._move_text and self.statusBar().currentMessage() == self._move_text:
            self.statusBar().clearMessage()
        self._move_text = ""

    def _event_shown(self, event: Event) -> None:
        """The table came to ``event``: the docks take it and what came before it, together
        with whatever else the table comes to before Qt draws again (the game log is built
        anew each time)."""
        if not any(waiting is event for waiting in self._unshown):
            return  # drawn again from the log (a game put on the table), already in the docks
        while not self._to_docks or self._to_docks[-1] is not event:
            self._to_docks.append(self._unshown.popleft())
        self._docks_timer.start()

    def _fill_docks(self) -> None:
        shown, self._to_docks = self._to_docks, []
        self.score_sheet.add_events(shown)
        self.game_log.add_events(shown)
        self._update_status()

    def _replay_into_docks(self, match: Match, replay: Replay | None = None) -> Replay:
        """The score sheet and the game log, from one replay of the match's log (``replay``
        when it was made already; returned, for whatever else wants the game's history)."""
        from skruuvi_gui.match.replay import Replay

        self._unshown.clear()
        self._to_docks = []
        self._docks_timer.stop()

        names = shown_names(match.seats)
        sheet = None if self.table is None else self.table.score_sheet_widget()
        self.score_sheet.use_sheet(sheet)
        self.score_sheet.reset(side_names(match.game_id, match.options, names))
        if replay is None:
            replay = Replay(match.game_id, match.options, match.log)
        events = replay.events()
        self.score_sheet.add_events(events)
        humans = [seat for seat, player in enumerate(match.seats) if player.is_human]
        viewer = humans[0] if len(humans) == 1 else None
        self.game_log.reset(names, match.game_id, viewer, events)
        # A game's own sheet fills itself from the table's first update, after this returns.
        QTimer.singleShot(0, self, self._fit_score_sheet)
        return replay

    def _overlay_width(self, dock: QDockWidget) -> int:
        """How wide a folded dock opens over the table: the sheet shows every column."""
        if dock is not self.score_sheet:
            return OVERLAY_WIDTH
        return self.score_sheet.wanted_width() + 2 * self.style().pixelMetric(
            QStyle.PixelMetric.PM_DockWidgetFrameWidth
        )

    def _fit_score_sheet(self) -> None:
        """Widen the score-sheet dock to show every column, within reason."""
        if self.score_sheet.isFloating():
            self.dock_fold.place_all()
            return
        self.resizeDocks([self.score_sheet], [self._sheet_width()], Qt.Orientation.Horizontal)

    def _sheet_width(self) -> int:
        """The dock's width for the sheet: every column where the room allows, else every
        player's points with the words folded away; a sheet too wide for the room even so
        (long names) scrolls sideways anyway, so it takes only what its tab titles need and
        the table keeps the rest (the auction names every seat in full)."""
        least = max(SCORE_SHEET_WIDTH, self._dock_tabs_width())
        room = self._sheet_room(TABLE_ROOM)
        if (wanted := self.score_sheet.wanted_width()) <= room:
            return min(max(least, wanted), room)
        folded_room = self._sheet_room(TABLE_LEAST_ROOM)
        if (wanted := self.score_sheet.folded_width()) <= folded_room:
            return min(max(least, wanted), folded_room)
        return min(least, room)

    def _dock_tabs_width(self) -> int:
        """The width the tabs of the docks beside the table need to show their titles whole
        (the score sheet, the game log and the quick reference share one place)."""
        metrics = self.fontMetrics()
        space = self.style().pixelMetric(QStyle.PixelMetric.PM_TabBarTabHSpace)
        docks = (self.score_sheet, self.game_log, self.quick_reference)
        return sum(metrics.horizontalAdvance(dock.windowTitle()) + space + 4 for dock in docks)

    def _grow_score_sheet(self) -> None:
        """Widen the dock when the sheet has grown past it, the window has grown or the tab
        titles have (never narrow what a person set, unless the window has shrunk so far
        that the table would have less than its least room: then the sheet folds to fit)."""
        if self.score_sheet.isFloating():
            self.dock_fold.place_all()
            return
        wanted = self._sheet_width()
        squeezed = self.score_sheet.width() > self._sheet_room(TABLE_LEAST_ROOM)
        if self.score_sheet.isVisible() and (wanted > self.score_sheet.width() or squeezed):
            self.resizeDocks([self.score_sheet], [wanted], Qt.Orientation.Horizontal)
            # At once: the sheet's scroll bars are laid out for the room it has before the
            # window is drawn again, so no sideways bar shows for a moment.
            layout = self.layout()
            if layout is not None:
                layout.activate()

    def _sheet_room(self, table_room: int = TABLE_ROOM) -> int:
        """How wide the docks beside the table may be: the table keeps ``table_room`` where
        the window allows, but gives up some of it on a 1024 px screen for whole tab titles."""
        return min(
            SCORE_SHEET_MAX_WIDTH,
            int(self.width() * SCORE_SHEET_MAX_SHARE),
            max(SCORE_SHEET_WIDTH, self._dock_tabs_width(), self.width() - table_room),
        )

    def _close_match(self) -> None:
        if self.driver is not None:
            self.driver.shutdown()
            self.driver.deleteLater()
        if self.table is not None:
            self._stack.removeWidget(self.table)
            self.table.deleteLater()
        self.driver = None
        self.table = None
        self.curtain = None
        self.turn_up = None

    def _game_over(self) -> None:
        if self.driver is None:
            return
        match = self.driver.match
        outcome = match.outcome()
        if outcome is None:
            return
        # Filed as the last move was made: a trouble on the way is told with the result.
        text = " ".join(filter(None, [self._game_over_text(outcome.winners), self._unfiled]))
        self.statusBar().showMessage(text)
        self._update_actions()

    def file_waiting_games(self) -> None:
        """File the finished games a stopped program left half filed (``filing``)."""
        from skruuvi_gui.stats.filing import file_waiting

        for filed in file_waiting(self.settings.library_limit):
            self._tell_filed(filed)

    def _tell_filed(self, filed: Filed) -> None:
        """A finished game went into the library and the statistics (or why not)."""
        from skruuvi_gui.ui.finished_games import tell_filed

        trouble = tell_filed(filed, self)
        if trouble:
            self._unfiled = trouble
            self.statusBar().showMessage(trouble, 15000)
        if self.statistics is not None and self.statistics.isVisible():
            self.statistics.refresh()
        if self.library is not None and self.library.isVisible():
            self.library.refresh()

    def show_library(self) -> None:
        """Open (or bring up) the library of finished games."""
        library = self._library_window()
        library.refresh()
        library.show()
        library.raise_()
        library.activateWindow()

    def _library_window(self) -> LibraryWindow:
        """The library's window, made when first needed (and not shown by this)."""
        if self.library is None:
            from skruuvi_gui.ui.library.window import LibraryWindow

            self.library = LibraryWindow(self.settings.library_limit, self)
            self.library.limit_changed.connect(
                lambda limit: self._change_settings(
                    dataclasses.replace(self.settings, library_limit=limit)
                )
            )
        return self.library

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

    def show_statistics(self) -> None:
        """Open (or bring up) the Statistics window at the game on the table."""
        if self.statistics is None:
            from skruuvi_gui.ui.statistics.window import StatisticsWindow

            self.statistics = StatisticsWindow(self)
        self.statistics.show_game(None if self.driver is None else self.driver.match.game_id)

    def _game_over_text(self, winners: Sequence[Seat]) -> str:
        """Who won, said to the person at the screen when they are among the winners (and
        play there alone: to people taking turns, "you" would mean whoever looks)."""
        assert self.driver is not None
        seats = self.driver.match.seats
        viewer = self.driver.viewer
        alone = sum(seat.is_human for seat in seats) == 1
        if alone and viewer is not None and viewer in winners:
            names = shown_names(seats)
            others = [names[seat] for seat in winners if seat != viewer]
            if not others:
                return translate("MainWindow", "Game over: you won. Game → New… starts another.")
            text = translate(
                "MainWindow", "Game over: you and {others} won. Game → New… starts another."
            )
            return text.replace("{others}", joined_names(others))
        text = translate("MainWindow", "Game over: {winners} won. Game → New… starts another.")
        names = shown_names(seats)
        return text.replace("{winners}", joined_names([names[seat] for seat in winners]))

    def _update_actions(self) -> None:
        driver = self.driver
        self.undo_action.setEnabled(driver is not None and driver.can_undo())
        self.redo_action.setEnabled(driver is not None and driver.can_redo())
        self.restart_deal_action.setEnabled(driver is not None and driver.can_restart_deal())
        self.hint_action.setEnabled(driver is not None and driver.can_hint())
        self.save_action.setEnabled(driver is not None)
        self.again_action.setEnabled(driver is not None and driver.match.is_over)

    def status_line(self) -> str:
        """The permanent status text: game, options, deal and game number."""
        return self._status.text()

    def _update_status(self) -> None:
        if self.driver is None:
            self._status.setText("")
            return
        match = self.driver.match
        parts = [game_name(match.game_id)]
        summary = options_summary(match.options, game_spec(match.game_id).default_options())
        if summary:
            parts.append(summary)
        deal = self.score_sheet.deal_count()
        if deal:
            parts.append(translate("MainWindow", "Deal {n}").replace("{n}", str(deal)))
        parts.append(
            translate("MainWindow", "Game number {seed}").replace("{seed}", str(match.seed))
        )
        self._status.setText(" · ".join(parts))

    # --- view and settings --------------------------------------------------------------

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

    def _change_settings(self, settings: Settings) -> None:
        """Use ``settings`` from now on and keep them; a failure to keep them is told once."""
        self.settings = settings
        if not self._persist:
            return
        try:
            saved = save_settings(settings)
        except OSError as error:
            text = translate("MainWindow", "The settings cannot be saved: {reason}.").replace(
                "{reason}", write_failure_reason(error)
            )
            saved = False
        else:
            text = translate(
                "MainWindow",
                "The settings file is from a newer version of the program, so changes are "
                "kept only until the program closes.",
            )
        if saved:
            self._settings_unsaved = False
        elif not self._settings_unsaved:
            self._settings_unsaved = True
            self.statusBar().showMessage(text, 15000)

    def _tell_saving_fails(self, text: str) -> None:
        """Saving the game has started to fail: say so once, without stopping the game."""
        box = plain_box(self, translate("MainWindow", "The game is not being saved"), text)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    # --- help ---------------------------------------------------------------------------

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

    # --- window ---------------------------------------------------------------------------

    def _restore_layout(self) -> None:
        if self.settings.window_geometry:
            self.restoreGeometry(QByteArray.fromBase64(self.settings.window_geometry.encode()))
        if self.settings.window_state:
            self.restoreState(QByteArray.fromBase64(self.settings.window_state.encode()))
        if screen_is_real():
            self.screen_fit.fit(FRAME_GUESS)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        QTimer.singleShot(0, self, self._grow_score_sheet)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self.dock_fold.update()
        QTimer.singleShot(0, self, self._grow_score_sheet)

    def moveEvent(self, event: QMoveEvent) -> None:  # noqa: N802 - Qt override
        super().moveEvent(event)
        self.dock_fold.place_all()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        if self.dock_fold.is_folded():
            self.dock_fold.unfold()  # the layout kept is the docked one
        if self._persist:
            layout = dataclasses.replace(
                self.settings,
                window_geometry=bytes(self.saveGeometry().toBase64().data()).decode(),
                window_state=bytes(self.saveState().toBase64().data()).decode(),
            )
            self._change_settings(layout)
        self.walkthrough.shutdown()
        if self.guide is not None:
            self.guide.close()
        self._close_match()
        self.saver.close()  # every move played is on the disk before the program ends
        super().closeEvent(event)
