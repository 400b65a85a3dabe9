"""``skruuvi-gui --selftest``: prove that this copy of the program has everything it needs.

A frozen bundle that lost a card image, a catalogue, a guide page or a Qt plugin would only
fail in front of a player; here each such file is opened once, offscreen, and every short
seeded bot game is played and put on the table. One line per check; the exit status is 1 when
any check failed, and the failing line says which file or game it was.
"""

from __future__ import annotations

import os
import queue
import sys
import time
from collections.abc import Callable, Mapping
from functools import partial
from typing import Any, TextIO

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QTranslator
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from skruuvi_gui.bots.process import BotProcess
from skruuvi_gui.cards import FULL_DECK
from skruuvi_gui.guide import GUIDE_LANGUAGES, GUIDE_SECTIONS, GuideError, guide_path, load_page
from skruuvi_gui.match import Match, SeatConfig, play_bots
from skruuvi_gui.paths import base_dir, resource_path
from skruuvi_gui.rules import GAMES, game_spec
from skruuvi_gui.settings import Settings
from skruuvi_gui.ui.cards import CARD_BACKS, CardRenderer
from skruuvi_gui.ui.i18n import CATALOGUES, TRANSLATED, Translations, qm_path
from skruuvi_gui.ui.main_window import MainWindow

#: Options that keep each game to a fraction of a second: a short game or a single deal.
SHORT_GAMES: Mapping[str, Mapping[str, Any]] = {
    "cribbage": {"target_score": 61},
    "skruuvi": {"length": "alkupeli"},
    "squint": {"deal_limit": 5},
}

#: Seed and bot level of the self-test games (the bots' own code at its quickest level), so a
#: failure can be replayed with ``skruuvi-sim``.
SEED = 1
BOT_LEVEL = "easy"

#: Seconds the bots' process may take to start and answer one easy decision.
BOT_PROCESS_WAIT = 60

#: More bot decisions than any short game needs: a game past this is stuck.
MAX_DECISIONS = 10_000

#: A string every catalogue translates (the resume question's button), to tell a real
#: catalogue from an empty or foreign one.
PROBE = ("App", "New game")
#: English has only plural forms: "1 trick", not the source's "1 tricks".
PLURAL_PROBE = ("Squint", "%n tricks")


class CheckError(Exception):
    """A check found something missing or broken; the message says what and where."""


def shown(text: object) -> str:
    """``text`` with the program's own folder left out of its paths: short, and the same from a
    checkout and from a bundle."""
    return str(text).replace(str(base_dir()) + os.sep, "")


def check_card_images() -> str:
    """Every face of both decks and every back renders from its SVG."""
    renderer = CardRenderer()
    try:
        for four_colour in (False, True):
            for card in FULL_DECK:
                renderer.face(card, 70, 1.0, four_colour)
        for back in CARD_BACKS:
            renderer.back(back, 70, 1.0)
    except FileNotFoundError as error:
        raise CheckError(shown(error)) from None
    return f"{2 * len(FULL_DECK)} faces and {len(CARD_BACKS)} backs"


def check_app_icon() -> str:
    """The window icon the desktop shows."""
    path = resource_path("icons", "app.svg")
    if QIcon(str(path)).pixmap(64, 64).isNull():
        raise CheckError(f"{shown(path)} is missing or cannot be drawn")
    return shown(path)


def check_translations() -> str:
    """Each language's own catalogue translates, and Qt's ``qtbase`` one loads where Qt has it."""
    found: list[str] = []
    translations = Translations()
    try:
        for language in CATALOGUES:
            translations.install(language)
            probe = PLURAL_PROBE if language not in TRANSLATED else PROBE
            if QCoreApplication.translate(*probe, None, 1) == probe[1].replace("%n", "1"):
                raise CheckError(f"{shown(qm_path(language))} is missing or does not translate")
            found.append(qm_path(language).name)
    finally:
        translations.install("en")
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    qtbase = QTranslator()
    if not qtbase.load("qtbase_fi", qt_dir):
        raise CheckError(f"qtbase_fi.qm is missing from {shown(qt_dir)}")
    found.append("qtbase_fi.qm")
    return ", ".join(found)


