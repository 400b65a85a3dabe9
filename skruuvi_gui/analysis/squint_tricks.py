"""An exact search of the last tricks of a Squint deal with every hand open (PURE).

Squint is played by five, each for themselves or in a side, and a seat's points depend on
everybody's tricks, so there is no two-sided double-dummy value as in Skruuvi. The search
weighs a position for one seat, the *reviewed* seat, by what that seat gets from the deal:

* a seat that scores (a contractor, a Duo partner, anyone in Nemo) gets its own points;
* a plain opponent scores nothing but wants the contractors to fail: it gets the
  contractors' points with the sign turned.

The seats that get exactly the same as the reviewed seat (its Duo partner; the other plain
opponents) play with it, every other seat against it. Against one contractor or one Duo pair
this is the game itself, two sides and nothing between; with several contractors at once, or
in Nemo, it is the cautious reading that everybody else plays against the reviewed seat.

Tricks are searched whole: positions between tricks are remembered with their exact value,
and within a trick the cards are tried with alpha-beta cuts. Cards in one hand with no card
still in play between them (in any hand or in the trick) play alike, and one of them stands
for all. A search that passes ``node_limit`` card plays stops with ``SearchTooLargeError``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from skruuvi_gui.cards import Card, Suit
from skruuvi_gui.rules.api import Seat
from skruuvi_gui.rules.squint.model import DUO, NUM_SEATS, Contract, left_of
from skruuvi_gui.rules.squint.scoring import DealFacts, deal_points
from skruuvi_gui.rules.tricks import POWER, playable, trick_winner

#: Card plays one search may try before it gives up: about two seconds in pure Python. The
#: last four tricks of the deals measured took at most 17 000.
NODE_LIMIT = 100_000

Hands = tuple[tuple[Card, ...], ...]
Plays = tuple[tuple[Seat, Card], ...]


class SearchTooLargeError(RuntimeError):
    """The position needs more than the node limit to be searched exactly."""


@dataclass(frozen=True, slots=True)
class Stakes:
    """What a deal is played for: its contracts, who plays hand, its trump (or none) and,
    in Nemo, its penalty suit."""

    contracts: tuple[Contract, ...]
    playing_hand: tuple[Seat, ...]
    trump: Suit | None
    penalty: Suit | None


@dataclass(frozen=True, slots=True)
class Position:
    """A moment of the play: the cards still held, the trick in progress (seat and card, in
    play order), the seat to play, and per seat the tricks won so far and (Nemo) how many
    of them were clean."""

    hands: Hands
    trick: Plays
    turn: Seat
    won: tuple[int, ...]
    clean: tuple[int, ...]


def scores(stakes: Stakes, seat: Seat) -> bool:
    """Whether ``seat`` has points of its own in the deal."""
    return any(seat in contract.seats for contract in stakes.contracts)


def side_of(stakes: Stakes, seat: Seat) -> frozenset[Seat]:
    """The seats that get exactly what ``seat`` gets from the deal, ``seat`` included."""
    if not scores(stakes, seat):
        return frozenset(s for s in range(NUM_SEATS) if not scores(stakes, s))
    for contract in stakes.contracts:
        if contract.kind == DUO and seat in contract.seats:
            return frozenset(contract.seats)
    return frozenset({seat})


def worth(stakes: Stakes, seat: Seat, won: Sequence[int], clean: Sequence[int]) -> int:
    """What the finished deal gives ``seat``: its points, or for a plain opponent the
    contractors' points turned round."""
    points = deal_points(DealFacts(stakes.contracts, tuple(won), stakes.playing_hand, tuple(clean)))
    return points[seat] if scores(stakes, seat) else -sum(points)


