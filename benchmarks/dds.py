"""The DDS double-dummy solver of the ``endplay`` package, as the benchmarks' measuring tool
(never the bots'): an optional install, ``pip install endplay``.

Hands are the bots' bit masks by position (``bots/skruuvi/masks``); a trump of ``-1`` is
grandi (no trumps).
"""

from __future__ import annotations

import time

from skruuvi_gui.bots.skruuvi.masks import CARD_AT, SUIT_OF
from skruuvi_gui.cards import SUITS, Suit


def have_dds() -> bool:
    """Whether ``endplay`` is installed."""
    try:
        import endplay  # type: ignore[import-not-found, unused-ignore]  # noqa: F401
    except ImportError:
        return False
    return True


def dds_tricks(hands: list[int], trump: int, leader: int) -> tuple[int, float]:
    """Tricks for the leader's side by DDS, and the processor seconds it took."""
    from endplay.dds import solve_board  # type: ignore[import-not-found, unused-ignore]
    from endplay.types import Deal, Denom, Player  # type: ignore[import-not-found, unused-ignore]

    def pbn_hand(mask: int) -> str:
        groups = []
        for letter in "SHDC":
            low = 13 * SUIT_OF[Suit(letter)]
            groups.append(
                "".join(str(CARD_AT[b])[0] for b in range(low + 12, low - 1, -1) if mask >> b & 1)
            )
        return ".".join(groups)

    deal = Deal("N:" + " ".join(pbn_hand(mask) for mask in hands))
    denoms = {"S": Denom.spades, "H": Denom.hearts, "D": Denom.diamonds, "C": Denom.clubs}
    deal.trump = Denom.nt if trump < 0 else denoms[SUITS[trump].value]
    deal.first = (Player.north, Player.east, Player.south, Player.west)[leader]
    started = time.process_time()
    result = max(tricks for _, tricks in solve_board(deal))
    return result, time.process_time() - started
