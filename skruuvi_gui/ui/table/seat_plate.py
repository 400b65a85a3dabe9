"""A seat's name plate: who sits there, their side's colour, badges, and whose turn it is.

The seat to act glows; a bot that is thinking shows a small spinner, so a player always sees
who the table is waiting for.
"""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

_PLATE = QColor(12, 22, 18, 200)
_BORDER = QColor(255, 255, 255, 40)
_GLOW = QColor("#ffd54a")
_TEXT = QColor("#f4f1e8")
_BADGE = QColor("#e9c46a")
_BADGE_TEXT = QColor("#2b2112")
_STATUS = QColor(255, 255, 255, 48)


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
        self._glow = 0.0
        self._spin = 0.0
        self._pulse = QVariantAnimation(self)
        self._pulse.setStartValue(0.35)
        self._pulse.setKeyValueAt(0.5, 1.0)
        self._pulse.setEndValue(0.35)
        self._pulse.setDuration(1600)
        self._pulse.setLoopCount(-1)
        self._pulse.setEasingCurve(QEasingCurve.Type.InOutSine)
        self._pulse.valueChanged.connect(self._set_glow)
        self._spinner = QVariantAnimation(self)
        self._spinner.setStartValue(0.0)
        self._spinner.setEndValue(360.0)
        self._spinner.setDuration(900)
        self._spinner.setLoopCount(-1)
        self._spinner.valueChanged.connect(self._set_spin)
        self.setZValue(50)

    # --- content -----------------------------------------------------------------------

    def set_name(self, name: str) -> None:
        self._name = name
        self._changed()

    def set_colour(self, colour: QColor | None) -> None:
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

    def set_active(self, on: bool) -> None:
        if on == self._active:
            return
        self._active = on
        if on:
            self._pulse.start()
        else:
            self._pulse.stop()
            self._glow = 0.0
        self.update()

    def set_thinking(self, on: bool) -> None:
        if on == self._thinking:
            return
        self._thinking = on
        if on:
            self._spinner.start()
        else:
            self._spinner.stop()
        self._changed()

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

    def plate_rect(self) -> QRectF:
        """The plate itself (without glow), centred on the item's origin."""
        name_font, small_font = self._fonts()
        name_width = QFontMetricsF(name_font).horizontalAdvance(self._name)
        small = QFontMetricsF(small_font)
        pills = [*self._badges, self._status] if self._status else list(self._badges)
        pills_width = sum(small.horizontalAdvance(p) + small.height() for p in pills)
        pills_width += max(0, len(pills) - 1) * 4
        dot = self._font_px * 0.9
        spinner = self._font_px * 1.3 if self._thinking else 0.0
        width = max(name_width + dot + spinner, pills_width) + self._font_px * 1.4
        height = self._font_px * 1.9 + (small.height() + 4 if pills else 0)
        return QRectF(-width / 2, -height / 2, width, height)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return self.plate_rect().adjusted(-12, -12, 12, 12)

    def _changed(self) -> None:
        self.prepareGeometryChange()
        self.update()

    def _set_glow(self, value: object) -> None:
        self._glow = float(value)  # type: ignore[arg-type]
        self.update()

    def _set_spin(self, value: object) -> None:
        self._spin = float(value)  # type: ignore[arg-type]
        self.update()

    # --- drawing -----------------------------------------------------------------------

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.plate_rect()
        radius = min(rect.height() / 2, self._font_px * 0.9)
        if self._active:
            for grow, alpha in ((10.0, 40), (6.0, 70), (3.0, 120)):
                colour = QColor(_GLOW)
                colour.setAlpha(round(alpha * self._glow))
                painter.setPen(QPen(colour, grow))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect, radius, radius)
        painter.setPen(QPen(_GLOW if self._active else _BORDER, 1.5))
        painter.setBrush(_PLATE)
        painter.drawRoundedRect(rect, radius, radius)
        name_font, small_font = self._fonts()
        pad = self._font_px * 0.7
        top = rect.top() + self._font_px * 0.35
        line = QRectF(rect.left() + pad, top, rect.width() - 2 * pad, self._font_px * 1.3)
        dot = self._font_px * 0.62
        if self._colour is not None:
            painter.setPen(QPen(QColor(0, 0, 0, 120), 1.0))
            painter.setBrush(self._colour)
            painter.drawEllipse(
                QRectF(line.left(), line.center().y() - dot / 2, dot, dot),
            )
        painter.setFont(name_font)
        painter.setPen(_TEXT)
        text_rect = line.adjusted(dot + self._font_px * 0.4, 0, 0, 0)
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignVCenter, self._name)
        if self._thinking:
            size = self._font_px * 0.9
            arc = QRectF(line.right() - size, line.center().y() - size / 2, size, size)
            painter.setPen(QPen(_GLOW, 2.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawArc(arc, round(-self._spin * 16), 270 * 16)
        pills = [(b, True) for b in self._badges] + (
            [(self._status, False)] if self._status else []
        )
        if not pills:
            return
        painter.setFont(small_font)
        metrics = QFontMetricsF(small_font)
        x = rect.left() + pad
        y = line.bottom() + 3
        for text, badge in pills:
            width = metrics.horizontalAdvance(text) + metrics.height()
            pill = QRectF(x, y, width, metrics.height() + 2)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(_BADGE if badge else _STATUS)
            painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
            painter.setPen(_BADGE_TEXT if badge else _TEXT)
            painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, text)
            x += width + 4
