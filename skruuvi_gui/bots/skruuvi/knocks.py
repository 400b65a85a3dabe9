"""Knocks and re-knocks.

A knock doubles the declaring side's score, whatever it is, so a defender knocks when the
forecast of the contract (``forecast``: guessed deals that fit the bids heard and the cards
seen, played out) expects the declarers to fail, and its own hand holds at least half the
tricks the defence needs (the guessed deals know less of the declarers' cards than their
own choice of contract tells). The declaring side re-knocks when it expects to make the
contract nearly always. In pass-misère a seat knocks (or re-knocks)
with a hand that will hardly take a trick.
"""

from __future__ import annotations

from skruuvi_gui.bots.reasons import Reason
from skruuvi_gui.bots.skruuvi.forecast import forecast
from skruuvi_gui.bots.skruuvi.hand import misere_danger, suit_cards
from skruuvi_gui.bots.skruuvi.judgement import point_scale
from skruuvi_gui.cards import SUITS, Card, Rank, Suit
from skruuvi_gui.rules.skruuvi import SkruuviObservation

#: A defender knocks when the declarers' expected score is below this (in the modern
#: table's points: ``judgement.point_scale``).
KNOCK_BELOW = -10.0
#: The declaring side re-knocks when the forecast makes its contract at least this often
#: (the knock itself says the defence is strong).
REKNOCK_SURE = 0.85
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


def judge_knock(observation: SkruuviObservation, *, wide: bool = False) -> tuple[bool, Reason]:
    """Whether to knock (or re-knock) now, and why; ``wide``: forecasting over more guessed
    deals."""
    reknock = observation.knocks == 1
    if observation.pass_misere:
        limit = PASS_MISERE_REKNOCK if reknock else PASS_MISERE_KNOCK
        danger = misere_danger(observation.hand)
        return danger <= limit, Reason("misere_knock", figure=round(danger, 1), value=limit)
    contract = observation.contract
    declarer = observation.declarer
    assert contract is not None and declarer is not None
    outlook = forecast(observation, declarer, (contract.strain,), wide=wide)
    if reknock:
        made = outlook.made(contract)
        return made >= REKNOCK_SURE, Reason("reknock", value=made, other_value=REKNOCK_SURE)
    expected = outlook.expected(contract)
    below = KNOCK_BELOW * point_scale(observation.options.scoring)
    if contract.is_misere:
        limit = 2 * below
        return expected < limit, Reason("knock", value=expected, other_value=limit)
    needed = 14 - contract.tricks_promised
    own = defensive_tricks(observation.hand, observation.trump)
    knocks = own >= needed / 2 and expected < below
    reason = Reason("knock", value=expected, other_value=below, figure=own, count=needed)
    return knocks, reason
