"""The Squint bots: legal actions only through whole deals at every level and in every squint
case, bid cards that fit the hand, sensible squint choices and play, guessed deals that fit
what a seat has seen, and the normal level clearly beating chance.

Seat 0 deals unless a test says otherwise, so forehand is seat 1 and the priority order is
1, 2, 3, 4, 0 (the spec's S1..S4, S0).
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping

import pytest

from skruuvi_gui.bots import levels, make_bot, strongest_level
from skruuvi_gui.bots.squint import SQUINT_LEVELS, SquintBot, search
from skruuvi_gui.bots.squint.bits import mask_of
from skruuvi_gui.bots.squint.exchange import throw
from skruuvi_gui.bots.squint.sampling import Guesser
from skruuvi_gui.bots.squint.stakes import Stakes, worth
from skruuvi_gui.bots.squint.strength import (
    contract_points,
    misere_chance,
    no_trump_tricks,
    trump_tricks,
)
from skruuvi_gui.bots.squint.tricks import PlayView, choose_card
from skruuvi_gui.cards import FULL_DECK, Card, Rank, Suit, parse_cards
from skruuvi_gui.rules.api import CHANCE, Action, seat_after_chance
from skruuvi_gui.rules.squint import (
    ACE_SOLO,
    BID_SUIT,
    DUO,
    GRAND_SOLO,
    MISERE,
    NEMO,
    Bid,
    ChooseNemo,
    ChooseSolo,
    Contract,
    Deal,
    Declare,
    Discard,
    FirstDealer,
    Keep,
    Pass,
    Play,
    SquintObservation,
    SquintOptions,
    SquintState,
    parse_action,
)

SEATS = (0, 1, 2, 3, 4)
BOT_LEVELS = ("easy", "normal", "expert")
#: The levels that never play a card at random.
PLAYING_LEVELS = ("normal", "expert")


@pytest.fixture(autouse=True)
def quick_search(monkeypatch: pytest.MonkeyPatch) -> None:
    """The expert's search with a handful of guessed deals: the same code, in test time."""
    monkeypatch.setattr(search, "PLAYOUTS", 8)
    monkeypatch.setattr(search, "MIN_WORLDS", 1)


def deck_for(hands: Mapping[int, str], squint: str = "", dealer: int = 0) -> tuple[Card, ...]:
    """The pack that deals each seat its listed cards, filled up to ten from the rest of the
    pack in pack order, and the squint last."""
    held = {seat: list(parse_cards(hands.get(seat, ""))) for seat in SEATS}
    used = {card for hand in held.values() for card in hand} | set(parse_cards(squint))
    rest = [card for card in FULL_DECK if card not in used]
    deck: list[Card | None] = [None] * 50
    for seat in SEATS:
        hand = held[seat]
        while len(hand) < 10:
            hand.append(rest.pop(0))
        for j, card in enumerate(hand):
            deck[5 * j + (seat - dealer - 1) % 5] = card
    return (*(card for card in deck if card is not None), *parse_cards(squint), *rest)


def start(
    hands: Mapping[int, str], squint: str = "", options: SquintOptions | None = None
) -> SquintState:
    state = SquintState(options)
    state.apply(CHANCE, FirstDealer(0))
    state.apply(CHANCE, Deal(deck_for(hands, squint)))
    return state


def act(state: SquintState, script: str) -> None:
    """Apply ``"seat:ACTION"`` steps separated by spaces, e.g. ``"1:BID:AC 2:BID:2H"``."""
    for step in script.split():
        seat, _, text = step.partition(":")
        state.apply(int(seat), parse_action(text))


def bots_at(level: str, seed: int = 1) -> list[SquintBot]:
    return [SquintBot(level, random.Random(f"{seed}/{seat}")) for seat in SEATS]


