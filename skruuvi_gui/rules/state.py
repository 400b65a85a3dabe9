"""What every game's state does alike: the checked ``apply`` over the game's own check and
unchecked path, the seat's and the public view, the chance due, copies, its options, and the
outcome once the game is over."""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from typing import Generic, Self, TypeVar

from skruuvi_gui.cards import Card
from skruuvi_gui.rules.api import (
    CHANCE,
    Action,
    Event,
    GameOver,
    Observation,
    Outcome,
    PhaseChanged,
    Seat,
    require,
)
from skruuvi_gui.rules.fields import check_fields

#: The phase of every game once it is over.
GAME_OVER = "game_over"

OptionsT = TypeVar("OptionsT")
ObservationT = TypeVar("ObservationT", bound=Observation)


class GameState(ABC, Generic[OptionsT, ObservationT]):
    """The shared half of ``skruuvi_gui.rules.api.State``; a game supplies ``_check``,
    ``apply_unchecked``, ``_chance``, ``_copy_own`` and ``_view``, starts with ``__init__``
    below and deals its hands; ``_finish`` ends it.

    ``apply`` checks every action and changes nothing when it raises. ``apply_unchecked`` is
    the fast path for search bots: it trusts that the action is one of ``legal_actions``.
    """

    __slots__ = (
        "_deal_number",
        "_dealer",
        "_hands",
        "_n",
        "_options",
        "_outcome",
        "_phase",
        "_scores",
    )

    _options: OptionsT
    _n: int
    _phase: str
    _dealer: Seat
    #: Deals dealt so far, counted from 1 as ``Dealt`` tells them.
    _deal_number: int
    _hands: list[list[Card]]
    #: By side: a seat, or a partnership where the game has them.
    _scores: list[int]
    _outcome: Outcome | None

    def __init__(self, options: OptionsT, n: int, phase: str, dealer: Seat, sides: int) -> None:
        """Before the first deal: ``n`` seats, ``sides`` scores of 0, no outcome yet."""
        self._options = options
        self._n = n
        self._phase = phase
        self._dealer = dealer
        self._deal_number = 0
        self._scores = [0] * sides
        self._outcome = None

    @property
    def num_seats(self) -> int:
        return self._n

    @property
    def options(self) -> OptionsT:
        return self._options

    @abstractmethod
    def to_move(self) -> tuple[Seat, ...]: ...

    @abstractmethod
    def _check(self, seat: Seat, action: Action) -> None:
        """Raise ``IllegalActionError`` with the reason unless ``seat`` may take ``action``."""

    @abstractmethod
    def apply_unchecked(self, seat: Seat, action: Action) -> tuple[Event, ...]:
        """``apply`` without the legality checks, for search bots that only ever apply an
        action from ``legal_actions(seat)``; anything else corrupts the state."""

    @abstractmethod
    def _chance(self, rng: random.Random) -> Action:
        """The chance action due now, drawn only from ``rng``."""

    @abstractmethod
    def _copy_own(self, other: Self) -> None:
        """Copy into ``other`` the fields that are the game's own; ``clone`` has copied the
        shared ones, the hands first."""

    @abstractmethod
    def _view(self, seat: Seat | None) -> ObservationT:
        """What ``seat`` may know now; with ``None``, what anybody may know."""

    def apply(self, seat: Seat, action: Action) -> tuple[Event, ...]:
        """Check ``action`` by ``seat``, carry it out and return what happened.

        Raises ``IllegalActionError`` with the reason, the state unchanged, when the rules do
        not allow the action now, or a field of it is not of its type."""
        check_fields(action)
        self._check(seat, action)
        return self.apply_unchecked(seat, action)

    def sample_chance(self, rng: random.Random) -> Action:
        """The chance action due now (``_chance``); raises ``IllegalActionError`` when none
        is."""
        require(self.to_move() == (CHANCE,), "no chance action is due")
        return self._chance(rng)

    def clone(self) -> Self:
        """A copy to play on without changing this one (the search bots' look-ahead)."""
        other = type(self).__new__(type(self))
        other._options = self._options
        other._n = self._n
        other._phase = self._phase
        other._dealer = self._dealer
        other._deal_number = self._deal_number
        other._hands = list(map(list.copy, self._hands))
        other._scores = self._scores[:]
        other._outcome = self._outcome
        self._copy_own(other)
        return other

    def observation(self, seat: Seat) -> ObservationT:
        n = self._n
        if not 0 <= seat < n:
            raise ValueError(f"no seat {seat} in a {n}-player game")
        return self._view(seat)

    def public_observation(self) -> ObservationT:
        return self._view(None)

    def outcome(self) -> Outcome | None:
        """How the game (in cribbage, the whole match) ended, once it has; ``None`` until
        then."""
        return self._outcome

    def _finish(self, events: list[Event], outcome: Outcome) -> None:
        """End the game (in cribbage, the match) with ``outcome``."""
        self._outcome = outcome
        self._phase = GAME_OVER
        events.append(PhaseChanged(GAME_OVER))
        events.append(GameOver(outcome))
