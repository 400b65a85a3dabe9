"""A Squint hint's reason in words: the points a bid card's contract is expected to bring
against a wish, the points of hand play against the squint (and of the other choices before
the play), and what thrown cards leave the contract.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from skruuvi_gui.bots.reasons import Reason
from skruuvi_gui.cards import Card, Rank
from skruuvi_gui.rules import squint
from skruuvi_gui.rules.api import Action
from skruuvi_gui.ui.guide.hint_numbers import percent, points, score, tricks
from skruuvi_gui.ui.line_parts import card_text, cards_text
from skruuvi_gui.ui.squint.words import contract_name, suit_name

translate = QCoreApplication.translate


def bid_contract(card: Card) -> str | None:
    """The contract a bid card risks: an ace an Ace Solo, a deuce a Misère, a court card a
    Grand Solo; ``None`` for a wish."""
    if card.rank is Rank.ACE:
        return squint.ACE_SOLO
    if card.rank is Rank.TWO:
        return squint.MISERE
    if card.rank in (Rank.KING, Rank.QUEEN, Rank.JACK):
        return squint.GRAND_SOLO
    return None


def _in_sentence(kind: str) -> str:
    """A contract's name inside a sentence, where Finnish and Norwegian write it in lower case
    as their guides do; the banner's capitalised name stays for the start of a line."""
    names = {
        squint.ACE_SOLO: translate("HintReason", "Ace Solo"),
        squint.MISERE: translate("HintReason", "Misère"),
        squint.GRAND_SOLO: translate("HintReason", "Grand Solo"),
        squint.SOLO: translate("HintReason", "Solo"),
        squint.DUO: translate("HintReason", "Duo"),
    }
    return names.get(kind, contract_name(kind))


def _sentence(text: str) -> str:
    """``text`` with a capital first letter, for a translation that opens with the name."""
    return text[:1].upper() + text[1:]


def _bid_card(action: squint.Bid) -> str:
    kind = bid_contract(action.card)
    return _in_sentence(kind) if kind is not None else ""


def _bid(action: squint.Bid, reason: Reason) -> str | None:
    other = reason.other
    if reason.kind == "wish":
        suit = suit_name(action.card.suit)
        if not isinstance(other, squint.Bid) or reason.other_value is None:
            return translate(
                "HintReason", "A wish for {suit} as trumps risks nothing; no card bids a contract."
            ).replace("{suit}", suit)
        return (
            translate(
                "HintReason",
                "A wish for {suit} as trumps risks nothing; the best contract, {contract} with"
                " {card}, is expected to bring only {expected}.",
            )
            .replace("{suit}", suit)
            .replace("{contract}", _bid_card(other))
            .replace("{card}", card_text(other.card))
            .replace("{expected}", score(reason.other_value))
        )
    if reason.value is None:
        return None
    if reason.kind == "contract_card":
        template = translate(
            "HintReason",
            "The {contract} is expected to bring {expected}, {margin} points more than a wish.",
        ).replace("{margin}", points(reason.figure or 0.0))
    elif reason.kind == "least_bad":
        template = translate(
            "HintReason",
            "No card wishes: the {contract} is the least bad, at {expected} expected.",
        )
    else:
        return None
    return _sentence(
        template.replace("{contract}", _bid_card(action)).replace("{expected}", score(reason.value))
    )


def _choice(action: Action) -> str:
    """A choice before the play, as a short name inside a sentence."""
    if isinstance(action, squint.Declare):
        names = {
            squint.PLAY_HAND: translate("HintReason", "hand play"),
            squint.TAKE_SQUINT: translate("HintReason", "the squint"),
            squint.PROPOSE_HAND: translate("HintReason", "proposing hand play"),
            squint.ACCEPT_HAND: translate("HintReason", "hand play"),
        }
        return names.get(action.what, "")
    if isinstance(action, squint.Keep):
        return translate("HintReason", "keeping {card}").replace("{card}", card_text(action.card))
    if isinstance(action, squint.ChooseSolo):
        return translate("HintReason", "a Solo in {suit}").replace(
            "{suit}", suit_name(action.trump)
        )
    if isinstance(action, squint.ChooseNemo):
        return translate("HintReason", "Nemo")
    return ""


def _expected(reason: Reason) -> str | None:
    if reason.value is None or reason.other is None or reason.other_value is None:
        return None
    return (
        translate(
            "HintReason",
            "Played out over guessed deals it brings {expected} on average; {other} would"
            " bring {other_expected}.",
        )
        .replace("{expected}", score(reason.value))
        .replace("{other}", _choice(reason.other))
        .replace("{other_expected}", score(reason.other_value))
    )


def _throw(reason: Reason) -> str | None:
    kind = reason.name
    figure = reason.figure
    if figure is None:
        return None
    cards = cards_text(reason.cards)
    if kind == squint.MISERE:
        template = translate(
            "HintReason", "Without {cards} the Misère keeps its best chance, {percent}."
        ).replace("{percent}", percent(figure))
    elif kind == squint.NEMO:
        template = translate("HintReason", "Nemo misses {cards} least.")
    else:
        template = translate(
            "HintReason",
            "The {contract} misses {cards} least: it keeps about {about} tricks.",
        ).replace("{about}", tricks(figure))
    return _sentence(template.replace("{cards}", cards).replace("{contract}", _in_sentence(kind)))


def squint_reason(action: Action, reason: Reason) -> str | None:
    """``reason`` for ``action`` in words, or ``None`` when it is not one of Squint's."""
    if isinstance(action, squint.Bid):
        return _bid(action, reason)
    if reason.kind == "throw":
        return _throw(reason)
    if reason.kind == "expected" and not isinstance(action, squint.Play):
        return _expected(reason)
    return None
