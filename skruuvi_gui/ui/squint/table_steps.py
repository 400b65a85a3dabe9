"""The Squint table's events in timed steps: the deal, the bid cards laid and revealed, the
contract's banner, cards passed and shown, the tricks, and each deal's result.
"""

from __future__ import annotations

from functools import partial
from html import escape

from skruuvi_gui.cards import Card
from skruuvi_gui.rules import api
from skruuvi_gui.rules.squint import (
    BID,
    DEAL,
    GAME_OVER,
    SQUINT,
    SQUINT_PILE,
    BidPicked,
    BidsRevealed,
    SquintObservation,
    Transfer,
)
from skruuvi_gui.ui.line_parts import card_text
from skruuvi_gui.ui.squint import panel_text, words
from skruuvi_gui.ui.squint.event_lines import parse_contract
from skruuvi_gui.ui.squint.felt import SquintFelt
from skruuvi_gui.ui.squint.results import deal_body, deal_title
from skruuvi_gui.ui.table.animation import HOLD, Step
from skruuvi_gui.ui.table.panel_text import plain
from skruuvi_gui.ui.table.scene import DEAL_MS, FLIP_MS, MOVE_MS

#: Pauses at normal speed, in milliseconds.
REVEAL_MS = 900
BANNER_MS = 2200
SAID_MS = 650
RESULT_MS = 2600


