"""Skruuvi values shared by the engine, the bots and the table: options, bids, actions, events
and the view.

Action text forms (stable; they are what records store):

====================  ==============================================================
``LETTERS:BDAC``      chance: the letters drawn, seat by seat (seat 0 is B here)
``DEAL:<52 cards>``   chance: the shuffled pack, ``DEAL:AS,7C,...``, dealt one card at a
                      time clockwise from forehand; in alkupeli the last four are the
                      centre cards
``PASS``              pass in a bidding, or decline to knock
``BID:6H``            a bid: level 1-7 and strain ``M S C D H G``
``GIVE:AS,KH,2C,3D``  give these cards face down, in this order (see ``exchange``)
``KNOCK``             knock (double)
``REKNOCK``           re-knock (redouble)
``P:8S``              play a card to the trick
====================  ==============================================================
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import Enum
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
from skruuvi_gui.rules.options import option_values
from skruuvi_gui.rules.transfers import Transfer as Transfer
from skruuvi_gui.rules.tricks import Play as Play
from skruuvi_gui.rules.tricks import Trick as Trick

GAME_ID = "skruuvi"

#: The place ``CardsPassed`` names for the centre cards (no seat).
CENTRE: Seat = -2
#: ``dealer`` before the first deal.
NO_SEAT: Seat = -1

#: Letter names of the players, by letter index.
LETTERS = "ABCDE"

# Phases (stable identifiers the table translates).
DRAW = "draw"
DEAL = "deal"
FIRST_BIDDING = "first_bidding"
TAKER_EXCHANGE = "taker_exchange"
FINAL_BIDDING = "final_bidding"
DEFENDERS_EXCHANGE = "defenders_exchange"
PASS_MISERE_EXCHANGE = "pass_misere_exchange"
KNOCKS = "knocks"
PLAY = tricks.PLAY
GAME_OVER = state.GAME_OVER

# Kinds of deal.
ALKUPELI = "alkupeli"
KOTKA = "kotka"

#: The contract text of a deal that everybody passed.
PASS_MISERE = "pass_misere"

# Scoring variants.
MODERN = "modern"
NORWEGIAN_2016 = "2016"
TRADITIONAL = "traditional"

# Session lengths: a whole session, one with purku, one robber, or one practice deal.
SESSION = "session"
PURKU = "purku"
ROBBER = "robber"

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("scoring", MODERN, (MODERN, NORWEGIAN_2016, TRADITIONAL)),
    OptionSpec("length", SESSION, (SESSION, ROBBER, ALKUPELI, KOTKA, PURKU)),
    OptionSpec("num_players", 4, (4, 5)),
    OptionSpec("round_to_five", False, (False, True), only_with=("scoring", TRADITIONAL)),
)


@dataclass(frozen=True, slots=True)
class SkruuviOptions:
    """``length`` ``"alkupeli"`` or ``"kotka"`` is one practice deal of that kind;
    ``round_to_five`` rounds each robber's ledger entry to the nearest 5 (traditional)."""

    scoring: str = MODERN
    length: str = SESSION
    num_players: int = 4
    round_to_five: bool = False

    @classmethod
    def from_mapping(cls, options: Mapping[str, Any]) -> SkruuviOptions:
        return cls(**option_values(options, OPTIONS, GAME_ID))


# --- bids -------------------------------------------------------------------------------


class Strain(Enum):
    """What a bid names; the value is the one-letter text form. Their order depends on the
    kind of deal (see ``bidding``)."""

    MISERE = "M"
    SPADES = "S"
    CLUBS = "C"
    DIAMONDS = "D"
    HEARTS = "H"
    GRANDI = "G"

    @property
    def trump(self) -> Suit | None:
        """The trump suit this strain names; ``None`` for grandi and misère."""
        return _TRUMPS.get(self)


_TRUMPS = {
    Strain.SPADES: Suit.SPADES,
    Strain.CLUBS: Suit.CLUBS,
    Strain.DIAMONDS: Suit.DIAMONDS,
    Strain.HEARTS: Suit.HEARTS,
}


@dataclass(frozen=True, slots=True)
class Bid:
    """A bid or a contract: level 1-7 and a strain, written ``6H``."""

    level: int
    strain: Strain

    def __post_init__(self) -> None:
        if not 1 <= self.level <= 7:
            raise ValueError(f"a bid's level is 1 to 7, not {self.level}")

    def __str__(self) -> str:
        return f"{self.level}{self.strain.value}"

    @classmethod
    def parse(cls, text: str | Bid) -> Bid:
        """``"6H"``, ``"1m"`` or a ``Bid``; ``ValueError`` on anything else."""
        if isinstance(text, Bid):
            return text
        t = text.strip().upper()
        if len(t) != 2 or not t[0].isdigit():
            raise ValueError(f"not a bid: {text!r}")
        try:
            return cls(int(t[0]), Strain(t[1]))
        except ValueError:
            raise ValueError(f"not a bid: {text!r}") from None

    @property
    def is_misere(self) -> bool:
        return self.strain is Strain.MISERE

    @property
    def tricks_promised(self) -> int:
        """Tricks the bidding side must take (trumps, grandi) or may take at most (misère)."""
        return 7 - self.level if self.is_misere else 6 + self.level


