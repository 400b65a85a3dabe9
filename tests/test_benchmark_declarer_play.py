"""The declarer-play benchmark's diagnosis: what each card cost the declaring side double
dummy adds up to its tricks short of double dummy."""

from __future__ import annotations

import random

import pytest

from benchmarks.skruuvi_declarer_play import Loss, weigh_card
from skruuvi_gui.bots import make_bot
from skruuvi_gui.bots.skruuvi import card_tricks
from skruuvi_gui.bots.skruuvi.masks import SUIT_OF, mask_of
from skruuvi_gui.rules.api import seat_after_chance
from skruuvi_gui.rules.skruuvi import PLAY, Play, SkruuviOptions, SkruuviState


@pytest.mark.skipif(not card_tricks.FAST, reason="needs the DDS library")
@pytest.mark.parametrize("seed", [3, 5])
def test_the_cards_costs_add_up_to_the_tricks_short_of_double_dummy(seed: int) -> None:
    state = SkruuviState(SkruuviOptions(length="alkupeli"))
    chance = random.Random(seed)
    bots = [make_bot("skruuvi", "normal", random.Random(seat)) for seat in range(4)]
    losses: list[Loss] = []
    start: int | None = None
    while state.outcome() is None:
        seat = seat_after_chance(state, chance)
        view = state.observation(seat)
        action = bots[seat].choose(view)
        if view.phase == PLAY and view.contract is not None and not view.contract.is_misere:
            assert isinstance(action, Play) and view.declarer is not None
            if start is None:
                order = view.order
                hands = [mask_of(state.observation(s).hand) for s in order]
                trump = -1 if view.trump is None else SUIT_OF[view.trump]
                side = order.index(view.declarer) % 2
                worth = card_tricks.card_tricks(hands, trump, order.index(seat), [], side)
                start = min(worth.values())
            loss = weigh_card(state, view, action.card, random.Random(1))
            if loss is not None:
                losses.append(loss)
        state.apply(seat, action)
    if start is None:
        pytest.skip("no trump or grandi contract was played")
    result = state.observation(0).results[-1]
    assert result.declarer is not None
    tricks = result.tricks[state.observation(0).order.index(result.declarer) % 2]
    assert start - sum(loss.tricks for loss in losses) == tricks
    for loss in losses:
        assert (loss.role == "defender") == (loss.guessed is None)
        assert loss.tricks != 0
        assert (loss.tricks > 0) == (loss.role != "defender")
