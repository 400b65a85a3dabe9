"""Random Squint deals against a referee that reads the spec on its own (§2-§7).

The referee deals the pack by the spec's formula, follows every bid, declaration, pass,
discard and card played, and knows at each moment who holds which card, who to move and
what they may do, what each seat has been allowed to see, the tricks, and the points. The
engine must agree with it at every step: hands, legal actions, what each view shows and
hides, the public events, trick counts that total ten with every card once, and the score.
On the way, illegal actions must be refused with a reason and no change, and clones must be
independent of their original.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from itertools import combinations, pairwise

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from skruuvi_gui.cards import FULL_DECK, Card, Rank, Suit
from skruuvi_gui.rules.api import (
    CHANCE,
    Action,
    CardPlayed,
    CardsShown,
    Event,
    IllegalActionError,
    TrickWon,
)
from skruuvi_gui.rules.squint import (
    CHOOSE,
    DUO,
    NEMO,
    SOLO,
    Bid,
    BidPicked,
    BidsRevealed,
    ChooseNemo,
    ChooseSolo,
    Contract,
    Deal,
    Declare,
    Discard,
    DiscardFaceUp,
    FirstDealer,
    Keep,
    Pass,
    Play,
    SquintObservation,
    SquintOptions,
    SquintState,
    resolve_bids,
)

SEATS = (0, 1, 2, 3, 4)
TAKE_SQUINT = Declare("take_squint")
PACK = frozenset(FULL_DECK)
#: Ranks low to high, as they decide a trick (spec §1).
STRENGTH = "23456789TJQKA"


def strength(card: Card) -> int:
    return STRENGTH.index(str(card)[0])


def spec_winner(plays: list[tuple[int, Card]], trump: Suit | None) -> int:
    """§4.5: the highest trump if any was played, else the highest card of the suit led."""
    trumps = [play for play in plays if play[1].suit is trump]
    pool = trumps or [play for play in plays if play[1].suit is plays[0][1].suit]
    return max(pool, key=lambda play: strength(play[1]))[0]


def spec_points(
    contracts: tuple[Contract, ...], won: list[int], hand: set[int], clean: list[int]
) -> list[int]:
    """§5, table and notes."""
    points = [0] * 5
    for contract in contracts:
        m = 2 if hand & set(contract.seats) else 1
        if contract.kind == NEMO:
            for p in SEATS:
                w, c = won[p], clean[p]
                points[p] += 20 * w if w >= 1 and c == w else 10 * c
            continue
        if contract.kind == DUO:
            total = sum(won[p] for p in contract.seats)
            each = 10 * (total - 5) if total >= 6 else -10 * (6 - total)
            for p in contract.seats:
                points[p] += each * m
            continue
        (s,) = contract.seats
        t = won[s]
        if contract.kind == "misere":
            points[s] += (25 if t == 0 else -25) * m
        elif contract.kind == SOLO:
            best = max(won[q] for q in SEATS if q != s)
            points[s] += (10 * (t - 2) if t > best else -5 * best) * m
        else:
            rate = 20 if contract.kind == "ace_solo" else 15
            points[s] += (rate * (t - 5) if t >= 6 else -rate * (6 - t)) * m
    return points


@dataclass
class Decision:
    """A decision of the squint phase as the referee expects it."""

    seat: int
    task: str
    count: int = 0
    to: int | None = None
    takes_squint: bool = False


@dataclass
class Referee:
    """The deal as the spec tells it, kept apart from the engine."""

    dealer: int
    deck: tuple[Card, ...]
    options: SquintOptions
    hands: list[set[Card]] = field(default_factory=list)
    squint: set[Card] = field(default_factory=set)
    #: Cards a seat has been allowed to see beyond its hand and the public cards.
    seen: list[set[Card]] = field(default_factory=lambda: [set() for _ in SEATS])
    public: set[Card] = field(default_factory=set)
    out: set[Card] = field(default_factory=set)
    picks: dict[int, Card] = field(default_factory=dict)
    contracts: tuple[Contract, ...] = ()
    phase: str = "bid"
    steps: list[Decision] = field(default_factory=list)
    declared: list[tuple[int, str]] = field(default_factory=list)
    hand_play: set[int] = field(default_factory=set)
    trick: list[tuple[int, Card]] = field(default_factory=list)
    tricks: list[list[tuple[int, Card]]] = field(default_factory=list)
    won: list[int] = field(default_factory=lambda: [0] * 5)
    turn: int = 0

    def __post_init__(self) -> None:
        # §2: deck[i] (i < 50) goes to seat (dealer + 1 + i) mod 5; the last two are the squint.
        self.hands = [set() for _ in SEATS]
        for i in range(50):
            self.hands[(self.dealer + 1 + i) % 5].add(self.deck[i])
        self.squint = set(self.deck[50:])

    @property
    def order(self) -> tuple[int, ...]:
        return tuple((self.dealer + 1 + i) % 5 for i in range(5))

    # --- what must be possible now ------------------------------------------------------

    def to_move(self) -> tuple[int, ...]:
        if self.phase == "bid":
            return tuple(s for s in SEATS if s not in self.picks)
        if self.phase == "choose":
            return self.contracts[0].seats
        if self.phase == "squint":
            return (self.steps[0].seat,)
        if self.phase == "play":
            return (self.turn,)
        return (CHANCE,) if self.phase == "deal" else ()

    def legal(self, seat: int) -> set[str]:
        if seat not in self.to_move():
            return set()
        hand = self.hands[seat]
        if self.phase == "bid":
            return {f"BID:{card}" for card in hand}
        if self.phase == "choose":
            odd = self.picks[seat].suit.value
            suits = "SHCD" if self.options.four_one_solo_trump == "any" else odd
            return {"NEMO"} | {f"SOLO:{suit}" for suit in suits}
        if self.phase == "play":
            led = [c for c in hand if self.trick and c.suit is self.trick[0][1].suit]
            return {f"P:{card}" for card in (led or hand)}
        step = self.steps[0]
        choices = {
            "declare": {"PLAY_HAND", "TAKE_SQUINT"},
            "propose": {"TAKE_SQUINT", "PROPOSE_HAND"},
            "answer": {"ACCEPT_HAND", "TAKE_SQUINT"},
        }
        if step.task in choices:
            return choices[step.task]
        if step.task == "keep":
            return {f"KEEP:{card}" for card in self.squint}
        kind = {"discard": Discard, "pass": Pass, "discard_up": DiscardFaceUp}[step.task]
        return {str(kind(cards)) for cards in combinations(sorted(hand), step.count)}

    # --- what happens ---------------------------------------------------------------------

    def apply(self, seat: int, action: Action) -> None:
        if isinstance(action, Bid):
            self.picks[seat] = action.card
            if len(self.picks) == 5:
                self.public.update(self.picks.values())
                bids = [self.picks[s] for s in SEATS]
                contracts = resolve_bids(bids, dealer=self.dealer)
                if contracts[0].kind == CHOOSE:
                    self.contracts, self.phase = contracts, "choose"
                else:
                    self.begin_squint(contracts)
        elif isinstance(action, ChooseNemo):
            self.begin_squint((Contract(NEMO, SEATS, self.contracts[0].suit),))
        elif isinstance(action, ChooseSolo):
            self.begin_squint((Contract(SOLO, (seat,), action.trump.value),))
        elif isinstance(action, Declare):
            self.declare(seat, action.what)
        elif isinstance(action, Keep):
            self.squint.remove(action.card)
            self.hands[seat].add(action.card)
            self.next_step()
        elif isinstance(action, Discard | Pass | DiscardFaceUp):
            self.give(seat, action)
        elif isinstance(action, Play):
            self.play(seat, action.card)

    def begin_squint(self, contracts: tuple[Contract, ...]) -> None:
        """§4.4: who decides, in which order."""
        self.contracts, self.phase = contracts, "squint"
        kind = contracts[0].kind
        order = self.order
        if kind == NEMO:
            self.steps = [
                Decision(s, "pass", 2, order[i + 1], i == 0) for i, s in enumerate(order[:4])
            ]
            self.steps.append(Decision(self.dealer, "discard_up", 2))
        elif kind == DUO:
            first = min(contracts[0].seats, key=order.index)
            self.steps = [Decision(first, "propose")]
        else:
            seats = sorted((s for c in contracts for s in c.seats), key=order.index)
            self.steps = [Decision(s, "declare") for s in seats]
        self.start_step()

    def declare(self, seat: int, what: str) -> None:
        self.declared.append((seat, what))
        task = self.steps.pop(0).task
        duo = self.contracts[0].kind == DUO
        if task == "declare":
            if what == "play_hand":
                self.hand_play.add(seat)
            if not self.steps:
                takers = [s for s, said in self.declared if said == "take_squint"]
                if len(takers) == 1:
                    self.steps = [Decision(takers[0], "discard", 2, takes_squint=True)]
                elif takers:
                    self.steps = [
                        Decision(a, "pass", 2, b, i == 0)
                        for i, (a, b) in enumerate(pairwise(takers))
                    ]
                    self.steps.append(Decision(takers[-1], "discard_up", 2))
        elif duo and what == "take_squint":
            first, second = sorted(self.contracts[0].seats, key=self.order.index)
            self.steps = [
                Decision(first, "keep", 1),
                Decision(first, "discard", 1),
                Decision(second, "discard", 1, takes_squint=True),
            ]
        elif what == "propose_hand":
            second = max(self.contracts[0].seats, key=self.order.index)
            self.steps = [Decision(second, "answer")]
        elif what == "accept_hand":
            self.hand_play.update(self.contracts[0].seats)
        self.start_step()

    def give(self, seat: int, action: Discard | Pass | DiscardFaceUp) -> None:
        step = self.steps[0]
        cards = set(action.cards)
        self.hands[seat] -= cards
        self.seen[seat] |= cards
        if isinstance(action, Pass):
            assert step.to is not None
            self.hands[step.to] |= cards
            self.seen[step.to] |= cards
        else:
            self.out |= cards
            if isinstance(action, DiscardFaceUp):
                self.public |= cards
        self.next_step()

    def next_step(self) -> None:
        self.steps.pop(0)
        self.start_step()

    def start_step(self) -> None:
        if self.phase != "squint":
            return
        if not self.steps:
            self.phase, self.turn = "play", self.order[0]
            return
        step = self.steps[0]
        if step.takes_squint or step.task == "keep":
            self.seen[step.seat] |= self.squint
        if step.takes_squint:
            self.hands[step.seat] |= self.squint
            self.squint = set()

    def play(self, seat: int, card: Card) -> None:
        self.hands[seat].remove(card)
        self.public.add(card)
        self.trick.append((seat, card))
        if len(self.trick) < 5:
            self.turn = (seat + 1) % 5
            return
        winner = spec_winner(self.trick, self.trump)
        self.won[winner] += 1
        self.tricks.append(self.trick)
        self.trick = []
        self.turn = winner
        if not any(self.hands):
            self.phase = "scored"

    @property
    def trump(self) -> Suit | None:
        contract = self.contracts[0]
        return Suit(contract.suit) if contract.kind in ("grand_solo", SOLO, DUO) else None

    def clean(self) -> list[int]:
        penalty = self.contracts[0].suit
        clean = [0] * 5
        for trick in self.tricks:
            if all(card.suit.value != penalty for _, card in trick):
                clean[spec_winner(trick, self.trump)] += 1
        return clean

    def visible(self, seat: int) -> set[Card]:
        return self.hands[seat] | self.seen[seat] | self.public


# --- checks -----------------------------------------------------------------------------


def views(state: SquintState) -> list[SquintObservation]:
    return [state.observation(seat) for seat in SEATS] + [state.public_observation()]


def check_agreement(state: SquintState, ref: Referee) -> None:
    """Every seat's view and every hidden set are what the referee says (§7)."""
    to_move = ref.to_move()
    assert state.to_move() == to_move
    played = {card for trick in ref.tricks for _, card in trick} | {c for _, c in ref.trick}
    places = [*ref.hands, ref.squint, ref.out, played]
    assert sum(map(len, places)) == 52 and set().union(*places) == PACK
    revealed = len(ref.picks) == 5
    for seat in SEATS:
        view = state.observation(seat)
        assert set(view.hand) == ref.hands[seat]
        assert view.visible_cards() == ref.visible(seat)
        assert state.hidden_cards(seat) == PACK - ref.visible(seat)
        assert {str(action) for action in view.legal} == ref.legal(seat)
        assert len(view.legal) == len(ref.legal(seat))
        assert view.bid == ref.picks.get(seat)
        assert view.bids == (tuple(ref.picks[s] for s in SEATS) if revealed else ())
        assert view.picked == tuple(sorted(ref.picks))
    public = state.public_observation()
    assert public.visible_cards() == ref.public
    assert public.hand_sizes == tuple(len(hand) for hand in ref.hands)
    assert public.squint_size == len(ref.squint)
    assert public.playing_hand == tuple(sorted(ref.hand_play))
    assert public.declarations == tuple(ref.declared)
    if ref.phase != "bid":
        assert public.contracts == ref.contracts


