"""What becomes of a game played to its end at the table: its record goes into the game
library, and its summary into the statistics when a person played in it.

Called by the window when a game ends; loaded then, so that nothing of it weighs on the
program's start. A failure to keep it is told in the status bar and stops nothing.
"""

from __future__ import annotations

from datetime import UTC, datetime

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from skruuvi_gui.match import Match, library
from skruuvi_gui.stats.store import NewerStatisticsError, record_game
from skruuvi_gui.stats.summary import summarise
from skruuvi_gui.ui.dialogs.file_messages import report_damage, write_failure_reason

translate = QCoreApplication.translate


def keep_finished(match: Match, library_limit: int, parent: QWidget | None) -> str:
    """Keep ``match`` in the game library (at most ``library_limit`` games) and, when a
    person played in it, count it in the statistics; ``""`` when both worked, else why not,
    in words."""
    now = datetime.now(UTC)
    troubles = []
    try:
        library.keep(match, now, library_limit)
    except OSError as error:
        troubles.append(
            translate("Library", "This game is not kept in the game library: {reason}.").replace(
                "{reason}", write_failure_reason(error)
            )
        )
    if not any(seat.is_human for seat in match.seats):
        # Computers among themselves: a game to watch and replay, not a person's figures,
        # and a level playing itself would only blur what it wins against people.
        return " ".join(troubles)
    try:
        problem = record_game(summarise(match.to_record(), now))
    except NewerStatisticsError:
        troubles.append(
            translate(
                "Statistics",
                "This game is not counted: the statistics file is from a newer version of the "
                "program.",
            )
        )
    except OSError as error:
        troubles.append(
            translate(
                "Statistics", "This game is not counted in the statistics: {reason}."
            ).replace("{reason}", write_failure_reason(error))
        )
    else:
        if problem is not None:
            report_damage(parent, problem)
    return " ".join(troubles)
