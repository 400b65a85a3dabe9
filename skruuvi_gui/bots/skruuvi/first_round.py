"""The first round's calls read backward: a guessed hand must have made the call its seat made.

The book is law in the first round: a seat calls one of the calls its rows make for its hand,
and passes only when no row fits. So a guessed deal in which a seat's hand would have called
otherwise, or passed where it called, is not the deal at the table. This says what the
reading of each call (``reading``) cannot: a pass means that no suit was good enough to name,
and neither the aces nor misère cards called; a call, that no other row's call was made.

Cards move in the exchanges, so a seat's hand at its call is rebuilt from its guessed hand,
and only where that is exact: every card that went into or out of that hand since the call
went from or to this seat, or came from the centre. In kotka that is every hand for the
taking side and the defenders' for the defenders; in alkupeli, where the taker's partner
gives each defender a card and the defenders swap, only the taker's, for its partner.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from skruuvi_gui.bots.skruuvi.book import Situation, book_calls
from skruuvi_gui.cards import Card
from skruuvi_gui.rules.api import Seat
from skruuvi_gui.rules.skruuvi import CENTRE, KOTKA, Bid, SkruuviObservation

#: Calls of the first round (one for each seat).
FIRST_ROUND = 4


@dataclass(frozen=True, slots=True)
class CallCheck:
    """One seat's first-round call, and how to rebuild from its hand now the hand it had."""

    seat: Seat
    situation: Situation
    #: The call made; ``None`` a pass.
    bid: Bid | None
    #: Cards it held at the call and holds no more: played, and given to this seat.
    back: frozenset[Card]
    #: Cards it holds now and did not at the call: given by this seat, the centre cards.
    away: frozenset[Card]

    def agrees(self, hand: Sequence[Card]) -> bool:
        """Whether the book calls ``bid`` for ``hand`` (rebuilt as at the call)."""
        then = [card for card in hand if card not in self.away]
        then.extend(self.back)
        calls = book_calls(then, self.situation)
        if self.bid is None:
            return not calls
        return any(bid == self.bid for _, bid in calls)


def call_checks(observation: SkruuviObservation) -> tuple[CallCheck, ...]:
    """The first-round calls a guessed deal of ``observation`` should agree with: those of
    the seats whose hand at the call this seat can rebuild exactly from a guessed hand."""
    me = observation.seat
    taker = observation.taker
    if me is None or taker is None:
        return ()
    calls = observation.first_bidding
    kotka = observation.kind == KOTKA
    checks = []
    for index, call in enumerate(calls[:FIRST_ROUND]):
        seat = call.seat
        if seat == me or not _rebuilt_exactly(observation, seat):
            continue
        back = seen_leave(observation, seat)
        away: set[Card] = set(observation.centre) if seat == taker else set()
        for transfer in observation.given:
            if transfer.to_seat == seat:
                away.update(transfer.cards)
        # A card that went to this seat and came back was never the other seat's.
        back, away = back - away, away - back
        situation = Situation(seat, observation.partner_of(seat), tuple(calls[:index]), kotka)
        checks.append(CallCheck(seat, situation, call.bid, frozenset(back), frozenset(away)))
    return tuple(checks)


def seen_leave(observation: SkruuviObservation, seat: Seat) -> set[Card]:
    """The cards this seat has seen leave ``seat``'s hand: played, and given to this seat."""
    gone = {card for trick in observation.tricks for s, card in trick.plays if s == seat}
    gone.update(card for s, card in observation.trick if s == seat)
    for transfer in observation.received:
        if transfer.from_seat == seat:
            gone.update(transfer.cards)
    return gone


def _rebuilt_exactly(observation: SkruuviObservation, seat: Seat) -> bool:
    """Whether this seat knows every card that went into or out of ``seat``'s hand since the
    first bidding: each exchange it took part in was with this seat or from the centre."""
    me = observation.seat
    return all(
        giver in (me, CENTRE) if receiver == seat else receiver == me
        for giver, receiver, _count in observation.passed
        if seat in (giver, receiver)
    )


def agreements(hands: Mapping[Seat, Sequence[Card]], checks: Sequence[CallCheck]) -> int:
    """How many of the checked seats' guessed hands made their first-round calls."""
    return sum(check.agrees(hands[check.seat]) for check in checks)
