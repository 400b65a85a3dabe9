"""Cribbage games per second with random legal moves: our engine against OpenSpiel's C++ one.

Both loops run in this process, from Python, the same way: take a random legal action (or
draw a chance outcome) until the game ends. Ours is timed twice, on the bare engine and
through a ``Match`` with random bots (the path ``skruuvi-sim`` takes). OpenSpiel is skipped
with a message when ``pyspiel`` is not installed (``pip install open-spiel``).

With ``--whole-process`` it times whole processes instead, as a user would run them:
``skruuvi-sim --game G --games N --bots random`` for each game (N/10 Skruuvi sessions and
Squint games of five deals), and a Python process playing
N OpenSpiel cribbage games the same way, each from launch to exit (imports included). Wall
time and the child's CPU time are both printed; on a shared machine the CPU time is the
steadier figure.

Run: ``python -m benchmarks.sim_throughput [--games N] [--repeat R] [--seed S]``
or ``python -m benchmarks.sim_throughput --whole-process --games 2000 [--repeat R]``.
"""

from __future__ import annotations

import argparse
import importlib
import random
import resource
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
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


#: The OpenSpiel loop above as a program of its own: ``python -c OPENSPIEL_CHILD GAMES SEED``.
OPENSPIEL_CHILD = """
import random, sys, pyspiel
game = pyspiel.load_game("cribbage")
rng = random.Random(int(sys.argv[2]))
for _ in range(int(sys.argv[1])):
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes, weights = zip(*state.chance_outcomes())
            state.apply_action(rng.choices(outcomes, weights)[0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
"""

#: Options that let random bots finish a game: with the default open-ended Squint game a
#: random field drifts below zero and never reaches the target score.
WHOLE_PROCESS_OPTIONS: dict[str, tuple[str, ...]] = {
    "cribbage": (),
    "skruuvi": (),
    "squint": ("--option", "deal_limit=5"),
}

#: A Skruuvi session or a Squint game is many cribbage games long: fewer of them are timed.
OTHER_GAMES_SHARE = 10


def process_seconds(argv: list[str]) -> tuple[float, float]:
    """Wall and CPU seconds (user + system) of one run of ``argv`` to its exit."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    subprocess.run(argv, check=True, stdout=subprocess.DEVNULL)
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def whole_process(label: str, argv: list[str], games: int, repeat: int) -> float:
    """Prints the median games per second by wall and by CPU time; returns the CPU figure."""
    runs = [process_seconds(argv) for _ in range(repeat)]
    wall = statistics.median(run[0] for run in runs)
    cpu = statistics.median(run[1] for run in runs)
    print(
        f"{label}: {games} games, median wall {wall:.2f} s ({games / wall:.0f} games/s), "
        f"CPU {cpu:.2f} s ({games / cpu:.0f} games/s) over {repeat} runs"
    )
    return games / cpu


def whole_processes(games: int, seed: int, repeat: int) -> int:
    sim = str(Path(sys.executable).with_name("skruuvi-sim"))
    ours: dict[str, float] = {}
    for game, options in WHOLE_PROCESS_OPTIONS.items():
        count = games if game == "cribbage" else max(1, games // OTHER_GAMES_SHARE)
        argv = [sim, "--game", game, "--games", str(count), "--seed", str(seed)]
        argv += ["--bots", "random", *options]
        ours[game] = whole_process(" ".join(["skruuvi-sim", *argv[1:]]), argv, count, repeat)
    try:
        importlib.import_module("pyspiel")
    except ImportError:
        print("OpenSpiel is not installed (pip install open-spiel): comparison skipped")
        return 0
    argv = [sys.executable, "-c", OPENSPIEL_CHILD, str(games), str(seed)]
    theirs = whole_process("OpenSpiel cribbage, random moves", argv, games, repeat)
    print(f"ratio skruuvi-sim cribbage / OpenSpiel (CPU): {ours['cribbage'] / theirs:.2f}")
    return 0


def games_per_second(timing: Timing, games: int) -> float:
    return games / timing.median


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.sim_throughput")
    parser.add_argument("--games", type=int, default=200, help="games per timed run")
    parser.add_argument("--repeat", type=int, default=3, help="timed runs per figure")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--whole-process", action="store_true", help="time whole skruuvi-sim processes"
    )
    args = parser.parse_args(argv)
    if args.whole_process:
        return whole_processes(args.games, args.seed, args.repeat)

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
