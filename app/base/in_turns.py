"""Work done a piece per turn of the event loop, so that the window answers between the pieces.

A redraw of several plots is cheap piece by piece but long all at once: a click that comes
during it waits for the whole. `InTurns(parent).run([piece, piece, ...])` calls the first piece
in the loop's next turn and each next one in a turn of its own, after the repaint the previous
piece asked for. A new `run` replaces the pieces still waiting, `add` queues more after them and
`first` before them; `cancel` drops them; `finish` calls them at once.

    redraw = InTurns(window)
    redraw.run([draw_curves, draw_boundary, draw_units])

From the start of a piece until its repaint has been handled, the window's jobs wait
(app/base/window_first.py): the piece has the interpreter to itself.

A turn has one piece, whichever `InTurns` it comes from: the window has several (the layout's
painting, the plots', the training's redraw), and their timers, all due at once, would otherwise
call a piece of each in the same turn, with one repaint for all of them.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import ClassVar

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer

from gradwalk.app.base.window_first import window_first

__all__ = ["InTurns"]


class InTurns(QObject):
    """Calls its pieces one per turn of the event loop (see the module's docstring)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pieces: list[Callable[[], object]] = []
        # After a piece, an event is posted to this object: the loop handles it after what the
        # piece posted (a repaint among it), and only then the next piece's timer is started, so
        # that the window's timers that came due meanwhile (sorted by when they are due) go first.
        self._next = QTimer(self, singleShot=True, interval=0)
        self._held = 0  # pieces called whose hold on the jobs is released by the event after them
        self._next.timeout.connect(self._call_next)

    def run(self, pieces: list[Callable[[], object]]) -> None:
        """Call `pieces` in order, one per turn, from the next turn on."""
        self._pieces = list(pieces)
        self._next.stop()
        self._after_what_is_posted()

    def add(self, pieces: list[Callable[[], object]]) -> None:
        """Call `pieces` after those still waiting, one per turn."""
        idle = not self._pieces
        self._pieces.extend(pieces)
        if idle:
            self._after_what_is_posted()

    def first(self, pieces: list[Callable[[], object]]) -> None:
        """Call `pieces` before those still waiting, one per turn (a piece that finds more to do
        than one turn's worth: the rest, next)."""
        idle = not self._pieces
        self._pieces[:0] = pieces
        if idle:
            self._after_what_is_posted()

    def cancel(self) -> None:
        self._pieces = []
        self._next.stop()

    def take(self) -> list[Callable[[], object]]:
        """The pieces still waiting, handed over (to be called in another `InTurns`' turns)."""
        taken, self._pieces = self._pieces, []
        self._next.stop()
        return taken

    def finish(self) -> None:
        """Call the pieces still waiting, now, in order (what comes next needs them done), those
        that they add too."""
        self._next.stop()
        while self._pieces:
            self._pieces.pop(0)()

    def pending(self) -> bool:
        """Whether pieces are still waiting for their turn."""
        return bool(self._pieces)

    def _call_next(self) -> None:
        if not self._pieces:
            return
        this_turn = _ThisTurn.of_this_thread()
        if this_turn.taken():  # another InTurns' piece has this turn: ours waits for the next
            self._after_what_is_posted()
            return
        this_turn.take()
        piece = self._pieces.pop(0)
        window_first.hold()  # the jobs wait for the piece and its repaint: app/base/window_first.py
        self._held += 1
        try:
            piece()
        finally:
            this_turn.end_after_what_is_posted()
            self._after_what_is_posted()

    def _after_what_is_posted(self) -> None:
        """Start the next piece's timer once the loop has handled what is posted now."""
        QCoreApplication.postEvent(self, QEvent(_AFTER_PIECE), Qt.EventPriority.LowEventPriority.value)

    def event(self, event: QEvent) -> bool:
        if event.type() == _AFTER_PIECE:
            if self._held:
                self._held -= 1
                window_first.release()
            if self._pieces and not self._next.isActive():
                self._next.start()
            return True
        return super().event(event)


_AFTER_PIECE = QEvent.Type(QEvent.registerEventType())


class _ThisTurn(QObject):
    """Whether a piece has had this turn of the loop: taken when a piece is called, free again
    once what the piece posted (its repaint) has been handled. One for all the InTurns."""

    TAKEN_AT_MOST_S = 0.5  # a turn whose end never came (the loop ended meanwhile) is free again
    _made: ClassVar[dict[int, "_ThisTurn"]] = {}  # by thread: the turns are those of its loop

    def __init__(self) -> None:
        super().__init__()
        self._taken_at: float | None = None

    @classmethod
    def of_this_thread(cls) -> "_ThisTurn":
        made = cls._made.get(threading.get_ident())
        if made is None:
            made = cls._made[threading.get_ident()] = cls()
        return made

    def taken(self) -> bool:
        return self._taken_at is not None and time.monotonic() - self._taken_at < self.TAKEN_AT_MOST_S

    def take(self) -> None:
        self._taken_at = time.monotonic()

    def end_after_what_is_posted(self) -> None:
        QCoreApplication.postEvent(self, QEvent(_TURN_OVER), Qt.EventPriority.LowEventPriority.value)

    def event(self, event: QEvent) -> bool:
        if event.type() == _TURN_OVER:
            self._taken_at = None
            return True
        return super().event(event)


_TURN_OVER = QEvent.Type(QEvent.registerEventType())
