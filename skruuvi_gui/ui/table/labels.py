"""Words on the felt: the running count, show captions and short-lived score bubbles."""

from __future__ import annotations

from PySide6.QtCore import (
    QEasingCurve,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    QSizeF,
    Qt,
)
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

TEXT_COLOUR = QColor("#f6f2e6")


#: The gold of the words that stand out on the felt: a seat's bubble, a banner, a heading.
GOLD = QColor("#ffd54a")


class LabelItem(QGraphicsObject):
    """One or more lines of text centred on the item's position, optionally on a pill."""

    def __init__(self, text: str = "", font_px: float = 16.0, *, bold: bool = True) -> None:
        super().__init__()
        self._text = text
        self._font_px = font_px
        self._bold = bold
        self._colour = QColor(TEXT_COLOUR)
        self._background: QColor | None = None
        self._outline: QColor | None = None
        # Kept: Qt asks for the bounds many times a frame while the cards around move.
        self._text_rect: QRectF | None = None
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def text(self) -> str:
        return self._text

    def set_text(self, text: str) -> None:
        if text != self._text:
            self.prepareGeometryChange()
            self._text = text
            self._text_rect = None
            self.update()

    def set_font_px(self, px: float) -> None:
        if abs(px - self._font_px) > 0.1:
            self.prepareGeometryChange()
            self._font_px = px
            self._text_rect = None
            self.update()

    def set_colours(
        self,
        text: QColor,
        background: QColor | None = None,
        outline: QColor | None = None,
    ) -> None:
        self._colour = QColor(text)
        self._background = background
        self._outline = outline
        self.update()

    def _font(self) -> QFont:
        font = QFont()
        font.setPixelSize(max(8, round(self._font_px)))
        font.setBold(self._bold)
        return font

    def text_rect(self) -> QRectF:
        if self._text_rect is None:
            metrics = QFontMetricsF(self._font())
            lines = self._text.split("\n") if self._text else []
            width = max((metrics.horizontalAdvance(line) for line in lines), default=0.0)
            height = metrics.height() * len(lines)
            self._text_rect = QRectF(-width / 2, -height / 2, width, height)
        return QRectF(self._text_rect)

    def pill_rect(self) -> QRectF:
        """The pill drawn round the words when the label has a background."""
        pad = self._font_px * 0.6
        return self.text_rect().adjusted(-pad, -pad / 2.2, pad, pad / 2.2)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        pad = self._font_px * 0.7 + 4
        return self.text_rect().adjusted(-pad, -pad / 1.5, pad, pad / 1.5)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        if not self._text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.text_rect()
        if self._background is not None:
            pill = self.pill_rect()
            painter.setPen(QPen(self._outline, 1.5) if self._outline else Qt.PenStyle.NoPen)
            painter.setBrush(self._background)
            painter.drawRoundedRect(pill, pill.height() / 2.4, pill.height() / 2.4)
        font = self._font()
        metrics = QFontMetricsF(font)
        y = rect.top() + metrics.ascent()
        for line in self._text.split("\n"):
            x = -metrics.horizontalAdvance(line) / 2
            path = QPainterPath()
            path.addText(QPointF(x, y), font, line)
            if self._background is None:
                painter.setPen(QPen(QColor(0, 0, 0, 110), max(2.0, self._font_px / 9)))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawPath(path.translated(0, 1.5))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self._colour)
            painter.drawPath(path)
            y += metrics.height()


def bubble_label(text: str, font_px: float) -> LabelItem:
    """A seat's words in dark letters on a gold pill, above every card, to float up."""
    label = LabelItem(text, font_px)
    label.set_colours(QColor("#1d1a12"), QColor(GOLD), QColor("#a8821f"))
    label.setZValue(90)
    return label


def float_bubble(
    label: LabelItem,
    start: QPointF,
    rise: float,
    ms: int,
) -> None:
    """Show ``label`` at ``start``, let it rise a little, hold, fade and leave the scene.

    Bubbles run on their own clock: the table does not wait for them to settle."""

    def remove() -> None:
        scene = label.scene()
        if scene is not None:
            scene.removeItem(label)
        label.deleteLater()

    label.setPos(start)
    if ms <= 0:
        remove()
        return
    sequence = QSequentialAnimationGroup(label)
    move = QPropertyAnimation(label, b"pos", sequence)
    move.setEndValue(start - QPointF(0, rise))
    move.setDuration(ms // 3)
    move.setEasingCurve(QEasingCurve.Type.OutCubic)
    sequence.addAnimation(move)
    sequence.addPause(ms // 3)
    fade = QPropertyAnimation(label, b"opacity", sequence)
    fade.setEndValue(0.0)
    fade.setDuration(ms - 2 * (ms // 3))
    sequence.addAnimation(fade)
    sequence.finished.connect(remove)
    sequence.start()


class SlotItem(QGraphicsObject):
    """A dashed card-sized outline with a word in it: where cards will go (the crib)."""

    def __init__(self, text: str = "") -> None:
        super().__init__()
        self._text = text
        self._size = QSizeF(70, 100)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_text(self, text: str) -> None:
        self._text = text
        self.update()

    def set_size(self, size: QSizeF) -> None:
        self.prepareGeometryChange()
        self._size = size

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        w, h = self._size.width(), self._size.height()
        return QRectF(-w / 2 - 2, -h / 2 - 2, w + 4, h + 4)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        w, h = self._size.width(), self._size.height()
        rect = QRectF(-w / 2, -h / 2, w, h)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 255, 255, 90), 1.5, Qt.PenStyle.DashLine))
        painter.setBrush(QColor(0, 0, 0, 30))
        painter.drawRoundedRect(rect, h * 0.045, h * 0.045)
        font = QFont()
        font.setPixelSize(max(9, round(h * 0.14)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor(255, 255, 255, 150))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self._text)
