"""The standard bids of modern Skruuvi as data: one row per convention of the book (the
strategy part of the modern rules), in the book's order.

A row says in which deals and at which point of the first bidding it applies (``stage``),
which call it makes (``strain`` and the ``levels`` it may be made at: the lowest of them
that is legal), what the hand must hold (``fits``), and the rule in short (``rule``: the
call as the book names it, then what it says) so a reader can check the row against the
source. The same rows serve three readers:

- the bots, which make a fitting row's call whenever it is legal (``book_calls``);
- the auction history, which explains a call by the rows that make it (``rows_for_call``);
- the rules guide, whose table of standard bids lists the same rows.

The first bidding's rounds: the first four calls are the first round, the next four the
second, the rest "later rounds". Readings where the book is brief:

- "1 of a suit" is made at level 2 when level 1 of that suit is no longer legal (still the
  cheapest bid of the suit); "1 or 5 misère" means 1 misère when it is legal, else 5; the
  second round's "1 or 6 grandi" the cheapest grandi.
- The second round's calls and the showing of aces and kings (over one's own side's standing
  bid) are made at the lowest level that is legal, and no higher than level 4: at level 5
  they would fix the strain of the contract before partner has spoken. The second round's
  6 grandi (two aces, when no lower grandi is legal) is left to judgement.
- Over the opponents' standing bid a later round's suit at its lowest level shows that
  suit's ace or king as well: the book names no other meaning for it, and which of the two
  it is cannot be told (a pass there only lets their bid stand, it is no pass between). At
  level 5 and above such a show is left to judgement, as it names a contract.
- "Holds spades" (kotka 6 spades) is read as three spades or more, "very good misère cards" as
  a hand that expects to be forced to take at most one trick, "a stopper in every suit" as an
  ace, or a king with another card, in each suit.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from enum import Enum

from skruuvi_gui.bots.skruuvi.hand import (
    aces,
    high_card_points,
    honours,
    kings,
    lengths,
    misere_danger,
    playing_tricks,
    suit_cards,
)
from skruuvi_gui.cards import SUITS, Card, Rank, Suit
from skruuvi_gui.rules.api import Seat
from skruuvi_gui.rules.skruuvi import (
    KOTKA,
    Bid,
    Call,
    SkruuviObservation,
    Strain,
    final_minimum,
    is_legal_bid,
)


def contract_floor(observation: SkruuviObservation) -> int:
    """The lowest level a contract of this deal may have (5, or 4 in traditional scoring;
    6 in kotka)."""
    return final_minimum(kotka=observation.kind == KOTKA, scoring=observation.options.scoring)


_SHOWS_OVER_OPPONENTS: ContextVar[bool] = ContextVar("shows_over_opponents", default=True)


@contextmanager
def reference_book() -> Iterator[None]:
    """Within it, the book read as the benchmark level ``club`` bids by: a later round's suit
    at its lowest level over the opponents' bid is no show but a wish to play it. Every
    reading made within (the bots' own calls, partner's bids, the guessed deals) follows."""
    token = _SHOWS_OVER_OPPONENTS.set(False)
    try:
        yield
    finally:
        _SHOWS_OVER_OPPONENTS.reset(token)


def shows_over_opponents() -> bool:
    """Whether the book in force reads shows over the opponents' bid (``reference_book``)."""
    return _SHOWS_OVER_OPPONENTS.get()


class Stage(Enum):
    """Where in the bidding a row applies."""

    ALKUPELI_FIRST = "alkupeli, first round"
    ALKUPELI_SECOND = "alkupeli, second round"
    ALKUPELI_LATER = "alkupeli, later rounds"
    KOTKA_FIRST = "kotka, first round"
    KOTKA_LATER = "kotka, later rounds"


#: The highest level of the second round's and the later rounds' calls: one below the lowest
#: contract level, so that they never narrow the final bidding's choice of strain.
SECOND_TOP = 4
#: Misère danger (tricks the hand expects to be forced to take) of middling misère cards,
#: and of very good ones.
MIDDLING_MISERE = 1.5
VERY_GOOD_MISERE = 0.5
#: Playing tricks in one suit that make a hand strong enough to block at level 6.
BLOCKING_TRICKS = 8.5

