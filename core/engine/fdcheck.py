"""Checking gradients against finite differences.

Nudge one element of an input up by ε, then down by ε, and divide the change in f by 2ε: that
slope is close to the partial derivative for that element (the error shrinks like ε²). Doing it
for every element gives a whole gradient, computed without any backward rule, to hold
`backward()` against. Work in f64: a float32 holds about seven digits, so a nudge of 1e-6 barely
registers in it.

How close is close enough? The two slopes are compared element by element, the way numpy's
`allclose` and PyTorch's `gradcheck` do: backward's value passes when

    |backward − central difference| ≤ atol + rtol · |central difference| + rounding

A relative part (rtol) alone, so a gradient of 3e-8 is held to the same standard as one of 3e8,
and an absolute part for the elements whose slope is zero. `rounding` is the part no choice of
atol can avoid: f's values are rounded to its dtype, so a change in f smaller than a few units in
its last place is noise, and dividing by 2ε turns that noise into a slope. It grows with |f|
(measured at the nudged points), so the check keeps its meaning whatever the size of f.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable, Sequence

import numpy as np

from gradwalk.core.words import translate

from .budget import check_budgets
from .dtypes import is_float, numpy_dtype
from .errors import ArgumentTypeError, ShapeError, TensorDataError
from .tensor import Tensor, require_tensor

__all__ = ["InputCheck", "FiniteDifferenceReport", "finite_difference_check"]

# How many units in the last place of f the rounding of its value is allowed to have moved it,
# counting both nudges and the operations that made f.
ROUNDING_UNITS = 8


@dataclass(frozen=True)
class InputCheck:
    index: int  # which input of f
    analytic: np.ndarray  # from backward() (zeros where backward gave no gradient)
    numeric: np.ndarray  # from central differences
    max_gap: float
    has_gradient: bool  # False when backward returned None for this input
    rounding: float = 0.0  # the slope that rounding f's values can fake at this step

    def gaps(self) -> np.ndarray:
        """|backward − central difference|, element by element."""
        return np.abs(self.analytic - self.numeric)

    def allowed(self, atol: float, rtol: float) -> np.ndarray:
        """The largest gap each element may have: atol + rtol · |numeric| + rounding."""
        return atol + self.rounding + rtol * np.abs(self.numeric)

    def within(self, atol: float, rtol: float) -> bool:
        """Every element's gap within what it is allowed (a nan gap never is)."""
        return bool(np.all(self.gaps() <= self.allowed(atol, rtol)))

    def worst(self, atol: float, rtol: float) -> tuple[float, float]:
        """(gap, allowed gap) at the element that comes closest to failing, or fails the most:
        the one with the largest ratio of the two; a nan gap comes first. (0, allowed) when the
        input has no elements."""
        gaps, allowed = self.gaps().ravel(), self.allowed(atol, rtol).ravel()
        if gaps.size == 0:
            return 0.0, float(atol + self.rounding)
        with np.errstate(divide="ignore", invalid="ignore"):
            ratios = np.where(np.isnan(gaps), np.inf, gaps / allowed)
        ratios = np.where(np.isnan(ratios), 0.0, ratios)  # 0 / 0: a gap of 0 allowed nothing
        at = int(np.argmax(ratios))
        return float(gaps[at]), float(allowed[at])


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

    def passed(self, atol: float = 1e-10, rtol: float = 1e-6) -> bool:
        """True when some input was checked and every element of every input is within
        atol + rtol · |numeric| + rounding (see the module's docstring); nan never is. The
        defaults suit f64 at the default step."""
        return bool(self.inputs) and all(check.within(atol, rtol) for check in self.inputs)


def finite_difference_check(f: Callable[..., Tensor], inputs: Sequence[Tensor],
                            eps: float = 1e-6,
                            progress: Callable[[int, int], None] | None = None,
                            ) -> FiniteDifferenceReport:
    """Compare `f(*inputs).backward()` with central differences, element by element.

    `f` takes the inputs as positional arguments and returns a tensor of shape (); `inputs` are
    tensors (Vars for the ones to differentiate). Integer inputs are skipped. `progress`, when
    given, is called with (elements done, elements in all) after each element's central
    difference; an open `Budget` can stop the check between two elements.
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
    unit = float(np.finfo(numpy_dtype(result.dtype)).eps) if is_float(result.dtype) else 0.0
    checked = [index for index, tensor in enumerate(inputs) if is_float(tensor.dtype)]
    counter = _Progress(sum(math.prod(inputs[index].shape) for index in checked), progress)
    checks = []
    for index in checked:
        tensor = inputs[index]
        grad = grads.get(tensor)
        analytic = grad.numpy().astype(np.float64) if grad is not None else np.zeros(tensor.shape)
        numeric, largest = _central_differences(f, inputs, index, eps, counter)
        largest = max(largest, _finite_size(result))
        gap = float(np.max(np.abs(analytic - numeric))) if numeric.size else 0.0
        rounding = ROUNDING_UNITS * unit * largest / eps
        checks.append(InputCheck(index, analytic, numeric, gap, grad is not None, rounding))
    return FiniteDifferenceReport(tuple(checks), eps)


class _Progress:
    """Counts the elements done, says so, and gives an open budget its chance to stop the work."""

    def __init__(self, total: int, report: Callable[[int, int], None] | None) -> None:
        self.done, self.total, self.report = 0, total, report

    def element_done(self) -> None:
        self.done += 1
        if self.report is not None:
            self.report(self.done, self.total)
        check_budgets()


def _finite_size(value: Tensor) -> float:
    """|value| when it is finite, else 0: an infinite f makes a nan gap, which fails by itself."""
    size = abs(float(value.to_scalar()))
    return size if math.isfinite(size) else 0.0


def _central_differences(f, inputs, index, eps, counter):
    """The slopes, and the largest finite |f| met at the nudged points."""
    tensor = inputs[index]
    base = tensor.numpy()
    numeric = np.zeros(base.shape, dtype=np.float64)
    largest = 0.0
    for position in np.ndindex(base.shape):
        values = []
        for step in (eps, -eps):
            moved = base.copy()
            moved[position] += step
            probe = type(tensor)(moved, dtype=tensor.dtype, device=tensor.device)
            args = inputs[:index] + [probe] + inputs[index + 1:]
            value = f(*args)
            values.append(float(value.to_scalar()))
            largest = max(largest, _finite_size(value))
        numeric[position] = (values[0] - values[1]) / (2 * eps)
        counter.element_done()
    return numeric, largest
