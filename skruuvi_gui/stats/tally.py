"""The figures of the Statistics window, counted from game summaries.

A game counts once for each who played it: a person by name, a computer level by all its
seats together (three computer players of one level in a game are one game for that level).
A level's figures in a game are its seats' average, and it won when most of them won (three
computer players against a person win when the two against the person's side win).
Streaks run over a player's games of one page in the order they finished; traditional
Skruuvi, whose results are a ledger, has a page of its own (see ``GameSummary.page``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
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
    points: float = 0.0


@dataclass
class Standing:
    """One player's figures in one game.

    ``streak`` is the current run (positive: wins, negative: losses); ``best_streak`` the
    longest run of wins. ``history`` holds the points of the last ``HISTORY_LENGTH`` games.
    Points and the cribbage counts are averages over a level's seats, so not whole.
    ``contracts`` are keyed by contract: Skruuvi's ``"6H"`` or ``"pass_misere"``, Squint's
    kind (``"duo"``).
    """

    who: Who
    games: int = 0
    wins: int = 0
    streak: int = 0
    best_streak: int = 0
    points: float = 0.0
    deals: int = 0
    hand: float = 0.0
    crib: float = 0.0
    pegging: float = 0.0
    cribs: float = 0.0
    history: list[float] = field(default_factory=list)
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


def standings(summaries: Iterable[GameSummary], page: str) -> list[Standing]:
    """Each player's figures on ``page`` (a game, or see ``GameSummary.page``): people
    first by name, then computer levels."""
    table: dict[Who, Standing] = {}
    for summary in sorted((s for s in summaries if s.page == page), key=lambda s: s.finished):
        seats: dict[Who, list[int]] = {}
        for seat, line in enumerate(summary.players):
            seats.setdefault(line.who, []).append(seat)
        for who, theirs in seats.items():
            _add_game(table.setdefault(who, Standing(who)), summary, theirs)
    return sorted(table.values(), key=lambda s: (s.who[0] != "person", s.who[1].casefold()))


def _mean(values: Sequence[float]) -> float:
    return sum(values) / len(values)


def _add_game(standing: Standing, summary: GameSummary, seats: Sequence[int]) -> None:
    """One game of ``seats``, all of one who."""
    lines = [summary.players[seat] for seat in seats]
    standing.games += 1
    standing.deals += summary.deals
    points = _mean([line.points for line in lines])
    standing.points += points
    standing.hand += _mean([line.hand for line in lines])
    standing.crib += _mean([line.crib for line in lines])
    standing.pegging += _mean([line.pegging for line in lines])
    standing.cribs += _mean([line.cribs for line in lines])
    standing.history = [*standing.history, points][-HISTORY_LENGTH:]
    if sum(line.won for line in lines) * 2 > len(lines):
        standing.wins += 1
        standing.streak = standing.streak + 1 if standing.streak > 0 else 1
        standing.best_streak = max(standing.best_streak, standing.streak)
    else:
        standing.streak = standing.streak - 1 if standing.streak < 0 else -1
    for contract in summary.contracts:
        playing = [seat for seat in seats if _plays(contract, seat)]
        if playing:
            tally = standing.contracts.setdefault(contract_key(contract), ContractTally())
            tally.played += 1
            tally.made += any(_made_by(contract, seat) for seat in playing)
            tally.knocked += contract.knocks > 0
            tally.points += _mean([contract.points[seat] for seat in playing])


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
