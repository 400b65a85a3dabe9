"""Which cards to give in each exchange, as the book advises.

- The taker's side concentrates: the hand that will carry the contract keeps its trumps and
  makes voids; the weaker hand sends its trumps over. The first of four cards given is from
  the suit the giver made void (the card laid face against the table).
- The alkupeli partner hands the opponents cards that are no use to them (misère: the
  dangerous high cards) and the taker the most useful one: its highest trump when the taker
  kept its trumps, else a card that makes a void.
- The strain aimed at is the forecast's best, from what the giver knows then.
- Misère: empty a suit or two, shed high cards.
- Defenders: the higher of two trumps or a lone trump; never a trump back for a trump;
  otherwise signal an ace with a small card of its suit, or shorten the shortest suit.
- Pass-misère: empty the shortest suit.
"""

from __future__ import annotations

from collections.abc import Sequence

from skruuvi_gui.bots.reasons import Advice, Reason
from skruuvi_gui.bots.skruuvi.bidding import Reckoning
from skruuvi_gui.bots.skruuvi.forecast import before_exchange, forecast
from skruuvi_gui.bots.skruuvi.hand import playing_tricks, power, suit_cards
from skruuvi_gui.cards import SUITS, Card, Rank, Suit
from skruuvi_gui.rules.skruuvi import (
    DEFENDERS_EXCHANGE,
    KOTKA,
    PASS_MISERE_EXCHANGE,
    Bid,
    Give,
    SkruuviObservation,
    Strain,
)


def plan_strain(
    reckoning: Reckoning, *, wide: bool = False, exact: bool = False
) -> tuple[Strain, float]:
    """The strain the taker's side will most likely play, from this seat's view, and its
    expected score: the best forecast at the lowest contract level. The taker about to give
    forecasts this very exchange as the book advises; the partner, holding the taker's four
    cards, forecasts its own half from there. ``wide``: over more guessed deals, ``exact``:
    judged double dummy (``forecast.forecast``)."""
    observation = reckoning.observation
    taker = reckoning.seat if before_exchange(observation) else observation.taker
    assert taker is not None
    outlook = forecast(observation, taker, wide=wide, exact=exact)
    level = reckoning.floor
    strain = max(Strain, key=lambda strain: outlook.expected(Bid(level, strain)))
    return strain, outlook.expected(Bid(level, strain))


def choose_give(
    observation: SkruuviObservation, *, wide: bool = False, exact: bool = False
) -> Advice:
    """The cards to give now, in the order given, and the book's advice that chose them
    (``wide`` and ``exact`` as in ``plan_strain``)."""
    seat = observation.seat
    assert seat is not None
    first = observation.legal[0]
    assert isinstance(first, Give)
    count = len(first.cards)
    hand = list(observation.hand)
    if observation.phase == PASS_MISERE_EXCHANGE:
        card = _shortest_suit_card(hand)
        held = len(suit_cards(hand, card.suit))
        return Advice(Give((card,)), Reason("shortest_suit", suits=(card.suit,), count=held))
    if observation.phase == DEFENDERS_EXCHANGE:
        card, reason = _defenders_card(observation, hand)
        return Advice(Give((card,)), reason)
    reckoning = Reckoning(observation)
    strain, value = plan_strain(reckoning, wide=wide, exact=exact)
    if seat == observation.taker or observation.kind == KOTKA:
        cards, kind = _concentrate(reckoning, hand, strain, count)
    else:
        cards, kind = _partner_three(reckoning, hand, strain)
    reason = Reason(kind, strain.value, cards, _emptied(hand, cards), value=value)
    return Advice(Give(cards), reason)


def _emptied(hand: Sequence[Card], cards: Sequence[Card]) -> tuple[Suit, ...]:
    """The suits giving ``cards`` leaves ``hand`` void in."""
    return tuple(
        suit
        for suit in SUITS
        if suit_cards(hand, suit) and set(suit_cards(hand, suit)) <= set(cards)
    )


def _master(reckoning: Reckoning, strain: Strain) -> bool:
    """Whether this hand should carry the contract (the partner's shown tricks are less)."""
    partner = reckoning.readings[reckoning.partner]
    return playing_tricks(reckoning.hand, strain.trump) >= partner.tricks(strain.trump)


def _danger_order(hand: Sequence[Card]) -> list[Card]:
    """Cards most dangerous in misère first: high cards, short suits first among equals."""
    length = {suit: len(suit_cards(hand, suit)) for suit in SUITS}
    return sorted(hand, key=lambda card: (-power(card), length[card.suit]))


