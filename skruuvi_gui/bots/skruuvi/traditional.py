"""What the choice of the final contract changes on the traditional sheet (seed 001, spec
§10.3) besides the contract's own points.

Whether a side takes the deal, and its calls in the first bidding, are judged by the
contract's own points in every variant (``forecast``; under the traditional scoring both
lines of the contract alone): what the sheet writes whoever declares does not make a
doubtful contract worth declaring, and a first-bidding call is read by partner, not played.
But the final contract's strain and level change more than the contract: the honours of the
side holding more (10 x level per honour; void for a declaring side under seven tricks; in
misère none), the aces won in painted misère (100 x the trick's number to the side that did
not win it), and the game below the line that the deal's trick points complete.
``sheet_worth`` reads these off the same guessed deals as the forecast, scored by the rules'
own ``deal_items``. The aces and sequences held when play starts are left out: they are
written whoever declares, and weighing their strain-dependent part (trump sequences and
grandi double) measured no better (``benchmarks/skruuvi_traditional.py``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from skruuvi_gui.bots.skruuvi.showing import Shown
from skruuvi_gui.rules.api import Seat
from skruuvi_gui.rules.skruuvi import KOTKA, Bid, SkruuviObservation
from skruuvi_gui.rules.skruuvi.ledger import GAME_BONUS, GAME_TARGET
from skruuvi_gui.rules.skruuvi.traditional import contract_net, deal_items

if TYPE_CHECKING:
    from skruuvi_gui.bots.skruuvi.forecast import Forecast


# --- below the line ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class BelowLine:
    """The count towards the next game and the games won so far in the robber, the taking
    side first."""

    counts: tuple[int, int] = (0, 0)
    games: tuple[int, int] = (0, 0)


def below_line_now(observation: SkruuviObservation, taker: Seat) -> BelowLine:
    """The robber's count below the line before this deal, read off the score sheet, for
    ``taker``'s side: a game restarts both counts, and so does every kotka deal but a
    pass-misère."""
    counts = [0, 0]
    games = [0, 0]
    for result in observation.results:
        if result.robber != observation.robber:
            continue
        game = next((item for item in result.items if item.reason == "game"), None)
        if game is not None:
            games[game.side] += 1
            counts = [0, 0]
            continue
        for item in result.items:
            if item.reason == "trick_points":
                counts[item.side] += item.points
        if result.kind == KOTKA and result.declarer is not None:
            counts = [0, 0]
    ours = observation.side_of(taker)
    return BelowLine((counts[ours], counts[1 - ours]), (games[ours], games[1 - ours]))


def game_worth(below: BelowLine, gains: tuple[int, int]) -> int:
    """The game that a deal's trick points ``gains`` complete: its bonus to the taking side
    (+) or the opponents (-), 0 when none. When both reach 60 in the deal, the one needing
    the smaller share of its points is taken to get there first (the guessed deals keep no
    order of tricks), the taking side when even."""
    reaching = [
        side for side in (0, 1) if gains[side] and below.counts[side] + gains[side] >= GAME_TARGET
    ]
    if not reaching:
        return 0
    winner = min(reaching, key=lambda side: (GAME_TARGET - below.counts[side]) / gains[side])
    bonus = GAME_BONUS * (below.games[winner] + 1)
    return bonus if winner == 0 else -bonus


# --- the worth of a choice -----------------------------------------------------------------


def sheet_extra(bid: Bid, tricks: int, showing: Shown, below: BelowLine) -> int:
    """What playing ``bid`` with ``tricks`` to the taking side writes beyond the contract's
    own points (``contract_net``), the taking side's less the opponents': honours, misère
    aces, and the game it completes."""
    items = deal_items(bid, 0, (tricks, 13 - tricks), showing.aces, 0, (), showing.honours)
    net = sum(item.points if item.side == 0 else -item.points for item in items)
    gains = [0, 0]
    for item in items:
        if item.reason == "trick_points":
            gains[item.side] += item.points
    return net - contract_net(bid, tricks, 0) + game_worth(below, (gains[0], gains[1]))


def sheet_worth(outlook: Forecast, bid: Bid, below: BelowLine) -> float:
    """The taking side's average ``sheet_extra`` for ``bid`` over the forecast's guessed
    deals (none when the forecast kept no showing: the other variants)."""
    showings = outlook.shown.get(bid.strain)
    if not showings:
        return 0.0
    return sum(
        weight * sheet_extra(bid, tricks, showings[index], below)
        for tricks, weight, index in outlook.outcomes(bid.strain)
    )
