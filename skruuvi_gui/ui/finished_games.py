"""What becomes of a game played to its end at the table: its summary goes into the
statistics.

Called by the window when a game ends; loaded then, so that nothing of it weighs on the
program's start. A failure to keep it is told in the status bar and stops nothing.
"""

from __future__ import annotations

from datetime import UTC, datetime

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from skruuvi_gui.match import Match
from skruuvi_gui.stats.store import NewerStatisticsError, record_game
from skruuvi_gui.stats.summary import summarise
from skruuvi_gui.ui.dialogs.file_messages import report_damage, write_failure_reason

translate = QCoreApplication.translate


def keep_finished(match: Match, parent: QWidget | None) -> str:
    """Count ``match`` in the statistics; ``""`` when that worked, else why not in words."""
    summary = summarise(match.to_record(), datetime.now(UTC))
    try:
        problem = record_game(summary)
    except NewerStatisticsError:
        return translate(
            "Statistics",
            "This game is not counted: the statistics file is from a newer version of the program.",
        )
    except OSError as error:
        return translate(
            "Statistics", "This game is not counted in the statistics: {reason}."
        ).replace("{reason}", write_failure_reason(error))
    if problem is not None:
        report_damage(parent, problem)
    return ""
