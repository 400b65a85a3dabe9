"""The match: seeded chance resolved by itself, checked decisions, bots, and undo."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from skruuvi_gui.bots import RandomBot
from skruuvi_gui.cards import Card
from skruuvi_gui.match import Match, SeatConfig, play_bots
from skruuvi_gui.match.replay import Replay
from skruuvi_gui.rules.api import CHANCE, Dealt, Event, GameOver, IllegalActionError
from skruuvi_gui.rules.cribbage import CribbageObservation, Discard, FirstDealer, Play, parse_action

HUMAN_AND_BOT = (SeatConfig("Maija", "human"), SeatConfig("Pekka", "bot", "random"))
TWO_HUMANS = (SeatConfig("Maija", "human"), SeatConfig("Pekka", "human"))
TWO_BOTS = (SeatConfig("Aino", "bot", "random"), SeatConfig("Pekka", "bot", "random"))
SHORT_GAME = {"target_score": 61}


def started(seats: tuple[SeatConfig, ...] = HUMAN_AND_BOT, seed: int = 11) -> Match:
    match = Match("cribbage", SHORT_GAME, seats, seed)
    match.start()
    return match


def human_decides(match: Match, seat: int, person: RandomBot) -> tuple[Event, ...]:
    """A person's decision, played by a seeded stand-in."""
    return match.apply(seat, person.choose(match.observation(seat)))


def hand(match: Match, seat: int) -> tuple[Card, ...]:
    observation = match.observation(seat)
    assert isinstance(observation, CribbageObservation)
    return observation.hand


def test_a_new_match_waits_for_start() -> None:
    match = Match("cribbage", {}, HUMAN_AND_BOT, 4)
    assert match.log == ()
    assert match.to_move() == ()
    assert match.options["target_score"] == 121
    assert match.options["num_players"] == 2


def test_start_cuts_for_the_first_dealer_and_deals() -> None:
    match = Match("cribbage", {}, HUMAN_AND_BOT, 4)
    events = match.start()
    assert len(match.log) == 2
    first, deal = match.log
    assert first in ("FIRST:0", "FIRST:1")
    assert deal.startswith("DEAL:")
    assert len(deal.removeprefix("DEAL:").split(",")) == 52
    dealer = int(first.removeprefix("FIRST:"))
    assert Dealt(dealer=dealer, deal_number=1) in events
    assert match.to_move() == (0, 1)
    assert match.human_seats_to_move() == (0,)
    assert match.bot_seats_to_move() == (1,)
    assert len(hand(match, 0)) == 6
    assert match.start() == ()


def test_the_same_seed_and_decisions_deal_the_same_cards() -> None:
    first, second, other = started(TWO_BOTS, 5), started(TWO_BOTS, 5), started(TWO_BOTS, 6)
    play_bots(first)
    play_bots(second)
    assert first.log == second.log
    assert first.outcome() == second.outcome()
    assert other.log[1] != first.log[1]


def bot_moves(match: Match) -> tuple[Event, ...]:
    """One decision by the first bot to move."""
    seat = match.bot_seats_to_move()[0]
    return match.apply(seat, match.bot_for(seat).choose(match.observation(seat)))


def test_to_move_never_shows_chance() -> None:
    match = started(TWO_BOTS, 8)
    while not match.is_over:
        assert match.to_move()
        assert CHANCE not in match.to_move()
        bot_moves(match)
    assert match.to_move() == ()


def test_a_whole_game_ends_with_an_outcome_and_game_over() -> None:
    match = started(TWO_BOTS, 2)
    events: list[Event] = []
    while not match.is_over:
        events.extend(bot_moves(match))
    outcome = match.outcome()
    assert match.is_over
    assert outcome is not None
    assert events[-1] == GameOver(outcome)
    (winner,) = outcome.winners
    assert outcome.scores[winner] >= 61
    assert max(score for side, score in enumerate(outcome.scores) if side != winner) < 61


def test_a_seat_not_to_move_is_refused_and_nothing_changes() -> None:
    match = started()
    before = match.log
    with pytest.raises(IllegalActionError, match="not to move"):
        match.apply(CHANCE, FirstDealer(0))
    play_bots(match)
    human_decides(match, 0, RandomBot(random.Random(1)))
    play_bots(match)
    (turn,) = match.to_move()
    other = 1 - turn
    card = hand(match, other)[0]
    log = match.log
    with pytest.raises(IllegalActionError):
        match.apply(other, Play(card))
    assert match.log == log
    assert match.log[: len(before)] == before


