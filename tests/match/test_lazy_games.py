"""A match loads the rules and bots of its own game only: the registries know every game's
id and bot levels without importing any game."""

from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest

from skruuvi_gui.bots import levels, make_bot
from skruuvi_gui.bots.cribbage import CRIBBAGE_BENCHMARK_LEVELS, CRIBBAGE_LEVELS
from skruuvi_gui.bots.skruuvi import SKRUUVI_BENCHMARK_LEVELS, SKRUUVI_LEVELS
from skruuvi_gui.bots.squint import SQUINT_LEVELS
from skruuvi_gui.rules import GAMES

#: Plays a few bot moves of one game and prints the games whose rules or bots were loaded.
CHILD = """
import json, sys
from skruuvi_gui.match import Match, SeatConfig, play_bots
game = sys.argv[1]
seats = [SeatConfig(f"bot {i}", "bot", "normal") for i in range(int(sys.argv[2]))]
match = Match(game, {}, seats, 3)
match.start()
play_bots(match, 6)
print(json.dumps(sorted(
    name.split(".")[2] for name in sys.modules
    if name.startswith(("skruuvi_gui.rules.", "skruuvi_gui.bots."))
    and name.split(".")[2] in ("cribbage", "skruuvi", "squint")
)))
"""


@pytest.mark.parametrize(("game", "seats"), [("cribbage", 2), ("squint", 5)])
def test_a_match_loads_only_its_own_game(game: str, seats: int) -> None:
    out = subprocess.run(
        [sys.executable, "-c", CHILD, game, str(seats)],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    assert set(json.loads(out.stdout)) == {game}


def test_the_registries_name_each_game_as_its_own_package_does() -> None:
    assert [GAMES[game_id].id for game_id in GAMES] == ["cribbage", "skruuvi", "squint"]
    assert levels("cribbage") == ("random", *CRIBBAGE_LEVELS)
    assert levels("skruuvi") == ("random", *SKRUUVI_LEVELS)
    assert levels("squint") == ("random", *SQUINT_LEVELS)
    for game_id, benchmark_levels in (
        ("cribbage", CRIBBAGE_BENCHMARK_LEVELS),
        ("skruuvi", SKRUUVI_BENCHMARK_LEVELS),
    ):
        for level in benchmark_levels:
            assert level not in levels(game_id)
            assert make_bot(game_id, level, random.Random(0))
