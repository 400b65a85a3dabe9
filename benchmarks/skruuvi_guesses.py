"""How well do the expert's guessed deals place the cards it cannot see?

Four experts bid, exchange and play each seeded practice deal (as ``skruuvi_declarer_play``
plays it); at the first card and at the start of tricks 4 and 8 every seat deals
``--worlds`` guessed deals (``sampling.sample_hands``, as the card play does) and the share
of each other seat's real cards its guesses gave that seat is noted, by who guesses whom:
the declarer its partner, the partner the declarer, the declaring side a defender, a
defender its partner and a defender the declaring side. A blind guess (the unseen cards
dealt at random in the seats' numbers, voids kept) is printed beside it.

The guesses are the bots' eyes in the play: a card placed wrong is a finesse taken the
wrong way. The measure needs no double-dummy solve, so a change to the sampling is weighed
in minutes on the same positions (``--save`` keeps them, ``--load`` reads them again).

    python -m benchmarks.skruuvi_guesses --deals 120 --workers 2 --save /tmp/positions.pickle
    python -m benchmarks.skruuvi_guesses --load /tmp/positions.pickle
"""

from __future__ import annotations

import argparse
import pickle
import random
import statistics
from collections import defaultdict
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor

from benchmarks.intervals import mean_interval
from benchmarks.skruuvi_contracts import KINDS, start_of_play
from skruuvi_gui.bots import make_bot
from skruuvi_gui.bots.skruuvi.sampling import sample_hands, voids
from skruuvi_gui.cards import FULL_DECK, Card, Rank
from skruuvi_gui.rules.skruuvi import SkruuviObservation

#: The cards whose place matters most.
HONOURS = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK)
#: The tricks at whose start the seats guess (0: the first card).
MOMENTS = (0, 3, 7)
ROLES = (
    "declarer→partner",
    "partner→declarer",
    "declaring→defender",
    "defender→partner",
    "defender→declaring",
)


def positions(seed: int, kind: str) -> list[tuple[str, list[SkruuviObservation]]]:
    """The deal's views of every seat with every hand at each moment of ``MOMENTS`` (none for
    a misère: its play is not guessed this way), as (kind, [observations]) pairs, each
    observation list headed by the seat views and followed by the real hands."""
    state, _ = start_of_play(seed, kind)
    view = state.observation(0)
    if state.outcome() is not None or view.contract is None or view.contract.is_misere:
        return []
    order = view.order
    rngs = {seat: random.Random(f"{seed}/{seat}/play/0") for seat in order}
    bots = {seat: make_bot("skruuvi", "expert", rngs[seat]) for seat in order}
    found: list[tuple[str, list[SkruuviObservation]]] = []
    while state.outcome() is None:
        observation = state.observation(state.to_move()[0])
        if not observation.trick and len(observation.tricks) in MOMENTS:
            found.append((kind, [state.observation(seat) for seat in order]))
        seat = state.to_move()[0]
        state.apply(seat, bots[seat].choose(observation))
    return found


def role(me: int, other: int, declarer: int) -> str:
    """Who guesses whom, by positions from the declarer."""
    mine, theirs = (me - declarer) % 4, (other - declarer) % 4
    if mine % 2 == 0:
        if theirs % 2 == 0:
            return ROLES[0] if mine == 0 else ROLES[1]
        return ROLES[2]
    return ROLES[3] if theirs % 2 == 1 else ROLES[4]


def blind(observation: SkruuviObservation, rng: random.Random) -> dict[int, list[Card]]:
    """The unseen cards dealt at random to the other seats in their numbers, voids kept."""
    me = observation.seat
    seen = set(observation.hand) | {c for t in observation.tricks for _, c in t.plays}
    unseen = [card for card in FULL_DECK if card not in seen]
    lacking = voids(observation)
    others = [seat for seat in observation.order if seat != me]
    for _ in range(200):
        rng.shuffle(unseen)
        hands: dict[int, list[Card]] = {seat: [] for seat in others}
        room = {seat: observation.hand_sizes[seat] for seat in others}
        for card in unseen:
            open_seats = [s for s in others if room[s] and card.suit not in lacking[s]]
            if not open_seats:
                break
            seat = rng.choice(open_seats)
            hands[seat].append(card)
            room[seat] -= 1
        else:
            return hands
    return hands


