"""Letting the bots of a match move, for headless play (the simulator, tests, benchmarks)."""

from __future__ import annotations

from skruuvi_gui.match.match import Match


def play_bots(match: Match, limit: int | None = None) -> int:
    """Let the bot seats move until the game ends, a human must decide, or the bots have
    made ``limit`` decisions; returns how many they made."""
    moves = 0
    while (limit is None or moves < limit) and (seats := match.bot_seats_to_move()):
        seat = seats[0]
        match.apply(seat, match.bot_action(seat))
        moves += 1
    return moves
