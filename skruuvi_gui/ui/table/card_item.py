"""One card on the table: a pixmap from the shared renderer plus the marks a player needs.

The item's origin is the card's centre, so moves and tilts need no offsets. Lifting (hover,
choice, a counted item in the show) is drawn inside the item, leaving its position to the
layout.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Hashable

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSize,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap, QPolygonF, QTransform
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from skruuvi_gui.cards import Card
from skruuvi_gui.ui.cards import CARD_ASPECT, CardRenderer
from skruuvi_gui.ui.table.animation import Animator

HOVER_LIFT = 0.07
CHOSEN_LIFT = 0.18
SHOWN_LIFT = 0.16
#: The corners' radius, of the card's height.
CORNER = 0.045

_CHOSEN_COLOUR = QColor("#ffd54a")
_HINT_COLOUR = QColor("#5ee0ff")
_FOCUS_COLOUR = QColor(255, 255, 255, 230)
#: A card lying unlifted casts its shadow this far down (and 0.6 of it right).
_SHADOW_DOWN = 2.0
#: Unlifted cards' pictures kept (faces and backs at the sizes the tables use).
_RESTING_LIMIT = 240
#: Those pictures, for every table: the next table of the same size draws its first deal
#: from them, not the first deal's 52 shadows and scaled faces over again.
_RESTING: OrderedDict[tuple[object, ...], QPixmap] = OrderedDict()
_RUNNING = QAbstractAnimation.State.Running


def draw_with_shadow(painter: QPainter, face: QRectF, pixmap: QPixmap, lift: float) -> None:
    """The card's ``pixmap`` in ``face`` over its shadow, which falls further and darker
    the higher the card is lifted."""
    offset = _SHADOW_DOWN + lift * 0.15
    radius = face.height() * CORNER
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 90 if lift > 1 else 60))
    painter.drawRoundedRect(face.translated(offset * 0.6, offset), radius, radius)
    painter.drawPixmap(face, pixmap, QRectF(pixmap.rect()))


class CardLook:
    """What every card on one table shares: the renderer, the deck colours and the back."""

    def __init__(self, renderer: CardRenderer) -> None:
        self.renderer = renderer
        self.four_colour = False
        self.back = "blue"
        self.dpr = 1.0

    def pixmap(self, card: Card | None, height: float) -> QPixmap:
        size = max(1, round(height))
        if card is None:
            return self.renderer.back(self.back, size, self.dpr)
        return self.renderer.face(card, size, self.dpr, self.four_colour)

    def resting(self, card: Card | None, height: float) -> QPixmap:
        """The card (``None``: its back) with its shadow as it lies unlifted, one pixel of
        margin round it, drawn once for every item that shows it: a card's first drawing
        (52 of them as a deal begins) is one copy instead of a shadow and a scaled face."""
        key = (self.renderer, card, round(height, 2), self.dpr, self.four_colour, self.back)
        picture = _RESTING.get(key)
        if picture is not None:
            _RESTING.move_to_end(key)
            return picture
        width = height * CARD_ASPECT
        picture = QPixmap(
            math.ceil((width + _SHADOW_DOWN * 0.6 + 2) * self.dpr),
            math.ceil((height + _SHADOW_DOWN + 2) * self.dpr),
        )
        picture.setDevicePixelRatio(self.dpr)
        picture.fill(Qt.GlobalColor.transparent)
        painter = QPainter(picture)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.translate(1, 1)
        draw_with_shadow(painter, QRectF(0, 0, width, height), self.pixmap(card, height), 0.0)
        painter.end()
        _RESTING[key] = picture
        if len(_RESTING) > _RESTING_LIMIT:
            _RESTING.popitem(last=False)
        return picture


class CardItem(QGraphicsObject):
    """A card that moves, flips, lifts, and (in the player's own hand) can be chosen."""

    clicked = Signal(object)
    double_clicked = Signal(object)
    dropped = Signal(object)

    def __init__(self, look: CardLook, card: Card | None, face_up: bool, height: float) -> None:
        super().__init__()
        self._look = look
        self._card = card
        self._face_up = face_up and card is not None
        self._height = height
        self._lift = 0.0
        self._lift_animation: QVariantAnimation | None = None
        self._move: QParallelAnimationGroup | None = None
        self._flip: QVariantAnimation | None = None
        self._hovered = False
        self._press: QPointF | None = None
        self._press_pos = QPointF()
        self._cached = QSize()
        # The part of the card's angle drawn inside the item while it lies still, so
        # that Qt turns the item by a multiple of a right angle only (see fit_cache).
        self._tilt = 0.0
        # A move under way turns or grows the card.
        self._turning = False
        self._bounds = self._measure_bounds()
        self._dragging = False
        self._drawn_marks: tuple[bool, ...] = ()
        self.key: Hashable = None
        self.place_group: Hashable = None
        self.interactive = False
        #: In the viewer's own hand.
        self.own = False
        self.playable = True
        self.draggable = False
        self.chosen = False
        self.focused = False
        self.hinted = False
        self.shown = False
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.fit_cache()

    # --- what the card is -------------------------------------------------------------

    @property
    def card(self) -> Card | None:
        return self._card

    @property
    def face_up(self) -> bool:
        return self._face_up

    @property
    def height(self) -> float:
        return self._height

    @property
    def width(self) -> float:
        return self._height * CARD_ASPECT

    def set_interactive(self, on: bool) -> None:
        """Own-hand cards take clicks and hovers; everything else lets clicks reach the felt."""
        self.interactive = on
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton if on else Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(on)
        self.setCursor(Qt.CursorShape.PointingHandCursor if on else Qt.CursorShape.ArrowCursor)
        if not on and (self._hovered or self.chosen or self.focused):
            self._hovered = False
            self.chosen = False
            self.focused = False
            self.refresh()

    def refresh(self) -> None:
        """Settle the lift after a change of marks, and redraw if the marks drawn changed.

        A table refreshes every card it lays out; a card whose drawing is unchanged keeps
        Qt's cached picture instead of being drawn again from Python in the same frame as
        every other card on the table."""
        target = 0.0
        if self.chosen or self.shown:
            target = CHOSEN_LIFT if self.chosen else SHOWN_LIFT
        elif self._hovered and self.interactive and self.playable:
            target = HOVER_LIFT
        self._animate_lift(target * self._height)
        marks = (
            self.interactive and not self.playable,
            self.hinted,
            self.chosen or self.shown,
            self.focused,
        )
        if marks != self._drawn_marks:
            self._drawn_marks = marks
            self.update()

    def set_height(self, height: float) -> None:
        """Resize, keeping the on-screen size continuous: the scale animates back to 1."""
        if abs(height - self._height) < 0.5:
            return
        self.prepareGeometryChange()
        self.setScale(self.scale() * self._height / height)
        self._height = height
        self._bounds = self._measure_bounds()
        self.fit_cache()
        self.update()

    def fit_cache(self) -> None:
        """Choose how the card is drawn for the way it now lies; called whenever a move, a
        flip or a resize begins or ends.

        A card lying still, moving without turning or under another is kept in Qt's
        cache, in its own coordinates, and copied by Qt alone, plainly (the view smooths
        nothing), so a frame never waits for the interpreter a thinking bot is using. A
        tilt that is not a right angle is drawn into the cache, smoothed once, and Qt turns
        the item by the rest. Only a card turning, growing or flipping is smoothed afresh in
        each frame. The cache's size is in the card's own units: Qt renders it at the
        screen's pixel ratio itself (a size already multiplied by it drew every card a
        quarter larger on a screen scaled twice)."""
        self.set_angle(self.angle())

    def angle(self) -> float:
        """How far the card is turned, in degrees: Qt's turn of the item and the tilt drawn
        inside it."""
        return self.rotation() + self._tilt

    def set_angle(self, angle: float) -> None:
        """Turn the card to ``angle`` degrees at once, drawn as `fit_cache` tells."""
        flipping = self._flip is not None and self._flip.state() == _RUNNING
        if self._turning or flipping or self.scale() != 1.0 or not self.transform().isIdentity():
            self._set_tilt(0.0, angle)
            self._cached = QSize()
            self.setCacheMode(QGraphicsItem.CacheMode.NoCache)
            return
        square = round(angle / 90.0) * 90.0
        self._set_tilt(round(angle - square, 1), square)
        rect = self.boundingRect()
        size = QSize(math.ceil(rect.width()), math.ceil(rect.height()))
        if self.cacheMode() != QGraphicsItem.CacheMode.ItemCoordinateCache or size != self._cached:
            self._cached = size
            self.setCacheMode(QGraphicsItem.CacheMode.ItemCoordinateCache, size)

    def _set_tilt(self, tilt: float, rotation: float) -> None:
        if tilt == self._tilt and rotation == self.rotation():
            return
        if tilt != self._tilt:
            self.prepareGeometryChange()
            self._tilt = tilt
            self._bounds = self._measure_bounds()
            self.update()
        self.setRotation(rotation)

    def set_face(self, card: Card | None, face_up: bool, ms: int, animator: Animator) -> None:
        """Turn the card over (or swap what it shows), animating a flip when ``ms`` > 0."""
        face_up = face_up and card is not None
        if card == self._card and face_up == self._face_up:
            return
        if self._flip is not None:
            self._flip.stop()
            self._flip = None
            self.setTransform(QTransform())
        if ms <= 0:
            self._card, self._face_up = card, face_up
            self.update()
            return
        flip = QVariantAnimation(self)
        flip.setStartValue(0.0)
        flip.setEndValue(1.0)
        flip.setDuration(ms)
        swapped = False

        def step(value: object) -> None:
            nonlocal swapped
            progress = float(value)  # type: ignore[arg-type]
            if progress >= 0.5 and not swapped:
                swapped = True
                self._card, self._face_up = card, face_up
                self.update()
            self.setTransform(QTransform.fromScale(max(0.02, abs(1.0 - 2.0 * progress)), 1.0))

        flip.valueChanged.connect(step)
        flip.finished.connect(self._end_flip)
        self._flip = flip
        animator.start(flip)
        self.fit_cache()

    def _end_flip(self) -> None:
        self.setTransform(QTransform())
        self.fit_cache()

    # --- moving ------------------------------------------------------------------------

    def move_to(self, pos: QPointF, rotation: float, ms: int, animator: Animator) -> None:
        """Go to ``pos`` (the centre) turned by ``rotation`` degrees; tiny moves just jump,
        and a turn too small to see is made at once."""
        if self._move is not None:
            self._move.stop()
            self._move = None
            self._turning = False
        distance = (pos - self.pos()).manhattanLength()
        turn = abs(rotation - self.angle()) >= 0.5
        grow = abs(self.scale() - 1.0) >= 0.01
        if ms <= 0 or (distance < 1.0 and not turn and not grow):
            self.setPos(pos)
            self.setScale(1.0)
            self.set_angle(rotation)
            return
        if not turn:
            self.set_angle(rotation)
        group = QParallelAnimationGroup(self)
        ends: list[tuple[bytes, object]] = [(b"pos", pos), (b"scale", 1.0)]
        if turn:
            ends.append((b"rotation", rotation))
        for name, end in ends:
            animation = QPropertyAnimation(self, name, group)
            animation.setEndValue(end)
            animation.setDuration(ms)
            animation.setEasingCurve(QEasingCurve.Type.OutCubic)
            group.addAnimation(animation)
        self._move = group
        self._turning = turn or grow
        group.finished.connect(self._end_move)
        if self._turning:
            self.fit_cache()  # the tilt is handed to Qt before the turn starts from it
        animator.start(group)

    def _end_move(self) -> None:
        self._turning = False
        self.fit_cache()

    def vanish(self, ms: int, animator: Animator) -> None:
        """Fade out and leave the scene."""
        self.set_interactive(False)
        if ms <= 0:
            self._remove()
            return
        fade = QPropertyAnimation(self, b"opacity", self)
        fade.setEndValue(0.0)
        fade.setDuration(ms)
        fade.finished.connect(self._remove)
        animator.start(fade)

    def _remove(self) -> None:
        scene = self.scene()
        if scene is not None:
            scene.removeItem(self)
        self.deleteLater()

    def _animate_lift(self, target: float) -> None:
        if self._lift_animation is not None:
            self._lift_animation.stop()
            self._lift_animation = None
        if abs(target - self._lift) < 0.5:
            self._set_lift(target)
            return
        animation = QVariantAnimation(self)
        animation.setStartValue(self._lift)
        animation.setEndValue(target)
        animation.setDuration(110)
        animation.setEasingCurve(QEasingCurve.Type.OutQuad)
        animation.valueChanged.connect(lambda v: self._set_lift(float(v)))
        self._lift_animation = animation
        animation.start()

    def _set_lift(self, value: float) -> None:
        if value != self._lift:
            self._lift = value
            self.update()

    # --- drawing -----------------------------------------------------------------------

    def card_rect(self) -> QRectF:
        """The card's face in item coordinates, lifted."""
        w, h = self.width, self._height
        return QRectF(-w / 2, -h / 2 - self._lift, w, h)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        # Qt asks for it hundreds of times a frame while cards move: kept, not worked out.
        return self._bounds

    def _measure_bounds(self) -> QRectF:
        """Room for the card at its highest lift, its shadow and its rings, tilted."""
        w, h = self.width, self._height
        top = CHOSEN_LIFT * h + 8
        room = QRectF(-w / 2 - 8, -h / 2 - top, w + 16, h + top + 12)
        return QTransform().rotate(self._tilt).mapRect(room) if self._tilt else room

    def shape(self) -> QPainterPath:
        w, h = self.width, self._height
        path = QPainterPath()
        path.addRect(QRectF(-w / 2, -h / 2 - self._lift, w, h + self._lift))
        return QTransform().rotate(self._tilt).map(path) if self._tilt else path

    def card_to_scene(self, rect: QRectF) -> QPolygonF:
        """``rect`` in the card's own coordinates (those of `card_rect`), in the scene: the
        tilt drawn inside the item and the item's own turn applied."""
        inside = QTransform().rotate(self._tilt).map(QPolygonF(rect))
        return self.mapToScene(inside)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        rect = self.card_rect()
        radius = self._height * CORNER
        painter.setPen(Qt.PenStyle.NoPen)
        shown = self._card if self._face_up else None
        painter.rotate(self._tilt)
        # Lying straight, into the cache: copied at whole units, not resampled. Tilted
        # (smoothed once into the cache), or turning, growing or flipping (smoothed afresh
        # in each frame): smoothed.
        plain = self._lift == 0 and not self._tilt and self._cached.isValid()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, not plain)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, not plain)
        corner = rect.topLeft() - QPointF(1, 1)
        if plain:
            corner = QPointF(round(corner.x()), round(corner.y()))
        if self._lift == 0:
            painter.drawPixmap(corner, self._look.resting(shown, self._height))
        else:
            draw_with_shadow(painter, rect, self._look.pixmap(shown, self._height), self._lift)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.interactive and not self.playable:
            painter.setBrush(QColor(10, 20, 15, 120))
            painter.drawRoundedRect(rect, radius, radius)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if self.hinted:
            for width, alpha in ((9.0, 60), (5.0, 120), (2.5, 255)):
                colour = QColor(_HINT_COLOUR)
                colour.setAlpha(alpha)
                painter.setPen(QPen(colour, width))
                painter.drawRoundedRect(rect, radius, radius)
        if self.chosen or self.shown:
            painter.setPen(QPen(_CHOSEN_COLOUR, 3.0))
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
        if self.focused:
            pen = QPen(_FOCUS_COLOUR, 2.0, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), radius + 3, radius + 3)

    # --- input -------------------------------------------------------------------------

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802 - Qt override
        self._hovered = True
        self.refresh()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802 - Qt override
        self._hovered = False
        self.refresh()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt override
        if not self.interactive or event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        self._press = event.scenePos()
        self._press_pos = self.pos()
        self._dragging = False
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt override
        if self._press is None or not (self.draggable and self.playable):
            return
        delta = event.scenePos() - self._press
        if not self._dragging and delta.manhattanLength() >= QApplication.startDragDistance():
            self._dragging = True
            if self._move is not None:
                self._move.stop()
            self.setZValue(self.zValue() + 500)
            self.setCursor(Qt.CursorShape.ClosedHandCursor)
        if self._dragging:
            self.setPos(self._press_pos + delta)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt override
        if self._press is None:
            return
        self._press = None
        if self._dragging:
            self._dragging = False
            self.setZValue(self.zValue() - 500)
            self.setCursor(Qt.CursorShape.PointingHandCursor)
            self.dropped.emit(self)
        else:
            self.clicked.emit(self)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt override
        if self.interactive and event.button() == Qt.MouseButton.LeftButton:
            self.double_clicked.emit(self)
            event.accept()
        else:
            event.ignore()
