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

from skruuvi_gui.bots.squint.bits import POWER
from skruuvi_gui.bots.squint.exchange import best_points
from skruuvi_gui.bots.squint.strength import suit_powers, trump_tricks
from skruuvi_gui.cards import SUITS, Card, Rank, Suit
from skruuvi_gui.rules.squint.model import ACE_SOLO, GRAND_SOLO, MISERE, SOLO

COURTS = (Rank.KING, Rank.QUEEN, Rank.JACK)
WISHES = frozenset(Rank(r) for r in range(3, 11))
#: What the 4-1 odd bidder expects of Nemo: everybody scores, so nobody gains on the others.
NEMO_POINTS = 0.0


def bid_options(
    hand: Sequence[Card], unseen: Sequence[Card], rng: random.Random, samples: int
) -> list[tuple[float, Card]]:
    """Each contract card worth considering, with the points its contract is expected to
    bring: one ace, one deuce, and the highest court card of each suit."""
    options: list[tuple[float, Card]] = []
    held = suit_powers(hand)
    aces = [card for card in hand if card.rank is Rank.ACE]
    if aces:
        ace = max(aces, key=lambda card: len(held[card.suit]))
        options.append((best_points(ACE_SOLO, hand, None, unseen, rng, samples), ace))
    deuces = [card for card in hand if card.rank is Rank.TWO]
    if deuces:
        deuce = max(deuces, key=lambda card: len(held[card.suit]))
        options.append((best_points(MISERE, hand, None, unseen, rng, samples), deuce))
    for suit in SUITS:
        courts = [card for card in hand if card.suit is suit and card.rank in COURTS]
        if courts:
            court = max(courts, key=lambda card: POWER[card.index])
            options.append((best_points(GRAND_SOLO, hand, suit, unseen, rng, samples), court))
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
) -> Card:
    """The bid card: the best contract when it is worth ``margin`` points more than
    wishing, else the wish (or, with nothing to wish with, the least bad contract)."""
    options = bid_options(hand, unseen, rng, samples)
    wish = wish_card(hand)
    best = max(options, key=lambda option: option[0], default=None)
    if wish is not None and (best is None or best[0] < margin):
        return wish
    assert best is not None
    return best[1]


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