def play_out(
    state: SquintState, bots: list[SquintBot], *, deals: int = 1
) -> Iterator[tuple[SquintObservation, Action]]:
    """Let the bots decide until ``deals`` deals are scored, checking every choice is legal;
    yields each view and choice."""
    chance = random.Random(7)
    while len(state.public_observation().results) < deals and state.outcome() is None:
        seat = seat_after_chance(state, chance)
        observation = state.observation(seat)
        action = bots[seat].choose(observation)
        assert action in observation.legal, (str(action), observation.phase)
        yield observation, action
        state.apply(seat, action)


def choice(level: str, state: SquintState, seat: int) -> Action:
    return SquintBot(level, random.Random(3)).choose(state.observation(seat))


# --- the registry -------------------------------------------------------------------------


def test_squint_offers_three_levels_above_random() -> None:
    assert levels("squint") == ("random", *SQUINT_LEVELS) == ("random", *BOT_LEVELS)
    assert strongest_level("squint") == "expert"
    for level in BOT_LEVELS:
        assert isinstance(make_bot("squint", level, random.Random(1)), SquintBot)
    with pytest.raises(ValueError, match="offered"):
        make_bot("squint", "grandmaster", random.Random(1))


def test_a_squint_bot_needs_a_squint_seat() -> None:
    state = start({})
    with pytest.raises(TypeError):
        SquintBot("normal", random.Random(1)).choose(state.public_observation())


# --- legal actions only ---------------------------------------------------------------------


@pytest.mark.parametrize("level", BOT_LEVELS)
def test_whole_random_deals_take_only_legal_actions(level: str) -> None:
    state = SquintState(SquintOptions(deal_limit=5))
    steps = list(play_out(state, bots_at(level), deals=2))
    assert len(state.public_observation().results) == 2
    assert {observation.phase for observation, _ in steps} >= {"bid", "squint", "play"}


#: Bid cards in priority order S1, S2, S3, S4, S0 (the spec's R examples), and a script the
#: seats follow before the bots take over.
SCENARIOS: dict[str, tuple[tuple[str, str, str, str, str], str]] = {
    "lone ace": (("7H", "AS", "KD", "4C", "9H"), ""),
    "aces and a deuce": (("AC", "2H", "AD", "KS", "5C"), ""),
    "chain of two": (("AC", "2H", "AD", "KS", "5C"), "1:TAKE_SQUINT 2:PLAY_HAND 3:TAKE_SQUINT"),
    "grand solo": (("JC", "QH", "6S", "QS", "8D"), ""),
    "solo": (("5C", "8C", "TD", "3D", "7S"), ""),
    "duo": (("4H", "9C", "6H", "TS", "3D"), ""),
    "duo proposed": (("4H", "9C", "6H", "TS", "3D"), "1:PROPOSE_HAND"),
    "duo exchange": (("4H", "9C", "6H", "TS", "3D"), "1:TAKE_SQUINT"),
    "duo of three-two": (("5S", "7D", "9S", "4D", "TS"), ""),
    "nemo": (("8H", "3H", "9C", "TH", "6D"), ""),
    "nemo of one suit": (("3S", "5S", "7S", "9S", "TS"), ""),
    "four-one": (("4C", "6C", "8D", "9C", "TC"), ""),
    "four-one to nemo": (("4C", "6C", "8D", "9C", "TC"), "3:NEMO"),
    "four-one to solo": (("4C", "6C", "8D", "9C", "TC"), "3:SOLO:H"),
}

#: The squint tasks the bots must do themselves once the script is through.
TASKS = {
    "chain of two": {"pass", "discard_face_up"},
    "duo proposed": {"answer"},
    "duo exchange": {"keep", "discard"},
    "nemo": {"pass", "discard_face_up"},
}


