"""What the trick-taking games (Skruuvi, Squint) share: follow suit if able, otherwise any
card, no duty to trump or to beat; the highest trump wins the trick, else the highest card of
the suit led, aces high.

``TrickPlay`` is self-contained, so search bots can play out guessed hands from any moment of
the play without the rest of the game; each game subclasses it for its own seating.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol, Self

from skruuvi_gui.cards import FULL_DECK, Card, Rank, Suit
from skruuvi_gui.rules.api import (
    Action,
    CardPlayed,
    Event,
    IllegalActionError,
    Seat,
    TrickWon,
    require,
)

#: The phase in which the cards are played, in every trick-taking game.
PLAY = "play"

#: A card's strength in a trick by ``Card.index``: the ace is high.
POWER: tuple[int, ...] = tuple(
    14 if card.rank is Rank.ACE else int(card.rank) for card in FULL_DECK
)

#: Sort key of a hand by ``Card.index``: suits as ``cards.SUITS`` orders them, ace high.
HAND_ORDER: tuple[int, ...] = tuple(
    (card.index // 13) * 13 + (card.index % 13 + 12) % 13 for card in FULL_DECK
)


def sort_held(hand: list[Card]) -> None:
    """Sort ``hand`` in place the way a trick-taking player holds it: by suit, aces high."""
    hand.sort(key=lambda card: HAND_ORDER[card.index])


def trick_winner(plays: Sequence[tuple[Seat, Card]], trump: Suit | None) -> Seat:
    """Who wins these cards: the highest trump, else the highest card of the suit led."""
    best_seat, best = plays[0]
    for seat, card in plays[1:]:
        if card.suit is best.suit:
            if POWER[card.index] > POWER[best.index]:
                best_seat, best = seat, card
        elif card.suit is trump:
            best_seat, best = seat, card
    return best_seat


def playable(hand: Sequence[Card], led: Suit | None) -> list[Card]:
    """The cards of ``hand`` that may go to a trick whose first card is of suit ``led``."""
    if led is not None:
        follow = [card for card in hand if card.suit is led]
        if follow:
            return follow
    return list(hand)


@dataclass(frozen=True, slots=True)
class Trick:
    """A completed trick: ``number`` from 1, the cards in the order played, its winner."""

    number: int
    plays: tuple[tuple[Seat, Card], ...]
    winner: Seat

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(card for _, card in self.plays)


@dataclass(frozen=True, slots=True)
class Play:
    """Play a card to the trick."""

    card: Card

    def __str__(self) -> str:
        return f"P:{self.card}"


#: One ``Play`` per card, by ``Card.index``: the play asks for them constantly.
PLAYS: tuple[Play, ...] = tuple(Play(card) for card in FULL_DECK)


class TrickView(Protocol):
    """What ``TrickPlay`` reads from a game's observation to take up the play."""

    @property
    def seat(self) -> Seat | None: ...
    @property
    def to_move(self) -> tuple[Seat, ...]: ...
    @property
    def phase(self) -> str: ...
    @property
    def hand(self) -> tuple[Card, ...]: ...
    @property
    def hand_sizes(self) -> tuple[int, ...]: ...
    @property
    def trick(self) -> tuple[tuple[Seat, Card], ...]: ...
    @property
    def tricks(self) -> tuple[Trick, ...]: ...
    @property
    def tricks_won(self) -> tuple[int, ...]: ...


def known_hands(observation: TrickView, hands: Mapping[Seat, Sequence[Card]]) -> list[list[Card]]:
    """Every seat's hand during the play: ``hands`` for the others, the observing seat's own;
    ``ValueError`` unless the cards are being played and the hands fit the view."""
    if observation.phase != PLAY or not observation.to_move:
        raise ValueError("the cards are not being played")
    held = [list(hands.get(seat, ())) for seat in range(len(observation.hand_sizes))]
    if observation.seat is not None:
        held[observation.seat] = list(observation.hand)
    if tuple(map(len, held)) != observation.hand_sizes:
        raise ValueError("the hands do not fit the cards each seat holds")
    return held


