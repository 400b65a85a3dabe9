"""Why a bot chose its move, as facts the table words in the player's language.

A ``Reason`` is what the bot weighed when it chose: the book's row that fitted and the cards
that made it fit, the advice of the book that applied, or the points its forecast or play-outs
expected of the move and of the next best one. It holds no sentences (the bots speak no
language); ``kind`` names the argument and the other fields are its figures, each kind using
the few it needs. ``advise`` asks a bot for its move with the reason, the same move its
``choose`` makes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from skruuvi_gui.bots.base import Bot
from skruuvi_gui.cards import Card, Suit
from skruuvi_gui.rules.api import Action, Observation


@dataclass(frozen=True, slots=True)
class Reason:
    """One argument for a move. ``kind`` says which; ``name`` a further code it needs (a
    book row, a contract kind), ``cards`` and ``suits`` what it speaks of, ``figure`` a
    measure of the hand (its points, its misère danger), ``value`` what the move is expected
    to score (or a chance), ``other`` the next best move and ``other_value`` its score,
    ``count`` a whole number it needs."""

    kind: str
    name: str = ""
    cards: tuple[Card, ...] = ()
    suits: tuple[Suit, ...] = ()
    figure: float | None = None
    value: float | None = None
    other: Action | None = None
    other_value: float | None = None
    count: int | None = None


@dataclass(frozen=True, slots=True)
class Advice:
    """A move and why (``None``: the bot keeps no reason for it)."""

    action: Action
    reason: Reason | None = None


def only_move(legal: Sequence[Action]) -> Advice | None:
    """The one legal move when there is no choice to weigh (``None`` when there is); no legal
    move at all is a caller's error."""
    if not legal:
        raise ValueError("no legal action to choose from")
    return Advice(legal[0], ONLY_MOVE) if len(legal) == 1 else None


@runtime_checkable
class Explaining(Protocol):
    """A bot that can say why it chooses what it chooses."""

    def explain(self, observation: Observation) -> Advice: ...


#: The only legal move needs no other reason.
ONLY_MOVE = Reason("only_move")


def advise(bot: Bot, observation: Observation) -> Advice:
    """``bot``'s move on ``observation``, with its reason where the bot keeps one."""
    if isinstance(bot, Explaining):
        return bot.explain(observation)
    return Advice(bot.choose(observation))
