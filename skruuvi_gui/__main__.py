"""``python -m skruuvi_gui``: the same as the ``skruuvi-gui`` command."""

from skruuvi_gui.launch import main

raise SystemExit(main())
