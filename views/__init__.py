"""Gradwalk's widgets.

Each widget draws plain records handed to it by the app layer (graph snapshots, backward steps,
training records). Widgets never import core internals, so a view can be built and tested
without running the engine.
"""
