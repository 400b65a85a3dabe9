"""The bots' final contract under the traditional scoring (seed 001, spec §10.3): what a
strain and level change on the sheet besides the contract's own points, with exact figures,
and built hands and sheets where honours or the count below the line change the contract.

The letters ``ACBD`` seat the players 0-3 clockwise: 0 and 2 are partners against 1 and 3,
and seat 0 deals.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from skruuvi_gui.bots.skruuvi import judgement
from skruuvi_gui.bots.skruuvi.forecast import Forecast
from skruuvi_gui.bots.skruuvi.judgement import Judge, point_scale
from skruuvi_gui.bots.skruuvi.masks import mask_of
from skruuvi_gui.bots.skruuvi.searches import play_out
from skruuvi_gui.bots.skruuvi.showing import Shown, shown
from skruuvi_gui.bots.skruuvi.traditional import BelowLine, below_line_now, game_worth, sheet_extra
from skruuvi_gui.cards import FULL_DECK, parse_cards
from skruuvi_gui.rules.api import CHANCE
from skruuvi_gui.rules.skruuvi import (
    FIRST_BIDDING,
    TRADITIONAL,
    Bid,
    Deal,
    DealResult,
    DrawLetters,
    MakeBid,
    Pass,
    ScoreItem,
    SkruuviObservation,
    SkruuviOptions,
    SkruuviState,
    Strain,
    parse_action,
)

# --- what the rest of the sheet adds, exact figures ----------------------------------------


def test_honours_of_the_side_holding_more_count_ten_times_level_each() -> None:
    # §11: trump contract at level 5, declarers hold 6 honours -> 300.
    assert sheet_extra(Bid(5, Strain.HEARTS), 11, Shown((6, 3)), BelowLine()) == 300
    # The defenders holding more write theirs: 10 x 4 x 5 against the declarers.
    assert sheet_extra(Bid(4, Strain.SPADES), 10, Shown((4, 5)), BelowLine()) == -200


def test_declarers_under_seven_tricks_lose_their_honours() -> None:
    # 6 honours of 9 but 6 tricks: only the defenders' 3 count, 10 x 5 x 3.
    assert sheet_extra(Bid(5, Strain.HEARTS), 6, Shown((6, 3)), BelowLine()) == -150


def test_grandi_honours_and_the_game_its_trick_points_complete() -> None:
    # §11: grandi level 6, one side holds 3 aces -> 7 honours -> 420; 12 tricks x 6 = 72
    # below the line complete the side's first game, 200.
    assert sheet_extra(Bid(6, Strain.GRANDI), 12, Shown((7, 3)), BelowLine()) == 620


def test_honours_are_read_off_the_hands_at_play() -> None:
    hands = [
        mask_of(parse_cards("AS KS QS JS 2H 3H 4H 5H 6H 7H 8H 9H TH")),
        mask_of(parse_cards("2S 3S 4S 5S 6S 7S 8S 9S TS JH QH KH AH")),
        mask_of(parse_cards("2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC")),
        mask_of(parse_cards("2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD")),
    ]
    honours = {strain: shown(hands, 0, strain, ()).honours for strain in Strain}
    assert honours == {
        # AS AC and the trump honours of seats 0 and 2; AH AD and the opponents' ones.
        Strain.SPADES: (2 + 4, 2 + 1),
        Strain.HEARTS: (2 + 1, 2 + 4),
        Strain.CLUBS: (2 + 5, 2),
        Strain.DIAMONDS: (2, 2 + 5),
        # Twice the aces and one: 2-2, five each.
        Strain.GRANDI: (5, 5),
        Strain.MISERE: (0, 0),
    }
    # Grandi with the aces 2-2: the declaring side writes its 5 honours, 10 x 4 x 5.
    grandi = shown(hands, 0, Strain.GRANDI, ())
    assert sheet_extra(Bid(4, Strain.GRANDI), 10, grandi, BelowLine()) == 200
    # As the defenders of the same deal (side 1 taking), they write nothing.
    as_defenders = shown(hands, 1, Strain.GRANDI, ())
    assert sheet_extra(Bid(4, Strain.GRANDI), 3, as_defenders, BelowLine()) == -200


def test_painted_misere_writes_the_aces_its_opponents_won() -> None:
    aces = ((3, 1), (9, 1), (5, 0))  # the defenders won aces in tricks 3 and 9
    showing = Shown((0, 0), aces)
    # Declarers write 300 + 900, the defenders 500; the declarers' 12 x 5 = 60 below the
    # line (the opponents' tricks) complete their first game.
    assert sheet_extra(Bid(5, Strain.MISERE), 1, showing, BelowLine()) == 1200 - 500 + 200


def test_the_game_goes_to_the_side_its_deal_completes() -> None:
    assert game_worth(BelowLine((50, 0)), (40, 12)) == 200
    assert game_worth(BelowLine((20, 0), (1, 0)), (40, 12)) == 400
    assert game_worth(BelowLine((0, 55), (0, 2)), (36, 16)) == -600
    assert game_worth(BelowLine((10, 40)), (40, 12)) == 0
    # Both reach 60: the taking side needs 30 of its 40, the opponents 10 of their 12.
    assert game_worth(BelowLine((30, 50)), (40, 12)) == 200


# --- built hands and sheets ----------------------------------------------------------------

#: Seats 0 and 2 hold six hearts honours of nine (AH KH QH JH and AS, the trump ace twice)
#: and five spade honours (AS KS QS and AH).
HANDS = {
    0: "AH KH QS 2C 3C 4C 5D 6D 7D 8S 9S 2H",
    2: "QH JH AS KS 3H 4H 5H 6C 7C 8D 9D TC",
    1: "AC TH JS 2S 3S 4S 5C 8C 9C JC QC KC",
    3: "AD TS 7H 8H 9H 2D 3D 4D TD JD QD KD",
}


def final_bidding_after_partners_four_spades(*, named: bool = True) -> SkruuviState:
    """Seat 0 took the deal with 1 spade, exchanged, and named 4 spades: seat 2 calls
    (``named=False``: seat 0 is still to name its contract)."""
    fixed = {seat: list(parse_cards(text)) for seat, text in HANDS.items()}
    centre = [card for card in FULL_DECK if not any(card in cards for cards in fixed.values())]
    deck = [fixed[(1 + i) % 4][i // 4] for i in range(48)] + centre
    state = SkruuviState(SkruuviOptions(scoring=TRADITIONAL, length="alkupeli"))
    state.apply(CHANCE, DrawLetters((0, 2, 1, 3)))
    state.apply(CHANCE, Deal(tuple(deck)))
    state.apply(0, parse_action("BID:1S"))
    while state.observation(0).phase == FIRST_BIDDING:
        state.apply(state.to_move()[0], Pass())
    for step in ("0:GIVE:2C,3C,4C,5D", "2:GIVE:6C,7C,8D", "0:BID:4S")[: 3 if named else 2]:
        seat, _, text = step.partition(":")
        state.apply(int(seat), parse_action(text))
    return state


#: The built forecast's tricks for the taking side: 4 spades made with an overtrick, 4
#: hearts exactly, nothing else near.
TRICKS = {
    Strain.SPADES: 11,
    Strain.HEARTS: 10,
    Strain.CLUBS: 3,
    Strain.DIAMONDS: 3,
    Strain.GRANDI: 5,
    Strain.MISERE: 9,
}


def built_forecast(state: SkruuviState) -> Forecast:
    """Four guessed deals, all the real one as it stands, with ``TRICKS``."""
    hands = [mask_of(state.observation(seat).hand) for seat in range(4)]
    return Forecast(
        {strain: (tricks,) * 4 for strain, tricks in TRICKS.items()},
        TRADITIONAL,
        shown={strain: (shown(hands, 2, strain, ()),) * 4 for strain in Strain},
    )


def call_of(
    observation: SkruuviObservation, forecast: Forecast, *, sheet: bool, lowest: bool = False
) -> Bid:
    """The judged final call with ``forecast``; ``lowest``: among the lowest level's
    contracts only (the built forecast makes spades one level higher too)."""
    judge = Judge(observation)
    may_pass = any(isinstance(action, Pass) for action in observation.legal)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(judgement, "forecast", lambda *_, **__: forecast)
        if not sheet:
            patch.setattr(judgement, "sheet_worth", lambda *_: 0.0)
        bids = [action.bid for action in observation.legal if isinstance(action, MakeBid)]
        if lowest:
            bids = [bid for bid in bids if bid.level == judge.floor]
        return judge.final_call(bids, may_pass=may_pass, partner_standing=may_pass)


def test_the_built_deal_holds_what_it_says() -> None:
    state = final_bidding_after_partners_four_spades()
    forecast = built_forecast(state)
    assert forecast.shown[Strain.HEARTS][0].honours == (6, 3)
    assert forecast.shown[Strain.SPADES][0].honours == (5, 4)


def test_honours_turn_the_takers_four_spades_into_four_hearts() -> None:
    state = final_bidding_after_partners_four_spades(named=False)
    observation = state.observation(0)
    forecast = built_forecast(state)
    # The contract alone: 4S with 11 tricks 1000 + 44 - 8; 4H with 10 tricks 1000 + 40 - 12.
    assert call_of(observation, forecast, sheet=False, lowest=True) == Bid(4, Strain.SPADES)
    # With the sheet: spade honours 5 x 10 x 4 = 200, heart honours 6 x 10 x 4 = 240.
    judge = Judge(observation)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(judgement, "forecast", lambda *_, **__: forecast)
        assert judge.choice_value(Bid(4, Strain.SPADES)) == 1036 + 200
        assert judge.choice_value(Bid(4, Strain.HEARTS)) == 1028 + 240
    assert call_of(observation, forecast, sheet=True, lowest=True) == Bid(4, Strain.HEARTS)


def test_partners_four_spades_stands_against_a_gain_below_the_margin_on_this_scale() -> None:
    # The same 32 points more for hearts do not overrule partner: its margin, 12 points of
    # the modern table, is 12 x 1408 / 36 = 469 on the traditional sheet.
    assert point_scale(TRADITIONAL) == pytest.approx(1408 / 36)
    state = final_bidding_after_partners_four_spades()
    forecast = built_forecast(state)
    assert call_of(state.observation(2), forecast, sheet=True) == Bid(4, Strain.SPADES)


def sheet_so_far(observation: SkruuviObservation) -> SkruuviObservation:
    """The robber so far: the opponents' 4 hearts, 9 tricks to 4; 16 and 36 below."""
    result = DealResult(
        robber=observation.robber,
        deal=0,
        kind="alkupeli",
        dealer=3,
        contract="4H",
        declarer=1,
        knocks=0,
        tricks=(4, 9),
        points=(0, 0, 0, 0),
        items=(
            ScoreItem(0, "trick_points", 16, (4, 4)),
            ScoreItem(1, "trick_points", 36, (9, 4)),
            ScoreItem(0, "undertricks", 400, (1, 4, 1)),
        ),
    )
    return replace(observation, results=(result,))


