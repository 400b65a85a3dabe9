"""The user's words for files that could not be read, opened or saved.

The storage layer reports only kinds and file names (it never imports Qt); the sentences are
made here, in the current language. The technical reason, as the system or the reader
gave it, follows on a line of its own labelled as details, for a bug report.
"""

from __future__ import annotations

import errno

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from skruuvi_gui.storage import Damage, FileInUseError, FileProblem

translate = QCoreApplication.translate


def damage_reason(damage: Damage) -> str:
    """Why a file could not be used, as the end of a sentence ("it is not a text file")."""
    reasons = {
        "not_file": translate("FileMessages", "it is a folder, a device or a link, not a file"),
        "unreadable": translate("FileMessages", "the system does not allow reading it"),
        "too_large": translate("FileMessages", "it is far too large or too deeply nested"),
        "not_text": translate("FileMessages", "it is not a text file"),
        "not_json": translate("FileMessages", "its contents are damaged or cut short"),
        "odd_value": translate(
            "FileMessages", "it holds a number or a text that no file of this program holds"
        ),
        "not_object": translate(
            "FileMessages", "it holds something other than this program's data"
        ),
        "too_long": translate(
            "FileMessages", "it holds a longer game than the rules allow in practice"
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
    sentences = [unreadable_text(problem.file, problem.damage)]
    if problem.moved_to:
        sentences.append(
            translate("FileMessages", "It was moved aside as {moved}.").replace(
                "{moved}", problem.moved_to
            )
        )
    else:
        sentences.append(
            translate("FileMessages", "Its folder does not allow moving it aside, so it stays.")
        )
    if problem.recovery == "restored":
        sentences.append(
            translate("FileMessages", "The previous version was restored from {backup}.").replace(
                "{backup}", problem.backup
            )
        )
    elif problem.recovery == "backup_damaged" and problem.backup_moved_to:
        sentences.append(
            translate(
                "FileMessages", "Its backup was damaged too and was moved aside as {moved}."
            ).replace("{moved}", problem.backup_moved_to)
        )
    elif problem.recovery == "backup_damaged":
        sentences.append(translate("FileMessages", "Its backup was damaged too."))
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
    warn(parent, title, with_detail(problem_text(problem), problem.detail))


def warn(parent: QWidget | None, title: str, text: str) -> None:
    """A warning box whose text is shown as written: file names and details are never
    taken for markup."""
    box = plain_box(parent, title, text)
    box.exec()


def plain_box(parent: QWidget | None, title: str, text: str) -> QMessageBox:
    """A warning box, not yet shown, whose text is plain text."""
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setAccessibleDescription(text)
    box.button(QMessageBox.StandardButton.Ok).setAccessibleDescription(
        translate("FileMessages", "Close this message")
    )
    return box


def unopenable_text(file: str, damage: Damage | None) -> str:
    """A saved game that cannot be opened, and why (``None``: the file is not there)."""
    if damage is None:
        return translate("FileMessages", "{file} cannot be opened.").replace("{file}", file)
    return (
        translate("FileMessages", "{file} cannot be opened: {reason}.")
        .replace("{file}", file)
        .replace("{reason}", damage_reason(damage))
    )


def write_failure_reason(error: OSError) -> str:
    """Why a file could not be written, in plain words rather than the system's own."""
    if isinstance(error, FileInUseError):
        return translate(
            "FileMessages",
            "another program is using the file, such as an antivirus or backup program; the "
            "new version is kept as {file}",
        ).replace("{file}", error.kept.name)
    code = error.errno
    if code in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return translate("FileMessages", "the disk is full")
    if code == errno.EROFS:
        return translate("FileMessages", "the disk is read-only")
    if code in (errno.EACCES, errno.EPERM):
        return translate("FileMessages", "the folder does not allow this program to write there")
    if code == errno.ENOENT:
        return translate("FileMessages", "the folder is missing")
    if code in (errno.EEXIST, errno.ENOTDIR):
        return translate("FileMessages", "a file is in the way of the folder")
    if code == errno.EISDIR:
        return translate("FileMessages", "a folder is in the way of the file")
    return translate("FileMessages", "the system refused (error {code})").replace(
        "{code}", errno.errorcode.get(code or 0, str(code))
    )


def unsaved_text(file: str, error: OSError) -> str:
    """A file that could not be saved, and why in plain words."""
    return (
        translate("FileMessages", "{file} could not be saved: {reason}.")
        .replace("{file}", file)
        .replace("{reason}", write_failure_reason(error))
    )
