"""When the hotseat curtain goes up between two people at one screen.

By default it goes up before every turn of another person ("every_turn"). Families who trust
each other may choose "hidden_hands" for Cribbage, where the curtain goes up only where a
hand must be hidden from the next person:

- before each discard: the cards dealt, and the ones laid away from them into the crib,
  are never to be seen by another player (the crib stays face down until it is counted),
  so each person discards behind the curtain;
- not in the play: the cards played are face up on the table, so the screen passes
  straight to the person whose turn it is, and their hand is drawn for them. The cards they
  still hold are then in view of whoever looks at the screen; they are all played face up
  within the deal and counted in the show, which is why this lighter mode is offered at all;
- not in the cut or the show, where every card in question is face up.

Skruuvi and Squint keep the curtain before every turn: each of their decisions is made
from a hand that others must not see.
"""

from __future__ import annotations

from skruuvi_gui.rules.cribbage.model import DISCARD
from skruuvi_gui.settings import HotseatCurtain


def curtain_needed(mode: HotseatCurtain, game_id: str, phase: str) -> bool:
    """Whether the screen must be covered before another person decides in ``phase``."""
    if mode == "every_turn" or game_id != "cribbage":
        return True
    return phase == DISCARD
