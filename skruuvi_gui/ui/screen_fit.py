"""Keeping a window, frame included, within its screen's available area.

A size saved on a larger screen, or a first size chosen for an ordinary one, would leave a
window's edges or its buttons off an 800 x 600 screen; the fit shrinks it to what the screen
leaves and moves it inside. The window manager frames a window a moment after it is shown, so
the first fit guesses the frame and later ones measure it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSize, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

#: Room for a window frame before the window manager has said how large its frame is.
FRAME_GUESS = QSize(16, 48)
FRAME_WAIT_MS = 400


def screen_is_real() -> bool:
    """Whether there is a screen to fit: the offscreen platform's is a fixed stand-in, and
    screenshots and tests there choose the main window's size themselves."""
    return QGuiApplication.platformName() != "offscreen"


def within(outer: QRect, available: QRect) -> QPoint:
    """Where a window frame ``outer`` goes to lie inside ``available`` (top left first)."""
    x = max(available.left(), min(outer.left(), available.right() + 1 - outer.width()))
    y = max(available.top(), min(outer.top(), available.bottom() + 1 - outer.height()))
    return QPoint(x, y)


def centred_over(outer: QRect, over: QRect, available: QRect) -> QPoint:
    """Where a window frame ``outer`` goes to be centred over ``over`` and inside
    ``available``."""
    placed = QRect(outer)
    placed.moveCenter(over.center())
    return within(placed, available)


class Centring(QObject):
    """Keeps a dialog centred over its parent window as it is shown and once both frames
    are known (the window manager frames them, and may move the parent, a moment later,
    and a dialog placed before that sits off-centre), and inside the screen's available
    area, also when it grows (the New game dialog, for a game with more seats)."""

    def __init__(self, dialog: QWidget) -> None:
        super().__init__(dialog)
        dialog.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if watched is not self.parent():
            return False
        if event.type() == QEvent.Type.Show:
            self.centre()
            QTimer.singleShot(0, self, self.centre)
            QTimer.singleShot(FRAME_WAIT_MS + 50, self, self.centre)
        elif event.type() == QEvent.Type.Resize and isinstance(watched, QWidget):
            screen = watched.screen()
            if watched.isVisible() and screen is not None:
                watched.move(within(watched.frameGeometry(), screen.availableGeometry()))
        return False

    def centre(self) -> None:
        dialog = self.parent()
        assert isinstance(dialog, QWidget)
        parent = dialog.parentWidget()
        screen = dialog.screen()
        if parent is None or screen is None:
            return
        over = parent.window().frameGeometry()
        dialog.move(centred_over(dialog.frameGeometry(), over, screen.availableGeometry()))


class ScreenFit(QObject):
    """Fits one top-level window to its screen: at once with :meth:`fit` or :meth:`open_at`,
    and, when ``on_show`` holds, again as it is first shown and once its frame is known."""

    def __init__(self, window: QWidget, *, on_show: bool) -> None:
        super().__init__(window)
        self._wanted: QSize | None = None
        if on_show:
            window.installEventFilter(self)

    def _window(self) -> QWidget:
        """The window fitted, asked of Qt: a reference of its own would tie the two Python
        wrappers in a cycle, which the collector takes apart in no order of Qt's (this
        filter's attributes could be gone while the window still sends it events)."""
        window = self.parent()
        assert isinstance(window, QWidget)
        return window

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.Show and watched is self.parent():
            watched.removeEventFilter(self)  # the first showing only
            # The frame's real size is known once the window manager has framed the window,
            # which may take a moment after it is shown.
            QTimer.singleShot(0, self, self.fit)
            QTimer.singleShot(FRAME_WAIT_MS, self, self.fit)
        return False

    def open_at(self, size: QSize) -> None:
        """Give the window ``size`` where its screen has room for it, and less where not."""
        self._window().resize(size)
        self.fit(FRAME_GUESS)

    def resize(self, size: QSize) -> None:
        """Give the shown window ``size`` within its screen, the size its later fits keep
        (a plain resize would be undone by them, back to the first size wanted)."""
        self._wanted = size
        self._window().resize(size)
        self.fit()

    def fit(self, frame: QSize | None = None) -> None:
        """Keep the whole window, frame included, within the screen's available area (a
        saved size from a larger screen, or the first size on a small one, shrinks);
        ``frame`` is the frame's size when the window manager has not framed it yet."""
        window = self._window()
        screen = window.screen()
        if screen is None or window.isFullScreen() or window.isMaximized():
            return
        available = screen.availableGeometry()
        inner = window.geometry()
        outer = window.frameGeometry()
        measured = QSize(outer.width() - inner.width(), outer.height() - inner.height())
        extra = frame or (measured if measured.height() > 0 else FRAME_GUESS)
        # The size wanted before a guessed frame shrank it: the real frame may leave room.
        wanted = inner.size() if frame is not None else self._wanted or inner.size()
        if frame is not None or measured.height() > 0:
            self._wanted = inner.size() if frame is not None else None
        width = max(window.minimumWidth(), min(wanted.width(), available.width() - extra.width()))
        height = max(
            window.minimumHeight(), min(wanted.height(), available.height() - extra.height())
        )
        if (width, height) != (inner.width(), inner.height()):
            window.resize(width, height)
        if frame is None:
            window.move(within(window.frameGeometry(), available))
