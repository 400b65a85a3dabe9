"""The analysis in words: figures that round to nothing carry no sign, a Skruuvi game's
analysis says when no card cost a trick and reads again only the calls that mean something,
and a count takes the form its number needs in every language."""

from __future__ import annotations

import pytest
from finished_games import finished_skruuvi

from skruuvi_gui.analysis.skruuvi import review_bidding, review_cards
from skruuvi_gui.analysis.squint import CardReview
from skruuvi_gui.bots.skruuvi import card_tricks
from skruuvi_gui.cards import Card
from skruuvi_gui.ui.i18n import Translations
from skruuvi_gui.ui.library.analysis_text import (
    _figure,
    _signed,
    analysed_seats,
    analysis_lines,
    squint_card_line,
)

MINUS = "\N{MINUS SIGN}"


@pytest.mark.parametrize(
    ("value", "figure", "signed"),
    [
        (-0.04, "0.0", "+0.0"),
        (0.04, "0.0", "+0.0"),
        (-0.06, f"{MINUS}0.1", f"{MINUS}0.1"),
        (-1.26, f"{MINUS}1.3", f"{MINUS}1.3"),
        (4.44, "4.4", "+4.4"),
    ],
)
def test_a_figure_that_rounds_to_nothing_has_no_sign(
    value: float, figure: str, signed: str
) -> None:
    assert _figure(value) == figure
    assert _signed(value) == signed


def test_a_skruuvi_analysis_reads_again_the_calls_that_say_something() -> None:
    record = finished_skruuvi().to_record()
    lines = [line.text for line in analysis_lines(record)]
    calls = [c for c in review_bidding(record) if c.meaning.code != "pass"]
    passes = len(review_bidding(record)) - len(calls)
    assert calls and passes  # the game has both, so the test can tell them apart
    assert not any("Nothing to bid now" in line for line in lines)
    start = lines.index("What each bid said by the book:")
    assert len(lines) - start - 1 == len(calls)
    costly = [r for r in review_cards(record, analysed_seats(record)) if r.cost > 0]
    quiet = "No card cost a trick against the best play." in lines
    assert quiet == (not costly)
    assert sum(", trick " in line for line in lines) == len(costly)


@pytest.mark.parametrize(
    ("fast", "weighed"), [(True, "open, in every trick: "), (False, "open in the last tricks: ")]
)
def test_the_skruuvi_analysis_says_which_tricks_it_weighed(
    monkeypatch: pytest.MonkeyPatch, fast: bool, weighed: str
) -> None:
    if fast and not card_tricks.FAST:
        pytest.skip("the DDS library is not installed here")
    if not fast:
        monkeypatch.setattr(card_tricks, "SOLVER", None)
        monkeypatch.setattr(card_tricks, "FAST", False)
    record = finished_skruuvi().to_record()
    heading = analysis_lines(record)[0].text
    count = len(review_cards(record, analysed_seats(record)))
    assert heading.startswith(f"Cards weighed with every hand {weighed}{count};")


@pytest.mark.parametrize(
    ("language", "taken"),
    [
        ("en", ["the side took 2 more tricks; Q♠ would have taken 3.", "2 more tricks; 4♦"]),
        (
            "fi",
            [
                "puoli sai vielä 2 tikkiä; kortilla Q♠ niitä olisi tullut 3.",
                "2 tikkiä; kortilla 4♦",
            ],
        ),
        ("nb", ["tok siden 2 stikk til; Q♠ ville tatt 3.", "2 stikk til; 4♦"]),
    ],
)
def test_a_costly_skruuvi_card_says_its_tricks_as_a_count(
    translations: Translations, language: str, taken: list[str]
) -> None:
    translations.install(language)
    lines = [line.text for line in analysis_lines(finished_skruuvi().to_record())]
    costly = [line for line in lines if any(words in line for words in taken)]
    assert len(costly) == 2, lines


def _review(points: int, best_points: int, *, own: bool) -> CardReview:
    return CardReview(
        deal=4, seat=1, trick=7, played=Card.parse("9H"), points=points,
        best=Card.parse("KS"), best_points=best_points, own=own,
    )  # fmt: skip


OWN_GAIN, OWN_LOSS = _review(1, 5, own=True), _review(-20, 10, own=True)
CONTRACT_MADE, CONTRACT_LOST = _review(-30, -10, own=False), _review(5, 20, own=False)


@pytest.mark.parametrize(
    ("language", "review", "text"),
    [
        ("en", OWN_GAIN, "the deal brought them 1 point; K♠ would have brought 5."),
        ("en", OWN_LOSS, "the deal cost them 20 points; K♠ would have brought 10."),
        ("en", CONTRACT_MADE, "contractors scored 30 points; K♠ would have held them to 10."),
        ("en", CONTRACT_LOST, f"contractors lost 5 points; K♠ would have held them to {MINUS}20."),
        ("fi", OWN_GAIN, "jako toi hänelle 1 pisteen; kortilla K♠ olisi tullut 5."),
        ("fi", OWN_LOSS, "jako vei häneltä 20 pistettä; kortilla K♠ olisi tullut 10."),
        ("fi", CONTRACT_MADE, "sitoumuksen pelaajat saivat 30 pistettä; kortilla K♠ heidät olisi"),
        ("nb", OWN_LOSS, "Pekka spilte 9♥ og tapte 20 poeng på given; K♠ ville gitt 10."),
        ("nb", CONTRACT_LOST, f"kontraktens spillere 5 poeng; K♠ ville holdt dem på {MINUS}20."),
    ],
)
def test_a_costly_squint_card_says_its_points_as_a_count_and_a_loss_in_words(
    translations: Translations, language: str, review: CardReview, text: str
) -> None:
    translations.install(language)
    line = squint_card_line(review, ["Maija", "Pekka", "Liisa", "Kari", "Ola"])
    assert text in line, line
