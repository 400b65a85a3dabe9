"""When nobody outbids a bid and the call comes back to its bidder, the prompt and the game
log say why it is their turn again and what they may do, in all three languages."""

from __future__ import annotations

import pytest

from skruuvi_gui.cards import FULL_DECK
from skruuvi_gui.rules.api import CHANCE, Event
from skruuvi_gui.rules.skruuvi import (
    BiddingBack,
    Deal,
    DrawLetters,
    SkruuviObservation,
    SkruuviOptions,
    SkruuviState,
    parse_action,
)
from skruuvi_gui.rules.skruuvi.bidding import passes_left
from skruuvi_gui.ui.event_text import describe_event
from skruuvi_gui.ui.i18n import Translations
from skruuvi_gui.ui.skruuvi.prompts import action_prompt

NAMES = ("Aino", "Maija", "Pekka", "Liisa")


def first_bidding(script: str) -> tuple[SkruuviState, list[Event]]:
    """Seat 0 deals and bids first; ``script`` is its calls and the others', in turn."""
    state = SkruuviState(SkruuviOptions())
    state.apply(CHANCE, DrawLetters((0, 2, 1, 3)))
    state.apply(CHANCE, Deal(FULL_DECK))
    events: list[Event] = []
    for step in script.split():
        seat = state.to_move()[0]
        events.extend(state.apply(seat, parse_action(step)))
    return state, events


def prompt(state: SkruuviState) -> str:
    observation = state.observation(0)
    assert isinstance(observation, SkruuviObservation)
    return action_prompt(observation, lambda seat: NAMES[seat], 0)


def log_line(event: Event, viewer: int | None) -> str | None:
    return describe_event(event, NAMES, "skruuvi", viewer)


PROMPTS = {
    "en": (
        "Your bid: nobody outbid your 2 ♥ — raise it or pass",
        "Your bid: nobody outbid your 2 ♥ again — pass to take with it, or raise it",
    ),
    "fi": (
        "Sinun vuorosi maalata: kukaan ei ylittänyt maalaustasi 2 ♥ — korota tai passaa",
        "Kukaan ei taaskaan ylittänyt maalaustasi 2 ♥ — passaa, niin otat pelin, tai korota",
    ),
    "nb": (
        "Din tur til å melde: ingen meldte over meldingen din, 2 ♥ — meld høyere eller pass",
        "Igjen meldte ingen over meldingen din, 2 ♥ — pass og ta bunken, eller meld høyere",
    ),
}

LOG_LINES = {
    "en": (
        "Nobody outbid 2 ♥: the bidding comes back to Aino, who may raise it or pass",
        "Nobody outbid 2 ♥ in two rounds: the bidding comes back to Aino, who may raise it,"
        " or pass and take with it",
        "Nobody outbid your 2 ♥: the bidding comes back to you — raise it or pass",
    ),
    "fi": (
        "Kukaan ei ylittänyt maalausta 2 ♥, joten Aino saa vuoron uudelleen: hän voi korottaa"
        " tai passata",
        "Kukaan ei ylittänyt maalausta 2 ♥ kahdella kierroksella, joten Aino saa vuoron"
        " uudelleen: hän voi korottaa tai passata ja ottaa pelin sillä",
        "Kukaan ei ylittänyt maalaustasi 2 ♥: vuoro palaa sinulle — korota tai passaa",
    ),
    "nb": (
        "Ingen meldte over 2 ♥: turen går tilbake til Aino, som kan melde høyere eller passe",
        "Ingen meldte over 2 ♥ i løpet av to runder: turen går tilbake til Aino, som kan melde"
        " høyere, eller passe og ta bunken med den",
        "Ingen meldte over meldingen din, 2 ♥: turen går tilbake til deg — meld høyere eller pass",
    ),
}


@pytest.mark.parametrize("language", ["en", "fi", "nb"])
def test_the_first_bidding_coming_back_says_why_and_what_may_follow(
    translations: Translations, language: str
) -> None:
    translations.install(language)
    state, events = first_bidding("BID:2H PASS PASS PASS")
    back = events[-1]
    assert back == BiddingBack(0, "2H", 5, False)
    observation = state.observation(0)
    assert isinstance(observation, SkruuviObservation)
    assert passes_left(observation.first_bidding, final=False, scoring="modern") == 5
    assert prompt(state) == PROMPTS[language][0]
    assert log_line(back, None) == LOG_LINES[language][0]
    assert log_line(back, 0) == LOG_LINES[language][2]

    state, events = first_bidding("BID:2H PASS PASS PASS PASS PASS PASS PASS")
    assert events[-1] == BiddingBack(0, "2H", 1, False)
    assert prompt(state) == PROMPTS[language][1]
    assert log_line(events[-1], None) == LOG_LINES[language][1]


FINAL_LINES = {
    "en": (
        "Final bidding: nobody outbid your 5 ♠ — raise it or pass",
        "Final bidding: nobody outbid your 5 ♠ — pass to make it the contract, or raise it",
        "Nobody outbid 5 ♠: the bidding comes back to Aino, who may raise it, or pass and make"
        " it the contract",
    ),
    "fi": (
        "Loppumaalaukset: kukaan ei ylittänyt maalaustasi 5 ♠ — korota tai passaa",
        "Loppumaalaukset: maalaustasi 5 ♠ ei ylitetty — passaa, niin se on sitoumus, tai korota",
        "Kukaan ei ylittänyt maalausta 5 ♠, joten Aino saa vuoron uudelleen: hän voi korottaa"
        " tai passata, jolloin siitä tulee sitoumus",
    ),
    "nb": (
        "Sluttmelding: ingen meldte over meldingen din, 5 ♠ — meld høyere eller pass",
        "Sluttmelding: ingen meldte over 5 ♠ — pass, så blir den kontrakten, eller meld høyere",
        "Ingen meldte over 5 ♠: turen går tilbake til Aino, som kan melde høyere, eller passe"
        " så den blir kontrakten",
    ),
}


OPENING = {
    "en": "Final bidding: the standing bid is 1 ♠ — raise it; no passing below level 5",
    "fi": "Loppumaalaukset: voimassa on 1 ♠ — korota; passata ei saa alle tason 5",
    "nb": "Sluttmelding: gjeldende melding er 1 ♠ — meld høyere; ingen pass under nivå 5",
}


@pytest.mark.parametrize("language", ["en", "fi", "nb"])
def test_the_final_bidding_coming_back_says_why_and_what_may_follow(
    translations: Translations, language: str
) -> None:
    translations.install(language)
    state, _ = first_bidding("BID:1S " + "PASS " * 8)
    observation = state.observation(0)
    assert isinstance(observation, SkruuviObservation)
    assert observation.taker == 0
    while state.to_move() != (0,) or observation.phase != "final_bidding":
        seat = state.to_move()[0]
        state.apply(seat, state.legal_actions(seat)[0])
        observation = state.observation(0)
        assert isinstance(observation, SkruuviObservation)
    assert prompt(state) == OPENING[language]  # the taker opens: nothing came back
    events = [*state.apply(0, parse_action("BID:5S")), *state.apply(2, parse_action("PASS"))]
    assert events[-1] == BiddingBack(0, "5S", 3, True)
    assert prompt(state) == FINAL_LINES[language][0]
    events = [*state.apply(0, parse_action("PASS")), *state.apply(2, parse_action("PASS"))]
    assert events[-1] == BiddingBack(0, "5S", 1, True)
    assert prompt(state) == FINAL_LINES[language][1]
    assert log_line(events[-1], None) == FINAL_LINES[language][2]
