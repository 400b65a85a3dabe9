"""The Squint table's felt: the cards drawn from a ``SquintPicture``, the plates and labels
placed for the table's size, the deal and standings panels, and the banner.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from PySide6.QtCore import QSize
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QWidget

from skruuvi_gui.cards import Card
from skruuvi_gui.rules.api import (
    Observation,
    Outcome,
    Seat,
)
from skruuvi_gui.rules.squint import (
    BID,
    CHOOSE_4_1,
    GAME_OVER,
    PLAY,
    SQUINT,
    Contract,
    SquintObservation,
)
from skruuvi_gui.ui.squint import panel_text, seat_marks, words
from skruuvi_gui.ui.squint.layout import SeatArea, SquintLayout, compute_layout
from skruuvi_gui.ui.squint.panels import DealPanel, Standing, StandingsPanel
from skruuvi_gui.ui.squint.picture import OUT_GROUP, SQUINT_GROUP, SquintPicture
from skruuvi_gui.ui.squint.places import deal_places
from skruuvi_gui.ui.squint.results import totals_body, winner_title
from skruuvi_gui.ui.table import pile_words
from skruuvi_gui.ui.table.card_badges import (
    CardBadge,
    badge_marks,
)
from skruuvi_gui.ui.table.core import observed
from skruuvi_gui.ui.table.labels import GOLD, LabelItem
from skruuvi_gui.ui.table.outcome import outcome_from_scores
from skruuvi_gui.ui.table.scene import MOVE_MS
from skruuvi_gui.ui.table.spoken_piles import PileWords, SpokenPile
from skruuvi_gui.ui.table.trick_steps import TrickTable

_ACTIVE_PHASES = (BID, CHOOSE_4_1, SQUINT, PLAY)


class SquintFelt(TrickTable[SquintLayout]):
    """What the Squint table draws; the events and the choices build on it."""

    _picture: SquintPicture

    def __init__(self, parent: QWidget | None = None) -> None:
        self._picture = SquintPicture()
        self._shown: SquintObservation | None = None
        self._results_shown = 0
        self._outcome: Outcome | None = None
        self._happening = ""
        self._announced: list[Contract] = []
        self._announcing = False
        self._banner = LabelItem("", 20)
        self._squint_caption = LabelItem("", 12)
        self._ready = False
        self._card_badges: list[CardBadge] = []
        super().__init__(parent)
        self._banner.setZValue(95)
        self._banner.set_colours(QColor("#1d1a12"), QColor(GOLD), QColor("#a8821f"))
        self._banner.hide()
        self._squint_caption.set_colours(QColor(246, 242, 230, 170))
        for item in (self._banner, self._squint_caption):
            self._scene.addItem(item)
        self._deal_panel = DealPanel(self._view)
        self._deal_panel.hide()
        self._standings = StandingsPanel(self._view)
        self._standings.hide()
        self._ready = True
        self._retranslate_table()

    def banner_text(self) -> str:
        """The contract banner while it is up over the middle, else empty."""
        return self._banner.text() if self._banner.isVisible() else ""

    def announcement(self) -> str:
        """The deal's contract as last announced (stays after the banner is gone)."""
        return self._banner_words()

    def deal_panel(self) -> DealPanel:
        return self._deal_panel

    def standings(self) -> StandingsPanel:
        return self._standings

    def set_four_colour(self, on: bool) -> None:
        super().set_four_colour(on)
        self._update_panels()

    def card_badges(self) -> dict[Card, str]:
        """The marks on the own cards: "+" on each card received face down this deal."""
        return badge_marks(self._card_badges)

    def _observation(self) -> SquintObservation | None:
        return observed(self._obs, SquintObservation)

    def _batch_observation(self) -> SquintObservation | None:
        return observed(self._batch_obs, SquintObservation)

    def _draw(self, obs: Observation) -> None:
        if not isinstance(obs, SquintObservation):
            raise TypeError("the squint table draws squint observations")
        self._happening = ""
        self._shown = obs
        self._results_shown = len(obs.results)
        self._picture = SquintPicture.from_observation(obs, self._viewer(obs))
        views = self._open_views.items()
        self._picture.open_hands(
            {seat: view for seat, view in views if isinstance(view, SquintObservation)}
        )
        if obs.phase == GAME_OVER:
            self._show_result(self._outcome or outcome_from_scores(obs.scores))
        else:
            self._hide_panel()
        if obs.phase not in (CHOOSE_4_1, SQUINT):
            self._set_banner(False)
        self._update_panels()
        self._render(self._ms(MOVE_MS))

    def _players_changed(self) -> None:
        """A new viewer sees nobody's cards, nor the previous viewer's lines in the deal
        panel, until their own observation is drawn."""
        obs = self._observation()
        if obs is None or self._viewer(obs) is None:
            self._picture.hide_hands()
            if self._shown is not None and self._shown.seat is not None:
                self._shown = None
        if self._ready:
            self._update_panels()

    def _relayout(self) -> None:
        if self._ready:
            self._update_panels()
            self._render(0)

    def _tricks_won(self, seat: Seat) -> int:
        return self._picture.won(seat)

    def _pile_of(self, group: Hashable) -> Hashable | None:
        """The squint, the cards out of play, and each seat's bid card in the middle; a bid
        card revealed and still held lies by its seat as a card of that hand."""
        if group in (SQUINT_GROUP, OUT_GROUP):
            return group
        if isinstance(group, tuple) and group[0] == "bid":
            return group
        if isinstance(group, tuple) and group[0] == "shown":
            return ("hand", group[1])
        return super()._pile_of(group)

    def _pile_words(self, key: Hashable, pile: SpokenPile) -> PileWords:
        shown = pile.cards()
        if key == SQUINT_GROUP:
            return PileWords(
                pile_words.pile("squint" if shown else "squint_face_down", pile.count()),
                pile_words.about("squint"),
            )
        if key == OUT_GROUP:
            return PileWords(pile_words.pile("out", pile.count()), pile_words.about("out"))
        if isinstance(key, tuple) and key[0] == "bid":
            return PileWords(
                pile_words.pile_of(
                    "bid_card" if shown else "bid_card_face_down", self._named(key[1])
                ),
                pile_words.about("bid_card"),
            )
        words = super()._pile_words(key, pile)
        revealed = [item.card for item in shown if item.card is not None]
        if isinstance(key, tuple) and key[0] == "hand" and len(revealed) == 1:
            return PileWords(words.name, pile_words.revealed_bid_card(revealed[0]))
        return words

    def _compute_geometry(self, size: QSize) -> SquintLayout:
        return compute_layout(size, self._card_scale)

    def _seat_place(self, seat: Seat) -> SeatArea | None:
        if self.num_seats() != 5:
            return None
        return self._geometry().seat_area(seat, self.bottom_seat())

    def _render(self, ms: int) -> None:
        """Place every card, plate and label for the current picture."""
        if not self._ready or self.num_seats() != 5:
            return
        geo = self._geometry()
        self._arrange(deal_places(self._picture, geo, self.bottom_seat()), ms)
        self._mark_winner()
        self._place_plates(geo)
        self._place_labels(geo)

    def _animate(self, base_ms: float) -> None:
        """Move the cards to the picture over ``base_ms`` at the current speed. Without
        animation nothing moves now: the batch's closing draw places every card."""
        if self._ms(1) > 0:
            self._render(self._ms(base_ms))

    def _place_plates(self, geo: SquintLayout) -> None:
        obs = self._shown
        for seat, plate in enumerate(self._plates):
            area = geo.seat_area(seat, self.bottom_seat())
            plate.set_font_px(geo.font_px)
            if obs is None:
                plate.set_badges(())
                plate.set_status("")
                plate.set_active(False)
            else:
                plate.set_colour(seat_marks.seat_colour(obs, seat))
                plate.set_badges(seat_marks.badges(obs, seat))
                plate.set_status(seat_marks.status(obs, self._picture, seat))
                plate.set_active(obs.phase in _ACTIVE_PHASES and seat in obs.to_move)
            low, high = area.plate_span
            plate.set_max_width(high - low)
            plate.setPos(area.plate_centre(plate.plate_rect(), area.plate_span))

    def _place_labels(self, geo: SquintLayout) -> None:
        picture = self._picture
        squint = bool(picture.squint) and not picture.squint_open
        self._squint_caption.set_text(words.squint_label(squint=squint))
        self._squint_caption.set_font_px(geo.font_px * 0.8)
        self._squint_caption.setPos(geo.squint_label)
        self._squint_caption.setVisible(squint or bool(picture.out or picture.out_up))
        self._banner.set_font_px(geo.font_px * 1.35)
        self._banner.setPos(geo.centre)

    def _update_panels(self) -> None:
        obs = self._shown
        if not self._ready:
            return
        if obs is None or obs.deal_number < 1 or self.num_seats() != 5:
            self._deal_panel.set_content("", (), "", ())
            self._deal_panel.hide()
            self._standings.hide()
            return
        geo = self._geometry()
        names = self._names
        four = self._look.four_colour
        viewer = self._viewer(obs)
        self._deal_panel.set_font_px(geo.font_px * 0.9)
        self._deal_panel.set_content(
            panel_text.deal_line(obs, names, viewer),
            panel_text.contract_lines(obs, names, viewer),
            panel_text.trump_html(obs, four_colour=four, symbol_px=round(geo.font_px * 1.8)),
            panel_text.details_html(obs, names, four_colour=four, viewer=viewer),
        )
        self._deal_panel.set_area(geo.info)
        self._deal_panel.show()
        self._update_standings(obs, obs.scores)

    def _update_standings(self, obs: SquintObservation, totals: Sequence[int]) -> None:
        geo = self._geometry()
        viewer = self._viewer(obs)
        self._standings.set_font_px(geo.font_px * 0.9)
        self._standings.set_standings(
            panel_text.standings_title(obs),
            [
                Standing(self.name_of(seat), total, marked=seat == viewer)
                for seat, total in enumerate(totals)
            ],
            obs.options.target_score,
        )
        self._standings.set_area(geo.standings)
        self._standings.show()

    def _banner_words(self) -> str:
        return "\n".join(words.contracts_lines(self._announced, self._names, self._addressed()))

    def _set_banner(self, visible: bool) -> None:
        self._banner.set_text(self._banner_words())
        self._banner.setVisible(visible and bool(self._announced))

    def _show_result(self, outcome: Outcome) -> None:
        self._outcome = outcome
        obs = self._shown
        viewer = self._addressed_seat(obs)
        self._show_panel(
            lambda: (
                winner_title(outcome.winners, self._names, viewer),
                totals_body(outcome.scores, self._names),
            )
        )