class SquintSteps(SquintFelt):
    """The Squint table's events, each in a few timed steps."""

    bubble_ms = 1400

    def _event_steps(self, event: api.Event) -> list[Step]:
        steps = super()._event_steps(event)
        if not (isinstance(event, api.ContractSet | api.PhaseChanged) or _squint_taken(event)):
            steps.insert(0, self._step_banner_away)
        return steps

    def _own_event_steps(self, event: api.Event) -> list[Step]:
        if isinstance(event, BidPicked):
            return [partial(self._step_bid_picked, event)]
        if isinstance(event, BidsRevealed):
            return [partial(self._step_revealed, event)]
        return []

    def _deal_steps(self, event: api.Dealt) -> list[Step]:
        steps: list[Step] = [self._step_gather, partial(self._step_deal, event)]
        return steps + [partial(self._step_deal_card, i) for i in range(52)]

    def _passed_steps(self, event: api.CardsPassed) -> list[Step]:
        return [partial(self._step_fold, event), partial(self._step_passed, event)]

    def _drawn_observation(self) -> SquintObservation | None:
        return self._shown

    def _step_banner_away(self) -> int:
        self._announcing = False
        if self._banner.isVisible():
            self._set_banner(False)
        return 0

    def _step_deal(self, event: api.Dealt) -> int:
        """A fresh table for the deal; the viewer's cards are dealt face up only when the
        batch ends in this deal."""
        self._hide_panel()
        self._announced = []
        self._set_banner(False)
        self._picture.next_deal(event.dealer)
        obs = self._batch_observation()
        this_deal = obs is not None and obs.deal_number == event.deal_number
        self._picture.viewer = self._viewer(obs) if obs is not None and this_deal else None
        if obs is not None and this_deal:
            self._shown = obs
            self._results_shown = len(obs.results)
            self._update_panels()
        self._happened(event)
        self._animate(0)
        return 0

    def _step_deal_card(self, index: int) -> int:
        """One card off the pack, clockwise from forehand, the last two to the squint; the
        viewer's own cards are known from the batch's end while it is still this deal's
        bid."""
        picture = self._picture
        card: Card | None = None
        obs = self._batch_observation()
        seat = (picture.dealer + 1 + index) % 5
        if obs is not None and index < 50 and seat == picture.viewer and obs.phase == BID:
            held = {slot.card for slot in picture.hands[seat]}
            card = next((c for c in obs.hand if c not in held), None)
        picture.deal_card(index, card)
        self._animate(MOVE_MS * 1.4)
        return self._ms(DEAL_MS)

    def _step_bid_picked(self, event: BidPicked) -> int:
        obs = self._batch_observation()
        own = event.seat == self._picture.viewer and obs is not None and obs.bid is not None
        self._picture.pick_bid(event.seat, obs.bid if own and obs is not None else None)
        self._happened(event)
        self._animate(MOVE_MS)
        self._place_plates(self._geometry())
        return self._ms(MOVE_MS)

    def _step_revealed(self, event: BidsRevealed) -> int:
        """All five bid cards turn over together, and lie a while for everyone to read."""
        self._picture.reveal(event.bids)
        self._announced = []
        self._happened(event)
        self._animate(MOVE_MS)
        return self._ms(FLIP_MS + REVEAL_MS)

    def _step_contract(self, event: api.ContractSet) -> int:
        """Note the contract for the banner; contracts set together share one banner."""
        if not self._announcing:
            self._announced = []
        self._announcing = True
        self._announced.append(parse_contract(event.contract, event.seats))
        self._happened(event)
        return 0

    def _phase_steps(self, event: api.PhaseChanged) -> list[Step]:
        if event.phase == SQUINT:
            return [self._step_announce]
        if event.phase in (DEAL, GAME_OVER):
            return [partial(self._step_deal_result, event.phase == DEAL)]
        return []

    def _step_announce(self) -> int:
        """The bid cards go back to their seats and the banner announces the contract in
        the cleared middle."""
        self._announcing = False
        self._picture.end_bidding()
        self._animate(MOVE_MS * 1.5)
        self._set_banner(True)
        return self._ms(BANNER_MS)

    def _step_said(self, event: api.Said) -> int:
        self._happened(event)
        self._bubble(event.seat, words.declaration_bubble(event.what))
        return self._ms(SAID_MS)

    def _own_transfers(self) -> tuple[Transfer | None, Transfer | None]:
        """The viewer's own transfer given and got next, as the batch's end shows them."""
        picture = self._picture
        obs = self._batch_observation()
        if obs is None:
            return None, None
        return _transfer_at(obs.given, picture.given), _transfer_at(obs.received, picture.received)

    def _step_fold(self, event: api.CardsPassed) -> int:
        """A seat about to give cards face down takes its bid card back into the hand
        first, face down, where the viewer cannot follow it: it may go with those cards.
        The card slides onto the hand and merges with it as the cards are given."""
        giver = event.from_seat
        if giver < 0:
            return 0
        given, received = self._own_transfers()
        known: list[Card] = []
        if giver == self._picture.viewer and given is not None:
            known = list(given.cards)
        if event.to_seat == self._picture.viewer and received is not None:
            known = list(received.cards)
        card = self._picture.tuck_shown(giver, known, event.to_seat)
        if card is None:
            return 0
        name = self.name_of(giver)
        self._happening = panel_text.bids_back_text(f"{name} {card_text(card)}")
        self._refresh_bar()
        self._animate(MOVE_MS)
        return self._ms(MOVE_MS + 250)

    def _step_passed(self, event: api.CardsPassed) -> int:
        picture = self._picture
        given, received = self._own_transfers()
        if event.from_seat == SQUINT_PILE:
            picture.take_squint(event.to_seat, event.count, received)
        else:
            picture.pass_cards(event.from_seat, event.to_seat, event.count, given, received)
        self._happened(event)
        self._animate(MOVE_MS * 1.3)
        picture.settle()
        return self._ms(MOVE_MS * 1.3 + 120)

    def _step_shown(self, event: api.CardsShown) -> int:
        self._picture.discard_face_up(event.seat, event.cards)
        self._happened(event)
        self._animate(MOVE_MS * 1.3)
        self._picture.settle()
        return self._ms(MOVE_MS * 1.3 + 500)

    def _step_deal_result(self, more_to_come: bool) -> int:
        """A deal has been scored: show its result a while, or, with another deal to come
        and a person at the table, until they go on. (The batch may already end in the next
        deal's bidding, dealt at once: the phase event tells whether one comes.)"""
        obs = self._batch_observation()
        if obs is None or len(obs.results) <= self._results_shown:
            return 0
        index = self._results_shown
        self._results_shown += 1
        result = obs.results[index]
        totals = [sum(r.points[seat] for r in obs.results[: index + 1]) for seat in range(5)]
        viewer = self._viewer(obs)
        # A person reads the result at their own pace: it stays until they go on. Computer
        # players alone (nobody's view at the bottom) go on by themselves.
        held = more_to_come and viewer is not None and self._ms(1) > 0

        def written() -> tuple[str, str]:
            body = deal_body(result, totals, self._names, viewer)
            if held:
                body += f"<br><i>{escape(words.word('go_on_text'))}</i>"
            return deal_title(result, self._names, viewer), body

        self._show_panel(written)
        self._update_standings(obs, totals)
        self._happening = plain(self._panel.title())
        self._refresh_bar()
        return HOLD if held else self._ms(RESULT_MS)


def _squint_taken(event: api.Event) -> bool:
    """The squint handed to its first taker, which follows the contract in Nemo."""
    return isinstance(event, api.CardsPassed) and event.from_seat == SQUINT_PILE


def _transfer_at(transfers: tuple[Transfer, ...], index: int) -> Transfer | None:
    """The ``index``-th of the viewer's own transfers in a deal, if the observation has it."""
    return transfers[index] if 0 <= index < len(transfers) else None
