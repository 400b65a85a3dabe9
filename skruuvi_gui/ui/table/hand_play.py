"""The own hand at play: cards picked by mouse, drag and keyboard, refused with a reason
when they may not go, dropped on the piles they may go to, and sent as one action.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QKeyEvent

from skruuvi_gui.cards import Card
from skruuvi_gui.rules.api import Action
from skruuvi_gui.ui.table import accessible
from skruuvi_gui.ui.table.card_item import CardItem
from skruuvi_gui.ui.table.core import TableCore
from skruuvi_gui.ui.table.scene import MOVE_MS
from skruuvi_gui.ui.table.spoken import card_name


class HandTable(TableCore):
    """The own hand's part of a game's table."""

    def _hand_takes_part(self) -> bool:
        """The own cards answer the mouse now: some may be picked, or they dim to say none
        can be."""
        return self._picking.choice is not None or self._dims_hand_without_choice()

    def _legal_kinds(self) -> set[type]:
        """The kinds of action the viewer may take now: they pick the prompt and buttons."""
        obs = self._obs
        if obs is None or not self._accepting:
            return set()
        return {type(a) for a in obs.legal}

    def _emit(self, action: Action) -> None:
        """Send the viewer's action, once, and stop taking input until the next view."""
        obs = self._obs
        if obs is None or not self._accepting or action not in obs.legal:
            return
        self._accepting = False
        self._asked = ""
        self._picking.clear()
        self._dropped.clear()
        self._hint = None
        for card in self._own_order:
            item = self._items.get(card)
            if item is not None:
                item.set_interactive(False)
        self._update_marks()
        self._refresh_bar()
        self.action_chosen.emit(action)

    def _update_marks(self) -> None:
        """Set playable/chosen/focus/hint marks on the own hand and redraw it."""
        picking = self._picking
        for card in [c for c in self._dropped if c not in picking.chosen]:
            del self._dropped[card]  # taken back from the pile: home to the hand
            self._settle_own(card)
        choice = picking.choice if self._accepting else None
        hinted = self._hint_cards(self._hint) if self._hint is not None else frozenset()
        for card in self._own_order:
            item = self._items.get(card)
            if item is None:
                continue
            item.playable = choice is not None and card in choice.cards
            item.draggable = item.playable
            item.chosen = card in picking.chosen
            item.focused = picking.keyboard and card == picking.focus and self._accepting
            item.hinted = card in hinted
            item.refresh()
        for key, item in self._items.items():
            if key not in self._own_order:
                item.hinted = False
        self._describe_for_assistance()

    def _hinted_order(self, action: Action) -> tuple[Card, ...]:
        """The hinted own cards in the action's order where it has one (each card for its
        receiver), else as the hand shows them."""
        cards = self._hint_cards(action)
        given = getattr(action, "cards", None)
        if isinstance(given, tuple):
            return tuple(card for card in given if card in cards)
        return tuple(card for card in self._own_order if card in cards)

    def _make_hint(self, hint: Action) -> bool:
        """Make the hinted move by Enter; whether it could be made."""
        obs = self._obs
        if obs is not None and hint in obs.legal:
            self._emit(hint)  # the move itself, with any claim or receivers it had
            return True
        cards = self._hinted_order(hint)
        if cards and self._accepting and self._picking.allows(cards):
            self._choose(cards)
            return True
        return False

    def _picks_changed(self) -> None:
        hint = self._hint
        if hint is not None and not set(self._picking.chosen) <= self._hint_cards(hint):
            self._hint = None  # a card the hint did not mark: the person chose otherwise
            self.hint_dropped.emit()
        self._update_marks()
        self._refresh_bar()

    def _choose(self, cards: tuple[Card, ...]) -> None:
        if self._accepting and self._picking.allows(cards):
            self._cards_chosen(cards)

    def _confirm(self) -> None:
        """The Confirm and Play buttons: send the picked cards, in the action's order."""
        cards = self._picking.complete()
        if cards is not None:
            self._choose(cards)

    def _refuse(self, card: Card) -> bool:
        """Say why the own ``card`` may not go, when it is outside the choice (or the
        decision takes no card); whether it was."""
        choice, obs = self._picking.choice, self._obs
        if not self._accepting or obs is None or card not in self._own_order:
            return False
        if choice is not None and card in choice.cards:
            return False
        text = self._refusal(card, obs)
        self._announce(text)
        self.refused.emit(text)
        return True

    def _on_card_clicked(self, item: CardItem) -> None:
        if not (self._accepting and item.interactive) or item.card is None:
            return
        if self._refuse(item.card):
            return
        self._picking.keyboard = False
        self._picking.focus = item.card
        if self._picking.toggle(item.card):
            self._picks_changed()

    def _on_card_double_clicked(self, item: CardItem) -> None:
        card = item.card
        if self._accepting and item.interactive and card is not None and not self._refuse(card):
            self._choose((card,))

    def _on_card_dropped(self, item: CardItem) -> None:
        """A drop on a pile the card may go to puts it there: an action of one card is made
        at once; towards a larger one the card waits on the pile, and the drop that
        completes the choice makes the action, the same for every number of cards."""
        card = item.card
        choice = self._picking.choice
        targets = self._drop_targets()
        hit = next((i for i, t in enumerate(targets) if t.area.contains(item.pos())), None)
        if self._accepting and choice is not None and card is not None and hit is not None:
            if choice.count == 1:
                self._choose((card,))
            elif self._picking.put(card, targets[hit].place):
                self._dropped[card] = hit
                self._picks_changed()
                complete = self._picking.complete()
                if complete is not None:
                    self._choose(complete)
        if self._accepting or hit is None:  # not sent: to its pile, or home to the hand
            self._settle_own(card, item)

    def _resting_pos(self, card: Card | None, item: CardItem | None = None) -> QPointF | None:
        """Where a dropped own card waits on its pile, fanned a little by drop order."""
        if card is None or card not in self._dropped:
            return None
        index = self._dropped[card]
        targets = self._drop_targets()
        target = targets[index] if index < len(targets) else None
        rest = target.rest if target is not None else None
        if target is None or rest is None:
            return None
        order = [c for c, i in self._dropped.items() if i == index].index(card)
        item = item or self._items.get(card)
        width, height = (item.width, item.height) if item is not None else (0.0, 0.0)
        # A card waiting on a pile at the table's edge stays whole in view, lift included.
        size = self._size()
        x = rest.x() + order * width * target.spread
        x = min(max(x, width / 2), size.width() - width / 2)
        y = min(max(rest.y(), height * 0.75), size.height() - height / 2)
        return QPointF(x, y)

    def _settle_own(self, card: Card | None, item: CardItem | None = None) -> None:
        """Move an own card to where it belongs now: its pile, or its place in the hand."""
        item = item or (self._items.get(card) if card is not None else None)
        if item is None or item.key not in self._places or item.scene() is None:
            return
        place = self._places[item.key]
        pos = self._resting_pos(card) or place.pos
        item.move_to(pos, place.rotation, self._ms(MOVE_MS), self._animator)

    def _on_key(self, event: QKeyEvent) -> bool:
        """Left/Right move the focus, Space picks, Enter plays, picks towards several cards
        or confirms them, Escape unpicks; whether the key was the table's."""
        key = event.key()
        handled = True
        picking = self._picking
        if not self._accepting:
            handled = key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Space)
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and self.is_busy():
                self.go_on()  # the keyboard's click on the felt
                handled = True
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self._move_focus(-1 if key == Qt.Key.Key_Left else 1)
        elif key == Qt.Key.Key_Space:
            picking.keyboard = True
            if picking.focus is not None and picking.toggle(picking.focus):
                self._picks_changed()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._enter()
        elif key == Qt.Key.Key_Escape:
            picking.clear()
            self._picks_changed()
        else:
            handled = False
        return handled

    def _move_focus(self, step: int) -> None:
        """The keyboard's focus ``step`` cards along the hand, said as it reaches a card."""
        picking = self._picking
        picking.move_focus(self._own_order, step)
        self._update_marks()
        if picking.focus is not None:
            self._announce(card_name(picking.focus))
            item = self._items.get(picking.focus)
            if item is not None:
                accessible.say_focus(item, self._view)

    def _enter(self) -> None:
        picking = self._picking
        focus = picking.focus if picking.keyboard and picking.choice is not None else None
        if focus is not None and self._refuse(focus):
            return
        if self._hint is None and picking.pick_focus():
            self._picks_changed()
            return
        cards = picking.on_enter()
        hint = self._hint
        untouched = cards is None and not picking.chosen
        hinted = cards is not None and hint is not None and set(cards) == self._hint_cards(hint)
        if hint is not None and (untouched or hinted) and self._make_hint(hint):
            return
        if cards is not None:
            self._choose(cards)
            return
        primary = [spec for spec in self._buttons() if spec.primary]
        if len(primary) == 1:
            primary[0].on_click()
        elif picking.choice is not None and picking.focus is None:
            self._move_focus(1)  # nothing to send yet: the keyboard starts on the first card
