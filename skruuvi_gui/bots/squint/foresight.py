"""The expert's choices before the play, made by playing guessed deals out: hand play or the
squint, Nemo or a Solo (and its trump) from a 4-1 pattern, and which squint card a Duo
partner keeps.

Every option is tried in the same guessed deals (see ``sampling``: hidden hands that fit
what the seat has seen, the cards left over lying in the squint), the squint handled as the
normal level handles it (``exchange``), and the deal played out from the first lead by the
trick heuristic (``search.Playout``). The option worth most to the seat on average wins, so
the hand's shape, the seats of the bids and the other contracts all count, not only the
hand's trick estimate.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from skruuvi_gui.bots.reasons import Reason
from skruuvi_gui.bots.squint import exchange
from skruuvi_gui.bots.squint.bits import mask_of
from skruuvi_gui.bots.squint.exchange import keep_from_squint, throw
from skruuvi_gui.bots.squint.sampling import Guesser
from skruuvi_gui.bots.squint.search import Playout
from skruuvi_gui.bots.squint.stakes import worth
from skruuvi_gui.bots.squint.strength import trump_tricks
from skruuvi_gui.cards import FULL_DECK, Card, Suit
from skruuvi_gui.rules.api import Seat
from skruuvi_gui.rules.squint.model import (
    ACCEPT_HAND,
    DUO,
    NEMO,
    NUM_SEATS,
    PLAY_HAND,
    PROPOSE_HAND,
    SOLO,
    TAKE_SQUINT,
    ChooseNemo,
    ChooseSolo,
    Contract,
    Declare,
    Keep,
    SquintObservation,
)
from skruuvi_gui.rules.squint.play import TrickPlay

#: Guessed deals per decision: each costs a play-out or two per option, a few milliseconds
#: each, so a decision stays within a few hundred milliseconds.
WORLDS = 40
#: The 4-1 choice plays out Nemo and two ways to play each Solo tried in every deal.
FOUR_ONE_WORLDS = 20
#: Solo trumps tried for the 4-1 choice: the likeliest by the trick estimate, which tells
#: them apart only roughly.
SOLO_TRUMPS = 3
#: Guessed squints a Duo partner is modelled to weigh before answering a proposal.
PARTNER_SAMPLES = 4

Hands = list[list[Card]]
#: One guessed deal: every seat's hand, and the squint.
Guess = tuple[Hands, list[Card]]


def guesses(
    observation: SquintObservation, rng: random.Random, count: int, aside: Iterable[Card] = ()
) -> list[Guess]:
    """``count`` guessed deals, the seat's own hand in its place (``aside``: unseen cards
    known to lie in the squint, which then holds none of the guessed cards)."""
    me = observation.seat
    assert me is not None
    guesser = Guesser(observation, aside)
    found: list[Guess] = []
    for _ in range(count):
        world = guesser.world(rng)
        hands = [list(world.get(seat, observation.hand)) for seat in range(NUM_SEATS)]
        dealt = {card for hand in world.values() for card in hand}
        found.append((hands, [card for card in guesser.pool if card not in dealt]))
    return found


def outcome(
    contracts: tuple[Contract, ...],
    playing_hand: tuple[Seat, ...],
    hands: Hands,
    observation: SquintObservation,
    shown: int = 0,
) -> float:
    """What the deal played out from the first lead with ``hands`` is worth to the seat
    (``shown``: the bits of cards thrown face up)."""
    me = observation.seat
    assert me is not None
    play = TrickPlay([hand[:] for hand in hands], contracts[0].trump, observation.forehand)
    playout = Playout(contracts, playing_hand, shown, [0] * NUM_SEATS, [False] * NUM_SEATS)
    return worth(playout.points(play), me)


def exchanged(
    hand: Sequence[Card], added: Sequence[Card], kind: str, suit: Suit | None
) -> list[Card]:
    """The hand after taking ``added`` and throwing as many cards as the contract needs."""
    full = [*hand, *added]
    thrown = throw(full, len(added), kind, suit)
    return [card for card in full if card not in thrown]


# --- hand play or the squint ----------------------------------------------------------------


def own_contract(observation: SquintObservation) -> Contract:
    return next(c for c in observation.contracts if observation.seat in c.seats)


def plays_hand(observation: SquintObservation, rng: random.Random) -> tuple[bool, Reason]:
    """Whether a lone contractor plays hand, and the points each way. After an earlier
    contractor has taken the squint, this seat would only get two cards a rival passes on, so
    it weighs its own hand played for single points."""
    me = observation.seat
    assert me is not None
    contract = own_contract(observation)
    contracts = observation.contracts
    hand_players = tuple(seat for seat, said in observation.declarations if said == PLAY_HAND)
    squint_first = all(said != TAKE_SQUINT for _, said in observation.declarations)
    by_hand = taken = 0.0
    for hands, squint in guesses(observation, rng, WORLDS):
        by_hand += outcome(contracts, (*hand_players, me), hands, observation)
        if squint_first:
            hands[me] = exchanged(hands[me], squint, contract.kind, contract.trump)
        taken += outcome(contracts, hand_players, hands, observation)
    return _hand_or_squint(by_hand > taken, by_hand / WORLDS, taken / WORLDS, PLAY_HAND)


def _hand_or_squint(
    by_hand: bool, hand: float, squint: float, hand_play: str
) -> tuple[bool, Reason]:
    """The choice between ``hand_play`` (a declaration) and the squint, with the average
    points of each over the guessed deals."""
    if by_hand:
        return True, Reason("expected", value=hand, other=Declare(TAKE_SQUINT), other_value=squint)
    return False, Reason("expected", value=squint, other=Declare(hand_play), other_value=hand)


def duo_exchange(hands: Hands, squint: Sequence[Card], pair: Sequence[Seat], trump: Suit) -> Hands:
    """The Duo's exchange: the first partner keeps the better squint card and throws one,
    the second gets the other and throws one."""
    first, second = pair
    kept = keep_from_squint(hands[first], squint, trump)
    done = [hand[:] for hand in hands]
    done[first] = exchanged(hands[first], [kept], DUO, trump)
    done[second] = exchanged(hands[second], [c for c in squint if c is not kept], DUO, trump)
    return done


def duo_pair(observation: SquintObservation, contract: Contract) -> tuple[Seat, Seat]:
    """The Duo partners, the one earlier in priority order first."""
    first, second = sorted(contract.seats, key=observation.priority_order.index)
    return first, second


def duo_plays_hand(
    observation: SquintObservation,
    rng: random.Random,
    *,
    proposed: bool,
) -> tuple[bool, Reason]:
    """Whether a Duo partner proposes hand play, or (``proposed``) accepts it, and the points
    each way. A proposal leads to hand play only if the partner accepts, modelled as the
    normal level answers."""
    me = observation.seat
    assert me is not None
    contract = own_contract(observation)
    trump = contract.trump
    assert trump is not None
    pair = duo_pair(observation, contract)
    partner = pair[0] if me == pair[1] else pair[1]
    shown = set(observation.bids)
    contracts = observation.contracts
    by_hand = taken = 0.0
    for hands, squint in guesses(observation, rng, WORLDS):
        swapped = outcome(contracts, (), duo_exchange(hands, squint, pair, trump), observation)
        taken += swapped
        if not proposed:
            theirs = hands[partner]
            unseen = [c for c in FULL_DECK if c not in theirs and c not in shown]
            if not exchange.duo_plays_hand(
                theirs, trump, unseen, rng, PARTNER_SAMPLES, partner_proposed=True
            ):
                by_hand += swapped
                continue
        by_hand += outcome(contracts, pair, hands, observation)
    declaration = ACCEPT_HAND if proposed else PROPOSE_HAND
    return _hand_or_squint(by_hand > taken, by_hand / WORLDS, taken / WORLDS, declaration)


def keep_card(observation: SquintObservation, rng: random.Random) -> tuple[Card, Reason]:
    """The first Duo partner's pick of the two squint cards it has looked at, the other going
    to its partner, with the points each pick is worth."""
    me = observation.seat
    assert me is not None
    contract = own_contract(observation)
    trump = contract.trump
    assert trump is not None
    first, second = duo_pair(observation, contract)
    squint = observation.squint_seen
    totals = dict.fromkeys(squint, 0.0)
    for hands, _ in guesses(observation, rng, WORLDS, aside=squint):
        for card in squint:
            done = [hand[:] for hand in hands]
            done[first] = exchanged(hands[first], [card], DUO, trump)
            other = [c for c in squint if c is not card]
            done[second] = exchanged(hands[second], other, DUO, trump)
            totals[card] += outcome(observation.contracts, (), done, observation)
    kept = max(squint, key=totals.__getitem__)
    given = next((card for card in squint if card is not kept), None)
    reason = Reason(
        "expected",
        value=totals[kept] / WORLDS,
        other=None if given is None else Keep(given),
        other_value=None if given is None else totals[given] / WORLDS,
    )
    return kept, reason


# --- the 4-1 choice -------------------------------------------------------------------------


def nemo_passing(
    hands: Hands, squint: Sequence[Card], order: Sequence[Seat], penalty: Suit
) -> tuple[Hands, int]:
    """Nemo's exchange as the normal level plays it: each seat in turn adds the two cards it
    gets (forehand: the squint) and passes on two; the hands, and the bits of the last
    seat's face-up discard."""
    done = [hand[:] for hand in hands]
    cards: Sequence[Card] = squint
    for seat in order:
        full = [*done[seat], *cards]
        cards = throw(full, len(cards), NEMO, penalty)
        done[seat] = [card for card in full if card not in cards]
    return done, mask_of(cards)


