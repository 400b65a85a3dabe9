"""The first-game walkthrough: a fixed, instructive deal against computer players, with the
walkthrough page's tips beside the table and the program's suggested move at every decision.

The learner plays every move at the table as usual; the walkthrough only watches the match
driver (its events and the table settling) and talks. The suggestion is the driver's own
hint, worked out off the GUI thread and highlighted on the table, and said in words here.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from skruuvi_gui.guide import WALKTHROUGH_STEPS, Page, card_markdown
from skruuvi_gui.rules import game_spec
from skruuvi_gui.rules.api import Action, Dealt, Event, GameOver, PhaseChanged
from skruuvi_gui.ui.dialogs.labels import game_name
from skruuvi_gui.ui.dialogs.new_game import NewGame, default_new_game
from skruuvi_gui.ui.guide.browser import GuideBrowser
from skruuvi_gui.ui.guide.pages import page_for
from skruuvi_gui.ui.guide.tips import END, Tips

if TYPE_CHECKING:
    # The walkthrough watches a driver and a table once a game is on it; it never makes one.
    from skruuvi_gui.bots.reasons import Advice
    from skruuvi_gui.ui.match_driver import MatchDriver
    from skruuvi_gui.ui.table.base import GameTable

translate = QCoreApplication.translate

#: The deal of each walkthrough (the game number), chosen by playing each out with the
#: suggested moves: in Cribbage the learner deals, and the show counts fifteens, a run, a pair
#: and his heels; in Skruuvi the learner bids, takes the centre cards, exchanges, declares
#: 5 ♦, is knocked and makes it; in Squint the learner's bid card makes a Duo that
#: takes the squint.
WALKTHROUGH_SEEDS: dict[str, int] = {"cribbage": 9, "skruuvi": 6, "squint": 16}

#: Rule options that keep a walkthrough short: a game to 61, one practice deal.
WALKTHROUGH_OPTIONS: dict[str, Mapping[str, Any]] = {
    "cribbage": {"target_score": 61},
    "skruuvi": {"length": "alkupeli"},
    "squint": {},
}

#: The learner's seat; every other seat is a computer player at the normal level.
LEARNER = 0

#: Cards in the walkthrough panel, in logical pixels.
TIP_CARD_HEIGHT = 64

#: Room for a whole tip of a few short paragraphs without scrolling at the usual width.
TIP_MIN_HEIGHT = 300


def walkthrough_game(game_id: str) -> NewGame:
    """The learner against computer players, default rules shortened for a first game."""
    base = default_new_game(game_id)
    options = game_spec(game_id).check_options({**base.options, **WALKTHROUGH_OPTIONS[game_id]})
    return NewGame(base.game_id, options, base.seats)


def passed_phases(events: Sequence[Event]) -> tuple[list[str], bool]:
    """The phases ``events`` entered and left again, and whether the deal ended among them."""
    entered = [event.phase for event in events if isinstance(event, PhaseChanged)]
    deal_over = any(
        isinstance(event, GameOver) or (isinstance(event, Dealt) and event.deal_number > 1)
        for event in events
    )
    return entered[:-1], deal_over


class WalkthroughPanel(QDockWidget):
    """The tip on show, the suggested move, and the Next tip and Close buttons."""

    closed = Signal()  # the dock's own close button

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Walkthrough")
        self.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetClosable
            | QDockWidget.DockWidgetFeature.DockWidgetMovable
        )
        self.tip = GuideBrowser(TIP_CARD_HEIGHT)
        self.tip.setObjectName("walkthrough_tip")
        self.tip.document().setDocumentMargin(8)
        self.tip.setMinimumHeight(TIP_MIN_HEIGHT)
        self.suggestion = QLabel()
        self.suggestion.setObjectName("walkthrough_suggestion")
        self.suggestion.setWordWrap(True)
        self.suggestion.setTextFormat(Qt.TextFormat.RichText)
        self.suggestion.setStyleSheet(
            "QLabel { background: #fff4c8; color: #3a2e00; border: 1px solid #e0c060;"
            " border-radius: 4px; padding: 6px; }"
        )
        self.next_button = QPushButton()
        self.next_button.setObjectName("walkthrough_next")
        self.close_button = QPushButton()
        self.close_button.setObjectName("walkthrough_close")
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.next_button)
        buttons.addWidget(self.close_button)
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.tip, 1)
        layout.addWidget(self.suggestion)
        layout.addLayout(buttons)
        self.setWidget(body)
        self.retranslate()

    def retranslate(self) -> None:
        self.next_button.setText(translate("Walkthrough", "&Next tip"))
        self.close_button.setText(translate("Walkthrough", "&Close"))

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        super().closeEvent(event)
        self.closed.emit()

    def set_suggestion(self, text: str) -> None:
        self.suggestion.setText(text)
        self.suggestion.setVisible(bool(text))


class Walkthrough(QObject):
    """Runs one walkthrough at a time; see the module docstring.

    ``start_match(choice, seed)`` is the window's way to put a new match on the table; the
    window calls ``attach`` for every match it installs, which tells the walkthrough whether
    the table still plays its deal.
    """

    section_link = Signal(str, str)  # a link in a tip: open the guide there

    def __init__(
        self,
        panel: WalkthroughPanel,
        start_match: Callable[[NewGame, int], None],
        language: str,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.panel = panel
        self._start_match = start_match
        self._language = language
        self._game_id: str | None = None
        self._page: Page | None = None
        self._tips: Tips | None = None
        self._starting = False
        self._driver: MatchDriver | None = None
        self._table: GameTable | None = None
        self._suggested: Advice | None = None
        panel.next_button.clicked.connect(self.next_tip)
        panel.close_button.clicked.connect(self.stop)
        panel.closed.connect(self.stop)
        panel.tip.section_link.connect(self.section_link)
        panel.hide()

    # --- what the window asks -----------------------------------------------------------

    @property
    def active(self) -> bool:
        return self._tips is not None

    @property
    def game_id(self) -> str | None:
        return self._game_id

    @property
    def suggested(self) -> Action | None:
        """The suggested move on show, if any."""
        return None if self._suggested is None else self._suggested.action

    @property
    def step(self) -> str | None:
        """The id of the tip on show."""
        return None if self._tips is None else self._tips.current

    def start(self, game_id: str) -> None:
        """Deal the walkthrough of ``game_id`` and open the panel at its introduction."""
        self._starting = True
        try:
            self._start_match(walkthrough_game(game_id), WALKTHROUGH_SEEDS[game_id])
        finally:
            self._starting = False

    def attach(self, driver: MatchDriver, table: GameTable) -> None:
        """The window installed a match: follow it if it is the walkthrough's, else stop."""
        self._release()
        if not self._starting:
            self.stop()
            return
        game_id = driver.match.game_id
        self._driver, self._table = driver, table
        self._game_id = game_id
        self._page = page_for(game_id, self._language, walkthrough=True)
        self._tips = Tips(WALKTHROUGH_STEPS[game_id])
        driver.events_applied.connect(self._events_applied)
        driver.hinted.connect(self._hinted)
        table.settled.connect(self._settled, Qt.ConnectionType.QueuedConnection)
        self.panel.setWindowTitle(
            translate("Walkthrough", "First game: {game}").replace("{game}", game_name(game_id))
        )
        self.panel.set_suggestion("")
        self._show_tip()
        self.panel.show()
        self.panel.raise_()

    def stop(self) -> None:
        """End the walkthrough and close its panel; the match plays on as any other."""
        self._release()
        self._tips = None
        self._game_id = None
        self._suggested = None
        self.panel.hide()

    def next_tip(self) -> None:
        if self._tips is not None and self._tips.next_tip():
            self._show_tip()

    def set_language(self, language: str) -> None:
        """Speak ``language``: the tip on show and the suggestion again in it."""
        self._language = language
        self.panel.retranslate()
        if self._game_id is not None:
            self._page = page_for(self._game_id, language, walkthrough=True)
            self.panel.setWindowTitle(
                translate("Walkthrough", "First game: {game}").replace(
                    "{game}", game_name(self._game_id)
                )
            )
            self._show_tip()
            self._say(self._suggested)

    def set_four_colour(self, on: bool) -> None:
        self.panel.tip.set_four_colour(on)

    def shutdown(self) -> None:
        """Let go of the match (the window is closing)."""
        self._release()

    def suggestion_text(self) -> str:
        return self.panel.suggestion.text() if self.panel.suggestion.isVisibleTo(self.panel) else ""

    # --- following the match ------------------------------------------------------------

    def _release(self) -> None:
        """Stop listening to the match followed so far."""
        driver, table = self._driver, self._table
        self._driver = self._table = None
        if driver is not None:
            driver.events_applied.disconnect(self._events_applied)
            driver.hinted.disconnect(self._hinted)
        if table is not None:
            table.settled.disconnect(self._settled)

    def _events_applied(self, events: Sequence[Event]) -> None:
        self._suggested = None
        self.panel.set_suggestion("")
        phases, deal_over = passed_phases(events)
        if self._tips is not None and self._tips.passed(phases, deal_over=deal_over):
            self._show_tip()

    def _settled(self) -> None:
        """The table shows the position: if the learner must decide, tip and suggestion."""
        driver, tips = self._driver, self._tips
        if driver is None or tips is None or driver.acting_seat() != LEARNER:
            return
        match = driver.match
        if tips.decision(match.observation(LEARNER).phase):
            self._show_tip()
        if tips.current == END or self._suggested is not None:
            return
        driver.hint()

    def _hinted(self, advice: Advice) -> None:
        """The driver highlighted its hint: say it while the learner is the one to act."""
        driver = self._driver
        if driver is None or driver.acting_seat() != LEARNER:
            return
        self._suggested = advice
        self._say(advice)

    def _say(self, advice: Advice | None) -> None:
        """The suggested move and why, as the hint on the table says it."""
        driver = self._driver
        if advice is None or self._game_id is None or driver is None:
            self.panel.set_suggestion("")
            return
        # Every game's words: loaded with the first suggestion, not with the window.
        from skruuvi_gui.ui.guide.hint_reason import hint_reason
        from skruuvi_gui.ui.guide.suggestion import describe_move

        words = describe_move(self._game_id, advice.action)
        if words is None:
            text = translate("Walkthrough", "The suggested move is highlighted.")
        else:
            text = translate("Walkthrough", "<b>Suggested move:</b> {move}").replace(
                "{move}", html.escape(words)
            )
        reason = hint_reason(driver.match.observation(LEARNER), advice.action, advice.reason)
        self.panel.set_suggestion(f"{text}<br>{html.escape(reason)}")

    def _show_tip(self) -> None:
        tips, page = self._tips, self._page
        if tips is None:
            return
        step = tips.current
        if page is None or step is None or step not in page.ids():
            text = translate("Walkthrough", "The walkthrough text cannot be found.")
        else:
            section = page.section(step)
            text = f"### {section.title}\n\n{card_markdown(section.body)}"
            if tips.ahead:  # the suggested move is still the present step's
                coming = translate("Walkthrough", "Coming up after this step:")
                text = f"*{coming}*\n\n{text}"
        self.panel.tip.show_markdown(self._game_id or "", text)
        self.panel.next_button.setEnabled(tips.has_next())
