"""Skruuvi against the rules spec, recomputed here from the spec alone: the scoring tables for
every contract, and random legal deals checked call by call and card by card (§3-§10).

The scoring here is written out from the spec's tables, not taken from the engine, so a
slip in either shows up as a difference.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import fields, is_dataclass
from itertools import product
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from skruuvi_gui.cards import Card
from skruuvi_gui.rules.api import CHANCE, Action, CardPlayed, CardsShown, Event, Seat
from skruuvi_gui.rules.skruuvi import (
    Bid,
    Give,
    MakeBid,
    Pass,
    Play,
    SkruuviObservation,
    SkruuviOptions,
    SkruuviState,
    Strain,
    Trick,
    score_contract,
)

ORDER = "23456789TJQKA"

# --- the scoring tables of §10, written out -------------------------------------------------

#: Modern: made, first undertrick, each further one, by level.
MODERN = {5: (25, -11, -5), 6: (36, -11, -6), 7: (49, -17, -7)}
#: 2016: trumps & grandi made, misère made, first undertrick in each, by level.
V2016 = {5: (25, 10, -5, -10), 6: (35, 20, -10, -15), 7: (50, 35, -15, -20)}
TIMES = {"modern": (1, 2, 4), "2016": (1, 2, 3)}


def allowed(bid: Bid) -> int:
    """Tricks promised (trumps, grandi) or allowed at most (misère)."""
    return 7 - bid.level if bid.is_misere else 6 + bid.level


def spec_contract(bid: Bid, tricks: int, variant: str, knocks: int) -> int:
    """The declaring side's points for a painted contract, ace points left out."""
    times = TIMES[variant][knocks]
    misere = bid.is_misere
    down = max(0, tricks - allowed(bid) if misere else allowed(bid) - tricks)
    spare = max(0, allowed(bid) - tricks if misere else tricks - allowed(bid))
    if variant == "modern":
        made, first, further = MODERN[bid.level]
        if down:
            return (first + further * (down - 1)) * times
        return (made + 12 * (bid.strain.value == "G") - 12 * misere) * times
    made_trumps, made_misere, first_trumps, first_misere = V2016[bid.level]
    if down:
        return ((first_misere if misere else first_trumps) - 5 * (down - 1)) * times
    extra = 2 * spare if bid.level < 7 else 0
    return ((made_misere if misere else made_trumps) + extra) * times


def spec_deal(
    bid: Bid | None,
    declaring: int,
    tricks: tuple[int, int],
    aces: Sequence[tuple[int, int]],
    variant: str,
    knocks: int,
) -> tuple[int, int]:
    """Each side's points for a deal (``bid`` ``None``: pass-misère); ``aces`` are
    ``(trick number, side that won it)``."""
    ace_sum = [sum(n for n, side in aces if side == s) for s in (0, 1)]
    points = [0, 0]
    if bid is None:
        times = TIMES[variant][knocks]
        if variant == "modern":
            more = 0 if tricks[0] > tricks[1] else 1
            points[more] -= abs(tricks[0] - tricks[1]) * times
            larger = 0 if ace_sum[0] > ace_sum[1] else 1
            points[larger] -= abs(ace_sum[0] - ace_sum[1])
        else:
            for side in (0, 1):
                points[side] -= tricks[side] * times + ace_sum[side]
        return points[0], points[1]
    defending = 1 - declaring
    result = spec_contract(bid, tricks[declaring], variant, knocks)
    points[declaring] += result
    if bid.is_misere:
        if variant == "modern" and tricks[declaring] <= allowed(bid):
            points[declaring] += ace_sum[defending] - ace_sum[declaring]
        elif variant == "2016":
            points[defending] -= ace_sum[defending]
    return points[0], points[1]


CONTRACTS = [Bid(level, strain) for level in (5, 6, 7) for strain in Strain]

#: Traditional: made, first undertrick, each further one, by level (§10.3).
TRADITIONAL = {4: (1000, 400, 400), 5: (2000, 500, 500), 6: (3000, 1000, 600), 7: (4500, 1700, 700)}


def spec_held(hand: Sequence[Card], bid: Bid) -> int:
    """Aces and sequences from the ace held in one hand (§10.3)."""
    if bid.is_misere:
        return 0
    ranks = {suit: {str(c)[0] for c in hand if str(c)[1] == suit} for suit in "SHDC"}
    aces = sum("A" in held for held in ranks.values())
    points = {3: 200, 4: 400}.get(aces, 0)
    for suit, held in ranks.items():
        run = 0
        while run < 13 and "AKQJT98765432"[run] in held:
            run += 1
        if run >= 3:
            points += 100 * (run - 2) * (2 if suit == bid.strain.value else 1)
    return points * (2 if bid.strain is Strain.GRANDI else 1)


