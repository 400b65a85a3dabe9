"""A change of language reaches everything on the table at once, at any moment of a game:
the names of unnamed seats, the prompt, and a result card already showing."""

from __future__ import annotations

from collections.abc import Iterator

from pytestqt.qtbot import QtBot

from skruuvi_gui.match import Match, SeatConfig
from skruuvi_gui.settings import Language, Settings
from skruuvi_gui.ui.dialogs.new_game import UNNAMED, default_name
from skruuvi_gui.ui.i18n import Translations
from skruuvi_gui.ui.main_window import MainWindow
from skruuvi_gui.ui.table.panel_text import plain

SEATS = (
    SeatConfig(UNNAMED, "human"),
    *(SeatConfig(UNNAMED, "bot", "random") for _ in range(3)),
)
#: Words of the result card that only one language has.
MADE = {"en": "Points", "fi": "Pisteet", "nb": "Poeng"}


def speaks(window: MainWindow, language: str) -> bool:
    """Whether the table reads wholly in ``language`` now: seat names, and the result card
    where one shows."""
    table = window.table
    assert table is not None
    names = [default_name(seat) for seat in range(4)]
    card = plain(table.result_panel_text())
    return [table.name_of(seat) for seat in range(4)] == names and (
        not card
        or (
            MADE[language] in card
            and all(MADE[other] not in card for other in MADE if other != language)
            and names[1] in card
        )
    )


def test_each_phase_of_a_deal_speaks_the_language_switched_to(
    qtbot: QtBot, translations: Translations
) -> None:
    window = MainWindow(Settings(animation_speed="off"), translations, persist=False)
    qtbot.addWidget(window)
    window.show()
    match = Match("skruuvi", {"length": "alkupeli"}, SEATS, 1)
    match.start()
    window.install_match(match)
    driver, table = window.driver, window.table
    assert driver is not None and table is not None
    languages: Iterator[Language] = iter(["fi", "nb", "en"] * 40)
    phases: set[str] = set()

    def switch() -> None:
        language = next(languages)
        window.apply_settings(Settings(animation_speed="off", language=language))
        qtbot.waitUntil(lambda: speaks(window, language), timeout=5_000)
        phases.add(
            "result" if table.result_panel_text() else match.state.public_observation().phase
        )

    def hers() -> bool:
        return driver.waiting_for_person() and driver.acting_seat() == 0

    while not match.is_over:
        qtbot.waitUntil(lambda: match.is_over or table.is_holding() or hers(), timeout=20_000)
        if match.is_over:
            break
        switch()
        if table.is_holding():
            table.go_on()
        else:
            table.action_chosen.emit(match.observation(0).legal[0])
    qtbot.waitUntil(lambda: bool(table.result_panel_text()), timeout=20_000)
    switch()
    assert {"first_bidding", "taker_exchange", "play", "result"} <= phases, phases
