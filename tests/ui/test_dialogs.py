"""Every dialog opens in every language, shows its words in it, and returns what was chosen."""

from __future__ import annotations

import errno

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QMessageBox,
    QProxyStyle,
    QStyle,
    QWidget,
)
from pytestqt.qtbot import QtBot

from skruuvi_gui.match import SeatConfig
from skruuvi_gui.match.seats import SEAT_KINDS
from skruuvi_gui.rules import GAMES, game_spec
from skruuvi_gui.settings import Settings
from skruuvi_gui.storage import FileProblem
from skruuvi_gui.ui.dialogs.about import AboutDialog
from skruuvi_gui.ui.dialogs.file_messages import (
    problem_text,
    report_damage,
    unopenable_text,
    unsaved_text,
)
from skruuvi_gui.ui.dialogs.labels import option_label, option_value
from skruuvi_gui.ui.dialogs.new_game import (
    UNNAMED,
    NewGame,
    NewGameDialog,
    default_new_game,
    remembered_rules,
    shown_names,
)
from skruuvi_gui.ui.dialogs.settings_dialog import SettingsDialog
from skruuvi_gui.ui.i18n import Translations

TITLES = {
    "en": ("New game", "Settings", "About Korttipöytä"),
    "fi": ("Uusi peli", "Asetukset", "Tietoja Korttipöydästä"),
    "nb": ("Nytt spill", "Innstillinger", "Om Korttipöytä"),
}
CANCEL = {"en": "Cancel", "fi": "Peruuta", "nb": "Avbryt"}


@pytest.mark.parametrize("language", ["en", "fi", "nb"])
def test_every_dialog_opens_in_every_language(
    qtbot: QtBot, translations: Translations, language: str
) -> None:
    translations.install(language)
    dialogs = (NewGameDialog(), SettingsDialog(Settings()), AboutDialog())
    for dialog, title in zip(dialogs, TITLES[language], strict=True):
        qtbot.addWidget(dialog)
        dialog.show()
        assert dialog.windowTitle() == title
        dialog.reject()
    buttons = dialogs[0].findChild(QDialogButtonBox)
    assert buttons is not None
    assert buttons.button(QDialogButtonBox.StandardButton.Cancel).text() == CANCEL[language]


def test_message_box_buttons_speak_bokmal(qtbot: QtBot, translations: Translations) -> None:
    translations.install("nb")
    box = QMessageBox(QMessageBox.Icon.Question, "", "", QMessageBox.StandardButton.Yes)
    box.addButton(QMessageBox.StandardButton.No)
    box.addButton(QMessageBox.StandardButton.Cancel)
    qtbot.addWidget(box)
    texts = {b.text().replace("&", "") for b in box.buttons()}
    assert texts == {"Ja", "Nei", "Avbryt"}


def test_switching_language_retranslates_an_open_dialog(
    qtbot: QtBot, translations: Translations
) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "New game"
    name = dialog.findChild(QLineEdit, "seat_name_1")
    assert name is not None and name.text() == "Maija"
    translations.install("nb")
    qtbot.waitUntil(lambda: dialog.windowTitle() == "Nytt spill")
    assert name.text() == "Kari"  # a default name follows the language, a typed one stays
    name.setText("Aino")
    name.setModified(True)
    translations.install("en")
    qtbot.waitUntil(lambda: dialog.windowTitle() == "New game")
    assert name.text() == "Aino"


def test_the_start_button_keeps_its_word_through_a_change_of_language(
    qtbot: QtBot, translations: Translations
) -> None:
    """Qt's button box names its standard buttons again when the language changes ("OK"):
    the New game dialog's Start button is its own, and says Start in the new language."""
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    box = dialog.findChild(QDialogButtonBox)
    assert box is not None

    def start_text() -> str:
        (start,) = [b for b in box.buttons() if box.buttonRole(b) == box.ButtonRole.AcceptRole]
        return start.text()

    assert start_text() == "Start"
    translations.install("fi")
    qtbot.waitUntil(lambda: dialog.windowTitle() == "Uusi peli")
    qtbot.wait(50)  # every widget's language change delivered, the box's own too
    assert start_text() == "Aloita"


class _PicturedButtons(QProxyStyle):
    """The application's style, but one that puts pictures on a dialog's buttons (as the
    desktop's does where Cancel shows one; the offscreen style shows none)."""

    def styleHint(self, hint, option=None, widget=None, returnData=None):  # type: ignore[no-untyped-def]  # noqa: N802, N803
        if hint == QStyle.StyleHint.SH_DialogButtonBox_ButtonsHaveIcons:
            return 1
        return super().styleHint(hint, option, widget, returnData)


