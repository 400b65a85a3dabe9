"""Cribbage games per second with random legal moves: our engine against OpenSpiel's C++ one.

Both loops run in this process, from Python, the same way: take a random legal action (or
draw a chance outcome) until the game ends. Ours is timed twice, on the bare engine and
through a ``Match`` with random bots (the path ``skruuvi-sim`` takes). OpenSpiel is skipped
with a message when ``pyspiel`` is not installed (``pip install open-spiel``).

Run: ``python -m benchmarks.sim_throughput [--games N] [--repeat R] [--seed S]``.
"""

from __future__ import annotations

import argparse
import importlib
import random
import sys
from collections.abc import Callable, Sequence
from typing import Any

from benchmarks.harness import Timing, time_callable
from skruuvi_gui.rules import game_spec
from skruuvi_gui.rules.api import CHANCE
from skruuvi_gui.sim import simulate


def engine_games(games: int, seed: int) -> Callable[[], None]:
    """Random playouts on the bare cribbage state, two players."""
    spec = game_spec("cribbage")

    def run() -> None:
        rng = random.Random(seed)
        for _ in range(games):
            state = spec.new_state(spec.default_options())
            while movers := state.to_move():
                seat = movers[0]
                if seat == CHANCE:
                    state.apply(CHANCE, state.sample_chance(rng))
                else:
                    state.apply(seat, rng.choice(state.legal_actions(seat)))

    return run


def match_games(games: int, seed: int) -> Callable[[], None]:
    """The same games through ``Match`` and random bots, as ``skruuvi-sim`` plays them."""

    def run() -> None:
        result = simulate("cribbage", games, seed, "random")
        if result.errors:
            raise RuntimeError(f"{result.errors} games raised")

    return run


def openspiel_games(pyspiel: Any, games: int, seed: int) -> Callable[[], None]:
    """Random playouts on OpenSpiel's cribbage, chance outcomes drawn by their probabilities."""
    game = pyspiel.load_game("cribbage")

    def run() -> None:
        rng = random.Random(seed)
        for _ in range(games):
            state = game.new_initial_state()
            while not state.is_terminal():
                if state.is_chance_node():
                    outcomes, weights = zip(*state.chance_outcomes(), strict=True)
                    state.apply_action(rng.choices(outcomes, weights)[0])
                else:
                    state.apply_action(rng.choice(state.legal_actions()))

    return run


def games_per_second(timing: Timing, games: int) -> float:
    return games / timing.median


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.sim_throughput")
    parser.add_argument("--games", type=int, default=200, help="games per timed run")
    parser.add_argument("--repeat", type=int, default=3, help="timed runs per figure")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)

    ours = time_callable("skruuvi engine", engine_games(args.games, args.seed), args.repeat)
    via_match = time_callable("skruuvi Match", match_games(args.games, args.seed), args.repeat)
    for timing in (ours, via_match):
        print(f"{timing.summary()}; {games_per_second(timing, args.games):.1f} games/s")
    try:
        pyspiel = importlib.import_module("pyspiel")
    except ImportError:
        print("OpenSpiel is not installed (pip install open-spiel): comparison skipped")
        return 0
    theirs = time_callable(
        "OpenSpiel cribbage", openspiel_games(pyspiel, args.games, args.seed), args.repeat
    )
    print(f"{theirs.summary()}; {games_per_second(theirs, args.games):.1f} games/s")
    ratio = games_per_second(ours, args.games) / games_per_second(theirs, args.games)
    print(f"ratio skruuvi engine / OpenSpiel: {ratio:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
