"""The only bridge between Qt and a match.

The match changes only here and only on the GUI thread. Bots (and the hint) think in a
process of the match's own (``bots/process.py``: they share no interpreter lock with the
table, so its frames never wait for them), or on a worker thread when no process can be
started or it ends unasked, over an immutable observation; their choice comes back by a
queued signal and is applied after a pause a person can follow. Every change bumps a
generation number, so a choice made for a position that no longer exists (after an undo, a
new game) is dropped.

Who sees what: with one person at the table the table always shows their view; with nobody
(computer players only) it shows the public view, or the ``watch`` seat's; with two or more
people, whenever the screen must pass from one of them to another, the table shows only the
public view, the next person's hand face down until they turn it up, or the hotseat curtain
covers it all (``ui/hotseat.py`` says which).
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager

from PySide6.QtCore import (
    QCoreApplication,
    QElapsedTimer,
    QObject,
    Qt,
    QTimer,
    Signal,
)

from skruuvi_gui.bots import make_bot, strongest_level
from skruuvi_gui.bots.process import BotProcess
from skruuvi_gui.bots.reasons import Advice, advise
from skruuvi_gui.match import Match
from skruuvi_gui.rules.api import (
    CHANCE,
    Action,
    Dealt,
    Event,
    IllegalActionError,
    Observation,
    Seat,
    TrickWon,
)
from skruuvi_gui.settings import HotseatCurtain
from skruuvi_gui.ui.curtain import Curtain
from skruuvi_gui.ui.dialogs.new_game import shown_names
from skruuvi_gui.ui.hotseat import screen_pass
from skruuvi_gui.ui.table.base import GameTable
from skruuvi_gui.ui.turn_up import TurnUp

log = logging.getLogger(__name__)
translate = QCoreApplication.translate

#: The least time between two bot actions at normal speed, in milliseconds, counted from
#: the moment the table has shown the previous one.
BOT_PACE_MS = 400

BOT, HINT = "bot", "hint"

# A decision asked of the bots' process: purpose, generation, seat, and the same choice
# made on a thread instead, should the process end before it answers.
_Asked = tuple[str, int, Seat, Callable[[], Action | Advice]]


class _Signals(QObject):
    """Carries a worker's result back to the GUI thread (a queued connection)."""

    done = Signal(str, int, int, object)  # purpose, generation, seat, Action or Exception
    lost = Signal(object)  # list[_Asked]: the bots' process ended with these unanswered


def _decide(
    signals: _Signals,
    purpose: str,
    generation: int,
    seat: Seat,
    choose: Callable[[], Action | Advice],
) -> None:
    """One bot decision off the GUI thread; the result goes back by ``signals``."""
    try:
        result: Action | Advice | Exception = choose()
    except Exception as error:  # a bot bug must not stop the game
        result = error
    signals.done.emit(purpose, generation, seat, result)


