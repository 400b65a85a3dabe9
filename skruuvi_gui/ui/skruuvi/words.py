"""The Skruuvi table's words: bids and calls, prompts, badges, the contract banner and the
deal's result.

Each function returns one whole translated sentence; names, bids and numbers go into
placeholders so a translation can order the words as its language needs. Bids are written
the way players write them: ``6 ♥``, ``5 misère``, ``7 grandi``. The words that are always
the same text, and the lines that only name who is to act, stand in the tables ``word`` and
``seat_line`` at the end.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from skruuvi_gui.cards import Suit
from skruuvi_gui.rules.skruuvi import KOTKA, Bid, Strain
from skruuvi_gui.ui.names import joined_names
from skruuvi_gui.ui.word_table import SeatWords, Words

translate = QCoreApplication.translate

#: Suit colours on the dark panels over the felt, and on a light sheet; four-colour deck
#: colours after them.
_ON_DARK = {Suit.SPADES: "#f6f2e6", Suit.CLUBS: "#f6f2e6", Suit.HEARTS: "#ff7a7a"}
_ON_LIGHT = {Suit.SPADES: "#1d1a12", Suit.CLUBS: "#1d1a12", Suit.HEARTS: "#c8202b"}
_FOUR_ON_DARK = {Suit.CLUBS: "#6fdc8c", Suit.DIAMONDS: "#7cbcff"}
_FOUR_ON_LIGHT = {Suit.CLUBS: "#16803a", Suit.DIAMONDS: "#1c5fc4"}


def suit_colour(suit: Suit, *, four_colour: bool = False, dark: bool = True) -> str:
    """The colour a suit symbol is written in (red for ♥ ♦, green ♣ and blue ♦ in four
    colours), readable on a dark panel or on a light sheet."""
    if four_colour and suit in _FOUR_ON_DARK:
        return (_FOUR_ON_DARK if dark else _FOUR_ON_LIGHT)[suit]
    if suit is Suit.DIAMONDS:
        suit = Suit.HEARTS
    return (_ON_DARK if dark else _ON_LIGHT)[suit]


# --- bids and calls ------------------------------------------------------------------------


def strain_label(strain: Strain) -> str:
    """A strain's column heading in the bidding box: a suit symbol, or a letter."""
    if strain is Strain.MISERE:
        return translate("SkruuviBids", "M", "misère, one letter")
    if strain is Strain.GRANDI:
        return translate("SkruuviBids", "G", "grandi, one letter")
    trump = strain.trump
    assert trump is not None
    return trump.symbol


def bid_text(bid: Bid) -> str:
    """ "6 ♥", "5 misère", "7 grandi" (a count: Finnish says "1 grandi", "7 grandia")."""
    level = bid.level  # a plain name: lupdate skips a call whose count is an attribute
    if bid.strain is Strain.MISERE:
        return translate("SkruuviBids", "%n misère", None, level)
    if bid.strain is Strain.GRANDI:
        return translate("SkruuviBids", "%n grandi", None, level)
    trump = bid.strain.trump
    assert trump is not None
    return f"{level} {trump.symbol}"


def bid_html(bid: Bid, *, four_colour: bool = False, dark: bool = True) -> str:
    """``bid_text`` with the suit symbol in its colour, for rich-text labels."""
    text = bid_text(bid)
    trump = bid.strain.trump
    if trump is None:
        return text
    colour = suit_colour(trump, four_colour=four_colour, dark=dark)
    return text.replace(trump.symbol, f'<span style="color:{colour}">{trump.symbol}</span>')


def pass_text() -> str:
    return translate("SkruuviBids", "Pass")


def call_html(bid: Bid | None, *, four_colour: bool = False) -> str:
    """A call in a bidding: a bid with its suit in colour, or "Pass"."""
    return pass_text() if bid is None else bid_html(bid, four_colour=four_colour)


def knock_call_text(what: str) -> str:
    """A call in the knocks' history: "knock", "reknock" or "pass". Told apart from the
    buttons, as some languages say what was called ("dobler") otherwise than the button
    that calls it ("doble")."""
    texts = {
        "knock": translate("Skruuvi", "Knock", "a call in the bidding history"),
        "reknock": translate("Skruuvi", "Re-knock", "a call in the bidding history"),
    }
    return texts.get(what, pass_text())


def said_bubble(what: str) -> str:
    """The bubble over a seat that called: a bid, "Pass", "Knock!"."""
    if what == "knock":
        return translate("Skruuvi", "Knock!")
    if what == "reknock":
        return translate("Skruuvi", "Re-knock!")
    if what == "pass":
        return pass_text()
    return bid_text(Bid.parse(what))


def kind_name(kind: str) -> str:
    """ "Opening deal" (alkupeli) or "Eagle deal" (kotka)."""
    if kind == KOTKA:
        return translate("Skruuvi", "Eagle deal")
    return translate("Skruuvi", "Opening deal")


