"""Keeping the saved game in step with the match on the table, and saying so only when it
matters.

Saving happens after every move; a full, read-only or vanished data folder must not stop the
game or nag on every move. The person is told once, in plain words, when saving starts to
fail, and once when it works again. A window that does not own the saved game (another
window on the same data folder holds it) never writes or removes it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Signal

from skruuvi_gui.match import Match, autosave, clear_autosave
from skruuvi_gui.storage import data_dir
from skruuvi_gui.ui.dialogs.file_messages import write_failure_reason

translate = QCoreApplication.translate


class GameSaver(QObject):
    """Saves the match of one window as the game to resume; see the module docstring."""

    failed = Signal(str)  # why saving stopped working, once until it works again
    works_again = Signal(str)  # saving works after it failed

    def __init__(self, enabled: bool, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._enabled = enabled
        self._failing = False

    @property
    def enabled(self) -> bool:
        """Whether this window writes the saved game at all."""
        return self._enabled

    def disable(self) -> None:
        """Leave the saved game to whoever owns it from now on."""
        self._enabled = False

    def save(self, match: Match) -> None:
        """Keep ``match`` as the game to resume, or forget the saved game when it is over."""
        if not self._enabled:
            return
        try:
            if match.is_over:
                clear_autosave()
            else:
                autosave(match)
        except OSError as error:
            if not self._failing:
                self._failing = True
                text = translate(
                    "Saving",
                    "The game cannot be saved in {folder}: {reason}. You can play on, but the "
                    "game will not be there to resume until saving works again.",
                )
                self.failed.emit(
                    text.replace("{folder}", str(data_dir())).replace(
                        "{reason}", write_failure_reason(error)
                    )
                )
            return
        if self._failing:
            self._failing = False
            self.works_again.emit(translate("Saving", "Saving works again: the game is saved."))
