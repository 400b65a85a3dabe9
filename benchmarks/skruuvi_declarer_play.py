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

``--diagnose`` weighs every card of the first search's first play with the real hands and
prints where the declaring side's double-dummy tricks went: by declarer, partner and
defenders, the part of the play, leads and follows, trumps and side suits, and whether the
player's own guessed deals saw a costly card's cost. ``--kind`` plays one kind's deals;
``--first`` skips the deals before one, and ``--merge`` reports split runs' ``--json``
output together.

    python -m benchmarks.skruuvi_declarer_play --deals 240 --plays 1 --workers 2 \\
        --search "" --search double_dummy_worlds=0
    python -m benchmarks.skruuvi_declarer_play --deals 20 --kind alkupeli --diagnose --json
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
from benchmarks.skruuvi_contracts import KINDS, practice_deals, start_of_play
from benchmarks.skruuvi_strength import parse_plan
from skruuvi_gui.bots import make_bot
from skruuvi_gui.bots.skruuvi import card_tricks, expert
from skruuvi_gui.bots.skruuvi.masks import BIT_OF, SUIT_OF, mask_of
from skruuvi_gui.cards import Card
from skruuvi_gui.progress import Progress
from skruuvi_gui.rules.skruuvi import Play, SkruuviObservation, SkruuviState


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
    losses: tuple[Loss, ...] = ()

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


@dataclass(frozen=True, slots=True)
class Loss:
    """A card that changed the declaring side's double-dummy tricks (``--diagnose``): its
    trick, who played it (``declarer``, ``partner`` or ``defender``), whether it led, whether
    it was a trump, the tricks it cost the side (negative: a defender's gift), and for the
    declaring side the player's own view: the card's average double-dummy tricks over its
    guessed deals less the best card's (the best with the real hands), and the share of
    its partner's real cards its guessed deals gave to the partner."""

    trick: int
    role: str
    lead: bool
    trump: bool
    tricks: int
    guessed: float | None = None
    partner_share: float | None = None


def play_out(
    state: SkruuviState,
    seed: int,
    play: int,
    losses: list[Loss] | None = None,
    weighing: list[float] | None = None,
) -> int:
    """The declaring side's tricks when four experts play the cards from ``state``; with
    ``losses``, each card is weighed with the real hands and those that change the side's
    double-dummy tricks are noted there, the processor seconds it took added to
    ``weighing[0]``."""
    weighing = weighing or [0.0]
    state = copy.deepcopy(state)
    view = state.observation(0)
    order = view.order
    rngs = {seat: random.Random(f"{seed}/{seat}/play/{play}") for seat in order}
    bots = {seat: make_bot("skruuvi", "expert", rngs[seat]) for seat in order}
    while state.outcome() is None:
        seat = state.to_move()[0]
        observation = state.observation(seat)
        if losses is None:
            state.apply(seat, bots[seat].choose(observation))
            continue
        guesses = random.Random()
        guesses.setstate(rngs[seat].getstate())
        action = bots[seat].choose(observation)
        assert isinstance(action, Play)
        started = time.process_time()
        loss = weigh_card(state, observation, action.card, guesses)
        if loss is not None:
            losses.append(loss)
        weighing[0] += time.process_time() - started
        state.apply(seat, action)
    result = state.observation(0).results[-1]
    assert result.declarer is not None
    return result.tricks[order.index(result.declarer) % 2]


def weigh_card(
    state: SkruuviState, observation: SkruuviObservation, card: Card, guesses: random.Random
) -> Loss | None:
    """What ``card`` cost the declaring side double dummy with the real hands (``None``:
    nothing, or a misère); ``guesses`` replays the player's guessed deals."""
    contract = observation.contract
    if contract is None or contract.is_misere or observation.declarer is None:
        return None
    order = observation.order
    seat = observation.seat
    assert seat is not None
    hands = [mask_of(state.observation(s).hand) for s in order]
    objective = expert.Objective(observation)
    me, side = objective.me, objective.side
    trick = [(order.index(s), BIT_OF[c.index]) for s, c in observation.trick]
    worth = card_tricks.card_tricks(hands, objective.trump, me, trick, side)
    bit = BIT_OF[card.index]
    declaring = me % 2 == side
    cost = max(worth.values()) - worth[bit] if declaring else min(worth.values()) - worth[bit]
    if not cost:
        return None
    distance = (me - order.index(observation.declarer)) % 4
    loss = Loss(
        len(observation.tricks) + 1,
        ("declarer", "defender", "partner", "defender")[distance],
        not trick,
        bit // 13 == objective.trump,
        cost,
    )
    if not declaring:
        return loss
    best = [b for b, tricks in worth.items() if tricks == max(worth.values())]
    partner = (me + 2) % 4
    seen = {b: 0 for b in worth}
    share = 0.0
    worlds = expert.EXPERT_PLAN.double_dummy_worlds or 24
    for _ in range(worlds):
        guessed = expert._guessed_hands(observation, guesses, objective)
        for b, tricks in card_tricks.card_tricks(guessed, objective.trump, me, trick, side).items():
            seen[b] += tricks
        share += (guessed[partner] & hands[partner]).bit_count() / hands[partner].bit_count()
    chosen = seen[bit] - max(seen[b] for b in best)
    return replace(loss, guessed=chosen / worlds, partner_share=share / worlds)


