"""Are the Skruuvi forecasts calibrated? Each strain's forecast against double-dummy.

Four normal bots bid and exchange ``--deals`` seeded practice deals (alternately alkupeli and
kotka; the card play is not needed). At the declaring side's last call of the final bidding
the forecast (``bots.skruuvi.forecast``: guessed deals played out by rule of thumb, before
the allowance) gives the side's mean tricks in each strain; when play starts, DDS (the
``endplay`` package, the benchmark's tool only) gives the tricks each trump and grandi
contract would take with every hand open and the declarer's left-hand opponent on lead. Per
kind and strain it prints the forecast less double-dummy, averaged over the deals: the
allowance the forecasts need, given that the experts' play takes about what double-dummy
says (``skruuvi_contracts``).

    pip install endplay
    python -m benchmarks.skruuvi_forecasts --deals 160 --seed 17 --workers 2
"""

from __future__ import annotations

import json
import random
import statistics
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from benchmarks.dds import dds_tricks
from benchmarks.skruuvi_contracts import KINDS, practice_deals
from skruuvi_gui.bots import make_bot
from skruuvi_gui.bots.skruuvi.judgement import Judge
from skruuvi_gui.bots.skruuvi.masks import SUIT_OF, mask_of
from skruuvi_gui.rules.api import CHANCE, seat_after_chance
from skruuvi_gui.rules.skruuvi import (
    FINAL_BIDDING,
    PLAY,
    SkruuviObservation,
    SkruuviOptions,
    SkruuviState,
    Strain,
)

TRUMP_STRAINS = tuple(strain for strain in Strain if strain is not Strain.MISERE)


def bid_deal(seed: int, kind: str) -> dict[str, Any] | None:
    """The deal ``seed`` bid and exchanged by normal bots: the declaring side's last forecast
    and the double-dummy tricks per strain, or ``None`` for a pass-misère."""
    state = SkruuviState(SkruuviOptions(length=kind))
    chance = random.Random(seed)
    state.apply(CHANCE, state.sample_chance(chance))
    order = state.observation(0).order
    bots = {seat: make_bot("skruuvi", "normal", random.Random(f"{seed}/{seat}")) for seat in order}
    forecasts: dict[int, dict[str, float]] = {}
    while True:
        seat = seat_after_chance(state, chance)
        observation = state.observation(seat)
        assert isinstance(observation, SkruuviObservation)
        if observation.phase == PLAY:
            break
        if observation.phase == FINAL_BIDDING:
            outlook = Judge(observation).forecast()
            forecasts[order.index(seat) % 2] = {
                strain.value: statistics.fmean(outlook.tricks[strain]) for strain in Strain
            }
        state.apply(seat, bots[seat].choose(observation))
    if observation.contract is None or observation.declarer is None:
        return None
    declarer = order.index(observation.declarer)
    hands = [mask_of(state.observation(seat).hand) for seat in order]
    double_dummy = {
        strain.value: 13
        - dds_tricks(
            hands, -1 if strain.trump is None else SUIT_OF[strain.trump], (declarer + 1) % 4
        )[0]
        for strain in TRUMP_STRAINS
    }
    return {
        "kind": kind,
        "contract": str(observation.contract),
        "forecast": forecasts.get(declarer % 2),
        "double_dummy": double_dummy,
    }


def summarise(deals: Sequence[dict[str, Any]]) -> dict[str, dict[str, float]]:
    """Per kind, per trump or grandi strain: the mean of forecast less double-dummy."""
    report: dict[str, dict[str, float]] = {}
    for kind in KINDS:
        judged = [d for d in deals if d["kind"] == kind and d["forecast"] is not None]
        report[kind] = {
            strain.value: round(
                statistics.fmean(
                    d["forecast"][strain.value] - d["double_dummy"][strain.value] for d in judged
                ),
                2,
            )
            for strain in TRUMP_STRAINS
            if judged
        }
        report[kind]["deals"] = len(judged)
    return report


def main(argv: Sequence[str] | None = None) -> None:
    args, seeds, kinds = practice_deals("Skruuvi forecasts against double-dummy.", argv, 17)
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        deals = [deal for deal in pool.map(bid_deal, seeds, kinds) if deal is not None]
    report = summarise(deals)
    if args.json:
        print(json.dumps({"deals": deals, **report}, indent=2))
        return
    for kind, figures in report.items():
        strains = ", ".join(
            f"{name} {value:+.2f}" for name, value in figures.items() if name != "deals"
        )
        print(f"{kind} ({figures['deals']:.0f} deals): forecast less double-dummy {strains}")


if __name__ == "__main__":
    main()
