"""The first-game walkthrough: which tip shows when, the suggested move in words, and a real
walkthrough in the window where the learner plays the suggested moves."""

from __future__ import annotations

import html
import random
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot
from table_driving import click, press

from skruuvi_gui import guide
from skruuvi_gui.bots import make_bot, strongest_level
from skruuvi_gui.cards import parse_cards
from skruuvi_gui.guide import GUIDE_LANGUAGES, WALKTHROUGH_STEPS, load_page
from skruuvi_gui.match import Match
from skruuvi_gui.rules import cribbage, skruuvi, squint
from skruuvi_gui.rules.api import Action, Dealt, GameOver, Outcome, PhaseChanged
from skruuvi_gui.ui.guide.suggestion import describe_move
from skruuvi_gui.ui.guide.tips import Tips
from skruuvi_gui.ui.guide.walkthrough import (
    LEARNER,
    WALKTHROUGH_SEEDS,
    passed_phases,
    walkthrough_game,
)
from skruuvi_gui.ui.main_window import MainWindow
from skruuvi_gui.ui.skruuvi.table import SkruuviTable

# --- which tip, when ---------------------------------------------------------------------


def test_tips_follow_the_learners_decisions() -> None:
    tips = Tips(WALKTHROUGH_STEPS["skruuvi"])
    assert tips.current == "intro"
    assert tips.decision("first_bidding")
    assert tips.current == "first-bidding"
    assert not tips.decision("first_bidding"), "a phase's tip comes once"
    assert tips.decision("play")
    assert tips.current == "play"
    assert tips.passed(["play", "game_over"], deal_over=True)
    assert tips.current == "end"
    assert tips.finished
    assert not tips.decision("knocks"), "nothing after the end"


def test_tips_arriving_together_wait_in_line() -> None:
    """The cribbage show counts itself and the next deal follows at once: the show's tip
    first, the closing tip at the next decision (or on Next tip)."""
    tips = Tips(WALKTHROUGH_STEPS["cribbage"])
    tips.decision("discard")
    tips.decision("play")
    assert tips.passed(["show", "cut"], deal_over=True)
    assert tips.current == "show"
    assert tips.decision("discard"), "the next deal's discard: the show's tip has been seen"
    assert tips.current == "end"
    tips = Tips(WALKTHROUGH_STEPS["cribbage"])
    tips.passed(["show"], deal_over=True)
    assert tips.next_tip() and tips.current == "end"


def test_next_tip_reads_ahead() -> None:
    tips = Tips(WALKTHROUGH_STEPS["squint"])
    assert tips.next_tip() and tips.current == "bid" and tips.ahead
    assert tips.next_tip() and tips.current == "choose-4-1"
    assert tips.decision("bid") and tips.current == "bid", "a tip read ahead comes again"
    assert not tips.ahead
    tips = Tips(("intro", "end"))
    assert tips.next_tip() and tips.current == "end"
    assert not tips.has_next() and not tips.next_tip()


def test_passed_phases() -> None:
    events = (PhaseChanged("show"), PhaseChanged("cut"), Dealt(1, 2), PhaseChanged("discard"))
    assert passed_phases(events) == (["show", "cut"], True)
    assert passed_phases((PhaseChanged("play"),)) == ([], False)
    assert passed_phases((Dealt(0, 1), PhaseChanged("bid"))) == ([], False)
    assert passed_phases((PhaseChanged("game_over"), GameOver(Outcome((1, 0), (0,))))) == ([], True)


# --- the suggested move in words ---------------------------------------------------------


