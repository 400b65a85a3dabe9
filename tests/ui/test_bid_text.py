"""The auction history's words for a call come from the book's rows."""

from __future__ import annotations

from collections import Counter

import pytest

from skruuvi_gui.bots.skruuvi import bid_meaning
from skruuvi_gui.bots.skruuvi.book import BOOK
from skruuvi_gui.cards import FULL_DECK
from skruuvi_gui.guide import load_page
from skruuvi_gui.rules.api import CHANCE
from skruuvi_gui.rules.skruuvi import (
    Bid,
    Deal,
    DrawLetters,
    SkruuviOptions,
    SkruuviState,
    parse_action,
)
from skruuvi_gui.ui.i18n import Translations
from skruuvi_gui.ui.skruuvi.bid_text import _meanings, case_texts, meaning_text


def test_every_row_has_words() -> None:
    shared = Counter((row.stage, row.meaning) for row in BOOK)
    known = _meanings(final=False)
    for row in BOOK:
        assert known[row.meaning]
        if shared[row.stage, row.meaning] > 1:
            assert case_texts()[row.id]


def test_one_of_a_suit_lists_every_case_of_the_book() -> None:
    state = SkruuviState(SkruuviOptions(length="alkupeli"))
    state.apply(CHANCE, DrawLetters((0, 2, 1, 3)))
    state.apply(CHANCE, Deal(tuple(FULL_DECK)))
    state.apply(0, parse_action("BID:1H"))
    meaning = bid_meaning(state.observation(1), 0)
    text = meaning_text(meaning, None)
    assert text.startswith("Good trumps in hearts, one of: ")
    cases = [row.id for row in BOOK if row.meaning == "trump_length"]
    assert meaning.rows == tuple(cases)
    assert text.endswith("; ".join(case_texts()[row] for row in cases))


@pytest.mark.parametrize("language", ["en", "fi", "nb"])
def test_the_guide_lists_the_books_cases_in_the_words_of_the_table(
    translations: Translations, language: str
) -> None:
    translations.install(language)
    standard_bids = load_page("skruuvi", language).section("standard-bids").body
    for row in BOOK:
        if row.meaning == "trump_length":
            assert case_texts()[row.id] in standard_bids, (language, row.id)


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("en", "Shows the ace or king of hearts"),
        ("fi", "Osoittaa herttaässän tai -kuninkaan"),
        ("nb", "Viser hjerter ess eller konge"),
    ],
)
def test_a_show_over_the_opponents_says_the_ace_or_king(
    translations: Translations, language: str, words: str
) -> None:
    translations.install(language)
    state = SkruuviState(SkruuviOptions(length="alkupeli"))
    state.apply(CHANCE, DrawLetters((0, 2, 1, 3)))
    state.apply(CHANCE, Deal(tuple(FULL_DECK)))
    script = "0:BID:1C 1:BID:1G 2:PASS 3:PASS 0:PASS 1:PASS 2:PASS 3:PASS 0:BID:2H"
    for step in script.split():
        seat, _, text = step.partition(":")
        state.apply(int(seat), parse_action(text))
    meaning = bid_meaning(state.observation(2), 8)
    assert meaning_text(meaning, Bid.parse("2H")) == words
