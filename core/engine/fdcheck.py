"""Checking gradients against finite differences.

Nudge one element of an input up by ε, then down by ε, and divide the change in f by 2ε: that
slope is close to the partial derivative for that element (the error shrinks like ε²). Doing it
for every element gives a whole gradient, computed without any backward rule, to hold
`backward()` against. Work in f64: a float32 holds about seven digits, so a nudge of 1e-6 barely
registers in it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable, Sequence

import numpy as np

from core.words import translate

from .dtypes import is_float
from .errors import ArgumentTypeError, ShapeError, TensorDataError
from .tensor import Tensor, require_tensor

__all__ = ["InputCheck", "FiniteDifferenceReport", "finite_difference_check"]


@dataclass(frozen=True)
class InputCheck:
    index: int  # which input of f
    analytic: np.ndarray  # from backward() (zeros where backward gave no gradient)
    numeric: np.ndarray  # from central differences
    max_gap: float
    has_gradient: bool  # False when backward returned None for this input


@dataclass(frozen=True)
class FiniteDifferenceReport:
    inputs: tuple  # InputCheck, one per floating-point input
    eps: float

    @property
    def max_gap(self) -> float:
        """The largest gap over all inputs: nan when any gap is nan (Python's max would skip it)."""
        gaps = [check.max_gap for check in self.inputs]
        if any(math.isnan(gap) for gap in gaps):
            return math.nan
        return max(gaps, default=0.0)

    def passed(self, tolerance: float = 1e-8) -> bool:
        """True when some input was checked and every gap is below `tolerance` (nan never is)."""
        return bool(self.inputs) and self.max_gap < tolerance


def finite_difference_check(f: Callable[..., Tensor], inputs: Sequence[Tensor],
                            eps: float = 1e-6) -> FiniteDifferenceReport:
    """Compare `f(*inputs).backward()` with central differences, element by element.

    `f` takes the inputs as positional arguments and returns a tensor of shape (); `inputs` are
    tensors (Vars for the ones to differentiate). Integer inputs are skipped.
    """
    if not callable(f):
        raise ArgumentTypeError(translate(
            "Engine", "finite_difference_check: f must be a function of the inputs, got {0}"
        ).format(type(f).__name__))
    if isinstance(inputs, Tensor) or not isinstance(inputs, (list, tuple)):
        raise ArgumentTypeError(translate(
            "Engine", "finite_difference_check: give the inputs as a list of tensors, such as [w, b]"))
    inputs = [require_tensor(t, "finite_difference_check") for t in inputs]
    if isinstance(eps, bool) or not isinstance(eps, (int, float)) or not 0 < eps < math.inf:
        raise TensorDataError(translate(
            "Engine", "finite_difference_check: eps must be a small positive number, got {0}"
        ).format(f"{eps!r:.40}"))
    result = f(*inputs)
    if not isinstance(result, Tensor) or result.shape != ():
        shape = getattr(result, "shape", type(result).__name__)
        raise ShapeError(translate(
            "Engine", "finite_difference_check needs f to return a scalar tensor, got {0}").format(shape))
    grads = result.backward()
    checks = []
    for index, tensor in enumerate(inputs):
        if not is_float(tensor.dtype):
            continue
        grad = grads.get(tensor)
        analytic = grad.numpy().astype(np.float64) if grad is not None else np.zeros(tensor.shape)
        numeric = _central_differences(f, inputs, index, eps)
        gap = float(np.max(np.abs(analytic - numeric))) if numeric.size else 0.0
        checks.append(InputCheck(index, analytic, numeric, gap, grad is not None))
    return FiniteDifferenceReport(tuple(checks), eps)


def _central_differences(f, inputs, index, eps):
    tensor = inputs[index]
    base = tensor.numpy()
    numeric = np.zeros(base.shape, dtype=np.float64)
    for position in np.ndindex(base.shape):
        values = []
        for step in (eps, -eps):
            moved = base.copy()
            moved[position] += step
            probe = type(tensor)(moved, dtype=tensor.dtype, device=tensor.device)
            args = inputs[:index] + [probe] + inputs[index + 1:]
            values.append(float(f(*args).to_scalar()))
        numeric[position] = (values[0] - values[1]) / (2 * eps)
    return numeric
