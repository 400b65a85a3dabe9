"""The one game interface shared by every game, the bots, matches and the table.

A game is a state machine. ``to_move()`` names the seats that must decide now (several at
once for simultaneous decisions, ``(CHANCE,)`` while cards are dealt, ``()`` once finished);
``apply`` checks an action, changes the state and returns typed events. Dealing is explicit
chance: ``sample_chance(rng)`` draws an outcome from a random source owned by the caller
(``match/``), and that outcome is applied and logged like any other action, so a log of
actions replays a game exactly.

Events are public: no event carries a card that some seat may not see. What a seat privately
knows is read from ``observation(seat)``. The rules never hold user-visible text: events carry
stable reason identifiers that the table translates.

``apply`` is the checked path. Search bots may use a game's documented ``apply_unchecked``
where it has one.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, fields
from enum import Enum
from typing import Any, ClassVar, Protocol, Self, TypeVar, runtime_checkable

from skruuvi_gui.cards import Card

Seat = int

#: The pseudo-seat that acts while chance (a shuffle, a cut) decides.
CHANCE: Seat = -1


class IllegalActionError(ValueError):
    """An action that the rules do not allow now; the state is unchanged."""


@runtime_checkable
class Action(Protocol):
    """A frozen value with a stable text form: ``str(action)`` parses back with the game's
    ``parse_action``."""

    def __str__(self) -> str: ...


@dataclass(frozen=True, slots=True)
class WordAction:
    """An action said in one word and nothing more ("GO", "PASS"): its text is its class's
    ``WORD``, which ``read_action`` reads back from the game's table of words."""

    WORD: ClassVar[str] = ""

    def __str__(self) -> str:
        return self.WORD


@dataclass(frozen=True, slots=True)
class HeadAction:
    """An action of one value ("BID:6H", "KEEP:7H"): its text is its class's ``HEAD``, a
    colon and the value's text (an enum's by its value), which ``read_action`` reads back by
    the head."""

    HEAD: ClassVar[str] = ""

    def __str__(self) -> str:
        value = getattr(self, fields(self)[0].name)
        return f"{self.HEAD}:{value.value if isinstance(value, Enum) else value}"


# --- events -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened; subclasses say what."""


@dataclass(frozen=True, slots=True)
class PhaseChanged(Event):
    phase: str


@dataclass(frozen=True, slots=True)
class Dealt(Event):
    """A new deal was dealt by ``dealer``; ``deal_number`` counts from 1 within the game."""

    dealer: Seat
    deal_number: int


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    seat: Seat
    card: Card


@dataclass(frozen=True, slots=True)
class CardsPassed(Event):
    """``count`` cards went face down from one place to another (e.g. a hand to the crib).

    Negative seats name places that are no seat: see each game's constants."""

    from_seat: Seat
    to_seat: Seat
    count: int


@dataclass(frozen=True, slots=True)
class CardsShown(Event):
    """Cards turned face up for everybody: a starter, a hand counted in the show."""

    seat: Seat
    cards: tuple[Card, ...]
    what: str


@dataclass(frozen=True, slots=True)
class TrickWon(Event):
    seat: Seat
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class ContractSet(Event):
    seats: tuple[Seat, ...]
    contract: str


@dataclass(frozen=True, slots=True)
class Scored(Event):
    """One scoring item, in rule order.

    ``seat`` earned it, ``side`` is the score it goes to (a seat, or a team index where
    the game has teams), ``reason`` is a stable identifier such as ``"fifteen"`` or
    ``"run"``, ``cards`` are the cards that make the item, ``total`` is the side's score
    after it.
    """

    seat: Seat
    side: int
    points: int
    reason: str
    cards: tuple[Card, ...] = ()
    total: int = 0


@dataclass(frozen=True, slots=True)
class Said(Event):
    """A seat announced something that is no card: ``"go"``, ``"pass"``, a bid."""

    seat: Seat
    what: str


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    outcome: Outcome


