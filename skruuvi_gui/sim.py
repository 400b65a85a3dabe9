"""``skruuvi-sim``: bots play seeded games headless, to find crashes and measure speed.

Game ``i`` uses seed ``S + i``, so a game that raised can be played again alone with
``--games 1 --seed S+i``. The exit status is 1 when any game raised. On a terminal, a run
longer than a few seconds shows its progress on stderr.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import traceback
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from skruuvi_gui.bots import levels
from skruuvi_gui.match import Match, SeatConfig, play_bots
from skruuvi_gui.progress import Progress
from skruuvi_gui.rules import GAMES, game_spec

#: More decisions than any game of any registered game needs: a game past this is stuck.
MAX_DECISIONS = 100_000


def sim_options(game_id: str, options: dict[str, Any] | None) -> dict[str, Any]:
    """The options to simulate with: those given, and for a game whose end is a target
    score that weak bots may never reach (Squint's totals can drift below zero for good),
    its longest deal limit unless one was given, so that every game ends."""
    spec = game_spec(game_id)
    chosen = dict(options or {})
    for option in spec.options:
        if option.key == "deal_limit" and option.key not in chosen:
            chosen[option.key] = max(c for c in option.choices if isinstance(c, int))
    return spec.check_options(chosen)


@dataclass(frozen=True)
class SimResult:
    games: int
    errors: int
    actions: int
    seconds: float

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds > 0 else 0.0

    @property
    def actions_per_second(self) -> float:
        return self.actions / self.seconds if self.seconds > 0 else 0.0

    def to_json(self) -> dict[str, Any]:
        return {
            "games": self.games,
            "errors": self.errors,
            "actions": self.actions,
            "seconds": round(self.seconds, 6),
            "games_per_second": round(self.games_per_second, 3),
            "actions_per_second": round(self.actions_per_second, 3),
        }


def simulate(
    game_id: str,
    games: int,
    seed: int,
    level: str,
    options: dict[str, Any] | None = None,
    progress: Progress | None = None,
) -> SimResult:
    """Play ``games`` all-bot games; a game that raises counts as an error and is reported on
    stderr with its seed. Each finished game is counted on ``progress``."""
    checked = sim_options(game_id, options)
    seats = [
        SeatConfig(f"{level} {seat + 1}", "bot", level)
        for seat in range(game_spec(game_id).num_seats(checked))
    ]
    errors = actions = 0
    started = time.perf_counter()
    for number in range(games):
        match = Match(game_id, checked, seats, seed + number)
        try:
            match.start()
            play_bots(match, MAX_DECISIONS)
            if not match.is_over:
                raise RuntimeError(f"no end after {MAX_DECISIONS} decisions")
        except Exception:
            errors += 1
            print(f"game with seed {seed + number} raised:", file=sys.stderr)
            traceback.print_exc(file=sys.stderr)
        actions += len(match.log)
        if progress is not None:
            progress.advance()
    return SimResult(games, errors, actions, time.perf_counter() - started)


def _option(text: str) -> tuple[str, Any]:
    key, sep, value = text.partition("=")
    if not sep:
        raise argparse.ArgumentTypeError(f"expected KEY=VALUE, not {text!r}")
    try:
        return key, json.loads(value)
    except json.JSONDecodeError:
        return key, value


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="skruuvi-sim", description="Bots play seeded games headless; prints a summary."
    )
    parser.add_argument("--game", choices=sorted(GAMES), default="cribbage")
    parser.add_argument("--games", type=int, default=100, help="how many games (default 100)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the first game")
    parser.add_argument("--bots", default="random", metavar="LEVEL", help="every seat's level")
    parser.add_argument(
        "--option",
        type=_option,
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a rule option, value as JSON (e.g. num_players=3); repeatable. Squint plays to "
        "its longest deal limit unless deal_limit is given (null: none)",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    if args.games < 0:
        parser.error("--games cannot be negative")
    if args.bots not in levels(args.game):
        parser.error(f"{args.game} offers bot levels {', '.join(levels(args.game))}")
    try:
        with Progress(args.games, "games", args.game) as progress:
            result = simulate(
                args.game, args.games, args.seed, args.bots, dict(args.option), progress
            )
    except ValueError as error:
        parser.error(str(error))
    if args.json:
        summary = {"game": args.game, "bots": args.bots, "seed": args.seed, **result.to_json()}
        print(json.dumps(summary))
    else:
        print(
            f"{args.game}: {result.games} games, {result.errors} errors, "
            f"{result.actions} actions in {result.seconds:.2f} s "
            f"({result.games_per_second:.1f} games/s, {result.actions_per_second:.0f} actions/s)"
        )
    return 1 if result.errors else 0


if __name__ == "__main__":
    sys.exit(main())
