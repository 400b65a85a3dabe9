"""File names Windows accepts: what it refuses (forbidden characters, controls, a trailing dot
or space, device names with any extension), and names made from what people typed turned
into names it accepts."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from skruuvi_gui.file_names import MAX_STEM_BYTES, RECORD_SUFFIX, is_portable, portable_stem


@pytest.mark.parametrize(
    "name",
    [
        "a<b",
        "a>b",
        "a:b",
        'a"b',
        "a/b",
        "a\\b",
        "a|b",
        "a?b",
        "a*b",
        "tab\there",
        "bell\x07",
        "del\x7f",
        "dot.",
        "space ",
        "CON",
        "con.txt",
        "Nul.tar.gz",
        "COM1",
        "lpt9.korttipoyta",
        "AUX .json",
        "",
        ".",
        "..",
        "x" * 256,
    ],
)
def test_names_windows_refuses(name: str) -> None:
    assert not is_portable(name)


@pytest.mark.parametrize(
    "name",
    [
        "current.json",
        "current.json.bak",
        "current.json.damaged-20261207T095100Z-2",
        ".current.json.k3j2x9.tmp",
        "current.lock",
        "20261207T095100Z-cribbage-123456.json",
        "skruuvi-20261207-095100-7-2.json",
        "skruuvi_gui_fi-0123456789abcdef.qm",
        "skruuvi-gui.log",
        "Cribbage, Maija ja Pekka, 2026-12-07.korttipoyta",
        "CONSOLE.txt",
        "COM10",
        "Kortbord - Åse og Øystein.korttipoyta",
    ],
)
def test_names_the_program_makes_are_accepted(name: str) -> None:
    assert is_portable(name)


@pytest.mark.parametrize(
    ("text", "stem"),
    [
        ("Cribbage, Maija and Pekka, 2026-12-07", "Cribbage, Maija and Pekka, 2026-12-07"),
        ('a<b>:"c"/d\\e|f?g*h', "a b c d e f g h"),
        ("CON", "_CON"),
        ("lpt1.txt", "_lpt1.txt"),
        ("  ...  ", "game"),
        ("tabs\t\tand\nlines", "tabs and lines"),
        ("ends with dots...", "ends with dots"),
        ("", "game"),
        ("Åse " * 40, "Åse " * 23 + "Åse"),
        ("\U0001d11e" * 40, "\U0001d11e" * 30),
    ],
)
def test_typed_text_becomes_a_portable_stem(text: str, stem: str) -> None:
    assert portable_stem(text, "game") == stem


@given(st.text())
def test_any_text_makes_a_portable_record_name(text: str) -> None:
    stem = portable_stem(text, "game")
    assert 0 < len(stem.encode("utf-8")) <= MAX_STEM_BYTES + 1
    assert is_portable(stem) and is_portable(stem + RECORD_SUFFIX)
