"""Tooltips wrapped at a readable width: a short line, taken as it is, reads as ``textwrap``
would have written it."""

from __future__ import annotations

import textwrap

from hypothesis import given
from hypothesis import strategies as st

from skruuvi_gui.ui.tips import TIP_WIDTH, tip_text


def wrapped_by_textwrap(text: str) -> str:
    return "\n".join(
        textwrap.fill(line, TIP_WIDTH, break_long_words=False, break_on_hyphens=False)
        for line in text.splitlines()
    )


@given(st.text(alphabet=st.sampled_from("ab ♦\N{EM SPACE}\t\n-."), max_size=150) | st.text())
def test_a_tip_is_wrapped_as_textwrap_wraps_it(text: str) -> None:
    assert tip_text(text) == wrapped_by_textwrap(text)


def test_a_short_line_stays_whole_and_a_long_one_breaks_between_words() -> None:
    short = "Pekka played 8♦\N{EM SPACE}+2 fifteen"
    assert tip_text(short) == short
    long = " ".join(["word"] * 30)
    assert tip_text(long).splitlines() == ["word " * 11 + "word"] * 2 + ["word " * 5 + "word"]
