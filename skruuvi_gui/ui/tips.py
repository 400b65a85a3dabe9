"""Tooltips of a readable width: a long explanation broken into lines of about sixty
characters, where a plain-text tooltip would otherwise run across the screen in one line."""

from __future__ import annotations

import textwrap

#: The longest line a tooltip is written in, in characters.
TIP_WIDTH = 60


def tip_text(text: str) -> str:
    """``text`` with each of its lines wrapped at ``TIP_WIDTH`` characters, between words."""
    return "\n".join(_wrapped(line) for line in text.splitlines())


def _wrapped(line: str) -> str:
    """One line wrapped; a short one as it is, without asking ``textwrap`` (a game log of
    thousands of lines, most of them short, gives each line a tooltip)."""
    if len(line) <= TIP_WIDTH and line.isprintable() and line.strip(" ") and line[-1] != " ":
        return line
    return textwrap.fill(line, TIP_WIDTH, break_long_words=False, break_on_hyphens=False)
