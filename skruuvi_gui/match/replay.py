"""Stepping through a match's log: every action with the seat that took it and the events it
caused, and the state after any number of steps.

The score sheet, statistics, the replay window and the analysis after a deal all read a game
this way. Among seats moving at once, an action belongs to the one whose move the rules accept.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from skruuvi_gui.rules import game_spec
from skruuvi_gui.rules.api import Action, Event, IllegalActionError, Seat, State

#: How many steps lie between two kept states: going back rebuilds at most this many.
CHECKPOINT_EVERY = 64


@dataclass(frozen=True, slots=True)
class Step:
    """One action of the log: who took it (``CHANCE`` for a deal), and what it caused."""

    seat: Seat
    action: Action
    events: tuple[Event, ...]


class Replay:
    """A game's log turned into steps; ``state_after(n)`` is the game after ``n`` steps.

    ``ValueError`` when an action of the log does not replay.
    """

    def __init__(
        self,
        game_id: str,
        options: dict[str, Any],
        log: Sequence[str],
        on_step: Callable[[int], None] | None = None,
    ) -> None:
        """``on_step`` is told how many steps are done, every ``CHECKPOINT_EVERY`` of them
        (for a progress bar over a long replay)."""
        self._spec = game_spec(game_id)
        self._options = options
        state = self._spec.new_state(options)
        self._checkpoints: list[State] = [state.clone()]
        steps: list[Step] = []
        # One action for each text: a long game's card plays repeat, and what the game
        # holds for its whole length (and every full collection walks) stays small.
        parsed: dict[str, Action] = {}
        for index, text in enumerate(log):
            action = parsed.get(text)
            if action is None:
                action = parsed[text] = self._spec.parse_action(text)
            seat, events = _apply(state, action, index)
            steps.append(Step(seat, action, events))
            if len(steps) % CHECKPOINT_EVERY == 0:
                self._checkpoints.append(state.clone())
                if on_step is not None:
                    on_step(len(steps))
        self.steps: tuple[Step, ...] = tuple(steps)
        self._final = state

    def __len__(self) -> int:
        return len(self.steps)

    def events(self) -> tuple[Event, ...]:
        """Every event of the game in order."""
        return tuple(event for step in self.steps for event in step.events)

    def state_after(self, count: int) -> State:
        """A fresh copy of the game after its first ``count`` steps (0 to ``len``)."""
        if not 0 <= count <= len(self.steps):
            raise IndexError(f"step {count} is outside 0..{len(self.steps)}")
        if count == len(self.steps):
            return self._final.clone()
        base = count // CHECKPOINT_EVERY
        state = self._checkpoints[base].clone()
        for step in self.steps[base * CHECKPOINT_EVERY : count]:
            state.apply(step.seat, step.action)
        return state


def _apply(state: State, action: Action, index: int) -> tuple[Seat, tuple[Event, ...]]:
    movers = state.to_move()
    for seat in movers:
        try:
            return seat, state.apply(seat, action)
        except IllegalActionError:
            continue
    raise ValueError(f"action {index} ({action}) does not replay for any seat of {movers}")
