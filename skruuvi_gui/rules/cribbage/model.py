"""Cribbage values shared by the engine, the bots and the table: options, actions, the view.

Action text forms (stable; they are what records store):

==================  ==============================================================
``FIRST:2``         chance: seat 2 won the cut and deals the first game
``DEAL:<52 cards>`` chance: the shuffled pack, ``DEAL:AS,7C,...``; dealt as in spec §2
``D:2D,6D``         discard these cards to the crib
``P:8S``            play a card in the play; ``P:8S=3`` claims 3 (muggins ``"all"``)
``GO``              say go
``CLAIM:4``         claim this many points for the hand being counted (muggins)
``MUGGINS``         take the points the claimant missed
``PASS``            let the missed points go
==================  ==============================================================
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from skruuvi_gui.cards import Card, parse_cards
from skruuvi_gui.rules import state
from skruuvi_gui.rules.api import (
    HeadAction,
    Observation,
    OptionSpec,
    Seat,
    WordAction,
    read_action,
)
from skruuvi_gui.rules.chance import Deal as Deal
from skruuvi_gui.rules.chance import FirstDealer as FirstDealer
from skruuvi_gui.rules.options import option_values

GAME_ID = "cribbage"

#: Place numbers for ``CardsPassed`` that are not seats.
CRIB: Seat = -2
STOCK: Seat = -3

# Phases (stable identifiers the table translates).
CUT = "cut"
DISCARD = "discard"
PLAY = "play"
SHOW = "show"
GAME_OVER = state.GAME_OVER

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("num_players", 2, (2, 3, 4)),
    OptionSpec("target_score", 121, (121, 61)),
    OptionSpec("misere", False, (False, True)),
    OptionSpec("muggins", "off", ("off", "show", "all")),
    OptionSpec("crib_four_card_flush", True, (False, True)),
    OptionSpec("skunks", False, (False, True)),
    OptionSpec("games_to_win", 1, (1, 2, 3, 4)),
)


@dataclass(frozen=True, slots=True)
class CribbageOptions:
    num_players: int = 2
    target_score: int = 121
    misere: bool = False
    muggins: str = "off"
    crib_four_card_flush: bool = True
    skunks: bool = False
    games_to_win: int = 1

    @classmethod
    def from_mapping(cls, options: Mapping[str, Any]) -> CribbageOptions:
        return cls(**option_values(options, OPTIONS, GAME_ID))

    @property
    def effective_muggins(self) -> str:
        """Muggins is always off in misère cribbage (spec §6)."""
        return "off" if self.misere else self.muggins

    @property
    def num_sides(self) -> int:
        return 2 if self.num_players == 4 else self.num_players

    def side_of(self, seat: Seat) -> int:
        """The score a seat's points go to: its own, or its team's (seats 0+2 are side 0)."""
        return seat % 2 if self.num_players == 4 else seat

    @property
    def discard_count(self) -> int:
        return 2 if self.num_players == 2 else 1


# --- actions ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Discard:
    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return "D:" + ",".join(str(c) for c in self.cards)


@dataclass(frozen=True, slots=True)
class Play:
    card: Card
    claim: int | None = None

    def __str__(self) -> str:
        return f"P:{self.card}" + ("" if self.claim is None else f"={self.claim}")


@dataclass(frozen=True, slots=True)
class Go(WordAction):
    WORD = "GO"


@dataclass(frozen=True, slots=True)
class CallMuggins(WordAction):
    WORD = "MUGGINS"


@dataclass(frozen=True, slots=True)
class PassMuggins(WordAction):
    WORD = "PASS"


@dataclass(frozen=True, slots=True)
class Claim(HeadAction):
    """The points a player claims for a hand or crib in the show."""

    HEAD = "CLAIM"

    points: int


CribbageAction = FirstDealer | Deal | Discard | Play | Go | Claim | CallMuggins | PassMuggins


def _play(text: str) -> Play:
    card, _, claim = text.partition("=")
    return Play(Card.parse(card), int(claim) if claim else None)


_HEADS: dict[str, Callable[[str], CribbageAction]] = {
    "FIRST": lambda rest: FirstDealer(int(rest)),
    "DEAL": lambda rest: Deal(parse_cards(rest)),
    "D": lambda rest: Discard(parse_cards(rest)),
    "P": _play,
    "CLAIM": lambda rest: Claim(int(rest)),
}
_WORDS: dict[str, Callable[[], CribbageAction]] = {
    word.WORD: word for word in (Go, CallMuggins, PassMuggins)
}


def parse_action(text: str) -> CribbageAction:
    """The inverse of ``str(action)``; ``ValueError`` for text that is no cribbage action."""
    return read_action(text, "cribbage", _HEADS, _WORDS)


# --- the view ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CribbageObservation(Observation):
    """What one seat (or, with ``seat is None``, anybody) may know.

    ``hand`` is the seat's cards still in hand; ``kept`` its four cards for the show (known
    after the discard); ``shown`` the hands already counted in the show, face up, by seat
    (the crib under ``CRIB``). ``pending_claim`` is ``(seat, points claimed)`` while muggins
    may be called on a claim.
    """

    options: CribbageOptions
    dealer: Seat
    first_dealer: Seat
    deal_number: int
    hand: tuple[Card, ...]
    kept: tuple[Card, ...]
    discarded: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    crib_size: int
    starter: Card | None
    count: int
    series: tuple[tuple[Seat, Card], ...]
    played: tuple[tuple[Seat, Card], ...]
    said_go: tuple[Seat, ...]
    scores: tuple[int, ...]
    previous_scores: tuple[int, ...]
    games_won: tuple[int, ...]
    shown: Mapping[Seat, tuple[Card, ...]]
    pending_claim: tuple[Seat, int] | None

    def visible_cards(self) -> frozenset[Card]:
        cards: set[Card] = set(self.hand) | set(self.kept) | set(self.discarded)
        cards.update(card for _, card in self.played)
        for shown in self.shown.values():
            cards.update(shown)
        if self.starter is not None:
            cards.add(self.starter)
        return frozenset(cards)
