"""The main window: its widgets, commands, settings, looks, languages, and the seam for work off
the GUI thread."""
