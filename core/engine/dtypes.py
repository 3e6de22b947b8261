"""Element types, by the short names Candle uses.

A dtype is a plain string ("f32", "u32", ...) everywhere in Gradwalk; numpy's dtype objects stay
inside the engine. Only floating-point types carry gradients: an integer has no small change to
follow, so the walk gives integer tensors no gradient at all.
"""

from __future__ import annotations

import numpy as np

from gradwalk.core.words import translate

from .errors import DTypeError

__all__ = ["NUMPY_DTYPES", "FLOAT_DTYPES", "check_dtype", "numpy_dtype", "dtype_of_numpy", "is_float"]

NUMPY_DTYPES = {
    "f16": np.dtype(np.float16),
    "f32": np.dtype(np.float32),
    "f64": np.dtype(np.float64),
    "u32": np.dtype(np.uint32),
    "i64": np.dtype(np.int64),
}
FLOAT_DTYPES = frozenset({"f16", "f32", "f64"})
_NAMES_BY_NUMPY = {np_dtype: name for name, np_dtype in NUMPY_DTYPES.items()}


def check_dtype(name: object) -> str:
    """Return `name` if it is a dtype Gradwalk knows, else raise a DTypeError listing them."""
    if not isinstance(name, str) or name not in NUMPY_DTYPES:
        known = ", ".join(f'"{d}"' for d in NUMPY_DTYPES)
        raise DTypeError(translate("Engine", "unknown dtype {0}: use one of {1}").format(repr(name), known))
    return name


def numpy_dtype(name: str) -> np.dtype:
    return NUMPY_DTYPES[check_dtype(name)]


def dtype_of_numpy(np_dtype: object) -> str | None:
    """The Gradwalk name of a numpy dtype, or None when Gradwalk has no such type."""
    return _NAMES_BY_NUMPY.get(np.dtype(np_dtype))


def is_float(name: str) -> bool:
    return name in FLOAT_DTYPES
