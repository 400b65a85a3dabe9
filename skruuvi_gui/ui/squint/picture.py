"""Where the cards of the current Squint deal are, as plain data.

Events change the picture one step at a time while they animate; every finished batch
replaces it with ``SquintPicture.from_observation``, so whatever the events showed on the
way, the table ends exactly at the observation. A card is known (``Slot.card``) only when the
observation shows it to the viewer; ``came_from`` names the group a card flies in from.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass, field

from skruuvi_gui.cards import Card
from skruuvi_gui.rules.api import Seat
from skruuvi_gui.rules.squint import (
    BID,
    CHOOSE_4_1,
    DISCARDS,
    KEEP,
    NO_SEAT,
    NUM_SEATS,
    SQUINT_PILE,
    SquintObservation,
    Transfer,
)
from skruuvi_gui.rules.squint.model import HAND_ORDER
from skruuvi_gui.ui.table.pack import DECK
from skruuvi_gui.ui.table.slots import Slot, hand_group
from skruuvi_gui.ui.table.trick_play import TrickPlay

#: Groups of card items: the squint, and the cards out of play.
SQUINT_GROUP: Hashable = "squint"
OUT_GROUP: Hashable = "out"


def bid_group(seat: Seat) -> Hashable:
    """A bid card lying in the middle before its seat."""
    return ("bid", seat)


def shown_group(seat: Seat) -> Hashable:
    """A revealed bid card lying face up by its seat."""
    return ("shown", seat)


def _sort(hand: list[Slot]) -> None:
    """Known cards in the order the rules hold a hand (suits alternating, ace high)."""
    if any(slot.card is not None for slot in hand):
        hand.sort(key=lambda s: (0, HAND_ORDER[s.card.index]) if s.card else (1, 0))


def _empty_hands() -> list[list[Slot]]:
    return [[] for _ in range(NUM_SEATS)]


@dataclass
class SquintPicture(TrickPlay):
    """The cards of one deal: hands, the pack being dealt, the bid cards in the middle (face
    down until the reveal), revealed bid cards still known to be held, the squint, the cards
    out of play (face down, and face up), the trick in progress and each seat's won tricks."""

    dealer: Seat = NO_SEAT
    viewer: Seat | None = None
    hands: list[list[Slot]] = field(default_factory=_empty_hands)
    deck: int = 0
    bids: dict[Seat, Slot] = field(default_factory=dict)
    revealed: bool = False
    shown: dict[Seat, Slot] = field(default_factory=dict)
    squint: list[Slot] = field(default_factory=list)
    squint_open: bool = False
    out: list[Slot] = field(default_factory=list)
    out_up: list[Slot] = field(default_factory=list)
    given: int = 0
    received: int = 0
    #: Seats besides the viewer whose hands lie face up (a replay).
    open: set[Seat] = field(default_factory=set)
    #: Seats whose revealed bid card has gone back onto the hand, face down, as the seat is
    #: about to give cards the viewer cannot follow.
    tucked: set[Seat] = field(default_factory=set)

    @classmethod
    def from_observation(cls, obs: SquintObservation, viewer: Seat | None) -> SquintPicture:
        """The deal as ``obs`` shows it; ``viewer`` is the seat whose cards may be face up
        (``None``: nobody's)."""
        own = viewer if viewer is not None and viewer == obs.seat else None
        bidding = obs.phase in (BID, CHOOSE_4_1)
        revealed = bool(obs.bids)
        bids: dict[Seat, Slot] = {}
        if bidding:
            for seat in obs.picked:
                if revealed:
                    bids[seat] = Slot(obs.bids[seat])
                else:
                    bids[seat] = Slot(obs.bid if seat == own else None)
        shown = {} if bidding else {s: Slot(c) for s, c in held_bids(obs, own).items()}
        own_bid = None if bidding or own is None else own_bid_held(obs, own)
        if own is not None and own_bid is not None:
            shown[own] = Slot(own_bid)
        hands = _empty_hands()
        for seat in range(NUM_SEATS):
            if seat == own:
                laid = bids[seat].card if seat in bids else own_bid
                hands[seat] = [Slot(card) for card in obs.hand if card != laid]
            else:
                lying = (seat in bids) + (seat in shown)
                hands[seat] = [Slot(None) for _ in range(obs.hand_sizes[seat] - lying)]
        return cls(
            dealer=obs.dealer,
            viewer=own,
            hands=hands,
            bids=bids,
            revealed=revealed,
            shown=shown,
            squint=[Slot(card) for card in _squint_cards(obs, own)],
            squint_open=own is not None and obs.step is not None and obs.step.task == KEEP,
            out=[Slot(card) for card in _out_cards(obs, own)],
            out_up=[Slot(card) for t in obs.discards_shown for card in t.cards],
            trick=list(obs.trick),
            tricks=list(obs.tricks),
            given=len(obs.given),
            received=len(obs.received),
        )

    def open_hands(self, views: Mapping[Seat, SquintObservation]) -> None:
        """Every seat's cards in hand known and face up, as its own view shows them (a
        finished game replayed); its bid card lying in the middle or by its seat stays there."""
        for seat, view in views.items():
            if not 0 <= seat < len(self.hands):
                continue
            lying = {view.bid} if seat in self.bids else set()
            if seat in self.shown:
                lying.add(self.shown[seat].card)
            cards = [card for card in view.hand if card not in lying]
            if len(cards) == len(self.hands[seat]):
                self.hands[seat] = [Slot(card) for card in cards]
                self.open.add(seat)

    def hide_hands(self) -> None:
        """Turn every card the viewer alone knows face down (a new viewer sits down)."""
        self.viewer = None
        self.open.clear()
        self.squint_open = False
        for hand in self.hands:
            for slot in hand:
                slot.card = None
        for slot in (*self.squint, *self.out):
            slot.card = None
        if not self.revealed:
            for slot in self.bids.values():
                slot.card = None

    def settle(self) -> None:
        """Cards have arrived: forget where they came from."""
        for slot in self._all_slots():
            slot.came_from = None

    def _all_slots(self) -> list[Slot]:
        slots = [slot for hand in self.hands for slot in hand]
        slots += [*self.bids.values(), *self.shown.values(), *self.squint]
        return [*slots, *self.out, *self.out_up]

    # --- the deal and the bid ----------------------------------------------------------

    def next_deal(self, dealer: Seat) -> None:
        """An empty table and the whole pack ready to be dealt by ``dealer``."""
        self.dealer = dealer
        self.hands = _empty_hands()
        self.deck = 52
        self.bids = {}
        self.revealed = False
        self.shown = {}
        self.squint = []
        self.squint_open = False
        self.out = []
        self.out_up = []
        self._no_tricks()
        self.given = 0
        self.received = 0
        self.tucked = set()

    def deal_card(self, index: int, card: Card | None) -> None:
        """Card ``index`` of the pack (spec §2): to a seat, the last two to the squint."""
        self.deck -= 1
        if index >= 50:
            self.squint.append(Slot(None, DECK))
            return
        hand = self.hands[(self.dealer + 1 + index) % NUM_SEATS]
        hand.append(Slot(card, DECK))
        _sort(hand)

    def pick_bid(self, seat: Seat, card: Card | None) -> None:
        """``seat`` lays its bid card face down before it (``card`` known to its owner)."""
        self._take(seat, card)
        self.bids[seat] = Slot(card, hand_group(seat))

    def reveal(self, bids: Sequence[Card]) -> None:
        """All five bid cards turn over at once."""
        self.revealed = True
        for seat, card in enumerate(bids):
            self.bids[seat] = Slot(card, bid_group(seat))

    def end_bidding(self) -> None:
        """Every bid card goes back to its seat and lies face up by it, the viewer's too,
        while it is known to be held: a card of that hand that everybody has seen."""
        for seat, slot in self.bids.items():
            self.shown[seat] = Slot(slot.card)
        self.bids = {}

    # --- the squint ----------------------------------------------------------------------

    def take_squint(self, seat: Seat, count: int, known: Transfer | None) -> None:
        """``count`` squint cards go to ``seat`` (known when it is the viewer)."""
        self.squint_open = False
        own = seat == self.viewer
        cards = list(known.cards) if own and known is not None else []
        if own:
            self.received += 1
        hand = self.hands[seat]
        for i in range(min(count, len(self.squint))):
            card = cards[i] if i < len(cards) else None
            slot = next((s for s in self.squint if card is not None and s.card == card), None)
            self.squint.remove(slot if slot is not None else self.squint[-1])
            hand.append(Slot(card, SQUINT_GROUP))
        _sort(hand)

    def pass_cards(
        self,
        giver: Seat,
        to: Seat,
        count: int,
        given: Transfer | None,
        received: Transfer | None,
    ) -> None:
        """``count`` cards face down from ``giver`` to ``to`` (a seat, or out of play);
        ``given`` and ``received`` are the viewer's own transfers when the viewer is one of
        the two."""
        known: list[Card] = []
        if giver == self.viewer:
            self.given += 1
            known = list(given.cards) if given is not None else []
        if to == self.viewer:
            self.received += 1
            known = list(received.cards) if received is not None else []
        self._fold_shown(giver, known, to)
        moved: list[Card | None] = []
        for card in known[:count]:
            self._take(giver, card)
            moved.append(card)
        while len(moved) < count:
            self._take(giver, None)
            moved.append(None)
        follows = to == self.viewer or (to == DISCARDS and giver == self.viewer)
        target = self.out if to == DISCARDS else self.hands[to]
        target.extend(Slot(card if follows else None, hand_group(giver)) for card in moved)
        if to != DISCARDS:
            _sort(target)

    def tuck_shown(self, giver: Seat, known: Sequence[Card], to: Seat) -> Card | None:
        """The giver's revealed bid card goes back onto the hand, face down, before the
        giver gives cards the viewer cannot follow (see ``_fold_shown``); the card, if so."""
        slot = self.shown.get(giver)
        if slot is None or not self._folds(giver, known, to):
            return None
        self.tucked.add(giver)
        return slot.card

    def _folds(self, giver: Seat, known: Sequence[Card], to: Seat) -> bool:
        slot = self.shown.get(giver)
        if slot is None or slot.card in known or giver == self.viewer:
            return False
        return self.viewer is None or to != self.viewer

    def _fold_shown(self, giver: Seat, known: Sequence[Card], to: Seat) -> None:
        """The giver's revealed bid card becomes a face-down card of the hand unless the
        viewer can follow where it goes: the viewer gives it, gets the cards given, or sees
        it go (``known``). Which card of the hand it is nobody else knows."""
        self.tucked.discard(giver)
        if not self._folds(giver, known, to):
            return
        del self.shown[giver]
        self.hands[giver].insert(0, Slot(None))

    def discard_face_up(self, seat: Seat, cards: Sequence[Card]) -> None:
        for card in cards:
            self._take(seat, card)
            self.out_up.append(Slot(card, hand_group(seat)))

    # --- the play ------------------------------------------------------------------------

    def _take(self, seat: Seat, card: Card | None) -> None:
        """Take ``card`` from ``seat`` (from its hand or its revealed bid card), or a
        face-down card of the hand when ``card`` is not known there."""
        if card is not None and card == self.shown.get(seat, Slot(None)).card:
            del self.shown[seat]
            return
        hand = self.hands[seat]
        slot = next((s for s in hand if card is not None and s.card == card), None)
        if slot is None:
            slot = next((s for s in reversed(hand) if s.card is None), None)
        if slot is not None:
            hand.remove(slot)


