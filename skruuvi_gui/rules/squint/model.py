"""Squint values shared by the engine, the bots and the table: options, contracts, actions,
events and the view.

Action text forms (stable; they are what records store):

=======================  ===========================================================
``FIRST:2``              chance: seat 2 deals the first deal
``DEAL:<52 cards>``      chance: the shuffled pack, ``DEAL:AS,7C,...``; ``deck[i]`` for
                         ``i < 50`` goes to seat ``(dealer + 1 + i) mod 5``, the last two
                         are the squint
``BID:KD``               pick this card of one's hand as the bid card
``NEMO``                 the odd bidder of a 4-1 pattern chooses Nemo
``SOLO:H``               the odd bidder of a 4-1 pattern chooses a Solo with this trump
``PLAY_HAND``            a contractor plays without the squint
``TAKE_SQUINT``          a contractor (or a Duo partner) takes the squint
``PROPOSE_HAND``         the first Duo partner proposes hand play
``ACCEPT_HAND``          the second Duo partner accepts hand play
``KEEP:KH``              the first Duo partner keeps this squint card
``DISCARD:8S,4D``        put these cards out of play face down
``PASS:8S,4D``           pass these cards face down to the next player of the chain
``DISCARD_UP:7H,AH``     put these cards out of play face up
``P:8S``                 play a card to the trick
=======================  ===========================================================

Cards given together are one set: their text lists them in hand order (suits ♠ ♥ ♣ ♦, low to
high, aces high) whatever order they were named in, so each choice has exactly one text.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import partial
from typing import Any

from skruuvi_gui.cards import Card, Suit, parse_cards
from skruuvi_gui.rules import state, tricks
from skruuvi_gui.rules.api import (
    Event,
    HeadAction,
    Observation,
    OptionSpec,
    Seat,
    WordAction,
    read_action,
)
from skruuvi_gui.rules.chance import Deal as Deal
from skruuvi_gui.rules.chance import FirstDealer as FirstDealer
from skruuvi_gui.rules.options import option_values
from skruuvi_gui.rules.transfers import Transfer as Transfer
from skruuvi_gui.rules.tricks import HAND_ORDER as HAND_ORDER
from skruuvi_gui.rules.tricks import Play as Play
from skruuvi_gui.rules.tricks import Trick as Trick

GAME_ID = "squint"
NUM_SEATS = 5

#: ``dealer`` before the first deal.
NO_SEAT: Seat = -1
#: Places that ``CardsPassed`` and ``Transfer`` name that are no seat: the squint face down
#: on the table, and the cards put out of play.
SQUINT_PILE: Seat = -2
DISCARDS: Seat = -3

# Phases (stable identifiers the table translates).
DEAL = "deal"
BID = "bid"
CHOOSE_4_1 = "choose_4_1"
SQUINT = "squint"
PLAY = tricks.PLAY
GAME_OVER = state.GAME_OVER

# Contract kinds, as ``resolve_bids`` names them.
ACE_SOLO = "ace_solo"
MISERE = "misere"
GRAND_SOLO = "grand_solo"
SOLO = "solo"
DUO = "duo"
NEMO = "nemo"
CHOOSE = "choose_4_1"

#: Kinds whose suit is the trump suit.
TRUMP_KINDS = frozenset({GRAND_SOLO, SOLO, DUO})

# Declarations in the squint phase (stable; ``Said`` events carry them).
PLAY_HAND = "play_hand"
TAKE_SQUINT = "take_squint"
PROPOSE_HAND = "propose_hand"
ACCEPT_HAND = "accept_hand"
DECLARATIONS = (PLAY_HAND, TAKE_SQUINT, PROPOSE_HAND, ACCEPT_HAND)

# What the seat at a step of the squint phase must do.
DECLARE = "declare"  # a contractor: play_hand or take_squint
PROPOSE = "propose"  # the first Duo partner: take_squint or propose_hand
ANSWER = "answer"  # the second Duo partner: accept_hand or take_squint
KEEP = "keep"  # the first Duo partner keeps one squint card
DISCARD = "discard"  # cards out of play face down
PASS = "pass"  # cards face down to the next seat of the chain
DISCARD_FACE_UP = "discard_face_up"  # cards out of play face up

# Option values.
ANY_SUIT = "any"
BID_SUIT = "bid_suit"
SHARED = "shared"
PLAY_ON = "play_on"


def positive_int(value: object) -> bool:
    """Any target or deal limit the spec allows, beyond those the dialog offers."""
    return type(value) is int and value > 0


OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("target_score", 150, (150, 100, 200, 250, 300), also=positive_int),
    OptionSpec("deal_limit", None, (None, 5, 10, 15, 20, 25, 30), also=positive_int),
    OptionSpec("four_one_solo_trump", ANY_SUIT, (ANY_SUIT, BID_SUIT)),
    OptionSpec("tie_rule", SHARED, (SHARED, PLAY_ON)),
)


@dataclass(frozen=True, slots=True)
class SquintOptions:
    """``deal_limit`` ``None``: the game ends only at ``target_score``.

    ``ValueError`` for a value the spec does not name: an unknown ``tie_rule`` or
    ``four_one_solo_trump`` would otherwise quietly play some other rule."""

    target_score: int = 150
    deal_limit: int | None = None
    four_one_solo_trump: str = ANY_SUIT
    tie_rule: str = SHARED

    def __post_init__(self) -> None:
        if self.target_score < 1:
            raise ValueError(f"the target score must be positive, not {self.target_score}")
        if self.deal_limit is not None and self.deal_limit < 1:
            raise ValueError(f"the deal limit must be positive, not {self.deal_limit}")
        if self.four_one_solo_trump not in (ANY_SUIT, BID_SUIT):
            raise ValueError(f"no 4-1 solo trump rule {self.four_one_solo_trump!r}")
        if self.tie_rule not in (SHARED, PLAY_ON):
            raise ValueError(f"no tie rule {self.tie_rule!r}")

    @classmethod
    def from_mapping(cls, options: Mapping[str, Any]) -> SquintOptions:
        return cls(**option_values(options, OPTIONS, GAME_ID))


# --- seats ------------------------------------------------------------------------------


def left_of(seat: Seat) -> Seat:
    """The next seat clockwise: play, passing and the deal all go to the left."""
    return (seat + 1) % NUM_SEATS


def forehand(dealer: Seat) -> Seat:
    """The seat left of the dealer, first in priority and first to lead."""
    return left_of(dealer)


def priority_order(dealer: Seat) -> tuple[Seat, ...]:
    """Forehand first, then clockwise, the dealer last: it breaks every tie."""
    return tuple((dealer + 1 + i) % NUM_SEATS for i in range(NUM_SEATS))


def in_hand_order(cards: tuple[Card, ...]) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=lambda card: HAND_ORDER[card.index]))


# --- contracts --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Contract:
    """What a deal is played for.

    ``kind`` is one of ``ace_solo``, ``misere``, ``grand_solo``, ``solo``, ``duo``, ``nemo``,
    or ``choose_4_1`` while the odd bidder of a 4-1 pattern must choose. ``seats`` are the
    seats that play it, ascending: all five for Nemo, the odd bidder for ``choose_4_1``.
    ``suit`` is the trump suit's letter, the penalty suit for Nemo, the 4-suit for
    ``choose_4_1``, and ``None`` for Ace Solo and Misère.
    """

    kind: str
    seats: tuple[Seat, ...]
    suit: str | None = None

    def __str__(self) -> str:
        return self.kind if self.suit is None else f"{self.kind}:{self.suit}"

    @property
    def trump(self) -> Suit | None:
        return Suit(self.suit) if self.kind in TRUMP_KINDS and self.suit else None

    @property
    def penalty(self) -> Suit | None:
        """Nemo's penalty suit."""
        return Suit(self.suit) if self.kind == NEMO and self.suit else None


