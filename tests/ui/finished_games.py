"""A finished game to list, replay or analyse: a one-robber Skruuvi match played to its end
by random bots beside Maija's seat (her cards played for her too)."""

from __future__ import annotations

from skruuvi_gui.match import Match, SeatConfig


def finished_skruuvi() -> Match:
    seats = [SeatConfig("Maija", "human")] + [
        SeatConfig(f"Bot {i}", "bot", "random") for i in range(3)
    ]
    match = Match("skruuvi", {"length": "robber"}, seats, 2)
    match.start()
    while not match.is_over:
        seat = match.to_move()[0]
        match.apply(seat, match.bot_for(seat).choose(match.observation(seat)))
    return match
