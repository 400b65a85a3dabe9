"""The taker's exchange carried out in guessed deals as the book advises, on bitmasks (see
``masks``): the forecasts play it in every guessed deal before playing the deal out, so it
is compiled with the searches (``searches``).

Hands are indexed by position; a suit is a number 0-3 and ``trump`` -1 where there is none.
"""

from __future__ import annotations

from collections.abc import Sequence

from skruuvi_gui.bots.skruuvi.cardplay import bits_of
from skruuvi_gui.bots.skruuvi.relative import SUIT_MASKS

_ACE = 12


def exchange(
    hands: list[int], taker: int, trump: int, misere: bool, centre: int, *, kotka: bool
) -> None:
    """Carry out the taker's exchange in ``hands`` (positions): concentrate the trumps in the
    hand with more of them and make voids in the other suits, or in misère send the
    dangerous high cards away. Alkupeli: the taker takes the centre cards and gives four;
    the partner gives one to each other seat. Kotka: four each way. ``trump`` is a suit
    number, -1 in grandi and misère."""
    partner = (taker + 2) % 4
    hands[taker] |= centre
    master_taker = trump < 0 or _length(hands[taker], trump) >= _length(hands[partner], trump)
    four = _to_partner(hands[taker], trump, misere, master_taker)
    _move(hands, taker, partner, four)
    partner_gives(hands, taker, trump, misere, master_taker, kotka=kotka)


def partner_gives(
    hands: list[int], taker: int, trump: int, misere: bool, master_taker: bool, *, kotka: bool
) -> None:
    """The partner's half of the taker's exchange, once the taker's four cards are in its
    hand: in kotka four back (its trumps when the taker carries the contract); in alkupeli a
    card to each opponent that empties a suit, and to the taker its highest trump when the
    taker carries the contract, else another card that makes a void."""
    partner = (taker + 2) % 4
    if kotka:
        back = _to_partner(hands[partner], trump, misere, not master_taker)
        _move(hands, partner, taker, back)
        return
    partner_hand = hands[partner]
    if misere:
        dangerous = _dangerous(partner_hand, 2)
        left, right = dangerous
        to_taker = min(bits_of(partner_hand & ~(1 << left | 1 << right)), key=lambda b: b % 13)
    else:
        left, right = _void_bits(partner_hand, trump, 2)
        rest = partner_hand & ~(1 << left | 1 << right)
        trumps = rest & SUIT_MASKS[trump] if trump >= 0 else 0
        if master_taker and trumps:
            to_taker = trumps.bit_length() - 1
        else:
            to_taker = _void_bits(rest, trump, 1)[0]
    _move(hands, partner, (partner + 1) % 4, [left])
    _move(hands, partner, taker, [to_taker])
    _move(hands, partner, (partner + 3) % 4, [right])


def _to_partner(hand: int, trump: int, misere: bool, master: bool) -> list[int]:
    """Four cards a hand passes to its partner: the master keeps its trumps and makes voids,
    the other sends its trumps over."""
    if misere:
        return _dangerous(hand, 4)
    if master or trump < 0:
        return _void_bits(hand, trump, 4)
    trumps = bits_of(hand & SUIT_MASKS[trump])[::-1][:4]
    return trumps + _void_bits(hand & ~mask_of_bits(trumps), trump, 4 - len(trumps))


def _move(hands: list[int], giver: int, receiver: int, bits: Sequence[int]) -> None:
    moved = mask_of_bits(bits)
    hands[giver] &= ~moved
    hands[receiver] |= moved


def mask_of_bits(bits: Sequence[int]) -> int:
    mask = 0
    for bit in bits:
        mask |= 1 << bit
    return mask


def _length(hand: int, suit: int) -> int:
    return (hand & SUIT_MASKS[suit]).bit_count()


def _void_bits(hand: int, keep: int, count: int) -> list[int]:
    """``count`` cards emptying the shortest suits other than ``keep`` (suits with an ace
    last), lowest first within a suit; then the lowest cards left."""
    suits = sorted(
        (s for s in range(4) if s != keep and hand & SUIT_MASKS[s]),
        key=lambda s: (hand >> (13 * s + _ACE) & 1, _length(hand, s)),
    )
    chosen: list[int] = []
    for suit in suits:
        chosen.extend(bits_of(hand & SUIT_MASKS[suit]))
    chosen = chosen[:count]
    if len(chosen) < count:
        rest = sorted(bits_of(hand & ~mask_of_bits(chosen)), key=lambda b: b % 13)
        chosen += rest[: count - len(chosen)]
    return chosen


def _dangerous(hand: int, count: int) -> list[int]:
    """The ``count`` cards most likely to take tricks in misère: high first, short suits
    first among equals."""
    return sorted(bits_of(hand), key=lambda b: (-(b % 13), _length(hand, b // 13)))[:count]
