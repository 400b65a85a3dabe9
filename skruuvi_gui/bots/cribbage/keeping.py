"""The expert's discard: the hand, the crib as the other player will feed it, and the play.

Far from the end a split is worth its points: the kept hand over every starter, plus (or, for
the pone, less) the crib its throw makes with the cards the other player is likely to throw
(``owner_crib_table``), plus what the kept four are worth in the play from this side of the
deal (``peg_table``). Near the end it is worth the chance of winning the game: for every
starter, the kept hand's exact count against the spread of the other side's show (the
dealer's moved by what the pone's throw brings its crib), in the order the deal scores (the
play, the pone's hand, the dealer's hand and crib), then the chance from the scores that
leaves (``winning``).

Three or four players and misère keep the ``club`` discard: those tables are for two
players who want points.
"""

from __future__ import annotations

from collections import Counter
from math import exp, floor
from typing import Literal

from skruuvi_gui.bots.cribbage.aim import Aim
from skruuvi_gui.bots.cribbage.discard import choose_throw, expected_hand, splits
from skruuvi_gui.bots.cribbage.owner_crib_table import DEALER, PONE
from skruuvi_gui.bots.cribbage.peg_table import AS_DEALER, AS_PONE
from skruuvi_gui.bots.cribbage.sampling import unseen_cards
from skruuvi_gui.bots.cribbage.win_table import DEALER_PEGS, DEALER_SHOW, PONE_PEGS, PONE_SHOW
from skruuvi_gui.bots.cribbage.winning import needs, win_chance
from skruuvi_gui.cards import Card
from skruuvi_gui.rules.cribbage.model import CribbageObservation
from skruuvi_gui.rules.cribbage.scoring import score_hand

#: How much of the open-handed play margin (``peg_table``) a keep is credited with: with
#: the cards hidden neither side finds the best play every time.
PEG_WEIGHT = 0.5

RANK_KEYS = "A23456789TJQK"

#: The average play margin over all keeps, from each side: a keep is credited its difference.
_MEAN_MARGIN = {
    True: sum(AS_DEALER.values()) / len(AS_DEALER),
    False: sum(AS_PONE.values()) / len(AS_PONE),
}

Split = tuple[tuple[Card, ...], tuple[Card, ...]]


def peg_margin(keep: tuple[Card, ...], dealing: bool) -> float:
    """The kept four's play margin over an average keep, from this side of the deal."""
    key = "".join(RANK_KEYS[rank - 1] for rank in sorted(card.rank for card in keep))
    table = AS_DEALER if dealing else AS_PONE
    return PEG_WEIGHT * (table[key] - _MEAN_MARGIN[dealing])


#: A keep credited this much more (less) than an average one in the play pegs well (is
#: risky): about a third of the dealer's keeps either way, an eighth of the pone's.
PEGGING_CLEAR = 0.25

PeggingOutlook = Literal["strong", "safe", "risky"]


def pegging_outlook(keep: tuple[Card, ...], dealing: bool) -> PeggingOutlook:
    """How the kept four fare in the play against an average keep, in a word."""
    margin = peg_margin(keep, dealing)
    if margin >= PEGGING_CLEAR:
        return "strong"
    if margin <= -PEGGING_CLEAR:
        return "risky"
    return "safe"


def owner_crib(throw: tuple[Card, ...], dealing: bool) -> float:
    """The crib's expected score with ``throw`` in it, the other player throwing as players
    do."""
    first, second = throw
    table = DEALER if dealing else PONE
    return table[first.suit is second.suit][first.rank - 1][second.rank - 1]


