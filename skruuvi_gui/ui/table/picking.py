"""Picking cards from the own hand: which may be picked, which are picked, and the keyboard
focus. Plain state, so the rules of clicking, Space, Enter and dropping live in one place.

When the cards of one action go to different receivers (a Skruuvi partner's one card to each
other player), the place of a card in the action says who gets it. A card dropped on a
receiver is put in that receiver's place; cards picked otherwise fill the places left, in the
order they were picked."""

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
        # Cards put in a place of the action by a drop on its receiver.
        self.places: dict[Card, int] = {}
        self.focus: Card | None = None
        self.keyboard = False

    def offer(self, choice: CardChoice | None) -> None:
        """A new choice (or none); picks towards a different choice are dropped."""
        if choice != self.choice or choice is None:
            self.clear()
        self.choice = choice

    def clear(self) -> None:
        self.chosen = []
        self.places = {}

    def toggle(self, card: Card) -> bool:
        """Pick or unpick ``card``; picking past the count drops the oldest pick. Returns
        whether anything changed (an illegal card changes nothing)."""
        choice = self.choice
        if choice is None or card not in choice.cards:
            return False
        if card in self.chosen:
            self._unpick(card)
        elif choice.count == 1:
            self.chosen = [card]
        else:
            if len(self.chosen) >= choice.count:
                self._unpick(self.chosen[0])
            self.chosen.append(card)
        return True

    def put(self, card: Card, place: int | None) -> bool:
        """Pick ``card`` for ``place`` of the action (``None``: whichever place is left); a
        card put in that place before goes back to the hand. Whether ``card`` may be picked."""
        choice = self.choice
        if choice is None or card not in choice.cards:
            return False
        self.places.pop(card, None)
        if place is not None:
            taken = next((c for c, p in self.places.items() if p == place), None)
            if taken is not None:
                self._unpick(taken)
            self.places[card] = place
        if card not in self.chosen:
            if len(self.chosen) >= choice.count:
                loose = [c for c in self.chosen if c not in self.places]
                self._unpick(loose[0] if loose else self.chosen[0])
            self.chosen.append(card)
        return True

    def order(self) -> tuple[Card | None, ...]:
        """The picked cards in the action's order, ``None`` where a place is still open:
        cards put in a place stand there, the others fill the open places as picked."""
        choice = self.choice
        if choice is None:
            return ()
        slots: list[Card | None] = [None] * choice.count
        for card, place in self.places.items():
            if card in self.chosen:
                slots[place] = card
        loose = iter(c for c in self.chosen if c not in self.places)
        return tuple(slot if slot is not None else next(loose, None) for slot in slots)

    def _unpick(self, card: Card) -> None:
        self.chosen.remove(card)
        self.places.pop(card, None)

    def move_focus(self, order: Sequence[Card], step: int) -> None:
        """Left (-1) or Right (+1) along the hand as drawn, from one end round to the other;
        the first step lands on the first card that may be picked from that side."""
        if not order:
            return
        self.keyboard = True
        if self.focus not in order:
            ends = order if step > 0 else list(reversed(order))
            pickable = self.choice.cards if self.choice is not None else frozenset()
            self.focus = next((card for card in ends if card in pickable), ends[0])
            return
        self.focus = order[(order.index(self.focus) + step) % len(order)]

    def pick_focus(self) -> bool:
        """Enter on a card while picking several: the focused card joins the picks while
        they are short of a whole choice; whether it did."""
        choice = self.choice
        focus = self.focus
        if choice is None or choice.count == 1 or not self.keyboard or focus is None:
            return False
        if focus not in choice.cards or focus in self.chosen or len(self.chosen) >= choice.count:
            return False
        self.chosen.append(focus)
        return True

    def complete(self) -> tuple[Card, ...] | None:
        """The picked cards once they make a whole choice."""
        choice = self.choice
        if choice is None or len(self.chosen) != choice.count:
            return None
        return tuple(card for card in self.order() if card is not None)

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
