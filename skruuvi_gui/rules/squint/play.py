"""The play of the ten tricks (spec §4.5): forehand leads the first, then the winner; follow
suit if able, otherwise any card; the highest trump wins, else the highest card of the suit
led (aces high).

``TrickPlay`` is self-contained, so search bots can play out guessed hands from any moment of
the play (``from_observation``) without the rest of the game.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from skruuvi_gui.cards import FULL_DECK, Card, Rank, Suit
from skruuvi_gui.rules.api import Seat
from skruuvi_gui.rules.squint.model import NUM_SEATS, PLAY, SquintObservation, Trick, left_of

#: A card's strength in a trick by ``Card.index``: the ace is high.
POWER: tuple[int, ...] = tuple(
    14 if card.rank is Rank.ACE else int(card.rank) for card in FULL_DECK
)


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


class TrickPlay:
    """The tricks of one deal with every hand known to it.

    ``turn`` is the seat to play, ``trick`` the cards of the trick in progress, ``won[seat]``
    the tricks each seat has won, ``played`` every card played so far.
    """

    __slots__ = ("hands", "played", "trick", "tricks", "trump", "turn", "won")

    def __init__(self, hands: list[list[Card]], trump: Suit | None, leader: Seat) -> None:
        self.hands = hands
        self.trump = trump
        self.turn = leader
        self.trick: list[tuple[Seat, Card]] = []
        self.tricks: list[Trick] = []
        self.won = [0] * NUM_SEATS
        self.played: list[Card] = []

    @classmethod
    def from_observation(
        cls, observation: SquintObservation, hands: Mapping[Seat, Sequence[Card]]
    ) -> TrickPlay:
        """The play as ``observation`` sees it, with ``hands`` for the other seats (the
        observing seat keeps its own); for searching guessed deals."""
        if observation.phase != PLAY or not observation.to_move:
            raise ValueError("the cards are not being played")
        held = [list(hands.get(seat, ())) for seat in range(NUM_SEATS)]
        if observation.seat is not None:
            held[observation.seat] = list(observation.hand)
        if tuple(len(hand) for hand in held) != observation.hand_sizes:
            raise ValueError("the hands do not fit the cards each seat holds")
        play = cls(held, observation.trump, observation.to_move[0])
        play.trick = list(observation.trick)
        play.tricks = list(observation.tricks)
        play.won = list(observation.tricks_won)
        play.played = [card for trick in play.tricks for _, card in trick.plays]
        play.played.extend(card for _, card in play.trick)
        return play

    def clone(self, hands: list[list[Card]] | None = None) -> TrickPlay:
        """An independent copy; ``hands``, when given, are the copy's (already copied) hands."""
        other = TrickPlay.__new__(TrickPlay)
        other.hands = [hand[:] for hand in self.hands] if hands is None else hands
        other.trump = self.trump
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
        if len(trick) < NUM_SEATS:
            self.turn = left_of(seat)
            return None
        winner = trick_winner(trick, self.trump)
        done = Trick(len(self.tricks) + 1, tuple(trick), winner)
        self.tricks.append(done)
        self.won[winner] += 1
        self.trick = []
        self.turn = winner
        return done
