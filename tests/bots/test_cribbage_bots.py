"""The cribbage bots: legal actions only, the discards the arithmetic calls for, points taken
in the play (and shunned in misère), true claims, muggins called, the crib tables, the
expert clearly beating chance, and the expert's win table, reading of the deal and play to
the score."""

from __future__ import annotations

import dataclasses
import math
import random
from collections.abc import Iterator, Sequence
from itertools import combinations, pairwise

import pytest

from skruuvi_gui.bots import LEVELS, Bot, RandomBot, levels, make_bot, strongest_level
from skruuvi_gui.bots.cribbage import CribbageBot
from skruuvi_gui.bots.cribbage.aim import Aim
from skruuvi_gui.bots.cribbage.crib_table import ONE_CARD, TWO_CARD
from skruuvi_gui.bots.cribbage.keeping import pegging_outlook, shifted
from skruuvi_gui.bots.cribbage.lookahead import Playout
from skruuvi_gui.bots.cribbage.race import Race
from skruuvi_gui.bots.cribbage.reading import floors, keep_weight
from skruuvi_gui.bots.cribbage.win_table import DEALER_SHOW, DEALER_WINS, PONE_SHOW
from skruuvi_gui.bots.cribbage.winning import MOST_NEEDED, win_chance
from skruuvi_gui.cards import FULL_DECK, Card, Rank, parse_cards
from skruuvi_gui.rules.api import CHANCE, Action
from skruuvi_gui.rules.cribbage import (
    CallMuggins,
    Claim,
    CribbageObservation,
    CribbageOptions,
    CribbageState,
    Deal,
    Discard,
    FirstDealer,
    PassMuggins,
    Play,
    parse_action,
    score_hand,
)


def deal_two(
    dealer: int, hands: tuple[str, str], starter: str, *, misere: bool = False
) -> CribbageState:
    """A two-player deal with these six-card hands (seat 0's, seat 1's) and starter."""
    cards = [list(parse_cards(hand)) for hand in hands]
    top = [cards[(dealer + 1 + i) % 2].pop(0) for i in range(12)]
    top.append(Card.parse(starter))
    state = CribbageState(CribbageOptions(misere=misere))
    state.apply(CHANCE, FirstDealer(dealer))
    state.apply(CHANCE, Deal((*top, *(card for card in FULL_DECK if card not in top))))
    return state


def scripted(state: CribbageState, actions: Sequence[tuple[int, str]]) -> CribbageState:
    for seat, text in actions:
        state.apply(seat, parse_action(text))
    return state


def decisions(
    state: CribbageState, bots: Sequence[Bot], seed: int, max_deals: int | None = None
) -> Iterator[tuple[int, CribbageObservation, Action]]:
    """Play on (to the end, or until ``max_deals`` are done), checking that every choice is
    legal; yields each seat's view and choice."""
    chance = random.Random(seed)
    while state.outcome() is None:
        movers = state.to_move()
        if movers == (CHANCE,):
            if max_deals is not None and state.observation(0).deal_number >= max_deals:
                return
            state.apply(CHANCE, state.sample_chance(chance))
            continue
        seat = movers[0]
        observation = state.observation(seat)
        action = bots[seat].choose(observation)
        assert action in observation.legal, (str(action), observation.phase)
        yield seat, observation, action
        state.apply(seat, action)


def throw_of(level: str, observation: CribbageObservation) -> set[Card]:
    action = make_bot("cribbage", level, random.Random(1)).choose(observation)
    assert isinstance(action, Discard)
    return set(action.cards)


# --- the framework ------------------------------------------------------------------------


def test_levels_and_factory() -> None:
    assert levels("cribbage") == LEVELS == ("random", "easy", "normal", "expert")
    assert strongest_level("cribbage") == "expert"
    # The earlier expert stays as a benchmark level: built on request, never offered.
    assert isinstance(make_bot("cribbage", "club", random.Random(1)), CribbageBot)
    with pytest.raises(ValueError, match="level"):
        make_bot("squint", "club", random.Random(1))
    assert isinstance(make_bot("cribbage", "random", random.Random(1)), RandomBot)
    with pytest.raises(ValueError, match="level"):
        make_bot("cribbage", "grandmaster", random.Random(1))
    with pytest.raises(ValueError, match="game"):
        levels("whist")


