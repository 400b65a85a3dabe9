"""The words assistive technology reads in the Play game number dialog, a QInputDialog whose
spin box and buttons Qt makes itself."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialogButtonBox, QInputDialog, QLabel, QSpinBox

translate = QCoreApplication.translate


def describe_game_number(dialog: QInputDialog) -> None:
    """Name the number field as its label does and say what the dialog and its buttons do."""
    about = translate(
        "GameNumber", "Deal a game again by its number, with the last game's players and rules"
    )
    dialog.setAccessibleDescription(about)
    # Qt lays the dialog out when it is first shown; setting a button's text lays it out now,
    # so the buttons are there to be described.
    dialog.setOkButtonText(dialog.okButtonText())
    number = dialog.findChild(QSpinBox)
    label = dialog.findChild(QLabel)
    if number is not None:
        if label is not None:
            number.setAccessibleName(label.text().rstrip(":"))
        number.setAccessibleDescription(about)
    buttons = dialog.findChild(QDialogButtonBox)
    if buttons is None:
        return
    ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
    if ok is not None:
        ok.setAccessibleDescription(translate("GameNumber", "Deal the game with this number"))
    cancel = buttons.button(QDialogButtonBox.StandardButton.Cancel)
    if cancel is not None:
        cancel.setAccessibleDescription(
            translate("GameNumber", "Close without dealing; the table stays as it is")
        )
