"""What a finished game is remembered as for the statistics: its players and result, and the
few figures per deal that each game's statistics are made of.

A summary is made once, when the game ends, by replaying its record; the statistics are then
counted from summaries alone, so they never need the records (which the game library may
have let go). Hotseat names are people: a person is known by their name in every game.
Computer players are known by their level.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from datetime import datetime
from typing import Any

from skruuvi_gui.match.record import Record
from skruuvi_gui.match.replay import Replay
from skruuvi_gui.rules.api import CardsShown, Dealt, Event, Scored, Seat
from skruuvi_gui.rules.cribbage.model import CribbageObservation
from skruuvi_gui.rules.skruuvi.model import Bid, SkruuviObservation
from skruuvi_gui.rules.squint.model import (
    ACE_SOLO,
    DUO,
    GRAND_SOLO,
    MISERE,
    NEMO,
    SOLO,
    SquintObservation,
)

#: Contract text of a Skruuvi deal that nobody bid (as the rules write it).
PASS_MISERE = "pass_misere"
#: What a game's name is followed by for the statistics of its ledger-scored games.
LEDGER_PAGE = ":ledger"

#: Squint's contract kinds, which its contract texts start with (``"duo:H"``).
SQUINT_KINDS = frozenset({ACE_SOLO, MISERE, GRAND_SOLO, SOLO, DUO, NEMO})


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
    hundredths, as the score sheet ends; the contracts' points are a deal's, as always.
    ``id`` is the finished game's own (``filing``), by which it is counted once however
    often it is filed (empty in files of earlier versions)."""

    game: str
    finished: str
    seed: int
    deals: int
    players: tuple[PlayerLine, ...]
    contracts: tuple[ContractLine, ...] = field(default=())
    ledger: bool = False
    id: str = ""

    @property
    def page(self) -> str:
        """The statistics this game counts in: its game's, or traditional Skruuvi's, whose
        points are of another unit."""
        return f"{self.game}{LEDGER_PAGE}" if self.ledger else self.game

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: object) -> GameSummary:
        """``ValueError`` when ``data`` is no summary of ours: every field is checked for
        its type and range, so the figures counted from it never meet a surprise."""
        item = _object(data, "a game summary")
        game = _text(item, "game")
        if game not in CONTRACT_CHECKS:
            raise ValueError(f"no statistics for the game {game!r}")
        summary = cls(
            game,
            _text(item, "finished"),
            _whole(item, "seed"),
            _whole(item, "deals", 0),
            tuple(_player(line) for line in _list(item, "players")),
            tuple(_contract(game, line) for line in _list(item, "contracts", optional=True)),
            _flag(item, "ledger", optional=True),
            _text(item, "id", optional=True),
        )
        if not summary.players:
            raise ValueError("a game summary without players")
        datetime.fromisoformat(summary.finished)  # a date the tables can sort and show
        for contract in summary.contracts:
            seats = range(len(summary.players))
            if len(contract.points) != len(summary.players) or not set(contract.seats) <= set(
                seats
            ):
                raise ValueError("a contract's seats or points do not match the players")
        return summary


def _object(data: object, what: str) -> Mapping[str, Any]:
    if not isinstance(data, Mapping):
        raise ValueError(f"{what} must be a JSON object")
    return data


def _text(item: Mapping[str, Any], key: str, optional: bool = False) -> str:
    value = item.get(key, "" if optional else None)
    if not isinstance(value, str):
        raise ValueError(f"{key} must be text, not {type(value).__name__}")
    return value


def _whole(item: Mapping[str, Any], key: str, least: int | None = None) -> int:
    return _whole_value(item.get(key, 0 if key in _COUNTS else None), key, least)


def _whole_value(value: object, what: str, least: int | None = None) -> int:
    if type(value) is not int or (least is not None and value < least):
        raise ValueError(f"{what} must be a whole number, not {value!r}")
    return value


def _flag(item: Mapping[str, Any], key: str, optional: bool = False) -> bool:
    value = item.get(key, False if optional else None)
    if not isinstance(value, bool):
        raise ValueError(f"{key} must be true or false, not {value!r}")
    return value


def _list(item: Mapping[str, Any], key: str, optional: bool = False) -> list[Any]:
    value = item.get(key, [] if optional else None)
    if not isinstance(value, list | tuple):  # a list in a file, a tuple from ``to_json``
        raise ValueError(f"{key} must be a list")
    return list(value)


#: A player line's counts that files of earlier versions may leave out.
_COUNTS = frozenset({"hand", "crib", "pegging", "cribs"})


def _player(data: object) -> PlayerLine:
    line = _object(data, "a player line")
    kind = _text(line, "kind")
    if kind not in ("human", "bot"):
        raise ValueError(f"a player is a human or a bot, not {kind!r}")
    return PlayerLine(
        _text(line, "name"),
        kind,
        _text(line, "level"),
        _flag(line, "won"),
        _whole(line, "points"),
        *(_whole(line, key, 0) for key in ("hand", "crib", "pegging", "cribs")),
    )


def _contract(game: str, data: object) -> ContractLine:
    line = _object(data, "a contract line")
    contract = _text(line, "contract")
    if not CONTRACT_CHECKS[game](contract):
        raise ValueError(f"{contract!r} is no {game} contract")
    return ContractLine(
        contract,
        tuple(_whole_value(seat, "a seat", 0) for seat in _list(line, "seats")),
        _flag(line, "made"),
        _whole(line, "knocks", 0),
        tuple(_whole_value(points, "points") for points in _list(line, "points")),
    )


def _is_bid(text: str) -> bool:
    try:
        Bid.parse(text)
    except ValueError:
        return False
    return True


#: Each game with statistics, and which contract texts its summaries may hold.
CONTRACT_CHECKS: dict[str, Callable[[str], bool]] = {
    "cribbage": lambda text: False,
    "skruuvi": lambda text: text == PASS_MISERE or _is_bid(text),
    "squint": lambda text: text.split(":", 1)[0] in SQUINT_KINDS,
}


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
