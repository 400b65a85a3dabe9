"""How faithfully the Skruuvi bots bid by the book, and how often everybody passes.

Random practice deals (alternately alkupeli and kotka) are bid through the first bidding by
four bots of one level. At every call, the book's rows (``bots.skruuvi.book``) that fit the
caller's hand with a legal call are looked up; per row it counts how often the row fitted
and how often the bot then made a book call (this row's, or another fitting row's when the
judgement chose between them), and how often exactly this row's. It also prints the share of
deals that became pass-misère, per kind of deal, and the later rounds' shows: suit bids at
the cheapest level their strain allows, over partner's bid and over the opponents', and how
many of them the caller made holding that suit's ace or king (with 95% Wilson intervals).

    python -m benchmarks.skruuvi_book --deals 400 --levels normal expert
"""

from __future__ import annotations

import argparse
import json
import random
from collections import Counter
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from benchmarks.intervals import wilson
from skruuvi_gui.bots import make_bot
from skruuvi_gui.bots.skruuvi.bidding import forced_book_calls
from skruuvi_gui.bots.skruuvi.book import BOOK
from skruuvi_gui.cards import Rank
from skruuvi_gui.rules.api import CHANCE, seat_after_chance
from skruuvi_gui.rules.skruuvi import (
    FIRST_BIDDING,
    KOTKA,
    Bid,
    MakeBid,
    SkruuviObservation,
    SkruuviOptions,
    SkruuviState,
)


@dataclass(slots=True)
class Tally:
    """Per row: times it fitted, times a book call was made then, times its own call."""

    fitted: Counter[str] = field(default_factory=Counter)
    book_call: Counter[str] = field(default_factory=Counter)
    own_call: Counter[str] = field(default_factory=Counter)
    deals: Counter[str] = field(default_factory=Counter)
    pass_misere: Counter[str] = field(default_factory=Counter)
    #: Later-round shows by whose bid they were made over ("partner": the caller's own side,
    #: "opponents"), and
    #: those made holding the suit's ace or king.
    shows: Counter[str] = field(default_factory=Counter)
    shows_true: Counter[str] = field(default_factory=Counter)

    def add(self, other: Tally) -> None:
        for name in _COUNTS:
            getattr(self, name).update(getattr(other, name))


_COUNTS = ("fitted", "book_call", "own_call", "deals", "pass_misere", "shows", "shows_true")


def bid_deal(level: str, seed: int) -> Tally:
    """The first bidding of practice deal ``seed`` among four ``level`` bots."""
    kind = "alkupeli" if seed % 2 == 0 else "kotka"
    state = SkruuviState(SkruuviOptions(length=kind))
    chance = random.Random(seed)
    state.apply(CHANCE, state.sample_chance(chance))
    bots = {seat: make_bot("skruuvi", level, random.Random(f"{seed}/{seat}")) for seat in range(4)}
    tally = Tally()
    tally.deals[kind] += 1
    while True:
        seat = seat_after_chance(state, chance)
        observation = state.observation(seat)
        if observation.phase != FIRST_BIDDING:
            break
        action = bots[seat].choose(observation)
        _count(tally, observation, action)
        state.apply(seat, action)
    if state.observation(0).pass_misere:
        tally.pass_misere[kind] += 1
    return tally


def _count(tally: Tally, observation: SkruuviObservation, action: object) -> None:
    found = forced_book_calls(observation)
    called = action.bid if isinstance(action, MakeBid) else None
    calls = {bid for _, bid in found}
    for row in {row for row, _ in found}:
        tally.fitted[row.id] += 1
        tally.book_call[row.id] += called in calls
        tally.own_call[row.id] += any(r is row and bid == called for r, bid in found)
    if called is not None and is_show(observation, called):
        holder = next(c.seat for c in reversed(observation.first_bidding) if c.bid is not None)
        seat = observation.seat
        ours = seat is not None and holder in (seat, observation.partner_of(seat))
        over = "partner" if ours else "opponents"
        tally.shows[over] += 1
        tally.shows_true[over] += any(
            card.suit is called.strain.trump and card.rank in (Rank.ACE, Rank.KING)
            for card in observation.hand
        )


def is_show(observation: SkruuviObservation, bid: Bid) -> bool:
    """Whether ``bid`` is a later round's suit at the cheapest level its strain allows."""
    if observation.kind == KOTKA or len(observation.first_bidding) < 8 or bid.strain.trump is None:
        return False
    legal = [a.bid for a in observation.legal if isinstance(a, MakeBid)]
    return next(b for b in legal if b.strain is bid.strain) == bid


def run(level: str, deals: int, seed: int, pool: ProcessPoolExecutor) -> Tally:
    total = Tally()
    seeds = [seed * 100_003 + index for index in range(deals)]
    for tally in pool.map(bid_deal, [level] * deals, seeds, chunksize=8):
        total.add(tally)
    return total


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Book calls and pass-misère share.")
    parser.add_argument("--deals", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--levels", nargs="+", default=["normal", "expert"])
    parser.add_argument("--workers", type=int, default=None)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        tallies = {level: run(level, args.deals, args.seed, pool) for level in args.levels}
    if args.json:
        print(
            json.dumps(
                {
                    level: {
                        "rows": {
                            row.id: {
                                "fitted": t.fitted[row.id],
                                "book_call": t.book_call[row.id],
                                "own_call": t.own_call[row.id],
                            }
                            for row in BOOK
                        },
                        "pass_misere": dict(t.pass_misere),
                        "deals": dict(t.deals),
                        "shows": {
                            over: {"made": t.shows[over], "ace_or_king": t.shows_true[over]}
                            for over in ("partner", "opponents")
                        },
                    }
                    for level, t in tallies.items()
                },
                indent=2,
            )
        )
        return
    header = f"{'row':28}" + "".join(f"{level:>28}" for level in args.levels)
    print(header)
    print(f"{'':28}" + "".join(f"{'fitted  book call  its call':>28}" for _ in args.levels))
    for row in BOOK:
        cells = []
        for level in args.levels:
            t = tallies[level]
            fitted = t.fitted[row.id]
            cells.append(
                f"{fitted:>8}  {_share(t.book_call[row.id], fitted):>9}  "
                f"{_share(t.own_call[row.id], fitted):>8}"
            )
        print(f"{row.id:28}" + "".join(f"{cell:>28}" for cell in cells))
    for level in args.levels:
        t = tallies[level]
        shares = ", ".join(
            f"{kind} {t.pass_misere[kind]}/{t.deals[kind]} "
            f"({_share(t.pass_misere[kind], t.deals[kind])})"
            for kind in sorted(t.deals)
        )
        print(f"pass-misère, {level}: {shares}")
        for over, words in (("partner", "its own side's"), ("opponents", "the opponents'")):
            made, true = t.shows[over], t.shows_true[over]
            low, high = wilson(true, made)
            print(
                f"later-round shows over {words} bid, {level}: {true}/{made} with the ace or"
                f" king ({_share(true, made)}, {low:.0%}-{high:.0%})"
            )


def _share(part: int, whole: int) -> str:
    return f"{part / whole:.0%}" if whole else "-"


if __name__ == "__main__":
    main()
