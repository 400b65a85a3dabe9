"""The words of traditional scoring: what a hand shows when play starts, each entry below or
above the line explained as the sum it is ("honours: 6 x 10 x 5 = 300", written with true
multiplication signs), and ledger figures.

The rules put the figures in each item's ``detail`` (see ``rules.skruuvi.traditional``);
here they only become words.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale

from skruuvi_gui.cards import Suit
from skruuvi_gui.rules.skruuvi import Holding, ScoreItem
from skruuvi_gui.rules.skruuvi.ledger import GAME_BONUS, LEDGER_UNIT
from skruuvi_gui.rules.skruuvi.traditional import (
    ACES_HELD,
    HONOUR_UNIT,
    MADE,
    MISERE_ACE,
    OVERTRICK,
    PASS_MISERE_TRICK,
    SEQUENCE_CARD,
    SEQUENCE_COUNTS_FROM,
    UNDERTRICKS,
)
from skruuvi_gui.ui.line_parts import seat_name

translate = QCoreApplication.translate

_TIMES = " \N{MULTIPLICATION SIGN} "
_MINUS = "\N{MINUS SIGN}"
_RUN = "AKQJT98765432"


def ledger_text(hundredths: int) -> str:
    """A ledger figure, the points ÷ 100 with two decimals in the current language's way:
    "+34.46", "-12.00" (with a true minus sign), "0"."""
    if hundredths == 0:
        return "0"
    number = QLocale().toString(abs(hundredths) / LEDGER_UNIT, "f", 2)
    return f"+{number}" if hundredths > 0 else f"{_MINUS}{number}"


def holding_cards(holding: Holding) -> str:
    """ "A K Q J ♥" for a sequence; "" for aces."""
    if holding.suit is None:
        return ""
    letters = [_RUN[i] for i in range(holding.count)]
    return " ".join(letters) + " " + holding.suit.symbol


def holding_words(holding: Holding) -> str:
    """ "3 aces: 200", "A K Q J ♥: 400"."""
    if holding.suit is None:
        template = translate("SkruuviTraditional", "{count} aces: {points}").replace(
            "{count}", str(holding.count)
        )
    else:
        template = translate("SkruuviTraditional", "{cards}: {points}").replace(
            "{cards}", holding_cards(holding)
        )
    return template.replace("{points}", str(holding.points))


def show_line(
    holdings: Sequence[Holding],
    honours: tuple[int, int],
    names: Sequence[str],
    sides: Sequence[str],
) -> str:
    """What the table announces as play starts: every hand's aces and sequences, and the
    honours of each side ("Honours: Pekka & Maija 6, Ville & Anna 3")."""
    parts = [
        translate("SkruuviTraditional", "{name} shows {what}")
        .replace("{name}", seat_name(names, holding.seat))
        .replace("{what}", holding_words(holding))
        for holding in holdings
    ]
    honours_text = (
        translate("SkruuviTraditional", "Honours: {first} {count}, {second} {other}")
        .replace("{first}", sides[0])
        .replace("{count}", str(honours[0]))
        .replace("{second}", sides[1])
        .replace("{other}", str(honours[1]))
    )
    return "; ".join([*parts, honours_text])


def _product(factors: Sequence[int | str], points: int) -> str:
    return _TIMES.join(str(factor) for factor in factors) + f" = {points}"


def _knocked(factors: list[int | str], times: int) -> list[int | str]:
    return [*factors, times] if times > 1 else factors


def explain(item: ScoreItem, names: Sequence[str]) -> str:
    """One entry on the sheet as the sum it is, e.g. "honours: 6 x 10 x 5 = 300"."""
    label = _LABELS.get(item.reason)
    if label is None:
        return f"{item.reason}: {item.points}"
    fields, sum_text = _figures(item, names)
    text = translate("SkruuviTraditional", str(label))
    for key, value in fields.items():
        text = text.replace("{" + key + "}", value)
    return f"{text}: {sum_text}"


def _figures(item: ScoreItem, names: Sequence[str]) -> tuple[dict[str, str], str]:
    """What an entry's label names, and the sum its points are, from the item's detail."""
    reason, detail, points = item.reason, item.detail, item.points
    if reason == "trick_points":
        tricks, level = detail
        return {}, _product([tricks, level], points)
    if reason == "game":
        (number,) = detail
        return {"number": str(number)}, _product([GAME_BONUS, number], points)
    if reason == "made":
        level, times = detail
        return {"level": str(level)}, _product(_knocked([MADE[level]], times), points)
    if reason == "overtricks":
        count, times = detail
        return {}, _product(_knocked([count, OVERTRICK], times), points)
    if reason == "undertricks":
        count, level, times = detail
        first, further = UNDERTRICKS[level]
        sum_text = str(first) if count == 1 else f"{first} + {count - 1}{_TIMES}{further}"
        if times > 1:
            sum_text = f"({sum_text}){_TIMES}{times}"
        return {"level": str(level), "count": str(count)}, f"{sum_text} = {points}"
    if reason == "held_aces":
        seat, count, times = detail
        double = points // (ACES_HELD[count] * times)
        factors = _knocked([ACES_HELD[count], *([double] if double > 1 else [])], times)
        fields = {"count": str(count), "name": seat_name(names, seat)}
        return fields, _product(factors, points)
    if reason == "sequence":
        seat, suit, count, times = detail
        holding = Holding(seat, "sequence", list(Suit)[suit], count, points)
        cards = count - SEQUENCE_COUNTS_FROM + 1
        double = points // (SEQUENCE_CARD * cards * times)
        factors = _knocked([SEQUENCE_CARD, cards, *([double] if double > 1 else [])], times)
        fields = {"cards": holding_cards(holding), "name": seat_name(names, seat)}
        return fields, _product(factors, points)
    if reason == "honours":
        count, level, times = detail
        return {}, _product(_knocked([count, HONOUR_UNIT, level], times), points)
    if reason == "misere_ace":
        number, times = detail
        return {"number": str(number)}, _product(_knocked([MISERE_ACE, number], times), points)
    difference, times = detail  # "tricks", the last reason with a label
    return {}, _product(_knocked([difference, PASS_MISERE_TRICK], times), points)


# What each entry is called on the sheet, by its reason, its figures written in.
_LABELS = {
    "trick_points": QT_TRANSLATE_NOOP("SkruuviTraditional", "trick points"),
    "game": QT_TRANSLATE_NOOP("SkruuviTraditional", "game {number}"),
    "made": QT_TRANSLATE_NOOP("SkruuviTraditional", "contract made at level {level}"),
    "overtricks": QT_TRANSLATE_NOOP("SkruuviTraditional", "overtricks"),
    "undertricks": QT_TRANSLATE_NOOP("SkruuviTraditional", "undertricks at level {level}: {count}"),
    "held_aces": QT_TRANSLATE_NOOP("SkruuviTraditional", "{name}: {count} aces"),
    "sequence": QT_TRANSLATE_NOOP("SkruuviTraditional", "{name}: {cards}"),
    "honours": QT_TRANSLATE_NOOP("SkruuviTraditional", "honours"),
    "misere_ace": QT_TRANSLATE_NOOP("SkruuviTraditional", "ace in trick {number}"),
    "tricks": QT_TRANSLATE_NOOP("SkruuviTraditional", "pass-misère, trick difference"),
}
