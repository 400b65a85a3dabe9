"""Timing of the table: the step queue that paces events, and the set of running animations.

A step starts something (a move, a caption) and says how many milliseconds to wait before the
next one, or ``HOLD``: the queue waits until the person goes on (a counted hand stays until
they have read it). Skipping runs every remaining step at once and jumps every animation to
its end, so the scene ends exactly where the paced run would have ended; hurrying does the
same but stops at the next hold.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QAbstractAnimation, QObject, QTimer, Signal

Step = Callable[[], int]

#: What a step returns to hold the queue until ``Sequencer.go_on``.
HOLD = -1


class Animator(QObject):
    """Keeps the running animations so they can be finished at once; ``idle`` when none run.

    An animation counts until it stops for any reason: finished, stopped by a newer move, or
    deleted with the item it moved.
    """

    idle = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._running: list[QAbstractAnimation] = []

    def start(self, animation: QAbstractAnimation) -> None:
        self._running.append(animation)
        animation.stateChanged.connect(partial(self._state_changed, animation))
        animation.destroyed.connect(partial(self._forget, animation))
        animation.start()

    def running(self) -> bool:
        return bool(self._running)

    def finish_all(self) -> None:
        """Jump every running animation to its end value (its ``finished`` handlers run)."""
        while self._running:
            animation = self._running[0]
            animation.setCurrentTime(animation.totalDuration())
            if self._running and self._running[0] is animation:
                animation.stop()
                self._forget(animation)

    def _state_changed(
        self,
        animation: QAbstractAnimation,
        new: QAbstractAnimation.State,
        old: QAbstractAnimation.State,
    ) -> None:
        if new == QAbstractAnimation.State.Stopped:
            self._forget(animation)

    def _forget(self, animation: QAbstractAnimation, *_: object) -> None:
        if animation in self._running:
            self._running.remove(animation)
            if not self._running:
                self.idle.emit()


class Sequencer(QObject):
    """Runs steps one after another, waiting between them; ``drained`` when the queue is empty."""

    drained = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._steps: deque[Step] = deque()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._run)
        self._running = False
        self._hurrying = False
        self._passing_holds = False
        self._holding = False

    def add(self, step: Step) -> None:
        self._steps.append(step)

    def start(self) -> None:
        """Begin running the queued steps unless already running, waiting or holding."""
        if not self._timer.isActive() and not self._holding:
            self._run()

    def busy(self) -> bool:
        return bool(self._steps) or self._timer.isActive() or self._running or self._holding

    def holding(self) -> bool:
        """A step has asked the queue to wait for the person (``HOLD``)."""
        return self._holding

    def go_on(self) -> None:
        """Leave a hold: the steps after it run at their pace."""
        if self._holding:
            self._holding = False
            self._run()

    def finish(self) -> None:
        """Run every remaining step now, without waiting, holds included."""
        self._timer.stop()
        self._holding = False
        self._hurrying = self._passing_holds = True
        try:
            self._run()
        finally:
            self._hurrying = self._passing_holds = False

    def hurry_to_hold(self) -> None:
        """Run the remaining steps now, without waiting, up to the next hold."""
        if self._holding:
            return
        self._timer.stop()
        self._hurrying = True
        try:
            self._run()
        finally:
            self._hurrying = False

    def _run(self) -> None:
        if self._running:
            return
        self._running = True
        try:
            while self._steps:
                wait = self._steps.popleft()()
                if wait == HOLD and not self._passing_holds:
                    self._holding = True
                    return
                if wait > 0 and not self._hurrying:
                    self._timer.start(wait)
                    return
        finally:
            self._running = False
        self.drained.emit()
