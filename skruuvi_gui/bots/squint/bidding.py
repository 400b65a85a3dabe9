"""Picking the bid card, and the odd bidder's choice of a 4-1 pattern.

An ace risks an Ace Solo, a deuce a Misère and a court card a Grand Solo in its suit; any
other card only wishes its suit to be trump and risks nothing of the seat's own. So the seat
weighs each contract it could bid (hand play or the squint, whichever is better) against
the plain wish, and shows a contract card only when the contract is worth ``margin`` points
more. The wish goes to the suit that would serve best as trump in a Solo or Duo, shown with
its lowest card from three to ten.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from skruuvi_gui.bots.reasons import Reason
from skruuvi_gui.bots.squint.bits import POWER
from skruuvi_gui.bots.squint.exchange import best_points
from skruuvi_gui.bots.squint.strength import misere_chance, suit_powers, trump_tricks
from skruuvi_gui.cards import SUITS, Card, Rank, Suit
from skruuvi_gui.rules.squint.model import ACE_SOLO, GRAND_SOLO, MISERE, SOLO, Bid

COURTS = (Rank.KING, Rank.QUEEN, Rank.JACK)
WISHES = frozenset(Rank(r) for r in range(3, 11))
#: What the 4-1 odd bidder expects of Nemo: everybody scores, so nobody gains on the others.
NEMO_POINTS = 0.0


@dataclass(frozen=True, slots=True)
class Caution:
    """How much a bidder allows for the defenders: ``misere_floor``, the Misère chance (see
    ``misere_chance``) below which it never shows a deuce, and ``defence``, the tricks the
    defenders take off an Ace or Grand Solo estimate."""

    misere_floor: float = 0.0
    defence: float = 0.0


#: Against the bots' own calibrating defence.
TRUSTING = Caution()


def bid_options(
    hand: Sequence[Card],
    unseen: Sequence[Card],
    rng: random.Random,
    samples: int,
    caution: Caution = TRUSTING,
) -> list[tuple[float, Card]]:
    """Each contract card worth considering, with the points its contract is expected to
    bring: one ace, one deuce (unless the hand is below ``caution``'s Misère floor), and the
    highest court card of each suit."""
    options: list[tuple[float, Card]] = []
    held = suit_powers(hand)
    defence = caution.defence
    aces = [card for card in hand if card.rank is Rank.ACE]
    if aces:
        ace = max(aces, key=lambda card: len(held[card.suit]))
        points = best_points(ACE_SOLO, hand, None, unseen, rng, samples, defence=defence)
        options.append((points, ace))
    deuces = [card for card in hand if card.rank is Rank.TWO]
    if deuces and misere_chance(hand) >= caution.misere_floor:
        deuce = max(deuces, key=lambda card: len(held[card.suit]))
        options.append((best_points(MISERE, hand, None, unseen, rng, samples), deuce))
    for suit in SUITS:
        courts = [card for card in hand if card.suit is suit and card.rank in COURTS]
        if courts:
            court = max(courts, key=lambda card: POWER[card.index])
            points = best_points(GRAND_SOLO, hand, suit, unseen, rng, samples, defence=defence)
            options.append((points, court))
    return options


def wish_card(hand: Sequence[Card]) -> Card | None:
    """The lowest three-to-ten card of the suit that would serve best as trump."""
    wishes = [card for card in hand if card.rank in WISHES]
    if not wishes:
        return None
    strength = {suit: trump_tricks(hand, suit) for suit in SUITS}
    return min(wishes, key=lambda card: (-strength[card.suit], POWER[card.index]))


def choose_bid(
    hand: Sequence[Card],
    unseen: Sequence[Card],
    rng: random.Random,
    *,
    margin: float,
    samples: int,
    caution: Caution = TRUSTING,
) -> tuple[Card, Reason]:
    """The bid card: the best contract when it is worth ``margin`` points more than
    wishing, else the wish (or, with nothing to wish with, the least bad contract); and the
    points weighed."""
    options = bid_options(hand, unseen, rng, samples, caution)
    wish = wish_card(hand)
    if wish is None and not options:
        # Nothing but deuces below the floor: one of them must be shown all the same.
        options = bid_options(hand, unseen, rng, samples)
    ranked = sorted(options, key=lambda option: option[0], reverse=True)
    best = ranked[0] if ranked else None
    if wish is not None and (best is None or best[0] < margin):
        if best is None:
            return wish, Reason("wish", suits=(wish.suit,), figure=margin)
        other = Bid(best[1])
        return wish, Reason(
            "wish", suits=(wish.suit,), figure=margin, other=other, other_value=best[0]
        )
    assert best is not None
    kind = "contract_card" if wish is not None else "least_bad"
    second = Bid(ranked[1][1]) if len(ranked) > 1 else None
    reason = Reason(
        kind,
        figure=margin,
        value=best[0],
        other=second,
        other_value=ranked[1][0] if len(ranked) > 1 else None,
    )
    return best[1], reason


def choose_4_1(
    hand: Sequence[Card],
    trumps: Sequence[Suit],
    unseen: Sequence[Card],
    rng: random.Random,
    *,
    margin: float,
    samples: int,
) -> Suit | None:
    """The trump of the Solo to play, or ``None`` for Nemo."""
    if not trumps:
        return None
    values = {suit: best_points(SOLO, hand, suit, unseen, rng, samples) for suit in trumps}
    suit = max(trumps, key=lambda s: values[s])
    return suit if values[suit] >= NEMO_POINTS + margin else None
