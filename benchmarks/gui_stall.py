"""The longest stall of the GUI thread while computer players play, in each of the games.

The real main window (offscreen unless ``DISPLAY`` is set, animations at normal speed,
saving the game after every move into a fresh per-user folder) plays the first deals of a
seeded game of bots through its ``MatchDriver``, the bots thinking on worker threads as
they do in play and the table showing seat 0's hand. A precise 5 ms ``QTimer`` ticks on the
GUI thread throughout; the gap between two ticks is how long the thread could not serve
the event loop (a drag, a repaint, an animation frame). Each run prints the longest gap,
the most the GUI thread itself ran within one gap (``busiest``: the table's own work, which
other load on the machine stretches into a longer gap but does not add to), the 99th
percentile and the share of gaps over 50 ms; then the medians over the runs.

Setting up a table (importing the game, drawing its first scene) happens when a person
starts a game and is timed apart, as ``set-up``; the gaps are measured from then until the
deals are played.

``--why`` adds a watchdog thread that, whenever the GUI thread has not ticked for 20 ms,
samples what the GUI thread is running, and prints the code lines it was found in most often
during the stalls: the place to look first, not a profile.

    python -m benchmarks.gui_stall --repeat 3 --deals 2
    python -m benchmarks.gui_stall --game skruuvi --repeat 1 --why
    python -m benchmarks.gui_stall --game squint --switch-interval 1

``--switch-interval`` sets how often Python offers the interpreter lock to another thread
(``sys.setswitchinterval``), to measure whether a shorter interval shortens the GUI thread's
waits while a bot thinks.

The bots think in their match's own process, as in play; ``--threads`` has them think on
worker threads of this process instead, as they do when no process can be started. Each
run also prints how long after the set-up the first computer move was shown and, with a
process, its resident size at the end of the run. Qt and the window are imported inside
the functions: the bots' process imports this script again as its main module, and should
load no more than it does under the app's own launcher.
"""

from __future__ import annotations

import argparse
import gc
import os
import statistics
import sys
import tempfile
import threading
import time
import traceback
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtCore import QEventLoop

    from skruuvi_gui.ui.main_window import MainWindow

GAMES = ("skruuvi", "squint", "cribbage")
SEATS = {"skruuvi": 4, "squint": 5, "cribbage": 2}
TICK_MS = 5
STALL_MS = 50.0
WATCH_MS = 20.0


@dataclass(frozen=True)
class Gap:
    """One gap between ticks: when it ended, how long it was and how much of it the GUI
    thread spent running (the rest it waited: for the interpreter lock or for a core)."""

    end: float
    ms: float
    cpu_ms: float


@dataclass(frozen=True)
class Run:
    """One game's deals: the set-up time and every gap between ticks."""

    game: str
    setup_ms: float
    ticks: tuple[Gap, ...]
    first_move_ms: float = 0.0
    process_mb: float = 0.0
    window_cpu_s: float = 0.0
    full_collections: tuple[float, ...] = ()

    @property
    def gaps(self) -> tuple[float, ...]:
        return tuple(gap.ms for gap in self.ticks)

    @property
    def longest(self) -> float:
        return max(self.gaps, default=0.0)

    @property
    def busiest(self) -> float:
        """The most the GUI thread ran within one gap: the table's own work, which the
        machine's other load lengthens into a longer gap but does not add to."""
        return max((gap.cpu_ms for gap in self.ticks), default=0.0)

    @property
    def p99(self) -> float:
        ordered = sorted(self.gaps)
        return ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))] if ordered else 0.0

    @property
    def over_share(self) -> float:
        """The share of gaps longer than ``STALL_MS``."""
        return sum(gap > STALL_MS for gap in self.gaps) / len(self.gaps) if self.gaps else 0.0

    def summary(self) -> str:
        extra = f"  first move {self.first_move_ms:5.0f} ms" if self.first_move_ms else ""
        extra += f"  bots' process {self.process_mb:5.1f} MB" if self.process_mb else ""
        extra += f"  window's processor {self.window_cpu_s:5.2f} s"
        if self.full_collections:
            extra += (
                f"  full collections {len(self.full_collections)}, "
                f"longest {max(self.full_collections):5.1f} ms"
            )
        return (
            f"{self.game:9} set-up {self.setup_ms:6.0f} ms  ticks {len(self.gaps):6}  "
            f"longest {self.longest:6.1f} ms  busiest {self.busiest:5.1f} ms  "
            f"p99 {self.p99:5.1f} ms  "
            f"over {STALL_MS:.0f} ms {100 * self.over_share:5.2f} %" + extra
        )


