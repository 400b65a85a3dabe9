"""The program's suggested move in words, for the walkthrough: "Put 5♥ J♣ in the crib.",
"Bid 6 ♥.", "Take the squint."

Cards and bids are written as the table writes them (``card_text``, ``bid_text``), so the
words match what the player sees on the felt and in the bidding box.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from skruuvi_gui.rules import cribbage, skruuvi, squint, tricks
from skruuvi_gui.rules.api import Action
from skruuvi_gui.ui.line_parts import card_text, cards_text
from skruuvi_gui.ui.skruuvi.words import bid_text
from skruuvi_gui.ui.squint.words import suit_name

translate = QCoreApplication.translate


def _play(card_words: str) -> str:
    return translate("Suggestion", "Play {card}.").replace("{card}", card_words)


def _cribbage(action: Action) -> str | None:
    if isinstance(action, cribbage.Discard):
        template = translate("Suggestion", "Put {cards} in the crib.")
        return template.replace("{cards}", cards_text(action.cards))
    if isinstance(action, cribbage.Play):
        return _play(card_text(action.card))
    if isinstance(action, cribbage.Claim):
        points = action.points  # a plain name: lupdate skips a call whose count is an attribute
        return translate("Suggestion", "Claim %n points.", None, points)
    simple: dict[type[Action], str] = {
        cribbage.Go: translate("Suggestion", "Say go."),
        cribbage.CallMuggins: translate("Suggestion", "Call muggins."),
        cribbage.PassMuggins: translate("Suggestion", "Let the missed points go."),
    }
    return simple.get(type(action))


def _skruuvi(action: Action) -> str | None:
    if isinstance(action, skruuvi.MakeBid):
        return translate("Suggestion", "Bid {bid}.").replace("{bid}", bid_text(action.bid))
    if isinstance(action, skruuvi.Give):
        template = translate("Suggestion", "Give {cards}.")
        return template.replace("{cards}", cards_text(action.cards))
    simple: dict[type[Action], str] = {
        skruuvi.Pass: translate("Suggestion", "Pass."),
        skruuvi.Knock: translate("Suggestion", "Knock."),
        skruuvi.Reknock: translate("Suggestion", "Re-knock."),
    }
    return simple.get(type(action))


def _squint_cards(action: Action) -> str | None:
    if isinstance(action, squint.Discard):
        template = translate("Suggestion", "Put {cards} out of play face down.")
    elif isinstance(action, squint.Pass):
        template = translate("Suggestion", "Pass {cards} face down to the next player.")
    elif isinstance(action, squint.DiscardFaceUp):
        template = translate("Suggestion", "Put {cards} out of play face up.")
    else:
        return None
    return template.replace("{cards}", cards_text(action.cards))


def _squint(action: Action) -> str | None:
    if isinstance(action, squint.Bid):
        template = translate("Suggestion", "Lay {card} as your bid card.")
        return template.replace("{card}", card_text(action.card))
    if isinstance(action, squint.ChooseSolo):
        template = translate("Suggestion", "Choose a Solo with {suit} as trump.")
        return template.replace("{suit}", suit_name(action.trump))
    if isinstance(action, squint.Keep):
        return translate("Suggestion", "Keep {card}.").replace("{card}", card_text(action.card))
    if isinstance(action, squint.ChooseNemo):
        return translate("Suggestion", "Choose Nemo.")
    if isinstance(action, squint.Declare):
        declarations = {
            squint.PLAY_HAND: translate("Suggestion", "Play hand, without the squint."),
            squint.TAKE_SQUINT: translate("Suggestion", "Take the squint."),
            squint.PROPOSE_HAND: translate("Suggestion", "Propose hand play."),
            squint.ACCEPT_HAND: translate("Suggestion", "Accept hand play."),
        }
        return declarations.get(action.what)
    return _squint_cards(action)


_DESCRIBERS = {"cribbage": _cribbage, "skruuvi": _skruuvi, "squint": _squint}


def describe_move(game_id: str, action: Action) -> str | None:
    """``action`` as a sentence of advice; ``None`` when it has no words here."""
    if isinstance(action, tricks.Play):
        return _play(card_text(action.card))
    describer = _DESCRIBERS.get(game_id)
    return None if describer is None else describer(action)