SUIT_STRAINS: tuple[Strain, ...] = (Strain.SPADES, Strain.CLUBS, Strain.DIAMONDS, Strain.HEARTS)
STRAIN_OF: dict[Suit, Strain] = {strain.trump: strain for strain in SUIT_STRAINS if strain.trump}


@dataclass(frozen=True, slots=True)
class Situation:
    """The public state of the first bidding when ``seat`` calls (the calls before it)."""

    seat: Seat
    partner: Seat
    calls: tuple[Call, ...]
    kotka: bool
    #: Whether a later round's suit at its lowest level over the opponents' bid is a show;
    #: ``False`` reads it as a wish to play it (``reference_book``).
    shows_over_opponents: bool = field(default_factory=shows_over_opponents)

    @property
    def index(self) -> int:
        return len(self.calls)

    @property
    def stage(self) -> Stage:
        if self.kotka:
            return Stage.KOTKA_FIRST if self.index < 4 else Stage.KOTKA_LATER
        if self.index < 4:
            return Stage.ALKUPELI_FIRST
        if self.index < 8:
            return Stage.ALKUPELI_SECOND
        return Stage.ALKUPELI_LATER

    @property
    def standing(self) -> Bid | None:
        for call in reversed(self.calls):
            if call.bid is not None:
                return call.bid
        return None

    @property
    def standing_seat(self) -> Seat | None:
        for call in reversed(self.calls):
            if call.bid is not None:
                return call.seat
        return None

    @property
    def ours(self) -> bool:
        """Whether this seat's side holds the standing bid."""
        return self.standing_seat in (self.seat, self.partner)

    def own(self) -> list[Call]:
        return [call for call in self.calls if call.seat == self.seat]

    def partner_bid(self, strain: Strain, level: int | None = None) -> bool:
        return any(
            call.bid is not None
            and call.bid.strain is strain
            and (level is None or call.bid.level == level)
            for call in self.calls
            if call.seat == self.partner
        )

    def first_own_bid(self) -> Bid | None:
        return next((call.bid for call in self.own() if call.bid is not None), None)

    def cheapest(self, strain: Strain, levels: Sequence[int]) -> Bid | None:
        """The lowest of ``levels`` at which ``strain`` may be bid now."""
        for level in levels:
            bid = Bid(level, strain)
            if is_legal_bid(bid, self.standing, kotka=self.kotka):
                return bid
        return None


#: What a row's hand test returns: the suits a suit row fits (empty: it does not fit), or
#: whether a row of a fixed strain fits.
Fits = Callable[[Sequence[Card], Situation], "tuple[Suit, ...] | bool"]


@dataclass(frozen=True, slots=True)
class BookRow:
    """One convention: the call it makes, when, for which hands, and the book's words."""

    id: str
    stage: Stage
    #: The strain called; ``None`` for "a suit" (the suit the hand test names).
    strain: Strain | None
    #: The levels it may be called at, lowest first; the lowest legal one is called.
    levels: tuple[int, ...]
    #: The meaning code of the call (rows of one call share it: ``meaning`` and the table).
    meaning: str
    #: The call as the modern rules' strategy part names it, and the rule in our words.
    rule: str
    fits: Fits
    #: Whether the call only applies while this seat's side holds the standing bid.
    over_own_side: bool = False
    #: Whether the call only applies over the opponents' standing bid (and only while the
    #: situation reads such shows).
    over_opponents: bool = False
    #: Whether the call is made only as the seat's first bid of the deal.
    first_bid_only: bool = False
    #: Whether a call of any strain is this row's (the bots make it in the suit named).
    any_strain: bool = False
    #: What the bidding itself must show for a call to be this row's, its hand test aside
    #: (e.g. aces and kings are shown in order); ``None``: nothing.
    public: Callable[[Bid, Situation], bool] | None = None

    def calls(self, hand: Sequence[Card], situation: Situation) -> list[Bid]:
        """The calls this row makes for ``hand`` now, best suit first; empty when it does
        not fit or its call is not legal."""
        if situation.stage is not self.stage or not self.applies(situation):
            return []
        fit = self.fits(hand, situation)
        if self.strain is not None:
            bid = situation.cheapest(self.strain, self.levels) if fit is True else None
            return [bid] if bid is not None else []
        suits = fit if isinstance(fit, tuple) else ()
        found = [situation.cheapest(STRAIN_OF[suit], self.levels) for suit in suits]
        return [bid for bid in found if bid is not None]

    def applies(self, situation: Situation) -> bool:
        """The public conditions (stage aside) under which the row's call may be made."""
        if self.over_own_side and not situation.ours:
            return False
        if self.over_opponents and (
            not situation.shows_over_opponents or situation.standing is None or situation.ours
        ):
            return False
        return not (self.first_bid_only and situation.first_own_bid() is not None)

    def could_make(self, bid: Bid, situation: Situation) -> bool:
        """Whether ``bid``, called in ``situation``, is this row's call (for some hand)."""
        if situation.stage is not self.stage or not self.applies(situation):
            return False
        if self.strain is not None and bid.strain is not self.strain:
            return False
        if self.strain is None and bid.strain.trump is None and not self.any_strain:
            return False
        if self.public is not None and not self.public(bid, situation):
            return False
        return situation.cheapest(bid.strain, self.levels) == bid


