"""The bidding box: a button for every bid, levels in rows and strains in columns in the order
of the current kind of deal, the standing bid above them, Pass always at hand and under it a
key to the columns' letters (M misère, G grandi).

Only the calls the rules allow now are enabled; the box says nothing about whose turn it
is, the table does. Arrow keys move between the enabled buttons, Space or Enter calls.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from functools import partial

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QKeyEvent, QTextDocumentFragment
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from skruuvi_gui.rules.skruuvi import STRAIN_ORDER, Bid, Strain
from skruuvi_gui.rules.skruuvi.bidding import LOWEST_LEVEL
from skruuvi_gui.ui.skruuvi.bid_text import promise_text, suit_name
from skruuvi_gui.ui.skruuvi.words import bid_text, pass_text, strain_label, suit_colour
from skruuvi_gui.ui.tips import tip_text

translate = QCoreApplication.translate

# A frame and the margin around it come to 2 px whether the button is plain, focused or
# hinted, so a hint or the focus does not make a call taller and push the ones below it.
_STYLE = """
QFrame#bidding_box {{ background: rgba(8, 18, 13, 205); border: 1px solid rgba(255,255,255,45);
  border-radius: {radius}px; }}
QLabel#standing {{ color: #f6f2e6; font-size: {font}px; font-weight: 600;
  background: transparent; }}
QPushButton {{ color: #1d1a12; background: #efe6cf; border: 1px solid #b9a77a;
  border-radius: {button_radius}px; padding: 0px; font-size: {font}px; font-weight: 700;
  min-width: {width}px; min-height: {height}px; margin: 1px; }}
QPushButton:hover {{ background: #fff6dc; }}
QPushButton:focus {{ border: 2px solid #ffffff; margin: 0px; }}
QPushButton:disabled {{ background: rgba(239, 230, 207, 60); color: rgba(255,255,255,70);
  border-color: rgba(255,255,255,30); }}
QPushButton#bid_pass {{ background: #9ed9a6; border-color: #4f8f59; }}
QPushButton#bid_pass:hover {{ background: #b8ecbf; }}
QPushButton#bid_pass:disabled {{ background: rgba(158, 217, 166, 50); }}
QPushButton#bid_pass:focus {{ border: 2px solid #ffffff; margin: 0px; }}
QLabel#strain_legend {{ color: #cfd8cf; font-size: {small}px; background: transparent; }}
QLabel#hint_reason {{ color: #bff3ff; font-size: {small}px; background: transparent;
  border-left: 3px solid {hint_frame}; padding-left: {pad}px; }}
QPushButton[hinted="true"], QPushButton#bid_pass[hinted="true"] {{ background: {hint_fill};
  border: 2px solid {hint_frame}; margin: 0px; }}
"""
#: The hint's colours: a cyan fill and frame that no focus frame or Pass colour hides (the
#: second selector outranks ``#bid_pass``).
HINT_FILL, HINT_FRAME = "#bff3ff", "#00b4e0"
#: The lines of the hint's words the box keeps room for under Pass where the table has it
#: (a reason of the book's row and the forecast takes six); longer words reach down over
#: the prompt line, which gives way, as far as the hand.
HINT_LINES = 7
#: What ends the hint's words cut short for room.
ELLIPSIS = "\N{HORIZONTAL ELLIPSIS}"
#: The smallest size, in pixels, of the box's small print (the key, the hint's words).
MIN_SMALL = 9
#: The text colour of the misère and grandi buttons.
_PLAIN = "#1d1a12"


def bid_button_name(bid: Bid | None) -> str:
    """The stable object name of a call's button: ``bid_6H``, ``bid_pass``."""
    return "bid_pass" if bid is None else f"bid_{bid}"


class _CallButton(QPushButton):
    """A call's button whose keys the box reads first: a button alone would take the arrows
    as Tab and walk out of the box into the window."""

    def __init__(self, parent: QWidget, on_key: Callable[[Qt.Key], bool]) -> None:
        super().__init__(parent)
        self._on_key = on_key

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        if not self._on_key(Qt.Key(event.key())):
            super().keyPressEvent(event)


