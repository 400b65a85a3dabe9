"""One translated line for each public event, for the table's captions and the hotseat
curtain ("Pekka played 7♥", "Maija: fifteen for 2").

Only public facts are described: events never carry a hidden card, and this module reads
nothing else. A line about the viewer's own seat speaks to them ("You played 7♥"), whatever
the seat is called: "Sinä pelasi" or "You takes" would read wrong, and a named seat in
hotseat is still the person at the screen.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from skruuvi_gui.rules.api import (
    CardPlayed,
    CardsPassed,
    CardsShown,
    Dealt,
    Event,
    GameOver,
    Said,
    Scored,
    Seat,
    TrickWon,
)
from skruuvi_gui.ui import line_parts
from skruuvi_gui.ui.line_parts import Speaker, card_text, cards_text, reason_text

translate = QCoreApplication.translate


def _winners_text(winners: Sequence[int], speak: Speaker) -> str:
    if len(winners) == 1:
        return speak.about(winners[0], _LINES["wins_game"])
    if speak.viewer in winners:
        partner = next(seat for seat in winners if seat != speak.viewer)
        return translate("Events", "You and {name} win the game").replace(
            "{name}", speak.name(partner)
        )
    return (
        translate("Events", "{first} and {second} win the game")
        .replace("{first}", speak.name(winners[0]))
        .replace("{second}", speak.name(winners[1]))
    )


def describe_event(
    event: Event, names: Sequence[str], game_id: str, viewer: Seat | None = None
) -> str | None:
    """A translated one-line text of a public event, or ``None`` when it is not worth a line.

    ``game_id`` selects game-specific wording where a game needs it; lines about ``viewer``'s
    seat (the seat whose view the table shows) are said to them, in the second person.
    """
    speak = Speaker(names, viewer)
    if game_id == "skruuvi":
        from skruuvi_gui.ui.skruuvi.event_lines import skruuvi_line

        line = skruuvi_line(event, speak)
        if line is not None:
            return line
    if game_id == "squint":
        from skruuvi_gui.ui.squint.event_lines import squint_line

        line = squint_line(event, speak)
        if line is not None:
            return line
    return _shared_line(event, speak, game_id)


def _shared_line(event: Event, speak: Speaker, game_id: str) -> str | None:
    """The words every game shares, and cribbage's own."""
    if isinstance(event, CardPlayed):
        return speak.about(event.seat, _LINES["played"], card=card_text(event.card))
    if isinstance(event, Scored):
        line = _SCORED.get(event.reason, _LINES["scored_other"])
        reason = reason_text(event.reason)
        return speak.about(event.seat, line, points=str(event.points), reason=reason)
    if isinstance(event, Said):
        return speak.about(event.seat, _SAID.get(event.what, _LINES["said_other"]), what=event.what)
    if isinstance(event, CardsShown):
        line = _SHOWN.get(event.what, _LINES["shown_other"])
        return speak.about(event.seat, line, cards=cards_text(event.cards))
    if isinstance(event, CardsPassed):
        if event.from_seat < 0:
            return None
        line = _PASSED[game_id == "cribbage", event.count == 1]
        return speak.about(event.from_seat, line, count=str(event.count))
    if isinstance(event, Dealt):
        return speak.about(event.dealer, _LINES["deals"], number=str(event.deal_number))
    if isinstance(event, TrickWon):
        return speak.about(event.seat, _LINES["wins_trick"])
    if isinstance(event, GameOver):
        return _winners_text(event.outcome.winners, speak)
    return None


# --- the words, marked for translation and translated where said ---------------------------

# The lines about one seat, by what it did.
_LINES: dict[str, line_parts.Said] = {
    "scored_other": (
        QT_TRANSLATE_NOOP("Events", "You score {points} for {reason}"),
        QT_TRANSLATE_NOOP("Events", "{name} scores {points} for {reason}"),
    ),
    "said_other": (
        QT_TRANSLATE_NOOP("Events", "You: {what}"),
        QT_TRANSLATE_NOOP("Events", "{name}: {what}"),
    ),
    "shown_other": (
        QT_TRANSLATE_NOOP("Events", "You show {cards}"),
        QT_TRANSLATE_NOOP("Events", "{name} shows {cards}"),
    ),
    "played": (
        QT_TRANSLATE_NOOP("Events", "You played {card}"),
        QT_TRANSLATE_NOOP("Events", "{name} played {card}"),
    ),
    "deals": (
        QT_TRANSLATE_NOOP("Events", "You deal (deal {number})"),
        QT_TRANSLATE_NOOP("Events", "{name} deals (deal {number})"),
    ),
    "wins_trick": (
        QT_TRANSLATE_NOOP("Events", "You win the trick"),
        QT_TRANSLATE_NOOP("Events", "{name} wins the trick"),
    ),
    "wins_game": (
        QT_TRANSLATE_NOOP("Events", "You win the game"),
        QT_TRANSLATE_NOOP("Events", "{name} wins the game"),
    ),
}

