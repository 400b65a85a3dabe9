"""What every game's state does alike: the checked ``apply`` over the game's own check and
unchecked path, the seat's and the public view, its options, and the outcome once the game
is over."""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Generic, TypeVar

from skruuvi_gui.rules.api import Action, Event, Observation, Outcome, Seat
from skruuvi_gui.rules.fields import check_fields

OptionsT = TypeVar("OptionsT")
ObservationT = TypeVar("ObservationT", bound=Observation)


class GameState(ABC, Generic[OptionsT, ObservationT]):
    """The shared half of ``skruuvi_gui.rules.api.State``; a game supplies ``_check``,
    ``apply_unchecked`` and ``_view``, sets ``_options`` when it starts and ``_outcome`` when
    it ends.

    ``apply`` checks every action and changes nothing when it raises. ``apply_unchecked`` is
    the fast path for search bots: it trusts that the action is one of ``legal_actions``.
    """

    __slots__ = ("_options", "_outcome")

    _options: OptionsT
    _outcome: Outcome | None

    @property
    @abstractmethod
    def num_seats(self) -> int: ...

    @property
    def options(self) -> OptionsT:
        return self._options

    @abstractmethod
    def _check(self, seat: Seat, action: Action) -> None:
        """Raise ``IllegalActionError`` with the reason unless ``seat`` may take ``action``."""

    @abstractmethod
    def apply_unchecked(self, seat: Seat, action: Action) -> tuple[Event, ...]:
        """``apply`` without the legality checks, for search bots that only ever apply an
        action from ``legal_actions(seat)``; anything else corrupts the state."""

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

    def observation(self, seat: Seat) -> ObservationT:
        n = self.num_seats
        if not 0 <= seat < n:
            raise ValueError(f"no seat {seat} in a {n}-player game")
        return self._view(seat)

    def public_observation(self) -> ObservationT:
        return self._view(None)

    def outcome(self) -> Outcome | None:
        """How the game (in cribbage, the whole match) ended, once it has; ``None`` until
        then."""
        return self._outcome
