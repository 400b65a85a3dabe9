"""The Skruuvi computer player: one class, its judgement set by the level.

=======  ==============================  ==========================  =====================
level    bidding                         exchanges and knocks        play
=======  ==============================  ==========================  =====================
easy     the standard bids (the first    as the book advises; never  rules of thumb, now
         that fits), the contract        knocks                      and then a careless
         reckoned                                                    card
normal   the standard bids, the choice   as the book advises;        rules of thumb
         among them, competing and the   knocks judged from
         contract judged from forecasts  forecasts
expert   as normal, the forecasts over   as normal, the forecasts    guessed deals
         twice the guessed deals, each   wide and exact as in        searched open, double
         judged double dummy at the      bidding; knocks wide        dummy from the first
         lowest level where the                                      trick where the
         compiled library answers                                    compiled library
                                                                     answers
=======  ==============================  ==========================  =====================

``club`` (a benchmark level, not offered) is the expert held to ``expert.CLUB_PLAN``, rules
of thumb then exact search even beside the library, and to the reference bidding
(``bidding.first_call``) judged from the play-outs alone: the reference the expert is
measured against in duplicate.
"""

from __future__ import annotations

import random

from skruuvi_gui.bots.reasons import Advice, Reason, only_move
from skruuvi_gui.bots.skruuvi.bidding import final_call, first_call
from skruuvi_gui.bots.skruuvi.exchange import choose_give
from skruuvi_gui.bots.skruuvi.expert import expert_card, plan_for
from skruuvi_gui.bots.skruuvi.knocks import judge_knock
from skruuvi_gui.bots.skruuvi.masks import ALL_CARDS, BIT_OF, CARD_AT, SUIT_OF, mask_of
from skruuvi_gui.bots.skruuvi.searches import choose_bit
from skruuvi_gui.cards import Card, Suit
from skruuvi_gui.rules.api import Action, Observation
from skruuvi_gui.rules.skruuvi import (
    DEFENDERS_EXCHANGE,
    FINAL_BIDDING,
    FIRST_BIDDING,
    KNOCKS,
    PASS_MISERE_EXCHANGE,
    PLAY,
    TAKER_EXCHANGE,
    Bid,
    Knock,
    MakeBid,
    Pass,
    Play,
    Reknock,
    SkruuviObservation,
)

SKRUUVI_LEVELS: tuple[str, ...] = ("easy", "normal", "expert")
#: Levels for benchmarks only: ``club`` is the expert held to its reference search plan.
SKRUUVI_BENCHMARK_LEVELS: tuple[str, ...] = ("club",)
#: How often the easy level plays a card without thinking.
CARELESS = 0.25
_EXCHANGES = (TAKER_EXCHANGE, DEFENDERS_EXCHANGE, PASS_MISERE_EXCHANGE)


class SkruuviBot:
    """A Skruuvi player at one of ``SKRUUVI_LEVELS``, deciding from its observation alone."""

    def __init__(self, level: str, rng: random.Random) -> None:
        if level not in SKRUUVI_LEVELS + SKRUUVI_BENCHMARK_LEVELS:
            raise ValueError(f"unknown skruuvi level {level!r}")
        self.level = level
        self._rng = rng
        # The experts forecast over more guessed deals: measured to call, exchange and
        # knock better in duplicate, in the time the plain forecasts took (benchmarks/README.md).
        self._wide = level in ("expert", "club")
        # The expert judges strains double dummy at the lowest level where the library
        # loads; ``club`` keeps the play-outs' judgement.
        self._exact = level == "expert"

    def choose(self, observation: Observation) -> Action:
        return self.explain(observation).action

    def explain(self, observation: Observation) -> Advice:
        """The move ``choose`` makes, with what the bot weighed to make it."""
        if not isinstance(observation, SkruuviObservation) or observation.seat is None:
            raise TypeError("a skruuvi bot needs a skruuvi seat's observation")
        legal = observation.legal
        if (only := only_move(legal)) is not None:
            return only
        phase = observation.phase
        judged = self.level != "easy"
        if phase == PLAY:
            card, reason = self._card(observation)
            return Advice(Play(card), reason)
        if phase == FIRST_BIDDING:
            return _call(*first_call(observation, **self._bidding(judged)))
        if phase == FINAL_BIDDING:
            return _call(*final_call(observation, **self._bidding(judged)))
        if phase in _EXCHANGES:
            return choose_give(observation, wide=self._wide, exact=self._exact)
        if phase == KNOCKS:
            if not judged:
                return Advice(Pass())
            knocks, reason = judge_knock(observation, wide=self._wide)
            if not knocks:
                return Advice(Pass(), reason)
            return Advice(Knock() if observation.knocks == 0 else Reknock(), reason)
        return Advice(self._rng.choice(legal))

    def _bidding(self, judged: bool) -> dict[str, bool]:
        """How this level bids: ``club`` keeps the reference bidding."""
        return {
            "judged": judged,
            "wide": self._wide,
            "exact": self._exact,
            "reference": self.level == "club",
        }

    def _card(self, observation: SkruuviObservation) -> tuple[Card, Reason | None]:
        if self.level in ("expert", "club"):
            first_lead = not observation.trick and not observation.tricks
            lead = opening_lead(observation) if first_lead else None
            if lead is not None:
                return lead
            return expert_card(observation, self._rng, plan_for(self.level))
        if self.level == "easy" and self._rng.random() < CARELESS:
            action = self._rng.choice(observation.legal)
            assert isinstance(action, Play)
            return action.card, None
        return rule_of_thumb_card(observation), None


