"""What a finished game is remembered as for the statistics: its players and result, and the
few figures per deal that each game's statistics are made of.

A summary is made once, when the game ends, by replaying its record; the statistics are then
counted from summaries alone, so they never need the records (which the game library may
have let go). Hotseat names are people: a person is known by their name in every game.
Computer players are known by their level.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, field
from datetime import datetime
from typing import Any

from skruuvi_gui.match.record import Record
from skruuvi_gui.match.replay import Replay
from skruuvi_gui.rules.api import CardsShown, Dealt, Event, Scored, Seat
from skruuvi_gui.rules.cribbage.model import CribbageObservation
from skruuvi_gui.rules.skruuvi.model import SkruuviObservation
from skruuvi_gui.rules.squint.model import SquintObservation

#: Contract text of a Skruuvi deal that nobody bid (as the rules write it).
PASS_MISERE = "pass_misere"
#: What a game's name is followed by for the statistics of its ledger-scored games.
LEDGER_PAGE = ":ledger"


@dataclass(frozen=True, slots=True)
class PlayerLine:
    """One seat of a finished game.

    ``points`` are what the seat (its side, in partnership Cribbage) scored over the game;
    Cribbage adds the points from hands, cribs and the play (everything outside the show,
    his heels included) and how many cribs the seat owned.
    """

    name: str
    kind: str
    level: str
    won: bool
    points: int
    hand: int = 0
    crib: int = 0
    pegging: int = 0
    cribs: int = 0

    @property
    def who(self) -> tuple[str, str]:
        """``("person", name)`` or ``("computer", level)``: whose statistics this line is."""
        return ("person", self.name) if self.kind == "human" else ("computer", self.level)


@dataclass(frozen=True, slots=True)
class ContractLine:
    """One contract of a deal and how it went.

    ``seats`` played it (none for Skruuvi's pass-misère: everybody plays); ``contract`` is
    the rules' text (``"6H"``, ``"pass_misere"``, ``"duo:H"``); ``made`` whether its players
    ended the deal with more than zero points; ``points`` per seat of the game for the deal.
    """

    contract: str
    seats: tuple[Seat, ...]
    made: bool
    knocks: int
    points: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class GameSummary:
    """A finished game for the statistics; ``finished`` is an ISO date and time. With
    ``ledger`` (Skruuvi's traditional scoring) the players' points are their ledger, in
    hundredths, as the score sheet ends; the contracts' points are a deal's, as always."""

    game: str
    finished: str
    seed: int
    deals: int
    players: tuple[PlayerLine, ...]
    contracts: tuple[ContractLine, ...] = field(default=())
    ledger: bool = False

    @property
    def page(self) -> str:
        """The statistics this game counts in: its game's, or traditional Skruuvi's, whose
        points are of another unit."""
        return f"{self.game}{LEDGER_PAGE}" if self.ledger else self.game

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> GameSummary:
        """``ValueError`` (or ``TypeError``, ``KeyError``) when ``data`` is no summary."""
        players = tuple(PlayerLine(**dict(line)) for line in data["players"])
        contracts = tuple(
            ContractLine(
                str(line["contract"]),
                tuple(int(s) for s in line["seats"]),
                bool(line["made"]),
                int(line["knocks"]),
                tuple(int(p) for p in line["points"]),
            )
            for line in data.get("contracts", ())
        )
        summary = cls(
            str(data["game"]),
            str(data["finished"]),
            int(data["seed"]),
            int(data["deals"]),
            players,
            contracts,
            bool(data.get("ledger", False)),
        )
        datetime.fromisoformat(summary.finished)  # a date the tables can sort and show
        for line in players:
            if not (isinstance(line.name, str) and isinstance(line.won, bool)):
                raise ValueError("a player line needs a name and whether they won")
        return summary


def summarise(record: Record, finished: datetime) -> GameSummary:
    """The summary of a finished game; ``ValueError`` when the record does not replay to
    its end."""
    replay = Replay(record.game, dict(record.options), record.actions)
    state = replay.state_after(len(replay))
    outcome = state.outcome()
    if outcome is None:
        raise ValueError("the game is not over")
    public = state.public_observation()
    events = replay.events()
    deals = sum(isinstance(event, Dealt) for event in events)
    stamp = finished.isoformat(timespec="seconds")
    if isinstance(public, CribbageObservation):
        return GameSummary(
            record.game,
            stamp,
            record.seed,
            deals,
            _cribbage_players(record, events, public, outcome.winners),
        )
    if isinstance(public, SkruuviObservation):
        contracts = tuple(
            ContractLine(
                result.contract,
                () if result.declarer is None else (result.declarer,),
                result.declarer is not None and result.points[result.declarer] > 0,
                result.knocks,
                result.points,
            )
            for result in public.results
        )
        deal_points = [result.points for result in public.results]
        if public.options.scoring == "traditional":  # the ledger, as the sheet ends
            return GameSummary(
                record.game,
                stamp,
                record.seed,
                len(deal_points),
                _players(record, outcome.winners, outcome.scores),
                contracts,
                ledger=True,
            )
    elif isinstance(public, SquintObservation):
        contracts = tuple(
            ContractLine(
                str(contract),
                contract.seats,
                sum(result.points[seat] for seat in contract.seats) > 0,
                0,
                result.points,
            )
            for result in public.results
            for contract in result.contracts
        )
        deal_points = [result.points for result in public.results]
    else:
        raise ValueError(f"no statistics for {record.game}")
    totals = [sum(points[index] for points in deal_points) for index in range(len(record.seats))]
    players = _players(record, outcome.winners, totals)
    return GameSummary(record.game, stamp, record.seed, len(deal_points), players, contracts)


def _players(
    record: Record, winners: Sequence[Seat], points: Sequence[int]
) -> tuple[PlayerLine, ...]:
    return tuple(
        PlayerLine(seat.name, seat.kind, seat.level, index in winners, points[index])
        for index, seat in enumerate(record.seats)
    )


def _cribbage_players(
    record: Record,
    events: Sequence[Event],
    public: CribbageObservation,
    winners: Sequence[Seat],
) -> tuple[PlayerLine, ...]:
    """Each seat's points split into hand, crib and the play, counted from the events: an
    item its owner scores after a hand (or the crib) is shown belongs to that count; a muggins
    claim by another seat, like every point outside the show, to the play."""
    seats = len(record.seats)
    hand, crib, pegging, cribs = [0] * seats, [0] * seats, [0] * seats, [0] * seats
    side_points = [0] * public.options.num_sides
    counting: tuple[str, Seat] | None = None
    for event in events:
        if isinstance(event, Dealt):
            counting = None
        elif isinstance(event, CardsShown) and event.what in ("hand", "crib"):
            counting = (event.what, event.seat)
            if event.what == "crib":
                cribs[event.seat] += 1
        elif isinstance(event, Scored):
            side_points[event.side] += event.points
            shown = counting is not None and counting[1] == event.seat
            tally = {"hand": hand, "crib": crib}[counting[0]] if counting and shown else pegging
            tally[event.seat] += event.points
    return tuple(
        PlayerLine(
            seat.name,
            seat.kind,
            seat.level,
            index in winners,
            side_points[public.options.side_of(index)],
            hand[index],
            crib[index],
            pegging[index],
            cribs[index],
        )
        for index, seat in enumerate(record.seats)
    )
