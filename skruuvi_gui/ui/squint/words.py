"""The Squint table's words: contracts and what a bid card means, prompts, buttons, badges.

Each function returns one whole translated sentence; names, cards, suits and numbers go into
``{placeholders}`` so a translation can order the words as its language needs. The words that
are always the same text, and the lines that only name who is to act, stand in the tables
``word`` and ``seat_line`` at the end.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from skruuvi_gui.cards import Card, Rank, Suit
from skruuvi_gui.rules.api import Seat
from skruuvi_gui.rules.squint import (
    ACCEPT_HAND,
    ACE_SOLO,
    CHOOSE,
    DUO,
    GRAND_SOLO,
    MISERE,
    NEMO,
    PLAY_HAND,
    PROPOSE_HAND,
    SOLO,
    TAKE_SQUINT,
    Contract,
)
from skruuvi_gui.ui.line_parts import card_text, seat_name
from skruuvi_gui.ui.word_table import SeatWords, Words

translate = QCoreApplication.translate

#: What playing hand does to the score, written into the words that offer or show it.
TIMES_TWO = "\N{MULTIPLICATION SIGN}2"


# --- suits and contracts -------------------------------------------------------------------


def suit_name(suit: Suit) -> str:
    """ "hearts", as it reads inside a sentence."""
    names = {
        Suit.SPADES: translate("Squint", "spades"),
        Suit.HEARTS: translate("Squint", "hearts"),
        Suit.DIAMONDS: translate("Squint", "diamonds"),
        Suit.CLUBS: translate("Squint", "clubs"),
    }
    return names[suit]


def contract_name(kind: str) -> str:
    names = {
        ACE_SOLO: translate("Squint", "Ace Solo"),
        MISERE: translate("Squint", "Misère"),
        GRAND_SOLO: translate("Squint", "Grand Solo"),
        SOLO: translate("Squint", "Solo"),
        DUO: translate("Squint", "Duo"),
        NEMO: translate("Squint", "Nemo"),
    }
    return names.get(kind, kind)


def _suit(contract: Contract) -> str:
    return suit_name(Suit(contract.suit)) if contract.suit else "?"


def _their_contract_templates() -> dict[str, str]:
    """Per contract kind, its sentence naming who plays it."""
    return {
        ACE_SOLO: translate("Squint", "Ace Solo: {name}, no trump"),
        MISERE: translate("Squint", "Misère: {name}, no trump"),
        GRAND_SOLO: translate("Squint", "Grand Solo: {name}, {suit} trump"),
        SOLO: translate("Squint", "Solo: {name}, {suit} trump"),
        DUO: translate("Squint", "Duo: {name} and {second}, {suit} trump"),
        NEMO: translate("Squint", "Nemo: {suit} are penalty"),
        CHOOSE: translate(
            "Squint", "Four bids in {suit}, one odd: {name} to choose Nemo or a Solo"
        ),
    }


def _your_contract_templates() -> dict[str, str]:
    """The same, said to the viewer who plays the contract (``{second}``: the Duo
    partner); Nemo names nobody."""
    return {
        ACE_SOLO: translate("Squint", "Ace Solo: you, no trump"),
        MISERE: translate("Squint", "Misère: you, no trump"),
        GRAND_SOLO: translate("Squint", "Grand Solo: you, {suit} trump"),
        SOLO: translate("Squint", "Solo: you, {suit} trump"),
        DUO: translate("Squint", "Duo: you and {second}, {suit} trump"),
        CHOOSE: translate("Squint", "Four bids in {suit}, one odd: you choose Nemo or a Solo"),
    }


def contract_sentence(contract: Contract, names: Sequence[str], viewer: Seat | None = None) -> str:
    """The contract in words: "Duo: Maija and Pekka, hearts trump", "Nemo: spades are
    penalty"; "Solo: you, hearts trump" when ``viewer`` plays it."""
    seats = contract.seats
    yours = _your_contract_templates()
    if viewer is not None and viewer in seats and contract.kind in yours:
        partners = [seat for seat in seats if seat != viewer]
        return (
            yours[contract.kind]
            .replace("{second}", seat_name(names, partners[0]) if partners else "?")
            .replace("{suit}", _suit(contract))
        )
    template = _their_contract_templates().get(contract.kind, contract.kind)
    return (
        template.replace("{name}", seat_name(names, seats[0]) if seats else "?")
        .replace("{second}", seat_name(names, seats[1]) if len(seats) > 1 else "?")
        .replace("{suit}", _suit(contract))
    )


