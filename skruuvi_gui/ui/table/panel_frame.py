"""The frame of a panel of lines in a corner of the felt (the Skruuvi contract panel, the
Squint deal panel): dark and rounded, light words, the deal line dimmed and the contract in
gold, every size following the table's text."""

from __future__ import annotations

from PySide6.QtWidgets import QFrame, QWidget

_STYLE = """
QFrame#{name} {{ background: rgba(8, 18, 13, 190); border: 1px solid rgba(255,255,255,40);
  border-radius: {radius}px; }}
QLabel {{ color: #f6f2e6; background: transparent; font-size: {font}px; }}
QLabel#deal_line {{ color: rgba(246, 242, 230, 175); font-size: {small}px; }}
QLabel#contract_banner {{ color: #ffd54a; font-size: {big}px; font-weight: 700; }}
"""


class PanelFrame(QFrame):
    """A panel's frame; a game's panel lays out its lines and calls ``set_font_px``."""

    #: How much larger than the other words the contract banner is.
    BANNER_SCALE = 1.2
    #: The game's own style rules, after the frame's, braces doubled: ``{font}``, ``{small}``,
    #: ``{big}``, ``{radius}``, ``{button_radius}`` and ``{pad}`` stand for sizes in pixels.
    OWN_STYLE = ""

    def __init__(self, parent: QWidget, name: str) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self._font = 0

    def set_font_px(self, px: float) -> None:
        """Margins, spacing and every size in the style from the table's text size."""
        font = round(px)
        if font == self._font:
            return
        self._font = font
        layout = self.layout()
        if layout is not None:
            layout.setContentsMargins(font * 3 // 4, font // 2, font * 3 // 4, font // 2)
            layout.setSpacing(font // 4)
        self.setStyleSheet(
            (_STYLE + self.OWN_STYLE.lstrip()).format(
                name=self.objectName(),
                font=font,
                small=round(font * 0.85),
                big=round(font * self.BANNER_SCALE),
                radius=round(font * 0.8),
                button_radius=round(font * 0.45),
                pad=round(font * 0.6),
            )
        )
