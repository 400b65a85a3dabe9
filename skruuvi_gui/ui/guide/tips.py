"""Which walkthrough tip to show as the first deal goes on (no Qt: plain bookkeeping).

The introduction comes first. A phase's tip appears the first time the learner must decide
in that phase; a phase the deal passes through without the learner deciding (the cribbage
show, counted by itself) gets its tip as it goes by. The closing tip comes when the deal is
over. Tips that arrive together wait in line: the first is shown, the rest follow on "Next
tip" or at the learner's next decision, when the table has moved on.
"""

from __future__ import annotations

INTRO, END = "intro", "end"


def step_of_phase(phase: str) -> str:
    """The walkthrough step id of an engine phase id (``first_bidding`` → ``first-bidding``)."""
    return phase.replace("_", "-")


class Tips:
    """The tip on show and those waiting, for a walkthrough with ``steps`` in page order."""

    def __init__(self, steps: tuple[str, ...]) -> None:
        self._steps = steps
        self._seen: set[str] = set()
        self._waiting: list[str] = []
        self.current: str | None = None
        self._show(INTRO)

    @property
    def finished(self) -> bool:
        """The closing tip has been reached: the walkthrough has nothing more to say."""
        return END in self._seen or END in self._waiting

    @property
    def ahead(self) -> bool:
        """The tip on show is a look ahead at a later step, not one come to in play."""
        return self.current is not None and self.current not in self._seen

    def has_next(self) -> bool:
        return bool(self._waiting) or self._ahead() is not None

    def decision(self, phase: str) -> bool:
        """The learner must decide in ``phase``; whether the tip changed."""
        step = step_of_phase(phase)
        if step in self._steps and step not in self._seen and not self.finished:
            self._waiting.clear()
            self._show(step)
            return True
        if self._waiting:
            self._show(self._waiting.pop(0))
            return True
        return False

    def passed(self, phases: list[str], *, deal_over: bool) -> bool:
        """The table moved through ``phases`` without the learner deciding in them (and the
        deal ended, when ``deal_over``); whether the tip changed."""
        if self.finished:
            return False
        arrived = [step_of_phase(p) for p in phases]
        arrived = [s for s in arrived if s in self._steps and s not in self._seen]
        if deal_over:
            arrived.append(END)
        arrived = list(dict.fromkeys(arrived))
        if not arrived:
            return False
        self._show(arrived[0])
        self._waiting.extend(arrived[1:])
        return True

    def next_tip(self) -> bool:
        """The waiting tip, or else a look ahead at the next step of the page."""
        if self._waiting:
            self._show(self._waiting.pop(0))
            return True
        ahead = self._ahead()
        if ahead is None:
            return False
        self.current = ahead
        return True

    def _ahead(self) -> str | None:
        if self.current is None or self.current not in self._steps:
            return None
        index = self._steps.index(self.current) + 1
        return self._steps[index] if index < len(self._steps) else None

    def _show(self, step: str) -> None:
        self.current = step
        self._seen.add(step)
