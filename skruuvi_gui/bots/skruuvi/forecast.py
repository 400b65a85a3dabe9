"""What a partnership can expect from each strain: guessed deals, exchanged and played out.

A seat that must judge a contract — whether to take the deal, which contract to name in the
final bidding, whether to knock — deals the cards it cannot see in ways that fit what it
knows (``sampling``: the bids read by the book, the centre cards, its own passed cards),
carries out the taker's exchange as the book advises when it is still to come (the
partner holding the taker's four cards carries out its own half), and plays every guessed
deal out with the rules of thumb of ``cardplay``, the same play the bots use. The tricks the
taking side gets are the forecast: scored by the rules' own table, with measured
allowances for the table's sounder defence, they give each contract's expected score and how
often it is made, with no guessed spread.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from skruuvi_gui.bots.skruuvi.masks import SUIT_MASKS, SUIT_OF, mask_of
from skruuvi_gui.bots.skruuvi.reading import SeatReading, read_first_bidding
from skruuvi_gui.bots.skruuvi.sampling import sample_before_exchange, sample_hands
from skruuvi_gui.bots.skruuvi.searches import beats, choose_bit
from skruuvi_gui.bots.skruuvi.traditional import Shown, shown
from skruuvi_gui.rules.api import Seat
from skruuvi_gui.rules.skruuvi import (
    FIRST_BIDDING,
    KOTKA,
    TAKER_EXCHANGE,
    TRADITIONAL,
    Bid,
    SkruuviObservation,
    Strain,
    score_contract,
)

#: Guessed deals per forecast, before the exchange and after it.
DEALS_BEFORE_EXCHANGE = 16
DEALS_AFTER_EXCHANGE = 24
_ACE = 12


#: Tricks the play-outs give the taking side beyond what it takes in play: rule-of-thumb
#: defenders who see no signals and make no exchange defend worse than the table does.
#: Measured over declared contracts (forecast tricks less tricks taken); larger before the
#: exchange, whose guess of both hands' best exchange is the rosier.
ALLOWANCE_BEFORE_EXCHANGE = 0.5
ALLOWANCE_AFTER_EXCHANGE = 0.5
#: Tricks more that a misère side is forced to take at the table than in the play-outs:
#: the table's defenders search open guessed deals for the tricks they can force on it,
#: where rule-of-thumb defenders only duck. Measured at the final bidding of eagle deals
#: (forecast forced tricks less tricks taken: -0.66 over 14 painted misères).
MISERE_ALLOWANCE = 0.75


@dataclass(frozen=True, slots=True)
class Forecast:
    """The taking side's tricks in each strain over the same guessed deals (misère: the
    tricks it was forced to take), trumps and grandi judged ``allowance`` tricks fewer and
    misère ``misere_allowance`` forced tricks more. Under the traditional scoring ``shown``
    keeps what each guessed deal shows when play starts (``traditional.Shown``)."""

    tricks: Mapping[Strain, tuple[int, ...]]
    variant: str
    allowance: float = 0.0
    misere_allowance: float = 0.0
    shown: Mapping[Strain, tuple[Shown, ...]] = field(default_factory=dict)

    def outcomes(self, strain: Strain) -> list[tuple[int, float, int]]:
        """Each guessed deal's tricks moved by the allowance against the taking side, as
        whole tricks with weights (a fraction splits a deal between its two neighbours),
        with the deal's index."""
        counts = self.tricks[strain]
        share = 1 / len(counts)
        shift = self.misere_allowance if strain is Strain.MISERE else -self.allowance
        if not shift:
            return [(count, share, index) for index, count in enumerate(counts)]
        whole = math.floor(shift)
        part = shift - whole
        outcomes = []
        for index, count in enumerate(counts):
            outcomes.append((min(13, max(0, count + whole)), share * (1 - part), index))
            if part:
                outcomes.append((min(13, max(0, count + whole + 1)), share * part, index))
        return outcomes

    def expected(self, bid: Bid) -> float:
        """The taking side's average score if it plays ``bid``."""
        return sum(
            weight * score_contract(bid, count, variant=self.variant)
            for count, weight, _ in self.outcomes(bid.strain)
        )

    def made(self, bid: Bid) -> float:
        """The share of guessed deals in which ``bid`` is made."""
        promised = bid.tricks_promised
        outcomes = self.outcomes(bid.strain)
        if bid.is_misere:
            return sum(weight for count, weight, _ in outcomes if count <= promised)
        return sum(weight for count, weight, _ in outcomes if count >= promised)


