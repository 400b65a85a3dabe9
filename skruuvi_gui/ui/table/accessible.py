"""Cards, piles and seat plates as objects of their own for assistive technology.

Cards and plates are graphics items, which Qt's accessibility does not reach by itself. An
interface factory (``QAccessible.installFactory``) gives the table view an interface whose
children are, after its widgets, the cards of the viewer's hand, the piles on the table (the
crib, the trick, each seat's won tricks, the board), any card face up outside a pile, and the
seat plates; a pile's face-up cards are its own children. Each has an interface with a name
("queen of hearts, playable"; "Crib, Maija's, 4 cards"), a role, states and a place on
screen. Nothing here runs until assistive technology asks, so a table nobody reads pays
nothing for it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, QRect, QRectF
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface, QAccessibleObject
from PySide6.QtWidgets import QAccessibleWidget, QGraphicsItem, QGraphicsView, QWidget

from skruuvi_gui.ui.table.card_badges import badge_on
from skruuvi_gui.ui.table.card_item import CardItem
from skruuvi_gui.ui.table.seat_plate import SeatPlate
from skruuvi_gui.ui.table.spoken import card_name
from skruuvi_gui.ui.table.spoken_piles import SpokenPile

translate = QCoreApplication.translate


class SpokenSource(Protocol):
    """The table that knows what lies on the view, in reading order."""

    def spoken_items(self) -> Sequence[QObject]:
        """The view's children after its widgets: hand, piles, loose cards, plates."""
        ...

    def spoken_pile(self, item: CardItem) -> SpokenPile | None:
        """The pile ``item`` lies on, if it is one of that pile's children."""
        ...


class SpokenTable(QGraphicsView):
    """A view whose scene's cards, piles and plates assistive technology reaches, in the
    reading order the table that owns the view gives."""

    _spoken: SpokenSource | None = None

    def set_spoken_source(self, source: SpokenSource) -> None:
        self._spoken = source

    def spoken_items(self) -> Sequence[QObject]:
        return self._spoken.spoken_items() if self._spoken is not None else ()

    def spoken_pile(self, item: CardItem) -> SpokenPile | None:
        return self._spoken.spoken_pile(item) if self._spoken is not None else None


def card_spoken_name(item: CardItem) -> str:
    """What a card is called: its name, whether it may be played or picked now, and what
    a badge on it marks (received, or chosen to give)."""
    card = item.card
    if card is None or not item.face_up:
        return translate("SpokenTable", "face-down card")
    name = card_name(card)
    if item.own and item.interactive and item.playable:
        name = translate("SpokenTable", "{card}, playable").format(card=name)
    badge = badge_on(item)
    if badge is None:
        return name
    return (
        translate("SpokenTable", "{card}: {mark}")
        .replace("{card}", name)
        .replace("{mark}", badge.meaning())
    )


class _ViewInterface(QAccessibleWidget):
    """The table view: its widgets (prompt line, result panel), then cards and plates."""

    def __init__(self, view: SpokenTable) -> None:
        super().__init__(view, QAccessible.Role.Client)
        self._view = view

    def _items(self) -> Sequence[QObject]:
        return self._view.spoken_items()

    def childCount(self) -> int:  # noqa: N802 - Qt override
        return super().childCount() + len(self._items())

    # The stubs type these returns as never None; Qt's null pointer is None (no such child).
    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        widgets = super().childCount()
        if index < widgets:
            return super().child(index)
        items = self._items()
        if index - widgets < len(items):
            return QAccessible.queryAccessibleInterface(items[index - widgets])
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802 - Qt override
        target = child.object()
        items = list(self._items())
        if target in items:
            return super().childCount() + items.index(target)
        return super().indexOfChild(child)

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]  # noqa: N802
        if self._view.hasFocus():
            for item in self._items():
                if isinstance(item, CardItem) and item.focused:
                    return QAccessible.queryAccessibleInterface(item)
        return super().focusChild()


def _on_screen(view: QGraphicsView, area: QRectF) -> QRect:
    """Where ``area`` of the scene is on the screen."""
    shown = view.mapFromScene(area).boundingRect()
    return QRect(view.viewport().mapToGlobal(shown.topLeft()), shown.size())


