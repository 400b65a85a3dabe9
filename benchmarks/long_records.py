"""How long the longest records the program accepts take to load, and how quickly a longer
one is refused.

For each game a record of random bots is played as long as their game lasts or up to the
longest the rules allow in practice (``match.record.longest``): Cribbage to 121 between two
(a game of random bots ends long before the bound), a whole Skruuvi session, and Squint's
60 deals without a deal limit. Each is timed as a start or File → Open
takes it: read and checked (``storage.parse_file`` with ``Record.from_json``), replayed into
a match (``Match.from_record``) and stepped through once more (``Replay``), as the docks do
when the game is on the table. Then a Squint record of 783,532 actions (7.9 MB, the length
of an endless game) is refused, timed from the file to the refusal.

    python -m benchmarks.long_records --repeat 3
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from skruuvi_gui import storage
from skruuvi_gui.match import Match, Record, SeatConfig
from skruuvi_gui.match.record import longest
from skruuvi_gui.match.replay import Replay
from skruuvi_gui.rules import game_spec

#: Each game, options that keep random bots playing to the bound, and its players.
LONGEST: tuple[tuple[str, dict[str, Any], int], ...] = (
    ("cribbage", {"target_score": 121}, 2),
    ("skruuvi", {"length": "session"}, 4),
    ("squint", {"target_score": 1_000_000}, 5),
)


def longest_record(game: str, options: dict[str, Any], players: int) -> dict[str, Any]:
    """Random bots' moves until their game ends or nearly reaches the bound."""
    complete = game_spec(game).check_options(options)
    bound = longest(game, complete)
    seats = [SeatConfig(f"Bot {i}", "bot", "random") for i in range(players)]
    match = Match(game, complete, seats, 1)
    match.start()
    while not match.is_over and len(match.log) < bound - 200:
        seat = match.to_move()[0]
        match.apply(seat, match.bot_for(seat).choose(match.observation(seat)))
    return match.to_record().to_json()


def load(path: Path) -> float:
    started = time.perf_counter()
    record = storage.parse_file(path, Record.from_json)
    Match.from_record(record)
    Replay(record.game, dict(record.options), record.actions)
    return time.perf_counter() - started


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else "")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        for game, options, players in LONGEST:
            data = longest_record(game, options, players)
            path = Path(folder) / f"{game}.json"
            path.write_text(json.dumps(data))
            times = [load(path) for _ in range(args.repeat)]
            bound = longest(game, game_spec(game).check_options(options))
            print(
                f"{game:9} {len(data['actions']):6} actions (bound {bound:6})  "
                f"load median {statistics.median(times):.2f} s  slowest {max(times):.2f} s"
            )
        data = longest_record("squint", {"target_score": 1_000_000, "deal_limit": 2}, 5)
        plays = sorted(data["actions"], key=len)[: len(data["actions"]) // 2]  # the card plays
        data["actions"] = (plays * (783_532 // len(plays) + 1))[:783_532]
        path = Path(folder) / "endless.json"
        path.write_text(json.dumps(data))
        started = time.perf_counter()
        try:
            storage.parse_file(path, Record.from_json)
        except storage.DamagedFileError as error:
            print(
                f"endless squint, {path.stat().st_size / 1e6:.1f} MB: refused "
                f"({error.damage}) in {time.perf_counter() - started:.2f} s"
            )


if __name__ == "__main__":
    main()