def before_exchange(observation: SkruuviObservation) -> bool:
    """Whether the taker's exchange is still to come for this seat's forecast: in the first
    bidding, and for the taker about to give its first cards (the centre cards in hand)."""
    if observation.phase == FIRST_BIDDING:
        return True
    return (
        observation.phase == TAKER_EXCHANGE
        and observation.seat == observation.taker
        and not observation.given
    )


def partner_to_give(observation: SkruuviObservation) -> bool:
    """Whether this seat is the taker's partner holding the taker's four cards, its own half
    of the exchange still to give."""
    taker = observation.taker
    return (
        observation.phase == TAKER_EXCHANGE
        and taker is not None
        and observation.seat == observation.partner_of(taker)
        and not observation.given
        and any(transfer.from_seat == taker for transfer in observation.received)
    )


def _taker_kept_trumps(observation: SkruuviObservation, strain: Strain) -> bool:
    """Whether the taker's four cards to this seat hold no trump of ``strain`` (the taker
    carries the contract); grandi and misère have no trumps to concentrate."""
    trump = strain.trump
    return trump is None or not any(
        card.suit is trump
        for transfer in observation.received
        if transfer.from_seat == observation.taker
        for card in transfer.cards
    )


def _knowledge(observation: SkruuviObservation) -> str:
    """All that the forecast depends on: equal texts give equal forecasts, so a seat whose
    bidding brought no news (passes after the first round) asks once."""
    return repr(
        (
            observation.seat,
            before_exchange(observation),
            observation.kind,
            observation.options.scoring,
            observation.hand,
            observation.centre,
            observation.given,
            observation.received,
            observation.hand_sizes,
            [_shown(reading) for _, reading in sorted(read_first_bidding(observation).items())],
        )
    )


def _shown(reading: SeatReading) -> tuple[object, ...]:
    """A reading in a fixed order (sets of suits print in no fixed order)."""
    return (
        sorted(suit.value for suit in reading.aces),
        sorted(suit.value for suit in reading.kings),
        reading.min_aces,
        reading.max_aces,
        sorted((suit.value, length) for suit, length in reading.suits.items()),
        sorted(suit.value for suit in reading.strong_suits),
        reading.misere,
        reading.balanced,
        reading.spoke,
        reading.passed_first,
    )


_CACHE: dict[tuple[str, Seat, tuple[Strain, ...], int], Forecast] = {}
#: Forecasts remembered: enough for the seats of a few deals.
CACHE_SIZE = 256


def forecast(
    observation: SkruuviObservation,
    taker: Seat,
    strains: Sequence[Strain] = tuple(Strain),
) -> Forecast:
    """The forecast for ``taker``'s side when ``taker`` takes the deal (in the first bidding)
    or declares (after it), from what ``observation``'s seat knows."""
    before = before_exchange(observation)
    count = DEALS_BEFORE_EXCHANGE if before else DEALS_AFTER_EXCHANGE
    knowledge = _knowledge(observation)
    key = (knowledge, taker, tuple(strains), count)
    cached = _CACHE.get(key)
    if cached is None:
        cached = _guess(observation, taker, tuple(strains), count, random.Random(knowledge))
        if len(_CACHE) >= CACHE_SIZE:
            _CACHE.clear()
        _CACHE[key] = cached
    return cached