def contracts_lines(
    contracts: Sequence[Contract], names: Sequence[str], viewer: Seat | None = None
) -> list[str]:
    """The deal's contracts, a line each; Ace Solos and Misères played side by side say
    once that they are all at no trump. The viewer's own contract is said to them."""
    if len(contracts) < 2:
        return [contract_sentence(contract, names, viewer) for contract in contracts]
    theirs = {
        ACE_SOLO: translate("Squint", "Ace Solo: {name}"),
        MISERE: translate("Squint", "Misère: {name}"),
    }
    yours = {
        ACE_SOLO: translate("Squint", "Ace Solo: you"),
        MISERE: translate("Squint", "Misère: you"),
    }
    lines = [
        (yours if contract.seats[0] == viewer else theirs)
        .get(contract.kind, contract.kind)
        .replace("{name}", seat_name(names, contract.seats[0]))
        for contract in contracts
    ]
    lines.append(translate("Squint", "All played at once, no trump"))
    return lines


def trump_words(trump: Suit | None, penalty: Suit | None) -> str:
    """The line that names the trump suit or the penalty suit of the deal in play."""
    if penalty is not None:
        return translate("Squint", "Penalty suit: {suit}").replace("{suit}", suit_name(penalty))
    if trump is not None:
        return translate("Squint", "Trump: {suit}").replace("{suit}", suit_name(trump))
    return translate("Squint", "No trump")


def bid_meaning(card: Card) -> str:
    """What showing ``card`` as the bid card says."""
    if card.rank is Rank.ACE:
        template = translate("Squint", "{card}: Ace Solo, six tricks alone at no trump")
    elif card.rank is Rank.TWO:
        template = translate("Squint", "{card}: Misère, no tricks at all, no trump")
    elif card.rank in (Rank.KING, Rank.QUEEN, Rank.JACK):
        template = translate("Squint", "{card}: Grand Solo, six tricks alone with {suit} trump")
    else:
        template = translate("Squint", "{card}: a wish for {suit} as trump")
    return template.replace("{card}", card_text(card)).replace("{suit}", suit_name(card.suit))


def declaration_bubble(what: str) -> str:
    """What a seat says in the squint phase, in a bubble by its seat."""
    texts = {
        PLAY_HAND: translate("Squint", "Hand!"),
        TAKE_SQUINT: translate("Squint", "Squint!"),
        PROPOSE_HAND: translate("Squint", "Hand?"),
        ACCEPT_HAND: translate("Squint", "Hand, agreed!"),
    }
    return texts.get(what, what)


# --- badges ----------------------------------------------------------------------------------


def hand_badge() -> str:
    return translate("Squint", "Hand {times}").replace("{times}", TIMES_TWO)


def tricks_status(count: int) -> str:
    return translate("Squint", "%n tricks", None, count)


def nemo_status(count: int, clean: int) -> str:
    """Tricks won in Nemo, and how many of them hold no penalty card."""
    template = translate("Squint", "%n tricks, {clean} clean", None, count)
    return template.replace("{clean}", str(clean))


def squint_label(*, squint: bool) -> str:
    """The caption under the cards at the top centre: the squint, or the cards out of
    play once it is gone."""
    if squint:
        return translate("Squint", "Squint")
    return translate("Squint", "Out of play")


# --- buttons ---------------------------------------------------------------------------------


