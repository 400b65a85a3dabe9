"""The text panels laid over the felt: read back as plain text, and as tall as they wrap."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QLabel, QLayout, QWidget


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


def panel_label(
    parent: QWidget, name: str, text_format: Qt.TextFormat = Qt.TextFormat.PlainText
) -> QLabel:
    """One line of a panel: named for tests and wrapped, so the panel grows instead of
    clipping on a narrow table. Plain text unless the caller escapes what it shows."""
    label = QLabel(parent)
    label.setObjectName(name)
    label.setTextFormat(text_format)
    label.setWordWrap(True)
    return label
