"""What lies on the felt and the view that shows it: where a card is to be (``Place``),
where an own card may be dropped (``DropTarget``), the base durations of motion, and the
felt itself (``FeltView``).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QPixmap, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from skruuvi_gui.cards import Card
from skruuvi_gui.ui.table import accessible
from skruuvi_gui.ui.table.card_item import CardItem
from skruuvi_gui.ui.table.felt import felt_pixmap

#: Base durations in milliseconds at normal speed (UI.md "Motion").
MOVE_MS = 220


DEAL_MS = 60


FLIP_MS = 180


FADE_MS = 160


#: How much bigger the larger-cards setting draws every card.
LARGE_CARD_SCALE = 1.2


# The group of a deal's cards gathered up: the next deal's pack is made of them (a plain
# comment: lupdate would give a "#:" one to the next translated string).
GATHERED: Hashable = "gathered"


@dataclass(frozen=True, slots=True)
class Place:
    """Where one card should be now.

    ``key`` identifies the item across redraws: the card itself when it is known, a tuple such
    as ``("hand", seat, i)`` for a face-down one. When the key is new, a spare item of group
    ``source`` is reused (a face-down card turning into the card it was), else a new item
    appears at ``spawn`` (or at ``pos``). ``own`` marks the viewer's hand.
    """

    key: Hashable
    card: Card | None
    face_up: bool
    pos: QPointF
    height: float
    rotation: float = 0.0
    z: float = 0.0
    group: Hashable = None
    source: Hashable = None
    spawn: QPointF | None = None
    own: bool = False


@dataclass(frozen=True, slots=True)
class DropTarget:
    """A pile an own card may be dragged to now: a drop inside ``area`` picks the card, and
    while the action wants more cards it waits at ``rest`` (``None``: back in the hand,
    lifted as picked), the cards waiting there ``spread`` card widths apart. A pile that is
    one receiver among several takes the card for its ``place`` in the action (``None``:
    whichever place is left)."""

    area: QRectF
    rest: QPointF | None = None
    place: int | None = None
    spread: float = 0.3


class FeltView(accessible.SpokenTable):
    """The felt and the scene at 1:1 scale; the scene is re-laid out on every resize."""

    felt_clicked = Signal()
    resized = Signal()

    def __init__(
        self, scene: QGraphicsScene, parent: QWidget, on_key: Callable[[QKeyEvent], bool]
    ) -> None:
        super().__init__(scene, parent)
        self._on_key = on_key
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        # Nothing smoothed for the whole view: the felt and the cards' cached pictures are
        # then plain copies; a card smooths its tilt into its own picture (CardItem.fit_cache).
        self.setRenderHints(QPainter.RenderHint.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.BoundingRectViewportUpdate)
        # The felt is drawn once into the view's cache, not by Python on every frame.
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(QSize(320, 240))
        self._felt = "green"
        self._background: QPixmap | None = None

    def set_felt(self, name: str) -> None:
        self._felt = name
        self._background = None
        self.resetCachedContent()
        self.viewport().update()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        size = self.viewport().size()
        self.setSceneRect(QRectF(0, 0, size.width(), size.height()))
        self._background = None
        self.resetCachedContent()
        self.resized.emit()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802 - Qt override
        size = self.viewport().size()
        dpr = self.devicePixelRatioF()
        background = self._background
        if background is None or background.deviceIndependentSize().toSize() != size:
            background = felt_pixmap(self._felt, size, dpr)
            self._background = background
        painter.drawPixmap(QPointF(0, 0), background)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        item = self.itemAt(event.position().toPoint())
        if not (isinstance(item, CardItem) and item.interactive):
            self.felt_clicked.emit()
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        if not self._on_key(event):
            super().keyPressEvent(event)
