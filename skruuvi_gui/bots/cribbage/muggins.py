"""Claims and muggins: what the cards being counted are truly worth, from the view alone.

In the show the hand being counted is the latest one turned up, in the fixed order of the
show (pone first, the dealer last, then the crib); in the play it is the last card of the
series.
"""

from __future__ import annotations

import random

from skruuvi_gui.rules.cribbage.model import CRIB, PLAY, CribbageObservation
from skruuvi_gui.rules.cribbage.scoring import play_points, score_hand

#: How often the easy level undercounts, and by at most how much.
EASY_SLIP_CHANCE = 0.25
EASY_SLIP_MAX = 2


def shown_value(observation: CribbageObservation) -> int:
    """The true value of the hand (or crib) being counted in the show."""
    seats = observation.options.num_players
    order = [(observation.dealer + step) % seats for step in range(1, seats + 1)]
    owner = [owner for owner in (*order, CRIB) if owner in observation.shown][-1]
    if observation.starter is None:
        raise ValueError("no hand is counted before the starter is turned")
    return score_hand(
        observation.shown[owner],
        observation.starter,
        crib=owner == CRIB,
        crib_four_card_flush=observation.options.crib_four_card_flush,
    )


def missed_points(observation: CribbageObservation) -> int:
    """How many points the pending claim left out; 0 when there is none."""
    if observation.pending_claim is None:
        return 0
    _, claimed = observation.pending_claim
    if observation.phase == PLAY:
        ranks = [card.rank for _, card in observation.series]
        true_value = play_points(ranks, observation.count)
    else:
        true_value = shown_value(observation)
    return true_value - claimed


def slipped(true_value: int, rng: random.Random) -> int:
    """The easy level's claim: now and then a point or two short."""
    if true_value and rng.random() < EASY_SLIP_CHANCE:
        return max(0, true_value - rng.randint(1, EASY_SLIP_MAX))
    return true_value
