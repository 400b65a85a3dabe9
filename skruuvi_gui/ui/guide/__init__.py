"""The rules guide on screen: the guide window, the quick-reference dock and the first-game
walkthrough, all drawn from the pages ``skruuvi_gui.guide`` reads."""
