"""``python -m skruuvi_gui``: the same as the ``skruuvi-gui`` command."""

from skruuvi_gui.app import main

raise SystemExit(main())
