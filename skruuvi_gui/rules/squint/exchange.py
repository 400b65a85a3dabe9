"""Who decides what about the squint, in which order (spec §4.4, cases A-D).

``SquintExchange`` only plans the steps: the game moves the cards. Cases A and B are one
case here, the *chain*: every contractor declares in priority order, and those who take the
squint form a chain (one taker discards face down, the last of several discards face up).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

from skruuvi_gui.rules.api import Seat
from skruuvi_gui.rules.squint.model import (
    ACCEPT_HAND,
    ANSWER,
    DECLARE,
    DISCARD,
    DISCARD_FACE_UP,
    DUO,
    KEEP,
    NEMO,
    PASS,
    PLAY_HAND,
    PROPOSE,
    PROPOSE_HAND,
    TAKE_SQUINT,
    Contract,
    Step,
    left_of,
    priority_order,
)

#: The case of contractors who each declare (A and B); Duo and Nemo go by their kinds.
CHAIN = "chain"

#: What each deciding task lets the seat declare.
CHOICES: dict[str, tuple[str, str]] = {
    DECLARE: (PLAY_HAND, TAKE_SQUINT),
    PROPOSE: (TAKE_SQUINT, PROPOSE_HAND),
    ANSWER: (ACCEPT_HAND, TAKE_SQUINT),
}


def chain_steps(takers: Sequence[Seat]) -> list[Step]:
    """The first taker gets the squint; each passes two cards to the next; the last discards
    two, face down when alone, face up at the end of a chain of several."""
    if not takers:
        return []
    if len(takers) == 1:
        return [Step(takers[0], DISCARD, 2, takes_squint=True)]
    steps = [
        Step(giver, PASS, 2, to=receiver, takes_squint=i == 0)
        for i, (giver, receiver) in enumerate(pairwise(takers))
    ]
    steps.append(Step(takers[-1], DISCARD_FACE_UP, 2))
    return steps


def duo_steps(first: Seat, second: Seat) -> list[Step]:
    """The first partner looks at the squint, keeps one card and discards one; the second
    gets the other squint card and discards one."""
    return [
        Step(first, KEEP, 1),
        Step(first, DISCARD, 1),
        Step(second, DISCARD, 1, takes_squint=True),
    ]


def nemo_steps(dealer: Seat) -> list[Step]:
    """Forehand takes the squint; two cards go round to the dealer, who discards two face
    up."""
    order = priority_order(dealer)
    steps = [
        Step(seat, PASS, 2, to=left_of(seat), takes_squint=i == 0)
        for i, seat in enumerate(order[:-1])
    ]
    steps.append(Step(dealer, DISCARD_FACE_UP, 2))
    return steps


class SquintExchange:
    """The squint phase of one deal: ``step`` is the decision due, ``None`` once it is over.

    ``declarations`` are every ``(seat, declaration)`` so far; ``playing_hand`` the seats
    that play without the squint.
    """

    __slots__ = ("case", "contractors", "declarations", "steps")

    def __init__(self, case: str, contractors: tuple[Seat, ...], steps: list[Step]) -> None:
        self.case = case
        self.contractors = contractors
        self.steps = steps
        self.declarations: list[tuple[Seat, str]] = []

    @classmethod
    def for_contracts(cls, contracts: Sequence[Contract], dealer: Seat) -> SquintExchange:
        order = priority_order(dealer)
        kind = contracts[0].kind
        if kind == NEMO:
            return cls(NEMO, (), nemo_steps(dealer))
        if kind == DUO:
            first, second = sorted(contracts[0].seats, key=order.index)
            return cls(DUO, (first, second), [Step(first, PROPOSE)])
        seats = sorted((seat for c in contracts for seat in c.seats), key=order.index)
        return cls(CHAIN, tuple(seats), [Step(seat, DECLARE) for seat in seats])

    def clone(self) -> SquintExchange:
        other = SquintExchange(self.case, self.contractors, self.steps[:])
        other.declarations = self.declarations[:]
        return other

    @property
    def step(self) -> Step | None:
        return self.steps[0] if self.steps else None

    def declare(self, what: str) -> None:
        """The seat at the current deciding step declares ``what`` (one of its ``CHOICES``)."""
        step = self.steps.pop(0)
        self.declarations.append((step.seat, what))
        if self.case == CHAIN:
            if not self.steps:
                takers = [seat for seat, said in self.declarations if said == TAKE_SQUINT]
                self.steps = chain_steps(takers)
        elif what == TAKE_SQUINT:
            self.steps = duo_steps(*self.contractors)
        elif what == PROPOSE_HAND:
            self.steps = [Step(self.contractors[1], ANSWER)]

    def advance(self) -> None:
        """The current card step is done."""
        self.steps.pop(0)

    @property
    def playing_hand(self) -> tuple[Seat, ...]:
        """Contractors who play hand; both Duo partners once the second accepts."""
        if self.case == DUO:
            accepted = any(said == ACCEPT_HAND for _, said in self.declarations)
            return tuple(sorted(self.contractors)) if accepted else ()
        return tuple(sorted(seat for seat, said in self.declarations if said == PLAY_HAND))
