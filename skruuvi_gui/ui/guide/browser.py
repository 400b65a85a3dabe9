"""The text pane every guide view shares: Markdown with card pictures and guide links.

Links name sections, not files: ``#play`` is a section of the game shown, ``skruuvi#play``
one of another game's page. The pane does not follow them itself; it says which section was
asked for, and the window around it decides where that opens. Web links open in the
system's browser.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QUrl, Signal
from PySide6.QtGui import QDesktopServices, QTextDocument
from PySide6.QtWidgets import QTextBrowser, QWidget

from skruuvi_gui.guide import GUIDE_SECTIONS
from skruuvi_gui.ui.guide.card_images import card_of_url, card_picture

#: Link schemes handed to the system.
_WEB_SCHEMES = ("http", "https", "mailto")


def link_target(url: QUrl, game_id: str) -> tuple[str, str] | None:
    """``(game, section)`` a guide link points at (``#id`` within ``game_id``); ``None``
    for a link that is no guide link."""
    other = url.path()
    game = other or game_id
    section = url.fragment() or "overview"
    if url.scheme() or game not in GUIDE_SECTIONS:
        return None
    return game, section


class GuideBrowser(QTextBrowser):
    """Shows guide Markdown with cards ``card_height`` pixels tall; ``section_link`` on a
    click of a guide link."""

    section_link = Signal(str, str)  # game id, section id

    def __init__(self, card_height: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setOpenLinks(False)
        self.setOpenExternalLinks(False)
        self.document().setDocumentMargin(14)
        self._card_height = card_height
        self._four_colour = False
        self._game_id = ""
        self._markdown = ""
        self.anchorClicked.connect(self._follow)

    def show_markdown(self, game_id: str, markdown: str) -> None:
        """Show ``markdown`` (cards already turned into ``card:`` images) of ``game_id``."""
        self._game_id = game_id
        self._markdown = markdown
        self._render(keep_place=False)

    def set_four_colour(self, on: bool) -> None:
        if on != self._four_colour:
            self._four_colour = on
            self._render(keep_place=True)

    def loadResource(self, kind: int, name: QUrl | str) -> object:  # noqa: N802 - Qt override
        url = QUrl(name)
        card = card_of_url(url)
        if kind == QTextDocument.ResourceType.ImageResource.value and card is not None:
            dpr = self.devicePixelRatioF()
            return card_picture(card, self._card_height, dpr, four_colour=self._four_colour)
        return super().loadResource(kind, name)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        super().changeEvent(event)
        if event.type() == QEvent.Type.DevicePixelRatioChange:
            self._render(keep_place=True)

    def _render(self, *, keep_place: bool) -> None:
        """Lay the text out again; the document asks for its card pictures afresh."""
        bar = self.verticalScrollBar()
        position = bar.value() if keep_place else 0
        self.document().clear()
        self.setMarkdown(self._markdown)
        bar.setValue(position)

    def _follow(self, url: QUrl) -> None:
        if url.scheme() in _WEB_SCHEMES:
            QDesktopServices.openUrl(url)
            return
        target = link_target(url, self._game_id)
        if target is not None:
            self.section_link.emit(*target)
