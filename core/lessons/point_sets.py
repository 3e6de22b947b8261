"""Points in the plane with two classes, made by the project from a seed: what a classifier
lesson trains on.

    points, labels = point_set("moons", size=200, noise=0.1, seed=3)

`points` is an (n, 2) float64 array, `labels` an (n,) array of 0.0 and 1.0, half of each class
(the odd point goes to class 0). The same kind, size, noise and seed give the same points on every
machine: numpy's PCG64 generator is the same everywhere. `noise` is the spread of the Gaussian
jitter added to each point, scaled to the set (NOISE_SCALE): in the plane's units for the moons,
the circles and XOR (each set spans about 2 to 3 of them, its classes half a unit apart or so),
and a third of that for the spiral, whose arms wind a third of a unit apart: the moons' 0.15 then
blurs a spiral as much as it blurs the moons, where unscaled it would smear the arms into one.

`split` keeps a share of the points apart, for measuring what the training never saw.
"""

from __future__ import annotations

import numpy as np

from gradwalk.core.engine import GradwalkError
from gradwalk.core.words import prose_number, translate

__all__ = ["KINDS", "MAX_POINTS", "NOISE_SCALE", "PARTS", "PointSetError", "check_point_set", "point_parts",
           "point_set", "split"]

KINDS = ("moons", "circles", "xor", "spiral")
PARTS = ("points", "labels", "held_points", "held_labels")  # what a lesson's `columns` may name
MAX_POINTS = 100_000  # far more than a lesson draws; a typo of a few zeros is refused, not allocated
# The jitter's spread per unit of `noise`: how far apart each set's classes lie, for the moons 1
NOISE_SCALE = {"moons": 1.0, "circles": 1.0, "xor": 1.0, "spiral": 1 / 3}


class PointSetError(GradwalkError, ValueError):
    """A point set asked for with a kind, size, noise or share that makes no sense."""


def point_set(kind: str, *, size: int = 200, noise: float = 0.1,
              seed: int = 0) -> tuple[np.ndarray, np.ndarray]:
    """`size` points of the set `kind` (one of KINDS) and their labels; see the module's docstring."""
    check_point_set(kind, size, noise, seed)
    rng = np.random.default_rng(seed)
    ones = size // 2
    zeros = size - ones
    points = np.concatenate([_MAKERS[kind](rng, zeros, 0), _MAKERS[kind](rng, ones, 1)])
    points = points + rng.normal(0.0, noise * NOISE_SCALE[kind], points.shape)
    labels = np.concatenate([np.zeros(zeros), np.ones(ones)])
    order = rng.permutation(size)  # mixed, so that any first rows hold both classes
    return points[order], labels[order]


def split(points: np.ndarray, labels: np.ndarray,
          held_out: float) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """(training points, training labels, held-out points, held-out labels): the last `held_out`
    share of the rows kept apart (the rows are already mixed), at least one on each side."""
    _check_share(held_out)
    n = len(points)
    if n < 2:
        raise PointSetError(translate("Data", "{0} points cannot be split into a training and a "
                                      "held-out part").format(prose_number(n)))
    kept = min(n - 1, max(1, round(n * (1 - held_out))))
    return points[:kept], labels[:kept], points[kept:], labels[kept:]


def point_parts(kind: str, *, size: int = 200, noise: float = 0.1, seed: int = 0,
                held_out: float = 0.25) -> dict[str, np.ndarray]:
    """The set split into its PARTS, as a lesson's data set gives them: points (n, 2), labels (n, 1)."""
    points, labels = point_set(kind, size=size, noise=noise, seed=seed)
    train_points, train_labels, held_points, held_labels = split(points, labels, held_out)
    return {"points": train_points, "labels": train_labels[:, None],
            "held_points": held_points, "held_labels": held_labels[:, None]}


def check_point_set(kind: object, size: object = 200, noise: object = 0.1, seed: object = 0,
                    held_out: object = 0.25) -> None:
    """Raise PointSetError, saying what is wrong, unless these make a point set and its split."""
    if kind not in KINDS:
        raise PointSetError(translate("Data", "there is no point set {0}; the sets are: {1}").format(
            repr(kind), ", ".join(KINDS)))
    if isinstance(size, bool) or not isinstance(size, int) or not 2 <= size <= MAX_POINTS:
        raise PointSetError(translate("Data", "a point set has from 2 to {0} points, not {1}").format(
            prose_number(MAX_POINTS), size))
    if isinstance(noise, bool) or not isinstance(noise, (int, float)) or not 0 <= noise <= 10:
        raise PointSetError(translate("Data", "the noise must be a number from 0 to 10, not {0}").format(
            noise))
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise PointSetError(translate("Data", "the seed must be a whole number of at least 0, not "
                                      "{0}").format(seed))
    _check_share(held_out)


def _check_share(held_out: object) -> None:
    if isinstance(held_out, bool) or not isinstance(held_out, (int, float)) or not 0 < held_out < 1:
        raise PointSetError(translate("Data", "the held-out share must be a number between 0 and 1, "
                                      "not {0}").format(held_out))


# Each maker draws `n` points of one class (0 or 1), before the noise.

def _moons(rng: np.random.Generator, n: int, label: int) -> np.ndarray:
    angle = rng.uniform(0.0, np.pi, n)
    if label == 0:  # the upper moon
        return np.column_stack([np.cos(angle), np.sin(angle)])
    return np.column_stack([1.0 - np.cos(angle), 0.5 - np.sin(angle)])  # the lower, shifted into it


def _circles(rng: np.random.Generator, n: int, label: int) -> np.ndarray:
    angle = rng.uniform(0.0, 2 * np.pi, n)
    radius = 1.0 if label == 0 else 0.5  # class 1 inside
    return radius * np.column_stack([np.cos(angle), np.sin(angle)])


def _xor(rng: np.random.Generator, n: int, label: int) -> np.ndarray:
    # Uniform in the two quadrants of the class: 1 where the signs differ, as x XOR y would.
    magnitude = rng.uniform(0.1, 1.0, (n, 2))
    first = rng.choice([-1.0, 1.0], n)
    second = -first if label == 1 else first
    return magnitude * np.column_stack([first, second])


def _spiral(rng: np.random.Generator, n: int, label: int) -> np.ndarray:
    turn = rng.uniform(0.0, 1.0, n)  # how far along the arm
    angle = 3 * np.pi * turn + np.pi * label  # the second arm is the first turned half a circle
    radius = 0.1 + turn
    return radius[:, None] * np.column_stack([np.cos(angle), np.sin(angle)])


_MAKERS = {"moons": _moons, "circles": _circles, "xor": _xor, "spiral": _spiral}