def check_events(events: tuple[Event, ...], ref: Referee, seat: int, action: Action) -> None:
    """Events are public: a pick shows only who picked, and no event shows a hidden card."""
    if isinstance(action, Bid) and len(ref.picks) < 5:
        assert events == (BidPicked(seat),)
    for event in events:
        shown: tuple[Card, ...] = ()
        if isinstance(event, CardPlayed):
            shown = (event.card,)
        elif isinstance(event, CardsShown):
            shown = event.cards
        elif isinstance(event, TrickWon):
            shown = event.cards
            last = ref.tricks[-1]
            assert (event.seat, shown) == (spec_winner(last, ref.trump), tuple(c for _, c in last))
        elif isinstance(event, BidsRevealed):
            shown = event.bids
            assert shown == tuple(ref.picks[s] for s in SEATS)
        assert set(shown) <= ref.public


def foreign_actions(state: SquintState, seat: int) -> list[Action]:
    """Actions of every kind, with cards in and out of the seat's hand."""
    hand = state.observation(seat).hand
    elsewhere = sorted(PACK - set(hand))
    return [
        Bid(hand[0]),
        Bid(elsewhere[0]),
        Play(hand[-1]),
        Play(elsewhere[-1]),
        ChooseNemo(),
        ChooseSolo(Suit.HEARTS),
        Declare("play_hand"),
        Declare("accept_hand"),
        Declare("propose_hand"),
        Keep(hand[0]),
        Keep(elsewhere[0]),
        Discard(hand[:1]),
        Discard(hand[:2]),
        Discard(hand[:3]),
        Pass(hand[:2]),
        Pass((hand[0], elsewhere[0])),
        DiscardFaceUp(hand[:2]),
        FirstDealer(0),
        Deal(tuple(FULL_DECK)),
    ]


