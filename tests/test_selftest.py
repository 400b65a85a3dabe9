"""``skruuvi-gui --selftest`` finds what a bundle lost and names it; a complete copy passes."""

from __future__ import annotations

import io
import re
import shutil
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from skruuvi_gui import selftest
from skruuvi_gui.app import main
from skruuvi_gui.bots.skruuvi import card_tricks
from skruuvi_gui.guide import GUIDE_LANGUAGES, GUIDE_SECTIONS
from skruuvi_gui.selftest import (
    EXPECT_DDS,
    CheckError,
    check_bot_process,
    check_card_images,
    check_double_dummy,
    check_game,
    check_guide,
    check_translations,
    run_checks,
)
from skruuvi_gui.ui.main_window import MainWindow

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def bundle(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty frozen-bundle folder that every resource is read from."""
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    return tmp_path


def write_page(folder: Path, language: str, name: str) -> None:
    page = folder / "resources" / "guide" / language / name
    page.parent.mkdir(parents=True, exist_ok=True)
    page.write_text("# Cribbage\n\n## Overview {#overview}\n\nTwo players.\n", encoding="utf-8")


def test_every_card_face_and_back_renders(qapp: object) -> None:
    assert check_card_images() == "104 faces and 2 backs"


def test_a_missing_card_image_is_named(qapp: object, bundle: Path) -> None:
    shutil.copytree(ROOT / "resources" / "cards", bundle / "resources" / "cards")
    (bundle / "resources" / "cards" / "four_colour" / "QS.svg").unlink()
    with pytest.raises(CheckError, match=r"resources/cards/four_colour/QS\.svg$"):
        check_card_images()


def test_both_catalogues_and_qts_own_load_and_english_comes_back(qapp: object) -> None:
    assert check_translations() == (
        "skruuvi_gui_en.qm, skruuvi_gui_fi.qm, skruuvi_gui_nb.qm, qtbase_fi.qm"
    )
    assert QCoreApplication.translate("App", "New game") == "New game"


def test_each_missing_guide_page_is_named(bundle: Path) -> None:
    write_page(bundle, "en", "cribbage.md")
    write_page(bundle, "en", "cribbage.walkthrough.md")
    write_page(bundle, "fi", "cribbage.md")
    with pytest.raises(CheckError) as failed:
        check_guide("cribbage")
    assert str(failed.value) == (
        "missing resources/guide/fi/cribbage.walkthrough.md; "
        "missing resources/guide/nb/cribbage.md; "
        "missing resources/guide/nb/cribbage.walkthrough.md"
    )


def test_a_malformed_guide_page_is_named_with_its_line(bundle: Path) -> None:
    for language in GUIDE_LANGUAGES:
        write_page(bundle, language, "squint.md")
        write_page(bundle, language, "squint.walkthrough.md")
    broken = bundle / "resources" / "guide" / "nb" / "squint.md"
    broken.write_text("# Squint\n\n## Overview\n", encoding="utf-8")
    with pytest.raises(CheckError) as failed:
        check_guide("squint")
    assert str(failed.value) == (
        "resources/guide/nb/squint.md: squint.md:3: a section heading needs '{#id}'"
    )


def test_a_complete_guide_passes(bundle: Path) -> None:
    for language in GUIDE_LANGUAGES:
        write_page(bundle, language, "skruuvi.md")
        write_page(bundle, language, "skruuvi.walkthrough.md")
    assert check_guide("skruuvi") == "6 pages (en, fi, nb; guide and walkthrough)"


@pytest.mark.parametrize("game_id", sorted(GUIDE_SECTIONS))
def test_a_short_seeded_bot_game_ends_and_is_drawn(window: MainWindow, game_id: str) -> None:
    result = check_game(game_id, window)
    assert re.fullmatch(r"seed 1, \d+ actions, won by seat \d(, \d)*", result), result
    assert window.driver is not None and window.driver.match.is_over
    assert window.driver.match.game_id == game_id


def test_the_bots_process_starts_and_answers_as_the_bot_does_here() -> None:
    assert re.fullmatch(r"answered in \d+ ms", check_bot_process())


def test_a_bots_process_that_cannot_start_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_process(*args: object) -> None:
        raise OSError("no processes here")

    monkeypatch.setattr(selftest, "BotProcess", no_process)
    out = io.StringIO()
    assert run_checks([("bots' process", check_bot_process)], out) == 1
    assert out.getvalue().splitlines()[0] == "FAIL bots' process: OSError: no processes here"


def test_one_line_per_check_and_a_failing_summary() -> None:
    def missing() -> str:
        raise CheckError("missing resources/icons/app.svg")

    def crash() -> str:
        raise ZeroDivisionError("division by zero")

    out = io.StringIO()
    assert run_checks([("fine", lambda: "all there"), ("icon", missing), ("x", crash)], out) == 1
    lines = out.getvalue().splitlines()
    assert re.fullmatch(r"ok   fine: all there \(\d+\.\d\d s\)", lines[0])
    assert lines[1:] == [
        "FAIL icon: missing resources/icons/app.svg",
        "FAIL x: ZeroDivisionError: division by zero",
        "selftest FAILED: 2 of 3 checks",
    ]


def test_all_passing_checks_exit_zero() -> None:
    out = io.StringIO()
    assert run_checks([("fine", lambda: "all there")], out) == 0
    assert out.getvalue().splitlines()[-1] == "selftest passed: 1 checks"


def test_the_command_line_runs_the_selftest(qapp: object, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(selftest, "run", lambda: 7)
    assert main(["--selftest"]) == 7


@pytest.mark.skipif(not card_tricks.FAST, reason="the DDS library is not installed here")
def test_the_dds_library_gives_its_own_figures() -> None:
    assert check_double_dummy() == "DDS"


def test_without_the_dds_library_the_pure_search_answers_unless_the_bundle_has_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(card_tricks, "SOLVER", None)
    monkeypatch.setattr(card_tricks, "FAST", False)
    assert check_double_dummy() == "pure"
    monkeypatch.setenv(EXPECT_DDS, "1")
    with pytest.raises(CheckError, match="built with the DDS library, but it does not load"):
        check_double_dummy()


def test_a_solver_that_answers_wrong_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(card_tricks, "card_tricks", lambda *position: {})
    with pytest.raises(CheckError):
        check_double_dummy()
