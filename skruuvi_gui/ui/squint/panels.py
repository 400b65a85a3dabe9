"""The two panels in the table's top corners: the deal panel (which deal, the contract, the
trump or penalty suit always in view, and the lines a player wants to glance at) and the
running totals, each with a bar toward the target score.

They are widgets over the felt, like the prompt line, so screen readers and tests read them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPaintEvent, QPixmap
from PySide6.QtWidgets import QVBoxLayout, QWidget

from skruuvi_gui.ui.squint.results import points_text
from skruuvi_gui.ui.table.panel_frame import PanelFrame
from skruuvi_gui.ui.table.panel_text import height_for_width, panel_label, plain

translate = QCoreApplication.translate

_PANEL = QColor(8, 18, 13, 190)
_BORDER = QColor(255, 255, 255, 40)
_TEXT = QColor("#f6f2e6")
_DIM = QColor(246, 242, 230, 175)
_GOLD = QColor("#ffd54a")
_TRACK = QColor(255, 255, 255, 30)
_BAR = QColor("#5cb8ff")
_NEGATIVE = QColor("#ff7a7a")
#: No corner is narrower than this, however little room the table leaves.
_NARROWEST = 80


class DealPanel(PanelFrame):
    """The deal line, the contract banner, the trump line and the detail lines."""

    BANNER_SCALE = 1.15
    OWN_STYLE = """
QLabel#trump_line {{ font-size: {big}px; font-weight: 600; }}
QLabel#details {{ font-size: {small}px; }}
"""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent, "deal_panel")
        self._deal = panel_label(self, "deal_line", Qt.TextFormat.RichText)
        self._contract = panel_label(self, "contract_banner", Qt.TextFormat.PlainText)
        self._trump = panel_label(self, "trump_line", Qt.TextFormat.RichText)
        self._details = panel_label(self, "details", Qt.TextFormat.RichText)
        layout = QVBoxLayout(self)
        for label in (self._deal, self._contract, self._trump, self._details):
            layout.addWidget(label)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._detail_lines: list[str] = []
        self._width = 240
        self._max_height = 10_000
        self.set_font_px(15)

    def set_area(self, rect: QRectF) -> None:
        """The corner the panel may fill: its width, and at most its height."""
        self._width = max(_NARROWEST, round(rect.width()))
        self._max_height = max(40, round(rect.height()))
        self.move(round(rect.left()), round(rect.top()))
        self._fit()

    def set_content(
        self, deal: str, contract: Sequence[str], trump_html: str, details: Sequence[str]
    ) -> None:
        self._deal.setText(deal)
        self._deal.setVisible(bool(deal))
        self._contract.setText("\n".join(contract))
        self._contract.setVisible(bool(contract))
        self._trump.setText(trump_html)
        self._trump.setVisible(bool(trump_html))
        self._detail_lines = list(details)
        self.setAccessibleName(translate("Squint", "This deal"))
        self.setAccessibleDescription(self.text())
        self._fit()

    def text(self) -> str:
        """Everything the panel says, as plain text lines."""
        parts = [
            self._deal.text(),
            self._contract.text(),
            plain(self._trump.text()),
            plain("<br>".join(self._detail_lines)),
        ]
        return "\n".join(part for part in parts if part)

    def _fit(self) -> None:
        """The corner's width; as tall as the wrapped lines need, lines that do not fit left
        out from the bottom."""
        self.setFixedWidth(self._width)
        shown = len(self._detail_lines)
        while True:
            self._details.setText("<br>".join(self._detail_lines[:shown]))
            self._details.setVisible(shown > 0)
            height = height_for_width(self.layout(), self._width)
            if height <= self._max_height or shown == 0:
                break
            shown -= 1
        self.setFixedHeight(min(height, self._max_height))


@dataclass(frozen=True, slots=True)
class Standing:
    """One player's running total; ``marked`` for the viewer."""

    name: str
    total: int
    marked: bool = False