class MatchDriver(QObject):
    """Runs one match at one table; see the module docstring."""

    changed = Signal()  # the match changed: undo state, status line, score sheet
    events_applied = Signal(object)  # tuple[Event, ...] that just happened
    message = Signal(str)  # a short note for the status bar
    game_over = Signal()
    hinted = Signal(object)  # the Advice a hint highlighted (its move and why)

    def __init__(
        self,
        match: Match,
        table: GameTable,
        curtain: Curtain,
        turn_up: TurnUp,
        *,
        watch: Seat | None = None,
        autoplay: bool = True,
        save: Callable[[Match], None] = lambda match: None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.match = match
        self._save_match = save
        self._table = table
        self._curtain = curtain
        self._turn_up = turn_up
        self._humans = tuple(i for i, seat in enumerate(match.seats) if seat.is_human)
        self._viewer: Seat | None = self._humans[0] if len(self._humans) == 1 else watch
        # Public events each person has not seen yet, with the log's length after each, so
        # that what undo or a restart throws away is not told on the curtain.
        self._unseen: dict[Seat, list[tuple[int, Event]]] = {seat: [] for seat in self._humans}
        self._autoplay = autoplay
        self._generation = 0
        self._thinking: Seat | None = None
        self._bots_in_flight: set[Seat] = set()
        self._ready: tuple[Seat, Action] | None = None
        self._advice: Advice | None = None  # the last hint shown, worded again on demand
        self._over_reported = False
        self._closed = False
        self._holds = 0  # questions open over the table; the computer players wait
        self._speed = 1.0
        self._trick_pause_ms = 0
        self._curtain_mode: HotseatCurtain = "face_down"
        self._pause_ms = BOT_PACE_MS  # the wait before the next bot move
        self._clock = QElapsedTimer()
        self._clock.start()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._step)
        # Python's own pool: a Python QRunnable handed to a QThreadPool stayed referenced,
        # with the observation its bot was given, for as long as the program ran.
        self._pool = ThreadPoolExecutor(max_workers=2, thread_name_prefix="bot")
        self._signals = _Signals(self)
        self._signals.done.connect(self._thought)
        self._signals.lost.connect(self._process_lost)
        table.set_shared_screen(len(self._humans) > 1)
        table.action_chosen.connect(self._human_chose)
        table.settled.connect(self._settled, Qt.ConnectionType.QueuedConnection)
        curtain.revealed.connect(self._revealed)
        turn_up.revealed.connect(self._revealed)
        self._process = self._start_process()
        if self._process is None:
            self._seat_bots()

    def _start_process(self) -> BotProcess[_Asked] | None:
        """The process the computer players think in, started now, while the table is set
        up (it imports its game's bots meanwhile); ``None`` without computer players to
        play (none seated, not playing by themselves, the match over), or when no process
        can be started (they think on a thread, as they always could)."""
        levels = {seat: p.level for seat, p in enumerate(self.match.seats) if not p.is_human}
        if not levels or not self._autoplay or self.match.is_over:
            return None
        try:
            return BotProcess(
                self.match.game_id,
                self.match.seed,
                levels,
                self._answered,
                self._signals.lost.emit,
            )
        except Exception as error:  # no process to be had: threads will do
            log.warning("computer players think on a thread: no process (%r)", error)
            return None

    def _seat_bots(self) -> None:
        """Make every computer player now, while the table is being set up: making the
        first one imports its game's bots, which mid-play would hold up the table."""
        for seat, player in enumerate(self.match.seats):
            if not player.is_human:
                self.match.bot_for(seat)

    # --- what the window asks ----------------------------------------------------------

    def begin(self, events: Sequence[Event] = ()) -> None:
        """Draw the match as it stands (animating ``events`` that led here) and let it run."""
        self._recall_unseen()
        self._table.set_players(self._names(), self._bottom_seat())
        self._draw(events)

    def _recall_unseen(self) -> None:
        """A game of several people taken up again: what each has not seen since their
        last move, read from its history, so that the curtain tells it as before the break."""
        if len(self._humans) < 2 or not self.match.people_have_played:
            return
        steps = self.match.history()
        # The opening deal was on the table when the game began: nobody's news.
        opening = next((i for i, step in enumerate(steps) if step.seat != CHANCE), len(steps))
        for seat in self._humans:
            own = (i for i, step in enumerate(steps) if step.seat == seat)
            last = max(own, default=opening - 1)
            self._unseen[seat] = [
                (moment, event)
                for moment, step in enumerate(steps[last + 1 :], start=last + 2)
                for event in step.events
            ]

    def rename_seats(self) -> None:
        """Draw the seats' names again in the language now spoken (a seat without a name
        is drawn by its default)."""
        self._table.set_players(self._names(), self._table.bottom_seat())

    def set_speed(self, factor: float) -> None:
        self._table.set_speed(factor)
        self._speed = factor

    def set_trick_pause(self, milliseconds: int) -> None:
        """How long a finished trick stays before the next computer move (at normal speed)."""
        self._trick_pause_ms = milliseconds

    def set_curtain_mode(self, mode: HotseatCurtain) -> None:
        """How the screen passes between people from the next decision on
        (``ui/hotseat.py``)."""
        self._curtain_mode = mode

    @property
    def viewer(self) -> Seat | None:
        """The seat whose private view is on screen, or ``None`` for the public view."""
        return self._viewer

    def acting_seat(self) -> Seat | None:
        """The person at the screen when it is their turn to decide, else ``None``."""
        if self._viewer is not None and self._viewer in self.match.human_seats_to_move():
            return self._viewer
        return None

    def waiting_for_person(self) -> bool:
        """Whether the table stands still until a person acts: no computer decision to make,
        being made or waiting to be applied, nothing moving on the table, and a person at the
        screen to decide, or the curtain or face-down hand waiting for one (or the game over
        and told)."""
        if self._table.is_busy() or self._ready is not None or self._bots_in_flight:
            return False
        if self.match.is_over:
            return self._over_reported
        if self._autoplay and self.match.bot_seats_to_move():
            return False
        return self.acting_seat() is not None or self._passing_to() is not None

    @contextmanager
    def held(self) -> Iterator[None]:
        """The computer players wait while a question is open over the table: a decision
        that comes back meanwhile is applied only afterwards, so the answer is about the
        table the person saw (a modal question lets the match go on underneath it)."""
        self._holds += 1
        try:
            yield
        finally:
            self._holds -= 1
            self._step()

    def can_undo(self) -> bool:
        seat = self._viewer
        return seat is not None and seat in self._humans and self.match.can_undo(seat)

    def undo(self) -> None:
        """Take back the person's last decision and the computer moves after it."""
        if not self.can_undo() or self._viewer is None:
            return
        self.match.undo(self._viewer)
        self._rewound()

    def can_redo(self) -> bool:
        seat = self._viewer
        return seat is not None and seat in self._humans and self.match.can_redo(seat)

    def redo(self) -> None:
        """Make the decision undo took back again, with the computer moves that followed it;
        they are shown as they happen."""
        if not self.can_redo() or self._viewer is None:
            return
        self._applied(self.match.redo(self._viewer))

    def can_restart_deal(self) -> bool:
        return self.match.can_restart_deal()

    def restart_deal(self) -> None:
        """Back to the moment the deal under way was dealt, the same cards in every hand.
        With several people the screen goes to whoever decides first."""
        if not self.match.can_restart_deal():
            return
        self.match.restart_deal()
        if len(self._humans) > 1:
            # The curtain told of moves that are gone: the screen passes again as due.
            self._curtain.hide()
            self._turn_up.hide()
        self._rewound()

    def can_hint(self) -> bool:
        """Whether a person is to act and the table shows the position they act in: while it
        catches up (a show held for a click, say) the match may already wait for a hand the
        table has not dealt yet, which a hint would tell of."""
        return self.acting_seat() is not None and not self._table.is_busy()

    def hint(self) -> None:
        """Ask the strongest bot what the person to act should do; the table highlights it."""
        if not self.can_hint():
            return
        seat = self.acting_seat()
        assert seat is not None
        observation = self.match.observation(seat)
        game_id, level = self.match.game_id, strongest_level(self.match.game_id)
        key = f"{self.match.seed}:hint:{len(self.match.log)}"

        def choose() -> Advice:
            # Made on the worker: the first hint of a game without computer players (and
            # so without their process) imports its bots.
            return advise(make_bot(game_id, level, random.Random(key)), observation)

        self._think(HINT, seat, observation, choose, hint=(level, key))

    def shutdown(self, *, wait_for_bots: bool = True) -> None:
        """Stop for good: drop every choice in flight and wait for the workers; the bots'
        process is ended at once, and waited for only with ``wait_for_bots``."""
        self._closed = True
        self._invalidate()
        self._timer.stop()
        if self._process is not None:
            self._process.close(wait=wait_for_bots)
        self._pool.shutdown(wait=True, cancel_futures=True)

    @property
    def bot_process(self) -> BotProcess[_Asked] | None:
        """The process the computer players think in, if they do in one."""
        return self._process

    # --- running ------------------------------------------------------------------------

    def _names(self) -> list[str]:
        return shown_names(self.match.seats)

    def _bottom_seat(self) -> Seat:
        if self._viewer is not None:
            return self._viewer
        return self._humans[0] if self._humans else 0

    def _visible_observation(self) -> Observation:
        if self._viewer is None:
            return self.match.state.public_observation()
        return self.match.observation(self._viewer)

    def _draw(self, events: Sequence[Event]) -> None:
        self._table.show_observation(self._visible_observation(), events)

    def _settled(self) -> None:
        self._clock.restart()
        self._step()

    def _step(self) -> None:
        """Decide what happens next; called whenever something may have become possible."""
        if self._closed or self._holds or self._table.is_busy():
            return
        if self.match.is_over:
            self._finish()
            return
        self._pass_screen_if_needed()
        if self._ready is not None:
            wait = round(self._pause_ms * self._speed) - self._clock.elapsed()
            if wait > 0:
                self._timer.start(wait)
                return
            seat, action = self._ready
            self._ready = None
            self._apply(seat, action)
            return
        bots = [s for s in self.match.bot_seats_to_move() if s not in self._bots_in_flight]
        if bots and self._thinking is None and self._autoplay:
            seat = bots[0]
            observation = self.match.observation(seat)
            match = self.match
            self._thinking = seat
            self._bots_in_flight.add(seat)
            self._table.set_thinking(seat)
            self._think(BOT, seat, observation, lambda: match.bot_for(seat).choose(observation))

    def _passing_to(self) -> Seat | None:
        """The person the screen is passing to: the curtain, or their face-down hand, waits
        for them."""
        return self._curtain.seat if self._curtain.seat is not None else self._turn_up.seat

    def _pass_screen_if_needed(self) -> None:
        """With several people, hide every hand when the next decision is another person's:
        turned face down, or under the curtain where it has news for them."""
        if len(self._humans) < 2 or self._passing_to() is not None:
            return
        waiting = self.match.human_seats_to_move()
        if not waiting or self._viewer in waiting:
            return
        seat = waiting[0]
        phase = self.match.state.public_observation().phase
        unseen = [event for _, event in self._unseen[seat]]
        how = screen_pass(self._curtain_mode, self.match.game_id, phase, seat, unseen)
        if how == "open":
            self._revealed(seat)  # the screen passes without hiding anything
            return
        self._viewer = None
        if how == "curtain":
            self._curtain.cover(seat, self._names(), self.match.game_id, unseen)
        else:
            # The table turns to the person, their hand face down at the bottom.
            self._table.set_players(self._names(), seat)
            self._turn_up.offer(
                seat, self._names()[seat], self._table.prompt_anchor, self._table.left_in_view
            )
            self._table.say_aloud(self._turn_up.spoken())
        self._draw(())
        self.changed.emit()  # nobody may undo or ask for a hint while the screen passes

    def _revealed(self, seat: Seat) -> None:
        self._turn_up.hide()
        self._viewer = seat
        self._unseen[seat] = []
        self._table.set_players(self._names(), seat)
        self._table.setFocus()
        self._draw(())
        self.changed.emit()

    def _think(
        self,
        purpose: str,
        seat: Seat,
        observation: Observation,
        choose: Callable[[], Action | Advice],
        hint: tuple[str, str] | None = None,
    ) -> None:
        """Have the bots' process decide on ``observation`` (``hint``: a fresh bot of that
        level and seed), or a worker thread call ``choose`` when there is no process."""
        if self._closed:  # the pool is shut down for good
            return
        asked = (purpose, self._generation, seat, choose)
        if self._process is not None and self._process.ask(asked, seat, observation, hint):
            return
        self._pool.submit(_decide, self._signals, purpose, self._generation, seat, choose)

    def _answered(self, asked: _Asked, result: Action | Advice | Exception) -> None:
        """The process answered (on its reader thread): on to the GUI thread."""
        purpose, generation, seat, _ = asked
        self._signals.done.emit(purpose, generation, seat, result)

    def _process_lost(self, unanswered: list[_Asked]) -> None:
        """The bots' process ended unasked: the rest of the match thinks on threads, from
        the decisions it left open (the bots start afresh, so from here their choices are
        not those of an unbroken match)."""
        process, self._process = self._process, None
        if process is not None:
            process.close()
        if self._closed:
            return
        log.error("the computer players' process ended; they think on a thread now")
        for purpose, generation, seat, choose in unanswered:
            self._pool.submit(_decide, self._signals, purpose, generation, seat, choose)

    def _thought(self, purpose: str, generation: int, seat: int, result: object) -> None:
        if purpose == BOT:
            self._bot_done(generation, seat, result)
        else:
            self._hint_done(seat, result)

    def _bot_done(self, generation: int, seat: int, result: object) -> None:
        self._bots_in_flight.discard(seat)
        if self._closed:
            return
        if generation != self._generation:
            self._step()
            return
        self._thinking = None
        self._table.set_thinking(None)
        if isinstance(result, Exception):
            log.error("bot at seat %d failed: %r", seat, result)
            legal = self.match.observation(seat).legal
            if not legal:
                return
            result = legal[0]
        self._ready = (seat, result)
        self._step()

    def _hint_done(self, seat: Seat, result: object) -> None:
        """Show the hint while it still fits: the same person to act, the move still legal
        (judged by the rules: the same cards given in another order are the same move)."""
        if self._closed or not isinstance(result, Advice) or seat != self.acting_seat():
            return
        if self.match.is_legal(seat, result.action):
            self._advice = result
            self._table.show_hint(result.action, self._hint_words(seat, result))
            self.hinted.emit(result)

    def reword_hint(self) -> None:
        """Say the hint standing on the table again, in the language now installed."""
        seat, advice = self.acting_seat(), self._advice
        if seat is not None and advice is not None and self._table.hint_words():
            self._table.reword_hint(self._hint_words(seat, advice))

    def _hint_words(self, seat: Seat, advice: Advice) -> str:
        from skruuvi_gui.ui.guide.hint_reason import hint_text  # the game's words

        return hint_text(self.match.game_id, self.match.observation(seat), advice)

    def _human_chose(self, action: Action) -> None:
        seat = self.acting_seat()
        if seat is None:
            return
        self._apply(seat, action)

    def _apply(self, seat: Seat, action: Action) -> None:
        try:
            events = self.match.apply(seat, action)
        except IllegalActionError as error:
            text = translate("MainWindow", "That move is not allowed: {reason}")
            self.message.emit(text.replace("{reason}", str(error)))
            self._draw(())
            return
        self._applied(events)

    def _applied(self, events: tuple[Event, ...]) -> None:
        """The match moved on by ``events``: show them, keep the game, go on."""
        self._invalidate()
        self._clock.restart()
        trick_done = any(isinstance(event, TrickWon) for event in events)
        self._pause_ms = BOT_PACE_MS + (self._trick_pause_ms if trick_done else 0)
        moment = len(self.match.log)
        for human, unseen in self._unseen.items():
            if human != self._viewer:
                unseen.extend((moment, event) for event in events)
        if len(self._humans) > 1 and any(isinstance(event, Dealt) for event in events):
            # Everybody may have watched the deal end; the new hands are dealt face down,
            # each shown only once its person has taken the screen.
            self._viewer = None
        self._save()
        self.events_applied.emit(events)
        self._draw(events)
        self.changed.emit()  # after the drawing has begun: what may be done waits for it

    def _rewound(self) -> None:
        """The match went back in its log: forget what was afoot and what is gone, and draw
        the table as it stands now."""
        self._invalidate()
        moment = len(self.match.log)
        for seat, unseen in self._unseen.items():
            self._unseen[seat] = [(when, event) for when, event in unseen if when <= moment]
        self._table.skip_animations()
        self._save()
        self.changed.emit()
        self._draw(())

    def _invalidate(self) -> None:
        """Forget every decision in flight: the position it was made for is gone."""
        self._generation += 1
        self._ready = None
        if self._thinking is not None:
            self._thinking = None
            self._table.set_thinking(None)

    def _save(self) -> None:
        self._save_match(self.match)

    def _finish(self) -> None:
        if not self._over_reported:
            self._over_reported = True
            self._table.set_thinking(None)
            self.game_over.emit()
