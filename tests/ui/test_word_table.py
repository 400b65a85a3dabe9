"""The tables of marked texts: a word read by key is translated when read, with its count's
plural form, and a line about a seat is said to the viewer or of the player by name."""

from __future__ import annotations

import pytest

from skruuvi_gui.rules.api import CardsPassed
from skruuvi_gui.ui.i18n import Translations
from skruuvi_gui.ui.line_parts import Speaker
from skruuvi_gui.ui.skruuvi.event_lines import skruuvi_line
from skruuvi_gui.ui.table import pile_words

NAMES = ("Maija", "Pekka", "Ville", "Anna")


@pytest.mark.parametrize(
    ("language", "texts"),
    [
        ("en", ["Your tricks: 1", "Maija's tricks: 5", "Pack: 1 card", "Pack: 2 cards"]),
        ("fi", ["Tikkisi: 1", "Tikit (Maija): 5", "Pakka: 1 kortti", "Pakka: 2 korttia"]),
        (
            "nb",
            ["Stikkene dine: 1", "Stikkene til Maija: 5", "Kortstokk: 1 kort", "Kortstokk: 2 kort"],
        ),
    ],
)
def test_a_word_is_translated_when_read_with_its_count(
    translations: Translations, language: str, texts: list[str]
) -> None:
    translations.install(language)
    read = [
        pile_words.pile_of("tricks", None, 1),
        pile_words.pile_of("tricks", "Maija", 5),
        pile_words.pile("pack", 1),
        pile_words.pile("pack", 2),
    ]
    assert read == texts


def test_a_key_not_in_the_table_is_refused() -> None:
    with pytest.raises(KeyError):
        pile_words.about("felt")


@pytest.mark.parametrize(
    ("viewer", "texts"),
    [
        (
            1,
            ["You give 3 cards to Ville", "Maija gives you 3 cards", "Ville gives 3 cards to Anna"],
        ),
        (
            None,
            [
                "Pekka gives 3 cards to Ville",
                "Maija gives 3 cards to Pekka",
                "Ville gives 3 cards to Anna",
            ],
        ),
    ],
)
def test_cards_given_are_said_to_the_giver_the_receiver_or_of_both(
    viewer: int | None, texts: list[str]
) -> None:
    speak = Speaker(NAMES, viewer)
    said = [
        skruuvi_line(CardsPassed(giver, to, 3), speak) for giver, to in ((1, 2), (0, 1), (2, 3))
    ]
    assert said == texts
