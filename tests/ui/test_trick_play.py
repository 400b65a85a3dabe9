"""The trick in play and the tricks won, as a table of tricks draws them."""

from __future__ import annotations

from dataclasses import dataclass, field

from skruuvi_gui.cards import Card, parse_cards
from skruuvi_gui.rules.tricks import Trick
from skruuvi_gui.ui.table.trick_play import TrickPlay


@dataclass
class _Table(TrickPlay):
    hands: dict[int, list[Card]] = field(default_factory=dict)

    def _take(self, seat: int, card: Card) -> None:
        self.hands[seat].remove(card)


def test_a_trick_is_played_shown_won_and_gathered_to_its_winner() -> None:
    a, b, c, d = parse_cards("AS KH 7D 2C")
    table = _Table(hands={0: [a, d], 1: [b], 2: [c]})
    for seat, card in ((0, a), (1, b), (2, c)):
        table.play(seat, card)
    assert table.hands == {0: [d], 1: [], 2: []}
    assert table.trick == [(0, a), (1, b), (2, c)]
    table.mark_winner(1)
    assert table.winning == b
    table.gather(1)
    assert table.tricks == [Trick(1, ((0, a), (1, b), (2, c)), 1)]
    assert not table.trick
    assert table.winning is None
    assert [table.won(seat) for seat in range(3)] == [0, 1, 0]
    table.gather(2)  # nothing in play: no trick to gather
    assert len(table.tricks) == 1
    table.play(0, d)
    table._no_tricks()
    assert not table.trick
    assert not table.tricks
    assert table.winning is None
