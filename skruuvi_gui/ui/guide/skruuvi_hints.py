"""A Skruuvi hint's reason in words: the book's row and the cards that make it fit, the
book's advice for an exchange or a lead, or what the forecast expects of a call or a knock.

Each function words one kind of ``Reason`` from the bots; ``None`` where the reason holds
nothing to say (the caller then says what the rules can vouch for).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from skruuvi_gui.bots.reasons import Reason
from skruuvi_gui.cards import Rank
from skruuvi_gui.rules import skruuvi
from skruuvi_gui.rules.api import Action
from skruuvi_gui.ui.guide.hint_numbers import percent, score, tricks
from skruuvi_gui.ui.line_parts import cards_text
from skruuvi_gui.ui.skruuvi.bid_text import suit_name
from skruuvi_gui.ui.skruuvi.words import bid_text

translate = QCoreApplication.translate


def _rows() -> dict[str, str]:
    """What each row of the book asks of the hand, as "the book's row for ... fits"."""
    return {
        "trump_five_three_honours": translate("HintReason", "five cards of a suit, three honours"),
        "trump_ace_six": translate("HintReason", "the ace and six cards of a suit"),
        "trump_four_honours": translate("HintReason", "four honours in a suit"),
        "trump_akqx": translate("HintReason", "ace, king and queen of a suit and one more"),
        "trump_two_honours_four": translate("HintReason", "four cards of a suit, two honours"),
        "three_aces": translate("HintReason", "three aces"),
        "four_aces": translate("HintReason", "four aces"),
        "fourth_ace": translate("HintReason", "the fourth ace after partner's grandi"),
        "fourth_ace_second": translate("HintReason", "the fourth ace after partner's grandi"),
        "two_aces": translate("HintReason", "two aces in the second round"),
        "no_good_suit": translate(
            "HintReason", "a suit that will do as trumps when none is good enough for 1"
        ),
        "very_strong_suit": translate("HintReason", "a very strong suit bid again"),
        "second_suit": translate("HintReason", "a second suit of five cards, two honours"),
        "shows_ace": translate("HintReason", "showing an ace"),
        "shows_king": translate("HintReason", "showing a king"),
        "shows_ace_or_king": translate(
            "HintReason", "showing an ace or a king over the opponents' bid"
        ),
        "blocking": translate("HintReason", "a suit strong enough to block at six"),
        "has_spades": translate("HintReason", "three spades or more"),
        "spade_void_or_strong_clubs": translate("HintReason", "strong clubs"),
        "lowest_or_strong": translate("HintReason", "a strong red suit"),
        "strong_all_suits": translate("HintReason", "three aces and a stopper in every suit"),
    }


def _book_row(reason: Reason) -> str | None:
    row = reason.name
    if row == "balanced":
        held = round(reason.figure or 0)
        text = translate(
            "HintReason",
            "The book's row for an even hand with at most two aces fits: you hold %n points.",
            None,
            held,
        )
    elif row in ("misere_middling", "misere_strong"):
        if row == "misere_middling":
            template = translate(
                "HintReason",
                "The book's row for middling misère cards fits: your hand risks about"
                " {about} forced tricks.",
            )
        else:
            template = translate(
                "HintReason",
                "The book's row for very good misère cards fits: your hand risks about"
                " {about} forced tricks.",
            )
        text = template.replace("{about}", tricks(reason.figure or 0.0))
    elif row == "spade_void":
        text = translate("HintReason", "The book's row for a hand void in spades fits.")
    else:
        what = _rows().get(row)
        if what is None:
            return None
        if row == "blocking":
            template = translate(
                "HintReason",
                "The book's row for {what} fits: you hold {cards}, about {about} tricks.",
            ).replace("{about}", tricks(reason.figure or 0.0))
        elif reason.cards:
            template = translate("HintReason", "The book's row for {what} fits: you hold {cards}.")
        else:
            template = translate("HintReason", "The book's row for {what} fits.")
        text = template.replace("{what}", what).replace("{cards}", cards_text(reason.cards))
    if reason.value is None or reason.other_value is None or reason.other is None:
        return text
    weighed = translate(
        "HintReason",
        "Of the book's calls, the forecast expects this one to bring {expected}; {other},"
        " {other_expected}.",
    )
    return f"{text} " + (
        weighed.replace("{expected}", score(reason.value))
        .replace("{other_expected}", score(reason.other_value))
        .replace("{other}", _move(reason.other))
    )


def _move(action: Action) -> str:
    """A call or a pass, as a short name inside a sentence."""
    if isinstance(action, skruuvi.MakeBid):
        return bid_text(action.bid)
    return translate("HintReason", "passing")


def _kotka(reason: Reason) -> str | None:
    rows = {
        "taker_passes_spades": translate(
            "HintReason", "The book passes 6 ♠ when you gave spades away or want them as trumps."
        ),
        "partner_passes_spades": translate(
            "HintReason",
            "The book passes when you got no spades, or your own spades will do as trumps.",
        ),
        "spades_unsuitable": translate(
            "HintReason", "The book bids 6 ♣ when spades will not do as trumps."
        ),
    }
    text = rows.get(reason.name)
    if text is None:
        return None
    if reason.cards:
        return f"{text} " + translate("HintReason", "You hold {cards}.").replace(
            "{cards}", cards_text(reason.cards)
        )
    return f"{text} " + translate("HintReason", "You hold no spades.")


def _bidding(obs: skruuvi.SkruuviObservation, reason: Reason) -> str | None:
    kind = reason.kind
    value, other, other_value = reason.value, reason.other, reason.other_value
    if kind == "book_row":
        return _book_row(reason)
    if kind == "kotka_row":
        return _kotka(reason)
    if kind == "book_pass_between":
        return translate("HintReason", "The book passes between showing the aces and the kings.")
    if kind == "no_book_row":
        if reason.count:
            return translate(
                "HintReason", "No row of the book fits this hand, and your side holds the bid."
            )
        return translate("HintReason", "No row of the book fits this hand.")
    if kind == "no_true_bid":
        return translate("HintReason", "No bid would tell your partner the truth about this hand.")
    if kind == "no_sound_bid" and other is not None and other_value is not None:
        return (
            translate(
                "HintReason",
                "No bid is expected to pay: even the best, {other}, would bring {other_expected}.",
            )
            .replace("{other}", _move(other))
            .replace("{other_expected}", score(other_value))
        )
    if value is None:
        return None
    if other is None or other_value is None:
        return _alone(obs, reason, value)
    if kind == "compete":
        template = translate(
            "HintReason",
            "The forecast expects this bid to bring {expected}; letting their bid stand,"
            " {other_expected}.",
        )
    elif kind == "let_stand" and other_value > value:
        template = translate(
            "HintReason",
            "The best bid, {other}, is expected to bring {other_expected}: too costly to outbid"
            " them.",
        )
    elif kind == "let_stand":
        template = translate(
            "HintReason",
            "Letting their bid stand is expected to bring {expected}; bidding {other},"
            " {other_expected}.",
        )
    elif kind == "final_contract":
        template = translate(
            "HintReason",
            "The forecast expects {expected}, the contract made in {percent} of the guessed"
            " deals; {other}: {other_expected}.",
        ).replace("{percent}", percent(reason.figure or 0.0))
    elif kind == "final_keep" and other_value > value:
        if reason.count:
            template = translate(
                "HintReason",
                "Your partner's {bid} is expected to bring {expected}; {other},"
                " {other_expected}: not enough more to overrule your partner.",
            )
        else:
            template = translate(
                "HintReason",
                "The standing {bid} is expected to bring {expected}; {other},"
                " {other_expected}: not enough more to change it.",
            )
    elif kind == "final_keep":
        template = translate(
            "HintReason",
            "The standing {bid} is expected to bring {expected}, better than {other}"
            " ({other_expected}).",
        )
    else:
        return None
    standing = obs.standing
    text = (
        template.replace("{expected}", score(value))
        .replace("{other_expected}", score(other_value))
        .replace("{other}", _move(other))
        .replace("{bid}", bid_text(standing) if standing is not None else "")
    )
    if kind == "compete" and reason.name == "shows_ace_or_king" and reason.suits:
        shows = (
            translate("HintReason", "This bid shows the ace or king of {suit}: you hold {cards}.")
            .replace("{suit}", suit_name(reason.suits[0]))
            .replace("{cards}", cards_text(reason.cards))
        )
        return f"{shows} {text}"
    return text


def _alone(obs: skruuvi.SkruuviObservation, reason: Reason, value: float) -> str | None:
    """A final call with no other contract to weigh: what the forecast expects of it."""
    if reason.kind == "final_contract":
        template = translate(
            "HintReason",
            "The forecast expects {expected}, the contract made in {percent} of the guessed deals.",
        ).replace("{percent}", percent(reason.figure or 0.0))
    elif reason.kind == "final_keep" and obs.standing is not None:
        template = translate(
            "HintReason",
            "The standing {bid} is expected to bring {expected}; no other contract is open at"
            " this level.",
        ).replace("{bid}", bid_text(obs.standing))
    else:
        return None
    return template.replace("{expected}", score(value))


def _exchange(action: skruuvi.Give, reason: Reason) -> str | None:
    kind = reason.kind
    suits = " ".join(suit.symbol for suit in reason.suits)
    strain = skruuvi.Strain(reason.name) if reason.name else None
    texts = {
        "shortest_suit": translate(
            "HintReason", "The book gives the lowest card of your shortest suit, {suits}."
        ),
        "defender_trump": translate(
            "HintReason", "The book gives a lone trump away, or the higher of two."
        ),
        "ace_signal": translate(
            "HintReason", "A small {suits} card tells your partner you hold its ace."
        ),
        "only_trumps": translate("HintReason", "Only trumps are left: the lowest goes."),
        "concentrate": translate(
            "HintReason",
            "Your hand should carry the contract in {strain} ({expected} expected): the book"
            " makes voids.",
        ),
        "send_trumps": translate(
            "HintReason",
            "Your partner's hand should carry the contract in {strain} ({expected} expected):"
            " the book sends your trumps over.",
        ),
        "misere_shed": translate(
            "HintReason",
            "For misère ({expected} expected) the book sheds your high cards.",
        ),
        "partner_trump": translate(
            "HintReason",
            "Junk to the opponents, and your highest trump to the taker, who kept the trumps.",
        ),
        "partner_void": translate(
            "HintReason",
            "Junk to the opponents, and to the taker a card of your shortest side suit.",
        ),
        "partner_misere": translate(
            "HintReason",
            "For misère: your high cards to the opponents, your lowest to the taker.",
        ),
    }
    text = texts.get(kind)
    if text is None:
        return None
    text = (
        text.replace("{suits}", suits)
        .replace("{strain}", _strain(strain))
        .replace("{expected}", score(reason.value or 0.0))
    )
    if reason.suits and kind not in ("ace_signal", "defender_trump", "shortest_suit"):
        void = translate("HintReason", "It leaves you void in {suits}.")
        text = f"{text} " + void.replace("{suits}", suits)
    return text


def _strain(strain: skruuvi.Strain | None) -> str:
    if strain is None:
        return ""
    if strain is skruuvi.Strain.GRANDI:
        return translate("HintReason", "grandi")
    if strain is skruuvi.Strain.MISERE:
        return translate("HintReason", "misère")
    trump = strain.trump
    return trump.symbol if trump is not None else ""


def _knock(action: Action, reason: Reason) -> str | None:
    knocks = isinstance(action, skruuvi.Knock | skruuvi.Reknock)
    if reason.kind == "misere_knock":
        if knocks:
            template = translate("HintReason", "Your hand risks only {about} forced tricks.")
        else:
            template = translate(
                "HintReason", "Your hand risks {about} forced tricks: too many to knock."
            )
        return template.replace("{about}", tricks(reason.figure or 0.0))
    if reason.kind == "reknock":
        if knocks:
            template = translate(
                "HintReason", "The forecast makes the contract in {percent} of the guessed deals."
            )
        else:
            template = translate(
                "HintReason",
                "The forecast makes the contract in only {percent} of the guessed deals.",
            )
        return template.replace("{percent}", percent(reason.value or 0.0))
    if reason.kind != "knock" or reason.value is None:
        return None
    return _defence_knock(knocks, reason.value, reason)


def _defence_knock(knocks: bool, expected: float, reason: Reason) -> str:
    """The defender's knock in words, led by what decided it: a pass says whether the
    forecast was not bad enough for the declarers or the hand too weak to back a knock."""
    own, needed = reason.figure, reason.count
    weak = own is not None and needed is not None and own < needed / 2
    mild = reason.other_value is not None and expected >= reason.other_value
    if not knocks and mild:
        template = translate(
            "HintReason",
            "The forecast expects {expected} for the declarers: not enough of a loss to knock.",
        )
    elif not knocks and weak and needed is not None:
        template = translate(
            "HintReason",
            "The forecast expects {expected} for the declarers, but your hand holds only about"
            " {about} of the %n tricks the defence needs, and a knock wants half of them.",
            None,
            needed,
        )
    elif knocks and own is not None and needed is not None:
        template = translate(
            "HintReason",
            "The forecast expects {expected} for the declarers, and your hand holds about"
            " {about} of the %n tricks the defence needs.",
            None,
            needed,
        )
    else:
        template = translate("HintReason", "The forecast expects {expected} for the declarers.")
    return template.replace("{expected}", score(expected)).replace("{about}", tricks(own or 0.0))


def _lead(reason: Reason, action: Action) -> str | None:
    suits = " ".join(suit.symbol for suit in reason.suits)
    if reason.kind in ("lead_partner_suit", "lead_received"):
        template = translate(
            "HintReason", "The book leads the suit your partner passed you, {suits}."
        )
    elif reason.kind == "lead_shortest":
        template = translate(
            "HintReason",
            "The suit your partner passed holds your ace: the book leads your shortest suit.",
        )
    elif reason.kind == "lead_small_card":
        deuce = isinstance(action, skruuvi.Play) and action.card.rank is Rank.TWO
        if deuce:
            template = translate("HintReason", "Against misère the book leads the deuce's suit.")
        else:
            template = translate(
                "HintReason", "Against misère the book leads your suit of the smallest cards."
            )
    else:
        return None
    return template.replace("{suits}", suits)


def skruuvi_reason(obs: skruuvi.SkruuviObservation, action: Action, reason: Reason) -> str | None:
    """``reason`` for ``action`` in words, or ``None`` when it is not one of Skruuvi's."""
    if isinstance(action, skruuvi.MakeBid) or (
        isinstance(action, skruuvi.Pass)
        and obs.phase in (skruuvi.FIRST_BIDDING, skruuvi.FINAL_BIDDING)
    ):
        return _bidding(obs, reason)
    if isinstance(action, skruuvi.Give):
        return _exchange(action, reason)
    if obs.phase == skruuvi.KNOCKS:
        return _knock(action, reason)
    if isinstance(action, skruuvi.Play):
        return _lead(reason, action)
    return None
