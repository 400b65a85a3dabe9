"""The figures of a hint's reason, written as the locale writes numbers (a decimal comma in
Finnish and Norwegian)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

translate = QCoreApplication.translate


def points(value: float) -> str:
    """Expected points to one decimal (no minus sign on a zero)."""
    return QLocale().toString(round(value, 1) + 0.0, "f", 1)


def score(value: float) -> str:
    """Expected points with their unit, a loss said in words ("a loss of 6.5 points") rather
    than by a minus sign a reader may miss or take for a dash."""
    figure = round(value, 1)
    if figure < 0:
        text = translate("HintReason", "a loss of {number} points")
    else:
        text = translate("HintReason", "{number} points")
    return text.replace("{number}", points(abs(figure)))


def tricks(value: float) -> str:
    """An estimate of tricks, to one decimal even when whole: "about 1.0 tricks" reads right
    where "about 1 tricks" would not."""
    return QLocale().toString(float(value), "f", 1)


def percent(share: float) -> str:
    """A share of 0 to 1 as a whole percentage ("85 %")."""
    return translate("HintReason", "{number} %").replace(
        "{number}", QLocale().toString(round(share * 100))
    )
