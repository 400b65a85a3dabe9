"""The cribbage table: seats around the felt, the board at the right, the pack at the left,
the running count in the middle, and the show counted aloud item by item.

The scene is drawn from a ``DealPicture``. Each event becomes a few timed steps that change
the picture and move the cards; each batch ends by drawing the observation itself.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF

from skruuvi_gui.cards import Card
from skruuvi_gui.rules.api import (
    Action,
    Observation,
)
from skruuvi_gui.rules.cribbage.model import (
    CRIB,
    CUT,
    DISCARD,
    GAME_OVER,
    CallMuggins,
    Claim,
    CribbageObservation,
    Discard,
    Go,
    PassMuggins,
    Play,
)
from skruuvi_gui.ui.cribbage import prompts
from skruuvi_gui.ui.cribbage.felt import MAX_CLAIM
from skruuvi_gui.ui.cribbage.show import (
    said_words,
)
from skruuvi_gui.ui.cribbage.table_steps import CribbageSteps
from skruuvi_gui.ui.line_parts import card_text
from skruuvi_gui.ui.table.overlay import ButtonSpec
from skruuvi_gui.ui.table.picking import CardChoice
from skruuvi_gui.ui.table.scene import DropTarget


class CribbageTable(CribbageSteps):
    """The cribbage table for two, three or four players."""

    def _card_choice(self, obs: Observation) -> CardChoice | None:
        plays = [a for a in obs.legal if isinstance(a, Play)]
        if plays:
            return CardChoice(frozenset(a.card for a in plays), 1)
        discards = [a for a in obs.legal if isinstance(a, Discard)]
        if discards:
            cards = frozenset(card for a in discards for card in a.cards)
            return CardChoice(cards, len(discards[0].cards))
        return None

    def _refusal(self, card: Card, obs: Observation) -> str:
        """In the play a card that may not go is one that takes the count over 31."""
        plays = any(isinstance(action, Play | Go) for action in obs.legal)
        if plays and isinstance(obs, CribbageObservation):
            return prompts.over_31_refusal(obs.count)
        return super()._refusal(card, obs)

    def _cards_chosen(self, cards: tuple[Card, ...]) -> None:
        obs = self._observation()
        if obs is None:
            return
        if len(cards) == 1 and any(isinstance(a, Play) for a in obs.legal):
            if Play(cards[0]) in obs.legal:
                self._emit(Play(cards[0]))
                return
            self._pending_play = cards[0]
            self._picking.chosen = [cards[0]]
            self._picks_changed()
            return
        for action in obs.legal:
            if isinstance(action, Discard) and set(action.cards) == set(cards):
                self._emit(action)
                return

    def _claim(self) -> None:
        """The Claim button: a hand's points in the show, or a card's with muggins "all"."""
        obs = self._observation()
        if obs is None:
            return
        points = self._bar.picker().value()
        action: Action = (
            Claim(points) if self._pending_play is None else Play(self._pending_play, points)
        )
        if action in obs.legal:
            self._emit(action)
            return
        self._notice = prompts.overclaim_notice(points)
        self._refresh_bar()

    def _buttons(self) -> list[ButtonSpec]:
        obs = self._observation()
        kinds = self._legal_kinds()
        if obs is None or not kinds:
            return []
        buttons: list[ButtonSpec] = []
        if obs.legal == (Go(),):
            go = prompts.word("go_badge")
            buttons.append(
                ButtonSpec("go_button", go, self._say_go, prompts.button_tooltip("go_button"), True)
            )
        if Claim in kinds or self._pending_play is not None:
            claim = prompts.button_text("claim_button")
            buttons.append(
                ButtonSpec(
                    "claim_button", claim, self._claim, prompts.button_tooltip("claim_button"), True
                )
            )
        if CallMuggins in kinds:
            buttons.append(
                ButtonSpec(
                    "muggins_button",
                    said_words("muggins"),
                    self._call_muggins,
                    prompts.button_tooltip("muggins_button"),
                    primary=True,
                )
            )
        if PassMuggins in kinds:
            buttons.append(
                ButtonSpec(
                    "pass_button",
                    said_words("pass"),
                    self._pass_muggins,
                    prompts.button_tooltip("pass_button"),
                )
            )
        choice = self._picking.choice
        chosen = self._picking.chosen
        if choice is not None and self._pending_play is None and chosen:
            if choice.count > 1 and len(chosen) == choice.count:
                buttons.append(
                    ButtonSpec(
                        "confirm_button",
                        prompts.button_text("confirm_button"),
                        self._confirm,
                        prompts.button_tooltip("confirm_button"),
                        primary=True,
                    )
                )
            elif choice.count == 1:
                buttons.append(
                    ButtonSpec(
                        "play_button",
                        prompts.button_text("play_button"),
                        self._confirm,
                        prompts.button_tooltip("play_button"),
                        primary=True,
                    )
                )
        return buttons

    def _say_go(self) -> None:
        self._emit(Go())

    def _call_muggins(self) -> None:
        self._emit(CallMuggins())

    def _pass_muggins(self) -> None:
        self._emit(PassMuggins())

    def _claim_range(self) -> tuple[int | None, int]:
        if Claim in self._legal_kinds() or self._pending_play is not None:
            picker = self._bar.picker()
            return MAX_CLAIM, picker.value() if picker.isVisible() else 0
        return None, 0

    def _hint_cards(self, action: Action) -> frozenset[Card]:
        if isinstance(action, Discard):
            return frozenset(action.cards)
        if isinstance(action, Play):
            return frozenset((action.card,))
        return frozenset()

    def _hint_button(self, action: Action) -> str | None:
        if isinstance(action, Claim):
            self._bar.picker().setValue(action.points)
            return "claim_button"
        names: dict[type, str] = {
            Go: "go_button",
            CallMuggins: "muggins_button",
            PassMuggins: "pass_button",
        }
        return names.get(type(action))

    def _drop_area(self) -> QRectF:
        return self._geometry().drop

    def _drop_targets(self) -> Sequence[DropTarget]:
        """While discarding, the crib (by whoever owns it) and the middle of the table both
        take a card, which waits on the crib; in play, the middle takes it."""
        geo = self._geometry()
        obs = self._observation()
        owner = self._picture.crib_owner
        if obs is None or not 0 <= owner < self.num_seats():
            return (DropTarget(geo.drop),)
        if not any(isinstance(a, Discard) for a in obs.legal):
            return (DropTarget(geo.drop),)
        crib = geo.seats[self.side_of(owner)].crib
        # The crib's cards and half a card around them catch the drop.
        half_w, half_h = geo.small_width * 1.3, geo.small_height
        area = QRectF(crib.x() - half_w, crib.y() - half_h, 2 * half_w, 2 * half_h)
        return (DropTarget(area, crib), DropTarget(geo.drop, crib))

    def _bar_anchor(self) -> QPointF:
        return self._geometry().bar_anchor

    def _bar_limits(self) -> QRectF:
        return self._geometry().play

    def _panel_centre(self) -> QPointF:
        return self._geometry().count

    def _font_px(self) -> float:
        return self._geometry().font_px

    def _prompt_text(self) -> str:
        obs = self._observation()
        if obs is None:
            return ""
        if self._notice:
            return self._notice
        if self._accepting:
            return self._action_prompt(obs)
        picture = self._picture
        if picture.showing is not None:
            seat = picture.crib_owner if picture.showing == CRIB else picture.showing
            shown = prompts.show_prompt(self._name_or_you(seat), picture.showing == CRIB)
            return prompts.held_show_prompt(shown) if self._reading else shown
        if self._happening and self.is_busy():
            return self._happening
        if self._thinking is not None:
            return prompts.thinking_prompt(self.name_of(self._thinking))
        return self._waiting_prompt(obs)

    def _action_prompt(self, obs: CribbageObservation) -> str:
        kinds = self._legal_kinds()
        choice = self._picking.choice
        if Discard in kinds and choice is not None:
            dealer = None if obs.dealer == obs.seat else self.name_of(obs.dealer)
            return prompts.discard_prompt(choice.count, len(self._picking.chosen), dealer)
        if obs.legal == (Go(),):
            return prompts.go_prompt(obs.count)
        if self._pending_play is not None:
            return prompts.play_claim_prompt(card_text(self._pending_play))
        if Play in kinds:
            return prompts.play_prompt(obs.count)
        if Claim in kinds:
            return prompts.claim_prompt(crib=bool(obs.shown) and list(obs.shown)[-1] == CRIB)
        if CallMuggins in kinds and obs.pending_claim is not None:
            seat, points = obs.pending_claim
            return prompts.muggins_prompt(self.name_of(seat), points)
        return ""

    def _waiting_prompt(self, obs: CribbageObservation) -> str:
        waiting = [seat for seat in obs.to_move if 0 <= seat < self.num_seats()]
        if obs.phase == GAME_OVER:
            return prompts.game_over_prompt()
        if obs.phase == CUT:
            return prompts.cut_prompt(first_deal=obs.deal_number == 0)
        if obs.phase == DISCARD:
            return prompts.discard_waiting_prompt(
                done=obs.seat is not None and obs.seat not in waiting
            )
        if len(waiting) != 1:
            return ""
        if obs.pending_claim is not None:
            return prompts.muggins_waiting_prompt(self.name_of(waiting[0]))
        return prompts.turn_prompt(self.name_of(waiting[0]), obs.count)

    def _retranslate_table(self) -> None:
        self._crib_slot.set_text(prompts.word("crib_slot"))
        self._update_sides()
        self._update_games()
        self._set_show_words("", self._picture.showing)
        if self._panel.isVisible() and self._outcome is not None:
            self._show_result(self._outcome, match_over=self._result_match_over)
        self._render(0)
