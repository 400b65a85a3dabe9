"""The Skruuvi table's felt: the cards drawn from a ``DealPicture``, the plates placed for
the table's size, the contract panel, the bidding box and history, the last tricks, the
badges on the own cards, and the result.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Hashable, Sequence
from functools import partial

from PySide6.QtCore import QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QKeyEvent, QPixmap, QPolygonF
from PySide6.QtWidgets import QToolTip, QWidget

from skruuvi_gui.cards import Card
from skruuvi_gui.rules.api import (
    Event,
    Observation,
    Outcome,
    Seat,
)
from skruuvi_gui.rules.skruuvi import (
    CENTRE,
    DEAL,
    DRAW,
    FINAL_BIDDING,
    FIRST_BIDDING,
    GAME_OVER,
    KNOCKS,
    KOTKA,
    PLAY,
    TRADITIONAL,
    Bid,
    MakeBid,
    Pass,
    SkruuviObservation,
)
from skruuvi_gui.ui.names import joined_names
from skruuvi_gui.ui.skruuvi import banner, prompts, words
from skruuvi_gui.ui.skruuvi.auction_rows import Cell, Section, auction_rows
from skruuvi_gui.ui.skruuvi.bid_meaning import BidMeaning
from skruuvi_gui.ui.skruuvi.bid_text import bid_explanation
from skruuvi_gui.ui.skruuvi.bidding_box import BiddingBox
from skruuvi_gui.ui.skruuvi.contract_panel import ContractPanel
from skruuvi_gui.ui.skruuvi.history import BiddingHistory
from skruuvi_gui.ui.skruuvi.layout import HIDDEN_OVERLAP, SeatArea, SkruuviLayout, compute_layout
from skruuvi_gui.ui.skruuvi.picture import CENTRE_GROUP, DealPicture
from skruuvi_gui.ui.skruuvi.places import Seating, deal_places, seat_sides
from skruuvi_gui.ui.skruuvi.results import deal_body, deal_title, totals_body, winner_title
from skruuvi_gui.ui.skruuvi.score_sheet import SkruuviScoreSheet
from skruuvi_gui.ui.skruuvi.trick_review import ReviewedTrick, TrickReview
from skruuvi_gui.ui.table import pile_words
from skruuvi_gui.ui.table.card_badges import (
    CHOSEN,
    RECEIVED,
    CardBadge,
    badge_height,
    badge_marks,
    badge_spot,
    overlapping,
    receiver_labels,
)
from skruuvi_gui.ui.table.core import observed
from skruuvi_gui.ui.table.hand import Side
from skruuvi_gui.ui.table.layout_parts import hidden_length
from skruuvi_gui.ui.table.outcome import outcome_from_scores
from skruuvi_gui.ui.table.scene import MOVE_MS
from skruuvi_gui.ui.table.seat_places import clockwise_from
from skruuvi_gui.ui.table.spoken_piles import PileWords, SpokenPile
from skruuvi_gui.ui.table.trick_steps import TrickTable

#: The smallest text of the bidding box on a short table, in pixels.
MIN_BOX_FONT = 9.0
BIDDINGS = (FIRST_BIDDING, FINAL_BIDDING)


class SkruuviFelt(TrickTable[SkruuviLayout]):
    """What the Skruuvi table draws; the events and the choices build on it."""

    _picture: DealPicture

    def __init__(self, parent: QWidget | None = None) -> None:
        self._picture = DealPicture()
        self._shown: SkruuviObservation | None = None
        self._results_shown = 0
        self._outcome: Outcome | None = None
        self._happening = ""
        self._explanation = ""
        self._review_open = False
        self._card_badges: list[CardBadge] = []
        self._dealing = False
        super().__init__(parent)
        self._box = BiddingBox(self._view)
        self._box.hide()
        self._box.called.connect(self._call)
        self._history = BiddingHistory(self._view)
        self._history.hide()
        self._history.explain.connect(self._explain)
        self._history.dismissed.connect(self._leave_history)
        self._meaning = BidMeaning(self._view)
        self._contract = ContractPanel(self._view)
        self._contract.hide()
        self._contract.review_toggled.connect(self._set_review)
        self._review = TrickReview(self._view, self._card_pixmap)
        self._review.closed.connect(partial(self._set_review, False))
        self._sheet = SkruuviScoreSheet()
        self._retranslate_table()

    def score_sheet_widget(self) -> SkruuviScoreSheet:
        """The score sheet, for the window's score-sheet dock (``setWidget``); the table
        keeps it up to date with every observation it draws."""
        return self._sheet

    def show_observation(self, obs: Observation, events: Sequence[Event] = ()) -> None:
        """The first observation sets out the sheet's columns at once (its deals come as the
        table shows them): the window gives the dock its width before the first deal is
        dealt, not by laying the table out again once the cards are moving."""
        if self._sheet.blank() and isinstance(obs, SkruuviObservation):
            self._sheet.show_session(dataclasses.replace(obs, results=()), self._names)
        super().show_observation(obs, events)

    def bidding_box(self) -> BiddingBox | None:
        return self._box if self._box.isVisible() else None

    def history(self) -> BiddingHistory:
        return self._history

    def contract_panel(self) -> ContractPanel:
        return self._contract

    def trick_review(self) -> TrickReview | None:
        return self._review if self._review.isVisible() else None

    def explanation(self) -> str:
        """The bid meaning last asked for by a click on the history."""
        return self._explanation

    def bid_meaning(self) -> BidMeaning:
        """The box that shows a clicked bid's meaning until it is closed."""
        return self._meaning

    def card_badges(self) -> dict[Card, str]:
        """The marks on the own cards: order numbers of the cards chosen or received."""
        return badge_marks(self._card_badges)

    def card_badge_outline(self, card: Card) -> QPolygonF | None:
        """Where the badge on ``card`` lies on the table, if it has one."""
        for badge in self._card_badges:
            if badge.data(0) == card:
                return badge.mapToScene(badge.pill())
        return None

    def seat_plate_rect(self, seat: Seat) -> QRectF | None:
        """Where ``seat``'s plate is on the table; ``None`` while it is not shown."""
        if not 0 <= seat < len(self._plates) or not self._plates[seat].isVisible():
            return None
        plate = self._plates[seat]
        return plate.mapToScene(plate.plate_rect()).boundingRect()

    def set_four_colour(self, on: bool) -> None:
        super().set_four_colour(on)
        self._box.set_four_colour(on)
        self._update_panels()

    def _observation(self) -> SkruuviObservation | None:
        return observed(self._obs, SkruuviObservation)

    def _batch_observation(self) -> SkruuviObservation | None:
        return observed(self._batch_obs, SkruuviObservation)

    def _begin_batch(self, obs: Observation) -> int:
        """Nothing may be called while a batch animates: the box waits for its draw."""
        self._box.set_calls((), may_pass=False, active=False)
        return super()._begin_batch(obs)

    def _draw(self, obs: Observation) -> None:
        if not isinstance(obs, SkruuviObservation):
            raise TypeError("the skruuvi table draws skruuvi observations")
        self._happening = ""
        self._dealing = False
        self._shown = obs
        self._results_shown = len(obs.results)
        self._picture = DealPicture.from_observation(obs, self._viewer(obs))
        views = self._open_views.items()
        self._picture.open_hands(
            {seat: view.hand for seat, view in views if isinstance(view, SkruuviObservation)}
        )
        if obs.phase == GAME_OVER:
            self._show_result(self._outcome or outcome_from_scores(obs.scores))
        else:
            self._hide_panel()
        if not obs.reviewable_tricks:
            self._review_open = False
        self._sheet.show_session(obs, self._names)
        self._update_panels()
        self._animate(MOVE_MS)

    def _players_changed(self) -> None:
        """A new viewer sees nobody's cards until their own observation is drawn; new names
        (the unnamed seat in another language) reach the score sheet at once."""
        obs = self._observation()
        if obs is None or self._viewer(obs) is None:
            self._picture.hide_hands()
        if obs is not None:
            self._sheet.show_session(obs, self._names)
        self._update_panels()

    def _relayout(self) -> None:
        self._update_panels()
        self._render(0)

    def _tricks_won(self, seat: Seat) -> int:
        return self._picture.won(seat)

    def _pile_of(self, group: Hashable) -> Hashable | None:
        return CENTRE_GROUP if group == CENTRE_GROUP else super()._pile_of(group)

    def _pile_words(self, key: Hashable, pile: SpokenPile) -> PileWords:
        """The centre cards; a seat's won tricks with its side's, partners' piles apart."""
        if key == CENTRE_GROUP:
            face_down = not pile.cards()
            return PileWords(
                pile_words.pile("centre_face_down" if face_down else "centre", pile.count()),
                pile_words.about("centre_face_down" if face_down else "centre"),
            )
        words = super()._pile_words(key, pile)
        obs = self._shown
        if obs is None or not (isinstance(key, tuple) and key[0] == "pile"):
            return words
        side = [s for s in self._picture.order if obs.side_of(s) == obs.side_of(key[1])]
        won = sum(self._picture.won(s) for s in side)
        names = None if self._addressed() in side else joined_names([self.name_of(s) for s in side])
        return PileWords(words.name, pile_words.pile_of("side_tricks", names, won))

    def _compute_geometry(self, size: QSize) -> SkruuviLayout:
        return compute_layout(size, self._card_scale)

    def _seating(self) -> Seating:
        picture = self._picture
        return Seating(seat_sides(picture.order, self.bottom_seat()), picture.viewer)

    def _seat_place(self, seat: Seat) -> SeatArea | None:
        side = self._seating().sides.get(seat)
        return None if side is None else self._geometry().seats[side]

    def _render(self, ms: int) -> None:
        """Place every card, plate and panel for the current picture."""
        if not self.num_seats():
            return
        geo = self._geometry()
        seating = self._seating()
        self._arrange(deal_places(self._picture, geo, seating, self._centre_spot(geo)), ms)
        self._mark_winner()
        self._place_plates(geo, seating)

    def _centre_spot(self, geo: SkruuviLayout) -> QPointF:
        """The centre cards lie in the middle, or left of the bidding box when it is up (a
        narrow table moves the box right to make room)."""
        if not self._box.isVisible():
            return geo.centre
        count = max(1, len(self._picture.centre))
        width = hidden_length(count, geo.small_width, HIDDEN_OVERLAP) + geo.small_width * 0.3
        x = self._box.x() - geo.margin - width / 2
        return QPointF(max(geo.middle.left() + width / 2, x), geo.centre.y())

    def _glows(self, obs: SkruuviObservation, seat: Seat) -> bool:
        """A seat's plate glows while it is to act and the table has shown all before."""
        acting = obs.phase not in (DRAW, DEAL, GAME_OVER) and not self.is_busy()
        return acting and seat in obs.to_move

    def _at_rest(self) -> None:
        """The seat to act glows once the cards have stopped moving (a plate placed while
        they moved did not)."""
        obs = self._shown
        if obs is not None:
            for seat, plate in enumerate(self._plates):
                plate.set_active(self._glows(obs, seat))

    def _place_plates(self, geo: SkruuviLayout, seating: Seating) -> None:
        obs = self._shown
        for seat, plate in enumerate(self._plates):
            side = seating.sides.get(seat)
            plate.setVisible(side is not None)
            if side is None or obs is None:
                continue
            area = geo.seats[side]
            plate.set_font_px(geo.font_px)
            plate.set_colour(QColor(banner.SIDE_COLOURS[obs.side_of(seat)]))
            plate.set_badges(prompts.plate_badges(obs, seat))
            playing = obs.phase == PLAY or bool(self._picture.tricks)
            plate.set_status(words.tricks_status(self._picture.won(seat)) if playing else "")
            plate.set_active(self._glows(obs, seat))
            plate.set_max_width(self._plate_room(geo, side))
            # A plate wider than its room at a narrow table stays on the felt.
            felt = (geo.margin, geo.size.width() - geo.margin)
            plate.setPos(area.plate_centre(plate.plate_rect(), felt))

    @staticmethod
    def _plate_room(geo: SkruuviLayout, side: Side) -> float | None:
        """How wide a plate may be: the own one left of the hand, the side ones under the
        corner panels; partner's has the whole top."""
        area = geo.seats[side]
        if area.plate_anchor == "right" and not area.vertical:
            return area.plate.x() - geo.margin
        return geo.history.width() if area.vertical else None

    def _update_panels(self) -> None:
        """Fill the auction, the contract panel, the bidding box and the trick review from
        the observation shown."""
        obs = self._shown
        if obs is None or not obs.order:
            for widget in (self._box, self._history, self._contract, self._review):
                widget.hide()
            return
        geo = self._geometry() if self.num_seats() else None
        if geo is not None:
            # The room first: the auction is then fitted once to its new rows, not again.
            self._history.set_room(geo.history.width(), geo.history.height(), geo.font_px * 0.9)
        self._update_contract_panel()
        self._update_history(obs)
        self._update_box(obs)
        self._update_review(obs)
        if geo is not None:
            self._place_panels(geo)
        if self._meaning.isVisible():
            self._show_meaning()  # in the words, and beside the history, of now

    def _update_contract_panel(self) -> None:
        obs = self._shown
        if obs is None:
            return
        four = self._look.four_colour
        viewer = self._viewer(obs)
        self._contract.set_content(
            banner.deal_line(obs),
            banner.banner_html(obs, self._names, four_colour=four, viewer=viewer),
            [
                banner.sitting_out_html(obs, self._names),
                banner.tricks_html(obs, self._names, self._picture.won, viewer),
                banner.aces_html(obs, self._names, four_colour=four),
                banner.centre_html(obs, four_colour=four),
                *banner.exchange_html(obs, self._names, four_colour=four),
            ],
        )
        reviewable = obs.reviewable_tricks
        self._contract.set_review(available=bool(reviewable), open_=self._review_open)
        self._contract.show()

    def _update_history(self, obs: SkruuviObservation) -> None:
        columns = clockwise_from(obs.order, obs.dealer) if obs.dealer in obs.order else ()
        if not columns or obs.phase in (DRAW, DEAL):
            self._history.hide()
            return
        four = self._look.four_colour
        sections = [
            Section("", self._calls_rows(obs, columns, final=False, four_colour=four)),
        ]
        if obs.final_bidding or obs.phase == FINAL_BIDDING:
            rows = self._calls_rows(obs, columns, final=True, four_colour=four)
            sections.append(Section(words.word("final_bidding_heading"), rows))
        if obs.knock_calls or obs.phase == KNOCKS:
            calls = [(seat, Cell(words.knock_call_text(what))) for seat, what in obs.knock_calls]
            if obs.phase == KNOCKS and obs.to_move:
                calls.append((obs.to_move[0], Cell("…", current=True)))
            sections.append(Section(words.word("knocks_heading"), auction_rows(columns, calls)))
        heads = [(self.name_of(seat), banner.SIDE_COLOURS[obs.side_of(seat)]) for seat in columns]
        self._history.set_content(words.word("history_title"), heads, sections)
        self._history.show()

    def _calls_rows(
        self, obs: SkruuviObservation, columns: Sequence[Seat], *, final: bool, four_colour: bool
    ) -> list[list[Cell | None]]:
        calls = obs.final_bidding if final else obs.first_bidding
        cells: list[tuple[Seat, Cell]] = []
        for index, call in enumerate(calls):
            meaning = bid_explanation(obs, index, final=final)
            cells.append(
                (call.seat, Cell(words.call_html(call.bid, four_colour=four_colour), meaning))
            )
        bidding = FINAL_BIDDING if final else FIRST_BIDDING
        if obs.phase == bidding and obs.to_move:
            cells.append((obs.to_move[0], Cell("…", current=True)))
        return auction_rows(columns, cells)

    def _update_box(self, obs: SkruuviObservation) -> None:
        """The box is up while the viewer takes part in a bidding; live on their turn."""
        bidders = prompts.bidders(obs)
        seated = self._viewer(obs)
        hidden = obs.phase not in BIDDINGS or seated is None or seated not in bidders
        if hidden or self._dealing:
            focus = self.focusWidget()
            had_focus = focus is not None and self._box.isAncestorOf(focus)
            self._box.hide()
            if had_focus:
                self._view.setFocus()
            return
        self._box.set_kind(kotka=obs.kind == KOTKA)
        self._box.set_standing(
            banner.standing_html(
                obs, self._names, four_colour=self._look.four_colour, viewer=seated
            )
        )
        legal = {action.bid for action in obs.legal if isinstance(action, MakeBid)}
        active = self._accepting and bool(obs.legal)
        self._box.set_calls(legal, may_pass=Pass() in obs.legal, active=active)
        if self._hint is None:
            self._box.set_hinted(None)
        was_visible = self._box.isVisible()
        self._box.show()
        self._box.raise_()
        if active and (not was_visible or self.focusWidget() is self._view):
            self._box.focus_first()

    def _update_review(self, obs: SkruuviObservation) -> None:
        tricks = obs.reviewable_tricks
        if not (self._review_open and tricks):
            self._review.hide()
            return
        reviewed = []
        viewer = self._viewer(obs)
        for trick in reversed(tricks):
            winner = None if trick.winner == viewer else self.name_of(trick.winner)
            title = words.trick_title(trick.number, winner)
            plays = tuple(
                (self.name_of(seat), card, seat == trick.winner) for seat, card in trick.plays
            )
            reviewed.append(ReviewedTrick(title, plays))
        geo = self._geometry()
        self._review.set_font_px(geo.font_px)
        self._review.set_card_height(geo.small_height * 0.9)
        self._review.set_tricks(reviewed)
        self._review.show()
        self._review.raise_()

    def _place_panels(self, geo: SkruuviLayout) -> None:
        font = geo.font_px
        self._history.move(round(geo.history.left()), round(geo.history.top()))
        self._contract.set_font_px(font * 0.9)
        self._contract.set_width(geo.info.width())
        self._contract.move(round(geo.info.right() - self._contract.width()), round(geo.info.top()))
        if not self._box.isHidden():
            self._place_box(geo)
        if self._review.isVisible():
            self._review.adjustSize()
            self._review.move(
                round(geo.centre.x() - self._review.width() / 2),
                round(geo.centre.y() - self._review.height() / 2),
            )

    def _place_box(self, geo: SkruuviLayout) -> None:
        """Fit the bidding box's text to the middle and put it there; only while it is up,
        so a table laid out again during the play does not restyle its forty buttons."""
        font = geo.font_px
        middle = geo.middle
        # A short table shrinks the box's text until its seven rows fit the middle.
        box_font = font * 0.95
        for _ in range(4):
            self._box.set_font_px(box_font)
            self._box.adjustSize()
            calls = self._box.calls_height()
            if calls <= middle.height() or box_font <= MIN_BOX_FONT:
                break
            box_font = max(MIN_BOX_FONT, box_font * middle.height() / calls)
        # Placed by its calls and room for the hint's words under them, whether they show or
        # not: longer words grow downwards, and the calls stay where they are.
        calls = self._box.calls_height()
        top = max(middle.top(), middle.bottom() - calls - self._box.hint_room())
        # Centred, or moved right as far as the centre cards need room on its left.
        shown = max(1, len(self._picture.centre))
        centre_cards = hidden_length(shown, geo.small_width, HIDDEN_OVERLAP) * 1.1
        left = max(
            middle.center().x() - self._box.width() / 2,
            min(middle.left() + centre_cards + geo.margin, middle.right() - self._box.width()),
        )
        self._box.move(round(left), round(top))

    def _on_key(self, event: QKeyEvent) -> bool:
        """Escape closes the last tricks first, whoever is to move (also once the game is
        over, where the review would cover the result)."""
        if event.key() == Qt.Key.Key_Escape and self._meaning.isVisible():
            self._meaning.dismiss()
            return True
        if event.key() == Qt.Key.Key_Escape and self._review_open:
            self._set_review(False)
            return True
        return super()._on_key(event)

    def _set_review(self, open_: bool) -> None:
        self._review_open = open_
        self._update_panels()

    def _card_pixmap(self, card: Card, height: float) -> QPixmap:
        return self._look.pixmap(card, height)

    def _call(self, bid: Bid | None) -> None:
        """A call from the bidding box."""
        self._emit(Pass() if bid is None else MakeBid(bid))
        if not self._accepting:
            self._box.set_calls((), may_pass=False, active=False)
            self._view.setFocus()

    def _explain(self, meaning: str) -> None:
        self._explanation = meaning
        QToolTip.hideText()
        self._show_meaning()

    def _show_meaning(self) -> None:
        """The meaning asked for, in its box by the history, as the history words it now:
        clear of the plates and of the bidding box's calls where the table has room."""
        meaning = self._history.chosen_meaning()
        if not meaning or self._history.isHidden() or not self.num_seats():
            self._meaning.hide()
            return
        self._explanation = meaning
        geo = self._geometry()
        self._meaning.show_meaning(
            meaning,
            geo.font_px * 0.85,
            self._history.geometry(),
            self._view.rect(),
            [*self._plates_on_view(), *([self._box.geometry()] if self._box.isVisible() else [])],
        )

    def _plates_on_view(self) -> list[QRect]:
        """Where the seats' plates are shown, in the view's own coordinates (the panels')."""
        viewport = self._view.viewport()
        plates: list[QRect] = []
        for seat in range(self.num_seats()):
            rect = self.seat_plate_rect(seat)
            if rect is not None:
                shown = self._view.mapFromScene(rect).boundingRect()
                plates.append(QRect(viewport.mapTo(self._view, shown.topLeft()), shown.size()))
        return plates

    def _leave_history(self) -> None:
        """Escape in the history: its meaning box closes, and the keys go back to the cards."""
        self._meaning.dismiss()
        self._view.setFocus()

    def _update_marks(self) -> None:
        super()._update_marks()
        self._place_card_badges()

    def _place_card_badges(self) -> None:
        """Number the cards picked for giving (the receiver sees that order), and the cards
        just received as they came. A picked card carries its receiver's name, shortened to
        an initial, then to its place in the prompt's order, when whole names on
        neighbouring cards would run into each other and read as torn fragments."""
        received: dict[Card, tuple[str, tuple[QColor, QColor], bool]] = {}
        obs = self._observation()
        if obs is not None and self._viewer(obs) is not None and prompts.fresh_hand(obs):
            for transfer in obs.received:
                if transfer.from_seat == CENTRE and not obs.pass_misere:
                    continue
                for i, card in enumerate(transfer.cards):
                    text = str(i + 1) if len(transfer.cards) > 1 else "+"
                    received[card] = (text, RECEIVED, False)
        choice = self._picking.choice
        picked = list(self._picking.order()) if self._accepting and choice is not None else []
        if choice is None or choice.count < 2:
            picked = []
        names = [self.name_of(s) for s in prompts.recipients(obs)] if obs is not None else []
        for labels in receiver_labels(names, len(picked)):
            wanted = dict(received)
            for i, chosen in enumerate(picked):
                if chosen is not None:
                    wanted[chosen] = (labels[i], CHOSEN, True)
            self._show_card_badges(wanted)
            if not overlapping([b for b in self._card_badges if b.data(0) in picked]):
                break

    def _show_card_badges(
        self, wanted: dict[Card, tuple[str, tuple[QColor, QColor], bool]]
    ) -> None:
        for badge in self._card_badges:
            scene = badge.scene()
            if scene is not None:
                scene.removeItem(badge)
        self._card_badges = []
        for card, (text, colours, lifted) in wanted.items():
            place = self._places.get(card)
            if place is None or not place.own:
                continue
            resting = self._resting_pos(card)  # waiting in front of its receiver
            if resting is not None:
                place = dataclasses.replace(place, pos=resting)
            badge = CardBadge(text, colours, badge_height(place))
            badge.setData(0, card)
            badge.setPos(badge_spot(place, lifted=lifted))
            self._scene.addItem(badge)
            self._card_badges.append(badge)

    def _show_result(self, outcome: Outcome) -> None:
        """The end of the game: the winner, the last deal's result and every total."""
        self._outcome = outcome
        obs = self._batch_observation() or self._shown
        viewer = self._addressed_seat(obs)
        ledger = obs is not None and obs.options.scoring == TRADITIONAL

        def written() -> tuple[str, str]:
            names = self._names
            body = totals_body(outcome.scores, names, ledger=ledger)
            if obs is not None and obs.results:
                last = obs.results[-1]
                title = deal_title(last, obs.letters, names, viewer)
                body = f"<b>{title}</b>{deal_body(last, obs.letters, names, viewer)}<hr>{body}"
            return winner_title(outcome.winners, names, viewer), body

        self._show_panel(written)
