"""The expert's play: each card it may play is tried in the same guessed deals (see
``sampling``) and the rest of the deal played out, every seat choosing by the trick
heuristic from its own hand (see ``tricks``). The card whose deals are worth most to the
seat on average is played."""

from __future__ import annotations

import random
from collections.abc import Sequence

from skruuvi_gui.bots.reasons import Reason
from skruuvi_gui.bots.squint.bits import ALL_CARDS, BIT, SUIT_NUMBER, mask_of
from skruuvi_gui.bots.squint.sampling import Guesser
from skruuvi_gui.bots.squint.seen import gone, play_view, soiled, unseen, voids
from skruuvi_gui.bots.squint.stakes import Stakes, worth
from skruuvi_gui.bots.squint.tricks import PlayView, card_values, choose_card
from skruuvi_gui.cards import Card, Suit
from skruuvi_gui.rules.api import Seat
from skruuvi_gui.rules.squint.model import NUM_SEATS, Contract, Play, SquintObservation
from skruuvi_gui.rules.squint.play import TrickPlay
from skruuvi_gui.rules.squint.scoring import DealFacts, clean_tricks, deal_points

#: Play-outs per decision, spread over the cards worth trying: enough guessed deals to
#: average out the luck, few enough to answer within a second or so. Late in the deal a
#: play-out is short, so more of them fit in the same time.
PLAYOUTS = 240
MIN_WORLDS = 12
MAX_WORLDS = 48
#: Tricks in a deal: a play-out's length, against which shorter ones are counted.
FULL_DEAL = 10
#: How much the trick heuristic's own estimate counts beside the play-outs: enough to
#: settle cards the play-outs cannot tell apart.
PRIOR = 0.05


def distinct_cards(legal: Sequence[Card], unseen_mask: int) -> list[Card]:
    """One card of each run of cards that play alike: same suit, no unseen card between."""
    kept: list[Card] = []
    for card in sorted(legal, key=lambda c: BIT[c.index]):
        if kept:
            last = kept[-1]
            between = BIT[card.index] - (BIT[last.index] << 1)
            if last.suit is card.suit and not between & unseen_mask:
                continue
        kept.append(card)
    return kept


class Playout:
    """Plays a deal out from a guessed position, every seat by the trick heuristic.

    ``gone`` are the cards everybody knows are out of the hands, ``voids`` and ``soiled``
    what the play so far has shown (see ``seen``)."""

    __slots__ = ("contracts", "gone", "penalty", "playing_hand", "soiled", "stakes", "voids")

    def __init__(
        self,
        contracts: tuple[Contract, ...],
        playing_hand: tuple[Seat, ...],
        gone: int,
        voids: list[int],
        soiled: list[bool],
    ) -> None:
        self.contracts = contracts
        self.playing_hand = playing_hand
        self.penalty: Suit | None = contracts[0].penalty
        self.stakes = Stakes(contracts, playing_hand)
        self.gone = gone
        self.voids = voids
        self.soiled = soiled

    @classmethod
    def of(cls, observation: SquintObservation) -> Playout:
        """The play-out of the deal ``observation`` sees."""
        return cls(
            observation.contracts,
            observation.playing_hand,
            gone(observation),
            voids(observation),
            soiled(observation),
        )

    def points(self, play: TrickPlay, first: Card | None = None) -> tuple[int, ...]:
        """Each seat's points once ``first`` is played (by default: whatever the seat to play
        chooses) and the deal played out."""
        penalty = self.penalty
        trump = play.trump
        stakes = self.stakes
        lacking = self.voids[:]
        dirty = self.soiled[:]
        out = self.gone
        card: Card | None = first
        while not play.finished:
            seat = play.turn
            trick = play.trick
            if card is None:
                legal = play.legal_cards()
                if len(legal) == 1:
                    card = legal[0]
                else:
                    hand = play.hands[seat]
                    view = PlayView(
                        seat=seat,
                        hand=hand,
                        trick=trick,
                        stakes=stakes,
                        trump=trump,
                        penalty=penalty,
                        unseen=ALL_CARDS & ~out & ~mask_of(hand),
                        sizes=[len(h) for h in play.hands],
                        voids=lacking,
                        won=play.won,
                        soiled=dirty,
                    )
                    card = choose_card(view, legal)
            if trick and card.suit is not trick[0][1].suit:
                lacking[seat] |= 1 << SUIT_NUMBER[trick[0][1].suit]
            out |= BIT[card.index]
            done = play.play(card)
            if done and penalty and any(c.suit is penalty for c in done.cards):
                dirty[done.winner] = True
            card = None
        clean = clean_tricks(play.tricks, penalty) if penalty else (0,) * NUM_SEATS
        facts = DealFacts(self.contracts, tuple(play.won), self.playing_hand, clean)
        return deal_points(facts)


def search_card(
    observation: SquintObservation, stakes: Stakes, rng: random.Random
) -> tuple[Card, Reason]:
    """The card worth most on average over guessed deals played out (``PLAYOUTS`` of them,
    shared out over the cards worth trying), with its average and the next best card's."""
    me = observation.seat
    assert me is not None
    legal = [action.card for action in observation.legal if isinstance(action, Play)]
    candidates = distinct_cards(legal, unseen(observation))
    if len(candidates) == 1:
        return candidates[0], Reason("alike", cards=tuple(legal))
    tricks_left = observation.hand_sizes[me]
    budget = PLAYOUTS * FULL_DEAL // max(tricks_left, 1)
    worlds = max(MIN_WORLDS, min(MAX_WORLDS, budget // len(candidates)))
    guesser = Guesser(observation)
    playout = Playout.of(observation)
    totals = dict.fromkeys(candidates, 0.0)
    for _ in range(worlds):
        start = TrickPlay.from_observation(observation, guesser.world(rng))
        for card in candidates:
            totals[card] += worth(playout.points(start.clone(), card), me)
    prior = card_values(play_view(observation, stakes), candidates)
    worth_of = {card: totals[card] / worlds + PRIOR * prior[card] for card in candidates}
    ranked = sorted(candidates, key=worth_of.__getitem__, reverse=True)
    best, second = ranked[0], ranked[1]
    reason = Reason(
        "expected",
        value=totals[best] / worlds,
        other=Play(second),
        other_value=totals[second] / worlds,
        count=worlds,
    )
    return best, reason
