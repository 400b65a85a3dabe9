"""The hint's one line for a cribbage discard: the kept hand's average and, with two players
out of misère, how the kept cards fare in the play."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from skruuvi_gui.cards import FULL_DECK, Card, parse_cards
from skruuvi_gui.rules.api import CHANCE
from skruuvi_gui.rules.cribbage import (
    CribbageOptions,
    CribbageState,
    Deal,
    Discard,
    FirstDealer,
    canonical_order,
)
from skruuvi_gui.ui.event_text import cards_text
from skruuvi_gui.ui.guide.hint_reason import hint_reason


def discard_line(hand: str, dealer: int, thrown: str, players: int = 2) -> str:
    """The hint's line for seat 0, dealt ``hand``, throwing ``thrown``."""
    mine = list(parse_cards(hand))
    others = [card for card in FULL_DECK if card not in mine]
    size = 6 if players == 2 else 5
    deck: list[Card] = []
    for index in range(players * size):
        seat = (dealer + 1 + index) % players
        deck.append(mine.pop(0) if seat == 0 else others.pop(0))
    deck += others
    state = CribbageState(CribbageOptions(num_players=players))
    state.apply(CHANCE, FirstDealer(dealer))
    state.apply(CHANCE, Deal(tuple(deck)))
    return hint_reason(state.observation(0), Discard(tuple(parse_cards(thrown))))


def kept_text(cards: str) -> str:
    """The kept cards as the hand shows them."""
    return cards_text(canonical_order(parse_cards(cards)))


def test_the_dealer_keeping_ace_ace_two_three_pegs_well(qapp: QApplication) -> None:
    # A pair and two runs of three: 8 points before the starter, 11.3 over the 46 starters.
    line = discard_line("AS AH 2C 3D 9H KC", 0, "9H KC")
    kept = kept_text("AS AH 2C 3D")
    assert line == f"Keeps {kept}: worth 11.3 on average with the starter, good for pegging."


def test_the_pone_keeping_four_fives_risks_the_play(qapp: QApplication) -> None:
    line = discard_line("5S 5H 5C 5D 9H KC", 1, "9H KC")
    kept = kept_text("5S 5H 5C 5D")
    assert line == f"Keeps {kept}: worth 22.6 on average with the starter, pegging risky."


def test_five_five_jack_jack_is_safe_for_the_dealer(qapp: QApplication) -> None:
    line = discard_line("5S 5H JC JD 9H KC", 0, "9H KC")
    assert line.endswith(" on average with the starter, pegging safe.")


def test_three_players_are_told_the_average_alone(qapp: QApplication) -> None:
    line = discard_line("5S 5H JC JD 9H", 0, "9H", players=3)
    kept = kept_text("5S 5H JC JD")
    assert line.startswith(f"Keeps {kept}: worth ")
    assert line.endswith(" on average with the starter.")