#: The button of each declaration the Duo's partners make.
_DECLARATION_BUTTONS = {
    PLAY_HAND: QT_TRANSLATE_NOOP("Squint", "Play hand {times}"),
    TAKE_SQUINT: QT_TRANSLATE_NOOP("Squint", "Take the squint"),
    PROPOSE_HAND: QT_TRANSLATE_NOOP("Squint", "Propose hand play {times}"),
    ACCEPT_HAND: QT_TRANSLATE_NOOP("Squint", "Accept hand play {times}"),
}

#: What each declaration does, said in its button's tooltip.
_DECLARATION_TOOLTIPS = {
    PLAY_HAND: QT_TRANSLATE_NOOP(
        "Squint", "Play without the squint: the deal's points count double"
    ),
    TAKE_SQUINT: QT_TRANSLATE_NOOP("Squint", "Play with the squint: its cards come into play"),
    PROPOSE_HAND: QT_TRANSLATE_NOOP(
        "Squint", "Ask your partner to play without the squint, for double points"
    ),
    ACCEPT_HAND: QT_TRANSLATE_NOOP(
        "Squint", "Play without the squint with your partner: the deal's points count double"
    ),
}


def declaration_button(what: str) -> str:
    """The button of a declaration (``PLAY_HAND`` …), hand play's double written in."""
    return translate("Squint", str(_DECLARATION_BUTTONS[what])).replace("{times}", TIMES_TWO)


def declaration_tooltip(what: str) -> str:
    return translate("Squint", str(_DECLARATION_TOOLTIPS[what]))


def keep_button(card: Card) -> str:
    return translate("Squint", "Keep {card}").replace("{card}", card_text(card))


def solo_button(trump: Suit) -> str:
    return translate("Squint", "Solo {suit}").replace("{suit}", trump.symbol)


def discard_button(*, face_up: bool) -> str:
    if face_up:
        return translate("Squint", "Discard face up")
    return translate("Squint", "Discard")


def pass_button(name: str) -> str:
    return translate("Squint", "Pass to {name}").replace("{name}", name)


def keep_tooltip(card: Card) -> str:
    return translate("Squint", "Keep {card} of the squint; your partner gets the other").replace(
        "{card}", card_text(card)
    )


def solo_tooltip(trump: Suit) -> str:
    return translate("Squint", "Play a Solo yourself with {suit} as trump").replace(
        "{suit}", trump.symbol
    )


def discard_tooltip(*, face_up: bool) -> str:
    if face_up:
        return translate("Squint", "Put the picked cards out of play face up, for all to see")
    return translate("Squint", "Put the picked cards out of play face down")


def pass_tooltip(name: str) -> str:
    return translate("Squint", "Pass the picked cards face down to {name}").replace("{name}", name)


# --- prompts ---------------------------------------------------------------------------------


def bid_laid_prompt(card: Card, waiting: Sequence[str]) -> str:
    """The viewer has laid a bid card; the others are still picking."""
    return (
        translate("Squint", "Your bid card: {card}. Waiting for {names}")
        .replace("{card}", card_text(card))
        .replace("{names}", ", ".join(waiting))
    )


def bids_waiting_prompt(waiting: Sequence[str | None]) -> str:
    """Whose bid cards the table waits for; ``None`` for the viewer."""
    you = translate("Squint", "you", "in a list of players the table waits for")
    return translate("Squint", "Waiting for bid cards from {names}").replace(
        "{names}", ", ".join(you if name is None else name for name in waiting)
    )


def choose_prompt(four: Suit) -> str:
    return translate("Squint", "Choose Nemo ({suit} penalty), or a Solo and its trump").replace(
        "{suit}", four.symbol
    )


def propose_prompt(partner: str) -> str:
    return translate("Squint", "Duo with {name}: take the squint, or propose hand play?").replace(
        "{name}", partner
    )


def answer_prompt(partner: str) -> str:
    return translate("Squint", "{name} proposed hand play: accept, or take the squint?").replace(
        "{name}", partner
    )


def discard_prompt(count: int, chosen: int) -> str:
    if count == 1:
        return translate("Squint", "Discard a card face down")
    return (
        translate("Squint", "Discard {count} cards face down ({chosen}/{count} chosen)")
        .replace("{count}", str(count))
        .replace("{chosen}", str(chosen))
    )


