"""Who sits at each seat: a person at this screen, or a bot of some level."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from skruuvi_gui.bots import levels

SeatKind = Literal["human", "bot"]

SEAT_KINDS: tuple[SeatKind, ...] = ("human", "bot")

#: The longest seat name: what the new-game dialog accepts, and what a file is cut to.
MAX_NAME_LENGTH = 24


def capped_name(name: str) -> str:
    """``name`` as the dialog lets it be typed: at most ``MAX_NAME_LENGTH`` characters, with
    no line breaks or other control characters (each becomes a space)."""
    return "".join(ch if ch.isprintable() else " " for ch in name[:MAX_NAME_LENGTH])


@dataclass(frozen=True)
class SeatConfig:
    """One seat of a match; ``level`` is the bot's strength and is ignored for a human."""

    name: str
    kind: SeatKind
    level: str = "normal"

    @property
    def is_human(self) -> bool:
        return self.kind == "human"


def check_seats(game_id: str, seats: Sequence[SeatConfig]) -> tuple[SeatConfig, ...]:
    """The seats as a tuple; ``ValueError`` for an unknown kind, or a bot level that the
    game does not offer."""
    offered = levels(game_id)
    for index, seat in enumerate(seats):
        if seat.kind not in SEAT_KINDS:
            raise ValueError(f"seat {index} kind must be one of {SEAT_KINDS}, not {seat.kind!r}")
        if seat.kind == "bot" and seat.level not in offered:
            raise ValueError(
                f"seat {index}: {game_id} has no bot level {seat.level!r}; "
                f"offered: {', '.join(offered)}"
            )
    return tuple(seats)
