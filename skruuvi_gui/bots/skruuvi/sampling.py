"""Guessing the hidden hands in the play, consistent with what the seat has seen.

The unseen cards are dealt to the other playing seats in their current numbers, with these
limits, loosened one by one when no deal fits after a few tries:

- hard: a seat that did not follow a suit holds none of it;
- strong: cards this seat gave face down are with the receiver or a seat the receiver gave
  cards on to afterwards; the centre cards are with the taker's side;
- soft: aces and kings shown in the bidding are with the side that showed them, the cards
  this seat gave are still with the receiver, partner's signals in its passed cards hold
  (the void, the ace, the highest trump), a defender still holds (nearly) the length it
  showed in a suit, partner on the taking side the length it showed less the cards it gave
  this seat, a trump contract's declarer holds a good many trumps unless it sent trumps
  over, and a suit the taking side named as its own in the final bidding is long;
- first of all, each seat's first-bidding calls put cards it still holds: the ace or king
  it showed over the opponents, the aces it promised, two honours of each strong suit
  (``_bid_cards``, chosen anew for each guessed deal); and of the deals so dealt, the first
  in which every first-round call that can be checked is the book's call for the hand it
  was made from (``first_round``), else the one in which most are, after a few tries.

``sample_before_exchange`` guesses the deal as it stands in the first bidding (the other
hands and the centre cards), where each bid describes the bidder's own hand exactly.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from operator import itemgetter

from skruuvi_gui.bots.skruuvi.book import FinalSituation, kotka_convention
from skruuvi_gui.bots.skruuvi.first_round import agreements, call_checks, seen_leave
from skruuvi_gui.bots.skruuvi.hand import (
    HONOUR_RANKS,
    aces,
    honours,
    misere_danger,
    power,
    suit_cards,
)
from skruuvi_gui.bots.skruuvi.reading import SeatReading, read_first_bidding
from skruuvi_gui.cards import FULL_DECK, Card, Rank, Suit
from skruuvi_gui.rules.api import Seat
from skruuvi_gui.rules.skruuvi import CENTRE, KOTKA, SkruuviObservation

_TRIES = 12
#: Guessed deals tried for one whose first-round calls fit (``first_round``) before the one
#: in which most of them fit is taken.
CALL_TRIES = 8
#: Trumps a trump contract's declarer holds at least, in the guessed deals.
DECLARER_TRUMPS = 6
#: Cards a seat of the taking side holds at least in a suit it named in the final bidding.
FINAL_SUIT = 5
#: Misère danger at most this in a hand that bid misère by the book.
MISERE_HAND = 3.0
Quotas = Mapping[Seat, Mapping[Suit, int]]


def voids(observation: SkruuviObservation) -> dict[Seat, set[Suit]]:
    """The suits each seat has shown it lacks by not following."""
    found: dict[Seat, set[Suit]] = {seat: set() for seat in observation.order}
    tricks = [trick.plays for trick in observation.tricks]
    if observation.trick:
        tricks.append(observation.trick)
    for plays in tricks:
        led = plays[0][1].suit
        for seat, card in plays[1:]:
            if card.suit is not led:
                found[seat].add(led)
    return found


def _where_given(observation: SkruuviObservation) -> dict[Card, set[Seat]]:
    """Cards this seat gave, each with the seats that may hold it now: the receiver, and any
    seat the receiver gave cards on to afterwards (a defender its partner)."""
    me = observation.seat
    given = list(observation.given)
    found: dict[Card, set[Seat]] = {}
    mine = 0
    for index, (giver, receiver, _count) in enumerate(observation.passed):
        if giver != me or mine >= len(given) or given[mine].to_seat != receiver:
            continue
        transfer = given[mine]
        mine += 1
        onward = {to for later, to, _ in observation.passed[index + 1 :] if later == receiver}
        for card in transfer.cards:
            found[card] = {receiver} | onward
    return found


def _places(
    observation: SkruuviObservation,
) -> tuple[dict[Card, set[Seat]], dict[Card, set[Seat]]]:
    """Per card, the seats that may hold it: (strong limits, soft limits)."""
    me = observation.seat
    assert me is not None
    strong = _where_given(observation)
    taker = observation.taker
    if taker is not None:
        side = {taker, observation.partner_of(taker)}
        for card in observation.centre:
            strong.setdefault(card, side)
    soft = _signals(observation)
    for transfer in observation.given:
        for card in transfer.cards:
            soft.setdefault(card, {transfer.to_seat})
    for seat, reading in read_first_bidding(observation).items():
        if seat == me:
            continue
        side = {seat, observation.partner_of(seat)}
        for suit in reading.aces:
            soft[Card(Rank.ACE, suit)] = side
        for suit in reading.kings:
            soft[Card(Rank.KING, suit)] = side
    return strong, soft


def _signals(observation: SkruuviObservation) -> dict[Card, set[Seat]]:
    """What partner's passed cards say, read by the book: the first of four cards comes
    from a suit the giver made void; a single trump given to a seat that sent none is the
    giver's highest (the alkupeli partner's to a taker that kept its trumps, a defender's
    higher of two), so the higher ones are with the opponents; a defender's low card that
    is no trump is the ace signal (the giver holds that suit's ace)."""
    me = observation.seat
    assert me is not None
    partner = observation.partner_of(me)
    seen = set(observation.visible_cards())
    others = {seat for seat in observation.order if seat != me}
    defending = observation.taker is not None and me not in (
        observation.taker,
        observation.partner_of(observation.taker),
    )
    signals: dict[Card, set[Seat]] = {}
    trump = observation.trump
    sent_trumps = _trumps_passed(observation, me, partner)
    for transfer in observation.received:
        if transfer.from_seat != partner or not transfer.cards:
            continue
        first = transfer.cards[0]
        if len(transfer.cards) == 1 and first.suit is trump and not sent_trumps:
            for card in FULL_DECK:
                if card.suit is trump and power(card) > power(first) and card not in seen:
                    signals[card] = others - {partner}
        elif len(transfer.cards) == 4:
            for card in FULL_DECK:
                if card.suit is first.suit and card not in seen:
                    signals[card] = others - {partner}
        elif defending and first.suit is not trump and power(first) < 10:
            ace = Card(Rank.ACE, first.suit)
            if ace not in seen:
                signals[ace] = {partner}
    return signals


def _trumps_passed(observation: SkruuviObservation, giver: Seat | None, receiver: Seat) -> bool:
    """Whether ``giver`` gave ``receiver`` trumps in an exchange this seat took part in."""
    return any(
        card.suit is observation.trump
        for transfer in (*observation.given, *observation.received)
        if transfer.from_seat == giver and transfer.to_seat == receiver
        for card in transfer.cards
    )


def sample_hands(observation: SkruuviObservation, rng: random.Random) -> dict[Seat, list[Card]]:
    """One guessed deal: the other playing seats' hands."""
    me = observation.seat
    assert me is not None
    seen = set(observation.hand)
    seen.update(card for trick in observation.tricks for _, card in trick.plays)
    seen.update(card for _, card in observation.trick)
    unseen = [card for card in FULL_DECK if card not in seen]
    others = [seat for seat in observation.order if seat != me]
    sizes = {seat: observation.hand_sizes[seat] for seat in others}
    lacking = voids(observation)
    strong, soft = _places(observation)
    quotas = _lengths(observation)
    checks = call_checks(observation)
    best: tuple[int, dict[Seat, list[Card]]] | None = None
    unlike = 0
    for _ in range(_TRIES):
        bid = _bid_cards(observation, seen, rng)
        hands = _deal(unseen, others, sizes, lacking, (strong, soft, bid), rng, quotas)
        if hands is None:
            continue
        agreeing = agreements(hands, checks)
        if agreeing == len(checks):
            return hands
        if best is None or agreeing > best[0]:
            best = agreeing, hands
        unlike += 1
        if unlike == CALL_TRIES:
            break
    if best is not None:
        return best[1]
    layers: tuple[tuple[tuple[dict[Card, set[Seat]], ...], Quotas], ...] = (
        ((strong, soft), quotas),
        ((strong, soft), {}),
        ((strong,), {}),
        ((), {}),
    )
    for layer, quota in layers:
        for _ in range(_TRIES):
            hands = _deal(unseen, others, sizes, lacking, layer, rng, quota)
            if hands is not None:
                return hands
    hands = _deal(unseen, others, sizes, {seat: set() for seat in others}, (), rng)
    assert hands is not None
    return hands


def _bid_cards(
    observation: SkruuviObservation, seen: set[Card], rng: random.Random
) -> dict[Card, set[Seat]]:
    """Where each other seat's first-bidding calls put cards it still holds, chosen at random
    among the cards this seat has not seen: the ace or king of a suit shown over the
    opponents, enough aces for the number promised, two honours of each strong suit. A card
    the bidder has played or given this seat counts toward what it showed."""
    me = observation.seat
    placed: dict[Card, set[Seat]] = {}
    readings = read_first_bidding(observation)
    for seat in observation.order:
        if seat == me:
            continue
        reading = readings[seat]
        shown = seen_leave(observation, seat)

        def place(choices: list[Card], count: int, seat: Seat = seat) -> None:
            free = [card for card in choices if card not in seen and card not in placed]
            for card in rng.sample(free, max(0, min(count, len(free)))):
                placed[card] = {seat}

        for suit in reading.aces_or_kings:
            pair = [Card(Rank.ACE, suit), Card(Rank.KING, suit)]
            if not any(card in shown for card in pair):
                place(pair, 1)
        held_aces = sum(1 for card in shown if card.rank is Rank.ACE)
        place([Card(Rank.ACE, suit) for suit in Suit], reading.min_aces - held_aces)
        for suit in reading.strong_suits:
            own = sum(1 for card in shown if card.suit is suit and card.rank in HONOUR_RANKS)
            honours_left = [c for c in FULL_DECK if c.suit is suit and c.rank in HONOUR_RANKS]
            place(honours_left, 2 - own)
    return placed


def _lengths(observation: SkruuviObservation) -> dict[Seat, dict[Suit, int]]:
    """Suit lengths to deal: those the defenders showed, less one for their exchange; the
    partner's on the taking side, less the cards it gave this seat of the suit; and a trump
    contract's declarer, who concentrated the trumps, holds at least ``DECLARER_TRUMPS`` of
    them, unless it gave this seat trumps (the weaker hand sends its trumps over); a suit the
    taking side named as its own in the final bidding, ``FINAL_SUIT`` cards."""
    taker = observation.taker
    me = observation.seat
    if taker is None or me is None:
        return {}
    side = {taker, observation.partner_of(taker)}
    readings = read_first_bidding(observation)
    lengths = {
        seat: {suit: length - 1 for suit, length in reading.suits.items()}
        for seat, reading in readings.items()
        if seat not in side and seat != me
    }
    if me in side:
        partner = observation.partner_of(me)
        lengths[partner] = _partner_lengths(observation, readings[partner], partner)
    declarer = observation.declarer
    trump = observation.trump
    sent_over = _trumps_passed(observation, declarer, me)
    if declarer is not None and trump is not None and declarer != me and not sent_over:
        shown = lengths.setdefault(declarer, {})
        shown[trump] = max(shown.get(trump, 0), DECLARER_TRUMPS)
    for seat, suit in _final_suits(observation):
        if seat != me:
            shown = lengths.setdefault(seat, {})
            shown[suit] = max(shown.get(suit, 0), FINAL_SUIT)
    return lengths


def _final_suits(observation: SkruuviObservation) -> list[tuple[Seat, Suit]]:
    """The suits the taking side named in the final bidding as its own, with who named
    them: not a suit partner had named before (the call agrees with partner), nor the kotka
    book's 6 clubs that only says partner's spades will not do."""
    named: dict[Seat, set[Suit]] = {seat: set() for seat in observation.order}
    standing = None
    for call in observation.first_bidding:
        if call.bid is not None:
            standing = call.bid
            if call.bid.strain.trump is not None:
                named[call.seat].add(call.bid.strain.trump)
    calls = observation.final_bidding
    found = []
    for index, call in enumerate(calls):
        bid = call.bid
        if bid is None:
            continue
        situation = FinalSituation(
            taker=call.seat == observation.taker,
            standing=standing,
            calls=tuple(earlier.bid for earlier in calls[:index]),
            given=(),
            received=(),
        )
        standing = bid
        suit = bid.strain.trump
        if suit is None or (observation.kind == KOTKA and kotka_convention(bid, situation)):
            continue
        if suit not in named[observation.partner_of(call.seat)]:
            found.append((call.seat, suit))
        named[call.seat].add(suit)
    return found


def _partner_lengths(
    observation: SkruuviObservation, reading: SeatReading, partner: Seat
) -> dict[Suit, int]:
    """The least length partner still holds in each suit it showed, less the cards of it
    partner gave this seat. The cards it handed the opponents are taken to be of other
    suits: the book has it give them what is of no use to them, never its own long suit."""
    seen = [
        card
        for transfer in observation.received
        if transfer.from_seat == partner
        for card in transfer.cards
    ]
    return {
        suit: length - sum(1 for card in seen if card.suit is suit)
        for suit, length in reading.suits.items()
    }


def sample_before_exchange(
    observation: SkruuviObservation, rng: random.Random
) -> tuple[dict[Seat, list[Card]], list[Card]]:
    """One guessed deal in the first bidding: the other seats' hands and the centre cards
    (none in kotka), each hand fitting its bids: shown aces and kings, suit lengths, the
    number of aces promised, misère cards."""
    me = observation.seat
    assert me is not None
    held = set(observation.hand)
    unseen = [card for card in FULL_DECK if card not in held]
    others = [seat for seat in observation.order if seat != me]
    sizes = {seat: observation.hand_sizes[seat] for seat in others}
    if observation.centre_size:
        others.append(CENTRE)
        sizes[CENTRE] = observation.centre_size
    lacking: dict[Seat, set[Suit]] = {seat: set() for seat in others}
    readings = {
        seat: reading for seat, reading in read_first_bidding(observation).items() if seat != me
    }
    quotas = {seat: dict(reading.suits) for seat, reading in readings.items()}
    fallback: tuple[dict[Seat, list[Card]], list[Card]] | None = None
    for quota in (quotas, {}):
        for _ in range(_TRIES // 2):
            shown = _shown_cards(readings, set(observation.hand), rng)
            hands = _deal(unseen, others, sizes, lacking, (shown,), rng, quota)
            if hands is None:
                continue
            centre = hands.pop(CENTRE, [])
            fallback = fallback or (hands, centre)
            if all(_fits(hands[seat], readings[seat]) for seat in hands):
                return hands, centre
    if fallback is None:
        hands = _deal(unseen, others, sizes, lacking, (), rng)
        assert hands is not None
        fallback = hands, hands.pop(CENTRE, [])
    return fallback


def _shown_cards(
    readings: Mapping[Seat, SeatReading], held: set[Card], rng: random.Random
) -> dict[Card, set[Seat]]:
    """Where the bids put cards before the exchange: the aces and kings shown, enough other
    aces for the number promised, and two honours of each strong suit, the unnamed ones
    chosen at random."""
    placed: dict[Card, set[Seat]] = {}
    for seat, reading in readings.items():
        for suit in reading.aces:
            placed[Card(Rank.ACE, suit)] = {seat}
        for suit in reading.kings:
            placed[Card(Rank.KING, suit)] = {seat}
    for seat, reading in readings.items():
        free_aces = [
            card
            for card in (Card(Rank.ACE, suit) for suit in Suit)
            if card not in placed and card not in held
        ]
        missing = reading.min_aces - sum(
            1 for c in placed if c.rank is Rank.ACE and placed[c] == {seat}
        )
        for card in rng.sample(free_aces, max(0, min(missing, len(free_aces)))):
            placed[card] = {seat}
        for suit in reading.strong_suits:
            free = [
                card
                for card in FULL_DECK
                if card.suit is suit
                and card.rank in HONOUR_RANKS
                and card not in placed
                and card not in held
            ]
            have = sum(1 for c, seats in placed.items() if c.suit is suit and seats == {seat})
            for card in rng.sample(free, max(0, min(2 - have, len(free)))):
                placed[card] = {seat}
    return placed


def _fits(hand: list[Card], reading: SeatReading) -> bool:
    """Whether a guessed hand agrees with the number of aces, the strong suits (two honours
    at least) and the misère a seat showed, and with a first-round pass (no three aces)."""
    held = len(aces(hand))
    if any(honours(suit_cards(hand, suit)) < 2 for suit in reading.strong_suits):
        return False
    if not reading.min_aces <= held <= reading.max_aces:
        return False
    if reading.passed_first and not reading.spoke and held >= 3:
        return False
    return not reading.misere or misere_danger(hand) <= MISERE_HAND


def _deal(
    unseen: list[Card],
    others: list[Seat],
    sizes: dict[Seat, int],
    lacking: dict[Seat, set[Suit]],
    limits: tuple[dict[Card, set[Seat]], ...],
    rng: random.Random,
    quotas: Quotas | None = None,
) -> dict[Seat, list[Card]] | None:
    allowed: list[tuple[int, float, Card, list[Seat]]] = []
    open_to = {suit: [seat for seat in others if suit not in lacking[seat]] for suit in Suit}
    for card in unseen:
        seats = open_to[card.suit]
        for limit in limits:
            if card in limit:
                narrowed = [seat for seat in seats if seat in limit[card]]
                if narrowed:
                    seats = narrowed
        allowed.append((len(seats), rng.random(), card, seats))
    allowed.sort(key=itemgetter(0, 1))
    room = dict(sizes)
    hands: dict[Seat, list[Card]] = {seat: [] for seat in others}
    placed: set[Card] = set()
    by_suit: dict[Suit, list[tuple[Card, list[Seat]]]] = {suit: [] for suit in Suit}
    for _, _, card, seats in allowed:
        by_suit[card.suit].append((card, seats))
    for seat, lengths in (quotas or {}).items():
        for suit, length in lengths.items():
            free = [(card, seats) for card, seats in by_suit[suit] if card not in placed]
            fitting = [card for card, seats in free if seats == [seat]] + [
                card for card, seats in free if len(seats) > 1 and seat in seats
            ]
            take = min(length - sum(1 for c in hands[seat] if c.suit is suit), room[seat])
            for card in fitting[: max(0, take)]:
                hands[seat].append(card)
                placed.add(card)
                room[seat] -= 1
    for _, _, card, seats in allowed:
        if card in placed:
            continue
        open_seats = [seat for seat in seats if room[seat] > 0]
        if not open_seats:
            return None
        seat = _weighted_choice(open_seats, [room[seat] for seat in open_seats], rng)
        hands[seat].append(card)
        room[seat] -= 1
    return hands


def _weighted_choice(seats: list[Seat], weights: list[int], rng: random.Random) -> Seat:
    """``rng.choices(seats, weights)[0]`` without its general set-up: the same single draw
    and the same seat, at a fraction of the cost in the forecasts' inner loop."""
    point = rng.random() * sum(weights)
    reached = 0
    for seat, weight in zip(seats[:-1], weights, strict=False):
        reached += weight
        if point < reached:
            return seat
    return seats[-1]
