"""What one guessed deal shows when play starts, for the traditional scoring's sheet: each
side's honours in a strain and, in painted misère, the aces' tricks. The forecast keeps one
per guessed deal; ``traditional.sheet_worth`` weighs them."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from skruuvi_gui.bots.skruuvi.masks import CARD_AT
from skruuvi_gui.cards import Card
from skruuvi_gui.rules.skruuvi import Strain
from skruuvi_gui.rules.skruuvi.traditional import honour_counts


@dataclass(frozen=True, slots=True)
class Shown:
    """What one guessed deal shows in one strain, the taking side as side 0: each side's
    honours, and (painted misère) each ace's trick number and the side that won it."""

    honours: tuple[int, int]
    aces: tuple[tuple[int, int], ...] = ()


def shown(
    hands: Sequence[int], taking: int, strain: Strain, aces: Sequence[tuple[int, int]]
) -> Shown:
    """The showing of the guessed deal ``hands`` (bit masks by position) when play starts
    in ``strain``, ``taking``'s side as side 0."""
    ours = hands[taking] | hands[(taking + 2) % 4]
    theirs = hands[(taking + 1) % 4] | hands[(taking + 3) % 4]
    honours = honour_counts((_cards(ours), _cards(theirs)), strain)
    return Shown(honours, tuple(aces))


def _cards(mask: int) -> list[Card]:
    return [CARD_AT[bit] for bit in range(52) if mask >> bit & 1]
