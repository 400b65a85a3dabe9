"""Counts shown to a person take the plural form their number needs, in every language."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator

import pytest

from skruuvi_gui.paths import translations_dir
from skruuvi_gui.rules.skruuvi import Bid
from skruuvi_gui.ui.cribbage.prompts import games_line, muggins_prompt
from skruuvi_gui.ui.dialogs.labels import option_value
from skruuvi_gui.ui.i18n import CATALOGUES, TRANSLATED, Translations
from skruuvi_gui.ui.skruuvi.words import bid_text
from skruuvi_gui.ui.squint.words import nemo_status, tricks_status


def messages(language: str) -> Iterator[ET.Element]:
    tree = ET.parse(translations_dir() / f"skruuvi_gui_{language}.ts")
    yield from tree.getroot().iter("message")


@pytest.mark.parametrize("language", CATALOGUES)
def test_every_count_is_a_plural_message_with_both_forms(language: str) -> None:
    counted = 0
    for message in messages(language):
        source = message.findtext("source") or ""
        forms = [form.text or "" for form in message.iter("numerusform")]
        if "%n" in source:
            counted += 1
            assert message.get("numerus") == "yes", source
            assert len(forms) == 2 and all("%n" in form for form in forms), source
        else:
            assert language in TRANSLATED, f"English holds only plural forms: {source}"
            assert not forms, source
    assert counted >= 19


def test_no_count_is_spliced_into_a_plural_noun() -> None:
    """A number placeholder right before a counted noun would read "1 tricks", "1 pietiä"."""
    spliced = re.compile(
        r"\{(n|count|points|tricks|level|limit|games)\} "
        r"(tricks|points|games|deals|players|events|misère|grandi)\b"
    )
    for message in messages("fi"):
        source = message.findtext("source") or ""
        assert not spliced.search(source), source


@pytest.mark.parametrize(
    ("language", "one", "seven"),
    [
        ("en", ("1 trick", "1 trick, 1 clean", "1 grandi"), ("7 tricks", "7 misère")),
        ("fi", ("1 tikki", "1 tikki, puhtaita 1", "1 grandi"), ("7 tikkiä", "7 misääriä")),
        ("nb", ("1 stikk", "1 stikk, rene 1", "1 grandi"), ("7 stikk", "7 misère")),
    ],
)
def test_one_and_many(
    translations: Translations, language: str, one: tuple[str, str, str], seven: tuple[str, str]
) -> None:
    translations.install(language)
    assert (tricks_status(1), nemo_status(1, 1), bid_text(Bid.parse("1G"))) == one
    assert (tricks_status(7), bid_text(Bid.parse("7M"))) == seven


@pytest.mark.parametrize(
    ("language", "texts"),
    [
        (
            "en",
            [
                "Games 1-0: the first to win 2 games wins the match",
                "Maija claims 1. Call muggins?",
                "First to win 3 games",
                "1 deal",
                "5 deals",
            ],
        ),
        (
            "fi",
            [
                "Pelit 1-0: ottelun voittaa se, joka voittaa ensimmäisenä 2 peliä",
                "Maija ilmoittaa 1 pisteen. Huudatko muggins?",
                "Kunnes joku voittaa 3 peliä",
                "1 jako",
                "5 jakoa",
            ],
        ),
        (
            "nb",
            [
                "Spill 1-0: den som først vinner 2 spill, vinner kampen",
                "Maija krever 1 poeng. Roper du muggins?",
                "Først til 3 seirer",
                "1 giv",
                "5 giver",
            ],
        ),
    ],
)
def test_counts_in_prompts_and_options(
    translations: Translations, language: str, texts: list[str]
) -> None:
    translations.install(language)
    assert [
        games_line("1-0", 2, False),
        muggins_prompt("Maija", 1),
        option_value("games_to_win", 3),
        option_value("deal_limit", 1),
        option_value("deal_limit", 5),
    ] == texts
