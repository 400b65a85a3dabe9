"""What the bidding told about each seat's cards, read by the book (see ``meaning``).

A bot uses the reading to value its partnership in the bidding, to choose its exchange and
to deal guessed hands that fit the bidding. Cards move in the exchanges after the first
bidding, so the reading describes each seat's hand as it was when it bid.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from skruuvi_gui.bots.skruuvi.book import shows_over_opponents
from skruuvi_gui.bots.skruuvi.meaning import BidMeaning, explain_first
from skruuvi_gui.cards import SUITS, Suit
from skruuvi_gui.rules.api import Seat
from skruuvi_gui.rules.skruuvi import KOTKA, Call, SkruuviObservation

#: Playing tricks of a hand nobody has described (a quarter of the pack's thirteen).
UNKNOWN_TRICKS = 2.5


@dataclass(slots=True)
class SeatReading:
    """What a seat's calls showed."""

    aces: set[Suit] = field(default_factory=set)
    kings: set[Suit] = field(default_factory=set)
    #: Suits whose ace or king was shown, which of the two untold (over the opponents' bid).
    aces_or_kings: set[Suit] = field(default_factory=set)
    min_aces: int = 0
    max_aces: int = 4
    #: Suits shown, with the least length each promises.
    suits: dict[Suit, int] = field(default_factory=dict)
    strong_suits: set[Suit] = field(default_factory=set)
    misere: bool = False
    balanced: bool = False
    spoke: bool = False
    passed_first: bool = False

    def tricks(self, trump: Suit | None) -> float:
        """Playing tricks the shown cards are worth with ``trump`` (``None``: grandi)."""
        if not self.spoke:
            return UNKNOWN_TRICKS - (1.0 if self.passed_first else 0.0)
        aces = max(self.min_aces, len(self.aces))
        value = aces + 0.5 * len(self.kings - self.aces) + 0.6 * len(self.kings & self.aces)
        value += 0.75 * len(self.aces_or_kings - self.aces - self.kings)
        for suit, length in self.suits.items():
            if suit is trump:
                value += max(1.5, length - 2.5) + (1.0 if suit in self.strong_suits else 0.0)
            elif trump is None and suit in self.strong_suits:
                value += 1.5
            else:
                value += 0.5
        if self.balanced:
            value += 1.5
        return max(value, 1.5)


_READINGS: dict[
    tuple[tuple[Seat, ...], tuple[Call, ...], bool, bool], Mapping[Seat, SeatReading]
] = {}
#: Biddings remembered: a forecast deals every guessed deal by the same reading.
READINGS_KEPT = 64


def read_first_bidding(observation: SkruuviObservation) -> Mapping[Seat, SeatReading]:
    """Each playing seat's reading from the first bidding shown in ``observation``, by the
    book in force (``book.reference_book``); shared between callers: read, never change it."""
    calls = tuple(observation.first_bidding)
    key = (tuple(observation.order), calls, observation.kind == KOTKA, shows_over_opponents())
    readings = _READINGS.get(key)
    if readings is None:
        if len(_READINGS) >= READINGS_KEPT:
            _READINGS.clear()
        readings = _READINGS[key] = _read(observation, calls)
    return readings


def _read(observation: SkruuviObservation, calls: tuple[Call, ...]) -> dict[Seat, SeatReading]:
    readings = {seat: SeatReading() for seat in observation.order}
    kotka = observation.kind == KOTKA
    for index, call in enumerate(calls):
        meaning = explain_first(calls, index, kotka=kotka, partner_of=observation.partner_of)
        reading = readings[call.seat]
        if meaning.code == "pass":
            if index < 4:
                reading.passed_first = True
            continue
        reading.spoke = True
        _apply(reading, meaning)
    return readings


def _suit(meaning: BidMeaning) -> Suit | None:
    letter = meaning.values.get("suit")
    return Suit(letter) if isinstance(letter, str) else None


def _apply(reading: SeatReading, meaning: BidMeaning) -> None:
    code = meaning.code
    suit = _suit(meaning)
    if code == "three_aces":
        reading.min_aces = max(reading.min_aces, 3)
        reading.max_aces = 3
    elif code == "four_aces":
        reading.min_aces = 4
        reading.aces.update(SUITS)
    elif code == "fourth_ace":
        reading.min_aces = max(reading.min_aces, 1)
    elif code == "two_aces":
        reading.min_aces = max(reading.min_aces, 2)
    elif code == "balanced":
        reading.balanced = True
        reading.max_aces = min(reading.max_aces, 2)
    elif code in ("misere_middling", "misere_strong"):
        reading.misere = True
    elif code == "shows_ace" and suit is not None:
        reading.aces.add(suit)
        reading.min_aces = max(reading.min_aces, len(reading.aces))
    elif code == "shows_king" and suit is not None:
        reading.kings.add(suit)
    elif code == "shows_ace_or_king" and suit is not None:
        reading.aces_or_kings.add(suit)
    elif code == "strong_all_suits":
        reading.balanced = True
        reading.min_aces = max(reading.min_aces, 2)
    if suit is None:
        return
    length = {
        "trump_length": 5,
        "very_strong_suit": 6,
        "second_suit": 5,
        "no_good_suit": 4,
        "has_spades": 4,
        "lowest_or_strong": 4,
        "natural": 4,
        "blocking": 5,
    }.get(code)
    if code == "spade_void_or_strong_clubs":
        length = 5
    if length is not None:
        reading.suits[suit] = max(reading.suits.get(suit, 0), length)
    if code in ("very_strong_suit", "trump_length", "blocking"):
        reading.strong_suits.add(suit)
