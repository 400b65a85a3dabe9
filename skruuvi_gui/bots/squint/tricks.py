"""Choosing a card for a trick from one seat's view, by estimating who will win the trick.

For each card the seat may play, the players still to play are taken in turn: one who would
rather win than leave the trick where it is beats the best card with the chance of holding a
higher card of the suit led (or of being void in it and holding a trump); one who would
rather not is forced over only when holding no lower card of the suit. The cards each seat
has not seen are taken as spread evenly over the hands they could be in. A card's value is
what the likely winners are worth to the seat (``Stakes``) plus what keeping the card is
worth later: high cards for a trick taker, shedding dangerous ones for a Misère player.
"""

from __future__ import annotations

from collections.abc import Sequence

from skruuvi_gui.bots.squint.bits import ABOVE, BELOW, POWER, SUIT_MASK, SUIT_NUMBER
from skruuvi_gui.bots.squint.stakes import Gains, Stakes, desire
from skruuvi_gui.cards import Card, Suit
from skruuvi_gui.rules.api import Seat
from skruuvi_gui.rules.squint.model import NUM_SEATS
from skruuvi_gui.rules.squint.play import trick_winner

#: What shedding a dangerous penalty card is worth in Nemo, in points.
NEMO_SHED = 8.0
#: How much of a card's later prospects count against playing it now: a card that would
#: win later mostly wins now too, so only part of its worth is spent.
KEEP = 0.5
#: Gains closer than this, in points, count as even.
EVEN = 0.01
#: A card of the suit led that stays the trick's best after a seat overtakes keeps this share
#: of the higher cards above it.
OVERTAKE_LEFT = 0.4


class PlayView:
    """What one seat knows when it plays a card.

    ``unseen`` are the bits of the cards it has not seen (in other hands or out of play
    unseen), ``sizes`` the cards each seat holds, ``voids[seat]`` the suit numbers (as bits)
    the seat has shown it lacks, ``won`` tricks so far, ``soiled`` the seats that took a trick
    holding a penalty card.
    """

    __slots__ = (
        "hand",
        "penalty",
        "seat",
        "sizes",
        "soiled",
        "stakes",
        "trick",
        "trump",
        "unseen",
        "voids",
        "won",
    )

    def __init__(
        self,
        seat: Seat,
        hand: Sequence[Card],
        trick: Sequence[tuple[Seat, Card]],
        stakes: Stakes,
        trump: Suit | None,
        penalty: Suit | None,
        unseen: int,
        sizes: Sequence[int],
        voids: Sequence[int],
        won: Sequence[int],
        soiled: Sequence[bool],
    ) -> None:
        self.seat = seat
        self.hand = hand
        self.trick = trick
        self.stakes = stakes
        self.trump = trump
        self.penalty = penalty
        self.unseen = unseen
        self.sizes = sizes
        self.voids = voids
        self.won = won
        self.soiled = soiled


def choose_card(view: PlayView, legal: Sequence[Card]) -> Card:
    """The legal card of best estimated value."""
    if len(legal) == 1:
        return legal[0]
    values = card_values(view, legal)
    return max(legal, key=lambda card: values[card])


def card_values(view: PlayView, legal: Sequence[Card]) -> dict[Card, float]:
    """Each legal card's estimated value to the seat, in points."""
    stakes = view.stakes
    clean = stakes.gains(view.won, view.soiled, False)
    dirty = stakes.gains(view.won, view.soiled, True) if stakes.nemo else clean
    want = desire(clean, view.seat)
    trick = _TrickOdds(view)
    return {card: trick.value(card, clean, dirty) + _keep_value(view, card, want) for card in legal}


