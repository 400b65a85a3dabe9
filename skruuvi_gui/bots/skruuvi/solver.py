"""Double-dummy search for trumps and grandi: the most tricks a side can take when every hand
is open and both sides play perfectly.

Hands are bitmasks (see ``masks``) held by positions 0-3 clockwise; side 0 is positions 0
and 2. The search asks yes-or-no questions ("can side 0 take ``n`` more tricks?") with
alpha-beta, remembers bounds per position at each trick's start, tries cards in a sensible
order and treats cards that are equal for the play (the ten and nine of one hand once the
cards between them are gone) as one. A binary search over ``n`` turns the answers into a
trick count.
"""

from __future__ import annotations

from collections.abc import Sequence

from skruuvi_gui.bots.skruuvi.masks import SUIT_MASKS

#: Bounds (lowest, highest) on side 0's tricks from a position at a trick's start.
Table = dict[tuple[int, int, int, int, int], tuple[int, int]]


def _between(high: int, low: int) -> int:
    """The bits strictly between two bits."""
    return ((1 << high) - 1) ^ ((1 << (low + 1)) - 1)


def representatives(legal: int, outstanding: int) -> list[int]:
    """The bits of ``legal`` that play differently: of cards with no ``outstanding`` card
    between them in the same suit, only the highest is kept. Highest first."""
    kept: list[int] = []
    previous = -1
    while legal:
        bit = legal.bit_length() - 1
        legal ^= 1 << bit
        if previous < 0 or previous // 13 != bit // 13 or outstanding & _between(previous, bit):
            kept.append(bit)
        previous = bit
    return kept


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


def _pack(held: int, present: int) -> int:
    """``held``'s cards of one suit (13 bits) renumbered among the ``present`` ones, so that
    positions with the same cards relative to each other pack alike."""
    low_present = present & 0x7F
    return _LOW[low_present][held & 0x7F] | (
        _HIGH[present >> 7][held >> 7] << low_present.bit_count()
    )


def pack_position(
    hands: Sequence[int], leader: int, outstanding: int
) -> tuple[int, int, int, int, int]:
    """A position at a trick's start with each suit's cards renumbered among those still
    out: positions that play alike get the same key."""
    packed = [0, 0, 0, 0]
    for shift in (0, 13, 26, 39):
        present = outstanding >> shift & 0x1FFF
        if not present:
            continue
        for position in range(4):
            held = hands[position] >> shift & 0x1FFF
            if held:
                packed[position] |= _pack(held, present) << shift
    return (packed[0], packed[1], packed[2], packed[3], leader)


def beats(card: int, best: int, trump: int) -> bool:
    """Whether ``card`` wins over ``best``, the card winning the trick so far."""
    suit, best_suit = card // 13, best // 13
    if suit == best_suit:
        return card > best
    return suit == trump


