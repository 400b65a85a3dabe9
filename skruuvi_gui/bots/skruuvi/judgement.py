"""What taking the deal, or naming a contract, is worth: the forecasts of ``forecast`` set
against what the side gets otherwise.

Only the declaring side scores, so a side that takes the deal compares its best contract's
expected score with the alternative: a pass-misère when nobody has bid, or the opponents'
contract (whose score counts against it) when they hold the standing bid.

Under the traditional scoring the final contract also weighs what its strain and level
change on the rest of the sheet (``traditional.sheet_worth``: honours, misère aces, the game
below the line); whether to declare at all, and the first bidding's calls, are judged as in
the other tables.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from skruuvi_gui.bots.reasons import Reason
from skruuvi_gui.bots.skruuvi.book import contract_floor
from skruuvi_gui.bots.skruuvi.forecast import Forecast, forecast
from skruuvi_gui.bots.skruuvi.traditional import below_line_now, sheet_worth
from skruuvi_gui.rules.api import Seat
from skruuvi_gui.rules.skruuvi import (
    MODERN,
    Bid,
    MakeBid,
    Pass,
    SkruuviObservation,
    Strain,
    final_minimum,
    score_contract,
)


@cache
def point_scale(variant: str) -> float:
    """How many of ``variant``'s points weigh as one of the modern table's, in which this
    module's and ``knocks``' margins are set: the swing between making the lowest opening-deal
    contract exactly and failing it by one, over the modern table's (1 modern, about 39 in
    the traditional scoring's)."""

    def swing(scoring: str) -> int:
        level = final_minimum(kotka=False, scoring=scoring)
        bid = Bid(level, Strain.HEARTS)
        made = score_contract(bid, 6 + level, variant=scoring)
        return made - score_contract(bid, 5 + level, variant=scoring)

    return swing(variant) / swing(MODERN)


#: What a side expects from a deal that everybody passed (pass-misère): the side with more
#: tricks pays the difference, and the ace points.
PASS_MISERE_VALUE = -3.0
#: The margins here are in the modern table's points (``point_scale``).
#: A bid outside the book must beat the alternative by this much, and score at least
#: ``SACRIFICE_FLOOR``: outbidding the opponents into a contract expected to fail heavily
#: trusts the guess of their cards too far.
NATURAL_MARGIN = 1.0
SACRIFICE_FLOOR = -8.0
#: A side takes the deal only when its best contract is made at least this often in the
#: forecast, or expected to score: declaring and failing costs more than the deal is worth
#: to either side.
TAKE_SURE = 0.7
#: A contract above the lowest level the bidding allows is named only when made at least
#: this often; so is a competing bid of the first bidding above that level.
HIGHER_SURE = 0.9
#: In the final bidding another contract must beat the standing one by this much (more
#: when partner named the standing one: it judged from cards this seat cannot see).
CHANGE_MARGIN = 3.0
PARTNER_MARGIN = 12.0


