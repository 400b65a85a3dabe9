"""A match's bots thinking in a process of their own.

A bot thinks in pure Python. On a thread of the table's own process it holds the interpreter
lock the table needs for every frame it draws from Python, so a drag or an animation waits
while the bot thinks. In a process of its own it shares no lock with the table.

The process seats the match's bots as ``Match.bot_for`` does (``seat_bot``: the same game,
levels and seed) and is sent each decision's observation in the order the match asks, so
every choice is the one the bot would make in the table's process, and a seeded match
repeats its choices as before. A hint's bot is made afresh from the seed it is sent.

The process is started with the ``spawn`` method (a fresh interpreter: nothing of the
table's threads or Qt is copied) when a match with computer players starts, and ended with
the match. Answers come back on a reader thread of the caller's process, to a callback.
"""

from __future__ import annotations

import itertools
import multiprocessing
import random
import signal
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from multiprocessing.connection import Connection
from typing import Generic, TypeVar

from skruuvi_gui.bots import make_bot, seat_bot
from skruuvi_gui.bots.reasons import Advice, advise
from skruuvi_gui.rules.api import Action, Observation, Seat

Tag = TypeVar("Tag")

#: How long closing waits for the process to end, in seconds, before killing it.
END_WAIT = 2.0


@dataclass(frozen=True, slots=True)
class Ask:
    """One decision: the seat's bot chooses on ``observation``; with ``hint`` (a level and
    a seed), a fresh bot of that level advises instead (its move and why)."""

    number: int
    seat: Seat
    observation: Observation
    hint: tuple[str, str] | None = None


def serve(conn: Connection, game_id: str, seed: int, levels: Mapping[Seat, str]) -> None:
    """The process's life: seat the bots (importing the game's bots while the table is set
    up), then answer each ``Ask`` in turn until the pipe closes."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is for the table, which ends us
    bots = {seat: seat_bot(game_id, level, seed, seat) for seat, level in levels.items()}
    while True:
        try:
            ask: Ask = conn.recv()
        except (EOFError, OSError):
            return
        result: Action | Advice | Exception
        try:
            if ask.hint is None:
                result = bots[ask.seat].choose(ask.observation)
            else:
                level, key = ask.hint
                result = advise(make_bot(game_id, level, random.Random(key)), ask.observation)
        except Exception as error:  # a bot bug is the table's to report, not ours to die of
            result = error
        try:
            conn.send((ask.number, result))
        except (EOFError, OSError):
            return
        except Exception as error:  # an error that cannot be pickled: its words instead
            conn.send((ask.number, RuntimeError(f"{type(result).__name__}: {error}")))


class BotProcess(Generic[Tag]):
    """The process thinking for one match's computer players; see the module docstring.

    ``answered(tag, result)`` is called on the reader thread with what a decision asked
    with ``tag`` came to (an ``Action``, a hint's ``Advice``, or the ``Exception`` the bot
    raised). Should the
    process end unasked, ``lost(tags)`` is called there with the decisions still open.
    Starting raises ``OSError`` (or another error) when no process can be started.
    """

    def __init__(
        self,
        game_id: str,
        seed: int,
        levels: Mapping[Seat, str],
        answered: Callable[[Tag, Action | Advice | Exception], None],
        lost: Callable[[list[Tag]], None],
    ) -> None:
        context = multiprocessing.get_context("spawn")
        ours, theirs = context.Pipe()
        self._process = context.Process(
            target=serve,
            args=(theirs, game_id, seed, dict(levels)),
            name=f"{game_id} bots",
            daemon=True,
        )
        try:
            self._process.start()
        finally:
            theirs.close()
        self._conn = ours
        self._answered = answered
        self._lost = lost
        self._numbers = itertools.count()
        self._open: dict[int, Tag] = {}
        self._lock = threading.Lock()
        self._closing = False
        self._reader = threading.Thread(target=self._read, name="bot answers", daemon=True)
        self._reader.start()

    @property
    def pid(self) -> int | None:
        return self._process.pid

    def is_alive(self) -> bool:
        return self._process.is_alive()

    def thinking(self) -> bool:
        """Whether a decision asked is still to be answered."""
        with self._lock:
            return bool(self._open)

    def ask(
        self, tag: Tag, seat: Seat, observation: Observation, hint: tuple[str, str] | None = None
    ) -> bool:
        """Send a decision; ``False`` when the process is gone (think elsewhere)."""
        number = next(self._numbers)
        with self._lock:
            if self._closing:
                return False
            self._open[number] = tag
        try:
            self._conn.send(Ask(number, seat, observation, hint))
        except (OSError, ValueError):
            with self._lock:
                self._open.pop(number, None)
            return False
        return True

    def close(self, *, wait: bool = True) -> None:
        """End the process now, a decision under way or not: no answer is passed on from
        here. With ``wait``, return once it is gone (the program is ending); without, it is
        reaped on a thread, so a table put up in this one's place does not wait for it."""
        with self._lock:
            if self._closing:
                return
            self._closing = True
            self._open.clear()
        self._process.terminate()
        if wait:
            self._reap()
        else:
            threading.Thread(target=self._reap, name="bots reaped", daemon=True).start()

    def _reap(self) -> None:
        self._process.join(END_WAIT)
        if self._process.is_alive():
            self._process.kill()
            self._process.join()
        self._reader.join()
        self._conn.close()

    def _read(self) -> None:
        while True:
            try:
                number, result = self._conn.recv()
            except (EOFError, OSError):
                break
            with self._lock:  # held while passed on: nothing is after ``close`` returns
                tag = self._open.pop(number, None)
                if tag is not None:
                    self._answered(tag, result)
        with self._lock:
            left = list(self._open.values())
            self._open.clear()
            closing = self._closing
        if not closing:
            self._lost(left)
