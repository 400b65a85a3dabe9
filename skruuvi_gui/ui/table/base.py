"""The card table every game shares: felt, card items, the player's own hand, the prompt line
and the pacing of events.

A game's table subclasses ``GameTable`` and supplies where every card goes (``_draw``,
``_relayout``), the steps that animate each event (the ``_step_…`` and ``_…_steps`` hooks that
``_event_steps`` asks, by the event's kind), the prompt words and
buttons, and what a chosen set of cards means (``_cards_chosen``). Everything else — picking
cards by mouse, drag or keyboard, hints, speed, skipping, settling — lives once in the parts
``GameTable`` stacks: ``core`` (state, prompt line, panel, pace, the hooks), ``hand_play``,
``hints`` and ``arranging``; this module adds what the window and the driver call.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QGraphicsView, QSpinBox, QWidget

from skruuvi_gui.cards import Card
from skruuvi_gui.rules.api import (
    CardPlayed,
    CardsPassed,
    CardsShown,
    ContractSet,
    Dealt,
    Event,
    GameOver,
    Observation,
    PhaseChanged,
    Said,
    Seat,
    TrickWon,
)
from skruuvi_gui.ui.cards import CARD_BACKS
from skruuvi_gui.ui.table.animation import Step
from skruuvi_gui.ui.table.arranging import ArrangedTable
from skruuvi_gui.ui.table.card_item import CardItem
from skruuvi_gui.ui.table.scene import LARGE_CARD_SCALE
from skruuvi_gui.ui.table.seat_plate import SeatPlate


class GameTable(ArrangedTable):
    """The table widget the window shows; see the module docstring for the split of work."""

    def set_players(self, names: Sequence[str], bottom_seat: Seat) -> None:
        """Seat names and the viewer's seat, which is drawn at the bottom."""
        self._names = tuple(names)
        self._bottom_seat = bottom_seat
        for plate in self._plates:
            plate.retire()
        self._plates = []
        for name in self._names:
            plate = SeatPlate()
            plate.set_name(name)
            self._scene.addItem(plate)
            self._plates.append(plate)
        self._spoken_tree = None
        self._players_changed()
        self._rewrite_panel()
        self._on_resized()

    def open_hands(self, views: Mapping[Seat, Observation]) -> None:
        """Draw every seat's hand face up from the next observation on, as each seat's own
        view in ``views`` shows it (a finished game replayed: nothing is secret); ``{}``:
        only the viewer's."""
        self._open_views = dict(views)

    def set_thinking(self, seat: Seat | None) -> None:
        self._thinking = seat
        for index, plate in enumerate(self._plates):
            plate.set_thinking(index == seat)
        self._refresh_bar()

    def set_four_colour(self, on: bool) -> None:
        self._look.four_colour = on
        for item in self._items.values():
            item.update()

    def set_felt(self, name: str) -> None:
        self._view.set_felt(name)

    def set_large_cards(self, on: bool) -> None:
        """Draw every card ``LARGE_CARD_SCALE`` times the usual size, for eyes that need it."""
        scale = LARGE_CARD_SCALE if on else 1.0
        if scale != self._card_scale:
            self._card_scale = scale
            self._layout_changed()
            self._on_resized()

    def set_card_back(self, name: str) -> None:
        """ "blue" or "red"; ``ValueError`` for a back the deck does not have."""
        if name not in CARD_BACKS:
            raise ValueError(f"no card back called {name!r}")
        self._look.back = name
        for item in self._items.values():
            item.update()

    def retranslate(self) -> None:
        self._name_for_assistance()
        self._retranslate_table()
        self._rewrite_panel()
        self._refresh_bar()

    def prompt(self) -> str:
        return self._bar.prompt()

    def score_sheet_widget(self) -> QWidget | None:
        """A game's own score sheet for the window's dock; ``None``: the window's generic one
        (points per deal per side, built from ``Scored`` events) serves."""
        return None

    def view(self) -> QGraphicsView:
        return self._view

    def card_item(self, card: Card) -> CardItem | None:
        """The item showing ``card`` face up or known face down, if it is on the table."""
        item = self._items.get(card)
        return item if item is not None and item.scene() is not None else None

    def own_cards(self) -> tuple[Card, ...]:
        """The viewer's hand as drawn, left to right."""
        return tuple(self._own_order)

    def seat_plate_text(self, seat: Seat) -> str:
        """Everything written on ``seat``'s plate: name, badges, status."""
        return self._plates[seat].text() if 0 <= seat < len(self._plates) else ""

    def say_aloud(self, text: str) -> None:
        """Have the screen reader say ``text`` for something over the table (the turn-up box)."""
        self._announce(text)

    def prompt_anchor(self) -> QPoint:
        """The centre of the prompt line's top edge, over the own hand, in the table's own
        coordinates: what is to stand above the prompt (and leave the hand in view) is placed
        from here."""
        anchor = self._bar_anchor().toPoint()
        if self._bar.isVisible():
            anchor.setY(self._bar.geometry().top())
        return self._view.mapTo(self, anchor)

    def left_in_view(self) -> list[QRect]:
        """What a box standing over the table (the turn-up box) must leave in view, in the
        table's own coordinates: nothing here; the games name theirs."""
        return []

    def announcements(self) -> tuple[str, ...]:
        """What the table has asked the screen reader to say, oldest first."""
        return tuple(self._said_aloud)

    def claim_picker(self) -> QSpinBox | None:
        picker = self._bar.picker()
        return picker if self._bar.isVisible() and not picker.isHidden() else None

    # --- events in steps: what every game's events share, each step its game's own ---------

    def _event_steps(self, event: Event) -> list[Step]:
        """The steps of an event every game has, from the hooks below; an event only one
        game has comes from its ``_own_event_steps``."""
        if isinstance(event, Dealt):
            return self._deal_steps(event)
        if isinstance(event, Said):
            return [partial(self._step_said, event)]
        if isinstance(event, CardsPassed):
            return self._passed_steps(event)
        if isinstance(event, CardsShown):
            return self._shown_steps(event)
        if isinstance(event, ContractSet):
            return [partial(self._step_contract, event)]
        if isinstance(event, CardPlayed):
            return [partial(self._step_played, event)]
        if isinstance(event, TrickWon):
            return [partial(self._step_trick_won, event), partial(self._step_gather_trick, event)]
        if isinstance(event, PhaseChanged):
            return self._phase_steps(event)
        if isinstance(event, GameOver):
            return [partial(self._step_game_over, event)]
        return self._own_event_steps(event)

    def _own_event_steps(self, event: Event) -> list[Step]:
        """The steps of an event only this game has (the robber, a bid card, a score)."""
        return []

    def _deal_steps(self, event: Dealt) -> list[Step]:
        """The old cards gathered and the new ones dealt."""
        return []

    def _passed_steps(self, event: CardsPassed) -> list[Step]:
        return [partial(self._step_passed, event)]

    def _shown_steps(self, event: CardsShown) -> list[Step]:
        return [partial(self._step_shown, event)]

    def _phase_steps(self, event: PhaseChanged) -> list[Step]:
        return [partial(self._step_phase, event)]

    def _step_said(self, event: Said) -> int:
        """A call or word, and how long to wait after it."""
        return 0

    def _step_passed(self, event: CardsPassed) -> int:
        return 0

    def _step_shown(self, event: CardsShown) -> int:
        return 0

    def _step_contract(self, event: ContractSet) -> int:
        return 0

    def _step_played(self, event: CardPlayed) -> int:
        return 0

    def _step_trick_won(self, event: TrickWon) -> int:
        """The trick's cards turned to their winner."""
        return 0

    def _step_gather_trick(self, event: TrickWon) -> int:
        """The trick's cards gathered into the winner's pile."""
        return 0

    def _step_phase(self, event: PhaseChanged) -> int:
        return 0

    def _step_game_over(self, event: GameOver) -> int:
        return 0
