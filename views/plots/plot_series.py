"""Growing pairs of numpy columns for the plots: a run appends batches, the plot reads a prefix.

Capacity doubles when it runs out, so a run of n steps costs O(n) copies in all, however small its
batches. `drawable_end` finds, once per batch, where a run stopped being drawable (not finite, or
too large for a painter), so the plots never scan the whole run again.
"""

from __future__ import annotations

import numpy as np

__all__ = ["Series", "DRAWABLE_LIMIT"]

# Beyond this a coordinate is kept but not drawn: painters and view boxes square and subtract
# coordinates, and 1e207 squared overflows. No loss worth reading is that large.
DRAWABLE_LIMIT = 1e100


class Series:
    """x and y values, appended in batches; the drawable prefix is tracked as they arrive."""

    def __init__(self, capacity: int = 1024) -> None:
        self._x = np.empty(capacity, dtype=np.float64)
        self._y = np.empty(capacity, dtype=np.float64)
        self.size = 0
        self.drawable = 0  # x[:drawable], y[:drawable] are finite and within DRAWABLE_LIMIT
        self.stopped = False  # True once a value was not drawable: the prefix stops growing

    def append(self, x: np.ndarray, y: np.ndarray) -> None:
        x = np.asarray(x, dtype=np.float64).ravel()
        y = np.asarray(y, dtype=np.float64).ravel()
        if x.shape != y.shape:
            raise ValueError(f"{x.size} steps but {y.size} values")
        end = self.size + x.size
        if end > self._x.size:
            capacity = max(end, 2 * self._x.size)
            for name in ("_x", "_y"):
                grown = np.empty(capacity, dtype=np.float64)
                grown[:self.size] = getattr(self, name)[:self.size]
                setattr(self, name, grown)
        self._x[self.size:end] = x
        self._y[self.size:end] = y
        if not self.stopped:
            good = np.isfinite(x) & np.isfinite(y)
            good[good] = (np.abs(x[good]) <= DRAWABLE_LIMIT) & (np.abs(y[good]) <= DRAWABLE_LIMIT)
            bad = np.flatnonzero(~good)
            if bad.size:
                self.drawable = self.size + int(bad[0])
                self.stopped = True
            else:
                self.drawable = end
        self.size = end

    @property
    def x(self) -> np.ndarray:
        return self._x[:self.size]

    @property
    def y(self) -> np.ndarray:
        return self._y[:self.size]

    def drawn(self) -> tuple[np.ndarray, np.ndarray]:
        """The drawable prefix (views into the buffers: valid until the next append)."""
        return self._x[:self.drawable], self._y[:self.drawable]

    def first_undrawable(self) -> tuple[float, float] | None:
        """(x, y) of the first value that is not drawable, or None while all are."""
        if not self.stopped:
            return None
        return float(self._x[self.drawable]), float(self._y[self.drawable])
