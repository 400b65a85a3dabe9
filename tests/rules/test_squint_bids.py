"""Squint bid resolution against the rules spec (§4.2, worked examples R1-R11), and a
property test: every five bid cards resolve to exactly one outcome."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from skruuvi_gui.cards import FULL_DECK, Card, Rank
from skruuvi_gui.rules.squint import (
    ACE_SOLO,
    CHOOSE,
    DUO,
    GRAND_SOLO,
    MISERE,
    NEMO,
    SOLO,
    Contract,
    priority_order,
    resolve_bids,
    suit_pattern,
)

ALL_SEATS = (0, 1, 2, 3, 4)


def in_priority(s1: str, s2: str, s3: str, s4: str, s0: str) -> list[str]:
    """Bids listed as the spec lists them (S0 deals: S1 first, S0 last), by seat."""
    return [s0, s1, s2, s3, s4]


@pytest.mark.parametrize(
    ("bids", "expected"),
    [
        pytest.param(
            in_priority("7H", "AS", "KD", "4C", "9H"), (("ace_solo", (2,), None),), id="R1"
        ),
        pytest.param(
            in_priority("AC", "2H", "AD", "KS", "5C"),
            (("ace_solo", (1,), None), ("misere", (2,), None), ("ace_solo", (3,), None)),
            id="R2",
        ),
        pytest.param(in_priority("2D", "QH", "8S", "8C", "3H"), (("misere", (1,), None),), id="R3"),
        pytest.param(
            in_priority("JC", "QH", "6S", "QS", "8D"), (("grand_solo", (2,), "H"),), id="R4"
        ),
        pytest.param(
            in_priority("JS", "9H", "KC", "QD", "KH"), (("grand_solo", (3,), "C"),), id="R5"
        ),
        pytest.param(in_priority("5C", "8C", "TD", "3D", "7S"), (("solo", (0,), "S"),), id="R6"),
        pytest.param(in_priority("4H", "9C", "6H", "TS", "3D"), (("duo", (1, 3), "H"),), id="R7"),
        pytest.param(in_priority("5S", "7D", "9S", "4D", "TS"), (("duo", (2, 4), "D"),), id="R8"),
        pytest.param(
            in_priority("8H", "3H", "9C", "TH", "6D"), (("nemo", ALL_SEATS, "H"),), id="R9"
        ),
        pytest.param(
            in_priority("3S", "5S", "7S", "9S", "TS"), (("nemo", ALL_SEATS, "S"),), id="R10"
        ),
        pytest.param(
            in_priority("4C", "6C", "8D", "9C", "TC"), (("choose_4_1", (3,), "C"),), id="R11"
        ),
    ],
)
def test_worked_examples(
    bids: list[str], expected: tuple[tuple[str, tuple[int, ...], str | None], ...]
) -> None:
    """R1-R11 with S0 dealing (run one with ``-k R7``): the kinds, seats and suits exactly,
    as plain ``str``, ``tuple`` of ``int`` and one-letter ``str`` or ``None``."""
    contracts = resolve_bids(bids)
    assert type(contracts) is tuple
    assert [(c.kind, c.seats, c.suit) for c in contracts] == list(expected)
    for contract in contracts:
        assert type(contract) is Contract and type(contract.kind) is str
        assert type(contract.seats) is tuple and all(type(s) is int for s in contract.seats)
        assert contract.suit is None or type(contract.suit) is str


def test_contract_fields_as_the_table_reads_them() -> None:
    (grand,) = resolve_bids(in_priority("JC", "QH", "6S", "QS", "8D"))
    assert (grand.kind, grand.seats, grand.suit, str(grand)) == (
        "grand_solo",
        (2,),
        "H",
        "grand_solo:H",
    )
    assert grand.trump is not None and grand.trump.value == "H"
    assert grand.penalty is None
    (nemo,) = resolve_bids(in_priority("8H", "3H", "9C", "TH", "6D"))
    assert nemo.trump is None and nemo.penalty is not None and nemo.penalty.value == "H"
    ace, misere, _ = resolve_bids(in_priority("AC", "2H", "AD", "KS", "5C"))
    assert ace.suit is None and misere.suit is None and ace.trump is None


def test_cards_or_text_alike() -> None:
    bids = in_priority("4H", "9C", "6H", "TS", "3D")
    assert resolve_bids([Card.parse(text) for text in bids]) == resolve_bids(bids)


def test_the_dealer_moves_the_priority() -> None:
    """R4 dealt by S3: priority S4, S0, S1, S2, S3, so S4's queen beats S2's."""
    bids = in_priority("JC", "QH", "6S", "QS", "8D")
    assert priority_order(3) == (4, 0, 1, 2, 3)
    assert resolve_bids(bids, dealer=3) == (Contract(GRAND_SOLO, (4,), "S"),)
    assert resolve_bids(bids, dealer=1)[0].seats == (2,)


def test_simultaneous_contracts_follow_the_priority_order() -> None:
    bids = ["AS", "2C", "AH", "9D", "2D"]
    assert [c.seats for c in resolve_bids(bids, dealer=0)] == [(1,), (2,), (4,), (0,)]
    assert [c.seats for c in resolve_bids(bids, dealer=2)] == [(4,), (0,), (1,), (2,)]


def test_suit_patterns() -> None:
    assert suit_pattern(in_priority("5C", "8C", "TD", "3D", "7S")) == (2, 2, 1)
    assert suit_pattern(in_priority("4C", "6C", "8D", "9C", "TC")) == (4, 1)


@pytest.mark.parametrize(
    "bids",
    [
        ["AS", "KS", "QS", "JS"],
        ["AS", "KS", "QS", "JS", "TS", "9S"],
        ["AS", "AS", "2C", "3C", "4C"],
    ],
)
def test_five_different_cards_are_needed(bids: list[str]) -> None:
    with pytest.raises(ValueError):
        resolve_bids(bids)


def test_the_dealer_must_be_a_seat() -> None:
    with pytest.raises(ValueError):
        resolve_bids(["3S", "5S", "7S", "9S", "TS"], dealer=5)


# --- every bid set resolves to one outcome ------------------------------------------------

FIVE_CARDS = st.lists(st.sampled_from(FULL_DECK), min_size=5, max_size=5, unique=True)
PLAIN_FIVE = st.lists(
    st.sampled_from([card for card in FULL_DECK if 3 <= card.rank <= 10]),
    min_size=5,
    max_size=5,
    unique=True,
)
COURTS = {Rank.KING: 3, Rank.QUEEN: 2, Rank.JACK: 1}


@given(FIVE_CARDS, st.integers(0, 4))
def test_every_bid_set_resolves_to_exactly_one_outcome(bids: list[Card], dealer: int) -> None:
    contracts = resolve_bids(bids, dealer=dealer)
    assert contracts == resolve_bids(bids, dealer=dealer)
    order = priority_order(dealer)
    for contract in contracts:
        assert type(contract.kind) is str and type(contract.seats) is tuple
        assert contract.seats == tuple(sorted(set(contract.seats)))
        assert contract.suit is None or contract.suit in ("S", "H", "D", "C")
    seats = [seat for contract in contracts for seat in contract.seats]
    assert len(seats) == len(set(seats)), "a seat plays one contract"
    solo_seats = [seat for seat in order if bids[seat].rank in (Rank.ACE, Rank.TWO)]
    if solo_seats:
        # Rule 1: one contract per ace or deuce, in priority order, at no trump.
        assert [c.seats for c in contracts] == [(seat,) for seat in solo_seats]
        for contract, seat in zip(contracts, solo_seats, strict=True):
            assert contract.kind == (ACE_SOLO if bids[seat].rank is Rank.ACE else MISERE)
            assert contract.suit is None
        return
    (contract,) = contracts
    courts = [seat for seat in order if bids[seat].rank in COURTS]
    if courts:
        # Rule 2: the best court, the earliest in priority among equals.
        (soloist,) = contract.seats
        assert contract.kind == GRAND_SOLO
        assert contract.suit == bids[soloist].suit.value
        best = max(COURTS[bids[seat].rank] for seat in courts)
        assert soloist == next(s for s in courts if COURTS[bids[s].rank] == best)
        return
    check_pattern(bids, contract)


@given(PLAIN_FIVE, st.integers(0, 4))
def test_every_plain_bid_set_makes_its_pattern_contract(bids: list[Card], dealer: int) -> None:
    (contract,) = resolve_bids(bids, dealer=dealer)
    check_pattern(bids, contract)


def check_pattern(bids: list[Card], contract: Contract) -> None:
    """Rule 3: the suits shown decide."""
    shown = [card.suit.value for card in bids]
    count = {suit: shown.count(suit) for suit in shown}
    pattern = suit_pattern(bids)
    kinds = {
        (2, 2, 1): SOLO,
        (2, 1, 1, 1): DUO,
        (3, 2): DUO,
        (3, 1, 1): NEMO,
        (5,): NEMO,
        (4, 1): CHOOSE,
    }
    assert contract.kind == kinds[pattern]
    assert contract.suit is not None
    if contract.kind == NEMO:
        assert contract.seats == ALL_SEATS
        assert count[contract.suit] == max(count.values())
    elif contract.kind == DUO:
        assert count[contract.suit] == 2 == len(contract.seats)
        assert all(shown[seat] == contract.suit for seat in contract.seats)
    elif contract.kind == SOLO:
        (soloist,) = contract.seats
        assert count[contract.suit] == 1 and shown[soloist] == contract.suit
    else:
        (odd,) = contract.seats
        assert count[shown[odd]] == 1 and count[contract.suit] == 4