def test_random_bot_is_uniform_and_seeded() -> None:
    observation = deal_two(1, ("5H 5D 5S JH 2C 3D", "AS 7C 8S 9H KC QH"), "4C").observation(0)
    picks = [str(RandomBot(random.Random(seed)).choose(observation)) for seed in range(300)]
    assert len(set(picks)) == 15  # every split of six cards turns up
    assert picks == [str(RandomBot(random.Random(seed)).choose(observation)) for seed in range(300)]


def test_a_cribbage_bot_needs_a_seats_view() -> None:
    state = deal_two(1, ("5H 5D 5S JH 2C 3D", "AS 7C 8S 9H KC QH"), "4C")
    with pytest.raises(TypeError):
        make_bot("cribbage", "expert", random.Random(1)).choose(state.public_observation())


# --- legal actions everywhere -------------------------------------------------------------

TABLES = [
    pytest.param({}, id="two"),
    pytest.param({"num_players": 3}, id="three"),
    pytest.param({"num_players": 4}, id="four"),
    pytest.param({"misere": True}, id="misere"),
    pytest.param({"num_players": 3, "misere": True}, id="three-misere"),
    pytest.param({"num_players": 4, "misere": True}, id="four-misere"),
    pytest.param({"muggins": "show"}, id="muggins-show"),
    pytest.param({"num_players": 4, "muggins": "all"}, id="four-muggins-all"),
]


@pytest.mark.parametrize("options", TABLES)
def test_every_level_only_plays_legal_actions(options: dict[str, object]) -> None:
    table = CribbageOptions(target_score=61, **options)  # type: ignore[arg-type]
    seats = table.num_players
    for seed in range(2):  # every level sits at the table in one of the two games
        bots = [
            make_bot("cribbage", LEVELS[(seed * seats + seat) % len(LEVELS)], random.Random(seat))
            for seat in range(seats)
        ]
        assert sum(1 for _ in decisions(CribbageState(table), bots, seed, max_deals=2)) > 10


def test_bots_are_deterministic_given_their_random_state() -> None:
    def game() -> list[str]:
        bots = [make_bot("cribbage", level, random.Random(7)) for level in ("expert", "easy")]
        state = CribbageState(CribbageOptions(muggins="all"))
        return [str(action) for _, _, action in decisions(state, bots, 3, max_deals=3)]

    assert game() == game()


# --- discards -----------------------------------------------------------------------------


@pytest.mark.parametrize("dealer", [0, 1])
@pytest.mark.parametrize("level", ["easy", "normal", "club", "expert"])
def test_keeps_the_three_fives_and_the_jack(level: str, dealer: int) -> None:
    state = deal_two(dealer, ("5H 5D 5S JH 2C 3D", "AS 7C 8S 9H KC QH"), "4C")
    assert throw_of(level, state.observation(0)) == set(parse_cards("2C 3D"))


@pytest.mark.parametrize(("dealer", "fives_thrown"), [(0, 1), (1, 2)])
def test_misere_breaks_up_the_fives(dealer: int, fives_thrown: int) -> None:
    """Pone spoils the dealer's crib with two fives; the dealer keeps them out of its own."""
    state = deal_two(dealer, ("5H 5D 5S JH 2C 3D", "AS 7C 8S 9H KC QH"), "4C", misere=True)
    thrown = throw_of("expert", state.observation(0))
    assert len(thrown & set(parse_cards("5H 5D 5S"))) == fives_thrown


