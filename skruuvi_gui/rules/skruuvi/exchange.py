"""Who gives how many cards to whom in each exchange (spec §4, §6, §8), in which order.

An exchange is one or more chains of steps; the chains run side by side (the two
partnerships of pass-misère), the steps of a chain one after the other. A step is one
``Give`` action listing its cards in order: ``cards[i]`` goes to ``recipients[i]``. When
the partner of an alkupeli taker gives one card to each other player, the cards go
clockwise from the partner's left: left opponent, taker, right opponent. A receiver may
give back any card, the one just received included.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations, permutations

from skruuvi_gui.cards import Card
from skruuvi_gui.rules.api import Seat
from skruuvi_gui.rules.skruuvi.model import Transfer
from skruuvi_gui.rules.skruuvi.session import Seating


@dataclass(frozen=True, slots=True)
class Step:
    giver: Seat
    recipients: tuple[Seat, ...]

    @property
    def count(self) -> int:
        return len(self.recipients)

    def transfers(self, cards: Sequence[Card]) -> tuple[Transfer, ...]:
        """The cards grouped by recipient, each group in the order given."""
        groups: dict[Seat, list[Card]] = {}
        for card, recipient in zip(cards, self.recipients, strict=True):
            groups.setdefault(recipient, []).append(card)
        return tuple(Transfer(self.giver, to, tuple(given)) for to, given in groups.items())

    def choices(self, hand: Sequence[Card]) -> tuple[tuple[Card, ...], ...]:
        """Every choice of cards from ``hand``. Cards to one recipient are listed once, in
        hand order: the same cards in another order are legal too (the order is a signal),
        but would multiply the list by 24. Cards to different recipients are listed in every
        order, since the order says who gets which."""
        if len(set(self.recipients)) == 1:
            return tuple(combinations(hand, self.count))
        return tuple(permutations(hand, self.count))


class Exchange:
    """The steps still to take: ``to_move`` is the giver at the head of each chain."""

    __slots__ = ("chains",)

    def __init__(self, chains: list[list[Step]]) -> None:
        self.chains = chains

    def clone(self) -> Exchange:
        return Exchange([chain[:] for chain in self.chains])

    def to_move(self) -> tuple[Seat, ...]:
        return tuple(chain[0].giver for chain in self.chains)

    def step_of(self, seat: Seat) -> Step | None:
        for chain in self.chains:
            if chain[0].giver == seat:
                return chain[0]
        return None

    def advance(self, seat: Seat) -> None:
        """``seat`` has taken its step."""
        for chain in self.chains:
            if chain[0].giver == seat:
                chain.pop(0)
        self.chains = [chain for chain in self.chains if chain]

    @property
    def finished(self) -> bool:
        return not self.chains


def taker_exchange(taker: Seat, seating: Seating, *, kotka: bool) -> Exchange:
    """Alkupeli: four cards to the partner, who gives one to each other player. Kotka: four
    cards to the partner and four back (spec §4)."""
    partner = seating.partner_of(taker)
    first = Step(taker, (partner,) * 4)
    if kotka:
        second = Step(partner, (taker,) * 4)
    else:
        second = Step(partner, (seating.left_of(partner), taker, seating.right_of(partner)))
    return Exchange([[first, second]])


def defenders_exchange(declarer: Seat, seating: Seating) -> Exchange:
    """The defender left of the declarer gives one card to partner and gets one back."""
    first = seating.left_of(declarer)
    partner = seating.partner_of(first)
    return Exchange([[Step(first, (partner,)), Step(partner, (first,))]])


def pass_misere_exchange(dealer: Seat, seating: Seating) -> Exchange:
    """Forehand and the dealer's partner each give one card to their partner and get one
    back; the two partnerships exchange side by side (spec §8)."""
    chains = []
    for giver in (seating.left_of(dealer), seating.partner_of(dealer)):
        partner = seating.partner_of(giver)
        chains.append([Step(giver, (partner,)), Step(partner, (giver,))])
    return Exchange(chains)