def check_guide(game_id: str) -> str:
    """Every language's guide and walkthrough page of ``game_id`` is there and well formed."""
    problems: list[str] = []
    pages = 0
    for language in GUIDE_LANGUAGES:
        for walkthrough in (False, True):
            path = guide_path(game_id, language, walkthrough=walkthrough)
            if not path.is_file():
                problems.append(f"missing {shown(path)}")
                continue
            try:
                load_page(game_id, language, walkthrough=walkthrough)
            except (GuideError, OSError, UnicodeDecodeError) as error:
                problems.append(f"{shown(path)}: {error}")
                continue
            pages += 1
    if problems:
        raise CheckError("; ".join(problems))
    return f"{pages} pages ({', '.join(GUIDE_LANGUAGES)}; guide and walkthrough)"


def check_game(game_id: str, window: MainWindow) -> str:
    """One short seeded bot game to its end, then drawn on the table."""
    spec = game_spec(game_id)
    options = spec.check_options(SHORT_GAMES.get(game_id, {}))
    seats = [
        SeatConfig(f"{BOT_LEVEL} {seat + 1}", "bot", BOT_LEVEL)
        for seat in range(spec.num_seats(options))
    ]
    match = Match(game_id, options, seats, SEED)
    match.start()
    play_bots(match, MAX_DECISIONS)
    outcome = match.outcome()
    if outcome is None:
        raise CheckError(f"seed {SEED} did not end within {MAX_DECISIONS} bot decisions")
    window.install_match(match, watch=0, autoplay=False)
    QApplication.processEvents()
    if window.grab().isNull():
        raise CheckError("the table could not be drawn")
    winners = ", ".join(str(seat) for seat in outcome.winners)
    return f"seed {SEED}, {len(match.log)} actions, won by seat {winners}"


def check_bot_process() -> str:
    """The computer players' own process starts from this copy (a bundle starts itself for
    it, which needs ``freeze_support``) and chooses as the same bot does here."""
    match = Match(
        "cribbage", {}, [SeatConfig(f"{BOT_LEVEL} {s}", "bot", BOT_LEVEL) for s in "12"], SEED
    )
    match.start()
    seat = match.bot_seats_to_move()[0]
    observation = match.observation(seat)
    answers: queue.Queue[object] = queue.Queue()
    started = time.perf_counter()
    process: BotProcess[int] = BotProcess(
        "cribbage",
        SEED,
        {seat: BOT_LEVEL},
        lambda tag, result: answers.put(result),
        lambda open_: answers.put(CheckError("the process ended before it answered")),
    )
    try:
        process.ask(0, seat, observation)
        try:
            answer = answers.get(timeout=BOT_PROCESS_WAIT)
        except queue.Empty:
            raise CheckError(f"no answer within {BOT_PROCESS_WAIT} s") from None
    finally:
        process.close()
    if isinstance(answer, CheckError):
        raise answer
    if isinstance(answer, Exception):
        raise CheckError(f"the bot failed there: {type(answer).__name__}: {answer}")
    expected = match.bot_for(seat).choose(observation)
    if answer != expected:
        raise CheckError(f"it chose {answer}, where the same bot here chooses {expected}")
    return f"answered in {1000 * (time.perf_counter() - started):.0f} ms"


#: Set by the bundle's build when it packed the compiled searches: then they must be used.
EXPECT_COMPILED = "SKRUUVI_GUI_EXPECT_COMPILED_SEARCHES"


def check_searches() -> str:
    """The Skruuvi double-dummy search answers a finesse right, compiled where it was built
    so (the compiled copies come from outside the package and are easily left behind)."""
    from skruuvi_gui.bots.skruuvi import searches
    from skruuvi_gui.bots.skruuvi.masks import mask_of
    from skruuvi_gui.cards import parse_cards

    hands = [mask_of(parse_cards(h)) for h in ("AS QS", "3H 4H", "2S 5S", "KS 6S")]
    found = [searches.DoubleDummy(-1).tricks(hands, leader) for leader in (2, 0)]
    if found != [2, 1]:
        raise CheckError(f"the finesse takes {found} tricks led from each side, not [2, 1]")
    if os.environ.get(EXPECT_COMPILED) and not searches.COMPILED:
        raise CheckError("the bundle was built with the compiled searches, but they do not load")
    return "compiled" if searches.COMPILED else "pure Python"


