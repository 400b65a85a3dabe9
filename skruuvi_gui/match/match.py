"""A match: one game at one table, with its seats, its seeded chance and its action log.

The match owns the only random source for dealing. Each chance outcome is drawn from a
generator seeded by ``(seed, index of the chance action in the log)``, so the same seed and the
same decisions always deal the same cards, also after an undo. Every action, chance included,
goes into the log as its stable text; replaying the log rebuilds the state exactly, which is
how records load. Undo, redo and restarting a deal replay only from the start of a deal: the
state as each deal was dealt is kept, so a long game goes back as quickly as a short one.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any, NamedTuple

from skruuvi_gui.bots import Bot, RandomBot, seat_bot
from skruuvi_gui.match.record import Record, RecordError
from skruuvi_gui.match.seats import SeatConfig, check_seats
from skruuvi_gui.rules import game_spec
from skruuvi_gui.rules.api import (
    CHANCE,
    Action,
    Dealt,
    Event,
    IllegalActionError,
    Observation,
    Outcome,
    Seat,
    State,
)

#: How often ``Match.from_record`` tells its progress, in actions.
STEPS_TOLD = 64


class Moved(NamedTuple):
    """One action of a match's log: who took it (``CHANCE`` for a deal) and what it caused."""

    seat: Seat
    events: tuple[Event, ...]


