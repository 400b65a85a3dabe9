"""The Statistics window and its pictures; loaded when the window is first opened."""
