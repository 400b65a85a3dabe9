"""A seat's name plate: who sits there, their side's colour, badges, and whose turn it is.

The seat to act glows; a bot that is thinking shows a small spinner, so a player always sees
who the table is waiting for.

The glow and the spinner are items of their own, drawn once into Qt's cache and animated by
Qt alone (opacity, rotation): they go on while a bot thinks, and a frame that called Python
would wait for the interpreter the bot is using.
"""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QPropertyAnimation, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

_PLATE = QColor(12, 22, 18, 200)
_BORDER = QColor(255, 255, 255, 40)
_GLOW = QColor("#ffd54a")
_TEXT = QColor("#f4f1e8")
_BADGE = QColor("#e9c46a")
_BADGE_TEXT = QColor("#2b2112")
_STATUS = QColor(255, 255, 255, 48)
#: The spinner's cache in pixels per unit of its size: sharp on screens of up to 4x.
_SPINNER_CACHE_SCALE = 4


class _Glow(QGraphicsObject):
    """The rings around the plate of the seat to act; its opacity pulses."""

    def __init__(self, plate: SeatPlate) -> None:
        super().__init__(plate)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def _plate(self) -> SeatPlate | None:
        """The plate it rings, asked of Qt (None once parted from it): a reference of its
        own would tie the two Python wrappers in a cycle, and the collector would free them
        at some later moment, apart from Qt's own order of deleting items."""
        plate = self.parentItem()
        return plate if isinstance(plate, SeatPlate) else None

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        plate = self._plate()
        return plate.boundingRect() if plate is not None else QRectF()

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        plate = self._plate()
        if plate is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = plate.plate_rect()
        radius = plate.corner_radius()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for grow, alpha in ((10.0, 40), (6.0, 70), (3.0, 120)):
            colour = QColor(_GLOW)
            colour.setAlpha(alpha)
            painter.setPen(QPen(colour, grow))
            painter.drawRoundedRect(rect, radius, radius)


