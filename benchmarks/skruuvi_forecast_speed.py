"""How long a Skruuvi forecast takes, plain (16 guessed deals before the exchange, 24 after)
and wide (the expert's, ``forecast.WIDE_TIMES`` as many).

The positions are every call of the first and final biddings in ``--deals`` deals bid by
normal bots; each is forecast afresh (the forecasts' cache emptied) for the seat calling
(first bidding) or the taker (final bidding). Processor time, the median of ``--runs``
rounds, plain and wide interleaved.

    python -m benchmarks.skruuvi_forecast_speed --deals 12 --runs 3
"""

from __future__ import annotations

import argparse
import inspect
import random
import statistics
import time
from collections.abc import Sequence
from typing import Any

from skruuvi_gui.bots import make_bot
from skruuvi_gui.bots.skruuvi import forecast
from skruuvi_gui.rules.api import CHANCE, seat_after_chance
from skruuvi_gui.rules.skruuvi import (
    FINAL_BIDDING,
    FIRST_BIDDING,
    PLAY,
    SkruuviObservation,
    SkruuviOptions,
    SkruuviState,
)


def bidding_positions(deals: int) -> list[SkruuviObservation]:
    """Every call's observation in ``deals`` deals (seeds 0, 1, ...) bid by normal bots."""
    found: list[SkruuviObservation] = []
    for seed in range(deals):
        state = SkruuviState(SkruuviOptions())
        chance = random.Random(seed)
        state.apply(CHANCE, state.sample_chance(chance))
        order = state.observation(0).order
        bots = {s: make_bot("skruuvi", "normal", random.Random(f"{seed}/{s}")) for s in order}
        while True:
            seat = seat_after_chance(state, chance)
            observation = state.observation(seat)
            assert isinstance(observation, SkruuviObservation)
            if observation.phase == PLAY:
                break
            if observation.phase in (FIRST_BIDDING, FINAL_BIDDING):
                found.append(observation)
            state.apply(seat, bots[seat].choose(observation))
    return found


def forecast_all(positions: Sequence[SkruuviObservation], wide: bool) -> float:
    """Processor seconds to forecast every position afresh."""
    extra: dict[str, Any] = {"wide": True} if wide else {}
    started = time.process_time()
    for observation in positions:
        forecast._CACHE.clear()
        taker = observation.seat if observation.phase == FIRST_BIDDING else observation.taker
        assert taker is not None
        forecast.forecast(observation, taker, **extra)
    return time.process_time() - started


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=12)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args(argv)
    positions = bidding_positions(args.deals)
    kinds = [False]
    if "wide" in inspect.signature(forecast.forecast).parameters:
        kinds.append(True)
    spent: dict[bool, list[float]] = {kind: [] for kind in kinds}
    for _ in range(args.runs):
        for kind in kinds:
            spent[kind].append(forecast_all(positions, kind))
    print(f"{len(positions)} forecasts a round, {args.runs} rounds, processor time")
    for kind in kinds:
        median = statistics.median(spent[kind])
        name = "wide" if kind else "plain"
        print(f"{name:<6} {median:.2f} s a round, {1000 * median / len(positions):.1f} ms each")


if __name__ == "__main__":
    main()
