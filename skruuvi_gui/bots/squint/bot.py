"""The Squint computer player: one class, its judgement set by the level.

=======  ==========================  ===========================  ======================
level    bid card                    squint phase                 card play
=======  ==========================  ===========================  ======================
easy     eager: bids a contract on   always takes the squint      the trick heuristic,
         a hunch                                                  now and then any card
normal   a contract only when worth  hand or squint by expected   the trick heuristic
         a margin over the wish      points
expert   as normal, more samples,    play-outs of guessed deals   play-outs of guessed
         wary of strong defenders    (and the 4-1 choice too)     deals
=======  ==========================  ===========================  ======================

Every level keeps and throws cards by what its contract needs (see ``exchange``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from skruuvi_gui.bots.reasons import Advice, Reason, only_move
from skruuvi_gui.bots.squint import foresight
from skruuvi_gui.bots.squint.bidding import TRUSTING, Caution, choose_4_1, choose_bid
from skruuvi_gui.bots.squint.exchange import (
    duo_plays_hand,
    keep_from_squint,
    plays_hand,
    throw,
)
from skruuvi_gui.bots.squint.search import search_card
from skruuvi_gui.bots.squint.seen import play_view, squint_candidates
from skruuvi_gui.bots.squint.stakes import Stakes
from skruuvi_gui.bots.squint.strength import hand_value
from skruuvi_gui.bots.squint.tricks import choose_card
from skruuvi_gui.cards import FULL_DECK, Card, Suit
from skruuvi_gui.rules.api import Action, Observation
from skruuvi_gui.rules.squint.model import (
    ACCEPT_HAND,
    ANSWER,
    BID,
    CHOOSE_4_1,
    DECLARE,
    DISCARD,
    DISCARD_FACE_UP,
    KEEP,
    MISERE,
    NEMO,
    PASS,
    PLAY_HAND,
    PROPOSE,
    PROPOSE_HAND,
    TAKE_SQUINT,
    Bid,
    ChooseNemo,
    ChooseSolo,
    Contract,
    Declare,
    Discard,
    DiscardFaceUp,
    Keep,
    Pass,
    Play,
    SquintObservation,
)

SQUINT_LEVELS: tuple[str, ...] = ("easy", "normal", "expert")


@dataclass(frozen=True, slots=True)
class Judgement:
    """``margin``: points a contract must promise over a plain wish to be bid; ``samples``:
    guessed squints per estimate; ``blunders``: the share of cards played at random;
    ``takes_squint``: never plays hand; ``searches``: plays out guessed deals to choose its
    cards; ``foresees``: and to choose between hand play and the squint, Nemo and a Solo,
    and the squint card a Duo keeps; ``caution``: what it allows for the defenders when
    bidding."""

    margin: float
    samples: int
    blunders: float = 0.0
    takes_squint: bool = False
    searches: bool = False
    foresees: bool = False
    caution: Caution = TRUSTING


#: Expert defenders catch a Misère bid below this chance two times in three (measured:
#: made 32 % against experts, 55 % against normal bots), and beat solos more often.
WARY = Caution(misere_floor=0.25, defence=0.5)

JUDGEMENTS = {
    "easy": Judgement(margin=-8.0, samples=2, blunders=0.25, takes_squint=True),
    "normal": Judgement(margin=4.0, samples=8),
    "expert": Judgement(margin=4.0, samples=16, searches=True, foresees=True, caution=WARY),
}

_CARD_SETS: dict[str, type[Discard | Pass | DiscardFaceUp]] = {
    DISCARD: Discard,
    PASS: Pass,
    DISCARD_FACE_UP: DiscardFaceUp,
}


class SquintBot:
    """A Squint player at one of ``SQUINT_LEVELS``, deciding from its observation alone."""

    def __init__(self, level: str, rng: random.Random) -> None:
        if level not in JUDGEMENTS:
            raise ValueError(f"unknown squint level {level!r}")
        self.level = level
        self._judgement = JUDGEMENTS[level]
        self._rng = rng

    def choose(self, observation: Observation) -> Action:
        return self.explain(observation).action

    def explain(self, observation: Observation) -> Advice:
        """The move ``choose`` makes, with what the bot weighed to make it."""
        if not isinstance(observation, SquintObservation) or observation.seat is None:
            raise TypeError("a squint bot needs a squint seat's observation")
        legal = observation.legal
        if (only := only_move(legal)) is not None:
            return only
        if observation.phase == BID:
            return self._bid(observation)
        if observation.phase == CHOOSE_4_1:
            return self._choose_4_1(observation)
        if isinstance(legal[0], Play):
            card, reason = self._play(observation)
            return Advice(Play(card), reason)
        return self._squint(observation)

    # --- the bid -----------------------------------------------------------------------

    def _bid(self, observation: SquintObservation) -> Advice:
        hand = observation.hand
        others = [card for card in FULL_DECK if card not in hand]
        judgement = self._judgement
        card, reason = choose_bid(
            hand,
            others,
            self._rng,
            margin=judgement.margin,
            samples=judgement.samples,
            caution=judgement.caution,
        )
        return Advice(Bid(card), reason)

    def _choose_4_1(self, observation: SquintObservation) -> Advice:
        trumps = [a.trump for a in observation.legal if isinstance(a, ChooseSolo)]
        judgement = self._judgement
        if judgement.foresees:
            chosen, reason = foresight.four_one_choice(observation, trumps, self._rng)
            return Advice(ChooseNemo() if chosen is None else ChooseSolo(chosen), reason)
        suit = choose_4_1(
            observation.hand,
            trumps,
            squint_candidates(observation),
            self._rng,
            margin=judgement.margin,
            samples=judgement.samples,
        )
        return Advice(ChooseNemo() if suit is None else ChooseSolo(suit))

    # --- the squint --------------------------------------------------------------------

    def _squint(self, observation: SquintObservation) -> Advice:
        step = observation.step
        assert step is not None
        # Only contractors act in the squint phase (in Nemo, all five are).
        mine = _contract_of(observation)
        assert mine is not None
        kind = mine.kind
        suit = _suit_of(observation)
        hand = observation.hand
        if step.task in (DECLARE, PROPOSE, ANSWER):
            what, reason = self._declaration(observation, step.task, kind, suit)
            return Advice(Declare(what), reason)
        if step.task == KEEP:
            if self._judgement.foresees:
                card, kept = foresight.keep_card(observation, self._rng)
                return Advice(Keep(card), kept)
            assert suit is not None
            return Advice(Keep(keep_from_squint(hand, observation.squint_seen, suit)))
        if step.task == PASS and kind != NEMO:
            cards = throw(hand, step.count, kind, suit, high_first=_next_is_misere(observation))
        else:
            cards = throw(hand, step.count, kind, suit)
        rest = [card for card in hand if card not in cards]
        reason = Reason("throw", kind, cards, figure=hand_value(kind, rest, suit))
        return Advice(_CARD_SETS[step.task](cards), reason)

    def _declaration(
        self, observation: SquintObservation, task: str, kind: str, suit: Suit | None
    ) -> tuple[str, Reason | None]:
        if self._judgement.takes_squint:
            return TAKE_SQUINT, None
        if task == DECLARE:
            by_hand, reason = self._plays_hand(observation, kind, suit)
            return (PLAY_HAND if by_hand else TAKE_SQUINT), reason
        proposed = task == ANSWER
        by_hand, reason = self._duo_plays_hand(observation, suit, proposed=proposed)
        if not by_hand:
            return TAKE_SQUINT, reason
        return (ACCEPT_HAND if proposed else PROPOSE_HAND), reason

    def _plays_hand(
        self, observation: SquintObservation, kind: str, suit: Suit | None
    ) -> tuple[bool, Reason | None]:
        judgement = self._judgement
        if judgement.foresees:
            return foresight.plays_hand(observation, self._rng)
        squint_first = all(said != TAKE_SQUINT for _, said in observation.declarations)
        by_hand = plays_hand(
            kind,
            observation.hand,
            suit,
            squint_candidates(observation),
            self._rng,
            judgement.samples,
            squint_first=squint_first,
        )
        return by_hand, None

    def _duo_plays_hand(
        self, observation: SquintObservation, suit: Suit | None, *, proposed: bool
    ) -> tuple[bool, Reason | None]:
        judgement = self._judgement
        if judgement.foresees:
            return foresight.duo_plays_hand(observation, self._rng, proposed=proposed)
        assert suit is not None
        by_hand = duo_plays_hand(
            observation.hand,
            suit,
            squint_candidates(observation),
            self._rng,
            judgement.samples,
            partner_proposed=proposed,
        )
        return by_hand, None

    # --- the play ----------------------------------------------------------------------

    def _play(self, observation: SquintObservation) -> tuple[Card, Reason | None]:
        stakes = Stakes(observation.contracts, observation.playing_hand)
        legal = [action.card for action in observation.legal if isinstance(action, Play)]
        judgement = self._judgement
        if judgement.blunders and self._rng.random() < judgement.blunders:
            return self._rng.choice(legal), None
        if judgement.searches:
            return search_card(observation, stakes, self._rng)
        return choose_card(play_view(observation, stakes), legal), None


def _contract_of(observation: SquintObservation) -> Contract | None:
    """The seat's own contract, if it has one."""
    return next((c for c in observation.contracts if observation.seat in c.seats), None)


def _suit_of(observation: SquintObservation) -> Suit | None:
    """The deal's trump, or Nemo's penalty suit."""
    return observation.trump or observation.penalty


def _next_is_misere(observation: SquintObservation) -> bool:
    """Whether the squint chain passes to a Misère player, who is better served by low
    cards: the seat passes its high ones."""
    step = observation.step
    assert step is not None
    return any(c.kind == MISERE and step.to in c.seats for c in observation.contracts)
