"""Growing numpy columns for the plots: a run appends batches, the plot reads a prefix.

Capacity doubles when it runs out, so a run of n steps costs O(n) copies in all, however small its
batches. Each column finds, once per batch, where it stopped being drawable (not finite, or too
large for a painter), so the plots never scan the whole run again.

`Series` is a pair of columns (a path's w and b); `RunHistory` is one training run's record: its
steps and, under a name each, what it measured at every step. It is the one record of a run's
curve in the window: the loss and accuracy plots draw its columns, the landscape's path and the
parameter table follow its parameters, the CSV export writes it.
"""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np

__all__ = ["Series", "RunHistory", "DRAWABLE_LIMIT", "LOSS", "HELD_OUT_LOSS", "ACCURACY",
           "HELD_OUT_ACCURACY"]

# Beyond this a coordinate is kept but not drawn: painters and view boxes square and subtract
# coordinates, and 1e207 squared overflows. No loss worth reading is that large.
DRAWABLE_LIMIT = 1e100

# What a run measures at each step, by the names its CSV columns start with.
LOSS, HELD_OUT_LOSS, ACCURACY, HELD_OUT_ACCURACY = "loss", "held-out loss", "accuracy", "held-out accuracy"


class _Column:
    """float64 values, appended in batches; the drawable prefix is tracked as they arrive."""

    def __init__(self, capacity: int) -> None:
        self._values = np.empty(capacity, dtype=np.float64)
        self.size = 0
        self.drawable = 0  # values[:drawable] are finite and within DRAWABLE_LIMIT
        self.stopped = False  # True once a value was not drawable: the prefix stops growing

    def append(self, values: np.ndarray) -> None:
        end = self.size + values.size
        if end > self._values.size:
            grown = np.empty(max(end, 2 * self._values.size), dtype=np.float64)
            grown[:self.size] = self._values[:self.size]
            self._values = grown
        self._values[self.size:end] = values
        if not self.stopped:
            good = np.isfinite(values)
            good[good] = np.abs(values[good]) <= DRAWABLE_LIMIT
            bad = np.flatnonzero(~good)
            if bad.size:
                self.drawable = self.size + int(bad[0])
                self.stopped = True
            else:
                self.drawable = end
        self.size = end

    @property
    def values(self) -> np.ndarray:
        """Every value (a view into the buffer: valid until the next append)."""
        return self._values[:self.size]


def _flat(values: np.ndarray) -> np.ndarray:
    return np.asarray(values, dtype=np.float64).ravel()


class Series:
    """x and y values, appended in batches; the drawable prefix (both drawable) is tracked."""

    def __init__(self, capacity: int = 1024) -> None:
        self._x, self._y = _Column(capacity), _Column(capacity)

    def append(self, x: np.ndarray, y: np.ndarray) -> None:
        x, y = _flat(x), _flat(y)
        if x.shape != y.shape:
            raise ValueError(f"{x.size} steps but {y.size} values")
        self._x.append(x)
        self._y.append(y)

    @property
    def size(self) -> int:
        return self._x.size

    @property
    def drawable(self) -> int:
        return min(self._x.drawable, self._y.drawable)

    @property
    def stopped(self) -> bool:
        return self._x.stopped or self._y.stopped

    @property
    def x(self) -> np.ndarray:
        return self._x.values

    @property
    def y(self) -> np.ndarray:
        return self._y.values

    def drawn(self) -> tuple[np.ndarray, np.ndarray]:
        """The drawable prefix (views into the buffers: valid until the next append)."""
        end = self.drawable
        return self._x.values[:end], self._y.values[:end]

    def first_undrawable(self) -> tuple[float, float] | None:
        """(x, y) of the first value that is not drawable, or None while all are."""
        if not self.stopped:
            return None
        end = self.drawable
        return float(self._x.values[end]), float(self._y.values[end])


class RunHistory:
    """One training run's steps as they were recorded: the step numbers, what the run measured at
    each (its LOSS, and HELD_OUT_LOSS, ACCURACY, HELD_OUT_ACCURACY where it measures them) and each
    single-number parameter's value after it. A measure a run has, it has at every step.
    `rate_changes` are the learning rates changed while the run was paused: (the step after which
    the new rate took over, the rate before, the rate after)."""

    def __init__(self, label: str, capacity: int = 1024) -> None:
        self.label = label
        self.rate_changes: list[tuple[int, float, float]] = []
        self._capacity = capacity
        self._steps = _Column(capacity)
        self._measures: dict[str, _Column] = {}
        self._params: dict[str, _Column] = {}

    def append(self, steps: np.ndarray, measures: Mapping[str, np.ndarray | None],
               params: Mapping[str, np.ndarray] | None = None) -> None:
        """Add a batch: its steps (increasing, after the ones recorded), each measure at those steps
        (None: not measured) and each parameter's values. Raises ValueError for a batch whose
        columns are not the ones recorded so far, or not one value a step."""
        steps = _flat(steps)
        if steps.size and (np.any(np.diff(steps) <= 0)
                           or (self._steps.size and steps[0] <= self._steps.values[-1])):
            raise ValueError("a batch's steps must increase and come after the steps recorded")
        given = {name: _flat(values) for name, values in measures.items() if values is not None}
        values_of = {name: _flat(values) for name, values in (params or {}).items()}
        for kind, columns, batch in (("measures", self._measures, given), ("parameters", self._params,
                                                                             values_of)):
            if self._steps.size and set(batch) != set(columns):
                raise ValueError(f"{kind} {sorted(batch)}, but the run has recorded {sorted(columns)}")
            for name, column in batch.items():
                if column.size != steps.size:
                    raise ValueError(f"{name}: {column.size} values for {steps.size} steps")
        if not self._steps.size:
            self._measures = {name: _Column(self._capacity) for name in given}
            self._params = {name: _Column(self._capacity) for name in values_of}
        self._steps.append(steps)
        for columns, batch in ((self._measures, given), (self._params, values_of)):
            for name, column in batch.items():
                columns[name].append(column)

    def __len__(self) -> int:
        """How many steps have been recorded."""
        return self._steps.size

    @property
    def steps(self) -> np.ndarray:
        """The steps recorded (a view: valid until the next append)."""
        return self._steps.values

    def measures(self) -> list[str]:
        return list(self._measures)

    def measure(self, name: str) -> np.ndarray | None:
        """The measure `name` at every step recorded, or None for one the run does not measure."""
        column = self._measures.get(name)
        return column.values if column is not None else None

    def params(self) -> dict[str, np.ndarray]:
        """Each single-number parameter's value at every step recorded."""
        return {name: column.values for name, column in self._params.items()}

    def drawn(self, name: str) -> tuple[np.ndarray, np.ndarray]:
        """(steps, values) of the measure `name` up to its first value that is not drawable (empty
        for a measure the run does not have)."""
        column = self._measures.get(name)
        if column is None:
            return np.zeros(0), np.zeros(0)
        end = min(self._steps.drawable, column.drawable)
        return self._steps.values[:end], column.values[:end]

    def stopped(self, name: str) -> bool:
        """Whether the measure `name` has a value that is not drawable: its drawn part is final."""
        column = self._measures.get(name)
        return column is not None and (column.stopped or self._steps.stopped)

    def first_undrawable(self, name: str) -> tuple[float, float] | None:
        """(step, value) of the measure's first value that is not drawable, or None while all are."""
        if not self.stopped(name):
            return None
        column = self._measures[name]
        end = min(self._steps.drawable, column.drawable)
        return float(self._steps.values[end]), float(column.values[end])