def pass_misere_name() -> str:
    return translate("Skruuvi", "Pass-misère")


def side_name(first: str, second: str) -> str:
    """A partnership: "Pekka and Ville"."""
    return joined_names((first, second))


def your_side_name(partner: str) -> str:
    """The viewer's partnership, said to them: "You and Ville"."""
    return translate("Skruuvi", "You and {partner}").replace("{partner}", partner)


# --- what to do now ------------------------------------------------------------------------


def first_bid_prompt(standing: Bid | None, holder: str | None, *, left: int = 0) -> str:
    """The viewer's call in the first bidding; ``holder`` ``None`` when the viewer holds the
    standing bid, which happens only when nobody outbid it and the call came back (``left``:
    the passes in a row still to come before the bidding ends)."""
    if standing is None:
        return translate("Skruuvi", "Your bid: nobody has bid yet — bid or pass")
    if holder is None and left == 1:
        template = translate(
            "Skruuvi",
            "Your bid: nobody outbid your {bid} again — pass to take with it, or raise it",
        )
    elif holder is None:
        template = translate(
            "Skruuvi",
            "Your bid: nobody outbid your {bid} — raise it or pass",
        )
    else:
        template = translate("Skruuvi", "Your bid: the standing bid is {bid} by {name}")
    return template.replace("{bid}", bid_text(standing)).replace("{name}", holder or "")


def final_bid_prompt(
    standing: Bid, holder: str | None, minimum: int, *, may_pass: bool, left: int | None = None
) -> str:
    """The viewer's call in the final bidding, where the contract must reach ``minimum``:
    below it any higher bid may be made (one step is enough), but nobody may pass. ``left``,
    when the call came back to the viewer because nobody outbid their bid: the passes in a
    row still to come before the bidding ends."""
    if not may_pass:
        template = translate(
            "Skruuvi",
            "Final bidding: the standing bid is {bid} — raise it; no passing below level {level}",
        )
    elif holder is None and left == 1:
        template = translate(
            "Skruuvi",
            "Final bidding: nobody outbid your {bid} — pass to make it the contract, or raise it",
        )
    elif holder is None and left is not None:
        template = translate(
            "Skruuvi",
            "Final bidding: nobody outbid your {bid} — raise it or pass",
        )
    elif holder is None:
        template = translate("Skruuvi", "Final bidding: your {bid} stands — raise or pass")
    else:
        template = translate(
            "Skruuvi", "Final bidding: the standing bid is {bid} by {name} — raise or pass"
        )
    return (
        template.replace("{bid}", bid_text(standing))
        .replace("{name}", holder or "")
        .replace("{level}", str(minimum))
    )


def give_prompt(recipients: Sequence[str], chosen: int, *, back: bool) -> str:
    """Choosing the cards to give: to one player (``back`` when returning cards), or one
    each to three players in the order named."""
    count = len(recipients)
    if count == 3 and len(set(recipients)) == 3:
        template = translate(
            "Skruuvi",
            "Give one card each to {first}, {second} and {third}, in that order"
            " ({chosen}/3 chosen)",
        )
        return (
            template.replace("{first}", recipients[0])
            .replace("{second}", recipients[1])
            .replace("{third}", recipients[2])
            .replace("{chosen}", str(chosen))
        )
    if count == 1:
        template = (
            translate("Skruuvi", "Give a card back to {name} ({chosen}/1 chosen)")
            if back
            else translate("Skruuvi", "Give a card to {name} ({chosen}/1 chosen)")
        )
    else:
        template = (
            translate("Skruuvi", "Give {count} cards back to {name} ({chosen}/{count} chosen)")
            if back
            else translate("Skruuvi", "Give {count} cards to {name} ({chosen}/{count} chosen)")
        )
    return (
        template.replace("{name}", recipients[0] if recipients else "")
        .replace("{count}", str(count))
        .replace("{chosen}", str(chosen))
    )


def knock_prompt(*, reknock: bool) -> str:
    if reknock:
        return translate("Skruuvi", "Re-knock or pass")
    return translate("Skruuvi", "Knock or pass")


def play_prompt(led: Suit | None, *, follows: bool) -> str:
    """The viewer's card: a lead, following ``led``, or unable to follow it."""
    if led is None:
        return translate("Skruuvi", "Your lead: play any card")
    template = (
        translate("Skruuvi", "Your turn: play a card (you must follow {suit})")
        if follows
        else translate("Skruuvi", "Your turn: play any card (you have no {suit})")
    )
    return template.replace("{suit}", led.symbol)


# --- waiting -------------------------------------------------------------------------------


def thinking_prompt(name: str) -> str:
    return translate("Skruuvi", "{name} is thinking…").replace("{name}", name)


