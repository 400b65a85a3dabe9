"""Double-dummy search for trumps and grandi: the most tricks a side can take when every hand
is open and both sides play perfectly.

Hands are bitmasks (see ``masks``) held by positions 0-3 clockwise; side 0 is positions 0
and 2. The search asks yes-or-no questions ("can side 0 take ``n`` more tricks?") with
alpha-beta, and turns the answers into a trick count by stepping from its previous answer
(the cards a player weighs in one position mostly take the same number of tricks). Inside,
the cards are renumbered among those still out (``relative``), so that positions alike up to
the cards already played share one entry of a table of bounds kept at each trick's start,
together with the lead that settled the question there, which is tried first next time.
Before searching a new position, its bounds come from tricks that are sure: the top cards
the leader's side can cash before anybody ruffs, and the top trumps each side holds. Cards
that are equal for the play (no card still out between them) are tried once.
"""

from __future__ import annotations

from collections.abc import Sequence

from skruuvi_gui.bots.skruuvi.masks import SUIT_MASKS
from skruuvi_gui.bots.skruuvi.relative import renumber, squeeze

#: Bounds (lowest, highest) on side 0's tricks from a position at a trick's start, and the
#: lead that last settled a question there (-1: none yet).
Table = dict[tuple[int, int, int, int, int], tuple[int, int, int]]

#: Every bit but each suit's thirteenth, so that ``mask >> 1 & _NOT_TOPS`` stays in its suit.
_NOT_TOPS = ((1 << 52) - 1) ^ sum(1 << (13 * suit + 12) for suit in range(4))


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


def beats(card: int, best: int, trump: int) -> bool:
    """Whether ``card`` wins over ``best``, the card winning the trick so far."""
    suit, best_suit = card // 13, best // 13
    if suit == best_suit:
        return card > best
    return suit == trump


def _beating_masks(trump: int) -> tuple[int, ...]:
    """For each card, the cards that win over it when ``trump`` is the trump suit."""
    masks = []
    for bit in range(52):
        suit = bit // 13
        higher = SUIT_MASKS[suit] & ~((2 << bit) - 1)
        masks.append(higher | (SUIT_MASKS[trump] if 0 <= trump != suit else 0))
    return tuple(masks)


#: ``_BEATING[trump][card]``, for each trump suit and grandi (-1, the last entry).
_BEATING = tuple(_beating_masks(trump) for trump in (0, 1, 2, 3, -1))


def _top_run(held: int, length: int) -> int:
    """How many of a suit's top cards one hand holds: ``held`` is its renumbered cards of the
    suit (13 bits), ``length`` how many of the suit are still out."""
    return length - (((1 << length) - 1) ^ held).bit_length()


def _bits_down(mask: int) -> list[int]:
    bits = []
    while mask:
        bit = mask.bit_length() - 1
        bits.append(bit)
        mask ^= 1 << bit
    return bits