class _Spinner(QGraphicsObject):
    """Three quarters of a circle, centred on the item's origin; it turns while a bot thinks."""

    def __init__(self, plate: SeatPlate) -> None:
        super().__init__(plate)
        self._size = 12.0
        self.hide()

    def set_size(self, size: float) -> None:
        if abs(size - self._size) < 0.01 and self.cacheMode() != QGraphicsItem.CacheMode.NoCache:
            return
        self.prepareGeometryChange()
        self._size = size
        side = round(self.boundingRect().width() * _SPINNER_CACHE_SCALE)
        self.setCacheMode(QGraphicsItem.CacheMode.ItemCoordinateCache, QSize(side, side))
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        half = self._size / 2 + 2
        return QRectF(-half, -half, 2 * half, 2 * half)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        half = self._size / 2
        painter.setPen(QPen(_GLOW, 2.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawArc(QRectF(-half, -half, self._size, self._size), 0, 270 * 16)


# The partnership's colour dot before the name, and the gap after it, in text sizes: the
# plate is measured with the same room as it is drawn with.
_DOT = 0.62
_DOT_GAP = 0.4


class SeatPlate(QGraphicsObject):
    """Name plate centred on its position; ``set_*`` calls redraw it."""

    def __init__(self) -> None:
        super().__init__()
        self._name = ""
        self._colour: QColor | None = None
        self._badges: tuple[str, ...] = ()
        self._status = ""
        self._active = False
        self._thinking = False
        self._font_px = 14.0
        self._max_width: float | None = None
        self._rect = QRectF()
        self._natural = 0.0
        self._rows: list[list[tuple[str, bool, float]]] = []
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._glow = _Glow(self)
        self._glow.hide()
        self._pulse = QPropertyAnimation(self._glow, b"opacity", self)
        self._pulse.setStartValue(0.35)
        self._pulse.setKeyValueAt(0.5, 1.0)
        self._pulse.setEndValue(0.35)
        self._pulse.setDuration(1600)
        self._pulse.setLoopCount(-1)
        self._pulse.setEasingCurve(QEasingCurve.Type.InOutSine)
        self._spinner = _Spinner(self)
        self._spin = QPropertyAnimation(self._spinner, b"rotation", self)
        self._spin.setStartValue(0.0)
        self._spin.setEndValue(360.0)
        self._spin.setDuration(900)
        self._spin.setLoopCount(-1)
        self.setZValue(50)
        self._changed()

    # --- content -----------------------------------------------------------------------

    # Each setter leaves the plate alone when nothing changes: an update throws away the
    # plate's cached drawing, and the tables set colours on every render.
    def set_name(self, name: str) -> None:
        if name != self._name:
            self._name = name
            self._changed()

    def set_colour(self, colour: QColor | None) -> None:
        if colour != self._colour:
            self._colour = colour
            self.update()

    def set_badges(self, badges: tuple[str, ...]) -> None:
        if badges != self._badges:
            self._badges = badges
            self._changed()

    def set_status(self, status: str) -> None:
        if status != self._status:
            self._status = status
            self._changed()

    def set_font_px(self, px: float) -> None:
        if abs(px - self._font_px) > 0.1:
            self._font_px = px
            self._changed()

    def set_max_width(self, width: float | None) -> None:
        """The widest the plate may be (``None``: as wide as its words): a longer name is
        cut short with an ellipsis, and the badges run on to another line."""
        if width != self._max_width:
            self._max_width = width
            self._changed()

    def set_active(self, on: bool) -> None:
        if on == self._active:
            return
        self._active = on
        _show_moving(self._glow, self._pulse, on)
        self.update()

    def set_thinking(self, on: bool) -> None:
        if on == self._thinking:
            return
        self._thinking = on
        _show_moving(self._spinner, self._spin, on)
        self._changed()

    def retire(self) -> None:
        """Leave the table for good, deleted by Qt on this thread. Its glow's animation runs
        on this thread's animation clock, and only an animation deleted on this thread is
        taken off that clock: one deleted by Python's collector, which runs on whichever
        thread happens to allocate, would stay on the clock and crash its next tick."""
        self._pulse.stop()
        self._spin.stop()
        scene = self.scene()
        if scene is not None:
            scene.removeItem(self)
        self.deleteLater()

    def name(self) -> str:
        return self._name

    def is_active(self) -> bool:
        return self._active

    def is_thinking(self) -> bool:
        return self._thinking

    def text(self) -> str:
        """Everything written on the plate, for tests and accessibility."""
        return " ".join(part for part in (self._name, *self._badges, self._status) if part)

    # --- geometry ----------------------------------------------------------------------

    def _fonts(self) -> tuple[QFont, QFont]:
        name = QFont()
        name.setPixelSize(round(self._font_px))
        name.setBold(True)
        small = QFont()
        small.setPixelSize(max(9, round(self._font_px * 0.72)))
        small.setBold(True)
        return name, small

    def _pills(self) -> list[tuple[str, bool]]:
        """The badges, then the status: (text, is a badge)."""
        pills = [(badge, True) for badge in self._badges]
        return [*pills, (self._status, False)] if self._status else pills

    def _pill_rows(self, inner: float) -> list[list[tuple[str, bool, float]]]:
        """The pills with their widths, in rows no wider than ``inner`` (a pill wider
        than that alone on its row)."""
        metrics = QFontMetricsF(self._fonts()[1])
        rows: list[list[tuple[str, bool, float]]] = []
        used = 0.0
        for text, badge in self._pills():
            width = metrics.horizontalAdvance(text) + metrics.height()
            if not rows or used + 4 + width > inner:
                rows.append([])
                used = -4.0
            rows[-1].append((text, badge, width))
            used += 4 + width
        return rows

    def _natural_inner(self) -> float:
        """How wide the words are on one line each: the name, and every pill in a row."""
        name_font, small_font = self._fonts()
        name_width = QFontMetricsF(name_font).horizontalAdvance(self._name)
        small = QFontMetricsF(small_font)
        pills = self._pills()
        pills_width = sum(small.horizontalAdvance(p) + small.height() for p, _ in pills)
        pills_width += max(0, len(pills) - 1) * 4
        dot = self._font_px * (_DOT + _DOT_GAP)
        spinner = self._font_px * 1.3 if self._thinking else 0.0
        return max(name_width + dot + spinner, pills_width)

    def plate_rect(self) -> QRectF:
        """The plate itself (without glow), centred on the item's origin."""
        return QRectF(self._rect)

    def corner_radius(self) -> float:
        return min(self._rect.height() / 2, self._font_px * 0.9)

    def _measure(self) -> None:
        """The plate's rectangle and its rows of pills for its words as they stand now,
        kept for drawing: the words are measured when they change, not on every paint."""
        pad = self._font_px * 1.4
        self._natural = self._natural_inner()
        width = self._natural + pad
        if self._max_width is not None:
            width = max(self._font_px * 4, min(width, self._max_width))
        self._rows = self._pill_rows(width - pad)
        small = QFontMetricsF(self._fonts()[1]).height()
        height = self._font_px * 1.9 + len(self._rows) * (small + 4)
        self._rect = QRectF(-width / 2, -height / 2, width, height)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return self._rect.adjusted(-12, -12, 12, 12)

    def _name_line(self) -> QRectF:
        """The line the colour dot, the name and the spinner stand on."""
        rect = self._rect
        pad = self._font_px * 0.7
        top = rect.top() + self._font_px * 0.35
        return QRectF(rect.left() + pad, top, rect.width() - 2 * pad, self._font_px * 1.3)

    def _changed(self) -> None:
        """Measure the plate again after its words changed, and place the glow and spinner."""
        self.prepareGeometryChange()
        self._measure()
        self._glow.prepareGeometryChange()
        self._glow.update()
        size = self._font_px * 0.9
        line = self._name_line()
        self._spinner.set_size(size)
        self._spinner.setPos(line.right() - size / 2, line.center().y())
        self.update()

    # --- drawing -----------------------------------------------------------------------

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self._rect
        radius = self.corner_radius()
        painter.setPen(QPen(_GLOW if self._active else _BORDER, 1.5))
        painter.setBrush(_PLATE)
        painter.drawRoundedRect(rect, radius, radius)
        name_font, small_font = self._fonts()
        pad = self._font_px * 0.7
        line = self._name_line()
        dot = self._font_px * _DOT
        if self._colour is not None:
            painter.setPen(QPen(QColor(0, 0, 0, 120), 1.0))
            painter.setBrush(self._colour)
            painter.drawEllipse(
                QRectF(line.left(), line.center().y() - dot / 2, dot, dot),
            )
        painter.setFont(name_font)
        painter.setPen(_TEXT)
        text_rect = line.adjusted(dot + self._font_px * _DOT_GAP, 0, 0, 0)
        if self._thinking:
            text_rect.setRight(text_rect.right() - self._font_px * 1.3)
        name = self._name
        if rect.width() < self._natural + self._font_px * 1.4 - 0.5:
            name = QFontMetricsF(name_font).elidedText(
                name, Qt.TextElideMode.ElideRight, text_rect.width()
            )
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignVCenter, name)
        painter.setFont(small_font)
        metrics = QFontMetricsF(small_font)
        y = line.bottom() + 3
        for row in self._rows:
            x = rect.left() + pad
            for text, badge, width in row:
                pill = QRectF(x, y, min(width, rect.right() - pad - x), metrics.height() + 2)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(_BADGE if badge else _STATUS)
                painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
                painter.setPen(_BADGE_TEXT if badge else _TEXT)
                painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, text)
                x += width + 4
            y += metrics.height() + 4


def _show_moving(item: QGraphicsItem, animation: QPropertyAnimation, on: bool) -> None:
    """Show ``item`` with its animation running, or hide it with the animation stopped."""
    item.setVisible(on)
    if on:
        animation.start()
    else:
        animation.stop()
