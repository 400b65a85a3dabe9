"""The marks on a Skruuvi player's received cards: each badge says what it marks, in its
tooltip and in the card's name for a screen reader, in the person's language; a received
card stays marked until its holder plays their first card.

The scripted deal is ``test_skruuvi_table``'s: seat 0 takes with 1 ♠ and declares 5 ♠,
seat 2 gives 2♣ to seat 3, A♥ to seat 0 and 3♣ to seat 1, and the defenders swap 2♥ (from
seat 1) for 2♦ (from seat 3)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from table_driving import chosen, click, open_table, press
from test_skruuvi_table import FINAL, GIVEN, SWAPPED, TAKEN, act, apply, dealt, view_as

from skruuvi_gui.cards import Card, parse_cards
from skruuvi_gui.rules.skruuvi import Give
from skruuvi_gui.ui.i18n import Translations
from skruuvi_gui.ui.skruuvi.table import SkruuviTable
from skruuvi_gui.ui.table.accessible import card_spoken_name
from skruuvi_gui.ui.table.card_badges import CardBadge
from skruuvi_gui.ui.tips import tip_text

#: What a received card's "+" says, in each language.
RECEIVED = {
    "en": "A card you received in this deal",
    "fi": "Tässä jaossa saamasi kortti",
    "nb": "Et kort du fikk i denne given",
}


@pytest.fixture
def table(qtbot: QtBot) -> Iterator[SkruuviTable]:
    widget = open_table(qtbot, "skruuvi", SkruuviTable)
    yield widget
    widget.skip_animations()


def badges(table: SkruuviTable) -> dict[Card, CardBadge]:
    found = [item for item in table.view().scene().items() if isinstance(item, CardBadge)]
    return {badge.data(0): badge for badge in found}


@pytest.mark.parametrize("language", ["en", "fi", "nb"])
def test_a_received_cards_badge_says_what_it_marks(
    table: SkruuviTable, translations: Translations, language: str
) -> None:
    translations.install(language)
    state, events = dealt()
    events += act(state, f"{TAKEN} {GIVEN} {FINAL} {SWAPPED}")
    view_as(table, state, 3, events)
    marks = badges(table)
    assert set(marks) == set(parse_cards("2C 2H"))
    for card, badge in marks.items():
        assert badge.text() == "+"
        assert badge.toolTip() == tip_text(RECEIVED[language])
        item = table.card_item(card)
        assert item is not None
        assert card_spoken_name(item).endswith(f": {RECEIVED[language]}")
    others = [table.card_item(card) for card in table.own_cards() if card not in marks]
    assert all(item is not None and ":" not in card_spoken_name(item) for item in others)


def test_numbered_badges_say_the_order_they_came_in(table: SkruuviTable) -> None:
    state, events = dealt()
    events += act(state, TAKEN)
    events += apply(state, 0, [Give(parse_cards("KS 2S AH QS"))])
    view_as(table, state, 2, events)
    tips = {card: badge.toolTip() for card, badge in badges(table).items()}
    assert tips == {
        card: tip_text(f"A card you received in this deal, number {number} in the order given")
        for number, card in enumerate(parse_cards("KS 2S AH QS"), start=1)
    }


def test_received_cards_stay_marked_until_their_holder_plays(table: SkruuviTable) -> None:
    """Seat 3 plays third to the first trick: the marks stand at their first turn to play,
    and go once they have played."""
    state, events = dealt()
    events += act(state, f"{TAKEN} {GIVEN} {FINAL} {SWAPPED} 1:PASS 3:PASS 1:P:3C 2:P:KC")
    view_as(table, state, 3, events)
    assert table.prompt() == "Your turn: play a card (you must follow ♣)"
    assert set(badges(table)) == set(parse_cards("2C 2H"))
    actions = chosen(table)
    click(table, "2C")
    press(table, Qt.Key.Key_Return)
    events = apply(state, 3, actions)
    view_as(table, state, 3, events)
    assert not badges(table)
