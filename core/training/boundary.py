"""A classifier's decision boundary as a picture: its probability of class 1 over a grid of the
plane, as plain numbers for a view to colour.

    grid = BoundaryGrid.around(points, size=60)     # a square grid a little larger than the points
    picture = grid.picture(probabilities)           # a Boundary: the extent and a (size, size) array

Row i of `probabilities` is y = y_min + i·(y_max − y_min)/(size − 1), column j likewise for x, so
the first row is the bottom of the plot. The boundary itself is where the probability is 1/2.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

__all__ = ["Boundary", "BoundaryGrid", "GRID_SIZE", "LayerUnits", "MAX_UNITS", "UNIT_STRIDE"]

MAX_UNITS = 16  # a layer of more units is not drawn unit by unit: the pictures would be specks
GRID_SIZE = 64  # points a side: fine enough to see the curve, 4,096 rows a forward pass
# A unit's picture keeps every third point of the grid a side (22 of 64): the window draws it 21
# pixels a side. The whole grid sent lesson 5's 32 units as 1 MB a picture, a picture every 60 ms
# a run, for the window to read and shrink.
UNIT_STRIDE = 3


@dataclass(frozen=True, eq=False)
class LayerUnits:
    """A hidden layer over the same grid: each unit's output (`pictures[k]`, rows like the
    boundary's) and whether it is silent, 0 on every training row (a dead ReLU unit); and, at the
    step drawn, how much gradient reaches each unit and whether it is saturated (see
    core/training/training.py, `unit_flow`)."""
    name: str
    pictures: np.ndarray  # (units, rows, columns), float64: every UNIT_STRIDE-th point of the grid
    silent: tuple[bool, ...]
    gradients: tuple[float, ...] = ()  # the mean size of ∂loss/∂unit over the training rows
    saturated: tuple[bool, ...] = ()  # its activation flat on most rows (core/engine/layers.py)


@dataclass(frozen=True, eq=False)
class Boundary:
    """The probability of class 1 at each point of a grid over [x_min, x_max] × [y_min, y_max],
    and the hidden layers' units over it (where the training names them)."""
    x_min: float
    x_max: float
    y_min: float
    y_max: float
    probabilities: np.ndarray  # (rows, columns), float64, row 0 at y_min
    units: tuple[LayerUnits, ...] = ()


@dataclass(frozen=True)
class BoundaryGrid:
    x_min: float
    x_max: float
    y_min: float
    y_max: float
    size: int = GRID_SIZE

    @classmethod
    def around(cls, points: np.ndarray, size: int = GRID_SIZE, margin: float = 0.15) -> BoundaryGrid:
        """A grid over the points' extent, widened by `margin` of it on each side (a unit square
        around the origin for no points)."""
        points = np.asarray(points, dtype=np.float64).reshape(-1, 2)
        finite = points[np.isfinite(points).all(axis=1)]
        if not len(finite):
            return cls(-1.0, 1.0, -1.0, 1.0, size)
        low, high = finite.min(axis=0), finite.max(axis=0)
        pad = np.maximum((high - low) * margin, 0.5 * (high - low == 0))  # a flat set still gets room
        return cls(float(low[0] - pad[0]), float(high[0] + pad[0]), float(low[1] - pad[1]),
                   float(high[1] + pad[1]), size)

    def points(self) -> np.ndarray:
        """The grid's points as an (size², 2) array, row by row from the bottom."""
        xs = np.linspace(self.x_min, self.x_max, self.size)
        ys = np.linspace(self.y_min, self.y_max, self.size)
        gx, gy = np.meshgrid(xs, ys)
        return np.column_stack([gx.ravel(), gy.ravel()])

    def picture(self, probabilities: np.ndarray, units: tuple[LayerUnits, ...] = ()) -> Boundary:
        values = np.asarray(probabilities, dtype=np.float64).reshape(self.size, self.size)
        return Boundary(self.x_min, self.x_max, self.y_min, self.y_max, values, units)

    def unit_pictures(self, layer: np.ndarray) -> np.ndarray:
        """A layer's outputs at the grid's points, (size², units), as one picture per unit, of
        every UNIT_STRIDE-th point a side (the grid's first and, where the stride lands on it,
        last)."""
        pictures = np.asarray(layer, dtype=np.float64).T.reshape(-1, self.size, self.size)
        return np.ascontiguousarray(pictures[:, ::UNIT_STRIDE, ::UNIT_STRIDE])