# --- hand tests -----------------------------------------------------------------------------


def suits_fitting(hand: Sequence[Card], test: Callable[[list[Card]], bool]) -> tuple[Suit, ...]:
    """The suits of ``hand`` that pass ``test``, the strongest first."""
    found = [suit for suit in SUITS if test(suit_cards(hand, suit))]
    return tuple(sorted(found, key=lambda s: -_suit_strength(hand, s)))


def _suits_where(test: Callable[[list[Card]], bool]) -> Fits:
    def fits(hand: Sequence[Card], situation: Situation) -> tuple[Suit, ...]:
        return suits_fitting(hand, test)

    return fits


def _suit_strength(hand: Sequence[Card], suit: Suit) -> float:
    return len(suit_cards(hand, suit)) + playing_tricks(hand, suit) / 10


def _ranks(cards: Sequence[Card]) -> set[Rank]:
    return {card.rank for card in cards}


def five_with_three_honours(cards: list[Card]) -> bool:
    return len(cards) >= 5 and honours(cards) >= 3


def ace_and_six(cards: list[Card]) -> bool:
    return len(cards) >= 6 and Rank.ACE in _ranks(cards)


def four_honours(cards: list[Card]) -> bool:
    return honours(cards) >= 4


def ace_king_queen_and_one(cards: list[Card]) -> bool:
    return len(cards) >= 4 and {Rank.ACE, Rank.KING, Rank.QUEEN} <= _ranks(cards)


def two_honours_four_cards(cards: list[Card]) -> bool:
    return len(cards) >= 4 and honours(cards) >= 2


#: The first-round tests of a suit good enough to bid "1 of a suit".
TRUMP_TESTS: tuple[Callable[[list[Card]], bool], ...] = (
    five_with_three_honours,
    ace_and_six,
    four_honours,
    ace_king_queen_and_one,
    two_honours_four_cards,
)


def good_trump_suit(cards: list[Card]) -> bool:
    """Whether a suit fits any of the book's "1 of a suit" cases."""
    return any(test(cards) for test in TRUMP_TESTS)


def _aces(count: int) -> Fits:
    def fits(hand: Sequence[Card], situation: Situation) -> bool:
        return len(aces(hand)) == count and not situation.partner_bid(Strain.GRANDI)

    return fits


def _fourth_ace(hand: Sequence[Card], situation: Situation) -> bool:
    """Partner showed three aces with grandi and this hand holds the fourth."""
    return len(aces(hand)) == 1 and situation.partner_bid(Strain.GRANDI, 1)


def _no_good_suit(hand: Sequence[Card], situation: Situation) -> tuple[Suit, ...]:
    """No suit fits "1 of a suit", but a four-card suit would do as trumps."""
    if any(good_trump_suit(suit_cards(hand, suit)) for suit in SUITS):
        return ()
    return suits_fitting(hand, lambda cards: len(cards) >= 4)


def _balanced(hand: Sequence[Card], situation: Situation) -> bool:
    """An even hand (no suit shorter than two or longer than four) with at most two aces
    and values to play without trumps."""
    shape = lengths(hand).values()
    even = max(shape) <= 4 and min(shape) >= 2
    return even and len(aces(hand)) <= 2 and high_card_points(hand) >= 12


