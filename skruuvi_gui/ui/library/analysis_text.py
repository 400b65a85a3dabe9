"""The analysis of a finished game in words, for the replay window: Cribbage discards and
pegging, Skruuvi card play (every trick with the DDS library, else the last ones) and the
meaning of every bid, Squint card play in the last tricks.

The analysis itself (``skruuvi_gui.analysis``) is loaded only when asked for.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale

from skruuvi_gui.cards import Card
from skruuvi_gui.match import Record
from skruuvi_gui.rules.api import Seat
from skruuvi_gui.ui.dialogs.new_game import shown_names
from skruuvi_gui.ui.line_parts import card_text, cards_text

if TYPE_CHECKING:
    from skruuvi_gui.analysis.squint import CardReview

translate = QCoreApplication.translate


@dataclass(frozen=True, slots=True)
class Line:
    """One line of the analysis and where in the game it speaks of: a deal, a trick of it,
    and the card a seat played there (``None``: the whole game, or the deal as a whole); or
    a call: the seat, what it said, and how many times it had said the same in the deal."""

    text: str
    deal: int | None = None
    trick: int | None = None
    played: tuple[Seat, Card] | None = None
    said: tuple[Seat, str, int] | None = None


def analysed_seats(record: Record) -> frozenset[int]:
    """The people's seats, or every seat in a game of computers only."""
    people = frozenset(i for i, seat in enumerate(record.seats) if seat.is_human)
    return people or frozenset(range(len(record.seats)))


def can_analyse(game: str) -> bool:
    return game in ("cribbage", "skruuvi", "squint")


def analysis_lines(record: Record) -> list[Line]:
    """Every line of the game's analysis, deal by deal."""
    names = shown_names(record.seats)
    seats = analysed_seats(record)
    if record.game == "cribbage":
        return _cribbage_lines(record, seats, names)
    if record.game == "skruuvi":
        return _skruuvi_lines(record, seats, names)
    if record.game == "squint":
        return _squint_lines(record, seats, names)
    return []


def _figure(value: float) -> str:
    """A point figure to a tenth, in the language's own way ("4.4", "4,4"); a figure that
    rounds to nothing has no sign."""
    tenths = round(value * 10)
    text = QLocale().toString(abs(tenths) / 10, "f", 1)
    return text if tenths >= 0 else f"\N{MINUS SIGN}{text}"


def _signed(value: float) -> str:
    """A crib's figure with its sign: plus for the own crib, a true minus sign for the
    other side's."""
    text = _figure(value)
    return text if text.startswith("\N{MINUS SIGN}") else f"+{text}"


def _cribbage_lines(record: Record, seats: frozenset[int], names: Sequence[str]) -> list[Line]:
    from skruuvi_gui.analysis.cribbage import review_discards, review_pegging

    lines: list[Line] = []
    for review in review_discards(record, seats):
        chosen = review.chosen
        template = (
            translate(
                "Analysis",
                "Deal {deal}: {name} kept {kept}: {hand} in the hand, {crib} in the crib, "
                "{value} in all, the best.",
            )
            if review.lost < 0.05
            else translate(
                "Analysis",
                "Deal {deal}: {name} kept {kept}: {hand} in the hand, {crib} in the crib, "
                "{value} in all; best {best} ({best_value}).",
            )
        )
        text = (
            template.replace("{deal}", str(review.deal))
            .replace("{name}", names[review.seat])
            .replace("{kept}", cards_text(chosen.keep))
            .replace("{hand}", _figure(chosen.hand))
            .replace("{crib}", _signed(chosen.crib))
            .replace("{value}", _figure(chosen.total))
            .replace("{best}", cards_text(review.best.keep))
            .replace("{best_value}", _figure(review.best.total))
        )
        lines.append(Line(text, review.deal))
    for mistake in review_pegging(record, seats):
        pegged = mistake.scored  # a plain name: lupdate skips a count that is an expression
        text = (
            translate(
                "Analysis",
                "Deal {deal}: {name} pegged %n points with {card}; {better} would have pegged "
                "{better_points}.",
                None,
                pegged,
            )
            .replace("{deal}", str(mistake.deal))
            .replace("{name}", names[mistake.seat])
            .replace("{card}", card_text(mistake.played))
            .replace("{better}", card_text(mistake.better))
            .replace("{better_points}", str(mistake.better_scored))
        )
        lines.append(Line(text, mistake.deal, played=(mistake.seat, mistake.played)))
    if not lines:
        lines.append(Line(translate("Analysis", "Nothing to analyse in this game.")))
    about = translate(
        "Analysis",
        "A discard's value is the kept cards' points averaged over every starter that "
        "could be cut, plus what the thrown cards are expected to bring to your crib "
        "(minus, to the other side's).",
    )
    return [*lines, Line(about)]


