"""Work done a piece per turn of the event loop, so that the window answers between the pieces.

A redraw of several plots is cheap piece by piece but long all at once: a click that comes
during it waits for the whole. `InTurns(parent).run([piece, piece, ...])` calls the first piece
in the loop's next turn and each next one in a turn of its own, after the repaint the previous
piece asked for. A new `run` replaces the pieces still waiting; `cancel` drops them; `finish`
calls them at once.

    redraw = InTurns(window)
    redraw.run([draw_curves, draw_boundary, draw_units])
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

__all__ = ["InTurns"]


class InTurns(QObject):
    """Calls its pieces one per turn of the event loop (see the module's docstring)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pieces: list[Callable[[], object]] = []
        # A zero timer fires once the loop has handled what was posted meanwhile (a repaint
        # among it) and has checked its other timers: a turn of its own for each piece.
        self._next = QTimer(self, singleShot=True, interval=0)
        self._next.timeout.connect(self._call_next)

    def run(self, pieces: list[Callable[[], object]]) -> None:
        """Call `pieces` in order, one per turn, from the next turn on."""
        self._pieces = list(pieces)
        self._next.start()

    def cancel(self) -> None:
        self._pieces = []
        self._next.stop()

    def finish(self) -> None:
        """Call the pieces still waiting, now, in order (what comes next needs them done)."""
        pieces, self._pieces = self._pieces, []
        self._next.stop()
        for piece in pieces:
            piece()

    def pending(self) -> bool:
        """Whether pieces are still waiting for their turn."""
        return bool(self._pieces)

    def _call_next(self) -> None:
        if not self._pieces:
            return
        piece = self._pieces.pop(0)
        piece()
        if self._pieces:
            # started after the piece, so that a timer that came due during it (a repaint's, the
            # window's others) goes before the next piece
            self._next.start()
