"""The question asked before the deal under way starts again: what was played in it goes."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

translate = QCoreApplication.translate


def ask_restart_deal(parent: QWidget) -> bool:
    """Whether the person wants the deal dealt again as it was; staying is the default, so a
    hurried Enter throws nothing away."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(translate("RestartDeal", "Restart this deal"))
    box.setText(
        translate(
            "RestartDeal",
            "Play this deal again from the start with the same cards? Everything played in "
            "it so far is thrown away.",
        )
    )
    box.setAccessibleDescription(box.text())
    restart = box.addButton(
        translate("RestartDeal", "Restart the deal"), QMessageBox.ButtonRole.DestructiveRole
    )
    restart.setAccessibleDescription(
        translate("RestartDeal", "Deal the same cards again; what was played in this deal goes")
    )
    stay = box.addButton(QMessageBox.StandardButton.Cancel)
    stay.setAccessibleDescription(translate("RestartDeal", "Go on with the deal as it stands"))
    box.setDefaultButton(stay)
    box.exec()
    return box.clickedButton() is restart
