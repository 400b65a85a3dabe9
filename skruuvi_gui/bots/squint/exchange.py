"""The squint phase: playing hand or taking the squint, and which cards to keep, throw or
pass on.

Hand play doubles the result, gain or loss, so a seat plays hand when twice its expected
points beat what it expects after improving the hand with cards it cannot see yet (sampled
from the cards it has not seen). Cards are thrown one at a time, each time the one whose
loss hurts the contract least.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from skruuvi_gui.bots.squint.bits import POWER
from skruuvi_gui.bots.squint.strength import PARTNER_TRICKS, contract_points, hand_value
from skruuvi_gui.cards import Card, Suit
from skruuvi_gui.rules.squint.model import DUO, MISERE, NEMO

#: Contracts whose player throws high cards first when the hand's value cannot tell.
SHEDDERS = frozenset({MISERE, NEMO})
#: What a Duo partner expects of a partner who proposed hand play.
CONFIDENT_PARTNER = PARTNER_TRICKS + 1.0


def throw(
    hand: Sequence[Card],
    count: int,
    kind: str,
    suit: Suit | None,
    *,
    high_first: bool | None = None,
) -> tuple[Card, ...]:
    """The ``count`` cards the contract misses least, thrown one at a time; of cards missed
    equally the high ones go first when ``high_first`` (by default: for Misère, and for
    Nemo's penalty cards; Nemo keeps its high cards of other suits, for clean tricks)."""
    if high_first is None:
        high_first = kind in SHEDDERS
    kept = list(hand)
    thrown: list[Card] = []
    for _ in range(count):

        def after(card: Card, kept: list[Card] = kept) -> tuple[float, bool, int]:
            rest = [c for c in kept if c is not card]
            shed = high_first and (kind != NEMO or card.suit is suit)
            tie = POWER[card.index] if shed else -POWER[card.index]
            return round(hand_value(kind, rest, suit), 3), shed, tie

        card = max(kept, key=after)
        kept.remove(card)
        thrown.append(card)
    return tuple(thrown)


def keep_from_squint(hand: Sequence[Card], squint: Sequence[Card], trump: Suit) -> Card:
    """The first Duo partner's pick of the two squint cards (one card is thrown after)."""

    def value(card: Card) -> float:
        full = [*hand, card]
        (thrown,) = throw(full, 1, DUO, trump)
        return hand_value(DUO, [c for c in full if c is not thrown], trump)

    return max(squint, key=value)


def taking_points(
    kind: str,
    hand: Sequence[Card],
    trump: Suit | None,
    unseen: Sequence[Card],
    rng: random.Random,
    samples: int,
    *,
    cards: int = 2,
    partner: float = PARTNER_TRICKS,
    defence: float = 0.0,
) -> float:
    """The points expected after adding ``cards`` unseen cards (sampled) and throwing as
    many (``defence``: see ``contract_points``)."""
    pool = list(unseen)
    total = 0.0
    for _ in range(samples):
        full = [*hand, *rng.sample(pool, cards)]
        thrown = throw(full, cards, kind, trump)
        kept = [card for card in full if card not in thrown]
        total += contract_points(
            kind, kept, trump, hand_play=False, partner=partner, defence=defence
        )
    return total / samples


def best_points(
    kind: str,
    hand: Sequence[Card],
    trump: Suit | None,
    unseen: Sequence[Card],
    rng: random.Random,
    samples: int,
    *,
    defence: float = 0.0,
) -> float:
    """The points expected from the better of hand play and taking the squint
    (``defence``: see ``contract_points``)."""
    by_hand = contract_points(kind, hand, trump, hand_play=True, defence=defence)
    taken = taking_points(kind, hand, trump, unseen, rng, samples, defence=defence)
    return max(by_hand, taken)


def plays_hand(
    kind: str,
    hand: Sequence[Card],
    trump: Suit | None,
    unseen: Sequence[Card],
    rng: random.Random,
    samples: int,
    *,
    squint_first: bool,
) -> bool:
    """Whether a lone contractor plays hand. ``squint_first`` is false when an earlier
    contractor of the chain takes the squint: this seat would only get two cards passed on
    by a rival, which it may as well throw again."""
    by_hand = contract_points(kind, hand, trump, hand_play=True)
    if squint_first:
        taken = taking_points(kind, hand, trump, unseen, rng, samples)
    else:
        taken = contract_points(kind, hand, trump, hand_play=False)
    return by_hand > taken


def duo_plays_hand(
    hand: Sequence[Card],
    trump: Suit,
    unseen: Sequence[Card],
    rng: random.Random,
    samples: int,
    *,
    partner_proposed: bool,
) -> bool:
    """Whether a Duo partner proposes (or accepts) hand play; taking the squint gives each
    partner one card."""
    partner = CONFIDENT_PARTNER if partner_proposed else PARTNER_TRICKS
    by_hand = contract_points(DUO, hand, trump, hand_play=True, partner=partner)
    taken = taking_points(DUO, hand, trump, unseen, rng, samples, cards=1, partner=partner)
    return by_hand > taken
