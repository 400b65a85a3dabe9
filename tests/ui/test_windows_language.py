"""The "system" language follows the display languages Windows lists (Qt reads them as
``QLocale.system().uiLanguages()``, in the person's order of preference): Norwegian in any
form (Bokmål, Nynorsk or plain "no") speaks Bokmål, Finnish speaks Finnish, the first of
the three found wins, and anything else speaks English; numbers follow the language chosen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QDate, QLocale

from skruuvi_gui.ui.i18n import Translations, resolve_language


class WindowsLocale:
    """What Qt's system locale says on Windows: the display languages in order."""

    def __init__(self, *languages: str) -> None:
        self.languages = list(languages)

    def uiLanguages(self) -> list[str]:  # noqa: N802 - Qt's name
        return self.languages


@pytest.mark.parametrize(
    ("languages", "spoken"),
    [
        (["nb-NO"], "nb"),
        (["nb"], "nb"),
        (["no"], "nb"),
        (["no-NO"], "nb"),
        (["nn-NO"], "nb"),
        (["nb_NO"], "nb"),
        (["fi-FI"], "fi"),
        (["fi"], "fi"),
        (["sv-FI", "fi-FI"], "fi"),
        (["se-NO", "nb-NO", "en-US"], "nb"),
        (["en-GB", "fi-FI"], "en"),
        (["de-DE", "nb-NO"], "nb"),
        (["de-DE"], "en"),
        (["zh-Hans-CN"], "en"),
        ([], "en"),
    ],
)
def test_the_system_language_from_windows_display_languages(
    languages: list[str], spoken: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(QLocale, "system", lambda: WindowsLocale(*languages))
    assert resolve_language("system") == spoken


@pytest.mark.parametrize("chosen", ["en", "fi", "nb"])
def test_a_chosen_language_wins_over_windows(chosen: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(QLocale, "system", lambda: WindowsLocale("fi-FI"))
    assert resolve_language(chosen) == chosen


@pytest.mark.parametrize(
    ("languages", "number", "day"),
    [
        (["nb-NO"], "1 234,5", "07.12.2026"),
        (["fi-FI"], "1 234,5", "7.12.2026"),
        (["en-US"], "1,234.5", "07/12/2026"),
    ],
)
def test_numbers_and_days_follow_the_language(
    languages: list[str],
    number: str,
    day: str,
    translations: Translations,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(QLocale, "system", lambda: WindowsLocale(*languages))
    translations.install("system")
    locale = QLocale()
    assert locale.toString(1234.5, "f", 1).replace("\N{NO-BREAK SPACE}", " ") == number
    assert locale.toString(QDate(2026, 12, 7), QLocale.FormatType.ShortFormat) == day