# --- results and views -----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a finished game ended.

    ``scores`` per side (see the game's ``side_of``), ``winners`` the seats that won (several
    for partnerships or shared wins), ``details`` game-specific figures such as games won in a
    match or skunks.
    """

    scores: tuple[int, ...]
    winners: tuple[Seat, ...]
    details: Mapping[str, int] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Observation:
    """What one seat may know at this moment (``seat is None``: what anybody may know).

    Games subclass this with their own fields. ``legal`` holds the seat's legal actions so a
    bot needs nothing but the observation.
    """

    seat: Seat | None
    to_move: tuple[Seat, ...]
    phase: str
    legal: tuple[Action, ...]

    def visible_cards(self) -> frozenset[Card]:
        """Every card this view shows face up or in the seat's own hand (for leak tests)."""
        return frozenset()


# --- games ------------------------------------------------------------------------------


class State(Protocol):
    """A game in progress. See the module docstring for the contract."""

    @property
    def num_seats(self) -> int: ...

    def to_move(self) -> tuple[Seat, ...]: ...

    def legal_actions(self, seat: Seat) -> tuple[Action, ...]: ...

    def apply(self, seat: Seat, action: Action) -> tuple[Event, ...]: ...

    def sample_chance(self, rng: random.Random) -> Action: ...

    def observation(self, seat: Seat) -> Observation: ...

    def public_observation(self) -> Observation: ...

    def outcome(self) -> Outcome | None: ...

    def clone(self) -> Self: ...

    def hidden_cards(self, seat: Seat) -> frozenset[Card]:
        """Cards that exist in the game but ``seat`` may not see now (for leak tests)."""
        ...


def seat_after_chance(state: State, rng: random.Random) -> Seat:
    """Carry out with ``rng`` every chance move ``state`` waits for (dealing, drawing); the
    seat to move then. For driving a game in simulations; a match keeps its own seeds."""
    while (movers := state.to_move()) == (CHANCE,):
        state.apply(CHANCE, state.sample_chance(rng))
    return movers[0]


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """One rule option for the new-game dialog; the table translates ``key`` into a label.
    ``only_with``: the other option's key and value without which this one changes nothing
    (the dialog then leaves it unset and greyed)."""

    key: str
    default: Any
    choices: tuple[Any, ...]
    only_with: tuple[str, Any] | None = None
    # Values the rules take beyond the dialog's ``choices`` (a record's target of 120).
    also: Callable[[Any], bool] | None = None

    def allows(self, value: object) -> bool:
        """``value`` is one of the choices (of its type too), or one the rules also take."""
        return is_choice(value, self.choices) or (self.also is not None and self.also(value))


@dataclass(frozen=True, slots=True)
class GameSpec:
    """A registered game: stable id, seat counts, options and how to start one."""

    id: str
    options: tuple[OptionSpec, ...]
    new_state: Callable[[Mapping[str, Any]], State]
    parse_action: Callable[[str], Action]
    num_seats: Callable[[Mapping[str, Any]], int]

    def default_options(self) -> dict[str, Any]:
        return {o.key: o.default for o in self.options}

    def check_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """Defaults filled in; an unknown key or value raises ``ValueError`` with the reason."""
        merged = self.default_options()
        known = {o.key: o for o in self.options}
        for key, value in options.items():
            spec = known.get(key)
            if spec is None:
                raise ValueError(f"unknown option {key!r} for {self.id}")
            if not spec.allows(value):
                raise ValueError(f"option {key!r} cannot be {value!r}")
            merged[key] = value
        return merged


def is_choice(value: object, choices: Sequence[object]) -> bool:
    """``value`` is one of ``choices`` and of its type too: ``2.0`` or ``True`` is not ``2``
    (equal in Python, but not what a rule option may hold)."""
    return any(type(value) is type(choice) and value == choice for choice in choices)


ActionT = TypeVar("ActionT")


def read_action(
    text: str,
    game: str,
    heads: Mapping[str, Callable[[str], ActionT]],
    words: Mapping[str, Callable[[], ActionT]],
) -> ActionT:
    """The action whose text (``str(action)``) is ``text``: ``HEAD:rest``, read by
    ``heads[HEAD]`` from ``rest``, or a word alone; ``ValueError`` names ``game`` otherwise."""
    head, _, rest = text.strip().partition(":")
    if rest and head in heads:
        try:
            return heads[head](rest)
        except ValueError:
            pass
    if not rest and head in words:
        return words[head]()
    raise ValueError(f"not a {game} action: {text!r}")


def require(condition: bool, reason: str) -> None:
    """Raise ``IllegalActionError(reason)`` unless ``condition``."""
    if not condition:
        raise IllegalActionError(reason)
