"""How strong a hand is for each contract, before a card is played.

Rough estimates, made for deciding what to bid, whether to play hand and what to throw: the
tricks a lone player can expect at no trump or with a trump, the chance of a Misère, and
what a contract is worth in points once the estimate's uncertainty is spread over the
possible trick counts.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from skruuvi_gui.bots.squint.bits import POWER
from skruuvi_gui.cards import SUITS, Card, Suit
from skruuvi_gui.rules.squint.model import ACE_SOLO, DUO, GRAND_SOLO, MISERE, NEMO, SOLO
from skruuvi_gui.rules.squint.scoring import misere_points, six_trick_points, solo_points

ACE = 12
#: The expected longest holding among the other four seats of ``k`` cards of a suit that
#: the seat does not hold (two of the 42 other cards lie in the squint).
LONGEST_OTHER = (0.0, 0.95, 1.2, 1.59, 1.98, 2.32, 2.61, 2.93, 3.25, 3.53, 3.81, 4.09, 4.37, 4.63)
#: What the cards of an unbroken run from a side ace are worth in a trump contract: later
#: rounds of a side suit get trumped.
SIDE_RUN = (0.9, 0.7, 0.4, 0.2)
#: What a trump is worth at least, by trumping a side suit the seat runs out of.
LOW_TRUMP = 0.35
#: Tricks a Duo partner is assumed to bring.
PARTNER_TRICKS = 3.0
#: Tricks actually taken against a hand's estimate, by contract: ``scale * estimate +
#: offset``, fitted on the bots' own deals (the estimates flatter strong hands and miss the
#: long cards that a no-trump soloist makes once the others have thrown their guards).
CALIBRATION = {ACE_SOLO: (0.67, 2.85), GRAND_SOLO: (0.8, 0.8)}
#: Misère's chance from the cards' risks comes out too low: the fitted chance is its root.
MISERE_CALIBRATION = 0.5
#: Nemo: what a top card of another suit is worth, winning a clean trick early (the first
#: two of a suit; later rounds find someone out of the suit, free to soil the trick).
NEMO_CLEAN_TOP = 0.4
#: How far off a trick estimate is likely to be (standard deviation in tricks); an Ace
#: Solo at no trump swings far more than the trump contracts, where trumps keep control.
SPREAD = 1.3
SPREADS = {ACE_SOLO: 2.5}


def suit_powers(hand: Sequence[Card]) -> dict[Suit, list[int]]:
    """Each suit's powers in the hand, highest first (12 is the ace, 0 the two)."""
    held: dict[Suit, list[int]] = {suit: [] for suit in SUITS}
    for card in hand:
        held[card.suit].append(POWER[card.index])
    for powers in held.values():
        powers.sort(reverse=True)
    return held


def _run(powers: Sequence[int]) -> int:
    """How many of the suit's top cards the seat holds unbroken from the ace."""
    run = 0
    for power in powers:
        if power != ACE - run:
            break
        run += 1
    return run


def no_trump_tricks(hand: Sequence[Card]) -> float:
    """Tricks a lone player can expect at no trump (Ace Solo): the unbroken top cards, a
    guarded king or queen now and then, and the long cards once the others run out."""
    tricks = 0.0
    for powers in suit_powers(hand).values():
        count = len(powers)
        if not count:
            continue
        run = _run(powers)
        tricks += run
        if run == 0 and count >= 2 and powers[0] == ACE - 1:
            tricks += 0.35
        elif run == 1 and count >= 3 and powers[1] == ACE - 2:
            tricks += 0.3
        # Long cards count in full only when the top cards run until the others are out:
        # a lone player who must give up the lead to set a suit up seldom gets it back.
        longest = LONGEST_OTHER[13 - count]
        tricks += max(0.0, count - max(longest, run)) * (1.0 if run >= longest else 0.3)
    return tricks


def trump_tricks(hand: Sequence[Card], trump: Suit) -> float:
    """Tricks a lone player can expect with ``trump``: every trump but the missing top
    honours, side-suit tops before they get trumped, and a little for short side suits."""
    held = suit_powers(hand)
    trumps = held[trump]
    count = len(trumps)
    losers = sum(1 for power in (ACE, ACE - 1, ACE - 2)[: min(count, 3)] if power not in trumps)
    outlasted = 0.5 * max(0.0, LONGEST_OTHER[13 - count] - count)
    # Even a low trump wins now and then, on a side suit the seat runs out of.
    tricks = max(count - losers - outlasted, LOW_TRUMP * count)
    short = 0.0
    for suit, powers in held.items():
        if suit is trump:
            continue
        run = _run(powers)
        tricks += sum(SIDE_RUN[: min(run, len(SIDE_RUN))])
        if run == 0 and len(powers) >= 2 and powers[0] == ACE - 1:
            tricks += 0.3
        if len(powers) <= 1:
            short += 1.0 - 0.5 * len(powers)
    return tricks + 0.3 * min(max(0, count - 3), short)


