"""Cribbage for two, three or four players (partnerships), per the project's rules spec.

``SPEC`` registers the game; ``CribbageState`` is the state machine; the scoring functions
are shared with the bots and the table.
"""

from __future__ import annotations

from skruuvi_gui.rules.api import GameSpec
from skruuvi_gui.rules.cribbage.game import NO_DEALER, CribbageState, new_state, num_seats
from skruuvi_gui.rules.cribbage.model import (
    CRIB,
    CUT,
    DISCARD,
    GAME_ID,
    GAME_OVER,
    OPTIONS,
    PLAY,
    SHOW,
    STOCK,
    CallMuggins,
    Claim,
    CribbageAction,
    CribbageObservation,
    CribbageOptions,
    Deal,
    Discard,
    FirstDealer,
    Go,
    PassMuggins,
    Play,
    parse_action,
)
from skruuvi_gui.rules.cribbage.scoring import (
    ScoreItem,
    canonical_order,
    card_value,
    hand_breakdown,
    play_breakdown,
    score_hand,
    score_play,
)

SPEC = GameSpec(
    id=GAME_ID,
    options=OPTIONS,
    new_state=new_state,
    parse_action=parse_action,
    num_seats=num_seats,
)

__all__ = [
    "CRIB",
    "CUT",
    "DISCARD",
    "GAME_ID",
    "GAME_OVER",
    "NO_DEALER",
    "OPTIONS",
    "PLAY",
    "SHOW",
    "SPEC",
    "STOCK",
    "CallMuggins",
    "Claim",
    "CribbageAction",
    "CribbageObservation",
    "CribbageOptions",
    "CribbageState",
    "Deal",
    "Discard",
    "FirstDealer",
    "Go",
    "PassMuggins",
    "Play",
    "ScoreItem",
    "canonical_order",
    "card_value",
    "hand_breakdown",
    "parse_action",
    "play_breakdown",
    "score_hand",
    "score_play",
]