def giving_prompt(names: Sequence[str | None]) -> str:
    """Who is choosing cards to give (pass-misère: two at once); ``None`` for the viewer,
    who is named first."""
    others = [name for name in names if name is not None]
    if len(names) >= 2:
        if len(others) < len(names):
            template = translate("Skruuvi", "You and {name} are choosing cards to give")
        else:
            template = translate("Skruuvi", "{name} and {second} are choosing cards to give")
        second = others[1] if len(others) > 1 else ""
        return template.replace("{name}", others[0] if others else "").replace("{second}", second)
    if names and names[0] is None:
        return translate("Skruuvi", "You are choosing cards to give")
    return translate("Skruuvi", "{name} is choosing cards to give").replace(
        "{name}", others[0] if others else ""
    )


# --- seats ---------------------------------------------------------------------------------


def tricks_status(count: int) -> str:
    return translate("Skruuvi", "Tricks: {count}").replace("{count}", str(count))


# --- panels --------------------------------------------------------------------------------


def trick_title(number: int, winner: str | None) -> str:
    """A trick looked back at: "Trick 7: Maija won it"; ``winner`` ``None`` for the
    viewer."""
    if winner is None:
        template = translate("Skruuvi", "Trick {number}: you won it")
    else:
        template = translate("Skruuvi", "Trick {number}: {name} won it")
    return template.replace("{number}", str(number)).replace("{name}", winner or "")


# --- buttons -------------------------------------------------------------------------------


def knock_button(*, reknock: bool) -> str:
    return translate("Skruuvi", "Re-knock") if reknock else translate("Skruuvi", "Knock")


def knock_tooltip(*, reknock: bool, times: int) -> str:
    """What a knock or re-knock does, beside its button as the bids have theirs."""
    if reknock:
        text = translate("Skruuvi", "Re-knock: the deal's points then count {times} times over")
    else:
        text = translate("Skruuvi", "Knock: the deal's points then count {times} times over")
    return text.replace("{times}", str(times))


# The table's fixed words: prompts, badges, panel headings, buttons and their tooltips.
word = Words(
    "Skruuvi",
    {
        "exchange_done_prompt": QT_TRANSLATE_NOOP(
            "Skruuvi", "Waiting for the others to give their cards"
        ),
        "dealing_prompt": QT_TRANSLATE_NOOP("Skruuvi", "Dealing…"),
        "session_over_prompt": QT_TRANSLATE_NOOP("Skruuvi", "The game is over"),
        "dealer_badge": QT_TRANSLATE_NOOP("Skruuvi", "Dealer"),
        "forehand_badge": QT_TRANSLATE_NOOP("Skruuvi", "Forehand"),
        "taker_badge": QT_TRANSLATE_NOOP("Skruuvi", "Taker"),
        "declarer_badge": QT_TRANSLATE_NOOP("Skruuvi", "Declarer"),
        "history_title": QT_TRANSLATE_NOOP("Skruuvi", "Bidding"),
        "final_bidding_heading": QT_TRANSLATE_NOOP("Skruuvi", "Final bidding"),
        "knocks_heading": QT_TRANSLATE_NOOP("Skruuvi", "Knocks"),
        "give_button": QT_TRANSLATE_NOOP("Skruuvi", "Give"),
        "play_button": QT_TRANSLATE_NOOP("Skruuvi", "Play"),
        "give_tooltip": QT_TRANSLATE_NOOP(
            "Skruuvi", "Give the picked cards face down, in the order picked"
        ),
        "play_tooltip": QT_TRANSLATE_NOOP("Skruuvi", "Play the picked card to the trick"),
        "knock_pass_tooltip": QT_TRANSLATE_NOOP(
            "Skruuvi", "Pass: the contract is played as it stands"
        ),
        "go_on_text": QT_TRANSLATE_NOOP(
            "Skruuvi", "Click the table or press Enter for the next deal."
        ),
    },
)

# What a player is to do or does, said to the viewer or of the player by name.
seat_line = SeatWords(
    "Skruuvi",
    {
        "bidding_turn_prompt": (
            QT_TRANSLATE_NOOP("Skruuvi", "Your turn to bid"),
            QT_TRANSLATE_NOOP("Skruuvi", "{name} to bid"),
        ),
        "knock_turn_prompt": (
            QT_TRANSLATE_NOOP("Skruuvi", "You may knock"),
            QT_TRANSLATE_NOOP("Skruuvi", "{name} may knock"),
        ),
        "play_turn_prompt": (
            QT_TRANSLATE_NOOP("Skruuvi", "Your turn to play"),
            QT_TRANSLATE_NOOP("Skruuvi", "{name} to play"),
        ),
        "sitting_out_line": (
            QT_TRANSLATE_NOOP("Skruuvi", "You sit out this robber"),
            QT_TRANSLATE_NOOP("Skruuvi", "{name} sits out this robber"),
        ),
    },
)
