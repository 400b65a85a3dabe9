"""How often do four experts make the trump and grandi contracts that can be made?

Four experts bid and exchange each seeded practice deal as in ``skruuvi_contracts``; when the
contract is trumps or grandi and double-dummy makeable after the exchanges (DDS, when
``endplay`` is installed; without it every such contract is played), the card play alone is
played ``--plays`` times, each time with other seeds for the players' guesses. One play per
deal decides little (the same contract is made or not by the luck of the guessed deals), so
the make rate of the makeable contracts is measured over many plays of each, with a 95%
interval over the deals (plays of one deal are not independent).

``--search NAME=VALUE,...`` sets fields of the expert's search plan (``SearchPlan`` in
``bots.skruuvi.expert``, e.g. ``exact_cards=8,finish_cards=7``; ``""`` is the plan as it is)
for all four players' card play; give it more than once to compare plans on the same
contracts and the same seeds. Bidding and exchanges do not use the plan, so every setting
plays the same contracts.

    python -m benchmarks.skruuvi_declarer_play --deals 200 --plays 4 --workers 2 \\
        --search exact_cards=7,finish_cards=6 --search ""
"""

from __future__ import annotations

import argparse
import copy
import random
import statistics
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, replace
from itertools import repeat

from benchmarks.dds import dds_tricks, have_dds
from benchmarks.intervals import mean_interval
from benchmarks.skruuvi_contracts import practice_deals, start_of_play
from benchmarks.skruuvi_strength import parse_plan
from skruuvi_gui.bots import make_bot
from skruuvi_gui.bots.skruuvi import expert
from skruuvi_gui.bots.skruuvi.masks import SUIT_OF, mask_of
from skruuvi_gui.progress import Progress
from skruuvi_gui.rules.skruuvi import SkruuviState


@dataclass(frozen=True, slots=True)
class Contract:
    """One deal's trump or grandi contract that was played: its promise and, per search
    setting, the declaring side's tricks in each play and the processor seconds of all."""

    seed: int
    contract: str
    promised: int
    tricks: tuple[tuple[int, ...], ...]
    seconds: tuple[float, ...]


def makeable(state: SkruuviState) -> bool | None:
    """Whether the contract is double-dummy makeable as the hands stand (``None`` without
    DDS)."""
    if not have_dds():
        return None
    view = state.observation(0)
    assert view.contract is not None and view.declarer is not None
    order = view.order
    hands = [mask_of(state.observation(seat).hand) for seat in order]
    trump = view.contract.strain.trump
    leader = order.index(state.to_move()[0])
    leaders = dds_tricks(hands, -1 if trump is None else SUIT_OF[trump], leader)[0]
    side = order.index(view.declarer) % 2
    declarers = leaders if leader % 2 == side else 13 - leaders
    return declarers >= view.contract.tricks_promised


def play_out(state: SkruuviState, seed: int, play: int) -> int:
    """The declaring side's tricks when four experts play the cards from ``state``."""
    state = copy.deepcopy(state)
    view = state.observation(0)
    order = view.order
    bots = {
        seat: make_bot("skruuvi", "expert", random.Random(f"{seed}/{seat}/play/{play}"))
        for seat in order
    }
    while state.outcome() is None:
        seat = state.to_move()[0]
        state.apply(seat, bots[seat].choose(state.observation(seat)))
    result = state.observation(0).results[-1]
    assert result.declarer is not None
    return result.tricks[order.index(result.declarer) % 2]


def contract_plays(
    seed: int, kind: str, searches: Sequence[dict[str, int]], plays: int
) -> Contract | None:
    """The deal's makeable trump or grandi contract played ``plays`` times per search."""
    state, _ = start_of_play(seed, kind)
    view = state.observation(0)
    contract = view.contract
    if state.outcome() is not None or contract is None or contract.is_misere:
        return None
    if makeable(state) is False:
        return None
    default = expert.EXPERT_PLAN
    tricks: list[tuple[int, ...]] = []
    seconds: list[float] = []
    try:
        for search in searches:
            expert.EXPERT_PLAN = replace(default, **search)
            started = time.process_time()
            tricks.append(tuple(play_out(state, seed, play) for play in range(plays)))
            seconds.append(time.process_time() - started)
    finally:
        expert.EXPERT_PLAN = default
    return Contract(seed, str(contract), contract.tricks_promised, tuple(tricks), tuple(seconds))


def made_shares(contracts: Sequence[Contract], index: int) -> list[float]:
    """Per contract, the share of its plays under search ``index`` that made it."""
    return [sum(t >= c.promised for t in c.tricks[index]) / len(c.tricks[index]) for c in contracts]


def main(argv: Sequence[str] | None = None) -> None:
    def options(parser: argparse.ArgumentParser) -> None:
        parser.add_argument("--plays", type=int, default=4, help="plays of each contract")
        parser.add_argument(
            "--search", action="append", default=None, help="NAME=VALUE,... (repeatable)"
        )

    args, seeds, kinds = practice_deals(
        "Makeable contracts made by four experts.", argv, 1, options=options
    )
    labels = args.search or [""]
    searches = [parse_plan(text) for text in labels]
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        found = pool.map(contract_plays, seeds, kinds, repeat(searches), repeat(args.plays))
        progress = Progress(len(seeds), "deals", "declarer play")
        contracts = [c for c in progress.track(found) if c is not None]
    what = "makeable double-dummy" if have_dds() else "declared (no DDS: makeable unknown)"
    print(f"{len(contracts)} trump and grandi contracts {what}, {args.plays} plays each")
    if not contracts:
        return
    base = made_shares(contracts, 0)
    for index, label in enumerate(labels):
        shares = made_shares(contracts, index)
        mean, low, _ = mean_interval(shares)
        half = mean - low
        short = statistics.fmean(max(0, c.promised - t) for c in contracts for t in c.tricks[index])
        cpu = statistics.fmean(c.seconds[index] / args.plays for c in contracts)
        line = (
            f"search {label or '(as it is)'}: made {mean:.0%} (±{half:.0%} over the contracts), "
            f"tricks short a play {short:.2f}, processor {cpu:.1f} s a play"
        )
        if index:
            diff, diff_low, _ = mean_interval([s - b for s, b in zip(shares, base, strict=True)])
            diff_half = diff - diff_low
            line += f"; against the first {diff:+.1%} (±{diff_half:.1%})"
        print(line)


if __name__ == "__main__":
    main()
