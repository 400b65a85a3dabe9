"""The guide's rule sentences say what the engines decide, in every language."""

from __future__ import annotations

import pytest

from skruuvi_gui.guide import GUIDE_LANGUAGES, load_page
from skruuvi_gui.rules.cribbage import CribbageOptions, score_hand

CRIB_FLUSH_OPTION = {
    "en": "Four-card flush counts in the crib",
    "fi": "Neljän kortin väri lasketaan cribissä",
    "nb": "Farge på fire kort teller i krybben",
}
ON_OFF = {"en": ("On", "Off"), "fi": ("Käytössä", "Ei käytössä"), "nb": ("På", "Av")}


def table_row(body: str, first_cell: str) -> list[str]:
    """The cells of the Markdown table row whose first cell is ``first_cell``."""
    for line in body.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if cells[0] == first_cell:
            return cells
    raise AssertionError(f"no table row {first_cell!r}")


@pytest.mark.parametrize("lang", GUIDE_LANGUAGES)
def test_crib_four_card_flush_default_is_the_games(lang: str) -> None:
    """The seed counts a four-card crib flush; the guide's option table says the same."""
    page = load_page("cribbage", lang)
    on, off = ON_OFF[lang]
    default = CribbageOptions().crib_four_card_flush
    row = table_row(page.section("options").body, CRIB_FLUSH_OPTION[lang])
    assert row[-1] == f"**{on if default else off}**"
    assert score_hand(["2H", "4H", "6H", "8H"], "KC", crib=True) == 4
    quick = page.section("quick").body
    assert sum("| 4 / 5 |" in line for line in quick.splitlines()) == 2  # hand and crib


#: How each language names the winner of Squint: the highest total, not the first to the target.
HIGHEST_TOTAL = {"en": "highest total", "fi": "eniten pisteitä", "nb": "høyeste sum"}


@pytest.mark.parametrize("lang", GUIDE_LANGUAGES)
def test_squint_game_end_names_the_highest_total(lang: str) -> None:
    """The game ends after the deal in which someone reaches the target; the highest total wins
    (spec §7), so every sentence about the target names the highest total."""
    page = load_page("squint", lang)
    walkthrough = load_page("squint", lang, walkthrough=True)
    for body in (
        page.section("overview").body,
        page.section("game-end").body.split("\n\n")[0],
        page.section("quick").body,
        walkthrough.section("intro").body,
        walkthrough.section("end").body,
    ):
        paragraphs = [p for p in body.split("\n\n") if "150" in p.replace("+150", "")]
        assert paragraphs
        for paragraph in paragraphs:
            assert HIGHEST_TOTAL[lang] in " ".join(paragraph.lower().split()), paragraph
