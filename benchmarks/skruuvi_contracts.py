"""Do four expert Skruuvi bots bid and make contracts as the game is played?

Four experts play ``--deals`` seeded practice deals, alternately alkupeli and kotka. Per kind
it prints the share of pass-misère deals, and the contracts declared and made by strain kind
(trumps, grandi, misère), with 95% Wilson intervals. When the ``endplay`` package is
installed (``pip install endplay``; the benchmark's own tool, never the bots'), every trump
and grandi contract is also solved by DDS with the hands as they stood after all exchanges
and the right seat on lead: a contract is *makeable* when the declaring side's double-dummy
tricks reach the tricks it promised, and the last figure is the share of the makeable
contracts the bots made. The ceiling beside it: the share of declared deals in which some trump
or grandi contract at the deal's lowest level was makeable for the declaring side (either
partner declaring), whatever it chose; and of those deals, the share whose final contract
was makeable (a misère counts as not: DDS cannot solve it), and the share of final contracts
above the deal's lowest level. ``--level club`` bids as the reference level does;
``--no-play`` stops at the first card (the contract figures need no play).

    python -m benchmarks.skruuvi_contracts --deals 200 --workers 2 --json
"""

from __future__ import annotations

import argparse
import json
import random
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass
from typing import Any

from benchmarks.dds import dds_tricks, have_dds
from benchmarks.intervals import wilson
from skruuvi_gui.bots import Bot, make_bot
from skruuvi_gui.bots.skruuvi.masks import SUIT_OF, mask_of
from skruuvi_gui.rules.api import CHANCE, Seat, seat_after_chance
from skruuvi_gui.rules.skruuvi import PLAY, Bid, SkruuviOptions, SkruuviState, Strain

KINDS = ("alkupeli", "kotka")
STRAINS = ("trumps", "grandi", "misere")


@dataclass(frozen=True, slots=True)
class Deal:
    """How one deal went: its kind, the strain kind of its contract (``"pass_misere"`` for
    a pass-misère), and for a declared contract whether it was made and, for trumps and
    grandi with DDS at hand, whether it was makeable (``None``: not solved)."""

    kind: str
    strain: str
    #: ``None``: not played out.
    made: bool | None
    makeable: bool | None
    #: Whether some trump or grandi contract at the deal's lowest level was makeable for the
    #: declaring side, either partner declaring (``None``: not solved).
    any_makeable: bool | None = None
    #: Levels the contract stands above the deal's lowest.
    above_lowest: int = 0


def strain_kind(contract: Bid) -> str:
    if contract.is_misere:
        return "misere"
    return "grandi" if contract.strain is Strain.GRANDI else "trumps"


def start_of_play(
    seed: int, kind: str, level: str = "expert"
) -> tuple[SkruuviState, dict[Seat, Bot]]:
    """The practice deal ``seed`` of ``kind`` as four experts (or bots of ``level``) leave it
    when the first card is due (a pass-misère is played too), and the bots."""
    state = SkruuviState(SkruuviOptions(length=kind))
    chance = random.Random(seed)
    state.apply(CHANCE, state.sample_chance(chance))
    order = state.observation(0).order
    bots = {
        seat: make_bot("skruuvi", level, random.Random(f"{seed}/{seat}/expert")) for seat in order
    }
    while state.outcome() is None:
        seat = seat_after_chance(state, chance)
        observation = state.observation(seat)
        if observation.phase == PLAY:
            break
        state.apply(seat, bots[seat].choose(observation))
    return state, bots


def play_deal(seed: int, kind: str, level: str = "expert", play: bool = True) -> Deal:
    """Four experts (or bots of ``level``) play the practice deal ``seed`` of ``kind``
    (``play=False``: only bid and exchange it; whether it was made is then unknown)."""
    state, bots = start_of_play(seed, kind, level)
    order = state.observation(0).order
    # The hands as they stand after every exchange, and the first leader.
    hands = [mask_of(state.observation(s).hand) for s in order]
    start = (hands, order.index(state.to_move()[0]))
    view = state.observation(order[0])
    if view.contract is None or view.declarer is None:
        return Deal(kind, "pass_misere", made=False, makeable=None)
    contract = view.contract
    declarer_seat = view.declarer
    side = order.index(declarer_seat) % 2
    promised = contract.tricks_promised
    made: bool | None = None
    if play:
        while state.outcome() is None:
            seat = state.to_move()[0]
            state.apply(seat, bots[seat].choose(state.observation(seat)))
        tricks = state.observation(0).results[-1].tricks[side]
        made = tricks <= promised if contract.is_misere else tricks >= promised
    makeable = None
    any_makeable = None
    if have_dds():
        hands, leader = start
        if not contract.is_misere:
            trump = contract.strain.trump
            leaders = dds_tricks(hands, -1 if trump is None else SUIT_OF[trump], leader)[0]
            declarers = leaders if leader % 2 == side else 13 - leaders
            makeable = declarers >= promised
        lowest = 6 + (6 if kind == "kotka" else 5)
        declarer = order.index(declarer_seat)
        any_makeable = any(
            13 - dds_tricks(hands, trump, (seat + 1) % 4)[0] >= lowest
            for trump in (-1, 0, 1, 2, 3)
            for seat in (declarer, (declarer + 2) % 4)
        )
    above = contract.level - (6 if kind == "kotka" else 5)
    return Deal(kind, strain_kind(contract), made, makeable, any_makeable, above)


