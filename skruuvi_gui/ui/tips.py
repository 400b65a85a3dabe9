"""Tooltips of a readable width: a long explanation broken into lines of about sixty
characters, where a plain-text tooltip would otherwise run across the screen in one line."""

from __future__ import annotations

import textwrap

#: The longest line a tooltip is written in, in characters.
TIP_WIDTH = 60


def tip_text(text: str) -> str:
    """``text`` with each of its lines wrapped at ``TIP_WIDTH`` characters, between words."""
    return "\n".join(
        textwrap.fill(line, TIP_WIDTH, break_long_words=False, break_on_hyphens=False)
        for line in text.splitlines()
    )