def held_bids(obs: SquintObservation, viewer: Seat | None) -> dict[Seat, Card]:
    """The other seats' revealed bid cards that the view knows are still in their hands: not
    played, not seen elsewhere, and the seat gave nothing away where the view cannot follow."""
    if not obs.bids:
        return {}
    seen = {card for _, card in obs.trick}
    seen.update(card for trick in obs.tricks for card in trick.cards)
    seen.update(card for t in obs.discards_shown for card in t.cards)
    seen.update(obs.hand)
    seen.update(card for t in (*obs.given, *obs.received) for card in t.cards)
    held: dict[Seat, Card] = {}
    for seat, card in enumerate(obs.bids):
        if seat == viewer or card in seen:
            continue
        if not any(giver == seat and to != viewer for giver, to, _ in obs.passed):
            held[seat] = card
    return held


def own_bid_held(obs: SquintObservation, viewer: Seat) -> Card | None:
    """The viewer's own revealed bid card while it is still in the viewer's hand."""
    if not obs.bids or not 0 <= viewer < len(obs.bids):
        return None
    card = obs.bids[viewer]
    return card if card in obs.hand else None


def unseen_bids(obs: SquintObservation, viewer: Seat | None) -> dict[Seat, Card]:
    """The other seats' revealed bid cards no longer known to be held: each seat gave cards
    face down where the view cannot follow, so its bid card may be among them. A card seen
    again since (played, discarded face up, or got by the viewer) is known again."""
    if not obs.bids:
        return {}
    held = held_bids(obs, viewer)
    seen = {card for _, card in obs.trick}
    seen.update(card for trick in obs.tricks for card in trick.cards)
    seen.update(card for t in obs.discards_shown for card in t.cards)
    seen.update(obs.hand)
    seen.update(card for t in (*obs.given, *obs.received) for card in t.cards)
    return {
        seat: card
        for seat, card in enumerate(obs.bids)
        if seat != viewer and seat not in held and card not in seen
    }


def _squint_cards(obs: SquintObservation, viewer: Seat | None) -> list[Card | None]:
    """The squint cards still on the table; known only to a viewer who has looked."""
    if viewer is None:
        return [None] * obs.squint_size
    taken = {card for t in obs.received if t.from_seat == SQUINT_PILE for card in t.cards}
    left = [card for card in obs.squint_seen if card not in taken]
    if len(left) == obs.squint_size:
        return list(left)
    return [None] * obs.squint_size


def _out_cards(obs: SquintObservation, viewer: Seat | None) -> list[Card | None]:
    """The cards put out of play face down: the viewer's own known, the rest unknown."""
    own = [card for t in obs.given if t.to_seat == DISCARDS for card in t.cards]
    if viewer is None:
        own = []
    return [*own, *([None] * (obs.discard_size - len(own)))]
