"""The double-dummy and misère searches, and the rule-of-thumb play and exchange that guessed
deals are played with, compiled where the set-up could compile them.

``scripts/build_native.py`` compiles ``relative``, ``solver``, ``misere``, ``cardplay`` and
``guessed_exchange`` with mypyc into the package ``skruuvi_native``, stamped with the digest
of the sources it was compiled from. The compiled copies run two to three times quicker and
give the same answers. They are used only while that digest matches the sources beside this
file, so an edited module never hides behind an old build; a checkout without a compiler
runs the pure modules.
A frozen bundle carries no sources to compare: it was built from one tree, so its copies are
trusted.
Setting ``SKRUUVI_GUI_PURE_SEARCHES=1`` runs the pure modules anyway (to compare the two).

Import them from here, never from the compiled modules directly: the
compiled classes are not the pure ones (``isinstance`` must see the same class everywhere),
and a pure function would run at the pure speed.
"""

from __future__ import annotations

import hashlib
import importlib
import os
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING

#: The modules the compiled package holds, in the order their sources are digested.
COMPILED_MODULES = ("relative", "solver", "misere", "cardplay", "guessed_exchange")
NATIVE_PACKAGE = "skruuvi_native"
PURE_SWITCH = "SKRUUVI_GUI_PURE_SEARCHES"


def source_digest() -> str | None:
    """The digest of the searches' sources as they stand, None where they cannot be read."""
    digest = hashlib.sha256()
    here = Path(__file__).parent
    try:
        for name in COMPILED_MODULES:
            digest.update((here / f"{name}.py").read_bytes())
    except OSError:
        return None
    return digest.hexdigest()


def _compiled() -> tuple[ModuleType, ModuleType, ModuleType, ModuleType] | None:
    """The compiled solver, misère, card-play and guessed-exchange modules, when built from
    these very sources."""
    if os.environ.get(PURE_SWITCH):
        return None
    try:
        package = importlib.import_module(NATIVE_PACKAGE)
        solver = importlib.import_module(f"{NATIVE_PACKAGE}.solver")
        misere = importlib.import_module(f"{NATIVE_PACKAGE}.misere")
        cardplay = importlib.import_module(f"{NATIVE_PACKAGE}.cardplay")
        guessed_exchange = importlib.import_module(f"{NATIVE_PACKAGE}.guessed_exchange")
    except ImportError:
        return None
    wanted = source_digest()
    if wanted is not None and getattr(package, "SOURCE_DIGEST", None) != wanted:
        return None
    return solver, misere, cardplay, guessed_exchange


def _pure() -> tuple[ModuleType, ModuleType, ModuleType, ModuleType]:
    from skruuvi_gui.bots.skruuvi import cardplay, guessed_exchange, misere, solver

    return solver, misere, cardplay, guessed_exchange


if TYPE_CHECKING:
    from skruuvi_gui.bots.skruuvi.cardplay import choose_bit, play_out, winning_play
    from skruuvi_gui.bots.skruuvi.guessed_exchange import exchange, partner_gives
    from skruuvi_gui.bots.skruuvi.misere import MisereSearch
    from skruuvi_gui.bots.skruuvi.solver import DoubleDummy, beats, representatives

    COMPILED: bool
else:
    _found = _compiled()
    COMPILED = _found is not None
    _solver, _misere, _cardplay, _guessed_exchange = _found or _pure()
    DoubleDummy = _solver.DoubleDummy
    beats = _solver.beats
    representatives = _solver.representatives
    MisereSearch = _misere.MisereSearch
    choose_bit = _cardplay.choose_bit
    play_out = _cardplay.play_out
    winning_play = _cardplay.winning_play
    exchange = _guessed_exchange.exchange
    partner_gives = _guessed_exchange.partner_gives

__all__ = [
    "COMPILED",
    "DoubleDummy",
    "MisereSearch",
    "beats",
    "choose_bit",
    "exchange",
    "partner_gives",
    "play_out",
    "representatives",
    "winning_play",
]
