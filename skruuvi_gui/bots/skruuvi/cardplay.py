"""Card play by rule of thumb, on bitmasks (see ``masks``) so the expert can use it to play
guessed deals to their end as fast as the table plays one card (``play_out``: a whole deal,
as the forecasts play their guessed deals).

Trumps and grandi: a hand holding more trumps than are out elsewhere draws them, a low trump
when the top one is out; cash the suits' top cards, trumps first; second hand low, third hand high,
fourth hand wins as cheaply as it can; ruff the opponents' winners with the lowest trump that
does; never overtake partner; discard the lowest card of the weakest suit. Misère: duck under
the card winning the trick with the highest card that stays under it, lead the lowest card of
the suit where it is lowest, shed aces and high cards when void.
"""

from __future__ import annotations

from collections.abc import Sequence

from skruuvi_gui.bots.skruuvi.relative import SUIT_MASKS
from skruuvi_gui.bots.skruuvi.solver import beats

_ACE = 12


def _top(mask: int) -> int:
    return mask.bit_length() - 1


def _low(mask: int) -> int:
    return (mask & -mask).bit_length() - 1


def choose_bit(
    hand: int,
    trick: Sequence[tuple[int, int]],
    position: int,
    trump: int,
    outstanding: int,
    *,
    misere: bool,
) -> int:
    """The card to play, as a bit. ``outstanding`` holds every card not yet played (this
    hand's included); ``trump`` is a suit number or -1; ``misere`` plays to lose tricks."""
    if trick:
        led = trick[0][1] // 13
        legal = hand & SUIT_MASKS[led] or hand
        winner_pos, winner = winning_play(trick, trump)
        if misere:
            return _duck(legal, winner, led)
        return _follow(legal, trick, position, winner, winner_pos, trump, outstanding)
    if misere:
        return _misere_lead(hand, outstanding)
    return _lead(hand, trump, outstanding)


def winning_play(trick: Sequence[tuple[int, int]], trump: int) -> tuple[int, int]:
    """The play winning ``trick`` so far: its position and its card's bit."""
    winner_pos, winner = trick[0]
    for pos, bit in trick[1:]:
        if beats(bit, winner, trump):
            winner_pos, winner = pos, bit
    return winner_pos, winner


def play_out(
    hands: list[int],
    leader: int,
    trump: int,
    misere: bool,
    side: int,
    aces: list[tuple[int, int]] | None = None,
) -> int:
    """The tricks ``side`` takes when every hand plays by rule of thumb from ``leader``'s
    lead; each ace's trick number and winning side (0: ``side``) added to ``aces`` if given."""
    hands = hands[:]
    outstanding = hands[0] | hands[1] | hands[2] | hands[3]
    won = 0
    turn = leader
    while hands[turn]:
        trick: list[tuple[int, int]] = []
        for _ in range(4):
            bit = choose_bit(hands[turn], trick, turn, trump, outstanding, misere=misere)
            hands[turn] ^= 1 << bit
            trick.append((turn, bit))
            turn = (turn + 1) % 4
        winner_pos = winning_play(trick, trump)[0]
        for _, bit in trick:
            outstanding &= ~(1 << bit)
        if aces is not None:
            number = 13 - hands[turn].bit_count()  # the trick's number: its cards are gone
            ours = 0 if winner_pos % 2 == side else 1
            aces.extend((number, ours) for _, bit in trick if bit % 13 == _ACE)
        won += winner_pos % 2 == side
        turn = winner_pos
    return won


def _duck(legal: int, winner: int, led: int) -> int:
    suited = legal & SUIT_MASKS[led]
    if suited:
        under = suited & ((1 << winner) - 1)
        return _top(under) if under else _top(suited)
    aces = [bit for bit in range(_ACE, 52, 13) if legal >> bit & 1]
    if aces:
        return aces[0]
    return max(bits_of(legal), key=lambda bit: bit % 13)


def _misere_lead(hand: int, outstanding: int) -> int:
    """The lowest card of the suit where it ranks lowest among the cards still out."""
    best, best_rank = -1, 99
    for mask in SUIT_MASKS:
        mine = hand & mask
        if not mine:
            continue
        low = _low(mine)
        rank = (outstanding & mask & ((1 << low) - 1)).bit_count()
        if rank < best_rank:
            best, best_rank = low, rank
    return best


def _lead(hand: int, trump: int, outstanding: int) -> int:
    if trump >= 0:
        drawn = _draw_trumps(hand & SUIT_MASKS[trump], outstanding & SUIT_MASKS[trump] & ~hand)
        if drawn >= 0:
            return drawn
    order = ([trump] if trump >= 0 else []) + [s for s in range(4) if s != trump]
    for suit in order:
        mine = hand & SUIT_MASKS[suit]
        if mine and _top(mine) == _top(outstanding & SUIT_MASKS[suit]):
            others = outstanding & SUIT_MASKS[suit] & ~hand
            if suit != trump or others:
                return _top(mine)
    side = [s for s in range(4) if s != trump and hand & SUIT_MASKS[s]]
    if not side:
        return _low(hand)
    longest = max(side, key=lambda s: (hand & SUIT_MASKS[s]).bit_count())
    return _low(hand & SUIT_MASKS[longest])


def _draw_trumps(trumps: int, theirs: int) -> int:
    """The trump that draws the others' trumps when this hand holds more of them (the top one
    when it is the master, else a low one to drive the master out); -1 when not to draw."""
    if not theirs or trumps.bit_count() <= theirs.bit_count():
        return -1
    return _top(trumps) if _top(trumps) > _top(theirs) else _low(trumps)


def _follow(
    legal: int,
    trick: Sequence[tuple[int, int]],
    position: int,
    winner: int,
    winner_pos: int,
    trump: int,
    outstanding: int,
) -> int:
    partner_winning = winner_pos % 2 == position % 2
    last = len(trick) == 3
    winning = [bit for bit in bits_of(legal) if beats(bit, winner, trump)]
    if partner_winning:
        safe = last or winner == _top(outstanding & SUIT_MASKS[winner // 13] | 1 << winner)
        if safe or not winning:
            return _discard(legal, trump)
    if not winning:
        return _discard(legal, trump)
    if len(trick) == 1 and not partner_winning:
        led = trick[0][1] // 13
        suited = legal & SUIT_MASKS[led]
        if suited and _top(suited) != _top(outstanding & SUIT_MASKS[led]):
            return _low(suited)
    return min(winning, key=lambda bit: (bit // 13 == trump, bit))


def _discard(legal: int, trump: int) -> int:
    """The lowest card of the weakest non-trump suit (trumps only when nothing else)."""
    suits = [s for s in range(4) if legal & SUIT_MASKS[s]]
    plain = [s for s in suits if s != trump] or suits
    weakest = min(plain, key=lambda s: (_top(legal & SUIT_MASKS[s]), s))
    return _low(legal & SUIT_MASKS[weakest])


def bits_of(mask: int) -> list[int]:
    """The bits of ``mask``, lowest first."""
    bits = []
    while mask:
        low = mask & -mask
        bits.append(low.bit_length() - 1)
        mask ^= low
    return bits
