"""Event lines and show words in English, the source language."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from skruuvi_gui.cards import Card, parse_cards
from skruuvi_gui.rules.api import (
    CardPlayed,
    CardsPassed,
    CardsShown,
    Dealt,
    Event,
    GameOver,
    Outcome,
    PhaseChanged,
    Said,
    Scored,
)
from skruuvi_gui.rules.cribbage import CRIB, STOCK, hand_breakdown
from skruuvi_gui.ui.cribbage.show import hand_total_words, item_words, number_word, peg_words
from skruuvi_gui.ui.event_text import card_text, describe_event, reason_text

NAMES = ("Pekka", "Maija")


@pytest.fixture(autouse=True)
def _app(qtbot: QtBot) -> None:
    """Translation needs the application object."""


@pytest.mark.parametrize(
    ("event", "text"),
    [
        (CardPlayed(0, Card.parse("7H")), "Pekka played 7♥"),
        (CardPlayed(1, Card.parse("TS")), "Maija played 10♠"),
        (Said(1, "go"), "Maija: go"),
        (Said(0, "muggins"), "Pekka: muggins!"),
        (Said(0, "pass"), "Pekka passes"),
        (Scored(1, 1, 2, "fifteen", (), 7), "Maija: fifteen for 2"),
        (Scored(0, 0, 3, "run", (), 3), "Pekka: a run of 3 for 3"),
        (Scored(0, 0, 1, "last_card", (), 9), "Pekka: one for the last card"),
        (Scored(0, 0, 2, "his_heels", (), 2), "Pekka: two for his heels"),
        (Scored(1, 1, 2, "muggins", (), 30), "Maija calls muggins and takes 2"),
        (CardsShown(0, (Card.parse("2C"),), "starter"), "Pekka turns up 2♣"),
        (CardsShown(1, parse_cards("7C 8S 9H JH"), "hand"), "Maija shows 7♣ 8♠ 9♥ J♥"),
        (CardsShown(0, parse_cards("2D 6D AS KC"), "crib"), "Pekka's crib: 2♦ 6♦ A♠ K♣"),
        (CardsPassed(1, CRIB, 2), "Maija puts 2 cards in the crib"),
        (CardsPassed(1, CRIB, 1), "Maija puts a card in the crib"),
        (Dealt(0, 3), "Pekka deals (deal 3)"),
        (GameOver(Outcome((121, 97), (1,))), "Maija wins the game"),
    ],
)
def test_public_events_read_as_one_line(event: Event, text: str) -> None:
    assert describe_event(event, NAMES, "cribbage") == text


@pytest.mark.parametrize("event", [PhaseChanged("play"), CardsPassed(STOCK, CRIB, 1)])
def test_events_not_worth_a_line(event: Event) -> None:
    assert describe_event(event, NAMES, "cribbage") is None


def test_partners_win_together() -> None:
    event = GameOver(Outcome((121, 80), (0, 2)))
    assert describe_event(event, ("A", "B", "C", "D"), "cribbage") == "A and C win the game"


def test_reasons_and_cards() -> None:
    assert reason_text("fifteen") == "fifteen"
    assert reason_text("double_pair_royal") == "double pair royal"
    assert reason_text("nobs") == "his nobs"
    assert card_text(Card.parse("AD")) == "A♦"


def test_numbers_in_words_cover_every_hand() -> None:
    assert [number_word(n) for n in (0, 2, 15, 21, 29)] == [
        "zero",
        "two",
        "fifteen",
        "twenty-one",
        "twenty-nine",
    ]
    assert number_word(42) == "42"


def running_words(hand: str, starter: str, *, crib: bool = False) -> list[str]:
    """The phrases of a hand counted aloud, from the rules' own breakdown."""
    total = 0
    words = []
    for item in hand_breakdown(parse_cards(hand), Card.parse(starter), crib=crib):
        total += item.points
        words.append(item_words(item.reason, len(item.cards), total))
    return words


def test_the_29_hand_is_counted_aloud() -> None:
    words = running_words("5C 5D 5S JH", "5H")
    assert words[:8] == [
        f"fifteen {n}"
        for n in ("two", "four", "six", "eight", "ten", "twelve", "fourteen", "sixteen")
    ]
    assert words[8:] == [
        "a double pair royal is twenty-eight",
        "and one for his nobs is twenty-nine",
    ]


def test_runs_and_flushes_say_their_length() -> None:
    assert running_words("3H 4H 5H 6H", "7H") == [
        "fifteen two",
        "fifteen four",
        "a run of five is nine",
        "a flush of five is fourteen",
    ]
    assert running_words("2H 4H 6H 8H", "KC") == ["a flush of four is four"]


def test_hand_totals_and_bubbles() -> None:
    assert hand_total_words("Maija", 5, crib=False, own=False) == "Maija's hand counts 5"
    assert hand_total_words("Pekka", 4, crib=True, own=True) == "Your crib counts 4"
    assert peg_words("thirty_one", 2) == "+2 thirty-one"
