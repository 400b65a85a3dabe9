"""Whether more guessed deals make the Squint expert's card play stronger: each seed's deal is
played twice by five experts, once as they are and once with one seat searching ``--times``
as many play-outs (and guessed deals) a card; the difference in that seat's points is the
gain. Everything before the first card is the same in both runs (the search chooses only
cards), so the pair differs only by the wider search's cards and what follows from them.

    python -m benchmarks.squint_search_width --deals 200 --times 4 --workers 2
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from benchmarks.intervals import mean_interval
from skruuvi_gui.bots import make_bot
from skruuvi_gui.bots.squint import search
from skruuvi_gui.cards import shuffled_deck
from skruuvi_gui.progress import Progress
from skruuvi_gui.rules.api import CHANCE
from skruuvi_gui.rules.squint import NUM_SEATS, Deal, FirstDealer, SquintState

#: The search's own budget, as the game ships it.
BUDGET = (search.PLAYOUTS, search.MIN_WORLDS, search.MAX_WORLDS)


def widen(times: float) -> None:
    """Give the card search ``times`` its budget (1: as shipped)."""
    search.PLAYOUTS, search.MIN_WORLDS, search.MAX_WORLDS = (int(v * times) for v in BUDGET)


def seat_points(seed: int, wide_seat: int, times: float) -> tuple[int, float]:
    """The points of ``wide_seat`` in the deal ``seed`` deals, it searching ``times`` as
    wide as the others, and the processor time it thought."""
    chance = random.Random(seed)
    state = SquintState()
    state.apply(CHANCE, FirstDealer(chance.randrange(NUM_SEATS)))
    state.apply(CHANCE, Deal(shuffled_deck(chance)))
    bots = [make_bot("squint", "expert", random.Random(f"{seed}/{s}")) for s in range(NUM_SEATS)]
    thought = 0.0
    try:
        while not state.public_observation().results:
            seat = state.to_move()[0]
            widen(times if seat == wide_seat else 1)
            began = time.process_time()
            action = bots[seat].choose(state.observation(seat))
            if seat == wide_seat:
                thought += time.process_time() - began
            state.apply(seat, action)
    finally:
        widen(1)
    return state.public_observation().results[0].points[wide_seat], thought


@dataclass(frozen=True, slots=True)
class Pair:
    gain: int
    thought: float
    thought_wide: float


def pair(seed: int, times: float) -> Pair:
    """The deal played as it is and with one seat (by the seed) searching wider."""
    seat = seed % NUM_SEATS
    plain, thought = seat_points(seed, seat, 1)
    wide, thought_wide = seat_points(seed, seat, times)
    return Pair(wide - plain, thought, thought_wide)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Squint expert: a wider card search, paired.")
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--times", type=float, default=4.0, help="the wider search's budget")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=None, help="processes (default: all)")
    args = parser.parse_args(argv)
    seeds = [args.seed * 100_003 + index for index in range(args.deals)]
    progress = Progress(args.deals, "deals", f"x{args.times:g}")
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        pairs = list(progress.track(pool.map(pair, seeds, [args.times] * len(seeds))))
    mean, low, high = mean_interval([p.gain for p in pairs])
    changed = sum(1 for p in pairs if p.gain)
    ratio = sum(p.thought_wide for p in pairs) / max(sum(p.thought for p in pairs), 1e-9)
    print(
        f"x{args.times:g} play-outs: {args.deals} deals, {changed} changed for the seat; "
        f"gain {mean:+.2f} points a deal ({low:+.2f} to {high:+.2f}); "
        f"the seat's processor time x{ratio:.2f}"
    )


if __name__ == "__main__":
    main()
