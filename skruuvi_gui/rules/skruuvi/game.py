"""The Skruuvi state machine: letters, deals, both biddings, the exchanges, knocks, the play,
scoring, and the robbers of a session.

One ``SkruuviState`` runs a whole game as chosen by its options: a session, a robber or one
practice deal. It starts with the chance action ``DrawLetters`` and each deal with the chance
action ``Deal``, so a list of action texts replays a game exactly. Chance is to act whenever
the phase is ``"draw"`` or ``"deal"``. Seats are players; where they sit changes with each
robber (``session``).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from functools import cache
from itertools import permutations
from typing import Any

from skruuvi_gui.cards import Card, shuffled_deck
from skruuvi_gui.rules import api
from skruuvi_gui.rules.api import CHANCE, Action, Event, IllegalActionError, Outcome, Seat, require
from skruuvi_gui.rules.chance import FULL_PACK, Deal, check_deal, deal_round
from skruuvi_gui.rules.skruuvi.bidding import (
    FINAL_PASSES,
    FIRST_BIDDING_PASSES,
    Auction,
    Knocking,
    bids_above,
    defenders_may_exchange,
    final_minimum,
)
from skruuvi_gui.rules.skruuvi.exchange import (
    Exchange,
    defenders_exchange,
    pass_misere_exchange,
    taker_exchange,
)
from skruuvi_gui.rules.skruuvi.ledger import BelowLine, robber_ledger, trick_points
from skruuvi_gui.rules.skruuvi.model import (
    ALKUPELI,
    CENTRE,
    DEAL,
    DEFENDERS_EXCHANGE,
    DRAW,
    FINAL_BIDDING,
    FIRST_BIDDING,
    GAME_OVER,
    KNOCKS,
    KOTKA,
    LETTERS,
    NO_SEAT,
    PASS_MISERE,
    PASS_MISERE_EXCHANGE,
    PLAY,
    TAKER_EXCHANGE,
    TRADITIONAL,
    Bid,
    BiddingBack,
    DealResult,
    DrawLetters,
    Give,
    Holding,
    HoldingsShown,
    Knock,
    LettersDrawn,
    MakeBid,
    Pass,
    Reknock,
    RobberStarted,
    ScoreItem,
    ScoreWritten,
    SkruuviObservation,
    SkruuviOptions,
    Transfer,
)
from skruuvi_gui.rules.skruuvi.play import TrickPlay
from skruuvi_gui.rules.skruuvi.scoring import DealFacts, score_deal
from skruuvi_gui.rules.skruuvi.session import (
    Robber,
    Seating,
    plan_robber,
    robber_count,
    robber_deals,
)
from skruuvi_gui.rules.skruuvi.traditional import holdings, honour_counts
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

_PASS = Pass()
_KNOCK = Knock()
_REKNOCK = Reknock()
_EXCHANGES = (TAKER_EXCHANGE, DEFENDERS_EXCHANGE, PASS_MISERE_EXCHANGE)


@cache
def _calls(standing: Bid | None, kotka: bool, may_pass: bool) -> tuple[Action, ...]:
    """The legal calls over ``standing``, made once per position of the bidding."""
    bids = tuple(MakeBid(bid) for bid in bids_above(standing, kotka=kotka))
    return (_PASS, *bids) if may_pass else bids


class SkruuviState(GameState[SkruuviOptions, SkruuviObservation]):
    """A game of Skruuvi in progress; implements ``skruuvi_gui.rules.api.State``."""

    __slots__ = (
        "_below",
        "_centre",
        "_centre_shown",
        "_contract",
        "_deal_index",
        "_declarer",
        "_defenders_exchange",
        "_exchange",
        "_final",
        "_first",
        "_gives",
        "_holdings",
        "_honours",
        "_kind",
        "_kinds",
        "_knocking",
        "_letters",
        "_pass_misere",
        "_play",
        "_results",
        "_robber",
        "_robbers",
        "_taker",
        "_transfers",
    )

    def __init__(self, options: SkruuviOptions | None = None) -> None:
        opts = options or SkruuviOptions()
        n = opts.num_players
        super().__init__(opts, n, phase=DRAW, dealer=NO_SEAT, sides=n)
        self._robbers = robber_count(opts)
        self._kinds = robber_deals(opts)
        self._letters: tuple[int, ...] = ()
        self._robber: Robber | None = None
        self._deal_index = -1
        self._kind = self._kinds[0]
        self._results: list[DealResult] = []
        self._below = BelowLine()
        self._clear_deal()

    def _clear_deal(self) -> None:
        self._hands = [[] for _ in range(self._n)]
        self._centre: list[Card] = []
        self._centre_shown: tuple[Card, ...] = ()
        self._first: Auction | None = None
        self._final: Auction | None = None
        self._taker: Seat | None = None
        self._contract: Bid | None = None
        self._declarer: Seat | None = None
        self._pass_misere = False
        self._defenders_exchange = False
        self._exchange: Exchange | None = None
        self._gives: dict[Seat, tuple[Action, ...]] = {}
        self._knocking: Knocking | None = None
        self._transfers: list[Transfer] = []
        self._play: TrickPlay | None = None
        self._holdings: tuple[Holding, ...] = ()
        self._honours: tuple[int, int] = (0, 0)

    # --- the State protocol ------------------------------------------------------------

    def to_move(self) -> tuple[Seat, ...]:
        phase = self._phase
        if phase == PLAY:
            assert self._play is not None
            return (self._play.turn,)
        if phase in (FIRST_BIDDING, FINAL_BIDDING):
            return (self._auction().to_call,)
        if phase == KNOCKS:
            assert self._knocking is not None
            return (self._knocking.to_call,)
        if phase in _EXCHANGES:
            assert self._exchange is not None
            return self._exchange.to_move()
        if phase in (DRAW, DEAL):
            return (CHANCE,)
        return ()

    def legal_actions(self, seat: Seat) -> tuple[Action, ...]:
        """Every legal action of ``seat`` now, with two abridgements: a deal has too many
        outcomes to list, so for ``Deal`` this is empty and ``sample_chance`` draws one; and
        cards given to one recipient are listed once per set of cards, in hand order,
        though any order of them is legal (see ``exchange.Step.choices``)."""
        if seat not in self.to_move():
            return ()
        phase = self._phase
        if phase == PLAY:
            assert self._play is not None
            return tuple(PLAYS[card.index] for card in self._play.legal_cards())
        if phase in (FIRST_BIDDING, FINAL_BIDDING):
            auction = self._auction()
            return _calls(auction.standing, self._kind == KOTKA, auction.may_pass())
        if phase == KNOCKS:
            assert self._knocking is not None
            return (_PASS, _KNOCK if self._knocking.knocks == 0 else _REKNOCK)
        if phase in _EXCHANGES:
            assert self._exchange is not None
            gives = self._gives.get(seat)
            if gives is None:
                step = self._exchange.step_of(seat)
                assert step is not None
                gives = tuple(Give(cards) for cards in step.choices(self._hands[seat]))
                self._gives[seat] = gives
            return gives
        if phase == DRAW:
            return tuple(DrawLetters(letters) for letters in permutations(range(self._n)))
        return ()

    def apply_unchecked(self, seat: Seat, action: Action) -> tuple[Event, ...]:
        """``apply`` without the legality checks, for search bots that only ever apply an
        action from ``legal_actions(seat)`` (or a reordered ``Give``); anything else
        corrupts the state."""
        events: list[Event] = []
        if type(action) is Play:
            if play_card(events, self._play, seat, action.card):
                self._score(events)
        elif isinstance(action, Pass):
            if self._phase == KNOCKS:
                self._knock(events, seat, knock=False)
            else:
                self._call(events, seat, None)
        elif isinstance(action, MakeBid):
            self._call(events, seat, action.bid)
        elif isinstance(action, Give):
            self._give(events, seat, action.cards)
        elif isinstance(action, Knock | Reknock):
            self._knock(events, seat, knock=True)
        elif isinstance(action, Deal):
            self._deal(events, action.deck)
        elif isinstance(action, DrawLetters):
            self._draw(events, action.letters)
        return tuple(events)

    def _chance(self, rng: random.Random) -> Action:
        """The letters or a shuffle."""
        if self._phase == DRAW:
            return DrawLetters(tuple(rng.sample(range(self._n), self._n)))
        return Deal(shuffled_deck(rng))

    def _copy_own(self, other: SkruuviState) -> None:
        other._robbers = self._robbers
        other._kinds = self._kinds
        other._letters = self._letters
        other._robber = self._robber
        other._deal_index = self._deal_index
        other._kind = self._kind
        other._results = self._results[:]
        other._below = self._below.clone()
        other._holdings = self._holdings
        other._honours = self._honours
        other._centre = self._centre[:]
        other._centre_shown = self._centre_shown
        other._first = None if self._first is None else self._first.clone()
        other._final = None if self._final is None else self._final.clone()
        other._taker = self._taker
        other._contract = self._contract
        other._declarer = self._declarer
        other._pass_misere = self._pass_misere
        other._defenders_exchange = self._defenders_exchange
        other._exchange = None if self._exchange is None else self._exchange.clone()
        other._gives = dict(self._gives)
        other._knocking = None if self._knocking is None else self._knocking.clone()
        other._transfers = self._transfers[:]
        other._play = None if self._play is None else self._play.clone(other._hands)

    def hidden_cards(self, seat: Seat) -> frozenset[Card]:
        """Every card but those in the seat's hand, those it gave or got face down this deal,
        the centre cards once turned and the cards played."""
        known = set(self._hands[seat])
        known.update(self._centre_shown)
        known.update(seen_by(self._transfers, seat))
        if self._play is not None:
            known.update(self._play.played)
        return FULL_PACK - known

    # --- checking ----------------------------------------------------------------------

    def _check(self, seat: Seat, action: Action) -> None:
        require(self._phase != GAME_OVER, "the game is over")
        require(seat in self.to_move(), f"seat {seat} is not to move now")
        phase = self._phase
        if phase == PLAY:
            check_play(self._play, action)
        elif phase in (FIRST_BIDDING, FINAL_BIDDING):
            self._check_call(action)
        elif phase == KNOCKS:
            self._check_knock(action)
        elif phase in _EXCHANGES:
            self._check_give(seat, action)
        elif phase == DRAW:
            if not isinstance(action, DrawLetters):
                raise IllegalActionError("the letters must be drawn")
            require(
                sorted(action.letters) == list(range(self._n)),
                f"each of the {self._n} players draws a different letter",
            )
        else:
            check_deal(action)

    def _check_call(self, action: Action) -> None:
        bid: Bid | None
        if isinstance(action, Pass):
            bid = None
        elif isinstance(action, MakeBid):
            bid = action.bid
        else:
            raise IllegalActionError("a bid or a pass is due")
        refusal = self._auction().refusal(bid)
        if refusal is not None:
            raise IllegalActionError(refusal)

    def _check_knock(self, action: Action) -> None:
        knocking = self._knocking
        assert knocking is not None
        if isinstance(action, Knock):
            require(knocking.knocks == 0, "it has been knocked: only a re-knock or a pass")
        elif isinstance(action, Reknock):
            require(knocking.knocks == 1, "only a knock can be re-knocked")
        elif not isinstance(action, Pass):
            raise IllegalActionError("a knock or a pass is due")

    def _check_give(self, seat: Seat, action: Action) -> None:
        if not isinstance(action, Give):
            raise IllegalActionError("cards must be given now")
        assert self._exchange is not None
        step = self._exchange.step_of(seat)
        assert step is not None
        check_given(action.cards, step.count, self._hands[seat])

    # --- the session ---------------------------------------------------------------------

    def _current_robber(self) -> Robber:
        robber = self._robber
        assert robber is not None
        return robber

    def _seating(self) -> Seating:
        return self._current_robber().seating

    def _draw(self, events: list[Event], letters: tuple[int, ...]) -> None:
        self._letters = letters
        events.append(LettersDrawn("".join(LETTERS[letter] for letter in letters)))
        self._start_robber(events, 0)

    def _start_robber(self, events: list[Event], number: int) -> None:
        robber = plan_robber(number, self._letters)
        self._robber = robber
        self._below = BelowLine()
        self._deal_index = -1
        seating = robber.seating
        events.append(RobberStarted(number, seating.order, seating.sitting_out))
        self._next_deal(events)

    def _next_deal(self, events: list[Event]) -> None:
        """Clear the table and name the next dealer; chance deals."""
        self._deal_index += 1
        self._dealer = self._current_robber().dealer(self._deal_index)
        self._kind = self._kinds[self._deal_index]
        self._clear_deal()
        self._phase = DEAL
        events.append(api.PhaseChanged(DEAL))

    def _end_deal(self, events: list[Event]) -> None:
        if self._deal_index + 1 < len(self._kinds):
            self._next_deal(events)
            return
        if self._options.scoring == TRADITIONAL:
            self._write_ledger(events)
        number = self._current_robber().number + 1
        if number < self._robbers:
            self._start_robber(events, number)
            return
        scores = tuple(self._scores)
        best = max(scores)
        winners = tuple(seat for seat in range(self._n) if scores[seat] == best)
        details = {"robbers": self._robbers, "deals": self._deal_number}
        self._finish(events, Outcome(scores=scores, winners=winners, details=details))

    def _robber_totals(self) -> tuple[int, int]:
        """Each side's points so far in this robber, both lines together."""
        robber = self._current_robber()
        order = robber.seating.order
        mine = [r for r in self._results if r.robber == robber.number]
        return (sum(r.points[order[0]] for r in mine), sum(r.points[order[1]] for r in mine))

    def _write_ledger(self, events: list[Event]) -> None:
        """The robber's difference ÷ 100 to each player's ledger (traditional scoring)."""
        entries = robber_ledger(self._robber_totals(), round_to_five=self._options.round_to_five)
        seating = self._seating()
        for side in (0, 1):
            for seat in seating.side(side):
                self._scores[seat] += entries[side]
                if entries[side]:
                    events.append(
                        api.Scored(seat, seat, entries[side], "ledger", (), self._scores[seat])
                    )

    # --- the deal and the first bidding -----------------------------------------------

    def _deal(self, events: list[Event], deck: Sequence[Card]) -> None:
        seating = self._seating()
        dealer = self._dealer
        hands = self._hands
        dealt = 48 if self._kind == ALKUPELI else 52
        deal_round(deck, dealt, seating.clockwise_from(seating.left_of(dealer)), hands)
        for hand in hands:
            sort_held(hand)
        self._centre = list(deck[dealt:])
        self._deal_number += 1
        self._first = Auction(
            seating.clockwise_from(dealer),
            kotka=self._kind == KOTKA,
            passes_to_end=FIRST_BIDDING_PASSES,
        )
        self._phase = FIRST_BIDDING
        events.append(api.Dealt(dealer, self._deal_number))
        events.append(api.PhaseChanged(FIRST_BIDDING))

    def _auction(self) -> Auction:
        auction = self._first if self._phase == FIRST_BIDDING else self._final
        assert auction is not None
        return auction

    def _call(self, events: list[Event], seat: Seat, bid: Bid | None) -> None:
        auction = self._auction()
        auction.call(bid)
        events.append(api.Said(seat, call_said(bid)))
        if auction.comes_back and auction.standing is not None:
            final = self._phase == FINAL_BIDDING
            events.append(
                BiddingBack(auction.to_call, str(auction.standing), auction.passes_left, final)
            )
        if self._phase == FIRST_BIDDING:
            if auction.passed_out:
                self._start_pass_misere(events)
            elif auction.finished:
                self._start_taker_exchange(events)
        elif auction.finished:
            self._set_contract(events)

    # --- exchanges ----------------------------------------------------------------------

    def _start_taker_exchange(self, events: list[Event]) -> None:
        assert self._first is not None
        taker = self._first.standing_seat
        self._taker = taker
        if self._centre:
            centre = tuple(self._centre)
            events.append(api.CardsShown(taker, centre, "centre"))
            self._centre_shown = centre
            self._receive(events, Transfer(CENTRE, taker, centre))
            self._centre = []
        seating = self._seating()
        self._exchange = taker_exchange(taker, seating, kotka=self._kind == KOTKA)
        self._phase = TAKER_EXCHANGE
        events.append(api.PhaseChanged(TAKER_EXCHANGE))

    def _start_pass_misere(self, events: list[Event]) -> None:
        """Nobody bid: the centre cards go one each from forehand, then both partnerships
        exchange a card (spec §8)."""
        self._pass_misere = True
        events.append(api.ContractSet((), PASS_MISERE))
        seating = self._seating()
        order = seating.clockwise_from(seating.left_of(self._dealer))
        for seat, card in zip(order, self._centre, strict=False):
            self._receive(events, Transfer(CENTRE, seat, (card,)))
        self._centre = []
        self._exchange = pass_misere_exchange(self._dealer, seating)
        self._phase = PASS_MISERE_EXCHANGE
        events.append(api.PhaseChanged(PASS_MISERE_EXCHANGE))

    def _receive(self, events: list[Event], transfer: Transfer) -> None:
        receive(events, self._hands, self._transfers, transfer)

    def _give(self, events: list[Event], seat: Seat, cards: Sequence[Card]) -> None:
        exchange = self._exchange
        assert exchange is not None
        step = exchange.step_of(seat)
        assert step is not None
        hand = self._hands[seat]
        for transfer in step.transfers(cards):
            for card in transfer.cards:
                hand.remove(card)
            self._receive(events, transfer)
        exchange.advance(seat)
        self._gives = {}
        if not exchange.finished:
            return
        self._exchange = None
        if self._phase == TAKER_EXCHANGE:
            self._start_final_bidding(events)
        else:
            self._start_knocks(events)

    # --- the final bidding and the contract ------------------------------------------

    def _start_final_bidding(self, events: list[Event]) -> None:
        first, taker = self._first, self._taker
        assert first is not None and taker is not None
        kotka = self._kind == KOTKA
        partner = self._seating().partner_of(taker)
        self._final = Auction(
            (taker, partner),
            kotka=kotka,
            passes_to_end=FINAL_PASSES[self._options.scoring],
            pass_minimum=final_minimum(kotka=kotka, scoring=self._options.scoring),
            standing=first.standing,
            standing_seat=taker,
        )
        self._phase = FINAL_BIDDING
        if self._final.finished:
            self._set_contract(events)
        else:
            events.append(api.PhaseChanged(FINAL_BIDDING))

    def _set_contract(self, events: list[Event]) -> None:
        first, final = self._first, self._final
        assert first is not None and final is not None and final.standing is not None
        seating = self._seating()
        declarer = final.standing_seat
        declaring = (declarer, seating.partner_of(declarer))
        self._contract = final.standing
        self._declarer = declarer
        events.append(api.ContractSet(declaring, str(final.standing)))
        self._defenders_exchange = defenders_may_exchange(first.calls, declaring)
        if self._defenders_exchange:
            self._exchange = defenders_exchange(declarer, seating)
            self._phase = DEFENDERS_EXCHANGE
            events.append(api.PhaseChanged(DEFENDERS_EXCHANGE))
        else:
            self._start_knocks(events)

    # --- knocks ------------------------------------------------------------------------

    def _start_knocks(self, events: list[Event]) -> None:
        seating = self._seating()
        if self._pass_misere:
            self._knocking = Knocking.in_pass_misere(self._dealer, seating)
        else:
            assert self._declarer is not None
            self._knocking = Knocking.after_contract(self._declarer, seating)
        self._phase = KNOCKS
        events.append(api.PhaseChanged(KNOCKS))

    def _knock(self, events: list[Event], seat: Seat, *, knock: bool) -> None:
        knocking = self._knocking
        assert knocking is not None
        if knock:
            knocking.knock()
        else:
            knocking.decline()
        events.append(api.Said(seat, knocking.calls[-1][1]))
        if knocking.finished:
            self._start_play(events)

    # --- the play and the score -------------------------------------------------------

    def _start_play(self, events: list[Event]) -> None:
        seating = self._seating()
        if self._pass_misere:
            leader = seating.left_of(self._dealer)
            trump = None
        else:
            assert self._declarer is not None and self._contract is not None
            leader = seating.left_of(self._declarer)
            trump = self._contract.strain.trump
        self._play = TrickPlay(self._hands, trump, seating.left, leader)
        self._phase = PLAY
        events.append(api.PhaseChanged(PLAY))
        contract = self._contract
        if self._options.scoring == TRADITIONAL and contract and not contract.is_misere:
            self._show_holdings(events, contract)

    def _show_holdings(self, events: list[Event], contract: Bid) -> None:
        """Traditional scoring: the aces and sequences in each hand and each side's
        honours, shown as play starts."""
        seating = self._seating()
        strain = contract.strain
        self._holdings = tuple(
            holding
            for seat in seating.order
            for holding in holdings(seat, self._hands[seat], strain)
        )
        first, second = (
            [card for seat in seating.side(side) for card in self._hands[seat]] for side in (0, 1)
        )
        self._honours = honour_counts((first, second), strain)
        events.append(HoldingsShown(seating.order, self._holdings, self._honours))

    def _score(self, events: list[Event]) -> None:
        play, knocking = self._play, self._knocking
        assert play is not None and knocking is not None
        seating = self._seating()
        won = play.won
        tricks = (
            sum(won[seat] for seat in seating.side(0)),
            sum(won[seat] for seat in seating.side(1)),
        )
        declarer = self._declarer
        facts = DealFacts(
            contract=self._contract,
            declaring_side=0 if declarer is None else seating.side_of(declarer),
            tricks=tricks,
            aces=tuple((ace.number, seating.side_of(ace.winner)) for ace in play.aces),
            knocks=knocking.knocks,
            held=tuple((seating.side_of(h.seat), h) for h in self._holdings),
            honours=self._honours,
        )
        points = [0] * self._n
        traditional = self._options.scoring == TRADITIONAL
        items = list(score_deal(facts, variant=self._options.scoring))
        totals = self._robber_totals() if traditional else (0, 0)
        game = self._count_game(play) if traditional else None
        if game is not None:
            below = [item for item in items if item.reason == "trick_points"]
            items = [*below, game, *items[len(below) :]]
        scores = self._scores
        running = list(totals)
        for item in items:
            seats = seating.side(item.side)
            for seat in seats:
                points[seat] += item.points
            if traditional:
                running[item.side] += item.points
                events.append(ScoreWritten(seats, item, running[item.side]))
                continue
            for seat in seats:
                scores[seat] += item.points
                events.append(api.Scored(seat, seat, item.points, item.reason, (), scores[seat]))
        self._results.append(
            DealResult(
                robber=self._current_robber().number,
                deal=self._deal_index + 1,
                kind=self._kind,
                dealer=self._dealer,
                contract=PASS_MISERE if self._contract is None else str(self._contract),
                declarer=declarer,
                knocks=knocking.knocks,
                tricks=tricks,
                points=tuple(points),
                items=tuple(items) if traditional else (),
            )
        )
        self._end_deal(events)

    def _count_game(self, play: TrickPlay) -> ScoreItem | None:
        """The game this deal wins below the line, if any (traditional scoring)."""
        contract = self._contract
        if contract is None:
            return self._below.record((), restart=False)
        seating = self._seating()
        sides = [seating.side_of(trick.winner) for trick in play.tricks]
        return self._below.record(trick_points(contract, sides), restart=self._kind == KOTKA)

    # --- views -------------------------------------------------------------------------

    def _view(self, seat: Seat | None) -> SkruuviObservation:
        to_move = self.to_move()
        robber = self._robber
        seating = None if robber is None else robber.seating
        play = self._play
        first, final = self._first, self._final
        auction = final or first
        transfers = self._transfers
        return SkruuviObservation(
            seat=seat,
            to_move=to_move,
            phase=self._phase,
            legal=self.legal_actions(seat) if seat is not None and seat in to_move else (),
            options=self._options,
            letters=self._letters,
            robber=0 if robber is None else robber.number,
            robbers=self._robbers,
            order=() if seating is None else seating.order,
            sitting_out=None if seating is None else seating.sitting_out,
            deal_number=self._deal_number,
            deal_in_robber=self._deal_index + 1,
            kind=self._kind,
            dealer=self._dealer,
            hand=() if seat is None else tuple(self._hands[seat]),
            hand_sizes=tuple(len(hand) for hand in self._hands),
            centre=self._centre_shown,
            centre_size=len(self._centre),
            first_bidding=() if first is None else tuple(first.calls),
            final_bidding=() if final is None else tuple(final.calls),
            standing=None if auction is None else auction.standing,
            taker=self._taker,
            contract=self._contract,
            declarer=self._declarer,
            pass_misere=self._pass_misere,
            defenders_exchange=self._defenders_exchange,
            knocks=0 if self._knocking is None else self._knocking.knocks,
            knock_calls=() if self._knocking is None else tuple(self._knocking.calls),
            given=given_by(transfers, seat),
            received=received_by(transfers, seat),
            passed=passed(transfers),
            trick=() if play is None else tuple(play.trick),
            tricks=() if play is None else tuple(play.tricks),
            tricks_won=(0,) * self._n if play is None else tuple(play.won),
            aces=() if play is None else tuple(play.aces),
            scores=tuple(self._scores),
            results=tuple(self._results),
            holdings=self._holdings,
            honours=self._honours,
        )


def call_said(bid: Bid | None) -> str:
    """What the ``Said`` event of a call in the biddings says (``None``: a pass)."""
    return "pass" if bid is None else str(bid)


def new_state(options: Mapping[str, Any]) -> SkruuviState:
    """A new game with these options (missing ones take their defaults)."""
    return SkruuviState(SkruuviOptions.from_mapping(options))


def num_seats(options: Mapping[str, Any]) -> int:
    return SkruuviOptions.from_mapping(options).num_players
