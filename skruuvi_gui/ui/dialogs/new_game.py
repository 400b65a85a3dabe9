"""The new-game dialog: which game, its rule options, and who sits where.

The choices travel as a ``NewGame`` value; ``as_dict``/``from_dict`` turn it into the plain
JSON kept in settings as the last configuration, so the next game starts from it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QTranslator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLayout,
    QLineEdit,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from skruuvi_gui.bots import levels, strongest_level
from skruuvi_gui.match import SeatConfig
from skruuvi_gui.match.seats import MAX_NAME_LENGTH, SEAT_KINDS, SeatKind, capped_name
from skruuvi_gui.rules import GAMES, game_spec
from skruuvi_gui.rules.api import OptionSpec
from skruuvi_gui.ui.dialogs.labels import (
    game_name,
    level_name,
    option_description,
    option_label,
    option_value,
)
from skruuvi_gui.ui.i18n import TRANSLATED, ensure_qm
from skruuvi_gui.ui.screen_fit import Centring
from skruuvi_gui.ui.tips import tip_text

translate = QCoreApplication.translate

MAX_SEATS = 5
HUMAN, BOT = SEAT_KINDS


@dataclass(frozen=True)
class NewGame:
    """Everything needed to start a match."""

    game_id: str
    options: Mapping[str, Any]
    seats: tuple[SeatConfig, ...]

    def as_dict(self) -> dict[str, Any]:
        return {
            "game": self.game_id,
            "options": dict(self.options),
            "seats": [{"name": s.name, "kind": s.kind, "level": s.level} for s in self.seats],
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> NewGame:
        """Rebuild a saved choice; ``ValueError``/``KeyError`` when it no longer fits a game."""
        spec = game_spec(str(data["game"]))
        options = spec.check_options(dict(data.get("options", {})))
        seats = tuple(
            SeatConfig(
                stored_name(i, capped_name(str(s["name"]))),
                _seat_kind(s["kind"]),
                str(s.get("level", "normal")),
            )
            for i, s in enumerate(data["seats"])
        )
        if len(seats) != spec.num_seats(options):
            raise ValueError("the seats do not fit the options")
        return cls(spec.id, options, seats)


def _seat_kind(value: object) -> SeatKind:
    for kind in SEAT_KINDS:
        if kind == value:
            return kind
    raise ValueError(f"no seat kind {value!r}")


#: Default seat names, the first for the person at the screen; translated where shown.
DEFAULT_NAMES: tuple[str, ...] = tuple(
    str(name)
    for name in (
        QT_TRANSLATE_NOOP("NewGameDialog", "You"),
        QT_TRANSLATE_NOOP("NewGameDialog", "Maija"),
        QT_TRANSLATE_NOOP("NewGameDialog", "Pekka"),
        QT_TRANSLATE_NOOP("NewGameDialog", "Liisa"),
        QT_TRANSLATE_NOOP("NewGameDialog", "Ville"),
    )
)


def default_name(seat: int) -> str:
    """A friendly default name for ``seat`` in the current language."""
    return translate("NewGameDialog", DEFAULT_NAMES[seat])


#: The first seat's default name when several people share the screen: "You" would then
#: mean a different person on every turn.
HOTSEAT_FIRST_NAME = str(QT_TRANSLATE_NOOP("NewGameDialog", "Aino"))


def first_seat_name(people: int, *, person: bool = True) -> str:
    """The first seat's default name with ``people`` persons at the table: "You" only for
    the one person at the screen (``person``: the first seat is theirs), a name otherwise,
    so that a computer there never reads "You puts two cards in the crib"."""
    if people == 1 and person:
        return default_name(0)
    return translate("NewGameDialog", HOTSEAT_FIRST_NAME)


#: The name kept for the person at the screen who gave none: drawn as "You", "Sinä" or "Du"
#: in the language of the moment, so a change of language changes it too.
UNNAMED = ""


@cache
def _first_seat_defaults() -> frozenset[str]:
    """The first seat's default in every language: what a name was kept as before an
    unnamed seat was kept unnamed."""
    found = {DEFAULT_NAMES[0]}
    for language in TRANSLATED:
        path = ensure_qm(language)
        translator = QTranslator()
        if path is not None and translator.load(str(path)):
            found.add(translator.translate("NewGameDialog", DEFAULT_NAMES[0]) or DEFAULT_NAMES[0])
    return frozenset(found)


def stored_name(seat: int, name: str) -> str:
    """What a seat's name is kept as: the first seat's default, in any language, as no name."""
    return UNNAMED if seat == 0 and name in _first_seat_defaults() else name


def shown_name(seat: int, name: str, *, person: bool = True) -> str:
    """A seat's name as drawn now: a seat without a name by its default in this language
    (the first seat's is "You" for a person only)."""
    if stored_name(seat, name) != UNNAMED:
        return name
    return default_name(seat) if person or seat != 0 else first_seat_name(0)


def shown_names(seats: Sequence[SeatConfig]) -> list[str]:
    return [shown_name(index, seat.name, person=seat.is_human) for index, seat in enumerate(seats)]


def is_default_name(seat: int, name: str) -> bool:
    """Whether ``name`` is the seat's default (in English or the current language), so it
    follows a change of language instead of staying as if typed."""
    defaults = [UNNAMED, DEFAULT_NAMES[seat], default_name(seat)]
    if seat == 0:
        defaults += [HOTSEAT_FIRST_NAME, first_seat_name(2)]
    return name in defaults


def default_new_game(game_id: str = "cribbage") -> NewGame:
    """One person against computer players at the normal level (where the game has one),
    default rules."""
    spec = game_spec(game_id)
    options = spec.default_options()
    level = "normal" if "normal" in levels(game_id) else strongest_level(game_id)
    seats = tuple(
        SeatConfig(stored_name(i, default_name(i)), HUMAN if i == 0 else BOT, level)
        for i in range(spec.num_seats(options))
    )
    return NewGame(spec.id, options, seats)


class _SeatRow:
    """The widgets of one seat: name, human or computer, and the computer's level."""

    def __init__(self, seat: int, grid: QGridLayout) -> None:
        self.seat = seat
        self.label = QLabel()
        self.name = QLineEdit()
        self.name.setMaxLength(MAX_NAME_LENGTH)
        self.name.setObjectName(f"seat_name_{seat}")
        self.kind = QComboBox()
        self.kind.setObjectName(f"seat_kind_{seat}")
        for _ in SEAT_KINDS:
            self.kind.addItem("")
        self.level = QComboBox()
        self.level.setObjectName(f"seat_level_{seat}")
        self.kind.currentIndexChanged.connect(self._kind_changed)
        for column, widget in enumerate((self.label, self.name, self.kind, self.level)):
            grid.addWidget(widget, seat + 1, column)

    def _kind_changed(self) -> None:
        self.level.setEnabled(SEAT_KINDS[self.kind.currentIndex()] == BOT)

    def set_levels(self, offered: tuple[str, ...]) -> None:
        """Offer the levels the game has, keeping the chosen one when it is among them."""
        current = self.level.currentData()
        self.level.clear()
        for level in offered:
            self.level.addItem(level_name(level), level)
        if current not in offered:
            current = "normal" if "normal" in offered else offered[-1]
        self.level.setCurrentIndex(offered.index(current))

    def set_config(self, config: SeatConfig) -> None:
        self.name.setText(shown_name(self.seat, config.name, person=config.kind == HUMAN))
        self.name.setModified(not is_default_name(self.seat, config.name))
        self.kind.setCurrentIndex(SEAT_KINDS.index(config.kind))
        self.level.setCurrentIndex(max(0, self.level.findData(config.level)))
        self._kind_changed()

    def config(self) -> SeatConfig:
        name = self.name.text().strip() or default_name(self.seat)
        kind = SEAT_KINDS[self.kind.currentIndex()]
        return SeatConfig(stored_name(self.seat, name), kind, str(self.level.currentData()))

    def set_visible(self, visible: bool) -> None:
        for widget in (self.label, self.name, self.kind, self.level):
            widget.setVisible(visible)

    def retranslate(self) -> None:
        seat = str(self.seat + 1)
        self.label.setText(translate("NewGameDialog", "Seat {n}").replace("{n}", seat))
        self.kind.setItemText(SEAT_KINDS.index(HUMAN), translate("NewGameDialog", "Person"))
        self.kind.setItemText(SEAT_KINDS.index(BOT), translate("NewGameDialog", "Computer"))
        # Each field is named with its seat, as the row's label shows it to the eye.
        fields = (
            (
                self.name,
                translate("NewGameDialog", "Seat {n}: name"),
                translate(
                    "NewGameDialog", "The name shown at this seat and kept in the statistics"
                ),
            ),
            (
                self.kind,
                translate("NewGameDialog", "Seat {n}: player"),
                translate("NewGameDialog", "Whether a person or the computer plays this seat"),
            ),
            (
                self.level,
                translate("NewGameDialog", "Seat {n}: computer level"),
                translate("NewGameDialog", "How well the computer plays this seat"),
            ),
        )
        for widget, name, about in fields:
            widget.setAccessibleName(name.replace("{n}", seat))
            widget.setToolTip(tip_text(about))
            widget.setAccessibleDescription(about)
        for i in range(self.level.count()):
            self.level.setItemText(i, level_name(str(self.level.itemData(i))))
        if not self.name.isModified():
            self.name.setText(default_name(self.seat))


def remembered_rules(last: Mapping[str, Any]) -> dict[str, dict[str, Any]]:
    """The rules last chosen for each game, as the settings keep them beside the last
    choice (``"rules"``: game id to options); the last choice's own rules count most."""
    kept = last.get("rules")
    rules = (
        {str(game): dict(options) for game, options in kept.items() if isinstance(options, Mapping)}
        if isinstance(kept, Mapping)
        else {}
    )
    game, options = last.get("game"), last.get("options")
    if isinstance(game, str) and isinstance(options, Mapping):
        rules[game] = dict(options)
    return rules


class NewGameDialog(QDialog):
    """Choose a game, its rules and its players; ``choice()`` reads the result. ``rules``
    are the rules last chosen for each game: a game chosen in the dialog comes with them."""

    def __init__(
        self,
        initial: NewGame | None = None,
        parent: QWidget | None = None,
        rules: Mapping[str, Mapping[str, Any]] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("NewGameDialog")
        self._rules_by_game = {game: dict(options) for game, options in (rules or {}).items()}
        self._game = QComboBox()
        self._game.setObjectName("game")
        for game_id in GAMES:
            self._game.addItem("", game_id)
        self._game_label = QLabel()
        self._rules_box = QGroupBox()
        self._rules = QFormLayout(self._rules_box)
        self._option_widgets: dict[str, QComboBox | QCheckBox] = {}
        self._option_labels: dict[str, QLabel] = {}
        self._players_box = QGroupBox()
        grid = QGridLayout(self._players_box)
        self._seat_rows = [_SeatRow(seat, grid) for seat in range(MAX_SEATS)]
        for row in self._seat_rows:
            row.kind.currentIndexChanged.connect(self._name_people)
            row.name.textEdited.connect(self._name_people)
        self._buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        # A button of its own: the box names its standard ones again at a change of
        # language, which would turn Start back into "OK".
        self._start = self._buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        # The picture the style gives its own OK button, where it gives Cancel one.
        style = self.style()
        if style.styleHint(QStyle.StyleHint.SH_DialogButtonBox_ButtonsHaveIcons):
            self._start.setIcon(style.standardIcon(QStyle.StandardPixmap.SP_DialogOkButton))
        self._buttons.accepted.connect(self.accept)
        self._buttons.rejected.connect(self.reject)

        top = QFormLayout()
        top.addRow(self._game_label, self._game)
        layout = QVBoxLayout(self)
        # The dialog is always as tall as the chosen game's rules need, never with a gap.
        layout.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
        layout.addLayout(top)
        layout.addWidget(self._rules_box)
        layout.addWidget(self._players_box)
        layout.addWidget(self._buttons)
        # Default once inside the dialog: set before, the dialog never learns it, and the
        # first button to take the focus (Cancel) stays the default Enter presses.
        self._start.setDefault(True)

        start = initial or default_new_game()
        self._game.setCurrentIndex(max(0, self._game.findData(start.game_id)))
        self._shown_game = str(self._game.currentData())
        self._build_options(start.options)
        for row in self._seat_rows:
            row.set_levels(levels(start.game_id))
        for row, config in zip(self._seat_rows, start.seats, strict=False):
            row.set_config(config)
        for row in self._seat_rows[len(start.seats) :]:
            row.set_config(SeatConfig(default_name(row.seat), BOT, "normal"))
        self._game.currentIndexChanged.connect(self._game_changed)
        self.retranslate()
        Centring(self)
        self._options_changed()

    def _name_people(self) -> None:
        """Keep the default names fitting the table: the first seat's to the number of
        people, and none the same as another seat's name (a name typed in one seat, or kept
        from the last game, may be another seat's default)."""
        rows = self._seat_rows[: self._seat_count(self._options())]
        first = rows[0]
        if not first.name.isModified():
            people = sum(row.config().kind == HUMAN for row in rows)
            first.name.setText(first_seat_name(people, person=first.config().kind == HUMAN))
        for row in rows[1:]:
            if row.name.isModified():
                continue
            taken = {other.name.text().strip() for other in rows if other is not row}
            defaults = [default_name(seat) for seat in (row.seat, *range(1, MAX_SEATS))]
            row.name.setText(next((n for n in defaults if n not in taken), defaults[0]))

    def rules(self) -> dict[str, dict[str, Any]]:
        """The rules now set for every game the dialog has shown, the chosen one's too."""
        return self._rules_by_game | {self._shown_game: self._options()}

    def choice(self) -> NewGame:
        game_id = str(self._game.currentData())
        options = self._options()
        seats = tuple(row.config() for row in self._seat_rows[: self._seat_count(options)])
        return NewGame(game_id, options, seats)

    def _spec_options(self) -> tuple[OptionSpec, ...]:
        return game_spec(str(self._game.currentData())).options

    def _options(self, game_id: str | None = None) -> dict[str, Any]:
        """The rules set in the dialog, for ``game_id``'s options (the game chosen)."""
        values: dict[str, Any] = {}
        specs = self._spec_options() if game_id is None else game_spec(game_id).options
        for option in specs:
            widget = self._option_widgets[option.key]
            if isinstance(widget, QCheckBox):
                values[option.key] = widget.isChecked()
            else:
                values[option.key] = option.choices[widget.currentIndex()]
        return values

    def _seat_count(self, options: Mapping[str, Any]) -> int:
        return game_spec(str(self._game.currentData())).num_seats(options)

    def _build_options(self, values: Mapping[str, Any]) -> None:
        while self._rules.rowCount():
            self._rules.removeRow(0)
        self._option_widgets = {}
        self._option_labels = {}
        for option in self._spec_options():
            value = values.get(option.key, option.default)
            widget: QComboBox | QCheckBox
            if option.choices == (False, True):
                widget = QCheckBox()
                widget.setChecked(bool(value))
                widget.toggled.connect(self._options_changed)
            else:
                widget = QComboBox()
                for choice in option.choices:
                    widget.addItem(option_value(option.key, choice))
                index = option.choices.index(value) if value in option.choices else 0
                widget.setCurrentIndex(index)
                widget.currentIndexChanged.connect(self._options_changed)
            widget.setObjectName(f"option_{option.key}")
            self._option_widgets[option.key] = widget
            self._option_labels[option.key] = QLabel()
            self._rules.addRow(self._option_labels[option.key], widget)
        # Tab goes from the game to its rules, then to the seats, as they stand on screen
        # (rules made after the seats would otherwise come last).
        previous: QWidget = self._game
        for widget in self._option_widgets.values():
            QWidget.setTabOrder(previous, widget)
            previous = widget
        self._retranslate_options()

    def _enable_options(self) -> None:
        """Grey an option that changes nothing with the others as they are, and leave it
        at its default then, so a game never starts with it set unseen."""
        values = self._options()
        for option in self._spec_options():
            if option.only_with is None:
                continue
            key, value = option.only_with
            widget = self._option_widgets[option.key]
            applies = values.get(key) == value
            widget.setEnabled(applies)
            if not applies:
                widget.blockSignals(True)
                if isinstance(widget, QCheckBox):
                    widget.setChecked(bool(option.default))
                else:
                    widget.setCurrentIndex(option.choices.index(option.default))
                widget.blockSignals(False)

    def _game_changed(self) -> None:
        """Another game: its rules as last chosen (the game left keeps its own for a return)."""
        self._rules_by_game[self._shown_game] = self._options(self._shown_game)
        self._shown_game = str(self._game.currentData())
        self._build_options(self._rules_by_game.get(self._shown_game, {}))
        for row in self._seat_rows:
            row.set_levels(levels(str(self._game.currentData())))
        self._options_changed()

    def _options_changed(self) -> None:
        """The rules chosen decide which other rules apply and how many seats there are."""
        self._enable_options()
        self._update_seats()

    def _update_seats(self) -> None:
        count = self._seat_count(self._options())
        for row in self._seat_rows:
            row.set_visible(row.seat < count)
        self._name_people()
        self.adjustSize()

    def _retranslate_options(self) -> None:
        for option in self._spec_options():
            widget = self._option_widgets[option.key]
            description = option_description(option.key)
            widget.setToolTip(tip_text(description))
            widget.setAccessibleDescription(description)
            if isinstance(widget, QCheckBox):
                widget.setText(option_label(option.key))
                continue
            self._option_labels[option.key].setText(option_label(option.key))
            widget.setAccessibleName(option_label(option.key))
            for i, choice in enumerate(option.choices):
                widget.setItemText(i, option_value(option.key, choice))

    def retranslate(self) -> None:
        self.setWindowTitle(translate("NewGameDialog", "New game"))
        self._game_label.setText(translate("NewGameDialog", "Game"))
        for i in range(self._game.count()):
            self._game.setItemText(i, game_name(str(self._game.itemData(i))))
        self._rules_box.setTitle(translate("NewGameDialog", "Rules"))
        self._players_box.setTitle(translate("NewGameDialog", "Seats"))
        self._retranslate_options()
        for row in self._seat_rows:
            row.retranslate()
        self._name_people()
        self._start.setText(translate("NewGameDialog", "Start"))
        self._describe()

    def _describe(self) -> None:
        """Tell what the game choice, the boxes and the buttons do, for assistive technology
        and, where the words help a sighted person too, in a tooltip."""
        self.setAccessibleDescription(
            translate("NewGameDialog", "Choose a game, its rules and who plays at each seat")
        )
        self._game.setAccessibleName(translate("NewGameDialog", "Game"))
        about_game = translate(
            "NewGameDialog", "The game to play; its rules and seats follow below"
        )
        self._game.setToolTip(tip_text(about_game))
        self._game.setAccessibleDescription(about_game)
        self._rules_box.setAccessibleDescription(
            translate("NewGameDialog", "The rule options of the chosen game")
        )
        self._players_box.setAccessibleDescription(
            translate(
                "NewGameDialog",
                "Who plays at each seat: a person or the computer, with a name and a level",
            )
        )
        self._start.setAccessibleDescription(
            translate("NewGameDialog", "Start a game with these rules and players")
        )
        cancel = self._buttons.button(QDialogButtonBox.StandardButton.Cancel)
        cancel.setAccessibleDescription(
            translate("NewGameDialog", "Close without starting a game; the table stays as it is")
        )

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
