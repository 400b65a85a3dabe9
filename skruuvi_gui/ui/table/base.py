"""The card table every game shares: felt, card items, the player's own hand, the prompt line
and the pacing of events.

A game's table subclasses ``GameTable`` and supplies where every card goes (``_draw``,
``_relayout``), the steps that animate each event (``_event_steps``), the prompt words and
buttons, and what a chosen set of cards means (``_cards_chosen``). Everything else — picking
cards by mouse, drag or keyboard, hints, speed, skipping, settling — lives here once.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import partial

from PySide6.QtCore import (
    QCoreApplication,
    QObject,
    QPoint,
    QPointF,
    QRect,
    QRectF,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPixmap,
    QResizeEvent,
    QTextDocumentFragment,
)
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsView,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from skruuvi_gui.cards import Card
from skruuvi_gui.rules.api import Action, Event, Observation, Seat
from skruuvi_gui.ui.cards import CARD_BACKS, shared_renderer
from skruuvi_gui.ui.table import accessible
from skruuvi_gui.ui.table.animation import Animator, Sequencer, Step
from skruuvi_gui.ui.table.card_item import CardItem, CardLook
from skruuvi_gui.ui.table.felt import felt_pixmap
from skruuvi_gui.ui.table.hand import Side, side_of_seat
from skruuvi_gui.ui.table.overlay import ActionBar, ButtonSpec, ResultPanel
from skruuvi_gui.ui.table.picking import CardChoice, Picker
from skruuvi_gui.ui.table.refusal import refusal_text
from skruuvi_gui.ui.table.seat_plate import SeatPlate
from skruuvi_gui.ui.table.spoken import announce, card_name, table_description
from skruuvi_gui.ui.table.spoken_piles import PileWords, SpokenPile

translate = QCoreApplication.translate

#: Base durations in milliseconds at normal speed (UI.md "Motion").
MOVE_MS = 220
DEAL_MS = 60
FLIP_MS = 180
FADE_MS = 160

#: How much bigger the larger-cards setting draws every card.
LARGE_CARD_SCALE = 1.2


# The group of a deal's cards gathered up: the next deal's pack is made of them (a plain
# comment: lupdate would give a "#:" one to the next translated string).
GATHERED: Hashable = "gathered"


@dataclass(frozen=True, slots=True)
class Place:
    """Where one card should be now.

    ``key`` identifies the item across redraws: the card itself when it is known, a tuple such
    as ``("hand", seat, i)`` for a face-down one. When the key is new, a spare item of group
    ``source`` is reused (a face-down card turning into the card it was), else a new item
    appears at ``spawn`` (or at ``pos``). ``own`` marks the viewer's hand.
    """

    key: Hashable
    card: Card | None
    face_up: bool
    pos: QPointF
    height: float
    rotation: float = 0.0
    z: float = 0.0
    group: Hashable = None
    source: Hashable = None
    spawn: QPointF | None = None
    own: bool = False


@dataclass(frozen=True, slots=True)
class DropTarget:
    """A pile an own card may be dragged to now: a drop inside ``area`` picks the card, and
    while the action wants more cards it waits at ``rest`` (``None``: back in the hand,
    lifted as picked), the cards waiting there ``spread`` card widths apart. A pile that is
    one receiver among several takes the card for its ``place`` in the action (``None``:
    whichever place is left)."""

    area: QRectF
    rest: QPointF | None = None
    place: int | None = None
    spread: float = 0.3


class FeltView(accessible.SpokenTable):
    """The felt and the scene at 1:1 scale; the scene is re-laid out on every resize."""

    felt_clicked = Signal()
    resized = Signal()

    def __init__(
        self, scene: QGraphicsScene, parent: QWidget, on_key: Callable[[QKeyEvent], bool]
    ) -> None:
        super().__init__(scene, parent)
        self._on_key = on_key
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        # Nothing smoothed for the whole view: the felt and the cards' cached pictures are
        # then plain copies; a card smooths its tilt into its own picture (CardItem.fit_cache).
        self.setRenderHints(QPainter.RenderHint.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.BoundingRectViewportUpdate)
        # The felt is drawn once into the view's cache, not by Python on every frame.
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(QSize(320, 240))
        self._felt = "green"
        self._background: QPixmap | None = None

    def set_felt(self, name: str) -> None:
        self._felt = name
        self._background = None
        self.resetCachedContent()
        self.viewport().update()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        size = self.viewport().size()
        self.setSceneRect(QRectF(0, 0, size.width(), size.height()))
        self._background = None
        self.resetCachedContent()
        self.resized.emit()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802 - Qt override
        size = self.viewport().size()
        dpr = self.devicePixelRatioF()
        background = self._background
        if background is None or background.deviceIndependentSize().toSize() != size:
            background = felt_pixmap(self._felt, size, dpr)
            self._background = background
        painter.drawPixmap(QPointF(0, 0), background)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        item = self.itemAt(event.position().toPoint())
        if not (isinstance(item, CardItem) and item.interactive):
            self.felt_clicked.emit()
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        if not self._on_key(event):
            super().keyPressEvent(event)


@dataclass(frozen=True, slots=True)
class _SpokenTree:
    """The cards as assistive technology reads them, gathered once per arrangement: the own
    hand, the piles with cards on them, and the cards on no pile."""

    own: list[CardItem]
    piles: list[SpokenPile]
    loose: list[CardItem]
    pile_of: dict[CardItem, SpokenPile]


class GameTable(QWidget):
    """The table widget the window shows; see the module docstring for the split of work."""

    action_chosen = Signal(object)
    settled = Signal()
    #: A line of the show's narration as it appears ("fifteen two").
    narrated = Signal(str)
    #: Why the card the person tried to play may not go now.
    refused = Signal(str)
    #: The person chose otherwise than the hint (picked a card it did not mark): it is gone.
    hint_dropped = Signal()
    # An event the table has come to (its drawing begins): what beside the table tells of
    # the game follows this, not the match, which may be a held show ahead.
    shown = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._scene = QGraphicsScene(self)
        # A few dozen items, most of them moving in every deal: no index to keep up to date.
        self._scene.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self._view = FeltView(self._scene, self, self._on_key)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self._view)
        self.setFocusProxy(self._view)
        self._look = CardLook(shared_renderer())
        self._animator = Animator(self)
        self._sequencer = Sequencer(self)
        self._bar = ActionBar(self._view)
        self._bar.resized.connect(self._place_bar)
        self._bar.hide()
        self._panel = ResultPanel(self._view)
        self._panel_words: Callable[[], tuple[str, str]] = lambda: ("", "")
        self._items: dict[Hashable, CardItem] = {}
        self._places: dict[Hashable, Place] = {}
        # The keys of the cards as the last arrangement listed them: the drawing order.
        self._order: list[Hashable] = []
        self._piles: dict[Hashable, SpokenPile] = {}
        self._spoken_tree: _SpokenTree | None = None
        self._own_order: list[Card] = []
        self._plates: list[SeatPlate] = []
        self._names: tuple[str, ...] = ()
        self._shared_screen = False
        self._bottom_seat: Seat = 0
        self._obs: Observation | None = None
        self._batch_obs: Observation | None = None
        # Each seat's own view of the deal, whose cards are drawn face up (a replay).
        self._open_views: dict[Seat, Observation] = {}
        self._speed = 1.0
        self._card_scale = 1.0
        self._hurry = False
        self._show_held = False
        self._settle_pending = False
        self._accepting = False
        self._picking = Picker()
        self._thinking: Seat | None = None
        self._hint: Action | None = None
        self._hint_words = ""
        # Own cards dropped on a pile towards an action that wants more cards: the index of
        # the pile in ``_drop_targets``, in the order they were dropped.
        self._dropped: dict[Card, int] = {}
        self._spoken_prompt = ""
        # The request last said while the viewer may act: it is not said again when others'
        # moves have passed over the prompt line in between.
        self._asked = ""
        self._said_aloud: list[str] = []
        self._name_for_assistance()
        accessible.install()
        self._view.set_spoken_source(self)
        self._sequencer.drained.connect(self._check_settled)
        self._animator.idle.connect(self._check_settled)
        self._view.resized.connect(self._on_resized)
        self._view.felt_clicked.connect(self._on_felt_clicked)
        self.resize(1280, 800)

    # --- the contract ------------------------------------------------------------------

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

    def show_observation(self, obs: Observation, events: Sequence[Event] = ()) -> None:
        """Queue the events' animations, then draw ``obs``; ``settled`` follows when done."""
        self._accepting = False
        self._hint = None
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

    def show_hint(self, action: Action, words: str = "") -> None:
        """Mark the hinted move and put the keyboard on it, so that Enter then makes it: the
        hinted cards marked and the first of them focused, or the hinted button focused;
        ``words`` (the move and why) stand under the prompt while the hint does."""
        self._hint = action
        self._hint_words = words
        self._pick_hinted(action)
        self._update_marks()
        button = self._hint_button(action)
        self._refresh_bar()
        self._focus_hint(action, button)

    def reword_hint(self, words: str) -> None:
        """New words for the hint standing (the language changed); nothing without one."""
        if self._hint is not None:
            self._hint_words = words
            self._refresh_bar()

    def hint_words(self) -> str:
        """The standing hint's words as shown beside the prompt; empty without one."""
        return self._hint_words if self._hint is not None else ""

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

    def is_busy(self) -> bool:
        return self._sequencer.busy() or self._animator.running()

    def is_holding(self) -> bool:
        """Something shown waits for the person to go on (``go_on``)."""
        return self._sequencer.holding()

    def skip_animations(self) -> None:
        """Finish everything queued now; the scene ends where the paced run would end."""
        self._hurry = True
        try:
            self._sequencer.finish()
            self._animator.finish_all()
        finally:
            self._hurry = False
        self._check_settled()

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

    def result_panel_text(self) -> str:
        """The result panel's headline and body, empty while it is hidden."""
        if not self._panel.isVisible():
            return ""
        return f"{self._panel.title()}\n{self._panel.body()}"

    # --- looking inside (tests, accessibility) -----------------------------------------

    def view(self) -> QGraphicsView:
        return self._view

    def card_item(self, card: Card) -> CardItem | None:
        """The item showing ``card`` face up or known face down, if it is on the table."""
        item = self._items.get(card)
        return item if item is not None and item.scene() is not None else None

    def own_cards(self) -> tuple[Card, ...]:
        """The viewer's hand as drawn, left to right."""
        return tuple(self._own_order)

    def action_button(self, name: str) -> QPushButton | None:
        """The prompt line's button ``name`` ("go_button", "confirm_button", ...), if shown."""
        return self._bar.button(name) if self._bar.isVisible() else None

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

    def announcements(self) -> tuple[str, ...]:
        """What the table has asked the screen reader to say, oldest first."""
        return tuple(self._said_aloud)

    def claim_picker(self) -> QSpinBox | None:
        picker = self._bar.picker()
        return picker if self._bar.isVisible() and not picker.isHidden() else None

    # --- helpers for game tables -------------------------------------------------------

    def num_seats(self) -> int:
        return len(self._names)

    def side_of(self, seat: Seat) -> Side:
        """Where ``seat`` sits on screen."""
        return side_of_seat(seat, self._bottom_seat, max(1, len(self._names)))

    def name_of(self, seat: Seat) -> str:
        return self._names[seat] if 0 <= seat < len(self._names) else str(seat)

    def bottom_seat(self) -> Seat:
        return self._bottom_seat

    def set_shared_screen(self, shared: bool) -> None:
        """Whether several people take turns at this screen. Where they all watch what is
        said (the cribbage show), a table's words then name every seat: "you" would mean
        whoever looks. Elsewhere the curtain has one person at the screen, the "you"."""
        self._shared_screen = shared

    def shared_screen(self) -> bool:
        return self._shared_screen

    def _viewer(self, obs: Observation) -> Seat | None:
        """The seat whose cards are drawn face up: the observer, if seated at the bottom."""
        seat = obs.seat
        return seat if seat is not None and seat == self.bottom_seat() else None

    def _ms(self, base: float) -> int:
        """``base`` milliseconds at the current speed; 0 when animations are off or skipped."""
        if self._hurry or self._speed <= 0:
            return 0
        return max(1, round(base * self._speed))

    def _size(self) -> QSize:
        return self._view.viewport().size()

    def _narrate(self, text: str) -> None:
        self._announce(text)
        self.narrated.emit(text)

    def _announce(self, text: str) -> None:
        if text:
            self._said_aloud = [*self._said_aloud[-49:], text]
            announce(self._view, text)

    def _name_for_assistance(self) -> None:
        self._view.setAccessibleName(translate("GameTable", "Card table"))
        self._bar.setAccessibleName(translate("GameTable", "What to do now"))
        self._bar.picker().setAccessibleName(translate("GameTable", "Points claimed"))
        self._panel.setAccessibleName(translate("GameTable", "Result"))

    def spoken_items(self) -> list[QObject]:
        """What assistive technology reaches below the view, in reading order: the own hand
        left to right, the piles in the order the table draws them (each naming its cards
        face down, its face-up cards its children), any card face up on no pile, the plates
        by seat. A face-down card on its own says nothing a pile or plate does not."""
        tree = self._spoken()
        loose = [item for item in tree.loose if item.face_up and item.scene() is not None]
        plates = [plate for plate in self._plates if plate.isVisible()]
        return [*tree.own, *tree.piles, *loose, *plates]

    def spoken_pile(self, item: CardItem) -> SpokenPile | None:
        return self._spoken().pile_of.get(item)

    def _spoken(self) -> _SpokenTree:
        """The cards gathered into piles, once after every arrangement that is read."""
        tree = self._spoken_tree
        if tree is not None:
            return tree
        own = [self._items[card] for card in self._own_order if card in self._items]
        members: dict[Hashable, list[QGraphicsItem]] = {}
        loose: list[CardItem] = []
        for key in self._order:
            item = self._items.get(key)
            if item is None or item.own:
                continue
            pile_key = self._pile_of(item.place_group)
            if pile_key is None:
                loose.append(item)
            else:
                members.setdefault(pile_key, []).append(item)
        for pile_key, drawn in self._drawn_piles():
            members.setdefault(pile_key, []).append(drawn)
        piles: list[SpokenPile] = []
        pile_of: dict[CardItem, SpokenPile] = {}
        for pile_key, items in members.items():
            pile = self._piles.get(pile_key)
            if pile is None:
                pile = SpokenPile(pile_key, self._say_pile, self._view)
                self._piles[pile_key] = pile
            pile.set_items(sorted(items, key=lambda item: (item.zValue(), item.x())))
            piles.append(pile)
            pile_of.update((item, pile) for item in items if isinstance(item, CardItem))
        for pile_key, pile in self._piles.items():
            if pile_key not in members:
                pile.set_items(())
        loose.sort(key=lambda item: (item.zValue(), item.x()))
        tree = _SpokenTree(own, piles, loose, pile_of)
        self._spoken_tree = tree
        return tree

    def _say_pile(self, pile: SpokenPile) -> PileWords:
        return self._pile_words(pile.key, pile)

    def _describe_for_assistance(self) -> None:
        """Keep the view's accessible description the table in words, for screen readers
        that read a control's description rather than walk its children."""
        picking = self._picking
        turn = [p.name() for p in self._plates if p.is_active() or p.is_thinking()]
        focus = picking.focus if self._accepting and picking.focus in self._own_order else None
        result = QTextDocumentFragment.fromHtml(self.result_panel_text()).toPlainText()
        text = table_description(
            self._bar.prompt(),
            ", ".join(turn),
            [p.text() for p in self._plates],
            self._own_order,
            focus,
            [c for c in self._own_order if c in picking.chosen],
            result.strip(),
            self._spoken_scores(),
        )
        if text != self._view.accessibleDescription():
            self._view.setAccessibleDescription(text)

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

    def _place_bar(self) -> None:
        """The bar centred on its anchor, within its limits, by its size now."""
        anchor = self._bar_anchor()
        limits = self._bar_limits()
        x = anchor.x() - self._bar.width() / 2
        x = max(limits.left(), min(x, limits.right() - self._bar.width()))
        self._bar.move(round(x), round(anchor.y() - self._bar.height()))

    def _refresh_bar(self) -> None:
        self._bar.set_prompt(self._prompt_text())
        self._bar.set_buttons(self._buttons())
        self._bar.show_picker(*self._claim_range())
        self._bar.set_hinted(self._hint_button(self._hint) if self._hint is not None else None)
        self._show_hint_words(self._hint_words if self._hint is not None else "")
        self._bar.adjustSize()
        self._place_bar()
        shown = self._bar.prompt() or self._bar.button_names() or self._bar.hint()
        self._bar.setVisible(bool(shown))
        prompt = self._bar.prompt()
        self._bar.setAccessibleDescription(prompt)
        if prompt != self._spoken_prompt:
            self._spoken_prompt = prompt
            if not (self._accepting and prompt == self._asked):
                self._announce(prompt)
            if self._accepting:
                self._asked = prompt
        self._describe_for_assistance()

    def _show_panel(self, words: Callable[[], tuple[str, str]]) -> None:
        """Show the result panel with the title and body ``words`` writes; it writes them
        again in another language, or with other names, while the panel shows."""
        self._panel_words = words
        text = self._write_panel()
        self._panel.show()
        self._panel.raise_()
        self._announce(text)
        self._describe_for_assistance()

    def _write_panel(self) -> str:
        """Put the panel's words in it; the words as plain text."""
        title, body_html = self._panel_words()
        self._panel.set_content(title, body_html)
        self._place_panel()
        text = QTextDocumentFragment.fromHtml(f"{title}<br>{body_html}").toPlainText()
        self._panel.setAccessibleDescription(text)
        return text

    def _rewrite_panel(self) -> None:
        if self._panel.isVisible():
            self._write_panel()
            self._describe_for_assistance()

    def _hide_panel(self) -> None:
        self._panel.hide()
        self._describe_for_assistance()

    def _place_panel(self) -> None:
        centre = self._panel_centre()
        self._panel.adjustSize()
        self._panel.move(
            round(centre.x() - self._panel.width() / 2),
            round(centre.y() - self._panel.height() / 2),
        )

    # --- hooks a game table fills in ---------------------------------------------------

    def _players_changed(self) -> None:
        """New names or a new viewer: recolour plates, rebuild seat-dependent items."""

    def _lead_in_steps(self, event: Event) -> list[Step]:
        """Steps that end what the table shows before ``event`` comes (a counted hand's
        total): the docks hear of ``event`` only after them."""
        return []

    def _event_steps(self, event: Event) -> list[Step]:
        """Steps that show ``event``; each returns how long to wait after starting."""
        return []

    def _batch_end_steps(self, obs: Observation) -> list[Step]:
        """Steps after a batch's events, before ``obs`` is drawn."""
        return []

    def _draw(self, obs: Observation) -> None:
        """Bring the scene to ``obs`` (animated at the current speed)."""

    def _relayout(self) -> None:
        """Place everything again at once after a resize."""

    def _layout_changed(self) -> None:
        """Forget a kept layout: the card size changed, not only the window's."""

    def _spoken_scores(self) -> str:
        """The score as the table shows it outside the plates (a board), in words."""
        return ""

    def _pile_of(self, group: Hashable) -> Hashable | None:
        """The pile a card of ``group`` lies on, for assistive technology; ``None``: on
        none (a card face up there is a child of the table itself)."""
        return None

    def _drawn_piles(self) -> Sequence[tuple[Hashable, QGraphicsItem]]:
        """Piles drawn by an item of their own rather than cards (a board), by key."""
        return ()

    def _pile_words(self, key: Hashable, pile: SpokenPile) -> PileWords:
        """What the pile ``key`` is called now, and what more there is to say of it."""
        return PileWords("", "")

    def _card_choice(self, obs: Observation) -> CardChoice | None:
        """Which own cards the viewer may pick now, and how many make one action."""
        return None

    def _cards_chosen(self, cards: tuple[Card, ...]) -> None:
        """The viewer picked ``cards``; usually ends in ``_emit``."""

    def _dims_hand_without_choice(self) -> bool:
        """Whether the own hand dims while the viewer's decision takes none of its cards: a
        Go in Cribbage says no card can be played; a call or a declaration does not, and
        the player reads their hand to make it."""
        return True

    def _prompt_text(self) -> str:
        return ""

    def _buttons(self) -> list[ButtonSpec]:
        return []

    def _claim_range(self) -> tuple[int | None, int]:
        """The number picker's maximum (``None``: hidden) and starting value."""
        return None, 0

    def _hint_cards(self, action: Action) -> frozenset[Card]:
        return frozenset()

    def _hint_button(self, action: Action) -> str | None:
        return None

    def _show_hint_words(self, words: str) -> None:
        """Show the hint's words (empty: none) under the prompt; a table whose person acts
        in a panel of its own may show them there instead."""
        self._bar.set_hint(words)

    def _focus_hint(self, action: Action, button: str | None) -> None:
        """Give the keyboard to the hinted move: its button on the prompt line, else the hand
        whose hinted cards are picked."""
        shown = self.action_button(button) if button is not None else None
        if shown is not None and shown.isEnabled():
            shown.setFocus()
        elif self._hint_cards(action):
            self._view.setFocus()

    def _refusal(self, card: Card, obs: Observation) -> str:
        """Why ``card`` may not go now, for the status bar."""
        return refusal_text(card, obs.legal)

    def _drop_area(self) -> QRectF:
        """Where a dragged card counts as played."""
        return QRectF()

    def _drop_targets(self) -> Sequence[DropTarget]:
        """The piles an own card may be dragged to now; by default the drop area, where a
        card picked towards a larger action goes back to the hand."""
        return (DropTarget(self._drop_area()),)

    def _bar_anchor(self) -> QPointF:
        """Centre of the prompt line's bottom edge."""
        size = self._size()
        return QPointF(size.width() / 2, size.height() * 0.7)

    def _bar_limits(self) -> QRectF:
        size = self._size()
        return QRectF(0, 0, size.width(), size.height())

    def _panel_centre(self) -> QPointF:
        size = self._size()
        return QPointF(size.width() / 2, size.height() * 0.42)

    def _font_px(self) -> float:
        """The size of ordinary text on the table, which grows with the window."""
        size = self._size()
        return max(12.0, min(19.0, 15.0 * min(size.width() / 1280, size.height() / 800)))

    def _retranslate_table(self) -> None:
        """Set every scene text again in the current language."""

    # --- internals ---------------------------------------------------------------------

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

    def _check_settled(self) -> None:
        if self._settle_pending and not self._sequencer.busy() and not self._animator.running():
            self._settle_pending = False
            self._at_rest()
            self.settled.emit()

    def _at_rest(self) -> None:
        """The table has come to rest on its observation: what waits for that shows now."""

    def _on_resized(self) -> None:
        self._look.dpr = self._view.devicePixelRatioF()
        for item in self._items.values():
            item.fit_cache()
        self._animator.finish_all()
        self._bar.set_font_px(self._font_px())
        self._panel.set_font_px(self._font_px() * 1.1)
        self._relayout()
        self._refresh_bar()
        # A panel shown before the window first appears is placed again at the real size.
        if not self._panel.isHidden():
            self._place_panel()

    def _on_felt_clicked(self) -> None:
        if self.is_busy():
            self.go_on()

    def go_on(self) -> None:
        """The person's click, Enter or Space while the table moves: a moment held for
        reading goes on at its pace; otherwise what is under way ends at once, up to the next
        moment held for reading."""
        if self._sequencer.holding():
            self._sequencer.go_on()
        else:
            self._hurry = True
            try:
                self._sequencer.hurry_to_hold()
                self._animator.finish_all()
            finally:
                self._hurry = False
        self._check_settled()

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

    def _pick_hinted(self, action: Action) -> None:
        """Put the keyboard focus on the (first) hinted card; the hinted cards stay marked
        but unpicked, so a click picks them as it would, and Enter makes the hinted move."""
        cards = self._hinted_order(action)
        if cards and self._accepting and self._picking.allows(cards):
            self._picking.keyboard = True
            self._picking.focus = cards[0]

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
