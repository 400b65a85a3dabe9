"""The text panels laid over the felt: read back as plain text, and as tall as they wrap."""

from __future__ import annotations

from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QLayout


def plain(html: str) -> str:
    """Rich text as a screen reader (or a test) reads it."""
    document = QTextDocument()
    document.setHtml(html)
    return document.toPlainText()


def height_for_width(layout: QLayout | None, width: int) -> int:
    """How tall ``layout`` needs to be at ``width``, its labels wrapped."""
    if layout is None:
        return 0
    if layout.hasHeightForWidth():
        return layout.totalHeightForWidth(width)
    return layout.totalSizeHint().height()
