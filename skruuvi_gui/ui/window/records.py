"""Games in files: opened, saved as, kept unfinished for later and resumed; finished games
filed into the library and the statistics, and the windows that show them.
"""

from __future__ import annotations

import dataclasses
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QStandardPaths

from skruuvi_gui import storage
from skruuvi_gui.match import Match, kept
from skruuvi_gui.match.autosave import resumed
from skruuvi_gui.match.record import MOST_ITEMS
from skruuvi_gui.ui.dialogs.file_messages import unopenable_text, unsaved_text, warn, with_detail
from skruuvi_gui.ui.record_files import ask_where_to_save, ask_which_to_open
from skruuvi_gui.ui.window.games import GameWindow

if TYPE_CHECKING:
    # Loaded when a game starts or the guide opens, not before the first window.
    pass
    from skruuvi_gui.stats.filing import Filed
    from skruuvi_gui.ui.library.window import LibraryWindow
    from skruuvi_gui.ui.statistics.window import StatisticsWindow

translate = QCoreApplication.translate


def documents_dir() -> Path:
    """Where Save as and Open start: the person's documents folder (the program's own data
    folder, beside the autosave, is no place for files people keep)."""
    found = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    path = Path(found) if found else Path.home()
    return path if path.is_dir() else Path.home()


class RecordWindow(GameWindow):
    """The files, the library and the statistics of ``MainWindow``."""

    statistics: StatisticsWindow | None
    library: LibraryWindow | None

    def open_record(self) -> None:
        title = translate("MainWindow", "Open a saved game")
        path = ask_which_to_open(self, title, documents_dir())
        if path is not None:
            self.load_record_file(path)

    def load_record_file(self, path: Path) -> bool:
        """Open a saved game; a clear message (and no change) when it cannot be used."""
        game = self.read_record_file(path)
        return game is not None and self.play(game)

    def read_record_file(self, path: Path) -> Match | None:
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

    def show_record(self, game: Match) -> bool:
        """Show a game from a record file the program was given (a double-click on it): a
        finished game in a replay, as the library replays it, an unfinished one on the table
        to play on. Whether it is shown."""
        if game.is_over:
            return self._library_window().replay(game.to_record()) is not None
        return self.play(game)

    def read_game(self, path: Path) -> Match:
        """The game recorded at ``path``, read and replayed without holding the window still
        (``ui/loading.py``); ``FileNotFoundError`` or ``DamagedFileError`` as
        ``storage.parse_file`` raises them."""
        from skruuvi_gui.ui.loading import in_background

        return in_background(
            self,
            lambda step: storage.parse_file(path, partial(resumed, on_step=step), MOST_ITEMS),
        )

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
        if not self.play(game):
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

    def show_statistics(self) -> None:
        """Open (or bring up) the Statistics window at the game on the table."""
        if self.statistics is None:
            from skruuvi_gui.ui.statistics.window import StatisticsWindow

            self.statistics = StatisticsWindow(self)
        self.statistics.show_game(None if self.driver is None else self.driver.match.game_id)
