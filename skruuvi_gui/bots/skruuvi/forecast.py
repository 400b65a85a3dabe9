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

An exact forecast (the expert's, where the DDS library loads: ``card_tricks.FAST``) also
asks each guessed deal whether the side makes the lowest contract's tricks double dummy, and
moves a play-out that says otherwise to that line: rule-of-thumb play misjudges which strain
a side can make, double dummy is what strong declarers and defenders reach. Without the
library the forecast stays the play-outs' (the same guesses, so seeded games still repeat).
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from skruuvi_gui.bots.skruuvi.card_tricks import FAST, makes
from skruuvi_gui.bots.skruuvi.masks import SUIT_OF, mask_of
from skruuvi_gui.bots.skruuvi.reading import SeatReading, read_first_bidding
from skruuvi_gui.bots.skruuvi.sampling import sample_before_exchange, sample_hands
from skruuvi_gui.bots.skruuvi.searches import exchange, partner_gives, play_out
from skruuvi_gui.bots.skruuvi.showing import Shown, shown
from skruuvi_gui.cards import Card, Rank
from skruuvi_gui.rules.api import Seat
from skruuvi_gui.rules.skruuvi import (
    FIRST_BIDDING,
    KOTKA,
    TAKER_EXCHANGE,
    TRADITIONAL,
    Bid,
    SkruuviObservation,
    Strain,
    final_minimum,
    score_contract,
)

#: Guessed deals per forecast, before the exchange and after it.
DEALS_BEFORE_EXCHANGE = 16
DEALS_AFTER_EXCHANGE = 24
#: A wide forecast (the expert's) guesses this many times as many deals: measured in
#: duplicate to bid, exchange and knock better (benchmarks/README.md).
WIDE_TIMES = 2


#: Tricks the play-outs give the taking side beyond what it takes in play: rule-of-thumb
#: defenders who see no signals and make no exchange defend worse than the table does.
#: Measured over declared contracts (forecast tricks less tricks taken); larger before the
#: exchange, whose guess of both hands' best exchange is the rosier.
ALLOWANCE_BEFORE_EXCHANGE = 0.5
ALLOWANCE_AFTER_EXCHANGE = 0.5
#: An exact forecast's allowance: the expert's declarers and defenders take about the
#: double-dummy tricks (benchmarks/README.md, ``skruuvi_card_play``).
ALLOWANCE_EXACT = 0.0
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
    keeps what each guessed deal shows when play starts (``showing.Shown``)."""

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
        # Named only when shown: the texts (which seed the guesses) stay as they were.
        *([sorted(suit.value for suit in reading.aces_or_kings)] if reading.aces_or_kings else []),
    )


_CACHE: dict[tuple[str, Seat, tuple[Strain, ...], int, int | None], Forecast] = {}
#: Forecasts remembered: enough for the seats of a few deals.
CACHE_SIZE = 256


def forecast(
    observation: SkruuviObservation,
    taker: Seat,
    strains: Sequence[Strain] = tuple(Strain),
    *,
    wide: bool = False,
    exact: bool = False,
) -> Forecast:
    """The forecast for ``taker``'s side when ``taker`` takes the deal (in the first bidding)
    or declares (after it), from what ``observation``'s seat knows; ``wide`` over
    ``WIDE_TIMES`` as many guessed deals; ``exact``: each deal's verdict at the lowest
    contract level double dummy, where the library loads."""
    before = before_exchange(observation)
    count = DEALS_BEFORE_EXCHANGE if before else DEALS_AFTER_EXCHANGE
    if wide:
        count *= WIDE_TIMES
    line = lowest_promise(observation) if exact and FAST else None
    knowledge = _knowledge(observation)
    key = (knowledge, taker, tuple(strains), count, line)
    cached = _CACHE.get(key)
    if cached is None:
        rng = random.Random(knowledge)
        cached = _guess(observation, taker, tuple(strains), count, rng, line)
        if len(_CACHE) >= CACHE_SIZE:
            _CACHE.clear()
        _CACHE[key] = cached
    return cached


def lowest_promise(observation: SkruuviObservation) -> int:
    """The tricks a contract at the lowest level still open promises: the deal's lowest
    contract level, or the standing bid's when higher."""
    level = final_minimum(kotka=observation.kind == KOTKA, scoring=observation.options.scoring)
    if observation.standing is not None:
        level = max(level, observation.standing.level)
    return 6 + level


#: Guesses tried for a deal that gives each seat the aces or kings it showed over the
#: opponents' bid (``sampling`` deals the shown aces and kings, not these); the last is
#: kept when none does.
HONOUR_TRIES = 12


def _honours_shown(observation: SkruuviObservation) -> dict[Seat, list[frozenset[Card]]]:
    """Per other seat, for each suit it showed the ace or king of, those of the two that are
    neither in this seat's hand nor among the centre cards seen. A suit asks nothing when that
    seat passed this one its ace or king, or when both are seen."""
    seen = set(observation.hand) | set(observation.centre)
    wanted: dict[Seat, list[frozenset[Card]]] = {}
    for other, reading in read_first_bidding(observation).items():
        if other == observation.seat:
            continue
        passed = {
            card
            for transfer in observation.received
            if transfer.from_seat == other
            for card in transfer.cards
        }
        for suit in reading.aces_or_kings:
            pair = frozenset((Card(Rank.ACE, suit), Card(Rank.KING, suit)))
            if pair & passed or not pair - seen:
                continue
            wanted.setdefault(other, []).append(pair - seen)
    return wanted


def _holds_shown(
    others: Mapping[Seat, Sequence[Card]], honours: Mapping[Seat, list[frozenset[Card]]]
) -> bool:
    """Whether every seat's guessed hand holds one of each shown ace-or-king pair."""
    return all(
        all(pair & set(others[seat]) for pair in pairs)
        for seat, pairs in honours.items()
        if seat in others
    )


def guess_cards(
    observation: SkruuviObservation,
    rng: random.Random,
    honours: Mapping[Seat, list[frozenset[Card]]] | None = None,
) -> tuple[dict[Seat, list[Card]], list[Card]]:
    """One guessed deal of the cards this seat cannot see, fitting the bidding: the other
    seats' hands and, before the taker's exchange, the centre cards (else none). Each seat
    holds the ace or king it showed over the opponents' bid (``honours``: as
    ``_honours_shown`` finds them) unless ``HONOUR_TRIES`` guesses find no such deal."""
    if honours is None:
        honours = _honours_shown(observation)
    before = before_exchange(observation)
    centre: list[Card] = []
    for _ in range(HONOUR_TRIES):
        if before:
            others, centre = sample_before_exchange(observation, rng)
        else:
            others = sample_hands(observation, rng)
        if _holds_shown(others, honours):
            break
    return others, centre


def _guess(
    observation: SkruuviObservation,
    taker: Seat,
    strains: tuple[Strain, ...],
    count: int,
    rng: random.Random,
    line: int | None = None,
) -> Forecast:
    """``count`` guessed deals played out in each strain; ``line``: the tricks promised at
    the lowest level, each play-out of a trump or grandi strain moved to double dummy's side
    of it."""
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
    honours = _honours_shown(observation)
    for _ in range(count):
        hands = [0, 0, 0, 0]
        others, centre_cards = guess_cards(observation, rng, honours)
        centre = mask_of(centre_cards)
        for other, cards in others.items():
            hands[position[other]] = mask_of(cards)
        hands[position[seat]] = own
        for strain in strains:
            dealt = hands[:]
            trump = -1 if strain.trump is None else SUIT_OF[strain.trump]
            misere = strain is Strain.MISERE
            if before:
                exchange(dealt, taking, trump, misere, centre, kotka=kotka)
            elif pending:
                master = _taker_kept_trumps(observation, strain)
                partner_gives(dealt, taking, trump, misere, master, kotka=kotka)
            aces: list[tuple[int, int]] | None = [] if traditional and misere else None
            tricks = play_out(dealt, (taking + 1) % 4, trump, misere, taking % 2, aces)
            if line is not None and not misere:
                tricks = _to_verdict(
                    tricks, line, makes(dealt, trump, (taking + 1) % 4, taking % 2, line)
                )
            results[strain].append(tricks)
            if traditional:
                showings[strain].append(shown(dealt, taking, strain, aces or ()))
    return Forecast(
        {strain: tuple(counts) for strain, counts in results.items()},
        observation.options.scoring,
        ALLOWANCE_EXACT
        if line is not None
        else ALLOWANCE_BEFORE_EXCHANGE
        if before
        else ALLOWANCE_AFTER_EXCHANGE,
        MISERE_ALLOWANCE,
        {strain: tuple(showing) for strain, showing in showings.items() if showing},
    )


def _to_verdict(tricks: int, line: int, made: bool | None) -> int:
    """A play-out's ``tricks`` moved to the side of ``line`` that double dummy found (made
    or not; None: no verdict), its over- or undertricks kept where it agrees."""
    if made is None:
        return tricks
    if made:
        return max(tricks, line)
    return min(tricks, line - 1)
