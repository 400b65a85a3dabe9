"""Playing to the score: the chance to win the game, for two players not in misère.

Near the end a point is not a point: a pone who needs 6 loses little by keeping a hand that
scores 6 for sure over one that averages 8, and a dealer the pone is about to count out must
gamble. So near the end the expert weighs its choices by the chance of winning the game
(``win_table``, from self-play), and by points elsewhere, where that chance moves with the
point difference alone.
"""

from __future__ import annotations

from skruuvi_gui.bots.cribbage.win_table import DEALER_WINS
from skruuvi_gui.rules.cribbage.model import CribbageObservation

#: Play to the score once either side needs this many points or fewer (the last street).
NEAR_END = 36

#: The table's reach: a game to 121 needs at most this many points.
MOST_NEEDED = len(DEALER_WINS)


def win_chance(my_need: int, their_need: int, dealing: bool) -> float:
    """The chance to win when this side needs ``my_need`` points, the other ``their_need``,
    and this side deals (``dealing``) or not the coming deal."""
    if my_need <= 0:
        return 1.0
    if their_need <= 0:
        return 0.0
    my_need = min(my_need, MOST_NEEDED)
    their_need = min(their_need, MOST_NEEDED)
    if dealing:
        return DEALER_WINS[my_need - 1][their_need - 1] / 10_000
    return 1 - DEALER_WINS[their_need - 1][my_need - 1] / 10_000


def needs(observation: CribbageObservation) -> tuple[int, int] | None:
    """What the seat and its opponent still need, when it plays to the score: two players,
    not misère, and either side within ``NEAR_END`` of the target; else ``None``."""
    options = observation.options
    me = observation.seat
    if options.num_players != 2 or options.misere or me is None:
        return None
    target = options.target_score
    mine, theirs = target - observation.scores[me], target - observation.scores[1 - me]
    if min(mine, theirs) > NEAR_END:
        return None
    return mine, theirs