class _TrickOdds:
    """What the estimate of one decision shares between the cards tried: the seats still to
    play after this one, how likely each is to hold a given unseen card, the trick's best
    card so far."""

    __slots__ = (
        "best",
        "later",
        "misses",
        "penalty",
        "soiled",
        "trump",
        "trumps",
        "unseen",
        "view",
        "winner",
    )

    def __init__(self, view: PlayView) -> None:
        self.view = view
        me = view.seat
        trick = view.trick
        unseen = view.unseen
        self.unseen = unseen
        self.later = [(me + k) % NUM_SEATS for k in range(1, NUM_SEATS - len(trick))]
        total = max(unseen.bit_count(), 1)
        self.misses = [1.0 - min(view.sizes[seat] / total, 1.0) for seat in range(NUM_SEATS)]
        trump = view.trump
        self.trump = trump
        self.trumps = (unseen & SUIT_MASK[trump]).bit_count() if trump is not None else 0
        penalty = view.penalty
        self.penalty = penalty
        self.soiled = penalty is not None and any(c.suit is penalty for _, c in trick)
        self.winner = trick_winner(trick, trump) if trick else me
        self.best: Card | None = next((c for s, c in trick if s == self.winner), None)

    def value(self, card: Card, clean: Gains, dirty: Gains) -> float:
        """What playing ``card`` is worth to the seat in this trick."""
        me = self.view.seat
        best = self.best
        if best is None:
            winner, best, led = me, card, card.suit
        else:
            led = self.view.trick[0][1].suit
            winner = self.winner
            if card.suit is best.suit:
                if POWER[card.index] > POWER[best.index]:
                    winner, best = me, card
            elif card.suit is self.trump:
                winner, best = me, card
        penalty = self.penalty
        soiled = self.soiled or card.suit is penalty
        gains = dirty if soiled else clean
        chances = self._winners(led, winner, best, gains)
        value = sum(chance * gain for chance, gain in zip(chances, gains[me], strict=True))
        if penalty is None or soiled or not self.later:
            return value
        spoil = self._spoil_chance(led, penalty)
        if spoil == 0.0:
            return value
        spoiled = sum(chance * gain for chance, gain in zip(chances, dirty[me], strict=True))
        return (1 - spoil) * value + spoil * spoiled

    def _winners(self, led: Suit, winner: Seat, best: Card, gains: Gains) -> list[float]:
        """The chance of each seat winning the trick, ``winner`` holding it with ``best``.

        The best card is followed as one summary however the trick goes on: the chance that
        it is a trump played to another suit, and the unseen cards above it and (of the suit
        led) below it."""
        unseen = self.unseen
        trump = self.trump
        trumps = self.trumps
        led_out = (unseen & SUIT_MASK[led]).bit_count()
        can_ruff = trump is not None and led is not trump
        ruffed = 1.0 if can_ruff and best.suit is trump else 0.0
        above = float((unseen & ABOVE[best.index]).bit_count())
        below = 0.0 if ruffed else float((unseen & BELOW[best.index]).bit_count())
        chances = [0.0] * NUM_SEATS
        chances[winner] = 1.0
        led_bit = 1 << SUIT_NUMBER[led]
        voids = self.view.voids
        for place, seat in enumerate(self.later):
            miss = self.misses[seat]
            void = bool(voids[seat] & led_bit)
            void_chance = 1.0 if void else miss**led_out
            higher = 1.0 - miss**above
            # Over the best card when trying to be: by a higher card of the suit led, or
            # by a trump (over a trump) when void; when trying not to be: only when forced.
            over_led = 0.0 if void else higher
            ruff = void_chance * (1.0 - miss**trumps) if can_ruff else 0.0
            try_over = ruffed * void_chance * higher + (1.0 - ruffed) * min(1.0, over_led + ruff)
            forced = 0.0 if void else (1.0 - ruffed) * miss**below * higher
            row = gains[seat]
            mine = row[seat]
            # Between itself and the holder the seat does not mind: it plays high only when
            # nobody it would rather see win is still to play (a Misère player it wants
            # caught).
            ducks = any(row[after] > mine + EVEN for after in self.later[place + 1 :])
            moved = 0.0
            for holder in range(NUM_SEATS):
                chance = chances[holder]
                if chance:
                    gain = mine - row[holder]
                    tries = gain > EVEN or (gain >= -EVEN and not ducks)
                    over = chance * (try_over if tries else forced)
                    chances[holder] = chance - over
                    moved += over
            if moved:
                chances[seat] += moved
                # The new best card, by ``moved``'s share: higher in its suit, or a ruff.
                if can_ruff and try_over > 0:
                    ruffed += moved * (1.0 - ruffed) * ruff / try_over
                below += moved * above * (1.0 - OVERTAKE_LEFT)
                above -= moved * above * (1.0 - OVERTAKE_LEFT)
        return chances

    def _spoil_chance(self, led: Suit, penalty: Suit) -> float:
        """Nemo: the chance that someone still to play, void in the suit led, throws a
        penalty card on this so far clean trick."""
        unseen = self.unseen
        led_out = (unseen & SUIT_MASK[led]).bit_count()
        penalties = (unseen & SUIT_MASK[penalty]).bit_count()
        led_bit = 1 << SUIT_NUMBER[led]
        voids = self.view.voids
        clean = 1.0
        for seat in self.later:
            miss = self.misses[seat]
            void = 1.0 if voids[seat] & led_bit else miss**led_out
            clean *= 1.0 - void * (1.0 - miss**penalties)
        return 1.0 - clean


def _keep_value(view: PlayView, card: Card, want: float) -> float:
    """What playing ``card`` now rather than later is worth: a trick taker spends a card that
    might win later, a Misère player sheds one that might be forced to win."""
    unseen = view.unseen
    if view.stakes.nemo:
        if card.suit is view.penalty:
            return NEMO_SHED * danger(unseen, card)
        return 0.0
    if want >= 0:
        chance = winning_chance(unseen, card, view.trump)
        return -KEEP * want * chance - 0.001 * POWER[card.index]
    return -KEEP * want * danger(unseen, card) + 0.001 * POWER[card.index]


def winning_chance(unseen: int, card: Card, trump: Suit | None) -> float:
    """A rough chance that ``card`` wins a trick later, from the unseen cards above it."""
    above = (unseen & ABOVE[card.index]).bit_count()
    chance = 0.9 / (1 + above) ** 2
    if trump is None:
        return chance
    if card.suit is trump:
        return max(chance, 0.5 / (1 + above))
    return 0.75 * chance


def danger(unseen: int, card: Card) -> float:
    """A rough chance that ``card`` is forced to win a trick later: every seat still holding
    its suit could play under it when it has unseen lower cards to do so."""
    below = (unseen & BELOW[card.index]).bit_count()
    return (1.0 - 0.75**below) ** 3