def _void_cards(hand: Sequence[Card], keep: Suit | None, count: int) -> list[Card]:
    """``count`` cards emptying the shortest suits other than ``keep``, lowest first within
    a suit; the suits with aces last."""
    suits = sorted(
        (suit for suit in SUITS if suit is not keep and suit_cards(hand, suit)),
        key=lambda suit: (
            any(card.rank is Rank.ACE for card in suit_cards(hand, suit)),
            len(suit_cards(hand, suit)),
        ),
    )
    chosen: list[Card] = []
    for suit in suits:
        for card in reversed(suit_cards(hand, suit)):
            if len(chosen) < count:
                chosen.append(card)
    if len(chosen) < count:
        rest = sorted((c for c in hand if c not in chosen), key=power)
        chosen.extend(rest[: count - len(chosen)])
    return chosen


def _voided_first(hand: Sequence[Card], cards: list[Card]) -> tuple[Card, ...]:
    """The cards with one from a suit they empty put first (the book's void signal)."""
    for index, card in enumerate(cards):
        if all(other in cards for other in suit_cards(hand, card.suit)):
            return (card, *cards[:index], *cards[index + 1 :])
    return tuple(cards)


def _concentrate(
    reckoning: Reckoning, hand: Sequence[Card], strain: Strain, count: int
) -> tuple[tuple[Card, ...], str]:
    """The taker's side's give (the kind of the book's advice followed: voids made for
    misère or for the contract this hand carries, or trumps sent to the hand that does)."""
    if strain is Strain.MISERE:
        short = _void_cards(hand, None, count)
        dangerous = _danger_order(hand)
        chosen = [c for c in short if power(c) >= 9][:2]
        chosen += [c for c in dangerous if c not in chosen][: count - len(chosen)]
        return _voided_first(hand, chosen), "misere_shed"
    trump = strain.trump
    if _master(reckoning, strain) or trump is None:
        return _voided_first(hand, _void_cards(hand, trump, count)), "concentrate"
    trumps = suit_cards(hand, trump)[:count]
    rest = _void_cards([c for c in hand if c not in trumps], trump, count - len(trumps))
    return _voided_first(hand, [*trumps, *rest]), "send_trumps"


def _partner_three(
    reckoning: Reckoning, hand: Sequence[Card], strain: Strain
) -> tuple[tuple[Card, ...], str]:
    """One card each to the left opponent, the taker and the right opponent: junk to the
    opponents; to the taker its highest trump when the taker kept its trumps (it sent none
    over), else the card that empties this hand's shortest side suit. With the kind of the
    advice followed."""
    trump = strain.trump
    if strain is Strain.MISERE:
        dangerous = _danger_order(hand)
        to_taker = min(hand, key=power)
        left, right = [card for card in dangerous if card != to_taker][:2]
        return (left, to_taker, right), "partner_misere"
    junk = sorted(
        (card for card in hand if card.suit is not trump and card.rank is not Rank.ACE),
        key=power,
    )
    if len(junk) < 2:
        junk = sorted(hand, key=power)
    left, right = junk[0], junk[1]
    rest = [card for card in hand if card not in (left, right)]
    if trump is not None and _taker_keeps_trumps(reckoning, trump) and suit_cards(rest, trump):
        return (left, suit_cards(rest, trump)[0], right), "partner_trump"
    return (left, _void_cards(rest, trump, 1)[0], right), "partner_void"


def _taker_keeps_trumps(reckoning: Reckoning, trump: Suit) -> bool:
    """Whether the taker carries the contract: it sent no trump over in its four cards."""
    observation = reckoning.observation
    return not any(
        card.suit is trump
        for transfer in observation.received
        if transfer.from_seat == observation.taker
        for card in transfer.cards
    )


def _defenders_card(observation: SkruuviObservation, hand: Sequence[Card]) -> tuple[Card, Reason]:
    trump = observation.trump
    received_trump = any(
        card.suit is trump
        for transfer in observation.received
        for card in transfer.cards
        if transfer.from_seat == observation.partner_of(observation.seat or 0)
    )
    if trump is not None and not received_trump:
        trumps = suit_cards(hand, trump)
        if len(trumps) in (1, 2):
            return trumps[0], Reason("defender_trump", suits=(trump,), count=len(trumps))
    others = [suit for suit in SUITS if suit is not trump and suit_cards(hand, suit)]
    for suit in others:
        cards = suit_cards(hand, suit)
        if cards[0].rank is Rank.ACE and len(cards) >= 3:
            return cards[-1], Reason("ace_signal", suits=(suit,))
    if not others:
        return min(hand, key=power), Reason("only_trumps")
    shortest = min(others, key=lambda suit: len(suit_cards(hand, suit)))
    held = len(suit_cards(hand, shortest))
    return suit_cards(hand, shortest)[-1], Reason("shortest_suit", suits=(shortest,), count=held)


def _shortest_suit_card(hand: Sequence[Card]) -> Card:
    suits = [suit for suit in SUITS if suit_cards(hand, suit)]
    shortest = min(
        suits, key=lambda suit: (len(suit_cards(hand, suit)), -power(suit_cards(hand, suit)[0]))
    )
    return suit_cards(hand, shortest)[-1]
