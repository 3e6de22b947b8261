"""A plot's drawing area (pyqtgraph's PlotWidget) that can draw itself a turn later.

A layout switch shows every plot of the Training dock at a new size, and the first paint of a plot
at a new size lays its axes out again in Python (5-7 ms a plot): painted with the rest of the
window, the three plots took a Train layout over the window's budget. `paint_next_turn()` makes
the next paint the background only, and asks for the plot itself in the event loop's next turn:
the window answers between the two. `hold_paint()` keeps the background until `release_paint()`:
a window that has several plots to paint anew gives each a turn of its own.
"""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import QTimer
from PySide6.QtGui import QPainter

__all__ = ["PlotArea"]


class PlotArea(pg.PlotWidget):
    """pyqtgraph's PlotWidget, with `paint_next_turn` (see the module's docstring)."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._blank = False
        self._held = False  # the background kept until release_paint()
        # started by the blank paint: a timer of the loop's, which fires after the timers already
        # due (a click's answer among them), not a call queued with the paint's own events
        self._later = QTimer(self, singleShot=True, interval=0)
        self._later.timeout.connect(self._paint_now)

    def paint_next_turn(self) -> None:
        """Paint only the background at the next paint, and the plot a turn after it."""
        self._blank, self._held = True, False
        self.viewport().update()

    def hold_paint(self) -> None:
        """Paint only the background until `release_paint()`."""
        self._blank, self._held = True, True
        self.viewport().update()

    def release_paint(self) -> None:
        """Paint the plot, where it was held."""
        if self._held:
            self._held = False
            self._paint_now()

    def painted_blank(self) -> bool:
        """Whether the plot waits for its turn to be painted (for tests)."""
        return self._blank

    def _paint_now(self) -> None:
        self._blank = False
        self.viewport().update()

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        if not self._blank:
            super().paintEvent(event)
            return
        painter = QPainter(self.viewport())
        painter.fillRect(event.rect(), self.backgroundBrush())
        painter.end()
        if not self._held:
            self._later.start()
