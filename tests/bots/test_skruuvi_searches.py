"""The searches with every hand open, against a minimax that tries every legal card."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from skruuvi_gui.bots import make_bot
from skruuvi_gui.bots.skruuvi import card_tricks, expert
from skruuvi_gui.bots.skruuvi.masks import ALL_CARDS, SUIT_MASKS, mask_of
from skruuvi_gui.bots.skruuvi.relative import renumber, squeeze
from skruuvi_gui.bots.skruuvi.sampling import sample_hands
from skruuvi_gui.bots.skruuvi.searches import (
    DoubleDummy,
    MisereSearch,
    representatives,
    winning_play,
)
from skruuvi_gui.cards import Card
from skruuvi_gui.rules.api import seat_after_chance
from skruuvi_gui.rules.skruuvi import (
    PLAY,
    Play,
    SkruuviObservation,
    SkruuviOptions,
    SkruuviState,
)

Trick = list[tuple[int, int]]
_ACES = sum(1 << (13 * suit + 12) for suit in range(4))


def legal_bits(hand: int, trick: Trick) -> list[int]:
    legal = hand & SUIT_MASKS[trick[0][1] // 13] if trick else 0
    return [bit for bit in range(52) if (legal or hand) >> bit & 1]


def minimax(
    hands: list[int], turn: int, trick: Trick, trump: int, value: Callable[[int, int, int], int]
) -> int:
    """Side 0 maximises, side 1 minimises, the sum of ``value(winner, cards, trick number)``
    over the tricks left, the trick in progress included."""
    if not trick and not hands[turn]:
        return 0
    values = []
    for bit in legal_bits(hands[turn], trick):
        rest = hands[:]
        rest[turn] ^= 1 << bit
        played = [*trick, (turn, bit)]
        if len(played) < 4:
            values.append(minimax(rest, (turn + 1) % 4, played, trump, value))
            continue
        winner = winning_play(played, trump)[0]
        cards = sum(1 << b for _, b in played)
        number = 13 - rest[winner].bit_count()
        values.append(value(winner, cards, number) + minimax(rest, winner, [], trump, value))
    return max(values) if turn % 2 == 0 else min(values)


@st.composite
def positions(draw: st.DrawFn, most: int) -> tuple[list[int], int, Trick]:
    """Four hands of equal length, then up to three cards of a trick played legally."""
    size = draw(st.integers(1, most))
    bits = draw(st.permutations(range(52)))[: 4 * size]
    hands = [sum(1 << b for b in bits[p * size : (p + 1) * size]) for p in range(4)]
    turn = draw(st.integers(0, 3))
    trick: Trick = []
    for _ in range(draw(st.integers(0, 3))):
        bit = draw(st.sampled_from(legal_bits(hands[turn], trick)))
        hands[turn] ^= 1 << bit
        trick.append((turn, bit))
        turn = (turn + 1) % 4
    return hands, turn, trick


def side_zero_tricks(winner: int, _cards: int, _number: int) -> int:
    return int(winner % 2 == 0)


@settings(max_examples=150, deadline=None)
@given(positions(3), st.integers(-1, 3), st.integers(0, 1))
def test_double_dummy_is_the_minimax_trick_count(
    position: tuple[list[int], int, Trick], trump: int, side: int
) -> None:
    hands, turn, trick = position
    side_zero = minimax(hands, turn, trick, trump, side_zero_tricks)
    total = hands[turn].bit_count() + (1 if len(trick) == 4 else 0)
    expected = side_zero if side == 0 else total - side_zero
    assert DoubleDummy(trump).tricks(hands, turn, trick, side=side) == expected


@settings(max_examples=120, deadline=None)
@given(positions(4), st.integers(-1, 3), st.integers(0, 1), st.integers(0, 5))
def test_a_capped_count_is_the_count_up_to_the_cap(
    position: tuple[list[int], int, Trick], trump: int, side: int, most: int
) -> None:
    # Tricks beyond a contract's promise score nothing: the capped search must still count
    # exactly below the cap, for either side, with one engine asked both ways.
    hands, turn, trick = position
    engine = DoubleDummy(trump)
    full = engine.tricks(hands, turn, trick, side=side)
    assert engine.tricks(hands, turn, trick, side=side, most=most) == min(full, most)
    assert DoubleDummy(trump).tricks(hands, turn, trick, side=side, most=most) == min(full, most)


@settings(max_examples=40, deadline=None)
@given(st.lists(positions(6), min_size=2, max_size=4), st.integers(-1, 3))
def test_double_dummy_answers_alike_with_a_table_kept_across_positions(
    several: list[tuple[list[int], int, Trick]], trump: int
) -> None:
    # The expert asks one engine about several cards; its remembered bounds and its
    # previous answer must not leak into another position's count.
    kept = DoubleDummy(trump)
    for hands, turn, trick in several:
        assert kept.tricks(hands, turn, trick) == DoubleDummy(trump).tricks(hands, turn, trick)


def misere_value(winner: int, cards: int, number: int) -> int:
    cost = (cards & _ACES).bit_count() * number
    return -10 - cost if winner % 2 == 0 else cost


@settings(max_examples=80, deadline=None)
@given(positions(3))
def test_misere_search_is_the_minimax_score(position: tuple[list[int], int, Trick]) -> None:
    hands, turn, trick = position
    expected = minimax(hands, turn, trick, -1, misere_value)
    assert MisereSearch(0, (10,)).value(hands, turn, trick) == expected


@given(st.permutations(range(52)), st.integers(0, 52), st.integers(0, 4))
def test_a_squeezed_hand_is_renumbered_among_the_cards_left(
    order: list[int], out: int, gone: int
) -> None:
    present_bits = order[:out]
    played = present_bits[:gone]
    hand_bits = present_bits[gone::2]
    present = sum(1 << b for b in present_bits)
    hand = sum(1 << b for b in hand_bits)
    left = present & ~sum(1 << b for b in played)
    packed_hand, *packed_played = renumber([hand, *(1 << b for b in played)], present)
    highest_first = sorted((mask.bit_length() - 1 for mask in packed_played), reverse=True)
    others = renumber([present & ~hand], present)[0]
    squeezed = squeeze([packed_hand, others, 0, packed_hand], highest_first)
    assert squeezed == [*renumber([hand, left & ~hand], left), 0, renumber([hand], left)[0]]


# --- the expert's guessed deals ------------------------------------------------------------


def play_views(seed: int) -> list[SkruuviObservation]:
    """Every card play with a real choice in one deal among normal bots."""
    state = SkruuviState(SkruuviOptions(length="alkupeli"))
    chance = random.Random(seed)
    bots = [make_bot("skruuvi", "normal", random.Random(seat)) for seat in range(4)]
    views = []
    while state.outcome() is None:
        seat = seat_after_chance(state, chance)
        observation = state.observation(seat)
        if observation.phase == PLAY and len(observation.legal) > 2:
            views.append(observation)
        state.apply(seat, bots[seat].choose(observation))
    return views


def _alike(view: SkruuviObservation) -> bool:
    """Whether the legal cards are all alike: the expert plays one without guessing."""
    legal = [action.card for action in view.legal if isinstance(action, Play)]
    played = mask_of(card for trick in view.tricks for _, card in trick.plays)
    played |= mask_of(card for _, card in view.trick)
    return len(representatives(mask_of(legal), ALL_CARDS & ~played)) == 1


def test_the_expert_guesses_fewer_deals_when_its_searches_work_hard(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    views = play_views(3)
    plan = expert.EXPERT_PLAN
    early = next(v for v in views if len(v.hand) > plan.exact_cards and not _alike(v))
    late = next(v for v in views if len(v.hand) <= plan.exact_misere_cards and not _alike(v))
    guesses = 0
    guess = sample_hands

    def counted(observation: SkruuviObservation, rng: random.Random) -> dict[int, list[Card]]:
        nonlocal guesses
        guesses += 1
        return guess(observation, rng)

    monkeypatch.setattr(expert, "sample_hands", counted)
    # The work counted is the reference plan's, which the expert plays without the library.
    monkeypatch.setattr(card_tricks, "FAST", False)
    for view in (early, late):
        # The work is counted in positions searched, not in seconds: the same seed plays
        # the same card on any machine.
        first = expert.expert_card(view, random.Random(5))
        assert expert.expert_card(view, random.Random(5)) == first
        guesses = 0
        expert.expert_card(view, random.Random(5), replace(plan, node_budget=0))
        assert guesses == plan.fewest_worlds
        guesses = 0
        expert.expert_card(view, random.Random(5), replace(plan, node_budget=10**9))
        assert guesses == max(plan.exact_worlds, plan.rollout_worlds)
