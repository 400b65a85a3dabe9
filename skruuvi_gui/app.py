"""``skruuvi-gui``: start the card table, render a seeded computer game to a picture, or check
that this copy of the program is complete (``--selftest``).

Start-up order: command line → Qt application (HiDPI rounding set before it exists) →
settings (a damaged file is moved aside and reported) → language → main window → on the
very first start the language is asked → the lock on the saved game is taken → games
finished just before a crash are filed (``filing``) → a record file given on the command
line (a double-click on one) is shown at once; without one, or when it cannot be used, the
saved unfinished game is offered, or the new-game dialog opens.
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import sys
from collections.abc import MutableMapping, Sequence
from pathlib import Path, PureWindowsPath

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from skruuvi_gui import __version__
from skruuvi_gui.match import Match, SeatConfig, clear_autosave
from skruuvi_gui.match.autosave import load_autosave
from skruuvi_gui.rules import GAMES, game_spec
from skruuvi_gui.settings import Settings, load_settings, settings_path
from skruuvi_gui.storage import data_dir
from skruuvi_gui.ui.collector import collect_on_gui_thread
from skruuvi_gui.ui.dialogs.file_messages import report_damage, warn
from skruuvi_gui.ui.dialogs.first_start import LanguageDialog
from skruuvi_gui.ui.dialogs.labels import game_name
from skruuvi_gui.ui.dialogs.new_game import default_name
from skruuvi_gui.ui.game_lock import GameLock, LockState
from skruuvi_gui.ui.i18n import LANGUAGES, Translations
from skruuvi_gui.ui.loading import in_background
from skruuvi_gui.ui.main_window import MainWindow

translate = QCoreApplication.translate

#: How often, in seconds, a thread holding the interpreter lock hands it over to another that
#: waits (Python's default is 0.005): the table waits less for it while a bot thinks on a
#: worker thread (``benchmarks/gui_stall.py --switch-interval``, measured in the benchmarks'
#: README).
SWITCH_INTERVAL = 0.001


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="skruuvi-gui", description="Korttipöytä: Cribbage, Skruuvi and Squint."
    )
    parser.add_argument(
        "file",
        nargs="?",
        type=Path,
        metavar="FILE",
        help="a game record (.korttipoyta) to show: a finished game in a replay, an unfinished "
        "one on the table to play on",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument("--lang", choices=LANGUAGES, help="interface language for this run")
    parser.add_argument(
        "--selftest",
        action="store_true",
        help="check offscreen that card images, translations and the rules guide load and that "
        "a short bot game of each game plays; exit 1 on any failure",
    )
    shot = parser.add_argument_group("screenshot", "render a seeded computer game to a PNG")
    shot.add_argument("--screenshot", type=Path, metavar="PATH", help="write the picture here")
    shot.add_argument("--game", choices=sorted(GAMES), default="cribbage")
    shot.add_argument("--seed", type=int, default=1)
    shot.add_argument("--moves", type=int, default=0, metavar="K", help="computer actions first")
    shot.add_argument("--size", default="1280x800", metavar="WxH")
    args = parser.parse_args(argv)
    try:
        width, height = (int(n) for n in args.size.lower().split("x"))
    except ValueError:
        parser.error(f"--size must look like 1280x800, not {args.size!r}")
    args.width, args.height = width, height
    return args


def use_utf8_locale(environ: MutableMapping[str, str] = os.environ) -> None:
    """Give Qt the UTF-8 locale it needs when none is set, before it starts and warns about it.

    Python's own launcher does this for a checkout (``LC_CTYPE=C.UTF-8``, PEP 538); a frozen
    bundle's launcher does not. An explicit ``LC_ALL`` is the user's choice and stays.
    """
    if not sys.platform.startswith("linux") or environ.get("LC_ALL"):
        return
    if (environ.get("LC_CTYPE") or environ.get("LANG") or "C") in {"C", "POSIX"}:
        environ["LC_CTYPE"] = "C.UTF-8"


def use_windows_fonts(environ: MutableMapping[str, str] = os.environ) -> None:
    """Show Qt's offscreen platform (``--selftest``, ``--screenshot``) the Windows fonts folder,
    before the application exists. On Windows it looks for fonts only where
    ``QT_QPA_FONTDIR`` says, and without any it draws every letter as an empty box. A folder
    the user set stays."""
    if sys.platform != "win32" or environ.get("QT_QPA_FONTDIR"):
        return
    windows = environ.get("WINDIR") or environ.get("SystemRoot") or "C:\\Windows"
    environ["QT_QPA_FONTDIR"] = str(PureWindowsPath(windows, "Fonts"))


def draw_offscreen() -> None:
    """Draw with no screen at all (unless the user chose a platform), with fonts to draw in."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    use_windows_fonts()


def application(argv: Sequence[str]) -> QApplication:
    """The Qt application, created once; fractional HiDPI scales are used as they are, and
    Python's collections are made on its thread alone (``ui/collector.py``)."""
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    QGuiApplication.setHighDpiScaleFactorRoundingPolicy(
        Qt.HighDpiScaleFactorRoundingPolicy.PassThrough
    )
    app = QApplication(list(argv))
    app.setApplicationName("skruuvi-gui")
    app.setApplicationDisplayName("Korttipöytä")
    app.setApplicationVersion(__version__)
    collect_on_gui_thread(app)
    return app


