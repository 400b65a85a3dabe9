"""How the screen passes between two people at one screen.

By default ("face_down") the hand of the person to act lies face down until they turn it up
with a click or a key, and the rest of the table stays in view. The full curtain goes up only
where it carries news the person has not seen: a new deal dealt while someone else had the
screen, or cards given to them (the exchange in Skruuvi, the centre cards). The deal's result
is part of that news, as a new deal follows it. A two-person Cribbage deal then has at most
one curtain, where the old default had one for almost every card of the play.

"every_turn" puts the curtain up before every turn of another person, for those who want to
read what happened in public before each decision.

Families who trust each other may choose "hidden_hands" for Cribbage, where the curtain goes
up only where a hand must be hidden from the next person:

- before each discard: the cards dealt, and the ones laid away from them into the crib,
  are never to be seen by another player (the crib stays face down until it is counted),
  so each person discards behind the curtain;
- not in the play: the cards played are face up on the table, so the screen passes
  straight to the person whose turn it is, and their hand is drawn for them. The cards they
  still hold are then in view of whoever looks at the screen; they are all played face up
  within the deal and counted in the show, which is why this lighter mode is offered at all;
- not in the cut or the show, where every card in question is face up.

In Skruuvi and Squint "hidden_hands" keeps the curtain before every turn: each of their
decisions is made from a hand that others must not see.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from skruuvi_gui.rules.api import CardsPassed, Dealt, Event, Seat
from skruuvi_gui.rules.cribbage.model import DISCARD
from skruuvi_gui.settings import HotseatCurtain

#: The screen passes behind the full curtain, with the hand face down until its person
#: turns it up, or straight to the person (their hand drawn for them).
ScreenPass = Literal["curtain", "turn_up", "open"]


def screen_pass(
    mode: HotseatCurtain, game_id: str, phase: str, seat: Seat, unseen: Sequence[Event]
) -> ScreenPass:
    """How the screen passes to ``seat``, to decide in ``phase``, which has not seen
    ``unseen`` since it last had the screen."""
    if mode == "face_down":
        return "curtain" if carries_news(seat, unseen) else "turn_up"
    if mode == "every_turn" or game_id != "cribbage":
        return "curtain"
    return "curtain" if phase == DISCARD else "open"


def carries_news(seat: Seat, unseen: Sequence[Event]) -> bool:
    """Whether the curtain has news for ``seat`` worth stopping for: a new deal (and the
    result of the one before), or cards given to it that only it may see."""
    return any(
        isinstance(event, Dealt) or (isinstance(event, CardsPassed) and event.to_seat == seat)
        for event in unseen
    )
