"""Replaying a game record on its own table, action by action, with every hand face up.

The table shows the game as the chosen seat saw it, with no card to pick; the panel beside
it lists every hand, for the game is over and nothing is secret any more. Steps forward are
animated at the chosen speed, steps back and jumps are drawn at once. Keyboard: Left and
Right step, Space plays or pauses, Home and End go to the start and the end, Page Up and
Page Down to the previous and the next deal.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QSize, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSlider,
    QSplitter,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from skruuvi_gui.match import Record
from skruuvi_gui.match.replay import Replay, Step
from skruuvi_gui.rules.api import (
    CHANCE,
    CardPlayed,
    Dealt,
    Event,
    Observation,
    Said,
    TrickWon,
)
from skruuvi_gui.ui.dialogs.labels import game_name
from skruuvi_gui.ui.dialogs.new_game import UNNAMED, shown_names, stored_name
from skruuvi_gui.ui.event_text import describe_event
from skruuvi_gui.ui.library.analysis_text import Line, analysis_lines, can_analyse
from skruuvi_gui.ui.line_parts import cards_text
from skruuvi_gui.ui.loading import in_background
from skruuvi_gui.ui.screen_fit import ScreenFit
from skruuvi_gui.ui.slicing import REST_MS
from skruuvi_gui.ui.table import make_table

translate = QCoreApplication.translate

#: Milliseconds between steps when playing on, per speed.
SPEEDS = {"slow": 1600, "normal": 800, "fast": 300}

# The table's animation factor while replaying: brisk, so a step never lags the next.
ANIMATION_FACTOR = 0.4
# The share of the window's width the analysis takes when it shows: its lines read whole
# (a plain comment: lupdate would give a "#:" one to the next translated string).
ANALYSIS_SHARE = 0.42


class ReplayWindow(QDialog):
    """One record replayed (``replay``, when its actions were stepped through already, see
    ``replayed``); ``ValueError`` from the constructor when it does not replay."""

    def __init__(
        self, record: Record, parent: QWidget | None = None, replay: Replay | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("ReplayWindow")
        self.record = record
        self.replay = replayed(record) if replay is None else replay
        self.names = tuple(shown_names(record.seats))
        # The person called "You" hears the lines about their seat in the second person.
        first = record.seats[0]
        self.you = 0 if first.is_human and stored_name(0, first.name) == UNNAMED else None
        self.position = 0
        self.stops = _stops(self.replay)
        self.end = len(self.stops) - 1
        self.deal_starts = [
            move
            for move in range(len(self.stops))
            if any(isinstance(event, Dealt) for event in self.events_to(move))
        ]
        self.trick_leads = _trick_leads([self.events_to(move) for move in range(len(self.stops))])
        humans = [i for i, seat in enumerate(record.seats) if seat.is_human]
        self.viewer = humans[0] if humans else 0
        self.screen_fit = ScreenFit(self, on_show=True)
        self.screen_fit.open_at(QSize(1100, 760))

        self.table = make_table(record.game, self)
        self.table.set_speed(ANIMATION_FACTOR)
        self.table.set_players(self.names, self.viewer)
        self.table.set_addressed(self.viewer == self.you)
        self.table.view().setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.hands = QLabel(self)
        self.hands.setTextFormat(Qt.TextFormat.PlainText)
        self.hands.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.hands.setMinimumWidth(220)
        self.hands.setWordWrap(True)
        self.analysis = QListWidget(self)
        self.analysis.setWordWrap(True)
        self.analysis.setAlternatingRowColors(True)  # where one wrapped line ends
        self.analysis.setSpacing(2)
        self.analysis.setVisible(False)
        self.analysis.itemActivated.connect(self._analysis_chosen)
        self.analysis.itemClicked.connect(self._analysis_chosen)
        self.analyse_button = QPushButton(self)
        self.analyse_button.clicked.connect(self.show_analysis)
        self.analyse_button.setVisible(can_analyse(record.game))
        self.what_happened = QLabel(self)
        self.what_happened.setTextFormat(Qt.TextFormat.PlainText)
        self.what_happened.setWordWrap(True)

        self.start_button = self._button(self.go_to_start)
        self.back_button = self._button(self.step_back)
        self.play_button = self._button(self.toggle_playing)
        self.forward_button = self._button(self.step_forward)
        self.end_button = self._button(self.go_to_end)
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setRange(0, self.end)
        self.slider.valueChanged.connect(self._slider_moved)
        self.place = QLabel(self)
        self.deal_box = QComboBox(self)
        self.deal_box.activated.connect(lambda i: self.go_to(self.deal_starts[i]))
        self.trick_box = QComboBox(self)
        self.trick_box.activated.connect(self._trick_chosen)
        self.seat_box = QComboBox(self)
        self.seat_box.addItems(list(self.names))
        self.seat_box.setCurrentIndex(self.viewer)
        self.seat_box.activated.connect(self.set_viewer)
        self._timer = QTimer(self)
        self.speed_box = QComboBox(self)
        for speed in SPEEDS:
            self.speed_box.addItem("", speed)
        self.speed_box.setCurrentIndex(1)
        self.speed_box.activated.connect(lambda _: self._timer.setInterval(self._interval()))
        self._labels = {key: QLabel(self) for key in ("deal", "trick", "seat", "speed")}
        for key, box in (
            ("deal", self.deal_box),
            ("trick", self.trick_box),
            ("seat", self.seat_box),
            ("speed", self.speed_box),
        ):
            self._labels[key].setBuddy(box)
        self._timer.setInterval(self._interval())
        self._timer.timeout.connect(self._play_on)

        controls = QHBoxLayout()
        for button in (
            self.start_button,
            self.back_button,
            self.play_button,
            self.forward_button,
            self.end_button,
        ):
            controls.addWidget(button)
        controls.addWidget(self.slider, 1)
        controls.addWidget(self.place)
        choices = QHBoxLayout()
        for key, box in (
            ("deal", self.deal_box),
            ("trick", self.trick_box),
            ("seat", self.seat_box),
            ("speed", self.speed_box),
        ):
            choices.addWidget(self._labels[key])
            choices.addWidget(box)
        choices.addStretch(1)
        beside = QWidget(self)
        side = QVBoxLayout(beside)
        side.setContentsMargins(0, 0, 0, 0)
        side.addWidget(self.hands, 1)
        side.addWidget(self.analysis, 2)
        side.addWidget(self.analyse_button)
        # The table and what is beside it share the width; the analysis takes its part of
        # the window's width when it shows, and a person may move the edge between them.
        self.middle = QSplitter(Qt.Orientation.Horizontal, self)
        self.middle.addWidget(self.table)
        self.middle.addWidget(beside)
        self.middle.setStretchFactor(0, 1)
        self.middle.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.addWidget(self.middle, 1)
        layout.addWidget(self.what_happened)
        layout.addLayout(controls)
        layout.addLayout(choices)
        self.retranslate()
        self._drawn = False  # the first position comes in a turn after the window shows
        self._update_controls()

    def _button(self, slot: object) -> QPushButton:
        button = QPushButton(self)
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        button.clicked.connect(slot)
        return button

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        """The replay's keys, wherever in the window the focus is not using them itself."""
        moves = {
            Qt.Key.Key_Left: self.step_back,
            Qt.Key.Key_Right: self.step_forward,
            Qt.Key.Key_Space: self.toggle_playing,
            Qt.Key.Key_Home: self.go_to_start,
            Qt.Key.Key_End: self.go_to_end,
            Qt.Key.Key_PageUp: self.previous_deal,
            Qt.Key.Key_PageDown: self.next_deal,
        }
        move = moves.get(Qt.Key(event.key()))
        if move is None or event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            super().keyPressEvent(event)
            return
        move()

    # --- moving ------------------------------------------------------------------------

    def go_to(self, position: int) -> None:
        """Show the game after ``position`` steps, drawn at once."""
        self._show(max(0, min(position, self.end)), animate=False)

    def step_forward(self) -> None:
        if self.position < self.end:
            self._show(self.position + 1, animate=True)
        else:
            self._timer.stop()
            self._update_controls()

    def step_back(self) -> None:
        self.go_to(self.position - 1)

    def go_to_start(self) -> None:
        self.go_to(0)

    def go_to_end(self) -> None:
        self.go_to(self.end)

    def previous_deal(self) -> None:
        earlier = [start for start in self.deal_starts if start < self.position]
        self.go_to(earlier[-1] if earlier else 0)

    def next_deal(self) -> None:
        later = [start for start in self.deal_starts if start > self.position]
        self.go_to(later[0] if later else self.end)

    def toggle_playing(self) -> None:
        if self._timer.isActive():
            self._timer.stop()
        elif self.position < self.end:
            self._timer.start()
        self._update_controls()

    @property
    def playing(self) -> bool:
        return self._timer.isActive()

    def set_viewer(self, seat: int) -> None:
        """Show the table as ``seat`` saw it."""
        self.viewer = seat
        self.table.set_players(self.names, seat)
        self.table.set_addressed(seat == self.you)
        self.go_to(self.position)

    def _play_on(self) -> None:
        self.step_forward()
        if self.position >= self.end:
            self._timer.stop()
            self._update_controls()

    def _slider_moved(self, value: int) -> None:
        if value != self.position:
            self.go_to(value)

    def _trick_chosen(self, index: int) -> None:
        position = self.trick_box.itemData(index)
        if isinstance(position, int):
            self.go_to(position)

    def _interval(self) -> int:
        return SPEEDS[str(self.speed_box.currentData() or "normal")]

    def show_analysis(self) -> None:
        """Weigh the game's discards, plays and bids and show what was found. A long game's
        every card takes seconds to weigh: the window goes on drawing meanwhile."""
        lines = in_background(
            self,
            lambda progress: analysis_lines(self.record),
            #: The title of the progress window while the analysis runs.
            title=translate("Replay", "Analysing the game"),
            label=translate("Replay", "Weighing the cards with every hand open…"),
        )
        self.analysis.clear()
        for line in lines:
            item = QListWidgetItem(line.text)
            item.setData(Qt.ItemDataRole.UserRole, line)
            self.analysis.addItem(item)
        self.analysis.setVisible(True)
        table, beside = self.middle.sizes()
        wanted = round((table + beside) * ANALYSIS_SHARE)
        if beside < wanted:
            self.middle.setSizes([table + beside - wanted, wanted])

    def analysis_text(self) -> str:
        """The analysis shown, a line each."""
        return "\n".join(self.analysis.item(row).text() for row in range(self.analysis.count()))

    def _analysis_chosen(self, item: QListWidgetItem) -> None:
        """A line of the analysis clicked: the replay goes where it speaks of."""
        line = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(line, Line) and (position := self.place_of(line)) is not None:
            self.go_to(position)

    def place_of(self, line: Line) -> int | None:
        """The step that plays the card or makes the call ``line`` speaks of, else the lead
        of its trick, else the start of its deal; ``None``: it speaks of no deal."""
        deal = line.deal
        if deal is None or not 1 <= deal <= len(self.deal_starts):
            return None
        start = self.deal_starts[deal - 1]
        stop = self.deal_starts[deal] if deal < len(self.deal_starts) else self.end + 1
        if line.played is not None:
            seat, card = line.played
            played = CardPlayed(seat, card)
            for position in range(start + 1, stop):
                if played in self.events_to(position):
                    return position
        if line.said is not None:
            seat, what, before = line.said
            heard = 0
            for position in range(start + 1, stop):
                heard += self.events_to(position).count(Said(seat, what))
                if heard > before:
                    return position
        leads = self._leads_of(deal)
        trick = line.trick
        return leads[trick - 1] if trick is not None and 1 <= trick <= len(leads) else start

    def _leads_of(self, deal: int) -> list[int]:
        """The steps that lead the tricks of ``deal`` (from 1), in order."""
        if not 1 <= deal <= len(self.deal_starts):
            return []
        start = self.deal_starts[deal - 1]
        stop = self.deal_starts[deal] if deal < len(self.deal_starts) else self.end + 1
        return [lead for lead in self.trick_leads if start < lead < stop]

    # --- drawing -----------------------------------------------------------------------

    def observation(self) -> Observation:
        """What the table shows now: the viewer's view, with nothing to pick."""
        state = self.replay.state_after(self.stops[self.position])
        return dataclasses.replace(state.observation(self.viewer), legal=())

    def _show(self, position: int, *, animate: bool) -> None:
        self._drawn = True
        self.position = position
        state = self.replay.state_after(self.stops[position])
        observation = self.observation()
        events = self.events_to(position) if animate else ()
        if not animate:
            self.table.skip_animations()
        self.table.open_hands({seat: state.observation(seat) for seat in range(len(self.names))})
        self.table.show_observation(observation, events)
        if not animate:
            self.table.skip_animations()
        lines = []
        for seat, name in enumerate(self.names):
            hand = getattr(state.observation(seat), "hand", ())
            lines.append(f"{name}: {cards_text(hand) or '—'}")
        self.hands.setText("\n".join(lines))
        self.hands.setAccessibleDescription(self.hands.text())
        self.what_happened.setText(self._step_text(position))
        self.what_happened.setAccessibleDescription(self.what_happened.text())
        self._update_controls()

    def events_to(self, move: int) -> tuple[Event, ...]:
        """The events of reaching ``move``: a decision and the dealing it led to (the
        opening deal at move 0)."""
        first = self.stops[move - 1] if move else 0
        steps = self.replay.steps[first : self.stops[move]]
        return tuple(event for step in steps for event in step.events)

    def _step_text(self, position: int) -> str:
        if position == 0:
            return translate("Replay", "The start of the game.")
        texts = [
            line
            for event in self.events_to(position)
            if (line := describe_event(event, self.names, self.record.game, self.you)) is not None
        ]
        if not texts:
            seat = self.replay.steps[self.stops[position - 1]].seat
            return translate("Replay", "{name} decided.").replace("{name}", self.names[seat])
        return " · ".join(texts)

    def _update_controls(self) -> None:
        end = self.end
        self.slider.blockSignals(True)
        self.slider.setValue(self.position)
        self.slider.blockSignals(False)
        self.place.setText(
            translate("Replay", "Step {n} of {total}")
            .replace("{n}", str(self.position))
            .replace("{total}", str(end))
        )
        self.back_button.setEnabled(self.position > 0)
        self.start_button.setEnabled(self.position > 0)
        self.forward_button.setEnabled(self.position < end)
        self.end_button.setEnabled(self.position < end)
        self.play_button.setText(
            translate("Replay", "Pause") if self.playing else translate("Replay", "Play")
        )
        deal = sum(start <= self.position for start in self.deal_starts)
        self.deal_box.setCurrentIndex(deal - 1)
        self._fill_tricks(deal)

    def _fill_tricks(self, deal: int) -> None:
        """The tricks of the deal on the table, to jump to the lead of one; the one chosen
        is the trick on the table (or the last one gathered)."""
        tricks = self._leads_of(deal)
        self.trick_box.clear()
        for number, lead in enumerate(tricks, start=1):
            self.trick_box.addItem(
                translate("Replay", "Trick {n}").replace("{n}", str(number)), lead
            )
        led = [i for i, lead in enumerate(tricks) if lead <= self.position]
        self.trick_box.setCurrentIndex(led[-1] if led else -1)
        self.trick_box.setEnabled(bool(tricks))

    def retranslate(self) -> None:
        self.setWindowTitle(
            translate("Replay", "Replay: {game}").replace("{game}", game_name(self.record.game))
        )
        self.setAccessibleDescription(
            translate("Replay", "A finished game replayed step by step, every hand face up")
        )
        # The style's pictures, not ⏮ and ⏭, which many fonts lack (DejaVu Sans among them).
        pixmap = QStyle.StandardPixmap
        for button, picture, name, about in (
            (
                self.start_button,
                pixmap.SP_MediaSkipBackward,
                translate("Replay", "To the start (Home)"),
                translate("Replay", "Show the table as the game began"),
            ),
            (
                self.back_button,
                pixmap.SP_MediaSeekBackward,
                translate("Replay", "One step back (Left)"),
                translate("Replay", "Take back the last step shown"),
            ),
            (
                self.forward_button,
                pixmap.SP_MediaSeekForward,
                translate("Replay", "One step forward (Right)"),
                translate("Replay", "Show the next call or card"),
            ),
            (
                self.end_button,
                pixmap.SP_MediaSkipForward,
                translate("Replay", "To the end (End)"),
                translate("Replay", "Show the table as the game ended"),
            ),
        ):
            button.setIcon(self.style().standardIcon(picture))
            button.setAccessibleName(name)
            button.setToolTip(name)
            button.setAccessibleDescription(about)
        self.play_button.setAccessibleName(translate("Replay", "Play or pause (Space)"))
        self.play_button.setToolTip(self.play_button.accessibleName())
        self.play_button.setAccessibleDescription(
            translate("Replay", "Step on by itself at the chosen speed, until paused")
        )
        self.slider.setAccessibleName(translate("Replay", "Position in the game"))
        self.slider.setAccessibleDescription(
            translate("Replay", "Move it to go to any step of the game")
        )
        self.hands.setAccessibleName(translate("Replay", "Every hand"))
        self.analysis.setAccessibleName(translate("Replay", "Analysis of the game"))
        self.analysis.setAccessibleDescription(
            translate(
                "Replay",
                "Where the game's discards, cards and bids fell short of the best; a line "
                "takes the replay there",
            )
        )
        self.analyse_button.setText(translate("Replay", "&Analyse the game"))
        self.analyse_button.setToolTip(
            translate("Replay", "Weigh the game's discards, cards and bids against the best")
        )
        self.analyse_button.setAccessibleDescription(self.analyse_button.toolTip())
        for box, about in (
            (self.deal_box, translate("Replay", "Go to the start of a deal")),
            (self.trick_box, translate("Replay", "Go to the lead of a trick of this deal")),
            (self.seat_box, translate("Replay", "Whose seat the table is seen from")),
            (self.speed_box, translate("Replay", "How fast Play steps on")),
        ):
            box.setAccessibleDescription(about)
        self.what_happened.setAccessibleName(translate("Replay", "What happened"))
        self._labels["deal"].setText(translate("Replay", "&Deal:"))
        self._labels["trick"].setText(translate("Replay", "&Trick:"))
        self._labels["seat"].setText(translate("Replay", "&Seen by:"))
        self._labels["speed"].setText(translate("Replay", "S&peed:"))
        self.deal_box.clear()
        for number in range(1, len(self.deal_starts) + 1):
            self.deal_box.addItem(translate("Replay", "Deal {n}").replace("{n}", str(number)))
        speed_names = {
            "slow": translate("Replay", "Slow"),
            "normal": translate("Replay", "Normal"),
            "fast": translate("Replay", "Fast"),
        }
        for index in range(self.speed_box.count()):
            self.speed_box.setItemText(index, speed_names[str(self.speed_box.itemData(index))])
        self.table.retranslate()
        self._update_controls()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        """The window first, at its size; the game's first position in a turn of the window's
        events of its own (made, laid out and drawn at once, a long Skruuvi game's replay held
        the window still for some 150 ms), unless a step was asked for already."""
        super().showEvent(event)
        if not self._drawn:
            QTimer.singleShot(REST_MS, self, self._first_draw)  # not with what is due now

    def _first_draw(self) -> None:
        if not self._drawn:
            self.go_to(self.position)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        self._timer.stop()
        super().closeEvent(event)


