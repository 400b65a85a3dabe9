"""The Squint table: five seats in a pentagon (you at the bottom), the card bid laid face down
and turned over all at once with the contract announced in a banner, the squint face down at
the top centre, the squint decisions as prompts with buttons or a choice of cards, the play,
and the deal panel and running totals always in view.

The cards are drawn from a ``SquintPicture``: each event becomes a few timed steps that
change the picture and move the cards, and each batch ends by drawing the observation
itself, so nothing is ever drawn that the observation does not show.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from functools import partial
from html import escape

from PySide6.QtCore import QSize
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QWidget

from skruuvi_gui.cards import Card, Suit
from skruuvi_gui.rules.api import (
    Action,
    CardPlayed,
    CardsPassed,
    CardsShown,
    ContractSet,
    Dealt,
    Event,
    GameOver,
    Observation,
    Outcome,
    PhaseChanged,
    Said,
    Seat,
    TrickWon,
)
from skruuvi_gui.rules.squint import (
    ACCEPT_HAND,
    BID,
    CHOOSE_4_1,
    DEAL,
    GAME_OVER,
    PLAY,
    PLAY_HAND,
    PROPOSE_HAND,
    SQUINT,
    SQUINT_PILE,
    TAKE_SQUINT,
    Bid,
    BidPicked,
    BidsRevealed,
    ChooseNemo,
    ChooseSolo,
    Contract,
    Declare,
    Discard,
    DiscardFaceUp,
    Keep,
    Pass,
    Play,
    SquintObservation,
    Transfer,
)
from skruuvi_gui.ui.line_parts import card_text
from skruuvi_gui.ui.squint import panel_text, prompts, seat_marks, words
from skruuvi_gui.ui.squint.event_lines import parse_contract
from skruuvi_gui.ui.squint.layout import SquintLayout, compute_layout, slot_of
from skruuvi_gui.ui.squint.panels import DealPanel, Standing, StandingsPanel
from skruuvi_gui.ui.squint.picture import OUT_GROUP, SQUINT_GROUP, SquintPicture
from skruuvi_gui.ui.squint.places import deal_places
from skruuvi_gui.ui.squint.results import deal_body, deal_title, totals_body, winner_title
from skruuvi_gui.ui.table import pile_words
from skruuvi_gui.ui.table.animation import HOLD, Step
from skruuvi_gui.ui.table.card_badges import (
    RECEIVED,
    CardBadge,
    badge_height,
    badge_marks,
    badge_spot,
)
from skruuvi_gui.ui.table.core import observed
from skruuvi_gui.ui.table.labels import LabelItem, float_bubble
from skruuvi_gui.ui.table.laid_out import LaidOutTable
from skruuvi_gui.ui.table.outcome import outcome_from_scores
from skruuvi_gui.ui.table.overlay import ButtonSpec
from skruuvi_gui.ui.table.panel_text import plain
from skruuvi_gui.ui.table.picking import CardChoice
from skruuvi_gui.ui.table.scene import DEAL_MS, FLIP_MS, MOVE_MS
from skruuvi_gui.ui.table.spoken_piles import PileWords, SpokenPile

#: Pauses at normal speed, in milliseconds.
REVEAL_MS = 900
BANNER_MS = 2200
SAID_MS = 650
TRICK_MS = 900
GATHER_MS = 300
RESULT_MS = 2600
BUBBLE_MS = 1400

_GOLD = QColor("#ffd54a")
_ACTIVE_PHASES = (BID, CHOOSE_4_1, SQUINT, PLAY)
_CARD_SETS: tuple[type[Discard | Pass | DiscardFaceUp], ...] = (Discard, Pass, DiscardFaceUp)
_DECLARE_BUTTONS = {
    PLAY_HAND: ("play_hand_button", words.play_hand_button, words.play_hand_tooltip),
    TAKE_SQUINT: ("take_squint_button", words.take_squint_button, words.take_squint_tooltip),
    PROPOSE_HAND: ("propose_hand_button", words.propose_hand_button, words.propose_hand_tooltip),
    ACCEPT_HAND: ("accept_hand_button", words.accept_hand_button, words.accept_hand_tooltip),
}


def solo_button_name(trump: Suit) -> str:
    return f"solo_{trump.value.lower()}_button"


def keep_button_name(card: Card) -> str:
    return f"keep_{card}_button"


class SquintTable(LaidOutTable[SquintLayout]):
    """The table for five players."""

    game_id = "squint"

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
        self._banner.set_colours(QColor("#1d1a12"), QColor(_GOLD), QColor("#a8821f"))
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

    # --- for the window and for tests --------------------------------------------------

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

    # --- drawing -----------------------------------------------------------------------

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
                pile_words.squint_pile(pile.count(), face_down=not shown), pile_words.squint_about()
            )
        if key == OUT_GROUP:
            return PileWords(pile_words.out_pile(pile.count()), pile_words.out_about())
        if isinstance(key, tuple) and key[0] == "bid":
            return PileWords(
                pile_words.bid_card_pile(self._named(key[1]), face_down=not shown),
                pile_words.bid_card_about(),
            )
        words = super()._pile_words(key, pile)
        revealed = [item.card for item in shown if item.card is not None]
        if isinstance(key, tuple) and key[0] == "hand" and len(revealed) == 1:
            return PileWords(words.name, pile_words.revealed_bid_card(revealed[0]))
        return words

    def _compute_geometry(self, size: QSize) -> SquintLayout:
        return compute_layout(size, self._card_scale)

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

    def _mark_winner(self) -> None:
        """Lift the card winning the finished trick for a moment; every card that left the
        own hand settles flat."""
        winning = self._picture.winning
        own = set(self._own_order)
        for key, item in self._items.items():
            if key not in own:
                item.shown = winning is not None and key == winning
                item.refresh()

    def _place_plates(self, geo: SquintLayout) -> None:
        obs = self._shown
        for seat, plate in enumerate(self._plates):
            area = geo.seats[slot_of(seat, self.bottom_seat())]
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
            width = plate.plate_rect().width()
            left = area.plate.x() - width / 2
            if area.plate_anchor == "left":
                left = area.plate.x()
            elif area.plate_anchor == "right":
                left = area.plate.x() - width
            left = max(low, min(left, high - width))
            plate.setPos(left + width / 2, area.plate.y())

    def _place_labels(self, geo: SquintLayout) -> None:
        picture = self._picture
        squint = bool(picture.squint) and not picture.squint_open
        self._squint_caption.set_text(words.squint_label(squint=squint))
        self._squint_caption.set_font_px(geo.font_px * 0.8)
        self._squint_caption.setPos(geo.squint_label)
        self._squint_caption.setVisible(squint or bool(picture.out or picture.out_up))
        self._banner.set_font_px(geo.font_px * 1.35)
        self._banner.setPos(geo.centre)

    # --- the panels --------------------------------------------------------------------

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

    # --- the banner --------------------------------------------------------------------

    def _banner_words(self) -> str:
        return "\n".join(words.contracts_lines(self._announced, self._names, self._addressed()))

    def _set_banner(self, visible: bool) -> None:
        self._banner.set_text(self._banner_words())
        self._banner.setVisible(visible and bool(self._announced))

    # --- events ------------------------------------------------------------------------

    def _event_steps(self, event: Event) -> list[Step]:
        steps: list[Step] = []
        if not (isinstance(event, ContractSet | PhaseChanged) or _squint_taken(event)):
            steps.append(self._step_banner_away)
        if isinstance(event, Dealt):
            steps += [self._step_gather, partial(self._step_deal, event)]
            steps += [partial(self._step_deal_card, i) for i in range(52)]
        elif isinstance(event, BidPicked):
            steps.append(partial(self._step_bid_picked, event))
        elif isinstance(event, BidsRevealed):
            steps.append(partial(self._step_revealed, event))
        elif isinstance(event, ContractSet):
            steps.append(partial(self._step_contract, event))
        elif isinstance(event, Said):
            steps.append(partial(self._step_said, event))
        elif isinstance(event, CardsPassed):
            steps.append(partial(self._step_fold, event))
            steps.append(partial(self._step_passed, event))
        elif isinstance(event, CardsShown):
            steps.append(partial(self._step_shown, event))
        elif isinstance(event, CardPlayed):
            steps.append(partial(self._step_played, event))
        elif isinstance(event, TrickWon):
            steps += [partial(self._step_trick_won, event), partial(self._step_gather_trick, event)]
        elif isinstance(event, PhaseChanged):
            steps += self._phase_steps(event)
        elif isinstance(event, GameOver):
            steps.append(partial(self._step_game_over, event))
        return steps

    def _drawn_observation(self) -> SquintObservation | None:
        return self._shown

    def _step_banner_away(self) -> int:
        self._announcing = False
        if self._banner.isVisible():
            self._set_banner(False)
        return 0

    def _step_gather(self) -> int:
        """Sweep every card to the middle, face down, for the next deal."""
        if not self._items:
            return 0
        return self._sweep(self._items.values(), self._geometry().centre)

    def _step_deal(self, event: Dealt) -> int:
        """A fresh table for the deal; the viewer's cards are dealt face up only when the
        batch ends in this deal."""
        self._hide_panel()
        self._announced = []
        self._set_banner(False)
        self._picture.next_deal(event.dealer)
        obs = self._batch_observation()
        this_deal = obs is not None and obs.deal_number == event.deal_number
        self._picture.viewer = self._viewer(obs) if obs is not None and this_deal else None
        if obs is not None and this_deal:
            self._shown = obs
            self._results_shown = len(obs.results)
            self._update_panels()
        self._happened(event)
        self._animate(0)
        return 0

    def _step_deal_card(self, index: int) -> int:
        """One card off the pack, clockwise from forehand, the last two to the squint; the
        viewer's own cards are known from the batch's end while it is still this deal's
        bid."""
        picture = self._picture
        card: Card | None = None
        obs = self._batch_observation()
        seat = (picture.dealer + 1 + index) % 5
        if obs is not None and index < 50 and seat == picture.viewer and obs.phase == BID:
            held = {slot.card for slot in picture.hands[seat]}
            card = next((c for c in obs.hand if c not in held), None)
        picture.deal_card(index, card)
        self._animate(MOVE_MS * 1.4)
        return self._ms(DEAL_MS)

    def _step_bid_picked(self, event: BidPicked) -> int:
        obs = self._batch_observation()
        own = event.seat == self._picture.viewer and obs is not None and obs.bid is not None
        self._picture.pick_bid(event.seat, obs.bid if own and obs is not None else None)
        self._happened(event)
        self._animate(MOVE_MS)
        self._place_plates(self._geometry())
        return self._ms(MOVE_MS)

    def _step_revealed(self, event: BidsRevealed) -> int:
        """All five bid cards turn over together, and lie a while for everyone to read."""
        self._picture.reveal(event.bids)
        self._announced = []
        self._happened(event)
        self._animate(MOVE_MS)
        return self._ms(FLIP_MS + REVEAL_MS)

    def _step_contract(self, event: ContractSet) -> int:
        """Note the contract for the banner; contracts set together share one banner."""
        if not self._announcing:
            self._announced = []
        self._announcing = True
        self._announced.append(parse_contract(event.contract, event.seats))
        self._happened(event)
        return 0

    def _phase_steps(self, event: PhaseChanged) -> list[Step]:
        if event.phase == SQUINT:
            return [self._step_announce]
        if event.phase in (DEAL, GAME_OVER):
            return [partial(self._step_deal_result, event.phase == DEAL)]
        return []

    def _step_announce(self) -> int:
        """The bid cards go back to their seats and the banner announces the contract in
        the cleared middle."""
        self._announcing = False
        self._picture.end_bidding()
        self._animate(MOVE_MS * 1.5)
        self._set_banner(True)
        return self._ms(BANNER_MS)

    def _step_said(self, event: Said) -> int:
        self._happened(event)
        self._bubble(event.seat, words.declaration_bubble(event.what))
        return self._ms(SAID_MS)

    def _own_transfers(self) -> tuple[Transfer | None, Transfer | None]:
        """The viewer's own transfer given and got next, as the batch's end shows them."""
        picture = self._picture
        obs = self._batch_observation()
        if obs is None:
            return None, None
        return _transfer_at(obs.given, picture.given), _transfer_at(obs.received, picture.received)

    def _step_fold(self, event: CardsPassed) -> int:
        """A seat about to give cards face down takes its bid card back into the hand
        first, face down, where the viewer cannot follow it: it may go with those cards.
        The card slides onto the hand and merges with it as the cards are given."""
        giver = event.from_seat
        if giver < 0:
            return 0
        given, received = self._own_transfers()
        known: list[Card] = []
        if giver == self._picture.viewer and given is not None:
            known = list(given.cards)
        if event.to_seat == self._picture.viewer and received is not None:
            known = list(received.cards)
        card = self._picture.tuck_shown(giver, known, event.to_seat)
        if card is None:
            return 0
        name = self.name_of(giver)
        self._happening = panel_text.bids_back_text(f"{name} {card_text(card)}")
        self._refresh_bar()
        self._animate(MOVE_MS)
        return self._ms(MOVE_MS + 250)

    def _step_passed(self, event: CardsPassed) -> int:
        picture = self._picture
        given, received = self._own_transfers()
        if event.from_seat == SQUINT_PILE:
            picture.take_squint(event.to_seat, event.count, received)
        else:
            picture.pass_cards(event.from_seat, event.to_seat, event.count, given, received)
        self._happened(event)
        self._animate(MOVE_MS * 1.3)
        picture.settle()
        return self._ms(MOVE_MS * 1.3 + 120)

    def _step_shown(self, event: CardsShown) -> int:
        self._picture.discard_face_up(event.seat, event.cards)
        self._happened(event)
        self._animate(MOVE_MS * 1.3)
        self._picture.settle()
        return self._ms(MOVE_MS * 1.3 + 500)

    def _step_played(self, event: CardPlayed) -> int:
        self._picture.play(event.seat, event.card)
        self._happened(event)
        self._animate(MOVE_MS)
        return self._ms(MOVE_MS + 60)

    def _step_trick_won(self, event: TrickWon) -> int:
        self._picture.mark_winner(event.seat)
        self._mark_winner()
        self._happened(event)
        return self._ms(TRICK_MS)

    def _step_gather_trick(self, event: TrickWon) -> int:
        self._picture.gather(event.seat)
        self._animate(GATHER_MS)
        return self._ms(GATHER_MS)

    def _step_deal_result(self, more_to_come: bool) -> int:
        """A deal has been scored: show its result a while, or, with another deal to come
        and a person at the table, until they go on. (The batch may already end in the next
        deal's bidding, dealt at once: the phase event tells whether one comes.)"""
        obs = self._batch_observation()
        if obs is None or len(obs.results) <= self._results_shown:
            return 0
        index = self._results_shown
        self._results_shown += 1
        result = obs.results[index]
        totals = [sum(r.points[seat] for r in obs.results[: index + 1]) for seat in range(5)]
        viewer = self._viewer(obs)
        # A person reads the result at their own pace: it stays until they go on. Computer
        # players alone (nobody's view at the bottom) go on by themselves.
        held = more_to_come and viewer is not None and self._ms(1) > 0

        def written() -> tuple[str, str]:
            body = deal_body(result, totals, self._names, viewer)
            if held:
                body += f"<br><i>{escape(words.go_on_text())}</i>"
            return deal_title(result, self._names, viewer), body

        self._show_panel(written)
        self._update_standings(obs, totals)
        self._happening = plain(self._panel.title())
        self._refresh_bar()
        return HOLD if held else self._ms(RESULT_MS)

    def _step_game_over(self, event: GameOver) -> int:
        self._happened(event)
        self._show_result(event.outcome)
        return 0

    def _bubble(self, seat: Seat, text: str) -> None:
        ms = self._ms(BUBBLE_MS)
        if ms <= 0 or self.num_seats() != 5:
            return
        geo = self._geometry()
        label = LabelItem(text, geo.font_px * 1.15)
        label.set_colours(QColor("#1d1a12"), QColor(_GOLD), QColor("#a8821f"))
        label.setZValue(90)
        self._scene.addItem(label)
        area = geo.seats[slot_of(seat, self.bottom_seat())]
        float_bubble(label, area.bubble, geo.font_px * 1.2, ms)

    def _show_result(self, outcome: Outcome) -> None:
        self._outcome = outcome
        obs = self._shown
        viewer = self._viewer(obs) if obs is not None else None
        self._show_panel(
            lambda: (
                winner_title(outcome.winners, self._names, viewer),
                totals_body(outcome.scores, self._names),
            )
        )

    # --- the viewer's choices ----------------------------------------------------------

    def _card_choice(self, obs: Observation) -> CardChoice | None:
        singles = [a.card for a in obs.legal if isinstance(a, Bid | Play)]
        if singles:
            return CardChoice(frozenset(singles), 1)
        sets = [a for a in obs.legal if isinstance(a, _CARD_SETS)]
        if sets:
            cards = frozenset(card for action in sets for card in action.cards)
            return CardChoice(cards, len(sets[0].cards))
        return None

    def _dims_hand_without_choice(self) -> bool:
        return False

    # --- badges on the own cards -------------------------------------------------------

    def _update_marks(self) -> None:
        super()._update_marks()
        self._place_card_badges()

    def _place_card_badges(self) -> None:
        """A "+" on each card the viewer got face down this deal (from the squint or the
        player before in the chain) while it is in hand, until the first card is played."""
        for badge in self._card_badges:
            scene = badge.scene()
            if scene is not None:
                scene.removeItem(badge)
        self._card_badges = []
        obs = self._observation()
        if obs is None or self._viewer(obs) is None or not prompts.fresh_hand(obs):
            return
        chosen = set(self._picking.chosen) if self._accepting else set()
        for transfer in obs.received:
            for card in transfer.cards:
                place = self._places.get(card)
                if place is None or not place.own:
                    continue
                badge = CardBadge("+", RECEIVED, badge_height(place))
                badge.setData(0, card)
                badge.setPos(badge_spot(place, lifted=card in chosen))
                self._scene.addItem(badge)
                self._card_badges.append(badge)

    def _cards_chosen(self, cards: tuple[Card, ...]) -> None:
        obs = self._observation()
        if obs is None:
            return
        for action in _card_actions(cards):
            if action in obs.legal:
                self._emit(action)
                return

    def _buttons(self) -> list[ButtonSpec]:
        obs = self._observation()
        if obs is None or not self._accepting or not obs.legal:
            return []
        buttons: list[ButtonSpec] = []
        for action in obs.legal:
            spec = self._choice_button(action)
            if spec is not None:
                buttons.append(spec)
        if buttons:
            return buttons
        choice = self._picking.choice
        chosen = self._picking.chosen
        if choice is None or len(chosen) != choice.count:
            return []
        kinds = self._legal_kinds()
        if Bid in kinds:
            return [
                ButtonSpec(
                    "bid_button", words.bid_button(), self._confirm, words.bid_tooltip(), True
                )
            ]
        if Play in kinds:
            return [
                ButtonSpec(
                    "play_button", words.play_button(), self._confirm, words.play_tooltip(), True
                )
            ]
        if Pass in kinds:
            name = self._pass_target_name(obs)
            return [
                ButtonSpec(
                    "pass_button",
                    words.pass_button(name),
                    self._confirm,
                    words.pass_tooltip(name),
                    primary=True,
                )
            ]
        face_up = DiscardFaceUp in kinds
        return [
            ButtonSpec(
                "discard_up_button" if face_up else "discard_button",
                words.discard_button(face_up=face_up),
                self._confirm,
                words.discard_tooltip(face_up=face_up),
                primary=True,
            )
        ]

    def _choice_button(self, action: Action) -> ButtonSpec | None:
        """A button for an action that is no card of the hand."""
        emit = partial(self._emit, action)
        if isinstance(action, Declare):
            name, text, tooltip = _DECLARE_BUTTONS[action.what]
            return ButtonSpec(name, text(), emit, tooltip())
        if isinstance(action, Keep):
            card = action.card
            return ButtonSpec(
                keep_button_name(card), words.keep_button(card), emit, words.keep_tooltip(card)
            )
        if isinstance(action, ChooseNemo):
            return ButtonSpec("nemo_button", words.nemo_button(), emit, words.nemo_tooltip())
        if isinstance(action, ChooseSolo):
            trump = action.trump
            return ButtonSpec(
                solo_button_name(trump), words.solo_button(trump), emit, words.solo_tooltip(trump)
            )
        return None

    def _pass_target_name(self, obs: SquintObservation) -> str:
        step = obs.step
        return self.name_of(step.to) if step is not None else "?"

    def _hint_cards(self, action: Action) -> frozenset[Card]:
        if isinstance(action, Bid | Play):
            return frozenset((action.card,))
        if isinstance(action, _CARD_SETS):
            return frozenset(action.cards)
        return frozenset()

    def _hint_button(self, action: Action) -> str | None:
        if isinstance(action, Declare):
            return _DECLARE_BUTTONS[action.what][0]
        if isinstance(action, Keep):
            return keep_button_name(action.card)
        if isinstance(action, ChooseNemo):
            return "nemo_button"
        if isinstance(action, ChooseSolo):
            return solo_button_name(action.trump)
        return None

    # --- words -------------------------------------------------------------------------

    def _prompt_text(self) -> str:
        obs = self._observation()
        if obs is None:
            return ""
        if self._accepting and obs.legal:
            return prompts.action_prompt(obs, self._names, self._picking.chosen)
        if self._happening and self.is_busy():
            return self._happening
        if self._thinking is not None:
            return words.thinking_prompt(self.name_of(self._thinking))
        return prompts.waiting_prompt(obs, self._names, seated=self._viewer(obs) is not None)

    def _retranslate_table(self) -> None:
        self._banner.set_text(self._banner_words())
        self._update_panels()
        if self._panel.isVisible() and self._outcome is not None:
            self._show_result(self._outcome)
        self._render(0)


def _squint_taken(event: Event) -> bool:
    """The squint handed to its first taker, which follows the contract in Nemo."""
    return isinstance(event, CardsPassed) and event.from_seat == SQUINT_PILE


def _transfer_at(transfers: tuple[Transfer, ...], index: int) -> Transfer | None:
    """The ``index``-th of the viewer's own transfers in a deal, if the observation has it."""
    return transfers[index] if 0 <= index < len(transfers) else None


def _card_actions(cards: tuple[Card, ...]) -> list[Action]:
    """The actions that giving, bidding or playing ``cards`` could mean now."""
    if len(cards) == 1:
        return [Bid(cards[0]), Play(cards[0]), *(kind(cards) for kind in _CARD_SETS)]
    return [kind(cards) for kind in _CARD_SETS]