@pytest.mark.parametrize("pictured", [False, True])
def test_the_start_button_has_a_picture_where_the_style_gives_dialog_buttons_one(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, pictured: bool
) -> None:
    """Cancel is a standard button and shows the style's picture where the style gives
    one; Start is the dialog's own, and shows the OK picture then too."""
    if pictured:
        style = _PicturedButtons(QApplication.style().name())
        monkeypatch.setattr(NewGameDialog, "style", lambda self: style)
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    box = dialog.findChild(QDialogButtonBox)
    assert box is not None
    (start,) = [b for b in box.buttons() if box.buttonRole(b) == box.ButtonRole.AcceptRole]
    assert start.icon().isNull() is not pictured


def test_new_game_seats_follow_the_number_of_players(qtbot: QtBot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    assert len(dialog.choice().seats) == 2
    players = dialog.findChild(QComboBox, "option_num_players")
    assert players is not None
    players.setCurrentIndex(2)  # 4 players, partnerships
    choice = dialog.choice()
    assert choice.options["num_players"] == 4
    assert [s.name for s in choice.seats] == [UNNAMED, "Maija", "Pekka", "Liisa"]
    assert shown_names(choice.seats) == ["You", "Maija", "Pekka", "Liisa"]
    assert [s.kind for s in choice.seats] == ["human", "bot", "bot", "bot"]


def test_no_default_name_is_another_seats_name(qtbot: QtBot) -> None:
    """A name kept from the last game (or typed) may be another seat's default: that seat
    takes a default nobody at the table has, so no two seats are called the same."""
    last = NewGame("cribbage", {}, (SeatConfig("Aino", "human"), SeatConfig("Pekka", "human")))
    dialog = NewGameDialog(last)
    qtbot.addWidget(dialog)
    game = dialog.findChild(QComboBox, "game")
    assert game is not None
    game.setCurrentIndex(game.findData("skruuvi"))
    names = [seat.name for seat in dialog.choice().seats]
    assert names[:2] == ["Aino", "Pekka"] and len(set(names)) == 4
    third, fourth = (dialog.findChild(QLineEdit, f"seat_name_{seat}") for seat in (2, 3))
    assert third is not None and fourth is not None
    taken = third.text()
    fourth.selectAll()
    QTest.keyClicks(fourth, taken)  # a person types the name the third seat shows
    names = [seat.name for seat in dialog.choice().seats]
    assert names[3] == taken and len(set(names)) == 4


def test_the_ledgers_rounding_is_offered_only_with_traditional_scoring(qtbot: QtBot) -> None:
    """Rounding the ledger to 5 belongs to the traditional sheet: with any other scoring
    it is greyed and unset, so no game starts with it set where it changes nothing."""
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    game = dialog.findChild(QComboBox, "game")
    assert game is not None
    game.setCurrentIndex(game.findData("skruuvi"))
    scoring = dialog.findChild(QComboBox, "option_scoring")
    rounding = dialog.findChild(QCheckBox, "option_round_to_five")
    assert scoring is not None and rounding is not None
    assert dialog.choice().options["scoring"] == "modern" and not rounding.isEnabled()
    scoring.setCurrentIndex(2)  # traditional
    assert rounding.isEnabled()
    rounding.setChecked(True)
    assert dialog.choice().options["round_to_five"] is True
    scoring.setCurrentIndex(0)
    assert not rounding.isEnabled() and dialog.choice().options["round_to_five"] is False


def test_new_game_reads_every_choice(qtbot: QtBot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    length = dialog.findChild(QComboBox, "option_target_score")
    misere = dialog.findChild(QCheckBox, "option_misere")
    kind = dialog.findChild(QComboBox, "seat_kind_1")
    name = dialog.findChild(QLineEdit, "seat_name_1")
    assert length is not None and misere is not None and kind is not None and name is not None
    assert length.currentText() == "121 (twice round)"
    length.setCurrentIndex(1)
    misere.setChecked(True)
    kind.setCurrentIndex(0)
    name.setText("Aino")
    choice = dialog.choice()
    assert choice.options["target_score"] == 61
    assert choice.options["misere"] is True
    assert choice.seats[1].name == "Aino" and choice.seats[1].is_human


def test_last_choice_round_trips_through_settings_form(qtbot: QtBot) -> None:
    choice = default_new_game()
    again = NewGame.from_dict(choice.as_dict())
    assert again == choice
    dialog = NewGameDialog(again)
    qtbot.addWidget(dialog)
    assert dialog.choice() == choice
    with pytest.raises(ValueError):
        NewGame.from_dict({**choice.as_dict(), "seats": choice.as_dict()["seats"][:1]})


def test_each_game_comes_back_with_the_rules_last_chosen_for_it(qtbot: QtBot) -> None:
    """The settings keep each game's rules beside the last choice: a game chosen in the
    dialog brings its own, and one left and chosen again keeps what was set in it."""
    last = {
        **NewGame("skruuvi", {"length": "alkupeli"}, default_new_game("skruuvi").seats).as_dict(),
        "rules": {"cribbage": {"target_score": 61}, "skruuvi": {"length": "session"}},
    }
    rules = remembered_rules(last)
    assert rules["cribbage"] == {"target_score": 61}
    assert rules["skruuvi"]["length"] == "alkupeli"  # the last choice counts most
    dialog = NewGameDialog(NewGame.from_dict(last), None, rules)
    qtbot.addWidget(dialog)
    game = dialog.findChild(QComboBox, "game")
    assert game is not None
    game.setCurrentIndex(game.findData("cribbage"))
    assert dialog.choice().options["target_score"] == 61
    misere = dialog.findChild(QCheckBox, "option_misere")
    assert misere is not None
    misere.setChecked(True)
    game.setCurrentIndex(game.findData("squint"))
    assert dialog.choice().options == GAMES["squint"].default_options()
    game.setCurrentIndex(game.findData("skruuvi"))
    assert dialog.choice().options["length"] == "alkupeli"
    game.setCurrentIndex(game.findData("cribbage"))
    assert dialog.choice().options["target_score"] == 61 and dialog.choice().options["misere"]
    # What was set for a game not started is kept too, for the next time.
    length = dialog.findChild(QComboBox, "option_length")
    assert length is None  # cribbage shows no length
    game.setCurrentIndex(game.findData("skruuvi"))
    length = dialog.findChild(QComboBox, "option_length")
    assert length is not None
    length.setCurrentIndex(length.findText("One robber"))
    game.setCurrentIndex(game.findData("cribbage"))
    kept = dialog.rules()
    assert kept["skruuvi"]["length"] == "robber" and kept["cribbage"]["misere"]
    assert kept["squint"] == GAMES["squint"].default_options()
    assert remembered_rules({"rules": "damaged", "game": 3}) == {}


def test_settings_dialog_returns_the_edited_settings(qtbot: QtBot) -> None:
    dialog = SettingsDialog(Settings(trick_pause_ms=900))
    qtbot.addWidget(dialog)
    combos = dialog.findChildren(QComboBox)
    language, felt, back, curtain, pace = combos
    language.setCurrentIndex(2)  # system, en, fi, nb
    felt.setCurrentIndex(1)
    back.setCurrentIndex(1)
    assert dialog.settings().hotseat_curtain == "face_down"
    assert [curtain.itemText(i) for i in range(curtain.count())] == [
        "Hand face down until turned up",
        "Curtain before every turn",
        "Cribbage: curtain only before the discard",
    ]
    curtain.setCurrentIndex(2)
    result = dialog.settings()
    assert (result.language, result.felt, result.card_back) == ("fi", "blue", "red")
    assert result.trick_pause_ms == 900
    assert result.hotseat_curtain == "hidden_hands"
    assert language.itemText(3) == "norsk bokmål"
    assert [pace.itemText(i) for i in range(pace.count())] == ["Step by step", "At a steady pace"]
    assert result.show_pace == "step_by_step"
    pace.setCurrentIndex(1)
    assert dialog.settings().show_pace == "steady"


def test_every_settings_label_tells_what_its_field_tells(qtbot: QtBot) -> None:
    """Hovering over "Between turns at a shared screen" explains it as hovering over its
    choices does."""
    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    labels = [label for label in dialog.findChildren(QLabel) if label.buddy() is not None]
    assert len(labels) >= 7
    for label in labels:
        buddy = label.buddy()
        assert buddy is not None and buddy.toolTip()
        assert label.toolTip() == buddy.toolTip()


def test_settings_dialog_offers_larger_cards_and_the_contrast_felt(qtbot: QtBot) -> None:
    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    felt = dialog.findChildren(QComboBox)[1]
    assert felt.itemText(felt.count() - 1) == "High contrast (black)"
    felt.setCurrentIndex(felt.count() - 1)
    (large,) = dialog.findChildren(QCheckBox)
    assert large.text() == "Larger cards" and not large.isChecked()
    large.setChecked(True)
    result = dialog.settings()
    assert (result.felt, result.large_cards) == ("contrast", True)


MOVED = "current.json.damaged-20250101T120000Z"
RESTORED = FileProblem("current.json", "not_json", MOVED, "restored", "current.json.bak")
LOST_BOTH = FileProblem(
    "settings.json",
    "not_text",
    "settings.json.damaged-20250101T120000Z",
    "backup_damaged",
    "settings.json.bak",
    "settings.json.bak.damaged-20250101T120000Z",
    "settings.json cannot be read: not a text file",
)
DAMAGE_WORDS = {
    "en": (
        "current.json could not be read: its contents are damaged or cut short. It was moved "
        f"aside as {MOVED}. The previous version was restored from current.json.bak.",
        "settings.json could not be read: it is not a text file. It was moved aside as "
        "settings.json.damaged-20250101T120000Z. Its backup was damaged too and was moved "
        "aside as settings.json.bak.damaged-20250101T120000Z.",
    ),
    "fi": (
        "Tiedostoa current.json ei voitu lukea: sen sisältö on vioittunut tai katkennut. Se "
        f"siirrettiin syrjään nimellä {MOVED}. Edellinen versio palautettiin tiedostosta "
        "current.json.bak.",
        "Tiedostoa settings.json ei voitu lukea: se ei ole tekstitiedosto. Se siirrettiin "
        "syrjään nimellä settings.json.damaged-20250101T120000Z. Myös sen varmuuskopio oli "
        "vioittunut, ja se siirrettiin syrjään nimellä "
        "settings.json.bak.damaged-20250101T120000Z.",
    ),
    "nb": (
        "current.json kunne ikke leses: innholdet er skadet eller avkortet. Den ble flyttet "
        f"til side som {MOVED}. Forrige versjon ble hentet tilbake fra current.json.bak.",
        "settings.json kunne ikke leses: den er ingen tekstfil. Den ble flyttet til side som "
        "settings.json.damaged-20250101T120000Z. Sikkerhetskopien var også skadet og ble "
        "flyttet til side som settings.json.bak.damaged-20250101T120000Z.",
    ),
}


@pytest.mark.parametrize("language", ["en", "fi", "nb"])
def test_a_damaged_file_is_told_in_the_users_language(
    translations: Translations, language: str
) -> None:
    translations.install(language)
    assert (problem_text(RESTORED), problem_text(LOST_BOTH)) == DAMAGE_WORDS[language]


@pytest.mark.parametrize(
    ("language", "title", "details"),
    [
        ("en", "A saved file was damaged", "Details: "),
        ("fi", "Tallennettu tiedosto oli vioittunut", "Tekniset tiedot: "),
        ("nb", "En lagret fil var skadet", "Tekniske detaljer: "),
    ],
)
def test_the_damage_report_keeps_the_technical_reason_as_details(
    translations: Translations,
    monkeypatch: pytest.MonkeyPatch,
    language: str,
    title: str,
    details: str,
) -> None:
    translations.install(language)
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(
        QMessageBox, "exec", lambda box: shown.append((box.windowTitle(), box.text()))
    )
    report_damage(None, LOST_BOTH)
    assert shown == [
        (
            title,
            f"{DAMAGE_WORDS[language][1]}\n\n{details}"
            "settings.json cannot be read: not a text file",
        )
    ]


@pytest.mark.parametrize(
    ("language", "texts"),
    [
        (
            "en",
            (
                "game.json cannot be opened: it is damaged, another program's, or from a "
                "newer version.",
                "game.json cannot be opened.",
                "game.json could not be saved: the disk is full.",
            ),
        ),
        (
            "fi",
            (
                "Tiedostoa game.json ei voi avata: se on vioittunut, toisen ohjelman tai "
                "uudemman version tekemä.",
                "Tiedostoa game.json ei voi avata.",
                "Tiedostoa game.json ei voitu tallentaa: levy on täynnä.",
            ),
        ),
        (
            "nb",
            (
                "game.json kan ikke åpnes: den er skadet, tilhører et annet program eller er "
                "fra en nyere versjon.",
                "game.json kan ikke åpnes.",
                "game.json kunne ikke lagres: disken er full.",
            ),
        ),
    ],
)
def test_open_and_save_failures_are_told_in_the_users_language(
    translations: Translations, language: str, texts: tuple[str, str, str]
) -> None:
    translations.install(language)
    said = (
        unopenable_text("game.json", "unusable"),
        unopenable_text("game.json", None),
        unsaved_text("game.json", OSError(errno.ENOSPC, "No space left on device")),
    )
    assert said == texts


@pytest.mark.parametrize(
    ("language", "session", "purku", "bid_suit"),
    [
        ("en", "A full session", "A full session with purku", "Your own bid card's suit only"),
        ("fi", "Koko sitsi", "Koko sitsi purkuineen", "Vain oman tarjouskortin maa"),
        ("nb", "Fullt spill", "Fullt spill med purku", "Bare fargen på eget meldekort"),
    ],
)
def test_option_words_hold_for_every_table_size(
    translations: Translations, language: str, session: str, purku: str, bid_suit: str
) -> None:
    translations.install(language)
    assert option_value("length", "session") == session
    assert option_value("length", "purku") == purku
    assert option_value("four_one_solo_trump", "bid_suit") == bid_suit


def test_every_option_of_every_game_has_words(qtbot: QtBot) -> None:
    """No option, and no named choice, that the engines offer shows as its identifier."""
    for game_id in GAMES:
        for option in game_spec(game_id).options:
            assert option_label(option.key) != option.key
            named = [value for value in option.choices if isinstance(value, str)]
            assert all(option_value(option.key, value) != value for value in named), option


def test_several_people_do_not_all_hear_you(qtbot: QtBot) -> None:
    """With two people at one screen the first seat's default name is no longer "You"."""
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    first = dialog.findChild(QLineEdit, "seat_name_0")
    assert first is not None and first.text() == "You"
    second = dialog.findChild(QComboBox, "seat_kind_1")
    assert second is not None
    second.setCurrentIndex(SEAT_KINDS.index("human"))
    assert first.text() == "Aino"
    assert [seat.name for seat in dialog.choice().seats][:2] == ["Aino", "Maija"]
    second.setCurrentIndex(SEAT_KINDS.index("bot"))
    assert first.text() == "You"


def test_a_computer_in_the_first_seat_is_not_called_you(qtbot: QtBot) -> None:
    """The person at the screen is "You": a computer there (a table to watch, or the person
    sitting elsewhere) takes a name, in the dialog and in a game or record kept unnamed."""
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    first = dialog.findChild(QLineEdit, "seat_name_0")
    kind = dialog.findChild(QComboBox, "seat_kind_0")
    assert first is not None and kind is not None
    kind.setCurrentIndex(SEAT_KINDS.index("bot"))
    assert first.text() == "Aino"
    kind.setCurrentIndex(SEAT_KINDS.index("human"))
    assert first.text() == "You"
    seats = (SeatConfig(UNNAMED, "bot", "easy"), SeatConfig("Maija", "human"))
    assert shown_names(seats) == ["Aino", "Maija"]
    assert shown_names((SeatConfig(UNNAMED, "human"), seats[1])) == ["You", "Maija"]


def test_new_game_dialog_fits_the_chosen_game(qtbot: QtBot) -> None:
    """Cribbage has more rule choices than Skruuvi; switching leaves no gap behind."""
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    game = dialog.findChildren(QComboBox)[0]
    game.setCurrentIndex(list(GAMES).index("cribbage"))
    tall = dialog.sizeHint().height()
    game.setCurrentIndex(list(GAMES).index("skruuvi"))
    qtbot.waitUntil(lambda: dialog.height() < tall)
    assert dialog.height() == dialog.sizeHint().height()


@pytest.mark.parametrize("game_id", GAMES)
def test_tab_goes_from_the_game_through_its_rules_to_the_seats(qtbot: QtBot, game_id: str) -> None:
    """By keyboard the dialog reads as it stands: the game, its rules, then the seats, also
    after another game was chosen (its rules are made anew)."""
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    game = dialog.findChild(QComboBox)
    assert game is not None
    game.setCurrentIndex(game.findData(game_id))
    game.setFocus()
    qtbot.waitUntil(game.hasFocus)
    options = game_spec(game_id).options
    defaults = {option.key: option.default for option in options}
    # An option greyed for want of another's value is passed over, as Tab passes over any.
    offered = [
        option
        for option in options
        if option.only_with is None or defaults[option.only_with[0]] == option.only_with[1]
    ]
    reached: list[QWidget] = []
    for _ in range(len(offered) + 1):
        focused = QApplication.focusWidget()
        assert focused is not None
        QTest.keyClick(focused, Qt.Key.Key_Tab)
        reached.append(focused.window().focusWidget())
    rules = [widget.objectName() for widget in reached[:-1]]
    assert rules == [f"option_{option.key}" for option in offered]
    seat_name = reached[-1]
    assert isinstance(seat_name, QLineEdit) and seat_name.text() == "You"