@pytest.mark.parametrize("level", BOT_LEVELS)
@pytest.mark.parametrize("scenario", sorted(SCENARIOS))
def test_every_squint_case_takes_only_legal_actions(level: str, scenario: str) -> None:
    picks, script = SCENARIOS[scenario]
    order = (1, 2, 3, 4, 0)
    state = start(dict(zip(order, picks, strict=True)))
    act(state, " ".join(f"{seat}:BID:{card}" for seat, card in zip(order, picks, strict=True)))
    act(state, script)
    steps = list(play_out(state, bots_at(level)))
    (result,) = state.public_observation().results
    assert sum(result.tricks) == 10
    tasks = {o.step.task for o, _ in steps if o.phase == "squint" and o.step is not None}
    assert tasks >= TASKS.get(scenario, set())


@pytest.mark.parametrize("level", BOT_LEVELS)
@pytest.mark.parametrize("options", [SquintOptions(), SquintOptions(four_one_solo_trump=BID_SUIT)])
def test_the_odd_bidder_of_four_one_chooses_legally(level: str, options: SquintOptions) -> None:
    state = start({1: "4C", 2: "6C", 3: "8D AD KD QD JD TD", 4: "9C", 0: "TC"}, options=options)
    act(state, "1:BID:4C 2:BID:6C 3:BID:8D 4:BID:9C 0:BID:TC")
    action = choice(level, state, 3)
    assert action in state.legal_actions(3)
    if level != "easy":
        assert action == ChooseSolo(Suit.DIAMONDS)


def test_a_weak_odd_bidder_chooses_nemo() -> None:
    state = start({1: "4C", 2: "6C", 3: "8D 3S 4H 5H 6S 3D 7H 5S 6H 2D", 4: "9C", 0: "TC"})
    act(state, "1:BID:4C 2:BID:6C 3:BID:8D 4:BID:9C 0:BID:TC")
    assert choice("normal", state, 3) == ChooseNemo()


# --- the bid card ---------------------------------------------------------------------------


def bid_of(hand: str, level: str = "normal") -> Card:
    state = start({1: hand})
    action = choice(level, state, 1)
    assert isinstance(action, Bid)
    return action.card


def test_aces_and_solid_suits_show_an_ace_for_ace_solo() -> None:
    hand = "AS KS QS JS AH KH QH AC KC AD"
    assert no_trump_tricks(parse_cards(hand)) == 10
    assert bid_of(hand).rank is Rank.ACE


def test_an_ace_without_support_only_wishes() -> None:
    card = bid_of("AS 7H 5H 3C 4C 8D 9D 6S 7S TC")
    assert 3 <= card.rank <= 10


def test_a_very_weak_hand_with_a_deuce_bids_misere() -> None:
    hand = "2S 3S 4H 5H 2C 3C 4D 5D 6D 3H"
    assert misere_chance(parse_cards(hand)) > 0.8
    assert bid_of(hand).rank is Rank.TWO


def test_a_strong_hand_with_a_deuce_does_not_bid_misere() -> None:
    hand = "2S AS KS QH KH AC KC QD KD JD"
    assert misere_chance(parse_cards(hand)) < 0.1
    assert bid_of(hand).rank is not Rank.TWO


def test_a_middling_hand_with_a_deuce_wishes_rather_than_risk_misere() -> None:
    """A queen and a king to be forced with: Misère needs a really low hand."""
    hand = "2S 5S 9S QS 3H 8H KH 4C 9C 6D"
    assert misere_chance(parse_cards(hand)) < 0.25
    assert bid_of(hand) == Card.parse("5S")


def test_an_ace_solo_is_worth_bidding_only_with_tricks_to_spare() -> None:
    """Six tricks at no trump against four: three top tricks are not enough, seven are."""
    middling = parse_cards("AS 7S 6S AH 5H 3C 8C AD 4D 9D")
    strong = parse_cards("AS KS QS 7S AH KH 3C AD KD 9D")
    assert contract_points(ACE_SOLO, middling, None, hand_play=False) < -10
    assert contract_points(ACE_SOLO, strong, None, hand_play=False) > 20
    assert bid_of("AS 7S 6S AH 5H 3C 8C AD 4D 9D") == Card.parse("3C")
    assert bid_of("AS KS QS 7S AH KH 3C AD KD 9D") == Card.parse("AS")


