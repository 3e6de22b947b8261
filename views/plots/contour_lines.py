"""Contour lines of a grid, drawn over the image of that grid.

`ContourLines(level)` is made a child of a pyqtgraph ImageItem and given the image's values,
`set_data(values)` (row-major: `values[row, column]`, as the image shows them). It draws the line
where the values cross `level`, in the image's pixel coordinates, the way pyqtgraph's
IsocurveItem does: each value at the centre of its pixel, the lines carried out to the picture's
edges. The lines come from contourpy, the C++ marching squares that matplotlib uses: about
0.5 ms a line on the landscape's 100 × 100 grid, where IsocurveItem's loop in Python took 3 ms,
on the window's thread, for each of the landscape's lines and for the boundary's, 15 times a
second while a classifier trains.
"""

from __future__ import annotations

import contourpy
import numpy as np
import numpy.ma  # noqa: F401 - contourpy reads masks through it: imported at its first line, ~100 ms
from PySide6.QtGui import QPainterPath
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem

__all__ = ["ContourLines", "contour_path"]


def contour_path(values: np.ndarray, level: float) -> QPainterPath:
    """The lines where `values` (rows, columns) cross `level`, as a path in pixel coordinates:
    the value of row r, column c at (c + 0.5, r + 0.5), the grid widened by half a pixel on every
    side with its edge values so that the lines reach the picture's edges."""
    values = np.asarray(values, dtype=np.float64)
    rows, columns = values.shape
    widened = np.pad(values, 1, mode="edge")
    x = np.concatenate(([0.0], np.arange(columns) + 0.5, [float(columns)]))
    y = np.concatenate(([0.0], np.arange(rows) + 0.5, [float(rows)]))
    lines = contourpy.contour_generator(x, y, widened, line_type=contourpy.LineType.Separate).lines(level)
    path = QPainterPath()
    for line in lines:
        if len(line) < 2:
            continue
        path.moveTo(float(line[0, 0]), float(line[0, 1]))
        for px, py in line[1:].tolist():
            path.lineTo(px, py)
    return path


class ContourLines(QGraphicsPathItem):
    """The contour at `level` of the values of the image this item is a child of."""

    def __init__(self, level: float = 0.0, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.level = float(level)
        self._values: np.ndarray | None = None

    def set_data(self, values: np.ndarray | None, level: float | None = None) -> None:
        """Draw the contour of `values` (None: none) at `level` (unchanged if None)."""
        if level is not None:
            self.level = float(level)
        self._values = None if values is None else np.asarray(values, dtype=np.float64)
        self.setPath(QPainterPath() if self._values is None else contour_path(self._values, self.level))
