"""The rules-guide window: a game chooser, the page's sections on the left, one section shown
on the right, and back and forward through the sections visited.

One window serves the whole program and stays open beside the table (it is not modal), so a
player can read the rules of the phase being played and go on playing. It speaks the
interface language, falling back to the English page where a translation is missing.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from skruuvi_gui.guide import GUIDE_SECTIONS, Page, card_markdown
from skruuvi_gui.ui.dialogs.labels import game_name
from skruuvi_gui.ui.guide.browser import GuideBrowser
from skruuvi_gui.ui.guide.pages import page_for
from skruuvi_gui.ui.screen_fit import ScreenFit

translate = QCoreApplication.translate

#: Card height in the guide window, in logical pixels: the size of a card in a hand on a
#: small table, big enough to read the index and see the suit at once.
GUIDE_CARD_HEIGHT = 96

#: The games in the chooser, in the order of the new-game dialog.
GUIDE_GAMES: tuple[str, ...] = tuple(GUIDE_SECTIONS)


def section_markdown(page: Page, section_id: str) -> str:
    """One section as the browser shows it: its title as a heading over its body."""
    section = page.section(section_id)
    return f"## {section.title}\n\n{card_markdown(section.body)}"


# The widest the contents grow to show a long section title whole, in pixels.
MAX_CONTENTS_WIDTH = 340


class GuideWindow(QWidget):
    """See the module docstring; ``open_at`` shows a section and brings the window up."""

    def __init__(self, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("GuideWindow")
        self._language = language
        self._page: Page | None = None
        self._game_id = GUIDE_GAMES[0]
        self._section_id = "overview"
        self._history: list[tuple[str, str]] = []
        self._at = -1
        self._build()
        self.screen_fit = ScreenFit(self, on_show=True)
        self.screen_fit.open_at(QSize(960, 680))
        self.retranslate()

    def _build(self) -> None:
        self._games = QComboBox()
        self._games.setObjectName("guide_games")
        for game_id in GUIDE_GAMES:
            self._games.addItem("", game_id)
        self._games.activated.connect(self._game_chosen)
        style = self.style()
        self._back = QToolButton()
        self._back.setObjectName("guide_back")
        self._back.setIcon(style.standardIcon(QStyle.StandardPixmap.SP_ArrowBack))
        self._back.clicked.connect(self.back)
        self._forward = QToolButton()
        self._forward.setObjectName("guide_forward")
        self._forward.setIcon(style.standardIcon(QStyle.StandardPixmap.SP_ArrowForward))
        self._forward.clicked.connect(self.forward)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Back), self, self.back)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Forward), self, self.forward)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Close), self, self.close)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self.close)
        self._game_label = QLabel()
        self._game_label.setBuddy(self._games)
        bar = QHBoxLayout()
        bar.addWidget(self._back)
        bar.addWidget(self._forward)
        bar.addSpacing(12)
        bar.addWidget(self._game_label)
        bar.addWidget(self._games)
        bar.addStretch(1)
        self._contents = QListWidget()
        self._contents.setObjectName("guide_contents")
        self._contents.currentRowChanged.connect(self._section_chosen)
        self._browser = GuideBrowser(GUIDE_CARD_HEIGHT)
        self._browser.setObjectName("guide_text")
        self._browser.section_link.connect(self.open_at)
        font = self._browser.font()
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self._browser.setFont(font)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self._contents)
        splitter.addWidget(self._browser)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([230, 730])
        self._splitter = splitter
        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addWidget(splitter, 1)

    # --- what the program asks ----------------------------------------------------------

    def open_at(self, game_id: str, section_id: str = "overview") -> None:
        """Show ``section_id`` of ``game_id`` (the overview if the page lacks it) and bring
        the window to the front; the section joins the back-and-forward history."""
        self._go(game_id, section_id)
        self._remember()
        self.present()

    def present(self) -> None:
        """Show the window, raised and active, wherever it was."""
        if self.isMinimized():
            self.showNormal()
        self.show()
        self.raise_()
        self.activateWindow()

    def set_language(self, language: str) -> None:
        """Speak ``language``: the same section, from that language's page."""
        if language != self._language:
            self._language = language
            self._page = None
            if self._history:
                self._go(self._game_id, self._section_id)

    def set_four_colour(self, on: bool) -> None:
        self._browser.set_four_colour(on)

    def back(self) -> None:
        if self._at > 0:
            self._at -= 1
            self._go(*self._history[self._at])
            self._update_arrows()

    def forward(self) -> None:
        if self._at + 1 < len(self._history):
            self._at += 1
            self._go(*self._history[self._at])
            self._update_arrows()

    # --- looking inside (tests, accessibility) ------------------------------------------

    @property
    def game_id(self) -> str:
        return self._game_id

    @property
    def section_id(self) -> str:
        return self._section_id

    @property
    def page(self) -> Page | None:
        return self._page

    def contents(self) -> list[str]:
        """The section titles listed on the left, in order."""
        return [self._contents.item(row).text() for row in range(self._contents.count())]

    def browser(self) -> GuideBrowser:
        return self._browser

    def text(self) -> str:
        """The section shown, as plain text."""
        return self._browser.toPlainText()

    # --- inside -------------------------------------------------------------------------

    def _go(self, game_id: str, section_id: str) -> None:
        if game_id not in GUIDE_SECTIONS:
            return
        if game_id != self._game_id or self._page is None:
            self._game_id = game_id
            self._page = page_for(game_id, self._language)
            self._fill_contents()
        page = self._page
        if page is None:
            self._section_id = section_id
            self._browser.show_markdown(game_id, self._missing_text())
        else:
            ids = page.ids()
            self._section_id = section_id if section_id in ids else ids[0]
            self._browser.show_markdown(game_id, section_markdown(page, self._section_id))
            self._contents.blockSignals(True)
            self._contents.setCurrentRow(ids.index(self._section_id))
            self._contents.blockSignals(False)
        self._games.setCurrentIndex(GUIDE_GAMES.index(game_id))
        self._update_title()

    def _remember(self) -> None:
        """Add the section shown to the history, dropping what lay ahead of it."""
        here = (self._game_id, self._section_id)
        if 0 <= self._at < len(self._history) and self._history[self._at] == here:
            return
        del self._history[self._at + 1 :]
        self._history.append(here)
        self._at = len(self._history) - 1
        self._update_arrows()

    def _fill_contents(self) -> None:
        self._contents.blockSignals(True)
        self._contents.clear()
        if self._page is not None:
            for section in self._page.sections:
                item = QListWidgetItem(section.title)
                item.setData(Qt.ItemDataRole.UserRole, section.id)
                item.setSizeHint(QSize(0, 28))
                item.setToolTip(section.title)
                self._contents.addItem(item)
        self._contents.blockSignals(False)
        self._widen_contents()

    def _widen_contents(self) -> None:
        """The contents as wide as their longest title, within reason: a long Norwegian
        heading shows whole where the window has room, and on hover where it has not."""
        contents = self._contents
        metrics = contents.fontMetrics()
        titles = [contents.item(row).text() for row in range(contents.count())]
        wanted = max((metrics.horizontalAdvance(title) for title in titles), default=0)
        wanted += 2 * contents.frameWidth() + 16 + contents.verticalScrollBar().sizeHint().width()
        sizes = self._splitter.sizes()
        if len(sizes) == 2 and sizes[0] < wanted <= MAX_CONTENTS_WIDTH:
            self._splitter.setSizes([wanted, max(1, sum(sizes) - wanted)])

    def _game_chosen(self, index: int) -> None:
        game_id = GUIDE_GAMES[index]
        if game_id != self._game_id:
            self._go(game_id, "overview")
            self._remember()

    def _section_chosen(self, row: int) -> None:
        item = self._contents.item(row)
        if item is not None:
            self._go(self._game_id, str(item.data(Qt.ItemDataRole.UserRole)))
            self._remember()

    def _update_arrows(self) -> None:
        self._back.setEnabled(self._at > 0)
        self._forward.setEnabled(self._at + 1 < len(self._history))

    def _update_title(self) -> None:
        title = translate("GuideWindow", "Rules guide — {game}")
        self.setWindowTitle(title.replace("{game}", game_name(self._game_id)))

    def _missing_text(self) -> str:
        return translate("GuideWindow", "The guide to {game} cannot be found.").replace(
            "{game}", game_name(self._game_id)
        )

    def retranslate(self) -> None:
        self._game_label.setText(translate("GuideWindow", "&Game:"))
        for index, game_id in enumerate(GUIDE_GAMES):
            self._games.setItemText(index, game_name(game_id))
        self._back.setToolTip(translate("GuideWindow", "Back"))
        self._forward.setToolTip(translate("GuideWindow", "Forward"))
        self._update_arrows()
        self._update_title()
        if self._page is None and self._history:
            self._browser.show_markdown(self._game_id, self._missing_text())

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