def undertricks(contract: Bid, tricks: int) -> int:
    """Tricks short of the contract (misère: tricks beyond those allowed); 0 if made."""
    promised = contract.tricks_promised
    return max(0, tricks - promised if contract.is_misere else promised - tricks)


def overtricks(contract: Bid, tricks: int) -> int:
    """Tricks beyond the contract (misère: tricks fewer than allowed); 0 if not made."""
    promised = contract.tricks_promised
    return max(0, promised - tricks if contract.is_misere else tricks - promised)


# --- actions ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DrawLetters:
    """Chance: ``letters[seat]`` is the letter index (0 = A) the seat drew."""

    letters: tuple[int, ...]

    def __str__(self) -> str:
        return "LETTERS:" + "".join(LETTERS[i] for i in self.letters)


@dataclass(frozen=True, slots=True)
class Pass(WordAction):
    WORD = "PASS"


@dataclass(frozen=True, slots=True)
class MakeBid(HeadAction):
    HEAD = "BID"

    bid: Bid


@dataclass(frozen=True, slots=True)
class Give:
    """Cards given face down in an exchange, in the order the receiver sees them."""

    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return "GIVE:" + ",".join(str(c) for c in self.cards)

    def __reduce__(self) -> tuple[type[Give], tuple[tuple[Card, ...]]]:
        """Pickled as its cards: an exchange offers thousands of gives, sent to the bots'
        process with the decision from the GUI thread, where a slotted dataclass's own
        pickling (its fields looked up again for every give) took milliseconds."""
        return (Give, (self.cards,))


@dataclass(frozen=True, slots=True)
class Knock(WordAction):
    WORD = "KNOCK"


@dataclass(frozen=True, slots=True)
class Reknock(WordAction):
    WORD = "REKNOCK"


SkruuviAction = DrawLetters | Deal | Pass | MakeBid | Give | Knock | Reknock | Play

_HEADS: dict[str, Callable[[str], SkruuviAction]] = {
    "LETTERS": lambda rest: DrawLetters(tuple(LETTERS.index(letter) for letter in rest)),
    "DEAL": lambda rest: Deal(parse_cards(rest)),
    "BID": lambda rest: MakeBid(Bid.parse(rest)),
    "GIVE": lambda rest: Give(parse_cards(rest)),
    "P": lambda rest: Play(Card.parse(rest)),
}
_WORDS: dict[str, Callable[[], SkruuviAction]] = {
    word.WORD: word for word in (Pass, Knock, Reknock)
}


def parse_action(text: str) -> SkruuviAction:
    """The inverse of ``str(action)``; ``ValueError`` for text that is no skruuvi action."""
    return read_action(text, "skruuvi", _HEADS, _WORDS)


# --- events -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class LettersDrawn(Event):
    """``letters[seat]`` is the seat's letter, e.g. ``"BDAC"``."""

    letters: str


@dataclass(frozen=True, slots=True)
class RobberStarted(Event):
    """Robber ``robber`` (from 0) begins: ``order`` the four playing seats clockwise, partners
    opposite (``order[0]`` with ``order[2]``); ``sitting_out`` the fifth player, if any."""

    robber: int
    order: tuple[Seat, ...]
    sitting_out: Seat | None


@dataclass(frozen=True, slots=True)
class BiddingBack(Event):
    """Nobody outbid ``bid``, and the call is its bidder's, ``seat``'s, again: that seat may
    raise it or pass, and ``passes_left`` more passes in a row end the bidding (``1``: its own
    pass does, making it the taker or ``bid`` the contract); ``final`` in the final bidding."""

    seat: Seat
    bid: str
    passes_left: int
    final: bool


@dataclass(frozen=True, slots=True)
class Holding:
    """Aces or a sequence from the ace held in one hand when play starts (traditional
    scoring): ``kind`` ``"aces"`` (``count`` of them) or ``"sequence"`` (``count`` cards of
    ``suit`` downward from its ace); ``points`` before any knock."""

    seat: Seat
    kind: str
    suit: Suit | None
    count: int
    points: int


@dataclass(frozen=True, slots=True)
class HoldingsShown(Event):
    """Play starts in a traditionally scored contract: every hand's aces and sequences that
    score, and each side's honours; ``order`` is the robber's seating (its side 0 is
    ``order[0]`` and ``order[2]``)."""

    order: tuple[Seat, ...]
    holdings: tuple[Holding, ...]
    honours: tuple[int, int]


