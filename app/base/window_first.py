"""The window's thread first: the jobs give way while it answers.

A job computes in Python on its own thread, and Python runs one thread at a time: while a job
computes, each event the window handles in Python waits its turn for the interpreter, and the
answer to a command given while a section's jobs ran took twice as long as alone. The window's
work that comes in turns of its event loop (a job's answer shown, a redraw while runs train: see
app/base/in_turns.py) holds the jobs back from the start of its turn until what it posted (its
repaint) has been handled: a job that reaches a check of its budget meanwhile
(core/engine/budget.py: the engine checks at every tensor it makes, the graph's layout at each
label it places) waits there, without the interpreter. A hold that lasts longer than
GIVE_WAY_AT_MOST_S stops holding the jobs back: they share the interpreter as before.
"""

from __future__ import annotations

import threading
import time

__all__ = ["WindowFirst", "window_first", "GIVE_WAY_AT_MOST_S"]

GIVE_WAY_AT_MOST_S = 0.1  # a turn of the window holds the jobs back this long at most


class WindowFirst:
    """Holds made on the window's thread; `give_way`, called on the jobs' threads, waits while
    one is held (see the module's docstring)."""

    def __init__(self) -> None:
        self._holds = 0
        self._held_since: float | None = None  # when the first hold still held was made
        self._free = threading.Event()
        self._free.set()
        self._window_thread = threading.get_ident()

    def hold(self) -> None:
        """The window works now: jobs wait at their next check (one `release` per hold). Holds
        older than GIVE_WAY_AT_MOST_S are forgotten: a hold whose release never came (its turn's
        object deleted with the event that releases it) would otherwise keep the next holds from
        holding anything."""
        if self._holds and time.monotonic() - (self._held_since or 0.0) > GIVE_WAY_AT_MOST_S:
            self._holds = 0
        if not self._holds:
            self._window_thread = threading.get_ident()
            self._held_since = time.monotonic()
            self._free.clear()
        self._holds += 1

    def release(self) -> None:
        self._holds = max(0, self._holds - 1)
        if not self._holds:
            self._held_since = None
            self._free.set()

    def held(self) -> bool:
        return bool(self._holds)

    def give_way(self) -> float:
        """Wait, on a job's thread, while the window holds (at most until its hold has lasted
        GIVE_WAY_AT_MOST_S); the seconds waited. At once on the window's own thread."""
        since = self._held_since
        if since is None or threading.get_ident() == self._window_thread:
            return 0.0
        left = GIVE_WAY_AT_MOST_S - (time.monotonic() - since)
        if left <= 0:
            return 0.0
        began = time.monotonic()
        self._free.wait(left)
        return time.monotonic() - began


window_first = WindowFirst()  # the window's: one per process, as its event loop is
