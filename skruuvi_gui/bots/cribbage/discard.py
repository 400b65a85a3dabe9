"""Choosing the cards to throw to the crib, at three depths of judgement.

``easy`` keeps the four cards that already score most on their own; ``normal`` keeps the
four worth most on average over every starter it might cut; ``club`` adds what the thrown
cards are expected to bring to a crib of random cards (``crib_table``), for the crib's owner.
In misère the same figures are minimised instead.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from skruuvi_gui.bots.cribbage.aim import Aim
from skruuvi_gui.bots.cribbage.crib_table import ONE_CARD, TWO_CARD
from skruuvi_gui.bots.cribbage.sampling import unseen_cards
from skruuvi_gui.cards import FULL_DECK, Card
from skruuvi_gui.rules.cribbage.model import CribbageObservation
from skruuvi_gui.rules.cribbage.scoring import hand_breakdown, score_hand


def splits(
    hand: tuple[Card, ...], throw_count: int
) -> Iterator[tuple[tuple[Card, ...], tuple[Card, ...]]]:
    """Every way to split ``hand`` into ``(keep, throw)``: 15 with six cards, 5 with five."""
    for throw in combinations(hand, throw_count):
        yield tuple(card for card in hand if card not in throw), throw


def value_without_starter(keep: tuple[Card, ...]) -> int:
    """What four cards score by themselves.

    Counted with a starter that cannot join anything (a rank neither held nor next to one
    held, off the hand's suit), leaving out the items the starter takes part in.
    """
    held = {card.rank.value for card in keep}
    starter = next(
        card
        for card in FULL_DECK
        if card.suit is not keep[0].suit and all(abs(card.rank.value - rank) > 1 for rank in held)
    )
    return sum(item.points for item in hand_breakdown(keep, starter) if starter not in item.cards)


def expected_hand(keep: tuple[Card, ...], starters: tuple[Card, ...]) -> float:
    """The hand's value averaged over every starter that may be cut."""
    return sum(score_hand(keep, starter) for starter in starters) / len(starters)


def expected_crib(throw: tuple[Card, ...]) -> float:
    """The crib's expected score given the thrown cards, the rest of it unknown."""
    if len(throw) == 1:
        return ONE_CARD[throw[0].rank - 1]
    first, second = throw
    return TWO_CARD[first.suit is second.suit][first.rank - 1][second.rank - 1]


def choose_throw(observation: CribbageObservation, aim: Aim, level: str) -> tuple[Card, ...]:
    """The cards to throw at ``level`` (``"easy"``, ``"normal"`` or ``"club"``)."""
    throw_count = observation.options.discard_count
    starters = unseen_cards(observation)
    crib_weight = aim.crib_weight(observation.dealer)

    def worth(split: tuple[tuple[Card, ...], tuple[Card, ...]]) -> float:
        keep, throw = split
        if level == "easy":
            return aim.sign * value_without_starter(keep)
        hand = aim.sign * expected_hand(keep, starters)
        if level == "normal":
            return hand
        return hand + crib_weight * expected_crib(throw)

    _, throw = max(splits(observation.hand, throw_count), key=worth)
    return throw