def _call(bid: Bid | None, reason: Reason) -> Advice:
    return Advice(Pass() if bid is None else MakeBid(bid), reason)


def rule_of_thumb_card(observation: SkruuviObservation) -> Card:
    """The ``cardplay`` choice for this seat, with the book's opening leads."""
    seat = observation.seat
    assert seat is not None
    position = observation.order.index(seat)
    order = observation.order
    trick = [(order.index(s), BIT_OF[card.index]) for s, card in observation.trick]
    played = mask_of(card for t in observation.tricks for _, card in t.plays)
    played |= mask_of(card for _, card in observation.trick)
    hand = mask_of(observation.hand)
    trump = observation.trump
    misere = observation.pass_misere or (
        observation.contract is not None and observation.contract.is_misere
    )
    if not observation.trick and not observation.tricks:
        lead = opening_lead(observation)
        if lead is not None:
            return lead[0]
    bit = choose_bit(
        hand,
        trick,
        position,
        -1 if trump is None else SUIT_OF[trump],
        ALL_CARDS & ~played,
        misere=misere,
    )
    return CARD_AT[bit]


def opening_lead(observation: SkruuviObservation) -> tuple[Card, Reason] | None:
    """The book's first lead and the advice it follows: in trumps or grandi the suit partner
    passed over (not trumps); in pass-misère the suit received in the exchange, or this
    hand's shortest suit when the suit received holds its ace; against a painted misère the
    suit with the deuce, else the suit with the smallest cards (the misère side must play
    over them)."""
    seat = observation.seat
    assert seat is not None
    partner = observation.partner_of(seat)
    received = [
        card
        for transfer in observation.received
        if transfer.from_seat == partner
        for card in transfer.cards
    ]
    hand = observation.hand
    if observation.pass_misere:
        for card in received:
            suit = [c for c in hand if c.suit is card.suit]
            if not suit:
                continue
            kind = "lead_received"
            if any(c.rank.value == 1 for c in suit):
                suit = min(
                    ([c for c in hand if c.suit is s] for s in {c.suit for c in hand}), key=len
                )
                kind = "lead_shortest"
            lead = min(suit, key=lambda c: BIT_OF[c.index])
            return lead, Reason(kind, cards=(card,), suits=(lead.suit,))
        return None
    contract = observation.contract
    if contract is None:
        return None
    if contract.is_misere:
        return _small_card_lead(observation) if observation.declarer is not None else None
    for card in received:
        if card.suit is observation.trump:
            continue
        suit = [c for c in hand if c.suit is card.suit]
        if suit:
            lead = min(suit, key=lambda c: BIT_OF[c.index])
            return lead, Reason("lead_partner_suit", cards=(card,), suits=(card.suit,))
    return None


def _small_card_lead(observation: SkruuviObservation) -> tuple[Card, Reason] | None:
    """A defender's lead against a painted misère: the lowest card of the suit holding the
    deuce, else of the suit whose lowest card is smallest; ``None`` for the misère side (its
    play is searched)."""
    seat = observation.seat
    declarer = observation.declarer
    assert seat is not None and declarer is not None
    if seat in (declarer, observation.partner_of(declarer)):
        return None
    hand = observation.hand
    lowest: dict[Suit, Card] = {}
    for card in hand:
        if card.suit not in lowest or BIT_OF[card.index] < BIT_OF[lowest[card.suit].index]:
            lowest[card.suit] = card
    if not lowest:
        return None
    # Among suits as small, the longer: it has more small cards to lead again.
    lead = min(
        lowest.values(),
        key=lambda card: (BIT_OF[card.index] % 13, -sum(c.suit is card.suit for c in hand)),
    )
    return lead, Reason("lead_small_card", suits=(lead.suit,))