def contract_plays(
    seed: int, kind: str, searches: Sequence[dict[str, int]], plays: int, diagnose: bool = False
) -> Contract | None:
    """The deal's declared contract played ``plays`` times per search (``None``: a
    pass-misère); with ``diagnose``, the first search's first play's costly cards noted."""
    state, _ = start_of_play(seed, kind)
    view = state.observation(0)
    contract = view.contract
    if state.outcome() is not None or contract is None:
        return None
    tricks_dd, ceiling = double_dummy(state)
    default = expert.EXPERT_PLAN
    tricks: list[tuple[int, ...]] = []
    seconds: list[float] = []
    losses: list[Loss] = []
    try:
        for index, search in enumerate(searches):
            expert.EXPERT_PLAN = replace(default, **search)
            weighing = [0.0]
            started = time.process_time()
            tricks.append(
                tuple(
                    play_out(state, seed, play, *((losses, weighing) if diagnose else ()))
                    if index == play == 0
                    else play_out(state, seed, play)
                    for play in range(plays)
                )
            )
            seconds.append(time.process_time() - started - weighing[0])
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
        tuple(losses),
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
            if index and played:
                gained = [
                    statistics.fmean(c.tricks[index]) - statistics.fmean(c.tricks[0])
                    for c, _ in played
                ]
                line += f"; tricks against the first {_interval(gained, percent=False)}"
            print(line)


def load(path: str) -> list[Contract]:
    """The contracts of a run's ``--json`` output (its last line)."""
    with open(path, encoding="utf-8") as output:
        rows = json.loads(output.read().splitlines()[-1])
    return [
        Contract(
            **{
                **row,
                "tricks": tuple(tuple(plays) for plays in row["tricks"]),
                "seconds": tuple(row["seconds"]),
                "losses": tuple(Loss(**loss) for loss in row["losses"]),
            }
        )
        for row in rows
    ]


def diagnosis(contracts: Sequence[Contract]) -> None:
    """Per kind, where the declaring side's double-dummy tricks went (``--diagnose``): by
    who played the card, the part of the play, leading or following, trump or side suit;
    and for the declaring side's costly cards, how often its guessed deals saw the cost."""
    for kind in ("alkupeli", "kotka"):
        losses = [loss for c in contracts if c.kind == kind for loss in c.losses]
        if not losses:
            continue
        count = sum(c.kind == kind and not c.misere for c in contracts)
        print(f"{kind}: double-dummy tricks a contract, by who played the card ({count}):")
        groups: dict[tuple[str, ...], list[int]] = {}
        for loss in losses:
            part = "tricks 1-4" if loss.trick <= 4 else "5-8" if loss.trick <= 8 else "9-13"
            play = "lead" if loss.lead else "follow"
            suit = "trump" if loss.trump else "side suit"
            keys: tuple[tuple[str, ...], ...] = (
                (loss.role,),
                (loss.role, part),
                (loss.role, play, suit),
            )
            for key in keys:
                groups.setdefault(key, []).append(loss.tricks)
        for key, costs in sorted(groups.items()):
            print(f"  {' / '.join(key)}: {sum(costs) / count:+.2f} ({len(costs)} cards)")
        own = [loss for loss in losses if loss.guessed is not None]
        if own:
            seen = sum(1 for loss in own if loss.guessed is not None and loss.guessed < 0)
            alike = sum(1 for loss in own if loss.guessed == 0)
            share = statistics.fmean(loss.partner_share or 0.0 for loss in own)
            print(
                f"  declaring side's costly cards: {len(own)}; its guessed deals rated the "
                f"card below the best in {seen}, alike in {alike}, above in "
                f"{len(own) - seen - alike}; partner's cards placed right {share:.0%}"
            )


def main(argv: Sequence[str] | None = None) -> None:
    def options(parser: argparse.ArgumentParser) -> None:
        parser.add_argument("--plays", type=int, default=4, help="plays of each contract")
        parser.add_argument(
            "--search", action="append", default=None, help="NAME=VALUE,... (repeatable)"
        )
        parser.add_argument(
            "--diagnose",
            action="store_true",
            help="weigh every card of the first search's first play with the real hands",
        )
        parser.add_argument(
            "--merge",
            nargs="+",
            default=None,
            metavar="OUTPUT",
            help="report the contracts of earlier runs' --json output (split runs) instead",
        )
        parser.add_argument(
            "--first", type=int, default=0, help="skip the deals before this one (split runs)"
        )
        parser.add_argument(
            "--kind", choices=KINDS, default=None, help="only this kind's deals (default: both)"
        )

    args, seeds, kinds = practice_deals(
        "Makeable contracts made by four experts.", argv, 1, options=options
    )
    labels = args.search or [""]
    if args.merge:
        contracts = [contract for path in args.merge for contract in load(path)]
        report(contracts, labels, args.plays)
        if args.diagnose:
            diagnosis(contracts)
        return
    seeds, kinds = seeds[args.first :], kinds[args.first :]
    if args.kind is not None:
        seeds = [seed for seed, kind in zip(seeds, kinds, strict=True) if kind == args.kind]
        kinds = [args.kind] * len(seeds)
    searches = [parse_plan(text) for text in labels]
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        found = pool.map(
            contract_plays,
            seeds,
            kinds,
            repeat(searches),
            repeat(args.plays),
            repeat(args.diagnose),
        )
        progress = Progress(len(seeds), "deals", "declarer play")
        contracts = [c for c in progress.track(found) if c is not None]
    print(f"{len(seeds)} deals, {len(contracts)} contracts declared, {args.plays} plays each")
    report(contracts, labels, args.plays)
    if args.diagnose:
        diagnosis(contracts)
    if args.json:
        print(json.dumps([asdict(c) for c in contracts]))


if __name__ == "__main__":
    main()
