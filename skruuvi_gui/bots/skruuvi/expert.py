"""The expert's play: guessed deals searched with every hand open.

Trumps and grandi, where a compiled double-dummy library answers (``card_tricks.FAST``): from
the first trick, as GIB and BEN play bridge, each guessed deal (``sampling``) is asked every
legal card's double-dummy tricks, and the card with the best average contract score wins;
among cards as good, the one that reaches the side's goal (the contract made, or defeated)
in more deals, then the one taking more tricks.

Misère, and trumps and grandi without the library (the pure search is too slow for whole
hands): every card worth trying is played in each guessed deal and the rest of the deal is
valued near the end exactly — the double-dummy search for trumps and grandi, the misère
search for misère — and earlier by playing on with the rules of thumb of ``cardplay`` until
the hands are short enough to search exactly the rest. A card's worth is the score it leads
to, averaged over the same deals. How many deals are guessed depends on the work the
searches have done (counted in their nodes, so a seeded bot plays the same card on any
machine): easy positions get many, hard ones at least a few.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, replace

from skruuvi_gui.bots.reasons import Reason
from skruuvi_gui.bots.skruuvi import card_tricks
from skruuvi_gui.bots.skruuvi.masks import ALL_CARDS, BIT_OF, CARD_AT, SUIT_OF, mask_of
from skruuvi_gui.bots.skruuvi.sampling import sample_hands
from skruuvi_gui.bots.skruuvi.searches import (
    DoubleDummy,
    MisereSearch,
    choose_bit,
    representatives,
    winning_play,
)
from skruuvi_gui.cards import Card
from skruuvi_gui.rules.skruuvi import Bid, Play, SkruuviObservation, multiplier, score_contract


@dataclass(frozen=True, slots=True)
class SearchPlan:
    """How the expert values a card: exactly once the deciding hand holds at most
    ``exact_cards`` (the double-dummy search; misère ``exact_misere_cards``, its search being
    slower), earlier by playing on by rule of thumb until the hands hold ``finish_cards``
    (``finish_misere_cards``) and searching the rest. Guessed deals: at least
    ``fewest_worlds``, more while the searches have visited fewer than ``node_budget``
    positions, up to ``exact_worlds`` when everything is searched and ``rollout_worlds`` when
    the start is played by rule of thumb. With a compiled double-dummy library, trumps and
    grandi are weighed from the first trick over ``double_dummy_worlds`` guessed deals (none:
    never)."""

    exact_cards: int
    exact_misere_cards: int
    finish_cards: int
    finish_misere_cards: int
    fewest_worlds: int = 6
    node_budget: int = 20000
    exact_worlds: int = 24
    rollout_worlds: int = 24
    double_dummy_worlds: int = 0


#: The reference plan, played by the benchmark level ``club`` (not offered): rules of thumb
#: then exact search, whatever solver is at hand. A plan given to the expert in the
#: benchmarks (``--plan``) is measured against it in duplicate.
CLUB_PLAN = SearchPlan(exact_cards=7, exact_misere_cards=5, finish_cards=6, finish_misere_cards=4)
#: The expert's plan: the reference plan, and trumps and grandi weighed double dummy from the
#: first trick when the compiled library answers (benchmarks/README.md).
EXPERT_PLAN = replace(CLUB_PLAN, double_dummy_worlds=24)


def plan_for(level: str) -> SearchPlan:
    """The plan of an expert ``level``, read when asked so that a benchmark may set another."""
    return CLUB_PLAN if level == "club" else EXPERT_PLAN


Trick = list[tuple[int, int]]


class Objective:
    """How the rest of a deal is scored for the deciding seat.

    Trumps and grandi: the contract's score for the declaring side (negated for the
    defenders). Misère (painted or passed): the ``MisereSearch`` costs for the misère side.
    """

    def __init__(self, observation: SkruuviObservation) -> None:
        seat = observation.seat
        assert seat is not None
        position = {s: i for i, s in enumerate(observation.order)}
        self.position = position
        self.me = position[seat]
        won = [0, 0]
        for s, count in enumerate(observation.tricks_won):
            if s in position:
                won[position[s] % 2] += count
        self.won = won
        variant = observation.options.scoring
        self.variant = variant
        self.knocks = observation.knocks
        contract = observation.contract
        self.contract: Bid | None = contract
        trump = observation.trump
        self.trump = -1 if trump is None else SUIT_OF[trump]
        if contract is None:
            self.misere = True
            self.side = self.me % 2
            self.costs: tuple[int, ...] = (2 * multiplier(self.knocks, variant=variant),)
            self.need = 13
        else:
            assert observation.declarer is not None
            self.side = position[observation.declarer] % 2
            self.misere = contract.is_misere
            scores = [self._score(t) for t in range(14)]
            #: The tricks after which more score nothing (no overtricks in the modern and
            #: 2016 scoring): the searches stop there.
            self.need = max((k + 1 for k in range(13) if scores[k + 1] != scores[k]), default=0)
            self.costs = tuple(scores[k] - scores[k + 1] for k in range(13))

    def _score(self, tricks: int) -> int:
        assert self.contract is not None
        return score_contract(self.contract, tricks, variant=self.variant, knocks=self.knocks)

    def sign(self) -> int:
        return 1 if self.me % 2 == self.side else -1

    def engine(self) -> DoubleDummy | MisereSearch:
        if self.misere:
            return MisereSearch(self.side, self.costs)
        return DoubleDummy(self.trump)

    def exact(
        self, engine: DoubleDummy | MisereSearch, hands: list[int], turn: int, trick: Trick
    ) -> float:
        taken = self.won[self.side]
        if isinstance(engine, MisereSearch):
            return self.sign() * engine.value(hands, turn, trick, taken)
        future = engine.tricks(hands, turn, trick, side=self.side, most=max(0, self.need - taken))
        return self.sign() * self._score(taken + future)

    def rollout(
        self,
        engine: DoubleDummy | MisereSearch,
        finish: int,
        hands: list[int],
        turn: int,
        trick: Trick,
    ) -> float:
        """Play on by rule of thumb until the leader holds ``finish`` cards, then search the
        rest exactly with ``engine``; score it."""
        hands = hands[:]
        trick = trick[:]
        won = self.won[:]
        outstanding = hands[0] | hands[1] | hands[2] | hands[3]
        for _, bit in trick:
            outstanding |= 1 << bit
        value = 0
        taken = won[self.side]
        while True:
            if len(trick) == 4:
                winner = winning_play(trick, self.trump)[0]
                for _, played in trick:
                    outstanding &= ~(1 << played)
                if self.misere:
                    number = 13 - hands[winner].bit_count()
                    aces = sum(1 for _, played in trick if played % 13 == 12)
                    if winner % 2 == self.side:
                        value -= self.costs[min(taken, len(self.costs) - 1)] + aces * number
                        taken += 1
                    else:
                        value += aces * number
                won[winner % 2] += 1
                trick = []
                turn = winner
            if not trick and hands[turn].bit_count() <= finish:
                break
            bit = choose_bit(hands[turn], trick, turn, self.trump, outstanding, misere=self.misere)
            hands[turn] ^= 1 << bit
            trick.append((turn, bit))
            turn = (turn + 1) % 4
        if isinstance(engine, MisereSearch):
            return self.sign() * (value + engine.value(hands, turn, (), taken))
        future = engine.tricks(hands, turn, side=self.side, most=max(0, self.need - won[self.side]))
        return self.sign() * self._score(won[self.side] + future)


def _after(hands: list[int], turn: int, trick: Trick, bit: int) -> tuple[list[int], int, Trick]:
    """The position once ``turn`` plays ``bit``; a trick it completes stays on the table
    for the searches to settle."""
    hands = hands[:]
    hands[turn] ^= 1 << bit
    return hands, (turn + 1) % 4, [*trick, (turn, bit)]


def expert_card(
    observation: SkruuviObservation, rng: random.Random, plan: SearchPlan | None = None
) -> tuple[Card, Reason]:
    """The card with the best average score over guessed deals (by ``EXPERT_PLAN`` unless
    another plan is given), and its average beside the next best card's."""
    plan = plan or EXPERT_PLAN
    legal = [action.card for action in observation.legal if isinstance(action, Play)]
    # The cards of the trick in progress lie between the cards in hand: a king and a jack
    # are not equal over a queen on the table.
    gone = mask_of(card for trick in observation.tricks for _, card in trick.plays)
    candidates = representatives(mask_of(legal), ALL_CARDS & ~gone)
    if len(candidates) == 1:
        return CARD_AT[candidates[0]], Reason("alike", cards=tuple(legal))
    objective = Objective(observation)
    if plan.double_dummy_worlds and card_tricks.FAST and not objective.misere:
        return _double_dummy_card(observation, rng, objective, candidates, plan)
    me = objective.me
    trick = _trick(observation, objective)
    misere = objective.misere
    exact = len(observation.hand) <= (plan.exact_misere_cards if misere else plan.exact_cards)
    finish = plan.finish_misere_cards if misere else plan.finish_cards
    totals = dict.fromkeys(candidates, 0.0)
    nodes = 0
    worlds = 0
    for world in range(plan.exact_worlds if exact else plan.rollout_worlds):
        if world >= plan.fewest_worlds and nodes >= plan.node_budget:
            break
        worlds += 1
        hands = _guessed_hands(observation, rng, objective)
        engine = objective.engine()
        for bit in candidates:
            after, turn, rest = _after(hands, me, trick, bit)
            if exact:
                totals[bit] += objective.exact(engine, after, turn, rest)
            else:
                totals[bit] += objective.rollout(engine, finish, after, turn, rest)
        nodes += engine.nodes
    ranked = sorted(candidates, key=lambda bit: (totals[bit], -(bit % 13)), reverse=True)
    return _expected(ranked, totals, worlds)


