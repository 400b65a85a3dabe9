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