@pytest.mark.parametrize(
    ("game", "action", "words"),
    [
        ("cribbage", cribbage.Discard(parse_cards("5H JC")), "Put 5♥ J♣ in the crib."),
        ("cribbage", cribbage.Play(parse_cards("TD")[0]), "Play 10♦."),
        ("cribbage", cribbage.Go(), "Say go."),
        ("skruuvi", skruuvi.MakeBid(skruuvi.Bid.parse("6H")), "Bid 6 ♥."),
        ("skruuvi", skruuvi.MakeBid(skruuvi.Bid.parse("5G")), "Bid 5 grandi."),
        ("skruuvi", skruuvi.Pass(), "Pass."),
        ("skruuvi", skruuvi.Give(parse_cards("AS 2C")), "Give A♠ 2♣."),
        ("skruuvi", skruuvi.Knock(), "Knock."),
        ("squint", squint.Bid(parse_cards("KD")[0]), "Lay K♦ as your bid card."),
        ("squint", squint.Declare(squint.TAKE_SQUINT), "Take the squint."),
        (
            "squint",
            squint.ChooseSolo(parse_cards("2H")[0].suit),
            "Choose a Solo with hearts as trump.",
        ),
        ("squint", squint.Pass(parse_cards("8S 4D")), "Pass 8♠ 4♦ face down to the next player."),
        ("squint", squint.Play(parse_cards("QS")[0]), "Play Q♠."),
    ],
)
def test_moves_in_words(qapp: object, game: str, action: Action, words: str) -> None:
    assert describe_move(game, action) == words


def test_walkthrough_games_are_short() -> None:
    assert walkthrough_game("skruuvi").options["length"] == "alkupeli"
    assert walkthrough_game("cribbage").options["target_score"] == 61
    for game in WALKTHROUGH_SEEDS:
        seats = walkthrough_game(game).seats
        assert seats[0].kind == "human"
        assert {(s.kind, s.level) for s in seats[1:]} == {("bot", "normal")}


def play_until(game: str, done: Callable[[Match], bool]) -> Match:
    """The walkthrough's deal, the learner making the suggested moves, until ``done``."""
    choice = walkthrough_game(game)
    seed = WALKTHROUGH_SEEDS[game]
    match = Match(game, choice.options, choice.seats, seed)
    match.start()
    while not done(match):
        seat = match.to_move()[0]
        if seat == LEARNER:
            rng = random.Random(f"{seed}:hint:{len(match.log)}")
            bot = make_bot(game, strongest_level(game), rng)
        else:
            bot = match.bot_for(seat)
        match.apply(seat, bot.choose(match.observation(seat)))
    return match


def test_the_walkthrough_deals_are_instructive() -> None:
    """The learner deals the cribbage hand and cuts his heels; takes the centre cards in
    Skruuvi; and is in the Squint Duo."""
    deal = play_until("cribbage", lambda m: m.observation(0).phase == "play")
    observation = deal.observation(LEARNER)
    assert isinstance(observation, cribbage.CribbageObservation)
    assert observation.dealer == LEARNER
    assert observation.starter is not None and observation.starter.rank.letter == "J"
    deal = play_until("skruuvi", lambda m: m.observation(0).phase != "first_bidding")
    bidding = deal.observation(LEARNER)
    assert isinstance(bidding, skruuvi.SkruuviObservation)
    assert (bidding.phase, bidding.taker) == ("taker_exchange", LEARNER)
    deal = play_until("squint", lambda m: m.observation(0).phase != "bid")
    bids = deal.observation(LEARNER)
    assert isinstance(bids, squint.SquintObservation)
    assert [(c.kind, LEARNER in c.seats) for c in bids.contracts] == [("duo", True)]


# --- in the window -----------------------------------------------------------------------


def fake_walkthrough(game: str) -> str:
    lines = [f"# First {game}", ""]
    for step in WALKTHROUGH_STEPS[game]:
        lines += [f"## Tip {step} {{#{step}}}", "", f"Tip text of {step}. [[AS]]", ""]
    return "\n".join(lines)