# A cribbage score said for each reason, to the scorer and of them.
_SCORED: dict[str, line_parts.Said] = {
    "fifteen": (
        QT_TRANSLATE_NOOP("Events", "You score fifteen for {points}"),
        QT_TRANSLATE_NOOP("Events", "{name}: fifteen for {points}"),
    ),
    "thirty_one": (
        QT_TRANSLATE_NOOP("Events", "You score thirty-one for {points}"),
        QT_TRANSLATE_NOOP("Events", "{name}: thirty-one for {points}"),
    ),
    "pair": (
        QT_TRANSLATE_NOOP("Events", "You score a pair for {points}"),
        QT_TRANSLATE_NOOP("Events", "{name}: a pair for {points}"),
    ),
    "pair_royal": (
        QT_TRANSLATE_NOOP("Events", "You score pair royal for {points}"),
        QT_TRANSLATE_NOOP("Events", "{name}: pair royal for {points}"),
    ),
    "double_pair_royal": (
        QT_TRANSLATE_NOOP("Events", "You score double pair royal for {points}"),
        QT_TRANSLATE_NOOP("Events", "{name}: double pair royal for {points}"),
    ),
    "run": (
        QT_TRANSLATE_NOOP("Events", "You score a run of {points} for {points}"),
        QT_TRANSLATE_NOOP("Events", "{name}: a run of {points} for {points}"),
    ),
    "flush": (
        QT_TRANSLATE_NOOP("Events", "You score a flush for {points}"),
        QT_TRANSLATE_NOOP("Events", "{name}: a flush for {points}"),
    ),
    "nobs": (
        QT_TRANSLATE_NOOP("Events", "You score one for his nobs"),
        QT_TRANSLATE_NOOP("Events", "{name}: one for his nobs"),
    ),
    "his_heels": (
        QT_TRANSLATE_NOOP("Events", "You score two for his heels"),
        QT_TRANSLATE_NOOP("Events", "{name}: two for his heels"),
    ),
    "go": (
        QT_TRANSLATE_NOOP("Events", "You score one for the go"),
        QT_TRANSLATE_NOOP("Events", "{name}: one for the go"),
    ),
    "last_card": (
        QT_TRANSLATE_NOOP("Events", "You score one for the last card"),
        QT_TRANSLATE_NOOP("Events", "{name}: one for the last card"),
    ),
    "claim": (
        QT_TRANSLATE_NOOP("Events", "You claim {points}"),
        QT_TRANSLATE_NOOP("Events", "{name} claims {points}"),
    ),
    "muggins": (
        QT_TRANSLATE_NOOP("Events", "You call muggins and take {points}"),
        QT_TRANSLATE_NOOP("Events", "{name} calls muggins and takes {points}"),
    ),
}

# A word said aloud, by what it is.
_SAID: dict[str, line_parts.Said] = {
    "go": (QT_TRANSLATE_NOOP("Events", "You say go"), QT_TRANSLATE_NOOP("Events", "{name}: go")),
    "muggins": (
        QT_TRANSLATE_NOOP("Events", "You call muggins!"),
        QT_TRANSLATE_NOOP("Events", "{name}: muggins!"),
    ),
    "pass": (QT_TRANSLATE_NOOP("Events", "You pass"), QT_TRANSLATE_NOOP("Events", "{name} passes")),
}

# Cards shown, by what they are.
_SHOWN: dict[str, line_parts.Said] = {
    "starter": (
        QT_TRANSLATE_NOOP("Events", "You turn up {cards}"),
        QT_TRANSLATE_NOOP("Events", "{name} turns up {cards}"),
    ),
    "crib": (
        QT_TRANSLATE_NOOP("Events", "Your crib: {cards}"),
        QT_TRANSLATE_NOOP("Events", "{name}'s crib: {cards}"),
    ),
}

# Cards laid away, one or more: into the crib in cribbage, passed in any other game.
_PASSED: dict[tuple[bool, bool], line_parts.Said] = {
    (True, True): (
        QT_TRANSLATE_NOOP("Events", "You put a card in the crib"),
        QT_TRANSLATE_NOOP("Events", "{name} puts a card in the crib"),
    ),
    (True, False): (
        QT_TRANSLATE_NOOP("Events", "You put {count} cards in the crib"),
        QT_TRANSLATE_NOOP("Events", "{name} puts {count} cards in the crib"),
    ),
    (False, True): (
        QT_TRANSLATE_NOOP("Events", "You pass a card"),
        QT_TRANSLATE_NOOP("Events", "{name} passes a card"),
    ),
    (False, False): (
        QT_TRANSLATE_NOOP("Events", "You pass {count} cards"),
        QT_TRANSLATE_NOOP("Events", "{name} passes {count} cards"),
    ),
}
