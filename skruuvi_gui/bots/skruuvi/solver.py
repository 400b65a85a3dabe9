"""Double-dummy search for trumps and grandi: the most tricks a side can take when every hand
is open and both sides play perfectly.

Hands are bitmasks (see ``masks``) held by positions 0-3 clockwise; side 0 is positions 0
and 2. The search asks yes-or-no questions ("can side 0 take ``n`` more tricks?") with
alpha-beta, and turns the answers into a trick count by stepping from its previous answer
(the cards a player weighs in one position mostly take the same number of tricks).

Inside, the cards are renumbered among those still out (``relative``). Each answer carries
the cards whose ranks decided it (a trick won over another card of its suit), and a table
kept at each trick's start remembers bounds together with those cards: one entry serves
every position with the same suit lengths in each hand whose cards from the deciding ones
up to the top lie alike — the idea of DDS's table — and the lead that settled the question
there is tried first next time. Before searching a new position, its bounds come from
tricks that are sure: the top cards the leader's side can cash before anybody ruffs, and
the top trumps each side holds. Cards that are equal for the play (no card still out
between them) are tried once.
"""

from __future__ import annotations

from collections.abc import Sequence

from skruuvi_gui.bots.skruuvi.relative import KEEP, SHIFT, SUIT_MASKS, renumber, squeeze

#: What the search knows of a position at a trick's start, valid for every position with the
#: same suit lengths in each hand whose cards within ``mask`` lie alike: ``mask`` (the top
#: cards of each suit that decided the answers), the first three hands' cards within it,
#: bounds (lowest, highest) on side 0's tricks, and the lead that last settled a question
#: there (-1: none yet).
Entry = tuple[int, int, int, int, int, int, int]

#: A search answer: yes when this bit is set; the other bits are the cards whose ranks
#: decided it, in the renumbered cards of the position asked about.
_YES = 1 << 52
_CARDS = _YES - 1

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


def _unsqueeze(relevant: int, played: int) -> int:
    """Cards that decided a question after a trick, renumbered back to before it: the
    inverse of ``relative.squeeze`` for the trick's cards ``played``."""
    while played:
        low = played & -played
        played ^= low
        bit = low.bit_length() - 1
        relevant = relevant & KEEP[bit] | (relevant & SHIFT[bit]) << 1
    return relevant