def _middling_misere(hand: Sequence[Card], situation: Situation) -> bool:
    return misere_danger(hand) <= MIDDLING_MISERE


def _blocking(hand: Sequence[Card], situation: Situation) -> tuple[Suit, ...]:
    """A suit strong enough for a contract at level six: the block names it."""
    return tuple(suit for suit in SUITS if playing_tricks(hand, suit) >= BLOCKING_TRICKS)


def _very_strong_repeat(hand: Sequence[Card], situation: Situation) -> tuple[Suit, ...]:
    """The suit this seat bid in the first round, when very strong: seven cards, or six with
    four honours."""
    first = situation.first_own_bid()
    if first is None or first.strain.trump is None:
        return ()
    cards = suit_cards(hand, first.strain.trump)
    strong = len(cards) >= 7 or (len(cards) >= 6 and honours(cards) >= 4)
    return (first.strain.trump,) if strong else ()


def _second_suit(hand: Sequence[Card], situation: Situation) -> tuple[Suit, ...]:
    """Another suit than the first round's: five cards with two honours."""
    first = situation.first_own_bid()
    named = first.strain.trump if first is not None else None
    return tuple(
        suit
        for suit in suits_fitting(hand, lambda cards: len(cards) >= 5 and honours(cards) >= 2)
        if suit is not named
    )


def _two_aces(hand: Sequence[Card], situation: Situation) -> bool:
    return len(aces(hand)) == 2 and not situation.partner_bid(Strain.GRANDI)


def _later_calls(situation: Situation, *, over_own_side: bool) -> list[Call]:
    """This seat's calls in the later rounds made over its own side's standing bid (or over
    none), or (``over_own_side=False``) over the opponents' bid. Where the situation reads no
    shows over the opponents, every later call counts as over its own side."""
    calls = situation.calls
    sides = (situation.seat, situation.partner)
    found: list[Call] = []
    for index in range(8, len(calls)):
        call = calls[index]
        if call.seat != situation.seat:
            continue
        standing = next((c.seat for c in reversed(calls[:index]) if c.bid is not None), None)
        own = standing is None or standing in sides or not situation.shows_over_opponents
        if own is over_own_side:
            found.append(call)
    return found


def _shown(situation: Situation) -> tuple[set[Suit], set[Suit], bool]:
    """The aces and kings this seat has shown in the later rounds over its own side's bid,
    and whether it has passed there (the pass between its aces and its kings)."""
    shown_aces: set[Suit] = set()
    shown_kings: set[Suit] = set()
    passed = False
    for call in _later_calls(situation, over_own_side=True):
        if call.bid is None:
            passed = True
            continue
        suit = call.bid.strain.trump
        if suit is None:
            continue
        if passed or suit in shown_aces:
            shown_kings.add(suit)
        else:
            shown_aces.add(suit)
    return shown_aces, shown_kings, passed


def _show_ace(hand: Sequence[Card], situation: Situation) -> tuple[Suit, ...]:
    shown_aces, _, passed = _shown(situation)
    if passed:
        return ()
    return tuple(card.suit for card in aces(hand) if card.suit not in shown_aces)


def _show_king(hand: Sequence[Card], situation: Situation) -> tuple[Suit, ...]:
    """A king after the pass that follows the aces; without the pass, once the aces are all
    shown, the king of a suit whose ace this seat has already shown."""
    shown_aces, shown_kings, passed = _shown(situation)
    held = [card.suit for card in kings(hand) if card.suit not in shown_kings]
    if passed:
        return tuple(held)
    if _show_ace(hand, situation):
        return ()
    return tuple(suit for suit in held if suit in shown_aces)


def _show_ace_or_king(hand: Sequence[Card], situation: Situation) -> tuple[Suit, ...]:
    """Over the opponents' bid: the suits whose ace or king this hand holds and has not yet
    shown over them, the aces' suits first."""
    named = {
        call.bid.strain.trump
        for call in _later_calls(situation, over_own_side=False)
        if call.bid is not None
    }
    held = [card.suit for card in (*aces(hand), *kings(hand)) if card.suit not in named]
    return tuple(dict.fromkeys(held))


