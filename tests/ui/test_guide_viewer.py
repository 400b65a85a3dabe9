"""The rules guide on screen: the window in every language for every game, F1 at the phase
being played, links, back and forward, card pictures, and the quick-reference dock."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt, QUrl
from PySide6.QtGui import QPixmap, QTextCursor, QTextDocument
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QListWidget, QTextBrowser
from pytestqt.qtbot import QtBot

from skruuvi_gui import guide
from skruuvi_gui.cards import Card
from skruuvi_gui.guide import GUIDE_LANGUAGES, GUIDE_SECTIONS, load_page
from skruuvi_gui.ui.dialogs.new_game import NewGame, default_new_game
from skruuvi_gui.ui.guide.browser import link_target
from skruuvi_gui.ui.guide.card_images import card_picture
from skruuvi_gui.ui.guide.quick_reference import QUICK_CARD_HEIGHT
from skruuvi_gui.ui.guide.viewer import GUIDE_CARD_HEIGHT, GuideWindow
from skruuvi_gui.ui.i18n import Translations
from skruuvi_gui.ui.main_window import MainWindow

REAL_PAGES = [(game, lang) for game in GUIDE_SECTIONS for lang in GUIDE_LANGUAGES]


def fake_title(section_id: str, lang: str) -> str:
    return f"{section_id.capitalize()} [{lang}]"


def fake_page(game: str, lang: str) -> str:
    """A page with every section of ``game``: a card row and two links in each."""
    lines = [f"# {game} guide [{lang}]", ""]
    for section_id in GUIDE_SECTIONS[game]:
        lines += [
            f"## {fake_title(section_id, lang)} {{#{section_id}}}",
            "",
            f"Body of {game} {section_id} in {lang}. [[AH KH 5D]]",
            "",
            "See [the play](#play) or [Squint bids](squint#bid).",
            "",
        ]
    return "\n".join(lines)


@pytest.fixture
def pages(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Small guide pages of our own for every game in every language, read instead of the
    real ones."""
    folder = tmp_path / "guide"
    for lang in GUIDE_LANGUAGES:
        (folder / lang).mkdir(parents=True)
        for game in GUIDE_SECTIONS:
            (folder / lang / f"{game}.md").write_text(fake_page(game, lang), encoding="utf-8")

    def path(game_id: str, lang: str, *, walkthrough: bool = False) -> Path:
        name = f"{game_id}.walkthrough.md" if walkthrough else f"{game_id}.md"
        return folder / lang / name

    monkeypatch.setattr(guide, "guide_path", path)
    return folder


def guide_window(window: MainWindow) -> GuideWindow:
    assert window.guide is not None
    return window.guide