class Judge:
    """One seat's judgement of contracts, with its forecasts made once and only when asked
    (``wide``: over more guessed deals, as the expert forecasts; ``exact``: the expert's
    forecasts judged double dummy at the lowest level, ``forecast.forecast``; ``reference``:
    the benchmark level ``club``'s judgement, which lets a competing bid go past the level
    the side can make and keeps its margins in modern points in every scoring)."""

    def __init__(
        self,
        observation: SkruuviObservation,
        *,
        wide: bool = False,
        exact: bool = False,
        reference: bool = False,
    ) -> None:
        seat = observation.seat
        assert seat is not None
        self.observation = observation
        self.seat = seat
        self.wide = wide
        self.exact = exact and not reference
        self.reference = reference
        #: The margins' scale: the scoring's own (``reference``: the modern table's).
        self.scale = 1.0 if reference else point_scale(observation.options.scoring)
        self.floor = contract_floor(observation)
        self._forecasts: dict[Seat, Forecast] = {}

    def forecast(self, taker: Seat | None = None) -> Forecast:
        """The forecast for ``taker``'s side (by default this seat's) taking the deal."""
        taker = self.seat if taker is None else taker
        if taker not in self._forecasts:
            self._forecasts[taker] = forecast(
                self.observation, taker, wide=self.wide, exact=self.exact
            )
        return self._forecasts[taker]

    def contract_value(self, bid: Bid, taker: Seat | None = None) -> float:
        """The expected score of playing ``bid`` raised to the lowest contract level."""
        return self.forecast(taker).expected(Bid(max(self.floor, bid.level), bid.strain))

    def choice_value(self, bid: Bid) -> float:
        """``contract_value`` for this seat's side, with what naming ``bid`` changes on the
        rest of the traditional sheet (nothing in the other tables)."""
        bid = Bid(max(self.floor, bid.level), bid.strain)
        outlook = self.forecast()
        if not outlook.shown:
            return outlook.expected(bid)
        below = below_line_now(self.observation, self.seat)
        return outlook.expected(bid) + sheet_worth(outlook, bid, below)

    def alternative(self) -> float:
        """What this side gets if it does not take the deal."""
        observation = self.observation
        standing = observation.standing
        if standing is None:
            return PASS_MISERE_VALUE * self.scale
        holder = next(c.seat for c in reversed(observation.first_bidding) if c.bid is not None)
        return -max(self.contract_value(Bid(standing.level, s), holder) for s in Strain)

    def book_choice(self, bids: Sequence[Bid]) -> Bid:
        """Of several book calls that fit the hand, the one whose own strain is forecast to
        score most at the lowest contract level; the book's order among equals."""
        if len(bids) == 1:
            return bids[0]
        scored = [(self.contract_value(bid), -i, bid) for i, bid in enumerate(bids)]
        return max(scored, key=lambda item: (item[0], item[1]))[2]

    def natural_bid(self, candidates: Sequence[Bid]) -> tuple[Bid | None, Reason]:
        """The candidate whose contract is expected to score most, if it beats the
        alternative, and why (``None``: pass)."""
        if not candidates:
            return None, Reason("no_true_bid")
        outlook = self.forecast()
        scored = [
            (value, -i, bid)
            for i, bid in enumerate(candidates)
            if self.can_make(bid)
            and (
                (value := self.contract_value(bid)) >= 0
                or outlook.made(Bid(max(self.floor, bid.level), bid.strain)) >= TAKE_SURE
            )
        ]
        if not scored:
            best = max(candidates, key=self.contract_value)
            return None, Reason(
                "no_sound_bid", other=MakeBid(best), other_value=self.contract_value(best)
            )
        value, _, bid = max(scored, key=lambda item: (item[0], item[1]))
        alternative = self.alternative()
        needed = max(alternative, SACRIFICE_FLOOR * self.scale) + NATURAL_MARGIN * self.scale
        if value > needed:
            return bid, Reason("compete", value=value, other=Pass(), other_value=alternative)
        return None, Reason("let_stand", value=alternative, other=MakeBid(bid), other_value=value)

    def can_make(self, bid: Bid) -> bool:
        """Whether a first-bidding ``bid`` stays within the level the side can make: at or
        below the lowest contract level, or made ``HIGHER_SURE`` of the time."""
        if self.reference or bid.level <= self.floor:
            return True
        return self.forecast().made(bid) >= HIGHER_SURE

    def final_options(
        self, bids: Sequence[Bid], *, may_pass: bool, partner_standing: bool
    ) -> list[tuple[float, Bid]]:
        """The contracts ``final_call`` weighs, each with its worth, margins included: the
        standing bid first when passing keeps it.

        Contracts at the lowest level the deal allows come first: the forecast is a guess,
        and a contract too high fails by more than the extra level earns. One level more
        is only for the seat that speaks before its partner has named a contract, so two
        partners who each like their own suit never outbid each other.
        """
        observation = self.observation
        standing = observation.standing
        partner = observation.partner_of(self.seat)
        partner_named = any(
            c.bid is not None and c.seat == partner for c in observation.final_bidding
        )
        lowest = max(self.floor, standing.level if standing is not None else self.floor)
        top = lowest if partner_named else lowest + 1
        outlook = self.forecast()
        contracts = [
            bid
            for bid in bids
            if bid.level == lowest or (bid.level == top and outlook.made(bid) >= HIGHER_SURE)
        ]
        if not may_pass and not contracts:
            contracts = [min(bids, key=lambda bid: bid.level)]
        options: list[tuple[float, Bid]] = []
        if may_pass and standing is not None:
            margin = (PARTNER_MARGIN if partner_standing else CHANGE_MARGIN) * self.scale
            options.append((self.choice_value(standing) + margin, standing))
        for bid in contracts:
            climb = CHANGE_MARGIN * self.scale * (bid.level - lowest)
            options.append((self.choice_value(bid) - climb, bid))
        return options

    def final_call(self, bids: Sequence[Bid], *, may_pass: bool, partner_standing: bool) -> Bid:
        """The contract to name in the final bidding (the worthiest of ``final_options``, the
        first among equals); the standing bid when passing is best."""
        options = self.final_options(bids, may_pass=may_pass, partner_standing=partner_standing)
        best = options[0]
        for option in options[1:]:
            if option[0] > best[0]:
                best = option
        return best[1]
