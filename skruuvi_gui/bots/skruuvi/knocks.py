"""Knocks and re-knocks: only when the hand alone makes the outcome likely.

A defender knocks when its own sure tricks already beat the contract; the declaring side
re-knocks when its reckoned tricks clear the contract by two. In pass-misère a seat knocks
(or re-knocks) with a hand that will hardly take a trick.
"""

from __future__ import annotations

from skruuvi_gui.bots.skruuvi.bidding import Reckoning
from skruuvi_gui.bots.skruuvi.hand import misere_danger, suit_cards
from skruuvi_gui.cards import SUITS, Card, Rank, Suit
from skruuvi_gui.rules.skruuvi import SkruuviObservation

#: Misère danger at most this for a knock in pass-misère, and for a re-knock.
PASS_MISERE_KNOCK = 0.75
PASS_MISERE_REKNOCK = 0.5


def defensive_tricks(hand: tuple[Card, ...], trump: Suit | None) -> float:
    """Tricks the hand should take against a contract in ``trump`` (``None``: grandi)."""
    tricks = 0.0
    for suit in SUITS:
        cards = suit_cards(hand, suit)
        ranks = [card.rank for card in cards]
        if suit is trump:
            guarded = zip((Rank.ACE, Rank.KING, Rank.QUEEN), (1, 2, 3), strict=True)
            tricks += sum(1 for rank, length in guarded if rank in ranks and len(cards) >= length)
            tricks += max(0, len(cards) - 3) * 0.5
            continue
        if Rank.ACE in ranks:
            tricks += 1
        if Rank.KING in ranks and len(cards) >= 2:
            tricks += 1 if Rank.ACE in ranks else 0.5
    return tricks


def wants_knock(observation: SkruuviObservation) -> bool:
    """Whether to knock (or re-knock) now."""
    seat = observation.seat
    assert seat is not None
    hand = observation.hand
    reknock = observation.knocks == 1
    if observation.pass_misere:
        limit = PASS_MISERE_REKNOCK if reknock else PASS_MISERE_KNOCK
        return misere_danger(hand) <= limit
    contract = observation.contract
    declarer = observation.declarer
    assert contract is not None and declarer is not None
    if contract.is_misere:
        return False
    if reknock:
        reckoning = Reckoning(observation)
        return reckoning.side_tricks(contract.strain) >= contract.tricks_promised + 2
    needed = 14 - contract.tricks_promised
    return defensive_tricks(hand, observation.trump) >= needed + 0.5