def discard_up_prompt(count: int, chosen: int) -> str:
    return (
        translate("Squint", "Discard {count} cards face up for all to see ({chosen}/{count})")
        .replace("{count}", str(count))
        .replace("{chosen}", str(chosen))
    )


def pass_prompt(name: str, count: int, chosen: int) -> str:
    return (
        translate("Squint", "Pass {count} cards face down to {name} ({chosen}/{count} chosen)")
        .replace("{name}", name)
        .replace("{count}", str(count))
        .replace("{chosen}", str(chosen))
    )


def play_prompt(led: Suit, *, follows: bool) -> str:
    if follows:
        return translate("Squint", "Your turn: play a card (you must follow {suit})").replace(
            "{suit}", led.symbol
        )
    return translate("Squint", "Your turn: no {suit}, play any card").replace("{suit}", led.symbol)


def thinking_prompt(name: str) -> str:
    return translate("Squint", "{name} is thinking…").replace("{name}", name)


# The table's fixed words: badges, buttons and their tooltips, prompts.
word = Words(
    "Squint",
    {
        "dealer_badge": QT_TRANSLATE_NOOP("Squint", "Dealer"),
        "forehand_badge": QT_TRANSLATE_NOOP("Squint", "Forehand"),
        "picked_status": QT_TRANSLATE_NOOP("Squint", "bid card laid"),
        "bid_button": QT_TRANSLATE_NOOP("Squint", "Lay bid card"),
        "nemo_button": QT_TRANSLATE_NOOP("Squint", "Nemo"),
        "play_button": QT_TRANSLATE_NOOP("Squint", "Play"),
        "bid_tooltip": QT_TRANSLATE_NOOP(
            "Squint", "Show the picked card as your bid; all five are turned up together"
        ),
        "nemo_tooltip": QT_TRANSLATE_NOOP(
            "Squint",
            "Play Nemo, everybody alone: the suit of the four bid cards is the penalty suit",
        ),
        "play_tooltip": QT_TRANSLATE_NOOP("Squint", "Play the picked card to the trick"),
        "bid_prompt": QT_TRANSLATE_NOOP("Squint", "Pick your bid card; it stays in your hand"),
        "declare_prompt": QT_TRANSLATE_NOOP(
            "Squint", "Play hand for double points, or take the squint?"
        ),
        "keep_prompt": QT_TRANSLATE_NOOP(
            "Squint", "The squint: keep one card, your partner gets the other"
        ),
        "lead_prompt": QT_TRANSLATE_NOOP("Squint", "Your lead: play any card"),
        "dealing_prompt": QT_TRANSLATE_NOOP("Squint", "Dealing…"),
        "game_over_prompt": QT_TRANSLATE_NOOP("Squint", "The game is over"),
        "go_on_text": QT_TRANSLATE_NOOP(
            "Squint", "Click the table or press Enter for the next deal."
        ),
    },
)

# What a player is to do, said to the viewer or of the player by name.
seat_line = SeatWords(
    "Squint",
    {
        "choosing_prompt": (
            QT_TRANSLATE_NOOP("Squint", "You choose Nemo or a Solo"),
            QT_TRANSLATE_NOOP("Squint", "{name} chooses Nemo or a Solo"),
        ),
        "squint_turn_prompt": (
            QT_TRANSLATE_NOOP("Squint", "You decide about the squint"),
            QT_TRANSLATE_NOOP("Squint", "{name} decides about the squint"),
        ),
        "giving_prompt": (
            QT_TRANSLATE_NOOP("Squint", "You choose cards to give"),
            QT_TRANSLATE_NOOP("Squint", "{name} chooses cards to give"),
        ),
        "play_turn_prompt": (
            QT_TRANSLATE_NOOP("Squint", "Your turn to play"),
            QT_TRANSLATE_NOOP("Squint", "{name} to play"),
        ),
    },
)