def test_a_long_strong_suit_shows_its_court_for_grand_solo() -> None:
    hand = "KH QH JH TH 9H 8H 7H AS AC 4D"
    assert trump_tricks(parse_cards(hand), Suit.HEARTS) > 7
    assert bid_of(hand) == Card.parse("KH")


def test_the_wish_goes_to_the_longest_suit_with_its_lowest_card() -> None:
    assert bid_of("9S 8S 7S 6S 5S 3H 4C 6D 7D 8H") == Card.parse("5S")


def test_an_easy_bot_risks_more_contracts_than_a_normal_one() -> None:
    hands = [
        tuple(FULL_DECK[i] for i in random.Random(seed).sample(range(52), 10)) for seed in range(30)
    ]
    contract_ranks = (Rank.ACE, Rank.TWO, Rank.KING, Rank.QUEEN, Rank.JACK)

    def contracts(level: str) -> int:
        return sum(
            bid_of(" ".join(str(c) for c in hand), level).rank in contract_ranks for hand in hands
        )

    assert contracts("easy") > contracts("normal")


# --- the squint -----------------------------------------------------------------------------


def grand_solo_for(hand: str) -> SquintState:
    """Seat 2 shows the king of hearts for a Grand Solo with this hand."""
    state = start({2: hand, 1: "7S", 3: "8C", 4: "4C", 0: "9D"})
    act(state, "1:BID:7S 2:BID:KH 3:BID:8C 4:BID:4C 0:BID:9D")
    return state


def test_a_soloist_with_a_sure_thing_plays_hand() -> None:
    state = grand_solo_for("AH KH QH JH TH 9H 8H AS AC AD")
    assert choice("normal", state, 2) == Declare("play_hand")


def test_a_doubtful_soloist_takes_the_squint_and_keeps_the_trumps() -> None:
    state = grand_solo_for("KH QH 9H 6H 3H AS 5C 6C 7D 8D")
    assert choice("normal", state, 2) == Declare("take_squint")
    act(state, "2:TAKE_SQUINT")
    action = choice("normal", state, 2)
    assert isinstance(action, Discard)
    assert all(card.suit is not Suit.HEARTS for card in action.cards)
    assert Card.parse("AS") not in action.cards


def misere_for(hand: str) -> SquintState:
    """Seat 1 shows the deuce of spades for a Misère with this hand."""
    state = start({1: hand, 2: "7S", 3: "8C", 4: "5C", 0: "9D"})
    act(state, "1:BID:2S 2:BID:7S 3:BID:8C 4:BID:5C 0:BID:9D")
    return state


def test_a_misere_that_cannot_take_a_trick_plays_hand() -> None:
    assert choice("normal", misere_for("2S 3S 4S 2H 3H 4H 2C 3C 4C 2D"), 1) == Declare("play_hand")


def test_a_misere_with_a_risky_card_takes_the_squint_and_throws_it() -> None:
    state = misere_for("2S 3S 4S 2H 3H 4H 3C 4C 7C KD")
    assert choice("normal", state, 1) == Declare("take_squint")
    act(state, "1:TAKE_SQUINT")
    action = choice("normal", state, 1)
    assert isinstance(action, Discard)
    assert Card.parse("KD") in action.cards


def test_an_easy_bot_always_takes_the_squint() -> None:
    state = grand_solo_for("AH KH QH JH TH 9H 8H AS AC AD")
    assert choice("easy", state, 2) == Declare("take_squint")


def test_misere_throws_its_dangerous_cards() -> None:
    hand = parse_cards("2S 3S 4H 5H AC 3C 4D 5D KD 3H 6S 7H")
    assert set(throw(hand, 2, MISERE, None)) == set(parse_cards("AC KD"))


def test_nemo_passes_the_high_penalty_cards() -> None:
    hand = parse_cards("AH KH 3H 2H 4S 8S TC JC 5D 9D QC 6D")
    assert set(throw(hand, 2, NEMO, Suit.HEARTS)) == set(parse_cards("AH KH"))


