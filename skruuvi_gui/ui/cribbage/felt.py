"""The cribbage table's felt: its items (the board, the count, the crib's slot, the
show's heading and caption), the cards drawn from a ``DealPicture``, the plates and the
labels placed for the table's size, and the result.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from functools import partial
from html import escape

from PySide6.QtCore import QPointF, QRect, QRectF, QSizeF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem, QWidget

from skruuvi_gui.cards import Card
from skruuvi_gui.rules.api import (
    Observation,
    Outcome,
    Seat,
)
from skruuvi_gui.rules.cribbage.model import (
    CRIB,
    DISCARD,
    GAME_OVER,
    PLAY,
    SHOW,
    CribbageObservation,
)
from skruuvi_gui.ui.cribbage import prompts
from skruuvi_gui.ui.cribbage.board import SIDE_COLOURS, CribbageBoard
from skruuvi_gui.ui.cribbage.layout import CribbageLayout, compute_layout
from skruuvi_gui.ui.cribbage.picture import DealPicture
from skruuvi_gui.ui.cribbage.places import Seating, deal_places
from skruuvi_gui.ui.table import pile_words
from skruuvi_gui.ui.table.base import GameTable
from skruuvi_gui.ui.table.card_item import SHOWN_LIFT
from skruuvi_gui.ui.table.core import observed
from skruuvi_gui.ui.table.labels import GOLD, LabelItem, SlotItem
from skruuvi_gui.ui.table.scene import MOVE_MS
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


@dataclass
class Tally:
    """A hand being counted, as the event queue sees it: whose, and the running total."""

    owner: Seat
    seat: Seat
    running: int = 0


class CribbageFelt(GameTable):
    """What the cribbage table draws, and the result; the events and the choices build on it."""

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
        self._tally: Tally | None = None
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
        self._heading.set_colours(GOLD)
        self._caption.set_colours(QColor("#fffaf0"), QColor(10, 20, 15, 190), QColor(GOLD))
        for label, z in ((self._count_label, 3), (self._count_caption, 3)):
            label.setZValue(z)
        self._heading.setZValue(70)
        self._caption.setZValue(70)
        self._retranslate_table()

    def board(self) -> CribbageBoard:
        return self._board

    def caption(self) -> str:
        """The show's current words ("fifteen four"), empty outside the show."""
        return self._caption.text()

    def heading(self) -> LabelItem:
        """The name over the counted hand ("Your hand"), empty outside the show."""
        return self._heading

    def left_in_view(self) -> list[QRect]:
        """The running count and its caption, while there is a count, and the board."""
        labels = [label for label in (self._count_label, self._count_caption) if label.text()]
        return [self._on_table(item) for item in (*labels, self._board)]

    def _on_table(self, item: QGraphicsItem) -> QRect:
        """Where ``item`` is drawn, in the table's own coordinates."""
        shown = self._view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        return QRect(self._view.viewport().mapTo(self, shown.topLeft()), shown.size())

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
                pile_words.about("cribbage_pack" if starter is None else "cribbage_pack_starter"),
            )
        if key == "crib":
            return PileWords(
                pile_words.pile_of("crib", self._name_or_you(picture.crib_owner), count),
                pile_words.about("crib"),
            )
        if key == "showing" and picture.showing is not None:
            crib = picture.showing == CRIB
            seat = picture.crib_owner if crib else picture.showing
            return PileWords(
                prompts.show_prompt(self._name_or_you(seat), crib), pile_words.about("show")
            )
        if key == "board":
            return PileWords(pile_words.board_pile(self._board.text()), pile_words.about("board"))
        if isinstance(key, tuple) and len(key) == 2:
            kind, seat = key
            name = self._name_or_you(seat)
            if kind == "hand":
                face_down = not pile.cards()
                return PileWords(
                    pile_words.pile_of("hand_face_down" if face_down else "hand", name, count),
                    pile_words.about("hand_face_down" if face_down else "hand"),
                )
            if kind == "series":
                return PileWords(
                    pile_words.pile_of("series", name, count),
                    pile_words.running_count(picture.count),
                )
            if kind == "pile":
                return PileWords(
                    pile_words.pile_of("played", name, count), pile_words.about("played")
                )
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
            plate.set_badges((prompts.word("dealer_badge"),) if seat == picture.dealer else ())
            plate.set_status(prompts.word("go_badge") if seat in picture.said_go else "")
            acting = obs is not None and obs.phase in (DISCARD, PLAY, SHOW)
            if picture.showing is not None and obs is not None and obs.phase != SHOW:
                acting = False
            plate.set_active(acting and obs is not None and seat in obs.to_move)
            plate.setPos(area.plate_centre(plate.plate_rect()))

    def _place_labels(self, geo: CribbageLayout) -> None:
        picture = self._picture
        in_play = picture.phase == PLAY and picture.showing is None
        font = geo.font_px
        self._count_label.set_font_px(font * 3.4)
        self._count_caption.set_font_px(font * 0.85)
        self._count_label.set_text(str(picture.count) if in_play else "")
        self._count_caption.set_text(prompts.word("count_caption") if in_play else "")
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
        self._board.set_games(self._picture.games_won, prompts.word("games_label") if match else "")

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
        return None if self._person_seated and seat == self._you() else self.name_of(seat)

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
