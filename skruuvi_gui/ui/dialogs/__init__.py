"""Dialogs around the table: new game, settings, about."""
