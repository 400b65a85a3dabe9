"""What a bid means, in the player's language: what it says under the standard bids of modern
Skruuvi (``bots.skruuvi.meaning`` reads the bidding; its codes are translated here), and
what it promises by the rules."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from skruuvi_gui.bots.skruuvi.meaning import BidMeaning, bid_meaning
from skruuvi_gui.cards import Suit
from skruuvi_gui.rules.skruuvi import Bid, SkruuviObservation
from skruuvi_gui.ui.skruuvi.words import bid_text

translate = QCoreApplication.translate


def promise_text(bid: Bid, *, yours: bool = False) -> str:
    """ "6 ♥: the bidding side takes at least 12 tricks" (``yours``: "your side")."""
    tricks = bid.tricks_promised  # a plain name: lupdate reads the count's name
    if bid.is_misere:
        template = (
            translate("SkruuviBids", "{bid}: your side takes at most %n tricks", None, tricks)
            if yours
            else translate(
                "SkruuviBids", "{bid}: the bidding side takes at most %n tricks", None, tricks
            )
        )
    else:
        template = (
            translate("SkruuviBids", "{bid}: your side takes at least %n tricks", None, tricks)
            if yours
            else translate(
                "SkruuviBids", "{bid}: the bidding side takes at least %n tricks", None, tricks
            )
        )
    return template.replace("{bid}", bid_text(bid))


def suit_name(suit: Suit) -> str:
    names = {
        Suit.SPADES: translate("SkruuviBids", "spades"),
        Suit.HEARTS: translate("SkruuviBids", "hearts"),
        Suit.DIAMONDS: translate("SkruuviBids", "diamonds"),
        Suit.CLUBS: translate("SkruuviBids", "clubs"),
    }
    return names[suit]


def _meanings(final: bool) -> Mapping[str, str]:
    """The words of every meaning code, with ``{suit}`` and ``{bid}`` to fill in."""
    return {
        "pass": (
            translate("SkruuviBids", "Content with the standing contract")
            if final
            else translate("SkruuviBids", "Nothing to bid now")
        ),
        "trump_length": translate("SkruuviBids", "Good trumps in {suit}, one of: {cases}"),
        "three_aces": translate("SkruuviBids", "Three aces"),
        "four_aces": translate("SkruuviBids", "Four aces"),
        "fourth_ace": translate("SkruuviBids", "The fourth ace, after partner's grandi"),
        "no_good_suit": translate("SkruuviBids", "No good suit, but {suit} would do as trumps"),
        "balanced": translate("SkruuviBids", "An even hand with at most two aces"),
        "misere_middling": translate("SkruuviBids", "Middling misère cards"),
        "blocking": translate(
            "SkruuviBids",
            "A block: keeps the opponents from exchanging; the strain hints at the final contract",
        ),
        "very_strong_suit": translate("SkruuviBids", "A very strong {suit} suit"),
        "second_suit": translate(
            "SkruuviBids", "A second suit: at least five {suit} with two honours"
        ),
        "two_aces": translate("SkruuviBids", "Two aces"),
        "shows_ace": translate("SkruuviBids", "The ace of {suit}"),
        "shows_king": translate("SkruuviBids", "The king of {suit}"),
        "shows_ace_or_king": translate("SkruuviBids", "Shows the ace or king of {suit}"),
        "natural": translate("SkruuviBids", "A wish to play {bid}"),
        "has_spades": translate("SkruuviBids", "Holds spades: the usual opening"),
        "spade_void_or_strong_clubs": translate("SkruuviBids", "No spades, or strong clubs"),
        "lowest_or_strong": translate(
            "SkruuviBids", "The lowest bid left, or a strong {suit} suit"
        ),
        "misere_strong": translate("SkruuviBids", "Very good misère cards, or a block"),
        "strong_all_suits": translate(
            "SkruuviBids", "Very good cards with a stopper in every suit"
        ),
        "raise": translate("SkruuviBids", "Partner's choice, raised to {bid}"),
        "suggest_trump": translate("SkruuviBids", "Proposes {suit} as trumps"),
        "spades_unsuitable": translate(
            "SkruuviBids", "Spades will not do as trumps: look for another suit"
        ),
    }


def case_texts() -> Mapping[str, str]:
    """The words of the book's rows that share one call (``book.BOOK``, by row id)."""
    return {
        "trump_five_three_honours": translate(
            "SkruuviBids", "at least five cards of the suit, three of them honours"
        ),
        "trump_ace_six": translate("SkruuviBids", "the ace and at least six cards"),
        "trump_four_honours": translate("SkruuviBids", "four honours"),
        "trump_akqx": translate("SkruuviBids", "A K Q and another"),
        "trump_two_honours_four": translate("SkruuviBids", "two honours and four cards"),
    }


def meaning_text(meaning: BidMeaning, bid: Bid | None, *, final: bool = False) -> str:
    """A meaning in words; empty for a code this table does not know. A call that several
    of the book's rows make lists each row's case."""
    template = _meanings(final).get(meaning.code, "")
    suit = meaning.values.get("suit")
    name = suit_name(Suit(suit)) if isinstance(suit, str) else ""
    cases = case_texts()
    listed = "; ".join(cases[row] for row in meaning.rows if row in cases)
    return (
        template.replace("{suit}", name)
        .replace("{bid}", "" if bid is None else bid_text(bid))
        .replace("{cases}", listed)
    )


def bid_explanation(obs: SkruuviObservation, index: int, *, final: bool = False) -> str:
    """What call ``index`` of the first (or ``final``) bidding says, and for a bid what it
    promises, a sentence a line; empty when there is no such call."""
    calls = obs.final_bidding if final else obs.first_bidding
    if not 0 <= index < len(calls):
        return ""
    bid = calls[index].bid
    said = meaning_text(bid_meaning(obs, index, final=final), bid, final=final)
    lines = [said] if said else []
    if bid is not None:
        lines.append(promise_text(bid))
    return "\n".join(lines)
