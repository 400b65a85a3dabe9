"""The pieces every line about the game is made of, in each game's wording: cards as players
write them, the names of the cribbage scoring reasons, seat names, and lines said to the
viewer in the second person ("You played 7♥", never "Sinä pelasi").

Each game's event lines (``ui/skruuvi/event_lines.py``, ``ui/squint/event_lines.py``) and
``ui/event_text.py``, which dispatches to them, build on these, so the pieces sit below all
three.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from skruuvi_gui.cards import Card, Rank
from skruuvi_gui.rules.api import Seat

translate = QCoreApplication.translate


def card_text(card: Card) -> str:
    """A card as players write it: ``10♥``, ``Q♠``."""
    rank = "10" if card.rank is Rank.TEN else card.rank.letter
    return rank + card.suit.symbol


def cards_text(cards: Sequence[Card]) -> str:
    return " ".join(card_text(card) for card in cards)


def reason_text(reason: str) -> str:
    """The name of a scoring reason in the current language, e.g. ``"fifteen"``."""
    texts = {
        "fifteen": translate("Events", "fifteen"),
        "thirty_one": translate("Events", "thirty-one"),
        "pair": translate("Events", "pair"),
        "pair_royal": translate("Events", "pair royal"),
        "double_pair_royal": translate("Events", "double pair royal"),
        "run": translate("Events", "run"),
        "flush": translate("Events", "flush"),
        "nobs": translate("Events", "his nobs"),
        "his_heels": translate("Events", "his heels"),
        "go": translate("Events", "go"),
        "last_card": translate("Events", "last card"),
        "claim": translate("Events", "claim"),
        "muggins": translate("Events", "muggins"),
    }
    return texts.get(reason, reason.replace("_", " "))


def seat_name(names: Sequence[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else "?"


def personal(seat: int, names: Sequence[str], viewer: Seat | None, yours: str, theirs: str) -> str:
    """``yours`` (said to the viewer) when ``seat`` is the viewer's, else ``theirs`` with
    ``{name}`` filled in."""
    if viewer is not None and seat == viewer:
        return yours
    return theirs.replace("{name}", seat_name(names, seat))
