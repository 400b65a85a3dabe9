"""Cards renumbered among those still out, for the searches.

Two positions whose hands hold the same cards *relative to each other* play alike: with the
king and queen of a suit gone, the jack is the top card. The searches therefore renumber each
suit's cards from the bottom of its thirteen bits among the cards still out (the ``present``
ones), so the hands themselves are the key of their table, equal cards sit on adjacent bits,
and the top card of a suit with ``n`` cards out is bit ``n - 1`` of its field. A finished
trick is *squeezed* out: its cards' bits are removed and the cards above them move down.
"""

from __future__ import annotations

from collections.abc import Sequence

#: Each suit's thirteen bits, as ``masks`` lays the cards out; here so that the searches,
#: which are compiled on their own (``searches``), import nothing of the package.
SUIT_MASKS: tuple[int, ...] = tuple(0x1FFF << (13 * i) for i in range(4))


def _compressions(width: int) -> tuple[tuple[int, ...], ...]:
    """``table[present][held]``: the bits of ``held`` packed down onto those of ``present``."""
    table = []
    for present in range(1 << width):
        row = []
        for held in range(1 << width):
            packed, out = 0, 0
            for bit in range(width):
                if present >> bit & 1:
                    if held >> bit & 1:
                        packed |= 1 << out
                    out += 1
            row.append(packed)
        table.append(tuple(row))
    return tuple(table)


_LOW = _compressions(7)
_HIGH = _compressions(6)


def _pack_suit(held: int, present: int) -> int:
    """One suit's ``held`` cards (13 bits) renumbered among the ``present`` ones."""
    low_present = present & 0x7F
    return _LOW[low_present][held & 0x7F] | (
        _HIGH[present >> 7][held >> 7] << low_present.bit_count()
    )


def renumber(masks: Sequence[int], present: int) -> list[int]:
    """Each mask (cards within ``present``) renumbered among the ``present`` cards."""
    packed = [0] * len(masks)
    for shift in (0, 13, 26, 39):
        suit_present = present >> shift & 0x1FFF
        if not suit_present:
            continue
        for index, mask in enumerate(masks):
            held = mask >> shift & 0x1FFF
            if held:
                packed[index] |= _pack_suit(held, suit_present) << shift
    return packed


def pack_position(
    hands: Sequence[int], leader: int, outstanding: int
) -> tuple[int, int, int, int, int]:
    """A position at a trick's start as a table key: the hands renumbered among the cards
    still out, and the leader."""
    packed = renumber(hands, outstanding)
    return (packed[0], packed[1], packed[2], packed[3], leader)


def _squeezes() -> tuple[tuple[int, ...], tuple[int, ...]]:
    keep, shift = [], []
    for bit in range(52):
        top = 13 * (bit // 13 + 1)
        keep.append(((1 << bit) - 1) | ((1 << 52) - 1) ^ ((1 << top) - 1))
        shift.append(((1 << (top - 1)) - 1) ^ ((1 << bit) - 1))
    return tuple(keep), tuple(shift)


#: ``mask & KEEP[bit] | mask >> 1 & SHIFT[bit]`` removes ``bit`` from a renumbered mask.
KEEP, SHIFT = _squeezes()
#: The same for four hands side by side, 64 bits apart in one int.
_LANES = 1 | 1 << 64 | 1 << 128 | 1 << 192
_KEEP4 = tuple(mask * _LANES for mask in KEEP)
_SHIFT4 = tuple(mask * _LANES for mask in SHIFT)
_HAND = (1 << 52) - 1


def squeeze(hands: Sequence[int], played: Sequence[int]) -> list[int]:
    """Four renumbered hands once the cards at the bits ``played`` (highest first) are
    gone."""
    lanes = hands[0] | hands[1] << 64 | hands[2] << 128 | hands[3] << 192
    for bit in played:
        lanes = lanes & _KEEP4[bit] | lanes >> 1 & _SHIFT4[bit]
    return [lanes & _HAND, lanes >> 64 & _HAND, lanes >> 128 & _HAND, lanes >> 192]