def _guess(
    observation: SkruuviObservation,
    taker: Seat,
    strains: tuple[Strain, ...],
    count: int,
    rng: random.Random,
) -> Forecast:
    seat = observation.seat
    assert seat is not None
    order = observation.order
    position = {s: i for i, s in enumerate(order)}
    before = before_exchange(observation)
    kotka = observation.kind == KOTKA
    taking = position[taker]
    results: dict[Strain, list[int]] = {strain: [] for strain in strains}
    traditional = observation.options.scoring == TRADITIONAL
    showings: dict[Strain, list[Shown]] = {strain: [] for strain in strains}
    own = mask_of(observation.hand)
    pending = partner_to_give(observation) and taker == observation.taker
    for _ in range(count):
        hands = [0, 0, 0, 0]
        centre = 0
        if before:
            others, centre_cards = sample_before_exchange(observation, rng)
            centre = mask_of(centre_cards)
        else:
            others = sample_hands(observation, rng)
        for other, cards in others.items():
            hands[position[other]] = mask_of(cards)
        hands[position[seat]] = own
        for strain in strains:
            dealt = hands[:]
            if before:
                exchange(dealt, taking, strain, centre, kotka=kotka)
            elif pending:
                master = _taker_kept_trumps(observation, strain)
                partner_gives(dealt, taking, strain, master, kotka=kotka)
            trump = -1 if strain.trump is None else SUIT_OF[strain.trump]
            misere = strain is Strain.MISERE
            aces: list[tuple[int, int]] | None = [] if traditional and misere else None
            results[strain].append(
                play_out(dealt, (taking + 1) % 4, trump, misere, taking % 2, aces)
            )
            if traditional:
                showings[strain].append(shown(dealt, taking, strain, aces or ()))
    return Forecast(
        {strain: tuple(counts) for strain, counts in results.items()},
        observation.options.scoring,
        ALLOWANCE_BEFORE_EXCHANGE if before else ALLOWANCE_AFTER_EXCHANGE,
        MISERE_ALLOWANCE,
        {strain: tuple(showing) for strain, showing in showings.items() if showing},
    )


def play_out(
    hands: list[int],
    leader: int,
    trump: int,
    misere: bool,
    side: int,
    aces: list[tuple[int, int]] | None = None,
) -> int:
    """The tricks ``side`` takes when every hand plays by rule of thumb from ``leader``'s
    lead; each ace's trick number and winning side (0: ``side``) added to ``aces`` if given."""
    hands = hands[:]
    outstanding = hands[0] | hands[1] | hands[2] | hands[3]
    won = 0
    turn = leader
    while hands[turn]:
        trick: list[tuple[int, int]] = []
        for _ in range(4):
            bit = choose_bit(hands[turn], trick, turn, trump, outstanding, misere=misere)
            hands[turn] ^= 1 << bit
            trick.append((turn, bit))
            turn = (turn + 1) % 4
        winner_pos, winner = trick[0]
        for pos, bit in trick[1:]:
            if beats(bit, winner, trump):
                winner_pos, winner = pos, bit
        for _, bit in trick:
            outstanding &= ~(1 << bit)
        if aces is not None:
            number = 13 - hands[turn].bit_count()  # the trick's number: its cards are gone
            ours = 0 if winner_pos % 2 == side else 1
            aces.extend((number, ours) for _, bit in trick if bit % 13 == _ACE)
        won += winner_pos % 2 == side
        turn = winner_pos
    return won


# --- the taker's exchange, as the book advises ------------------------------------------------


def exchange(hands: list[int], taker: int, strain: Strain, centre: int, *, kotka: bool) -> None:
    """Carry out the taker's exchange in ``hands`` (positions): concentrate the trumps in the
    hand with more of them and make voids in the other suits, or in misère send the
    dangerous high cards away. Alkupeli: the taker takes the centre cards and gives four;
    the partner gives one to each other seat. Kotka: four each way."""
    partner = (taker + 2) % 4
    hands[taker] |= centre
    trump = -1 if strain.trump is None else SUIT_OF[strain.trump]
    master_taker = trump < 0 or _length(hands[taker], trump) >= _length(hands[partner], trump)
    four = _to_partner(hands[taker], trump, strain is Strain.MISERE, master_taker)
    _move(hands, taker, partner, four)
    partner_gives(hands, taker, strain, master_taker, kotka=kotka)


