"""What each seat's plate says and shows: its colour (contractor or opponent), its badges
(dealer, forehand, contract, hand play) and its status (bid card laid, tricks won, and in
Nemo how many of them are clean)."""

from __future__ import annotations

from PySide6.QtGui import QColor

from skruuvi_gui.rules.api import Seat
from skruuvi_gui.rules.squint import CHOOSE, DEAL, GAME_OVER, NEMO, PLAY, SquintObservation
from skruuvi_gui.ui.squint import words
from skruuvi_gui.ui.squint.picture import SquintPicture

CONTRACTOR = "#f4a340"
OPPONENT = "#5cb8ff"


def seat_colour(obs: SquintObservation, seat: Seat) -> QColor | None:
    """Contractors in one colour, their opponents in another; nobody's in Nemo."""
    contracts = [c for c in obs.contracts if c.kind not in (NEMO, CHOOSE)]
    if not contracts or obs.phase in (DEAL, GAME_OVER):
        return None
    playing = any(seat in contract.seats for contract in contracts)
    return QColor(CONTRACTOR if playing else OPPONENT)


def badges(obs: SquintObservation, seat: Seat) -> tuple[str, ...]:
    """Dealer, forehand until the first trick is led, the seat's contract and hand play."""
    if obs.phase == GAME_OVER:
        return ()
    marks: list[str] = []
    if seat == obs.dealer:
        marks.append(words.word("dealer_badge"))
    if seat == obs.forehand and not (obs.tricks or obs.trick):
        marks.append(words.word("forehand_badge"))
    for contract in obs.contracts:
        if contract.kind not in (NEMO, CHOOSE) and seat in contract.seats:
            marks.append(words.contract_name(contract.kind))
    if seat in obs.playing_hand:
        marks.append(words.hand_badge())
    return tuple(marks)


def status(obs: SquintObservation, picture: SquintPicture, seat: Seat) -> str:
    """While bidding: whether the seat has laid its bid card; once the play is on: its
    tricks as the table shows them, and in Nemo the clean ones."""
    if picture.bids and not picture.revealed:
        return words.word("picked_status") if seat in picture.bids else ""
    if not (picture.tricks or picture.trick or obs.phase == PLAY):
        return ""
    won = picture.won(seat)
    penalty = obs.penalty
    if penalty is None:
        return words.tricks_status(won)
    clean = sum(
        1
        for trick in picture.tricks
        if trick.winner == seat and all(card.suit is not penalty for card in trick.cards)
    )
    return words.nemo_status(won, clean)
