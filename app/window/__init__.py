"""The main window: its widgets, commands, settings, looks, languages, and the seam for work off
the GUI thread.

The widgets are built once (widgets.py) into a typed record the window keeps, `window.widgets`;
nothing is set on the window from outside. Each feature's controller (app/walk, app/forward,
app/training, app/exercise, app/lessons, app/export) is built with keyword arguments that give it
exactly what it uses: its widgets from that record, the section state, the commands
(`window.commands`), the long jobs, and callbacks for what it asks of the window. A controller is
never handed the window itself, except as `dialog_parent`, the parent of its dialogs.
"""
