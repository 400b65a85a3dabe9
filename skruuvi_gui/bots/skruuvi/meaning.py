"""What a call means under the standard bids of modern Skruuvi, for the "what does this bid
mean?" help and for the bots that read their partner's bids.

``bid_meaning(observation, index)`` explains call ``index`` of the first bidding (``final=True``:
of the final bidding). ``BidMeaning.code`` is one of these stable identifiers; the table
translates them. ``values`` hold ``level`` and ``strain`` (``M S C D H G``) of the bid and, for
a bid that names a suit, ``suit``.

First bidding, opening deals (a seat's call in the first round, the second, or later):

==========================  ===========================================================
``pass``                    no bid
``trump_length``            first round, one of a suit: five cards with three honours (or
                            an ace and six cards, four honours, A K Q and another)
``three_aces``              first round, 1 grandi: three aces
``four_aces``               first round, 2 grandi: four aces
``fourth_ace``              grandi after partner's grandi: the fourth ace
``no_good_suit``            first round, three of a suit: no good suit, but this one would
                            do as trumps
``balanced``                first round, 3 grandi: an even hand with at most two aces
``misere_middling``         first round, 1 or 5 misère: middling misère cards
``blocking``                first bid at level six: keeps the opponents from exchanging;
                            the strain hints at the final contract
``very_strong_suit``        second round, the suit bid in the first round: a very strong suit
``second_suit``             second round, another suit: five cards with two honours
``two_aces``                second round, grandi: two aces
``shows_ace``               later rounds, a suit at the lowest level: the ace of that suit
``shows_king``              later rounds, a suit at the lowest level after the seat's pass
                            (or straight after its ace of that suit): the king of that suit
``shows_ace_or_king``       later rounds, a suit at the lowest level over the opponents'
                            bid: the ace or the king of that suit
``natural``                 any other bid: a wish to play that contract
==========================  ===========================================================

First bidding, eagle deals (kotka; first round):

==============================  =======================================================
``has_spades``                  6 spades: holds spades; the usual opening
``spade_void_or_strong_clubs``  6 clubs: no spades, or strong clubs
``lowest_or_strong``            6 diamonds or hearts: the lowest bid left, or a strong suit
``misere_strong``               6 misère: very good misère cards, or a block
``strong_all_suits``            6 grandi: very good cards with a stopper in every suit
==============================  =======================================================

Final bidding (taker and partner):

=======================  ==============================================================
``pass``                 content with the standing contract
``raise``                partner's strain, higher
``suggest_trump``        a suit proposed as trumps
``spades_unsuitable``    kotka, partner's 6 spades answered with 6 clubs: spades will not
                         do as trumps, look for another
``natural``              grandi or misère: a wish to play it
=======================  ==============================================================
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from skruuvi_gui.bots.skruuvi.book import Situation, rows_for_call
from skruuvi_gui.rules.api import Seat
from skruuvi_gui.rules.skruuvi import KOTKA, Bid, Call, SkruuviObservation, Strain

CODES: tuple[str, ...] = (
    "pass",
    "trump_length",
    "three_aces",
    "four_aces",
    "fourth_ace",
    "no_good_suit",
    "balanced",
    "misere_middling",
    "blocking",
    "very_strong_suit",
    "second_suit",
    "two_aces",
    "shows_ace",
    "shows_king",
    "shows_ace_or_king",
    "natural",
    "has_spades",
    "spade_void_or_strong_clubs",
    "lowest_or_strong",
    "misere_strong",
    "strong_all_suits",
    "raise",
    "suggest_trump",
    "spades_unsuitable",
)


@dataclass(frozen=True, slots=True)
class BidMeaning:
    """What one call says: a stable ``code`` (see the module docstring) and its figures."""

    code: str
    values: Mapping[str, int | str] = field(default_factory=dict)
    #: The ids of the book's rows (``book.BOOK``) that make this call, in the book's order.
    rows: tuple[str, ...] = ()


def bid_meaning(observation: SkruuviObservation, index: int, *, final: bool = False) -> BidMeaning:
    """The meaning of call ``index`` of the first (or, with ``final``, the final) bidding that
    ``observation`` shows; ``IndexError`` when there is no such call."""
    calls = observation.final_bidding if final else observation.first_bidding
    if not 0 <= index < len(calls):
        raise IndexError(f"no call {index} in that bidding")
    kotka = observation.kind == KOTKA
    if final:
        opening = _last_bid(observation.first_bidding, len(observation.first_bidding))
        return explain_final(calls, index, kotka=kotka, opening=opening)
    return explain_first(calls, index, kotka=kotka, partner_of=observation.partner_of)


def explain_first(
    calls: Sequence[Call], index: int, *, kotka: bool, partner_of: Callable[[Seat], Seat]
) -> BidMeaning:
    """Call ``index`` of a first bidding, four seats calling in turn: the book's rows that
    make this call (``book``), or ``natural`` when none does."""
    call = calls[index]
    bid = call.bid
    if bid is None:
        return BidMeaning("pass")
    situation = Situation(call.seat, partner_of(call.seat), tuple(calls[:index]), kotka)
    rows = rows_for_call(bid, situation)
    if not rows:
        return BidMeaning("natural", _values(bid))
    code = rows[0].meaning
    same = tuple(row.id for row in rows if row.meaning == code)
    return BidMeaning(code, _values(bid), same)


def explain_final(
    calls: Sequence[Call], index: int, *, kotka: bool, opening: Bid | None
) -> BidMeaning:
    """Call ``index`` of a final bidding; ``opening`` is the first bidding's standing bid."""
    call = calls[index]
    bid = call.bid
    if bid is None:
        return BidMeaning("pass")
    values = _values(bid)
    standing = _last_bid(calls, index) or opening
    if (
        kotka
        and bid == Bid(6, Strain.CLUBS)
        and standing == Bid(6, Strain.SPADES)
        and index % 2 == 1
    ):
        return BidMeaning("spades_unsuitable", values)
    if standing is not None and standing.strain is bid.strain:
        return BidMeaning("raise", values)
    if bid.strain.trump is not None:
        return BidMeaning("suggest_trump", values)
    return BidMeaning("natural", values)


def _values(bid: Bid) -> dict[str, int | str]:
    values: dict[str, int | str] = {"level": bid.level, "strain": bid.strain.value}
    if bid.strain.trump is not None:
        values["suit"] = bid.strain.trump.value
    return values


def _last_bid(calls: Sequence[Call], index: int) -> Bid | None:
    for call in reversed(calls[:index]):
        if call.bid is not None:
            return call.bid
    return None