@pytest.mark.parametrize(
    ("level", "dealer", "thrown"),
    [
        ("normal", 0, "7D TS"),  # A-4-K-5 averages 7.13 over the 46 starters, the most
        ("normal", 1, "7D TS"),
        ("club", 0, "7D 5C"),  # the dealer gives its own crib 7-5 (worth 6.41 there)
        # pone keeps the five and gives away the least: 7-T off-suit (3.72), since the suited
        # 7-K is worth 3.76 to a crib where a four-card flush counts
        ("club", 1, "7D TS"),
    ],
)
def test_club_weighs_the_crib_by_its_owner(level: str, dealer: int, thrown: str) -> None:
    state = deal_two(dealer, ("AH 4C 7D TS KD 5C", "AS 7C 8S 9H KC QH"), "2C")
    assert throw_of(level, state.observation(0)) == set(parse_cards(thrown))


@pytest.mark.parametrize(
    ("hand", "dealer", "thrown"),
    [
        # The dealer gives its own crib the five and the seven; the pone keeps the five.
        ("AH 4C 7D TS KD 5C", 0, "7D 5C"),
        ("AH 4C 7D TS KD 5C", 1, "7D TS"),
        # The dealer keeps the run 9-T-J-Q and gives its crib the touching 2-3; the pone
        # keeps 2-3-T-J (fifteens twice, low cards to peg) and spoils the crib with 9-Q.
        ("2H 3D 9C TS JD QC", 0, "2H 3D"),
        ("2H 3D 9C TS JD QC", 1, "9C QC"),
    ],
)
def test_expert_discards_as_dealer_and_as_pone(hand: str, dealer: int, thrown: str) -> None:
    state = deal_two(dealer, (hand, "AS 7S 8S 9H KC QH"), "2C")
    assert throw_of("expert", state.observation(0)) == set(parse_cards(thrown))


@pytest.mark.parametrize(
    ("keep", "dealing", "outlook"),
    [
        # The play table: A-A-2-3 answers 1.21 points better than an average keep as the
        # dealer; four fives lead into 3.40 worse as the pone; 5-5-J-J is 0.34 worse as the
        # dealer, credited half: inside the quarter point either way.
        ("AS AH 2C 3D", True, "strong"),
        ("5S 5H 5C 5D", False, "risky"),
        ("5S 5H JC JD", True, "safe"),
    ],
)
def test_pegging_outlook_of_a_keep(keep: str, dealing: bool, outlook: str) -> None:
    assert pegging_outlook(tuple(parse_cards(keep)), dealing) == outlook


# --- the play -----------------------------------------------------------------------------


def at_twenty_five(*, misere: bool = False) -> CribbageObservation:
    """The dealer at a count of 25 holding 3H 3D 6C: the six makes 31."""
    state = deal_two(0, ("3H 3D 6C 9S JH QH", "KC 6D TD QD AS 2S"), "8H", misere=misere)
    scripted(state, [(0, "D:JH,QH"), (1, "D:AS,2S"), (1, "P:KC"), (0, "P:9S"), (1, "P:6D")])
    return state.observation(0)


@pytest.mark.parametrize("level", ["normal", "club", "expert"])
def test_takes_thirty_one_and_shuns_it_in_misere(level: str) -> None:
    bot = make_bot("cribbage", level, random.Random(1))
    assert str(bot.choose(at_twenty_five())) == "P:6C"
    assert str(bot.choose(at_twenty_five(misere=True))) in ("P:3H", "P:3D")


def test_easy_mostly_takes_the_points() -> None:
    observation = at_twenty_five()
    picks = [
        str(make_bot("cribbage", "easy", random.Random(seed)).choose(observation))
        for seed in range(100)
    ]
    assert 75 <= picks.count("P:6C") < 100


def test_does_not_lead_a_five() -> None:
    """Sixteen tens make fifteen on a five; no single card does on a four."""
    state = deal_two(0, ("3H 3D 6C 9S JH QH", "5H 4S 8C KD AS 2S"), "7H")
    observation = scripted(state, [(0, "D:JH,QH"), (1, "D:AS,2S")]).observation(1)
    assert str(make_bot("cribbage", "normal", random.Random(1)).choose(observation)) == "P:4S"
    for seed in range(3):
        expert = make_bot("cribbage", "expert", random.Random(seed))
        assert str(expert.choose(observation)) != "P:5H"