def _double_dummy_card(
    observation: SkruuviObservation,
    rng: random.Random,
    objective: Objective,
    candidates: list[int],
    plan: SearchPlan,
) -> tuple[Card, Reason]:
    """Trumps and grandi from any trick: each guessed deal asked every legal card's
    double-dummy tricks at once, the card with the best average contract score chosen; among
    cards scoring alike, the one reaching the side's goal in more deals, then the one taking
    more tricks (a margin against a wrong guess), then the lower card."""
    side = objective.side
    sign = objective.sign()
    taken = objective.won[side]
    assert objective.contract is not None
    promised = objective.contract.tricks_promised
    scores = [sign * objective._score(tricks) for tricks in range(14)]
    trick = _trick(observation, objective)
    totals = dict.fromkeys(candidates, 0)
    reached = dict.fromkeys(candidates, 0)
    margin = dict.fromkeys(candidates, 0)
    for _ in range(plan.double_dummy_worlds):
        hands = _guessed_hands(observation, rng, objective)
        worth = card_tricks.card_tricks(hands, objective.trump, objective.me, trick, side)
        for bit in candidates:
            tricks = taken + worth[bit]
            totals[bit] += scores[tricks]
            reached[bit] += (tricks >= promised) == (sign > 0)
            margin[bit] += sign * tricks
    ranked = sorted(
        candidates,
        key=lambda bit: (totals[bit], reached[bit], margin[bit], -(bit % 13)),
        reverse=True,
    )
    return _expected(ranked, totals, plan.double_dummy_worlds)


def _trick(observation: SkruuviObservation, objective: Objective) -> Trick:
    """The trick in progress by position."""
    return [(objective.position[seat], BIT_OF[card.index]) for seat, card in observation.trick]


def _guessed_hands(
    observation: SkruuviObservation, rng: random.Random, objective: Objective
) -> list[int]:
    """One guessed deal (``sampling``) by position, this seat's own hand as it is."""
    hands = [0, 0, 0, 0]
    for seat, cards in sample_hands(observation, rng).items():
        hands[objective.position[seat]] = mask_of(cards)
    hands[objective.me] = mask_of(observation.hand)
    return hands


def _expected(ranked: list[int], totals: Mapping[int, float], worlds: int) -> tuple[Card, Reason]:
    """The first of ``ranked``, with its average beside the next card's."""
    best, second = ranked[0], ranked[1]
    reason = Reason(
        "expected",
        value=totals[best] / worlds,
        other=Play(CARD_AT[second]),
        other_value=totals[second] / worlds,
        count=worlds,
    )
    return CARD_AT[best], reason
