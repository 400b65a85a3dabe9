"""The game library window and the replay of a finished game; loaded when first opened."""
