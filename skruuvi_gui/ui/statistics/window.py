"""The Statistics window: per game, each person's and each computer level's figures, as
tables and pictures, with a reset per game.

The figures are counted afresh from the kept game summaries whenever the window is shown or
a game ends while it is open.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from skruuvi_gui.rules.skruuvi.model import Bid
from skruuvi_gui.stats.store import forget_page, load_statistics
from skruuvi_gui.stats.summary import LEDGER_PAGE, PASS_MISERE
from skruuvi_gui.stats.tally import Standing, standings
from skruuvi_gui.ui.dialogs.file_messages import report_damage, warn, write_failure_reason
from skruuvi_gui.ui.dialogs.labels import close_window_text, game_name, level_name
from skruuvi_gui.ui.dialogs.new_game import shown_name
from skruuvi_gui.ui.figures import average_text, total_text
from skruuvi_gui.ui.screen_fit import ScreenFit
from skruuvi_gui.ui.statistics.charts import BarChart, LineChart

translate = QCoreApplication.translate

#: A page per game, and one for traditional Skruuvi, whose results are a ledger.
PAGES = ("cribbage", "skruuvi", f"skruuvi{LEDGER_PAGE}", "squint")


def page_name(page: str) -> str:
    """ "Cribbage", "Skruuvi, traditional scoring"."""
    game, ledger, _ = page.partition(LEDGER_PAGE)
    if ledger:
        return translate("Statistics", "{game}, traditional scoring").replace(
            "{game}", game_name(game)
        )
    return game_name(game)


def player_label(standing: Standing) -> str:
    """A person's name, or "Computer (Expert)"."""
    kind, name = standing.who
    if kind == "person":
        return shown_name(0, name)  # the person at the screen who gave no name: "You"
    return translate("Statistics", "Computer ({level})").replace("{level}", level_name(name))


def contract_label(game: str, key: str) -> str:
    """A contract as the table words it: "6 ♥", "Pass-misère", "Duo"."""
    if game == "skruuvi":
        from skruuvi_gui.ui.skruuvi.words import bid_text, pass_misere_name

        return pass_misere_name() if key == PASS_MISERE else bid_text(Bid.parse(key))
    from skruuvi_gui.ui.squint.words import contract_name

    return contract_name(key)


def _table(parent: QWidget) -> QTableWidget:
    table = QTableWidget(parent)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.verticalHeader().setVisible(False)
    # Every column as wide as its heading and cells: a window narrower than them scrolls
    # sideways rather than clip the last heading.
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    return table


def columns_width(table: QTableWidget) -> int:
    """How wide ``table``'s columns are when each shows its heading and cells whole."""
    header = table.horizontalHeader()
    return sum(
        max(header.sectionSizeHint(column), table.sizeHintForColumn(column))
        for column in range(table.columnCount())
    )


def _fill(table: QTableWidget, headings: Sequence[str], rows: Sequence[Sequence[str]]) -> None:
    table.clear()
    table.setColumnCount(len(headings))
    table.setHorizontalHeaderLabels(list(headings))
    table.setRowCount(len(rows))
    for row, cells in enumerate(rows):
        for column, text in enumerate(cells):
            item = QTableWidgetItem(text)
            if column:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            table.setItem(row, column, item)


