"""Started with no locale set (as a bundle's launcher leaves it), Qt gets a UTF-8 one and
prints no warning; a locale the user set stays as it is."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from skruuvi_gui.app import use_utf8_locale


@pytest.mark.parametrize(
    ("environ", "ctype"),
    [
        ({}, "C.UTF-8"),
        ({"LANG": "C"}, "C.UTF-8"),
        ({"LANG": "fi_FI.UTF-8", "LC_CTYPE": "POSIX"}, "C.UTF-8"),
        ({"LANG": "fi_FI.UTF-8"}, None),
        ({"LC_CTYPE": "nb_NO.UTF-8"}, "nb_NO.UTF-8"),
        ({"LC_ALL": "C"}, None),
    ],
)
def test_a_utf8_ctype_only_where_no_locale_was_set(
    environ: dict[str, str], ctype: str | None, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "platform", "linux")
    before = dict(environ)
    use_utf8_locale(environ)
    assert environ.get("LC_CTYPE") == ctype
    assert {k: v for k, v in environ.items() if k != "LC_CTYPE"} == {
        k: v for k, v in before.items() if k != "LC_CTYPE"
    }


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Qt's check is Linux's")
def test_qt_starts_without_a_locale_warning() -> None:
    unset = {"LANG", "LANGUAGE", "LC_ALL", "LC_CTYPE"}
    env = {key: value for key, value in os.environ.items() if key not in unset}
    env.update(PYTHONCOERCECLOCALE="0", QT_QPA_PLATFORM="offscreen")
    child = (
        "from skruuvi_gui.app import use_utf8_locale\n"
        "use_utf8_locale()\n"
        "from PySide6.QtCore import QCoreApplication\n"
        "app = QCoreApplication([])\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", child], env=env, capture_output=True, text=True, check=True
    )
    assert "locale" not in result.stderr