def test_the_count_below_the_line_is_read_off_the_sheet() -> None:
    observation = sheet_so_far(final_bidding_after_partners_four_spades().observation(2))
    assert below_line_now(observation, 2) == BelowLine((16, 36), (0, 0))
    assert below_line_now(observation, 1) == BelowLine((36, 16), (0, 0))
    # Then a kotka deal completing the side's game, and one the opponents declared: kotka
    # counts from 0 after every deal.
    game = replace(
        observation.results[0],
        deal=1,
        kind="kotka",
        contract="6S",
        declarer=0,
        tricks=(12, 1),
        items=(ScoreItem(0, "trick_points", 72, (12, 6)), ScoreItem(0, "game", 200, (1,))),
    )
    kotka = replace(
        observation.results[0],
        deal=2,
        kind="kotka",
        contract="6D",
        tricks=(4, 9),
        items=(ScoreItem(0, "trick_points", 24, (4, 6)), ScoreItem(1, "trick_points", 54, (9, 6))),
    )
    later = replace(observation, results=(*observation.results, game, kotka))
    assert below_line_now(later, 2) == BelowLine((0, 0), (1, 0))


def test_a_game_within_reach_turns_four_hearts_back_into_four_spades() -> None:
    state = final_bidding_after_partners_four_spades(named=False)
    observation = sheet_so_far(state.observation(0))
    forecast = built_forecast(state)
    # 16 + 11 x 4 = 60 complete the side's first game in spades (200); 16 + 40 do not.
    judge = Judge(observation)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(judgement, "forecast", lambda *_, **__: forecast)
        assert judge.choice_value(Bid(4, Strain.SPADES)) == 1036 + 200 + 200
        assert judge.choice_value(Bid(4, Strain.HEARTS)) == 1028 + 240
    assert call_of(observation, forecast, sheet=True, lowest=True) == Bid(4, Strain.SPADES)


def test_misere_play_outs_trace_who_won_each_ace() -> None:
    # Each seat holds one whole suit: the leader (seat 1, hearts) wins every trick, and with
    # it every ace, its own and the three discarded to it.
    hands = [
        mask_of(parse_cards(" ".join(rank + suit for rank in "23456789TJQKA"))) for suit in "SHCD"
    ]
    aces: list[tuple[int, int]] = []
    assert play_out(hands, 1, -1, True, 0, aces) == 0
    assert len(aces) == 4
    assert all(side == 1 and 1 <= number <= 13 for number, side in aces)