# --- actions ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Bid(HeadAction):
    """Show ``card`` as the bid card; it stays in hand."""

    HEAD = "BID"

    card: Card


@dataclass(frozen=True, slots=True)
class ChooseNemo(WordAction):
    WORD = "NEMO"


@dataclass(frozen=True, slots=True)
class ChooseSolo(HeadAction):
    HEAD = "SOLO"

    trump: Suit


@dataclass(frozen=True, slots=True)
class Declare:
    """``what`` is one of ``DECLARATIONS``."""

    what: str

    def __post_init__(self) -> None:
        if self.what not in DECLARATIONS:
            raise ValueError(f"not a squint declaration: {self.what!r}")

    def __str__(self) -> str:
        return self.what.upper()


@dataclass(frozen=True, slots=True)
class Keep(HeadAction):
    HEAD = "KEEP"

    card: Card


@dataclass(frozen=True, slots=True)
class _Cards:
    """A set of cards given together, held in hand order."""

    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", in_hand_order(self.cards))

    def _text(self, head: str) -> str:
        return head + ":" + ",".join(str(c) for c in self.cards)


@dataclass(frozen=True, slots=True)
class Discard(_Cards):
    """Out of play face down."""

    def __str__(self) -> str:
        return self._text("DISCARD")


@dataclass(frozen=True, slots=True)
class Pass(_Cards):
    """Face down to the next seat of the chain."""

    def __str__(self) -> str:
        return self._text("PASS")


@dataclass(frozen=True, slots=True)
class DiscardFaceUp(_Cards):
    """Out of play face up, for everybody to see."""

    def __str__(self) -> str:
        return self._text("DISCARD_UP")


SquintAction = (
    FirstDealer
    | Deal
    | Bid
    | ChooseNemo
    | ChooseSolo
    | Declare
    | Keep
    | Discard
    | Pass
    | DiscardFaceUp
    | Play
)

