"""The bots' calls: the book's standard bids where the hand fits one, and a judgement of what
declaring is worth against letting the opponents declare.

Declaring is judged by its expected score. By the book (normal and expert) that comes from
``judgement``: guessed deals that fit partner's bids, exchanged and played out. Without it
(easy) a reckoning stands in: the partnership's playing tricks (this hand's, what partner's
bids showed, and a little for the exchange) spread over a range, each outcome scored by the
rules' own table. Defenders record nothing, so a side bids on while its own expected score
beats the opponents' score that it would otherwise let them take.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import cache

from skruuvi_gui.bots.skruuvi.hand import (
    aces,
    high_card_points,
    honours,
    kings,
    lengths,
    misere_danger,
    playing_tricks,
    suit_cards,
    trump_quality,
)
from skruuvi_gui.bots.skruuvi.judgement import Judge
from skruuvi_gui.bots.skruuvi.reading import read_first_bidding
from skruuvi_gui.cards import SUITS, Card, Suit
from skruuvi_gui.rules.api import Seat
from skruuvi_gui.rules.skruuvi import (
    FIRST_BIDDING,
    KOTKA,
    Bid,
    MakeBid,
    SkruuviObservation,
    Strain,
    score_contract,
)

#: Tricks the taking side gains from the centre cards and its exchange, by ``kotka``.
EXCHANGE_GAIN: dict[bool, float] = {False: 2.0, True: 1.5}
#: How far the actual tricks stray from the estimate (standard deviation).
SPREAD = 2.5
#: Without the book, a bid opens only when it is expected to score at least this.
NATURAL_OPENING = 2.0
#: Aces and kings are shown no higher than this: one level below the lowest contract, so
#: that showing them never narrows the final bidding's choice of strain.
SHOWING_TOP = 4
#: Strains that name a suit, lowest first.
SUIT_STRAINS: tuple[Strain, ...] = (Strain.SPADES, Strain.CLUBS, Strain.DIAMONDS, Strain.HEARTS)
STRAIN_OF: dict[Suit, Strain] = {strain.trump: strain for strain in SUIT_STRAINS if strain.trump}


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
        level = max(bid.level, 6 if self.kotka else 5)
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
        level = max(standing.level, 6 if self.kotka else 5)
        return expected_score(round(tricks * 4) / 4, Bid(level, strain), self.variant)


def _legal_bids(observation: SkruuviObservation) -> list[Bid]:
    return [action.bid for action in observation.legal if isinstance(action, MakeBid)]


def _cheapest(bids: Sequence[Bid], strain: Strain, most: int = 7) -> Bid | None:
    for bid in bids:
        if bid.strain is strain and bid.level <= most:
            return bid
    return None


def _standing_seat(observation: SkruuviObservation, final: bool) -> Seat | None:
    calls = observation.final_bidding if final else observation.first_bidding
    for call in reversed(calls):
        if call.bid is not None:
            return call.seat
    return observation.taker if final else None


def first_call(observation: SkruuviObservation, *, by_the_book: bool = True) -> Bid | None:
    """The seat's call in the first bidding; ``None`` is a pass.

    By the book, whether to take the deal is judged from forecasts (``judgement``). Over
    our side's standing bid the book shows cards at the lowest level, kept cheap; over this
    seat's own bid, which the others let stand, only while the forecast still sees a clearly
    better strain. Without the book, by the reckoning alone.
    """
    reckoning = Reckoning(observation)
    bids = _legal_bids(observation)
    calls = observation.first_bidding
    standing_seat = _standing_seat(observation, final=False)
    ours = standing_seat in (reckoning.seat, reckoning.partner)
    judge = Judge(observation) if by_the_book else None
    # Over its own bid a seat only goes on showing its aces and kings.
    own = standing_seat == reckoning.seat
    if judge is not None and not reckoning.kotka and (len(calls) >= 8 or not own):
        book = _book_call(reckoning, bids, len(calls))
        if ours:
            if book is None or book.level > SHOWING_TOP:
                return None
            return book if not own or judge.raises_own_bid() else None
        if book is not None and (_shows_aces(book) or judge.worth_taking(book)):
            return book
    if ours:
        return None
    standing = observation.standing
    top = 7 if standing is not None else 6 if reckoning.kotka else 5
    candidates = [bid for bid in bids if bid.level <= top and _is_cheapest_of(bids, bid)]
    if judge is not None:
        if reckoning.kotka:
            candidates = [bid for bid in candidates if _kotka_opening_fits(reckoning, bid)]
        return judge.natural_bid(candidates)
    choice = reckoning.best(candidates)
    if choice is None:
        return None
    value, bid = choice
    needed = NATURAL_OPENING if standing is None else -reckoning.opponents_value(standing)
    return bid if value > needed else None


def _is_cheapest_of(bids: Sequence[Bid], bid: Bid) -> bool:
    return _cheapest(bids, bid.strain) == bid


def _shows_aces(bid: Bid) -> bool:
    """The ace-showing openings (1 and 2 grandi) are strong enough to make always."""
    return bid.strain is Strain.GRANDI and bid.level <= 2


def _book_call(reckoning: Reckoning, bids: Sequence[Bid], index: int) -> Bid | None:
    """The standard bid for this hand at this point of an opening deal's first bidding."""
    hand = reckoning.hand
    seat = reckoning.seat
    calls = reckoning.observation.first_bidding
    own = [c for c in calls if c.seat == seat]
    partner_grandi = any(
        c.bid is not None and c.bid.strain is Strain.GRANDI
        for c in calls
        if c.seat == reckoning.partner
    )
    held_aces = aces(hand)
    if partner_grandi and len(held_aces) == 1 and not any(c.bid for c in own):
        return _cheapest(bids, Strain.GRANDI, most=5)
    if index < 4:
        return _opening(reckoning, bids)
    if index < 8:
        return _second_round(reckoning, bids)
    return _show_cards(reckoning, bids)