class StandingsPanel(QWidget):
    """Every player's total, best first, each with a bar toward the target."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("standings_panel")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._title = ""
        self._rows: tuple[Standing, ...] = ()
        self._target = 150
        self._font_px = 14.0
        self._width = 200
        self._title_h = 0.0
        # The panel drawn once for its words and size: cards moving beneath repaint it
        # every frame, which then only copies this.
        self._picture: QPixmap | None = None

    def set_font_px(self, px: float) -> None:
        if px != self._font_px:
            self._font_px = px
            self._fit()

    def set_area(self, rect: QRectF) -> None:
        """The corner it sits in: its right edge and top, and at most its width."""
        width = max(_NARROWEST, round(rect.width()))
        if width != self._width:
            self._width = width
            self._fit()
        self.move(round(rect.right() - self.width()), round(rect.top()))

    def set_standings(self, title: str, rows: Sequence[Standing], target: int) -> None:
        ordered = tuple(sorted(rows, key=lambda row: -row.total))
        if (title, ordered, max(1, target)) == (self._title, self._rows, self._target):
            return
        self._title = title
        self._rows = ordered
        self._target = max(1, target)
        self.setAccessibleName(translate("Squint", "Standings"))
        self.setAccessibleDescription(self.text())
        self._fit()

    def text(self) -> str:
        lines = [self._title, *(f"{row.name} {row.total}" for row in self._rows)]
        return "\n".join(line for line in lines if line)

    def _fonts(self) -> tuple[QFont, QFont]:
        title = QFont()
        title.setPixelSize(max(9, round(self._font_px * 0.85)))
        row = QFont()
        row.setPixelSize(max(9, round(self._font_px)))
        row.setBold(True)
        return title, row

    def _row_height(self) -> float:
        return self._font_px * 1.75

    def _title_height(self) -> float:
        """The heading wraps onto a second line rather than losing its end on a narrow
        table ("Points — game to 150" is long in Finnish)."""
        pad = self._font_px * 0.7
        width = self._width - 2 * pad - 1
        wrapped = QFontMetricsF(self._fonts()[0]).boundingRect(
            QRectF(0, 0, width, 10_000), Qt.TextFlag.TextWordWrap, self._title
        )
        return max(self._font_px * 1.3, wrapped.height() + self._font_px * 0.3)

    def _fit(self) -> None:
        pad = self._font_px * 0.7
        self._title_h = self._title_height()
        height = pad * 2 + self._title_h + self._row_height() * len(self._rows)
        self.setFixedSize(self._width, round(height))
        self._picture = None
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        if not self._rows:
            return
        dpr = self.devicePixelRatioF()
        picture = self._picture
        if picture is None or picture.devicePixelRatio() != dpr:
            picture = QPixmap(self.size() * dpr)
            picture.setDevicePixelRatio(dpr)
            picture.fill(Qt.GlobalColor.transparent)
            self._draw(picture)
            self._picture = picture
        painter = QPainter(self)
        painter.drawPixmap(0, 0, picture)
        painter.end()

    def _draw(self, picture: QPixmap) -> None:
        """The panel, its heading and a row with a bar for every player."""
        painter = QPainter(picture)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        radius = self._font_px * 0.8
        painter.setPen(_BORDER)
        painter.setBrush(_PANEL)
        painter.drawRoundedRect(rect, radius, radius)
        title_font, row_font = self._fonts()
        pad = self._font_px * 0.7
        left, right = rect.left() + pad, rect.right() - pad
        painter.setFont(title_font)
        painter.setPen(_DIM)
        title = QRectF(left, rect.top() + pad * 0.7, right - left, self._title_h)
        painter.drawText(
            title,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap,
            self._title,
        )
        painter.setFont(row_font)
        metrics = QFontMetricsF(row_font)
        number_width = metrics.horizontalAdvance(points_text(-8888))
        top = title.bottom() + pad * 0.3
        row_h = self._row_height()
        for row in self._rows:
            line = QRectF(left, top, right - left, self._font_px * 1.2)
            painter.setPen(_GOLD if row.marked else _TEXT)
            name = metrics.elidedText(
                row.name, Qt.TextElideMode.ElideRight, line.width() - number_width
            )
            painter.drawText(line, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
            total = points_text(row.total)
            painter.drawText(
                line, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, total
            )
            bar = QRectF(left, line.bottom() + row_h * 0.08, right - left, row_h * 0.14)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(_TRACK)
            painter.drawRoundedRect(bar, bar.height() / 2, bar.height() / 2)
            share = min(1.0, abs(row.total) / self._target)
            if share > 0:
                filled = QRectF(bar.left(), bar.top(), bar.width() * share, bar.height())
                painter.setBrush(_NEGATIVE if row.total < 0 else _GOLD if row.marked else _BAR)
                painter.drawRoundedRect(filled, bar.height() / 2, bar.height() / 2)
            top += row_h
        painter.end()