def check_refusals(state: SquintState, seat: int, rng: random.Random) -> None:
    """§8: anything outside the legal actions, or by a seat not to move, raises
    ``IllegalActionError`` with a reason and changes nothing."""
    before = views(state)
    legal = set(state.legal_actions(seat))
    for action in rng.sample(foreign_actions(state, seat), 6):
        if action not in legal:
            with pytest.raises(IllegalActionError) as refused:
                state.apply(seat, action)
            assert str(refused.value)
    for other in SEATS:
        if other not in state.to_move():
            with pytest.raises(IllegalActionError, match=r"not to move|already picked"):
                state.apply(other, next(iter(legal)))
            break
    assert views(state) == before


def check_clone(state: SquintState, rng: random.Random) -> None:
    """A clone starts equal, and playing on in it leaves the original as it was."""
    before = views(state)
    copy = state.clone()
    assert views(copy) == before
    for _ in range(rng.randrange(1, 12)):
        movers = copy.to_move()
        if not movers or movers == (CHANCE,):
            break
        mover = rng.choice(movers)
        copy.apply(mover, rng.choice(copy.legal_actions(mover)))
    assert views(state) == before


# --- the deals ------------------------------------------------------------------------

ANY_BIDS = st.lists(st.sampled_from(FULL_DECK), min_size=5, max_size=5, unique=True)
PLAIN_BIDS = st.lists(
    st.sampled_from([c for c in FULL_DECK if Rank.THREE <= c.rank <= Rank.TEN]),
    min_size=5,
    max_size=5,
    unique=True,
)
#: Bid sets that make the chains, Duos and 4-1 choices random picks seldom reach.
SHAPED_BIDS = st.sampled_from(
    [
        [Card.parse(text) for text in picks.split()]
        for picks in (
            "5C AC 2H AD KS",  # two aces and a deuce (R2)
            "AC AS AH AD 2S",  # five contractors
            "2C 2S 2H 2D 3C",  # four misères
            "3D 4H 9C 6H TS",  # 2-1-1-1 (R7)
            "TS 5S 7D 9S 4D",  # 3-2 (R8)
            "TC 4C 6C 8D 9C",  # 4-1 (R11)
            "7S 5C 8C TD 3D",  # 2-2-1 (R6)
        )
    ]
)


