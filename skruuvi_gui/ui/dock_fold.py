"""Side docks that fold away on a narrow window and come back over the table when asked.

Beside the score sheet a table needs about 720 px; an 800 x 600 screen leaves less than that
for both. A narrow window therefore folds the given docks: they leave the dock area (the table
takes the whole width) and each one, when shown from the View menu, floats over the right-hand
part of the table, one at a time, as the tabs they were. A window wide enough again takes them
back to where they stood, open as they were before or as they were opened since.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, QPoint, QRect, QSize
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

#: An overlay leaves at least this much of the table uncovered at its left.
UNCOVERED = 80


class DockFold(QObject):
    """Folds ``docks`` while ``window`` is narrower than ``fold_below`` px; ``wanted_width``
    tells a dock's width as an overlay (the score sheet asks for all its columns)."""

    def __init__(
        self,
        window: QMainWindow,
        docks: Sequence[QDockWidget],
        fold_below: int,
        wanted_width: Callable[[QDockWidget], int],
    ) -> None:
        super().__init__(window)
        self._window = window
        self._docks = list(docks)
        self._fold_below = fold_below
        self._wanted_width = wanted_width
        self._folded = False
        self._open_before: dict[QDockWidget, bool] = {}  # the docks folded away
        for dock in self._docks:
            dock.visibilityChanged.connect(lambda shown, d=dock: self._shown(d) if shown else None)
            dock.topLevelChanged.connect(lambda floating, d=dock: self._docked(d, floating))

    def is_folded(self) -> bool:
        return self._folded

    def update(self) -> None:
        """Fold or unfold for the window's present width; call on every resize and move."""
        narrow = self._window.width() < self._fold_below
        if narrow and not self._folded:
            self.fold()
        elif not narrow and self._folded:
            self.unfold()
        else:
            self.place_all()

    def fold(self) -> None:
        self._folded = True
        docked = [d for d in self._docks if not d.isFloating()]
        self._open_before = {dock: dock.isVisible() for dock in docked}
        for dock in docked:
            dock.hide()
            dock.setFloating(True)

    def unfold(self) -> None:
        """Back into the dock area: open if it was open before folding or was opened since."""
        self._folded = False
        folded, self._open_before = self._open_before, {}
        opened = [dock for dock, was_open in folded.items() if was_open or dock.isVisible()]
        for dock in folded:
            dock.hide()
            dock.setFloating(False)
        for dock in opened:
            dock.show()
        if opened:
            opened[0].raise_()

    def place_all(self) -> None:
        for dock in self._open_before:
            if dock.isVisible() and dock.isFloating():
                self.place(dock)

    def place(self, dock: QDockWidget) -> None:
        """Lay ``dock`` over the right-hand part of the window's central widget."""
        area = self._central_area()
        wanted = self._wanted_width(dock)
        width = max(min(wanted, area.width() - UNCOVERED), min(area.width(), 160))
        # A window manager's frame (a title bar) around the floating dock stays inside too.
        frame, inner = dock.frameGeometry(), dock.geometry()
        above, extra = inner.top() - frame.top(), frame.height() - inner.height()
        height = area.height() - extra
        dock.setGeometry(QRect(area.right() + 1 - width, area.top() + above, width, height))

    def _central_area(self) -> QRect:
        central = self._window.centralWidget()
        widget: QWidget = central if central is not None else self._window
        return QRect(widget.mapToGlobal(QPoint(0, 0)), QSize(widget.width(), widget.height()))

    def _shown(self, dock: QDockWidget) -> None:
        """A folded dock opened: it lies over the table, and the others (its tabs) close."""
        if dock not in self._open_before or not dock.isFloating():
            return
        for other in self._open_before:
            if other is not dock and other.isFloating():
                other.hide()
        self.place(dock)

    def _docked(self, dock: QDockWidget, floating: bool) -> None:
        """A person dragged a folded dock back into the dock area: it stays where they put it."""
        if not floating and dock in self._open_before:
            del self._open_before[dock]