class _PileInterface(QAccessibleObject):
    """A pile: a group named for what it is, whose children are its face-up cards."""

    def __init__(self, pile: SpokenPile) -> None:
        super().__init__(pile)
        self._pile = pile

    def _view(self) -> SpokenTable | None:
        view = self._pile.parent()
        return view if isinstance(view, SpokenTable) else None

    def isValid(self) -> bool:  # noqa: N802 - Qt override
        return self._view() is not None and bool(self._pile.items())

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        view = self._view()
        return QAccessible.queryAccessibleInterface(view) if view is not None else None

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.Grouping

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name:
            return self._pile.words().name
        if kind == QAccessible.Text.Description:
            return self._pile.words().description
        return ""

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        state.invisible = not self._pile.shown()
        state.readOnly = True
        return state

    def rect(self) -> QRect:
        view = self._view()
        return _on_screen(view, self._pile.area()) if view is not None else QRect()

    def childCount(self) -> int:  # noqa: N802 - Qt override
        return len(self._pile.cards())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        cards = self._pile.cards()
        return QAccessible.queryAccessibleInterface(cards[index]) if index < len(cards) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802 - Qt override
        target = child.object()
        cards: list[QObject] = list(self._pile.cards())
        return cards.index(target) if target in cards else -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # noqa: N802
        return None


class _ItemInterface(QAccessibleObject):
    """What every card and plate shares: a leaf of the view (or of a card's pile), placed
    where it is drawn."""

    def __init__(self, item: CardItem | SeatPlate) -> None:
        super().__init__(item)
        self._item = item

    def _view(self) -> QGraphicsView | None:
        scene = self._item.scene()
        views = scene.views() if scene is not None else []
        return views[0] if views else None

    def isValid(self) -> bool:  # noqa: N802 - Qt override
        return self._item.scene() is not None and self._view() is not None

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        view = self._view()
        if view is None:
            return None
        item = self._item
        pile = (
            view.spoken_pile(item)
            if isinstance(view, SpokenTable) and isinstance(item, CardItem)
            else None
        )
        return QAccessible.queryAccessibleInterface(pile if pile is not None else view)

    def childCount(self) -> int:  # noqa: N802 - Qt override
        return 0

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802 - Qt override
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # noqa: N802
        return None

    def rect(self) -> QRect:
        view = self._view()
        return _on_screen(view, self._item.sceneBoundingRect()) if view is not None else QRect()

    def _base_state(self) -> QAccessible.State:
        state = QAccessible.State()
        item: QGraphicsItem = self._item
        state.invisible = not item.isVisible() or item.opacity() <= 0.0
        return state


class _CardInterface(_ItemInterface):
    """A card: in the viewer's hand a list item that may be picked, on the table a picture."""

    def __init__(self, item: CardItem) -> None:
        super().__init__(item)
        self._card = item

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.ListItem if self._card.own else QAccessible.Role.Graphic

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name:
            return card_spoken_name(self._card)
        if kind == QAccessible.Text.Description:
            return (
                translate("SpokenTable", "In your hand")
                if self._card.own
                else translate("SpokenTable", "On the table")
            )
        return ""

    def state(self) -> QAccessible.State:
        state = self._base_state()
        card = self._card
        if card.own:
            state.focusable = True
            state.selectable = True
            state.selected = card.chosen
            state.focused = card.focused and bool(
                (view := self._view()) is not None and view.hasFocus()
            )
            state.disabled = card.interactive and not card.playable
        return state


class _PlateInterface(_ItemInterface):
    """A seat plate: who sits there and what is written beside the name."""

    def __init__(self, item: SeatPlate) -> None:
        super().__init__(item)
        self._plate = item

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.StaticText

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name:
            return self._plate.text()
        if kind == QAccessible.Text.Description and (
            self._plate.is_active() or self._plate.is_thinking()
        ):
            return translate("SpokenTable", "To act")
        return ""

    def state(self) -> QAccessible.State:
        state = self._base_state()
        state.readOnly = True
        return state


def _factory(key: str, target: QObject) -> QAccessibleInterface | None:
    if isinstance(target, CardItem):
        return _CardInterface(target)
    if isinstance(target, SeatPlate):
        return _PlateInterface(target)
    if isinstance(target, SpokenPile):
        return _PileInterface(target)
    if isinstance(target, SpokenTable):
        return _ViewInterface(target)
    return None


_installed = False


def install() -> None:
    """Teach Qt's accessibility the table's interfaces, once per process."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True


def say_focus(item: CardItem, owner: QWidget) -> None:
    """Tell assistive technology that the keyboard reached ``item`` (while ``owner``, the
    view, has the focus)."""
    if QAccessible.isActive() and owner.hasFocus():
        QAccessible.updateAccessibility(QAccessibleEvent(item, QAccessible.Event.Focus))


def say_reordered(view: QWidget) -> None:
    """Tell assistive technology that the cards under ``view`` moved between piles."""
    if QAccessible.isActive():
        QAccessible.updateAccessibility(QAccessibleEvent(view, QAccessible.Event.ObjectReorder))
