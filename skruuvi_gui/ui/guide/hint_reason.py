"""Why a hinted move is good, in one line: what the bot weighed, and what it scores, keeps
or wins.

The bots say what they weighed (a ``Reason``: the book's row that fits, the book's advice,
the points their forecasts and play-outs expect of the move and of the next best); the words
here add facts the rules can vouch for (the points a card pegs, what the kept cards are worth
with an average starter, whether a card wins the trick). Only where neither says anything
does the line say plainly that it is the strongest computer player's judgement.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from skruuvi_gui.bots.cribbage.discard import expected_hand
from skruuvi_gui.bots.cribbage.keeping import pegging_outlook
from skruuvi_gui.bots.reasons import Advice, Reason
from skruuvi_gui.cards import FULL_DECK, Card
from skruuvi_gui.rules import cribbage, skruuvi, squint, tricks
from skruuvi_gui.rules.api import Action, Observation
from skruuvi_gui.ui.guide.hint_numbers import points
from skruuvi_gui.ui.guide.skruuvi_hints import skruuvi_reason
from skruuvi_gui.ui.guide.squint_hints import squint_reason
from skruuvi_gui.ui.guide.suggestion import describe_move
from skruuvi_gui.ui.line_parts import card_text, cards_text

translate = QCoreApplication.translate


def judgement_text() -> str:
    """The line for a move the bots keep no reason for: the strongest bot chose it."""
    return translate("HintReason", "The strongest computer player's choice for this hand.")


def hint_text(game_id: str, obs: Observation, advice: Advice) -> str:
    """The hint as the table and the status bar show it: the move, then why."""
    move = describe_move(game_id, advice.action) or str(advice.action)
    reason = hint_reason(obs, advice.action, advice.reason)
    text = translate("MainWindow", "Hint: {move} {reason}")
    return text.replace("{move}", move).replace("{reason}", reason)


def hint_reason(obs: Observation, action: Action, reason: Reason | None = None) -> str:
    """One line on why ``action`` is suggested to the seat that sees ``obs``, from what the
    bot weighed (``reason``) and what the rules can vouch for."""
    if isinstance(obs, cribbage.CribbageObservation):
        return _cribbage(obs, action) or judgement_text()
    text: str | None = None
    if isinstance(obs, skruuvi.SkruuviObservation) and reason is not None:
        text = skruuvi_reason(obs, action, reason)
    elif isinstance(obs, squint.SquintObservation) and reason is not None:
        text = squint_reason(action, reason)
    if isinstance(action, tricks.Play):
        text = _trick_play(obs, action, reason, text)
    elif text is None and reason is not None and reason.kind == "only_move":
        text = translate("HintReason", "It is the only move you may make.")
    return text or judgement_text()


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


def _trick_play(
    obs: Observation, action: tricks.Play, reason: Reason | None, said: str | None
) -> str | None:
    """What the card does to the trick on the table, then what the bot weighed: the points
    its play-outs expect over the next best card (``said``: the reason already in words, a
    lead the book advises)."""
    fact = _trick_fact(obs, action)
    weighed = said or _weighed(reason)
    if fact is None:
        return weighed
    return fact if weighed is None else f"{fact} {weighed}"


def _weighed(reason: Reason | None) -> str | None:
    if reason is None:
        return None
    if reason.kind == "only_move":
        return translate("HintReason", "It is the only card you may play.")
    if reason.kind == "alike":
        return translate("HintReason", "The cards you may play are all worth the same here.")
    if reason.kind != "expected" or reason.value is None or reason.other_value is None:
        return None
    other = reason.other
    gain = reason.value - reason.other_value
    if not isinstance(other, tricks.Play) or round(gain, 1) <= 0:
        return translate(
            "HintReason", "Played out over guessed deals, no other card is expected to do better."
        )
    return (
        translate(
            "HintReason",
            "Played out over guessed deals, it is expected to score {expected} points more"
            " than {card}.",
        )
        .replace("{expected}", points(gain))
        .replace("{card}", card_text(other.card))
    )


def _trick_fact(obs: Observation, action: tricks.Play) -> str | None:
    """Whether the card wins the trick so far, takes it for good (played last), takes it
    over from the partner, or leaves it; ``None`` for a lead."""
    trick = tuple(getattr(obs, "trick", ()))
    seat = obs.seat
    card = card_text(action.card)
    if not trick or seat is None:
        return None
    trump = getattr(obs, "trump", None)
    partner = obs.partner_of(seat) if isinstance(obs, skruuvi.SkruuviObservation) else None
    partner_wins = partner is not None and tricks.trick_winner(trick, trump) == partner
    last = len(trick) == _players(obs) - 1
    if tricks.trick_winner((*trick, (seat, action.card)), trump) == seat:
        if last:
            text = translate("HintReason", "{card} takes the trick.")
        elif partner_wins:
            text = translate("HintReason", "{card} takes the trick over from your partner.")
        else:
            text = translate("HintReason", "{card} wins the trick so far.")
    elif partner_wins:
        text = translate("HintReason", "{card} leaves the trick to your partner.")
    else:
        text = translate("HintReason", "{card} lets this trick go.")
    return text.replace("{card}", card)


def _players(obs: Observation) -> int:
    """How many cards a trick of this game holds."""
    if isinstance(obs, squint.SquintObservation):
        return squint.NUM_SEATS
    return 4