def spec_traditional(
    bid: Bid | None,
    declaring: int,
    tricks: tuple[int, int],
    aces: Sequence[tuple[int, int]],
    knocks: int,
    hands: Sequence[tuple[int, Sequence[Card]]],
    winners: Sequence[int],
) -> tuple[int, int]:
    """Each side's points for one traditionally scored deal, both lines and a first game;
    ``hands`` are ``(side, hand when play started)``, ``winners`` the side of each trick."""
    points = [0, 0]
    times = (1, 2, 4)[knocks]
    if bid is None:
        fewer = 0 if tricks[0] < tricks[1] else 1
        points[fewer] += 100 * abs(tricks[0] - tricks[1]) * times
        return points[0], points[1]
    level = bid.level
    misere = bid.is_misere
    running = [0, 0]
    game = None
    for side in winners:
        running[1 - side if misere else side] += level
        if game is None and max(running) >= 60:
            game = running.index(max(running))
    for side in (0, 1):
        points[side] += running[side]
    if game is not None:
        points[game] += 200
    taken = tricks[declaring]
    down = max(0, taken - allowed(bid) if misere else allowed(bid) - taken)
    spare = max(0, allowed(bid) - taken if misere else taken - allowed(bid))
    winner = 1 - declaring if down else declaring
    mult = [times if side == winner else 1 for side in (0, 1)]
    made, first, further = TRADITIONAL[level]
    if down:
        points[winner] += (first + further * (down - 1)) * times
    else:
        points[winner] += (made + (200 * spare if level in (5, 6) else 0)) * times
    if misere:
        for number, side in aces:
            points[1 - side] += 100 * number * mult[1 - side]
        return points[0], points[1]
    for side, hand in hands:
        points[side] += spec_held(hand, bid) * mult[side]
    honours = [0, 0]
    for side, hand in hands:
        for card in hand:
            rank, suit = str(card)[0], str(card)[1]
            if bid.strain is Strain.GRANDI:
                honours[side] += 2 * (rank == "A")
            else:
                honours[side] += (rank == "A") + (suit == bid.strain.value and rank in "TJQKA")
    if bid.strain is Strain.GRANDI:
        honours = [honours[0] + 1, honours[1] + 1]
    if taken < 7:
        honours[declaring] = 0
        scorer = 1 - declaring
    elif honours[1 - declaring] > honours[declaring]:
        scorer = 1 - declaring
    else:
        scorer = declaring
    points[scorer] += 10 * level * honours[scorer] * mult[scorer]
    return points[0], points[1]


@pytest.mark.parametrize("variant", ["modern", "2016"])
def test_score_contract_follows_the_tables_everywhere(variant: str) -> None:
    for bid, tricks, knocks in product(CONTRACTS, range(14), range(3)):
        expected = spec_contract(bid, tricks, variant, knocks)
        assert score_contract(str(bid), tricks, variant=variant, knocks=knocks) == expected, (
            bid,
            tricks,
            knocks,
        )


# --- random legal deals -----------------------------------------------------------------------


def cards_in(value: Any) -> set[Card]:
    """Every card anywhere in ``value``: dataclass fields, tuples, lists."""
    found: set[Card] = set()
    stack = [value]
    while stack:
        item = stack.pop()
        kind = type(item)
        if kind is Card:
            found.add(item)
        elif kind is tuple or kind is list:
            stack.extend(item)
        elif is_dataclass(kind):
            names = _FIELDS.get(kind)
            if names is None:
                names = _FIELDS[kind] = tuple(f.name for f in fields(kind))
            stack.extend(getattr(item, name) for name in names)
    return found


_FIELDS: dict[type, tuple[str, ...]] = {}


def shown_cards(view: SkruuviObservation) -> set[Card]:
    """Every card the view holds but in its legal actions (see ``legal_cards``)."""
    return cards_in([getattr(view, f.name) for f in fields(view) if f.name != "legal"])


def legal_cards(view: SkruuviObservation) -> set[Card]:
    """The cards named by the view's legal actions: plays and gifts."""
    found: set[Card] = set()
    for action in view.legal:
        if isinstance(action, Give):
            found.update(action.cards)
        elif isinstance(action, Play):
            found.add(action.card)
    return found


