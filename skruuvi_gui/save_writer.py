"""Writing files off the thread that asks for them (pure: standard library only).

Saving after every move syncs the file and its folder to the disk, which takes from a
millisecond to far longer on a busy disk: on the GUI thread, every drag and animation frame
waited for it. A ``SaveWriter`` runs the writes on a thread of its own, one at a time and in
the order given. Only the newest state matters, so a write handed in while another is under
way waits, and a newer one replaces it unwritten. ``flush`` waits until every write that
was not replaced is done; the outcomes (``None`` or the exception) are collected in order
for the asking thread to read.

The thread starts with the first write and ends when none is left, so a writer needs no
closing; it is no daemon, so a program that ends with a write under way finishes it first.
"""

from __future__ import annotations

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
        self._running = False  # a thread is writing, or about to take the pending write
        self._outcomes: list[Exception | None] = []

    def submit(self, write: Write) -> None:
        """Run ``write`` after the one under way, instead of any still waiting."""
        with self._changed:
            self._pending = write
            if self._running:
                return
            self._running = True
        threading.Thread(target=self._run, name=self._name).start()

    def discard_pending(self) -> None:
        """Forget the write still waiting (the one under way finishes)."""
        with self._changed:
            self._pending = None

    def flush(self) -> None:
        """Wait until the write under way and the one waiting are done."""
        with self._changed:
            self._changed.wait_for(lambda: not self._running)

    @property
    def busy(self) -> bool:
        """Whether a write is under way or waiting."""
        with self._changed:
            return self._running

    def outcomes(self) -> list[Exception | None]:
        """The outcomes of the writes done since last asked, oldest first."""
        with self._changed:
            done, self._outcomes = self._outcomes, []
        return done

    def _run(self) -> None:
        try:
            while True:
                with self._changed:
                    write, self._pending = self._pending, None
                    if write is None:
                        self._running = False
                        self._changed.notify_all()
                        return
                try:
                    write()
                    outcome: Exception | None = None
                except Exception as error:  # told to the asking thread, never lost here
                    outcome = error
                with self._changed:
                    self._outcomes.append(outcome)
                self._written()
        except BaseException:
            # Only ``written`` can get here: the next write starts a thread again, and
            # ``flush`` must not wait for this one.
            with self._changed:
                self._running = False
                self._changed.notify_all()
            raise
