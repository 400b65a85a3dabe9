"""Game records: the versioned JSON form of a match that saves, undo, replays and bug
reports rest on.

A record holds what is needed to play a match again: the game, its options, the seats, the
seed and every action's text in order, chance outcomes included::

    {"format_version": 1, "game": "cribbage", "options": {...},
     "seats": [{"name": "Maija", "kind": "human", "level": "normal"}, ...],
     "seed": 7, "actions": ["FIRST:1", "DEAL:AS,7C,...", "D:2D,6D", ...]}

``from_json`` checks everything that can be checked without playing; an action that turns
out illegal is reported by ``Match.from_record`` with its index. Seat names are cut to what
the new-game dialog accepts.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, TypeGuard

from skruuvi_gui import storage
from skruuvi_gui.match.seats import SEAT_KINDS, SeatConfig, capped_name, check_seats
from skruuvi_gui.rules import GAMES

FORMAT_VERSION = 1


class RecordError(ValueError):
    """A record that cannot be read or replayed; ``index`` names the action at fault."""

    def __init__(self, message: str, index: int | None = None) -> None:
        super().__init__(message)
        self.index = index


class RecordTooLongError(RecordError, storage.TooLongError):
    """A record of more actions than any game the rules allow in practice (``longest``)."""


def longest(game: str, options: Mapping[str, Any]) -> int:
    """The most actions a record of ``game`` with these (complete) ``options`` may hold: the
    deals the longest game lasts in practice times the most actions a deal takes.

    Cribbage: every deal scores, and a deal's hands alone average over four points for each
    side, so a game to the target takes at most ``sides * target / 4`` deals (a game of 61
    points between two takes about eight), and a match at most ``sides * (games - 1) + 1``
    games; a deal is the deal, the cut and the discards, four cards each played and as many
    goes at most. Skruuvi: a session is three robbers of eight deals, and purku adds at most
    one more robber; a deal is the letters and the deal, at most 35 bids, the exchange and 52
    cards. Squint: without a deal limit a game to 150 could in theory go on for ever (scores
    go down as well as up); games end in 10 to 30 deals, so 60 are allowed, as are the deals
    of a set limit below that; a deal is five bids, at most ten calls, passes and discards,
    and 50 cards.
    """
    if game == "cribbage":
        players = int(options["num_players"])
        sides = 2 if players == 4 else players
        games = sides * (int(options["games_to_win"]) - 1) + 1
        deals = games * (sides * int(options["target_score"]) // 4 + 1)
        return deals * (4 + 8 * players)
    if game == "skruuvi":
        return 32 * (2 + 35 + 4 + 52)
    if game == "squint":
        limit = options.get("deal_limit")
        deals = min(limit, SQUINT_DEALS) if isinstance(limit, int) else SQUINT_DEALS
        return deals * (1 + 5 + 10 + 50)
    raise ValueError(f"no bound for {game}")


#: The deals a Squint game without a deal limit may last (``longest``).
SQUINT_DEALS = 60

#: The most items (counted by the commas between them) a record's file may hold, checked
#: before it is parsed: a record of the longest game any options allow (``longest``:
#: 25,480 actions) holds fewer than 100,000, its deals' cards counted too. A longer one, an
#: endless game's, is refused at once instead of being parsed first.
MOST_ITEMS = 200_000


@dataclass(frozen=True)
class Record:
    """One match as data; ``options`` are complete (defaults filled in)."""

    game: str
    options: Mapping[str, Any]
    seats: tuple[SeatConfig, ...]
    seed: int
    actions: tuple[str, ...] = field(default=())

    def to_json(self) -> dict[str, Any]:
        """The record as a JSON-ready object."""
        return {
            "format_version": FORMAT_VERSION,
            "game": self.game,
            "options": dict(self.options),
            "seats": [
                {"name": seat.name, "kind": seat.kind, "level": seat.level} for seat in self.seats
            ],
            "seed": self.seed,
            "actions": list(self.actions),
        }

    @classmethod
    def from_json(cls, data: object) -> Record:
        """A record from a parsed JSON object; ``RecordError`` says what is wrong."""
        if not isinstance(data, Mapping) or "format_version" not in data:
            raise RecordError("not a game record (no format_version)")
        version = data["format_version"]
        if not _is_int(version) or version < 1:
            raise RecordError(f"not a game record (format_version {version!r})")
        if version > FORMAT_VERSION:
            raise RecordError(
                f"the record was written by a newer version of the program "
                f"(format {version}; this version reads up to {FORMAT_VERSION})"
            )
        game = data.get("game")
        if not isinstance(game, str) or game not in GAMES:
            raise RecordError(f"unknown game {game!r}; known: {', '.join(sorted(GAMES))}")
        spec = GAMES[game]
        raw_options = data.get("options", {})
        if not isinstance(raw_options, Mapping):
            raise RecordError("options must be a JSON object")
        try:
            options = spec.check_options(raw_options)
        except ValueError as error:
            raise RecordError(f"bad options: {error}") from None
        seats = _seats(game, data.get("seats"))
        if len(seats) != spec.num_seats(options):
            raise RecordError(
                f"{game} with these options has {spec.num_seats(options)} seats, "
                f"the record has {len(seats)}"
            )
        seed = data.get("seed")
        if not _is_int(seed):
            raise RecordError(f"seed must be an integer, not {seed!r}")
        actions = data.get("actions", [])
        if not isinstance(actions, list):
            raise RecordError("actions must be a list of action texts")
        if len(actions) > longest(game, options):
            raise RecordTooLongError(
                f"{len(actions)} actions, more than any game of {game} with these rules takes "
                f"in practice ({longest(game, options)})"
            )
        for index, text in enumerate(actions):
            if not isinstance(text, str):
                raise RecordError(f"action {index} is not text: {text!r}", index)
            try:
                spec.parse_action(text)
            except ValueError:
                raise RecordError(
                    f"action {index} is not a {game} action: {text!r}", index
                ) from None
        return cls(game, options, seats, seed, tuple(actions))


def _seats(game_id: str, raw: object) -> tuple[SeatConfig, ...]:
    if not isinstance(raw, list):
        raise RecordError("seats must be a list")
    seats = []
    for index, item in enumerate(raw):
        if not isinstance(item, Mapping):
            raise RecordError(f"seat {index} must be a JSON object")
        name, kind, level = item.get("name"), item.get("kind"), item.get("level", "normal")
        if not (isinstance(name, str) and isinstance(level, str)):
            raise RecordError(f"seat {index} needs a name and a level as text")
        if kind not in SEAT_KINDS:
            raise RecordError(f"seat {index} kind must be one of {SEAT_KINDS}, not {kind!r}")
        seats.append(SeatConfig(capped_name(name), kind, level))
    try:
        return check_seats(game_id, seats)
    except ValueError as error:
        raise RecordError(str(error)) from None


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)
