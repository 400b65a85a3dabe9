"""The writer that saves off the GUI thread: one write at a time, in order, the newest state
winning over any still waiting, and ``flush`` waiting for all of it."""

from __future__ import annotations

import threading
from collections.abc import Callable

from hypothesis import given, settings
from hypothesis import strategies as st

from skruuvi_gui.save_writer import SaveWriter


def hold_first_write(writer: SaveWriter, write: Callable[[], None]) -> threading.Event:
    """Submit ``write`` and wait until the writer is under way with it; the write finishes
    once the returned event is set, so later writes wait behind it."""
    under_way, go_on = threading.Event(), threading.Event()

    def first() -> None:
        under_way.set()
        go_on.wait(10)
        write()

    writer.submit(first)
    assert under_way.wait(10)
    return go_on


def test_writes_run_on_their_own_thread_and_a_newer_one_replaces_the_one_waiting() -> None:
    written: list[tuple[int, str]] = []
    writer = SaveWriter(name="saving")
    go_on = hold_first_write(writer, lambda: written.append((1, threading.current_thread().name)))
    writer.submit(lambda: written.append((2, threading.current_thread().name)))
    writer.submit(lambda: written.append((3, threading.current_thread().name)))
    assert writer.busy
    go_on.set()
    writer.flush()
    assert not writer.busy
    assert written == [(1, "saving"), (3, "saving")]
    assert writer.outcomes() == [None, None]
    assert writer.outcomes() == []
    writer.close()
    assert "saving" not in {thread.name for thread in threading.enumerate()}


def test_a_failed_write_is_an_outcome_in_its_place_and_the_next_write_still_runs() -> None:
    told = threading.Semaphore(0)
    writer = SaveWriter(told.release)
    refusal = PermissionError(13, "Permission denied")

    def refused() -> None:
        raise refusal

    writer.submit(refused)
    writer.flush()
    writer.submit(lambda: None)
    writer.flush()
    assert writer.outcomes() == [refusal, None]
    assert told.acquire(timeout=0) and told.acquire(timeout=0)
    assert not told.acquire(timeout=0)
    writer.close()


def test_a_closed_writer_writes_what_was_waiting_and_starts_again_on_the_next_write() -> None:
    written: list[int] = []
    writer = SaveWriter()
    go_on = hold_first_write(writer, lambda: written.append(1))
    writer.submit(lambda: written.append(2))
    go_on.set()
    writer.close()
    assert written == [1, 2]
    writer.submit(lambda: written.append(3))
    writer.close()
    assert written == [1, 2, 3]


def test_a_discarded_write_never_runs() -> None:
    written: list[int] = []
    writer = SaveWriter()
    go_on = hold_first_write(writer, lambda: written.append(1))
    writer.submit(lambda: written.append(2))
    writer.discard_pending()
    go_on.set()
    writer.flush()
    assert written == [1]
    writer.close()


def test_flush_returns_at_once_with_nothing_written() -> None:
    writer = SaveWriter()
    writer.flush()
    assert writer.outcomes() == []


@settings(max_examples=30, deadline=None)
@given(st.lists(st.booleans(), min_size=1, max_size=12))
def test_the_last_state_handed_in_is_written_last_and_never_out_of_order(
    flushes: list[bool],
) -> None:
    """Whatever the timing, the states written are in the order handed in, and once
    flushed the newest is written (after a flush nothing handed in before is dropped)."""
    written: list[int] = []
    writer = SaveWriter()
    for state, flush in enumerate(flushes):
        writer.submit(lambda state=state: written.append(state))  # type: ignore[misc]
        if flush:
            writer.flush()
            assert written[-1] == state
    writer.flush()
    assert written == sorted(set(written))
    assert written[-1] == len(flushes) - 1
    assert len(writer.outcomes()) == len(written)
    writer.close()