def resident_mb(pid: int) -> float:
    """A process's resident set size (Linux; 0 elsewhere)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text(encoding="ascii")
    except OSError:
        return 0.0
    for line in status.splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


class Watchdog(threading.Thread):
    """Samples the GUI thread's stack while it has not ticked for ``WATCH_MS``."""

    def __init__(self, gui_thread: int) -> None:
        super().__init__(daemon=True, name="watchdog")
        self._gui = gui_thread
        self.last_tick = time.perf_counter()
        self.samples: Counter[str] = Counter()
        self.timeline: list[tuple[float, str]] = []
        self._stop = threading.Event()

    def during(self, gap: Gap) -> Counter[str]:
        """The places sampled within ``gap``."""
        start = gap.end - gap.ms / 1000
        return Counter(where for when, where in self.timeline if start <= when <= gap.end)

    def stop(self) -> None:
        self._stop.set()

    def run(self) -> None:
        while not self._stop.wait(0.004):
            if (time.perf_counter() - self.last_tick) * 1000 < WATCH_MS:
                continue
            frame = sys._current_frames().get(self._gui)
            if frame is None:
                continue
            stack = traceback.extract_stack(frame)
            ours = [f for f in stack if "skruuvi_gui" in f.filename][-4:]
            where = " <- ".join(
                f"{os.path.basename(f.filename)}:{f.lineno} {f.name}" for f in reversed(ours)
            )
            where = where or f"{os.path.basename(stack[-1].filename)}:{stack[-1].lineno}"
            self.samples[where] += 1
            self.timeline.append((time.perf_counter(), where))


class FullCollections:
    """How long each of Python's full collections (the oldest generation) took, in any
    thread of the window's process, while it is registered."""

    def __init__(self) -> None:
        self.ms: list[float] = []
        self._began = 0.0

    def __call__(self, phase: str, info: dict[str, int]) -> None:
        if info["generation"] != 2:
            return
        if phase == "start":
            self._began = time.perf_counter()
        else:
            self.ms.append((time.perf_counter() - self._began) * 1000)


def ticking(
    seconds: float, watchdog: Watchdog | None, begin: Callable[[QEventLoop], None] | None = None
) -> list[Gap]:
    """Tick every ``TICK_MS`` on the GUI thread until the event loop quits (or ``seconds``
    pass); ``begin``, when given, is called with the loop once the ticks have begun."""
    from PySide6.QtCore import QEventLoop, Qt, QTimer

    loop = QEventLoop()
    gaps: list[Gap] = []
    last = [time.perf_counter(), time.thread_time()]

    def tick() -> None:
        now, cpu = time.perf_counter(), time.thread_time()
        gaps.append(Gap(now, (now - last[0]) * 1000, (cpu - last[1]) * 1000))
        last[0], last[1] = now, cpu
        if watchdog is not None:
            watchdog.last_tick = now

    timer = QTimer()
    timer.setTimerType(Qt.TimerType.PreciseTimer)
    timer.setInterval(TICK_MS)
    timer.timeout.connect(tick)
    QTimer.singleShot(int(seconds * 1000), loop.quit)
    if watchdog is not None:
        watchdog.last_tick = last[0]
    timer.start()
    if begin is not None:
        begin(loop)
    loop.exec()
    timer.stop()
    if watchdog is not None:
        watchdog.last_tick = float("inf")
    return gaps