def test_lookahead_plays_for_the_pair_and_the_go() -> None:
    """Count 22, holding 4-4-5 against two tens that cannot play. 4 then 4: pair 2, go 1,
    and the 5 kept makes fifteen on the ten led next (2); the tens take last card (1): 4.
    5 first: 31 with the 4 (2), the tens take last card: 1."""
    hands = ((4, 4, 5), (10, 10))
    series = (10, 2, 10)
    playout = Playout(Aim(0, CribbageOptions()), 2)
    assert playout.after(hands, 22, series, 0, 0, 8) == 4
    assert playout.after(hands, 22, series, 0, 2, 8) == 1
    # In misère the seat answers its 4 with the 5 for 31 rather than pair it: -2, and the
    # tens take last card: +1. The 5 first comes to the same.
    misere = Playout(Aim(0, CribbageOptions(misere=True)), 2)
    assert misere.after(hands, 22, series, 0, 0, 8) == -1
    assert misere.after(hands, 22, series, 0, 2, 8) == -1


def test_lookahead_counts_a_partners_points_as_its_own() -> None:
    """Four players, count 10: seat 0's 5 makes fifteen (2), seat 1 has no card, the partner
    pairs the 5 (2) and takes last card (1)."""
    playout = Playout(Aim(0, CribbageOptions(num_players=4)), 4)
    assert playout.after(((5,), (), (5,), ()), 10, (10,), 0, 0, 8) == 5


# --- claims and muggins -------------------------------------------------------------------


def true_value(action: Claim | Play, legal: Sequence[Action]) -> int:
    """The most that may be claimed with this claim (or this card): what it is worth."""
    if isinstance(action, Claim):
        return max(a.points for a in legal if isinstance(a, Claim))
    return max(a.claim or 0 for a in legal if isinstance(a, Play) and a.card == action.card)


@pytest.mark.parametrize("muggins", ["show", "all"])
@pytest.mark.parametrize("claimant", ["easy", "normal", "club", "expert"])
def test_claims_are_true_and_short_ones_are_called(muggins: str, claimant: str) -> None:
    short = called = 0
    for seed in range(3):
        bots = [
            make_bot("cribbage", claimant, random.Random(seed)),
            make_bot("cribbage", "normal", random.Random(seed)),
        ]
        state = CribbageState(CribbageOptions(muggins=muggins))
        for seat, observation, action in decisions(state, bots, seed, max_deals=2):
            if isinstance(action, Claim) or (isinstance(action, Play) and action.claim is not None):
                claimed = action.points if isinstance(action, Claim) else action.claim
                assert claimed is not None
                if claimed < true_value(action, observation.legal):
                    assert seat == 0
                    short += 1
            elif isinstance(action, CallMuggins | PassMuggins):
                assert action == CallMuggins()  # the window opens only on a short claim
                called += 1
    assert called == short
    assert (short > 0) == (claimant == "easy")


# --- the crib table -----------------------------------------------------------------------

RANKS = range(len(Rank))


def test_crib_table_shape_and_symmetry() -> None:
    assert [len(TWO_CARD), len(ONE_CARD)] == [2, 13]
    for table in TWO_CARD:
        assert [len(row) for row in table] == [13] * 13
        assert all(table[a][b] == table[b][a] for a in RANKS for b in RANKS)
    offsuit, suited = TWO_CARD
    assert all(suited[a][a] == offsuit[a][a] for a in RANKS)
    # A shared suit adds the chance of a five-card crib flush.
    assert all(suited[a][b] > offsuit[a][b] for a, b in combinations(RANKS, 2))
    five = Rank.FIVE - 1
    assert max(ONE_CARD) == ONE_CARD[five]
    assert max(max(row) for row in offsuit) == offsuit[five][five]


def exhaustive_crib(first: Card, second: Card) -> float:
    rest = [card for card in FULL_DECK if card not in (first, second)]
    total = cribs = 0
    for others in combinations(rest, 2):
        crib = (first, second, *others)
        for starter in rest:
            if starter not in others:
                total += score_hand(crib, starter, crib=True)
                cribs += 1
    return total / cribs


