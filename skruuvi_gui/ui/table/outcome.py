"""The result of a game reopened already finished, read back from its final scores."""

from __future__ import annotations

from skruuvi_gui.rules.api import Outcome


def outcome_from_scores(scores: tuple[int, ...]) -> Outcome:
    """Every seat on the best score wins: a finished record drawn without its ``GameOver``."""
    best = max(scores, default=0)
    winners = tuple(seat for seat, score in enumerate(scores) if score == best)
    return Outcome(scores=scores, winners=winners)
