"""The application window in parts, one job a module, stacked into ``MainWindow``
(``ui/main_window.py``): what stands beside the table (``docks``), a match from its start to
its end (``games``), the games kept in files, the library and the statistics (``records``),
and the menus with what they set (``menus``)."""
