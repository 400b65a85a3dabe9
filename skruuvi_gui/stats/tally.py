"""The figures of the Statistics window, counted from game summaries.

Every seat of a game counts once for whoever sat there: a person by name, a computer player
by its level (three computer players of one level in a game are three games for that level).
Streaks run over a player's games of one game in the order they finished.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from skruuvi_gui.stats.summary import PASS_MISERE, ContractLine, GameSummary

Who = tuple[str, str]

#: How many of a player's last games the line picture follows.
HISTORY_LENGTH = 30


@dataclass
class ContractTally:
    """How often a contract was played by a player, and how it went for them."""

    played: int = 0
    made: int = 0
    knocked: int = 0
    points: int = 0


@dataclass
class Standing:
    """One player's figures in one game.

    ``streak`` is the current run (positive: wins, negative: losses); ``best_streak`` the
    longest run of wins. ``history`` holds the points of the last ``HISTORY_LENGTH`` games.
    ``contracts`` are keyed by contract: Skruuvi's ``"6H"`` or ``"pass_misere"``, Squint's
    kind (``"duo"``).
    """

    who: Who
    games: int = 0
    wins: int = 0
    streak: int = 0
    best_streak: int = 0
    points: int = 0
    deals: int = 0
    hand: int = 0
    crib: int = 0
    pegging: int = 0
    cribs: int = 0
    history: list[int] = field(default_factory=list)
    contracts: dict[str, ContractTally] = field(default_factory=dict)

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def points_per_deal(self) -> float:
        return self.points / self.deals if self.deals else 0.0

    @property
    def average_hand(self) -> float:
        return self.hand / self.deals if self.deals else 0.0

    @property
    def average_crib(self) -> float:
        return self.crib / self.cribs if self.cribs else 0.0

    @property
    def average_pegging(self) -> float:
        return self.pegging / self.deals if self.deals else 0.0


def standings(summaries: Iterable[GameSummary], game: str) -> list[Standing]:
    """Each player's figures in ``game``: people first by name, then computer levels."""
    table: dict[Who, Standing] = {}
    for summary in sorted((s for s in summaries if s.game == game), key=lambda s: s.finished):
        for seat, line in enumerate(summary.players):
            standing = table.setdefault(line.who, Standing(line.who))
            _add_game(standing, summary, seat)
    return sorted(table.values(), key=lambda s: (s.who[0] != "person", s.who[1].casefold()))


def _add_game(standing: Standing, summary: GameSummary, seat: int) -> None:
    line = summary.players[seat]
    standing.games += 1
    standing.deals += summary.deals
    standing.points += line.points
    standing.hand += line.hand
    standing.crib += line.crib
    standing.pegging += line.pegging
    standing.cribs += line.cribs
    standing.history = [*standing.history, line.points][-HISTORY_LENGTH:]
    if line.won:
        standing.wins += 1
        standing.streak = standing.streak + 1 if standing.streak > 0 else 1
        standing.best_streak = max(standing.best_streak, standing.streak)
    else:
        standing.streak = standing.streak - 1 if standing.streak < 0 else -1
    for contract in summary.contracts:
        if _plays(contract, seat):
            tally = standing.contracts.setdefault(contract_key(contract), ContractTally())
            tally.played += 1
            tally.made += _made_by(contract, seat)
            tally.knocked += contract.knocks > 0
            tally.points += contract.points[seat]


def contract_key(contract: ContractLine) -> str:
    """What contracts are counted under: Skruuvi's bid, Squint's kind without its suit."""
    return contract.contract.split(":", 1)[0]


def _plays(contract: ContractLine, seat: int) -> bool:
    """Whether ``seat`` played ``contract``: its declarer or players, or anyone in a
    pass-misère (everybody plays one)."""
    return seat in contract.seats or contract.contract == PASS_MISERE


def _made_by(contract: ContractLine, seat: int) -> bool:
    """A contract is made for its players as a whole; in a pass-misère each player comes out
    ahead or not on their own."""
    if contract.contract == PASS_MISERE:
        return contract.points[seat] > 0
    return contract.made
