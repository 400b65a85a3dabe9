"""Skruuvi after the deal: the cards a person played, weighed exactly with every hand open,
and what each bid of the auction said by the book.

Each card the person played in a trump or grandi contract is compared with their best card
by the double-dummy solver the bots use (``card_tricks``): a card that lets the other side
take a trick more is marked with what it cost. The DDS library weighs every trick; the pure
search, where the library is missing, only the last ones, from the moment the person holds
``EXACT_CARDS`` cards or fewer. Misère and pass-misère are scored by other rules and are not
weighed here.
"""

from __future__ import annotations

from dataclasses import dataclass

from skruuvi_gui.analysis.late_plays import PlayedCard, late_plays
from skruuvi_gui.bots.skruuvi import card_tricks
from skruuvi_gui.bots.skruuvi.masks import BIT_OF, SUIT_OF, mask_of
from skruuvi_gui.bots.skruuvi.meaning import BidMeaning, bid_meaning
from skruuvi_gui.cards import Card
from skruuvi_gui.match.record import Record
from skruuvi_gui.match.replay import Replay
from skruuvi_gui.rules.api import Dealt, Seat
from skruuvi_gui.rules.skruuvi import Call, SkruuviObservation
from skruuvi_gui.rules.tricks import Play

#: The most cards in the person's hand for which the pure search solves the last tricks (as
#: many as the expert searches exactly in play without the DDS library).
EXACT_CARDS = 6
#: A whole hand: with the DDS library every trick is weighed.
ALL_CARDS = 13


@dataclass(frozen=True, slots=True)
class CardReview(PlayedCard):
    """A card played: the tricks its side took from there with it, and with the best card
    (``best``)."""

    tricks: int
    best: Card
    best_tricks: int

    @property
    def cost(self) -> int:
        return self.best_tricks - self.tricks


@dataclass(frozen=True, slots=True)
class CallReview:
    """One call of an auction and its meaning by the book (``final``: the final bidding)."""

    deal: int
    index: int
    call: Call
    final: bool
    meaning: BidMeaning


def weighed_cards() -> int:
    """The most cards in hand from which a played card is weighed: all with the DDS library,
    the last ``EXACT_CARDS`` with the pure search."""
    return ALL_CARDS if card_tricks.FAST else EXACT_CARDS


def review_cards(record: Record, seats: frozenset[Seat]) -> list[CardReview]:
    """Each card ``seats`` played with ``weighed_cards()`` cards or fewer in hand, in trump and
    grandi contracts, weighed against the best."""
    reviews = []
    for play in late_plays(record, seats, weighed_cards(), SkruuviObservation):
        observation = play.view
        contract = observation.contract
        if contract is None or contract.is_misere:
            continue
        order = observation.order
        me = order.index(play.seat)
        hands = [mask_of(play.hands[seat]) for seat in order]
        trick = [(order.index(seat), BIT_OF[card.index]) for seat, card in observation.trick]
        trump = -1 if observation.trump is None else SUIT_OF[observation.trump]
        worth = card_tricks.card_tricks(hands, trump, me, trick, side=me % 2)
        legal = [action.card for action in observation.legal if isinstance(action, Play)]
        taken = {card: worth[BIT_OF[card.index]] for card in legal}
        best = max(legal, key=lambda card: taken[card])
        played = play.played
        reviews.append(
            CardReview(play.deal, play.seat, play.trick, played, taken[played], best, taken[best])
        )
    return reviews


def review_bidding(record: Record) -> list[CallReview]:
    """Every call of every auction of the game with its meaning by the book, read during the
    deal's last trick, when both biddings are complete."""
    replay = Replay(record.game, dict(record.options), record.actions)
    last_play: dict[int, int] = {}
    deal = 0
    for index, step in enumerate(replay.steps):
        deal = next((e.deal_number for e in step.events if isinstance(e, Dealt)), deal)
        if isinstance(step.action, Play):
            last_play[deal] = index
    reviews: list[CallReview] = []
    for index in last_play.values():
        observation = replay.state_after(index).public_observation()
        assert isinstance(observation, SkruuviObservation)
        for final, calls in ((False, observation.first_bidding), (True, observation.final_bidding)):
            for number, call in enumerate(calls):
                meaning = bid_meaning(observation, number, final=final)
                reviews.append(CallReview(observation.deal_number, number, call, final, meaning))
    return reviews
