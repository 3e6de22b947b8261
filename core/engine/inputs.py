"""What a learner hands the engine, checked before it becomes a tensor or an operand.

Numbers, shapes, dimension indices and data for a new tensor each have a rule here, and each rule
refuses what breaks it with one of the engine's own errors, in words that name the method called.
Without these, numpy would answer some mistakes with its own errors and let others through
quietly: a number too large for f16 becomes inf, a fraction handed to an integer tensor is cut off.
"""

from __future__ import annotations

import math
import numbers

import numpy as np

from gradwalk.core.words import prose_number, translate

from .dtypes import FLOAT_DTYPES, numpy_dtype
from .errors import ShapeError, TensorDataError

__all__ = [
    "is_number", "normalize_dim", "normalize_dims", "normalize_shape", "check_float_range",
    "check_integer_data", "digit_count", "FLOAT_MAX", "float_in", "integer_in", "to_host_array",
]


def is_number(value: object) -> bool:
    """A real number, Python's or numpy's (a bool counts), and not an array."""
    return type(value) in (int, float) or (
        isinstance(value, numbers.Real) and not isinstance(value, np.ndarray)
    )


def normalize_dim(dim: object, ndim: int, method: str) -> int:
    """A dimension index in range(ndim), with negative indices counted from the end."""
    if not isinstance(dim, numbers.Integral) or isinstance(dim, bool):
        raise ShapeError(translate("Engine", "{0}: a dimension must be a whole number, got {1}").format(
            method, repr(dim)))
    if not -ndim <= dim < ndim:
        if ndim == 1:
            message = translate("Engine", "{0}: dimension {1} is out of range for a tensor with 1 dimension")
        else:
            message = translate("Engine", "{0}: dimension {1} is out of range for a tensor with {2} "
                                "dimensions")
        raise ShapeError(message.format(method, dim, ndim))
    return int(dim) % ndim


def normalize_dims(dims: object, ndim: int, method: str) -> tuple[int, ...]:
    if isinstance(dims, (tuple, list)):
        if not dims:
            raise ShapeError(translate("Engine", "{0}: give at least one dimension").format(method))
        normal = tuple(sorted({normalize_dim(d, ndim, method) for d in dims}))
    else:
        normal = (normalize_dim(dims, ndim, method),)
    return normal


def normalize_shape(shape: object, method: str) -> tuple[int, ...]:
    if isinstance(shape, numbers.Integral) and not isinstance(shape, bool):
        shape = (shape,)
    try:
        sizes = tuple(shape)
    except TypeError:
        sizes = None
    if sizes is None or not all(isinstance(s, numbers.Integral) and not isinstance(s, bool) for s in sizes):
        raise ShapeError(translate("Engine", "{0}: a shape is a tuple of whole numbers, got {1}").format(
            method, f"{shape!r:.60}"))
    shape = tuple(int(s) for s in sizes)
    if any(s < 0 for s in shape):
        raise ShapeError(translate("Engine", "{0}: sizes cannot be negative, got {1}").format(method, shape))
    return shape


def check_float_range(array: np.ndarray, dtype: str) -> None:
    """Refuse finite values too large for a float dtype instead of letting them become inf."""
    target = numpy_dtype(dtype)
    if array.size == 0 or array.dtype.kind not in "biuf" or np.can_cast(array.dtype, target, "safe"):
        return  # every value of the source type fits (f32 into f32, say): nothing to look at
    with np.errstate(invalid="ignore", over="ignore"):
        magnitude = np.abs(array.astype(np.float64))
        too_large = np.isfinite(magnitude) & (magnitude > FLOAT_MAX[dtype])
    if too_large.any():
        raise _does_not_fit(float(magnitude[too_large].max()), dtype)


def check_integer_data(array: np.ndarray, dtype: str) -> None:
    """Refuse values an integer dtype cannot hold exactly, instead of letting them wrap around or
    lose their fractions."""
    if array.size == 0:
        return
    info = np.iinfo(numpy_dtype(dtype))
    if array.dtype.kind == "f" and not np.all(np.isfinite(array)):
        raise TensorDataError(translate("Engine", "{0} holds whole numbers only; got inf or nan").format(
            dtype))
    low, high = array.min(), array.max()
    if array.dtype.kind == "f":
        # Compared as floats, info.max (2**63 − 1) rounds up to 2**63, which i64 cannot hold: the
        # float just past the range, max + 1, is a power of two and exact, so test against it.
        outside = float(low) < float(info.min) or float(high) >= float(info.max + 1)
    else:
        outside = low < info.min or high > info.max
    if outside:
        raise TensorDataError(translate(
            "Engine", "{0} holds whole numbers from {1} to {2}; got values from {3} to {4}"
        ).format(dtype, info.min, info.max, low, high))
    if array.dtype.kind == "f":
        fractions = array[array != np.round(array)]
        if fractions.size:
            raise TensorDataError(translate(
                "Engine", "{0} holds whole numbers only; got fractions such as {1}").format(
                dtype, fractions[0]))


