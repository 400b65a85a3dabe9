"""A match's life at the window: started, put on a fresh table with its driver, played on
(undo, redo, a deal restarted, a hint), set aside for another, ended and closed; and the
settings kept as the person changes them.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import QInputDialog, QLabel, QStackedWidget, QStyle

from skruuvi_gui.match import Match, kept
from skruuvi_gui.rules.api import Event, Seat
from skruuvi_gui.settings import Settings, save_settings
from skruuvi_gui.ui.collector import (
    collect_all_not_set_aside,
    hold_collections,
    set_aside_program,
)
from skruuvi_gui.ui.dialogs.file_messages import plain_box, unsaved_text, warn, write_failure_reason
from skruuvi_gui.ui.dialogs.game_number import describe_game_number
from skruuvi_gui.ui.dialogs.labels import game_name
from skruuvi_gui.ui.dialogs.new_game import (
    NewGame,
    NewGameDialog,
    default_new_game,
    remembered_rules,
    shown_names,
)
from skruuvi_gui.ui.dialogs.restart_deal import ask_restart_deal
from skruuvi_gui.ui.dialogs.set_aside import ask_set_aside, kept_text
from skruuvi_gui.ui.guide.walkthrough import Walkthrough
from skruuvi_gui.ui.names import joined_names
from skruuvi_gui.ui.saving import GameSaver
from skruuvi_gui.ui.window.docks import DockedWindow
from skruuvi_gui.ui.window.spare_tables import SpareTables
from skruuvi_gui.ui.window.warming import (
    GAME_MODULES,
    Warming,
    compile_translations,
    warm_steps,
)

if TYPE_CHECKING:
    # Loaded when a game starts or the guide opens, not before the first window.
    from skruuvi_gui.bots.reasons import Advice
    from skruuvi_gui.ui.curtain import Curtain
    from skruuvi_gui.ui.turn_up import TurnUp

translate = QCoreApplication.translate

# Table speed factor per animation-speed setting (0 turns animations off).
SPEED_FACTORS: dict[str, float] = {"off": 0.0, "fast": 0.4, "normal": 1.0, "slow": 2.0}


def show_held(settings: Settings, match: Match) -> bool:
    """Whether each counted hand of a show waits for a click: step by step asks it, and a
    person sits at the table to give it; computer players alone go on at the steady pace."""
    return settings.show_pace == "step_by_step" and any(seat.is_human for seat in match.seats)


# How long after a table is put out the collection after its set-up runs, in milliseconds:
# after its first drawing, between the game log's first slices.
COLLECT_AFTER_MS = 45
HOLD_COLLECTIONS_MS = 250

# The largest seed of a new match; the status bar shows the seed as the game number.
MAX_SEED = 999_999


class GameWindow(DockedWindow):
    """The match on the table of ``MainWindow``, which makes the parts named here."""

    settings: Settings
    saver: GameSaver
    curtain: Curtain | None
    turn_up: TurnUp | None
    walkthrough: Walkthrough
    _stack: QStackedWidget
    _persist: bool
    _settings_unsaved: bool
    _move_text: str
    _saved_as: tuple[str, ...] | None
    _unfiled: str
    _warming: Warming | None
    spares: SpareTables

    def install_match(
        self,
        match: Match,
        events: Sequence[Event] = (),
        *,
        watch: Seat | None = None,
        autoplay: bool = True,
    ) -> None:
        """Put ``match`` on a fresh table and let it run (``events`` led to where it stands).

        ``KeyError`` (and the current match stays) for a game that has no table yet.
        """
        from skruuvi_gui.ui.curtain import Curtain
        from skruuvi_gui.ui.match_driver import MatchDriver
        from skruuvi_gui.ui.turn_up import TurnUp

        # No collection falls in the set-up or the first drawing: the one after them does
        # what falls due meanwhile.
        hold_collections(HOLD_COLLECTIONS_MS)
        table = self.spares.take(match.game_id)
        self._close_match()
        self.statusBar().clearMessage()  # the last game's words ("Game over: …") go with it
        self._move_text = ""
        self.table = table
        self.curtain = Curtain(table)
        self.turn_up = TurnUp(table)
        table.set_four_colour(self.settings.four_colour)
        table.set_felt(self.settings.felt)
        table.set_large_cards(self.settings.large_cards)
        table.set_card_back(self.settings.card_back)
        table.set_show_held(show_held(self.settings, match))
        self._stack.addWidget(table)
        self._stack.setCurrentWidget(table)
        driver = MatchDriver(
            match,
            table,
            self.curtain,
            self.turn_up,
            watch=watch,
            autoplay=autoplay,
            save=self.saver.save,
            parent=self,
        )
        driver.set_speed(SPEED_FACTORS[self.settings.animation_speed])
        driver.set_trick_pause(self.settings.trick_pause_ms)
        driver.set_curtain_mode(self.settings.hotseat_curtain)
        driver.changed.connect(self._update_actions)
        driver.changed.connect(self._update_status)
        # The docks and the status line tell what the table has shown: a show held for
        # reading, or a result not yet drawn, is not on the score sheet before the table.
        driver.events_applied.connect(self._unshown.extend)
        table.shown.connect(self._event_shown)
        driver.message.connect(lambda text: self.statusBar().showMessage(text, 8000))
        table.refused.connect(lambda text: self._say_until_move(text, 8000))
        table.hint_dropped.connect(self._clear_move_text)
        driver.game_over.connect(self._game_over)
        driver.hinted.connect(self._tell_hint)
        driver.events_applied.connect(self._clear_move_text)
        # A game's sheet widens as deals are written into it (a contract with its declarer).
        table.settled.connect(self._grow_score_sheet, Qt.ConnectionType.QueuedConnection)
        table.settled.connect(self._update_actions, Qt.ConnectionType.QueuedConnection)
        self.driver = driver
        self.saver.file_when_over(match, self.settings.library_limit)
        self._unfiled = ""  # why the game finished here is not filed yet, if it is not
        self._docks_from_start(match)
        self.quick_reference.set_game(match.game_id, match.options)
        self.walkthrough.attach(driver, table)
        driver.begin(events)
        table.setFocus()
        self._update_actions()
        self._update_status()
        self.spares.make_later(match.game_id)  # the next game of this kind, made at leisure
        # Once the table has been drawn, in a turn of the window's events of its own: the
        # drawing waits for a timer too, and timers due together run in one turn.
        QTimer.singleShot(COLLECT_AFTER_MS, self, collect_all_not_set_aside)

    def warm_up(self) -> None:
        """Do the first table's work ahead, once the window is shown (``warming``): for
        every game, the game last started (the most likely to come) first."""
        if self._warming is None:
            game_id = self._last_new_game().game_id
            steps = warm_steps(game_id, self.settings.felt)
            # Then the program's objects are set aside from the collections, at leisure (a
            # table's never: a table of every game is made ahead after it, that game's first).
            games = sorted(GAME_MODULES, key=lambda game: game != game_id)
            spares = [partial(self.spares.make, game) for game in games]
            self._warming = Warming([*steps, set_aside_program, *spares], self)
            compile_translations()

    def warmed_up(self) -> bool:
        """Whether the first table's work is done ahead (``warm_up``)."""
        return self._warming is not None and self._warming.done()

    def start_match(self, choice: NewGame, seed: int | None = None) -> None:
        """Start a new match from the dialog's choices (the one on the table is set aside
        only as its players say)."""
        if seed is None:
            seed = random.SystemRandom().randint(1, MAX_SEED)
        match = Match(choice.game_id, choice.options, choice.seats, seed)
        events = match.start()
        self.play(match, events)

    def new_game(self) -> None:
        rules = remembered_rules(self.settings.last_new_game)
        dialog = NewGameDialog(self._last_new_game(), self, rules)
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return
        choice = dialog.choice()
        last = choice.as_dict() | {"rules": dialog.rules()}
        self._change_settings(dataclasses.replace(self.settings, last_new_game=last))
        self.start_match(choice)

    def play_again(self) -> None:
        """The game just finished once more: the same game, rules and players, new cards."""
        if self.driver is not None and self.driver.match.is_over:
            match = self.driver.match
            self.start_match(NewGame(match.game_id, match.options, match.seats))

    def play_game_number(self) -> None:
        """Deal a game again by its number (the seed), with the last game's players and rules."""
        current = self.driver.match.seed if self.driver is not None else 1
        dialog = QInputDialog(self)
        dialog.setInputMode(QInputDialog.InputMode.IntInput)
        title = translate("MainWindow", "Play game number")
        dialog.setWindowTitle(title)
        dialog.setLabelText(
            translate("MainWindow", "Game number, from 1 to {max}:").replace("{max}", str(MAX_SEED))
        )
        dialog.setIntRange(1, MAX_SEED)
        dialog.setIntValue(current)
        # Wide enough that the window manager shows the whole title. The dialog's layout
        # holds it to its contents' width, whatever minimum is set on the dialog itself: the
        # label (made by setLabelText) asks for the width instead.
        wanted = dialog.fontMetrics().horizontalAdvance(title) * 2 + 120
        label = dialog.findChild(QLabel)
        if label is not None:
            margin = dialog.style().pixelMetric(QStyle.PixelMetric.PM_LayoutLeftMargin)
            label.setMinimumWidth(wanted - 2 * margin)
        dialog.setMinimumWidth(wanted)
        describe_game_number(dialog)
        if dialog.exec() == QInputDialog.DialogCode.Accepted:
            self.start_match(self._last_new_game(), seed=dialog.intValue())

    def _last_new_game(self) -> NewGame:
        try:
            return NewGame.from_dict(self.settings.last_new_game)
        except (KeyError, TypeError, ValueError, AttributeError):
            return default_new_game()

    def play(self, match: Match, events: Sequence[Event] = ()) -> bool:
        """Install ``match`` as the game to resume, once the unfinished game on the table
        (if any) is kept or abandoned as its players say; or tell the user its game cannot
        be played here yet. Whether ``match`` is on the table now."""
        self.saver.flush()  # the game on the table is on the disk before it leaves
        if not self.set_aside_current():
            return False
        try:
            self.install_match(match, events)
        except KeyError:
            text = translate("MainWindow", "{game} cannot be played at the table yet.")
            warn(
                self,
                translate("MainWindow", "Not playable yet"),
                text.replace("{game}", game_name(match.game_id)),
            )
            return False
        self.saver.save(match)  # closing now resumes this one
        return True

    def set_aside_current(self) -> bool:
        """Before another game takes the table: ask about an unfinished game that people
        have played in, and keep it among the unfinished games when they say so. Whether
        the table may be taken."""
        driver = self.driver
        if driver is None or driver.match.is_over or not driver.match.people_have_played:
            return True
        match = driver.match
        if match.log == self._saved_as:
            return True  # saved as a file just as it stands: nothing would be lost
        answer = ask_set_aside(self, match.game_id)
        if answer == "cancel":
            return False
        return answer == "abandon" or self.keep_for_later(match)

    def keep_for_later(self, match: Match) -> bool:
        """Put ``match`` among the unfinished games; a message and ``False`` when it cannot
        be written there."""
        try:
            kept.keep(match)
        except OSError as error:
            warn(
                self,
                translate("MainWindow", "Cannot keep the game"),
                unsaved_text(kept.KEPT_FOLDER, error),
            )
            return False
        self.statusBar().showMessage(kept_text(match.game_id), 8000)
        return True

    def undo(self) -> None:
        if self.driver is not None and self.driver.can_undo():
            self.driver.undo()
            self._docks_from_start(self.driver.match)
            self._update_status()

    def redo(self) -> None:
        if self.driver is not None and self.driver.can_redo():
            self.driver.redo()
            self._update_status()

    def restart_deal(self) -> None:
        """Deal the deal under way again as it was dealt, once the person says so."""
        driver = self.driver
        if driver is None or not driver.can_restart_deal():
            return
        with driver.held():  # the deal asked about is the deal restarted
            if not ask_restart_deal(self) or self.driver is not driver:
                return
            driver.restart_deal()
        self._docks_from_start(driver.match)
        self._update_status()

    def hint(self) -> None:
        if self.driver is not None:
            self.driver.hint()

    def _tell_hint(self, advice: Advice) -> None:
        """The hinted move and one line on why, in the status bar too while it stands."""
        table = self.table
        words = "" if table is None else table.hint_words()
        if words:
            self._say_until_move(words)

    def _reword_hint(self) -> None:
        """A hint standing is said again in the language now installed, here and on the
        table."""
        table, driver = self.table, self.driver
        if table is None or driver is None or not table.hint_words():
            return
        hinted = self._move_text == table.hint_words()
        driver.reword_hint()
        if hinted:
            self._say_until_move(table.hint_words())

    def _say_until_move(self, text: str, milliseconds: int = 0) -> None:
        """Show ``text`` in the status line until the next move at the latest: a hint or a
        refused card speaks of the position before it."""
        self._move_text = text
        self.statusBar().showMessage(text, milliseconds)

    def _clear_move_text(self) -> None:
        """A move was made: the hint or refusal about the position before it goes."""
        if self._move_text and self.statusBar().currentMessage() == self._move_text:
            self.statusBar().clearMessage()
        self._move_text = ""

    def _close_match(self, *, ending: bool = False) -> None:
        """Take the game off the table; the bots' process is waited for only when the
        window is ``ending``, not when another table takes this one's place."""
        if self.driver is not None:
            self.driver.shutdown(wait_for_bots=ending)
            self.driver.deleteLater()
        if self.table is not None:
            self._stack.removeWidget(self.table)
            self.table.deleteLater()
        self.driver = None
        self.table = None
        self.curtain = None
        self.turn_up = None

    def _game_over(self) -> None:
        if self.driver is None:
            return
        match = self.driver.match
        outcome = match.outcome()
        if outcome is None:
            return
        # Filed as the last move was made: a trouble on the way is told with the result.
        text = " ".join(filter(None, [self._game_over_text(outcome.winners), self._unfiled]))
        self.statusBar().showMessage(text)
        self._update_actions()

    def _game_over_text(self, winners: Sequence[Seat]) -> str:
        """Who won, said to the person at the screen when they are among the winners (and
        play there alone: to people taking turns, "you" would mean whoever looks)."""
        assert self.driver is not None
        seats = self.driver.match.seats
        viewer = self.driver.viewer
        alone = sum(seat.is_human for seat in seats) == 1
        if alone and viewer is not None and viewer in winners:
            names = shown_names(seats)
            others = [names[seat] for seat in winners if seat != viewer]
            if not others:
                return translate("MainWindow", "Game over: you won. Game → New… starts another.")
            text = translate(
                "MainWindow", "Game over: you and {others} won. Game → New… starts another."
            )
            return text.replace("{others}", joined_names(others))
        text = translate("MainWindow", "Game over: {winners} won. Game → New… starts another.")
        names = shown_names(seats)
        return text.replace("{winners}", joined_names([names[seat] for seat in winners]))

    def _change_settings(self, settings: Settings) -> None:
        """Use ``settings`` from now on and keep them; a failure to keep them is told once."""
        self.settings = settings
        if not self._persist:
            return
        try:
            saved = save_settings(settings)
        except OSError as error:
            text = translate("MainWindow", "The settings cannot be saved: {reason}.").replace(
                "{reason}", write_failure_reason(error)
            )
            saved = False
        else:
            text = translate(
                "MainWindow",
                "The settings file is from a newer version of the program, so changes are "
                "kept only until the program closes.",
            )
        if saved:
            self._settings_unsaved = False
        elif not self._settings_unsaved:
            self._settings_unsaved = True
            self.statusBar().showMessage(text, 15000)

    def _tell_saving_fails(self, text: str) -> None:
        """Saving the game has started to fail: say so once, without stopping the game."""
        box = plain_box(self, translate("MainWindow", "The game is not being saved"), text)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    def _update_actions(self) -> None:
        """The menu entries that depend on the match follow it (the menus do this)."""