class DoubleDummy:
    """Trick counts with every hand open for one strain (``trump`` a suit number, or -1 for
    grandi). Its table of bounds is kept across calls, so asking about several cards of one
    position is cheap."""

    __slots__ = ("_beating", "_guess", "_table", "_trump", "nodes")

    def __init__(self, trump: int) -> None:
        self._trump = trump
        self._beating = _BEATING[trump]
        self._table: Table = {}
        self._guess = -1
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
        played = [1 << bit for _, bit in trick]
        present = hands[0] | hands[1] | hands[2] | hands[3] | sum(played)
        held = renumber(hands, present)
        plays = [
            (position, bit.bit_length() - 1)
            for (position, _), bit in zip(trick, renumber(played, present), strict=True)
        ]
        total = held[turn].bit_count() + (1 if len(trick) == 4 else 0)
        low, high = 0, total
        guess = self._guess if self._guess >= 0 else (total + 1) // 2
        steps = 0
        while low < high:
            # Step from the guess while it is near, then halve what is left.
            middle = min(max(guess, low + 1), high) if steps < 2 else (low + high + 1) // 2
            steps += 1
            if self._can(held, turn, plays, middle):
                low = middle
                guess = middle + 1
            else:
                high = middle - 1
                guess = middle - 1
        self._guess = low
        return low if side == 0 else total - low

    def _can(self, hands: list[int], turn: int, trick: list[tuple[int, int]], need: int) -> bool:
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
        hand = hands[leader]
        remaining = hand.bit_count()
        if need > remaining:
            return False
        if remaining == 1:
            return self._last_trick(hands, leader) % 2 == 0
        key = (hands[0], hands[1], hands[2], hands[3], leader)
        entry = self._table.get(key)
        if entry is None:
            low, high = self._sure_bounds(hands, leader, remaining)
            move = -1
        else:
            low, high, move = entry
        if low >= need:
            if entry is None:
                self._table[key] = (low, high, move)
            return True
        if high < need:
            if entry is None:
                self._table[key] = (low, high, move)
            return False
        self.nodes += 1
        maximising = leader % 2 == 0
        result = not maximising
        following = (leader + 1) % 4
        for bit in self._lead_order(hands, leader, move):
            hands[leader] = hand ^ (1 << bit)
            if (
                self._follow(hands, following, 1, bit // 13, bit, leader, 1 << bit, need)
                == maximising
            ):
                result = maximising
                move = bit
                break
        hands[leader] = hand
        if result:
            low = need
        else:
            high = need - 1
        self._table[key] = (low, high, move)
        return result

    def _last_trick(self, hands: list[int], leader: int) -> int:
        """The winner of the last trick, one card in each hand."""
        trump = self._trump
        best_pos, best = leader, hands[leader].bit_length() - 1
        for position in ((leader + 1) % 4, (leader + 2) % 4, (leader + 3) % 4):
            bit = hands[position].bit_length() - 1
            if beats(bit, best, trump):
                best_pos, best = position, bit
        return best_pos

    def _sure_bounds(self, hands: list[int], leader: int, remaining: int) -> tuple[int, int]:
        """Bounds on side 0's tricks from tricks that are sure: the leader's side cashing
        top cards (``_quick_tricks``), and the top trumps, each of which wins a trick."""
        sure = [0, 0]
        sure[leader % 2] = self._quick_tricks(hands, leader)
        trump = self._trump
        if trump >= 0:
            shift = 13 * trump
            fields = [hand >> shift & 0x1FFF for hand in hands]
            length = (fields[0] | fields[1] | fields[2] | fields[3]).bit_length()
            if length:
                for position in range(4):
                    if fields[position] >> (length - 1) & 1:
                        run = _top_run(fields[position], length)
                        side = position % 2
                        sure[side] = max(sure[side], run)
                        break
        return sure[0], remaining - sure[1]

    def _quick_tricks(self, hands: list[int], leader: int) -> int:
        """Tricks the leader's side surely cashes from the top before anybody ruffs: the
        leader's own top cards, or its partner's once a small card reaches them."""
        trump = self._trump
        present = hands[0] | hands[1] | hands[2] | hands[3]
        ruffers = [
            hands[opponent]
            for opponent in ((leader + 1) % 4, (leader + 3) % 4)
            if trump >= 0 and hands[opponent] & SUIT_MASKS[trump]
        ]
        partner = (leader + 2) % 4
        own = 0
        theirs = 0
        entry = False
        for suit in range(4):
            shift = 13 * suit
            length = (present >> shift & 0x1FFF).bit_length()
            if not length:
                continue
            mine = hands[leader] >> shift & 0x1FFF
            partners = hands[partner] >> shift & 0x1FFF
            run = _top_run(mine, length)
            other = _top_run(partners, length)
            if suit != trump:
                for ruffer in ruffers:
                    limit = (ruffer >> shift & 0x1FFF).bit_count()
                    run = min(run, limit)
                    other = min(other, limit)
            own += run
            theirs += other
            if other and mine:
                entry = True
        return max(own, theirs) if entry else own

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
            if best_pos % 2 == 0:
                need -= 1
                if need <= 0:
                    return True
            remaining = hands[best_pos].bit_count()
            if need > remaining:
                return False
            if remaining == 1:
                return self._last_trick(hands, best_pos) % 2 == 0
            return self._lead(squeeze(hands, _bits_down(played)), best_pos, need)
        hand = hands[turn]
        legal = hand & SUIT_MASKS[led] or hand
        cards = legal & ~(legal >> 1 & _NOT_TOPS)
        winning = cards & self._beating[best]
        maximising = turn % 2 == 0
        following = turn + 1 if turn < 3 else 0
        count += 1
        # Cheap cards first: the lowest winner, or the lowest discard under a winning partner.
        if best_pos % 2 != turn % 2:
            rest = winning
            while rest:
                low = rest & -rest
                rest ^= low
                bit = low.bit_length() - 1
                hands[turn] = hand ^ low
                if (
                    self._follow(hands, following, count, led, bit, turn, played | low, need)
                    == maximising
                ):
                    hands[turn] = hand
                    return maximising
            cards ^= winning
            winning = 0
        rest = cards ^ winning
        while rest:
            low = rest & -rest
            rest ^= low
            hands[turn] = hand ^ low
            if (
                self._follow(hands, following, count, led, best, best_pos, played | low, need)
                == maximising
            ):
                hands[turn] = hand
                return maximising
        while winning:
            low = winning & -winning
            winning ^= low
            bit = low.bit_length() - 1
            hands[turn] = hand ^ low
            if (
                self._follow(hands, following, count, led, bit, turn, played | low, need)
                == maximising
            ):
                hands[turn] = hand
                return maximising
        hands[turn] = hand
        return not maximising

    @staticmethod
    def _lead_order(hands: list[int], leader: int, first: int) -> list[int]:
        """Leads worth trying first: the lead that settled this position before, a suit's
        top card when it is the best one left, then the low cards of the longest suits."""
        hand = hands[leader]
        present = hands[0] | hands[1] | hands[2] | hands[3]
        tops: list[int] = [first] if first >= 0 and hand >> first & 1 else []
        rest: list[tuple[int, int]] = []
        for suit in range(4):
            shift = 13 * suit
            mine = hand >> shift & 0x1FFF
            if not mine:
                continue
            cards = mine & ~(mine >> 1)
            top = (present >> shift & 0x1FFF).bit_length() - 1
            if cards >> top & 1:
                if shift + top != first:
                    tops.append(shift + top)
                cards ^= 1 << top
            length = mine.bit_count()
            index = 0
            while cards:
                low = cards & -cards
                cards ^= low
                bit = shift + low.bit_length() - 1
                if bit != first:
                    rest.append((index - 16 * length, bit))
                index += 1
        rest.sort()
        return tops + [bit for _, bit in rest]
