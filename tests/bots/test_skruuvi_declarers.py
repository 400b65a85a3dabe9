"""The Skruuvi declaring side on constructed hands: drawing trumps in the play, the partner's
half of the taker's exchange (in the table's choice and in the forecasts), the partner's
guessed lengths, and the forecasts' allowance for sound defence.

The letters ``ACBD`` seat the players 0-3 clockwise: 0 and 2 are partners against 1 and 3,
and seat 0 deals (so bids first).
"""

from __future__ import annotations

import random
import statistics

import pytest

from skruuvi_gui.bots.skruuvi import SkruuviBot, exchange
from skruuvi_gui.bots.skruuvi.forecast import (
    ALLOWANCE_AFTER_EXCHANGE,
    ALLOWANCE_BEFORE_EXCHANGE,
    DEALS_AFTER_EXCHANGE,
    MISERE_ALLOWANCE,
    WIDE_TIMES,
    Forecast,
    forecast,
    partner_to_give,
)
from skruuvi_gui.bots.skruuvi.masks import BIT_OF, CARD_AT, SUIT_MASKS, SUIT_OF, mask_of
from skruuvi_gui.bots.skruuvi.sampling import sample_hands
from skruuvi_gui.bots.skruuvi.searches import choose_bit, partner_gives
from skruuvi_gui.cards import FULL_DECK, Card, Rank, Suit, parse_cards
from skruuvi_gui.rules.api import CHANCE
from skruuvi_gui.rules.skruuvi import (
    Bid,
    Deal,
    DrawLetters,
    Give,
    SkruuviOptions,
    SkruuviState,
    Strain,
    parse_action,
    score_contract,
)

HEARTS = SUIT_OF[Suit.HEARTS]
TAKER = "AH KH QH JH TH 9H AS KS 5C 2C 8D 4D"
PARTNER = "8H 7H 3S 4S 6C 7C 9C TC JD QD KD AD"


def bit(card: str) -> int:
    return BIT_OF[Card.parse(card).index]


def lead(hand: str, gone: str = "") -> str:
    """The rule-of-thumb lead in hearts from ``hand`` with ``gone`` already played."""
    outstanding = mask_of(FULL_DECK) & ~mask_of(parse_cards(gone)) if gone else mask_of(FULL_DECK)
    chosen = choose_bit(mask_of(parse_cards(hand)), [], 0, HEARTS, outstanding, misere=False)
    return str(CARD_AT[chosen])


# --- drawing trumps ----------------------------------------------------------------------------


def test_declarer_long_in_trumps_leads_a_low_trump_to_drive_out_the_ace() -> None:
    # Eight hearts without the ace: five are out; the low one goes first.
    assert lead("KH QH JH TH 9H 8H 7H 2H AS KS 2C 3D 4D") == "2H"


def test_declarer_with_the_master_trump_cashes_it() -> None:
    assert lead("AH KH QH JH TH 9H 8H 7H 2S 3S 2C 3D 4D") == "AH"


def test_short_trumps_are_not_drawn() -> None:
    # Three hearts against ten out: the side suits' top cards are cashed instead.
    assert lead("KH 5H 2H AS KS QS 2C 3C 4C 5D 6D 7D 8D") == "AS"


def test_trumps_all_drawn_the_long_suit_is_set_up() -> None:
    gone = "AH KH QH JH TH 9H 8H 7H 4H 3H 2H"
    assert lead("6H 5H 2S 3S 9C 8C 7C 6C 5C 2D", gone) == "5C"


# --- the partner's half of the taker's exchange ------------------------------------------------


