"""One translated line for each public event, for the table's captions and the hotseat
curtain ("Pekka played 7♥", "Maija: fifteen for 2").

Only public facts are described: events never carry a hidden card, and this module reads
nothing else. A line about the viewer's own seat speaks to them ("You played 7♥"), whatever
the seat is called: "Sinä pelasi" or "You takes" would read wrong, and a named seat in
hotseat is still the person at the screen.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

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
from skruuvi_gui.ui.line_parts import card_text, cards_text, personal, reason_text, seat_name

translate = QCoreApplication.translate


def _scored_text(event: Scored, names: Sequence[str], viewer: Seat | None) -> str:
    templates = {
        "fifteen": (
            translate("Events", "You score fifteen for {points}"),
            translate("Events", "{name}: fifteen for {points}"),
        ),
        "thirty_one": (
            translate("Events", "You score thirty-one for {points}"),
            translate("Events", "{name}: thirty-one for {points}"),
        ),
        "pair": (
            translate("Events", "You score a pair for {points}"),
            translate("Events", "{name}: a pair for {points}"),
        ),
        "pair_royal": (
            translate("Events", "You score pair royal for {points}"),
            translate("Events", "{name}: pair royal for {points}"),
        ),
        "double_pair_royal": (
            translate("Events", "You score double pair royal for {points}"),
            translate("Events", "{name}: double pair royal for {points}"),
        ),
        "run": (
            translate("Events", "You score a run of {points} for {points}"),
            translate("Events", "{name}: a run of {points} for {points}"),
        ),
        "flush": (
            translate("Events", "You score a flush for {points}"),
            translate("Events", "{name}: a flush for {points}"),
        ),
        "nobs": (
            translate("Events", "You score one for his nobs"),
            translate("Events", "{name}: one for his nobs"),
        ),
        "his_heels": (
            translate("Events", "You score two for his heels"),
            translate("Events", "{name}: two for his heels"),
        ),
        "go": (
            translate("Events", "You score one for the go"),
            translate("Events", "{name}: one for the go"),
        ),
        "last_card": (
            translate("Events", "You score one for the last card"),
            translate("Events", "{name}: one for the last card"),
        ),
        "claim": (
            translate("Events", "You claim {points}"),
            translate("Events", "{name} claims {points}"),
        ),
        "muggins": (
            translate("Events", "You call muggins and take {points}"),
            translate("Events", "{name} calls muggins and takes {points}"),
        ),
    }
    yours, theirs = templates.get(event.reason) or (
        translate("Events", "You score {points} for {reason}"),
        translate("Events", "{name} scores {points} for {reason}"),
    )
    return (
        personal(event.seat, names, viewer, yours, theirs)
        .replace("{points}", str(event.points))
        .replace("{reason}", reason_text(event.reason))
    )


def _said_text(event: Said, names: Sequence[str], viewer: Seat | None) -> str:
    texts = {
        "go": (translate("Events", "You say go"), translate("Events", "{name}: go")),
        "muggins": (
            translate("Events", "You call muggins!"),
            translate("Events", "{name}: muggins!"),
        ),
        "pass": (translate("Events", "You pass"), translate("Events", "{name} passes")),
    }
    yours, theirs = texts.get(event.what) or (
        translate("Events", "You: {what}"),
        translate("Events", "{name}: {what}"),
    )
    return personal(event.seat, names, viewer, yours, theirs).replace("{what}", event.what)


def _shown_text(event: CardsShown, names: Sequence[str], viewer: Seat | None) -> str:
    texts = {
        "starter": (
            translate("Events", "You turn up {cards}"),
            translate("Events", "{name} turns up {cards}"),
        ),
        "crib": (
            translate("Events", "Your crib: {cards}"),
            translate("Events", "{name}'s crib: {cards}"),
        ),
    }
    yours, theirs = texts.get(event.what) or (
        translate("Events", "You show {cards}"),
        translate("Events", "{name} shows {cards}"),
    )
    text = personal(event.seat, names, viewer, yours, theirs)
    return text.replace("{cards}", cards_text(event.cards))


def _winners_text(winners: Sequence[int], names: Sequence[str], viewer: Seat | None) -> str:
    if len(winners) == 1:
        return personal(
            winners[0],
            names,
            viewer,
            translate("Events", "You win the game"),
            translate("Events", "{name} wins the game"),
        )
    if viewer in winners:
        partner = next(seat for seat in winners if seat != viewer)
        return translate("Events", "You and {name} win the game").replace(
            "{name}", seat_name(names, partner)
        )
    return (
        translate("Events", "{first} and {second} win the game")
        .replace("{first}", seat_name(names, winners[0]))
        .replace("{second}", seat_name(names, winners[1]))
    )


def _passed_text(
    event: CardsPassed, names: Sequence[str], viewer: Seat | None, game_id: str
) -> str:
    one = event.count == 1
    if game_id == "cribbage":
        yours, theirs = (
            (
                translate("Events", "You put a card in the crib"),
                translate("Events", "{name} puts a card in the crib"),
            )
            if one
            else (
                translate("Events", "You put {count} cards in the crib"),
                translate("Events", "{name} puts {count} cards in the crib"),
            )
        )
    else:
        yours, theirs = (
            (translate("Events", "You pass a card"), translate("Events", "{name} passes a card"))
            if one
            else (
                translate("Events", "You pass {count} cards"),
                translate("Events", "{name} passes {count} cards"),
            )
        )
    text = personal(event.from_seat, names, viewer, yours, theirs)
    return text.replace("{count}", str(event.count))


def describe_event(
    event: Event, names: Sequence[str], game_id: str, viewer: Seat | None = None
) -> str | None:
    """A translated one-line text of a public event, or ``None`` when it is not worth a line.

    ``game_id`` selects game-specific wording where a game needs it; lines about ``viewer``'s
    seat (the seat whose view the table shows) are said to them, in the second person.
    """
    if game_id == "skruuvi":
        from skruuvi_gui.ui.skruuvi.event_lines import skruuvi_line

        line = skruuvi_line(event, names, viewer)
        if line is not None:
            return line
    if game_id == "squint":
        from skruuvi_gui.ui.squint.event_lines import squint_line

        line = squint_line(event, names, viewer)
        if line is not None:
            return line
    if isinstance(event, CardPlayed):
        return personal(
            event.seat,
            names,
            viewer,
            translate("Events", "You played {card}"),
            translate("Events", "{name} played {card}"),
        ).replace("{card}", card_text(event.card))
    if isinstance(event, Scored):
        return _scored_text(event, names, viewer)
    if isinstance(event, Said):
        return _said_text(event, names, viewer)
    if isinstance(event, CardsShown):
        return _shown_text(event, names, viewer)
    if isinstance(event, CardsPassed):
        if event.from_seat < 0:
            return None
        return _passed_text(event, names, viewer, game_id)
    if isinstance(event, Dealt):
        return personal(
            event.dealer,
            names,
            viewer,
            translate("Events", "You deal (deal {number})"),
            translate("Events", "{name} deals (deal {number})"),
        ).replace("{number}", str(event.deal_number))
    if isinstance(event, TrickWon):
        return personal(
            event.seat,
            names,
            viewer,
            translate("Events", "You win the trick"),
            translate("Events", "{name} wins the trick"),
        )
    if isinstance(event, GameOver):
        return _winners_text(event.outcome.winners, names, viewer)
    return None
