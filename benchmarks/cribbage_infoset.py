"""An information-set search for the expert's play, against a level, single deals.

The expert's play (``playing.expert_card``) is Perfect-Information Monte Carlo: in every
guessed world both hands are open, so the opponent's replies are its best *as if it saw my
hand*, and my own later cards are chosen world by world, as if I knew its hand. This search
keeps my hand hidden from the opponent and my knowledge honest:

- at a node where I am to play, I choose one card for all the worlds I cannot tell apart
  there (they agree on every card the opponent has played, and every go it has said, in the
  search so far), the card worth most on their weighted average;
- the opponent's card, in each world, comes from a model that sees its own hand and the
  table but not mine (``OPPONENTS``; ``open`` alone sees mine, to measure the first point
  apart from the second), and its card (or go) splits the worlds for my next decision.

It searches the two-player play to its end, for points only: near the end of a game (where
the expert plays to the score), with more players or in misère, the expert's own play stands.
Patched into the expert of the worker processes (as ``cribbage_open_hands`` does), the
benchmark plays duplicate single deals from 0-0 against a level as ``cribbage_strength
--deals`` does, and times every play decision of the expert (processor time).

    python -m benchmarks.cribbage_infoset --pairs 1000 --opponent cautious --workers 1
    python -m benchmarks.cribbage_infoset --pairs 200 --opponent pimc   # the expert, timed

Measured against ``club``, 1000 pairs (2000 deals), seed 11, points a deal (95 %), and the
difference from the expert as it is on the same seeds (paired): the expert (``pimc``)
+0.160 (+0.061 to +0.259); ``greedy`` +0.159, -0.001 (±0.079); ``cautious`` +0.138,
-0.022 (±0.078); ``sampled`` +0.191, +0.031 (±0.079) at a p95 of 0.54 s a decision;
``open`` (my cards by information sets, the opponent seeing them: strategy fusion alone)
+0.174, +0.014 (±0.046). No gain to be seen: the play's points are in the hidden cards
themselves, not in how the search treats them.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from math import comb

from benchmarks.cribbage_latency import summary
from benchmarks.cribbage_strength import deal_margin
from benchmarks.intervals import mean_interval
from skruuvi_gui.bots.cribbage import bot, playing
from skruuvi_gui.bots.cribbage.aim import Aim
from skruuvi_gui.bots.cribbage.lookahead import VALUE, Playout
from skruuvi_gui.bots.cribbage.pegging import best_reply_points
from skruuvi_gui.bots.cribbage.reading import floors, guess_world
from skruuvi_gui.bots.cribbage.sampling import unseen_cards
from skruuvi_gui.bots.cribbage.winning import needs
from skruuvi_gui.cards import Card
from skruuvi_gui.progress import Progress
from skruuvi_gui.rules.cribbage.model import CribbageObservation
from skruuvi_gui.rules.cribbage.scoring import play_points

Ranks = tuple[int, ...]
#: Guessed worlds: the opponent's hand (rank numbers, ascending) and the world's weight.
Worlds = list[tuple[Ranks, float]]


@dataclass(frozen=True, slots=True)
class Table:
    """What the opponent knows when it chooses: its hand, the count and series, how many
    cards of each rank it has seen gone (the starter and every card played), how many cards
    I hold and whether I have said go in this series. ``mine``, my cards themselves, is there
    for the open-handed model alone."""

    hand: Ranks
    count: int
    series: Ranks
    gone: Ranks
    mine: Ranks
    i_said_go: bool

    @property
    def my_cards(self) -> int:
        return len(self.mine)

    def unseen(self) -> list[int]:
        """The ranks it has not seen, one entry a card (my cards and the crib among them)."""
        return [
            rank
            for rank in range(1, 14)
            for _ in range(4 - self.gone[rank] - self.hand.count(rank))
        ]


#: An opponent model: the rank it plays from ``Table.hand`` (one that fits the count).
Opponent = Callable[[Table], int]


def fitting(hand: Ranks, count: int) -> list[int]:
    """The distinct ranks of ``hand`` that fit the count."""
    return sorted({rank for rank in hand if count + VALUE[rank] <= 31})


def greedy_opponent(table: Table) -> int:
    """The most points now; then not leaving 5 or 21 (a ten makes fifteen or thirty-one of
    it), then the higher count value, keeping low cards for the end of a series."""

    def worth(rank: int) -> tuple[int, int, int]:
        count = table.count + VALUE[rank]
        points = play_points((*table.series, rank), count)
        return points, -(count in (5, 21)), VALUE[rank]

    return max(fitting(table.hand, table.count), key=worth)


def expected_reply(table: Table, rank: int) -> float:
    """My expected best points on the opponent's ``rank``, from its view: my cards drawn from
    the ranks it has not seen (``likely_reply`` of the normal level, on rank counts)."""
    count = table.count + VALUE[rank]
    if count == 31 or table.i_said_go or not table.my_cards:
        return 0.0
    left = [0] + [4 - table.gone[r] - table.hand.count(r) for r in range(1, 14)]
    total = sum(left)
    size = min(table.my_cards, total)
    if size <= 0:
        return 0.0
    every = comb(total, size)
    series = (*table.series, rank)
    replies: list[tuple[int, float]] = []
    for reply in range(1, 14):
        if left[reply] <= 0 or count + VALUE[reply] > 31:
            continue
        points = play_points((*series, reply), count + VALUE[reply])
        if points:
            replies.append((points, 1 - comb(total - left[reply], size) / every))
    return best_reply_points(replies)


def cautious_opponent(table: Table) -> int:
    """Points now less my likely reply from the cards it has not seen (the normal level's
    judgement); ties go to the higher count value."""

    def worth(rank: int) -> tuple[float, int]:
        count = table.count + VALUE[rank]
        points = play_points((*table.series, rank), count)
        return points - expected_reply(table, rank), VALUE[rank]

    return max(fitting(table.hand, table.count), key=worth)


def open_opponent(aim: Aim) -> Opponent:
    """The opponent PIMC assumes: seeing my cards, it plays its best against me to the end
    of the play (``Playout``, with me as seat 0 and it as seat 1)."""
    playout = Playout(Aim(0, aim.options), 2)

    def choose(table: Table) -> int:
        hands = (table.mine, table.hand)

        def worth(rank: int) -> tuple[float, int]:
            index = table.hand.index(rank)
            value = playout.after(hands, table.count, table.series, 1, index, 8)
            return -value, VALUE[rank]

        return max(fitting(table.hand, table.count), key=worth)

    return choose


#: Guesses at my hand behind each card of the ``sampled`` opponent.
SAMPLES = 4


def sampled_opponent(aim: Aim, rng: random.Random) -> Opponent:
    """An opponent playing its own PIMC: its card worth most to it on average over a few
    guesses at my hand from the cards it has not seen (above the room if I said go), each
    searched to the end with both hands open (``Playout``)."""
    playout = Playout(Aim(0, aim.options), 2)

    def choose(table: Table) -> int:
        ranks = fitting(table.hand, table.count)
        if len(ranks) == 1:
            return ranks[0]
        pool = table.unseen()
        size = table.my_cards
        if table.i_said_go:
            above = [rank for rank in pool if table.count + VALUE[rank] > 31]
            pool = above if len(above) >= size else pool
        totals = dict.fromkeys(ranks, 0.0)
        for _ in range(SAMPLES):
            hands = (tuple(sorted(rng.sample(pool, size))), table.hand)
            for rank in ranks:
                index = table.hand.index(rank)
                totals[rank] += playout.after(hands, table.count, table.series, 1, index, 8)
        return min(ranks, key=lambda rank: (totals[rank], -VALUE[rank]))

    return choose


#: The opponent models by name, each made for the deciding seat's aim (and its chance).
OPPONENTS: dict[str, Callable[[Aim, random.Random], Opponent]] = {
    "greedy": lambda _aim, _rng: greedy_opponent,
    "cautious": lambda _aim, _rng: cautious_opponent,
    "open": lambda aim, _rng: open_opponent(aim),
    "sampled": sampled_opponent,
}


class InfosetSearch:
    """The rest of a two-player play, my cards chosen once per information set, the
    opponent's by ``opponent`` in each world. Values are totals over the worlds given, each
    world's points (mine less the opponent's, by ``mine`` and ``theirs``) times its weight."""

    def __init__(self, opponent: Opponent, mine: float, theirs: float) -> None:
        self._opponent = opponent
        self._weights = (mine, theirs)
        self._choices: dict[tuple[Ranks, int, Ranks, Ranks, Ranks, bool], int] = {}

    def values(
        self, hand: Ranks, worlds: Worlds, count: int, series: Ranks, gone: Ranks
    ) -> dict[int, float]:
        """What each of my ranks that fit the count is worth, totalled over ``worlds``."""
        return {
            rank: self._play(0, rank, hand, worlds, count, series, gone)
            for rank in fitting(hand, count)
        }

    def _my_turn(
        self, hand: Ranks, worlds: Worlds, count: int, series: Ranks, gone: Ranks
    ) -> float:
        return max(self.values(hand, worlds, count, series, gone).values())

    def _their_turn(
        self, hand: Ranks, worlds: Worlds, count: int, series: Ranks, gone: Ranks, go: bool
    ) -> float:
        """The opponent to play in every world; ``go``: it played last, I having said go."""
        by_card: dict[int, Worlds] = {}
        for world in worlds:
            key = (world[0], count, series, gone, hand, go)
            rank = self._choices.get(key)
            if rank is None:
                table = Table(world[0], count, series, gone, hand, go and bool(hand))
                rank = self._choices[key] = self._opponent(table)
            by_card.setdefault(rank, []).append(world)
        return sum(
            self._play(1, rank, hand, group, count, series, gone) for rank, group in by_card.items()
        )

    def _play(
        self,
        seat: int,
        rank: int,
        hand: Ranks,
        worlds: Worlds,
        count: int,
        series: Ranks,
        gone: Ranks,
    ) -> float:
        """``seat`` (0 me, 1 the opponent, who holds ``rank`` in every world) plays ``rank``,
        then the play goes on, the worlds split by what I see happen."""
        if seat == 0:
            at = hand.index(rank)
            hand = hand[:at] + hand[at + 1 :]
        else:
            worlds = [(_without(other, rank), weight) for other, weight in worlds]
        count += VALUE[rank]
        series = (*series, rank)
        gone = (*gone[:rank], gone[rank] + 1, *gone[rank + 1 :])
        total = sum(weight for _, weight in worlds)
        value = self._weights[seat] * play_points(series, count) * total
        if count == 31:
            return value + self._new_series(seat, hand, worlds, gone)
        room = 31 - count
        i_can = bool(hand) and VALUE[hand[0]] <= room
        if seat == 1 and i_can:
            return value + self._my_turn(hand, worlds, count, series, gone)
        they_can = [world for world in worlds if world[0] and VALUE[world[0][0]] <= room]
        they_cannot = [world for world in worlds if not (world[0] and VALUE[world[0][0]] <= room)]
        if they_can:
            value += self._their_turn(hand, they_can, count, series, gone, seat == 1)
        if they_cannot:
            if seat == 0 and i_can:
                value += self._my_turn(hand, they_cannot, count, series, gone)
            else:  # nobody can play: a go, or the last card, to the last player
                go = sum(weight for _, weight in they_cannot)
                value += self._weights[seat] * go
                value += self._new_series(seat, hand, they_cannot, gone)
        return value

    def _new_series(self, last: int, hand: Ranks, worlds: Worlds, gone: Ranks) -> float:
        """A new series, led by the player after ``last`` if it holds cards, else by ``last``
        (hand sizes are the same in every world)."""
        theirs = len(worlds[0][0])
        if last == 0:
            leader = 1 if theirs else 0 if hand else None
        else:
            leader = 0 if hand else 1 if theirs else None
        if leader == 0:
            return self._my_turn(hand, worlds, 0, (), gone)
        if leader == 1:
            return self._their_turn(hand, worlds, 0, (), gone, False)
        return 0.0


def _without(hand: Ranks, rank: int) -> Ranks:
    at = hand.index(rank)
    return hand[:at] + hand[at + 1 :]


#: Guessed worlds per decision (as the expert's far from the end).
WORLDS = 96


def infoset_card(
    opponent: Callable[[Aim, random.Random], Opponent],
) -> Callable[[CribbageObservation, Aim, tuple[Card, ...], random.Random], Card]:
    """The expert's card chooser with its two-player play for points by information sets
    against ``opponent``; elsewhere the expert's own."""

    def choose(
        observation: CribbageObservation, aim: Aim, cards: tuple[Card, ...], rng: random.Random
    ) -> Card:
        by_rank: dict[int, Card] = {}
        for card in cards:
            by_rank.setdefault(card.rank.value, card)
        if len(by_rank) == 1:
            return cards[0]
        if len(observation.hand_sizes) != 2 or aim.sign < 0 or needs(observation) is not None:
            return playing.expert_card(observation, aim, cards, rng)
        me = aim.seat
        unseen = unseen_cards(observation)
        least = floors(observation)
        merged: dict[Ranks, float] = {}
        for _ in range(WORLDS):
            world, weight = guess_world(observation, unseen, least, rng)
            other = tuple(sorted(card.rank.value for card in world[1 - me]))
            merged[other] = merged.get(other, 0.0) + weight
        hand = tuple(sorted(card.rank.value for card in observation.hand))
        gone = [0] * 14
        for _, card in observation.played:
            gone[card.rank.value] += 1
        assert observation.starter is not None
        gone[observation.starter.rank.value] += 1
        series = tuple(card.rank.value for _, card in observation.series)
        model = opponent(aim, random.Random(rng.random()))
        search = InfosetSearch(model, aim.weight(me), aim.weight(1 - me))
        values = search.values(hand, list(merged.items()), observation.count, series, tuple(gone))
        best = max(values, key=lambda rank: (round(values[rank], 9), VALUE[rank]))
        return by_rank[best]

    return choose