@pytest.mark.parametrize(("first", "second", "suited"), [("5S", "5H", False), ("AS", "KS", True)])
def test_crib_table_entries_are_exhaustive_averages(first: str, second: str, suited: bool) -> None:
    a, b = Card.parse(first), Card.parse(second)
    entry = TWO_CARD[suited][a.rank - 1][b.rank - 1]
    assert entry == pytest.approx(exhaustive_crib(a, b), abs=0.0005)


def test_one_card_table_averages_the_second_card() -> None:
    """The first of the other three crib cards is any of the 51 left: 3 of the same rank,
    and of every other rank 1 of the same suit and 3 of others."""
    offsuit, suited = TWO_CARD
    for a in RANKS:
        total = 3 * offsuit[a][a] + sum(suited[a][b] + 3 * offsuit[a][b] for b in RANKS if b != a)
        assert ONE_CARD[a] == pytest.approx(total / 51, abs=0.002)


# --- strength -----------------------------------------------------------------------------


def test_expert_beats_random_in_short_games() -> None:
    """14 games to 61: a bot no better than chance wins 12 of them once in 150 tries."""
    wins = 0
    for seed in range(14):
        expert_seat = seed % 2
        bots = [make_bot("cribbage", "random", random.Random(seed)) for _ in range(2)]
        bots[expert_seat] = make_bot("cribbage", "expert", random.Random(seed))
        state = CribbageState(CribbageOptions(target_score=61))
        for _ in decisions(state, bots, seed):
            pass
        outcome = state.outcome()
        assert outcome is not None
        wins += expert_seat in outcome.winners
    assert wins >= 12


# --- the expert: the win table ------------------------------------------------------------

NEEDS = range(1, MOST_NEEDED + 1)


def test_win_table_covers_every_score() -> None:
    assert len(DEALER_WINS) == MOST_NEEDED == 121
    assert all(len(row) == 121 and all(0 <= v <= 10_000 for v in row) for row in DEALER_WINS)
    assert sum(PONE_SHOW) == pytest.approx(1, abs=0.01)
    assert sum(DEALER_SHOW) == pytest.approx(1, abs=0.01)


def test_either_side_wins() -> None:
    """The dealer's chance and the pone's from the same scores make one."""
    for mine in range(1, 122, 7):
        for theirs in range(1, 122, 5):
            assert win_chance(mine, theirs, True) + win_chance(theirs, mine, False) == 1


def test_needing_fewer_points_never_hurts() -> None:
    """Whatever the deal brings, a side a point nearer the target is at least as well off
    (to the table's rounding)."""
    for dealing in (True, False):
        for theirs in NEEDS:
            chances = [win_chance(mine, theirs, dealing) for mine in NEEDS]
            assert all(a >= b - 0.0002 for a, b in pairwise(chances))


def test_known_end_game_figures() -> None:
    # Level at the start: the first dealer wins a little more than half the games.
    assert 0.5 < win_chance(121, 121, True) < 0.6
    # A pone needing one point counts it in the play or in the show before the dealer's
    # hand: only the dealer's his heels and pegging three first can beat it.
    assert 0.6 < win_chance(1, 3, False) < 0.95
    # Both needing one, the dealer (who pegs more) is the favourite; both needing six, the
    # pone, who counts first; both needing twenty, the dealer again, with hand and crib.
    assert win_chance(1, 1, False) < 0.4
    assert win_chance(6, 6, False) > 0.65
    assert win_chance(20, 20, False) < 0.3
    # A side that already reached the target has won; one facing a side that has, lost.
    assert win_chance(0, 5, False) == 1 and win_chance(5, 0, True) == 0
    # Needing 10 more than the other is worth less the nearer the end.
    assert win_chance(30, 20, True) < win_chance(110, 100, True)


# --- reading the deal ---------------------------------------------------------------------