def _best_suit(hand: Sequence[Card]) -> Suit:
    return max(SUITS, key=lambda suit: (len(suit_cards(hand, suit)), playing_tricks(hand, suit)))


def _opening(reckoning: Reckoning, bids: Sequence[Bid]) -> Bid | None:
    hand = reckoning.hand
    held = len(aces(hand))
    if held == 4:
        return _exact(bids, Bid(2, Strain.GRANDI))
    if held == 3:
        return _exact(bids, Bid(1, Strain.GRANDI))
    best = _best_suit(hand)
    if playing_tricks(hand, best) >= 8.5:
        return _exact(bids, Bid(6, STRAIN_OF[best]))
    quality = [suit for suit in SUITS if trump_quality(suit_cards(hand, suit))]
    if quality:
        suit = max(quality, key=lambda s: (len(suit_cards(hand, s)), playing_tricks(hand, s)))
        return _cheapest(bids, STRAIN_OF[suit], most=2)
    if misere_danger(hand) <= 1.5:
        return _exact(bids, Bid(1, Strain.MISERE)) or _exact(bids, Bid(5, Strain.MISERE))
    shape = lengths(hand).values()
    points = high_card_points(hand)
    if max(shape) <= 4 and min(shape) >= 2 and points >= 13:
        return _exact(bids, Bid(3, Strain.GRANDI))
    if points >= 12 and len(suit_cards(hand, best)) >= 4:
        return _exact(bids, Bid(3, STRAIN_OF[best]))
    return None


def _second_round(reckoning: Reckoning, bids: Sequence[Bid]) -> Bid | None:
    hand = reckoning.hand
    first = next(
        (
            c.bid
            for c in reckoning.observation.first_bidding
            if c.seat == reckoning.seat and c.bid is not None
        ),
        None,
    )
    if first is not None and first.strain.trump is not None:
        cards = suit_cards(hand, first.strain.trump)
        if len(cards) >= 7 or (len(cards) >= 6 and honours(cards) >= 4):
            return _cheapest(bids, first.strain, most=5)
    if len(aces(hand)) == 2:
        return _cheapest(bids, Strain.GRANDI, most=5)
    for suit in SUITS:
        cards = suit_cards(hand, suit)
        if first is not None and first.strain.trump is suit:
            continue
        if len(cards) >= 5 and honours(cards) >= 2:
            return _cheapest(bids, STRAIN_OF[suit], most=5)
    return None