def four_one_choice(
    observation: SquintObservation,
    trumps: Sequence[Suit],
    rng: random.Random,
) -> tuple[Suit | None, Reason | None]:
    """The trump of the Solo the odd bidder of a 4-1 pattern plays, or ``None`` for Nemo:
    each Solo at the better of hand play and the squint; with the points of the choice and
    of the best other."""
    me = observation.seat
    assert me is not None
    if not trumps:
        return None, None
    hand = observation.hand
    tried = sorted(trumps, key=lambda suit: -trump_tricks(hand, suit))[:SOLO_TRUMPS]
    penalty = observation.contracts[0].suit
    assert penalty is not None
    nemo = (Contract(NEMO, tuple(range(NUM_SEATS)), penalty),)
    solos = {suit: (Contract(SOLO, (me,), suit.value),) for suit in tried}
    by_nemo = 0.0
    by_hand = dict.fromkeys(tried, 0.0)
    taken = dict.fromkeys(tried, 0.0)
    for hands, squint in guesses(observation, rng, FOUR_ONE_WORLDS):
        passed, shown = nemo_passing(hands, squint, observation.priority_order, Suit(penalty))
        by_nemo += outcome(nemo, (), passed, observation, shown)
        for suit, solo in solos.items():
            by_hand[suit] += outcome(solo, (me,), hands, observation)
            swapped = [*hands[:me], exchanged(hand, squint, SOLO, suit), *hands[me + 1 :]]
            taken[suit] += outcome(solo, (), swapped, observation)
    value = {suit: max(by_hand[suit], taken[suit]) for suit in tried}
    best = max(tried, key=value.__getitem__)
    solo_points, nemo_points = value[best] / FOUR_ONE_WORLDS, by_nemo / FOUR_ONE_WORLDS
    if value[best] > by_nemo:
        reason = Reason("expected", value=solo_points, other=ChooseNemo(), other_value=nemo_points)
        return best, reason
    reason = Reason("expected", value=nemo_points, other=ChooseSolo(best), other_value=solo_points)
    return None, reason