def shares(
    views: list[SkruuviObservation], worlds: int, seed: str
) -> list[tuple[str, float, float, float | None]]:
    """(role, guessed share, blind share, guessed share of the honours A K Q J or ``None``
    when the seat holds none) for every seat guessing every other seat."""
    order = views[0].order
    declarer = order.index(views[0].declarer)
    real = {seat: set(view.hand) for seat, view in zip(order, views, strict=True)}
    found = []
    for me, view in enumerate(views):
        rng = random.Random(f"{seed}/{me}")
        guessed: dict[int, float] = defaultdict(float)
        honours: dict[int, float] = defaultdict(float)
        random_share: dict[int, float] = defaultdict(float)
        for _ in range(worlds):
            for seat, cards in sample_hands(view, rng).items():
                if real[seat]:
                    guessed[seat] += len(real[seat] & set(cards)) / len(real[seat])
                    high = {card for card in real[seat] if card.rank in HONOURS}
                    if high:
                        honours[seat] += len(high & set(cards)) / len(high)
            for seat, cards in blind(view, rng).items():
                if real[seat]:
                    random_share[seat] += len(real[seat] & set(cards)) / len(real[seat])
        for other, seat in enumerate(order):
            if other != me and real[seat]:
                high_share = None
                if any(card.rank in HONOURS for card in real[seat]):
                    high_share = honours[seat] / worlds
                found.append(
                    (
                        role(me, other, declarer),
                        guessed[seat] / worlds,
                        random_share[seat] / worlds,
                        high_share,
                    )
                )
    return found


def _positions(job: tuple[int, str]) -> list[tuple[str, list[SkruuviObservation]]]:
    return positions(*job)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=40, help="practice deals, kinds alternate")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--worlds", type=int, default=24)
    parser.add_argument("--workers", type=int, default=None)
    parser.add_argument("--save", help="keep the positions in this file")
    parser.add_argument("--load", help="read the positions from this file instead of playing")
    args = parser.parse_args(argv)
    if args.load:
        with open(args.load, "rb") as file:
            found = pickle.load(file)
    else:
        jobs = [(args.seed * 100_003 + i, KINDS[i % 2]) for i in range(args.deals)]
        with ProcessPoolExecutor(args.workers) as pool:
            found = [p for deal in pool.map(_positions, jobs) for p in deal]
        if args.save:
            with open(args.save, "wb") as file:
                pickle.dump(found, file)
    table: dict[tuple[str, int, str], list[tuple[float, float, float | None]]] = defaultdict(list)
    for index, (kind, views) in enumerate(found):
        moment = len(views[0].tricks)
        for name, placed, blind_share, honour_share in shares(
            views, args.worlds, f"{args.seed}/{index}"
        ):
            table[kind, moment, name].append((placed, blind_share, honour_share))
    for kind in KINDS:
        for moment in MOMENTS:
            print(f"{kind}, trick {moment + 1}:")
            for name in ROLES:
                rows = table.get((kind, moment, name), [])
                if not rows:
                    continue
                guessed = [g for g, _, _ in rows]
                high = [h for _, _, h in rows if h is not None]
                mean, low, top = mean_interval([g - b for g, b, _ in rows])
                print(
                    f"  {name:20} {statistics.fmean(guessed):.1%} placed right "
                    f"({mean:+.1%}, {low:+.1%} to {top:+.1%} over blind), "
                    f"honours {statistics.fmean(high):.1%} ({len(rows)})"
                )


if __name__ == "__main__":
    main()
