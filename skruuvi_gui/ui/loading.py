"""Reading and replaying a saved game without holding the window still.

A record near the longest the rules allow takes a second or two to check and replay. Done on
the GUI thread, the window would stop drawing and answering for that long. Here the work runs
on a thread of its own while the GUI thread goes on with its events; a progress dialog shows
how far it is once it has taken longer than a glance, with a Cancel button where the work
may be given up (a replay in the library: nothing is lost by stopping it). Until the work is
done the person's clicks and keys are held back from every other window (the dialog is
modal, and before it shows they are filtered out), so nothing can change the table that the
game is coming to.

The work is pure (``match`` and ``storage``): it touches no widget and hands back plain
objects, which the window then puts on the table.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QCoreApplication, QEvent, QEventLoop, QObject, Qt, QTimer
from PySide6.QtWidgets import QApplication, QProgressDialog, QWidget

translate = QCoreApplication.translate

T = TypeVar("T")


class Cancelled(Exception):  # noqa: N818 - what happened, not a fault
    """The person gave up the work before it was done."""


# How long the work may go before the progress dialog shows, in milliseconds.
SHOW_AFTER_MS = 400

# How often the dialog's bar follows the work, in milliseconds.
FOLLOW_MS = 40

# What a person does with the mouse or keyboard, held back while a game is being read.
_INPUT = frozenset(
    {
        QEvent.Type.MouseButtonPress,
        QEvent.Type.MouseButtonRelease,
        QEvent.Type.MouseButtonDblClick,
        QEvent.Type.KeyPress,
        QEvent.Type.KeyRelease,
        QEvent.Type.Wheel,
        QEvent.Type.Close,
        QEvent.Type.ShortcutOverride,
    }
)


class _HoldInput(QObject):
    """Swallows input for every widget outside ``allowed`` while installed."""

    def __init__(self, allowed: QWidget) -> None:
        super().__init__(allowed)
        self._allowed = allowed

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if event.type() not in _INPUT or not isinstance(watched, QWidget):
            return False
        return watched is not self._allowed and not self._allowed.isAncestorOf(watched)


def in_background(
    parent: QWidget | None,
    work: Callable[[Callable[[int, int], None]], T],
    *,
    cancellable: bool = False,
    title: str | None = None,
    label: str | None = None,
) -> T:
    """``work(progress)`` run on a thread of its own while the window goes on drawing; what
    it returns, or what it raises. ``progress(done, total)`` moves the dialog's bar, which
    shows only that the work goes on until then; when the work is ``cancellable`` and the
    person cancels it, ``progress`` raises ``Cancelled`` on the work's thread, and so does
    this function. ``title`` and ``label`` say what the work is (opening a game, unless
    told)."""
    told = [0, 0]
    outcome: list[T] = []
    failure: list[BaseException] = []
    finished = threading.Event()
    stopped = threading.Event()

    def progress(done: int, total: int) -> None:
        if stopped.is_set():
            raise Cancelled
        told[:] = [done, total]

    def run() -> None:
        try:
            outcome.append(work(progress))
        except BaseException as error:  # handed to the GUI thread, raised there
            failure.append(error)
        finally:
            finished.set()

    dialog = QProgressDialog(parent)
    if title is None:
        title = translate("Loading", "Opening the game")
    if label is None:
        label = translate("Loading", "Replaying the game's moves…")
    dialog.setWindowTitle(title)
    dialog.setLabelText(label)
    if cancellable:
        dialog.setCancelButtonText(translate("Loading", "Cancel"))
        dialog.canceled.connect(stopped.set)
    else:
        dialog.setCancelButton(None)  # the work cannot be stopped half way
    dialog.setRange(0, 0)  # a busy bar until the work tells how far it is
    dialog.setValue(0)  # from the minimum, the dialog shows after its minimum duration
    dialog.setWindowModality(Qt.WindowModality.ApplicationModal)
    dialog.setMinimumDuration(SHOW_AFTER_MS)
    dialog.setAutoClose(False)
    dialog.setAutoReset(False)
    hold = _HoldInput(dialog)
    application = QApplication.instance()
    if application is not None:
        application.installEventFilter(hold)
    loop = QEventLoop()

    def follow() -> None:
        done, total = told
        if total:
            dialog.setMaximum(total)
            dialog.setValue(min(done, total - 1))
        if finished.is_set():
            loop.quit()

    timer = QTimer()
    timer.setInterval(FOLLOW_MS)
    timer.timeout.connect(follow)
    thread = threading.Thread(target=run, name="loading", daemon=True)
    thread.start()
    timer.start()
    try:
        if not finished.is_set():
            loop.exec()
    finally:
        timer.stop()
        thread.join()
        cancelled = stopped.is_set()  # by the person: closing the dialog below cancels too
        if application is not None:
            application.removeEventFilter(hold)
        dialog.close()
        dialog.deleteLater()
    if failure:
        raise failure[0]
    if cancelled:
        raise Cancelled  # given up after the work's last word: the person said so
    return outcome[0]