# The largest finite number each float dtype holds (a Python float is an f64 already).
FLOAT_MAX = {dtype: float(np.finfo(numpy_dtype(dtype)).max) for dtype in FLOAT_DTYPES}


def float_in(value: float, dtype: str, method: str) -> float:
    """The Python number `value` as a float, once sure `dtype` holds it: numpy would turn a number
    too large for f16 or f32 into inf, with a warning, when it converts it to the tensor's dtype.
    An explicit inf or nan is taken as it is."""
    if type(value) is float and dtype == "f64":
        return value  # a Python float is an f64 already: nothing to look at
    try:
        number = float(value)
    except OverflowError:  # an int beyond any float
        number = math.inf
    limit = FLOAT_MAX.get(dtype)
    if limit is None:
        return number  # an integer tensor: the operation itself refuses it (float only)
    if -limit <= number <= limit or (type(value) is not int and not math.isfinite(number)):
        return number
    shown = None if math.isfinite(number) else translate("Engine", "a number of {0} digits").format(
        digit_count(value))
    raise _does_not_fit(number, dtype, method, shown)


def digit_count(value: int) -> int:
    """How many decimal digits the whole number `value` has, without str(), which refuses ints of
    more than 4,300 digits (sys.get_int_max_str_digits)."""
    size = abs(int(value))
    digits = max(1, int(size.bit_length() * math.log10(2)) + 1)  # this, or one too many
    return digits - 1 if digits > 1 and size < 10 ** (digits - 1) else digits


def _does_not_fit(number: float, dtype: str, method: str | None = None,
                  shown: str | None = None) -> TensorDataError:
    """The error for a number too large for a float dtype, naming the smallest type that holds it
    (`shown` is how to write the number when it is too large even for a float)."""
    limit = FLOAT_MAX[dtype]
    wider = [d for d in ("f32", "f64") if FLOAT_MAX[d] > limit and abs(number) <= FLOAT_MAX[d]]
    if wider:
        message = translate("Engine", "{0} holds numbers up to ±{1}; got {2} (use a wider type such as {3})")
    else:
        message = translate("Engine", "{0} holds numbers up to ±{1}; got {2}")
    message = message.format(dtype, prose_number(float(limit)), shown or prose_number(float(number)),
                             repr(wider[0]) if wider else "")
    if method:
        message = translate("Engine", "{0}: {1}").format(method, message)
    return TensorDataError(message)


def integer_in(value: float, dtype: str, method: str) -> int:
    """The Python number `value` as an int, once sure the integer `dtype` holds it exactly: numpy
    would drop a fraction silently, and raise its own error for a number out of range."""
    if not isinstance(value, numbers.Integral):
        as_float = float(value)
        if not as_float.is_integer():
            raise TensorDataError(translate("Engine", "{0}: {1} holds whole numbers only; got {2}").format(
                method, dtype, repr(value)))
        value = int(as_float)
    info = np.iinfo(numpy_dtype(dtype))
    if not info.min <= value <= info.max:
        raise TensorDataError(translate(
            "Engine", "{0}: {1} holds whole numbers from {2} to {3}; got {4}"
        ).format(method, dtype, info.min, info.max, repr(value)))
    return int(value)


def to_host_array(data: object) -> np.ndarray:
    """Python numbers, nested lists or an array, as a numpy array with numpy's own dtype."""
    if hasattr(data, "__cuda_array_interface__") and hasattr(data, "get"):
        return data.get()
    if isinstance(data, (str, bytes)) or data is None:
        raise TensorDataError(translate("Engine", "a tensor holds numbers; got {0} {1}").format(
            type(data).__name__, f"{data!r:.40}"))
    try:
        array = np.asarray(data)
    except (ValueError, TypeError) as exc:
        raise TensorDataError(translate(
            "Engine", "nested lists must be rectangular, with numbers at the same depth ({0})").format(exc)
        ) from None
    if array.dtype.kind not in "biuf":
        raise TensorDataError(translate(
            "Engine", "a tensor holds numbers; got elements of type {0} from {1}").format(
            array.dtype, f"{data!r:.60}"))
    return array
