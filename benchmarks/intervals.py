"""The 95% intervals the strength and make-rate benchmarks print."""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence

Z95 = 1.96


def mean_interval(values: Sequence[float]) -> tuple[float, float, float]:
    """The mean of ``values`` and its normal-approximation 95% interval (low, high); with
    fewer than two values the interval is unknown: infinitely wide."""
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, -math.inf, math.inf
    half = Z95 * statistics.stdev(values) / math.sqrt(len(values))
    return mean, mean - half, mean + half


def wilson(hits: int, total: int) -> tuple[float, float]:
    """The 95% Wilson score interval of a share ``hits / total`` ((0, 1) for no trials)."""
    if total == 0:
        return 0.0, 1.0
    z = Z95
    share = hits / total
    centre = (share + z * z / (2 * total)) / (1 + z * z / total)
    half = z * math.sqrt(share * (1 - share) / total + z * z / (4 * total * total))
    half /= 1 + z * z / total
    return max(0.0, centre - half), min(1.0, centre + half)