def play(
    window: MainWindow,
    game: str,
    level: str,
    seed: int,
    deals: int,
    timeout: float,
    watchdog: Watchdog | None,
) -> Run:
    """Play the first ``deals`` deals of ``game`` in ``window``, ticking throughout."""
    from PySide6.QtCore import QTimer

    from skruuvi_gui.match import Match, SeatConfig
    from skruuvi_gui.rules.api import Dealt, Event, GameOver

    seats = [SeatConfig(f"{level} {seat + 1}", "bot", level) for seat in range(SEATS[game])]
    match = Match(game, {}, seats, seed)
    setup: list[float] = []
    moved: list[float] = []
    process_mb: list[float] = []
    cpu_from: list[float] = []
    collections = FullCollections()

    def begin(loop: QEventLoop) -> None:
        def applied(events: Sequence[Event]) -> None:
            if not moved:
                moved.append((time.perf_counter() - started) * 1000)
            process = window.driver.bot_process if window.driver is not None else None
            if process is not None and process.pid is not None:
                process_mb[:] = [resident_mb(process.pid)]
            for event in events:
                if (isinstance(event, Dealt) and event.deal_number > deals) or isinstance(
                    event, GameOver
                ):
                    QTimer.singleShot(0, loop.quit)

        started = time.perf_counter()
        window.install_match(match, match.start(), watch=0)
        setup.append((time.perf_counter() - started) * 1000)
        cpu_from.append(time.process_time())
        gc.callbacks.append(collections)
        assert window.driver is not None
        window.driver.events_applied.connect(applied)

    gaps = ticking(timeout, watchdog, begin)
    gc.callbacks.remove(collections)
    # The set-up, timed apart, is the first gap's; the gaps start once the table stands.
    return Run(
        game,
        setup[0],
        tuple(gaps[1:]),
        moved[0] if moved else 0.0,
        process_mb[0] if process_mb else 0.0,
        time.process_time() - cpu_from[0],
        tuple(collections.ms),
    )


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", choices=GAMES, help="default: all three")
    parser.add_argument("--level", default="expert", help="every seat's bot level")
    parser.add_argument("--seed", type=int, default=1, help="run r plays game seed + r")
    parser.add_argument("--deals", type=int, default=2, help="deals played per game")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--timeout", type=float, default=900, help="seconds per game")
    parser.add_argument(
        "--idle", type=float, default=10, help="seconds of ticking beside an idle window first"
    )
    parser.add_argument("--why", action="store_true", help="sample the GUI thread in stalls")
    parser.add_argument(
        "--switch-interval",
        type=float,
        help="sys.setswitchinterval in milliseconds (default: the program's own, 1)",
    )
    parser.add_argument(
        "--threads",
        action="store_true",
        help="bots think on worker threads of this process, not in their own process",
    )
    args = parser.parse_args(argv)
    from skruuvi_gui.app import SWITCH_INTERVAL

    interval = SWITCH_INTERVAL if args.switch_interval is None else args.switch_interval / 1000
    sys.setswitchinterval(interval)
    games = args.game or list(GAMES)
    if not os.environ.get("DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    home = tempfile.TemporaryDirectory(prefix="gui-stall-")
    os.environ["SKRUUVI_GUI_HOME"] = home.name

    from skruuvi_gui.app import application
    from skruuvi_gui.settings import Settings
    from skruuvi_gui.ui import match_driver
    from skruuvi_gui.ui.i18n import Translations
    from skruuvi_gui.ui.main_window import MainWindow

    if args.threads:

        def no_process(*args: object, **kwargs: object) -> None:
            raise OSError("--threads: the bots think on threads")

        setattr(match_driver, "BotProcess", no_process)  # noqa: B010 - the fallback, on purpose
    app = application(sys.argv[:1])  # the program's own: collections on the GUI thread
    translations = Translations()
    translations.install("en")
    window = MainWindow(Settings(animation_speed="normal"), translations, persist=True)
    window.resize(1280, 800)
    window.show()
    app.processEvents()
    watchdog = Watchdog(threading.get_ident()) if args.why else None
    if watchdog is not None:
        watchdog.last_tick = float("inf")
        watchdog.start()
    names = (["idle"] if args.idle > 0 else []) + games
    runs: dict[str, list[Run]] = {name: [] for name in names}
    for repeat in range(args.repeat):
        for name in names:
            if name == "idle":
                run = Run(name, 0.0, tuple(ticking(args.idle, watchdog)[1:]))
            else:
                run = play(
                    window, name, args.level, args.seed + repeat, args.deals, args.timeout, watchdog
                )
            runs[name].append(run)
            print(f"run {repeat + 1}: {run.summary()}", flush=True)
            if watchdog is not None:
                for gap in sorted(run.ticks, key=lambda gap: gap.ms)[-3:]:
                    places = watchdog.during(gap).most_common(4)
                    print(
                        f"    {gap.ms:6.1f} ms, GUI thread ran {gap.cpu_ms:5.1f} ms: "
                        + "; ".join(f"{count}x {where}" for where, count in places)
                    )
    window.close()
    print(
        f"\nmedians of {args.repeat} runs, {args.deals} deals each, {args.level} bots "
        f"{'on threads' if args.threads else 'in their own process'}, "
        f"switch interval {sys.getswitchinterval() * 1000:g} ms:"
    )
    for name, played in runs.items():
        print(
            f"{name:9} set-up {statistics.median(r.setup_ms for r in played):6.0f} ms  "
            f"longest {statistics.median(r.longest for r in played):6.1f} ms "
            f"(runs {min(r.longest for r in played):.1f}-{max(r.longest for r in played):.1f})  "
            f"busiest {statistics.median(r.busiest for r in played):5.1f} ms "
            f"({min(r.busiest for r in played):.1f}-{max(r.busiest for r in played):.1f})  "
            f"p99 {statistics.median(r.p99 for r in played):5.1f} ms  "
            f"over {STALL_MS:.0f} ms {100 * statistics.median(r.over_share for r in played):5.2f} %"
        )
    if watchdog is not None:
        watchdog.stop()
        total = sum(watchdog.samples.values())
        print(f"\nwhere the GUI thread was during stalls ({total} samples of 4 ms):")
        for where, count in watchdog.samples.most_common(25):
            print(f"{count:6}  {where}")
    home.cleanup()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
