"""Setting the program's objects aside keeps nothing of a table for good: what is set aside
is left out of later collections, what came after is collected, and setting aside again
takes back what was set aside before."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Iterator

import pytest

from skruuvi_gui.ui.collector import (
    GuiThreadCollector,
    collect_all_not_set_aside,
    set_aside_program,
)


class Node:
    """An object in a reference cycle, which only a collection frees."""

    def __init__(self) -> None:
        self.me = self


@pytest.fixture
def thawed() -> Iterator[None]:
    yield
    gc.unfreeze()


@pytest.mark.usefixtures("thawed")
def test_what_is_set_aside_is_left_alone_and_what_came_after_is_collected() -> None:
    program = Node()
    set_aside = weakref.ref(program)
    set_aside_program()
    assert gc.get_freeze_count() > 0
    table = Node()
    came_after = weakref.ref(table)
    del program, table
    collect_all_not_set_aside()
    assert came_after() is None  # a table put away: never set aside, collected
    assert set_aside() is not None  # set aside: no collection walks it
    set_aside_program()  # a window opened again: what was set aside is taken back
    assert set_aside() is None


@pytest.mark.usefixtures("thawed")
def test_garbage_is_collected_before_the_rest_is_set_aside() -> None:
    node = Node()
    ref = weakref.ref(node)
    del node
    set_aside_program()
    assert ref() is None


def test_no_collection_falls_while_held(qapp: object, monkeypatch: pytest.MonkeyPatch) -> None:
    """While a table is set up and first drawn, a due collection waits; after, it runs."""
    collected: list[int] = []
    monkeypatch.setattr(gc, "collect", collected.append)
    monkeypatch.setattr(gc, "get_count", lambda: (701, 11, 11))  # every generation due
    collector = GuiThreadCollector()
    collector.hold(60_000)
    collector.collect_due()
    assert collected == []
    collector.hold(0)
    collector.collect_due()
    assert collected == [2]
