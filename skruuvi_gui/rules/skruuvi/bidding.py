"""The calls that set a deal's contract and its multiplier: both biddings and the knocks.

Strains rank ``M < S < C < D < H < G`` in alkupeli and ``S < C < D < H < M < G`` in kotka;
a bid beats another with a higher level, or the same level and a higher strain (spec §3).
"""

from __future__ import annotations

from collections.abc import Sequence

from skruuvi_gui.rules.api import Seat
from skruuvi_gui.rules.skruuvi.model import (
    MODERN,
    NO_SEAT,
    NORWEGIAN_2016,
    TRADITIONAL,
    Bid,
    Call,
    Strain,
)
from skruuvi_gui.rules.skruuvi.session import Seating

#: Strains from low to high, by ``kotka``.
STRAIN_ORDER: dict[bool, tuple[Strain, ...]] = {
    kotka: tuple(Strain(letter) for letter in order)
    for kotka, order in ((False, "MSCDHG"), (True, "SCDHMG"))
}
#: The lowest level one may bid, by ``kotka``.
LOWEST_LEVEL: dict[bool, int] = {False: 1, True: 6}
#: The lowest level a final contract may have, by ``kotka`` (spec §5); traditional scoring
#: lowers it in alkupeli (``final_minimum``).
FINAL_MINIMUM: dict[bool, int] = {False: 5, True: 6}
TRADITIONAL_FINAL_MINIMUM: dict[bool, int] = {False: 4, True: 6}
#: Consecutive passes that end the final bidding, by scoring variant (spec §5); the
#: traditional rules say nothing of it, so they end it as the modern ones do.
FINAL_PASSES: dict[str, int] = {MODERN: 4, NORWEGIAN_2016: 2, TRADITIONAL: 4}
#: Consecutive passes that end the first bidding: two full rounds (spec §3).
FIRST_BIDDING_PASSES = 8
#: The highest bid of all, in either order: nothing can follow it.
TOP_BID = Bid(7, Strain.GRANDI)

_STRAIN_RANK = {
    kotka: {strain: i for i, strain in enumerate(order)} for kotka, order in STRAIN_ORDER.items()
}
_LADDER: dict[bool, tuple[Bid, ...]] = {
    kotka: tuple(Bid(level, strain) for level in range(LOWEST_LEVEL[kotka], 8) for strain in order)
    for kotka, order in STRAIN_ORDER.items()
}
_LADDER_INDEX = {kotka: {bid: i for i, bid in enumerate(bids)} for kotka, bids in _LADDER.items()}


def bid_rank(bid: Bid, *, kotka: bool) -> int:
    """A number that orders bids as the bidding does."""
    return bid.level * 6 + _STRAIN_RANK[kotka][bid.strain]


def final_minimum(*, kotka: bool, scoring: str) -> int:
    """The lowest level of a final contract: 5 in alkupeli (4 with traditional scoring),
    6 in kotka."""
    return (TRADITIONAL_FINAL_MINIMUM if scoring == TRADITIONAL else FINAL_MINIMUM)[kotka]


def is_higher_bid(bid: str | Bid, standing: str | Bid | None, *, kotka: bool = False) -> bool:
    """Whether ``bid`` outranks ``standing`` (any bid outranks none) in that kind of deal.

    Only the order: that kotka bids start at level 6 is ``is_legal_bid``'s business.
    """
    if standing is None:
        return True
    return bid_rank(Bid.parse(bid), kotka=kotka) > bid_rank(Bid.parse(standing), kotka=kotka)


def is_legal_bid(bid: str | Bid, standing: str | Bid | None, *, kotka: bool = False) -> bool:
    """Whether ``bid`` may be called over ``standing``: high enough for the kind of deal and
    higher than the standing bid."""
    parsed = Bid.parse(bid)
    return parsed.level >= LOWEST_LEVEL[kotka] and is_higher_bid(parsed, standing, kotka=kotka)


def bids_above(standing: Bid | None, *, kotka: bool) -> tuple[Bid, ...]:
    """Every legal bid over ``standing``, lowest first."""
    ladder = _LADDER[kotka]
    if standing is None:
        return ladder
    index = _LADDER_INDEX[kotka].get(standing)
    if index is None:
        return tuple(bid for bid in ladder if is_higher_bid(bid, standing, kotka=kotka))
    return ladder[index + 1 :]


