"""Writing files off the thread that asks for them (pure: standard library only).

Saving after every move syncs the file and its folder to the disk, which takes from a
millisecond to far longer on a busy disk: on the GUI thread, every drag and animation frame
waited for it. A ``SaveWriter`` runs the writes on a thread of its own, one at a time and in
the order given. Only the newest state matters, so a write handed in while another is under
way waits, and a newer one replaces it unwritten. ``flush`` waits until every write that
was not replaced is done; the outcomes (``None`` or the exception) are collected in order
for the asking thread to read.

The thread starts with the first write and waits for the next one, so handing in a write
only wakes it (starting a thread would make the asking thread wait until the new one runs).
``close`` ends it. It is a daemon, so a writer never closed cannot keep a program from
ending; whoever owns the writer flushes it before the program ends, so nothing is lost.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable

#: A write to run on the writer's thread; what it raises is its outcome.
Write = Callable[[], None]


class SaveWriter:
    """See the module docstring. ``written`` is called on the writer's thread after every
    write, to tell the asking thread that ``outcomes`` has something for it."""

    def __init__(self, written: Callable[[], None] = lambda: None, name: str = "save") -> None:
        self._written = written
        self._name = name
        self._changed = threading.Condition()
        self._pending: Write | None = None
        self._writing = False
        self._closing = False
        self._thread: threading.Thread | None = None
        self._outcomes: list[Exception | None] = []

    def submit(self, write: Write) -> None:
        """Run ``write`` after the one under way, instead of any still waiting."""
        with self._changed:
            self._pending = write
            if self._thread is None:
                self._closing = False
                self._thread = threading.Thread(target=self._run, name=self._name, daemon=True)
                self._thread.start()
            self._changed.notify_all()

    def discard_pending(self) -> None:
        """Forget the write still waiting (the one under way finishes)."""
        with self._changed:
            self._pending = None
            self._changed.notify_all()

    def flush(self) -> None:
        """Wait until the write under way and the one waiting are done."""
        with self._changed:
            self._changed.wait_for(lambda: not self.busy)

    def close(self) -> None:
        """Write what is waiting, then end the thread (a later write starts it again)."""
        with self._changed:
            thread = self._thread
            self._closing = True
            self._changed.notify_all()
        if thread is not None:
            thread.join()

    @property
    def busy(self) -> bool:
        """Whether a write is under way or waiting."""
        with self._changed:
            return self._writing or self._pending is not None

    def outcomes(self) -> list[Exception | None]:
        """The outcomes of the writes done since last asked, oldest first."""
        with self._changed:
            done, self._outcomes = self._outcomes, []
        return done

    def _run(self) -> None:
        while True:
            with self._changed:
                self._changed.wait_for(lambda: self._pending is not None or self._closing)
                write, self._pending = self._pending, None
                if write is None:
                    self._thread = None
                    return
                self._writing = True
            try:
                write()
                outcome: Exception | None = None
            except Exception as error:  # told to the asking thread, never lost here
                outcome = error
            with self._changed:
                self._outcomes.append(outcome)
            # Called before ``flush`` can return, so nothing is told after it. Whoever was
            # to be told may be gone (a window destroyed unclosed): the outcome stays in
            # ``outcomes`` and the thread goes on writing.
            with contextlib.suppress(Exception):
                self._written()
            with self._changed:
                self._writing = False
                self._changed.notify_all()
