"""Why a dimmed card may not go now, in one line: read from the moves the rules allow, so
the table says what the engine decided without deciding anything itself."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from skruuvi_gui.cards import Card
from skruuvi_gui.rules.api import Action
from skruuvi_gui.rules.tricks import Play

translate = QCoreApplication.translate


def refusal_text(card: Card, legal: Sequence[Action]) -> str:
    """The line for ``card`` when a trick game allows only one suit and it is another;
    otherwise the plain word that it cannot go now."""
    suits = {action.card.suit for action in legal if isinstance(action, Play)}
    if len(suits) == 1 and card.suit not in suits:
        (suit,) = suits
        text = translate("GameTable", "You must follow suit: play a {suit}")
        return text.replace("{suit}", suit.symbol)
    return translate("GameTable", "That card cannot be played now")
