"""The cribbage table: seats around the felt, the board at the right, the pack at the left,
the running count in the middle, and the show counted aloud item by item.

The scene is drawn from a ``DealPicture``. Each event becomes a few timed steps that change
the picture and move the cards; each batch ends by drawing the observation itself.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from functools import partial
from html import escape

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem, QWidget

from skruuvi_gui.cards import Card
from skruuvi_gui.rules.api import (
    Action,
    CardPlayed,
    CardsPassed,
    CardsShown,
    Dealt,
    Event,
    GameOver,
    Observation,
    Outcome,
    PhaseChanged,
    Said,
    Scored,
    Seat,
)
from skruuvi_gui.rules.cribbage.model import (
    CRIB,
    CUT,
    DISCARD,
    GAME_OVER,
    PLAY,
    SHOW,
    CallMuggins,
    Claim,
    CribbageObservation,
    Discard,
    Go,
    PassMuggins,
    Play,
)
from skruuvi_gui.ui.cribbage import prompts
from skruuvi_gui.ui.cribbage.board import SIDE_COLOURS, CribbageBoard
from skruuvi_gui.ui.cribbage.layout import CribbageLayout, compute_layout
from skruuvi_gui.ui.cribbage.picture import DealPicture
from skruuvi_gui.ui.cribbage.places import Seating, deal_places
from skruuvi_gui.ui.cribbage.show import (
    claim_words,
    hand_total_words,
    item_words,
    muggins_words,
    no_points_words,
    peg_words,
    said_words,
)
from skruuvi_gui.ui.event_text import describe_event
from skruuvi_gui.ui.line_parts import card_text
from skruuvi_gui.ui.table import pile_words
from skruuvi_gui.ui.table.animation import HOLD, Step
from skruuvi_gui.ui.table.base import GameTable
from skruuvi_gui.ui.table.card_item import SHOWN_LIFT
from skruuvi_gui.ui.table.core import observed
from skruuvi_gui.ui.table.labels import LabelItem, SlotItem, float_bubble
from skruuvi_gui.ui.table.overlay import ButtonSpec
from skruuvi_gui.ui.table.picking import CardChoice
from skruuvi_gui.ui.table.scene import DEAL_MS, MOVE_MS, DropTarget
from skruuvi_gui.ui.table.spoken_piles import PileWords, SpokenPile

#: The highest claim the number picker offers: the best possible hand.
MAX_CLAIM = 29

#: Pauses at normal speed, in milliseconds: slow enough to follow the count.
ITEM_MS = 950
SHOW_OPEN_MS = 700
SHOW_TOTAL_MS = 1100
SCORE_MS = 420
PEG_MS = 380
BUBBLE_MS = 1500
RESULT_MS = 600

#: Cards dealt to each player by the number of players (spec §2).
_DEALT_CARDS = {2: 6, 3: 5, 4: 5}

_GOLD = QColor("#ffd54a")


@dataclass
class _Tally:
    """A hand being counted, as the event queue sees it: whose, and the running total."""

    owner: Seat
    seat: Seat
    running: int = 0


class CribbageTable(GameTable):
    """The cribbage table for two, three or four players."""

    def __init__(self, parent: QWidget | None = None) -> None:
        self._picture = DealPicture()
        self._geometry_cache: CribbageLayout | None = None
        self._board = CribbageBoard()
        self._count_label = LabelItem("", 40)
        self._count_caption = LabelItem("", 13)
        self._heading = LabelItem("", 18)
        self._caption = LabelItem("", 26)
        self._crib_slot = SlotItem()
        self._outcome: Outcome | None = None
        self._result_match_over = False
        self._pending_play: Card | None = None
        self._notice = ""
        self._happening = ""
        self._tally: _Tally | None = None
        self._reading = False  # a counted hand waits for the person to go on
        self._pegging_side: int | None = None
        # The bubbles in the air (by their label's id), each with the band it rises through.
        self._aloft: dict[int, QRectF] = {}
        super().__init__(parent)
        for item in (
            self._crib_slot,
            self._board,
            self._count_label,
            self._count_caption,
            self._heading,
            self._caption,
        ):
            self._scene.addItem(item)
        self._count_caption.set_colours(QColor(246, 242, 230, 170))
        self._heading.set_colours(_GOLD)
        self._caption.set_colours(QColor("#fffaf0"), QColor(10, 20, 15, 190), QColor(_GOLD))
        for label, z in ((self._count_label, 3), (self._count_caption, 3)):
            label.setZValue(z)
        self._heading.setZValue(70)
        self._caption.setZValue(70)
        self._retranslate_table()

    # --- looking inside ----------------------------------------------------------------

    def board(self) -> CribbageBoard:
        return self._board

    def caption(self) -> str:
        """The show's current words ("fifteen four"), empty outside the show."""
        return self._caption.text()

    def heading(self) -> LabelItem:
        """The name over the counted hand ("Your hand"), empty outside the show."""
        return self._heading

    # --- drawing -----------------------------------------------------------------------

    def _observation(self) -> CribbageObservation | None:
        return observed(self._obs, CribbageObservation)

    def _batch_observation(self) -> CribbageObservation | None:
        return observed(self._batch_obs, CribbageObservation)

    def _draw(self, obs: Observation) -> None:
        if not isinstance(obs, CribbageObservation):
            raise TypeError("the cribbage table draws cribbage observations")
        self._pending_play = None
        self._notice = ""
        self._happening = ""
        self._reading = False
        self._pegging_side = None
        self._picture = DealPicture.from_observation(obs)
        views = self._open_views.items()
        self._picture.open_hands(
            {seat: view.hand for seat, view in views if isinstance(view, CribbageObservation)}
        )
        self._set_show_words("", self._picture.showing)
        self._board.set_target(obs.options.target_score)
        self._update_games()
        if obs.phase == GAME_OVER:
            self._show_result(self._outcome or self._outcome_from(obs), match_over=True)
        elif obs.phase == PLAY:
            self._hide_panel()
        self._render(self._ms(MOVE_MS))

    def _players_changed(self) -> None:
        """A new viewer sees nobody's cards until their own observation is drawn."""
        obs = self._observation()
        if obs is None or obs.seat != self.bottom_seat():
            self._picture.hide_hands()
        self._geometry_cache = None
        self._update_sides()

    def _spoken_scores(self) -> str:
        return self._board.text()

    def _pile_of(self, group: Hashable) -> Hashable | None:
        """The pack with the starter on it; the crib, hidden or shown; each hand, held or
        counted and laid back; each seat's cards of this series and of earlier ones; the hand
        being counted in the middle."""
        if group in ("pack", "starter"):
            return "pack"
        if group in ("crib", "showing"):
            return group
        if isinstance(group, tuple) and group[0] == "shown":
            return "crib" if group[1] == "crib" else group[1]
        if isinstance(group, tuple) and group[0] in ("hand", "series", "pile"):
            return group
        return None

    def _drawn_piles(self) -> Sequence[tuple[Hashable, QGraphicsItem]]:
        return (("board", self._board),)

    def _pile_words(self, key: Hashable, pile: SpokenPile) -> PileWords:
        picture, count = self._picture, pile.count()
        if key == "pack":  # the starter lies on it until the show takes it to the middle
            starter = next((item.card for item in pile.cards()), None)
            return PileWords(
                pile_words.pack_with_starter(starter),
                pile_words.cribbage_pack_about(starter=starter is not None),
            )
        if key == "crib":
            return PileWords(
                pile_words.crib_pile(self._name_or_you(picture.crib_owner), count),
                pile_words.crib_about(),
            )
        if key == "showing" and picture.showing is not None:
            crib = picture.showing == CRIB
            seat = picture.crib_owner if crib else picture.showing
            return PileWords(
                prompts.show_prompt(self._name_or_you(seat), crib), pile_words.show_about()
            )
        if key == "board":
            return PileWords(pile_words.board_pile(self._board.text()), pile_words.board_about())
        if isinstance(key, tuple) and len(key) == 2:
            kind, seat = key
            name = self._name_or_you(seat)
            if kind == "hand":
                face_down = not pile.cards()
                return PileWords(
                    pile_words.hand_pile(name, count, face_down=face_down),
                    pile_words.hand_about(face_down=face_down),
                )
            if kind == "series":
                return PileWords(
                    pile_words.series_pile(name, count), pile_words.running_count(picture.count)
                )
            if kind == "pile":
                return PileWords(pile_words.played_pile(name, count), pile_words.played_about())
        return super()._pile_words(key, pile)

    def _relayout(self) -> None:
        self._geometry_cache = None
        self._render(0)

    def _geometry(self) -> CribbageLayout:
        size = self._size()
        sides = self._seating().sides
        cached = self._geometry_cache
        if cached is None or cached.size != size or tuple(cached.seats) != sides:
            tracks = 2 if len(sides) == 4 else len(sides)
            cached = compute_layout(size, sides, tracks, self._card_scale)
            self._geometry_cache = cached
        return cached

    def _seating(self) -> Seating:
        obs = self._batch_observation() or self._observation()
        viewer = obs.seat if obs is not None and obs.seat is not None else -1
        sides = tuple(self.side_of(seat) for seat in range(self.num_seats()))
        return Seating(sides, viewer if viewer == self.bottom_seat() else -1)

    def _render(self, ms: int) -> None:
        """Place every card, plate, label and peg for the current picture."""
        picture = self._picture
        if not self.num_seats() or len(picture.hands) not in (0, self.num_seats()):
            return
        geo = self._geometry()
        self._board.set_rect(geo.board)
        self._arrange(deal_places(picture, geo, self._seating()), ms)
        self._mark_counted()
        self._place_crib_slot(geo)
        self._place_plates(geo)
        self._place_labels(geo)
        if picture.scores:
            self._board.set_scores(picture.scores, picture.previous, 0, self._animator)

    def _mark_counted(self) -> None:
        """Lift the cards of the show item being said."""
        highlight = self._picture.highlight
        for key, item in self._items.items():
            item.shown = isinstance(key, Card) and key in highlight
            item.refresh()

    def _place_crib_slot(self, geo: CribbageLayout) -> None:
        owner = self._picture.crib_owner
        seated = 0 <= owner < self.num_seats()
        self._crib_slot.setVisible(seated)
        if seated:
            self._crib_slot.setPos(geo.seats[self.side_of(owner)].crib)
            self._crib_slot.set_size(QSizeF(geo.small_width, geo.small_height))

    def _place_plates(self, geo: CribbageLayout) -> None:
        picture = self._picture
        obs = self._observation()
        for seat, plate in enumerate(self._plates):
            area = geo.seats.get(self.side_of(seat))
            if area is None:
                continue
            plate.set_font_px(geo.font_px)
            plate.set_badges((prompts.dealer_badge(),) if seat == picture.dealer else ())
            plate.set_status(prompts.go_badge() if seat in picture.said_go else "")
            acting = obs is not None and obs.phase in (DISCARD, PLAY, SHOW)
            if picture.showing is not None and obs is not None and obs.phase != SHOW:
                acting = False
            plate.set_active(acting and obs is not None and seat in obs.to_move)
            rect = plate.plate_rect()
            anchor = area.plate
            if area.plate_anchor == "right":
                plate.setPos(anchor.x() - rect.width() / 2, anchor.y())
            elif area.plate_anchor == "above_left":
                plate.setPos(anchor.x() + rect.width() / 2, anchor.y() - rect.height() / 2)
            else:
                plate.setPos(anchor.x() - rect.width() / 2, anchor.y() - rect.height() / 2)

    def _place_labels(self, geo: CribbageLayout) -> None:
        picture = self._picture
        in_play = picture.phase == PLAY and picture.showing is None
        font = geo.font_px
        self._count_label.set_font_px(font * 3.4)
        self._count_caption.set_font_px(font * 0.85)
        self._count_label.set_text(str(picture.count) if in_play else "")
        self._count_caption.set_text(prompts.count_caption() if in_play else "")
        self._count_label.setPos(geo.count + QPointF(0, font * 0.5))
        self._count_caption.setPos(geo.count - QPointF(0, font * 1.9))
        self._heading.set_font_px(font * 1.2)
        self._caption.set_font_px(font * 1.55)
        self._place_heading(geo)
        self._place_caption(geo)

    def _place_heading(self, geo: CribbageLayout) -> None:
        """Just over the counted hand, clear of its cards lifted while an item is said."""
        text = self._heading.text_rect()
        above = geo.show_height * SHOWN_LIFT + geo.font_px * 0.4
        y = geo.show_row.y() - geo.show_height / 2 - above - text.bottom()
        self._heading.setPos(self._in_play_area(self._heading, QPointF(geo.show_row.x(), y)))

    def _set_caption(self, words: str) -> None:
        self._caption.set_text(words)
        self._place_caption(self._geometry())

    def _place_caption(self, geo: CribbageLayout) -> None:
        """Under the counted hand, centred, its top (one line or two) a little under the
        cards. Nothing else lies in the middle then: each hand not yet counted has been
        picked up again, each one counted laid back, where its seat held its cards."""
        words = self._caption.boundingRect()
        y = geo.show_row.y() + geo.show_height / 2 + geo.font_px * 0.4 - words.top()
        self._caption.setPos(self._in_play_area(self._caption, QPointF(geo.show_row.x(), y)))

    def _in_play_area(self, label: LabelItem, centre: QPointF) -> QPointF:
        """``centre``, moved left as far as ``label`` would reach past the play area."""
        right = self._geometry().play.right() - label.boundingRect().right()
        return QPointF(min(centre.x(), right), centre.y())

    def _update_sides(self) -> None:
        """One board track per side: four players score as two partnerships."""
        self._board.set_sides(prompts.side_names(self._names))
        teams = len(self._names) == 4
        for seat, plate in enumerate(self._plates):
            plate.set_colour(SIDE_COLOURS[seat % 2 if teams else seat % len(SIDE_COLOURS)])

    def _update_games(self) -> None:
        match = self._picture.options.games_to_win > 1
        self._board.set_games(self._picture.games_won, prompts.games_label() if match else "")

    def _set_show_words(self, caption: str, owner: Seat | None) -> None:
        """The heading over the counted hand and the words under it."""
        self._set_caption(caption)
        if owner is None:
            self._heading.set_text("")
            return
        seat = self._picture.crib_owner if owner == CRIB else owner
        self._heading.set_text(prompts.show_heading(self._name_or_you(seat), owner == CRIB))
        self._place_heading(self._geometry())

    def _you(self) -> Seat:
        """The seat the table's words call "you" (-1: none): the seated viewer, unless
        several people take turns at this screen and all watch what is said."""
        return -1 if self.shared_screen() else self._seating().viewer

    def _name_or_you(self, seat: Seat) -> str | None:
        """``None`` (meaning "you") for the seat called so, else the seat's name."""
        return None if seat == self._you() else self.name_of(seat)

    # --- events --------------------------------------------------------------------------

    def _lead_in_steps(self, event: Event) -> list[Step]:
        """A counted hand is closed (its total read) before whatever does not add to it."""
        tally = self._tally
        if tally is not None and not (isinstance(event, Scored) and event.seat == tally.seat):
            return self._close_tally_steps()
        return []

    def _event_steps(self, event: Event) -> list[Step]:
        steps: list[Step] = []
        if isinstance(event, Dealt):
            steps += self._deal_steps(event)
        elif isinstance(event, CardsShown):
            steps.append(partial(self._step_shown, event))
            if event.what in ("hand", "crib"):
                self._tally = _Tally(CRIB if event.what == "crib" else event.seat, event.seat)
        elif isinstance(event, Scored):
            steps.append(self._scored_step(event))
        elif isinstance(event, CardsPassed):
            steps.append(partial(self._step_passed, event))
        elif isinstance(event, CardPlayed):
            steps.append(partial(self._step_played, event))
        elif isinstance(event, Said):
            steps.append(partial(self._step_said, event))
        elif isinstance(event, PhaseChanged):
            steps.append(partial(self._step_phase, event))
        elif isinstance(event, GameOver):
            steps.append(partial(self._step_game_over, event))
        return steps

    def _batch_end_steps(self, obs: Observation) -> list[Step]:
        if self._tally is not None and obs.phase != SHOW:
            return self._close_tally_steps()
        return []

    def _happened(self, event: Event) -> None:
        """Say on the prompt line what just happened while the table catches up."""
        you = self._you()
        self._happening = (
            describe_event(event, self._names, "cribbage", None if you < 0 else you) or ""
        )
        self._refresh_bar()

    def _deal_steps(self, event: Dealt) -> list[Step]:
        steps: list[Step] = [self._step_linger, self._step_gather, partial(self._step_deal, event)]
        n = self.num_seats()
        for i in range(_DEALT_CARDS.get(n, 5) * n):
            steps.append(partial(self._step_deal_card, (event.dealer + 1 + i) % n))
        return steps

    def _step_linger(self) -> int:
        """Let the counted hands lie a moment before the next deal sweeps them away."""
        return self._ms(SHOW_TOTAL_MS) if self._picture.shown else 0

    def _step_gather(self) -> int:
        """Sweep every card back to the pack."""
        dealt = [
            item
            for key, item in self._items.items()
            if not (isinstance(key, tuple) and key[0] == "pack")
        ]
        return self._sweep(dealt, self._geometry().pack)

    def _step_deal(self, event: Dealt) -> int:
        if self._picture.phase == GAME_OVER:
            self._hide_panel()
        self._picture = self._picture.next_deal(event.dealer, event.deal_number, self.num_seats())
        self._set_show_words("", None)
        self._happened(event)
        self._render(self._ms(MOVE_MS))
        return self._ms(MOVE_MS)

    def _step_deal_card(self, seat: Seat) -> int:
        """One card off the pack; the viewer's own cards are known from the batch's end."""
        obs = self._batch_observation()
        order: list[Card] = []
        card: Card | None = None
        if obs is not None and seat == obs.seat == self._seating().viewer:
            order = [*obs.hand, *obs.discarded]
            held = self._picture.hands[seat]
            card = next((c for c in order if c not in held), None)
        self._picture.deal_card(seat, card, order)
        self._render(self._ms(MOVE_MS * 1.4))
        return self._ms(DEAL_MS)

    def _step_passed(self, event: CardsPassed) -> int:
        obs = self._batch_observation()
        known = obs.discarded if obs is not None and obs.seat == event.from_seat else ()
        self._picture.to_crib(event.from_seat, event.count, known)
        self._happened(event)
        self._render(self._ms(MOVE_MS))
        return self._ms(MOVE_MS + 80)

    def _step_shown(self, event: CardsShown) -> int:
        self._pegging_side = None
        if event.what == "starter":
            if event.cards:
                self._picture.turn_starter(event.cards[0])
            self._happened(event)
            self._render(self._ms(MOVE_MS))
            return self._ms(MOVE_MS + 200)
        owner = CRIB if event.what == "crib" else event.seat
        self._picture.show(owner, tuple(event.cards))
        self._set_show_words("", owner)
        self._render(self._ms(MOVE_MS * 1.5))
        self._refresh_bar()
        return self._ms(SHOW_OPEN_MS)

    def _step_played(self, event: CardPlayed) -> int:
        self._pegging_side = None
        self._picture.play(event.seat, event.card)
        self._happened(event)
        self._render(self._ms(MOVE_MS))
        return self._ms(MOVE_MS + 120)

    def _step_said(self, event: Said) -> int:
        self._pegging_side = None
        if event.what == "go":
            self._picture.say_go(event.seat)
            self._render(0)
        self._happened(event)
        self._bubble(event.seat, said_words(event.what))
        return self._ms(SCORE_MS)

    def _scored_step(self, event: Scored) -> Step:
        tally = self._tally
        if tally is not None and event.seat == tally.seat and event.reason != "muggins":
            tally.running += event.points
            return partial(self._step_show_item, event, tally.running)
        return partial(self._step_pegged, event)

    def _peg(self, event: Scored) -> None:
        first = self._pegging_side != event.side
        self._pegging_side = event.side
        self._picture.peg(event.side, event.points, event.total, first=first)
        picture = self._picture
        self._board.set_scores(picture.scores, picture.previous, self._ms(PEG_MS), self._animator)

    def _step_pegged(self, event: Scored) -> int:
        self._peg(event)
        own = event.seat == self._you()
        if event.reason == "muggins":
            text = muggins_words(self.name_of(event.seat), event.points, own=own)
        elif event.reason == "claim":
            text = claim_words(self.name_of(event.seat), event.points, own=own)
        else:
            text = peg_words(event.reason, event.points)
        self._happened(event)
        self._bubble(event.seat, text)
        return self._ms(SCORE_MS)

    def _step_show_item(self, event: Scored, running: int) -> int:
        self._picture.highlight = frozenset(event.cards)
        self._mark_counted()
        if event.reason == "claim":
            own = event.seat == self._you()
            words = claim_words(self.name_of(event.seat), event.points, own=own)
        else:
            words = item_words(event.reason, len(event.cards), running)
        self._set_caption(words)
        self._narrate(words)
        self._peg(event)
        return self._ms(ITEM_MS)

    def _close_tally_steps(self) -> list[Step]:
        """The counted hand's total, then the hand goes back in front of its owner."""
        tally = self._tally
        assert tally is not None
        self._tally = None
        return [partial(self._step_hand_total, tally), self._step_put_back]

    def _step_hand_total(self, tally: _Tally) -> int:
        self._picture.highlight = frozenset()
        self._mark_counted()
        words = hand_total_words(
            self.name_of(tally.seat),
            tally.running,
            crib=tally.owner == CRIB,
            own=tally.seat == self._you(),
        )
        if tally.running == 0:
            words = f"{no_points_words()}\n{words}"
        self._set_caption(words)
        self._narrate(words)
        if self._holds():
            self._reading = True
            self._refresh_bar()
            return HOLD
        return self._ms(SHOW_TOTAL_MS)

    def _step_put_back(self) -> int:
        self._reading = False
        self._picture.put_back()
        self._set_show_words("", None)
        self._render(self._ms(MOVE_MS))
        return self._ms(MOVE_MS)

    def _step_phase(self, event: PhaseChanged) -> int:
        self._picture.phase = event.phase
        if event.phase == PLAY:
            self._hide_panel()
            self._render(self._ms(MOVE_MS))
        return 0

    def _step_game_over(self, event: GameOver) -> int:
        options = self._picture.options
        match_over = options.games_to_win <= 1 or any(
            event.outcome.details.get(f"games_won_{side}", 0) >= options.games_to_win
            for side in range(options.num_sides)
        )
        self._happened(event)
        self._show_result(event.outcome, match_over=match_over)
        return self._ms(RESULT_MS)

    def _bubble(self, seat: Seat, text: str) -> None:
        ms = self._ms(BUBBLE_MS)
        if ms <= 0 or not 0 <= seat < self.num_seats():
            return
        geo = self._geometry()
        label = LabelItem(text, geo.font_px * 1.15)
        label.set_colours(QColor("#1d1a12"), QColor(_GOLD), QColor("#a8821f"))
        label.setZValue(90)
        self._scene.addItem(label)
        start = geo.seats[self.side_of(seat)].bubble_centre(label.boundingRect().width())
        pill = label.pill_rect()
        start, rise = self._stacked(pill, start, geo.font_px * 1.5, geo)
        key = id(label)
        self._aloft[key] = pill.translated(start).united(
            pill.translated(start.x(), start.y() - rise)
        )
        label.destroyed.connect(lambda: self._aloft.pop(key, None))
        float_bubble(label, start, rise, ms)

    def _stacked(
        self, pill: QRectF, start: QPointF, rise: float, geo: CribbageLayout
    ) -> tuple[QPointF, float]:
        """Where a bubble whose ``pill`` would rise by ``rise`` from ``start`` goes, and how
        far it rises, reading clear of the bubbles still in the air: where it was meant to,
        or, when one card scores twice at once (thirty-one and a pair), just above the
        others' (below them at the top of the table), and there it stays."""
        space = geo.font_px * 0.35
        bands = [band.adjusted(-space, -space, space, space) for band in self._aloft.values()]

        def hits(at: QPointF, up: float) -> list[QRectF]:
            path = pill.translated(at).united(pill.translated(at.x(), at.y() - up))
            return [band for band in bands if band.intersects(path)]

        if not hits(start, rise):
            return start, rise
        above, below = QPointF(start), QPointF(start)
        for _ in bands:  # each move clears at least one more band
            if found := hits(above, 0):
                above.setY(min(band.top() for band in found) - pill.bottom() - 0.5)
            if found := hits(below, 0):
                below.setY(max(band.bottom() for band in found) - pill.top() + 0.5)
        return (above if above.y() + pill.top() >= geo.play.top() else below), 0.0

    # --- results -----------------------------------------------------------------------

    def _outcome_from(self, obs: CribbageObservation) -> Outcome:
        """A finished game drawn without its ``GameOver`` event (a reopened record)."""
        options = obs.options
        best = max(range(len(obs.scores)), key=lambda side: obs.scores[side])
        if options.misere and options.num_sides == 2:
            best = 1 - best
        winners = tuple(s for s in range(options.num_players) if options.side_of(s) == best)
        return Outcome(scores=obs.scores, winners=winners)

    def _show_result(self, outcome: Outcome, *, match_over: bool) -> None:
        self._outcome = outcome
        self._result_match_over = match_over
        self._show_panel(partial(self._result_words, outcome, match_over))

    def _result_words(self, outcome: Outcome, match_over: bool) -> tuple[str, str]:
        """The end of a game: who won, every side's score, a skunk, the games of a match."""
        options = self._picture.options
        match = options.games_to_win > 1
        names = prompts.side_names(self._names)
        lines = [
            " &nbsp;·&nbsp; ".join(
                f"{escape(names[side]) if side < len(names) else ''} <b>{score}</b>"
                for side, score in enumerate(outcome.scores)
            )
        ]
        if skunk := prompts.skunk_line(outcome.details.get("skunk", 0)):
            lines.append(skunk)
        if match:
            games = "\N{EN DASH}".join(
                str(outcome.details.get(f"games_won_{side}", 0))
                for side in range(options.num_sides)
            )
            lines.append(prompts.games_line(games, options.games_to_win, match_over))
        winners = [
            None if name is None else escape(name)
            for name in (self._name_or_you(seat) for seat in outcome.winners)
        ]
        return prompts.winner_title(winners, match and match_over), "<br>".join(lines)

    # --- the viewer's choices ----------------------------------------------------------

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
            go = prompts.go_badge()
            buttons.append(ButtonSpec("go_button", go, self._say_go, prompts.go_tooltip(), True))
        if Claim in kinds or self._pending_play is not None:
            claim = prompts.claim_button()
            buttons.append(
                ButtonSpec("claim_button", claim, self._claim, prompts.claim_tooltip(), True)
            )
        if CallMuggins in kinds:
            buttons.append(
                ButtonSpec(
                    "muggins_button",
                    said_words("muggins"),
                    self._call_muggins,
                    prompts.muggins_tooltip(),
                    primary=True,
                )
            )
        if PassMuggins in kinds:
            buttons.append(
                ButtonSpec(
                    "pass_button",
                    said_words("pass"),
                    self._pass_muggins,
                    prompts.pass_muggins_tooltip(),
                )
            )
        choice = self._picking.choice
        chosen = self._picking.chosen
        if choice is not None and self._pending_play is None and chosen:
            if choice.count > 1 and len(chosen) == choice.count:
                buttons.append(
                    ButtonSpec(
                        "confirm_button",
                        prompts.confirm_button(),
                        self._confirm,
                        prompts.confirm_tooltip(),
                        primary=True,
                    )
                )
            elif choice.count == 1:
                buttons.append(
                    ButtonSpec(
                        "play_button",
                        prompts.play_button(),
                        self._confirm,
                        prompts.play_tooltip(),
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

    # --- words -------------------------------------------------------------------------

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
        self._crib_slot.set_text(prompts.crib_slot())
        self._update_sides()
        self._update_games()
        self._set_show_words("", self._picture.showing)
        if self._panel.isVisible() and self._outcome is not None:
            self._show_result(self._outcome, match_over=self._result_match_over)
        self._render(0)
