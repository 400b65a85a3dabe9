"""The hint's one line for a cribbage discard: the kept hand's average and, with two players
out of misère, how the kept cards fare in the play; for a Skruuvi give or call, the book's
advice and the cards that make it fit; for a card to a trick, who wins it and what the
play-outs expect of it over the next best card."""

from __future__ import annotations

import dataclasses
import random

import pytest
from PySide6.QtWidgets import QApplication

from skruuvi_gui.bots import make_bot
from skruuvi_gui.bots.reasons import ONLY_MOVE, Reason, advise
from skruuvi_gui.bots.skruuvi.book import ROWS_BY_ID
from skruuvi_gui.bots.skruuvi.reasons import book_reason
from skruuvi_gui.cards import FULL_DECK, Card, Suit, parse_cards
from skruuvi_gui.rules.api import CHANCE
from skruuvi_gui.rules.cribbage import (
    CribbageOptions,
    CribbageState,
    Deal,
    Discard,
    FirstDealer,
    canonical_order,
)
from skruuvi_gui.rules.skruuvi import (
    FINAL_BIDDING,
    KNOCKS,
    Bid,
    DrawLetters,
    Give,
    MakeBid,
    Pass,
    Play,
    SkruuviObservation,
    SkruuviOptions,
    SkruuviState,
    parse_action,
)
from skruuvi_gui.rules.skruuvi import (
    Deal as SkruuviDeal,
)
from skruuvi_gui.ui.guide.hint_reason import hint_reason
from skruuvi_gui.ui.i18n import Translations
from skruuvi_gui.ui.line_parts import cards_text


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


