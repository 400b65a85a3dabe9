"""How long the longest records the program accepts take to load, and how quickly a longer
one is refused.

For each game a record of random bots is played as long as their game lasts or up to the
longest the rules allow in practice (``match.record.longest``): Cribbage to 121 between two,
and a match of four games won between three (a game of random bots ends long before the
bound), a whole Skruuvi session, and Squint's 60 deals without a deal limit. Each is timed
as a start or File → Open takes it: read, checked and replayed into a match
(``storage.parse_file`` with ``autosave.resumed``), which keeps what each action caused for
the docks. Then a Squint record of
783,532 actions (7.9 MB, the length of an endless game) is refused, timed from the file to
the refusal.

``--window`` puts games on the table of the real main window (offscreen unless ``DISPLAY``
is set), the person at seat 0, while a 5 ms timer ticks on the GUI thread: the longest gap
between two ticks is the longest the window stood still. First a new game of each game
(Game → New's own path), then each record, cut where the person is to decide before its
end: opened through File → Open, resumed as a start resumes the saved game (the record as
the autosave, the question answered Resume), its person's last decision undone, and
replayed as the library's Replay button does (a window of its own). Each is
timed from the call until the table stands, and its gaps followed for a while after, as
the game log fills in; the endless record is timed from the open to its message. Beside the
gap, ``busiest`` is the most the GUI thread itself ran within one gap (other load on the
machine stretches a gap, but does not add to this). A Squint record of one deal is the
floor: what setting up a table costs whatever the record's length. The window is left
alone for a few seconds after it is shown, as a person looks at it before their first
choice, while it does the first table's work ahead (``ui/window/warming.py``).

``--tables N`` opens the long records in turn, N tables in all, in one window: after each
table the resident memory, the objects set aside from Python's collections
(``ui/collector.py``) and how long the collection after the set-up took, to show that
nothing of the tables put away is kept.

    python -m benchmarks.long_records --repeat 3
    python -m benchmarks.long_records --window --repeat 3
    python -m benchmarks.long_records --window --tables 24
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from skruuvi_gui import storage
from skruuvi_gui.match import Match, Record, SeatConfig
from skruuvi_gui.match.autosave import resumed
from skruuvi_gui.match.record import MOST_ITEMS, longest
from skruuvi_gui.rules import game_spec

if TYPE_CHECKING:
    from skruuvi_gui.ui.main_window import MainWindow

#: Each record's name, its game, options that keep random bots playing to the bound, and
#: its players.
LONGEST: tuple[tuple[str, str, dict[str, Any], int], ...] = (
    ("cribbage", "cribbage", {"target_score": 121}, 2),
    ("cribbage match", "cribbage", {"target_score": 121, "games_to_win": 4, "num_players": 3}, 3),
    ("skruuvi", "skruuvi", {"length": "session"}, 4),
    ("squint", "squint", {"target_score": 1_000_000}, 5),
)

#: The actions of a Squint game that never ends, as an endless game's record would hold.
ENDLESS_ACTIONS = 783_532

#: How long the window's gaps are followed after a record is on the table, in seconds.
SETTLE_SECONDS = 1.5

#: How long the window is left alone once shown, before the first game, in seconds.
IDLE_SECONDS = 3.0


def longest_record(
    game: str, options: dict[str, Any], players: int, *, unfinished: bool = False
) -> dict[str, Any]:
    """Random bots' moves until their game ends or nearly reaches the bound; seat 0 is
    named a person's, so that the table waits for them once the record is opened. An
    ``unfinished`` record stops at the last moment seat 0 was to decide."""
    complete = game_spec(game).check_options(options)
    bound = longest(game, complete)
    seats = [SeatConfig(f"Bot {i}", "bot", "random") for i in range(players)]
    match = Match(game, complete, seats, 1)
    match.start()
    decided, played = 0, False  # when seat 0 was last to decide, having decided before
    while not match.is_over and len(match.log) < max(bound - 200, bound // 2):
        seat = match.to_move()[0]
        if seat == 0:
            decided = len(match.log) if played else decided
            played = True
        match.apply(seat, match.bot_for(seat).choose(match.observation(seat)))
    data = match.to_record().to_json()
    data["seats"][0]["kind"] = "human"
    if unfinished:
        data["actions"] = data["actions"][:decided]
    return data


def endless_record() -> dict[str, Any]:
    """A Squint record of ``ENDLESS_ACTIONS`` card plays, as long as an endless game would
    make it (7.9 MB written without spaces)."""
    data = longest_record("squint", {"target_score": 1_000_000, "deal_limit": 2}, 5)
    plays = sorted(data["actions"], key=len)[: len(data["actions"]) // 2]  # the card plays
    data["actions"] = (plays * (ENDLESS_ACTIONS // len(plays) + 1))[:ENDLESS_ACTIONS]
    return data


def load(path: Path) -> float:
    started = time.perf_counter()
    storage.parse_file(path, resumed, MOST_ITEMS)
    return time.perf_counter() - started


def refuse(path: Path) -> tuple[float, str]:
    """How long the record at ``path`` takes to be refused as every reader of records
    refuses it, and why."""
    started = time.perf_counter()
    try:
        storage.parse_file(path, Record.from_json, MOST_ITEMS)
    except storage.DamagedFileError as error:
        return time.perf_counter() - started, f"{error.damage}: {error.reason}"
    raise AssertionError(f"{path.name} was not refused")


def write_records(folder: Path) -> list[tuple[str, Path, int, int]]:
    """The longest records, each with its name, file, actions and bound."""
    written = []
    for name, game, options, players in LONGEST:
        data = longest_record(game, options, players)
        path = folder / f"{name.replace(' ', '-')}.json"
        path.write_text(json.dumps(data))
        bound = longest(game, game_spec(game).check_options(options))
        written.append((name, path, len(data["actions"]), bound))
    return written


def on_files(repeat: int, folder: Path) -> None:
    for name, path, actions, bound in write_records(folder):
        times = [load(path) for _ in range(repeat)]
        print(
            f"{name:14} {actions:6} actions (bound {bound:6})  "
            f"load median {statistics.median(times):.2f} s  slowest {max(times):.2f} s"
        )
    path = folder / "endless.json"
    path.write_text(json.dumps(endless_record(), separators=(",", ":")))
    refusals = [refuse(path) for _ in range(repeat)]
    print(
        f"endless squint, {path.stat().st_size / 1e6:.1f} MB: refused "
        f"({refusals[0][1]}) median {statistics.median(t for t, _ in refusals):.2f} s  "
        f"slowest {max(t for t, _ in refusals):.2f} s"
    )


def timed_in_window(do: Callable[[], object]) -> tuple[float, float, float]:
    """Call ``do`` on the GUI thread while ticking: the seconds it took, the longest gap
    from the call until ``SETTLE_SECONDS`` after, and the most the GUI thread itself ran
    within one gap, in milliseconds."""
    from PySide6.QtCore import QTimer

    from benchmarks.gui_stall import ticking

    took: list[float] = []

    def begin(loop: Any) -> None:
        def call() -> None:
            started = time.perf_counter()
            do()
            took.append(time.perf_counter() - started)
            QTimer.singleShot(int(SETTLE_SECONDS * 1000), loop.quit)

        QTimer.singleShot(20, call)

    gaps = ticking(60, None, begin)[1:]
    return took[0], max(gap.ms for gap in gaps), max(gap.cpu_ms for gap in gaps)


def open_replay(window: MainWindow, record: Record, shown: list[Any]) -> None:
    """Replay ``record`` as the library's Replay button does (the replay made on a thread,
    then its window), keeping the window in ``shown``."""
    shown.append(window._library_window().replay(record))


def resume_at_start(app: Any, window: MainWindow, path: Path, autosave: Path) -> None:
    """Resume the record at ``path`` as the start resumes the saved game."""
    autosave.write_bytes(path.read_bytes())
    app.begin_play(window)


def report(name: str, runs: list[tuple[float, float, float]]) -> None:
    took, longest_gap, busiest = (statistics.median(run[i] for run in runs) for i in range(3))
    print(
        f"{name:24} {took:5.2f} s (slowest {max(r[0] for r in runs):.2f} s)  "
        f"longest gap {longest_gap:6.1f} ms (runs {min(r[1] for r in runs):.1f}-"
        f"{max(r[1] for r in runs):.1f})  busiest {busiest:6.1f} ms "
        f"({min(r[2] for r in runs):.1f}-{max(r[2] for r in runs):.1f})",
        flush=True,
    )


def rest(app: Any, seconds: float) -> None:
    """Leave the window alone for ``seconds``, its events served."""
    until = time.perf_counter() + seconds
    while time.perf_counter() < until:
        app.processEvents()
        time.sleep(0.005)


def resident_mb() -> float:
    """This process's resident set size now (Linux)."""
    return int(Path("/proc/self/statm").read_text().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def tables_in_turn(app: Any, window: MainWindow, paths: list[Path], tables: int) -> None:
    """Open ``paths`` in turn, ``tables`` in all, each left alone a second: what is kept."""
    from skruuvi_gui.ui.window import games

    collecting: Callable[[], None] = getattr(games, "collect_all_not_set_aside")  # noqa: B009
    took: list[float] = []

    def timed() -> None:
        started = time.perf_counter()
        collecting()
        took.append((time.perf_counter() - started) * 1000)

    setattr(games, "collect_all_not_set_aside", timed)  # noqa: B010
    print(f"warmed up: {resident_mb():.1f} MB, {gc.get_freeze_count()} objects set aside")
    for table in range(tables):
        path = paths[table % len(paths)]
        window.load_record_file(path)
        rest(app, 1.0)
        print(
            f"table {table + 1:3} {path.stem:16} {resident_mb():6.1f} MB  set aside "
            f"{gc.get_freeze_count():6}  collection after set-up {took[-1]:5.1f} ms",
            flush=True,
        )
    print(f"collection after set-up: median {statistics.median(took):.1f} ms, most {max(took):.1f}")
    setattr(games, "collect_all_not_set_aside", collecting)  # noqa: B010


def in_window(repeat: int, folder: Path, tables: int = 0) -> None:
    if not os.environ.get("DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["SKRUUVI_GUI_HOME"] = str(folder / "home")
    from skruuvi_gui import app as the_app
    from skruuvi_gui.match.autosave import autosave_path
    from skruuvi_gui.settings import Settings
    from skruuvi_gui.ui import main_window
    from skruuvi_gui.ui.dialogs.new_game import default_new_game
    from skruuvi_gui.ui.i18n import Translations
    from skruuvi_gui.ui.window import games, records

    told: list[str] = []
    setattr(records, "warn", lambda parent, title, text: told.append(text))  # noqa: B010
    setattr(games, "ask_set_aside", lambda parent, game_id: "abandon")  # noqa: B010
    setattr(the_app, "ask_resume", lambda window, game_id: True)  # noqa: B010
    app = the_app.application(sys.argv[:1])
    translations = Translations()
    translations.install("en")
    window = main_window.MainWindow(Settings(animation_speed="normal"), translations)
    window.resize(1280, 800)
    window.show()
    rest(app, IDLE_SECONDS)
    if tables:
        paths = []
        for name, game, options, players in LONGEST:
            path = folder / f"{name.replace(' ', '-')}.json"
            path.write_text(json.dumps(longest_record(game, options, players, unfinished=True)))
            paths.append(path)
        tables_in_turn(app, window, paths, tables)
        window.close()
        return
    for game in ("cribbage", "skruuvi", "squint"):
        new_game = partial(window.start_match, default_new_game(game), seed=1)
        report(f"{game}: new game", [timed_in_window(new_game) for _ in range(repeat)])
    first = folder / "squint-first-deal.json"
    first.write_text(json.dumps(longest_record("squint", {"deal_limit": 1}, 5, unfinished=True)))
    opened = [("squint 1 deal", first)]
    for name, game, options, players in LONGEST:
        path = folder / f"{name.replace(' ', '-')}.json"
        path.write_text(json.dumps(longest_record(game, options, players, unfinished=True)))
        opened.append((name, path))
    for name, path in opened:
        open_it = partial(window.load_record_file, path)
        report(f"{name}: open", [timed_in_window(open_it) for _ in range(repeat)])
        resume = partial(resume_at_start, the_app, window, path, autosave_path())
        report(f"{name}: resume", [timed_in_window(resume) for _ in range(repeat)])
        undone = []
        for _ in range(repeat):
            window.load_record_file(path)
            assert window.driver is not None and window.driver.can_undo()
            undone.append(timed_in_window(window.undo))
        report(f"{name}: undo", undone)
        replays: list[Any] = []
        record = Record.from_json(json.loads(path.read_text()))
        replay = partial(open_replay, window, record, replays)
        report(f"{name}: replay", [timed_in_window(replay) for _ in range(repeat)])
        for shown in replays:
            shown.close()
        rest(app, 1.0)  # the main window active again, before the next record is timed
    endless = folder / "endless.json"
    endless.write_text(json.dumps(endless_record(), separators=(",", ":")))
    refuse_it = partial(window.load_record_file, endless)
    report("endless squint: open", [timed_in_window(refuse_it) for _ in range(repeat)])
    if told:
        print(f"the endless record's message: {told[-1]!r}")
    window.close()


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else "")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--window", action="store_true", help="open them in the main window")
    parser.add_argument("--tables", type=int, default=0, help="with --window: open N in turn")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        if args.window:
            in_window(args.repeat, Path(folder), args.tables)
        else:
            on_files(args.repeat, Path(folder))


if __name__ == "__main__":
    main()
