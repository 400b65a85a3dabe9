"""The expert's card play against ``club``'s in duplicate, with every contract solved double
dummy: points, declarers against double dummy, and defenders against unmakeable contracts.

Each seed's practice deal (alternately alkupeli and kotka) is bid and exchanged once by four
experts (``skruuvi_contracts.start_of_play``); from the first card it is played twice, the
expert and ``club`` swapping partnerships with the same seeds (``skruuvi_strength.play_deal``),
so the difference is the card play's alone. DDS solves the contract as the hands stand at
the first card (``skruuvi_declarer_play.double_dummy``). Per kind and level it prints: the
points a deal over the other level, with a 95% interval over the seeds; as declarer, the
contracts made, the double-dummy makeable trump and grandi contracts made, and tricks minus
double-dummy tricks; as defender, the unmakeable trump and grandi contracts the other level
made against it; and the ceiling: the share of deals where some trump or grandi contract at
the kind's lowest level was makeable for the declaring side.

    python -m benchmarks.skruuvi_card_play --pairs 120 --seed 1 --workers 2
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass
from typing import Any

from benchmarks.intervals import mean_interval, wilson
from benchmarks.skruuvi_contracts import KINDS, start_of_play
from benchmarks.skruuvi_declarer_play import double_dummy
from benchmarks.skruuvi_strength import Side, play_deal
from skruuvi_gui.progress import Progress

LEVELS = ("expert", "club")


@dataclass(frozen=True, slots=True)
class Pair:
    """One seed's two plays: the levels' shares (expert, club unswapped, then swapped), the
    declaring side of the first play (0: the expert's; ``None``: pass-misère), the tricks
    promised, the declaring side's double-dummy tricks (trumps and grandi), and whether some
    trump or grandi contract at the kind's lowest level was makeable for that side."""

    seed: int
    kind: str
    sides: tuple[Side, Side, Side, Side]
    declaring: int | None
    promised: int
    double_dummy: int | None
    ceiling: bool | None


def play_pair(seed: int) -> Pair:
    kind = KINDS[seed % 2]
    start = start_of_play(seed, kind)[0]
    view = start.observation(0)
    declaring = None
    promised = 0
    tricks = None
    ceiling = None
    if start.outcome() is None and view.contract is not None and view.declarer is not None:
        declaring = view.order.index(view.declarer) % 2
        promised = view.contract.tricks_promised
        tricks, ceiling = double_dummy(start)
    first = play_deal(LEVELS, seed, swapped=False, start=start)
    second = play_deal(LEVELS, seed, swapped=True, start=start)
    return Pair(seed, kind, (*first, *second), declaring, promised, tricks, ceiling)


def _share(hits: int, total: int) -> dict[str, Any]:
    low, high = wilson(hits, total)
    return {"hits": hits, "of": total, "low": round(low, 3), "high": round(high, 3)}


def _mean(values: Sequence[float]) -> dict[str, Any]:
    if len(values) < 2:
        return {"mean": None, "of": len(values)}
    mean, low, high = mean_interval(values)
    return {"mean": round(mean, 3), "low": round(low, 3), "high": round(high, 3), "of": len(values)}


def figures(pairs: Sequence[Pair], level: int) -> dict[str, Any]:
    """One level's figures over ``pairs``: ``level`` 0 the expert, 1 club."""
    other = 1 - level
    differences = [
        (p.sides[level].points + p.sides[2 + level].points)
        - (p.sides[other].points + p.sides[2 + other].points)
        for p in pairs
    ]
    declared: list[Side] = []
    makeable: list[Side] = []
    short: list[float] = []
    unmakeable_against: list[Side] = []
    for pair in pairs:
        if pair.declaring is None:
            continue
        for play in (0, 1):
            # The expert sits on side 0 in the first play and on side 1 in the second.
            declarer = 0 if pair.declaring == play else 1
            side = pair.sides[2 * play + declarer]
            if declarer == level:
                declared.append(side)
                if pair.double_dummy is not None:
                    short.append(side.tricks - pair.double_dummy)
                    if pair.double_dummy >= pair.promised:
                        makeable.append(side)
            elif pair.double_dummy is not None and pair.double_dummy < pair.promised:
                unmakeable_against.append(side)
    solved = [p for p in pairs if p.declaring is not None and p.ceiling is not None]
    return {
        "points_a_deal_over_the_other": _mean([d / 2 for d in differences]),
        "ceiling": _share(sum(bool(p.ceiling) for p in solved), len(solved)),
        "contracts_made": _share(sum(s.made for s in declared), len(declared)),
        "makeable_made": _share(sum(s.made for s in makeable), len(makeable)),
        "tricks_minus_double_dummy": _mean(short),
        "unmakeable_made_against": _share(
            sum(s.made for s in unmakeable_against), len(unmakeable_against)
        ),
    }


def _text(figure: dict[str, Any], percent: bool) -> str:
    if percent:
        if not figure["of"]:
            return "-"
        share = figure["hits"] / figure["of"]
        return (
            f"{figure['hits']}/{figure['of']} {share:.0%} "
            f"({figure['low']:.0%} to {figure['high']:.0%})"
        )
    if figure["mean"] is None:
        return "-"
    return f"{figure['mean']:+.2f} ({figure['low']:+.2f} to {figure['high']:+.2f}, {figure['of']})"


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="The expert's card play against club's.")
    parser.add_argument("--pairs", type=int, default=40, help="seeds (two plays each)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=None, help="processes (default: all)")
    parser.add_argument("--json", action="store_true", help="print JSON instead of text")
    args = parser.parse_args(argv)
    seeds = [args.seed * 100_003 + index for index in range(args.pairs)]
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        progress = Progress(len(seeds), "pairs", "expert v club")
        pairs = list(progress.track(pool.map(play_pair, seeds)))
    groups = {kind: [p for p in pairs if p.kind == kind] for kind in KINDS}
    groups["all"] = pairs
    report = {
        label: {name: figures(group, index) for index, name in enumerate(LEVELS)}
        for label, group in groups.items()
    }
    if args.json:
        print(json.dumps({"report": report, "pairs": [asdict(p) for p in pairs]}, indent=2))
        return
    for label, levels in report.items():
        print(f"{label}: {2 * len(groups[label])} deals")
        for name, figure in levels.items():
            print(
                f"  {name}: {_text(figure['points_a_deal_over_the_other'], False)} points a deal "
                f"over the other; ceiling {_text(figure['ceiling'], True)}; declaring: made "
                f"{_text(figure['contracts_made'], True)}, "
                f"DD-makeable made {_text(figure['makeable_made'], True)}, tricks minus DD "
                f"{_text(figure['tricks_minus_double_dummy'], False)}; defending: unmakeable "
                f"made against it {_text(figure['unmakeable_made_against'], True)}"
            )


if __name__ == "__main__":
    main()
