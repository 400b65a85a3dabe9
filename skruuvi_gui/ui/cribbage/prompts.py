"""The cribbage table's words: the prompt line, the show's headings and the result panel.

Each function returns one whole translated sentence; names and numbers go into placeholders,
so a translation can order the words as its language needs. ``None`` for a name means the
viewer ("your crib", "You win!"). The words that are always the same text stand in tables read
by key: ``button_text``, ``button_tooltip`` and ``word``.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from skruuvi_gui.ui.names import joined_names
from skruuvi_gui.ui.word_table import Words

translate = QCoreApplication.translate


def _named(template: str, name: str | None) -> str:
    return template.replace("{name}", name or "")


# --- what to do now ------------------------------------------------------------------------


def discard_prompt(count: int, chosen: int, dealer: str | None) -> str:
    """Choosing ``count`` cards for the crib of ``dealer`` (``None``: the viewer's)."""
    if count == 1:
        template = (
            translate("Cribbage", "Choose a card for your crib ({chosen}/1 chosen)")
            if dealer is None
            else translate("Cribbage", "Choose a card for {name}'s crib ({chosen}/1 chosen)")
        )
    else:
        template = (
            translate("Cribbage", "Choose 2 cards for your crib ({chosen}/2 chosen)")
            if dealer is None
            else translate("Cribbage", "Choose 2 cards for {name}'s crib ({chosen}/2 chosen)")
        )
    return _named(template, dealer).replace("{chosen}", str(chosen))


def play_prompt(count: int) -> str:
    return translate("Cribbage", "Your turn: play a card (count {count})").replace(
        "{count}", str(count)
    )


def over_31_refusal(count: int) -> str:
    """Why a dimmed card may not be played at ``count``."""
    text = translate("Cribbage", "That card would take the count over 31 (count {count})")
    return text.replace("{count}", str(count))


def go_prompt(count: int) -> str:
    return translate("Cribbage", "No card fits under 31: say go (count {count})").replace(
        "{count}", str(count)
    )


def play_claim_prompt(card: str) -> str:
    """Muggins "all": the claim for the card just chosen."""
    return translate("Cribbage", "How many points does {card} score?").replace("{card}", card)


def claim_prompt(crib: bool) -> str:
    if crib:
        return translate("Cribbage", "Count your crib: how many points?")
    return translate("Cribbage", "Count your hand: how many points?")


def overclaim_notice(points: int) -> str:
    return translate("Cribbage", "The cards are not worth %n. Count again.", None, points)


def muggins_prompt(claimant: str, points: int) -> str:
    return _named(
        translate("Cribbage", "{name} claims %n. Call muggins?", None, points),
        claimant,
    )


# --- waiting -------------------------------------------------------------------------------


def thinking_prompt(name: str) -> str:
    return _named(translate("Cribbage", "{name} is thinking…"), name)


def turn_prompt(name: str | None, count: int) -> str:
    """Whose turn it is in the play (``None``: the viewer's, while they cannot act yet)."""
    template = (
        translate("Cribbage", "Your turn (count {count})")
        if name is None
        else translate("Cribbage", "{name}'s turn (count {count})")
    )
    return _named(template, name).replace("{count}", str(count))


def muggins_waiting_prompt(name: str) -> str:
    return _named(translate("Cribbage", "{name} may call muggins"), name)


def discard_waiting_prompt(done: bool) -> str:
    if done:
        return translate("Cribbage", "Waiting for the others to discard")
    return translate("Cribbage", "Everyone puts cards in the crib")


def cut_prompt(first_deal: bool) -> str:
    if first_deal:
        return translate("Cribbage", "Cutting for the deal")
    return translate("Cribbage", "All hands counted: next deal")


def game_over_prompt() -> str:
    return translate("Cribbage", "The game is over")


# --- the show ------------------------------------------------------------------------------


#: Above a counted hand, by whether it is a crib and whether it is the viewer's.
_SHOW_HEADINGS = {
    (True, True): QT_TRANSLATE_NOOP("Cribbage", "Your crib"),
    (True, False): QT_TRANSLATE_NOOP("Cribbage", "{name}'s crib"),
    (False, True): QT_TRANSLATE_NOOP("Cribbage", "Your hand"),
    (False, False): QT_TRANSLATE_NOOP("Cribbage", "{name}'s hand"),
}

#: The prompt line while a hand is counted (the keys as above).
_SHOW_PROMPTS = {
    (True, True): QT_TRANSLATE_NOOP("Cribbage", "The show: your crib"),
    (True, False): QT_TRANSLATE_NOOP("Cribbage", "The show: {name}'s crib"),
    (False, True): QT_TRANSLATE_NOOP("Cribbage", "The show: your hand"),
    (False, False): QT_TRANSLATE_NOOP("Cribbage", "The show: {name}'s hand"),
}


def show_heading(owner: str | None, crib: bool) -> str:
    """Above the counted hand: "Maija's hand", "Your crib"."""
    return _named(translate("Cribbage", str(_SHOW_HEADINGS[crib, owner is None])), owner)


def show_prompt(owner: str | None, crib: bool) -> str:
    """The prompt line while a hand is counted: "The show: Maija's hand"."""
    return _named(translate("Cribbage", str(_SHOW_PROMPTS[crib, owner is None])), owner)


def held_show_prompt(shown: str) -> str:
    """The prompt line while a counted hand waits to be read: ``shown`` is the show's own
    prompt ("The show: Maija's hand")."""
    template = translate("Cribbage", "{show} — click or press Enter for the next count")
    return template.replace("{show}", shown)


# --- seats, sides and results --------------------------------------------------------------


def side_names(names: Sequence[str]) -> list[str]:
    """One name per score: four players score as two partnerships (seats 0+2, 1+3)."""
    if len(names) != 4:
        return list(names)
    return [joined_names((names[i], names[i + 2])) for i in (0, 1)]


def winner_title(winners: Sequence[str | None], match: bool) -> str:
    """ "You win!", "Maija wins the match!", "You and Ville win!"; ``None`` is the viewer."""
    viewer_won = None in winners
    others = [name for name in winners if name is not None]
    if viewer_won and not others:
        template = (
            translate("Cribbage", "You win the match!")
            if match
            else translate("Cribbage", "You win!")
        )
    elif viewer_won:
        template = (
            translate("Cribbage", "You and {name} win the match!")
            if match
            else translate("Cribbage", "You and {name} win!")
        )
    elif len(others) == 1:
        template = (
            translate("Cribbage", "{name} wins the match!")
            if match
            else translate("Cribbage", "{name} wins!")
        )
    else:
        template = (
            translate("Cribbage", "{name} and {second} win the match!")
            if match
            else translate("Cribbage", "{name} and {second} win!")
        ).replace("{second}", others[1])
    return _named(template, others[0] if others else None)


def skunk_line(skunk: int) -> str:
    if skunk >= 2:
        return translate("Cribbage", "Double skunk! The win counts three times.")
    if skunk == 1:
        return translate("Cribbage", "Skunk! The win counts double.")
    return ""


def games_line(games: str, games_to_win: int, match_over: bool) -> str:
    """``games`` is the games-won figures already joined, such as "2-1"."""
    if match_over:
        return translate("Cribbage", "Games {games}: the match is won").replace("{games}", games)
    return translate(
        "Cribbage", "Games {games}: the first to win %n games wins the match", None, games_to_win
    ).replace("{games}", games)


#: The label of a button on the prompt line.
button_text = Words(
    "Cribbage",
    {
        "claim_button": QT_TRANSLATE_NOOP("Cribbage", "Claim"),
        "confirm_button": QT_TRANSLATE_NOOP("Cribbage", "Confirm"),
        "play_button": QT_TRANSLATE_NOOP("Cribbage", "Play"),
    },
)

#: What a button on the prompt line does, said in its tooltip.
button_tooltip = Words(
    "Cribbage",
    {
        "go_button": QT_TRANSLATE_NOOP(
            "Cribbage", "Say go: no card of yours keeps the count at 31 or under"
        ),
        "claim_button": QT_TRANSLATE_NOOP("Cribbage", "Claim the points set beside the button"),
        "muggins_button": QT_TRANSLATE_NOOP(
            "Cribbage", "Call muggins: take the points the other player missed"
        ),
        "pass_button": QT_TRANSLATE_NOOP("Cribbage", "Let the claim stand without calling muggins"),
        "confirm_button": QT_TRANSLATE_NOOP("Cribbage", "Lay the picked cards in the crib"),
        "play_button": QT_TRANSLATE_NOOP("Cribbage", "Play the picked card"),
    },
)


# The table's fixed words: a seat's badge and status, the captions by the cards and the board.
word = Words(
    "Cribbage",
    {
        "dealer_badge": QT_TRANSLATE_NOOP("Cribbage", "Dealer"),
        "go_badge": QT_TRANSLATE_NOOP("Cribbage", "Go"),
        "crib_slot": QT_TRANSLATE_NOOP("Cribbage", "Crib"),
        "count_caption": QT_TRANSLATE_NOOP("Cribbage", "count"),
        "games_label": QT_TRANSLATE_NOOP("Cribbage", "Games"),
    },
)
