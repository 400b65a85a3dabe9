"""The app's resident memory over a whole Skruuvi session of computer players, deal by deal.

The real main window (offscreen, animations off) plays a seeded four-player session (24
deals) through its ``MatchDriver``, the bots thinking in their match's own process as they
do in play (on worker threads where no process can start); the resident set size (RSS) of
the window's process, and of the bots' process, is read after every deal. A second session
follows in the same window, to show that a finished match and its table are given back. It
prints the RSS after start-up, after each deal, and the growth per deal over the later deals
of each session (a least-squares slope), which should be about zero.

    python -m benchmarks.session_memory --level easy --seed 1
"""

from __future__ import annotations

import argparse
import gc
import os
import resource
import statistics
import sys
import time
from collections.abc import Sequence

from PySide6.QtCore import QEventLoop, QTimer

from skruuvi_gui.app import application
from skruuvi_gui.match import Match, SeatConfig
from skruuvi_gui.rules.api import Dealt, Event, GameOver
from skruuvi_gui.settings import Settings
from skruuvi_gui.ui.i18n import Translations
from skruuvi_gui.ui.main_window import MainWindow

MB = 1024 * 1024


def resident_mb(pid: int | None = None) -> float:
    """A process's resident set size now (Linux; this one by default), else this process's
    peak so far (another's: 0)."""
    try:
        with open(f"/proc/{pid or 'self'}/statm", encoding="ascii") as statm:
            pages = int(statm.read().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / MB
    except OSError:
        if pid is not None:
            return 0.0
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak / (MB if sys.platform == "darwin" else 1024)


def slope(values: Sequence[float]) -> float:
    """Least-squares growth per step of ``values`` (0 for fewer than two)."""
    if len(values) < 2:
        return 0.0
    xs = range(len(values))
    mean_x, mean_y = statistics.fmean(xs), statistics.fmean(values)
    num = sum((x - mean_x) * (y - mean_y) for x, y in zip(xs, values, strict=True))
    return num / sum((x - mean_x) ** 2 for x in xs)


def play_session(
    window: MainWindow, level: str, seed: int, timeout: float
) -> tuple[list[float], list[float]]:
    """Play one session to its end in ``window``; the RSS (MB) of the window's process and of
    the bots' process after each deal."""
    seats = [SeatConfig(f"{level} {seat + 1}", "bot", level) for seat in range(4)]
    match = Match("skruuvi", {}, seats, seed)
    after_deals: list[float] = []
    bots_after_deals: list[float] = []
    loop = QEventLoop()

    def bots_pid() -> int | None:
        process = window.driver.bot_process if window.driver is not None else None
        return process.pid if process is not None else None

    def applied(events: Sequence[Event]) -> None:
        for event in events:
            if isinstance(event, Dealt) and event.deal_number > 1:
                after_deals.append(resident_mb())
                pid = bots_pid()
                bots_after_deals.append(resident_mb(pid) if pid else 0.0)
            if isinstance(event, GameOver):
                QTimer.singleShot(0, loop.quit)

    window.install_match(match, match.start(), watch=0)
    assert window.driver is not None
    window.driver.events_applied.connect(applied)
    QTimer.singleShot(int(timeout * 1000), loop.quit)
    loop.exec()
    if not match.is_over:
        raise SystemExit(f"the session did not end within {timeout:.0f} s")
    gc.collect()
    after_deals.append(resident_mb())
    return after_deals, bots_after_deals


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="easy", help="every seat's bot level")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--sessions", type=int, default=2)
    parser.add_argument("--timeout", type=float, default=1800, help="seconds per session")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = application(sys.argv[:1])  # the program's own: collections on the GUI thread
    translations = Translations()
    translations.install("en")
    window = MainWindow(
        Settings(animation_speed="off", trick_pause_ms=0), translations, persist=False
    )
    window.show()
    app.processEvents()
    print(f"after start-up: {resident_mb():.1f} MB")
    for number in range(args.sessions):
        started = time.perf_counter()
        rss, bots = play_session(window, args.level, args.seed + number, args.timeout)
        later, bots_later = rss[len(rss) // 2 :], bots[len(bots) // 2 :]
        print(
            f"session {number + 1} ({len(rss)} deals, {time.perf_counter() - started:.0f} s): "
            f"{' '.join(f'{mb:.1f}' for mb in rss)} MB after each deal; "
            f"later deals {slope(later):+.2f} MB a deal"
        )
        print(
            f"  bots' process: {' '.join(f'{mb:.1f}' for mb in bots)} MB after each deal; "
            f"later deals {slope(bots_later):+.2f} MB a deal"
        )
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