@pytest.fixture
def tip_pages(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Walkthrough pages of our own, read instead of the real ones."""
    for game in WALKTHROUGH_STEPS:
        (tmp_path / f"{game}.walkthrough.md").write_text(fake_walkthrough(game), "utf-8")
    real = guide.guide_path

    def path(game_id: str, lang: str, *, walkthrough: bool = False) -> Path:
        if walkthrough:
            return tmp_path / f"{game_id}.walkthrough.md"
        return real(game_id, lang)

    monkeypatch.setattr(guide, "guide_path", path)


def learner_to_act(window: MainWindow) -> bool:
    driver, table = window.driver, window.table
    assert driver is not None and table is not None
    return driver.acting_seat() == 0 and not table.is_busy()


def test_skruuvi_walkthrough_tips_and_suggestions(
    qtbot: QtBot, tip_pages: None, window: MainWindow
) -> None:
    walkthrough = window.walkthrough
    window.walkthrough_actions["skruuvi"].trigger()
    assert walkthrough.active and walkthrough.panel.isVisible()
    driver = window.driver
    assert driver is not None and driver.match.seed == WALKTHROUGH_SEEDS["skruuvi"]
    assert driver.match.options["length"] == "alkupeli"
    assert "Tip text of intro." in walkthrough.panel.tip.toPlainText()
    qtbot.waitUntil(lambda: walkthrough.step == "first-bidding", timeout=10_000)
    assert "Tip text of first-bidding." in walkthrough.panel.tip.toPlainText()
    qtbot.waitUntil(lambda: walkthrough.suggested is not None, timeout=10_000)
    suggested = walkthrough.suggested
    assert isinstance(suggested, skruuvi.MakeBid | skruuvi.Pass)
    assert walkthrough.suggestion_text().startswith("<b>Suggested move:</b> ")
    # The same reason as the hint on the table: the book's row, or what the forecast expects.
    table = window.table
    assert table is not None
    words = table.hint_words()
    reason = words.split(". ", 1)[1]
    assert reason and "strongest computer" not in reason
    assert walkthrough.suggestion_text().endswith("<br>" + html.escape(reason))
    # Next tip reads ahead, and says so: the move suggested is still this step's.
    assert not walkthrough.panel.tip.toPlainText().startswith("Coming up")
    walkthrough.panel.next_button.click()
    ahead = walkthrough.panel.tip.toPlainText()
    assert ahead.startswith("Coming up after this step:") and "Tip text of" in ahead
    assert "Tip text of first-bidding." not in ahead and walkthrough.suggested == suggested
    assert isinstance(table, SkruuviTable)
    box = table.bidding_box()
    assert box is not None
    bid = suggested.bid if isinstance(suggested, skruuvi.MakeBid) else None
    button = box.button(bid)
    assert button is not None and button.isEnabled()
    before = len(driver.match.log)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert driver.match.log[before] == str(suggested)
    assert walkthrough.suggestion_text() == ""
    window.walkthrough.panel.close_button.click()
    assert not walkthrough.active and not walkthrough.panel.isVisible()


def test_cribbage_walkthrough_discard_by_mouse_and_keys(
    qtbot: QtBot, tip_pages: None, window: MainWindow
) -> None:
    window.walkthrough.start("cribbage")
    qtbot.waitUntil(lambda: window.walkthrough.step == "discard", timeout=10_000)
    qtbot.waitUntil(lambda: window.walkthrough.suggested is not None, timeout=10_000)
    suggested = window.walkthrough.suggested
    assert isinstance(suggested, cribbage.Discard)
    assert learner_to_act(window)
    table = window.table
    assert table is not None
    for card in suggested.cards:
        click(table, str(card))
    press(table, Qt.Key.Key_Return)
    assert window.driver is not None
    assert str(suggested) in window.driver.match.log
    qtbot.waitUntil(lambda: window.walkthrough.step == "play", timeout=10_000)


def test_a_new_game_ends_the_walkthrough(qtbot: QtBot, tip_pages: None, window: MainWindow) -> None:
    window.walkthrough.start("squint")
    assert window.walkthrough.game_id == "squint"
    qtbot.waitUntil(lambda: window.walkthrough.step == "bid", timeout=10_000)
    window.start_match(walkthrough_game("cribbage"), seed=5)
    assert not window.walkthrough.active
    assert not window.walkthrough.panel.isVisible()


@pytest.mark.parametrize("lang", GUIDE_LANGUAGES)
@pytest.mark.parametrize("game", sorted(WALKTHROUGH_STEPS))
def test_real_walkthrough_opens_at_its_introduction(
    qtbot: QtBot, window: MainWindow, game: str, lang: str
) -> None:
    page = load_page(game, lang, walkthrough=True)  # a missing page fails here
    window.walkthrough.set_language(lang)
    window.walkthrough.start(game)
    intro = page.section("intro")
    assert intro.title in window.walkthrough.panel.tip.toPlainText()
