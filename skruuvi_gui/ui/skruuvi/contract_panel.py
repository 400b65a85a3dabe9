"""The contract panel in the table's top-right corner: which deal it is, the contract banner
(always visible), and the lines a player wants to glance at — tricks per side, the centre
cards, their own exchanges, misère aces — with the button that opens the last tricks."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QPushButton, QSizePolicy, QVBoxLayout, QWidget

from skruuvi_gui.ui.table.panel_frame import PanelFrame
from skruuvi_gui.ui.table.panel_text import height_for_width, panel_label, plain

translate = QCoreApplication.translate


class ContractPanel(PanelFrame):
    """Emits ``review_toggled`` when the last-tricks button is pressed."""

    OWN_STYLE = """
QPushButton {{ color: #1d1a12; background: #efe6cf; border: 1px solid #b9a77a;
  border-radius: {button_radius}px; padding: 2px {pad}px; font-size: {small}px;
  font-weight: 600; }}
QPushButton:checked {{ background: #f2c14e; border-color: #a8821f; }}
"""

    review_toggled = Signal(bool)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent, "contract_panel")
        self._deal = panel_label(self, "deal_line")
        self._banner = panel_label(self, "contract_banner", Qt.TextFormat.RichText)
        self._details = panel_label(self, "details", Qt.TextFormat.RichText)
        self._review = QPushButton(self)
        self._review.setObjectName("last_tricks_button")
        self._review.setCheckable(True)
        self._review.setCursor(Qt.CursorShape.PointingHandCursor)
        self._review.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
        self._review.toggled.connect(self.review_toggled)
        layout = QVBoxLayout(self)
        for widget in (self._deal, self._banner, self._details):
            layout.addWidget(widget)
        layout.addWidget(self._review, 0, Qt.AlignmentFlag.AlignLeft)
        self._width = 300
        self.set_font_px(15)
        self.retranslate()

    def set_width(self, width: float) -> None:
        wanted = max(120, round(width))
        if wanted != self._width:
            self._width = wanted
            self._fit()

    def set_content(self, deal: str, banner_html: str, details_html: Sequence[str]) -> None:
        self._deal.setText(deal)
        self._deal.setVisible(bool(deal))
        self._banner.setText(banner_html)
        self._banner.setVisible(bool(banner_html))
        lines = [line for line in details_html if line]
        self._details.setText("<br>".join(lines))
        self._details.setVisible(bool(lines))
        self.setAccessibleDescription(self.text())
        self._fit()

    def set_review(self, *, available: bool, open_: bool) -> None:
        """Show the last-tricks button while there are tricks to look back at."""
        self._review.setVisible(available)
        self._review.blockSignals(True)
        self._review.setChecked(available and open_)
        self._review.blockSignals(False)
        self._fit()

    def retranslate(self) -> None:
        self._review.setText(translate("Skruuvi", "Last tricks"))
        self._review.setToolTip(translate("Skruuvi", "Show or hide the last two tricks played"))
        self._review.setAccessibleDescription(self._review.toolTip())
        self.setAccessibleName(translate("Skruuvi", "Contract"))

    def banner(self) -> str:
        """The contract banner as plain text."""
        return plain(self._banner.text())

    def text(self) -> str:
        """Everything the panel says, as plain text lines."""
        parts = [self._deal.text(), self.banner(), plain(self._details.text())]
        return "\n".join(part for part in parts if part)

    def review_button(self) -> QPushButton | None:
        return self._review if not self._review.isHidden() else None

    def _fit(self) -> None:
        """The given width; as tall as the wrapped lines need."""
        self.setFixedWidth(self._width)
        if self.layout() is not None:
            self.setFixedHeight(height_for_width(self.layout(), self._width))