def _skruuvi_lines(record: Record, seats: frozenset[int], names: Sequence[str]) -> list[Line]:
    from skruuvi_gui.analysis.skruuvi import (
        ALL_CARDS,
        review_bidding,
        review_cards,
        weighed_cards,
    )
    from skruuvi_gui.rules.skruuvi import call_said
    from skruuvi_gui.ui.skruuvi.bid_text import meaning_text
    from skruuvi_gui.ui.skruuvi.words import bid_text, pass_text

    reviews = review_cards(record, seats)
    weighed = len(reviews)  # a plain name: lupdate skips a count that is an expression
    if weighed_cards() == ALL_CARDS:
        heading = translate(
            "Analysis",
            "Cards weighed with every hand open, in every trick: %n; each card below cost "
            "tricks against the best play.",
            None,
            weighed,
        )
    else:
        heading = translate(
            "Analysis",
            "Cards weighed with every hand open in the last tricks: %n; each card below cost "
            "tricks against the best play.",
            None,
            weighed,
        )
    lines = [Line(heading)]
    costly = [review for review in reviews if review.cost > 0]
    if reviews and not costly:
        lines.append(Line(translate("Analysis", "No card cost a trick against the best play.")))
    for review in costly:
        taken = review.tricks  # a plain name: lupdate skips a count that is an expression
        text = (
            translate(
                "Analysis",
                "Deal {deal}, trick {trick}: after {name} played {card}, the side took %n more "
                "tricks; {best} would have taken {best_tricks}.",
                None,
                taken,
            )
            .replace("{deal}", str(review.deal))
            .replace("{trick}", str(review.trick))
            .replace("{name}", names[review.seat])
            .replace("{card}", card_text(review.played))
            .replace("{best}", card_text(review.best))
            .replace("{best_tricks}", str(review.best_tricks))
        )
        lines.append(Line(text, review.deal, review.trick, (review.seat, review.played)))
    # A plain pass says nothing worth reading again; the bids and the passes that mean
    # something do.
    every_call = review_bidding(record)
    said_before: dict[tuple[int, Seat, str], int] = {}
    heard: list[tuple[Seat, str, int]] = []
    for call in every_call:
        what = call_said(call.call.bid)
        before = said_before.get((call.deal, call.call.seat, what), 0)
        heard.append((call.call.seat, what, before))
        said_before[call.deal, call.call.seat, what] = before + 1
    calls = [
        (call, place)
        for call, place in zip(every_call, heard, strict=True)
        if call.meaning.code != "pass"
    ]
    if calls:
        lines.append(Line(translate("Analysis", "What each bid said by the book:")))
    for call, place in calls:
        heading = (
            translate("Analysis", "Deal {deal}, final bidding")
            if call.final
            else translate("Analysis", "Deal {deal}, first bidding")
        ).replace("{deal}", str(call.deal))
        said = pass_text() if call.call.bid is None else bid_text(call.call.bid)
        meaning = meaning_text(call.meaning, call.call.bid, final=call.final)
        line = f"{heading} · {names[call.call.seat]}: {said}"
        lines.append(Line(f"{line} · {meaning}" if meaning else line, call.deal, said=place))
    return lines


def _squint_lines(record: Record, seats: frozenset[int], names: Sequence[str]) -> list[Line]:
    from skruuvi_gui.analysis.squint import review_cards

    weighing = review_cards(record, seats)
    weighed = len(weighing.reviews)  # plain names: lupdate skips a count that is an expression
    unsearched = weighing.unsearched
    heading = translate(
        "Analysis",
        "Cards weighed with every hand open in the last tricks: %n; each card below gave "
        "away points against the best play.",
        None,
        weighed,
    )
    lines = [Line(heading)]
    if unsearched:
        too_many = translate("Analysis", "Cards too many to weigh exactly: %n.", None, unsearched)
        lines.append(Line(too_many))
    costly = [review for review in weighing.reviews if review.cost > 0]
    if weighing.reviews and not costly:
        nothing = translate("Analysis", "No card gave away points against the best play.")
        lines.append(Line(nothing))
    lines.extend(
        Line(
            squint_card_line(review, names), review.deal, review.trick, (review.seat, review.played)
        )
        for review in costly
    )
    about = translate(
        "Analysis",
        "A seat that scores is weighed by its own points, a plain opponent by the "
        "contractors' points, which it wants low. The seats that score alike play "
        "together; every other seat plays against the one weighed.",
    )
    return [*lines, Line(about)]


def squint_card_line(review: CardReview, names: Sequence[str]) -> str:
    """A Squint card that gave away points, in words. A count's form follows its size, so a
    deal that cost points says so in words ("cost them 20 points") rather than with a sign."""
    sign = 1 if review.own else -1
    scored = sign * review.points
    size = abs(scored)  # a plain name: lupdate skips a count that is an expression
    if review.own and scored >= 0:
        template = translate(
            "Analysis",
            "Deal {deal}, trick {trick}: after {name} played {card}, the deal brought them "
            "%n points; {best} would have brought {best_points}.",
            None,
            size,
        )
    elif review.own:
        template = translate(
            "Analysis",
            "Deal {deal}, trick {trick}: after {name} played {card}, the deal cost them "
            "%n points; {best} would have brought {best_points}.",
            None,
            size,
        )
    elif scored >= 0:
        template = translate(
            "Analysis",
            "Deal {deal}, trick {trick}: after {name} played {card}, the contractors scored "
            "%n points; {best} would have held them to {best_points}.",
            None,
            size,
        )
    else:
        template = translate(
            "Analysis",
            "Deal {deal}, trick {trick}: after {name} played {card}, the contractors lost "
            "%n points; {best} would have held them to {best_points}.",
            None,
            size,
        )
    return (
        template.replace("{deal}", str(review.deal))
        .replace("{trick}", str(review.trick))
        .replace("{name}", names[review.seat])
        .replace("{card}", card_text(review.played))
        .replace("{best}", card_text(review.best))
        .replace("{best_points}", _points(sign * review.best_points))
    )


def _points(value: int) -> str:
    """A whole figure with a true minus sign when below nothing."""
    return str(value) if value >= 0 else f"\N{MINUS SIGN}{-value}"
