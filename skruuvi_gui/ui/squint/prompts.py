"""The prompt line's words for where the deal stands: what the viewer may do now, or whom the
table is waiting for.

Pure functions of an observation, the seat names and the cards picked so far, so the table
only decides *when* to show them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from skruuvi_gui.cards import Card, Suit
from skruuvi_gui.rules.squint import (
    ANSWER,
    BID,
    CHOOSE_4_1,
    DEAL,
    DECLARE,
    DISCARD,
    DISCARD_FACE_UP,
    GAME_OVER,
    KEEP,
    PASS,
    PLAY,
    PROPOSE,
    SQUINT,
    SquintObservation,
)
from skruuvi_gui.ui.line_parts import seat_name
from skruuvi_gui.ui.squint import words

_GIVING = (DISCARD, PASS, DISCARD_FACE_UP)


def action_prompt(obs: SquintObservation, names: Sequence[str], chosen: Sequence[Card]) -> str:
    """What the viewer, who may act now, is asked to do (with ``chosen`` cards picked)."""
    if obs.phase == BID:
        return words.bid_meaning(chosen[0]) if chosen else words.word("bid_prompt")
    if obs.phase == CHOOSE_4_1:
        four = obs.contracts[0].suit if obs.contracts else None
        return words.choose_prompt(Suit(four or "S"))
    if obs.phase == PLAY:
        return play_prompt(obs)
    step = obs.step
    if step is None:
        return ""
    partner = _partner(obs, names)
    prompts: dict[str, Callable[[], str]] = {
        DECLARE: lambda: words.word("declare_prompt"),
        PROPOSE: lambda: words.propose_prompt(partner),
        ANSWER: lambda: words.answer_prompt(partner),
        KEEP: lambda: words.word("keep_prompt"),
        DISCARD: lambda: words.discard_prompt(step.count, len(chosen)),
        PASS: lambda: words.pass_prompt(seat_name(names, step.to), step.count, len(chosen)),
        DISCARD_FACE_UP: lambda: words.discard_up_prompt(step.count, len(chosen)),
    }
    prompt = prompts.get(step.task)
    return prompt() if prompt is not None else ""


def play_prompt(obs: SquintObservation) -> str:
    """Lead anything, follow the suit led, or play anything when void in it."""
    if not obs.trick:
        return words.word("lead_prompt")
    led = obs.trick[0][1].suit
    return words.play_prompt(led, follows=any(card.suit is led for card in obs.hand))


def _partner(obs: SquintObservation, names: Sequence[str]) -> str:
    """The viewer's Duo partner."""
    for contract in obs.contracts:
        if obs.seat in contract.seats and len(contract.seats) == 2:
            other = [seat for seat in contract.seats if seat != obs.seat]
            return seat_name(names, other[0])
    return "?"


def waiting_prompt(obs: SquintObservation, names: Sequence[str], *, seated: bool) -> str:
    """Whom the table waits for; ``seated`` when ``obs`` is the view of the seat at the
    bottom, whose own laid bid card may be named and who is spoken to, not named."""
    if obs.phase == GAME_OVER:
        return words.word("game_over_prompt")
    if obs.phase == DEAL:
        return words.word("dealing_prompt")
    viewer = obs.seat if seated else None
    waiting = [None if seat == viewer else seat_name(names, seat) for seat in obs.to_move]
    if not waiting:
        return ""
    if obs.phase == BID:
        if seated and obs.bid is not None:
            return words.bid_laid_prompt(obs.bid, [name for name in waiting if name is not None])
        return words.bids_waiting_prompt(waiting)
    if obs.phase == CHOOSE_4_1:
        return words.seat_line("choosing_prompt", waiting[0])
    if obs.phase == SQUINT:
        step = obs.step
        if step is not None and step.task in _GIVING:
            return words.seat_line("giving_prompt", waiting[0])
        return words.seat_line("squint_turn_prompt", waiting[0])
    return words.seat_line("play_turn_prompt", waiting[0])


def fresh_hand(obs: SquintObservation) -> bool:
    """Cards received stay marked until the first card of the deal is played."""
    return obs.phase != PLAY or not (obs.tricks or obs.trick)
