"""The Skruuvi bots under traditional scoring: level-4 final contracts exist and the
scoring is on two lines, and they still play whole sessions with nothing but legal actions."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from test_skruuvi_bots import play_out

from skruuvi_gui.bots import make_bot
from skruuvi_gui.bots.skruuvi import expert, forecast
from skruuvi_gui.rules.skruuvi import ALKUPELI, KOTKA, Bid, SkruuviOptions, SkruuviState


@pytest.mark.parametrize(
    ("levels", "length"), [(("normal", "easy"), "session"), (("expert", "normal"), "robber")]
)
def test_bots_play_a_whole_traditional_game(
    levels: tuple[str, str], length: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    few = replace(expert.EXPERT_PLAN, rollout_worlds=2, exact_worlds=2)
    monkeypatch.setattr(expert, "EXPERT_PLAN", few)
    monkeypatch.setattr(forecast, "DEALS_BEFORE_EXCHANGE", 3)
    monkeypatch.setattr(forecast, "DEALS_AFTER_EXCHANGE", 3)
    bots = [make_bot("skruuvi", levels[seat % 2], random.Random(seat)) for seat in range(4)]
    options = SkruuviOptions(scoring="traditional", length=length)
    state = play_out(SkruuviState(options), bots, seed=5)
    view = state.public_observation()
    assert len(view.results) == (24 if length == "session" else 8)
    assert all(result.items for result in view.results)
    # Every contract reaches the deal's minimum: 4 in alkupeli, 6 in kotka.
    contracts = [
        (r.kind, Bid.parse(r.contract).level) for r in view.results if r.declarer is not None
    ]
    assert all(level >= (6 if kind == KOTKA else 4) for kind, level in contracts)
    if length == "session":
        assert (ALKUPELI, 4) in contracts  # the traditional scoring's own level is bid
    assert sum(view.scores) == 0  # the ledger balances: what one side wins, the other pays
