"""What both Skruuvi score sheets (the modern per-player one and the traditional paper one)
draw alike: plain and partnership-tinted cells, a robber's heading with its partnerships,
and the name of a deal in its robber."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QTableWidgetItem

from skruuvi_gui.rules.api import Seat
from skruuvi_gui.rules.skruuvi import KOTKA, SkruuviOptions, plan_robber
from skruuvi_gui.rules.skruuvi.session import robber_deals
from skruuvi_gui.ui.line_parts import seat_name
from skruuvi_gui.ui.skruuvi.banner import SIDE_COLOURS
from skruuvi_gui.ui.skruuvi.words import kind_name, side_name
from skruuvi_gui.ui.tips import tip_text

translate = QCoreApplication.translate

_HEADING = QColor(40, 52, 46)
_HEADING_TEXT = QColor("#f6f2e6")


def cell(text: str, *, left: bool = False, bold: bool = False) -> QTableWidgetItem:
    """A cell: words to the left, figures to the right."""
    item = QTableWidgetItem(text)
    align = Qt.AlignmentFlag.AlignLeft if left else Qt.AlignmentFlag.AlignRight
    item.setTextAlignment(align | Qt.AlignmentFlag.AlignVCenter)
    if bold:
        font = QFont(item.font())
        font.setBold(True)
        item.setFont(font)
    return item


def tinted(text: str, side: int, *, tip: str = "", bold: bool = False) -> QTableWidgetItem:
    """A partnership's cell in its colour; ``tip`` explains the entry."""
    item = cell(text, bold=bold)
    colour = QColor(SIDE_COLOURS[side % 2])
    colour.setAlpha(45)
    item.setBackground(QBrush(colour))
    if tip:
        item.setToolTip(tip_text(tip))
    return item


def heading(text: str) -> QTableWidgetItem:
    """A heading across the sheet, light on dark, whole in its tooltip when cut short."""
    item = cell(text, left=True, bold=True)
    item.setBackground(QBrush(_HEADING))
    item.setForeground(QBrush(_HEADING_TEXT))
    item.setToolTip(text)
    return item


def robber_sides(robber: int, letters: tuple[int, ...], names: Sequence[str]) -> list[str]:
    """The two partnerships of ``robber``, named by their players."""
    order = plan_robber(robber, letters).seating.order
    return [side_name(seat_name(names, order[s]), seat_name(names, order[s + 2])) for s in (0, 1)]


def robber_heading(
    robber: int, letters: tuple[int, ...], names: Sequence[str], viewer: Seat | None = None
) -> str:
    """ "Robber 2: Maija and Pekka against Liisa and Ville", and who sits it out: "you"
    when that is the ``viewer``, whose name may be "You"."""
    seating = plan_robber(robber, letters).seating
    sides = robber_sides(robber, letters, names)
    out = seating.sitting_out
    if out is None:
        template = translate("SkruuviScoreSheet", "Robber {number}: {first} against {second}")
    elif out == viewer:
        template = translate(
            "SkruuviScoreSheet", "Robber {number}: {first} against {second}, you sit out"
        )
    else:
        template = translate(
            "SkruuviScoreSheet", "Robber {number}: {first} against {second}, {name} sits out"
        )
    return (
        template.replace("{number}", str(robber + 1))
        .replace("{first}", sides[0])
        .replace("{second}", sides[1])
        .replace("{name}", "" if out is None else seat_name(names, out))
    )


def deal_label(options: SkruuviOptions, kind: str, deal: int) -> str:
    """ "Opening 3", "Eagle 1"; a practice deal by its kind alone."""
    if len(robber_deals(options)) == 1:
        return kind_name(kind)
    template = (
        translate("SkruuviScoreSheet", "Eagle {number}")
        if kind == KOTKA
        else translate("SkruuviScoreSheet", "Opening {number}")
    )
    return template.replace("{number}", str((deal - 1) % 4 + 1))
