"""The application window: menus, status bar, score sheet, and the table of the current match.
Each job is a part in ``ui/window/``; this module makes the parts and the window itself
(its size, its layout kept between runs, its closing).

The window owns the settings and applies them (language at once, without a restart); the
match itself runs in a ``MatchDriver``, which the window replaces for every new or opened
match together with its table and hotseat curtain.
"""

from __future__ import annotations

import dataclasses
from collections import deque
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QSize, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QIcon, QMoveEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QLabel, QStackedWidget

from skruuvi_gui.paths import resource_path
from skruuvi_gui.rules.api import Event
from skruuvi_gui.settings import Settings
from skruuvi_gui.ui.dock_fold import DockFold
from skruuvi_gui.ui.game_log import GameLog
from skruuvi_gui.ui.guide.quick_reference import QuickReference
from skruuvi_gui.ui.guide.walkthrough import Walkthrough, WalkthroughPanel
from skruuvi_gui.ui.i18n import Translations
from skruuvi_gui.ui.saving import GameSaver
from skruuvi_gui.ui.score_sheet import ScoreSheet
from skruuvi_gui.ui.screen_fit import FRAME_GUESS, ScreenFit, screen_is_real
from skruuvi_gui.ui.table.spoken import announce
from skruuvi_gui.ui.window.docks import FOLD_BELOW, SCORE_SHEET_WIDTH
from skruuvi_gui.ui.window.menus import MenuWindow
from skruuvi_gui.ui.window.spare_tables import SpareTables

if TYPE_CHECKING:
    # Loaded when a game starts or the guide opens, not before the first window.
    pass


# The window's first size where the screen has room, and the least it can be made: small
# enough for an 800 x 600 screen with a title bar and a panel.
DEFAULT_SIZE = QSize(1280, 800)
MINIMUM_SIZE = QSize(720, 480)


class MainWindow(MenuWindow):
    """See the module docstring. ``persist=False`` leaves settings and saves untouched."""

    def __init__(
        self, settings: Settings, translations: Translations, *, persist: bool = True
    ) -> None:
        super().__init__()
        self.setObjectName("MainWindow")
        self.settings = settings
        self._translations = translations
        self._persist = persist
        self.driver = None
        self.table = None
        self.curtain = None
        self.turn_up = None
        self.statistics = None
        self.library = None
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
        self.guide = None
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
        self._warming = None  # the first table's work done ahead, once the window shows
        self.spares = SpareTables(self)
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
        self.warm_up()

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
        self._close_match(ending=True)
        self.saver.close()  # every move played is on the disk before the program ends
        super().closeEvent(event)
