"""Finnish cannot put a name given at the table into the genitive by rule ("Maija" → "Maijan",
"Pekka" → "Pekan"), nor read well with "pelaajan Maija" before it: the cribbage prompts and
headings, the game log and the Squint duo lines name the player as a word of its own."""

from __future__ import annotations

from pathlib import Path

from skruuvi_gui.rules.api import Scored
from skruuvi_gui.ui.cribbage.prompts import (
    discard_prompt,
    show_heading,
    show_prompt,
    turn_prompt,
)
from skruuvi_gui.ui.event_text import describe_event
from skruuvi_gui.ui.i18n import Translations

CATALOGUE = Path(__file__).resolve().parents[2] / "translations" / "skruuvi_gui_fi.ts"


def test_the_cribbage_words_name_the_crib_s_owner_as_a_word_of_its_own(
    translations: Translations,
) -> None:
    translations.install("fi")
    assert discard_prompt(1, 0, "Maija") == "Valitse kortti cribiin, jonka Maija saa (0/1 valittu)"
    assert (
        discard_prompt(2, 1, "Pekka") == "Valitse 2 korttia cribiin, jonka Pekka saa (1/2 valittu)"
    )
    assert discard_prompt(2, 1, None) == "Valitse 2 korttia cribiisi (1/2 valittu)"
    assert show_heading("Maija", crib=True) == "Crib (Maija)"
    assert show_heading("Maija", crib=False) == "Käsi (Maija)"
    assert show_prompt("Pekka", crib=True) == "Laskenta: crib (Pekka)"
    assert show_prompt("Pekka", crib=False) == "Laskenta: käsi (Pekka)"
    assert turn_prompt("Liisa", 15) == "Liisa vuorossa (summa 15)"


def test_no_finnish_line_puts_pelaajan_before_a_name(translations: Translations) -> None:
    translations.install("fi")
    ledger = Scored(1, 1, 150, "ledger", (), 150)
    line = describe_event(ledger, ("Aino", "Maija", "Pekka", "Liisa"), "skruuvi", 0)
    assert line is not None and line.startswith("Maija: pääkirjaan ")
    assert "pelaajan {" not in CATALOGUE.read_text(encoding="utf-8").lower()