def test_an_illegal_action_is_refused_and_nothing_changes() -> None:
    match = started()
    observation = match.observation(0)
    with pytest.raises(IllegalActionError, match="not in hand"):
        match.apply(0, Discard(hand(match, 1)[:2]))
    assert match.observation(0) == observation
    assert len(match.log) == 2


def test_each_seat_has_its_own_bot_kept_for_the_match() -> None:
    match = started(TWO_BOTS)
    assert match.bot_for(0) is match.bot_for(0)
    assert match.bot_for(0) is not match.bot_for(1)


def test_options_seats_and_levels_are_checked() -> None:
    with pytest.raises(ValueError, match="target_score"):
        Match("cribbage", {"target_score": 100}, HUMAN_AND_BOT, 1)
    with pytest.raises(ValueError, match="needs 3 seats"):
        Match("cribbage", {"num_players": 3}, HUMAN_AND_BOT, 1)
    with pytest.raises(ValueError, match="no bot level 'grandmaster'"):
        Match("cribbage", {}, (SeatConfig("A", "human"), SeatConfig("B", "bot", "grandmaster")), 1)
    with pytest.raises(KeyError, match="unknown game"):
        Match("canasta", {}, HUMAN_AND_BOT, 1)


# --- undo -------------------------------------------------------------------------------


def test_undo_takes_back_the_human_decision_and_the_bot_moves_after_it() -> None:
    match = started()
    human_decides(match, 0, RandomBot(random.Random(3)))
    before_human = len(match.log)
    play_bots(match)
    assert len(match.log) > before_human + 1
    assert match.can_undo(0)
    match.undo(0)
    assert len(match.log) == before_human - 1
    assert 0 in match.to_move()
    assert len(hand(match, 0)) == 6
    assert not match.can_undo(0)
    with pytest.raises(IllegalActionError):
        match.undo(0)


def test_chance_after_an_undo_comes_out_the_same() -> None:
    match = started()
    person = RandomBot(random.Random(9))
    while True:
        play_bots(match)
        events = human_decides(match, 0, person)
        if any(isinstance(event, Dealt) and event.deal_number >= 2 for event in events):
            break
    dealt = match.log
    decision = dealt[-2]
    assert dealt[-1].startswith("DEAL:")
    match.undo(0)
    assert match.log == dealt[:-2]
    match.apply(0, parse_action(decision))
    assert match.log == dealt


def test_hotseat_never_undoes_across_the_other_human() -> None:
    match = started(TWO_HUMANS)
    person = RandomBot(random.Random(4))
    human_decides(match, 0, person)
    human_decides(match, 1, person)
    assert not match.can_undo(0)
    with pytest.raises(IllegalActionError):
        match.undo(0)
    assert match.can_undo(1)
    match.undo(1)
    assert match.to_move() == (1,)


def test_bots_and_finished_games_cannot_undo() -> None:
    match = started()
    assert not match.can_undo(1)
    assert not match.can_undo(0)
    person = RandomBot(random.Random(6))
    while not match.is_over:
        play_bots(match)
        for seat in match.human_seats_to_move():
            human_decides(match, seat, person)
    assert not match.can_undo(0)


# --- redo --------------------------------------------------------------------------------


def test_redo_puts_back_the_decision_and_the_bot_moves_undo_took() -> None:
    match = started()
    person = RandomBot(random.Random(3))
    human_decides(match, 0, person)
    play_bots(match)
    human_decides(match, 0, person)
    play_bots(match)
    played, seen = match.log, match.observation(0)
    assert not match.can_redo(0)
    match.undo(0)
    match.undo(0)
    assert match.can_redo(0) and not match.can_redo(1)
    match.redo(0)
    assert match.can_redo(0)
    match.redo(0)
    assert match.log == played
    assert match.observation(0) == seen
    assert not match.can_redo(0)
    with pytest.raises(IllegalActionError):
        match.redo(0)


def test_a_new_decision_after_undo_leaves_nothing_to_redo() -> None:
    match = started()
    discard = Discard(hand(match, 0)[:2])
    match.apply(0, discard)
    match.undo(0)
    other = Discard(hand(match, 0)[2:4])
    assert other != discard
    match.apply(0, other)
    assert not match.can_redo(0)
    assert match.log[-1] == str(other)


def test_redo_gives_back_the_events_of_what_it_makes_again() -> None:
    match = started(TWO_HUMANS)
    discard = Discard(hand(match, 0)[:2])
    first = match.apply(0, discard)
    match.undo(0)
    assert match.redo(0) == first


