"""How often do four experts make the contracts that can be made, and how many tricks do
their declarers take against double dummy?

Four experts bid and exchange each seeded practice deal as in ``skruuvi_contracts``; the card
play alone of each declared contract is then played ``--plays`` times per search setting,
each time with other seeds for the players' guesses. With DDS (``endplay`` installed) each
trump and grandi contract is solved as the hands stand at the first card, and each deal's
ceiling found: whether some trump or grandi contract at the kind's lowest level was makeable
for the declaring side. Per kind and setting it prints the contracts made (all strains; a
share of the ceiling), the double-dummy makeable trump and grandi contracts made, the
declaring side's tricks minus its double-dummy tricks, and the unmakeable contracts made
against the defence, each with a 95% interval over the contracts (plays of one contract are
not independent).

``--search NAME=VALUE,...`` sets fields of the expert's search plan (``SearchPlan`` in
``bots.skruuvi.expert``, e.g. ``double_dummy_worlds=0``; ``""`` is the plan as it is) for
all four players' card play; give it more than once to compare plans on the same contracts
and the same seeds. Bidding and exchanges do not use the plan, so every setting plays the
same contracts.

    python -m benchmarks.skruuvi_declarer_play --deals 240 --plays 1 --workers 2 \\
        --search "" --search double_dummy_worlds=0
"""

from __future__ import annotations

import argparse
import copy
import json
import random
import statistics
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, replace
from itertools import repeat

from benchmarks.dds import dds_tricks, have_dds
from benchmarks.intervals import mean_interval, wilson
from benchmarks.skruuvi_contracts import practice_deals, start_of_play
from benchmarks.skruuvi_strength import parse_plan
from skruuvi_gui.bots import make_bot
from skruuvi_gui.bots.skruuvi import expert
from skruuvi_gui.bots.skruuvi.masks import SUIT_OF, mask_of
from skruuvi_gui.progress import Progress
from skruuvi_gui.rules.skruuvi import SkruuviState


@dataclass(frozen=True, slots=True)
class Contract:
    """One deal's declared contract: its kind, its promise, the declaring side's double-dummy
    tricks at the first card (trumps and grandi with DDS; else ``None``), whether some
    trump or grandi contract at the kind's lowest level was makeable for that side (either
    partner declaring; ``None`` without DDS), and per search setting the declaring side's
    tricks in each play and the processor seconds of all."""

    seed: int
    kind: str
    contract: str
    misere: bool
    promised: int
    double_dummy: int | None
    ceiling: bool | None
    tricks: tuple[tuple[int, ...], ...]
    seconds: tuple[float, ...]

    def made(self, tricks: int) -> bool:
        return tricks <= self.promised if self.misere else tricks >= self.promised


def double_dummy(state: SkruuviState) -> tuple[int | None, bool | None]:
    """The declaring side's double-dummy tricks as the hands stand (trumps and grandi), and
    whether some lowest-level trump or grandi contract was makeable for it; ``None`` without
    DDS."""
    if not have_dds():
        return None, None
    view = state.observation(0)
    assert view.contract is not None and view.declarer is not None
    order = view.order
    hands = [mask_of(state.observation(seat).hand) for seat in order]
    leader = order.index(state.to_move()[0])
    declarer = order.index(view.declarer)
    side = declarer % 2
    tricks = None
    if not view.contract.is_misere:
        trump = view.contract.strain.trump
        leaders = dds_tricks(hands, -1 if trump is None else SUIT_OF[trump], leader)[0]
        tricks = leaders if leader % 2 == side else 13 - leaders
    lowest = 6 + (6 if view.options.length == "kotka" else 5)
    ceiling = any(
        13 - dds_tricks(hands, trump, (seat + 1) % 4)[0] >= lowest
        for trump in (-1, 0, 1, 2, 3)
        for seat in (declarer, (declarer + 2) % 4)
    )
    return tricks, ceiling


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
    """The deal's declared contract played ``plays`` times per search (``None``: a
    pass-misère)."""
    state, _ = start_of_play(seed, kind)
    view = state.observation(0)
    contract = view.contract
    if state.outcome() is not None or contract is None:
        return None
    tricks_dd, ceiling = double_dummy(state)
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
    return Contract(
        seed,
        kind,
        str(contract),
        contract.is_misere,
        contract.tricks_promised,
        tricks_dd,
        ceiling,
        tuple(tricks),
        tuple(seconds),
    )


def made_shares(contracts: Sequence[Contract], index: int) -> list[float]:
    """Per contract, the share of its plays under search ``index`` that made it."""
    return [sum(c.made(t) for t in c.tricks[index]) / len(c.tricks[index]) for c in contracts]


def _interval(values: Sequence[float], percent: bool = True) -> str:
    if not values:
        return "-"
    mean, low, high = mean_interval(values)
    if percent:
        return f"{mean:.0%} ({low:.0%} to {high:.0%}, {len(values)})"
    return f"{mean:+.2f} ({low:+.2f} to {high:+.2f}, {len(values)})"


def report(contracts: Sequence[Contract], labels: Sequence[str], plays: int) -> None:
    """Per kind and search: the contracts made against the ceiling, the makeable trump and
    grandi contracts made, tricks against double dummy and the unmakeable ones made."""
    for kind in ("alkupeli", "kotka"):
        group = [c for c in contracts if c.kind == kind]
        if not group:
            continue
        solved = [c for c in group if c.ceiling is not None]
        ceiling = sum(bool(c.ceiling) for c in solved)
        low, high = wilson(ceiling, len(solved))
        print(
            f"{kind}: {len(group)} contracts declared; ceiling (some lowest-level trumps or "
            f"grandi makeable) {ceiling}/{len(solved)} {ceiling / max(1, len(solved)):.0%} "
            f"({low:.0%} to {high:.0%})"
        )
        played = [(c, c.double_dummy) for c in group if c.double_dummy is not None]
        makeable = [c for c, tricks in played if tricks >= c.promised]
        unmakeable = [c for c, tricks in played if tricks < c.promised]
        base = made_shares(makeable, 0)
        for index, label in enumerate(labels):
            made = made_shares(group, index)
            share = statistics.fmean(made)
            shares = made_shares(makeable, index)
            short = [statistics.fmean(t - tricks for t in c.tricks[index]) for c, tricks in played]
            cpu = statistics.fmean(c.seconds[index] / plays for c in group)
            line = (
                f"  search {label or '(as it is)'}: contracts made {_interval(made)}, "
                f"{share / (ceiling / len(solved)):.0%} of the ceiling; "
                if solved and ceiling
                else f"  search {label or '(as it is)'}: contracts made {_interval(made)}; "
            )
            line += (
                f"DD-makeable trumps/grandi made {_interval(shares)}; tricks minus DD "
                f"{_interval(short, percent=False)}; unmakeable made "
                f"{_interval(made_shares(unmakeable, index))}; processor {cpu:.1f} s a play"
            )
            if index and makeable:
                diff = [s - b for s, b in zip(shares, base, strict=True)]
                line += f"; makeable made against the first {_interval(diff, percent=False)}"
            print(line)


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
    print(f"{len(seeds)} deals, {len(contracts)} contracts declared, {args.plays} plays each")
    report(contracts, labels, args.plays)
    if args.json:
        print(json.dumps([asdict(c) for c in contracts]))


if __name__ == "__main__":
    main()
