"""How often a hint can say no more than "the strongest computer player's choice".

Seeded games of each game are played with every seat taking the hint the table would give
(the strongest level, seeded as the match driver seeds a hint), and at every decision the
hint's reason is worded in English as the table words it. The share of reasons that fall
back to the plain judgement is printed per game, over all decisions and over real choices
(more than one legal move), with each kind of reason the bots gave and how often.

    python -m benchmarks.hint_reasons --games 4 --decisions 120 --seed 1
"""

from __future__ import annotations

import argparse
import json
import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from skruuvi_gui.bots import make_bot, strongest_level
from skruuvi_gui.bots.reasons import advise
from skruuvi_gui.match import Match, SeatConfig
from skruuvi_gui.progress import Progress
from skruuvi_gui.rules import game_spec
from skruuvi_gui.ui.guide.hint_reason import hint_reason, judgement_text

#: Seats and rule options per game: the usual table, kept short where a game is long.
TABLES: dict[str, tuple[int, Mapping[str, Any]]] = {
    "cribbage": (2, {}),
    "skruuvi": (4, {"length": "alkupeli"}),
    "squint": (5, {}),
}


@dataclass
class Tally:
    """Hints counted for one game: all, real choices, and those that fell back."""

    hints: int = 0
    choices: int = 0
    fallbacks: int = 0
    choice_fallbacks: int = 0
    kinds: Counter[str] = field(default_factory=Counter)
    fallen: Counter[str] = field(default_factory=Counter)


def tally_game(game_id: str, games: int, decisions: int, seed: int) -> Tally:
    """Play ``games`` seeded games of ``game_id`` by the hints, at most ``decisions`` each."""
    seats_count, options = TABLES[game_id]
    seats = tuple(SeatConfig(f"P{seat}", "human") for seat in range(seats_count))
    level = strongest_level(game_id)
    judgement = judgement_text()
    tally = Tally()
    progress = Progress(games, f"{game_id} games")
    for number in progress.track(range(games)):
        match = Match(game_id, game_spec(game_id).check_options(options), seats, seed + number)
        match.start()
        for _ in range(decisions):
            if match.is_over:
                break
            seat = match.to_move()[0]
            observation = match.observation(seat)
            key = f"{match.seed}:hint:{len(match.log)}"
            advice = advise(make_bot(game_id, level, random.Random(key)), observation)
            text = hint_reason(observation, advice.action, advice.reason)
            kind = advice.reason.kind if advice.reason is not None else "none"
            tally.hints += 1
            tally.kinds[kind] += 1
            choice = len(observation.legal) > 1
            tally.choices += choice
            if text == judgement:
                tally.fallbacks += 1
                tally.choice_fallbacks += choice
                tally.fallen[f"{type(advice.action).__name__}/{kind}"] += 1
            match.apply(seat, advice.action)
    return tally


def share(part: int, whole: int) -> float:
    return 100.0 * part / whole if whole else 0.0


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Hints that can only name the bot's choice.")
    parser.add_argument("--games", type=int, default=4, help="seeded games per game")
    parser.add_argument("--decisions", type=int, default=120, help="decisions per game at most")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--game", choices=sorted(TABLES), action="append")
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    args = parser.parse_args(argv)
    results = {
        game_id: tally_game(game_id, args.games, args.decisions, args.seed)
        for game_id in args.game or sorted(TABLES)
    }
    if args.json:
        rows = {
            game_id: {
                "hints": t.hints,
                "fallbacks": t.fallbacks,
                "fallback_percent": share(t.fallbacks, t.hints),
                "choices": t.choices,
                "choice_fallbacks": t.choice_fallbacks,
                "choice_fallback_percent": share(t.choice_fallbacks, t.choices),
                "kinds": dict(t.kinds),
                "fell_back": dict(t.fallen),
            }
            for game_id, t in results.items()
        }
        print(json.dumps(rows, indent=2))
        return
    head = ("game", "hints", "plain", "share", "choices", "plain", "share")
    print("{:<10} {:>6} {:>6} {:>7}   {:>7} {:>6} {:>7}".format(*head))
    for game_id, t in results.items():
        plain = share(t.fallbacks, t.hints)
        choice_plain = share(t.choice_fallbacks, t.choices)
        print(
            f"{game_id:<10} {t.hints:>6} {t.fallbacks:>6} {plain:>6.1f}%"
            f"   {t.choices:>7} {t.choice_fallbacks:>6} {choice_plain:>6.1f}%"
        )
        if t.fallen:
            print("           plain:", ", ".join(f"{k} {n}" for k, n in t.fallen.most_common()))
        print("           kinds:", ", ".join(f"{k} {n}" for k, n in t.kinds.most_common()))


if __name__ == "__main__":
    main()