def click_link(qtbot: QtBot, browser: QTextBrowser, href: str) -> None:
    """Click the middle of the first link to ``href`` as a person would."""
    document = browser.document()
    block = document.begin()
    while block.isValid():
        fragments = block.begin()
        while not fragments.atEnd():
            fragment = fragments.fragment()
            if fragment.charFormat().anchorHref() == href:
                cursor = QTextCursor(document)
                cursor.setPosition(fragment.position() + fragment.length() // 2)
                point = browser.cursorRect(cursor).center() + QPoint(1, 0)
                QTest.mouseClick(browser.viewport(), Qt.MouseButton.LeftButton, pos=point)
                return
            fragments += 1
        block = block.next()
    raise AssertionError(f"no link to {href}")


# --- the window --------------------------------------------------------------------------


@pytest.mark.parametrize("lang", GUIDE_LANGUAGES)
@pytest.mark.parametrize("game", sorted(GUIDE_SECTIONS))
def test_the_window_shows_every_section_in_the_language(
    qtbot: QtBot, pages: Path, game: str, lang: str
) -> None:
    viewer = GuideWindow(lang)
    qtbot.addWidget(viewer)
    viewer.open_at(game, "overview")
    assert viewer.isVisible()
    assert viewer.contents() == [fake_title(s, lang) for s in GUIDE_SECTIONS[game]]
    contents = viewer.findChild(QListWidget, "guide_contents")
    assert contents is not None
    for row, section_id in enumerate(GUIDE_SECTIONS[game]):
        contents.setCurrentRow(row)
        assert viewer.section_id == section_id
        assert f"Body of {game} {section_id} in {lang}." in viewer.text()
        assert fake_title(section_id, lang) in viewer.text()


def test_a_missing_translation_falls_back_to_english(
    qtbot: QtBot, pages: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (pages / "nb" / "squint.md").unlink()
    viewer = GuideWindow("nb")
    qtbot.addWidget(viewer)
    viewer.open_at("squint", "bid")
    assert "Body of squint bid in en." in viewer.text()
    (pages / "en" / "squint.md").unlink()
    viewer.set_language("fi")
    viewer.set_language("nb")
    assert viewer.page is None
    assert "cannot be found" in viewer.text()


def test_links_back_and_forward(qtbot: QtBot, pages: Path) -> None:
    viewer = GuideWindow("en")
    qtbot.addWidget(viewer)
    viewer.resize(960, 680)
    viewer.open_at("skruuvi", "overview")
    qtbot.waitExposed(viewer)
    click_link(qtbot, viewer.browser(), "#play")
    assert (viewer.game_id, viewer.section_id) == ("skruuvi", "play")
    click_link(qtbot, viewer.browser(), "squint#bid")
    assert (viewer.game_id, viewer.section_id) == ("squint", "bid")
    assert viewer.contents()[0] == fake_title("overview", "en")
    assert "Body of squint bid in en." in viewer.text()
    viewer.back()
    assert (viewer.game_id, viewer.section_id) == ("skruuvi", "play")
    viewer.back()
    assert (viewer.game_id, viewer.section_id) == ("skruuvi", "overview")
    viewer.forward()
    viewer.forward()
    assert (viewer.game_id, viewer.section_id) == ("squint", "bid")


def test_link_targets() -> None:
    assert link_target(QUrl("#play"), "cribbage") == ("cribbage", "play")
    assert link_target(QUrl("skruuvi#knocks"), "cribbage") == ("skruuvi", "knocks")
    assert link_target(QUrl("squint"), "cribbage") == ("squint", "overview")
    assert link_target(QUrl("https://example.org/#x"), "cribbage") is None
    assert link_target(QUrl("bridge#play"), "cribbage") is None


def test_card_pictures_are_drawn_sharp(qtbot: QtBot, pages: Path) -> None:
    viewer = GuideWindow("en")
    qtbot.addWidget(viewer)
    viewer.open_at("cribbage", "show")
    document = viewer.browser().document()
    picture = document.resource(QTextDocument.ResourceType.ImageResource, QUrl("card:KH"))
    assert isinstance(picture, QPixmap) and not picture.isNull()
    dpr = viewer.browser().devicePixelRatioF()
    assert picture.height() == round(GUIDE_CARD_HEIGHT * dpr)
    assert picture.devicePixelRatio() == dpr


def test_card_pictures_follow_the_four_colour_deck(
    qtbot: QtBot, pages: Path, window: MainWindow
) -> None:
    window.open_guide_at("cribbage", "show")
    browser = guide_window(window).browser()
    dpr = browser.devicePixelRatioF()
    url = QUrl("card:5D")
    kind = QTextDocument.ResourceType.ImageResource
    standard = card_picture(Card.parse("5D"), GUIDE_CARD_HEIGHT, dpr)
    four = card_picture(Card.parse("5D"), GUIDE_CARD_HEIGHT, dpr, four_colour=True)
    assert browser.document().resource(kind, url).cacheKey() == standard.cacheKey()
    window.four_colour_action.trigger()
    assert browser.document().resource(kind, url).cacheKey() == four.cacheKey()
    quick = window.quick_reference.browser().document().resource(kind, url)
    assert (
        quick.toImage()
        == card_picture(Card.parse("5D"), QUICK_CARD_HEIGHT, dpr, four_colour=True).toImage()
    )


# --- the window in the program -----------------------------------------------------------


def skruuvi_practice(seed: int = 4) -> tuple[NewGame, int]:
    base = default_new_game("skruuvi")
    return NewGame("skruuvi", {**base.options, "length": "alkupeli"}, base.seats), seed


def test_f1_opens_the_section_of_the_phase(qtbot: QtBot, pages: Path, window: MainWindow) -> None:
    QTest.keyClick(window, Qt.Key.Key_F1)
    viewer = guide_window(window)
    assert viewer.isVisible()
    assert (viewer.game_id, viewer.section_id) == ("cribbage", "overview")
    window.start_match(*skruuvi_practice())
    driver = window.driver
    assert driver is not None
    qtbot.waitUntil(lambda: driver.match.state.public_observation().phase == "first_bidding")
    window.activateWindow()
    QTest.keyClick(window, Qt.Key.Key_F1)
    assert window.guide is viewer, "one guide window"
    assert (viewer.game_id, viewer.section_id) == ("skruuvi", "first-bidding")
    assert "Body of skruuvi first-bidding in en." in viewer.text()


def test_escape_closes_the_guide(qtbot: QtBot, pages: Path, window: MainWindow) -> None:
    QTest.keyClick(window, Qt.Key.Key_F1)
    viewer = guide_window(window)
    assert viewer.isVisible()
    viewer.activateWindow()
    qtbot.waitUntil(viewer.isActiveWindow)
    QTest.keyClick(viewer, Qt.Key.Key_Escape)
    assert not viewer.isVisible()


def test_f1_without_a_game_opens_the_game_last_read(
    qtbot: QtBot, pages: Path, window: MainWindow
) -> None:
    window.open_guide_at("squint", "play")
    guide_window(window).close()
    window.show_current_guide()
    assert (guide_window(window).game_id, guide_window(window).section_id) == (
        "squint",
        "overview",
    )


def test_the_guide_follows_a_language_switch(qtbot: QtBot, pages: Path, window: MainWindow) -> None:
    window.open_guide_at("cribbage", "play")
    viewer = guide_window(window)
    window.apply_settings(dataclasses.replace(window.settings, language="fi"))
    qtbot.waitUntil(lambda: "Body of cribbage play in fi." in viewer.text())
    assert viewer.contents()[0] == fake_title("overview", "fi")
    assert viewer.windowTitle() == "Sääntöopas — Cribbage"


def test_the_quick_reference_follows_the_game_and_language(
    qtbot: QtBot, pages: Path, window: MainWindow, translations: Translations
) -> None:
    dock = window.quick_reference
    window.quick_reference_action.setChecked(True)
    window.retranslate()
    assert dock.isVisible()
    assert "Body of cribbage quick in en." in dock.text()
    choice = default_new_game("squint")
    window.start_match(choice, seed=3)
    assert "Body of squint quick in en." in dock.text()
    window.apply_settings(dataclasses.replace(window.settings, language="nb"))
    qtbot.waitUntil(lambda: "Body of squint quick in nb." in dock.text())
    window.quick_reference_action.trigger()
    assert not dock.isVisible()


def test_a_link_in_the_quick_reference_opens_the_guide(
    qtbot: QtBot, pages: Path, window: MainWindow
) -> None:
    window.quick_reference_action.setChecked(True)
    window.quick_reference.raise_()
    qtbot.waitExposed(window.quick_reference)
    click_link(qtbot, window.quick_reference.browser(), "#play")
    assert (guide_window(window).game_id, guide_window(window).section_id) == (
        "cribbage",
        "play",
    )


def test_the_quick_reference_dock_is_remembered(
    qtbot: QtBot, pages: Path, window: MainWindow, translations: Translations
) -> None:
    """Closed or open, the dock comes back as it was, as the window's layout is saved."""
    for shown in (False, True):
        if window.quick_reference_action.isChecked() != shown:
            window.quick_reference_action.trigger()
        state = bytes(window.saveState().toBase64().data()).decode()
        settings = dataclasses.replace(window.settings, window_state=state)
        other = MainWindow(settings, translations, persist=False)
        qtbot.addWidget(other)
        other.show()
        assert other.quick_reference_action.isChecked() == shown
        assert other.quick_reference.isVisible() == shown


# --- the real pages ----------------------------------------------------------------------


@pytest.mark.parametrize(("game", "lang"), REAL_PAGES)
def test_real_page_opens_with_every_section_and_card(
    qtbot: QtBot, window: MainWindow, translations: Translations, game: str, lang: str
) -> None:
    page = load_page(game, lang)  # a missing page fails here
    translations.install(lang)
    window.retranslate()
    window.open_guide_at(game, "overview")
    viewer = guide_window(window)
    assert viewer.page == page, "the page in the interface language, not the English one"
    assert viewer.contents() == [section.title for section in page.sections]
    dpr = viewer.browser().devicePixelRatioF()
    for section in page.sections:
        window.open_guide_at(game, section.id)
        assert viewer.section_id == section.id
        assert section.title in viewer.text()
        for row in section.card_rows():
            for card in row:
                picture = (
                    viewer.browser()
                    .document()
                    .resource(QTextDocument.ResourceType.ImageResource, QUrl(f"card:{card}"))
                )
                assert isinstance(picture, QPixmap) and not picture.isNull(), (section.id, card)
                assert picture.height() == round(GUIDE_CARD_HEIGHT * dpr)


def test_the_quick_reference_adds_the_traditional_tables_only_when_played(
    qtbot: QtBot, pages: Path, window: MainWindow
) -> None:
    dock = window.quick_reference
    choice = default_new_game("skruuvi")
    window.start_match(choice, seed=3)
    assert "Body of skruuvi quick in en." in dock.text()
    assert "Body of skruuvi quick-traditional in en." not in dock.text()
    traditional = dataclasses.replace(choice, options={**choice.options, "scoring": "traditional"})
    window.start_match(traditional, seed=3)
    assert "Body of skruuvi quick-traditional in en." in dock.text()


@pytest.mark.parametrize("lang", GUIDE_LANGUAGES)
def test_the_contents_show_every_title_whole(qtbot: QtBot, lang: str) -> None:
    """The contents widen to their longest title (the Norwegian quick reference's among
    them), and each title is there on hover too."""
    viewer = GuideWindow(lang)
    qtbot.addWidget(viewer)
    viewer.resize(960, 680)
    viewer.open_at("skruuvi", "overview")
    viewer.show()
    qtbot.waitExposed(viewer)
    listed = viewer.findChild(QListWidget, "guide_contents")
    assert listed is not None
    metrics = listed.fontMetrics()
    room = listed.viewport().width()
    for row in range(listed.count()):
        item = listed.item(row)
        assert item.toolTip() == item.text()
        assert metrics.horizontalAdvance(item.text()) + 8 <= room, item.text()
