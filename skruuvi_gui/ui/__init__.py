"""Everything drawn with Qt: the window, the card table, dialogs."""
