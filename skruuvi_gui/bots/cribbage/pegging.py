"""Choosing a card in the play without looking far ahead (the easy and normal levels).

``easy`` takes the most points now, now and then playing any card. ``normal`` also weighs
what the next player may score on its card, from the ranks it has not seen: leaving a count
of 5 or 21 with sixteen tens about, or a card that is easy to pair, costs it points.
"""

from __future__ import annotations

import random
from collections import Counter
from math import comb

from skruuvi_gui.bots.cribbage.aim import Aim
from skruuvi_gui.bots.cribbage.sampling import unseen_cards
from skruuvi_gui.cards import Card
from skruuvi_gui.rules.api import Seat
from skruuvi_gui.rules.cribbage.model import CribbageObservation
from skruuvi_gui.rules.cribbage.scoring import card_value, play_points

#: How often the easy level plays any card instead of the best one now.
EASY_WHIM = 0.2


def points_now(observation: CribbageObservation, card: Card) -> int:
    """What ``card`` scores if played now (pairs, runs, fifteen, thirty-one)."""
    ranks = [played.rank for _, played in observation.series]
    ranks.append(card.rank)
    return play_points(ranks, observation.count + card_value(card))


def greedy_card(
    observation: CribbageObservation, aim: Aim, cards: tuple[Card, ...], rng: random.Random
) -> Card:
    """The easy level's card: the most welcome points now, ties and whims left to chance."""
    if rng.random() < EASY_WHIM:
        return rng.choice(cards)
    worth = {card: aim.sign * points_now(observation, card) for card in cards}
    best = max(worth.values())
    return rng.choice([card for card in cards if worth[card] == best])


def cautious_card(observation: CribbageObservation, aim: Aim, cards: tuple[Card, ...]) -> Card:
    """The normal level's card: points now less the next opponent's likely reply.

    Ties go to the higher count value, keeping low cards for the end of the series. In misère
    only its own points count, since the opponent shuns points as well.
    """
    replier = next_to_reply(observation)
    unseen = unseen_cards(observation)

    def worth(card: Card) -> tuple[float, int]:
        now = aim.sign * points_now(observation, card)
        if replier is None or aim.is_ally(replier) or aim.sign < 0:
            return now, card_value(card)
        reply = likely_reply(observation, card, unseen, observation.hand_sizes[replier])
        return now + aim.weight(replier) * reply, card_value(card)

    return max(cards, key=worth)


def next_to_reply(observation: CribbageObservation) -> Seat | None:
    """The next seat clockwise that holds cards and has not said go in this series."""
    me = observation.seat
    if me is None:
        return None
    seats = len(observation.hand_sizes)
    for step in range(1, seats):
        seat = (me + step) % seats
        if observation.hand_sizes[seat] and seat not in observation.said_go:
            return seat
    return None


def likely_reply(
    observation: CribbageObservation, card: Card, unseen: tuple[Card, ...], hand_size: int
) -> float:
    """Expected points of the best reply to ``card`` by a seat holding ``hand_size`` unseen
    cards: the best-scoring rank it holds, each rank held with its chance from the counts."""
    count = observation.count + card_value(card)
    if count == 31 or not unseen:
        return 0.0
    ranks = [played.rank for _, played in observation.series]
    ranks.append(card.rank)
    copies = Counter(unseen_card.rank for unseen_card in unseen)
    total = comb(len(unseen), hand_size)
    replies: list[tuple[int, float]] = []
    for reply in {unseen_card.rank: unseen_card for unseen_card in unseen}.values():
        value = card_value(reply)
        if count + value > 31:
            continue
        points = play_points([*ranks, reply.rank], count + value)
        if points:
            held = 1 - comb(len(unseen) - copies[reply.rank], hand_size) / total
            replies.append((points, held))
    return best_reply_points(replies)


def best_reply_points(replies: list[tuple[int, float]]) -> float:
    """Expected points of the best reply held, from each scoring reply's points and the
    chance it is held: the best one held is played, the lesser ones only when no better is."""
    expected = 0.0
    none_better = 1.0
    for points, held in sorted(replies, reverse=True):
        expected += points * held * none_better
        none_better *= 1 - held
    return expected