def test_nemo_keeps_its_top_cards_of_other_suits_and_passes_low_ones() -> None:
    """Aces of a plain suit win clean tricks; a low penalty card and a low plain card go."""
    hand = parse_cards("AS KS QS 3H TC JC 5D 9D QC 6D 7D 4C")
    assert set(throw(hand, 2, NEMO, Suit.HEARTS)) == set(parse_cards("3H 4C"))


def test_the_first_duo_partner_keeps_the_trump_from_the_squint() -> None:
    state = start(
        {1: "4H 5H 7H AS KS 3C 8C 9D TD 2D", 3: "6H", 2: "9C", 4: "TS", 0: "3D"}, squint="KH 4D"
    )
    act(state, "1:BID:4H 2:BID:9C 3:BID:6H 4:BID:TS 0:BID:3D 1:TAKE_SQUINT")
    assert choice("normal", state, 1) == Keep(Card.parse("KH"))


def test_the_squint_chain_passes_low_cards_on_to_an_ace_soloist() -> None:
    state = start({1: "AC KC QC JC TC 2S 3D 4D AH 5S", 2: "2H", 3: "AD", 4: "KS", 0: "5C"})
    act(state, "1:BID:AC 2:BID:2H 3:BID:AD 4:BID:KS 0:BID:5C")
    act(state, "1:TAKE_SQUINT 2:PLAY_HAND 3:TAKE_SQUINT")
    action = choice("normal", state, 1)
    assert isinstance(action, Pass)
    assert all(card.rank not in (Rank.ACE, Rank.KING, Rank.QUEEN) for card in action.cards)


# --- the play -------------------------------------------------------------------------------


def test_misere_plays_its_highest_card_under_the_winner() -> None:
    hands = {
        1: "2S 9H 6H 3H 4S 5S 3C 4C 3D 4D",
        2: "KH 2C 5C 6C 7C 8C 9C TC JC QC",
        3: "TH AS KS QS JS TS 9S 8S 7S 6S",
        4: "7H AD KD QD JD TD 9D 8D 7D 6D",
        0: "5H AC KC 2D 5D 2H 4H 8H JH QH",
    }
    state = start(hands)
    act(state, "1:BID:2S 2:BID:5C 3:BID:9S 4:BID:8D 0:BID:5D 1:PLAY_HAND")
    act(state, "1:P:2S 2:P:2C 3:P:KS 4:P:6D 0:P:2D")
    # Seat 3 leads the ten of hearts; seat 1, the Misère player, can stay under it.
    act(state, "3:P:TH 4:P:7H 0:P:5H")
    for level in PLAYING_LEVELS:
        assert choice(level, state, 1) == Play(Card.parse("9H"))


def test_defenders_stay_under_a_misere_player_who_is_winning() -> None:
    hands = {
        1: "2S 9H 4S 5S 3C 4C 3D 4D 6S 7S",
        2: "KH 8H 2C 5C 6C 7C 8C 9C TC 3S",
        3: "KS 4H AS QS JS TS 9S 8S 2H 6H",
        4: "3H AD KD QD JD TD 9D 8D 7D 6D",
        0: "5H AC KC 2D 5D 7H TH JH QH AH",
    }
    state = start(hands)
    act(state, "1:BID:2S 2:BID:5C 3:BID:9S 4:BID:8D 0:BID:5D 1:PLAY_HAND")
    act(state, "1:P:2S 2:P:3S 3:P:KS 4:P:6D 0:P:2D")
    # Seat 1, the Misère player, had to play its only heart over the others: seat 2, last
    # to play, lets it win.
    act(state, "3:P:4H 4:P:3H 0:P:5H 1:P:9H")
    for level in PLAYING_LEVELS:
        assert choice(level, state, 2) == Play(Card.parse("8H"))


