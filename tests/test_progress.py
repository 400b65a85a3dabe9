"""The progress line of long headless runs: what it says, and when it is shown at all."""

from __future__ import annotations

import io

import pytest

from skruuvi_gui import progress, sim
from skruuvi_gui.progress import Progress, duration, progress_line


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


@pytest.mark.parametrize(
    ("seconds", "text"),
    [(0.4, "0 s"), (44.6, "45 s"), (65, "1 min 05 s"), (3599, "59 min 59 s"), (7620, "2 h 07 min")],
)
def test_durations_read_as_a_person_says_them(seconds: float, text: str) -> None:
    assert duration(seconds) == text


def test_the_line_gives_the_share_done_the_rate_and_the_time_left() -> None:
    assert progress_line(50, 200, "games", 12.5, "cribbage") == (
        "cribbage [#####...............] 50/200 games, 4.0 games/s, about 38 s left"
    )
    assert progress_line(0, 3, "runs", 0.0) == "[....................] 0/3 runs"
    assert progress_line(3, 3, "runs", 6.0).startswith("[####################] 3/3 runs, 0.5")


def test_nothing_in_the_first_seconds_then_a_line_then_wiped() -> None:
    out, clock = Terminal(), Clock()
    with Progress(10, "deals", stream=out, clock=clock) as bar:
        bar.advance()
        clock.now += progress.DELAY - 0.1
        bar.advance()
        assert out.getvalue() == ""
        clock.now += 0.2
        bar.advance()
        assert out.getvalue().endswith("3/10 deals, 1.0 deals/s, about 7 s left\x1b[K")
        bar.advance()  # too soon to redraw
        assert out.getvalue().count("\r") == 1
    assert out.getvalue().endswith("\r\x1b[K")
    assert bar.done == 4


def test_a_tracked_loop_wipes_its_line_at_the_end() -> None:
    out, clock = Terminal(), Clock()
    bar = Progress(2, stream=out, clock=clock)
    for _ in bar.track(range(2)):
        clock.now += progress.DELAY
    assert out.getvalue() == (
        "\r[##########..........] 1/2 games, 0.3 games/s, about 3 s left\x1b[K"
        "\r[####################] 2/2 games, 0.3 games/s, about 0 s left\x1b[K\r\x1b[K"
    )


def test_silent_when_stderr_is_not_a_terminal() -> None:
    out, clock = io.StringIO(), Clock()
    with Progress(5, stream=out, clock=clock) as bar:
        clock.now += 60
        assert list(bar.track("abc")) == ["a", "b", "c"]
    assert bar.done == 3
    assert out.getvalue() == ""


def test_the_simulator_counts_every_game() -> None:
    bar = Progress(3, stream=io.StringIO())
    result = sim.simulate("cribbage", 3, 1, "random", progress=bar)
    assert bar.done == result.games == 3
