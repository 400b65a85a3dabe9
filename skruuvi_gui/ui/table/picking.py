"""Picking cards from the own hand: which may be picked, which are picked, and the keyboard
focus. Plain state, so the rules of clicking, Space and Enter live in one place."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from skruuvi_gui.cards import Card


@dataclass(frozen=True, slots=True)
class CardChoice:
    """The viewer may now pick ``count`` of ``cards`` from their hand as one action."""

    cards: frozenset[Card]
    count: int


class Picker:
    """The current choice and what has been picked towards it."""

    def __init__(self) -> None:
        self.choice: CardChoice | None = None
        self.chosen: list[Card] = []
        self.focus: Card | None = None
        self.keyboard = False

    def offer(self, choice: CardChoice | None) -> None:
        """A new choice (or none); picks towards a different choice are dropped."""
        if choice != self.choice or choice is None:
            self.chosen = []
        self.choice = choice

    def clear(self) -> None:
        self.chosen = []

    def toggle(self, card: Card) -> bool:
        """Pick or unpick ``card``; picking past the count drops the oldest pick. Returns
        whether anything changed (an illegal card changes nothing)."""
        choice = self.choice
        if choice is None or card not in choice.cards:
            return False
        if card in self.chosen:
            self.chosen.remove(card)
        elif choice.count == 1:
            self.chosen = [card]
        else:
            if len(self.chosen) >= choice.count:
                self.chosen.pop(0)
            self.chosen.append(card)
        return True

    def move_focus(self, order: Sequence[Card], step: int) -> None:
        """Left (-1) or Right (+1) along the hand as drawn, stopping at its ends."""
        if not order:
            return
        self.keyboard = True
        if self.focus not in order:
            self.focus = order[0 if step > 0 else -1]
            return
        index = order.index(self.focus)
        self.focus = order[max(0, min(len(order) - 1, index + step))]

    def complete(self) -> tuple[Card, ...] | None:
        """The picked cards once they make a whole choice."""
        choice = self.choice
        if choice is None or len(self.chosen) != choice.count:
            return None
        return tuple(self.chosen)

    def on_enter(self) -> tuple[Card, ...] | None:
        """What Enter sends: the focused card when one card is wanted, else the picks."""
        choice = self.choice
        if choice is None:
            return None
        if choice.count == 1 and self.keyboard and self.focus in choice.cards:
            return (self.focus,) if self.focus is not None else None
        return self.complete()

    def allows(self, cards: Sequence[Card]) -> bool:
        """``cards`` make one whole, legal choice."""
        choice = self.choice
        return (
            choice is not None
            and len(cards) == choice.count
            and len(set(cards)) == len(cards)
            and all(card in choice.cards for card in cards)
        )
