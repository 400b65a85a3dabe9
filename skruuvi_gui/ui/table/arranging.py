"""Events shown in turn and cards moved to where an observation puts them: new cards made,
spares turned into the cards they became, what is gone faded out, a deal swept up, at the
speed the person chose.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from functools import partial

from PySide6.QtCore import QPointF

from skruuvi_gui.rules.api import Event, Observation
from skruuvi_gui.ui.table import accessible
from skruuvi_gui.ui.table.card_item import CardItem
from skruuvi_gui.ui.table.hints import HintedTable
from skruuvi_gui.ui.table.scene import FADE_MS, FLIP_MS, GATHERED, MOVE_MS, Place


class ArrangedTable(HintedTable):
    """The moving part of a game's table."""

    def show_observation(self, obs: Observation, events: Sequence[Event] = ()) -> None:
        """Queue the events' animations, then draw ``obs``; ``settled`` follows when done."""
        self._accepting = False
        self._hint = None
        if self._obs is None and not self._sequencer.busy() and self._speed > 0:
            # A table's first drawing in a turn of the window's events of its own: setting the
            # table up and drawing it would together hold the window up too long.
            self._sequencer.add(lambda: 1)
        self._sequencer.add(lambda: self._begin_batch(obs))
        for event in events:
            for step in self._lead_in_steps(event):
                self._sequencer.add(step)
            self._sequencer.add(partial(self._tell_shown, event))
            for step in self._event_steps(event):
                self._sequencer.add(step)
        for step in self._batch_end_steps(obs):
            self._sequencer.add(step)
        self._sequencer.add(lambda: self._draw_step(obs))
        self._settle_pending = True
        self._sequencer.start()

    def set_speed(self, factor: float) -> None:
        """0 = off (instant), 0.4 fast, 1 normal, 2 slow."""
        self._speed = max(0.0, factor)

    def set_show_held(self, held: bool) -> None:
        """Whether each counted hand of a show waits for the person's click, Enter or Space
        (``True``) or the show goes on at a steady pace; tables without a show ignore it."""
        self._show_held = held

    def _holds(self) -> bool:
        """A step may hold for reading: it is asked for and the table moves at all."""
        return self._show_held and self._speed > 0

    def _begin_batch(self, obs: Observation) -> int:
        """Event steps may read the observation their batch ends in (the viewer's own cards
        in a deal, for instance)."""
        self._batch_obs = obs
        return 0

    def _tell_shown(self, event: Event) -> int:
        self.shown.emit(event)
        return 0

    def _draw_step(self, obs: Observation) -> int:
        self._obs = obs
        self._accepting = bool(obs.legal)
        self._picking.offer(self._card_choice(obs) if self._accepting else None)
        self._draw(obs)
        if self._picking.focus not in self._own_order:
            # The focused card has left the hand: the focus does not wait for it to come
            # back in a later deal (where it would stand out like a hint nobody asked for).
            self._picking.focus = None
        self._refresh_bar()
        return 0

    def _arrange(self, places: Sequence[Place], ms: int) -> None:
        """Put every card where ``places`` says: reuse items by key, turn spares into the
        cards they became, create what is missing, and fade out what is gone."""
        old = dict(self._items)
        placed: list[tuple[CardItem, Place]] = []
        missing: list[Place] = []
        seen: set[Hashable] = set()
        order: list[Hashable] = []
        for place in places:
            if place.key in seen:
                continue
            seen.add(place.key)
            order.append(place.key)
            item = old.pop(place.key, None)
            if item is None:
                missing.append(place)
            else:
                placed.append((item, place))
        for place in missing:
            item = self._take_spare(old, place.source)
            if item is None:
                item = self._new_item(place)
            placed.append((item, place))
        for item in old.values():
            item.vanish(self._ms(FADE_MS) if ms else 0, self._animator)
        self._items = {}
        self._places = {}
        self._dropped = {c: i for c, i in self._dropped.items() if c in self._picking.chosen}
        for item, place in placed:
            if item.key is None and place.spawn is not None:
                item.set_face(None, False, 0, self._animator)
            item.key = place.key
            item.place_group = place.group
            item.set_height(place.height)
            item.set_face(place.card, place.face_up, self._ms(FLIP_MS) if ms else 0, self._animator)
            item.setZValue(place.z)
            pos = self._resting_pos(place.card, item) if place.own else None
            item.move_to(place.pos if pos is None else pos, place.rotation, ms, self._animator)
            item.own = place.own
            item.set_interactive(place.own and self._accepting and self._hand_takes_part())
            self._items[place.key] = item
            self._places[place.key] = place
        own = sorted((p for p in places if p.own and p.card is not None), key=lambda p: p.pos.x())
        self._own_order = [p.card for p in own if p.card is not None]
        self._order = order
        self._spoken_tree = None
        accessible.say_reordered(self._view)
        self._update_marks()

    def _take_spare(self, old: dict[Hashable, CardItem], group: Hashable) -> CardItem | None:
        if group is None:
            return None
        for key in reversed(list(old)):
            if old[key].place_group == group:
                return old.pop(key)
        return None

    def _new_item(self, place: Place) -> CardItem:
        item = CardItem(self._look, place.card, place.face_up, place.height)
        item.setPos(place.spawn if place.spawn is not None else place.pos)
        item.set_angle(place.rotation)
        item.clicked.connect(self._on_card_clicked)
        item.double_clicked.connect(self._on_card_double_clicked)
        item.dropped.connect(self._on_card_dropped)
        self._scene.addItem(item)
        return item

    def _sweep(self, items: Iterable[CardItem], to: QPointF) -> int:
        """Turn ``items`` face down and move them out of reach to ``to``: a deal gathered up,
        whose items the next pack takes (``GATHERED``) instead of new ones."""
        ms = self._ms(MOVE_MS * 1.5)
        for item in items:
            item.place_group = GATHERED
            item.set_interactive(False)
            item.set_face(None, False, ms, self._animator)
            item.move_to(to, 0.0, ms, self._animator)
        return ms
