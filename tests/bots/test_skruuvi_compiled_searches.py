"""The compiled searches answer as the pure ones do, and an old build is never used.

The bots take their searches from ``searches``: compiled by ``scripts/build_native.py``
where the set-up could compile them (as it does in every set-up with a C compiler, CI's
included), else the pure modules. The minimax tests in ``test_skruuvi_searches`` check
whichever the bots use; these tie the compiled copies to the pure sources.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from skruuvi_gui.bots.skruuvi import cardplay, guessed_exchange, misere, searches, solver
from skruuvi_gui.bots.skruuvi.masks import SUIT_MASKS

needs_compiled = pytest.mark.skipif(
    not searches.COMPILED, reason="the searches are not compiled here (no C compiler at set-up)"
)


def deal(size: int, rng: random.Random) -> list[int]:
    bits = rng.sample(range(52), 4 * size)
    return [sum(1 << b for b in bits[p * size : (p + 1) * size]) for p in range(4)]


def midway(hands: list[int], turn: int, cards: int, rng: random.Random) -> list[tuple[int, int]]:
    """Up to three cards of a trick played legally from ``hands`` (changed in place)."""
    trick: list[tuple[int, int]] = []
    for _ in range(cards):
        hand = hands[turn]
        led = hand & SUIT_MASKS[trick[0][1] // 13] if trick else 0
        bit = rng.choice([b for b in range(52) if (led or hand) >> b & 1])
        hands[turn] ^= 1 << bit
        trick.append((turn, bit))
        turn = (turn + 1) % 4
    return trick


@needs_compiled
@settings(max_examples=60, deadline=None)
@given(st.integers(2, 6), st.integers(-1, 3), st.integers(0, 3), st.integers(0, 3), st.randoms())
def test_compiled_double_dummy_counts_as_the_pure_one(
    size: int, trump: int, turn: int, cards: int, rng: random.Random
) -> None:
    hands = deal(size, rng)
    trick = midway(hands, turn, cards, rng)
    turn = (turn + cards) % 4
    compiled, pure = searches.DoubleDummy(trump), solver.DoubleDummy(trump)
    for side in (0, 1):
        assert compiled.tricks(hands, turn, trick, side=side) == pure.tricks(
            hands, turn, trick, side=side
        )


@needs_compiled
@settings(max_examples=40, deadline=None)
@given(st.integers(2, 5), st.integers(0, 1), st.integers(0, 3), st.randoms())
def test_compiled_misere_search_values_as_the_pure_one(
    size: int, side: int, turn: int, rng: random.Random
) -> None:
    hands = deal(size, rng)
    costs = (10,)
    assert searches.MisereSearch(side, costs).value(hands, turn) == misere.MisereSearch(
        side, costs
    ).value(hands, turn)


@needs_compiled
@settings(max_examples=150, deadline=None)
@given(
    st.integers(1, 13),
    st.integers(-1, 3),
    st.integers(0, 3),
    st.integers(0, 3),
    st.booleans(),
    st.randoms(),
)
def test_compiled_rule_of_thumb_plays_as_the_pure_one(
    size: int, trump: int, turn: int, cards: int, misere: bool, rng: random.Random
) -> None:
    hands = deal(size, rng)
    trick = midway(hands, turn, cards, rng)
    turn = (turn + cards) % 4
    outstanding = hands[0] | hands[1] | hands[2] | hands[3]
    for _, bit in trick:
        outstanding |= 1 << bit
    arguments = (hands[turn], trick, turn, trump, outstanding)
    assert searches.choose_bit(*arguments, misere=misere) == cardplay.choose_bit(
        *arguments, misere=misere
    )


@needs_compiled
@settings(max_examples=60, deadline=None)
@given(st.integers(1, 13), st.integers(-1, 3), st.integers(0, 3), st.booleans(), st.randoms())
def test_compiled_play_out_takes_the_pure_tricks_and_aces(
    size: int, trump: int, leader: int, misere: bool, rng: random.Random
) -> None:
    hands = deal(size, rng)
    compiled_aces: list[tuple[int, int]] = []
    pure_aces: list[tuple[int, int]] = []
    compiled = searches.play_out(hands, leader, trump, misere, leader % 2, compiled_aces)
    pure = cardplay.play_out(hands, leader, trump, misere, leader % 2, pure_aces)
    assert 0 <= compiled <= size
    assert (compiled, compiled_aces) == (pure, pure_aces)


@needs_compiled
@settings(max_examples=80, deadline=None)
@given(st.integers(0, 3), st.integers(-1, 3), st.booleans(), st.booleans(), st.randoms())
def test_compiled_guessed_exchange_gives_as_the_pure_one(
    taker: int, trump: int, misere: bool, kotka: bool, rng: random.Random
) -> None:
    trump = -1 if misere else trump
    hands = deal(13 if kotka else 12, rng)
    dealt = hands[0] | hands[1] | hands[2] | hands[3]
    centre = 0 if kotka else sum(1 << b for b in rng.sample(_bits_outside(dealt), 4))
    compiled, pure = hands[:], hands[:]
    searches.exchange(compiled, taker, trump, misere, centre, kotka=kotka)
    guessed_exchange.exchange(pure, taker, trump, misere, centre, kotka=kotka)
    assert compiled == pure
    assert [hand.bit_count() for hand in compiled] == [13, 13, 13, 13]


def _bits_outside(mask: int) -> list[int]:
    return [b for b in range(52) if not mask >> b & 1]


@needs_compiled
def test_the_bots_search_with_the_compiled_copies() -> None:
    assert searches.DoubleDummy is not solver.DoubleDummy
    assert type(searches.DoubleDummy(-1)).__module__ == f"{searches.NATIVE_PACKAGE}.solver"
    assert searches.choose_bit is not cardplay.choose_bit


@needs_compiled
def test_a_build_from_other_sources_is_not_used(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(searches, "source_digest", lambda: "0" * 64)
    assert searches._compiled() is None


@needs_compiled
def test_the_pure_searches_can_be_asked_for(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(searches.PURE_SWITCH, "1")
    assert searches._compiled() is None


def test_the_set_up_stamps_the_compiled_sources_the_digest_reads() -> None:
    """``scripts/setup.sh`` compiles again when its own digest of the sources changes."""
    setup = (Path(searches.__file__).parents[3] / "scripts" / "setup.sh").read_text("utf-8")
    line = next(text for text in setup.splitlines() if text.startswith("native_sources="))
    named = line.partition("{")[2].partition("}")[0].split(",")
    assert named == list(searches.COMPILED_MODULES)


def test_the_digest_changes_with_any_compiled_source(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    here = Path(searches.__file__).parent
    for name in searches.COMPILED_MODULES:
        (tmp_path / f"{name}.py").write_bytes((here / f"{name}.py").read_bytes())
    monkeypatch.setattr(searches, "__file__", str(tmp_path / "searches.py"))
    digests = {searches.source_digest()}
    assert digests == {searches.source_digest()}
    for name in searches.COMPILED_MODULES:
        with (tmp_path / f"{name}.py").open("a", encoding="utf-8") as source:
            source.write("# edited\n")
        digests.add(searches.source_digest())
    assert len(digests) == 1 + len(searches.COMPILED_MODULES)
    (tmp_path / "misere.py").unlink()
    assert searches.source_digest() is None