#: Set by the bundle's build when it packed the DDS library: then it must load and solve.
EXPECT_DDS = "SKRUUVI_GUI_EXPECT_DDS"

#: The first deal of DDS's own examples, north to east to south to west, spades trumps and
#: north to lead, and the tricks north and south take with each of north's cards by DDS.
DDS_DEAL = (
    "QS JS 6S KH 6H 5H 2H JD 8D 5D TC 9C 8C",
    "8S 7S 3S JH 9H 7H AD TD 7D 6D 4D QC 4C",
    "KS 5S TH 8H 3H KD QD 9D AC 7C 6C 5C 2C",
    "AS TS 9S 4S 2S AH QH 4H 3D 2D KC JC 3C",
)
DDS_TRICKS = {"QS JS 6S JD 8D 5D TC 9C 8C": 5, "KH 6H 5H 2H": 4}


def check_double_dummy() -> str:
    """The solver of card play from the first trick: the DDS library solves a full deal to
    DDS's own figures where it loads (it must, in a bundle built with it); the pure search
    answers a finesse elsewhere."""
    from skruuvi_gui.bots.skruuvi import card_tricks
    from skruuvi_gui.bots.skruuvi.masks import BIT_OF, mask_of
    from skruuvi_gui.cards import parse_cards

    if card_tricks.FAST:
        hands = [mask_of(parse_cards(hand)) for hand in DDS_DEAL]
        found = card_tricks.card_tricks(hands, 0, 0)
        expected = {
            BIT_OF[card.index]: tricks
            for cards, tricks in DDS_TRICKS.items()
            for card in parse_cards(cards)
        }
        if found != expected:
            raise CheckError("DDS does not give its own figures on the first of its examples")
        return "DDS"
    if os.environ.get(EXPECT_DDS):
        raise CheckError("the bundle was built with the DDS library, but it does not load")
    # Grandi: the ace drops west's bare king, the queen loses to it and then to 4♥ too.
    hands = [mask_of(parse_cards(h)) for h in ("AS QS", "2H 3H", "2S 3S", "KS 4H")]
    ace, queen = (BIT_OF[card.index] for card in parse_cards("AS QS"))
    if card_tricks.card_tricks(hands, -1, 0) != {ace: 2, queen: 0}:
        raise CheckError("the pure search does not see the ace drop the bare king")
    return "pure"


Check = tuple[str, Callable[[], str]]


def checks(window: MainWindow) -> list[Check]:
    """Every check in the order it runs; games draw on ``window``."""
    found: list[Check] = [
        ("card images", check_card_images),
        ("app icon", check_app_icon),
        ("translations", check_translations),
    ]
    for game_id in GUIDE_SECTIONS:
        found.append((f"rules guide {game_id}", partial(check_guide, game_id)))
    for game_id in GAMES:
        found.append((f"bot game {game_id}", partial(check_game, game_id, window)))
    found.append(("bots' process", check_bot_process))
    found.append(("Skruuvi searches", check_searches))
    found.append(("double-dummy solver", check_double_dummy))
    return found


def run_checks(found: list[Check], out: TextIO) -> int:
    """Run each check, printing ``ok``/``FAIL``, its name, what it found and how long it took."""
    failed = []
    for name, check in found:
        started = time.perf_counter()
        try:
            detail = check()
        except CheckError as error:
            failed.append(name)
            print(f"FAIL {name}: {error}", file=out, flush=True)
            continue
        except Exception as error:  # any crash is a failed check, reported by name
            failed.append(name)
            print(f"FAIL {name}: {type(error).__name__}: {error}", file=out, flush=True)
            continue
        seconds = time.perf_counter() - started
        print(f"ok   {name}: {detail} ({seconds:.2f} s)", file=out, flush=True)
    if failed:
        print(f"selftest FAILED: {len(failed)} of {len(found)} checks", file=out, flush=True)
        return 1
    print(f"selftest passed: {len(found)} checks", file=out, flush=True)
    return 0


def run(out: TextIO | None = None) -> int:
    """The whole self-test in the running ``QApplication``; 0 when everything passed."""
    window = MainWindow(Settings(animation_speed="off"), Translations(), persist=False)
    window.resize(960, 640)
    window.show()
    try:
        return run_checks(checks(window), sys.stdout if out is None else out)
    finally:
        window.close()
