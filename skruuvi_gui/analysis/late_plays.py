"""What the Skruuvi and Squint analyses of the last tricks share: the cards a person played
with few cards left in hand, found by replaying the record, with every hand open."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar

from skruuvi_gui.cards import Card
from skruuvi_gui.match.record import Record
from skruuvi_gui.match.replay import Replay
from skruuvi_gui.rules.api import Observation, Seat
from skruuvi_gui.rules.tricks import Play, Trick


class _TrickView(Protocol):
    """The part of a trick game's observation that a late play is read from."""

    @property
    def deal_number(self) -> int: ...

    @property
    def hand(self) -> tuple[Card, ...]: ...

    @property
    def tricks(self) -> tuple[Trick, ...]: ...


ViewT = TypeVar("ViewT", bound=_TrickView)


@dataclass(frozen=True, slots=True)
class PlayedCard:
    """A card ``seat`` played to trick number ``trick`` (from 1) of deal number ``deal``."""

    deal: int
    seat: Seat
    trick: int
    played: Card


@dataclass(frozen=True, slots=True)
class LatePlay(PlayedCard, Generic[ViewT]):
    """A played card with the seat's view just before it, and every seat's hand then."""

    view: ViewT
    hands: tuple[tuple[Card, ...], ...]


def late_plays(
    record: Record, seats: frozenset[Seat], most_cards: int, kind: type[ViewT]
) -> Iterator[LatePlay[ViewT]]:
    """Each card ``seats`` played with ``most_cards`` cards or fewer in hand, in play order;
    ``kind`` is the game's observation."""
    replay = Replay(record.game, dict(record.options), record.actions)
    for index, step in enumerate(replay.steps):
        if step.seat not in seats or not isinstance(step.action, Play):
            continue
        state = replay.state_after(index)
        view = _view(state.observation(step.seat), kind)
        if len(view.hand) > most_cards:
            continue
        hands = tuple(_view(state.observation(seat), kind).hand for seat in range(state.num_seats))
        trick = len(view.tricks) + 1
        yield LatePlay(view.deal_number, step.seat, trick, step.action.card, view, hands)


def _view(observation: Observation, kind: type[ViewT]) -> ViewT:
    assert isinstance(observation, kind)
    return observation