class Match:
    """Seats, seed and log around one game state; see the module docstring."""

    def __init__(
        self, game_id: str, options: Mapping[str, Any], seats: Sequence[SeatConfig], seed: int
    ) -> None:
        self._spec = game_spec(game_id)
        self.game_id = game_id
        self.options: dict[str, Any] = self._spec.check_options(options)
        self.seats: tuple[SeatConfig, ...] = check_seats(game_id, seats)
        expected = self._spec.num_seats(self.options)
        if len(self.seats) != expected:
            raise ValueError(f"{game_id} with these options needs {expected} seats")
        self.seed = seed
        self._state: State = self._spec.new_state(self.options)
        self._log: list[str] = []
        self._movers: list[Seat] = []
        # What each action of the log caused, so that the game so far is told without
        # replaying it (the docks, after going back).
        self._caused: list[tuple[Event, ...]] = []
        self._bots: dict[Seat, Bot] = {}
        # Where the deal under way starts: just after the action that dealt its cards.
        self._deal_start = 0
        # What undo took back, latest last: each part one decision and what followed it.
        self._undone: list[list[tuple[str, Seat]]] = []
        # The state just after each deal was dealt, by the log's length then: going back
        # replays from the last of them, not from the start of the game.
        self._dealt: dict[int, State] = {}

    @classmethod
    def from_record(cls, record: Record, on_step: Callable[[int], None] | None = None) -> Match:
        """The match a record describes, every recorded action replayed as it was.

        Recorded chance outcomes are kept, not drawn again. The seat of each action is the
        one to move, or among simultaneous movers the only one for whom it is legal.
        ``RecordError`` names the index of an action that does not replay. ``on_step`` is
        told how many actions are replayed, every ``STEPS_TOLD`` of them.
        """
        try:
            match = cls(record.game, record.options, record.seats, record.seed)
        except (KeyError, ValueError) as error:
            raise RecordError(f"the record cannot start a match: {error}") from None
        for index, text in enumerate(record.actions):
            try:
                action = match._spec.parse_action(text)
            except ValueError:
                raise RecordError(
                    f"action {index} is not a {record.game} action: {text!r}", index
                ) from None
            if on_step is not None and index % STEPS_TOLD == 0:
                on_step(index)
            seat = match._mover_of(action, index)
            try:
                match._apply_logged(seat, action)
            except IllegalActionError as error:
                raise RecordError(
                    f"action {index} ({text}) is illegal on replay: {error}", index
                ) from None
        match._resolve_chance()
        return match

    # --- reading -----------------------------------------------------------------------

    @property
    def state(self) -> State:
        """The live state; callers must not change it (clone it to explore)."""
        return self._state

    def events(self) -> tuple[Event, ...]:
        """Every event of the game so far, in order."""
        return tuple(event for caused in self._caused for event in caused)

    def history(self) -> tuple[Moved, ...]:
        """Every action of the log as the seat that took it and the events it caused."""
        return tuple(map(Moved, self._movers, self._caused))

    @property
    def log(self) -> tuple[str, ...]:
        """Every action's text in order, chance outcomes included."""
        return tuple(self._log)

    def to_move(self) -> tuple[Seat, ...]:
        """The seats that must decide now; chance never appears, it is resolved by the match."""
        return tuple(seat for seat in self._state.to_move() if seat != CHANCE)

    def human_seats_to_move(self) -> tuple[Seat, ...]:
        return tuple(seat for seat in self.to_move() if self.seats[seat].is_human)

    def bot_seats_to_move(self) -> tuple[Seat, ...]:
        return tuple(seat for seat in self.to_move() if not self.seats[seat].is_human)

    def observation(self, seat: Seat) -> Observation:
        return self._state.observation(seat)

    def is_legal(self, seat: Seat, action: Action) -> bool:
        """Whether the rules accept ``action`` from ``seat`` now. Unlike ``action in
        observation.legal`` this knows that one choice may be written several ways (cards
        given to one receiver in any order)."""
        return seat in self.to_move() and _is_legal(self._state, seat, action)

    @property
    def is_over(self) -> bool:
        return self._state.outcome() is not None

    def outcome(self) -> Outcome | None:
        return self._state.outcome()

    @property
    def people_have_played(self) -> bool:
        """Whether a person has decided anything yet: only then is there something of
        theirs to lose."""
        return any(mover != CHANCE and self.seats[mover].is_human for mover in self._movers)

    def to_record(self) -> Record:
        return Record(self.game_id, dict(self.options), self.seats, self.seed, self.log)

    def bot_for(self, seat: Seat) -> Bot:
        """The seat's bot at the seat's level, created once, with its own generator seeded
        from ``(seed, seat)`` so a match's bots repeat their choices run after run."""
        bot = self._bots.get(seat)
        if bot is None:
            bot = seat_bot(self.game_id, self.seats[seat].level, self.seed, seat)
            self._bots[seat] = bot
        return bot

    def bot_action(self, seat: Seat) -> Action:
        """What the seat's bot decides now. A bot that needs only the legal actions (the
        random level) is handed just those, which spares building the seat's observation."""
        bot = self.bot_for(seat)
        if isinstance(bot, RandomBot):
            return bot.choose_among(self._state.legal_actions(seat))
        return bot.choose(self._state.observation(seat))

    # --- playing -----------------------------------------------------------------------

    def start(self) -> tuple[Event, ...]:
        """Resolve the opening chance (first dealer, first deal) and return its events."""
        return self._resolve_chance()

    def apply(self, seat: Seat, action: Action) -> tuple[Event, ...]:
        """Apply a seat's decision, then any chance that follows; all the events in order.

        ``IllegalActionError`` (nothing changed) when the seat is not to move or the rules
        refuse the action.
        """
        if seat == CHANCE or seat not in self._state.to_move():
            raise IllegalActionError(f"seat {seat} is not to move")
        events = self._apply_logged(seat, action)
        self._undone.clear()  # a new decision: what was undone is no longer ahead
        return events + self._resolve_chance()

    def can_undo(self, seat: Seat) -> bool:
        """Whether ``seat``, a human, may take back their last decision now.

        Not once the game is over, and never across another human's later decision (in
        hotseat that decision may be hidden from this seat).
        """
        if self.is_over or not self.seats[seat].is_human:
            return False
        for mover in reversed(self._movers):
            if mover == seat:
                return True
            if mover != CHANCE and self.seats[mover].is_human:
                return False
        return False

    def undo(self, seat: Seat) -> None:
        """Take back ``seat``'s last decision and everything after it (bot moves, chance).

        The state is rebuilt by replaying the log up to that decision; a later chance draw at
        the same log index comes out the same as before. What was taken back can be redone
        until the next decision.
        """
        if not self.can_undo(seat):
            raise IllegalActionError(f"seat {seat} has no decision to take back")
        cut = len(self._movers) - 1 - self._movers[::-1].index(seat)
        self._undone.append(list(zip(self._log[cut:], self._movers[cut:], strict=True)))
        self._rebuild(cut)

    def can_redo(self, seat: Seat) -> bool:
        """Whether the last decision undone was ``seat``'s and it may be made again now."""
        return bool(self._undone) and self._undone[-1][0][1] == seat and not self.is_over

    def redo(self, seat: Seat) -> tuple[Event, ...]:
        """Make ``seat``'s decision taken back by the last undo again, with the moves that
        followed it then: the game stands where it stood before that undo."""
        if not self.can_redo(seat):
            raise IllegalActionError(f"seat {seat} has no decision to make again")
        events: list[Event] = []
        for text, mover in self._undone.pop():
            events.extend(self._apply_logged(mover, self._spec.parse_action(text)))
        return tuple(events)

    def can_restart_deal(self) -> bool:
        """Whether anything has been played in the deal under way, so that restarting it
        would change something (never once the game is over)."""
        return not self.is_over and 0 < self._deal_start < len(self._log)

    def restart_deal(self) -> None:
        """Go back to the moment the deal under way was dealt: the same cards in the same
        hands, everything played since thrown away (and not kept for redo)."""
        if not self.can_restart_deal():
            raise IllegalActionError("nothing has been played in this deal")
        self._undone.clear()
        self._rebuild(self._deal_start)

    # --- inside ------------------------------------------------------------------------

    def _apply_logged(self, seat: Seat, action: Action) -> tuple[Event, ...]:
        events = self._state.apply(seat, action)
        self._log.append(str(action))
        self._movers.append(seat)
        self._caused.append(events)
        if any(isinstance(event, Dealt) for event in events):
            self._deal_start = len(self._log)
            self._dealt[self._deal_start] = self._state.clone()
        return events

    def _rebuild(self, cut: int) -> None:
        """The state after the log's first ``cut`` actions, replayed from the last deal
        dealt within them (from the start when none was)."""
        start = max((moment for moment in self._dealt if moment <= cut), default=0)
        log, movers = self._log[start:cut], self._movers[start:cut]
        self._dealt = {moment: state for moment, state in self._dealt.items() if moment <= start}
        if start:
            self._state = self._dealt[start].clone()
        else:
            self._state = self._spec.new_state(self.options)
        del self._log[start:], self._movers[start:], self._caused[start:]
        self._deal_start = start
        for text, mover in zip(log, movers, strict=True):
            self._apply_logged(mover, self._spec.parse_action(text))

    def _resolve_chance(self) -> tuple[Event, ...]:
        events: list[Event] = []
        while CHANCE in self._state.to_move():
            rng = random.Random(f"{self.seed}:chance:{len(self._log)}")
            events.extend(self._apply_logged(CHANCE, self._state.sample_chance(rng)))
        return tuple(events)

    def _mover_of(self, action: Action, index: int) -> Seat:
        movers = self._state.to_move()
        if len(movers) == 1:
            return movers[0]
        if not movers:
            raise RecordError(f"action {index} ({action}) comes after the game ended", index)
        fits = [seat for seat in movers if _is_legal(self._state, seat, action)]
        if not fits:
            raise RecordError(
                f"action {index} ({action}) is illegal on replay for each seat to move {movers}",
                index,
            )
        if len(fits) > 1:
            raise RecordError(f"action {index} ({action}) fits several seats {fits}", index)
        return fits[0]


def _is_legal(state: State, seat: Seat, action: Action) -> bool:
    """Whether the rules accept ``action`` from ``seat``, tried on a copy of the state."""
    try:
        state.clone().apply(seat, action)
    except IllegalActionError:
        return False
    return True
