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

from skruuvi_gui.rules.api import Seat
from skruuvi_gui.rules.skruuvi import KOTKA, Bid, Call, SkruuviObservation, Strain, is_legal_bid

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
    """Call ``index`` of a first bidding, four seats calling in turn."""
    call = calls[index]
    bid = call.bid
    if bid is None:
        return BidMeaning("pass")
    values = _values(bid)
    standing = _last_bid(calls, index)
    cheapest = _is_cheapest(bid, standing, kotka=kotka)
    if kotka:
        return BidMeaning(_kotka_opening(bid, cheapest) if index < 4 else "natural", values)
    earlier = [c for c in calls[:index] if c.seat == call.seat]
    partner = partner_of(call.seat)
    partner_grandi = any(
        c.bid is not None and c.bid.strain is Strain.GRANDI
        for c in calls[:index]
        if c.seat == partner
    )
    if bid.strain is Strain.GRANDI and partner_grandi and bid.level < 6:
        return BidMeaning("fourth_ace", values)
    if bid.level >= 6:
        first_bid = not any(c.bid is not None for c in earlier)
        return BidMeaning("blocking" if first_bid and bid.level == 6 else "natural", values)
    if index < 4:
        return BidMeaning(_opening(bid, cheapest), values)
    if index < 8:
        return BidMeaning(_second_round(bid, earlier), values)
    return BidMeaning(_later_round(bid, cheapest, calls, index), values)


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


def _is_cheapest(bid: Bid, standing: Bid | None, *, kotka: bool) -> bool:
    """Whether ``bid`` is the lowest legal bid of its strain over ``standing``."""
    if bid.level == 1 or (kotka and bid.level == 6):
        return True
    return not is_legal_bid(Bid(bid.level - 1, bid.strain), standing, kotka=kotka)


def _opening(bid: Bid, cheapest: bool) -> str:
    strain = bid.strain
    if strain is Strain.MISERE:
        return "misere_middling" if bid.level in (1, 5) else "natural"
    if strain is Strain.GRANDI:
        return {1: "three_aces", 2: "four_aces", 3: "balanced"}.get(bid.level, "natural")
    if bid.level == 3:
        return "no_good_suit"
    return "trump_length" if bid.level == 1 or (bid.level == 2 and cheapest) else "natural"


def _second_round(bid: Bid, earlier: Sequence[Call]) -> str:
    if bid.strain is Strain.GRANDI:
        return "two_aces"
    if bid.strain is Strain.MISERE:
        return "natural"
    first = next((c.bid for c in earlier if c.bid is not None), None)
    if first is not None and first.strain is bid.strain:
        return "very_strong_suit"
    return "second_suit"


def _later_round(bid: Bid, cheapest: bool, calls: Sequence[Call], index: int) -> str:
    """Aces first, then (after a pass) kings, each suit at the lowest level."""
    if bid.strain.trump is None or not cheapest:
        return "natural"
    seat = calls[index].seat
    own = [c for c in calls[8:index] if c.seat == seat]
    if own and own[-1].bid is not None and own[-1].bid.strain is bid.strain:
        return "shows_king"
    if any(c.bid is None for c in own):
        return "shows_king"
    return "shows_ace"


def _kotka_opening(bid: Bid, cheapest: bool) -> str:
    if bid.level != 6:
        return "natural"
    return {
        Strain.SPADES: "has_spades",
        Strain.CLUBS: "spade_void_or_strong_clubs",
        Strain.DIAMONDS: "lowest_or_strong",
        Strain.HEARTS: "lowest_or_strong",
        Strain.MISERE: "misere_strong",
        Strain.GRANDI: "strong_all_suits",
    }[bid.strain]
