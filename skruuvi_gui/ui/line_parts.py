"""The pieces every line about the game is made of, in each game's wording: cards as players
write them, the names of the cribbage scoring reasons, seat names, and lines said to the
viewer in the second person ("You played 7♥", never "Sinä pelasi").

Each game's event lines (``ui/skruuvi/event_lines.py``, ``ui/squint/event_lines.py``) and
``ui/event_text.py``, which dispatches to them, build on these, so the pieces sit below all
three.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from skruuvi_gui.cards import Card, Rank
from skruuvi_gui.rules.api import Seat

translate = QCoreApplication.translate


def card_text(card: Card) -> str:
    """A card as players write it: ``10♥``, ``Q♠``."""
    rank = "10" if card.rank is Rank.TEN else card.rank.letter
    return rank + card.suit.symbol


def cards_text(cards: Sequence[Card]) -> str:
    return " ".join(card_text(card) for card in cards)


#: A scoring reason of cribbage or Skruuvi as a line of the game log names it.
_REASONS = {
    "fifteen": QT_TRANSLATE_NOOP("Events", "fifteen"),
    "thirty_one": QT_TRANSLATE_NOOP("Events", "thirty-one"),
    "pair": QT_TRANSLATE_NOOP("Events", "pair"),
    "pair_royal": QT_TRANSLATE_NOOP("Events", "pair royal"),
    "double_pair_royal": QT_TRANSLATE_NOOP("Events", "double pair royal"),
    "run": QT_TRANSLATE_NOOP("Events", "run"),
    "flush": QT_TRANSLATE_NOOP("Events", "flush"),
    "nobs": QT_TRANSLATE_NOOP("Events", "his nobs"),
    "his_heels": QT_TRANSLATE_NOOP("Events", "his heels"),
    "go": QT_TRANSLATE_NOOP("Events", "go"),
    "last_card": QT_TRANSLATE_NOOP("Events", "last card"),
    "claim": QT_TRANSLATE_NOOP("Events", "claim"),
    "muggins": QT_TRANSLATE_NOOP("Events", "muggins"),
    "made": QT_TRANSLATE_NOOP("Events", "contract made"),
    "grandi_bonus": QT_TRANSLATE_NOOP("Events", "grandi bonus"),
    "misere_minus": QT_TRANSLATE_NOOP("Events", "misère"),
    "overtricks": QT_TRANSLATE_NOOP("Events", "overtricks"),
    "undertricks": QT_TRANSLATE_NOOP("Events", "undertricks"),
    "tricks": QT_TRANSLATE_NOOP("Events", "tricks"),
    "aces": QT_TRANSLATE_NOOP("Events", "aces"),
    "ledger": QT_TRANSLATE_NOOP("Events", "the robber, to the ledger"),
}


def reason_text(reason: str) -> str:
    """The name of a scoring reason in the current language, e.g. ``"fifteen"``."""
    text = _REASONS.get(reason)
    return reason.replace("_", " ") if text is None else translate("Events", str(text))


def seat_name(names: Sequence[str], seat: Seat | None) -> str:
    """The name at ``seat``, or "?" for no seat or one the names do not reach."""
    return names[seat] if seat is not None and 0 <= seat < len(names) else "?"


def seat_name_html(names: Sequence[str], seat: Seat | None) -> str:
    """A seat's name for rich text: a name is text, never markup."""
    return escape(seat_name(names, seat))


#: A line about one seat, marked for translation in the "Events" context: said to the viewer
#: when the seat is theirs, else of the seat by ``{name}``.
Said = tuple[object, object]


class Speaker:
    """Words lines about seats for one viewer, so that a game's line for an event is one
    call: the viewer's own seat is spoken to in the second person, whatever it is called
    ("Sinä pelasi" or "You takes" would read wrong), every other seat is named."""

    __slots__ = ("names", "viewer")

    def __init__(self, names: Sequence[str], viewer: Seat | None) -> None:
        self.names = names
        self.viewer = viewer

    def name(self, seat: Seat | None) -> str:
        return seat_name(self.names, seat)

    def is_viewer(self, seat: Seat) -> bool:
        return self.viewer is not None and seat == self.viewer

    def about(self, seat: Seat, line: Said, **fields: str) -> str:
        """``line`` about ``seat``, translated, each ``{field}`` filled in after the name."""
        yours, theirs = line
        if self.is_viewer(seat):
            return _filled(translate("Events", str(yours)), fields)
        return _filled(translate("Events", str(theirs)).replace("{name}", self.name(seat)), fields)

    def given(self, giver: Seat, receiver: Seat, line: Said, to_you: object, **fields: str) -> str:
        """Cards ``giver`` passes to ``receiver``: ``line`` about the giver (``{to}`` the
        receiver), or ``to_you`` (``{name}`` the giver) when the receiver is the viewer."""
        if self.is_viewer(receiver):
            text = translate("Events", str(to_you)).replace("{name}", self.name(giver))
        else:
            text = self.about(giver, line)
        return _filled(text.replace("{to}", self.name(receiver)), fields)


def _filled(text: str, fields: dict[str, str]) -> str:
    for key, value in fields.items():
        text = text.replace("{" + key + "}", value)
    return text