# --- records in the view ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ScoreItem:
    """``points`` for ``side``, for a stable ``reason`` the table translates: ``made``,
    ``grandi_bonus``, ``misere_minus``, ``overtricks``, ``undertricks``, ``tricks``
    (pass-misère) or ``aces``; traditional scoring adds ``trick_points`` and ``game``
    (below the line), ``held_aces``, ``sequence``, ``honours`` and ``misere_ace``.
    ``detail`` holds the figures the points come from, so that the sheet can show the sum
    (see ``traditional``)."""

    side: int
    reason: str
    points: int
    detail: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class ScoreWritten(Event):
    """Traditional scoring: ``item`` written below or above the line for the partnership
    ``seats`` (side ``item.side`` of the robber); ``total`` is that side's robber total after
    it. Only the robber's ledger entry, at its end, is a ``Scored`` event: the ledger is
    what the game is won by."""

    seats: tuple[Seat, Seat]
    item: ScoreItem
    total: int


@dataclass(frozen=True, slots=True)
class Call:
    """One call in a bidding: ``bid`` is ``None`` for a pass."""

    seat: Seat
    bid: Bid | None

    def __str__(self) -> str:
        return "pass" if self.bid is None else str(self.bid)


@dataclass(frozen=True, slots=True)
class AceTrick:
    """In which trick an ace was played and who won that trick (misère ace points)."""

    number: int
    card: Card
    winner: Seat


@dataclass(frozen=True, slots=True)
class DealResult:
    """One line of the score sheet: ``points[seat]`` this deal (0 for a seat not playing).

    ``tricks`` are per side of the robber (``order[0]``'s side first); ``contract`` is a bid
    such as ``"6H"`` or ``"pass_misere"``. ``items`` are what traditional scoring wrote
    below and above the line for each side (empty in the other variants).
    """

    robber: int
    deal: int
    kind: str
    dealer: Seat
    contract: str
    declarer: Seat | None
    knocks: int
    tricks: tuple[int, int]
    points: tuple[int, ...]
    items: tuple[ScoreItem, ...] = ()


# --- the view ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SkruuviObservation(Observation):
    """What one seat (or, with ``seat is None``, anybody) may know.

    ``order`` is this robber's four playing seats clockwise, partners opposite. ``hand`` is
    the seat's cards; ``given`` and ``received`` the cards it passed and got face down this
    deal, in order; ``passed`` what everybody saw of every exchange (who, to whom, how many).
    ``centre`` shows the centre cards once the taker turned them face up; ``centre_size``
    counts those still face down. ``tricks`` are every completed trick of the deal (players
    remember them; ``reviewable_tricks`` is what the rules let one look back at).
    ``results`` is the score sheet so far, ``scores`` each player's total (traditional
    scoring: the ledger, in hundredths). ``holdings`` and ``honours`` are what was shown
    when play started in a traditionally scored contract.
    """

    options: SkruuviOptions
    letters: tuple[int, ...]
    robber: int
    robbers: int
    order: tuple[Seat, ...]
    sitting_out: Seat | None
    deal_number: int
    deal_in_robber: int
    kind: str
    dealer: Seat
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    centre: tuple[Card, ...]
    centre_size: int
    first_bidding: tuple[Call, ...]
    final_bidding: tuple[Call, ...]
    standing: Bid | None
    taker: Seat | None
    contract: Bid | None
    declarer: Seat | None
    pass_misere: bool
    defenders_exchange: bool
    knocks: int
    knock_calls: tuple[tuple[Seat, str], ...]
    given: tuple[Transfer, ...]
    received: tuple[Transfer, ...]
    passed: tuple[tuple[Seat, Seat, int], ...]
    trick: tuple[tuple[Seat, Card], ...]
    tricks: tuple[Trick, ...]
    tricks_won: tuple[int, ...]
    aces: tuple[AceTrick, ...]
    scores: tuple[int, ...]
    results: tuple[DealResult, ...]
    holdings: tuple[Holding, ...] = ()
    honours: tuple[int, int] = (0, 0)

    def visible_cards(self) -> frozenset[Card]:
        return frozenset(
            (
                *self.hand,
                *self.centre,
                *(card for transfer in (*self.given, *self.received) for card in transfer.cards),
                *(card for _, card in self.trick),
                *(card for trick in self.tricks for _, card in trick.plays),
            )
        )

    @property
    def trump(self) -> Suit | None:
        return None if self.contract is None else self.contract.strain.trump

    @property
    def forehand(self) -> Seat:
        """The seat left of the dealer."""
        return self.left_of(self.dealer)

    def left_of(self, seat: Seat) -> Seat:
        """The next playing seat clockwise."""
        return self.order[(self.order.index(seat) + 1) % 4]

    def partner_of(self, seat: Seat) -> Seat:
        return self.order[(self.order.index(seat) + 2) % 4]

    def side_of(self, seat: Seat) -> int:
        """0 for ``order[0]``'s partnership, 1 for the other."""
        return self.order.index(seat) % 2

    @property
    def reviewable_tricks(self) -> tuple[Trick, ...]:
        """The completed tricks one may look at (spec §9): the last two, or only the last one
        while a trick is in progress; in the 2016 variant the last two also then (seed 002)."""
        if self.trick and self.options.scoring != NORWEGIAN_2016:
            return self.tricks[-1:]
        return self.tricks[-2:]