def opening(taker: str = TAKER) -> SkruuviState:
    """An alkupeli deal by seat 0 with the ``taker`` and ``PARTNER`` hands, seat 0 to bid."""
    state = SkruuviState(SkruuviOptions(length="alkupeli"))
    state.apply(CHANCE, DrawLetters((0, 2, 1, 3)))
    fixed = {0: list(parse_cards(taker)), 2: list(parse_cards(PARTNER))}
    rest = [card for card in FULL_DECK if not any(card in cards for cards in fixed.values())]
    random.Random(0).shuffle(rest)
    dealt: dict[int, list[Card]] = {}
    for seat in range(4):
        mine = fixed.get(seat, [])
        dealt[seat], rest = mine + rest[: 12 - len(mine)], rest[12 - len(mine) :]
    state.apply(CHANCE, Deal(tuple(dealt[(1 + i) % 4][i // 4] for i in range(48)) + tuple(rest)))
    return state


def taker_exchange(taker_gives: str, taker: str = TAKER) -> SkruuviState:
    """Seat 0 takes the deal with a first-round 1H (everyone else passing) and gives four
    cards to its partner, seat 2, whose turn it is."""
    state = opening(taker)
    state.apply(0, parse_action("BID:1H"))
    while state.observation(0).phase == "first_bidding":
        state.apply(state.to_move()[0], parse_action("PASS"))
    state.apply(0, parse_action("GIVE:" + taker_gives))
    return state


def partner_give(state: SkruuviState) -> Give:
    action = SkruuviBot("normal", random.Random(0)).choose(state.observation(2))
    assert isinstance(action, Give)
    return action


def test_partner_returns_its_highest_trump_to_a_taker_who_kept_its_trumps() -> None:
    left, to_taker, right = partner_give(taker_exchange("2C,5C,4D,6D")).cards
    assert str(to_taker) == "8H"
    assert left.suit is not Suit.HEARTS and right.suit is not Suit.HEARTS


def test_partner_keeps_the_trumps_when_the_taker_sent_trumps_over() -> None:
    cards = partner_give(taker_exchange("5H,6H,2C,5C")).cards
    assert not any(card.suit is Suit.HEARTS for card in cards)


def test_partner_forecast_carries_out_its_own_half_first() -> None:
    observation = taker_exchange("2C,5C,4D,6D").observation(2)
    assert partner_to_give(observation)
    outlook = forecast(observation, 0)
    # The taker's hearts (five at least, two honours among them, by its 1H) with partner's
    # higher trump to come: hearts is the strain by a trick and a half or more (over many
    # seeds about two; 24 guessed deals wander by a third of a trick); every guessed deal is
    # played to its end.
    means = {strain: statistics.fmean(counts) for strain, counts in outlook.tricks.items()}
    assert means[Strain.HEARTS] >= 9.5
    assert all(
        means[Strain.HEARTS] >= mean + 1.5
        for s, mean in means.items()
        if s.trump not in (None, Suit.HEARTS)
    )
    assert all(len(counts) == DEALS_AFTER_EXCHANGE for counts in outlook.tricks.values())


def test_expert_gives_by_a_wide_forecast_and_normal_by_a_plain_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    observation = taker_exchange("2C,5C,4D,6D").observation(2)
    wide = forecast(observation, 0, wide=True)
    assert WIDE_TIMES > 1
    assert all(len(counts) == WIDE_TIMES * DEALS_AFTER_EXCHANGE for counts in wide.tricks.values())
    asked: list[tuple[bool, bool]] = []

    def recorded(*args: object, wide: bool = False, exact: bool = False) -> Forecast:
        asked.append((wide, exact))
        return forecast(*args, wide=wide, exact=exact)  # type: ignore[arg-type]

    monkeypatch.setattr(exchange, "forecast", recorded)
    for level in ("normal", "expert", "club"):
        SkruuviBot(level, random.Random(1)).choose(observation)
    assert asked == [(False, False), (True, True), (True, False)]


def test_simulated_partner_half_sends_the_top_trump_and_makes_voids() -> None:
    hands = [
        mask_of(parse_cards("AH KH QH JH TH 9H 5H 6H AS KS 8D TD 6D")),
        mask_of(parse_cards("2S 5S 6S 7S 8S 9S TS JS QS 3H 4H 2H")),
        mask_of(parse_cards("8H 7H 3S 4S 6C 7C 9C TC JD QD KD AD 2C 5C 4D")),
        mask_of(parse_cards("AC KC QC JC 8C 3C 3D 5D 7D 9D 2D")),
    ]
    partner_gives(hands, 0, SUIT_OF[Suit.HEARTS], False, True, kotka=False)
    assert [hand.bit_count() for hand in hands] == [14, 13, 12, 12]
    assert hands[0] >> bit("8H") & 1  # the higher trump went to the taker
    assert hands[2] >> bit("7H") & 1
    assert not hands[2] & SUIT_MASKS[SUIT_OF[Suit.SPADES]]  # the opponents' cards made a void
    assert hands[2] & SUIT_MASKS[HEARTS] == mask_of(parse_cards("7H"))


# --- the allowance for sound defence -----------------------------------------------------------


def test_allowance_moves_each_guessed_deal_against_the_taking_side() -> None:
    counts = {Strain.HEARTS: (11, 12), Strain.MISERE: (2, 3)}
    plain = Forecast(counts, "modern")
    assert plain.made(Bid(5, Strain.HEARTS)) == 1.0
    half = Forecast(counts, "modern", allowance=0.5)
    # 11 tricks count half as 10 (down one), 12 half as 11: three quarters made.
    assert half.made(Bid(5, Strain.HEARTS)) == 0.75
    assert half.made(Bid(6, Strain.HEARTS)) == 0.25
    whole = Forecast(counts, "modern", allowance=1.0)
    assert whole.made(Bid(5, Strain.HEARTS)) == 0.5
    # Misère (5: two tricks at most) moves by its own allowance only, towards more tricks.
    assert whole.made(Bid(5, Strain.MISERE)) == plain.made(Bid(5, Strain.MISERE)) == 0.5
    forced = Forecast(counts, "modern", allowance=1.0, misere_allowance=0.75)
    # 2 forced tricks count a quarter as 2 (made) and three quarters as 3; 3 as 3 and 4.
    assert forced.made(Bid(5, Strain.MISERE)) == 0.125
    assert forced.made(Bid(5, Strain.HEARTS)) == 0.5
    expected = statistics.fmean(score_contract("5H", tricks) for tricks in (10, 11))
    assert whole.expected(Bid(5, Strain.HEARTS)) == expected


def test_forecasts_carry_the_measured_allowance() -> None:
    assert forecast(opening().observation(0), 0).allowance == ALLOWANCE_BEFORE_EXCHANGE
    given = taker_exchange("2C,5C,4D,6D")
    assert forecast(given.observation(2), 0).allowance == ALLOWANCE_AFTER_EXCHANGE
    assert forecast(given.observation(2), 0).misere_allowance == MISERE_ALLOWANCE


def test_partner_guesses_the_honours_of_the_takers_strong_suit_with_the_taker() -> None:
    # 1H promised five hearts with two honours at least: every guessed deal keeps two of the
    # honours partner cannot see with the taker, not only five hearts of any rank.
    observation = taker_exchange("2C,5C,4D,6D").observation(2)
    honours = {Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN}
    for seed in range(20):
        hand = sample_hands(observation, random.Random(seed))[0]
        assert len([c for c in hand if c.suit is Suit.HEARTS and c.rank in honours]) >= 2


def test_cards_given_to_a_defender_stay_with_the_defenders_in_the_guesses() -> None:
    # The defenders swap a card after partner gave each of them one: the card may have moved
    # to the other defender, never to the taker.
    state = taker_exchange("2C,5C,4D,6D")
    bots = {seat: SkruuviBot("normal", random.Random(seat)) for seat in range(4)}
    while state.observation(0).phase != "play":
        seat = state.to_move()[0]
        state.apply(seat, bots[seat].choose(state.observation(seat)))
    observation = state.observation(2)
    assert any(giver in (1, 3) for giver, _, _ in observation.passed[-2:])
    to_defenders = [c for t in observation.given if t.to_seat in (1, 3) for c in t.cards]
    assert len(to_defenders) == 2
    for seed in range(20):
        hands = sample_hands(observation, random.Random(seed))
        assert not set(to_defenders) & set(hands[0]), seed


def test_partner_guesses_the_takers_shown_trumps_less_those_it_sent() -> None:
    # The taker's 1H showed five hearts; it sent none over, so it still holds five at least.
    observation = taker_exchange("2C,5C,4D,6D").observation(2)
    guesses = [sample_hands(observation, random.Random(seed))[0] for seed in range(10)]
    assert all(len([c for c in hand if c.suit is Suit.HEARTS]) >= 5 for hand in guesses)
    observation = taker_exchange("2C,5C,5H,6H").observation(2)
    guesses = [sample_hands(observation, random.Random(seed))[0] for seed in range(10)]
    assert all(len([c for c in hand if c.suit is Suit.HEARTS]) >= 3 for hand in guesses)


def test_a_trump_from_partner_puts_the_higher_trumps_with_the_opponents() -> None:
    # The taker kept its hearts; partner returns its highest, the eight: the queen and the
    # ten the taker lacks are with the opponents.
    state = taker_exchange("2C,5C,3D,4D", taker="AH KH JH 9H 5H AS KS 5C 2C 8D 4D 3D")
    assert str(partner_give(state).cards[1]) == "8H"
    state.apply(2, partner_give(state))
    state.apply(0, parse_action("BID:5H"))
    bots = {seat: SkruuviBot("normal", random.Random(seat)) for seat in range(4)}
    while (observation := state.observation(state.to_move()[0])).phase != "play":
        seat = state.to_move()[0]
        final = observation.phase == "final_bidding"
        state.apply(seat, parse_action("PASS") if final else bots[seat].choose(observation))
    observation = state.observation(0)
    assert observation.trump is Suit.HEARTS
    higher = {Card.parse(card) for card in ("QH", "TH")} - set(observation.hand)
    assert higher
    for seed in range(20):
        assert not higher & set(sample_hands(observation, random.Random(seed))[2]), seed
    # The defenders swapped too: west sent its higher trump, the queen, to east, so east
    # guesses the ace and the king of trumps on the declaring side.
    east = state.observation(3)
    assert [t.cards for t in east.received if t.from_seat == 1] == [(Card.parse("QH"),)]
    for seed in range(20):
        west = sample_hands(east, random.Random(seed))[1]
        assert not {Card.parse("AH"), Card.parse("KH")} & set(west), seed