def replayed(record: Record, progress: Callable[[int, int], None] | None = None) -> Replay:
    """``record``'s actions stepped through, ``progress(done, total)`` told as it goes on
    (``ui/loading.py`` runs this on a thread of its own); ``ValueError`` when they do not
    replay."""
    total = len(record.actions)
    return Replay(
        record.game,
        dict(record.options),
        record.actions,
        None if progress is None else lambda done: progress(done, total),
    )


def _stops(replay: Replay) -> list[int]:
    """The step counts a replay stops at: after the opening deal, then after each decision
    and the chance steps that follow it, as the table saw the game go; a new deal is a stop
    of its own, so that a deal's end (the show, the last trick and the score) is seen before
    the cards are dealt again."""
    steps = replay.steps
    stops = []
    count = 0
    while count < len(steps) and steps[count].seat == CHANCE:
        count += 1
    stops.append(count)
    while count < len(steps):
        count += 1
        if count < len(steps) and _deals(steps[count]):
            stops.append(count)
        while count < len(steps) and steps[count].seat == CHANCE:
            count += 1
        stops.append(count)
    return stops


def _deals(step: Step) -> bool:
    """Whether ``step`` is the chance of a new deal."""
    return step.seat == CHANCE and any(isinstance(event, Dealt) for event in step.events)


def _trick_leads(moves: Sequence[Sequence[Event]]) -> list[int]:
    """The moves that lead a trick: the first card played after a deal or a trick won
    (none in a game without tricks, such as cribbage's pegging)."""
    leads = []
    open_trick = won = False
    for move, events in enumerate(moves):
        for event in events:
            if isinstance(event, Dealt | TrickWon):
                open_trick = False
                won = won or isinstance(event, TrickWon)
            elif isinstance(event, CardPlayed) and not open_trick:
                open_trick = True
                leads.append(move)
    return leads if won else []
