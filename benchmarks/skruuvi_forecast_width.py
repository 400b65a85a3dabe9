"""Do more guessed deals in the forecasts make the Skruuvi expert bid better? Duplicate deals.

Calls, exchanges and knocks follow forecasts over guessed deals (16 before the exchange, 24
after it, ``bots/skruuvi/forecast.py``; the expert's are wide, ``WIDE_TIMES`` as many). Here
four experts play each seed's deal twice; in each play one partnership forecasts over
``--times`` as many guessed deals and the other over the plain 16 and 24, first one side
wide, then the other, the cards and every seat's seed the same in both. Where both
plays bid alike the deal counts nothing; the difference per deal is the wider forecasts'
points less the others', with a 95 % interval, and how many deals came out differently.

    python -m benchmarks.skruuvi_forecast_width --pairs 200 --times 2 --workers 2
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor

from benchmarks.intervals import mean_interval
from benchmarks.skruuvi_strength import play_deal
from skruuvi_gui.bots.skruuvi import exchange, forecast, judgement, knocks
from skruuvi_gui.progress import Progress
from skruuvi_gui.rules.api import Seat
from skruuvi_gui.rules.skruuvi import SkruuviObservation

_ORIGINAL: Callable[..., forecast.Forecast] = forecast.forecast
# The partnership (0 or 1, in the deal's seating order) whose forecasts are widened in the
# play under way.
_WIDE_SIDE = 0
# Processor time spent in forecasts, by wide (True) and narrow (False) seats.
_SPENT = {True: 0.0, False: 0.0}


def _sided(
    observation: SkruuviObservation, taker: Seat, *args: object, wide: bool = False
) -> forecast.Forecast:
    """The forecast, wide when the seat forecasting is on the wide side, whatever its level."""
    wide = observation.order.index(observation.seat) % 2 == _WIDE_SIDE
    started = time.process_time()
    try:
        return _ORIGINAL(observation, taker, *args, wide=wide)
    finally:
        _SPENT[wide] += time.process_time() - started


def _use_wide(times: int) -> None:
    """In each worker: wide forecasts guess ``times`` as many deals, and every caller of the
    forecast goes through ``_sided``."""
    forecast.WIDE_TIMES = times
    for module in (exchange, judgement, knocks):
        module.forecast = _sided  # type: ignore[attr-defined]


def pair(seed: int) -> tuple[float, bool, float, float]:
    """Both plays of ``seed`` (four experts, as ``skruuvi_strength`` deals them), one side's
    forecasts widened in each: the wide side's points less the other's a deal, whether the
    two plays differed, and the forecasts' processor time for wide and narrow seats."""
    global _WIDE_SIDE
    _SPENT.update({True: 0.0, False: 0.0})
    plays = []
    for side in (0, 1):
        _WIDE_SIDE = side
        shares = play_deal(("expert", "expert"), seed, swapped=False)
        plays.append((shares[side], shares[1 - side]))
    difference = sum(wide.points - narrow.points for wide, narrow in plays) / 2
    differed = plays[0] != plays[1][::-1]
    return difference, differed, _SPENT[True], _SPENT[False]


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=50, help="seeds (2 deals each)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--times", type=int, default=2, help="the wide side's guessed deals")
    parser.add_argument("--workers", type=int, default=None, help="processes (default: all)")
    args = parser.parse_args(argv)
    seeds = [args.seed * 100_003 + index for index in range(args.pairs)]
    progress = Progress(args.pairs, "pairs", f"forecasts x{args.times}")
    with ProcessPoolExecutor(
        max_workers=args.workers, initializer=_use_wide, initargs=(args.times,)
    ) as pool:
        results = list(progress.track(pool.map(pair, seeds, chunksize=2)))
    differences = [r[0] for r in results]
    mean, low, high = mean_interval(differences)
    wide_time = sum(r[2] for r in results)
    narrow_time = sum(r[3] for r in results)
    print(f"deals: {2 * args.pairs}, pairs that came out differently: {sum(r[1] for r in results)}")
    print(f"wider forecasts, points a deal: {mean:+.2f} ({low:+.2f} to {high:+.2f})")
    print(f"forecast processor time, wide / narrow: {wide_time / max(narrow_time, 1e-9):.2f}")


if __name__ == "__main__":
    main()
