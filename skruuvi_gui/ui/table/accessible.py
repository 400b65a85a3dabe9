"""Cards and seat plates as objects of their own for assistive technology.

Cards and plates are graphics items, which Qt's accessibility does not reach by itself. An
interface factory (``QAccessible.installFactory``) gives the table view an interface whose
children are, after its widgets, the cards of the viewer's hand, the cards face up on the
table and the seat plates; each of those has an interface of its own with a name ("queen of
hearts, playable"), a role, states and a place on screen. Nothing here runs until assistive
technology asks, so a table nobody reads pays nothing for it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QObject, QRect
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface, QAccessibleObject
from PySide6.QtWidgets import QAccessibleWidget, QGraphicsItem, QGraphicsView, QWidget

from skruuvi_gui.ui.table.card_item import CardItem
from skruuvi_gui.ui.table.seat_plate import SeatPlate
from skruuvi_gui.ui.table.spoken import card_name

translate = QCoreApplication.translate


class SpokenTable(QGraphicsView):
    """A view whose scene's cards and plates assistive technology reaches, in the reading
    order the table that owns the view gives."""

    _spoken: Callable[[], Sequence[QObject]] | None = None

    def set_spoken_items(self, provider: Callable[[], Sequence[QObject]]) -> None:
        self._spoken = provider

    def spoken_items(self) -> Sequence[QObject]:
        return self._spoken() if self._spoken is not None else ()


def card_spoken_name(item: CardItem) -> str:
    """What a card is called: its name, and whether it may be played or picked now."""
    card = item.card
    if card is None or not item.face_up:
        return translate("SpokenTable", "face-down card")
    if item.own and item.interactive and item.playable:
        return translate("SpokenTable", "{card}, playable").format(card=card_name(card))
    return card_name(card)


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


class _ItemInterface(QAccessibleObject):
    """What every card and plate shares: a leaf of the view, placed where it is drawn."""

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
        return QAccessible.queryAccessibleInterface(view) if view is not None else None

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
        if view is None:
            return QRect()
        shown = view.mapFromScene(self._item.sceneBoundingRect()).boundingRect()
        top_left = view.viewport().mapToGlobal(shown.topLeft())
        return QRect(top_left, shown.size())

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
