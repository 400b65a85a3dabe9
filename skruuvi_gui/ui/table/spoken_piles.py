"""Piles of cards, and the board, as objects of their own for assistive technology.

A pile gathers the card items the table lays together (the crib, a seat's won tricks, the
trick in play, another player's hand); the table says which card groups lie on which pile
and what each pile is called. The pile's face-up cards are its children in the
accessibility tree. Members are gathered when a screen reader first asks after the cards
moved; the words are made only when read.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QObject, QRectF
from PySide6.QtWidgets import QGraphicsItem

from skruuvi_gui.ui.table.card_item import CardItem


@dataclass(frozen=True, slots=True)
class PileWords:
    """What a pile is called ("Crib, Maija's, 4 cards") and what more there is to say: what
    lies there now, or what the pile is for."""

    name: str
    description: str


class SpokenPile(QObject):
    """One pile on the table: its items, and how to say what it is."""

    def __init__(
        self, key: Hashable, words: Callable[[SpokenPile], PileWords], parent: QObject
    ) -> None:
        super().__init__(parent)
        self.key = key
        self._words = words
        self._items: list[QGraphicsItem] = []

    def set_items(self, items: Sequence[QGraphicsItem]) -> None:
        """The pile's items now, bottom first; none when it has left the table."""
        self._items = list(items)

    def items(self) -> Sequence[QGraphicsItem]:
        """Everything drawn as the pile, face down or up, bottom first."""
        return self._items

    def count(self) -> int:
        """How many cards lie on the pile, face down or up."""
        return sum(1 for item in self._items if isinstance(item, CardItem))

    def cards(self) -> list[CardItem]:
        """The cards on the pile a screen reader can name: those face up, bottom first."""
        return [
            item
            for item in self._items
            if isinstance(item, CardItem) and item.face_up and item.scene() is not None
        ]

    def shown(self) -> bool:
        return any(item.isVisible() and item.opacity() > 0.0 for item in self._items)

    def area(self) -> QRectF:
        """Where the pile lies in the scene: around all its items."""
        area = QRectF()
        for item in self._items:
            if item.scene() is not None:
                area = area.united(item.sceneBoundingRect())
        return area

    def words(self) -> PileWords:
        return self._words(self)
