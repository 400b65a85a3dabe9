"""The About box: what the program is, its version and its licence."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QLayout, QVBoxLayout, QWidget

from skruuvi_gui import __version__
from skruuvi_gui.ui.dialogs.labels import close_window_text
from skruuvi_gui.ui.screen_fit import Centring

translate = QCoreApplication.translate


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("AboutDialog")
        self._text = QLabel()
        self._text.setTextFormat(Qt.TextFormat.RichText)
        self._text.setWordWrap(True)
        self._text.setMinimumWidth(360)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self._close = buttons.button(QDialogButtonBox.StandardButton.Close)
        layout = QVBoxLayout(self)
        layout.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)  # no resize handle
        layout.addWidget(self._text)
        layout.addWidget(buttons)
        self.retranslate()
        Centring(self)

    def retranslate(self) -> None:
        self.setWindowTitle(translate("AboutDialog", "About Korttipöytä"))
        body = translate(
            "AboutDialog",
            "<h2>Korttipöytä {version}</h2>"
            "<p>A card table for Cribbage, Skruuvi and Squint: play against the computer "
            "or with family on one screen.</p>"
            "<p>Free software under the GNU General Public License, version 3 or later.</p>",
        )
        self._text.setText(body.replace("{version}", __version__))
        self.setAccessibleDescription(
            translate("AboutDialog", "What the program is, its version and its licence")
        )
        self._close.setAccessibleDescription(close_window_text())

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
