"""Bar and line pictures for the Statistics window, painted with QPainter alone.

Each picture names itself and says its figures in its accessible description, so a screen
reader hears what the eye sees.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

#: Series colours, told apart also by people who do not see red and green apart.
PALETTE = ("#0072b2", "#e69f00", "#009e73", "#cc79a7", "#56b4e9", "#d55e00", "#7f7f7f")

MARGIN = 8.0


class _Chart(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumHeight(140)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(320, 180)

    def _painter(self) -> QPainter:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), self.palette().base())
        return painter


class BarChart(_Chart):
    """One bar per label, its height a share from 0 to 1, the percentage written above."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._bars: list[tuple[str, float]] = []
        self._empty = ""

    def set_bars(self, bars: Sequence[tuple[str, float]], empty: str) -> None:
        self._bars = [(label, min(max(value, 0.0), 1.0)) for label, value in bars]
        self._empty = empty
        self.setAccessibleDescription(
            "; ".join(f"{label}: {round(value * 100)} %" for label, value in self._bars) or empty
        )
        self.update()

    def bars(self) -> list[tuple[str, float]]:
        return list(self._bars)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        painter = self._painter()
        text_colour = self.palette().text().color()
        painter.setPen(text_colour)
        area = QRectF(self.rect()).adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN)
        if not self._bars:
            painter.drawText(area, Qt.AlignmentFlag.AlignCenter, self._empty)
            return
        metrics = QFontMetricsF(self.font())
        line = metrics.height()
        plot = area.adjusted(0, line, 0, -line - 2)
        slot = plot.width() / len(self._bars)
        width = min(slot * 0.6, 60.0)
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        for index, (label, value) in enumerate(self._bars):
            centre = plot.left() + slot * (index + 0.5)
            height = plot.height() * value
            bar = QRectF(centre - width / 2, plot.bottom() - height, width, height)
            painter.fillRect(bar, QColor(PALETTE[index % len(PALETTE)]))
            painter.setPen(text_colour)
            above = QRectF(centre - slot / 2, bar.top() - line, slot, line)
            painter.drawText(above, Qt.AlignmentFlag.AlignCenter, f"{round(value * 100)} %")
            below = QRectF(centre - slot / 2, plot.bottom() + 2, slot, line)
            elided = metrics.elidedText(label, Qt.TextElideMode.ElideRight, slot - 2)
            painter.drawText(below, Qt.AlignmentFlag.AlignCenter, elided)


class LineChart(_Chart):
    """One line per series of figures (points per game, oldest first), with a zero line and
    a legend."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._series: list[tuple[str, list[float]]] = []
        self._empty = ""
        self._figure: Callable[[float], str] = str

    def set_series(
        self,
        series: Sequence[tuple[str, Sequence[float]]],
        empty: str,
        figure: Callable[[float], str],
    ) -> None:
        """Lines of ``series``, their figures written by ``figure`` (the page's unit)."""
        self._series = [(label, list(values)) for label, values in series if values]
        self._empty = empty
        self._figure = figure
        self.setAccessibleDescription(
            "; ".join(
                f"{label}: {'; '.join(figure(v) for v in values)}" for label, values in self._series
            )
            or empty
        )
        self.update()

    def series(self) -> list[tuple[str, list[float]]]:
        return [(label, list(values)) for label, values in self._series]

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        painter = self._painter()
        text_colour = self.palette().text().color()
        painter.setPen(text_colour)
        area = QRectF(self.rect()).adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN)
        if not self._series:
            painter.drawText(area, Qt.AlignmentFlag.AlignCenter, self._empty)
            return
        metrics = QFontMetricsF(self.font())
        legend_height = metrics.height() + 4
        values = [v for _, series in self._series for v in series]
        low, high = min(0, *values), max(0, *values)
        widest = max(metrics.horizontalAdvance(self._figure(v)) for v in (low, high))
        plot = area.adjusted(widest + 6, 0, 0, -legend_height)
        span = (high - low) or 1
        longest = max(len(series) for _, series in self._series)
        step = plot.width() / max(longest - 1, 1)

        def y(value: float) -> float:
            return plot.bottom() - (value - low) / span * plot.height()

        for value in {low, 0, high}:
            painter.drawText(
                QRectF(
                    area.left(),
                    y(value) - metrics.height() / 2,
                    plot.left() - area.left() - 4,
                    metrics.height(),
                ),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                self._figure(value),
            )
        painter.setPen(QPen(text_colour, 1, Qt.PenStyle.DotLine))
        painter.drawLine(QPointF(plot.left(), y(0)), QPointF(plot.right(), y(0)))
        x = plot.left()
        for index, (label, series) in enumerate(self._series):
            colour = QColor(PALETTE[index % len(PALETTE)])
            painter.setPen(QPen(colour, 2))
            points = [QPointF(plot.left() + i * step, y(v)) for i, v in enumerate(series)]
            if len(points) == 1:
                painter.drawEllipse(points[0], 3, 3)
            else:
                painter.drawPolyline(QPolygonF(points))
            swatch = QRectF(x, area.bottom() - legend_height + 6, 10, 10)
            painter.fillRect(swatch, colour)
            painter.setPen(text_colour)
            painter.drawText(QPointF(x + 14, area.bottom() - 4), label)
            x += 24 + metrics.horizontalAdvance(label)
