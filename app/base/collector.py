"""Python's garbage collector and the window: the objects that live as long as the app are set
aside, so that a full collection does not walk them.

A full collection visits every object Python tracks; with Qt's bindings, numpy, pyqtgraph, the
lessons and the window loaded, that is a pause of 70–110 ms on the window's thread, a few times a
session, at whatever the learner does then. `gc.freeze()` moves every object alive now into a
generation the collector never visits: called once the window is built, it shortens those pauses
to 25–40 ms (docs/benchmarks.md, Commands). What is frozen is never freed, so it is called once, in
the app, and never in tests that build window after window.
"""

from __future__ import annotations

import gc

__all__ = ["set_aside_what_lasts"]


def set_aside_what_lasts() -> None:
    """Collect what is garbage already, then freeze what is left (see the module's docstring)."""
    gc.collect()
    gc.freeze()
