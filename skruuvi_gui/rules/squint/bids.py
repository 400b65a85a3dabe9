"""Card bids and their resolution (spec §4.1-§4.2).

Each player shows one card of their hand: an ace bids Ace Solo, a deuce Misère, a court card
Grand Solo in its suit, and a card from three to ten only wishes its suit to be trump. The
first rule that fits decides the deal: aces and deuces (all played at once), else the best
court card, else the pattern of the suits shown.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from skruuvi_gui.cards import Card, Rank
from skruuvi_gui.rules.api import Seat
from skruuvi_gui.rules.squint.model import (
    ACE_SOLO,
    CHOOSE,
    DUO,
    GRAND_SOLO,
    MISERE,
    NEMO,
    NUM_SEATS,
    SOLO,
    Contract,
    priority_order,
)

#: Court cards by strength: the king beats the queen, the queen the jack.
COURT_STRENGTH = {Rank.KING: 3, Rank.QUEEN: 2, Rank.JACK: 1}

#: The contract each suit pattern gives (``CHOOSE``: the odd bidder picks Solo or Nemo).
PATTERN_KINDS: dict[tuple[int, ...], str] = {
    (2, 2, 1): SOLO,
    (2, 1, 1, 1): DUO,
    (3, 2): DUO,
    (3, 1, 1): NEMO,
    (5,): NEMO,
    (4, 1): CHOOSE,
}


def _cards(bids: Sequence[Card | str]) -> tuple[Card, ...]:
    cards = tuple(bid if isinstance(bid, Card) else Card.parse(bid) for bid in bids)
    if len(cards) != NUM_SEATS:
        raise ValueError(f"squint needs {NUM_SEATS} bid cards, not {len(cards)}")
    if len(set(cards)) != NUM_SEATS:
        raise ValueError("the bid cards must be different cards")
    return cards


def suit_pattern(bids: Sequence[Card | str]) -> tuple[int, ...]:
    """How many bid cards of each suit were shown, largest count first: ``(2, 2, 1)``."""
    counts = Counter(card.suit for card in _cards(bids))
    return tuple(sorted(counts.values(), reverse=True))


def resolve_bids(bids: Sequence[Card | str], *, dealer: Seat = 0) -> tuple[Contract, ...]:
    """The contracts five bid cards make; ``bids[seat]`` is the seat's card (``Card`` or text
    such as ``"KD"``).

    Several contracts only for Ace Solos and Misères, listed in priority order; otherwise
    exactly one, ``choose_4_1`` when the odd bidder of a 4-1 pattern must still choose.
    ``ValueError`` unless there are five different cards and ``dealer`` is a seat.
    """
    cards = _cards(bids)
    if not 0 <= dealer < NUM_SEATS:
        raise ValueError(f"no seat {dealer} at a table of {NUM_SEATS}")
    order = priority_order(dealer)
    solos = tuple(
        Contract(ACE_SOLO if cards[seat].rank is Rank.ACE else MISERE, (seat,))
        for seat in order
        if cards[seat].rank in (Rank.ACE, Rank.TWO)
    )
    if solos:
        return solos
    courts = [seat for seat in order if cards[seat].rank in COURT_STRENGTH]
    if courts:
        # ``max`` keeps the first of equals: the one earliest in priority order.
        soloist = max(courts, key=lambda seat: COURT_STRENGTH[cards[seat].rank])
        return (Contract(GRAND_SOLO, (soloist,), cards[soloist].suit.value),)
    return (_pattern_contract(cards),)


def _pattern_contract(cards: tuple[Card, ...]) -> Contract:
    """Rule 3: every bid card ranks three to ten, so the suits shown decide."""
    by_suit: dict[str, list[Seat]] = {}
    for seat, card in enumerate(cards):
        by_suit.setdefault(card.suit.value, []).append(seat)
    sizes = sorted(by_suit, key=lambda suit: -len(by_suit[suit]))
    pattern = tuple(len(by_suit[suit]) for suit in sizes)
    kind = PATTERN_KINDS[pattern]
    largest = sizes[0]
    if kind == NEMO:
        return Contract(NEMO, tuple(range(NUM_SEATS)), largest)
    if kind == CHOOSE:
        return Contract(CHOOSE, tuple(by_suit[sizes[1]]), largest)
    if kind == SOLO:
        (single,) = (suit for suit in sizes if len(by_suit[suit]) == 1)
        return Contract(SOLO, tuple(by_suit[single]), single)
    (pair,) = (suit for suit in sizes if len(by_suit[suit]) == 2)
    return Contract(DUO, tuple(by_suit[pair]), pair)
