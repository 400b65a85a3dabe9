"""The intervals every strength benchmark prints its figures with."""

from __future__ import annotations

import math

import pytest

from benchmarks.intervals import mean_interval, wilson


def test_mean_interval_is_the_mean_with_1_96_standard_errors() -> None:
    mean, low, high = mean_interval([1.0, 2.0, 3.0])
    assert mean == 2.0
    assert high - mean == pytest.approx(1.96 / math.sqrt(3))
    assert mean - low == pytest.approx(1.96 / math.sqrt(3))


def test_one_value_leaves_the_interval_unknown() -> None:
    assert mean_interval([5.0]) == (5.0, -math.inf, math.inf)


def test_wilson_interval_of_six_wins_in_eight() -> None:
    low, high = wilson(6, 8)
    assert (round(low, 3), round(high, 3)) == (0.409, 0.929)


def test_wilson_interval_stays_within_zero_and_one() -> None:
    assert wilson(0, 0) == (0.0, 1.0)
    assert wilson(0, 10)[0] == 0.0
    assert wilson(10, 10)[1] == 1.0
