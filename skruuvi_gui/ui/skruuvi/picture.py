"""Where the cards of the current Skruuvi deal are, as plain data.

Events change the picture one step at a time while they animate; every finished batch
replaces it with ``DealPicture.from_observation``, so whatever the events showed on the way,
the table ends exactly at the observation. A hand holds ``Slot``s: a card, or ``None`` for a
card face down, with where it came from on its way in (so the card flies from there).
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass, field

from skruuvi_gui.cards import SUITS, Card, Rank
from skruuvi_gui.rules.api import Seat
from skruuvi_gui.rules.skruuvi import (
    ALKUPELI,
    DRAW,
    FIRST_BIDDING,
    NO_SEAT,
    SkruuviObservation,
    Transfer,
)
from skruuvi_gui.ui.table.pack import DECK
from skruuvi_gui.ui.table.slots import Slot, hand_group
from skruuvi_gui.ui.table.trick_play import TrickPlay

#: The group of the face-down (and face-up) centre cards.
CENTRE_GROUP: Hashable = "centre"


def hand_order(card: Card) -> tuple[int, int]:
    """The order a hand is held in, as the rules sort it: suits alternating in colour, the
    ace high."""
    rank = 14 if card.rank is Rank.ACE else int(card.rank)
    return SUITS.index(card.suit), rank


@dataclass
class DealPicture(TrickPlay):
    """The cards of one deal: hands, the pack being dealt, the centre cards, the trick in
    progress and each seat's pile of won tricks."""

    phase: str = DRAW
    kind: str = ALKUPELI
    order: tuple[Seat, ...] = ()
    dealer: Seat = NO_SEAT
    viewer: Seat | None = None
    hands: dict[Seat, list[Slot]] = field(default_factory=dict)
    deck: int = 0
    centre: list[Card | None] = field(default_factory=list)
    centre_from: Hashable = CENTRE_GROUP
    given: int = 0
    received: int = 0
    #: Seats besides the viewer whose hands lie face up (a replay).
    open: set[Seat] = field(default_factory=set)

    @classmethod
    def from_observation(cls, obs: SkruuviObservation, viewer: Seat | None) -> DealPicture:
        """The deal as ``obs`` shows it; ``viewer`` is the seat whose cards may be face up
        (``None``: nobody's)."""
        own = viewer if viewer is not None and viewer == obs.seat else None
        hands = {
            seat: [Slot(card) for card in obs.hand]
            if seat == own
            else [Slot(None) for _ in range(obs.hand_sizes[seat])]
            for seat in obs.order
        }
        return cls(
            phase=obs.phase,
            kind=obs.kind,
            order=obs.order,
            dealer=obs.dealer,
            viewer=own,
            hands=hands,
            centre=[None] * obs.centre_size,
            trick=list(obs.trick),
            tricks=list(obs.tricks),
            given=len(obs.given),
            received=len(obs.received),
        )

    def open_hands(self, hands: Mapping[Seat, Sequence[Card]]) -> None:
        """Every seat's cards known and face up, where ``hands`` holds as many as the seat
        has (a finished game replayed)."""
        for seat, cards in hands.items():
            if seat in self.hands and len(cards) == len(self.hands[seat]):
                self.hands[seat] = [Slot(card) for card in cards]
                self.open.add(seat)

    def hide_hands(self) -> None:
        """Turn every card in hand face down (a new viewer sits at the screen)."""
        self.viewer = None
        self.open.clear()
        for hand in self.hands.values():
            for slot in hand:
                slot.card = None

    def hand(self, seat: Seat) -> list[Slot]:
        """``seat``'s hand; an empty stand-in for a seat not in the picture."""
        return self.hands.setdefault(seat, []) if seat in self.order else []

    def settle(self) -> None:
        """Cards have arrived: forget where they came from."""
        for hand in self.hands.values():
            for slot in hand:
                slot.came_from = None
        self.centre_from = CENTRE_GROUP

    # --- the deal ------------------------------------------------------------------------

    def next_deal(self, dealer: Seat, kind: str) -> None:
        """An empty table and the whole pack ready to be dealt by ``dealer``."""
        self.phase = FIRST_BIDDING
        self.kind = kind
        self.dealer = dealer
        self.hands = {seat: [] for seat in self.order}
        self.deck = 52
        self.centre = []
        self._no_tricks()
        self.given = 0
        self.received = 0

    def deal_card(self, seat: Seat, card: Card | None) -> None:
        """One card off the pack to ``seat``; a known card is sorted into the hand."""
        self.deck -= 1
        hand = self.hand(seat)
        hand.append(Slot(card, DECK))
        self._sort(hand)

    def deck_to_centre(self) -> None:
        """What is left of the pack becomes the face-down centre cards."""
        self.centre = [None] * self.deck
        self.centre_from = DECK
        self.deck = 0

    def turn_centre(self, cards: Sequence[Card]) -> None:
        self.centre = list(cards)

    # --- exchanges -----------------------------------------------------------------------

    def take_centre(self, seat: Seat, count: int, known: Transfer | None) -> None:
        """``count`` centre cards go to ``seat``: the taker, or one each in pass-misère."""
        if seat == self.viewer:
            self.received += 1
        hand = self.hand(seat)
        cards = list(known.cards) if known is not None else []
        own = seat == self.viewer
        for _ in range(min(count, len(self.centre))):
            shown = self.centre.pop(0)
            card = cards.pop(0) if cards else shown
            hand.append(Slot(card if own else None, CENTRE_GROUP))
        self._sort(hand)

    def pass_cards(
        self,
        giver: Seat,
        to: Seat,
        count: int,
        given: Transfer | None,
        received: Transfer | None,
    ) -> None:
        """``count`` cards face down from ``giver`` to ``to``; ``given`` and ``received``
        are the viewer's own transfers, known when the viewer is one of the two."""
        source = self.hand(giver)
        moved: list[Card | None] = []
        if giver == self.viewer:
            self.given += 1
            for card in given.cards if given is not None else ():
                slot = next((s for s in source if s.card == card), None)
                if slot is not None:
                    source.remove(slot)
                    moved.append(card)
        while len(moved) < count and source:
            moved.append(source.pop().card)
        target = self.hand(to)
        if to == self.viewer:
            self.received += 1
            known = list(received.cards) if received is not None else []
            for _ in moved:
                target.append(Slot(known.pop(0) if known else None, hand_group(giver)))
            self._sort(target)
        else:
            target.extend(Slot(None, hand_group(giver)) for _ in moved)

    # --- the play --------------------------------------------------------------------------

    def _take(self, seat: Seat, card: Card) -> None:
        hand = self.hand(seat)
        slot = next((s for s in hand if s.card == card), None)
        if slot is None:
            slot = next((s for s in reversed(hand) if s.card is None), None)
        if slot is not None:
            hand.remove(slot)

    def _sort(self, hand: list[Slot]) -> None:
        if any(slot.card is not None for slot in hand):
            hand.sort(key=lambda s: (0, *hand_order(s.card)) if s.card else (1, 0, 0))


def transfer_at(transfers: Sequence[Transfer], index: int) -> Transfer | None:
    """The ``index``-th transfer of the viewer's in a deal, if the observation has it."""
    return transfers[index] if 0 <= index < len(transfers) else None
