"""The headless simulator: summary figures, determinism, and errors counted per game."""

from __future__ import annotations

import json

import pytest

from skruuvi_gui import sim
from skruuvi_gui.match import Match
from skruuvi_gui.rules.api import Event


def run_json(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, dict[str, object]]:
    status = sim.main(["--json", *args])
    return status, json.loads(capsys.readouterr().out)


def test_json_summary_of_clean_games(capsys: pytest.CaptureFixture[str]) -> None:
    status, summary = run_json(capsys, "--game", "cribbage", "--games", "3", "--seed", "5")
    assert status == 0
    assert summary["game"] == "cribbage"
    assert summary["bots"] == "random"
    assert summary["seed"] == 5
    assert summary["games"] == 3
    assert summary["errors"] == 0
    actions = summary["actions"]
    assert isinstance(actions, int)
    assert actions > 3 * 50
    for key in ("seconds", "games_per_second", "actions_per_second"):
        value = summary[key]
        assert isinstance(value, float)
        assert value > 0


def test_the_same_seed_plays_the_same_games() -> None:
    first = sim.simulate("cribbage", 2, 40, "random")
    second = sim.simulate("cribbage", 2, 40, "random")
    other = sim.simulate("cribbage", 2, 41, "random")
    assert first.actions == second.actions
    assert (first.games, first.errors) == (2, 0)
    assert other.games == 2


def test_options_and_levels_reach_the_games(capsys: pytest.CaptureFixture[str]) -> None:
    status, summary = run_json(
        capsys, "--games", "2", "--option", "num_players=3", "--option", "target_score=61"
    )
    assert (status, summary["games"], summary["errors"]) == (0, 2, 0)


def test_text_summary(capsys: pytest.CaptureFixture[str]) -> None:
    assert sim.main(["--games", "2", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("cribbage: 2 games, 0 errors, ")
    assert "games/s" in out
    assert "actions/s" in out


def test_a_game_that_raises_is_counted_and_reported_with_its_seed(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    start = Match.start

    def start_or_fail(match: Match) -> tuple[Event, ...]:
        if match.seed == 11:
            raise ZeroDivisionError("boom")
        return start(match)

    monkeypatch.setattr(Match, "start", start_or_fail)
    assert sim.main(["--json", "--games", "3", "--seed", "10"]) == 1
    out, err = capsys.readouterr()
    summary = json.loads(out)
    assert (summary["games"], summary["errors"]) == (3, 1)
    assert "game with seed 11 raised" in err
    assert "ZeroDivisionError: boom" in err


@pytest.mark.parametrize(
    "args",
    [
        ["--bots", "grandmaster"],
        ["--game", "canasta"],
        ["--games", "-1"],
        ["--option", "target_score=100"],
        ["--option", "nonsense"],
    ],
)
def test_bad_arguments_are_usage_errors(args: list[str]) -> None:
    with pytest.raises(SystemExit) as caught:
        sim.main(args)
    assert caught.value.code == 2


def test_squint_with_its_default_bots_plays_to_the_longest_deal_limit() -> None:
    assert sim.sim_options("squint", None)["deal_limit"] == 30
    assert sim.sim_options("squint", {"deal_limit": 5})["deal_limit"] == 5
    assert sim.sim_options("squint", {"deal_limit": None})["deal_limit"] is None
    assert "deal_limit" not in sim.sim_options("cribbage", None)
    result = sim.simulate("squint", 1, 0, "random")
    assert (result.games, result.errors) == (1, 0)
    assert result.actions < sim.MAX_DECISIONS