def ask_resume(parent: QWidget, game_id: str) -> bool:
    """Ask whether to go on with the saved unfinished game; starting a new one instead keeps
    it among the unfinished games, so nothing is lost by the answer."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(translate("App", "Unfinished game"))
    text = translate(
        "App",
        "An unfinished game of {game} was saved. Go on with it? A new game keeps it for later "
        "in Game → Unfinished games.",
    )
    box.setText(text.replace("{game}", game_name(game_id)))
    box.setAccessibleDescription(box.text())
    resume = box.addButton(translate("App", "Resume"), QMessageBox.ButtonRole.AcceptRole)
    resume.setAccessibleDescription(
        translate("App", "Go on with the unfinished game where it was left")
    )
    fresh = box.addButton(translate("App", "New game"), QMessageBox.ButtonRole.RejectRole)
    fresh.setAccessibleDescription(
        translate("App", "Choose a new game; the unfinished one is kept for later")
    )
    box.setDefaultButton(resume)
    box.exec()
    return box.clickedButton() is resume


def ask_language(window: MainWindow) -> None:
    """The first start's question: the language chosen is kept in the settings at once."""
    dialog = LanguageDialog(window.language(), window)
    dialog.exec()
    chosen = dialog.language()
    if chosen is not None:
        window.apply_settings(dataclasses.replace(window.settings, language=chosen))


def begin_play(window: MainWindow, lock: LockState = LockState.OWNED) -> None:
    """Resume the saved unfinished game when the user wants it, else offer a new one; when
    another running program owns the saved game, say so and leave it alone."""
    if lock is LockState.TAKEN:
        leave_saved_game_alone(window)
        window.new_game()
        return
    if lock is LockState.OWNED:
        window.file_waiting_games()  # a game finished just before a crash, filed now
    game, problem = in_background(window, load_autosave)
    if problem is not None:
        report_damage(window, problem)
    if game is None:
        window.new_game()
        return
    if ask_resume(window, game.game_id) and window.play(game):
        return
    if window.keep_for_later(game):
        clear_autosave()
    window.new_game()


def leave_saved_game_alone(window: MainWindow) -> None:
    """Another running program owns the saved game: this window neither writes it nor offers
    it, and says so."""
    window.saver.disable()
    text = translate(
        "App",
        "Another Korttipöytä window is already using the saved game in {folder}. This "
        "window leaves it alone: a game played here cannot be resumed after this window "
        "closes. A game finished here still goes into the game library and the statistics.",
    )
    warn(window, translate("App", "Already open"), text.replace("{folder}", str(data_dir())))


def open_at_start(window: MainWindow, path: Path, lock: LockState = LockState.OWNED) -> bool:
    """Show the record file the program was started with, at once and without a question:
    whoever double-clicked it wants to see it. The saved unfinished game is first kept among
    the unfinished games, as a new game keeps it, so nothing is lost. Whether the file is
    shown; when not, the person has been told why (a bad file changes nothing) and the start
    goes on as usual."""
    game = window.read_record_file(path)
    if game is None:
        return False
    if lock is LockState.TAKEN:
        leave_saved_game_alone(window)
    else:
        window.file_waiting_games()  # a game finished just before a crash, filed now
        saved, problem = in_background(window, load_autosave)
        if problem is not None:
            report_damage(window, problem)
        if saved is not None:
            if not window.keep_for_later(saved):
                return False
            clear_autosave()
    return window.show_record(game)


def take_screenshot(args: argparse.Namespace) -> int:
    """Play ``--moves`` computer actions of a seeded game and save the window as a PNG."""
    translations = Translations()
    translations.install(args.lang or "en")
    spec = game_spec(args.game)
    options = spec.default_options()
    seats = [SeatConfig(default_name(i), "bot") for i in range(spec.num_seats(options))]
    match = Match(spec.id, options, seats, args.seed)
    match.start()
    for _ in range(args.moves):
        movers = match.bot_seats_to_move()
        if not movers:
            break
        seat = movers[0]
        match.apply(seat, match.bot_for(seat).choose(match.observation(seat)))
    window = MainWindow(Settings(animation_speed="off"), translations, persist=False)
    window.resize(args.width, args.height)
    try:
        window.install_match(match, watch=0, autoplay=False)
    except KeyError:
        print(f"{args.game} has no table yet", file=sys.stderr)
        return 2
    window.show()
    QApplication.processEvents()
    if window.table is not None:
        window.table.skip_animations()
    QApplication.processEvents()
    saved = window.grab().save(str(args.screenshot), "PNG")
    window.close()
    translations.clear()
    if not saved:
        print(f"could not write {args.screenshot}", file=sys.stderr)
        return 1
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    use_utf8_locale()
    sys.setswitchinterval(SWITCH_INTERVAL)
    if args.selftest:
        draw_offscreen()
        application(sys.argv[:1])
        from skruuvi_gui import selftest  # only this run needs it

        return selftest.run()
    if args.screenshot is not None:
        draw_offscreen()
        application(sys.argv[:1])
        return take_screenshot(args)
    app = application(sys.argv[:1])
    first_start = not settings_path().exists()
    settings, problem = load_settings()
    translations = Translations()
    translations.install(args.lang or settings.language)
    window = MainWindow(settings, translations)
    lock = GameLock()
    window.show()
    if problem is not None:
        report_damage(window, problem)
    if first_start and args.lang is None:
        ask_language(window)
    state = lock.acquire()
    if args.file is None or not open_at_start(window, args.file, state):
        begin_play(window, state)
    # However the program is asked to end, the last move is written before the lock goes.
    app.aboutToQuit.connect(window.saver.flush)
    try:
        return app.exec()
    finally:
        lock.release()
