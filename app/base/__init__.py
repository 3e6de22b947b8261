"""What every part of the window builds on: its commands (each a QAction, defined once), the seam
for work off the GUI thread, the settings, the looks, the languages and the two arrangements."""
