"""The expert's card in the play: the club lookahead, read from the whole deal, to the score.

Each guessed world follows every go and count of the deal and is weighted by how likely the
other seats' keeps are (``reading``). Far from the end a card is worth its average points
over the worlds (``lookahead.Playout``); near the end of a two-player game, its average
chance of winning the game (``race.Race``), points breaking ties.
"""

from __future__ import annotations

import random

from skruuvi_gui.bots.cribbage.aim import Aim
from skruuvi_gui.bots.cribbage.keeping import owner_crib
from skruuvi_gui.bots.cribbage.lookahead import (
    VALUE,
    Playout,
    one_of_each_rank,
    rank_hands,
    series_ranks,
)
from skruuvi_gui.bots.cribbage.race import Race
from skruuvi_gui.bots.cribbage.reading import floors, guess_world
from skruuvi_gui.bots.cribbage.sampling import unseen_cards
from skruuvi_gui.bots.cribbage.winning import needs
from skruuvi_gui.cards import Card
from skruuvi_gui.rules.cribbage.model import CribbageObservation
from skruuvi_gui.rules.cribbage.scoring import score_hand

#: By number of players: guessed worlds per decision and cards searched ahead. Twice the
#: club level's worlds with two players (the weights spend some of them), inside the time.
SEARCH: dict[int, tuple[int, int]] = {2: (96, 8), 3: (32, 6), 4: (32, 6)}

#: Guessed worlds per decision near the end, where each world's search is dearer.
RACE_WORLDS = 32


def expert_card(
    observation: CribbageObservation, aim: Aim, cards: tuple[Card, ...], rng: random.Random
) -> Card:
    """The card worth most over the guessed worlds; ties go to the higher count value."""
    by_rank = one_of_each_rank(cards)
    if len(by_rank) == 1:
        return cards[0]
    me = aim.seat
    unseen = unseen_cards(observation)
    least = floors(observation)
    seats = len(observation.hand_sizes)
    worlds, depth = SEARCH[seats]
    wanted = needs(observation)
    if wanted is not None:
        worlds = RACE_WORLDS
    playout = Playout(aim, seats)
    series = series_ranks(observation)
    chances = dict.fromkeys(by_rank, 0.0)
    points = dict.fromkeys(by_rank, 0.0)
    for _ in range(worlds):
        world, weight = guess_world(observation, unseen, least, rng)
        hands = rank_hands(world)
        race = None if wanted is None else Race(me, observation.dealer, shows(observation, world))
        for rank in by_rank:
            index = hands[me].index(rank)
            points[rank] += weight * playout.after(
                hands, observation.count, series, me, index, depth
            )
            if race is not None and wanted is not None:
                by_seat = (wanted[0], wanted[1]) if me == 0 else (wanted[1], wanted[0])
                chances[rank] += weight * race.after(
                    hands, observation.count, series, me, index, by_seat
                )
    best = max(by_rank, key=lambda rank: (round(chances[rank], 9), points[rank], VALUE[rank]))
    return by_rank[best]


def shows(observation: CribbageObservation, world: tuple[tuple[Card, ...], ...]) -> tuple[int, int]:
    """What each seat counts in the show in this world: its four kept cards with the starter,
    and the dealer the crib's expected score besides."""
    me = observation.seat
    starter = observation.starter
    assert me is not None and starter is not None
    other = 1 - me
    kept = {
        me: observation.kept,
        other: (*(c for s, c in observation.played if s == other), *world[other]),
    }
    counted = [score_hand(kept[seat], starter) for seat in (0, 1)]
    crib = round(owner_crib(observation.discarded, observation.dealer == me))
    counted[observation.dealer] += crib
    return counted[0], counted[1]