def views(state: SkruuviState) -> list[SkruuviObservation]:
    return [state.observation(s) for s in range(state.num_seats)] + [state.public_observation()]


class Knowledge:
    """What each seat has legitimately seen: every card it ever held, and what was shown to
    all (the turned centre cards, the cards played)."""

    def __init__(self, seats: int) -> None:
        self.held: list[set[Card]] = [set() for _ in range(seats)]
        self.public: set[Card] = set()

    def learn(self, events: Sequence[Event]) -> None:
        for event in events:
            if isinstance(event, CardsShown):
                self.public.update(event.cards)
            elif isinstance(event, CardPlayed):
                self.public.add(event.card)

    def check_views(self, state: SkruuviState) -> None:
        public = state.public_observation()
        assert shown_cards(public) <= self.public
        hands: set[Card] = set()
        for seat in range(state.num_seats):
            view = state.observation(seat)
            hand = set(view.hand)
            assert not hand & hands  # no card in two hands
            hands |= hand
            self.held[seat] |= hand
            assert shown_cards(view) <= self.held[seat] | self.public
            assert legal_cards(view) <= hand
            assert not shown_cards(view) & state.hidden_cards(seat)
        if public.phase not in ("draw", "deal"):
            played = len(public.trick) + 4 * len(public.tricks)
            assert len(hands) + public.centre_size + played == 52


def choose(legal: Sequence[Action], rng: random.Random) -> Action:
    """A random legal action; passes common and bids low, so that every kind of deal turns
    up: low and high contracts, pass-misère, knocks."""
    if Pass() in legal and rng.random() < (0.75 if isinstance(legal[-1], MakeBid) else 0.6):
        return Pass()
    bids = [action for action in legal if isinstance(action, MakeBid)]
    if bids:
        return rng.choice(bids[:5])
    return rng.choice(legal)


def play_deal(options: SkruuviOptions, rng: random.Random) -> SkruuviState:
    """One practice deal by random legal actions, every view checked at every step; now and
    then a clone takes the same action first and must neither disturb the original nor end
    up anywhere else."""
    state = SkruuviState(options)
    knowledge = Knowledge(state.num_seats)
    while state.outcome() is None:
        knowledge.check_views(state)
        to_move = state.to_move()
        seat: Seat
        if to_move == (CHANCE,):
            seat, action = CHANCE, state.sample_chance(rng)
        else:
            seat = rng.choice(to_move)
            action = choose(state.legal_actions(seat), rng)
        if rng.random() < 0.05:
            before = views(state)
            copy = state.clone()
            copied = copy.apply(seat, action)
            assert views(state) == before
            events = state.apply(seat, action)
            assert events == copied
            assert views(copy) == views(state)
        else:
            events = state.apply(seat, action)
        knowledge.learn(events)
    knowledge.check_views(state)
    return state


def spec_winner(trick: Trick, trump: str | None) -> Seat:
    """The highest trump, else the highest card of the suit led."""
    led = str(trick.plays[0][1])[1]

    def strength(card: Card) -> int:
        rank, suit = str(card)[0], str(card)[1]
        return ORDER.index(rank) + (100 if suit == trump else 50 if suit == led else 0)

    return max(trick.plays, key=lambda play: strength(play[1]))[0]


def last_bidder(calls: Sequence[Any]) -> Seat | None:
    bids = [call.seat for call in calls if call.bid is not None]
    return bids[-1] if bids else None


def check_bidding(view: SkruuviObservation) -> None:
    """§3, §5, §6, §7: who called when, how the biddings ended, who declares, who may
    exchange and knock."""
    order = view.order
    first = view.first_bidding
    assert [call.seat for call in first] == [
        order[(order.index(view.dealer) + i) % 4] for i in range(len(first))
    ]
    if view.pass_misere:
        assert [call.bid for call in first] == [None] * 4
        assert (view.contract, view.declarer, view.taker) == (None, None, None)
        assert [seat for seat, _ in view.knock_calls][:1] == [view.dealer]
        return
    assert any(call.bid is not None for call in first[:4])
    kotka = view.kind == "kotka"
    top = Bid.parse("7G")
    assert view.taker == last_bidder(first)
    assert first[-1].bid == top or [c.bid for c in first[-8:]] == [None] * 8
    final = view.final_bidding
    taker = view.taker
    assert taker is not None
    assert [call.seat for call in final] == [
        (taker, view.partner_of(taker))[i % 2] for i in range(len(final))
    ]
    contract = view.contract
    assert contract is not None
    assert contract.level >= (6 if kotka else 4 if view.options.scoring == "traditional" else 5)
    ending = {"modern": 4, "2016": 2, "traditional": 4}[view.options.scoring]
    if contract != top:
        assert [c.bid for c in final[-ending:]] == [None] * ending
        assert len(final) >= ending
    final_bidder = last_bidder(final)
    assert view.declarer == (taker if final_bidder is None else final_bidder)
    declaring = {view.declarer, view.partner_of(view.declarer)}
    opening = next(call.bid for call in first if call.bid and call.seat in declaring)
    assert view.defenders_exchange is (opening.level < 6)
    assert not (kotka and view.defenders_exchange)
    assert view.knock_calls[0][0] == view.left_of(view.declarer)


