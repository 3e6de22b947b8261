"""Gradwalk's widgets.

Each widget draws plain records handed to it by the app layer (graph snapshots, backward steps,
training records). Widgets never import core internals, so a view can be built and tested
without running the engine.
"""

from .none_guard import keep_none_alive

keep_none_alive()  # before any widget is made: see none_guard.py
