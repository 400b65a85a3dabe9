"""The bots' calls: the book's standard bids where the hand fits one (``book``), and a
judgement of what declaring is worth against letting the opponents declare where the book
leaves a choice.

Declaring is judged by its expected score. At normal and expert that comes from
``judgement``: guessed deals that fit partner's bids, exchanged and played out. At easy a
reckoning stands in: the partnership's playing tricks (this hand's, what partner's
bids showed, and a little for the exchange) spread over a range, each outcome scored by the
rules' own table. Defenders record nothing, so a side bids on while its own expected score
beats the opponents' score that it would otherwise let them take.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import replace
from functools import cache

from skruuvi_gui.bots.reasons import Reason
from skruuvi_gui.bots.skruuvi.book import (
    BookRow,
    FinalSituation,
    Situation,
    Stage,
    book_calls,
    contract_floor,
    kotka_final_call,
    passes_between,
    reference_book,
    rows_for_call,
)
from skruuvi_gui.bots.skruuvi.hand import misere_danger, playing_tricks
from skruuvi_gui.bots.skruuvi.judgement import Judge, point_scale
from skruuvi_gui.bots.skruuvi.reading import read_first_bidding
from skruuvi_gui.bots.skruuvi.reasons import book_reason, kotka_reason, shown_honours
from skruuvi_gui.cards import Card
from skruuvi_gui.rules.api import Seat
from skruuvi_gui.rules.skruuvi import (
    FIRST_BIDDING,
    KOTKA,
    Bid,
    MakeBid,
    Pass,
    SkruuviObservation,
    Strain,
    score_contract,
)

#: Tricks the taking side gains from the centre cards and its exchange, by ``kotka``.
EXCHANGE_GAIN: dict[bool, float] = {False: 2.0, True: 1.5}
#: How far the actual tricks stray from the estimate (standard deviation).
SPREAD = 2.5


@cache
def expected_score(tricks: float, bid: Bid, variant: str) -> float:
    """The declaring side's expected score for ``bid`` when its tricks (in misère: the tricks
    it will be forced to take) are about ``tricks``."""
    weights = [math.exp(-((t - tricks) ** 2) / (2 * SPREAD**2)) for t in range(14)]
    total = sum(weights)
    return sum(w * score_contract(bid, t, variant=variant) for t, w in enumerate(weights)) / total


class Reckoning:
    """One seat's view of what each strain is worth to its partnership and to the opponents."""

    def __init__(self, observation: SkruuviObservation) -> None:
        seat = observation.seat
        assert seat is not None
        self.observation = observation
        self.seat = seat
        self.partner = observation.partner_of(seat)
        self.kotka = observation.kind == KOTKA
        self.floor = contract_floor(observation)
        self.readings = read_first_bidding(observation)
        self.hand = observation.hand
        self.variant = observation.options.scoring

    def side_tricks(self, strain: Strain) -> float:
        """The partnership's likely tricks in ``strain`` (misère: tricks it will be forced to
        take)."""
        partner = self.readings[self.partner]
        bidding_first = self.observation.phase == FIRST_BIDDING
        gain = EXCHANGE_GAIN[self.kotka] if bidding_first else 0.5
        if strain is Strain.MISERE:
            mine = 1.5 * misere_danger(self.hand)
            theirs = 1.0 if partner.misere else 3.0 if not partner.spoke else 4.0
            return max(0.0, mine + theirs - gain / 2)
        trump = strain.trump
        if trump is None:
            gain /= 2
        return playing_tricks(self.hand, trump) + partner.tricks(trump) + gain

    def value(self, bid: Bid) -> float:
        """Our expected score if ``bid`` (at least the lowest contract level) is played."""
        level = max(bid.level, self.floor)
        return expected_score(
            round(self.side_tricks(bid.strain) * 4) / 4, Bid(level, bid.strain), self.variant
        )

    def best(self, bids: Sequence[Bid]) -> tuple[float, Bid] | None:
        """The most valuable of ``bids``, cheapest first among equals."""
        scored = [(self.value(bid), -i, bid) for i, bid in enumerate(bids)]
        if not scored:
            return None
        value, _, bid = max(scored, key=lambda item: (item[0], item[1]))
        return value, bid

    def can_make(self, bid: Bid) -> bool:
        """Whether the side's likely tricks reach what ``bid`` promises, when it is above the
        lowest contract level (a bid at or below it asks nothing)."""
        if bid.level <= self.floor:
            return True
        tricks = self.side_tricks(bid.strain)
        if bid.is_misere:
            return tricks <= bid.tricks_promised
        return tricks >= bid.tricks_promised

    def opponents_value(self, standing: Bid) -> float:
        """What the opponents may expect from the standing bid if we let it stand."""
        left = self.observation.left_of(self.seat)
        right = self.observation.partner_of(left)
        strain = standing.strain
        readings = (self.readings[left], self.readings[right])
        if strain is Strain.MISERE:
            tricks = sum(1.0 if r.misere else 3.5 for r in readings)
        else:
            tricks = sum(r.tricks(strain.trump) for r in readings) + EXCHANGE_GAIN[self.kotka]
        level = max(standing.level, self.floor)
        return expected_score(round(tricks * 4) / 4, Bid(level, strain), self.variant)