def taker_at_the_exchange() -> SkruuviObservation:
    """Seat 0 holds every spade but the ace, takes with 1 ♠ and the centre's four aces, and
    is to give four cards to its partner."""
    hands = {
        seat: " ".join(rank + suit for rank in "23456789TJQK") for seat, suit in enumerate("SHCD")
    }
    deck = [parse_cards(hands[(1 + i) % 4])[i // 4] for i in range(48)]
    state = SkruuviState(SkruuviOptions())
    state.apply(CHANCE, DrawLetters((0, 2, 1, 3)))
    state.apply(CHANCE, SkruuviDeal((*deck, *parse_cards("AS AH AC AD"))))
    state.apply(0, parse_action("BID:1S"))
    for seat in (1, 2, 3, 0, 1, 2, 3, 0):
        state.apply(seat, parse_action("PASS"))
    observation = state.observation(0)
    assert isinstance(observation, SkruuviObservation)
    return observation


def legal_give(observation: SkruuviObservation, cards: str) -> Give:
    """The taker's legal give of these cards (in the order the rules have it)."""
    wanted = set(parse_cards(cards))
    return next(a for a in observation.legal if isinstance(a, Give) and set(a.cards) == wanted)


def test_the_taker_s_give_says_the_book_makes_voids_for_its_trumps(qapp: QApplication) -> None:
    """The expert taker with every spade but the ace gives the three aces it took and a
    spade: its forecast's contract in spades, the book's voids, the suits emptied."""
    taker = taker_at_the_exchange()
    advice = advise(make_bot("skruuvi", "expert", random.Random(1)), taker)
    assert isinstance(advice.action, Give) and set(advice.action.cards) == set(
        parse_cards("AH AC AD 2S")
    )
    assert hint_reason(taker, advice.action, advice.reason) == (
        "Your hand should carry the contract in ♠ (25.0 points expected): the book makes"
        " voids. It leaves you void in ♥ ♣ ♦."
    )
    judgement = "The strongest computer player's choice for this hand."
    assert hint_reason(taker, advice.action) == judgement  # no reason kept: nothing to add


def test_a_book_row_names_what_it_asks_and_the_cards_that_fit(qapp: QApplication) -> None:
    observation = taker_at_the_exchange()
    hand = parse_cards("AD QD TD 8D 3D 7S 5S 2S 6H 4H 3C 2C")
    bid = Bid.parse("1D")
    reason = book_reason(ROWS_BY_ID["trump_five_three_honours"], bid, hand)
    assert hint_reason(observation, MakeBid(bid), reason) == (
        "The book's row for five cards of a suit, three honours fits: you hold A♦ Q♦ 10♦ 8♦ 3♦."
    )
    weighed = dataclasses.replace(
        reason, value=12.34, other=MakeBid(Bid.parse("3G")), other_value=-4.0
    )
    assert hint_reason(observation, MakeBid(bid), weighed).endswith(
        " Of the book's calls, the forecast expects this one to bring 12.3 points; 3 grandi,"
        " a loss of 4.0 points."
    )


def test_a_searched_card_says_what_it_scores_over_the_next_best(qapp: QApplication) -> None:
    taker = taker_at_the_exchange()
    partner = taker.partner_of(0)
    at_the_trick = dataclasses.replace(
        taker, contract=Bid.parse("6H"), trick=((partner, Card.parse("KC")),)
    )
    weighed = Reason("expected", value=3.5, other=Play(Card.parse("2S")), other_value=1.1)
    assert hint_reason(at_the_trick, Play(Card.parse("2H")), weighed) == (
        "2♥ takes the trick over from your partner. Played out over guessed deals, it is"
        " expected to score 2.4 points more than 2♠."
    )
    even = dataclasses.replace(weighed, other_value=3.5)
    assert hint_reason(at_the_trick, Play(Card.parse("2H")), even).endswith(
        " no other card is expected to do better."
    )
    lone = hint_reason(at_the_trick, Play(Card.parse("2H")), ONLY_MOVE)
    assert lone.endswith(" It is the only card you may play.")


def test_a_card_to_a_trick_the_partner_is_winning_says_so(qapp: QApplication) -> None:
    """Over the partner's winning card the line says the trick is taken from the partner;
    under it, that the trick is left to the partner; under an opponent's, that it goes."""
    taker = taker_at_the_exchange()
    partner, opponent = taker.partner_of(0), taker.left_of(0)
    at_the_trick = dataclasses.replace(
        taker, contract=Bid.parse("6H"), trick=((partner, Card.parse("KC")),)
    )
    assert at_the_trick.trump is Suit.HEARTS
    over = hint_reason(at_the_trick, Play(Card.parse("2H")))
    assert over == "2♥ takes the trick over from your partner."
    under = hint_reason(at_the_trick, Play(Card.parse("2S")))
    assert under == "2♠ leaves the trick to your partner."
    theirs = dataclasses.replace(at_the_trick, trick=((opponent, Card.parse("KC")),))
    assert hint_reason(theirs, Play(Card.parse("2S"))) == "2♠ lets this trick go."
    assert hint_reason(theirs, Play(Card.parse("2H"))) == "2♥ wins the trick so far."


def test_a_final_pass_with_nothing_else_open_says_what_the_standing_bid_gives(
    qapp: QApplication,
) -> None:
    observation = dataclasses.replace(taker_at_the_exchange(), phase=FINAL_BIDDING)
    assert observation.standing == Bid.parse("1S")
    line = hint_reason(observation, Pass(), Reason("final_keep", value=4.04))
    assert line == (
        "The standing 1 ♠ is expected to bring 4.0 points; no other contract is open at this level."
    )
    weighed = Reason("final_keep", value=4.0, other=MakeBid(Bid.parse("5H")), other_value=6.5)
    assert hint_reason(observation, Pass(), weighed) == (
        "The standing 1 ♠ is expected to bring 4.0 points; 5 ♥, 6.5 points: not enough more to"
        " change it."
    )


LOSSES = {
    "en": (
        "The standing 1 ♠ is expected to bring a loss of 6.5 points; 5 ♥, 0.0 points: not"
        " enough more to change it.",
        "The forecast expects a loss of 12.3 points for the declarers.",
    ),
    "fi": (
        "Voimassa oleva maalaus 1 ♠ tuo odotettavasti 6,5 miinuspistettä; maalaus 5 ♥ toisi"
        " 0,0 pistettä, eikä ero riitä sen vaihtamiseen.",
        "Ennuste odottaa pelinviejän puolelle 12,3 miinuspistettä.",
    ),
    "nb": (
        "Den stående meldingen 1 ♠ ventes å gi 6,5 minuspoeng; 5 ♥ ville gi 0,0 poeng: ikke"
        " nok mer til å bytte.",
        "Prognosen venter 12,3 minuspoeng for deklarantens side.",
    ),
}


@pytest.mark.parametrize("language", ["en", "fi", "nb"])
def test_an_expected_loss_is_said_in_words_with_the_locale_s_decimals(
    translations: Translations, language: str
) -> None:
    """No minus sign in a hint: a loss is "a loss of 6.5 points", "6,5 miinuspistettä",
    "6,5 minuspoeng"; a zero is no loss."""
    translations.install(language)
    observation = dataclasses.replace(taker_at_the_exchange(), phase=FINAL_BIDDING)
    weighed = Reason("final_keep", value=-6.5, other=MakeBid(Bid.parse("5H")), other_value=-0.04)
    assert hint_reason(observation, Pass(), weighed) == LOSSES[language][0]
    knocking = dataclasses.replace(observation, phase=KNOCKS)
    assert hint_reason(knocking, Pass(), Reason("knock", value=-12.34)) == LOSSES[language][1]


def test_a_competing_show_names_the_ace_or_king_it_shows(qapp: QApplication) -> None:
    observation = taker_at_the_exchange()
    reason = Reason(
        "compete",
        "shows_ace_or_king",
        tuple(parse_cards("KH")),
        (Suit.HEARTS,),
        value=3.3,
        other=Pass(),
        other_value=-6.0,
    )
    assert hint_reason(observation, MakeBid(Bid.parse("5H")), reason) == (
        "This bid shows the ace or king of hearts: you hold K♥. The forecast expects this bid"
        " to bring 3.3 points; letting their bid stand, a loss of 6.0 points."
    )


KNOCK_PASSES = {
    "en": (
        "The forecast expects a loss of 11.5 points for the declarers, but your hand holds only"
        " about 0.5 of the 6 tricks the defence needs, and a knock wants half of them.",
        "The forecast expects a loss of 4.0 points for the declarers: not enough of a loss to"
        " knock.",
    ),
    "fi": (
        "Ennuste odottaa pelinviejän puolelle 11,5 miinuspistettä, mutta kädessäsi on vain noin"
        " 0,5 puolustuksen tarvitsemasta 6 tikistä, ja koputtamiseen tarvitaan niistä puolet.",
        "Ennuste odottaa pelinviejän puolelle 4,0 miinuspistettä, mikä ei riitä koputtamiseen.",
    ),
    "nb": (
        "Prognosen venter 11,5 minuspoeng for deklarantens side, men hånden din har bare"
        " omtrent 0,5 av de 6 stikkene forsvaret trenger, og en dobling krever halvparten.",
        "Prognosen venter 4,0 minuspoeng for deklarantens side, og det er ikke nok til å doble.",
    ),
}


@pytest.mark.parametrize("language", ["en", "fi", "nb"])
def test_a_pass_in_the_knocks_says_what_held_the_knock_back(
    translations: Translations, language: str
) -> None:
    """A loss the forecast expects argues for a knock: a pass says it is the hand too weak to
    back it, or the loss too small, not the loss alone."""
    translations.install(language)
    knocking = dataclasses.replace(taker_at_the_exchange(), phase=KNOCKS)
    weak = Reason("knock", value=-11.5, other_value=-10.0, figure=0.5, count=6)
    mild = Reason("knock", value=-4.0, other_value=-10.0, figure=4.0, count=6)
    assert hint_reason(knocking, Pass(), weak) == KNOCK_PASSES[language][0]
    assert hint_reason(knocking, Pass(), mild) == KNOCK_PASSES[language][1]
