"""Gradwalk's application layer: the command line, the main window, and the wiring that hands
the engine's plain records to the widgets."""
