"""The DDS double-dummy library, called through ctypes: every legal card's tricks in one call,
some hundred times quicker than the pure search.

The library file (``libdds.so``, ``dds.dll``) comes in the ``endplay`` wheel, installed without
its dependencies: only the file is used, endplay's own Python is never imported. A frozen
bundle carries the file in its ``dds`` folder. Where the file is missing or does not load
(another processor, a Python without a wheel) there is no solver and the pure search answers.

DDS numbers suits spades, hearts, diamonds, clubs and hands clockwise, as our positions go;
a card is a bit ``2 << power`` of its hand's suit holding (the two is ``1 << 2``).
"""

from __future__ import annotations

import ctypes
import importlib.util
import os
import sys
import threading
from collections.abc import Sequence
from pathlib import Path

#: Our suit number (``cards.SUITS``: spades, hearts, clubs, diamonds) as DDS numbers it.
DDS_SUIT = (0, 1, 3, 2)
#: DDS's strain number of no trumps, ours of grandi.
NO_TRUMPS, GRANDI = 4, -1
#: The library file's name on this system.
LIBRARY = "dds.dll" if sys.platform == "win32" else "libdds.so"
#: The folder of a frozen bundle that carries the library.
BUNDLE_FOLDER = "dds"
#: SolveBoard's questions: ``target`` -1 asks for the most tricks (else whether the side to
#: play reaches that many), ``solutions`` 1 for the best card's, 3 for every legal card's,
#: ``mode`` 1 to search even a forced card.
_MOST, _BEST_CARD, _EVERY_CARD, _ALWAYS_SEARCH = -1, 1, 3, 1
#: The memory DDS may give its table of positions, in MB: one small table (30 MB at most)
#: solves a fresh deal as quickly as the large one it takes by default, which grows to 95 MB
#: and more in each process that solves.
_TABLE_MB = 40
#: SolveBoard's return code when all went well.
_OK = 1


class _Deal(ctypes.Structure):
    """DDS's ``struct deal``: the strain, who led the trick, its cards so far, the hands."""

    _fields_ = (
        ("trump", ctypes.c_int),
        ("first", ctypes.c_int),
        ("currentTrickSuit", ctypes.c_int * 3),
        ("currentTrickRank", ctypes.c_int * 3),
        ("remainCards", (ctypes.c_uint * 4) * 4),
    )


class _FutureTricks(ctypes.Structure):
    """DDS's ``struct futureTricks``: each card (lower equals folded into it) and its tricks
    for the side to play."""

    _fields_ = (
        ("nodes", ctypes.c_int),
        ("cards", ctypes.c_int),
        ("suit", ctypes.c_int * 13),
        ("rank", ctypes.c_int * 13),
        ("equals", ctypes.c_int * 13),
        ("score", ctypes.c_int * 13),
    )


class DDSError(RuntimeError):
    """DDS refused a position; the message is its own."""


class Solver:
    """One loaded library. Calls take turns (one lock): the bots ask from a process of their
    own, one position at a time, and DDS keeps its table of positions per thread slot (0)."""

    def __init__(self, library: ctypes.CDLL) -> None:
        self._solve = library.SolveBoard
        self._solve.argtypes = (
            _Deal,
            ctypes.c_int,
            ctypes.c_int,
            ctypes.c_int,
            ctypes.POINTER(_FutureTricks),
            ctypes.c_int,
        )
        self._solve.restype = ctypes.c_int
        self._message = library.ErrorMessage
        self._message.argtypes = (ctypes.c_int, ctypes.c_char_p)
        self._message.restype = None
        library.SetResources.argtypes = (ctypes.c_int, ctypes.c_int)
        library.SetResources(_TABLE_MB, 1)
        self._lock = threading.Lock()

    def card_tricks(
        self,
        hands: Sequence[int],
        trump: int,
        turn: int,
        trick: Sequence[tuple[int, int]] = (),
    ) -> dict[int, int]:
        """For each card (bit) ``turn`` may play, the tricks ``turn``'s side takes from now on,
        the trick in progress included; arguments as ``card_tricks.card_tricks`` takes them."""
        if not hands[turn]:
            return {}
        found = self._call(hands, trump, turn, trick, _EVERY_CARD)
        worth: dict[int, int] = {}
        for index in range(found.cards):
            low = 13 * DDS_SUIT.index(found.suit[index])
            holding = 1 << found.rank[index] | found.equals[index]
            for power in range(13):
                if holding >> (power + 2) & 1:
                    worth[low + power] = found.score[index]
        return worth

    def tricks(
        self,
        hands: Sequence[int],
        trump: int,
        turn: int,
        trick: Sequence[tuple[int, int]] = (),
    ) -> int:
        """The most tricks ``turn``'s side takes from now on, the trick in progress included."""
        if not hands[turn]:
            return 0
        return int(self._call(hands, trump, turn, trick, _BEST_CARD).score[0])

    def reaches(self, hands: Sequence[int], trump: int, turn: int, target: int) -> bool:
        """Whether ``turn``'s side, on lead to a fresh trick, takes at least ``target`` tricks:
        asked with the target, DDS stops as soon as the answer is sure, most often far sooner
        than it finds the most tricks."""
        if target <= 0:
            return True
        if target > hands[turn].bit_count():
            return False
        return int(self._call(hands, trump, turn, (), _BEST_CARD, target).score[0]) >= target

    def _call(
        self,
        hands: Sequence[int],
        trump: int,
        turn: int,
        trick: Sequence[tuple[int, int]],
        solutions: int,
        target: int = _MOST,
    ) -> _FutureTricks:
        deal = _Deal()
        deal.trump = NO_TRUMPS if trump == GRANDI else DDS_SUIT[trump]
        deal.first = trick[0][0] if trick else turn
        for index, (_, bit) in enumerate(trick):
            deal.currentTrickSuit[index] = DDS_SUIT[bit // 13]
            deal.currentTrickRank[index] = bit % 13 + 2
        for position, hand in enumerate(hands):
            for suit in range(4):
                deal.remainCards[position][DDS_SUIT[suit]] = (hand >> (13 * suit) & 0x1FFF) << 2
        found = _FutureTricks()
        with self._lock:
            code = self._solve(deal, target, solutions, _ALWAYS_SEARCH, ctypes.byref(found), 0)
        if code != _OK:
            text = ctypes.create_string_buffer(80)
            self._message(code, text)
            raise DDSError(text.value.decode("ascii", "replace"))
        return found


def library_path() -> Path | None:
    """Where the library file is: in the frozen bundle, else in the installed ``endplay``
    package (found without importing it)."""
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle is not None:
        return Path(bundle, BUNDLE_FOLDER, LIBRARY)
    try:
        spec = importlib.util.find_spec("endplay")
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(next(iter(spec.submodule_search_locations)), "_dds", LIBRARY)


def load(path: Path | None) -> Solver | None:
    """The solver from the library file at ``path``; None where there is none or it does not
    load or lacks DDS's functions."""
    if path is None or not path.is_file():
        return None
    try:
        return Solver(ctypes.CDLL(os.fspath(path)))
    except (OSError, AttributeError):
        return None
