"""People named together, the one way each language does it wherever a pair or a group of
winners is named: "Maija and Liisa" (fi "Maija ja Liisa", nb "Maija og Liisa"), and
"Maija, Liisa and Ville" for more."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate


def joined_names(names: Sequence[str]) -> str:
    if len(names) < 2:
        return "".join(names)
    return (
        translate("Names", "{first} and {second}")
        .replace("{second}", names[-1])
        .replace("{first}", ", ".join(names[:-1]))
    )