def test_a_defender_plays_under_to_leave_the_misere_player_on_top() -> None:
    """Seat 3 plays Misère with nothing but middling hearts and nobody after it holds a
    heart above the four: the three forces it to win, the nine would let it duck."""
    hands = {
        1: "4H TH JH QH 5S 6S 7S 3C 4C 5C",
        2: "3H 9H 8S 9S TS 6C 7C 8C 3D 4D",
        3: "5H 6H 7H 8H 2D 2S 3S 4S 2C 5D",
        4: "2H JS QS KS AS 9C TC JC 6D 7D",
        0: "QC KC AC 8D 9D TD JD QD KD AD",
    }
    state = start(hands, squint="AH KH")
    act(state, "1:BID:5S 2:BID:8C 3:BID:2D 4:BID:9C 0:BID:8D 3:PLAY_HAND 1:P:4H")
    for level in PLAYING_LEVELS:
        assert choice(level, state, 2) == Play(Card.parse("3H"))


def nemo_view(hand: str, trick: str) -> PlayView:
    """Seat 0 to play in Nemo, hearts the penalty, to ``trick`` (``"seat:card"`` items);
    every card not in hand or trick unseen, four cards in each other hand."""
    cards = parse_cards(hand)
    plays = tuple(
        (int(seat), Card.parse(card))
        for seat, _, card in (item.partition(":") for item in trick.split())
    )
    seen = mask_of((*cards, *(card for _, card in plays)))
    return PlayView(
        seat=0,
        hand=cards,
        trick=plays,
        stakes=Stakes((Contract(NEMO, SEATS, "H"),), ()),
        trump=None,
        penalty=Suit.HEARTS,
        unseen=((1 << 52) - 1) & ~seen,
        sizes=(len(cards), 4, 4, 4, 4),
        voids=(0,) * 5,
        won=(0, 1, 1, 1, 1),
        soiled=(False,) * 5,
    )


def test_nemo_ducks_a_trick_that_holds_a_penalty_card() -> None:
    view = nemo_view("KS 3S 5C 6D", "1:8S 2:2H 3:4S 4:9S")
    assert choose_card(view, parse_cards("KS 3S")) == Card.parse("3S")


def test_nemo_takes_a_clean_trick_with_its_high_card() -> None:
    view = nemo_view("KS 3S 5C 6D", "1:8S 2:7S 3:4S 4:9S")
    assert choose_card(view, parse_cards("KS 3S")) == Card.parse("KS")


def test_a_duo_partner_does_not_overtake_a_winning_partner() -> None:
    hands = {
        1: "4H AS KS QS 5C 6C 7C 8D 9D TD",
        3: "6H AH KH 3S 4S 5S 2C 3C 4D 5D",
        2: "9C 8H 7H 6S 7S 8S 9S QC KC AC",
        4: "TS TH JH QH 6D 7D JD QD KD AD",
        0: "3D 2H 3H 5H 9H 2S JS TC JC 2D",
    }
    state = start(hands)
    act(state, "1:BID:4H 2:BID:9C 3:BID:6H 4:BID:TS 0:BID:3D 1:PROPOSE_HAND 3:ACCEPT_HAND")
    # Forehand leads the ace of spades: seat 3, its partner, follows low.
    act(state, "1:P:AS 2:P:6S")
    for level in PLAYING_LEVELS:
        assert choice(level, state, 3) == Play(Card.parse("3S"))


# --- what the expert guesses ----------------------------------------------------------------