@st.composite
def deals(draw: st.DrawFn) -> tuple[int, tuple[Card, ...], list[Card]]:
    """A dealer, a pack that gives each seat its bid card, and the bid cards by seat."""
    dealer = draw(st.integers(0, 4))
    picks = draw(st.one_of(ANY_BIDS, PLAIN_BIDS, SHAPED_BIDS))
    rest = draw(st.permutations(sorted(PACK - set(picks))))
    hands = [[picks[seat], *rest[9 * seat : 9 * seat + 9]] for seat in SEATS]
    deck = [hands[(dealer + 1 + i) % 5][i // 5] for i in range(50)] + list(rest[45:])
    return dealer, tuple(deck), picks


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    deals(),
    st.sampled_from(["any", "bid_suit"]),
    st.sampled_from(["shared", "play_on"]),
    st.randoms(use_true_random=False),
)
def test_random_deals_follow_the_spec(
    deal: tuple[int, tuple[Card, ...], list[Card]],
    trump_rule: str,
    tie_rule: str,
    rng: random.Random,
) -> None:
    """One deal from the pack to the score, every step checked against the referee; the
    target of 100 lets a single deal end the game now and then."""
    dealer, deck, picks = deal
    options = SquintOptions(target_score=100, four_one_solo_trump=trump_rule, tie_rule=tie_rule)
    state = SquintState(options)
    state.apply(CHANCE, FirstDealer(dealer))
    state.apply(CHANCE, Deal(deck))
    ref = Referee(dealer, deck, options)
    step = 0
    while ref.phase != "scored":
        check_agreement(state, ref)
        movers = state.to_move()
        seat = rng.choice(movers)
        legal = state.legal_actions(seat)
        if ref.phase == "bid":
            action: Action = Bid(picks[seat])
        elif TAKE_SQUINT in legal and rng.random() < 0.7:
            action = TAKE_SQUINT  # chains of several takers are the rarest squint case
        else:
            action = rng.choice(legal)
        if step % 7 == 0:
            check_refusals(state, seat, rng)
        if step % 11 == 0:
            check_clone(state, rng)
        ref.apply(seat, action)
        check_events(state.apply(seat, action), ref, seat, action)
        step += 1
    assert [len(trick) for trick in ref.tricks] == [5] * 10
    public = state.public_observation()
    (result,) = public.results
    assert result.tricks == tuple(ref.won) and sum(result.tricks) == 10
    expected = spec_points(ref.contracts, ref.won, ref.hand_play, ref.clean())
    assert list(result.points) == expected == list(public.scores)
    assert result.playing_hand == tuple(sorted(ref.hand_play))
    best = max(expected)
    leaders = tuple(s for s in SEATS if expected[s] == best)
    outcome = state.outcome()
    if best >= 100 and (tie_rule == "shared" or len(leaders) == 1):
        assert outcome is not None and outcome.winners == leaders
        assert public.phase == "game_over"
    else:
        assert outcome is None and public.phase == "deal"
        assert state.to_move() == (CHANCE,) and public.dealer == (dealer + 1) % 5