def _show_cards(reckoning: Reckoning, bids: Sequence[Bid]) -> Bid | None:
    """Aces at the lowest level, a pass, then kings; a king may follow its own ace at once
    (how ``meaning`` reads these bids)."""
    later = [c for c in reckoning.observation.first_bidding[8:] if c.seat == reckoning.seat]
    named = [c.bid.strain.trump for c in later if c.bid is not None]
    held_aces = {card.suit for card in aces(reckoning.hand)}
    held_kings = {card.suit for card in kings(reckoning.hand)}
    pass_at = next((i for i, c in enumerate(later) if c.bid is None), None)
    if pass_at is None:
        last = later[-1].bid.strain.trump if later and later[-1].bid is not None else None
        if last is not None and last in held_kings and named.count(last) == 1:
            return _cheapest(bids, STRAIN_OF[last], most=SHOWING_TOP)
        for suit in SUITS:
            if suit in held_aces and suit not in named:
                return _cheapest(bids, STRAIN_OF[suit], most=SHOWING_TOP)
        return None
    before = [c.bid.strain.trump for c in later[:pass_at] if c.bid is not None]
    shown_kings = {suit for suit in before if before.count(suit) == 2}
    shown_kings.update(c.bid.strain.trump for c in later[pass_at:] if c.bid is not None)
    for suit in SUITS:
        if suit in held_kings and suit not in shown_kings:
            return _cheapest(bids, STRAIN_OF[suit], most=SHOWING_TOP)
    return None


def _exact(bids: Sequence[Bid], bid: Bid) -> Bid | None:
    return bid if bid in bids else None


def _kotka_opening_fits(reckoning: Reckoning, bid: Bid) -> bool:
    """The book's kotka openings: spades with spades, clubs when void in spades or strong
    in clubs, a red suit when strong in it, misère with very good misère cards, grandi with a
    stopper in every suit."""
    hand = reckoning.hand
    strain = bid.strain
    if strain is Strain.MISERE:
        return misere_danger(hand) <= 1.5
    if strain is Strain.GRANDI:
        return all(any(c.rank.value in (1, 13) for c in suit_cards(hand, suit)) for suit in SUITS)
    suit = strain.trump
    assert suit is not None
    length = len(suit_cards(hand, suit))
    if strain is Strain.SPADES:
        return length >= 4
    if strain is Strain.CLUBS:
        return not suit_cards(hand, Suit.SPADES) or length >= 5
    return length >= 5


def final_call(observation: SkruuviObservation, *, by_the_book: bool = True) -> Bid | None:
    """The taker's or partner's call in the final bidding; ``None`` is a pass.

    By the book the contract is chosen from the forecast of this seat's side (``judgement``).
    Without it only contracts at the lowest level the deal allows are reckoned with, so
    partners who disagree on the strain climb the strains, not the levels.
    """
    reckoning = Reckoning(observation)
    bids = _legal_bids(observation)
    may_pass = len(bids) < len(observation.legal)
    standing = observation.standing
    partner_standing = _standing_seat(observation, final=True) == reckoning.partner
    if by_the_book:
        choice = Judge(observation).final_call(
            bids, may_pass=may_pass, partner_standing=partner_standing
        )
        return None if may_pass and choice == standing else choice
    floor = 6 if reckoning.kotka else 5
    level = max(floor, standing.level if standing is not None else floor)
    candidates = [bid for bid in bids if bid.level == level]
    if not may_pass and not candidates:
        candidates = [bid for bid in bids if _is_cheapest_of(bids, bid)]
    best = reckoning.best(candidates)
    if not may_pass or standing is None:
        return best[1] if best is not None else bids[0]
    if best is None:
        return None
    value, bid = best
    margin = 6.0 if partner_standing else 2.0
    return bid if value > reckoning.value(standing) + margin else None
