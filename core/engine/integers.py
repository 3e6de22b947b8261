"""Integer arithmetic, exactly or not at all.

numpy computes integers in fixed width: a u32 holding 1 minus one holding 2 gives 4294967295, an
i64 sum can wrap past its largest value, and dividing two integers gives a float that a cast back
cuts short (7 / 2 -> 3). A learner would read such a number as the answer. So the operations that
can leave the integers or their dtype's range compute on Python's integers, which never overflow,
and the result is either the exact answer, in the tensor's dtype, or one clear error.

Floating-point tensors never come here: they have inf and nan to say that a number went out of
range, and the learner sees those in the result.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from core.words import translate

from .dtypes import numpy_dtype
from .errors import DivisionByZeroError, TensorDataError

__all__ = ["UNSAFE_FOR_INTEGERS", "exact_integer_forward"]

# Operations whose integer result can fall outside the dtype's range or off the integers. The
# others (shapes, max and min, rounding, relu, copies) only move or pick existing values.
UNSAFE_FOR_INTEGERS = frozenset({
    "add", "sub", "mul", "div", "broadcast_add", "broadcast_sub", "broadcast_mul", "broadcast_div",
    "neg", "sqr", "abs", "sum_all", "sum_keepdim", "matmul",
})


def exact_integer_forward(op: Any, backend: Any, arrays: tuple, params: tuple, dtype: str) -> Any:
    """`op`'s result on the integer `arrays`, computed exactly, as an array of `dtype` on the same
    device; a TensorDataError (or DivisionByZeroError) when that dtype cannot hold it."""
    exact = [np.asarray(backend.to_numpy(a)).astype(object) for a in arrays]  # Python ints
    if op.arity == 2:
        result = _exact_division(*exact, op.name) if op.name.endswith("div") else op.forward(*exact)
    else:
        result = op.forward(np, exact[0], *params)
    result = np.asarray(result, dtype=object)
    info = np.iinfo(numpy_dtype(dtype))
    if result.size:
        low, high = result.min(), result.max()
        if low < info.min or high > info.max:
            wrong = low if low < info.min else high
            wider = (translate("Engine", "to_dtype('i64') or a float type") if dtype == "u32"
                     else "to_dtype('f64')")
            raise TensorDataError(translate(
                "Engine", "{0}: the exact result {1} does not fit {2}, which holds whole numbers "
                "from {3} to {4}; convert the inputs first, with {5}"
            ).format(op.name, wrong, dtype, info.min, info.max, wider))
    return backend.asarray(result.astype(numpy_dtype(dtype)), numpy_dtype(dtype))


def _exact_division(a: np.ndarray, b: np.ndarray, name: str) -> np.ndarray:
    a, b = np.broadcast_arrays(a, b)
    if (b == 0).any():
        raise DivisionByZeroError(translate(
            "Engine", "{0}: integer division by zero; an integer has no inf to stand for it (convert to "
            "a float type first to see inf or nan)").format(name))
    if (a % b != 0).any():
        index = np.argwhere(a % b != 0)[0]
        raise TensorDataError(translate(
            "Engine", "{0}: {1} / {2} is not a whole number; convert to a float type first, with "
            "to_dtype('f32')").format(name, a[tuple(index)], b[tuple(index)]))
    return a // b