def _pass_between(hand: Sequence[Card], situation: Situation) -> bool:
    """All aces shown, not yet passed, and only kings of suits whose ace was not shown left
    to show (the pass comes between)."""
    _, shown_kings, passed = _shown(situation)
    if passed or _show_ace(hand, situation) or _show_king(hand, situation):
        return False
    return any(card.suit not in shown_kings for card in kings(hand))


def _kotka_spades(hand: Sequence[Card], situation: Situation) -> bool:
    return len(suit_cards(hand, Suit.SPADES)) >= 3


def _kotka_clubs(hand: Sequence[Card], situation: Situation) -> bool:
    clubs = suit_cards(hand, Suit.CLUBS)
    return not suit_cards(hand, Suit.SPADES) or five_with_three_honours(clubs)


def _kotka_red(hand: Sequence[Card], situation: Situation) -> tuple[Suit, ...]:
    return tuple(
        suit
        for suit in (Suit.HEARTS, Suit.DIAMONDS)
        if five_with_three_honours(suit_cards(hand, suit))
    )


def _kotka_misere(hand: Sequence[Card], situation: Situation) -> bool:
    return misere_danger(hand) <= VERY_GOOD_MISERE


def _kotka_grandi(hand: Sequence[Card], situation: Situation) -> bool:
    stoppers = all(
        any(
            card.rank is Rank.ACE or (card.rank is Rank.KING and len(suit_cards(hand, suit)) >= 2)
            for card in suit_cards(hand, suit)
        )
        for suit in SUITS
    )
    return stoppers and len(aces(hand)) >= 3


# --- public conditions of the showing rows ---------------------------------------------------


def _public_show_ace(bid: Bid, situation: Situation) -> bool:
    shown_aces, _, passed = _shown(situation)
    return not passed and bid.strain.trump not in shown_aces


def _public_show_king(bid: Bid, situation: Situation) -> bool:
    shown_aces, shown_kings, passed = _shown(situation)
    suit = bid.strain.trump
    return suit not in shown_kings and (passed or suit in shown_aces)


def _public_fourth_ace(bid: Bid, situation: Situation) -> bool:
    return situation.partner_bid(Strain.GRANDI, 1)


def _public_not_after_partner_grandi(bid: Bid, situation: Situation) -> bool:
    return not situation.partner_bid(Strain.GRANDI)


def _public_repeat(bid: Bid, situation: Situation) -> bool:
    first = situation.first_own_bid()
    return first is not None and first.strain is bid.strain


def _public_other_suit(bid: Bid, situation: Situation) -> bool:
    first = situation.first_own_bid()
    return first is None or first.strain is not bid.strain


A1 = Stage.ALKUPELI_FIRST
A2 = Stage.ALKUPELI_SECOND
A3 = Stage.ALKUPELI_LATER
K1 = Stage.KOTKA_FIRST