def _legal_bids(observation: SkruuviObservation) -> list[Bid]:
    return [action.bid for action in observation.legal if isinstance(action, MakeBid)]


def _standing_seat(observation: SkruuviObservation, final: bool) -> Seat | None:
    calls = observation.final_bidding if final else observation.first_bidding
    for call in reversed(calls):
        if call.bid is not None:
            return call.seat
    return observation.taker if final else None


def first_call(
    observation: SkruuviObservation,
    *,
    judged: bool = True,
    wide: bool = False,
    exact: bool = False,
    reference: bool = False,
) -> tuple[Bid | None, Reason]:
    """The seat's call in the first bidding (``None`` is a pass) and why.

    At every level a row of ``book`` that fits the hand is called whenever its call is
    legal. When several fit, a judging seat (normal, expert) lets the forecast
    (``judgement``) choose; easy takes the first in the book's order. With no row to call, a
    seat passes, except against the opponents' standing bid, where it may still compete: by
    the forecast when judging, else by the reckoning. In the later rounds a suit at its
    lowest level over their bid is a show, so it competes only with that suit's ace or king;
    and no competing bid goes past the level the side can make. ``wide``: the judging seat's
    forecasts guess more deals, ``exact``: they are judged double dummy
    (``forecast.forecast``). ``reference``: the bidding the
    benchmark level ``club`` keeps, which reads no shows over the opponents' bid and checks
    no level; every reading made meanwhile follows it (``book.reference_book``).
    """
    if reference:
        with reference_book():
            return _first_call(observation, judged=judged, wide=wide, exact=exact, reference=True)
    return _first_call(observation, judged=judged, wide=wide, exact=exact, reference=False)


def _first_call(
    observation: SkruuviObservation, *, judged: bool, wide: bool, exact: bool, reference: bool
) -> tuple[Bid | None, Reason]:
    reckoning = Reckoning(observation)
    situation = Situation(
        reckoning.seat, reckoning.partner, tuple(observation.first_bidding), reckoning.kotka
    )
    if passes_between(observation.hand, situation):
        return None, Reason("book_pass_between")
    rows = forced_book_calls(observation)
    found: list[Bid] = []
    for _, bid in rows:
        if bid not in found:
            found.append(bid)
    if found:
        if not judged:
            return found[0], _book_reason(rows, found[0], observation)
        judge = Judge(observation, wide=wide, exact=exact, reference=reference)
        bid = judge.book_choice(found)
        reason = _book_reason(rows, bid, observation)
        if len(found) == 1:
            return bid, reason
        other = max((b for b in found if b != bid), key=judge.contract_value)
        weighed = replace(
            reason,
            value=judge.contract_value(bid),
            other=MakeBid(other),
            other_value=judge.contract_value(other),
        )
        return bid, weighed
    standing = observation.standing
    if situation.ours or standing is None:
        return None, Reason("no_book_row", count=int(situation.ours))
    bids = _legal_bids(observation)
    candidates = [
        bid
        for bid in bids
        if _is_cheapest_of(bids, bid) and reads_true(bid, observation.hand, situation)
    ]
    if judged:
        chosen, why = Judge(observation, wide=wide, exact=exact, reference=reference).natural_bid(
            candidates
        )
        return chosen, _showing(chosen, why, observation.hand, situation)
    if not reference:
        candidates = [bid for bid in candidates if reckoning.can_make(bid)]
    choice = reckoning.best(candidates)
    if choice is None:
        return None, Reason("no_true_bid")
    value, bid = choice
    against = -reckoning.opponents_value(standing)
    if value > against:
        why = Reason("compete", value=value, other=Pass(), other_value=against)
        return bid, _showing(bid, why, observation.hand, situation)
    return None, Reason("let_stand", value=against, other=MakeBid(bid), other_value=value)


