"""One translated line for each public event, for the table's captions and the hotseat
curtain ("Pekka played 7♥", "Maija: fifteen for 2").

Only public facts are described: events never carry a hidden card, and this module reads
nothing else.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from skruuvi_gui.cards import Card, Rank
from skruuvi_gui.rules.api import (
    CardPlayed,
    CardsPassed,
    CardsShown,
    Dealt,
    Event,
    GameOver,
    Said,
    Scored,
    TrickWon,
)

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


def _name(names: Sequence[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else "?"


def _scored_text(event: Scored, name: str) -> str:
    templates = {
        "fifteen": translate("Events", "{name}: fifteen for {points}"),
        "thirty_one": translate("Events", "{name}: thirty-one for {points}"),
        "pair": translate("Events", "{name}: a pair for {points}"),
        "pair_royal": translate("Events", "{name}: pair royal for {points}"),
        "double_pair_royal": translate("Events", "{name}: double pair royal for {points}"),
        "run": translate("Events", "{name}: a run of {points} for {points}"),
        "flush": translate("Events", "{name}: a flush for {points}"),
        "nobs": translate("Events", "{name}: one for his nobs"),
        "his_heels": translate("Events", "{name}: two for his heels"),
        "go": translate("Events", "{name}: one for the go"),
        "last_card": translate("Events", "{name}: one for the last card"),
        "claim": translate("Events", "{name} claims {points}"),
        "muggins": translate("Events", "{name} calls muggins and takes {points}"),
    }
    template = templates.get(event.reason)
    if template is None:
        template = translate("Events", "{name} scores {points} for {reason}")
    return (
        template.replace("{name}", name)
        .replace("{points}", str(event.points))
        .replace("{reason}", reason_text(event.reason))
    )


def _said_text(event: Said, name: str) -> str:
    texts = {
        "go": translate("Events", "{name}: go"),
        "muggins": translate("Events", "{name}: muggins!"),
        "pass": translate("Events", "{name} passes"),
    }
    template = texts.get(event.what, translate("Events", "{name}: {what}"))
    return template.replace("{name}", name).replace("{what}", event.what)


def _shown_text(event: CardsShown, name: str) -> str:
    texts = {
        "starter": translate("Events", "{name} turns up {cards}"),
        "hand": translate("Events", "{name} shows {cards}"),
        "crib": translate("Events", "{name}'s crib: {cards}"),
    }
    template = texts.get(event.what, translate("Events", "{name} shows {cards}"))
    return template.replace("{name}", name).replace("{cards}", cards_text(event.cards))


def _winners_text(winners: Sequence[int], names: Sequence[str]) -> str:
    if len(winners) == 1:
        return translate("Events", "{name} wins the game").replace(
            "{name}", _name(names, winners[0])
        )
    return (
        translate("Events", "{first} and {second} win the game")
        .replace("{first}", _name(names, winners[0]))
        .replace("{second}", _name(names, winners[1]))
    )


def describe_event(event: Event, names: Sequence[str], game_id: str) -> str | None:
    """A translated one-line text of a public event, or ``None`` when it is not worth a line.

    ``game_id`` selects game-specific wording where a game needs it.
    """
    if game_id == "skruuvi":
        from skruuvi_gui.ui.skruuvi.event_lines import skruuvi_line

        line = skruuvi_line(event, names)
        if line is not None:
            return line
    if game_id == "squint":
        from skruuvi_gui.ui.squint.event_lines import squint_line

        line = squint_line(event, names)
        if line is not None:
            return line
    if isinstance(event, CardPlayed):
        return (
            translate("Events", "{name} played {card}")
            .replace("{name}", _name(names, event.seat))
            .replace("{card}", card_text(event.card))
        )
    if isinstance(event, Scored):
        return _scored_text(event, _name(names, event.seat))
    if isinstance(event, Said):
        return _said_text(event, _name(names, event.seat))
    if isinstance(event, CardsShown):
        return _shown_text(event, _name(names, event.seat))
    if isinstance(event, CardsPassed):
        if event.from_seat < 0:
            return None
        if game_id == "cribbage":
            text = (
                translate("Events", "{name} puts a card in the crib")
                if event.count == 1
                else translate("Events", "{name} puts {count} cards in the crib")
            )
        else:
            text = (
                translate("Events", "{name} passes a card")
                if event.count == 1
                else translate("Events", "{name} passes {count} cards")
            )
        return text.replace("{name}", _name(names, event.from_seat)).replace(
            "{count}", str(event.count)
        )
    if isinstance(event, Dealt):
        return (
            translate("Events", "{name} deals (deal {number})")
            .replace("{name}", _name(names, event.dealer))
            .replace("{number}", str(event.deal_number))
        )
    if isinstance(event, TrickWon):
        return translate("Events", "{name} wins the trick").replace(
            "{name}", _name(names, event.seat)
        )
    if isinstance(event, GameOver):
        return _winners_text(event.outcome.winners, names)
    return None