class BiddingBox(QFrame):
    """Emits ``called`` with the ``Bid`` chosen, or ``None`` for a pass."""

    called = Signal(object)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("bidding_box")
        self._standing = QLabel(self)
        self._standing.setObjectName("standing")
        self._standing.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._standing.setTextFormat(Qt.TextFormat.RichText)
        self._grid = QGridLayout()
        self._pass = _CallButton(self, self._key)
        self._pass.setObjectName(bid_button_name(None))
        self._pass.setProperty("hinted", False)
        self._pass.clicked.connect(partial(self._call, None))
        self._legend = QLabel(self)
        self._legend.setObjectName("strain_legend")
        self._legend.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._legend.setTextFormat(Qt.TextFormat.PlainText)
        # The hint's words, under the calls the person chooses among.
        self._hint = QLabel(self)
        self._hint.setObjectName("hint_reason")
        self._hint.setTextFormat(Qt.TextFormat.PlainText)
        self._hint.setWordWrap(True)
        # Sized by the box (``_fit_hint``), not by the layout's height-for-width, which
        # gave the box too little height for its calls: on a short table their rows ran
        # into each other.
        policy = self._hint.sizePolicy()
        policy.setHeightForWidth(False)
        self._hint.setSizePolicy(policy)
        self._hint.hide()
        layout = QVBoxLayout(self)
        layout.addWidget(self._standing)
        layout.addLayout(self._grid)
        layout.addWidget(self._pass)
        layout.addWidget(self._legend)
        layout.addWidget(self._hint)
        self._hint_words = ""
        self._hint_room: int | None = None
        self._buttons: dict[Bid, QPushButton] = {}
        self._cells: dict[tuple[int, int], Bid] = {}
        self._left_bid: QPushButton | None = None  # the bid Tab went to Pass from
        self._kotka: bool | None = None
        self._four_colour = False
        self._font = 0
        self.set_kind(kotka=False)
        self.set_font_px(15)
        self.retranslate()

    # --- content -----------------------------------------------------------------------

    def set_kind(self, *, kotka: bool) -> None:
        """Lay out the bids of alkupeli (levels 1-7, ``M S C D H G``) or kotka (levels 6-7,
        ``S C D H M G``)."""
        if kotka == self._kotka:
            return
        self._kotka = kotka
        for button in self._buttons.values():
            self._grid.removeWidget(button)
            button.hide()
            button.deleteLater()
        self._buttons = {}
        self._cells = {}
        for row, level in enumerate(range(LOWEST_LEVEL[kotka], 8)):
            for column, strain in enumerate(STRAIN_ORDER[kotka]):
                bid = Bid(level, strain)
                button = _CallButton(self, self._key)
                button.setObjectName(bid_button_name(bid))
                button.setProperty("hinted", False)
                button.setCursor(Qt.CursorShape.PointingHandCursor)
                button.clicked.connect(partial(self._call, bid))
                self._grid.addWidget(button, row, column)
                button.show()
                self._buttons[bid] = button
                self._cells[(row, column)] = bid
        self._label_buttons()
        self.adjustSize()

    def set_calls(self, legal: Collection[Bid], *, may_pass: bool, active: bool) -> None:
        """Enable the ``legal`` bids and Pass (when ``may_pass``), all only when ``active``."""
        for bid, button in self._buttons.items():
            button.setEnabled(active and bid in legal)
        self._pass.setEnabled(active and may_pass)

    def set_standing(self, html: str) -> None:
        self._standing.setText(html)
        self.setAccessibleDescription(QTextDocumentFragment.fromHtml(html).toPlainText())
        self.adjustSize()

    def set_four_colour(self, on: bool) -> None:
        self._four_colour = on
        self._label_buttons()

    def set_font_px(self, px: float) -> None:
        font = round(px)
        if font == self._font:
            return
        self._font = font
        layout = self.layout()
        if layout is not None:
            layout.setContentsMargins(font // 2 + 2, font // 2, font // 2 + 2, font // 2 + 2)
            layout.setSpacing(round(font * 0.4))
        self._grid.setSpacing(max(0, round(font * 0.2) - 2))  # and the buttons' margins
        self.setStyleSheet(
            _STYLE.format(
                font=font,
                radius=round(font * 0.9),
                button_radius=round(font * 0.35),
                width=round(font * 2.5),
                height=round(font * 1.55),
                hint_fill=HINT_FILL,
                hint_frame=HINT_FRAME,
                small=max(MIN_SMALL, round(font * 0.85)),
                pad=round(font * 0.4),
            )
        )
        self._fit_hint()
        self.adjustSize()

    def set_hint_words(self, words: str) -> None:
        """The hint's move and why under Pass (empty: none); the box keeps its width."""
        self._hint_words = words
        self._hint.setVisible(bool(words))
        self._fit_hint()
        self.adjustSize()

    def set_hint_room(self, room: int | None) -> None:
        """The height the hint's words may take under the calls (``None``: what they need):
        on a short table they stop short of the hand, cut after an ellipsis and whole in
        their tooltip (and in the status bar)."""
        self._hint_room = room
        self._fit_hint()
        self.adjustSize()

    def _fit_hint(self) -> None:
        """The hint's words wrapped within the width the box's other lines take at the text
        size now, so the box grows only in height, as far as the words need or may: words
        that would reach further end, after as many as fit, in an ellipsis."""
        hint = self._hint
        if hint.isHidden():
            return
        hint.ensurePolished()
        width = self._calls_width()
        words = self._hint_words
        hint.setText(words)
        hint.setToolTip("")
        room = None if self._hint_room is None else self._hint_room - self._spacing()
        if room is not None and hint.heightForWidth(width) > room:
            parts = words.split()
            fits, over = 1, len(parts)  # so many words (and the ellipsis) fit; so many not
            while over - fits > 1:
                middle = (fits + over) // 2
                hint.setText(" ".join(parts[:middle]) + ELLIPSIS)
                if hint.heightForWidth(width) <= room:
                    fits = middle
                else:
                    over = middle
            hint.setText(" ".join(parts[:fits]) + ELLIPSIS)
            hint.setToolTip(tip_text(words))
        hint.setFixedSize(width, hint.heightForWidth(width))

    def hint_words(self) -> str:
        """The hint's words under Pass, empty while none show."""
        return "" if self._hint.isHidden() else self._hint_words

    def calls_height(self) -> int:
        """The box's height without the hint's words: the box is placed by it, so a hint
        coming or going leaves the calls where they are (a click aimed at Pass missed)."""
        if self._hint.isHidden():
            return self.height()
        return self.height() - self._hint.height() - self._spacing()

    def hint_room(self) -> int:
        """The height ``HINT_LINES`` of the hint's words take under Pass."""
        return HINT_LINES * self._hint.fontMetrics().lineSpacing() + self._spacing()

    def _spacing(self) -> int:
        layout = self.layout()
        return layout.spacing() if layout is not None else 0

    def _calls_width(self) -> int:
        """The width the box's other lines take: the standing bid, the calls, the key."""
        lines = (self._standing, self._pass, self._legend)
        return max(self._grid.sizeHint().width(), *(w.sizeHint().width() for w in lines))

    def set_hinted(self, bid: Bid | None, *, passing: bool = False) -> None:
        """Mark the hinted call's button (``passing`` for Pass); ``None`` clears the mark."""
        hinted = self._pass if passing else self._buttons.get(bid) if bid is not None else None
        for button in (*self._buttons.values(), self._pass):
            if bool(button.property("hinted")) != (button is hinted):
                button.setProperty("hinted", button is hinted)
                button.style().polish(button)

    def retranslate(self) -> None:
        self._pass.setText(pass_text())
        self._pass.setToolTip(
            tip_text(
                translate(
                    "SkruuviBids",
                    "Pass: no bid now, you may bid later; if the first four calls all pass, "
                    "the deal is played as pass-misère",
                )
            )
        )
        self._pass.setAccessibleDescription(self._pass.toolTip())
        self.setAccessibleName(translate("SkruuviBids", "Bidding box"))
        self._legend.setText(
            translate(
                "SkruuviBids",
                "{misere} misère · {grandi} grandi",
                "the bidding box's key to the letters of its misère and grandi columns",
            )
            .replace("{misere}", strain_label(Strain.MISERE))
            .replace("{grandi}", strain_label(Strain.GRANDI))
        )
        self._label_buttons()

    # --- looking inside ----------------------------------------------------------------

    def button(self, bid: Bid | None) -> QPushButton | None:
        return self._pass if bid is None else self._buttons.get(bid)

    def rows(self) -> list[list[str]]:
        """The buttons' words, level by level, as laid out."""
        rows = 1 + max((row for row, _ in self._cells), default=-1)
        return [
            [self._buttons[self._cells[(row, column)]].text() for column in range(6)]
            for row in range(rows)
        ]

    def enabled_bids(self) -> tuple[Bid, ...]:
        return tuple(bid for bid, button in self._buttons.items() if button.isEnabled())

    def standing_text(self) -> str:
        return self._standing.text()

    def legend(self) -> str:
        """The key to the columns' letters under Pass, empty while it is left out."""
        return "" if self._legend.isHidden() else self._legend.text()

    def set_legend_shown(self, shown: bool) -> None:
        """Show the key under Pass, or leave it out where the table has no room for it."""
        if self._legend.isHidden() == shown:
            self._legend.setVisible(shown)
            self.adjustSize()

    def focus_first(self) -> None:
        """Give the keyboard to Pass, so that an Enter pressed by habit bids nothing; to the
        cheapest bid when passing is not allowed."""
        if self._pass.isEnabled():
            self._pass.setFocus()
        else:
            self._focus_cheapest()

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: N802 - Qt override
        """Tab and Shift+Tab go between the box's two stops, the bids (which the arrows walk)
        and Pass, and never out of the box: nothing else on the table can be done while
        bidding, and a walk through every bid in Tab's order would pass thirty stops."""
        focused = self.focusWidget()
        if focused is self._pass:
            left = self._left_bid
            if left is not None and left in self._buttons.values() and left.isEnabled():
                left.setFocus(Qt.FocusReason.TabFocusReason)  # back to the bid it left
            else:
                self._focus_cheapest()
        elif self._pass.isEnabled():
            self._left_bid = focused if isinstance(focused, QPushButton) else None
            self._pass.setFocus(Qt.FocusReason.TabFocusReason)
        return True

    def _focus_cheapest(self) -> None:
        cheapest = next((b for b in self._buttons.values() if b.isEnabled()), None)
        if cheapest is not None:
            cheapest.setFocus(Qt.FocusReason.TabFocusReason)

    # --- inside ------------------------------------------------------------------------

    def _label_buttons(self) -> None:
        for bid, button in self._buttons.items():
            button.setText(f"{bid.level}{strain_label(bid.strain)}")
            button.setToolTip(tip_text(promise_text(bid, yours=True)))
            trump = bid.strain.trump
            button.setAccessibleName(
                bid_text(bid) if trump is None else f"{bid.level} {suit_name(trump)}"
            )
            button.setAccessibleDescription(button.toolTip())
            colour = (
                _PLAIN
                if trump is None
                else suit_colour(trump, four_colour=self._four_colour, dark=False)
            )
            button.setStyleSheet(f"QPushButton:enabled {{ color: {colour}; }}")

    def _call(self, bid: Bid | None, *_: object) -> None:
        self.called.emit(bid)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        if not self._key(Qt.Key(event.key())):
            super().keyPressEvent(event)

    def _key(self, key: Qt.Key) -> bool:
        """Arrows move between the enabled calls (staying in the box), Enter calls the
        focused one; whether the key was the box's."""
        steps = {
            Qt.Key.Key_Left: (0, -1),
            Qt.Key.Key_Right: (0, 1),
            Qt.Key.Key_Up: (-1, 0),
            Qt.Key.Key_Down: (1, 0),
        }
        focused = self.focusWidget()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and isinstance(focused, QPushButton):
            if focused.isEnabled():
                focused.click()
            return True
        step = steps.get(key)
        if step is None:
            return False
        self._move_focus(*step)
        return True

    def _move_focus(self, d_row: int, d_column: int) -> None:
        """Move the keyboard focus to the next enabled bid that way; Pass lies below, and Up
        from Pass goes to the cheapest bid (the step a bidder takes first)."""
        focused = self.focusWidget()
        here = next(
            (cell for cell, bid in self._cells.items() if self._buttons[bid] is focused), None
        )
        rows = 1 + max((row for row, _ in self._cells), default=-1)
        if here is None:
            if focused is self._pass and d_row < 0:
                self._focus_cheapest()
            return
        row, column = here[0] + d_row, here[1] + d_column
        while 0 <= row < rows and 0 <= column < 6:
            bid = self._cells.get((row, column))
            if bid is not None and self._buttons[bid].isEnabled():
                self._buttons[bid].setFocus()
                return
            row, column = row + d_row, column + d_column
        if row >= rows and self._pass.isEnabled():
            self._pass.setFocus()
