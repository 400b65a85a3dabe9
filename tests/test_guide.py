"""The rules guide: every page in every language, with the same sections, cards and links."""

from __future__ import annotations

import pytest

from skruuvi_gui.cards import parse_cards
from skruuvi_gui.guide import (
    GUIDE_LANGUAGES,
    GUIDE_SECTIONS,
    PHASE_SECTIONS,
    WALKTHROUGH_STEPS,
    GuideError,
    card_markdown,
    load_page,
    parse_page,
    section_for_phase,
)
from skruuvi_gui.rules import GAMES

PAGES = [(game, lang) for game in GUIDE_SECTIONS for lang in GUIDE_LANGUAGES]


def test_every_game_has_a_guide() -> None:
    assert set(GUIDE_SECTIONS) == set(GAMES) == set(WALKTHROUGH_STEPS)


@pytest.mark.parametrize(("game", "lang"), PAGES)
def test_guide_page_has_the_sections_in_order(game: str, lang: str) -> None:
    page = load_page(game, lang)
    assert page.ids() == GUIDE_SECTIONS[game]
    assert page.title
    for section in page.sections:
        assert section.title and section.body, section.id


@pytest.mark.parametrize(("game", "lang"), PAGES)
def test_walkthrough_has_every_step(game: str, lang: str) -> None:
    page = load_page(game, lang, walkthrough=True)
    assert page.ids() == WALKTHROUGH_STEPS[game]


@pytest.mark.parametrize(("game", "lang"), PAGES)
def test_links_resolve(game: str, lang: str) -> None:
    for page in (load_page(game, lang), load_page(game, lang, walkthrough=True)):
        for section in page.sections:
            for target in section.links():
                other, _, anchor = target.partition("#")
                assert other == "" or other in GUIDE_SECTIONS, target
                assert anchor in GUIDE_SECTIONS[other or game], f"{game}/{lang}: {target}"


@pytest.mark.parametrize("game", sorted(GUIDE_SECTIONS))
def test_card_examples_are_the_same_in_every_language(game: str) -> None:
    rows = {
        lang: [s.card_rows() for s in load_page(game, lang).sections] for lang in GUIDE_LANGUAGES
    }
    assert rows["fi"] == rows["en"] == rows["nb"]
    assert any(rows["en"]), "the guide shows cards"


def test_phase_sections_exist() -> None:
    for game, phases in PHASE_SECTIONS.items():
        assert set(phases.values()) <= set(GUIDE_SECTIONS[game])
    assert section_for_phase("skruuvi", "knocks") == "knocks"
    assert section_for_phase("squint", None) == "overview"
    assert section_for_phase("cribbage", "no-such-phase") == "overview"


def test_parse_page_splits_sections() -> None:
    page = parse_page("# T\n\n## One {#one}\nA [[AH KH]] see [x](#two)\n## Two {#two}\nB\n")
    assert page.title == "T"
    assert page.ids() == ("one", "two")
    assert page.section("one").card_rows() == (parse_cards("AH KH"),)
    assert page.section("one").links() == ("#two",)
    assert page.section("two").body == "B"


@pytest.mark.parametrize(
    "text",
    [
        "no title\n## A {#a}\n",
        "# T\n## Heading without id\n",
        "# T\nstray\n## A {#a}\n",
        "# T\n## A {#a}\n[[ZZ]]\n",
    ],
)
def test_malformed_pages_are_refused(text: str) -> None:
    with pytest.raises(GuideError):
        parse_page(text, source="x.md")


def test_card_markdown_draws_images() -> None:
    assert card_markdown("Hand: [[AH 10S]].") == "Hand: ![AH](card:AH) ![TS](card:TS)."
