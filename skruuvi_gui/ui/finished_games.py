"""What the person is told about a finished game's filing (``filing``): nothing when the
library and the statistics both have it, else why not, in words, and a damaged file met on
the way in a message of its own.

Loaded when a game is first filed, so that nothing of it weighs on the program's start.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from skruuvi_gui.stats.filing import Filed
from skruuvi_gui.ui.dialogs.file_messages import report_damage, write_failure_reason

translate = QCoreApplication.translate


def tell_filed(filed: Filed, parent: QWidget | None) -> str:
    """``""`` when the game went into the library and the statistics as it should, else
    why not, in words (a damaged file is reported over ``parent`` at once)."""
    if filed.problem is not None:
        report_damage(parent, filed.problem)
    troubles = []
    if filed.library_error is not None:
        troubles.append(
            translate("Library", "This game is not kept in the game library: {reason}.").replace(
                "{reason}", write_failure_reason(filed.library_error)
            )
        )
    if filed.statistics_newer:
        troubles.append(
            translate(
                "Statistics",
                "This game is not counted: the statistics file is from a newer version of the "
                "program.",
            )
        )
    if filed.statistics_error is not None:
        troubles.append(
            translate(
                "Statistics", "This game is not counted in the statistics: {reason}."
            ).replace("{reason}", write_failure_reason(filed.statistics_error))
        )
    if not filed.complete:
        troubles.append(
            translate("Library", "It is kept aside and filed again when the program next starts.")
        )
    return " ".join(troubles)