class DoubleDummy:
    """Trick counts with every hand open for one strain (``trump`` a suit number, or -1 for
    grandi). Its table of bounds is kept across calls, so asking about several cards of one
    position is cheap."""

    __slots__ = ("_table", "_trump", "nodes")

    def __init__(self, trump: int) -> None:
        self._trump = trump
        self._table: Table = {}
        self.nodes = 0

    def tricks(
        self,
        hands: Sequence[int],
        turn: int,
        trick: Sequence[tuple[int, int]] = (),
        side: int = 0,
    ) -> int:
        """The tricks ``side`` takes from now on, the trick in progress included, when
        ``turn`` is to play and ``trick`` holds the (position, bit) pairs played to it."""
        held = list(hands)
        total = held[turn].bit_count() + (1 if len(trick) == 4 else 0)
        low, high = 0, total
        while low < high:
            middle = (low + high + 1) // 2
            if self._can(held, turn, trick, middle):
                low = middle
            else:
                high = middle - 1
        return low if side == 0 else total - low

    def _can(
        self, hands: list[int], turn: int, trick: Sequence[tuple[int, int]], need: int
    ) -> bool:
        if not trick:
            return self._lead(hands, turn, need)
        led = trick[0][1] // 13
        best_pos, best = trick[0]
        played = 0
        for position, bit in trick:
            played |= 1 << bit
            if beats(bit, best, self._trump) and position != trick[0][0]:
                best_pos, best = position, bit
        return self._follow(hands, turn, len(trick), led, best, best_pos, played, need)

    def _lead(self, hands: list[int], leader: int, need: int) -> bool:
        """Side 0 to take ``need`` tricks when ``leader`` leads to a new trick."""
        if need <= 0:
            return True
        remaining = hands[leader].bit_count()
        if need > remaining:
            return False
        outstanding = hands[0] | hands[1] | hands[2] | hands[3]
        maximising = leader % 2 == 0
        sure = self._quick_tricks(hands, leader, outstanding)
        if maximising and sure >= need:
            return True
        if not maximising and remaining - sure < need:
            return False
        key = pack_position(hands, leader, outstanding)
        bounds = self._table.get(key)
        if bounds is not None:
            if bounds[0] >= need:
                return True
            if bounds[1] < need:
                return False
        self.nodes += 1
        result = not maximising
        hand = hands[leader]
        for bit in self._lead_order(hand, outstanding):
            hands[leader] = hand ^ (1 << bit)
            answer = self._follow(
                hands, (leader + 1) % 4, 1, bit // 13, bit, leader, 1 << bit, need
            )
            if answer == maximising:
                result = maximising
                break
        hands[leader] = hand
        low, high = bounds if bounds is not None else (0, remaining)
        if result:
            low = max(low, need)
        else:
            high = min(high, need - 1)
        self._table[key] = (low, high)
        return result

    def _quick_tricks(self, hands: list[int], leader: int, outstanding: int) -> int:
        """Tricks the leader can surely cash from the top of its suits before anybody
        ruffs."""
        trump = self._trump
        mine = hands[leader]
        ruffers = [
            hands[opponent]
            for opponent in ((leader + 1) % 4, (leader + 3) % 4)
            if trump >= 0 and hands[opponent] & SUIT_MASKS[trump]
        ]
        sure = 0
        for suit, suit_mask in enumerate(SUIT_MASKS):
            held = mine & suit_mask
            if not held:
                continue
            out = outstanding & suit_mask
            run = 0
            while out:
                top = out.bit_length() - 1
                if not held >> top & 1:
                    break
                run += 1
                out ^= 1 << top
            if run and suit != trump:
                for ruffer in ruffers:
                    run = min(run, (ruffer & suit_mask).bit_count())
            sure += run
        return sure

    def _follow(
        self,
        hands: list[int],
        turn: int,
        count: int,
        led: int,
        best: int,
        best_pos: int,
        played: int,
        need: int,
    ) -> bool:
        """The rest of a trick: ``count`` cards played, ``best`` (by ``best_pos``) winning."""
        if count == 4:
            return self._lead(hands, best_pos, need - (1 if best_pos % 2 == 0 else 0))
        hand = hands[turn]
        legal = hand & SUIT_MASKS[led] or hand
        outstanding = hands[0] | hands[1] | hands[2] | hands[3] | played
        maximising = turn % 2 == 0
        trump = self._trump
        best_suit = best // 13
        winners: list[int] = []
        losers: list[int] = []
        for bit in representatives(legal, outstanding):
            suit = bit // 13
            if (bit > best) if suit == best_suit else suit == trump:
                winners.append(bit)
            else:
                losers.append(bit)
        following = turn + 1 if turn < 3 else 0
        count += 1
        # Cheap cards first: the lowest winner, or the lowest discard under a winning partner.
        if best_pos % 2 != turn % 2:
            for bit in reversed(winners):
                hands[turn] = hand ^ (1 << bit)
                if (
                    self._follow(hands, following, count, led, bit, turn, played | 1 << bit, need)
                    == maximising
                ):
                    hands[turn] = hand
                    return maximising
            winners = []
        for bit in reversed(losers):
            hands[turn] = hand ^ (1 << bit)
            if (
                self._follow(hands, following, count, led, best, best_pos, played | 1 << bit, need)
                == maximising
            ):
                hands[turn] = hand
                return maximising
        for bit in reversed(winners):
            hands[turn] = hand ^ (1 << bit)
            if (
                self._follow(hands, following, count, led, bit, turn, played | 1 << bit, need)
                == maximising
            ):
                hands[turn] = hand
                return maximising
        hands[turn] = hand
        return not maximising

    def _lead_order(self, hand: int, outstanding: int) -> list[int]:
        """Leads worth trying first: a suit's top card when it is the best one left, then the
        low cards of the longest suits."""
        tops: list[int] = []
        rest: list[tuple[int, int]] = []
        for suit_mask in SUIT_MASKS:
            mine = hand & suit_mask
            if not mine:
                continue
            cards = representatives(mine, outstanding)
            top = cards[0]
            if top == (outstanding & suit_mask).bit_length() - 1:
                tops.append(top)
                cards = cards[1:]
            length = mine.bit_count()
            rest.extend((-length * 16 + i, bit) for i, bit in enumerate(reversed(cards)))
        rest.sort()
        return tops + [bit for _, bit in rest]