class TrickPlay:
    """The tricks of one deal with every hand known to it.

    ``hands[seat]`` are the cards in hand (a seat that sits out has none), ``left[seat]`` the
    next seat clockwise (``-1`` for a seat that sits out), ``turn`` the seat to play,
    ``trick`` the cards of the trick in progress, ``won[seat]`` the tricks each seat has won,
    ``played`` every card played so far. A trick is complete with one card from each of the
    ``size`` seats that play.
    """

    __slots__ = ("hands", "left", "played", "size", "trick", "tricks", "trump", "turn", "won")

    def __init__(
        self,
        hands: list[list[Card]],
        trump: Suit | None,
        left: tuple[Seat, ...],
        leader: Seat,
    ) -> None:
        self.hands = hands
        self.trump = trump
        self.left = left
        self.size = len(left) - left.count(-1)
        self.turn = leader
        self.trick: list[tuple[Seat, Card]] = []
        self.tricks: list[Trick] = []
        self.won = [0] * len(hands)
        self.played: list[Card] = []

    def _take_up(self, observation: TrickView) -> None:
        """Continue from the tricks ``observation`` has seen."""
        self.trick = list(observation.trick)
        self.tricks = list(observation.tricks)
        self.won = list(observation.tricks_won)
        played = [card for trick in self.tricks for _, card in trick.plays]
        played += [card for _, card in self.trick]
        self.played = played

    def clone(self, hands: list[list[Card]] | None = None) -> Self:
        """An independent copy; ``hands``, when given, are the copy's (already copied) hands."""
        cls = self.__class__
        other = cls.__new__(cls)
        other.hands = list(map(list.copy, self.hands)) if hands is None else hands
        other.trump = self.trump
        other.left = self.left
        other.size = self.size
        other.turn = self.turn
        other.trick = self.trick[:]
        other.tricks = self.tricks[:]
        other.won = self.won[:]
        other.played = self.played[:]
        return other

    @property
    def finished(self) -> bool:
        return not self.trick and not any(self.hands)

    def legal_cards(self) -> list[Card]:
        """The cards the seat to play may play."""
        trick = self.trick
        return playable(self.hands[self.turn], trick[0][1].suit if trick else None)

    def play(self, card: Card) -> Trick | None:
        """The seat to play plays ``card`` (trusted to be legal); the trick if it is complete."""
        seat = self.turn
        self.hands[seat].remove(card)
        self.played.append(card)
        trick = self.trick
        trick.append((seat, card))
        if len(trick) < self.size:
            self.turn = self.left[seat]
            return None
        winner = trick_winner(trick, self.trump)
        tricks = self.tricks
        done = Trick(len(tricks) + 1, tuple(trick), winner)
        tricks.append(done)
        self.won[winner] += 1
        self.trick = []
        self.turn = winner
        self._taken(done)
        return done

    def _taken(self, trick: Trick) -> None:
        """Called with each trick as it is won, for what a game keeps beyond the tricks."""


def check_play(play: TrickPlay | None, action: Action) -> None:
    """``IllegalActionError`` unless ``action`` plays a card the seat to play may play."""
    if not isinstance(action, Play):
        raise IllegalActionError("a card must be played")
    assert play is not None
    require(action.card in play.hands[play.turn], f"{action.card} is not in hand")
    require(action.card in play.legal_cards(), "suit must be followed")


def play_card(events: list[Event], play: TrickPlay | None, seat: Seat, card: Card) -> bool:
    """``seat`` plays ``card``; True once the last trick of the deal is taken."""
    assert play is not None
    trick = play.play(card)
    events.append(CardPlayed(seat, card))
    if trick is None:
        return False
    events.append(TrickWon(trick.winner, trick.cards))
    return play.finished