def check_play(view: SkruuviObservation) -> None:
    """§9: 13 tricks, every card once, suit followed, the right winners and leaders; where
    the aces fell."""
    tricks = view.tricks
    assert len(tricks) == 13 and not view.trick
    played = [card for trick in tricks for _, card in trick.plays]
    assert len(set(played)) == 52
    held = {seat: {card for t in tricks for s, card in t.plays if s == seat} for seat in view.order}
    assert all(len(cards) == 13 for cards in held.values())
    if view.pass_misere:
        leader = view.forehand
    else:
        assert view.declarer is not None
        leader = view.left_of(view.declarer)
    trump = view.trump.value if view.trump else None
    aces = []
    for number, trick in enumerate(tricks, 1):
        assert trick.number == number
        assert [seat for seat, _ in trick.plays] == [
            view.order[(view.order.index(leader) + i) % 4] for i in range(4)
        ]
        led = trick.plays[0][1].suit
        for seat, card in trick.plays:
            if card.suit is not led:
                assert not any(c.suit is led for c in held[seat])  # void: may throw anything
            held[seat].discard(card)
        assert trick.winner == spec_winner(trick, trump)
        aces += [(number, card, trick.winner) for _, card in trick.plays if str(card)[0] == "A"]
        leader = trick.winner
    assert [(a.number, a.card, a.winner) for a in view.aces] == aces


def check_score(view: SkruuviObservation) -> None:
    """§10: the deal's points, recomputed from the spec's tables; partners alike."""
    (result,) = view.results
    side = {seat: view.side_of(seat) for seat in view.order}
    tricks = (
        sum(view.tricks_won[s] for s in view.order if side[s] == 0),
        sum(view.tricks_won[s] for s in view.order if side[s] == 1),
    )
    assert result.tricks == tricks
    assert result.knocks == view.knocks == sum(call != "pass" for _, call in view.knock_calls)
    aces = [(ace.number, side[ace.winner]) for ace in view.aces]
    declaring = 0 if view.declarer is None else side[view.declarer]
    if view.options.scoring == "traditional":
        hands = [
            (side[seat], [card for t in view.tricks for s, card in t.plays if s == seat])
            for seat in view.order
        ]
        winners = [side[trick.winner] for trick in view.tricks]
        expected = spec_traditional(
            view.contract, declaring, tricks, aces, view.knocks, hands, winners
        )
        points = tuple(expected[side[s]] if s in side else 0 for s in range(len(view.scores)))
        assert result.points == points
        difference = abs(expected[0] - expected[1])
        if view.options.round_to_five:
            difference = (difference + 250) // 500 * 500
        ahead = 0 if expected[0] >= expected[1] else 1
        ledger = [difference if side[s] == ahead else -difference for s in view.order]
        assert [view.scores[s] for s in view.order] == ledger
        return
    expected = spec_deal(view.contract, declaring, tricks, aces, view.options.scoring, view.knocks)
    points = tuple(expected[side[s]] if s in side else 0 for s in range(len(view.scores)))
    assert result.points == view.scores == points


OPTIONS = st.builds(
    SkruuviOptions,
    scoring=st.sampled_from(["modern", "2016", "traditional"]),
    round_to_five=st.booleans(),
    length=st.sampled_from(["alkupeli", "kotka"]),
    num_players=st.sampled_from([4, 4, 5]),
)


@settings(max_examples=20, deadline=None)
@given(OPTIONS, st.integers(0, 2**32 - 1))
def test_random_deals_keep_every_rule(options: SkruuviOptions, seed: int) -> None:
    state = play_deal(options, random.Random(seed))
    view = state.public_observation()
    assert view.phase == "game_over"
    check_bidding(view)
    check_play(view)
    check_score(view)