_HEADS: dict[str, Callable[[str], SquintAction]] = {
    "FIRST": lambda rest: FirstDealer(int(rest)),
    "DEAL": lambda rest: Deal(parse_cards(rest)),
    "BID": lambda rest: Bid(Card.parse(rest)),
    "SOLO": lambda rest: ChooseSolo(Suit.parse(rest)),
    "KEEP": lambda rest: Keep(Card.parse(rest)),
    "DISCARD": lambda rest: Discard(parse_cards(rest)),
    "PASS": lambda rest: Pass(parse_cards(rest)),
    "DISCARD_UP": lambda rest: DiscardFaceUp(parse_cards(rest)),
    "P": lambda rest: Play(Card.parse(rest)),
}
_WORDS: dict[str, Callable[[], SquintAction]] = {
    ChooseNemo.WORD: ChooseNemo,
    **{what.upper(): partial(Declare, what) for what in DECLARATIONS},
}


def parse_action(text: str) -> SquintAction:
    """The inverse of ``str(action)``; ``ValueError`` for text that is no squint action."""
    return read_action(text, "squint", _HEADS, _WORDS)


# --- events -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class BidPicked(Event):
    """``seat`` has picked its bid card; which card stays hidden until all five have."""

    seat: Seat


@dataclass(frozen=True, slots=True)
class BidsRevealed(Event):
    """All five bid cards turned over at once: ``bids[seat]`` is the seat's card."""

    bids: tuple[Card, ...]


# --- records in the view ----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Step:
    """One decision of the squint phase: ``seat`` must do ``task`` (``DECLARE``, ``PROPOSE``,
    ``ANSWER``, ``KEEP``, ``DISCARD``, ``PASS`` or ``DISCARD_FACE_UP``) with ``count`` cards;
    passed cards go to ``to``. With ``takes_squint`` the seat first adds what is left of the
    squint to its hand."""

    seat: Seat
    task: str
    count: int = 0
    to: Seat = DISCARDS
    takes_squint: bool = False


@dataclass(frozen=True, slots=True)
class DealResult:
    """One line of the score sheet: ``points[seat]`` and ``tricks[seat]`` this deal;
    ``playing_hand`` the seats that played without the squint (their points doubled)."""

    deal: int
    dealer: Seat
    bids: tuple[Card, ...]
    contracts: tuple[Contract, ...]
    playing_hand: tuple[Seat, ...]
    tricks: tuple[int, ...]
    points: tuple[int, ...]


# --- the view ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SquintObservation(Observation):
    """What one seat (or, with ``seat is None``, anybody) may know.

    ``picked`` are the seats that have picked a bid card this deal; ``bid`` is this seat's
    own pick and ``bids`` all five by seat, empty until the reveal. ``contracts`` are the
    deal's contracts (several only for Ace Solos and Misères), ``declarations`` every
    ``(seat, declaration)`` of the squint phase, ``playing_hand`` the seats that play without
    the squint, ``step`` the decision the squint phase waits for.

    ``squint_size`` counts the squint cards still face down on the table; ``squint_seen``
    are those this seat has looked at. ``given`` and ``received`` are the seat's own face-down
    transfers (the squint taken, cards passed, face-down discards); ``passed`` is what
    everybody saw of those: ``(from, to, count)``. ``discards_shown`` are the face-up
    discards. ``tricks`` are every completed trick of the deal; ``results`` the score sheet,
    ``scores`` each seat's total.
    """

    options: SquintOptions
    deal_number: int
    dealer: Seat
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    picked: tuple[Seat, ...]
    bid: Card | None
    bids: tuple[Card, ...]
    contracts: tuple[Contract, ...]
    declarations: tuple[tuple[Seat, str], ...]
    playing_hand: tuple[Seat, ...]
    step: Step | None
    squint_size: int
    squint_seen: tuple[Card, ...]
    given: tuple[Transfer, ...]
    received: tuple[Transfer, ...]
    passed: tuple[tuple[Seat, Seat, int], ...]
    discards_shown: tuple[Transfer, ...]
    trick: tuple[tuple[Seat, Card], ...]
    tricks: tuple[Trick, ...]
    tricks_won: tuple[int, ...]
    scores: tuple[int, ...]
    results: tuple[DealResult, ...]

    def visible_cards(self) -> frozenset[Card]:
        cards: set[Card] = {*self.hand, *self.bids, *self.squint_seen}
        if self.bid is not None:
            cards.add(self.bid)
        for transfer in (*self.given, *self.received, *self.discards_shown):
            cards.update(transfer.cards)
        cards.update(card for _, card in self.trick)
        cards.update(card for trick in self.tricks for _, card in trick.plays)
        return frozenset(cards)

    @property
    def forehand(self) -> Seat:
        return forehand(self.dealer)

    @property
    def priority_order(self) -> tuple[Seat, ...]:
        return priority_order(self.dealer)

    @property
    def trump(self) -> Suit | None:
        """The deal's trump suit (every simultaneous contract is played at no trump)."""
        return self.contracts[0].trump if self.contracts else None

    @property
    def penalty(self) -> Suit | None:
        """Nemo's penalty suit."""
        return self.contracts[0].penalty if self.contracts else None

    @property
    def discard_size(self) -> int:
        """Cards put out of play face down this deal."""
        return sum(count for _, to, count in self.passed if to == DISCARDS)