# --- restarting a deal -------------------------------------------------------------------


def test_restarting_a_deal_deals_the_same_cards_and_throws_away_its_play() -> None:
    match = started()
    person = RandomBot(random.Random(9))
    while True:
        play_bots(match)
        events = human_decides(match, 0, person)
        if any(isinstance(event, Dealt) and event.deal_number >= 2 for event in events):
            break
    dealt, cards = match.log, hand(match, 0)
    assert not match.can_restart_deal()  # nothing played in deal 2 yet
    play_bots(match)
    human_decides(match, 0, person)
    play_bots(match)
    assert match.can_restart_deal()
    match.restart_deal()
    assert match.log == dealt
    assert hand(match, 0) == cards
    observation = match.observation(0)
    assert isinstance(observation, CribbageObservation)
    assert observation.deal_number == 2
    assert not match.can_restart_deal() and not match.can_redo(0)


def test_the_first_deal_restarts_after_the_cut_for_dealer() -> None:
    match = started(TWO_HUMANS)
    match.apply(1, Discard(hand(match, 1)[:2]))
    match.apply(0, Discard(hand(match, 0)[:2]))
    match.restart_deal()
    assert len(match.log) == 2
    assert match.log[1].startswith("DEAL:")
    assert len(hand(match, 0)) == 6 == len(hand(match, 1))


def test_a_deal_restarts_the_same_from_a_loaded_record() -> None:
    match = started()
    person = RandomBot(random.Random(2))
    play_bots(match)
    human_decides(match, 0, person)
    play_bots(match)
    loaded = Match.from_record(match.to_record())
    loaded.restart_deal()
    match.restart_deal()
    assert loaded.log == match.log == match.log[:2]


def test_a_finished_game_does_not_restart_its_last_deal() -> None:
    match = started(TWO_BOTS, 2)
    play_bots(match)
    assert match.is_over
    assert not match.can_restart_deal()
    with pytest.raises(IllegalActionError):
        match.restart_deal()


# --- going back in a long game ----------------------------------------------------------

# Each game with seat 0 a person and the rest random bots, played long enough for deals.
GOING_BACK_GAMES: tuple[tuple[str, dict[str, int], int], ...] = (
    ("cribbage", {"target_score": 121}, 2),
    ("skruuvi", {}, 4),
    ("squint", {}, 5),
)

# What the person does next; moves most often, so that the game reaches later deals.
GOING_BACK_STEPS = ("play", "play", "play", "undo", "redo", "restart")


def stands_as_replayed(match: Match) -> None:
    """The match stands exactly as its log replayed afresh from the start, and tells the
    same history as a ``Replay`` of it."""
    fresh = Match.from_record(match.to_record())
    assert fresh.log == match.log
    assert fresh.to_move() == match.to_move()
    assert fresh.state.public_observation() == match.state.public_observation()
    for seat in range(len(match.seats)):
        assert fresh.observation(seat) == match.observation(seat)
    steps = Replay(match.game_id, match.options, match.log).steps
    assert match.history() == tuple((step.seat, step.events) for step in steps)
    assert match.events() == fresh.events() == tuple(e for step in steps for e in step.events)


@settings(max_examples=12, deadline=None)
@given(
    game=st.sampled_from(GOING_BACK_GAMES),
    seed=st.integers(1, 10_000),
    steps=st.lists(st.sampled_from(GOING_BACK_STEPS), max_size=60),
)
def test_undo_redo_and_restart_stand_as_a_fresh_replay_of_the_log(
    game: tuple[str, dict[str, int], int], seed: int, steps: list[str]
) -> None:
    """Going back replays from the state kept as the deal was dealt: after any mix of
    moves, undo, redo and restarts over several deals the match is its log replayed."""
    game_id, options, players = game
    bots = (SeatConfig(f"Bot {i}", "bot", "random") for i in range(1, players))
    seats = (SeatConfig("Maija", "human"), *bots)
    match = Match(game_id, options, seats, seed)
    match.start()
    person = RandomBot(random.Random(seed))
    for step in steps:
        if match.is_over:
            break
        if step == "play":
            for _ in range(8):  # a few of the person's moves and the bots' after each
                play_bots(match)
                if match.is_over or 0 not in match.to_move():
                    break
                human_decides(match, 0, person)
        elif step == "undo" and match.can_undo(0):
            match.undo(0)
        elif step == "redo" and match.can_redo(0):
            match.redo(0)
        elif step == "restart" and match.can_restart_deal():
            match.restart_deal()
        stands_as_replayed(match)
