"""A match's bots thinking in their own process choose as they would in the table's: the
same seat, seed and observations give the same choices, a hint the same as a fresh bot of
its level and seed; a bot's error comes back as an error; closing ends the process at once,
and a process that ends unasked hands back what it left open."""

from __future__ import annotations

import os
import queue
import random
import signal
import time

import pytest

from skruuvi_gui.bots import make_bot
from skruuvi_gui.bots.process import BotProcess
from skruuvi_gui.bots.reasons import Advice
from skruuvi_gui.match import Match, SeatConfig
from skruuvi_gui.rules.api import Action

Answers = queue.Queue[tuple[int, Action | Exception]]
WAIT = 60


def started(
    game_id: str, seed: int, levels: dict[int, str], lost: queue.Queue[list[int]] | None = None
) -> tuple[BotProcess[int], Answers]:
    answers: Answers = queue.Queue()

    def ended(tags: list[int]) -> None:
        if lost is None:
            raise AssertionError(f"the process ended with {tags} open")
        lost.put(tags)

    process: BotProcess[int] = BotProcess(
        game_id, seed, levels, lambda tag, result: answers.put((tag, result)), ended
    )
    return process, answers


def bots_match(game_id: str, seats: int, level: str, seed: int) -> Match:
    match = Match(game_id, {}, [SeatConfig(f"b{i}", "bot", level) for i in range(seats)], seed)
    match.start()
    return match


@pytest.mark.parametrize(
    ("game_id", "seats", "level"), [("cribbage", 2, "normal"), ("skruuvi", 4, "easy")]
)
def test_the_process_chooses_as_the_match_s_own_bots(game_id: str, seats: int, level: str) -> None:
    match = bots_match(game_id, seats, level, 3)
    process, answers = started(game_id, 3, dict.fromkeys(range(seats), level))
    try:
        for decision in range(40):
            seat = match.bot_seats_to_move()[0]
            observation = match.observation(seat)
            assert process.ask(decision, seat, observation)
            ours = match.bot_for(seat).choose(observation)
            assert answers.get(timeout=WAIT) == (decision, ours)
            match.apply(seat, ours)
    finally:
        process.close()


def test_a_hint_is_a_fresh_bot_of_its_level_and_seed() -> None:
    match = bots_match("cribbage", 2, "easy", 8)
    seat = match.bot_seats_to_move()[0]
    observation = match.observation(seat)
    process, answers = started("cribbage", 8, {})
    try:
        for number, key in enumerate(("8:hint:2", "8:hint:9")):
            assert process.ask(number, seat, observation, ("expert", key))
            fresh = make_bot("cribbage", "expert", random.Random(key)).choose(observation)
            assert answers.get(timeout=WAIT) == (number, Advice(fresh))
    finally:
        process.close()


def test_a_bot_s_error_comes_back_as_an_error() -> None:
    match = bots_match("cribbage", 2, "easy", 8)
    seat = match.bot_seats_to_move()[0]
    process, answers = started("cribbage", 8, {1 - seat: "easy"})
    try:
        assert process.ask(0, seat, match.observation(seat))  # no bot sits there
        number, result = answers.get(timeout=WAIT)
        assert number == 0 and isinstance(result, KeyError)
        assert process.is_alive()
    finally:
        process.close()


def test_closing_ends_the_process_while_it_thinks() -> None:
    match = bots_match("skruuvi", 4, "expert", 2)
    seat = match.bot_seats_to_move()[0]
    process, answers = started("skruuvi", 2, dict.fromkeys(range(4), "expert"))
    assert process.ask(0, seat, match.observation(seat))
    assert process.thinking()
    process.close()
    assert not process.is_alive()
    assert answers.empty()
    assert not process.ask(1, seat, match.observation(seat))


def test_closing_without_waiting_returns_at_once_and_passes_nothing_on() -> None:
    match = bots_match("skruuvi", 4, "expert", 2)
    seat = match.bot_seats_to_move()[0]
    process, answers = started("skruuvi", 2, dict.fromkeys(range(4), "expert"))
    assert process.ask(0, seat, match.observation(seat))
    process.close(wait=False)
    assert not process.thinking()
    assert not process.ask(1, seat, match.observation(seat))
    deadline = time.monotonic() + WAIT
    while process.is_alive() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not process.is_alive()  # reaped on its thread
    assert answers.empty()


def test_a_process_that_ends_unasked_hands_back_the_decisions_left_open() -> None:
    match = bots_match("skruuvi", 4, "expert", 2)
    seat = match.bot_seats_to_move()[0]
    lost: queue.Queue[list[int]] = queue.Queue()
    process, _ = started("skruuvi", 2, dict.fromkeys(range(4), "expert"), lost)
    try:
        assert process.ask(7, seat, match.observation(seat))
        assert process.pid is not None
        os.kill(process.pid, signal.SIGKILL)
        assert lost.get(timeout=WAIT) == [7]
        assert not process.thinking()
    finally:
        process.close()
