"""The user's words for files that could not be read, opened or saved.

The storage layer reports only kinds and file names (it never imports Qt); the sentences are
made here, in the current language. The technical reason, as the system or the reader
gave it, follows on a line of its own labelled as details, for a bug report.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from skruuvi_gui.storage import Damage, FileProblem

translate = QCoreApplication.translate


def damage_reason(damage: Damage) -> str:
    """Why a file could not be used, as the end of a sentence ("it is not a text file")."""
    reasons = {
        "not_text": translate("FileMessages", "it is not a text file"),
        "not_json": translate("FileMessages", "its contents are damaged or cut short"),
        "not_object": translate(
            "FileMessages", "it holds something other than this program's data"
        ),
        "unusable": translate(
            "FileMessages", "it is damaged, another program's, or from a newer version"
        ),
    }
    return reasons[damage]


def unreadable_text(file: str, damage: Damage) -> str:
    """One sentence: ``file`` could not be read, and why."""
    return (
        translate("FileMessages", "{file} could not be read: {reason}.")
        .replace("{file}", file)
        .replace("{reason}", damage_reason(damage))
    )


def problem_text(problem: FileProblem) -> str:
    """What was wrong with the file, where it went and what was put in its place."""
    sentences = [
        unreadable_text(problem.file, problem.damage),
        translate("FileMessages", "It was moved aside as {moved}.").replace(
            "{moved}", problem.moved_to
        ),
    ]
    if problem.recovery == "restored":
        sentences.append(
            translate("FileMessages", "The previous version was restored from {backup}.").replace(
                "{backup}", problem.backup
            )
        )
    elif problem.recovery == "backup_damaged":
        sentences.append(
            translate(
                "FileMessages", "Its backup was damaged too and was moved aside as {moved}."
            ).replace("{moved}", problem.backup_moved_to)
        )
    return " ".join(sentences)


def with_detail(text: str, detail: str) -> str:
    """``text`` and, below it, the technical reason as found, labelled for a bug report."""
    if not detail:
        return text
    label = translate("FileMessages", "Details: {detail}").replace("{detail}", detail)
    return f"{text}\n\n{label}"


def report_damage(parent: QWidget | None, problem: FileProblem) -> None:
    """Tell the user that a file of theirs was damaged and where it went."""
    title = translate("FileMessages", "A saved file was damaged")
    QMessageBox.warning(parent, title, with_detail(problem_text(problem), problem.detail))


def unopenable_text(file: str, damage: Damage | None) -> str:
    """A saved game that cannot be opened, and why (``None``: the system refused to read it)."""
    if damage is None:
        return translate("FileMessages", "{file} cannot be opened.").replace("{file}", file)
    return (
        translate("FileMessages", "{file} cannot be opened: {reason}.")
        .replace("{file}", file)
        .replace("{reason}", damage_reason(damage))
    )


def unsaved_text(file: str) -> str:
    return translate("FileMessages", "{file} could not be saved.").replace("{file}", file)
