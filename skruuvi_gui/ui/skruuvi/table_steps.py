"""The Skruuvi table's events in timed steps: the robber, the deal and the centre cards,
calls, the holdings shown, cards given, the contract, the tricks, and the phases.
"""

from __future__ import annotations

import dataclasses
from functools import partial
from html import escape

from skruuvi_gui.cards import Card
from skruuvi_gui.rules import api
from skruuvi_gui.rules.skruuvi import (
    ALKUPELI,
    CENTRE,
    DEAL,
    FIRST_BIDDING,
    GAME_OVER,
    HoldingsShown,
    RobberStarted,
    SkruuviObservation,
)
from skruuvi_gui.ui.skruuvi import words
from skruuvi_gui.ui.skruuvi.felt import SkruuviFelt
from skruuvi_gui.ui.skruuvi.picture import transfer_at
from skruuvi_gui.ui.skruuvi.results import deal_body, deal_title
from skruuvi_gui.ui.skruuvi.traditional_text import holding_words
from skruuvi_gui.ui.table.animation import Step
from skruuvi_gui.ui.table.panel_text import plain
from skruuvi_gui.ui.table.scene import DEAL_MS, MOVE_MS
from skruuvi_gui.ui.table.seat_places import clockwise_from

#: Pauses at normal speed, in milliseconds.
SAID_MS = 260
CENTRE_MS = 1100
#: How long the aces, sequences and honours shown as play starts stay announced.
SHOW_MS = 2600
RESULT_MS = 2400
#: How long a deal's result waits for a person's click or Enter before the next deal.
RESULT_HOLD_MS = 30_000


class SkruuviSteps(SkruuviFelt):
    """The Skruuvi table's events, each in a few timed steps."""

    bubble_ms = 1300

    def _own_event_steps(self, event: api.Event) -> list[Step]:
        if isinstance(event, RobberStarted):
            return [partial(self._step_robber, event)]
        if isinstance(event, HoldingsShown):
            return [partial(self._step_holdings, event)]
        return []

    def _deal_steps(self, event: api.Dealt) -> list[Step]:
        steps: list[Step] = [self._step_gather, partial(self._step_deal, event)]
        steps += [partial(self._step_deal_round, i) for i in range(13)]
        steps.append(self._step_centre_out)
        return steps

    def _shown_steps(self, event: api.CardsShown) -> list[Step]:
        return [partial(self._step_centre_shown, event)]

    def _trick_gathered(self) -> None:
        self._update_contract_panel()

    def _drawn_observation(self) -> SkruuviObservation | None:
        return self._shown

    def _step_robber(self, event: RobberStarted) -> int:
        """New partnerships: the players change places."""
        self._picture.order = event.order
        self._picture.hide_hands()
        self._happened(event)
        self._animate(MOVE_MS)
        return self._ms(MOVE_MS)

    def _step_deal(self, event: api.Dealt) -> int:
        """A new deal: the panels show it at once, the bidding box once the cards are out."""
        self._hide_panel()
        obs = self._batch_observation()
        this_deal = obs is not None and obs.deal_number == event.deal_number
        kind = obs.kind if obs is not None and this_deal else self._picture.kind
        self._picture.next_deal(event.dealer, kind)
        self._dealing = True
        if obs is not None and this_deal:
            self._shown = obs
            self._sheet.show_session(obs, self._names)
        self._update_panels()
        self._happened(event)
        self._render(0)
        return 0

    def _step_deal_round(self, round_index: int) -> int:
        """One card off the pack to each seat, clockwise from forehand; the viewer's own
        cards are known from the batch's end when it is still this deal's first bidding."""
        picture = self._picture
        dealt = 12 if picture.kind == ALKUPELI else 13
        if round_index >= dealt or len(picture.order) != 4 or picture.dealer not in picture.order:
            return 0
        obs = self._batch_observation()
        viewer = self._viewer(obs) if obs is not None else None
        picture.viewer = viewer
        forehand = picture.order[(picture.order.index(picture.dealer) + 1) % 4]
        for seat in clockwise_from(picture.order, forehand):
            card: Card | None = None
            if obs is not None and seat == viewer and obs.phase == FIRST_BIDDING:
                held = {slot.card for slot in picture.hand(seat)}
                card = next((c for c in obs.hand if c not in held), None)
            picture.deal_card(seat, card)
        self._animate(MOVE_MS * 1.4)
        return self._ms(DEAL_MS * 2.5)

    def _step_centre_out(self) -> int:
        """The last four cards of an opening deal stay in the middle as the centre cards."""
        self._dealing = False
        self._update_panels()
        if self._picture.deck:
            self._picture.deck_to_centre()
            self._animate(MOVE_MS)
            return self._ms(MOVE_MS)
        self._render(0)
        return 0

    def _step_said(self, event: api.Said) -> int:
        self._happened(event)
        self._bubble(event.seat, words.said_bubble(event.what))
        return self._ms(SAID_MS)

    def _step_centre_shown(self, event: api.CardsShown) -> int:
        self._picture.turn_centre(event.cards)
        self._happened(event)
        self._animate(MOVE_MS)
        return self._ms(CENTRE_MS)

    def _step_holdings(self, event: HoldingsShown) -> int:
        """Traditional scoring: each hand's aces and sequences in a bubble at its seat, and
        the whole show, honours too, on the prompt line and narrated."""
        for holding in event.holdings:
            self._bubble(holding.seat, holding_words(holding))
        self._happened(event)
        self._narrate(self._happening)
        return self._ms(SHOW_MS)

    def _step_passed(self, event: api.CardsPassed) -> int:
        picture = self._picture
        obs = self._batch_observation()
        received = obs.received if obs is not None else ()
        if event.from_seat == CENTRE:
            picture.take_centre(event.to_seat, event.count, transfer_at(received, picture.received))
        else:
            given = transfer_at(obs.given, picture.given) if obs is not None else None
            picture.pass_cards(
                event.from_seat,
                event.to_seat,
                event.count,
                given,
                transfer_at(received, picture.received),
            )
        self._happened(event)
        self._animate(MOVE_MS * 1.3)
        picture.settle()
        return self._ms(MOVE_MS * 1.3 + 120)

    def _step_contract(self, event: api.ContractSet) -> int:
        self._happened(event)
        if event.seats:
            self._bubble(event.seats[0], words.said_bubble(event.contract))
        return self._ms(SAID_MS * 2)

    def _step_phase(self, event: api.PhaseChanged) -> int:
        """A deal ended (the next one, or the end, follows): show its result a while."""
        self._picture.phase = event.phase
        if event.phase not in (DEAL, GAME_OVER):
            return 0
        obs = self._batch_observation()
        if obs is None or len(obs.results) <= self._results_shown:
            return 0
        result = obs.results[self._results_shown]
        self._results_shown += 1
        # The sheet has the deal as its result shows, not once the person has read it.
        shown = dataclasses.replace(obs, results=obs.results[: self._results_shown])
        self._sheet.show_session(shown, self._names)
        viewer = self._viewer(obs)
        # A person reads the result at their own pace: it stays until they go on.
        held = event.phase == DEAL and viewer is not None

        def written() -> tuple[str, str]:
            body = deal_body(result, obs.letters, self._names, viewer)
            if held:
                body += f"<br><i>{escape(words.word('go_on_text'))}</i>"
            return deal_title(result, obs.letters, self._names, viewer), body

        self._show_panel(written)
        self._happening = plain(self._panel.title())
        self._refresh_bar()
        return self._ms(RESULT_HOLD_MS if held else RESULT_MS)
