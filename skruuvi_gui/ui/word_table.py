"""Tables of a table's fixed words, for the word modules of every game.

A word that is only ever one text ("Dealer", "Dealing…") stands in a table, marked with
``QT_TRANSLATE_NOOP`` where the table is written so that lupdate reads it, and is translated
each time it is read, so a switch of language shows at once. A line that is said to the
viewer or of another player by name stands as the pair of both; ``name`` ``None`` is the
viewer.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate


class Words:
    """Fixed words of one translation context, by key."""

    __slots__ = ("_context", "_texts")

    def __init__(self, context: str, texts: Mapping[str, object]) -> None:
        self._context = context
        self._texts = texts

    def __call__(self, key: str, count: int = -1) -> str:
        """The word ``key`` in the language now installed; ``count`` for a ``%n`` in it."""
        return translate(self._context, str(self._texts[key]), None, count)


class SeatWords:
    """Lines of one translation context, by key, each said to the viewer or of a player."""

    __slots__ = ("_context", "_lines")

    def __init__(self, context: str, lines: Mapping[str, tuple[object, object]]) -> None:
        self._context = context
        self._lines = lines

    def __call__(self, key: str, name: str | None, count: int = -1) -> str:
        """The line ``key`` said to the viewer (``name`` ``None``) or of ``name``."""
        yours, named = self._lines[key]
        if name is None:
            return translate(self._context, str(yours), None, count)
        return translate(self._context, str(named), None, count).replace("{name}", name)
