"""A hint on the table: the hinted move marked, the keyboard put on it, its words under the
prompt until a move is made or the person chooses otherwise.
"""

from __future__ import annotations

from skruuvi_gui.rules.api import Action
from skruuvi_gui.ui.table.hand_play import HandTable


class HintedTable(HandTable):
    """The hint's part of a game's table."""

    def show_hint(self, action: Action, words: str = "") -> None:
        """Mark the hinted move and put the keyboard on it, so that Enter then makes it: the
        hinted cards marked and the first of them focused, or the hinted button focused;
        ``words`` (the move and why) stand under the prompt while the hint does."""
        self._hint = action
        self._hint_words = words
        self._pick_hinted(action)
        self._update_marks()
        button = self._hint_button(action)
        self._refresh_bar()
        self._focus_hint(action, button)

    def reword_hint(self, words: str) -> None:
        """New words for the hint standing (the language changed); nothing without one."""
        if self._hint is not None:
            self._hint_words = words
            self._refresh_bar()

    def hint_words(self) -> str:
        """The standing hint's words as shown beside the prompt; empty without one."""
        return self._hint_words if self._hint is not None else ""

    def _pick_hinted(self, action: Action) -> None:
        """Put the keyboard focus on the (first) hinted card; the hinted cards stay marked
        but unpicked, so a click picks them as it would, and Enter makes the hinted move."""
        cards = self._hinted_order(action)
        if cards and self._accepting and self._picking.allows(cards):
            self._picking.keyboard = True
            self._picking.focus = cards[0]
