"""Game records as the file dialogs offer them: ``.korttipoyta`` files, which a double-click
opens in the program, and the ``.json`` ones earlier versions saved.

A record about to be saved is offered under its game, players and day ("Cribbage, Maija and
Pekka, 2026-12-07.korttipoyta"), made portable: players name themselves as they like, and a
name Windows refuses would lose the save.
"""

from __future__ import annotations

from datetime import date
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QWidget

from skruuvi_gui.file_names import RECORD_SUFFIX, portable_stem
from skruuvi_gui.match import Record
from skruuvi_gui.ui.dialogs.labels import game_name
from skruuvi_gui.ui.dialogs.new_game import shown_names
from skruuvi_gui.ui.names import joined_names

translate = QCoreApplication.translate


def record_filter() -> str:
    """The file dialogs' filter: every record the program opens."""
    return translate("RecordFiles", "Game records (*.korttipoyta *.json)")


def offered_name(record: Record, day: date) -> str:
    """The file name a record is offered under when it is saved."""
    players = joined_names(shown_names(record.seats))
    stem = f"{game_name(record.game)}, {players}, {day.isoformat()}"
    return portable_stem(stem, record.game) + RECORD_SUFFIX


def ask_where_to_save(parent: QWidget, title: str, folder: Path, record: Record) -> Path | None:
    """Ask where to save ``record``, offered in ``folder`` under its own name; ``None`` when
    the person cancels. The dialog adds the suffix itself, before it asks whether to replace
    a file."""
    dialog = QFileDialog(
        parent, title, str(folder / offered_name(record, date.today())), record_filter()
    )
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    dialog.setDefaultSuffix(RECORD_SUFFIX.lstrip("."))
    if dialog.exec() == QFileDialog.DialogCode.Accepted and dialog.selectedFiles():
        return Path(dialog.selectedFiles()[0])
    return None


def ask_which_to_open(parent: QWidget, title: str, folder: Path) -> Path | None:
    """Ask for a record file to open; ``None`` when the person cancels."""
    path, _ = QFileDialog.getOpenFileName(parent, title, str(folder), record_filter())
    return Path(path) if path else None