def _showing(bid: Bid | None, reason: Reason, hand: Sequence[Card], situation: Situation) -> Reason:
    """The competing ``reason``, naming the ace or king its bid shows when it is a show."""
    suit = None if bid is None else bid.strain.trump
    if bid is None or suit is None:
        return reason
    if not any(row.id == "shows_ace_or_king" for row in rows_for_call(bid, situation)):
        return reason
    return replace(reason, name="shows_ace_or_king", cards=shown_honours(hand, suit), suits=(suit,))


def _book_reason(
    rows: Sequence[tuple[BookRow, Bid]], bid: Bid, observation: SkruuviObservation
) -> Reason:
    """The reason of the first row (in the book's order) whose call ``bid`` is."""
    row = next(row for row, call in rows if call == bid)
    return book_reason(row, bid, observation.hand)


def forced_book_calls(observation: SkruuviObservation) -> list[tuple[BookRow, Bid]]:
    """The book's rows that fit this seat's hand now with a legal call the book does not
    leave to judgement (second-round and later calls at the lowest contract level or above:
    the second round's 6 grandi; level 4 under the traditional scoring; shows over the
    opponents' bid from level 5)."""
    seat = observation.seat
    assert seat is not None
    kotka = observation.kind == KOTKA
    situation = Situation(
        seat, observation.partner_of(seat), tuple(observation.first_bidding), kotka
    )
    legal = set(_legal_bids(observation))
    floor = contract_floor(observation)
    return [
        (row, bid)
        for row, bid in book_calls(observation.hand, situation)
        if bid in legal and not (bid.level >= floor and row.stage in _JUDGED_ABOVE_FLOOR)
    ]


def reads_true(bid: Bid, hand: Sequence[Card], situation: Situation) -> bool:
    """Whether partner, reading ``bid`` by the book, learns the truth about ``hand``: the
    call is no row's call here (it reads as a wish to play it), or it is the call of a row
    this hand fits. A competing bid must not borrow a convention's meaning (a second-round
    repeat of one's suit reads as a very strong suit)."""
    rows = rows_for_call(bid, situation)
    return not rows or any(bid in row.calls(hand, situation) for row in rows)


#: Stages whose calls at or above the lowest contract level are left to judgement.
_JUDGED_ABOVE_FLOOR = frozenset({Stage.ALKUPELI_SECOND, Stage.ALKUPELI_LATER})


def _is_cheapest_of(bids: Sequence[Bid], bid: Bid) -> bool:
    """Whether ``bid`` is the lowest of the legal ``bids`` (lowest first) of its strain."""
    return next(b for b in bids if b.strain is bid.strain) == bid


def final_call(
    observation: SkruuviObservation,
    *,
    judged: bool = True,
    wide: bool = False,
    exact: bool = False,
    reference: bool = False,
) -> tuple[Bid | None, Reason]:
    """The taker's or partner's call in the final bidding (``None`` is a pass) and why.

    The book's kotka conventions after the taker's 6 spades come first, at every level. Then
    a judging seat chooses the contract from the forecast of its side (``judgement``); easy
    reckons only with contracts at the lowest level the deal allows, so partners who
    disagree on the strain climb the strains, not the levels. ``wide``, ``exact`` and
    ``reference`` as in ``first_call``.
    """
    if reference:
        with reference_book():
            return _final_call(observation, judged=judged, wide=wide, exact=exact, reference=True)
    return _final_call(observation, judged=judged, wide=wide, exact=exact, reference=False)


