"""What the prompt line and the seat plates say for an observation: the viewer's decision
("Give 4 cards to Ville (1/4 chosen)"), whom the table waits for, and each seat's badges.

Plain functions of the observation and the players' names, so the table only asks.
"""

from __future__ import annotations

from collections.abc import Callable

from skruuvi_gui.rules.api import Seat
from skruuvi_gui.rules.skruuvi import (
    ALKUPELI,
    DEAL,
    DEFENDERS_EXCHANGE,
    DRAW,
    FINAL_BIDDING,
    FIRST_BIDDING,
    GAME_OVER,
    KNOCKS,
    KOTKA,
    PASS_MISERE_EXCHANGE,
    PLAY,
    TAKER_EXCHANGE,
    Give,
    Pass,
    Play,
    Reknock,
    SkruuviObservation,
)
from skruuvi_gui.rules.skruuvi.bidding import final_minimum, passes_left
from skruuvi_gui.ui.skruuvi import words
from skruuvi_gui.ui.skruuvi.banner import holder

NameOf = Callable[[Seat], str]

_BIDDINGS = (FIRST_BIDDING, FINAL_BIDDING)
_EXCHANGES = (TAKER_EXCHANGE, DEFENDERS_EXCHANGE, PASS_MISERE_EXCHANGE)


def bidders(obs: SkruuviObservation) -> tuple[Seat, ...]:
    """Who calls in the bidding under way: everybody, or the taker and partner."""
    if obs.phase == FINAL_BIDDING and obs.taker is not None:
        return (obs.taker, obs.partner_of(obs.taker))
    return obs.order


def recipients(obs: SkruuviObservation) -> tuple[Seat, ...]:
    """Who gets the cards the viewer gives now, in order (see ``rules.skruuvi.exchange``):
    the alkupeli taker's partner gives one each to left opponent, taker, right opponent;
    every other step goes to the giver's partner."""
    me = obs.seat
    gives = [a for a in obs.legal if isinstance(a, Give)]
    if me is None or me not in obs.order or not gives:
        return ()
    partner = obs.partner_of(me)
    if obs.phase == TAKER_EXCHANGE and me != obs.taker and obs.kind == ALKUPELI:
        return (obs.left_of(me), partner, obs.left_of(partner))
    return (partner,) * len(gives[0].cards)


def _giving_back(obs: SkruuviObservation) -> bool:
    """The viewer returns cards: the kotka taker's partner, or whoever got a card from
    partner in this exchange."""
    me = obs.seat
    if me is None or me not in obs.order:
        return False
    if obs.phase == TAKER_EXCHANGE:
        return obs.kind == KOTKA and me != obs.taker
    return any(t.from_seat == obs.partner_of(me) for t in obs.received)


def _holder_name(obs: SkruuviObservation, seat: Seat | None, name_of: NameOf) -> str | None:
    """A bid holder's name; ``None`` when it is the viewer."""
    if seat is not None and seat == obs.seat:
        return None
    return "" if seat is None else name_of(seat)


def action_prompt(obs: SkruuviObservation, name_of: NameOf, chosen: int) -> str:
    """What the viewer is to decide now; ``chosen`` cards are picked so far."""
    legal = obs.legal
    if obs.phase == FIRST_BIDDING:
        seat = holder(obs.first_bidding)
        left = passes_left(obs.first_bidding, final=False, scoring=obs.options.scoring)
        return words.first_bid_prompt(obs.standing, _holder_name(obs, seat, name_of), left=left)
    if obs.phase == FINAL_BIDDING and obs.standing is not None:
        seat = holder(obs.final_bidding, obs.taker)
        calls = obs.final_bidding
        came_back = bool(calls) and calls[-1].bid is None
        return words.final_bid_prompt(
            obs.standing,
            _holder_name(obs, seat, name_of),
            final_minimum(kotka=obs.kind == KOTKA, scoring=obs.options.scoring),
            may_pass=Pass() in legal,
            left=passes_left(calls, final=True, scoring=obs.options.scoring) if came_back else None,
        )
    if any(isinstance(a, Give) for a in legal):
        names = [name_of(seat) for seat in recipients(obs)]
        return words.give_prompt(names, chosen, back=_giving_back(obs))
    if obs.phase == KNOCKS:
        return words.knock_prompt(reknock=Reknock() in legal)
    if any(isinstance(a, Play) for a in legal):
        led = obs.trick[0][1].suit if obs.trick else None
        follows = led is not None and any(card.suit is led for card in obs.hand)
        return words.play_prompt(led, follows=follows)
    return ""


def waiting_prompt(obs: SkruuviObservation, name_of: NameOf, viewer: Seat | None = None) -> str:
    """Whom the table waits for while the viewer has nothing to decide; ``viewer`` is
    spoken to, not named."""

    def said(seat: Seat) -> str | None:
        return None if viewer is not None and seat == viewer else name_of(seat)

    if obs.phase == GAME_OVER:
        return words.word("session_over_prompt")
    if obs.phase in (DRAW, DEAL):
        return words.word("dealing_prompt")
    waiting = [seat for seat in obs.to_move if seat in obs.order]
    if not waiting:
        return ""
    if obs.phase in _EXCHANGES:
        gave = obs.seat is not None and any(t.from_seat == obs.seat for t in obs.given)
        if obs.phase == PASS_MISERE_EXCHANGE and gave:
            return words.word("exchange_done_prompt")
        return words.giving_prompt([said(seat) for seat in waiting])
    name = said(waiting[0])
    if obs.phase in _BIDDINGS:
        return words.seat_line("bidding_turn_prompt", name)
    if obs.phase == KNOCKS:
        return words.seat_line("knock_turn_prompt", name)
    return words.seat_line("play_turn_prompt", name)


def fresh_hand(obs: SkruuviObservation) -> bool:
    """Received cards stay marked until the viewer plays their first card: a player who
    is not first to play still sees at their first turn which cards came to them."""
    if obs.phase != PLAY:
        return True
    return not obs.tricks and all(seat != obs.seat for seat, _ in obs.trick)


def plate_badges(obs: SkruuviObservation, seat: Seat) -> tuple[str, ...]:
    """A seat's badges for where the deal stands: dealer and forehand while bidding (and all
    through pass-misère), the taker through the exchange and final bidding, then the
    declarer."""
    phase = obs.phase
    if phase == GAME_OVER:
        return ()
    if phase in (FIRST_BIDDING, DEAL) or obs.pass_misere:
        badges = []
        if seat == obs.dealer:
            badges.append(words.word("dealer_badge"))
        if obs.dealer in obs.order and seat == obs.forehand:
            badges.append(words.word("forehand_badge"))
        return tuple(badges)
    if phase in (TAKER_EXCHANGE, FINAL_BIDDING):
        return (words.word("taker_badge"),) if seat == obs.taker else ()
    if obs.declarer is not None and seat == obs.declarer:
        return (words.word("declarer_badge"),)
    return ()
