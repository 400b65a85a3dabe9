"""The Squint state machine: the deal, the simultaneous card bid, the 4-1 choice, the squint
phase, the play, scoring, and the deals of a game up to the target score or deal limit.

The game starts with the chance action ``FirstDealer`` and each deal with the chance action
``Deal``, so a list of action texts replays a game exactly. Chance is to act whenever the
phase is ``"deal"``. While the bid cards are being picked every seat that has not picked is
to move; a pick shows nobody else anything but that the seat has picked, until the fifth
pick turns all five over at once.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from itertools import combinations
from typing import Any

from skruuvi_gui.cards import FULL_DECK, Card, Suit, shuffled_deck
from skruuvi_gui.rules import api
from skruuvi_gui.rules.api import CHANCE, Action, Event, IllegalActionError, Outcome, Seat, require
from skruuvi_gui.rules.chance import FULL_PACK, Deal, FirstDealer, check_deal, deal_round
from skruuvi_gui.rules.squint.bids import resolve_bids
from skruuvi_gui.rules.squint.exchange import CHOICES, SquintExchange
from skruuvi_gui.rules.squint.model import (
    BID,
    BID_SUIT,
    CHOOSE,
    CHOOSE_4_1,
    DEAL,
    DISCARD,
    DISCARD_FACE_UP,
    DISCARDS,
    GAME_OVER,
    KEEP,
    NEMO,
    NO_SEAT,
    NUM_SEATS,
    PASS,
    PLAY,
    SHARED,
    SOLO,
    SQUINT,
    SQUINT_PILE,
    Bid,
    BidPicked,
    BidsRevealed,
    ChooseNemo,
    ChooseSolo,
    Contract,
    DealResult,
    Declare,
    Discard,
    DiscardFaceUp,
    Keep,
    Pass,
    SquintObservation,
    SquintOptions,
    Step,
    Transfer,
    forehand,
    in_hand_order,
    left_of,
    priority_order,
)
from skruuvi_gui.rules.squint.play import TrickPlay
from skruuvi_gui.rules.squint.scoring import (
    DealFacts,
    clean_tricks,
    end_reached,
    leaders,
    score_deal,
)
from skruuvi_gui.rules.state import GameState
from skruuvi_gui.rules.transfers import (
    check_given,
    given_by,
    passed,
    receive,
    received_by,
    seen_by,
)
from skruuvi_gui.rules.tricks import PLAYS, Play, check_play, play_card, sort_held

_SEATS = tuple(range(NUM_SEATS))
_DEALT = 50
#: One bid per card, by ``Card.index``: the bid asks for them constantly.
_BIDS: tuple[Bid, ...] = tuple(Bid(card) for card in FULL_DECK)
_NEMO = ChooseNemo()
_SOLOS = {suit: ChooseSolo(suit) for suit in Suit}
_CARD_ACTIONS: dict[str, type[Discard | Pass | DiscardFaceUp]] = {
    DISCARD: Discard,
    PASS: Pass,
    DISCARD_FACE_UP: DiscardFaceUp,
}


class SquintState(GameState[SquintOptions, SquintObservation]):
    """A game of Squint in progress; implements ``skruuvi_gui.rules.api.State``."""

    __slots__ = (
        "_bids",
        "_contracts",
        "_end_due",
        "_exchange",
        "_play",
        "_results",
        "_shown",
        "_squint",
        "_squint_seen",
        "_transfers",
    )

    def __init__(self, options: SquintOptions | None = None) -> None:
        opts = options or SquintOptions()
        super().__init__(opts, NUM_SEATS, phase=DEAL, dealer=NO_SEAT, sides=NUM_SEATS)
        self._results: list[DealResult] = []
        self._end_due = False
        self._clear_deal()

    def _clear_deal(self) -> None:
        self._hands = [[] for _ in _SEATS]
        self._squint: list[Card] = []
        self._bids: list[Card | None] = [None] * NUM_SEATS
        self._contracts: tuple[Contract, ...] = ()
        self._exchange: SquintExchange | None = None
        self._squint_seen: list[tuple[Card, ...]] = [()] * NUM_SEATS
        self._transfers: list[Transfer] = []
        self._shown: list[Transfer] = []
        self._play: TrickPlay | None = None

    # --- the State protocol ------------------------------------------------------------

    def to_move(self) -> tuple[Seat, ...]:
        phase = self._phase
        if phase == PLAY:
            assert self._play is not None
            return (self._play.turn,)
        if phase == BID:
            return tuple(seat for seat in _SEATS if self._bids[seat] is None)
        if phase == SQUINT:
            return (self._step().seat,)
        if phase == CHOOSE_4_1:
            return self._contracts[0].seats
        if phase == DEAL:
            return (CHANCE,)
        return ()

    def legal_actions(self, seat: Seat) -> tuple[Action, ...]:
        """Every legal action of ``seat`` now; a deal has too many outcomes to list, so for
        ``Deal`` this is empty and ``sample_chance`` draws one."""
        if seat not in self.to_move():
            return ()
        phase = self._phase
        if phase == PLAY:
            assert self._play is not None
            return tuple(PLAYS[card.index] for card in self._play.legal_cards())
        if phase == BID:
            return tuple(_BIDS[card.index] for card in self._hands[seat])
        if phase == SQUINT:
            return self._squint_actions(self._step())
        if phase == CHOOSE_4_1:
            return (_NEMO, *(_SOLOS[suit] for suit in self._solo_trumps()))
        if self._dealer == NO_SEAT:
            return tuple(FirstDealer(s) for s in _SEATS)
        return ()

    def _squint_actions(self, step: Step) -> tuple[Action, ...]:
        task = step.task
        if task in CHOICES:
            return tuple(Declare(what) for what in CHOICES[task])
        if task == KEEP:
            return tuple(Keep(card) for card in self._squint)
        kind = _CARD_ACTIONS[task]
        return tuple(kind(cards) for cards in combinations(self._hands[step.seat], step.count))

    def _solo_trumps(self) -> tuple[Suit, ...]:
        """The trumps the odd bidder of a 4-1 pattern may choose for a Solo."""
        if self._options.four_one_solo_trump == BID_SUIT:
            (odd,) = self._contracts[0].seats
            bid = self._bids[odd]
            assert bid is not None
            return (bid.suit,)
        return tuple(Suit)

    def apply_unchecked(self, seat: Seat, action: Action) -> tuple[Event, ...]:
        events: list[Event] = []
        if type(action) is Play:
            if play_card(events, self._play, seat, action.card):
                self._score(events)
        elif isinstance(action, Bid):
            self._bid(events, seat, action.card)
        elif isinstance(action, Declare):
            self._declare(events, seat, action.what)
        elif isinstance(action, Discard | Pass | DiscardFaceUp):
            self._give(events, seat, action)
        elif isinstance(action, Keep):
            self._keep(events, seat, action.card)
        elif isinstance(action, ChooseNemo):
            self._set_contracts(events, (self._nemo_after_choice(),))
        elif isinstance(action, ChooseSolo):
            self._set_contracts(events, (Contract(SOLO, (seat,), action.trump.value),))
        elif isinstance(action, Deal):
            self._deal(events, action.deck)
        elif isinstance(action, FirstDealer):
            self._dealer = action.seat
        return tuple(events)

    def _chance(self, rng: random.Random) -> Action:
        """The first dealer or a shuffle."""
        if self._dealer == NO_SEAT:
            return FirstDealer(rng.randrange(NUM_SEATS))
        return Deal(shuffled_deck(rng))

    def _copy_own(self, other: SquintState) -> None:
        other._results = self._results[:]
        other._end_due = self._end_due
        other._squint = self._squint[:]
        other._bids = self._bids[:]
        other._contracts = self._contracts
        other._exchange = None if self._exchange is None else self._exchange.clone()
        other._squint_seen = self._squint_seen[:]
        other._transfers = self._transfers[:]
        other._shown = self._shown[:]
        other._play = None if self._play is None else self._play.clone(other._hands)

    def hidden_cards(self, seat: Seat) -> frozenset[Card]:
        """Every card but the seat's hand, the bid cards once revealed, the squint cards it
        has seen, the cards it passed, got or discarded face down, the face-up discards and
        the cards played."""
        known = set(self._hands[seat])
        if self._revealed():
            known.update(card for card in self._bids if card is not None)
        known.update(self._squint_seen[seat])
        known.update(seen_by(self._transfers, seat))
        for transfer in self._shown:
            known.update(transfer.cards)
        if self._play is not None:
            known.update(self._play.played)
        return FULL_PACK - known

    # --- checking ----------------------------------------------------------------------

    def _check(self, seat: Seat, action: Action) -> None:
        require(self._phase != GAME_OVER, "the game is over")
        phase = self._phase
        if phase == BID and seat in _SEATS:
            require(self._bids[seat] is None, f"seat {seat} has already picked its bid card")
        require(seat in self.to_move(), f"seat {seat} is not to move now")
        if phase == PLAY:
            check_play(self._play, action)
        elif phase == BID:
            if not isinstance(action, Bid):
                raise IllegalActionError("a bid card must be picked")
            require(action.card in self._hands[seat], f"{action.card} is not in hand")
        elif phase == SQUINT:
            self._check_squint(seat, action)
        elif phase == CHOOSE_4_1:
            require(
                action in self.legal_actions(seat),
                "choose Nemo, or a Solo with a trump the options allow",
            )
        elif self._dealer == NO_SEAT:
            if not isinstance(action, FirstDealer):
                raise IllegalActionError("the first dealer must be chosen")
            require(action.seat in _SEATS, f"no seat {action.seat} to deal")
        else:
            check_deal(action)

    def _check_squint(self, seat: Seat, action: Action) -> None:
        step = self._step()
        task = step.task
        if task in CHOICES:
            choices = CHOICES[task]
            require(
                isinstance(action, Declare) and action.what in choices,
                f"declare {' or '.join(choices)}",
            )
        elif task == KEEP:
            if not isinstance(action, Keep):
                raise IllegalActionError("keep one of the squint cards")
            require(action.card in self._squint, f"{action.card} is not in the squint")
        else:
            kind = _CARD_ACTIONS[task]
            if not isinstance(action, kind):
                raise IllegalActionError(f"cards must be given now: {task}")
            check_given(action.cards, step.count, self._hands[seat])

    # --- the deal and the bid ----------------------------------------------------------

    def _deal(self, events: list[Event], deck: Sequence[Card]) -> None:
        dealer = self._dealer
        hands = self._hands
        deal_round(deck, _DEALT, priority_order(dealer), hands)
        for hand in hands:
            sort_held(hand)
        self._squint = list(in_hand_order(tuple(deck[_DEALT:])))
        self._deal_number += 1
        self._phase = BID
        events.append(api.Dealt(dealer, self._deal_number))
        events.append(api.PhaseChanged(BID))

    def _revealed(self) -> bool:
        return all(card is not None for card in self._bids)

    def _bid(self, events: list[Event], seat: Seat, card: Card) -> None:
        self._bids[seat] = card
        events.append(BidPicked(seat))
        if not self._revealed():
            return
        bids = tuple(card for card in self._bids if card is not None)
        events.append(BidsRevealed(bids))
        contracts = resolve_bids(bids, dealer=self._dealer)
        if contracts[0].kind == CHOOSE:
            self._contracts = contracts
            self._phase = CHOOSE_4_1
            events.append(api.PhaseChanged(CHOOSE_4_1))
        else:
            self._set_contracts(events, contracts)

    def _nemo_after_choice(self) -> Contract:
        """Nemo chosen from a 4-1 pattern: the 4-suit is the penalty suit."""
        return Contract(NEMO, _SEATS, self._contracts[0].suit)

    def _set_contracts(self, events: list[Event], contracts: tuple[Contract, ...]) -> None:
        self._contracts = contracts
        for contract in contracts:
            events.append(api.ContractSet(contract.seats, str(contract)))
        self._exchange = SquintExchange.for_contracts(contracts, self._dealer)
        self._phase = SQUINT
        events.append(api.PhaseChanged(SQUINT))
        self._begin_step(events)

    # --- the squint ----------------------------------------------------------------------

    def _step(self) -> Step:
        exchange = self._exchange
        assert exchange is not None and exchange.step is not None
        return exchange.step

    def _begin_step(self, events: list[Event]) -> None:
        """Hand the squint to a seat whose step takes it, or start the play once done."""
        exchange = self._exchange
        assert exchange is not None
        step = exchange.step
        if step is None:
            self._start_play(events)
        elif step.takes_squint:
            cards = tuple(self._squint)
            self._squint = []
            self._squint_seen[step.seat] += cards
            self._receive(events, Transfer(SQUINT_PILE, step.seat, cards))
        elif step.task == KEEP:
            self._squint_seen[step.seat] = tuple(self._squint)

    def _receive(self, events: list[Event], transfer: Transfer) -> None:
        receive(events, self._hands, self._transfers, transfer)

    def _declare(self, events: list[Event], seat: Seat, what: str) -> None:
        exchange = self._exchange
        assert exchange is not None
        exchange.declare(what)
        events.append(api.Said(seat, what))
        self._begin_step(events)

    def _keep(self, events: list[Event], seat: Seat, card: Card) -> None:
        exchange = self._exchange
        assert exchange is not None
        self._squint.remove(card)
        self._receive(events, Transfer(SQUINT_PILE, seat, (card,)))
        exchange.advance()
        self._begin_step(events)

    def _give(
        self, events: list[Event], seat: Seat, action: Discard | Pass | DiscardFaceUp
    ) -> None:
        exchange = self._exchange
        assert exchange is not None
        step = self._step()
        cards = action.cards
        hand = self._hands[seat]
        for card in cards:
            hand.remove(card)
        if isinstance(action, DiscardFaceUp):
            self._shown.append(Transfer(seat, DISCARDS, cards))
            events.append(api.CardsShown(seat, cards, "discard"))
        else:
            self._receive(events, Transfer(seat, step.to, cards))
        exchange.advance()
        self._begin_step(events)

    # --- the play and the score --------------------------------------------------------

    def _start_play(self, events: list[Event]) -> None:
        self._play = TrickPlay(self._hands, self._contracts[0].trump, forehand(self._dealer))
        self._phase = PLAY
        events.append(api.PhaseChanged(PLAY))

    def _playing_hand(self) -> tuple[Seat, ...]:
        return () if self._exchange is None else self._exchange.playing_hand

    def _score(self, events: list[Event]) -> None:
        play = self._play
        assert play is not None
        contracts = self._contracts
        penalty = contracts[0].penalty
        facts = DealFacts(
            contracts=contracts,
            tricks=tuple(play.won),
            playing_hand=self._playing_hand(),
            clean=(0,) * NUM_SEATS if penalty is None else clean_tricks(play.tricks, penalty),
        )
        points = [0] * NUM_SEATS
        scores = self._scores
        for item in score_deal(facts):
            scores[item.seat] += item.points
            points[item.seat] += item.points
            events.append(
                api.Scored(item.seat, item.seat, item.points, item.reason, (), scores[item.seat])
            )
        self._results.append(
            DealResult(
                deal=self._deal_number,
                dealer=self._dealer,
                bids=tuple(card for card in self._bids if card is not None),
                contracts=contracts,
                playing_hand=facts.playing_hand,
                tricks=facts.tricks,
                points=tuple(points),
            )
        )
        self._end_deal(events)

    def _end_deal(self, events: list[Event]) -> None:
        """End the game once it is due and the top is settled (``tie_rule``), else deal on."""
        options = self._options
        self._end_due = self._end_due or end_reached(self._scores, self._deal_number, options)
        top = leaders(self._scores)
        if self._end_due and (options.tie_rule == SHARED or len(top) == 1):
            details = {"deals": self._deal_number}
            self._finish(events, Outcome(scores=tuple(self._scores), winners=top, details=details))
            return
        self._dealer = left_of(self._dealer)
        self._clear_deal()
        self._phase = DEAL
        events.append(api.PhaseChanged(DEAL))

    # --- views -------------------------------------------------------------------------

    def _view(self, seat: Seat | None) -> SquintObservation:
        to_move = self.to_move()
        play = self._play
        exchange = self._exchange
        transfers = self._transfers
        bids = self._bids
        return SquintObservation(
            seat=seat,
            to_move=to_move,
            phase=self._phase,
            legal=self.legal_actions(seat) if seat is not None and seat in to_move else (),
            options=self._options,
            deal_number=self._deal_number,
            dealer=self._dealer,
            hand=() if seat is None else tuple(self._hands[seat]),
            hand_sizes=tuple(len(hand) for hand in self._hands),
            picked=tuple(s for s in _SEATS if bids[s] is not None),
            bid=None if seat is None else bids[seat],
            bids=tuple(card for card in bids if card is not None) if self._revealed() else (),
            contracts=self._contracts,
            declarations=() if exchange is None else tuple(exchange.declarations),
            playing_hand=self._playing_hand(),
            step=None if exchange is None else exchange.step,
            squint_size=len(self._squint),
            squint_seen=() if seat is None else self._squint_seen[seat],
            given=given_by(transfers, seat),
            received=received_by(transfers, seat),
            passed=passed(transfers),
            discards_shown=tuple(self._shown),
            trick=() if play is None else tuple(play.trick),
            tricks=() if play is None else tuple(play.tricks),
            tricks_won=(0,) * NUM_SEATS if play is None else tuple(play.won),
            scores=tuple(self._scores),
            results=tuple(self._results),
        )


def new_state(options: Mapping[str, Any]) -> SquintState:
    """A new game with these options (missing ones take their defaults)."""
    return SquintState(SquintOptions.from_mapping(options))


def num_seats(options: Mapping[str, Any]) -> int:
    SquintOptions.from_mapping(options)
    return NUM_SEATS
