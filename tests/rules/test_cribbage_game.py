"""Scripted cribbage deals, card by card, against the worked examples of the spec (§10)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

import pytest

from skruuvi_gui.cards import FULL_DECK, Card, parse_cards
from skruuvi_gui.rules.api import (
    CHANCE,
    CardPlayed,
    CardsPassed,
    CardsShown,
    Dealt,
    Event,
    GameOver,
    IllegalActionError,
    PhaseChanged,
    Said,
    Scored,
)
from skruuvi_gui.rules.cribbage import (
    CRIB,
    STOCK,
    CallMuggins,
    Claim,
    CribbageObservation,
    CribbageOptions,
    CribbageState,
    Deal,
    Discard,
    FirstDealer,
    Go,
    PassMuggins,
    Play,
    parse_action,
)


def cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


def build_deck(
    num_players: int,
    dealer: int,
    dealt: Mapping[int, str],
    starter: str,
    crib_card: str | None = None,
) -> tuple[Card, ...]:
    """A pack that deals ``dealt[seat]`` to each seat (spec §2's deterministic form)."""
    per_seat = 6 if num_players == 2 else 5
    deck: list[Card | None] = [None] * 52
    for seat, text in dealt.items():
        held = cards(text)
        assert len(held) == per_seat
        first = (seat - dealer - 1) % num_players
        for j, card in enumerate(held):
            deck[first + j * num_players] = card
    starter_index = {2: 12, 3: 16, 4: 20}[num_players]
    deck[starter_index] = Card.parse(starter)
    if crib_card is not None:
        deck[15] = Card.parse(crib_card)
    rest = iter(c for c in FULL_DECK if c not in deck)
    return tuple(c if c is not None else next(rest) for c in deck)


def start(
    options: CribbageOptions,
    dealer: int,
    dealt: Mapping[int, str],
    starter: str,
    crib_card: str | None = None,
) -> CribbageState:
    state = CribbageState(options)
    assert state.to_move() == (CHANCE,)
    state.apply(CHANCE, FirstDealer(dealer))
    deck = build_deck(options.num_players, dealer, dealt, starter, crib_card)
    state.apply(CHANCE, Deal(deck))
    return state


def set_scores(state: CribbageState, scores: Sequence[int]) -> None:
    """Put the game at a chosen position: the rules give no way to start part-way."""
    state._scores = list(scores)


def scored(events: Iterable[Event]) -> list[tuple[int, str, int]]:
    return [(e.seat, e.reason, e.points) for e in events if isinstance(e, Scored)]


def act(state: CribbageState, script: str) -> tuple[Event, ...]:
    """Apply ``"seat:ACTION"`` steps separated by spaces, e.g. ``"1:P:8S 0:GO"``."""
    events: list[Event] = []
    for step in script.split():
        seat, _, text = step.partition(":")
        events.extend(state.apply(int(seat), parse_action(text)))
    return tuple(events)


def all_views(state: CribbageState) -> list[CribbageObservation]:
    return [state.observation(s) for s in range(state.num_seats)] + [state.public_observation()]


# --- 10.1 the seed's deal -----------------------------------------------------------------

A, B = 0, 1
SEED_DEAL = {A: "AD 2D 4C 6D TH QC", B: "AS 7C 8S 9H KC JH"}
SEED_PLAY = "1:P:8S 0:P:TH 1:P:9H 0:P:4C 1:P:7C 0:P:QC 1:P:JH 0:P:AD"


def seed_state(**options: object) -> CribbageState:
    return start(CribbageOptions(**options), A, SEED_DEAL, "2C")  # type: ignore[arg-type]


def test_seed_deal_discard_phase() -> None:
    state = seed_state()
    assert state.to_move() == (A, B)
    view = state.observation(B)
    assert view.phase == "discard"
    assert view.hand == cards("AS 7C 8S 9H JH KC")
    assert view.starter is None
    assert len(state.legal_actions(B)) == 15
    assert Discard(cards("AS KC")) in state.legal_actions(B)
    assert state.hidden_cards(B) >= set(cards("AD 2D 4C 6D TH QC 2C"))


def test_seed_deal_every_score() -> None:
    state = seed_state()
    events = state.apply(B, Discard(cards("KC AS")))  # any order is accepted
    assert events == (CardsPassed(B, CRIB, 2),)
    assert state.to_move() == (A,)
    assert state.observation(B).discarded == cards("AS KC")
    events = state.apply(A, Discard(cards("2D 6D")))
    assert events == (
        CardsPassed(A, CRIB, 2),
        CardsShown(A, cards("2C"), "starter"),
        PhaseChanged("play"),
    )
    assert state.to_move() == (B,)  # pone leads

    play = act(state, SEED_PLAY)
    assert play[0] == CardPlayed(B, Card.parse("8S"))
    assert scored(play[: play.index(PhaseChanged("show"))]) == [
        (B, "run", 3),
        (A, "thirty_one", 2),
        (A, "last_card", 1),
    ]
    show = play[play.index(PhaseChanged("show")) :]
    assert [e for e in show if isinstance(e, CardsShown)] == [
        CardsShown(B, cards("7C 8S 9H JH"), "hand"),
        CardsShown(A, cards("AD 4C TH QC"), "hand"),
        CardsShown(A, cards("AS 2D 6D KC"), "crib"),
    ]
    assert scored(show) == [
        (B, "fifteen", 2),
        (B, "run", 3),
        (A, "fifteen", 2),
        (A, "fifteen", 2),
        (A, "fifteen", 2),
        (A, "pair", 2),
    ]
    assert show[-1] == PhaseChanged("cut")
    view = state.public_observation()
    assert view.scores == (11, 8)
    assert view.previous_scores == (7, 3)
    assert view.dealer == B  # the deal moves left
    assert state.to_move() == (CHANCE,)
    assert state.outcome() is None


def test_scored_totals_run_per_side() -> None:
    state = seed_state()
    act(state, "1:D:AS,KC 0:D:2D,6D")
    events = act(state, SEED_PLAY)
    totals = [(e.side, e.total) for e in events if isinstance(e, Scored)]
    assert totals[:3] == [(B, 3), (A, 2), (A, 3)]
    assert totals[-1] == (A, 11)


def test_play_state_and_turns() -> None:
    state = seed_state()
    act(state, "1:D:AS,KC 0:D:2D,6D 1:P:8S 0:P:TH 1:P:9H")
    view = state.observation(A)
    assert view.count == 27
    assert view.series == ((B, Card.parse("8S")), (A, Card.parse("TH")), (B, Card.parse("9H")))
    assert view.legal == (Play(Card.parse("AD")), Play(Card.parse("4C")))  # QC would pass 31
    act(state, "0:P:4C")
    view = state.observation(B)
    assert view.count == 0
    assert view.series == ()
    assert len(view.played) == 4
    assert state.to_move() == (B,)


# --- 10.5 a four-card flush in the crib -----------------------------------------------------

FLUSH_DEAL = {A: "2H 4H 4C 6D TS QC", B: "6H 8H 7C 9S KC JD"}


@pytest.mark.parametrize(
    ("four_card_flush", "crib_flush"), [(True, [(A, "flush", 4)]), (False, [])]
)
def test_crib_four_card_flush_follows_the_option(
    four_card_flush: bool, crib_flush: list[tuple[int, str, int]]
) -> None:
    """The seed counts a four-card crib flush (the default); the tournament rule does not."""
    state = start(CribbageOptions(crib_four_card_flush=four_card_flush), A, FLUSH_DEAL, "KS")
    act(state, "1:D:6H,8H 0:D:2H,4H")
    events: list[Event] = []
    while state.public_observation().phase == "play":
        (seat,) = state.to_move()
        events.extend(state.apply(seat, state.legal_actions(seat)[0]))
    crib_shown = next(
        i for i, e in enumerate(events) if isinstance(e, CardsShown) and e.what == "crib"
    )
    assert [s for s in scored(events[crib_shown:]) if s[1] == "flush"] == crib_flush


# --- 10.7 his heels ends the game ----------------------------------------------------------


def test_his_heels_wins_before_the_play() -> None:
    state = start(CribbageOptions(), A, SEED_DEAL, "JS")
    set_scores(state, [119, 100])
    events = act(state, "1:D:AS,KC 0:D:2D,6D")
    assert scored(events) == [(A, "his_heels", 2)]
    assert events[-1] == GameOver(state.outcome())  # type: ignore[arg-type]
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.scores == (121, 100)
    assert outcome.winners == (A,)
    assert state.to_move() == ()
    assert state.public_observation().phase == "game_over"
    assert state.observation(B).played == ()


def test_his_heels_scores_two_and_play_goes_on() -> None:
    state = start(CribbageOptions(), A, SEED_DEAL, "JS")
    events = act(state, "1:D:AS,KC 0:D:2D,6D")
    assert [e for e in events if isinstance(e, Scored)] == [
        Scored(A, A, 2, "his_heels", cards("JS"), 2)
    ]
    assert events[-1] == PhaseChanged("play")


# --- 10.12 and 10.13: go -------------------------------------------------------------------

P, D = 1, 0


def test_go_then_long_runs() -> None:
    state = start(CribbageOptions(), D, {P: "TS 9C 3S 4H AH 2H", D: "KH 5D 6C 7S QD KD"}, "8D")
    act(state, "1:D:AH,2H 0:D:QD,KD")
    events = act(state, "1:P:TS 0:P:KH 1:P:9C")
    assert scored(events) == [(P, "go", 1)]  # nobody can play: no go needs saying
    assert state.to_move() == (D,)
    events = act(state, "0:P:5D 1:P:3S 0:P:6C 1:P:4H 0:P:7S")
    assert scored(events[: events.index(PhaseChanged("show"))]) == [
        (P, "run", 4),
        (D, "run", 5),
        (D, "last_card", 1),
    ]


def test_go_then_the_other_player_plays_on() -> None:
    state = start(CribbageOptions(), D, {P: "8D KS 7H 6S QC QD", D: "9H 2D AH 5C KC KD"}, "3C")
    act(state, "1:D:QC,QD 0:D:KC,KD")
    events = act(state, "1:P:8D 0:P:9H 1:P:KS 0:P:2D")
    assert state.legal_actions(P) == (Go(),)
    with pytest.raises(IllegalActionError, match="over 31"):
        state.apply(P, Play(Card.parse("7H")))
    events = act(state, "1:GO")
    assert events == (Said(P, "go"),)
    assert state.to_move() == (D,)
    assert state.observation(D).said_go == (P,)
    with pytest.raises(IllegalActionError, match="no card fits"):
        state.apply(D, Go())
    events = act(state, "0:P:AH")
    assert scored(events) == [(D, "go", 1)]
    assert state.to_move() == (P,)
    events = act(state, "1:P:7H 0:P:5C 1:P:6S")
    assert scored(events[: events.index(PhaseChanged("show"))]) == [
        (P, "run", 3),
        (P, "last_card", 1),
    ]


# --- 10.14 the show ends the game; 10.15 muggins -------------------------------------------


def test_pone_wins_in_the_show_by_counting_first() -> None:
    state = seed_state()
    act(state, "1:D:AS,KC 0:D:2D,6D")
    set_scores(state, [116, 114])
    events = act(state, SEED_PLAY)
    show = events[events.index(PhaseChanged("show")) :]
    assert [e for e in show if isinstance(e, CardsShown)] == [
        CardsShown(B, cards("7C 8S 9H JH"), "hand")
    ]
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.scores == (119, 122)
    assert outcome.winners == (B,)
    assert show[-1] == GameOver(outcome)


def muggins_show_state() -> CribbageState:
    state = seed_state(muggins="show")
    act(state, "1:D:AS,KC 0:D:2D,6D " + SEED_PLAY)
    return state


def test_muggins_claim_short_and_called() -> None:
    state = muggins_show_state()
    assert state.to_move() == (B,)
    assert state.legal_actions(B) == tuple(Claim(n) for n in range(6))
    with pytest.raises(IllegalActionError, match="more than"):
        state.apply(B, Claim(6))
    events = state.apply(B, Claim(3))
    assert scored(events) == [(B, "claim", 3)]
    assert state.to_move() == (A,)
    assert state.observation(A).pending_claim == (B, 3)
    assert state.legal_actions(A) == (CallMuggins(), PassMuggins())
    events = state.apply(A, CallMuggins())
    assert scored(events)[0] == (A, "muggins", 2)
    assert events[2] == CardsShown(A, cards("AD 4C TH QC"), "hand")
    assert state.public_observation().scores == (3 + 2, 3 + 3)
    assert state.to_move() == (A,)


def test_muggins_passed_points_are_lost() -> None:
    state = muggins_show_state()
    act(state, "1:CLAIM:3")
    events = state.apply(A, PassMuggins())
    assert events[0] == Said(A, "pass")
    assert state.public_observation().scores == (3, 6)
    events = act(state, "0:CLAIM:4")
    assert scored(events) == [(A, "fifteen", 2), (A, "fifteen", 2)]  # a full claim is itemised
    assert events[-1] == CardsShown(A, cards("AS 2D 6D KC"), "crib")
    events = act(state, "0:CLAIM:4")
    assert events[-1] == PhaseChanged("cut")
    assert state.public_observation().scores == (11, 6)


def test_muggins_in_the_play() -> None:
    state = seed_state(muggins="all")
    act(state, "1:D:AS,KC 0:D:2D,6D")
    assert state.legal_actions(B)[0] == Play(Card.parse("7C"), 0)
    with pytest.raises(IllegalActionError, match="claims its points"):
        state.apply(B, Play(Card.parse("8S")))
    act(state, "1:P:8S=0 0:P:TH=0")
    with pytest.raises(IllegalActionError, match="more than the card scores"):
        state.apply(B, Play(Card.parse("9H"), 4))
    events = act(state, "1:P:9H=1")
    assert scored(events) == [(B, "claim", 1)]
    assert state.to_move() == (A,)
    events = act(state, "0:MUGGINS")
    assert scored(events) == [(A, "muggins", 2)]
    assert state.to_move() == (A,)
    events = act(state, "0:P:4C=2")
    assert scored(events) == [(A, "thirty_one", 2)]
    assert state.to_move() == (B,)


def test_muggins_is_off_in_misere() -> None:
    state = seed_state(muggins="show", misere=True)
    act(state, "1:D:AS,KC 0:D:2D,6D " + SEED_PLAY)
    assert state.to_move() == (CHANCE,)


# --- 10.16 three players, 10.17 four players ------------------------------------------------


def test_three_players() -> None:
    dealer, p1, p2 = 0, 1, 2
    state = start(
        CribbageOptions(num_players=3),
        dealer,
        {p1: "9S 8H 5C 4D 2C", p2: "KD 7C 5D AH 2H", dealer: "QC 6D 5H 3S TS"},
        "7S",
        crib_card="JS",
    )
    assert state.public_observation().crib_size == 1
    assert Card.parse("JS") in state.hidden_cards(dealer)
    assert state.legal_actions(p1) == tuple(Discard((c,)) for c in cards("2C 4D 5C 8H 9S"))
    act(state, "2:D:2H 1:D:2C 0:D:TS")
    events = act(state, "1:P:9S 2:P:KD 0:P:QC 1:GO 2:P:AH")
    assert scored(events) == [(p2, "go", 1)]
    assert state.to_move() == (dealer,)
    events = act(state, "0:P:5H 1:P:5C 2:P:5D 0:P:6D 1:P:4D 2:GO 0:P:3S")
    assert scored(events) == [
        (p1, "pair", 2),
        (p2, "fifteen", 2),
        (p2, "pair_royal", 6),
        (p1, "run", 3),
        (dealer, "run", 4),
        (dealer, "go", 1),
    ]
    assert state.to_move() == (p1,)
    events = act(state, "1:P:8H 2:P:7C")
    show_at = events.index(PhaseChanged("show"))
    assert scored(events[:show_at]) == [(p2, "fifteen", 2), (p2, "last_card", 1)]
    shown = [(e.seat, e.what) for e in events if isinstance(e, CardsShown)]
    assert shown == [(p1, "hand"), (p2, "hand"), (dealer, "hand"), (dealer, "crib")]
    per_seat = [0, 0, 0]
    for seat, _, points in scored(events[show_at:]):
        per_seat[seat] += points
    assert per_seat == [7 + 3, 5, 6]
    assert state.public_observation().scores == (15, 10, 18)


def test_four_players() -> None:
    d, left, partner, right = 0, 1, 2, 3
    state = start(
        CribbageOptions(num_players=4),
        d,
        {
            left: "6C 9D KH 2S 7D",
            partner: "4H QS 3D 8C 8D",
            right: "5S TC JD 7H 9C",
            d: "5D 4C 6H AD QH",
        },
        "3C",
    )
    act(state, "0:D:QH 1:D:7D 2:D:8D 3:D:9C")
    events = act(state, "1:P:6C 2:P:4H 3:P:5S 0:P:5D 1:P:9D 2:GO 3:GO 0:P:AD")
    assert scored(events) == [
        (right, "fifteen", 2),
        (right, "run", 3),
        (d, "pair", 2),
        (d, "go", 1),
    ]
    events = act(state, "1:P:KH 2:P:QS 3:P:TC")
    assert scored(events) == [(right, "go", 1)]
    assert state.to_move() == (d,)
    events = act(state, "0:P:4C 1:P:2S 2:P:3D 3:P:7H 0:P:6H")
    assert scored(events) == [(partner, "run", 3)]
    assert state.to_move() == (partner,)  # the left opponent is out of cards
    events = act(state, "2:P:8C")
    assert scored(events) == [(partner, "run", 3), (partner, "go", 1)]
    assert state.to_move() == (right,)
    events = act(state, "3:P:JD")
    show_at = events.index(PhaseChanged("show"))
    assert scored(events[:show_at]) == [(right, "last_card", 1)]
    per_seat = [0, 0, 0, 0]
    for seat, _, points in scored(events[show_at:]):
        per_seat[seat] += points
    assert per_seat == [8 + 5, 4, 6, 6]
    sides = [e.side for e in events if isinstance(e, Scored)]
    assert sides[-1] == 0  # the crib scores for the dealer's team
    assert state.public_observation().scores == (29, 17)


FOUR_DEAL = {
    1: "6C 9D KH 2S 7D",
    2: "4H QS 3D 8C 8D",
    3: "5S TC JD 7H 9C",
    0: "5D 4C 6H AD QH",
}
FOUR_PLAY = (
    "0:D:QH 1:D:7D 2:D:8D 3:D:9C 1:P:6C 2:P:4H 3:P:5S 0:P:5D 1:P:9D 2:GO 3:GO 0:P:AD "
    "1:P:KH 2:P:QS 3:P:TC 0:P:4C 1:P:2S 2:P:3D 3:P:7H 0:P:6H 2:P:8C 3:P:JD"
)


def test_four_player_muggins_asks_only_the_other_team() -> None:
    state = start(CribbageOptions(num_players=4, muggins="show"), 0, FOUR_DEAL, "3C")
    act(state, FOUR_PLAY)
    assert state.to_move() == (1,)
    assert state.legal_actions(1)[-1] == Claim(4)
    act(state, "1:CLAIM:1")
    assert state.to_move() == (2,)  # left's partner (seat 3) is skipped
    act(state, "2:PASS")
    assert state.to_move() == (0,)
    events = act(state, "0:MUGGINS")
    assert scored(events)[0] == (0, "muggins", 3)
    assert state.public_observation().scores == (10 + 3, 7 + 1)


# --- 10.18 misère --------------------------------------------------------------------------


def test_misere_first_to_the_target_loses() -> None:
    state = start(
        CribbageOptions(misere=True, target_score=61),
        D,
        {P: "AD 2D 4C 6D TH QC", D: "AS 7C 8S 9H KC JH"},
        "2C",
    )
    act(state, "1:D:2D,6D 0:D:AS,KC")
    set_scores(state, [49, 57])
    events = act(state, "1:P:AD 0:P:7C 1:P:4C 0:P:8S 1:P:TH 0:P:9H 1:P:QC 0:P:JH")
    assert scored(events) == [
        (P, "go", 1),
        (D, "last_card", 1),
        (P, "fifteen", 2),
        (P, "fifteen", 2),
    ]
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.scores == (50, 62)
    assert outcome.winners == (D,)
    assert [e.seat for e in events if isinstance(e, CardsShown)] == [P]


def test_misere_three_players_lowest_wins_and_ties_share() -> None:
    state = start(
        CribbageOptions(num_players=3, misere=True, target_score=61),
        0,
        {1: "9S 8H 5C 4D 2C", 2: "KD 7C 5D AH 2H", 0: "QC 6D 5H 3S TS"},
        "JC",
        crib_card="JS",
    )
    set_scores(state, [59, 40, 40])
    events = act(state, "1:D:2C 2:D:2H 0:D:TS")
    assert scored(events) == [(0, "his_heels", 2)]
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.winners == (1, 2)


# --- illegal actions -----------------------------------------------------------------------


def refused(state: CribbageState, seat: int, action: object, reason: str) -> None:
    before = all_views(state)
    with pytest.raises(IllegalActionError, match=reason):
        state.apply(seat, action)
    assert all_views(state) == before


def test_illegal_actions_change_nothing() -> None:
    state = CribbageState()
    refused(state, 0, FirstDealer(0), "not to move")
    refused(state, CHANCE, FirstDealer(5), "no seat 5")
    refused(state, CHANCE, Deal(FULL_DECK), "first dealer")
    state.apply(CHANCE, FirstDealer(A))
    refused(state, CHANCE, Deal(FULL_DECK[:51]), "whole pack")
    refused(state, CHANCE, Deal((*FULL_DECK[:51], FULL_DECK[0])), "whole pack")
    state = seed_state()
    refused(state, B, Discard(cards("AS")), "exactly 2")
    refused(state, B, Discard(cards("AS AS")), "twice")
    refused(state, B, Discard(cards("AS 2D")), "not in hand")
    refused(state, B, Play(Card.parse("AS")), "discarded")
    refused(state, 2, Discard(cards("AS KC")), "not to move")
    act(state, "1:D:AS,KC")
    refused(state, B, Discard(cards("7C 8S")), "not to move")
    act(state, "0:D:2D,6D")
    refused(state, A, Play(Card.parse("TH")), "not to move")
    refused(state, B, Play(Card.parse("TH")), "not in hand")
    refused(state, B, Go(), "no card fits")
    refused(state, B, Claim(3), "played, or go")
    refused(state, B, Play(Card.parse("8S"), 0), "only with muggins")
    refused(state, B, CallMuggins(), "played, or go")
    refused(state, B, "P:8S", "played, or go")
    act(state, "1:P:8S 0:P:TH 1:P:9H")
    refused(state, A, Play(Card.parse("QC")), "over 31")
    state = start(CribbageOptions(), A, SEED_DEAL, "JS")
    set_scores(state, [119, 0])
    act(state, "1:D:AS,KC 0:D:2D,6D")
    refused(state, B, Play(Card.parse("8S")), "match is over")


def test_chance_actions() -> None:
    import random

    state = CribbageState(CribbageOptions(num_players=3))
    assert state.legal_actions(CHANCE) == tuple(FirstDealer(s) for s in range(3))
    first = state.sample_chance(random.Random(1))
    assert isinstance(first, FirstDealer)
    state.apply(CHANCE, first)
    deal = state.sample_chance(random.Random(1))
    assert isinstance(deal, Deal)
    assert sorted(c.index for c in deal.deck) == list(range(52))
    assert state.legal_actions(CHANCE) == ()
    events = state.apply(CHANCE, deal)
    assert events == (
        Dealt(first.seat, 1),
        CardsPassed(STOCK, CRIB, 1),
        PhaseChanged("discard"),
    )
    with pytest.raises(IllegalActionError, match="no chance"):
        state.sample_chance(random.Random(1))


# --- matches -------------------------------------------------------------------------------


def test_two_game_match_loser_deals_first() -> None:
    options = CribbageOptions(games_to_win=2, skunks=True)
    state = start(options, A, SEED_DEAL, "2C")
    set_scores(state, [119, 10])
    events = act(state, "1:D:AS,KC 0:D:2D,6D 1:P:8S 0:P:TH 1:P:9H 0:P:4C")
    over = [e for e in events if isinstance(e, GameOver)]
    assert len(over) == 1
    assert over[0].outcome.winners == (A,)
    assert over[0].outcome.scores == (121, 13)
    assert over[0].outcome.details == {
        "games_won_0": 1,
        "games_won_1": 0,
        "skunk": 2,
        "match_points": 3,
    }
    assert events[-1] == PhaseChanged("cut")
    assert state.outcome() is None
    view = state.public_observation()
    assert (view.scores, view.games_won) == ((0, 0), (1, 0))
    assert (view.dealer, view.first_dealer, view.deal_number) == (B, B, 0)
    assert state.to_move() == (CHANCE,)
    # Game two: B deals (the loser), A is pone and gets the seed pone's cards.
    state.apply(CHANCE, Deal(build_deck(2, B, {B: SEED_DEAL[A], A: SEED_DEAL[B]}, "2C")))
    assert state.public_observation().deal_number == 1
    set_scores(state, [118, 95])
    events = act(state, "0:D:AS,KC 1:D:2D,6D 0:P:8S 1:P:TH 0:P:9H")
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.winners == (A,)
    assert outcome.scores == (121, 95)
    assert outcome.details == {"games_won_0": 2, "games_won_1": 0, "skunk": 0, "match_points": 1}
    assert events[-2:] == (PhaseChanged("game_over"), GameOver(outcome))


def test_three_player_match_next_first_dealer_moves_left() -> None:
    state = start(
        CribbageOptions(num_players=3, games_to_win=2),
        2,
        {0: "9S 8H 5C 4D 2C", 1: "KD 7C 5D AH 2H", 2: "QC 6D 5H 3S TS"},
        "JC",
        crib_card="JS",
    )
    set_scores(state, [0, 0, 120])
    events = act(state, "0:D:2C 1:D:2H 2:D:TS")
    assert [e.outcome.winners for e in events if isinstance(e, GameOver)] == [(2,)]
    view = state.public_observation()
    assert (view.dealer, view.first_dealer, view.games_won) == (0, 0, (0, 0, 1))


def test_clone_is_independent() -> None:
    state = seed_state()
    copy = state.clone()
    act(copy, "1:D:AS,KC 0:D:2D,6D 1:P:8S")
    assert state.to_move() == (A, B)
    assert state.observation(B).hand == cards("AS 7C 8S 9H JH KC")
    assert copy.observation(B).hand == cards("7C 9H JH")