class GamePage(QWidget):
    """One game's figures: players, pictures, contracts and the reset button."""

    def __init__(self, page: str, window: StatisticsWindow) -> None:
        super().__init__(window)
        self.page = page
        self.game, ledger, _ = page.partition(LEDGER_PAGE)
        self.ledger = bool(ledger)
        game = self.game
        self._window = window
        self.players = _table(self)
        self.wins_chart = BarChart(self)
        self.points_chart = LineChart(self)
        self.contracts = _table(self)
        self.reset_button = QPushButton(self)
        self.reset_button.clicked.connect(lambda: window.reset(page))
        self._wins_box = QGroupBox(self)
        QVBoxLayout(self._wins_box).addWidget(self.wins_chart)
        self._points_box = QGroupBox(self)
        QVBoxLayout(self._points_box).addWidget(self.points_chart)
        pictures = QHBoxLayout()
        pictures.addWidget(self._wins_box)
        pictures.addWidget(self._points_box)
        layout = QVBoxLayout(self)
        layout.addWidget(self.players, 2)
        layout.addLayout(pictures, 2)
        layout.addWidget(self.contracts, 2)
        self.contracts.setVisible(game != "cribbage")
        foot = QHBoxLayout()
        foot.addStretch(1)
        foot.addWidget(self.reset_button)
        layout.addLayout(foot)

    def show_standings(self, rows: list[Standing]) -> None:
        headings = [
            translate("Statistics", "Player"),
            translate("Statistics", "Games"),
            translate("Statistics", "Wins"),
            translate("Statistics", "Win rate"),
            translate("Statistics", "Streak"),
            translate("Statistics", "Best streak"),
            translate("Statistics", "Ledger per deal")
            if self.ledger
            else translate("Statistics", "Points per deal"),
        ]
        if self.game == "cribbage":
            headings += [
                translate("Statistics", "Average hand"),
                translate("Statistics", "Average crib"),
                translate("Statistics", "Average pegging"),
            ]
        lines = []
        for standing in rows:
            cells = [
                player_label(standing),
                str(standing.games),
                str(standing.wins),
                f"{round(standing.win_rate * 100)} %",
                _streak_text(standing.streak),
                str(standing.best_streak),
                average_text(standing.points_per_deal, ledger=self.ledger),
            ]
            if self.game == "cribbage":
                cells += [
                    average_text(standing.average_hand, ledger=False),
                    average_text(standing.average_crib, ledger=False),
                    average_text(standing.average_pegging, ledger=False),
                ]
            lines.append(cells)
        _fill(self.players, headings, lines)
        name = page_name(self.page)
        self.players.setAccessibleName(
            translate("Statistics", "{game}: players").replace("{game}", name)
        )
        self.players.setAccessibleDescription(
            translate(
                "Statistics",
                "Games, wins, streaks and points per deal of each person and computer level",
            )
        )
        empty = translate("Statistics", "No finished games yet.")
        self.wins_chart.set_bars([(player_label(s), s.win_rate) for s in rows], empty)
        self.points_chart.set_series(
            [(player_label(s), s.history) for s in rows],
            empty,
            lambda value: average_text(value, ledger=self.ledger),
        )
        self._show_contracts(rows)
        self.reset_button.setEnabled(bool(rows))

    def _show_contracts(self, rows: list[Standing]) -> None:
        if self.game == "cribbage":
            return
        headings = [
            translate("Statistics", "Player"),
            translate("Statistics", "Contract"),
            translate("Statistics", "Played"),
            translate("Statistics", "Made"),
        ]
        if self.game == "skruuvi":
            headings.append(translate("Statistics", "Knocked"))
        headings.append(translate("Statistics", "Points"))
        lines = []
        for standing in rows:
            for key in sorted(standing.contracts, key=_contract_order):
                tally = standing.contracts[key]
                cells = [
                    player_label(standing),
                    contract_label(self.game, key),
                    str(tally.played),
                    str(tally.made),
                ]
                if self.game == "skruuvi":
                    cells.append(str(tally.knocked))
                cells.append(total_text(round(tally.points), ledger=False))
                lines.append(cells)
        _fill(self.contracts, headings, lines)
        self.contracts.setAccessibleName(
            translate("Statistics", "{game}: contracts").replace("{game}", page_name(self.page))
        )
        self.contracts.setAccessibleDescription(
            translate(
                "Statistics", "Each contract a player played: how often, how often made, points"
            )
        )

    def retranslate(self) -> None:
        self._wins_box.setTitle(translate("Statistics", "Win rate"))
        self._points_box.setTitle(translate("Statistics", "Points in the last games"))
        self._wins_box.setAccessibleDescription(
            translate("Statistics", "The share of games each player won, as bars")
        )
        self._points_box.setAccessibleDescription(
            translate("Statistics", "Each player's points per deal in the last games, as lines")
        )
        self.wins_chart.setAccessibleName(translate("Statistics", "Win rate"))
        self.points_chart.setAccessibleName(translate("Statistics", "Points in the last games"))
        reset = (
            translate("Statistics", "Reset the {game} statistics of traditional scoring…")
            if self.ledger
            else translate("Statistics", "Reset the {game} statistics…")
        )
        self.reset_button.setText(reset.replace("{game}", game_name(self.game)))
        self.reset_button.setToolTip(
            translate("Statistics", "Forget every game of this page, once you confirm")
        )
        self.reset_button.setAccessibleDescription(self.reset_button.toolTip())


def _streak_text(streak: int) -> str:
    if streak > 0:
        return translate("Statistics", "%n won", None, streak)
    if streak < 0:
        lost = -streak
        return translate("Statistics", "%n lost", None, lost)
    return "0"