#: The book, in its order. Several rows may share a ``meaning`` (one call, several hands).
BOOK: tuple[BookRow, ...] = (
    BookRow(
        "trump_five_three_honours", A1, None, (1, 2), "trump_length",
        "1 valttia: at least five cards of the suit, three of them honours",
        _suits_where(five_with_three_honours),
    ),
    BookRow(
        "trump_ace_six", A1, None, (1, 2), "trump_length",
        "1 valttia: the ace and at least six cards of the suit",
        _suits_where(ace_and_six),
    ),
    BookRow(
        "trump_four_honours", A1, None, (1, 2), "trump_length",
        "1 valttia: four honours in the suit",
        _suits_where(four_honours),
    ),
    BookRow(
        "trump_akqx", A1, None, (1, 2), "trump_length",
        "1 valttia: ace, king and queen with at least one more",
        _suits_where(ace_king_queen_and_one),
    ),
    BookRow(
        "trump_two_honours_four", A1, None, (1, 2), "trump_length",
        "1 valttia: four cards of the suit, two of them honours",
        _suits_where(two_honours_four_cards),
    ),
    BookRow(
        "three_aces", A1, Strain.GRANDI, (1,), "three_aces",
        "1 grandi: three aces",
        _aces(3),
        public=_public_not_after_partner_grandi,
    ),
    BookRow(
        "four_aces", A1, Strain.GRANDI, (2,), "four_aces",
        "2 grandia: four aces",
        _aces(4),
        public=_public_not_after_partner_grandi,
    ),
    BookRow(
        "fourth_ace", A1, Strain.GRANDI, (2,), "fourth_ace",
        "2 grandia: the fourth ace, after partner's 1 grandi",
        _fourth_ace,
        public=_public_fourth_ace,
    ),
    BookRow(
        "no_good_suit", A1, None, (3,), "no_good_suit",
        "3 valttia: no suit good enough for 1, but this one would do as trumps",
        _no_good_suit,
    ),
    BookRow(
        "balanced", A1, Strain.GRANDI, (3,), "balanced",
        "3 grandia: an even hand with two aces at most",
        _balanced,
    ),
    BookRow(
        "misere_middling", A1, Strain.MISERE, (1, 5), "misere_middling",
        "1 misääri / 5 misääriä: middling misère cards",
        _middling_misere,
    ),
    BookRow(
        "blocking", A1, None, (6,), "blocking",
        "6 mitä tahansa: a first bid at six stops the opponents' exchange",
        _blocking,
        first_bid_only=True,
        any_strain=True,
    ),
    BookRow(
        "very_strong_suit", A2, None, tuple(range(1, SECOND_TOP + 1)), "very_strong_suit",
        "second round, the first round's suit again: a very strong suit",
        _very_strong_repeat,
        public=_public_repeat,
    ),
    BookRow(
        "second_suit", A2, None, tuple(range(1, SECOND_TOP + 1)), "second_suit",
        "second round, another suit: at least five cards, two of them honours",
        _second_suit,
        public=_public_other_suit,
    ),
    BookRow(
        "two_aces", A2, Strain.GRANDI, (1, 2, 3, 4, 6), "two_aces",
        "second round, 1 grandi / 6 grandia: two aces",
        _two_aces,
        public=_public_not_after_partner_grandi,
    ),
    BookRow(
        "fourth_ace_second", A2, Strain.GRANDI, (1, 2, 3, 4, 6), "fourth_ace",
        "second round, grandi: the fourth ace, after partner's grandi",
        _fourth_ace,
        public=_public_fourth_ace,
    ),
    BookRow(
        "shows_ace", A3, None, tuple(range(1, SECOND_TOP + 1)), "shows_ace",
        "later rounds: an ace shown by bidding its suit at the lowest level",
        _show_ace,
        over_own_side=True,
        public=_public_show_ace,
    ),
    BookRow(
        "shows_king", A3, None, tuple(range(1, SECOND_TOP + 1)), "shows_king",
        "later rounds: a king shown the same way, after a pass that follows the aces, or"
        " without it when the ace of its suit has already been shown",
        _show_king,
        over_own_side=True,
        public=_public_show_king,
    ),
    BookRow(
        "shows_ace_or_king", A3, None, tuple(range(1, 8)), "shows_ace_or_king",
        "later rounds, over the opponents' bid: the ace or the king of a suit shown by"
        " bidding it at the lowest level",
        _show_ace_or_king,
        over_opponents=True,
    ),
    BookRow(
        "has_spades", K1, Strain.SPADES, (6,), "has_spades",
        "6 pataa: holds spades; the most usual opening",
        _kotka_spades,
    ),
    BookRow(
        "spade_void_or_strong_clubs", K1, Strain.CLUBS, (6,), "spade_void_or_strong_clubs",
        "6 ristiä: void in spades, or strong clubs",
        _kotka_clubs,
    ),
    BookRow(
        "lowest_or_strong", K1, None, (6,), "lowest_or_strong",
        "6 ruutua / 6 herttaa: the lowest bid left, or a strong suit",
        _kotka_red,
    ),
    BookRow(
        "misere_strong", K1, Strain.MISERE, (6,), "misere_strong",
        "6 misääriä: very good misère cards, or a block",
        _kotka_misere,
    ),
    BookRow(
        "strong_all_suits", K1, Strain.GRANDI, (6,), "strong_all_suits",
        "6 grandia: very good cards with a stopper in every suit",
        _kotka_grandi,
    ),
)  # fmt: skip

#: The pass between the aces and the kings shown in the later rounds.
PASS_BETWEEN = BookRow(
    "pass_between",
    A3,
    None,
    (),
    "pass",
    "later rounds: a pass between the aces and the kings shown",
    _pass_between,
    over_own_side=True,
)