#: Processor seconds of every expert play decision in this process, since the last take.
_TIMES: list[float] = []


def _timed(chooser: bot.PlayChooser) -> bot.PlayChooser:
    def choose(
        observation: CribbageObservation, aim: Aim, cards: tuple[Card, ...], rng: random.Random
    ) -> Card:
        started = time.process_time()
        card = chooser(observation, aim, cards, rng)
        if len(cards) > 1:
            _TIMES.append(time.process_time() - started)
        return card

    return choose


#: ``--opponent`` choices: the models above, or ``pimc`` for the expert as it is (timed).
VARIANTS: tuple[str, ...] = ("pimc", *OPPONENTS)


def patch(variant: str) -> None:
    """In this process the expert plays ``variant``, its play decisions timed."""
    chooser = playing.expert_card if variant == "pimc" else infoset_card(OPPONENTS[variant])
    bot._PLAY_CHOOSERS["expert"] = _timed(chooser)


def deal_pair(variant: str, against: str, seed: int) -> tuple[float, list[float]]:
    """The patched expert's points less ``against``'s over ``seed``'s deal played twice (the
    seats swapped), halved, and the processor seconds of its play decisions."""
    patch(variant)
    _TIMES.clear()
    margin = deal_margin(("expert", against), seed) / 2
    return margin, list(_TIMES)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--opponent", choices=VARIANTS, default="cautious")
    parser.add_argument("--against", default="club", help="the level played against")
    parser.add_argument("--pairs", type=int, default=200, help="seeds (2 deals each)")
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--workers", type=int, default=None, help="processes (default: all)")
    parser.add_argument("--save", metavar="PATH", help="write each seed's margin here (JSON)")
    args = parser.parse_args(argv)
    seeds = [args.seed * 100_003 + index for index in range(args.pairs)]
    name = f"expert ({args.opponent}) v {args.against}"
    progress = Progress(args.pairs, "pairs", name)
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        results = list(
            progress.track(
                pool.map(
                    deal_pair,
                    [args.opponent] * args.pairs,
                    [args.against] * args.pairs,
                    seeds,
                    chunksize=4,
                )
            )
        )
    margins = [margin for margin, _ in results]
    if args.save:
        with open(args.save, "w", encoding="utf-8") as file:
            json.dump(dict(zip(map(str, seeds), margins, strict=True)), file)
    mean, low, high = mean_interval(margins)
    times = [seconds for _, pair_times in results for seconds in pair_times]
    row = summary(times)
    print(
        f"{name}: {2 * args.pairs} deals, {mean:+.3f} points a deal ({low:+.3f} to {high:+.3f}); "
        f"{row['decisions']} play decisions, median {row['median_ms']:.1f} ms, "
        f"p95 {row['p95_ms']:.1f} ms, max {row['max_ms']:.1f} ms, "
        f"mean {1000 * statistics.fmean(times):.1f} ms (processor time)"
    )


if __name__ == "__main__":
    main()
