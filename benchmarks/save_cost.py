"""What saving after a move costs the thread that asks for it: the whole atomic write (two
files, four ``fsync`` calls), as the GUI thread did before, against making the record and
handing it to a ``SaveWriter``, as it does now.

A four-player Skruuvi match of random bots is played ``--actions`` actions in; the per-user
folder is a fresh one under ``--folder`` (default: the system's temporary folder), so the
disk under it is the one measured. Prints the median, 90th percentile and slowest of
``--repeat`` saves each way.

    python -m benchmarks.save_cost --repeat 40
"""

from __future__ import annotations

import argparse
import functools
import os
import statistics
import tempfile
import time
from collections.abc import Sequence


def summary(times: list[float]) -> str:
    ordered = sorted(times)
    return (
        f"median {statistics.median(ordered):6.2f} ms  "
        f"p90 {ordered[int(0.9 * len(ordered))]:6.2f} ms  slowest {ordered[-1]:6.2f} ms"
    )


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=40)
    parser.add_argument("--actions", type=int, default=300, help="actions into the match")
    parser.add_argument("--folder", default=None, help="where the per-user folder is made")
    args = parser.parse_args(argv)
    home = tempfile.TemporaryDirectory(prefix="save-cost-", dir=args.folder)
    os.environ["SKRUUVI_GUI_HOME"] = home.name
    # The folder is chosen before these read it.
    from skruuvi_gui.match import Match, SeatConfig, autosave
    from skruuvi_gui.match.autosave import autosave_bytes, autosave_path, write_autosave
    from skruuvi_gui.save_writer import SaveWriter

    match = Match("skruuvi", {}, [SeatConfig(f"bot {i}", "bot", "random") for i in range(4)], 1)
    match.start()
    while len(match.log) < args.actions and not match.is_over:
        seat = match.bot_seats_to_move()[0]
        match.apply(seat, match.bot_action(seat))
    writer = SaveWriter()
    whole: list[float] = []
    handed: list[float] = []
    for _ in range(args.repeat):
        started = time.perf_counter()
        autosave(match)
        whole.append((time.perf_counter() - started) * 1000)
        started = time.perf_counter()
        path, data = autosave_path(), autosave_bytes(match)
        writer.submit(functools.partial(write_autosave, path, data))
        handed.append((time.perf_counter() - started) * 1000)
        writer.flush()  # the next save starts with nothing under way
    writer.close()
    print(f"{len(match.log)} actions, a record of {len(autosave_bytes(match))} bytes")
    print(f"whole write on the asking thread:  {summary(whole)}")
    print(f"record handed to the writer:       {summary(handed)}")
    home.cleanup()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