def test_guessed_deals_fit_what_the_seat_has_seen() -> None:
    hands = {
        1: "4H AS KS QS 5C 6C 7C 8D 9D TD",
        3: "6H AH KH 3S 4S 5S 2C 3C 4D 5D",
        2: "9C 8H 7H 6S 7S 8S 9S QC KC AC",
        4: "TS TH JH QH 6D 7D JD QD KD AD",
        0: "3D 2H 3H 5H 9H 2S JS TC JC 2D",
    }
    state = start(hands)
    act(state, "1:BID:4H 2:BID:9C 3:BID:6H 4:BID:TS 0:BID:3D 1:PROPOSE_HAND 3:ACCEPT_HAND")
    act(state, "1:P:5C 2:P:QC 3:P:2C 4:P:6D 0:P:TC")  # seat 4 shows it has no clubs
    observation = state.observation(1)
    seen = observation.visible_cards()
    guesser = Guesser(observation)
    rng = random.Random(5)
    for _ in range(50):
        world = guesser.world(rng)
        assert set(world) == {0, 2, 3, 4}
        for seat, hand in world.items():
            assert len(hand) == observation.hand_sizes[seat]
        held = [card for hand in world.values() for card in hand]
        assert len(set(held)) == len(held)
        assert not set(held) & (seen - {Card.parse(c) for c in ("9C", "6H", "TS", "3D")})
        assert all(card.suit is not Suit.CLUBS for card in world[4])
        # Bid cards stay with the seats that showed them.
        assert Card.parse("6H") in world[3] and Card.parse("TS") in world[4]


def test_the_expert_decides_the_same_way_from_the_same_seed() -> None:
    state = SquintState()
    state.apply(CHANCE, FirstDealer(2))
    state.apply(CHANCE, Deal(tuple(random.Random(11).sample(FULL_DECK, 52))))
    bots = bots_at("normal")
    while state.public_observation().phase != "play":
        seat = state.to_move()[0]
        state.apply(seat, bots[seat].choose(state.observation(seat)))
    seat = state.to_move()[0]
    observation = state.observation(seat)
    first = SquintBot("expert", random.Random(9)).choose(observation)
    again = SquintBot("expert", random.Random(9)).choose(observation)
    assert first == again
    assert first in observation.legal


# --- stakes ---------------------------------------------------------------------------------


def test_worth_is_own_points_less_the_others_mean() -> None:
    assert worth((40, -20, 0, 0, 0), 0) == 45
    assert worth((40, -20, 0, 0, 0), 2) == -5


def test_trick_values_follow_the_contracts() -> None:
    stakes = Stakes(
        (
            Contract(ACE_SOLO, (1,)),
            Contract(MISERE, (2,)),
        ),
        playing_hand=(2,),
    )
    gains = stakes.gains((0,) * 5, (False,) * 5, False)
    assert gains[1][1] > 0 > gains[1][3]  # the soloist wants its tricks
    assert gains[2][2] < gains[2][3]  # the Misère player wants none
    assert gains[3][2] > 0 > gains[3][1]  # a defender wants Misère to win, not the soloist
    later = stakes.gains((0, 0, 1, 0, 0), (False,) * 5, False)
    assert later[3][2] == later[3][4] > 0  # once Misère has failed, only the Ace Solo counts
    duo = Stakes((Contract(DUO, (1, 3), "H"),), playing_hand=())
    row = duo.gains((0,) * 5, (False,) * 5, False)[1]
    assert row[3] == row[1] > 0 > row[0]
    grand = Stakes((Contract(GRAND_SOLO, (4,), "S"),), ())
    assert grand.gains((0,) * 5, (False,) * 5, False)[0][2] > 0


# --- strength -------------------------------------------------------------------------------


def test_normal_beats_random_in_points_per_deal() -> None:
    """Three seeded deals, each played five times with one normal bot moving round the table
    and random bots in the other seats."""
    normal = field = 0.0
    for seed in range(3):
        for seat in SEATS:
            state = SquintState()
            chance = random.Random(seed)
            state.apply(CHANCE, FirstDealer(chance.randrange(5)))
            state.apply(CHANCE, state.sample_chance(chance))
            bots = [
                make_bot("squint", "normal" if s == seat else "random", random.Random(s))
                for s in SEATS
            ]
            while not state.public_observation().results:
                mover = state.to_move()[0]
                state.apply(mover, bots[mover].choose(state.observation(mover)))
            points = state.public_observation().results[0].points
            normal += points[seat]
            field += (sum(points) - points[seat]) / 4
    assert normal / 15 > field / 15 + 5
