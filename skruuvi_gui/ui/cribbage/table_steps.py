"""The cribbage table's events in timed steps: the deal, the play and its pegging, the
show counted aloud item by item, and the bubbles of points.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QPointF, QRectF

from skruuvi_gui.cards import Card
from skruuvi_gui.rules.api import (
    CardPlayed,
    CardsPassed,
    CardsShown,
    Dealt,
    Event,
    GameOver,
    Observation,
    PhaseChanged,
    Said,
    Scored,
    Seat,
)
from skruuvi_gui.rules.cribbage.model import (
    CRIB,
    GAME_OVER,
    PLAY,
    SHOW,
)
from skruuvi_gui.ui.cribbage.felt import (
    BUBBLE_MS,
    ITEM_MS,
    PEG_MS,
    RESULT_MS,
    SCORE_MS,
    SHOW_OPEN_MS,
    SHOW_TOTAL_MS,
    CribbageFelt,
    Tally,
)
from skruuvi_gui.ui.cribbage.layout import CribbageLayout
from skruuvi_gui.ui.cribbage.show import (
    claim_words,
    hand_total_words,
    item_words,
    muggins_words,
    no_points_words,
    peg_words,
    said_words,
)
from skruuvi_gui.ui.event_text import describe_event
from skruuvi_gui.ui.table.animation import HOLD, Step
from skruuvi_gui.ui.table.labels import bubble_label, float_bubble
from skruuvi_gui.ui.table.scene import DEAL_MS, MOVE_MS

#: Cards dealt to each player by the number of players (spec §2).
_DEALT_CARDS = {2: 6, 3: 5, 4: 5}


class CribbageSteps(CribbageFelt):
    """The cribbage table's events, each in a few timed steps."""

    def _lead_in_steps(self, event: Event) -> list[Step]:
        """A counted hand is closed (its total read) before whatever does not add to it."""
        tally = self._tally
        if tally is not None and not (isinstance(event, Scored) and event.seat == tally.seat):
            return self._close_tally_steps()
        return []

    def _own_event_steps(self, event: Event) -> list[Step]:
        if isinstance(event, Scored):
            return [self._scored_step(event)]
        return []

    def _shown_steps(self, event: CardsShown) -> list[Step]:
        """The cards shown; a hand or crib shown opens its tally."""
        if event.what in ("hand", "crib"):
            self._tally = Tally(CRIB if event.what == "crib" else event.seat, event.seat)
        return [partial(self._step_shown, event)]

    def _batch_end_steps(self, obs: Observation) -> list[Step]:
        if self._tally is not None and obs.phase != SHOW:
            return self._close_tally_steps()
        return []

    def _happened(self, event: Event) -> None:
        """Say on the prompt line what just happened while the table catches up."""
        you = self._you()
        self._happening = (
            describe_event(event, self._names, "cribbage", None if you < 0 else you) or ""
        )
        self._refresh_bar()

    def _deal_steps(self, event: Dealt) -> list[Step]:
        steps: list[Step] = [self._step_linger, self._step_gather, partial(self._step_deal, event)]
        n = self.num_seats()
        for i in range(_DEALT_CARDS.get(n, 5) * n):
            steps.append(partial(self._step_deal_card, (event.dealer + 1 + i) % n))
        return steps

    def _step_linger(self) -> int:
        """Let the counted hands lie a moment before the next deal sweeps them away."""
        return self._ms(SHOW_TOTAL_MS) if self._picture.shown else 0

    def _step_gather(self) -> int:
        """Sweep every card back to the pack."""
        dealt = [
            item
            for key, item in self._items.items()
            if not (isinstance(key, tuple) and key[0] == "pack")
        ]
        return self._sweep(dealt, self._geometry().pack)

    def _step_deal(self, event: Dealt) -> int:
        if self._picture.phase == GAME_OVER:
            self._hide_panel()
        self._picture = self._picture.next_deal(event.dealer, event.deal_number, self.num_seats())
        self._set_show_words("", None)
        self._happened(event)
        self._render(self._ms(MOVE_MS))
        return self._ms(MOVE_MS)

    def _step_deal_card(self, seat: Seat) -> int:
        """One card off the pack; the viewer's own cards are known from the batch's end."""
        obs = self._batch_observation()
        order: list[Card] = []
        card: Card | None = None
        if obs is not None and seat == obs.seat == self._seating().viewer:
            order = [*obs.hand, *obs.discarded]
            held = self._picture.hands[seat]
            card = next((c for c in order if c not in held), None)
        self._picture.deal_card(seat, card, order)
        self._render(self._ms(MOVE_MS * 1.4))
        return self._ms(DEAL_MS)

    def _step_passed(self, event: CardsPassed) -> int:
        obs = self._batch_observation()
        known = obs.discarded if obs is not None and obs.seat == event.from_seat else ()
        self._picture.to_crib(event.from_seat, event.count, known)
        self._happened(event)
        self._render(self._ms(MOVE_MS))
        return self._ms(MOVE_MS + 80)

    def _step_shown(self, event: CardsShown) -> int:
        self._pegging_side = None
        if event.what == "starter":
            if event.cards:
                self._picture.turn_starter(event.cards[0])
            self._happened(event)
            self._render(self._ms(MOVE_MS))
            return self._ms(MOVE_MS + 200)
        owner = CRIB if event.what == "crib" else event.seat
        self._picture.show(owner, tuple(event.cards))
        self._set_show_words("", owner)
        self._render(self._ms(MOVE_MS * 1.5))
        self._refresh_bar()
        return self._ms(SHOW_OPEN_MS)

    def _step_played(self, event: CardPlayed) -> int:
        self._pegging_side = None
        self._picture.play(event.seat, event.card)
        self._happened(event)
        self._render(self._ms(MOVE_MS))
        return self._ms(MOVE_MS + 120)

    def _step_said(self, event: Said) -> int:
        self._pegging_side = None
        if event.what == "go":
            self._picture.say_go(event.seat)
            self._render(0)
        self._happened(event)
        self._bubble(event.seat, said_words(event.what))
        return self._ms(SCORE_MS)

    def _scored_step(self, event: Scored) -> Step:
        tally = self._tally
        if tally is not None and event.seat == tally.seat and event.reason != "muggins":
            tally.running += event.points
            return partial(self._step_show_item, event, tally.running)
        return partial(self._step_pegged, event)

    def _peg(self, event: Scored) -> None:
        first = self._pegging_side != event.side
        self._pegging_side = event.side
        self._picture.peg(event.side, event.points, event.total, first=first)
        picture = self._picture
        self._board.set_scores(picture.scores, picture.previous, self._ms(PEG_MS), self._animator)

    def _step_pegged(self, event: Scored) -> int:
        self._peg(event)
        own = event.seat == self._you()
        if event.reason == "muggins":
            text = muggins_words(self.name_of(event.seat), event.points, own=own)
        elif event.reason == "claim":
            text = claim_words(self.name_of(event.seat), event.points, own=own)
        else:
            text = peg_words(event.reason, event.points)
        self._happened(event)
        self._bubble(event.seat, text)
        return self._ms(SCORE_MS)

    def _step_show_item(self, event: Scored, running: int) -> int:
        self._picture.highlight = frozenset(event.cards)
        self._mark_counted()
        if event.reason == "claim":
            own = event.seat == self._you()
            words = claim_words(self.name_of(event.seat), event.points, own=own)
        else:
            words = item_words(event.reason, len(event.cards), running)
        self._set_caption(words)
        self._narrate(words)
        self._peg(event)
        return self._ms(ITEM_MS)

    def _close_tally_steps(self) -> list[Step]:
        """The counted hand's total, then the hand goes back in front of its owner."""
        tally = self._tally
        assert tally is not None
        self._tally = None
        return [partial(self._step_hand_total, tally), self._step_put_back]

    def _step_hand_total(self, tally: Tally) -> int:
        self._picture.highlight = frozenset()
        self._mark_counted()
        words = hand_total_words(
            self.name_of(tally.seat),
            tally.running,
            crib=tally.owner == CRIB,
            own=tally.seat == self._you(),
        )
        if tally.running == 0:
            words = f"{no_points_words()}\n{words}"
        self._set_caption(words)
        self._narrate(words)
        if self._holds():
            self._reading = True
            self._refresh_bar()
            return HOLD
        return self._ms(SHOW_TOTAL_MS)

    def _step_put_back(self) -> int:
        self._reading = False
        self._picture.put_back()
        self._set_show_words("", None)
        self._render(self._ms(MOVE_MS))
        return self._ms(MOVE_MS)

    def _step_phase(self, event: PhaseChanged) -> int:
        self._picture.phase = event.phase
        if event.phase == PLAY:
            self._hide_panel()
            self._render(self._ms(MOVE_MS))
        return 0

    def _step_game_over(self, event: GameOver) -> int:
        options = self._picture.options
        match_over = options.games_to_win <= 1 or any(
            event.outcome.details.get(f"games_won_{side}", 0) >= options.games_to_win
            for side in range(options.num_sides)
        )
        self._happened(event)
        self._show_result(event.outcome, match_over=match_over)
        return self._ms(RESULT_MS)

    def _bubble(self, seat: Seat, text: str) -> None:
        ms = self._ms(BUBBLE_MS)
        if ms <= 0 or not 0 <= seat < self.num_seats():
            return
        geo = self._geometry()
        label = bubble_label(text, geo.font_px * 1.15)
        self._scene.addItem(label)
        start = geo.seats[self.side_of(seat)].bubble_centre(label.boundingRect().width())
        pill = label.pill_rect()
        start, rise = self._stacked(pill, start, geo.font_px * 1.5, geo)
        key = id(label)
        self._aloft[key] = pill.translated(start).united(
            pill.translated(start.x(), start.y() - rise)
        )
        label.destroyed.connect(lambda: self._aloft.pop(key, None))
        float_bubble(label, start, rise, ms)

    def _stacked(
        self, pill: QRectF, start: QPointF, rise: float, geo: CribbageLayout
    ) -> tuple[QPointF, float]:
        """Where a bubble whose ``pill`` would rise by ``rise`` from ``start`` goes, and how
        far it rises, reading clear of the bubbles still in the air: where it was meant to,
        or, when one card scores twice at once (thirty-one and a pair), just above the
        others' (below them at the top of the table), and there it stays."""
        space = geo.font_px * 0.35
        bands = [band.adjusted(-space, -space, space, space) for band in self._aloft.values()]

        def hits(at: QPointF, up: float) -> list[QRectF]:
            path = pill.translated(at).united(pill.translated(at.x(), at.y() - up))
            return [band for band in bands if band.intersects(path)]

        if not hits(start, rise):
            return start, rise
        above, below = QPointF(start), QPointF(start)
        for _ in bands:  # each move clears at least one more band
            if found := hits(above, 0):
                above.setY(min(band.top() for band in found) - pill.bottom() - 0.5)
            if found := hits(below, 0):
                below.setY(max(band.bottom() for band in found) - pill.top() + 0.5)
        return (above if above.y() + pill.top() >= geo.play.top() else below), 0.0
