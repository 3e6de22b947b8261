"""Integer arithmetic, exactly or not at all.

numpy computes integers in fixed width: a u32 holding 1 minus one holding 2 gives 4294967295, an
i64 sum can wrap past its largest value, and dividing two integers gives a float that a cast back
cuts short (7 / 2 -> 3). A learner would read such a number as the answer. So the operations that
can leave the integers or their dtype's range compute on Python's integers, which never overflow,
and the result is either the exact answer, in the tensor's dtype, or one clear error.

Python's integers are slow, though (a 1000 × 1000 matmul takes many seconds), so they are the last
resort. First the result's magnitude is bounded with float arithmetic on the inputs' largest
absolute values (|a + b| ≤ max|a| + max|b|, a matmul's entries by max|a| · max|b| · inner size).
When the bound proves every exact value, partial sums included, fits an i64 with room to spare,
the operation runs in numpy's i64, which then cannot wrap; a matmul whose bound is below 2**52
runs in f64, where every product and partial sum is a whole number held exactly, at BLAS speed.
Only when the bound cannot rule out an overflow do Python's integers decide. Either way the
result is then checked against the tensor's dtype's range.

Floating-point tensors never come here: they have inf and nan to say that a number went out of
range, and the learner sees those in the result.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from gradwalk.core.words import translate

from .dtypes import numpy_dtype
from .errors import DivisionByZeroError, TensorDataError

__all__ = ["UNSAFE_FOR_INTEGERS", "exact_integer_forward"]

# Operations whose integer result can fall outside the dtype's range or off the integers. The
# others (shapes, max and min, rounding, relu, copies) only move or pick existing values.
UNSAFE_FOR_INTEGERS = frozenset({
    "add", "sub", "mul", "div", "broadcast_add", "broadcast_sub", "broadcast_mul", "broadcast_div",
    "neg", "sqr", "abs", "sum_all", "sum_keepdim", "matmul",
})


# Below these bounds the fast paths are exact: an i64 holds whole numbers up to 2**63 (the margin
# absorbs the rounding of the float bound), an f64 every whole number up to 2**53.
_I64_SAFE = 2.0**62
_F64_EXACT = 2.0**52


def exact_integer_forward(op: Any, backend: Any, arrays: tuple, params: tuple, dtype: str) -> Any:
    """`op`'s result on the integer `arrays`, computed exactly, as an array of `dtype` on the same
    device; a TensorDataError (or DivisionByZeroError) when that dtype cannot hold it."""
    xp = backend.xp
    wide = [a.astype(xp.int64) for a in arrays]  # u32 to i64 is exact; an i64 is copied as it is
    result = _fast_exact(op, xp, wide, params)
    if result is None:  # the bound cannot rule out an i64 overflow: Python's integers decide
        result = _python_exact(op, backend, arrays, params)
    info = np.iinfo(numpy_dtype(dtype))
    if result.size:
        low, high = int(result.min()), int(result.max())
        if low < info.min or high > info.max:
            wrong = low if low < info.min else high
            wider = (translate("Engine", "to_dtype('i64') or a float type") if dtype == "u32"
                     else "to_dtype('f64')")
            raise TensorDataError(translate(
                "Engine", "{0}: the exact result {1} does not fit {2}, which holds whole numbers "
                "from {3} to {4}; convert the inputs first, with {5}"
            ).format(op.name, wrong, dtype, info.min, info.max, wider))
    if result.dtype == object:  # Python's integers, on the host
        return backend.asarray(result.astype(numpy_dtype(dtype)), numpy_dtype(dtype))
    return result.astype(numpy_dtype(dtype))


def _largest(xp: Any, a: Any) -> float:
    """max |a| as a float (|−2**63| overflows in i64 itself, not in f64)."""
    return float(xp.abs(a.astype(xp.float64)).max()) if a.size else 0.0


def _fast_exact(op: Any, xp: Any, wide: list, params: tuple) -> Any:
    """The exact result computed in i64 (or f64 for a matmul) when a bound proves it fits; None
    when it may not."""
    name = op.name.removeprefix("broadcast_")
    big = [_largest(xp, a) for a in wide]
    if name in ("add", "sub"):
        bound = big[0] + big[1]
    elif name == "mul":
        bound = big[0] * big[1]
    elif name in ("neg", "abs", "div"):  # a quotient of whole numbers is no larger than a
        bound = big[0]
    elif name == "sqr":
        bound = big[0] * big[0]
    elif name == "sum_all":
        bound = big[0] * wide[0].size
    elif name == "sum_keepdim":
        bound = big[0] * math.prod(wide[0].shape[d] for d in params[0])
    elif name == "matmul":
        return _fast_matmul(xp, wide, big)
    else:
        return None
    if bound >= _I64_SAFE:
        return None
    if name == "div":
        return _exact_division(xp, wide[0], wide[1], op.name)
    if op.arity == 2:
        return op.forward(wide[0], wide[1])
    return op.forward(xp, wide[0], *params)


def _fast_matmul(xp: Any, wide: list, big: list) -> Any:
    a, b = wide
    inner = a.shape[-1]
    bound = big[0] * big[1] * inner
    if bound >= _F64_EXACT and a.size and b.size:  # a closer bound: each entry's Σ|a||b|, at BLAS speed
        # (the product has entries, since both factors do; cupy's max takes no `initial`)
        bound = float((xp.abs(a.astype(xp.float64)) @ xp.abs(b.astype(xp.float64))).max())
    if bound < _F64_EXACT:  # every product and partial sum is a whole number an f64 holds exactly
        return xp.rint(a.astype(xp.float64) @ b.astype(xp.float64)).astype(xp.int64)
    if bound < _I64_SAFE:
        return a @ b
    return None


def _python_exact(op: Any, backend: Any, arrays: tuple, params: tuple) -> np.ndarray:
    """The result on Python's integers, which never overflow: slow, and always exact."""
    exact = [np.asarray(backend.to_numpy(a)).astype(object) for a in arrays]  # Python ints
    if op.arity == 2:
        result = _exact_division(np, *exact, op.name) if op.name.endswith("div") else op.forward(*exact)
    else:
        result = op.forward(np, exact[0], *params)
    return np.asarray(result, dtype=object)


def _exact_division(xp: Any, a: Any, b: Any, name: str) -> Any:
    a, b = xp.broadcast_arrays(a, b)
    if (b == 0).any():
        raise DivisionByZeroError(translate(
            "Engine", "{0}: integer division by zero; an integer has no inf to stand for it (convert to "
            "a float type first to see inf or nan)").format(name))
    remainder = a % b
    if (remainder != 0).any():
        index = tuple(int(i) for i in xp.argwhere(remainder != 0)[0])
        raise TensorDataError(translate(
            "Engine", "{0}: {1} / {2} is not a whole number; convert to a float type first, with "
            "to_dtype('f32')").format(name, int(a[index]), int(b[index])))
    return a // b
