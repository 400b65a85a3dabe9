"""The DDS library answers as the pure search does, gives DDS's own figures on a full deal,
and where it is missing or does not load the pure search answers instead.

``card_tricks`` asks DDS where ``scripts/setup.sh`` installed it (every set-up with a wheel
for its Python, CI's included); these tests tie its answers to the pure search's.
"""

from __future__ import annotations

import _ctypes
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from skruuvi_gui.bots.skruuvi import card_tricks, dds
from skruuvi_gui.bots.skruuvi.card_tricks import legal_bits, pure_card_tricks
from skruuvi_gui.bots.skruuvi.masks import BIT_OF, SUIT_OF
from skruuvi_gui.cards import Card, Rank, Suit

needs_dds = pytest.mark.skipif(
    not card_tricks.FAST, reason="the DDS library is not installed here (scripts/setup.sh)"
)


def pbn_hands(text: str) -> list[int]:
    """The four hands of a PBN deal that starts with north, as masks by position."""
    assert text.startswith("N:")
    hands = []
    for hand in text[2:].split():
        mask = 0
        for letter, holding in zip("SHDC", hand.split("."), strict=True):
            for rank in holding:
                mask |= 1 << BIT_OF[Card(Rank.parse(rank), Suit(letter)).index]
        hands.append(mask)
    return hands


def bit(name: str) -> int:
    return BIT_OF[Card.parse(name).index]


@needs_dds
def test_a_full_deal_gives_dds_own_figures() -> None:
    # The third deal of DDS's examples (examples/hands.cpp): spades are trumps and south
    # (position 2) is to lead; DDS lists each card's tricks for north and south.
    hands = pbn_hands("N:73.QJT.AQ54.T752 QT6.876.KJ9.AQ84 5.A95432.7632.K6 AKJ9842.K.T8.J93")
    worth = card_tricks.card_tricks(hands, SUIT_OF[Suit.SPADES], 2, (), side=0)
    expected = {"5S": 3, "AH": 3, "9H": 2, "5H": 2, "4H": 2, "3H": 2, "2H": 2}
    expected |= {"7D": 3, "6D": 3, "3D": 3, "2D": 3, "KC": 1, "6C": 1}
    assert worth == {bit(name): tricks for name, tricks in expected.items()}
    # East and west take the rest of the thirteen.
    other = card_tricks.card_tricks(hands, SUIT_OF[Suit.SPADES], 2, (), side=1)
    assert other == {bit: 13 - tricks for bit, tricks in worth.items()}


@needs_dds
@settings(max_examples=200, deadline=None)
@given(
    st.permutations(range(52)),
    st.integers(3, 6),
    st.integers(-1, 3),
    st.integers(0, 3),
    st.integers(0, 3),
    st.data(),
)
def test_dds_values_every_card_as_the_pure_search(
    deck: list[int], size: int, trump: int, leader: int, played: int, data: st.DataObject
) -> None:
    hands = [sum(1 << b for b in deck[p * size : (p + 1) * size]) for p in range(4)]
    trick: list[tuple[int, int]] = []
    for position in ((leader + n) % 4 for n in range(played)):
        legal = legal_bits(hands[position], trick)
        bit = data.draw(st.sampled_from([b for b in range(52) if legal >> b & 1]))
        hands[position] ^= 1 << bit
        trick.append((position, bit))
    turn = (leader + played) % 4
    for side in (0, 1):
        assert card_tricks.card_tricks(hands, trump, turn, trick, side) == pure_card_tricks(
            hands, trump, turn, trick, side
        )


def test_no_library_file_or_a_foreign_one_gives_no_solver(tmp_path: Path) -> None:
    assert dds.load(None) is None
    assert dds.load(tmp_path / dds.LIBRARY) is None
    not_a_library = tmp_path / "not-a-library.so"
    not_a_library.write_bytes(b"\x7fELF but built for another processor")
    assert dds.load(not_a_library) is None
    # A library that loads but is not DDS: Python's own ctypes module.
    assert dds.load(Path(_ctypes.__file__)) is None


def test_a_frozen_bundle_looks_for_the_library_in_its_own_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert dds.library_path() == tmp_path / "dds" / dds.LIBRARY


@pytest.mark.parametrize("library", [None, b"built for another processor"])
def test_without_a_loadable_library_the_pure_search_answers(
    tmp_path: Path, library: bytes | None
) -> None:
    # An endplay package ahead of the installed one, without its library file or with one
    # that does not load.
    folder = tmp_path / "endplay" / "_dds"
    folder.mkdir(parents=True)
    (tmp_path / "endplay" / "__init__.py").write_text("raise ImportError('never imported')\n")
    if library is not None:
        (folder / dds.LIBRARY).write_bytes(library)
    script = textwrap.dedent(
        """
        from skruuvi_gui.bots.skruuvi import card_tricks
        from skruuvi_gui.bots.skruuvi.masks import BIT_OF
        from skruuvi_gui.cards import Card

        def mask(*names):
            return sum(1 << BIT_OF[Card.parse(name).index] for name in names)

        hands = [mask("AS", "QS"), mask("2H", "3H"), mask("2S", "3S"), mask("KS", "4H")]
        worth = card_tricks.card_tricks(hands, -1, 0)
        print(card_tricks.FAST, sorted(worth.values()))
        """
    )
    run = subprocess.run(
        [sys.executable, "-c", script],
        env={"PYTHONPATH": str(tmp_path), "PATH": ""},
        capture_output=True,
        text=True,
        check=True,
    )
    assert run.stdout.split("\n")[0] == "False [0, 2]"
    assert run.stderr == ""
