"""A plot's drawing area (pyqtgraph's PlotWidget) that can be painted a turn after the rest.

A layout switch shows every plot of the Training dock at a new size, and the first paint of a plot
at a new size lays its axes out again in Python (5-12 ms a plot): painted with the rest of the
window, the plots took a Train layout over the window's budget. `hold_paint()` makes its paints
the background only until `release_paint()`: the window releases its plots a turn each
(app/window/layout_painting.py), and answers between them.
"""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QPainter

__all__ = ["PlotArea"]


class PlotArea(pg.PlotWidget):
    """pyqtgraph's PlotWidget, with `hold_paint` and `release_paint` (see the module's docstring)."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._held = False  # the background only, until release_paint()

    def hold_paint(self) -> None:
        """Paint only the background until `release_paint()`."""
        self._held = True
        self.viewport().update()

    def release_paint(self) -> None:
        """Paint the plot, where it was held: what its first paint would change first (its range
        follows its data, its items' layouts follow), so that it is painted once. Changed during
        the paint, they asked for a second paint of the plot in the same turn."""
        if self._held:
            self._held = False
            self.settle()
            self.viewport().update()

    def settle(self) -> None:
        """What the next paint would change first, now: the range follows the data, the items'
        layouts follow the range. Changed during the paint, they ask for a second paint of the
        plot in the same turn."""
        self.scene().prepareForPaint()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)

    def painted_blank(self) -> bool:
        """Whether the plot waits for its turn to be painted (for tests)."""
        return self._held

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        if not self._held:
            super().paintEvent(event)
            return
        painter = QPainter(self.viewport())
        painter.fillRect(event.rect(), self.backgroundBrush())
        painter.end()
