"""Why a hinted move is good, in one line: what it scores, keeps, wins or promises.

The words state facts about the move that the rules can vouch for (the points a card pegs,
what the kept cards are worth with an average starter, whether a card wins the trick so far,
what a bid promises); where no such fact explains a choice, the line says plainly that it is
the strongest computer player's judgement.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from skruuvi_gui.bots.cribbage.discard import expected_hand
from skruuvi_gui.bots.cribbage.keeping import pegging_outlook
from skruuvi_gui.cards import FULL_DECK, Card
from skruuvi_gui.rules import cribbage, skruuvi, tricks
from skruuvi_gui.rules.api import Action, Observation
from skruuvi_gui.ui.line_parts import card_text, cards_text
from skruuvi_gui.ui.skruuvi.bid_text import promise_text
from skruuvi_gui.ui.skruuvi.words import bid_text

translate = QCoreApplication.translate


def hint_reason(obs: Observation, action: Action) -> str:
    """One line on why ``action`` is suggested to the seat that sees ``obs``."""
    reason: str | None = None
    if isinstance(obs, cribbage.CribbageObservation):
        reason = _cribbage(obs, action)
    elif isinstance(obs, skruuvi.SkruuviObservation):
        reason = _skruuvi(obs, action)
    if reason is None and isinstance(action, tricks.Play):
        reason = _trick_play(obs, action)
    return reason or translate(
        "HintReason", "The strongest computer player's choice for this hand."
    )


def _cribbage(obs: cribbage.CribbageObservation, action: Action) -> str | None:
    if isinstance(action, cribbage.Discard):
        kept = tuple(card for card in obs.hand if card not in action.cards)
        starters = tuple(c for c in FULL_DECK if c not in obs.hand)
        average = QLocale().toString(expected_hand(kept, starters), "f", 1)
        return (
            _keep_text(obs, kept).replace("{cards}", cards_text(kept)).replace("{points}", average)
        )
    if isinstance(action, cribbage.Play):
        series = [card for _, card in obs.series]
        points = cribbage.score_play([*series, action.card])
        count = obs.count + cribbage.card_value(action.card)
        if points:
            return translate("HintReason", "{card} pegs %n points.", None, points).replace(
                "{card}", card_text(action.card)
            )
        return (
            translate("HintReason", "{card} pegs nothing and makes the count {count}.")
            .replace("{card}", card_text(action.card))
            .replace("{count}", str(count))
        )
    if isinstance(action, cribbage.Go):
        return translate("HintReason", "None of your cards keeps the count at 31 or under.")
    return None


def _keep_text(obs: cribbage.CribbageObservation, kept: tuple[Card, ...]) -> str:
    """The discard's line with its ``{cards}`` and ``{points}`` still open: with the pegging
    outlook of the kept cards where the play tables speak (two players, not misère)."""
    if obs.options.num_players != 2 or obs.options.misere:
        return translate("HintReason", "Keeps {cards}: worth {points} on average with the starter.")
    outlook = pegging_outlook(kept, obs.dealer == obs.seat)
    if outlook == "strong":
        return translate(
            "HintReason",
            "Keeps {cards}: worth {points} on average with the starter, good for pegging.",
        )
    if outlook == "risky":
        return translate(
            "HintReason",
            "Keeps {cards}: worth {points} on average with the starter, pegging risky.",
        )
    return translate(
        "HintReason", "Keeps {cards}: worth {points} on average with the starter, pegging safe."
    )


def _skruuvi(obs: skruuvi.SkruuviObservation, action: Action) -> str | None:
    if isinstance(action, skruuvi.MakeBid):
        return promise_text(action.bid, yours=True)
    if isinstance(action, skruuvi.Pass):
        if obs.standing is None:
            return translate("HintReason", "The hand is not worth a bid now.")
        return translate(
            "HintReason", "The hand is not worth more than the standing bid, {bid}."
        ).replace("{bid}", bid_text(obs.standing))
    if isinstance(action, skruuvi.Give):
        return _give(obs, action)
    if isinstance(action, skruuvi.Knock):
        return translate("HintReason", "Your side should beat this contract.")
    if isinstance(action, skruuvi.Reknock):
        return translate("HintReason", "Your side should make this contract.")
    return None


def _give(obs: skruuvi.SkruuviObservation, action: skruuvi.Give) -> str | None:
    """A give that empties one suit of the hand says so: the void the book's exchanges make
    (to ruff, or in misère to shed the cards it cannot follow)."""
    given = set(action.cards)
    emptied = {
        card.suit
        for card in action.cards
        if all(held in given for held in obs.hand if held.suit is card.suit)
    }
    if len(emptied) != 1:
        return None
    (suit,) = emptied
    return (
        translate("HintReason", "Gives {cards}: leaves you void in {suit}.")
        .replace("{cards}", cards_text(action.cards))
        .replace("{suit}", suit.symbol)
    )


def _trick_play(obs: Observation, action: tricks.Play) -> str:
    trick = tuple(getattr(obs, "trick", ()))
    seat = obs.seat
    card = card_text(action.card)
    if not trick or seat is None:
        return translate("HintReason", "Leading {card} suits this hand best.").replace(
            "{card}", card
        )
    trump = getattr(obs, "trump", None)
    partner = obs.partner_of(seat) if isinstance(obs, skruuvi.SkruuviObservation) else None
    partner_wins = partner is not None and tricks.trick_winner(trick, trump) == partner
    if tricks.trick_winner((*trick, (seat, action.card)), trump) == seat:
        if partner_wins:
            text = translate("HintReason", "{card} takes the trick over from your partner.")
        else:
            text = translate("HintReason", "{card} wins the trick so far.")
    elif partner_wins:
        text = translate("HintReason", "{card} leaves the trick to your partner.")
    else:
        text = translate("HintReason", "{card} lets this trick go.")
    return text.replace("{card}", card)
