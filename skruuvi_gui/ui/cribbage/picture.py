"""What the cribbage table shows of the current deal, as plain data.

Events change the picture one step at a time while they animate; every finished batch
replaces it with ``DealPicture.from_observation``, so whatever the events showed on the way,
the table ends exactly at the observation. ``None`` in a hand is a card face down.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass, field

from skruuvi_gui.cards import Card
from skruuvi_gui.rules.api import Seat
from skruuvi_gui.rules.cribbage.model import (
    CRIB,
    CUT,
    DISCARD,
    PLAY,
    SHOW,
    CribbageObservation,
    CribbageOptions,
)
from skruuvi_gui.rules.cribbage.scoring import card_value
from skruuvi_gui.ui.table.slots import hand_group

#: Where a crib card came from when it came from no hand (three players: off the pack).
FROM_PACK: Hashable = None


@dataclass
class DealPicture:
    """The deal as drawn: hands, crib, starter, the series, the show, the scores."""

    options: CribbageOptions = field(default_factory=CribbageOptions)
    phase: str = CUT
    dealer: Seat = -1
    deal_number: int = 0
    hands: list[list[Card | None]] = field(default_factory=list)
    crib_from: list[Hashable] = field(default_factory=list)
    starter: Card | None = None
    count: int = 0
    series: list[tuple[Seat, Card]] = field(default_factory=list)
    played: list[tuple[Seat, Card]] = field(default_factory=list)
    said_go: set[Seat] = field(default_factory=set)
    shown: dict[Seat, tuple[Card, ...]] = field(default_factory=dict)
    showing: Seat | None = None
    showing_cards: tuple[Card, ...] = ()
    highlight: frozenset[Card] = frozenset()
    scores: list[int] = field(default_factory=list)
    previous: list[int] = field(default_factory=list)
    games_won: list[int] = field(default_factory=list)

    @classmethod
    def from_observation(cls, obs: CribbageObservation) -> DealPicture:
        hands: list[list[Card | None]] = [
            list(obs.hand) if seat == obs.seat else [None] * size
            for seat, size in enumerate(obs.hand_sizes)
        ]
        counting = list(obs.shown)[-1] if obs.phase == SHOW and obs.shown else None
        return cls(
            options=obs.options,
            phase=obs.phase,
            dealer=obs.dealer,
            deal_number=obs.deal_number,
            hands=hands,
            crib_from=[FROM_PACK] * obs.crib_size if CRIB not in obs.shown else [],
            starter=obs.starter,
            count=obs.count,
            series=list(obs.series),
            played=list(obs.played),
            said_go=set(obs.said_go),
            shown={seat: cards for seat, cards in obs.shown.items() if seat != counting},
            showing=counting,
            showing_cards=obs.shown[counting] if counting is not None else (),
            scores=list(obs.scores),
            previous=list(obs.previous_scores),
            games_won=list(obs.games_won),
        )

    def next_deal(self, dealer: Seat, deal_number: int, seats: int) -> DealPicture:
        """An empty table for a new deal among ``seats`` players; scores and games stay."""
        return DealPicture(
            options=self.options,
            phase=DISCARD,
            dealer=dealer,
            deal_number=deal_number,
            hands=[[] for _ in range(seats)],
            scores=self.scores,
            previous=self.previous,
            games_won=self.games_won,
        )

    @property
    def crib_owner(self) -> Seat:
        """The dealer; after the show, when the deal has passed on, the one before."""
        if self.phase == CUT and self.shown and self.dealer >= 0 and self.hands:
            return (self.dealer - 1) % len(self.hands)
        return self.dealer

    def open_hands(self, hands: Mapping[Seat, Sequence[Card]]) -> None:
        """Every seat's cards known, where ``hands`` holds as many as the seat has."""
        for seat, cards in hands.items():
            if 0 <= seat < len(self.hands) and len(cards) == len(self.hands[seat]):
                self.hands[seat] = list(cards)

    def hide_hands(self) -> None:
        """Turn every card in hand face down (a new viewer sits at the screen)."""
        self.hands = [[None] * len(hand) for hand in self.hands]

    # --- the deal ------------------------------------------------------------------------

    def _hand(self, seat: Seat) -> list[Card | None]:
        """``seat``'s hand; an empty stand-in when the picture has no such seat yet (events
        shown before any observation)."""
        return self.hands[seat] if 0 <= seat < len(self.hands) else []

    def deal_card(self, seat: Seat, card: Card | None, order: Sequence[Card]) -> None:
        """One card to ``seat``; known cards take their places in ``order``."""
        hand = self._hand(seat)
        hand.append(card)
        if card is not None:
            hand.sort(key=lambda c: order.index(c) if c in order else len(order))

    def to_crib(self, seat: Seat, count: int, known: Sequence[Card]) -> None:
        """``count`` cards from ``seat``'s hand (the ``known`` ones when given) to the crib;
        a negative seat is the pack."""
        if seat < 0:
            self.crib_from.extend([FROM_PACK] * count)
            return
        hand = self._hand(seat)
        for _ in range(count):
            card = next((c for c in known if c in hand), None)
            if card is None and None not in hand and hand:
                card = hand[-1]
            if card in hand:
                hand.remove(card)
            self.crib_from.append(hand_group(seat))

    def turn_starter(self, card: Card) -> None:
        self.starter = card

    # --- the play ------------------------------------------------------------------------

    def play(self, seat: Seat, card: Card) -> None:
        hand = self._hand(seat)
        if card in hand:
            hand.remove(card)
        elif None in hand:
            hand.remove(None)
        self.series.append((seat, card))
        self.played.append((seat, card))
        self.count += card_value(card)
        self.phase = PLAY

    def say_go(self, seat: Seat) -> None:
        self.said_go.add(seat)

    def peg(self, side: int, points: int, total: int, *, first: bool) -> None:
        """Move ``side``'s score to ``total``; the back peg stays where the first of a run of
        items began, as the engine's ``previous_scores`` say."""
        while len(self.scores) <= side:
            self.scores.append(0)
            self.previous.append(0)
        if first:
            self.previous[side] = total - points
        self.scores[side] = total

    # --- the show ------------------------------------------------------------------------

    def show(self, owner: Seat, cards: tuple[Card, ...]) -> None:
        """Lay out the hand (or ``CRIB``) about to be counted."""
        self.phase = SHOW
        self.series = []
        self.count = 0
        self.said_go = set()
        if owner == CRIB:
            self.crib_from = []
        self.showing = owner
        self.showing_cards = cards
        self.highlight = frozenset()

    def put_back(self) -> None:
        """The counted hand goes back in front of its owner, face up."""
        if self.showing is not None and self.showing_cards:
            self.shown[self.showing] = self.showing_cards
        self.showing = None
        self.showing_cards = ()
        self.highlight = frozenset()
