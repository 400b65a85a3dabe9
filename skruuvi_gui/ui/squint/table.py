"""The Squint table: five seats in a pentagon (you at the bottom), the card bid laid face down
and turned over all at once with the contract announced in a banner, the squint face down at
the top centre, the squint decisions as prompts with buttons or a choice of cards, the play,
and the deal panel and running totals always in view.

The cards are drawn from a ``SquintPicture``: each event becomes a few timed steps that
change the picture and move the cards, and each batch ends by drawing the observation
itself, so nothing is ever drawn that the observation does not show.
"""

from __future__ import annotations

from functools import partial

from skruuvi_gui.cards import Card, Suit
from skruuvi_gui.rules.api import (
    Action,
    Observation,
)
from skruuvi_gui.rules.squint import (
    Bid,
    ChooseNemo,
    ChooseSolo,
    Declare,
    Discard,
    DiscardFaceUp,
    Keep,
    Pass,
    Play,
    SquintObservation,
)
from skruuvi_gui.ui.squint import prompts, words
from skruuvi_gui.ui.squint.table_steps import SquintSteps
from skruuvi_gui.ui.table.card_badges import (
    RECEIVED,
    CardBadge,
    badge_height,
    badge_spot,
)
from skruuvi_gui.ui.table.overlay import ButtonSpec
from skruuvi_gui.ui.table.picking import CardChoice

_CARD_SETS: tuple[type[Discard | Pass | DiscardFaceUp], ...] = (Discard, Pass, DiscardFaceUp)


def declaration_button_name(what: str) -> str:
    return f"{what}_button"


def solo_button_name(trump: Suit) -> str:
    return f"solo_{trump.value.lower()}_button"


def keep_button_name(card: Card) -> str:
    return f"keep_{card}_button"


class SquintTable(SquintSteps):
    """The table for five players."""

    game_id = "squint"

    def _card_choice(self, obs: Observation) -> CardChoice | None:
        singles = [a.card for a in obs.legal if isinstance(a, Bid | Play)]
        if singles:
            return CardChoice(frozenset(singles), 1)
        sets = [a for a in obs.legal if isinstance(a, _CARD_SETS)]
        if sets:
            cards = frozenset(card for action in sets for card in action.cards)
            return CardChoice(cards, len(sets[0].cards))
        return None

    def _dims_hand_without_choice(self) -> bool:
        return False

    def _update_marks(self) -> None:
        super()._update_marks()
        self._place_card_badges()

    def _place_card_badges(self) -> None:
        """A "+" on each card the viewer got face down this deal (from the squint or the
        player before in the chain) while it is in hand, until the first card is played."""
        for badge in self._card_badges:
            scene = badge.scene()
            if scene is not None:
                scene.removeItem(badge)
        self._card_badges = []
        obs = self._observation()
        if obs is None or self._viewer(obs) is None or not prompts.fresh_hand(obs):
            return
        chosen = set(self._picking.chosen) if self._accepting else set()
        for transfer in obs.received:
            for card in transfer.cards:
                place = self._places.get(card)
                if place is None or not place.own:
                    continue
                badge = CardBadge("+", RECEIVED, badge_height(place))
                badge.setData(0, card)
                badge.setPos(badge_spot(place, lifted=card in chosen))
                self._scene.addItem(badge)
                self._card_badges.append(badge)

    def _cards_chosen(self, cards: tuple[Card, ...]) -> None:
        obs = self._observation()
        if obs is None:
            return
        for action in _card_actions(cards):
            if action in obs.legal:
                self._emit(action)
                return

    def _buttons(self) -> list[ButtonSpec]:
        obs = self._observation()
        if obs is None or not self._accepting or not obs.legal:
            return []
        buttons: list[ButtonSpec] = []
        for action in obs.legal:
            spec = self._choice_button(action)
            if spec is not None:
                buttons.append(spec)
        if buttons:
            return buttons
        choice = self._picking.choice
        chosen = self._picking.chosen
        if choice is None or len(chosen) != choice.count:
            return []
        kinds = self._legal_kinds()
        if Bid in kinds:
            return [
                ButtonSpec(
                    "bid_button",
                    words.word("bid_button"),
                    self._confirm,
                    words.word("bid_tooltip"),
                    True,
                )
            ]
        if Play in kinds:
            return [
                ButtonSpec(
                    "play_button",
                    words.word("play_button"),
                    self._confirm,
                    words.word("play_tooltip"),
                    True,
                )
            ]
        if Pass in kinds:
            name = self._pass_target_name(obs)
            return [
                ButtonSpec(
                    "pass_button",
                    words.pass_button(name),
                    self._confirm,
                    words.pass_tooltip(name),
                    primary=True,
                )
            ]
        face_up = DiscardFaceUp in kinds
        return [
            ButtonSpec(
                "discard_up_button" if face_up else "discard_button",
                words.discard_button(face_up=face_up),
                self._confirm,
                words.discard_tooltip(face_up=face_up),
                primary=True,
            )
        ]

    def _choice_button(self, action: Action) -> ButtonSpec | None:
        """A button for an action that is no card of the hand."""
        emit = partial(self._emit, action)
        if isinstance(action, Declare):
            what = action.what
            return ButtonSpec(
                declaration_button_name(what),
                words.declaration_button(what),
                emit,
                words.declaration_tooltip(what),
            )
        if isinstance(action, Keep):
            card = action.card
            return ButtonSpec(
                keep_button_name(card), words.keep_button(card), emit, words.keep_tooltip(card)
            )
        if isinstance(action, ChooseNemo):
            return ButtonSpec(
                "nemo_button", words.word("nemo_button"), emit, words.word("nemo_tooltip")
            )
        if isinstance(action, ChooseSolo):
            trump = action.trump
            return ButtonSpec(
                solo_button_name(trump), words.solo_button(trump), emit, words.solo_tooltip(trump)
            )
        return None

    def _pass_target_name(self, obs: SquintObservation) -> str:
        step = obs.step
        return self.name_of(step.to) if step is not None else "?"

    def _hint_cards(self, action: Action) -> frozenset[Card]:
        if isinstance(action, Bid | Play):
            return frozenset((action.card,))
        if isinstance(action, _CARD_SETS):
            return frozenset(action.cards)
        return frozenset()

    def _hint_button(self, action: Action) -> str | None:
        if isinstance(action, Declare):
            return declaration_button_name(action.what)
        if isinstance(action, Keep):
            return keep_button_name(action.card)
        if isinstance(action, ChooseNemo):
            return "nemo_button"
        if isinstance(action, ChooseSolo):
            return solo_button_name(action.trump)
        return None

    def _prompt_text(self) -> str:
        obs = self._observation()
        if obs is None:
            return ""
        if self._accepting and obs.legal:
            return prompts.action_prompt(obs, self._names, self._picking.chosen)
        if self._happening and self.is_busy():
            return self._happening
        if self._thinking is not None:
            return words.thinking_prompt(self.name_of(self._thinking))
        return prompts.waiting_prompt(obs, self._names, seated=self._viewer(obs) is not None)

    def _retranslate_table(self) -> None:
        self._banner.set_text(self._banner_words())
        self._update_panels()
        if self._panel.isVisible() and self._outcome is not None:
            self._show_result(self._outcome)
        self._render(0)


def _card_actions(cards: tuple[Card, ...]) -> list[Action]:
    """The actions that giving, bidding or playing ``cards`` could mean now."""
    if len(cards) == 1:
        return [Bid(cards[0]), Play(cards[0]), *(kind(cards) for kind in _CARD_SETS)]
    return [kind(cards) for kind in _CARD_SETS]