class Auction:
    """One bidding: ``seats`` call in turn, each a pass or a bid over the standing one.

    It ends after ``passes_to_end`` consecutive passes, or at once when the standing bid is
    ``7G`` since every call left could only be a pass. A pass is refused while the standing
    bid is below ``pass_minimum`` (the final bidding's minimum contract).
    """

    __slots__ = (
        "_kotka",
        "_pass_minimum",
        "_passes",
        "_passes_to_end",
        "_seats",
        "calls",
        "standing",
        "standing_seat",
    )

    def __init__(
        self,
        seats: tuple[Seat, ...],
        *,
        kotka: bool,
        passes_to_end: int,
        pass_minimum: int = 0,
        standing: Bid | None = None,
        standing_seat: Seat = NO_SEAT,
    ) -> None:
        self._seats = seats
        self._kotka = kotka
        self._passes_to_end = passes_to_end
        self._pass_minimum = pass_minimum
        self._passes = 0
        self.calls: list[Call] = []
        self.standing = standing
        self.standing_seat = standing_seat

    def clone(self) -> Auction:
        other = Auction.__new__(Auction)
        other._seats = self._seats
        other._kotka = self._kotka
        other._passes_to_end = self._passes_to_end
        other._pass_minimum = self._pass_minimum
        other._passes = self._passes
        other.calls = self.calls[:]
        other.standing = self.standing
        other.standing_seat = self.standing_seat
        return other

    @property
    def to_call(self) -> Seat:
        return self._seats[len(self.calls) % len(self._seats)]

    @property
    def finished(self) -> bool:
        return self._passes >= self._passes_to_end or self.standing == TOP_BID

    @property
    def passes_left(self) -> int:
        """How many more passes in a row end this bidding."""
        return self._passes_to_end - self._passes

    @property
    def comes_back(self) -> bool:
        """A pass has turned the call back to the standing bid's own bidder: nobody outbid it."""
        calls = self.calls
        return (
            bool(calls)
            and calls[-1].bid is None
            and self.standing is not None
            and not self.finished
            and self.to_call == self.standing_seat
        )

    @property
    def passed_out(self) -> bool:
        """Everybody passed at their first turn and nobody has bid."""
        return self.standing is None and len(self.calls) >= len(self._seats)

    def may_pass(self) -> bool:
        standing = self.standing
        return standing is None or standing.level >= self._pass_minimum

    def bids(self) -> tuple[Bid, ...]:
        return bids_above(self.standing, kotka=self._kotka)

    def refusal(self, bid: Bid | None) -> str | None:
        """Why ``bid`` (``None``: a pass) may not be called now; ``None`` when it may."""
        if bid is None:
            if self.may_pass():
                return None
            return f"no pass before the contract reaches level {self._pass_minimum}"
        lowest = LOWEST_LEVEL[self._kotka]
        if bid.level < lowest:
            return f"bids start at level {lowest} in {'kotka' if self._kotka else 'alkupeli'}"
        if not is_higher_bid(bid, self.standing, kotka=self._kotka):
            return f"{bid} is not higher than the standing bid {self.standing}"
        return None

    def call(self, bid: Bid | None) -> None:
        seat = self.to_call
        self.calls.append(Call(seat, bid))
        if bid is None:
            self._passes += 1
        else:
            self._passes = 0
            self.standing = bid
            self.standing_seat = seat


def passes_left(calls: Sequence[Call], *, final: bool, scoring: str) -> int:
    """How many more passes in a row end a bidding that has had ``calls`` (the final one by
    the ``scoring`` variant's count), as its ``Auction`` counts them."""
    trailing = 0
    for call in reversed(calls):
        if call.bid is not None:
            break
        trailing += 1
    return (FINAL_PASSES[scoring] if final else FIRST_BIDDING_PASSES) - trailing


def first_bid(calls: Sequence[Call], seats: tuple[Seat, ...]) -> Bid | None:
    """The first bid any of ``seats`` made in ``calls``."""
    for call in calls:
        if call.bid is not None and call.seat in seats:
            return call.bid
    return None


def defenders_may_exchange(first_calls: Sequence[Call], declaring: tuple[Seat, ...]) -> bool:
    """No defenders' exchange when the declaring side opened at level 6 or 7 (spec §6), so
    never in kotka."""
    opening = first_bid(first_calls, declaring)
    return opening is None or opening.level < 6


class Knocking:
    """The knocks: each seat in ``queue`` may knock in turn until one does; then the
    knocker's opponents may re-knock, the one on the knocker's left first (spec §7, §8)."""

    __slots__ = ("_seating", "calls", "knocks", "queue")

    def __init__(self, queue: list[Seat], seating: Seating) -> None:
        self.queue = queue
        self._seating = seating
        self.knocks = 0
        self.calls: list[tuple[Seat, str]] = []

    @classmethod
    def after_contract(cls, declarer: Seat, seating: Seating) -> Knocking:
        """The defender left of the declarer first, then the other defender."""
        first = seating.left_of(declarer)
        return cls([first, seating.partner_of(first)], seating)

    @classmethod
    def in_pass_misere(cls, dealer: Seat, seating: Seating) -> Knocking:
        """Everybody once, the dealer first, then clockwise."""
        return cls(list(seating.clockwise_from(dealer)), seating)

    def clone(self) -> Knocking:
        other = Knocking.__new__(Knocking)
        other.queue = self.queue[:]
        other._seating = self._seating
        other.knocks = self.knocks
        other.calls = self.calls[:]
        return other

    @property
    def to_call(self) -> Seat:
        return self.queue[0]

    @property
    def finished(self) -> bool:
        return not self.queue

    def knock(self) -> None:
        seat = self.queue[0]
        self.knocks += 1
        if self.knocks == 1:
            self.calls.append((seat, "knock"))
            left = self._seating.left_of(seat)
            self.queue = [left, self._seating.partner_of(left)]
        else:
            self.calls.append((seat, "reknock"))
            self.queue = []

    def decline(self) -> None:
        self.calls.append((self.queue.pop(0), "pass"))
