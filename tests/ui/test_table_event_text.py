"""Event lines and show words in English, the source language."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from skruuvi_gui.cards import Card, parse_cards
from skruuvi_gui.rules.api import (
    CardPlayed,
    CardsPassed,
    CardsShown,
    ContractSet,
    Dealt,
    Event,
    GameOver,
    Outcome,
    PhaseChanged,
    Said,
    Scored,
    TrickWon,
)
from skruuvi_gui.rules.cribbage import CRIB, STOCK, hand_breakdown
from skruuvi_gui.rules.skruuvi import CENTRE, RobberStarted
from skruuvi_gui.rules.squint import DISCARDS, SOLO, SQUINT_PILE, BidPicked
from skruuvi_gui.ui.cribbage.prompts import turn_prompt
from skruuvi_gui.ui.cribbage.show import (
    claim_words,
    hand_total_words,
    item_words,
    muggins_words,
    number_word,
    peg_words,
)
from skruuvi_gui.ui.event_text import describe_event
from skruuvi_gui.ui.i18n import Translations
from skruuvi_gui.ui.line_parts import card_text, reason_text

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


# --- said to the viewer ------------------------------------------------------------------

#: Hotseat: the person at the screen has named their seat, and is still spoken to.
SEATS = ("Aino", "Pekka", "Maija", "Ville", "Liisa")
VIEWER = 0

#: (game, event, English for the viewer, English for another seat's eyes, Finnish for
#: the viewer, Finnish for another seat's eyes).
SPOKEN = [
    (
        "cribbage",
        CardPlayed(0, Card.parse("7H")),
        "You played 7♥",
        "Aino played 7♥",
        "Pelasit 7♥",
        "Aino pelasi 7♥",
    ),
    (
        "cribbage",
        Scored(0, 0, 2, "fifteen", (), 15),
        "You score fifteen for 2",
        "Aino: fifteen for 2",
        "Sinulle viisitoista, 2",
        "Aino: viisitoista, 2",
    ),
    (
        "cribbage",
        CardsShown(0, parse_cards("2D 6D AS KC"), "crib"),
        "Your crib: 2♦ 6♦ A♠ K♣",
        "Aino's crib: 2♦ 6♦ A♠ K♣",
        "Cribisi: 2♦ 6♦ A♠ K♣",
        "Crib (Aino): 2♦ 6♦ A♠ K♣",
    ),
    (
        "cribbage",
        CardsPassed(0, CRIB, 2),
        "You put 2 cards in the crib",
        "Aino puts 2 cards in the crib",
        "Laitat 2 korttia cribiin",
        "Aino laittaa 2 korttia cribiin",
    ),
    (
        "cribbage",
        GameOver(Outcome((121, 80), (0, 2))),
        "You and Maija win the game",
        "Aino and Maija win the game",
        "Sinä ja Maija voitatte pelin",
        "Aino ja Maija voittavat pelin",
    ),
    (
        "skruuvi",
        TrickWon(0, parse_cards("2H 3H 4H 5H")),
        "You win the trick",
        "Aino wins the trick",
        "Voitat tikin",
        "Aino voittaa tikin",
    ),
    ("skruuvi", Said(0, "knock"), "You knock", "Aino knocks", "Koputat", "Aino koputtaa"),
    (
        "skruuvi",
        CardsPassed(CENTRE, 0, 4),
        "You take the centre cards",
        "Aino takes the centre cards",
        "Otat keskuskortit",
        "Aino ottaa keskuskortit",
    ),
    (
        "skruuvi",
        CardsPassed(0, 2, 4),
        "You give 4 cards to Maija",
        "Aino gives 4 cards to Maija",
        "Annat 4 korttia pelaajalle Maija",
        "Aino antaa 4 korttia pelaajalle Maija",
    ),
    (
        "skruuvi",
        ContractSet((0, 2), "7G"),
        "Contract 7 grandi: you declare",
        "Contract 7 grandi: Aino declares",
        "Sitoumus 7 grandia: olet pelinviejä",
        "Sitoumus 7 grandia: pelinviejä Aino",
    ),
    (
        "squint",
        BidPicked(0),
        "You laid a bid card",
        "Aino laid a bid card",
        "Valitsit tarjouskortin",
        "Aino valitsi tarjouskortin",
    ),
    (
        "squint",
        CardsPassed(SQUINT_PILE, 0, 2),
        "You took the squint",
        "Aino took the squint",
        "Otit lesken",
        "Aino otti lesken",
    ),
    (
        "squint",
        CardsPassed(0, DISCARDS, 2),
        "You discarded 2 cards face down",
        "Aino discarded 2 cards face down",
        "Heitit pois 2 korttia kuvapuoli alaspäin",
        "Aino heitti pois 2 korttia kuvapuoli alaspäin",
    ),
    (
        "squint",
        Scored(0, 0, 40, SOLO, (), 40),
        "You score +40 for the Solo",
        "Aino: +40 for the Solo",
        "Saat +40 soolosta",
        "Aino: +40 soolosta",
    ),
    (
        "squint",
        Dealt(0, 2),
        "Deal 2, you deal",
        "Deal 2, dealer Aino",
        "Jako 2, sinä jaat",
        "Jako 2, jakaja Aino",
    ),
    (
        "squint",
        ContractSet((0, 2), "duo:H"),
        "Duo: you and Maija, hearts trump",
        "Duo: Aino and Maija, hearts trump",
        "Duo: sinä ja Maija, valttina hertta",
        "Duo: Aino ja Maija, valttina hertta",
    ),
    (
        "squint",
        ContractSet((0,), "choose_4_1:C"),
        "Four bids in clubs, one odd: you choose Nemo or a Solo",
        "Four bids in clubs, one odd: Aino to choose Nemo or a Solo",
        "Tarjouksissa neljä kertaa risti ja yksi muu maa: sinä valitset nemon tai soolon",
        "Tarjouksissa neljä kertaa risti ja yksi muu maa: Aino valitsee nemon tai soolon",
    ),
]


@pytest.mark.parametrize(
    ("game_id", "event", "yours", "theirs", "sinun", "heidan"),
    SPOKEN,
    ids=[f"{row[0]}-{row[2]}" for row in SPOKEN],
)
def test_lines_about_the_viewer_speak_to_them(
    translations: Translations,
    game_id: str,
    event: Event,
    yours: str,
    theirs: str,
    sinun: str,
    heidan: str,
) -> None:
    assert describe_event(event, SEATS, game_id, viewer=VIEWER) == yours
    assert describe_event(event, SEATS, game_id, viewer=3) == theirs
    assert describe_event(event, SEATS, game_id) == theirs
    translations.install("fi")
    assert describe_event(event, SEATS, game_id, viewer=VIEWER) == sinun
    assert describe_event(event, SEATS, game_id, viewer=3) == heidan


def test_a_robber_names_the_viewers_partnership_first_and_every_pair_alike(
    translations: Translations,
) -> None:
    event = RobberStarted(1, (0, 1, 2, 3), None)
    assert describe_event(event, SEATS, "skruuvi", viewer=3) == (
        "Robber 2: You and Pekka against Aino and Maija"
    )
    assert describe_event(event, SEATS, "skruuvi", viewer=0) == (
        "Robber 2: You and Maija against Pekka and Ville"
    )
    assert describe_event(event, SEATS, "skruuvi") == (
        "Robber 2: Aino and Maija against Pekka and Ville"
    )
    translations.install("fi")
    assert describe_event(event, SEATS, "skruuvi", viewer=3) == (
        "Robbertti 2: Sinä ja Pekka vastaan Aino ja Maija"
    )
    translations.install("nb")
    assert describe_event(event, SEATS, "skruuvi", viewer=3) == (
        "Sesjon 2: Du og Pekka mot Aino og Maija"
    )


@pytest.mark.parametrize(
    ("game_id", "event", "yours", "theirs"),
    [
        ("skruuvi", CardsPassed(2, 0, 1), "Maija gives you a card", "Maija gives a card to Aino"),
        (
            "squint",
            CardsPassed(2, 0, 3),
            "Maija passed you 3 cards",
            "Maija passed 3 cards to Aino",
        ),
    ],
)
def test_cards_given_to_the_viewer_are_given_to_you(
    game_id: str, event: Event, yours: str, theirs: str
) -> None:
    assert describe_event(event, SEATS, game_id, viewer=VIEWER) == yours
    assert describe_event(event, SEATS, game_id, viewer=1) == theirs


def test_the_show_and_the_play_speak_to_the_viewer(translations: Translations) -> None:
    assert claim_words("Aino", 6, own=True) == "You claim 6"
    assert claim_words("Aino", 6) == "Aino claims 6"
    assert muggins_words("Aino", 2, own=True) == "Muggins! You take 2"
    assert turn_prompt(None, 17) == "Your turn (count 17)"
    translations.install("nb")
    assert claim_words("Aino", 6, own=True) == "Du krever 6 poeng"
    assert muggins_words("Aino", 2, own=True) == "Muggins! Du tar 2 poeng"
    assert turn_prompt(None, 17) == "Din tur (sum 17)"
    assert turn_prompt("Aino", 17) == "Tur for Aino (sum 17)"
