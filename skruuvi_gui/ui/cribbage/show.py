"""The words of the count: the show said the way players count aloud ("fifteen two, fifteen
four, a pair is six", the running total of the hand in every phrase), and the short bubbles
of the play ("+2 fifteen", "Go!")."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from skruuvi_gui.ui.line_parts import reason_text

translate = QCoreApplication.translate


def number_word(n: int) -> str:
    """``n`` in words (zero to thirty-one, enough for any hand or count), else digits."""
    words = (
        translate("Numbers", "zero"),
        translate("Numbers", "one"),
        translate("Numbers", "two"),
        translate("Numbers", "three"),
        translate("Numbers", "four"),
        translate("Numbers", "five"),
        translate("Numbers", "six"),
        translate("Numbers", "seven"),
        translate("Numbers", "eight"),
        translate("Numbers", "nine"),
        translate("Numbers", "ten"),
        translate("Numbers", "eleven"),
        translate("Numbers", "twelve"),
        translate("Numbers", "thirteen"),
        translate("Numbers", "fourteen"),
        translate("Numbers", "fifteen"),
        translate("Numbers", "sixteen"),
        translate("Numbers", "seventeen"),
        translate("Numbers", "eighteen"),
        translate("Numbers", "nineteen"),
        translate("Numbers", "twenty"),
        translate("Numbers", "twenty-one"),
        translate("Numbers", "twenty-two"),
        translate("Numbers", "twenty-three"),
        translate("Numbers", "twenty-four"),
        translate("Numbers", "twenty-five"),
        translate("Numbers", "twenty-six"),
        translate("Numbers", "twenty-seven"),
        translate("Numbers", "twenty-eight"),
        translate("Numbers", "twenty-nine"),
        translate("Numbers", "thirty"),
        translate("Numbers", "thirty-one"),
    )
    return words[n] if 0 <= n < len(words) else str(n)


def item_words(reason: str, cards: int, total: int) -> str:
    """One counted item with the hand's running ``total`` after it; ``cards`` is how many
    cards make the item (the length of a run or a flush)."""
    templates = {
        "fifteen": translate("Cribbage", "fifteen {total}"),
        "pair": translate("Cribbage", "a pair is {total}"),
        "pair_royal": translate("Cribbage", "a pair royal is {total}"),
        "double_pair_royal": translate("Cribbage", "a double pair royal is {total}"),
        "run": translate("Cribbage", "a run of {length} is {total}"),
        "flush": translate("Cribbage", "a flush of {length} is {total}"),
        "nobs": translate("Cribbage", "and one for his nobs is {total}"),
    }
    template = templates.get(reason, translate("Cribbage", "{total}"))
    return template.replace("{length}", number_word(cards)).replace("{total}", number_word(total))


def no_points_words() -> str:
    """What a hand worth nothing is called."""
    return translate("Cribbage", "nineteen: not a single point")


def hand_total_words(whose: str, total: int, *, crib: bool, own: bool) -> str:
    """The closing line of one counted hand; ``whose`` is the owner's name, ``own`` when the
    owner is the viewer."""
    if own:
        template = (
            translate("Cribbage", "Your crib counts {total}")
            if crib
            else translate("Cribbage", "Your hand counts {total}")
        )
    else:
        template = (
            translate("Cribbage", "{name}'s crib counts {total}")
            if crib
            else translate("Cribbage", "{name}'s hand counts {total}")
        )
    return template.replace("{name}", whose).replace("{total}", str(total))


def claim_words(name: str, points: int, *, own: bool = False) -> str:
    """What a seat claims for its hand; ``own`` when the claimant is the viewer."""
    if own:
        return translate("Cribbage", "You claim %n", None, points)
    return translate("Cribbage", "{name} claims %n", None, points).replace("{name}", name)


def muggins_words(name: str, points: int, *, own: bool = False) -> str:
    """A seat calls muggins and takes ``points``; ``own`` when that seat is the viewer."""
    if own:
        return translate("Cribbage", "Muggins! You take %n", None, points)
    return translate("Cribbage", "Muggins! {name} takes %n", None, points).replace("{name}", name)


def peg_words(reason: str, points: int) -> str:
    """The bubble over a seat that just pegged in the play: "+2 fifteen"."""
    return (
        translate("Cribbage", "+{points} {reason}")
        .replace("{points}", str(points))
        .replace("{reason}", reason_text(reason))
    )


def said_words(what: str) -> str:
    """The bubble over a seat that said something: "Go!"."""
    texts = {
        "go": translate("Cribbage", "Go!"),
        "muggins": translate("Cribbage", "Muggins!"),
        "pass": translate("Cribbage", "Pass"),
    }
    return texts.get(what, what)
