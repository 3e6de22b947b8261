"""The least-squares line and the standardised column, in plain numpy and float64, for the tests:
the figures lesson 4 computes by descent are checked against these exact answers."""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from gradwalk.core.lessons.datasets import DataSetError


def _as_vector(values: object, what: str) -> np.ndarray:
    array = np.asarray(values, dtype=np.float64)
    if array.ndim != 1 or array.size == 0:
        raise DataSetError(f"{what} must be a non-empty 1-D list of numbers, got shape {array.shape}")
    if not np.all(np.isfinite(array)):
        raise DataSetError(f"{what} contains a NaN or an infinity")
    return array


@dataclass(frozen=True, eq=False)
class Standardization:
    """A column rescaled to z = (x - mean) / std, with the numbers needed to go back.

    `std` is the population standard deviation (ddof=0): divide by n, not n - 1.
    """

    mean: float
    std: float
    values: np.ndarray = field(repr=False)

    def transform(self, raw: object) -> np.ndarray:
        """Standardise other raw values (a held-out set, say) with this mean and std."""
        return (np.asarray(raw, dtype=np.float64) - self.mean) / self.std

    def to_raw(self, ws: float, bs: float) -> tuple[float, float]:
        """Turn a line `y = ws * z + bs` fitted on z into `y = w * x + b` in raw units.

        Substituting z = (x - mean) / std gives w = ws / std and b = bs - ws * mean / std.
        """
        w = ws / self.std
        b = bs - ws * self.mean / self.std
        return float(w), float(b)

    def describe(self, column: str = "x") -> str:
        """The rescaling as a formula, so that it is always shown, never silent."""
        return f"z = ({column} − {self.mean:.6f}) / {self.std:.6f}"


def standardize(values: object) -> Standardization:
    """Rescale `values` to mean 0 and (population) standard deviation 1."""
    x = _as_vector(values, "the values to standardise")
    mean = float(x.mean())
    std = float(x.std())  # numpy's default ddof=0 is the population std
    if std == 0.0:
        raise DataSetError(("cannot standardise a constant column (every value is {0}): its std is 0"
        ).format(float(x[0])))
    z = (x - mean) / std
    z.flags.writeable = False
    return Standardization(mean, std, z)


def closed_form_line(x: object, y: object) -> tuple[float, float]:
    """The least-squares line `y = w * x + b`, solved exactly in float64.

    w = sum((x - mean x)(y - mean y)) / sum((x - mean x)^2) and b = mean y - w * mean x;
    centring first keeps the sums small and the rounding error low.
    """
    x = _as_vector(x, "x")
    y = _as_vector(y, "y")
    if x.shape != y.shape:
        raise DataSetError(("x and y must have the same length, got {0} and {1}")
                           .format(x.size, y.size))
    dx = x - x.mean()
    spread = float(dx @ dx)
    if spread == 0.0:
        raise DataSetError("every x is the same, so no single line fits best")
    w = float(dx @ (y - y.mean())) / spread
    b = float(y.mean()) - w * float(x.mean())
    return w, b


def mse(x: object, y: object, w: float, b: float) -> float:
    """The mean squared error of the line `y = w * x + b` on the points (x, y)."""
    x = _as_vector(x, "x")
    y = _as_vector(y, "y")
    if x.shape != y.shape:
        raise DataSetError(("x and y must have the same length, got {0} and {1}")
                           .format(x.size, y.size))
    residual = w * x + b - y
    return float(np.mean(residual * residual))
