"""Python's full collections, kept out of the moments of play.

A full collection walks every object the program holds: some 45,000 once a table stands,
30-50 ms on the GUI thread at whatever moment of play it falls (a card in flight stops).
When a table has been set up, a moment that takes longer anyway, everything is collected
once and what survives is set aside; at each new deal the young objects are collected (a
few milliseconds) and the survivors set aside too. A full collection then never comes to
walk a session's objects; the few cycles that die after being set aside wait for the next
table's set-up.
"""

from __future__ import annotations

import gc


def set_aside_long_lived() -> None:
    """Collect, then leave what survives out of later collections. What was set aside
    before is taken back first, so the garbage of a table put away is still collected."""
    gc.unfreeze()
    gc.collect()
    gc.freeze()


def set_aside_survivors() -> None:
    """Collect the young generations only, then set what survives aside with the rest."""
    gc.collect(1)
    gc.freeze()
