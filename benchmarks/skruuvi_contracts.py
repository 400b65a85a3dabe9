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
above the deal's lowest level. Of the deals with some makeable contract it also gives the
share where one was still within the final bidding's reach over the first bidding's standing
bid, and why each miss missed (``MISSES``); ``--json`` keeps every deal's contract, biddings
and double-dummy tricks by strain for both partners. ``--level club`` bids as the reference
level does; ``--no-play`` stops at the first card (the contract figures need no play);
``--kind`` plays one kind's deals, with the seeds they have among both.

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
from skruuvi_gui.rules.skruuvi import (
    PLAY,
    Bid,
    SkruuviOptions,
    SkruuviState,
    Strain,
    is_legal_bid,
)

KINDS = ("alkupeli", "kotka")
STRAINS = ("trumps", "grandi", "misere")
#: Why a deal with a makeable lowest-level contract ended in an unmakeable one, in the order
#: ``miss`` tries them.
MISSES = ("out_of_reach", "misere", "above_lowest", "other_partner", "grandi", "other_suit")
#: The strains of ``Deal.declarer_tricks`` in order: grandi, then the masks' suits.
SOLVED_STRAINS = (Strain.GRANDI, Strain.SPADES, Strain.HEARTS, Strain.CLUBS, Strain.DIAMONDS)


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
    #: The final contract as written (``""`` for a pass-misère).
    contract: str = ""
    #: Whether the declarer took the deal in the first bidding (else partner did).
    taker_declared: bool = True
    #: The first and final biddings' calls, in turn (``"pass"`` for a pass).
    first_bidding: tuple[str, ...] = ()
    final_bidding: tuple[str, ...] = ()
    #: The practice deal's seed (records of two runs pair by it).
    seed: int = 0
    #: Double-dummy tricks of the declaring side per strain (grandi, then ♠ ♥ ♣ ♦ in the
    #: masks' suit order), the declarer playing and the partner playing (empty: not solved).
    declarer_tricks: tuple[int, ...] = ()
    partner_tricks: tuple[int, ...] = ()


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
        return Deal(kind, "pass_misere", made=False, makeable=None, taker_declared=False, seed=seed)
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
    declarer_tricks: tuple[int, ...] = ()
    partner_tricks: tuple[int, ...] = ()
    if have_dds():
        hands, leader = start
        if not contract.is_misere:
            trump = contract.strain.trump
            leaders = dds_tricks(hands, -1 if trump is None else SUIT_OF[trump], leader)[0]
            declarers = leaders if leader % 2 == side else 13 - leaders
            makeable = declarers >= promised
        lowest = 6 + (6 if kind == "kotka" else 5)
        declarer = order.index(declarer_seat)
        declarer_tricks, partner_tricks = (
            tuple(13 - dds_tricks(hands, trump, (seat + 1) % 4)[0] for trump in (-1, 0, 1, 2, 3))
            for seat in (declarer, (declarer + 2) % 4)
        )
        any_makeable = max(declarer_tricks + partner_tricks) >= lowest
    above = contract.level - (6 if kind == "kotka" else 5)
    return Deal(
        kind,
        strain_kind(contract),
        made,
        makeable,
        any_makeable,
        above,
        contract=str(contract),
        taker_declared=view.taker == declarer_seat,
        first_bidding=tuple(str(call) for call in view.first_bidding),
        final_bidding=tuple(str(call) for call in view.final_bidding),
        declarer_tricks=declarer_tricks,
        partner_tricks=partner_tricks,
        seed=seed,
    )


def reachable(deal: Deal) -> list[Strain]:
    """The strains makeable at the deal's lowest level by either partner that the final
    bidding can still reach over the first bidding's standing bid (or keep it)."""
    kotka = deal.kind == "kotka"
    lowest = 6 if kotka else 5
    bids = [text for text in deal.first_bidding if text != "pass"]
    standing = Bid.parse(bids[-1]) if bids else None
    found = []
    for strain, mine, theirs in zip(
        SOLVED_STRAINS, deal.declarer_tricks, deal.partner_tricks, strict=True
    ):
        bid = Bid(lowest, strain)
        if max(mine, theirs) >= 6 + lowest and (
            bid == standing or is_legal_bid(bid, standing, kotka=kotka)
        ):
            found.append(strain)
    return found


def miss(deal: Deal) -> str | None:
    """Why a deal with some makeable lowest-level contract ended in an unmakeable one (one of
    ``MISSES``; ``None``: no such miss): every makeable strain out of the final bidding's
    reach, a misère named, a level too high, the right strain in the other partner's hand,
    grandi or another suit named."""
    if not deal.any_makeable or deal.makeable or not deal.contract:
        return None
    if not reachable(deal):
        return "out_of_reach"
    if deal.strain == "misere":
        return "misere"
    contract = Bid.parse(deal.contract)
    index = SOLVED_STRAINS.index(contract.strain)
    lowest = 6 if deal.kind == "kotka" else 5
    if deal.above_lowest > 0 and deal.declarer_tricks[index] >= 6 + lowest:
        return "above_lowest"
    if deal.partner_tricks[index] >= contract.tricks_promised:
        return "other_partner"
    return "grandi" if contract.strain is Strain.GRANDI else "other_suit"


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
            within = [d for d in possible if reachable(d)]
            entry["makeable_where_reachable"] = share(
                sum(bool(d.makeable) for d in within), len(within)
            )
            causes = [miss(d) for d in possible]
            entry["misses"] = {cause: causes.count(cause) for cause in MISSES}
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
        parser.add_argument(
            "--kind", choices=KINDS, help="only this kind's deals (the same seeds as with both)"
        )

    args, seeds, kinds = practice_deals(
        "Contracts declared and made by four experts.", argv, 1, options=level
    )
    if args.kind is not None:
        seeds = [seed for seed, kind in zip(seeds, kinds, strict=True) if kind == args.kind]
        kinds = [args.kind] * len(seeds)
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
        if not entry["deals"]:
            continue
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
            parts.append(_line("where one was within reach", entry["makeable_where_reachable"]))
            parts.append("misses " + ", ".join(f"{k} {v}" for k, v in entry["misses"].items() if v))
        if "makeable" in entry:
            parts.append(_line("DD makeable", entry["makeable"]))
            parts.append(_line("makeable made", entry["makeable_made"]))
        print("; ".join(parts))


if __name__ == "__main__":
    main()