def partner_gives(
    hands: list[int], taker: int, strain: Strain, master_taker: bool, *, kotka: bool
) -> None:
    """The partner's half of the taker's exchange, once the taker's four cards are in its
    hand: in kotka four back (its trumps when the taker carries the contract); in alkupeli a
    card to each opponent that empties a suit, and to the taker its highest trump when the
    taker carries the contract, else another card that makes a void."""
    partner = (taker + 2) % 4
    misere = strain is Strain.MISERE
    trump = -1 if strain.trump is None else SUIT_OF[strain.trump]
    if kotka:
        back = _to_partner(hands[partner], trump, misere, not master_taker)
        _move(hands, partner, taker, back)
        return
    partner_hand = hands[partner]
    if misere:
        dangerous = _dangerous(partner_hand, 2)
        left, right = dangerous
        to_taker = min(_bits(partner_hand & ~(1 << left | 1 << right)), key=lambda b: b % 13)
    else:
        left, right = _void_bits(partner_hand, trump, 2)
        rest = partner_hand & ~(1 << left | 1 << right)
        trumps = rest & SUIT_MASKS[trump] if trump >= 0 else 0
        if master_taker and trumps:
            to_taker = trumps.bit_length() - 1
        else:
            to_taker = _void_bits(rest, trump, 1)[0]
    _move(hands, partner, (partner + 1) % 4, [left])
    _move(hands, partner, taker, [to_taker])
    _move(hands, partner, (partner + 3) % 4, [right])


def _to_partner(hand: int, trump: int, misere: bool, master: bool) -> list[int]:
    """Four cards a hand passes to its partner: the master keeps its trumps and makes voids,
    the other sends its trumps over."""
    if misere:
        return _dangerous(hand, 4)
    if master or trump < 0:
        return _void_bits(hand, trump, 4)
    trumps = _bits(hand & SUIT_MASKS[trump])[::-1][:4]
    return trumps + _void_bits(hand & ~mask_of_bits(trumps), trump, 4 - len(trumps))


def _move(hands: list[int], giver: int, receiver: int, bits: Sequence[int]) -> None:
    moved = mask_of_bits(bits)
    hands[giver] &= ~moved
    hands[receiver] |= moved


def mask_of_bits(bits: Sequence[int]) -> int:
    mask = 0
    for bit in bits:
        mask |= 1 << bit
    return mask


def _length(hand: int, suit: int) -> int:
    return (hand & SUIT_MASKS[suit]).bit_count()


def _bits(mask: int) -> list[int]:
    """The bits of ``mask``, lowest first."""
    bits = []
    while mask:
        low = mask & -mask
        bits.append(low.bit_length() - 1)
        mask ^= low
    return bits


def _void_bits(hand: int, keep: int, count: int) -> list[int]:
    """``count`` cards emptying the shortest suits other than ``keep`` (suits with an ace
    last), lowest first within a suit; then the lowest cards left."""
    suits = sorted(
        (s for s in range(4) if s != keep and hand & SUIT_MASKS[s]),
        key=lambda s: (hand >> (13 * s + _ACE) & 1, _length(hand, s)),
    )
    chosen: list[int] = []
    for suit in suits:
        chosen.extend(_bits(hand & SUIT_MASKS[suit]))
    chosen = chosen[:count]
    if len(chosen) < count:
        rest = sorted(_bits(hand & ~mask_of_bits(chosen)), key=lambda b: b % 13)
        chosen += rest[: count - len(chosen)]
    return chosen


def _dangerous(hand: int, count: int) -> list[int]:
    """The ``count`` cards most likely to take tricks in misère: high first, short suits
    first among equals."""
    return sorted(_bits(hand), key=lambda b: (-(b % 13), _length(hand, b // 13)))[:count]