def misere_chance(hand: Sequence[Card]) -> float:
    """The chance of taking no trick: each card's risk of being forced to win when its suit
    is led, less the risky cards that voids let the seat throw away."""
    risks: list[float] = []
    voids = 0
    for powers in suit_powers(hand).values():
        count = len(powers)
        if not count:
            voids += 1
            continue
        outside = 13 - count
        for i, power in enumerate(sorted(powers)):
            # Defenders keep their low cards to play under later rounds, so the lower
            # cards outside wane by about one a round.
            below = max(0, power - 2 * i)
            left = outside - 4 * i
            if left <= 0:
                risks.append(0.1 if below else 0.0)
                continue
            holders = 4.0 if left >= 8 else max(1.0, left / 2)
            risks.append(0.85 * (1.0 - 0.75**below) ** holders)
    risks.sort(reverse=True)
    for i in range(min(voids, len(risks))):
        risks[i] *= 0.3
    chance = 1.0
    for risk in risks:
        chance *= 1.0 - risk
    return float(chance**MISERE_CALIBRATION)


def trick_chances(estimate: float, spread: float = SPREAD) -> list[float]:
    """The chance of each trick count 0-10 for an estimate, spread normally by ``spread``."""
    weights = [math.exp(-(((k - estimate) / spread) ** 2) / 2) for k in range(11)]
    total = sum(weights)
    return [w / total for w in weights]


def nemo_value(hand: Sequence[Card], penalty: Suit) -> float:
    """How well a hand suits Nemo: high penalty cards win dirty tricks, while a void in
    another suit lets the seat throw its penalty cards on others' tricks, and the top cards
    of another suit win clean tricks before anybody runs out of it."""
    held = suit_powers(hand)
    penalties = held[penalty]
    value = -sum(2 * (p / ACE) ** 2 for p in penalties)
    if penalties:
        value += 0.3 * sum(1 for suit, powers in held.items() if suit is not penalty and not powers)
    sides = (powers for suit, powers in held.items() if suit is not penalty)
    return value + NEMO_CLEAN_TOP * sum(min(_run(powers), 2) for powers in sides)


def hand_value(kind: str, hand: Sequence[Card], suit: Suit | None) -> float:
    """The figure a contract's player tries to raise when keeping cards: expected tricks,
    Misère's chance, or the Nemo value (``suit``: the trump, or Nemo's penalty suit)."""
    if kind == MISERE:
        return misere_chance(hand)
    if kind == ACE_SOLO:
        return no_trump_tricks(hand)
    assert suit is not None
    if kind == NEMO:
        return nemo_value(hand, suit)
    return trump_tricks(hand, suit)


def contract_points(
    kind: str,
    hand: Sequence[Card],
    trump: Suit | None,
    *,
    hand_play: bool,
    partner: float = PARTNER_TRICKS,
    defence: float = 0.0,
) -> float:
    """The points a lone contractor (or a Duo partner, with ``partner`` tricks from the
    other) can expect with this hand; ``defence``: tricks that defenders stronger than the
    calibrating bots take off the estimate."""
    if kind == MISERE:
        chance = misere_chance(hand)
        return chance * misere_points(0, hand=hand_play) + (1 - chance) * misere_points(
            1, hand=hand_play
        )
    if kind == ACE_SOLO:
        estimate = no_trump_tricks(hand)
    else:
        assert trump is not None
        estimate = trump_tricks(hand, trump)
    scale, offset = CALIBRATION.get(kind, (1.0, 0.0))
    estimate = scale * estimate + offset - defence
    if kind == DUO:
        estimate += partner
    chances = trick_chances(estimate, SPREADS.get(kind, SPREAD))
    if kind == SOLO:
        return sum(
            chance * solo_points(k, best_other(k), hand=hand_play)
            for k, chance in enumerate(chances)
        )
    return sum(
        chance * six_trick_points(kind, k, hand=hand_play) for k, chance in enumerate(chances)
    )


def best_other(tricks: int) -> int:
    """The likely trick count of the best of four players sharing what a soloist leaves."""
    return math.ceil((10 - tricks) / 4 + 0.5)