def _deciding(best: int, played: int) -> int:
    """The winning card of a trick when it won by its rank over another card of its suit."""
    mine = played & SUIT_MASKS[best // 13]
    return 1 << best if mine & (mine - 1) else 0


def _tops(relevant: int, present: int) -> int:
    """Each suit's cards from its lowest ``relevant`` card up to its top."""
    region = 0
    for suit_mask in SUIT_MASKS:
        cards = relevant & suit_mask
        if cards:
            region |= present & suit_mask & ~((cards & -cards) - 1)
    return region


def _shape(hands: list[int], leader: int) -> int:
    """The leader and every hand's length in every suit."""
    shape = leader
    for hand in hands:
        shape = (
            shape << 16
            | (hand & 0x1FFF).bit_count() << 12
            | (hand >> 13 & 0x1FFF).bit_count() << 8
            | (hand >> 26 & 0x1FFF).bit_count() << 4
            | (hand >> 39).bit_count()
        )
    return shape


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

    __slots__ = ("_beating", "_exact", "_guess", "_table", "_trump", "nodes")

    def __init__(self, trump: int) -> None:
        self._trump = trump
        self._beating = _BEATING[trump]
        #: Entries by shape (``_shape``), and by exact position once found there.
        self._table: dict[int, list[Entry]] = {}
        self._exact: dict[tuple[int, int, int, int, int], Entry] = {}
        self._guess = -1
        self.nodes = 0

    def tricks(
        self,
        hands: Sequence[int],
        turn: int,
        trick: Sequence[tuple[int, int]] = (),
        side: int = 0,
        most: int = 13,
    ) -> int:
        """The tricks ``side`` takes from now on, the trick in progress included, when
        ``turn`` is to play and ``trick`` holds the (position, bit) pairs played to it; no
        more than ``most`` (a contract's tricks beyond its promise score nothing, and the
        search stops as soon as they are sure)."""
        played = [1 << bit for _, bit in trick]
        present = hands[0] | hands[1] | hands[2] | hands[3] | sum(played)
        held = renumber(hands, present)
        plays = [
            (position, bit.bit_length() - 1)
            for (position, _), bit in zip(trick, renumber(played, present), strict=True)
        ]
        total = held[turn].bit_count() + (1 if len(trick) == 4 else 0)
        low, high = (0, min(total, most)) if side == 0 else (max(0, total - most), total)
        guess = self._guess if self._guess >= 0 else (total + 1) // 2
        if most < total:
            # The promise itself is the question that matters most: ask it first.
            guess = high if side == 0 else low + 1
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
        return min(low if side == 0 else total - low, most)

    def _can(self, hands: list[int], turn: int, trick: list[tuple[int, int]], need: int) -> bool:
        if not trick:
            return bool(self._lead(hands, turn, need) & _YES)
        led = trick[0][1] // 13
        best_pos, best = trick[0]
        played = 0
        for position, bit in trick:
            played |= 1 << bit
            if beats(bit, best, self._trump) and position != trick[0][0]:
                best_pos, best = position, bit
        answer = self._follow(hands, turn, len(trick), led, best, best_pos, played, need)
        return bool(answer & _YES)

    def _lead(self, hands: list[int], leader: int, need: int) -> int:
        """Can side 0 take ``need`` tricks when ``leader`` leads to a new trick?"""
        if need <= 0:
            return _YES
        hand = hands[leader]
        remaining = hand.bit_count()
        if need > remaining:
            return 0
        if remaining == 1:
            return self._last_trick(hands, leader)
        key = (hands[0], hands[1], hands[2], hands[3], leader)
        entry = self._exact.get(key)
        shape = -1
        if entry is None:
            shape = _shape(hands, leader)
            entry = self._find(hands, shape)
            if entry is not None:
                self._exact[key] = entry
        if entry is None:
            low, high, known = self._sure_bounds(hands, leader, remaining)
            move = -1
        else:
            known, _, _, _, low, high, move = entry
            if low >= need:
                return _YES | known
            if high < need:
                return known
        present = hands[0] | hands[1] | hands[2] | hands[3]
        if low >= need or high < need:
            answer = _YES if low >= need else 0
        else:
            self.nodes += 1
            maximising = leader % 2 == 0
            wanted = _YES if maximising else 0
            answer = _YES - wanted
            following = (leader + 1) % 4
            relevant = 0
            for bit in self._lead_order(hands, leader, move):
                hands[leader] = hand ^ (1 << bit)
                child = self._follow(hands, following, 1, bit // 13, bit, leader, 1 << bit, need)
                if child & _YES == wanted:
                    answer = wanted
                    relevant = child & _CARDS
                    move = bit
                    break
                relevant |= child
            hands[leader] = hand
            if answer:
                low = need
            else:
                high = need - 1
            known |= relevant & _CARDS
        known = _tops(known, present)
        if shape < 0:
            shape = _shape(hands, leader)
        entry = (known, hands[0] & known, hands[1] & known, hands[2] & known, low, high, move)
        self._table.setdefault(shape, []).append(entry)
        self._exact[key] = entry
        return answer | known

    def _find(self, hands: list[int], shape: int) -> Entry | None:
        """The latest entry of this shape whose deciding cards lie as in ``hands``."""
        first, second, third = hands[0], hands[1], hands[2]
        for entry in reversed(self._table.get(shape, ())):
            mask = entry[0]
            if first & mask == entry[1] and second & mask == entry[2] and third & mask == entry[3]:
                return entry
        return None

    def _last_trick(self, hands: list[int], leader: int) -> int:
        """Who wins the last trick, one card in each hand: the answer for side 0."""
        trump = self._trump
        best_pos, best = leader, hands[leader].bit_length() - 1
        played = 1 << best
        for position in ((leader + 1) % 4, (leader + 2) % 4, (leader + 3) % 4):
            bit = hands[position].bit_length() - 1
            played |= 1 << bit
            if beats(bit, best, trump):
                best_pos, best = position, bit
        return (_YES if best_pos % 2 == 0 else 0) | _deciding(best, played)

    def _sure_bounds(self, hands: list[int], leader: int, remaining: int) -> tuple[int, int, int]:
        """Bounds on side 0's tricks from tricks that are sure: the leader's side cashing
        top cards (``_quick_tricks``), and the top trumps, each of which wins a trick; and
        the top cards they rest on."""
        sure = [0, 0]
        sure[leader % 2], relevant = self._quick_tricks(hands, leader)
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
                        if run > sure[side]:
                            sure[side] = run
                            relevant |= 1 << (shift + length - run)
                        break
        return sure[0], remaining - sure[1], relevant

    def _quick_tricks(self, hands: list[int], leader: int) -> tuple[int, int]:
        """Tricks the leader's side surely cashes from the top before anybody ruffs: the
        leader's own top cards, or its partner's once a small card reaches them; and the
        lowest of the top cards counted in each suit."""
        trump = self._trump
        present = hands[0] | hands[1] | hands[2] | hands[3]
        ruffers = [
            hands[opponent]
            for opponent in ((leader + 1) % 4, (leader + 3) % 4)
            if trump >= 0 and hands[opponent] & SUIT_MASKS[trump]
        ]
        partner = (leader + 2) % 4
        own = theirs = 0
        own_cards = their_cards = 0
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
            if run:
                own += run
                own_cards |= 1 << (shift + length - run)
            if other:
                theirs += other
                their_cards |= 1 << (shift + length - other)
                if mine:
                    entry = True
        if entry and theirs > own:
            return theirs, their_cards
        return own, own_cards

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
    ) -> int:
        """The rest of a trick: ``count`` cards played, ``best`` (by ``best_pos``) winning."""
        if count == 4:
            deciding = _deciding(best, played)
            if best_pos % 2 == 0:
                need -= 1
                if need <= 0:
                    return _YES | deciding
            remaining = hands[best_pos].bit_count()
            if need > remaining:
                return deciding
            if remaining == 1:
                return self._last_trick(hands, best_pos) | deciding
            after = self._lead(squeeze(hands, _bits_down(played)), best_pos, need)
            relevant = after & _CARDS
            if relevant:
                relevant = _unsqueeze(relevant, played)
            return after & _YES | relevant | deciding
        hand = hands[turn]
        legal = hand & SUIT_MASKS[led] or hand
        cards = legal & ~(legal >> 1 & _NOT_TOPS)
        winning = cards & self._beating[best]
        wanted = _YES if turn % 2 == 0 else 0
        following = turn + 1 if turn < 3 else 0
        count += 1
        relevant = 0
        # Cheap cards first: the winners, lowest first, against the opponents' card, and the
        # discards under a partner's; then the other group.
        if best_pos % 2 != turn % 2:
            rest, later = winning, cards ^ winning
        else:
            rest, later = cards ^ winning, winning
        while True:
            while rest:
                low = rest & -rest
                rest ^= low
                hands[turn] = hand ^ low
                if low & winning:
                    top, top_pos = low.bit_length() - 1, turn
                else:
                    top, top_pos = best, best_pos
                child = self._follow(hands, following, count, led, top, top_pos, played | low, need)
                if child & _YES == wanted:
                    hands[turn] = hand
                    return child
                relevant |= child
            if not later:
                break
            rest, later = later, 0
        hands[turn] = hand
        return (_YES - wanted) | relevant & _CARDS

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