class LastTricks:
    """Exact values of positions for one reviewed seat; see the module docstring."""

    def __init__(self, stakes: Stakes, seat: Seat, node_limit: int = NODE_LIMIT) -> None:
        self.stakes = stakes
        self.seat = seat
        self.side = side_of(stakes, seat)
        self.node_limit = node_limit
        self.nodes = 0
        self._known: dict[tuple[Hands, Seat, tuple[int, ...], tuple[int, ...]], int] = {}

    def value(self, position: Position) -> int:
        """What the reviewed seat gets with best play from ``position`` on."""
        p = position
        return self._search(p.hands, p.trick, p.turn, p.won, p.clean, _LOW, _HIGH)

    def card_values(self, position: Position) -> dict[Card, int]:
        """For each card the seat to play may play now, what the reviewed seat gets after
        it with best play."""
        p = position
        hand = p.hands[p.turn]
        led = p.trick[0][1].suit if p.trick else None
        return {
            card: self._after(p.hands, p.trick, p.turn, p.won, p.clean, card, _LOW, _HIGH)
            for card in playable(hand, led)
        }

    def _search(
        self,
        hands: Hands,
        trick: Plays,
        turn: Seat,
        won: tuple[int, ...],
        clean: tuple[int, ...],
        alpha: int,
        beta: int,
    ) -> int:
        if not trick:
            key = (hands, turn, won, clean)
            known = self._known.get(key)
            if known is not None:
                return known
            if not hands[turn]:
                value = worth(self.stakes, self.seat, won, clean)
                self._known[key] = value
                return value
        led = trick[0][1].suit if trick else None
        cards = _distinct(playable(hands[turn], led), hands, trick)
        ours = turn in self.side
        best = _LOW if ours else _HIGH
        low, high = alpha, beta
        for card in cards:
            value = self._after(hands, trick, turn, won, clean, card, low, high)
            if ours:
                best = max(best, value)
                low = max(low, value)
            else:
                best = min(best, value)
                high = min(high, value)
            if low >= high:
                break
        if not trick:  # searched with the whole window: exact
            self._known[(hands, turn, won, clean)] = best
        return best

    def _after(
        self,
        hands: Hands,
        trick: Plays,
        turn: Seat,
        won: tuple[int, ...],
        clean: tuple[int, ...],
        card: Card,
        alpha: int,
        beta: int,
    ) -> int:
        """The value once ``turn`` has played ``card``."""
        self.nodes += 1
        if self.nodes > self.node_limit:
            raise SearchTooLargeError(f"more than {self.node_limit} card plays")
        held = tuple(c for c in hands[turn] if c != card)
        after = (*hands[:turn], held, *hands[turn + 1 :])
        plays = (*trick, (turn, card))
        if len(plays) < NUM_SEATS:
            return self._search(after, plays, left_of(turn), won, clean, alpha, beta)
        winner = trick_winner(plays, self.stakes.trump)
        penalty = self.stakes.penalty
        spotless = penalty is not None and all(c.suit is not penalty for _, c in plays)
        won = _plus_one(won, winner)
        if spotless:
            clean = _plus_one(clean, winner)
        return self._search(after, (), winner, won, clean, _LOW, _HIGH)


#: Beyond any deal's points: the bounds of an open search window.
_LOW = -1_000_000
_HIGH = 1_000_000


def _plus_one(counts: tuple[int, ...], seat: Seat) -> tuple[int, ...]:
    return (*counts[:seat], counts[seat] + 1, *counts[seat + 1 :])


def _distinct(cards: list[Card], hands: Hands, trick: Plays) -> list[Card]:
    """One card of each run of ``cards`` that play alike: same suit and no card still in
    play (in a hand or in the trick) ranked between them."""
    if len(cards) < 2:
        return cards
    alive = {card for hand in hands for card in hand}
    alive.update(card for _, card in trick)
    kept: list[Card] = []
    previous: Card | None = None
    for card in sorted(cards, key=lambda c: (c.suit.value, POWER[c.index])):
        alike = previous is not None and previous.suit is card.suit
        if alike and previous is not None:
            low, high = POWER[previous.index], POWER[card.index]
            alike = not any(
                other.suit is card.suit and low < POWER[other.index] < high for other in alive
            )
        if not alike:
            kept.append(card)
        previous = card
    return kept