ROWS_BY_ID: dict[str, BookRow] = {row.id: row for row in (*BOOK, PASS_BETWEEN)}


def book_calls(hand: Sequence[Card], situation: Situation) -> list[tuple[BookRow, Bid]]:
    """Every legal call the book makes for ``hand`` now, row by row in the book's order."""
    found: list[tuple[BookRow, Bid]] = []
    for row in BOOK:
        for bid in row.calls(hand, situation):
            found.append((row, bid))
    return found


def passes_between(hand: Sequence[Card], situation: Situation) -> bool:
    """Whether the book's call now is the pass between this seat's aces and its kings."""
    return (
        situation.stage is Stage.ALKUPELI_LATER
        and PASS_BETWEEN.applies(situation)
        and bool(PASS_BETWEEN.fits(hand, situation))
    )


def rows_for_call(bid: Bid, situation: Situation) -> tuple[BookRow, ...]:
    """The rows whose call ``bid`` is, in ``situation`` (the calls before it)."""
    return tuple(row for row in BOOK if row.could_make(bid, situation))


# --- kotka final bidding ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class FinalSituation:
    """What a seat of the taking side knows in a kotka final bidding."""

    taker: bool
    standing: Bid | None
    #: The final bidding's calls so far, oldest first (``None`` a pass).
    calls: tuple[Bid | None, ...]
    #: The cards this seat gave its partner, and got from it, in the exchange.
    given: tuple[Card, ...]
    received: tuple[Card, ...]


def spades_as_trumps(cards: Sequence[Card]) -> bool:
    """Whether a hand's spades will do as trumps at level six: five or more with three
    honours, or seven or more."""
    spades = suit_cards(cards, Suit.SPADES)
    return len(spades) >= 7 or (len(spades) >= 5 and honours(spades) >= 3)


def _taker_passes_spades(hand: Sequence[Card], situation: FinalSituation) -> bool:
    gave_spades = any(card.suit is Suit.SPADES for card in situation.given)
    return gave_spades or spades_as_trumps(hand)


def _partner_passes_spades(hand: Sequence[Card], situation: FinalSituation) -> bool:
    got_spades = any(card.suit is Suit.SPADES for card in situation.received)
    return not got_spades or spades_as_trumps(hand)


@dataclass(frozen=True, slots=True)
class FinalRow:
    """A convention of the kotka final bidding after the taker's 6 spades."""

    id: str
    taker: bool
    #: The call when the hand test passes; ``None`` is a pass.
    call: Bid | None
    rule: str
    fits: Callable[[Sequence[Card], FinalSituation], bool]

    def applies(self, situation: FinalSituation) -> bool:
        """Whether it is this row's turn: the taker's first call over its 6 spades, or the
        partner's answer to the taker's pass of it."""
        if situation.standing != Bid(6, Strain.SPADES) or situation.taker is not self.taker:
            return False
        return situation.calls == (() if self.taker else (None,))


KOTKA_FINAL: tuple[FinalRow, ...] = (
    FinalRow(
        "taker_passes_spades", True, None,
        "taker: pass 6 pataa when it gave spades over or wants spades as trumps",
        _taker_passes_spades,
    ),
    FinalRow(
        "partner_passes_spades", False, None,
        "partner: pass when it got no spades over, or its own spades will do as trumps",
        _partner_passes_spades,
    ),
    FinalRow(
        "spades_unsuitable", False, Bid(6, Strain.CLUBS),
        "partner: otherwise 6 ristiä, spades will not do",
        lambda hand, situation: not _partner_passes_spades(hand, situation),
    ),
)  # fmt: skip


def kotka_final_call(
    hand: Sequence[Card], situation: FinalSituation
) -> tuple[FinalRow, Bid | None] | None:
    """The book's call in a kotka final bidding, when a row applies and fits."""
    for row in KOTKA_FINAL:
        if row.applies(situation) and row.fits(hand, situation):
            return row, row.call
    return None


def kotka_convention(bid: Bid, situation: FinalSituation) -> bool:
    """Whether ``bid``, called in ``situation``, is a kotka final-bidding row's call (its
    strain then says what the seat lacks, not what it holds)."""
    return any(row.call == bid and row.applies(situation) for row in KOTKA_FINAL)
