"""What every part of a game's table stands on: the scene and its view, the seat plates,
the prompt line and the result panel, the table told to assistive technology, the pace
of what moves, and the hooks a game's table fills in (``GameTable`` in ``base.py``
puts the parts together).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import TypeVar

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF, QSize, Signal
from PySide6.QtGui import QKeyEvent, QTextDocumentFragment
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QPushButton, QVBoxLayout, QWidget

from skruuvi_gui.cards import Card
from skruuvi_gui.rules.api import Action, Event, Observation, Seat
from skruuvi_gui.ui.cards import shared_renderer
from skruuvi_gui.ui.table import accessible
from skruuvi_gui.ui.table.animation import Animator, Sequencer, Step
from skruuvi_gui.ui.table.card_item import CardItem, CardLook
from skruuvi_gui.ui.table.hand import Side
from skruuvi_gui.ui.table.overlay import ActionBar, ButtonSpec, ResultPanel
from skruuvi_gui.ui.table.picking import CardChoice, Picker
from skruuvi_gui.ui.table.refusal import refusal_text
from skruuvi_gui.ui.table.scene import DropTarget, FeltView, Place
from skruuvi_gui.ui.table.seat_places import side_of_seat
from skruuvi_gui.ui.table.seat_plate import SeatPlate
from skruuvi_gui.ui.table.spoken import announce, table_description
from skruuvi_gui.ui.table.spoken_piles import PileWords, SpokenPile

translate = QCoreApplication.translate

ObservationT = TypeVar("ObservationT", bound=Observation)


def observed(obs: Observation | None, kind: type[ObservationT]) -> ObservationT | None:
    """``obs`` as the game's own kind of observation; ``None`` before the first one."""
    return obs if isinstance(obs, kind) else None


@dataclass(frozen=True, slots=True)
class _SpokenTree:
    """The cards as assistive technology reads them, gathered once per arrangement: the own
    hand, the piles with cards on them, and the cards on no pile."""

    own: list[CardItem]
    piles: list[SpokenPile]
    loose: list[CardItem]
    pile_of: dict[CardItem, SpokenPile]


class TableCore(QWidget):
    """The state and the furniture of a game's table; see the module docstring."""

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
        self._person_seated = True
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

    def action_button(self, name: str) -> QPushButton | None:
        """The prompt line's button ``name`` ("go_button", "confirm_button", ...), if shown."""
        return self._bar.button(name) if self._bar.isVisible() else None

    def result_panel_text(self) -> str:
        """The result panel's headline and body, empty while it is hidden."""
        if not self._panel.isVisible():
            return ""
        return f"{self._panel.title()}\n{self._panel.body()}"

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

    def set_addressed(self, addressed: bool) -> None:
        """Whether the person looking is the bottom seat's player, so that the table's words
        call that seat "you". A replay watched from another seat, or of computers alone,
        names every seat."""
        self._person_seated = addressed

    def _addressed_seat(self, obs: Observation | None) -> Seat | None:
        """The seat the table's words call "you" in ``obs``, if any."""
        return self._viewer(obs) if obs is not None and self._person_seated else None

    def _viewer(self, obs: Observation) -> Seat | None:
        """The seat whose cards are drawn face up: the observer, if seated at the bottom."""
        seat = obs.seat
        return seat if seat is not None and seat == self.bottom_seat() else None

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

    def _ms(self, base: float) -> int:
        """``base`` milliseconds at the current speed; 0 when animations are off or skipped."""
        if self._hurry or self._speed <= 0:
            return 0
        return max(1, round(base * self._speed))

    def _check_settled(self) -> None:
        if self._settle_pending and not self._sequencer.busy() and not self._animator.running():
            self._settle_pending = False
            self._at_rest()
            self.settled.emit()

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

    def _at_rest(self) -> None:
        """The table has come to rest on its observation: what waits for that shows now."""

    def _on_key(self, event: QKeyEvent) -> bool:
        """Whether the key was the table's (the own hand takes them, ``hand_play.py``)."""
        return False
