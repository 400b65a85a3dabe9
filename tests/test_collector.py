"""Setting the long-lived objects aside keeps nothing for good: what was set aside and has
since become garbage is collected the next time."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Iterator

import pytest

from skruuvi_gui.ui.collector import set_aside_long_lived, set_aside_survivors


class Node:
    """An object in a reference cycle, which only a collection frees."""

    def __init__(self) -> None:
        self.me = self


@pytest.fixture
def thawed() -> Iterator[None]:
    yield
    gc.unfreeze()


@pytest.mark.usefixtures("thawed")
def test_a_cycle_set_aside_is_left_alone_until_the_next_set_up() -> None:
    node = Node()
    ref = weakref.ref(node)
    set_aside_long_lived()
    assert gc.get_freeze_count() > 0
    del node
    gc.collect()
    assert ref() is not None  # set aside: no collection walks it
    set_aside_long_lived()
    assert ref() is None


@pytest.mark.usefixtures("thawed")
def test_garbage_is_collected_before_the_rest_is_set_aside() -> None:
    node = Node()
    ref = weakref.ref(node)
    del node
    set_aside_long_lived()
    assert ref() is None


@pytest.mark.usefixtures("thawed")
def test_at_a_new_deal_young_garbage_goes_and_the_survivors_are_set_aside() -> None:
    garbage, survivor = Node(), Node()
    gone, kept = weakref.ref(garbage), weakref.ref(survivor)
    del garbage
    before = gc.get_freeze_count()
    set_aside_survivors()
    assert gone() is None
    assert kept() is survivor
    assert gc.get_freeze_count() > before
    del survivor
    gc.collect()
    assert kept() is not None  # set aside until the next table's set-up
    set_aside_long_lived()
    assert kept() is None