def expert_throw(observation: CribbageObservation, aim: Aim) -> tuple[Card, ...]:
    """The expert's throw: for points far from the end, for the game near it."""
    options = observation.options
    if options.num_players != 2 or options.misere or observation.seat is None:
        return choose_throw(observation, aim, "club")
    dealing = observation.dealer == observation.seat
    starters = unseen_cards(observation)
    wanted = needs(observation)

    def points(split: Split) -> float:
        keep, throw = split
        crib = owner_crib(throw, dealing)
        return (
            expected_hand(keep, starters) + (crib if dealing else -crib) + peg_margin(keep, dealing)
        )

    def chance(split: Split) -> tuple[float, float]:
        """The chance to a thousandth, points breaking ties where the score cares not."""
        assert wanted is not None
        return round(game_chance(split, starters, dealing, *wanted), 3), points(split)

    if wanted is None:
        _, throw = max(splits(observation.hand, 2), key=points)
    else:
        _, throw = max(splits(observation.hand, 2), key=chance)
    return throw


def game_chance(
    split: Split, starters: tuple[Card, ...], dealing: bool, my_need: int, their_need: int
) -> float:
    """The chance of winning the game with this split, over every starter and the spread of
    the other side's show; each side's pegging spread as a Poisson count about its average
    (shifted by the keep's margin), a race both win counted as even."""
    keep, throw = split
    margin = peg_margin(keep, dealing) / 2
    my_pegs = pegging_spread((DEALER_PEGS if dealing else PONE_PEGS) + margin, my_need)
    their_pegs = pegging_spread((PONE_PEGS if dealing else DEALER_PEGS) - margin, their_need)
    if dealing:
        crib = round(owner_crib(throw, dealing))
        their_shows = PONE_SHOW
    else:
        # The dealer's show counts the crib this throw goes to.
        crib = 0
        their_shows = shifted(DEALER_SHOW, owner_crib(throw, dealing) - SELF_PLAY_PONE_THROW)
    shows = Counter(score_hand(keep, starter) + crib for starter in starters)
    total = 0.0
    for mine_pegged, my_share in my_pegs.items():
        for theirs_pegged, their_share in their_pegs.items():
            share = my_share * their_share
            if mine_pegged >= my_need:
                total += share * (0.5 if theirs_pegged >= their_need else 1.0)
            elif theirs_pegged < their_need:
                total += share * show_chance(
                    shows, their_shows, dealing, my_need - mine_pegged, their_need - theirs_pegged
                )
    return total / len(starters)


#: What the pone's throw brings the dealer's crib on average in the self-play behind
#: ``DEALER_SHOW`` (``normal`` pones, keeping the best hand): 4.92 points by the ``PONE``
#: table over 1500 random six-card hands.
SELF_PLAY_PONE_THROW = 4.92


def shifted(shares: tuple[float, ...], by: float) -> tuple[float, ...]:
    """A spread of counts moved ``by`` points (a fraction split between the two neighbours),
    counts below nothing kept at nothing."""
    whole = floor(by)
    part = by - whole
    moved = [0.0] * (len(shares) + max(whole, 0) + 2)
    for count, share in enumerate(shares):
        for target, weight in ((count + whole, 1 - part), (count + whole + 1, part)):
            moved[min(max(target, 0), len(moved) - 1)] += share * weight
    return tuple(moved)


def show_chance(
    shows: Counter[int],
    their_shows: tuple[float, ...],
    dealing: bool,
    my_need: int,
    their_need: int,
) -> float:
    """The chance after the play, times the number of starters: the shows in order (the pone
    first), then the next deal."""
    total = 0.0
    for mine, times in shows.items():
        for theirs, share in enumerate(their_shows):
            if dealing and theirs >= their_need:
                continue  # the pone counts first and goes out
            # Otherwise this side goes out when its show reaches the need (the dealer's
            # after the pone's fell short), else the deal passes to the other side.
            total += times * share * win_chance(my_need - mine, their_need - theirs, not dealing)
    return total


#: Pegging outcomes less likely than this are left out of the near-end sums.
_RARE = 0.003


def pegging_spread(mean: float, need: int) -> dict[int, float]:
    """Poisson chances of pegging each number of points, those at or past ``need`` lumped."""
    chances: dict[int, float] = {}
    term = exp(-mean)
    left = 1.0
    for points in range(need):
        if term >= _RARE:
            chances[points] = term
        left -= term
        term *= mean / (points + 1)
    chances[need] = max(left, 0.0)
    return chances
