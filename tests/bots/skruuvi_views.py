"""Skruuvi seats' views made for the bots' tests."""

from __future__ import annotations

from dataclasses import replace

from skruuvi_gui.cards import parse_cards
from skruuvi_gui.rules.skruuvi import (
    FINAL_BIDDING,
    Bid,
    Call,
    MakeBid,
    SkruuviObservation,
    bids_above,
)


def taker_naming_the_contract(
    observation: SkruuviObservation, hand: str, standing: str = "1H"
) -> SkruuviObservation:
    """Seat 0's ``observation`` made the taker's turn to name the contract with these 13
    cards after the exchange, the first bidding won at ``standing`` and passed round twice."""
    bid = Bid.parse(standing)
    return replace(
        observation,
        phase=FINAL_BIDDING,
        hand=parse_cards(hand),
        hand_sizes=(13, 13, 13, 13),
        centre_size=0,
        first_bidding=(Call(0, bid), *(Call(seat, None) for seat in (1, 2, 3, 0, 1, 2, 3, 0))),
        standing=bid,
        taker=0,
        legal=tuple(MakeBid(b) for b in bids_above(bid, kotka=False)),
    )
