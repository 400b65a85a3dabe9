"""The analysis in words: figures that round to nothing carry no sign, a Skruuvi game's
analysis says when no card cost a trick and reads again only the calls that mean something."""

from __future__ import annotations

import pytest
from finished_games import finished_skruuvi

from skruuvi_gui.analysis.skruuvi import review_bidding, review_cards
from skruuvi_gui.ui.library.analysis_text import _figure, _signed, analysed_seats, analysis_lines

MINUS = "\N{MINUS SIGN}"


@pytest.mark.parametrize(
    ("value", "figure", "signed"),
    [
        (-0.04, "0.0", "+0.0"),
        (0.04, "0.0", "+0.0"),
        (-0.06, f"{MINUS}0.1", f"{MINUS}0.1"),
        (-1.26, f"{MINUS}1.3", f"{MINUS}1.3"),
        (4.44, "4.4", "+4.4"),
    ],
)
def test_a_figure_that_rounds_to_nothing_has_no_sign(
    value: float, figure: str, signed: str
) -> None:
    assert _figure(value) == figure
    assert _signed(value) == signed


def test_a_skruuvi_analysis_reads_again_the_calls_that_say_something() -> None:
    record = finished_skruuvi().to_record()
    lines = [line.text for line in analysis_lines(record)]
    calls = [c for c in review_bidding(record) if c.meaning.code != "pass"]
    passes = len(review_bidding(record)) - len(calls)
    assert calls and passes  # the game has both, so the test can tell them apart
    assert not any("Nothing to bid now" in line for line in lines)
    start = lines.index("What each bid said by the book:")
    assert len(lines) - start - 1 == len(calls)
    costly = [r for r in review_cards(record, analysed_seats(record)) if r.cost > 0]
    quiet = "No card cost a trick against the best play." in lines
    assert quiet == (not costly)
    assert sum(", trick " in line for line in lines) == len(costly)
