"""The cribbage state machine: cut, deal, discard, starter, play, show, game and match end.

One ``CribbageState`` runs a whole match (``games_to_win`` games). Each game starts with the
chance action ``FirstDealer`` (or, in later games of a match, a dealer fixed by the rules) and
each deal with the chance action ``Deal``, so a list of action texts replays a match exactly.
The phase is ``"cut"`` whenever chance is to act.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from itertools import combinations
from typing import Any

from skruuvi_gui.cards import FULL_DECK, Card, shuffled_deck
from skruuvi_gui.rules import api
from skruuvi_gui.rules.api import CHANCE, Action, Event, IllegalActionError, Outcome, Seat, require
from skruuvi_gui.rules.chance import Deal, FirstDealer, check_deal, deal_round
from skruuvi_gui.rules.cribbage.model import (
    CRIB,
    CUT,
    DISCARD,
    GAME_OVER,
    PLAY,
    SHOW,
    STOCK,
    CallMuggins,
    Claim,
    CribbageObservation,
    CribbageOptions,
    Discard,
    Go,
    PassMuggins,
    Play,
)
from skruuvi_gui.rules.cribbage.scoring import (
    ScoreItem,
    canonical_order,
    hand_breakdown,
    play_breakdown,
    play_points,
)
from skruuvi_gui.rules.state import GameState

#: ``dealer`` and ``first_dealer`` before the first cut.
NO_DEALER: Seat = -1

_JACK = 11


class CribbageState(GameState[CribbageOptions, CribbageObservation]):
    """A cribbage match in progress; implements ``skruuvi_gui.rules.api.State``."""

    __slots__ = (
        "_claim_items",
        "_count",
        "_counting",
        "_crib",
        "_discarded",
        "_first_dealer",
        "_games_won",
        "_kept",
        "_last_player",
        "_missed",
        "_muggins",
        "_muggins_queue",
        "_pending_claim",
        "_played",
        "_previous",
        "_said_go",
        "_series",
        "_series_ranks",
        "_show_queue",
        "_shown",
        "_starter",
        "_starter_turned",
        "_stock",
        "_to_discard",
        "_turn",
    )

    def __init__(self, options: CribbageOptions | None = None) -> None:
        opts = options or CribbageOptions()
        n = opts.num_players
        super().__init__(opts, n, phase=CUT, dealer=NO_DEALER, sides=opts.num_sides)
        self._muggins = opts.effective_muggins
        self._first_dealer = NO_DEALER
        self._hands = [[] for _ in range(n)]
        self._kept: list[tuple[Card, ...]] = [()] * n
        self._discarded: list[tuple[Card, ...]] = [()] * n
        self._to_discard: list[Seat] = []
        self._crib: list[Card] = []
        self._stock: list[Card] = list(FULL_DECK)
        self._starter: Card | None = None
        self._starter_turned = False
        self._count = 0
        self._series: list[tuple[Seat, Card]] = []
        self._series_ranks: list[int] = []
        self._played: list[tuple[Seat, Card]] = []
        self._said_go: list[Seat] = []
        self._turn: Seat = 0
        self._last_player: Seat = 0
        self._show_queue: list[Seat] = []
        self._shown: dict[Seat, tuple[Card, ...]] = {}
        self._counting: Seat | None = None
        self._claim_items: tuple[ScoreItem, ...] = ()
        self._pending_claim: tuple[Seat, int] | None = None
        self._missed = 0
        self._muggins_queue: list[Seat] = []
        self._previous = [0] * opts.num_sides
        self._games_won = [0] * opts.num_sides

    # --- the State protocol ------------------------------------------------------------

    def to_move(self) -> tuple[Seat, ...]:
        phase = self._phase
        if phase == PLAY:
            return (self._muggins_queue[0] if self._muggins_queue else self._turn,)
        if phase == DISCARD:
            return tuple(self._to_discard)
        if phase == CUT:
            return (CHANCE,)
        if phase == SHOW:
            if self._muggins_queue:
                return (self._muggins_queue[0],)
            return (self._claimant(),)
        return ()

    def legal_actions(self, seat: Seat) -> tuple[Action, ...]:
        """Every legal action of ``seat`` now; a deal has too many outcomes to list, so for
        the ``Deal`` chance action this is empty and ``sample_chance`` draws one."""
        if seat not in self.to_move():
            return ()
        phase = self._phase
        if phase == PLAY:
            return self._play_actions(seat)
        if phase == DISCARD:
            hand = self._hands[seat]
            return tuple(
                Discard(cards) for cards in combinations(hand, self._options.discard_count)
            )
        if phase == CUT:
            if self._dealer == NO_DEALER:
                return tuple(FirstDealer(s) for s in range(self._n))
            return ()
        if self._muggins_queue:
            return (CallMuggins(), PassMuggins())
        true_value = sum(item.points for item in self._claim_items)
        return tuple(Claim(points) for points in range(true_value + 1))

    def _play_actions(self, seat: Seat) -> tuple[Action, ...]:
        if self._muggins_queue:
            return (CallMuggins(), PassMuggins())
        room = 31 - self._count
        playable = [card for card in self._hands[seat] if _value(card) <= room]
        if not playable:
            return (Go(),)
        if self._muggins != "all":
            return tuple(_PLAIN_PLAYS[card] for card in playable)
        return tuple(
            Play(card, claim)
            for card in playable
            for claim in range(self._points_if_played(card) + 1)
        )

    def apply_unchecked(self, seat: Seat, action: Action) -> tuple[Event, ...]:
        events: list[Event] = []
        if isinstance(action, Play):
            self._play(events, seat, action.card, action.claim)
        elif isinstance(action, Go):
            self._go(events, seat)
        elif isinstance(action, Discard):
            self._discard(events, seat, action.cards)
        elif isinstance(action, Deal):
            self._deal(events, action.deck)
        elif isinstance(action, Claim):
            self._claim(events, seat, action.points)
        elif isinstance(action, CallMuggins):
            self._call_muggins(events, seat)
        elif isinstance(action, PassMuggins):
            self._pass_muggins(events, seat)
        elif isinstance(action, FirstDealer):
            self._dealer = self._first_dealer = action.seat
        return tuple(events)

    def _chance(self, rng: random.Random) -> Action:
        """A first dealer or a shuffle."""
        if self._dealer == NO_DEALER:
            return FirstDealer(rng.randrange(self._n))
        return Deal(shuffled_deck(rng))

    def _copy_own(self, other: CribbageState) -> None:
        other._muggins = self._muggins
        other._first_dealer = self._first_dealer
        other._kept = self._kept[:]
        other._discarded = self._discarded[:]
        other._to_discard = self._to_discard[:]
        other._crib = self._crib[:]
        other._stock = self._stock[:]
        other._starter = self._starter
        other._starter_turned = self._starter_turned
        other._count = self._count
        other._series = self._series[:]
        other._series_ranks = self._series_ranks[:]
        other._played = self._played[:]
        other._said_go = self._said_go[:]
        other._turn = self._turn
        other._last_player = self._last_player
        other._show_queue = self._show_queue[:]
        other._shown = self._shown.copy()
        other._counting = self._counting
        other._claim_items = self._claim_items
        other._pending_claim = self._pending_claim
        other._missed = self._missed
        other._muggins_queue = self._muggins_queue[:]
        other._previous = self._previous[:]
        other._games_won = self._games_won[:]

    def hidden_cards(self, seat: Seat) -> frozenset[Card]:
        """Other seats' unplayed cards, the crib until shown (less the seat's own discards),
        the undealt stock and the starter until it is turned."""
        hidden = set(self._stock)
        if self._starter is not None and not self._starter_turned:
            hidden.add(self._starter)
        for other, hand in enumerate(self._hands):
            if other != seat:
                hidden.update(hand)
        if CRIB not in self._shown:
            hidden.update(self._crib)
            hidden.difference_update(self._discarded[seat])
        return frozenset(hidden)

    # --- checking ----------------------------------------------------------------------

    def _check(self, seat: Seat, action: Action) -> None:
        require(self._phase != GAME_OVER, "the match is over")
        if seat not in self.to_move():  # the reason is written only when it is needed
            raise IllegalActionError(f"seat {seat} is not to move now")
        phase = self._phase
        if phase == CUT:
            self._check_cut(action)
        elif phase == DISCARD:
            self._check_discard(seat, action)
        elif self._muggins_queue:
            require(
                isinstance(action, CallMuggins | PassMuggins),
                "only muggins or pass may be said now",
            )
        elif phase == PLAY:
            self._check_play(seat, action)
        else:
            if not isinstance(action, Claim):
                raise IllegalActionError("the hand being shown needs a claim")
            true_value = sum(item.points for item in self._claim_items)
            require(action.points >= 0, "a claim cannot be negative")
            require(action.points <= true_value, "the claim is more than the cards are worth")

    def _check_cut(self, action: Action) -> None:
        if self._dealer == NO_DEALER:
            if not isinstance(action, FirstDealer):
                raise IllegalActionError("the first dealer must be cut for")
            require(0 <= action.seat < self._n, f"there is no seat {action.seat}")
        else:
            check_deal(action)

    def _check_discard(self, seat: Seat, action: Action) -> None:
        if not isinstance(action, Discard):
            raise IllegalActionError("cards must be discarded to the crib now")
        count = self._options.discard_count
        cards = action.cards
        if len(cards) != count:
            raise IllegalActionError(f"discard exactly {count} card(s) to the crib")
        require(len(set(cards)) == count, "the same card cannot be discarded twice")
        require(all(card in self._hands[seat] for card in cards), "that card is not in hand")

    def _check_play(self, seat: Seat, action: Action) -> None:
        hand = self._hands[seat]
        room = 31 - self._count
        if isinstance(action, Go):
            require(
                not any(_value(card) <= room for card in hand),
                "go is only allowed when no card fits under 31",
            )
            return
        if not isinstance(action, Play):
            raise IllegalActionError("a card must be played, or go said")
        card = action.card
        if card not in hand:
            raise IllegalActionError(f"{card} is not in hand")
        if _value(card) > room:
            raise IllegalActionError(f"{card} would take the count over 31")
        if self._muggins == "all":
            require(action.claim is not None, "with muggins every card play claims its points")
            assert action.claim is not None
            require(action.claim >= 0, "a claim cannot be negative")
            require(
                action.claim <= self._points_if_played(action.card),
                "the claim is more than the card scores",
            )
        else:
            require(action.claim is None, "claims are made only with muggins in the play")

    # --- dealing and discarding ----------------------------------------------------------

    def _deal(self, events: list[Event], deck: Sequence[Card]) -> None:
        n = self._n
        dealer = self._dealer
        dealt = 12 if n == 2 else 5 * n
        hands: list[list[Card]] = [[] for _ in range(n)]
        deal_round(deck, dealt, [(dealer + step) % n for step in range(1, n + 1)], hands)
        self._hands = [list(canonical_order(hand)) for hand in hands]
        self._crib = [deck[15]] if n == 3 else []
        starter_index = 16 if n == 3 else dealt
        self._starter = deck[starter_index]
        self._stock = list(deck[starter_index + 1 :])
        self._starter_turned = False
        self._kept = [()] * n
        self._discarded = [()] * n
        self._to_discard = list(range(n))
        self._count = 0
        self._series = []
        self._series_ranks = []
        self._played = []
        self._said_go = []
        self._shown = {}
        self._deal_number += 1
        self._phase = DISCARD
        events.append(api.Dealt(dealer, self._deal_number))
        if n == 3:
            events.append(api.CardsPassed(STOCK, CRIB, 1))
        events.append(api.PhaseChanged(DISCARD))

    def _discard(self, events: list[Event], seat: Seat, cards: Sequence[Card]) -> None:
        hand = self._hands[seat]
        ordered = canonical_order(cards)
        for card in ordered:
            hand.remove(card)
        self._crib.extend(ordered)
        self._discarded[seat] = ordered
        self._kept[seat] = tuple(hand)
        self._to_discard.remove(seat)
        events.append(api.CardsPassed(seat, CRIB, len(ordered)))
        if not self._to_discard:
            self._turn_starter(events)

    def _turn_starter(self, events: list[Event]) -> None:
        starter = self._starter
        assert starter is not None
        dealer = self._dealer
        self._starter_turned = True
        events.append(api.CardsShown(dealer, (starter,), "starter"))
        if starter.rank == _JACK and self._peg(
            events, dealer, (ScoreItem("his_heels", 2, (starter,)),)
        ):
            return
        self._phase = PLAY
        self._turn = (dealer + 1) % self._n
        self._last_player = self._turn
        events.append(api.PhaseChanged(PLAY))

    # --- the play ----------------------------------------------------------------------

    def _points_if_played(self, card: Card) -> int:
        return play_points([*self._series_ranks, card.rank], self._count + _value(card))

    def _play(self, events: list[Event], seat: Seat, card: Card, claim: int | None) -> None:
        self._hands[seat].remove(card)
        self._count += _value(card)
        self._series.append((seat, card))
        self._series_ranks.append(card.rank)
        self._played.append((seat, card))
        self._last_player = seat
        events.append(api.CardPlayed(seat, card))
        points = play_points(self._series_ranks, self._count)
        if self._muggins == "all":
            claimed = points if claim is None else claim
            if self._peg(events, seat, self._claimed_items(claimed, points, (card,))):
                return
            if claimed < points:
                self._open_muggins(seat, claimed, points - claimed)
                return
        elif points and self._peg(events, seat, self._play_items()):
            return
        self._after_action(events, seat)

    def _play_items(self) -> tuple[ScoreItem, ...]:
        return play_breakdown([card for _, card in self._series])

    def _claimed_items(
        self, claimed: int, true_value: int, cards: tuple[Card, ...]
    ) -> tuple[ScoreItem, ...]:
        """A full claim scores item by item; a short one as a single ``"claim"`` item."""
        if claimed == true_value:
            if self._phase == PLAY:
                return self._play_items() if true_value else ()
            return self._claim_items
        return (ScoreItem("claim", claimed, cards),) if claimed else ()

    def _go(self, events: list[Event], seat: Seat) -> None:
        self._said_go.append(seat)
        events.append(api.Said(seat, "go"))
        self._after_action(events, seat)

    def _after_action(self, events: list[Event], actor: Seat) -> None:
        """End the series on 31 or when nobody can play (go or last card), else pass the
        turn on clockwise from ``actor``."""
        if self._count == 31:
            self._end_series(events)
        elif self._anyone_can_play():
            self._turn = self._next_to_play(actor)
        else:
            reason = "go" if any(self._hands) else "last_card"
            if not self._peg(events, self._last_player, (ScoreItem(reason, 1, ()),)):
                self._end_series(events)

    def _anyone_can_play(self) -> bool:
        room = 31 - self._count
        return any(_value(card) <= room for hand in self._hands for card in hand)

    def _next_to_play(self, actor: Seat) -> Seat:
        """The next seat after ``actor`` that holds cards and has not said go (maybe the
        actor again); it must play, or say go if nothing fits."""
        n = self._n
        for step in range(1, n + 1):
            seat = (actor + step) % n
            if self._hands[seat] and seat not in self._said_go:
                return seat
        raise AssertionError("somebody can play, so somebody is to move")

    def _end_series(self, events: list[Event]) -> None:
        self._count = 0
        self._series = []
        self._series_ranks = []
        self._said_go = []
        n = self._n
        last = self._last_player
        for step in range(1, n + 1):
            seat = (last + step) % n
            if self._hands[seat]:
                self._turn = seat
                return
        self._start_show(events)

    # --- the show ----------------------------------------------------------------------

    def _start_show(self, events: list[Event]) -> None:
        n = self._n
        self._phase = SHOW
        self._show_queue = [(self._dealer + step) % n for step in range(1, n + 1)]
        self._show_queue.append(CRIB)
        events.append(api.PhaseChanged(SHOW))
        self._advance_show(events)

    def _claimant(self) -> Seat:
        """The seat claiming for the hand being counted: its owner, or the dealer for the crib."""
        owner = self._counting
        assert owner is not None
        return self._dealer if owner == CRIB else owner

    def _advance_show(self, events: list[Event]) -> None:
        """Count the remaining hands in order, pone first, the crib last; with muggins stop
        at each hand for its owner's claim."""
        starter = self._starter
        assert starter is not None
        while self._show_queue:
            owner = self._show_queue.pop(0)
            is_crib = owner == CRIB
            cards = canonical_order(self._crib) if is_crib else self._kept[owner]
            seat = self._dealer if is_crib else owner
            self._shown[owner] = cards
            events.append(api.CardsShown(seat, cards, "crib" if is_crib else "hand"))
            items = hand_breakdown(
                cards,
                starter,
                crib=is_crib,
                crib_four_card_flush=self._options.crib_four_card_flush,
            )
            if self._muggins != "off":
                self._counting = owner
                self._claim_items = items
                return
            if self._peg(events, seat, items):
                return
        self._dealer = (self._dealer + 1) % self._n
        self._phase = CUT
        events.append(api.PhaseChanged(CUT))

    def _claim(self, events: list[Event], seat: Seat, claimed: int) -> None:
        owner = self._counting
        assert owner is not None and self._starter is not None
        true_value = sum(item.points for item in self._claim_items)
        cards = (*self._shown[owner], self._starter)
        items = self._claimed_items(claimed, true_value, cards)
        self._counting = None
        self._claim_items = ()
        if self._peg(events, seat, items):
            return
        if claimed < true_value:
            self._open_muggins(seat, claimed, true_value - claimed)
            return
        self._advance_show(events)

    # --- muggins -------------------------------------------------------------------------

    def _open_muggins(self, claimant: Seat, claimed: int, missed: int) -> None:
        """Opponents, clockwise from the claimant, may take the ``missed`` points."""
        n = self._n
        side = self._options.side_of(claimant)
        self._pending_claim = (claimant, claimed)
        self._missed = missed
        self._muggins_queue = [
            seat
            for seat in ((claimant + step) % n for step in range(1, n))
            if self._options.side_of(seat) != side
        ]

    def _call_muggins(self, events: list[Event], seat: Seat) -> None:
        missed = self._missed
        events.append(api.Said(seat, "muggins"))
        claimant = self._close_muggins()
        if self._peg(events, seat, (ScoreItem("muggins", missed, ()),)):
            return
        self._resume(events, claimant)

    def _pass_muggins(self, events: list[Event], seat: Seat) -> None:
        events.append(api.Said(seat, "pass"))
        self._muggins_queue.pop(0)
        if not self._muggins_queue:
            self._resume(events, self._close_muggins())

    def _close_muggins(self) -> Seat:
        assert self._pending_claim is not None
        claimant = self._pending_claim[0]
        self._pending_claim = None
        self._missed = 0
        self._muggins_queue = []
        return claimant

    def _resume(self, events: list[Event], claimant: Seat) -> None:
        if self._phase == PLAY:
            self._after_action(events, claimant)
        else:
            self._advance_show(events)

    # --- scores and the end of a game --------------------------------------------------

    def _peg(self, events: list[Event], seat: Seat, items: Sequence[ScoreItem]) -> bool:
        """Score ``items`` for ``seat``'s side, then check the target; True if the game
        ended."""
        if not items:
            return False
        side = self._options.side_of(seat)
        scores = self._scores
        self._previous[side] = scores[side]
        for item in items:
            scores[side] += item.points
            events.append(
                api.Scored(seat, side, item.points, item.reason, item.cards, scores[side])
            )
        if scores[side] < self._options.target_score:
            return False
        self._end_game(events, side)
        return True

    def _end_game(self, events: list[Event], reached: int) -> None:
        """Side ``reached`` got to the target: settle this game, then end the match or start
        the next game. Every game gets a ``GameOver``; ``skunk`` is the deepest among the
        losers."""
        opts = self._options
        scores = self._scores
        sides = range(opts.num_sides)
        if not opts.misere:
            winners = [reached]
        elif opts.num_sides == 2:
            winners = [1 - reached]
        else:
            lowest = min(scores)
            winners = [side for side in sides if scores[side] == lowest]
        for side in winners:
            self._games_won[side] += 1
        details = {f"games_won_{side}": self._games_won[side] for side in sides}
        if opts.skunks and not opts.misere:
            skunk = max(
                _skunk(scores[side], opts.target_score) for side in sides if side != reached
            )
            details["skunk"] = skunk
            details["match_points"] = 1 + skunk
        outcome = Outcome(
            scores=tuple(scores),
            winners=tuple(seat for seat in range(self._n) if opts.side_of(seat) in winners),
            details=details,
        )
        self._muggins_queue = []
        self._pending_claim = None
        self._counting = None
        if any(self._games_won[side] >= opts.games_to_win for side in winners):
            self._finish(events, outcome)
            return
        events.append(api.GameOver(outcome))
        if self._n == 2:
            self._first_dealer = 1 - winners[0]
        else:
            self._first_dealer = (self._first_dealer + 1) % self._n
        self._dealer = self._first_dealer
        self._deal_number = 0
        self._scores = [0] * opts.num_sides
        self._previous = [0] * opts.num_sides
        self._phase = CUT
        events.append(api.PhaseChanged(CUT))

    # --- views -------------------------------------------------------------------------

    def _view(self, seat: Seat | None) -> CribbageObservation:
        to_move = self.to_move()
        return CribbageObservation(
            seat=seat,
            to_move=to_move,
            phase=self._phase,
            legal=self.legal_actions(seat) if seat is not None and seat in to_move else (),
            options=self._options,
            dealer=self._dealer,
            first_dealer=self._first_dealer,
            deal_number=self._deal_number,
            hand=tuple(self._hands[seat]) if seat is not None else (),
            kept=self._kept[seat] if seat is not None else (),
            discarded=self._discarded[seat] if seat is not None else (),
            hand_sizes=tuple(len(hand) for hand in self._hands),
            crib_size=len(self._crib),
            starter=self._starter if self._starter_turned else None,
            count=self._count,
            series=tuple(self._series),
            played=tuple(self._played),
            said_go=tuple(self._said_go),
            scores=tuple(self._scores),
            previous_scores=tuple(self._previous),
            games_won=tuple(self._games_won),
            shown=dict(self._shown),
            pending_claim=self._pending_claim,
        )


#: The play of each card without a claim: legal actions are listed at every turn of the play.
_PLAIN_PLAYS: dict[Card, Play] = {card: Play(card) for card in FULL_DECK}


def _value(card: Card) -> int:
    rank = card.rank
    return rank if rank < 10 else 10


def _skunk(loser_score: int, target: int) -> int:
    """0, 1 (skunk) or 2 (double skunk) for a loser's score (spec §5)."""
    if target == 121:
        return 2 if loser_score < 61 else 1 if loser_score < 91 else 0
    return 1 if loser_score < 31 else 0


def new_state(options: Mapping[str, Any]) -> CribbageState:
    """A new match with these options (missing ones take their defaults)."""
    return CribbageState(CribbageOptions.from_mapping(options))


def num_seats(options: Mapping[str, Any]) -> int:
    return CribbageOptions.from_mapping(options).num_players
