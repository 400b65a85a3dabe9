"""The quick-reference dock: the ``quick`` section of the current game's guide page beside
the table, for the facts a player looks up mid-deal (scores, bid order, what beats what),
and the quick section of a rules variant when the game on the table plays it.

It follows the game on the table and the interface language; a link in it opens the full
guide at that section.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Signal
from PySide6.QtWidgets import QDockWidget, QWidget

from skruuvi_gui.guide import GUIDE_SECTIONS, card_markdown
from skruuvi_gui.ui.guide.browser import GuideBrowser
from skruuvi_gui.ui.guide.pages import page_for

translate = QCoreApplication.translate

#: Cards in the narrow dock are smaller than in the guide window.
QUICK_CARD_HEIGHT = 60

#: The section the dock shows.
QUICK_SECTION = "quick"
#: Sections added below it when a game's option has a value: game id, option, value, section.
VARIANT_SECTIONS: tuple[tuple[str, str, str, str], ...] = (
    ("skruuvi", "scoring", "traditional", "quick-traditional"),
)


class QuickReference(QDockWidget):
    """A closable dock; ``set_game`` and ``set_language`` choose the page it shows."""

    section_link = Signal(str, str)  # game id, section id: open the guide there

    def __init__(self, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("QuickReference")
        self._browser = GuideBrowser(QUICK_CARD_HEIGHT)
        self._browser.setObjectName("quick_reference_text")
        self._browser.document().setDocumentMargin(8)
        self._browser.section_link.connect(self.section_link)
        self.setWidget(self._browser)
        self._game_id = next(iter(GUIDE_SECTIONS))
        self._options: Mapping[str, Any] = {}
        self._language = language
        self.retranslate()

    @property
    def game_id(self) -> str:
        return self._game_id

    def set_game(self, game_id: str, options: Mapping[str, Any] | None = None) -> None:
        """Show ``game_id``'s quick reference, with the sections of the variants that its
        ``options`` choose."""
        options = dict(options or {})
        if game_id in GUIDE_SECTIONS and (game_id, options) != (self._game_id, self._options):
            self._game_id = game_id
            self._options = options
            self._show()

    def set_language(self, language: str) -> None:
        if language != self._language:
            self._language = language
            self._show()

    def set_four_colour(self, on: bool) -> None:
        self._browser.set_four_colour(on)

    def text(self) -> str:
        return self._browser.toPlainText()

    def browser(self) -> GuideBrowser:
        return self._browser

    def retranslate(self) -> None:
        self.setWindowTitle(translate("QuickReference", "Quick reference"))
        # A dock's own accessible interface says only its title: its contents say what it is.
        self._browser.setAccessibleDescription(
            translate("QuickReference", "The rules of the game on the table, in short")
        )
        self._show()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _show(self) -> None:
        page = page_for(self._game_id, self._language)
        if page is None or QUICK_SECTION not in page.ids():
            text = translate("QuickReference", "No quick reference for this game.")
        else:
            shown = [QUICK_SECTION] + [
                section
                for game_id, option, value, section in VARIANT_SECTIONS
                if game_id == self._game_id
                and self._options.get(option) == value
                and section in page.ids()
            ]
            text = "\n\n".join(card_markdown(page.section(s).body) for s in shown)
        self._browser.show_markdown(self._game_id, text)