def test_every_go_of_the_deal_is_remembered() -> None:
    """The play of spec 10.13: P said go at 29 and the series ended at 30, so after the reset
    P still holds nothing below a 3, though this series has seen no go."""
    state = deal_two(0, ("9H 2D AH 5C QC QD", "8D KS 7H 6S JC TC"), "3C")
    scripted(
        state,
        [(0, "D:QC,QD"), (1, "D:JC,TC"), (1, "P:8D"), (0, "P:9H"), (1, "P:KS"), (0, "P:2D")],
    )
    scripted(state, [(1, "GO"), (0, "P:AH"), (1, "P:7H")])
    observation = state.observation(0)
    assert observation.said_go == ()
    assert floors(observation) == {1: 3}


def test_guessed_keeps_that_score_weigh_more() -> None:
    """Before the play, pone's view: a guess giving the dealer 5-5-J-K (10 without a starter)
    outweighs one giving it 2-4-8-Q (nothing): players keep hands that score."""
    state = deal_two(0, ("5H 5D JC KS 2C 4D", "AS 7C 8S 9H KC QH"), "3C")
    observation = scripted(state, [(0, "D:2C,4D"), (1, "D:AS,7C")]).observation(1)
    scoring = keep_weight(observation, [tuple(parse_cards("5H 5D JC KS")), observation.hand])
    nothing = keep_weight(observation, [tuple(parse_cards("2S 4H 8D QD")), observation.hand])
    assert scoring / nothing == pytest.approx(math.exp(2.3 + 4.0))


# --- playing to the score -----------------------------------------------------------------


def test_the_pone_keeps_the_points_it_needs() -> None:
    """Pone holds 3-4-5-5-J-K. At 0-0 it keeps 3-4-5-5 (12.5 on average, 8 at worst). Needing
    10 to go out when it counts (the dealer needs only 3, so there is no next deal to play
    for), it keeps 5-5-J-K: 12.4 on average, but never less than 10."""
    state = deal_two(1, ("4H 3H 5C KD 5H JC", "AS 7C 8S 9H KC QH"), "2C")
    observation = state.observation(0)
    assert throw_of("expert", observation) == set(parse_cards("JC KD"))
    near_the_end = dataclasses.replace(observation, scores=(111, 118))
    assert throw_of("expert", near_the_end) == set(parse_cards("3H 4H"))


def test_the_pone_near_the_end_keeps_a_pair_out_of_the_dealers_crib() -> None:
    """Pone holds 3-9-9-J-Q-K, needing 23 to the dealer's 28. By its own hand it would keep
    the run J-Q-K with the three and throw the nines; but a pair of nines in the crib counts
    for the dealer, so it keeps them and throws 3-K instead."""
    state = deal_two(1, ("3H QC 9C 9S JH KC", "AS 7C 8S 4H 2D QH"), "2C")
    observation = dataclasses.replace(state.observation(0), scores=(98, 93))
    assert throw_of("expert", observation) == set(parse_cards("3H KC"))


@pytest.mark.parametrize(
    ("by", "moved"),
    [(1.25, (0, 0.375, 0.5, 0.125, 0)), (-0.5, (0.75, 0.25, 0, 0)), (0, (0.5, 0.5, 0, 0))],
)
def test_a_show_spread_moves_by_a_fraction(by: float, moved: tuple[float, ...]) -> None:
    assert shifted((0.5, 0.5), by) == pytest.approx(moved)


def test_pegs_out_rather_than_taking_points() -> None:
    """Pone holds A-7 against the dealer's 7-7, needs 4 and will count out in the show; the
    dealer needs 3. Leading the 7 loses least on points (pair 2 for the dealer, fifteen 2 for
    the ace, last card 1: -1) but the dealer pegs out; leading the ace invites a 7 that the
    pone's 7 makes fifteen and a pair on (4), pegging out."""
    hands = ((7, 7), (1, 7))
    points = Playout(Aim(1, CribbageOptions()), 2)
    assert points.after(hands, 0, (), 1, 1, 8) == -1
    assert points.after(hands, 0, (), 1, 0, 8) == -3
    race = Race(1, 0, shows=(0, 30))
    assert race.after(hands, 0, (), 1, 1, (3, 4)) == 0
    assert race.after(hands, 0, (), 1, 0, (3, 4)) == 1