def _final_call(
    observation: SkruuviObservation, *, judged: bool, wide: bool, exact: bool, reference: bool
) -> tuple[Bid | None, Reason]:
    reckoning = Reckoning(observation)
    bids = _legal_bids(observation)
    may_pass = len(bids) < len(observation.legal)
    standing = observation.standing
    partner_standing = _standing_seat(observation, final=True) == reckoning.partner
    if reckoning.kotka:
        book = kotka_final_call(observation.hand, _final_situation(observation))
        if book is not None:
            row, call = book
            if call is None and may_pass:
                return None, kotka_reason(row, observation.hand)
            if call is not None and call in bids:
                return call, kotka_reason(row, observation.hand)
    if judged:
        judge = Judge(observation, wide=wide, exact=exact, reference=reference)
        options = judge.final_options(bids, may_pass=may_pass, partner_standing=partner_standing)
        choice = judge.final_call(bids, may_pass=may_pass, partner_standing=partner_standing)
        keeps = may_pass and choice == standing
        return (None if keeps else choice), _final_reason(judge, options, choice, keeps)
    floor = reckoning.floor
    level = max(floor, standing.level if standing is not None else floor)
    candidates = [bid for bid in bids if bid.level == level]
    if not may_pass and not candidates:
        candidates = [bid for bid in bids if _is_cheapest_of(bids, bid)]
    best = reckoning.best(candidates)
    if not may_pass or standing is None:
        bid = best[1] if best is not None else bids[0]
        return bid, Reason("final_contract", value=reckoning.value(bid))
    if best is None:
        return None, Reason("final_keep", value=reckoning.value(standing))
    value, bid = best
    margin = (6.0 if partner_standing else 2.0) * point_scale(reckoning.variant)
    kept = reckoning.value(standing)
    if value > kept + margin:
        return bid, Reason("final_contract", value=value, other=Pass(), other_value=kept)
    return None, Reason(
        "final_keep", value=kept, other=MakeBid(bid), other_value=value, count=int(partner_standing)
    )


def _final_reason(
    judge: Judge, options: Sequence[tuple[float, Bid]], choice: Bid, keeps: bool
) -> Reason:
    """Why the judged final call is ``choice`` (``keeps``: a pass that keeps the standing
    bid): what it is expected to score, and the best of the other contracts weighed."""
    value = judge.choice_value(choice)
    others = [bid for _, bid in options if bid != choice]
    other = max(others, key=judge.choice_value, default=None)
    other_value = None if other is None else judge.choice_value(other)
    partner = judge.observation.partner_of(judge.seat)
    partner_named = _standing_seat(judge.observation, final=True) == partner
    if keeps:
        return Reason(
            "final_keep",
            value=value,
            other=None if other is None else MakeBid(other),
            other_value=other_value,
            count=int(partner_named),
        )
    standing = judge.observation.standing
    may_pass = any(isinstance(action, Pass) for action in judge.observation.legal)
    passing = may_pass and standing is not None and other == standing
    return Reason(
        "final_contract",
        figure=judge.forecast().made(Bid(max(judge.floor, choice.level), choice.strain)),
        value=value,
        other=Pass() if passing else None if other is None else MakeBid(other),
        other_value=other_value,
    )


def _final_situation(observation: SkruuviObservation) -> FinalSituation:
    seat = observation.seat
    assert seat is not None
    partner = observation.partner_of(seat)
    return FinalSituation(
        taker=seat == observation.taker,
        standing=observation.standing,
        calls=tuple(call.bid for call in observation.final_bidding),
        given=tuple(card for t in observation.given if t.to_seat == partner for card in t.cards),
        received=tuple(
            card for t in observation.received if t.from_seat == partner for card in t.cards
        ),
    )
