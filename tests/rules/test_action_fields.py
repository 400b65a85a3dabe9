"""An action whose fields are of the wrong type is an illegal action like any other: refused
with its reason, the state unchanged, never a ``TypeError`` or a misreading."""

from __future__ import annotations

import pytest

from skruuvi_gui.cards import Card, parse_cards
from skruuvi_gui.rules import game_spec
from skruuvi_gui.rules.api import CHANCE, Action, IllegalActionError, State
from skruuvi_gui.rules.chance import Deal, FirstDealer
from skruuvi_gui.rules.cribbage import Discard as CribbageDiscard
from skruuvi_gui.rules.cribbage import Play as CribbagePlay
from skruuvi_gui.rules.fields import check_fields
from skruuvi_gui.rules.skruuvi import Bid, MakeBid, Strain


def fresh(game_id: str) -> State:
    spec = game_spec(game_id)
    return spec.new_state(spec.default_options())


@pytest.mark.parametrize(
    ("action", "reason"),
    [
        (FirstDealer(1.5), "FirstDealer: seat cannot be 1.5 (float)"),  # type: ignore[arg-type]
        (FirstDealer(True), "FirstDealer: seat cannot be True (bool)"),
        (FirstDealer("1"), "FirstDealer: seat cannot be '1' (str)"),  # type: ignore[arg-type]
    ],
)
def test_a_first_dealer_that_is_no_seat_number_is_refused(action: Action, reason: str) -> None:
    state = fresh("cribbage")
    before = state.public_observation()
    with pytest.raises(IllegalActionError) as refused:
        state.apply(CHANCE, action)
    assert str(refused.value) == reason
    assert state.public_observation() == before


@pytest.mark.parametrize(
    "action",
    [MakeBid(None), MakeBid("6H")],  # type: ignore[arg-type]
)
def test_a_bid_that_is_no_bid_is_refused_not_read_as_a_pass(action: Action) -> None:
    state = fresh("skruuvi")
    with pytest.raises(IllegalActionError, match="MakeBid: bid cannot be"):
        state.apply(0, action)


@pytest.mark.parametrize(
    ("action", "field"),
    [
        (Deal(list(parse_cards("AS KS"))), "deck"),  # type: ignore[arg-type]
        (Deal((*parse_cards("AS KS"), "QS")), "deck"),  # type: ignore[arg-type]
        (CribbageDiscard(("AS", "KS")), "cards"),  # type: ignore[arg-type]
        (CribbagePlay(parse_cards("AS")[0], claim=2.0), "claim"),  # type: ignore[arg-type]
    ],
)
def test_containers_and_optional_fields_are_checked_item_by_item(
    action: Action, field: str
) -> None:
    with pytest.raises(IllegalActionError, match=f": {field} cannot be"):
        check_fields(action)


def test_well_typed_actions_pass_the_check() -> None:
    card: Card = parse_cards("AS")[0]
    for action in (
        FirstDealer(0),
        Deal(tuple(parse_cards("AS KS"))),
        CribbagePlay(card, claim=None),
        CribbagePlay(card, claim=3),
        MakeBid(Bid(6, Strain.HEARTS)),
    ):
        check_fields(action)
