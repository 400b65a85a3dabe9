"""The question asked before another game takes the table from an unfinished one, and the
words for the unfinished games kept to go on with later."""

from __future__ import annotations

from typing import Literal

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from skruuvi_gui.match.kept import KeptGame
from skruuvi_gui.ui.dialogs.labels import game_name, moment_text
from skruuvi_gui.ui.dialogs.new_game import shown_name

translate = QCoreApplication.translate

#: What the person answered: keep the game for later, abandon it, or stay with it.
SetAside = Literal["keep", "abandon", "cancel"]


def ask_set_aside(parent: QWidget, game_id: str) -> SetAside:
    """Ask what becomes of the unfinished game of ``game_id`` on the table; keeping it is the
    default, so a hurried Enter loses nothing."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(translate("SetAside", "Unfinished game"))
    box.setText(
        translate(
            "SetAside",
            "The game of {game} on the table is not finished. Keep it to go on with later "
            "(Game → Unfinished games), or abandon it?",
        ).replace("{game}", game_name(game_id))
    )
    box.setAccessibleDescription(box.text())
    keep = box.addButton(translate("SetAside", "Keep it"), QMessageBox.ButtonRole.AcceptRole)
    keep.setAccessibleDescription(
        translate("SetAside", "Keep the game to go on with later from Game → Unfinished games")
    )
    abandon = box.addButton(
        translate("SetAside", "Abandon it"), QMessageBox.ButtonRole.DestructiveRole
    )
    abandon.setAccessibleDescription(
        translate("SetAside", "Let the unfinished game go; it cannot be brought back")
    )
    stay = box.addButton(QMessageBox.StandardButton.Cancel)
    stay.setAccessibleDescription(translate("SetAside", "Stay with the game on the table"))
    box.setDefaultButton(keep)
    box.exec()
    clicked = box.clickedButton()
    if clicked is keep:
        return "keep"
    if clicked is abandon:
        return "abandon"
    return "cancel"


def kept_label(game: KeptGame) -> str:
    """One line of the Unfinished games menu: the game, the people and when it was kept,
    the date and time in the locale's own format."""
    return (
        translate("SetAside", "{game} with {names}, {when}")
        .replace("{game}", game_name(game.game_id))
        .replace("{names}", ", ".join(shown_name(seat, n) for seat, n in enumerate(game.names)))
        .replace("{when}", moment_text(game.kept_at))
    )


def kept_text(game_id: str) -> str:
    """The status bar's word after a game was kept."""
    return translate(
        "SetAside", "The game of {game} is kept: Game → Unfinished games brings it back."
    ).replace("{game}", game_name(game_id))


def no_kept_games() -> str:
    return translate("SetAside", "No unfinished games")