def _contract_order(key: str) -> tuple[int, str]:
    """Skruuvi's bids by level, pass-misère last; Squint's kinds by name."""
    if key == PASS_MISERE:
        return (9, key)
    return (int(key[0]), key) if key[:1].isdigit() else (0, key)


class StatisticsWindow(QDialog):
    """See the module docstring; one per main window, shown without blocking the table."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("StatisticsWindow")
        self.screen_fit = ScreenFit(self, on_show=True)
        self.screen_fit.open_at(QSize(820, 640))
        self.tabs = QTabWidget(self)
        self.pages = {page: GamePage(page, self) for page in PAGES}
        for page in self.pages.values():
            self.tabs.addTab(page, "")
        self._note = QLabel(self)
        self._note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        self._close = buttons.button(QDialogButtonBox.StandardButton.Close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(self._note)
        layout.addWidget(buttons)
        self.retranslate()

    def show_game(self, game: str | None) -> None:
        """Count the figures afresh and show ``game``'s page (when one is given)."""
        self.refresh()
        if game in self.pages:
            self.tabs.setCurrentWidget(self.pages[game])
        self.show()
        self._fit_columns()
        self.raise_()
        self.activateWindow()

    def refresh(self) -> None:
        statistics, problem = load_statistics()
        if problem is not None:
            report_damage(self, problem)
        for key, page in self.pages.items():
            page.show_standings(standings(statistics.games, key))
            if statistics.from_newer_version:
                page.reset_button.setEnabled(False)
        self._note.setVisible(statistics.from_newer_version)
        if self.isVisible():
            self._fit_columns()

    def _fit_columns(self) -> None:
        """Widen the window, within the screen, until every page's tables show each column
        without scrolling (on a narrower screen they scroll sideways): Cribbage's ten columns
        of players outgrow the first size in every language."""
        page = self.tabs.currentWidget()
        if not isinstance(page, GamePage):
            return
        tables = [table for game in self.pages.values() for table in (game.players, game.contracts)]
        room = page.players.viewport().width()
        wanted = max(columns_width(table) for table in tables)
        width = self.width() + wanted - room
        if width > self.width():
            self.screen_fit.resize(QSize(width, self.height()))

    def ask_reset(self, page: str) -> bool:
        """Whether the person confirms forgetting ``page``'s statistics; keeping them is the
        default, so a hurried Enter forgets nothing."""
        game, ledger, _ = page.partition(LEDGER_PAGE)
        question = (
            translate(
                "Statistics",
                "Forget every {game} game of traditional scoring in the statistics? This "
                "cannot be undone.",
            )
            if ledger
            else translate(
                "Statistics", "Forget every {game} game in the statistics? This cannot be undone."
            )
        ).replace("{game}", game_name(game))
        box = QMessageBox(
            QMessageBox.Icon.Question,
            translate("Statistics", "Reset the statistics"),
            question,
            QMessageBox.StandardButton.Reset | QMessageBox.StandardButton.Cancel,
            self,
        )
        box.setObjectName("reset_question")
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.setAccessibleDescription(question)
        box.button(QMessageBox.StandardButton.Reset).setAccessibleDescription(
            translate("Statistics", "Forget these statistics for good")
        )
        box.button(QMessageBox.StandardButton.Cancel).setAccessibleDescription(
            translate("Statistics", "Keep the statistics as they are")
        )
        box.exec()
        return box.clickedButton() is box.button(QMessageBox.StandardButton.Reset)

    def reset(self, page: str) -> None:
        """Forget ``page``'s statistics once the person confirms."""
        if not self.ask_reset(page):
            return
        try:
            forget_page(page)
        except OSError as error:
            warn(
                self,
                translate("Statistics", "Cannot reset the statistics"),
                write_failure_reason(error),
            )
        self.refresh()

    def retranslate(self) -> None:
        self.setWindowTitle(translate("Statistics", "Statistics"))
        self.setAccessibleDescription(
            translate(
                "Statistics", "Games, wins and points of each person and computer level, per game"
            )
        )
        for index, (key, page) in enumerate(self.pages.items()):
            self.tabs.setTabText(index, page_name(key))
            figures = (
                translate("Statistics", "The {game} figures of traditional scoring")
                if page.ledger
                else translate("Statistics", "The {game} figures")
            )
            self.tabs.setTabToolTip(index, figures.replace("{game}", game_name(page.game)))
            page.retranslate()
        self._close.setAccessibleDescription(close_window_text())
        self._note.setText(
            translate(
                "Statistics",
                "The statistics file is from a newer version of the program: it is shown "
                "but not changed.",
            )
        )
        if self.isVisible():
            self.refresh()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
