"""The Skruuvi table: four seats around the felt (you at the bottom, your partner opposite),
the bidding box and the auction, the centre cards, the exchanges with their order, knocks,
the play, the contract always in view, and a score sheet for the window's dock.

The cards are drawn from a ``DealPicture``: each event becomes a few timed steps that change
the picture and move the cards, and each batch ends by drawing the observation itself. The
panels (auction, contract, bidding box) show the observation last drawn.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from PySide6.QtCore import QRectF

from skruuvi_gui.cards import Card
from skruuvi_gui.rules.api import (
    Action,
    Observation,
)
from skruuvi_gui.rules.skruuvi import (
    KNOCKS,
    Give,
    Knock,
    MakeBid,
    Pass,
    Play,
    Reknock,
    multiplier,
)
from skruuvi_gui.ui.skruuvi import prompts, words
from skruuvi_gui.ui.skruuvi.felt import BIDDINGS
from skruuvi_gui.ui.skruuvi.layout import SkruuviLayout
from skruuvi_gui.ui.skruuvi.table_steps import SkruuviSteps
from skruuvi_gui.ui.table.hand import Side
from skruuvi_gui.ui.table.layout_parts import hidden_length
from skruuvi_gui.ui.table.overlay import ButtonSpec
from skruuvi_gui.ui.table.picking import CardChoice
from skruuvi_gui.ui.table.scene import DropTarget

#: A card dropped on a receiver waits this share of the way from the middle to their hand;
#: several cards for one receiver lie this many card widths apart.
RECEIVER_REACH = 0.2
WAITING_SPREAD = 0.5


class SkruuviTable(SkruuviSteps):
    """The table for four players, or five with one sitting out each robber."""

    game_id = "skruuvi"

    def _card_choice(self, obs: Observation) -> CardChoice | None:
        plays = [a.card for a in obs.legal if isinstance(a, Play)]
        if plays:
            return CardChoice(frozenset(plays), 1)
        gives = [a for a in obs.legal if isinstance(a, Give)]
        if gives:
            cards = frozenset(card for give in gives for card in give.cards)
            return CardChoice(cards, len(gives[0].cards))
        return None

    def _dims_hand_without_choice(self) -> bool:
        return False

    def _cards_chosen(self, cards: tuple[Card, ...]) -> None:
        obs = self._observation()
        if obs is None:
            return
        if len(cards) == 1 and Play(cards[0]) in obs.legal:
            self._emit(Play(cards[0]))
            return
        give = Give(cards)
        if give in obs.legal:
            self._emit(give)
            return
        listed = any(isinstance(a, Give) and set(a.cards) == set(cards) for a in obs.legal)
        if listed and len(set(prompts.recipients(obs))) == 1:
            # The rules list one order per set of cards for one receiver; every order is
            # legal, and the order is the signal the receiver sees.
            self._obs = dataclasses.replace(obs, legal=(*obs.legal, give))
            self._emit(give)

    def _knock(self) -> None:
        obs = self._observation()
        if obs is not None:
            self._emit(Reknock() if Reknock() in obs.legal else Knock())

    def _pass(self) -> None:
        self._emit(Pass())

    def _buttons(self) -> list[ButtonSpec]:
        obs = self._observation()
        kinds = self._legal_kinds()
        if obs is None or not kinds:
            return []
        if obs.phase == KNOCKS:
            reknock = Reknock in kinds
            times = multiplier(obs.knocks + 1, variant=obs.options.scoring)
            return [
                ButtonSpec(
                    "reknock_button" if reknock else "knock_button",
                    words.knock_button(reknock=reknock),
                    self._knock,
                    tooltip=words.knock_tooltip(reknock=reknock, times=times),
                ),
                # Enter passes, as in the bidding box: a knock is never made by habit.
                ButtonSpec(
                    "pass_button",
                    words.pass_text(),
                    self._pass,
                    tooltip=words.word("knock_pass_tooltip"),
                    primary=True,
                ),
            ]
        choice = self._picking.choice
        chosen = self._picking.chosen
        if choice is None or not chosen:
            return []
        if Give in kinds and len(chosen) == choice.count:
            give = words.word("give_button")
            return [
                ButtonSpec("confirm_button", give, self._confirm, words.word("give_tooltip"), True)
            ]
        if Play in kinds:
            play = words.word("play_button")
            return [
                ButtonSpec("play_button", play, self._confirm, words.word("play_tooltip"), True)
            ]
        return []

    def _drop_targets(self) -> Sequence[DropTarget]:
        """While giving, each receiver's seat (hand and plate) takes a card, which waits in
        front of them: the card for that receiver when several get one each, else the next
        of the cards for partner. The middle takes a card for whoever is next; other seats
        take none."""
        obs = self._observation()
        geo = self._geometry()
        if obs is None or not any(isinstance(a, Give) for a in obs.legal):
            return (DropTarget(geo.drop),)
        receivers = prompts.recipients(obs)
        several = len(set(receivers)) > 1
        targets = []
        for place, seat in enumerate(receivers):
            side = self._seating().sides.get(seat)
            if side is None or (not several and place > 0):
                continue
            area = self._seat_area(geo, side)
            plate = self.seat_plate_rect(seat)
            if plate is not None:
                area = area.united(plate)
            # Before the receiver: from the middle towards their hand.
            spot = geo.seats[side]
            rest = spot.trick + (spot.hand - spot.trick) * RECEIVER_REACH
            spread = 0.0 if several else WAITING_SPREAD
            targets.append(DropTarget(area, rest, place if several else None, spread))
        targets.append(DropTarget(geo.middle))
        return targets

    @staticmethod
    def _seat_area(geo: SkruuviLayout, side: Side) -> QRectF:
        """Where a seat's face-down hand lies, with half a card around it."""
        area = geo.seats[side]
        length = hidden_length(13, geo.small_width, area.overlap) + geo.small_width
        across = geo.small_height * 1.5
        width, height = (across, length) if area.vertical else (length, across)
        return QRectF(area.hand.x() - width / 2, area.hand.y() - height / 2, width, height)

    def _hint_cards(self, action: Action) -> frozenset[Card]:
        if isinstance(action, Give):
            return frozenset(action.cards)
        if isinstance(action, Play):
            return frozenset((action.card,))
        return frozenset()

    def _hint_button(self, action: Action) -> str | None:
        obs = self._observation()
        if obs is not None and obs.phase in BIDDINGS:
            self._box.set_hinted(
                action.bid if isinstance(action, MakeBid) else None,
                passing=isinstance(action, Pass),
            )
            return None
        names: dict[type, str] = {
            Knock: "knock_button",
            Reknock: "reknock_button",
            Pass: "pass_button",
        }
        return names.get(type(action))

    def _show_hint_words(self, words: str) -> None:
        """In a bidding the words stand in the bidding box, under the calls: the prompt line
        below it has no room to grow into the box. They reach down at most to the lifted
        hand's top, over the prompt line, which then gives way (``_refresh_bar``). The box
        is placed here again, with the key to its letters where the middle has room."""
        in_box = bool(words) and not self._box.isHidden()
        self._box.set_hint_words(words if in_box else "")
        super()._show_hint_words("" if in_box else words)
        if not self._box.isHidden():
            geo = self._geometry()
            # The key to the letters goes first where the calls would reach the prompt line
            # (the gap under the middle).
            self._box.set_legend_shown(True)
            self._place_box(geo)
            if self._box.y() + self._box.calls_height() > geo.middle.bottom() + geo.margin:
                self._box.set_legend_shown(False)
                self._place_box(geo)
            calls_end = self._box.y() + self._box.calls_height()
            self._box.set_hint_room(round(geo.bar_anchor.y()) - calls_end)

    def _refresh_bar(self) -> None:
        """The prompt line gives way while the hint's words in the bidding box reach down
        over it (a short table has no room under the box): it says no more than the box's
        head, and the two written over each other read as neither."""
        super()._refresh_bar()
        box, bar = self._box, self._bar
        if (
            bar.isVisible()
            and not box.isHidden()
            and box.hint_words()
            and box.geometry().intersects(bar.geometry())
        ):
            bar.hide()

    def _focus_hint(self, action: Action, button: str | None) -> None:
        """In a bidding the hinted call's button takes the keyboard, so Enter calls it."""
        obs = self._observation()
        if obs is not None and obs.phase in BIDDINGS:
            bid = action.bid if isinstance(action, MakeBid) else None
            hinted = self._box.button(bid) if isinstance(action, MakeBid | Pass) else None
            if hinted is not None and hinted.isEnabled() and self._box.isVisible():
                hinted.setFocus()
            return
        super()._focus_hint(action, button)

    def _prompt_text(self) -> str:
        obs = self._observation()
        if obs is None:
            return ""
        if self._accepting:
            return prompts.action_prompt(obs, self.name_of, len(self._picking.chosen))
        if self._happening and self.is_busy():
            return self._happening
        if self._thinking is not None:
            return words.thinking_prompt(self.name_of(self._thinking))
        return prompts.waiting_prompt(obs, self.name_of, self._viewer(obs))

    def _retranslate_table(self) -> None:
        self._meaning.retranslate()
        self._box.retranslate()
        self._contract.retranslate()
        self._review.retranslate()
        self._sheet.retranslate()
        self._update_panels()
        if self._panel.isVisible() and self._outcome is not None:
            self._show_result(self._outcome)
        self._render(0)