def share(hits: int, total: int) -> dict[str, Any]:
    low, high = wilson(hits, total)
    return {
        "hits": hits,
        "of": total,
        "share": round(hits / total, 3) if total else None,
        "low": round(low, 3),
        "high": round(high, 3),
    }


def summarise(deals: Sequence[Deal]) -> dict[str, Any]:
    """Per kind and over all: pass-misère share, contracts made by strain kind, and the
    makeable trump and grandi contracts made."""
    report: dict[str, Any] = {}
    groups = {kind: [d for d in deals if d.kind == kind] for kind in KINDS}
    groups["all"] = list(deals)
    for label, group in groups.items():
        declared = [d for d in group if d.strain != "pass_misere"]
        played = [d for d in declared if d.made is not None]
        entry: dict[str, Any] = {
            "deals": len(group),
            "pass_misere": share(len(group) - len(declared), len(group)),
            "made": share(sum(bool(d.made) for d in played), len(played)),
        }
        for strain in STRAINS:
            of_strain = [d for d in played if d.strain == strain]
            entry[strain] = share(sum(bool(d.made) for d in of_strain), len(of_strain))
        entry["above_lowest"] = share(sum(d.above_lowest > 0 for d in declared), len(declared))
        ceiling = [d for d in declared if d.any_makeable is not None]
        if ceiling:
            entry["any_makeable"] = share(sum(bool(d.any_makeable) for d in ceiling), len(ceiling))
            possible = [d for d in ceiling if d.any_makeable]
            entry["makeable_where_possible"] = share(
                sum(bool(d.makeable) for d in possible), len(possible)
            )
        solved = [d for d in declared if d.makeable is not None]
        if solved:
            makeable = [d for d in solved if d.makeable]
            entry["makeable"] = share(len(makeable), len(solved))
            makeable = [d for d in makeable if d.made is not None]
            entry["makeable_made"] = share(sum(bool(d.made) for d in makeable), len(makeable))
        report[label] = entry
    return report


def _line(name: str, figure: dict[str, Any]) -> str:
    if not figure["of"]:
        return f"{name} -"
    return (
        f"{name} {figure['hits']}/{figure['of']} {figure['share']:.0%} "
        f"({figure['low']:.0%}-{figure['high']:.0%})"
    )


def practice_deals(
    description: str,
    argv: Sequence[str] | None,
    seed: int,
    *,
    options: Callable[[argparse.ArgumentParser], None] | None = None,
) -> tuple[argparse.Namespace, list[int], list[str]]:
    """The command line of a benchmark over seeded practice deals (``--deals``, ``--seed``,
    ``--workers``, ``--json`` and the benchmark's own ``options``), and the deals' seeds and
    kinds, the kinds alternating."""
    parser = argparse.ArgumentParser(description=description)
    if options is not None:
        options(parser)
    parser.add_argument("--deals", type=int, default=40, help="practice deals, kinds alternate")
    parser.add_argument("--seed", type=int, default=seed)
    parser.add_argument("--workers", type=int, default=None, help="processes (default: all)")
    parser.add_argument("--json", action="store_true", help="print JSON instead of text")
    args = parser.parse_args(argv)
    seeds = [args.seed * 100_003 + index for index in range(args.deals)]
    kinds = [KINDS[index % 2] for index in range(args.deals)]
    return args, seeds, kinds


def main(argv: Sequence[str] | None = None) -> None:
    def level(parser: argparse.ArgumentParser) -> None:
        parser.add_argument("--level", default="expert", help="the four bots' level")
        parser.add_argument(
            "--no-play", action="store_true", help="bid and exchange only: no tricks played"
        )

    args, seeds, kinds = practice_deals(
        "Contracts declared and made by four experts.", argv, 1, options=level
    )
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        count = len(seeds)
        deals = list(
            pool.map(play_deal, seeds, kinds, [args.level] * count, [not args.no_play] * count)
        )
    report = {"dds": have_dds(), "deals": [asdict(d) for d in deals], **summarise(deals)}
    if args.json:
        print(json.dumps(report, indent=2))
        return
    for label in (*KINDS, "all"):
        entry = report[label]
        parts = [
            f"{label}: {entry['deals']} deals",
            _line("pass-misère", entry["pass_misere"]),
            _line("made", entry["made"]),
            *(_line(strain, entry[strain]) for strain in STRAINS),
            _line("above the lowest level", entry["above_lowest"]),
        ]
        if "any_makeable" in entry:
            parts.append(_line("some trumps/grandi makeable", entry["any_makeable"]))
            parts.append(_line("there, final makeable", entry["makeable_where_possible"]))
        if "makeable" in entry:
            parts.append(_line("DD makeable", entry["makeable"]))
            parts.append(_line("makeable made", entry["makeable_made"]))
        print("; ".join(parts))


if __name__ == "__main__":
    main()
